# A result's name longer than the odds hold is refused, not cut short:
# cut, these two house-ruled names read the same (issue 20, item 4).
$ cp -R "$TABLES" t && sed -i 's/^repulsed,/repulsed_with_heavy_losses_and_in_great_disorder,/; s/^recoil,/repulsed_with_heavy_losses_and_in_great_confusion,/' t/lib/effects.csv && sed -i 's/,repulsed,/,repulsed_with_heavy_losses_and_in_great_disorder,/; s/,recoil,/,repulsed_with_heavy_losses_and_in_great_confusion,/' t/lib/results.csv && lib-charge -T t --odds
! lib-charge: odds: outcome 'repulsed_with_heavy_losses_and_in_great_confusion' is longer than 31 bytes
[3]

# A resolution holds a long name whole.
$ cp -R "$TABLES" t && sed -i 's/^repulsed,/repulsed_with_heavy_losses_and_in_great_disorder,/' t/lib/effects.csv && sed -i 's/,repulsed,/,repulsed_with_heavy_losses_and_in_great_disorder,/' t/lib/results.csv && lib-charge -T t --dice 1,10 --json | jq -r .result
repulsed_with_heavy_losses_and_in_great_disorder
