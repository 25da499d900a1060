# A result's name is an outcome whole, however long: cut, these two
# house-ruled names would read the same (issue 20, item 4).  A text row
# reads the outcome's word (issue 32); a CSV cell keeps the name.
$ mkdir -p t/lib && cp "$TABLES/lib/effects.csv" t/lib/ && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^repulsed,/repulsed_with_heavy_losses_and_in_great_disorder,/; s/^recoil,/repulsed_with_heavy_losses_and_in_great_confusion,/' t/lib/effects.csv && sed -i 's/,repulsed,/,repulsed_with_heavy_losses_and_in_great_disorder,/; s/,recoil,/,repulsed_with_heavy_losses_and_in_great_confusion,/' t/lib/results.csv && lib-charge -T t --odds --format csv | grep repulsed_
,repulsed_with_heavy_losses_and_in_great_confusion,,7/45,15.556%,,
,repulsed_with_heavy_losses_and_in_great_disorder,,1/90,1.111%,,

# A resolution holds a long name whole.
$ mkdir -p t/lib && cp "$TABLES/lib/effects.csv" t/lib/ && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^repulsed,/repulsed_with_heavy_losses_and_in_great_disorder,/' t/lib/effects.csv && sed -i 's/,repulsed,/,repulsed_with_heavy_losses_and_in_great_disorder,/' t/lib/results.csv && lib-charge -T t --dice 1,10 --json | jq -r .result
repulsed_with_heavy_losses_and_in_great_disorder

# A modifier named by two words of the tables is held whole too (it was
# cut at 47 bytes: "cavalry charge hasty-square-formed-in-a-great-h").
$ mkdir -p t/lib && cp "$TABLES/lib/cavalry.csv" t/lib/ && cp "$TABLES/lib/formations.csv" t/lib/ && sed -i 's/^hasty-square,/hasty-square-formed-in-a-great-hurry-by-the-second-battalion-of-the-line,/' t/lib/formations.csv t/lib/cavalry.csv && lib-charge -T t --attacker-cavalry --defender-formation hasty-square-formed-in-a-great-hurry-by-the-second-battalion-of-the-line --dice 5,5 | sed -n 2p
modifiers: attacker +1 (regular 0, worn 0, cavalry charge hasty-square-formed-in-a-great-hurry-by-the-second-battalion-of-the-line +1); defender -1 (regular 0, worn 0, hasty-square-formed-in-a-great-hurry-by-the-second-battalion-of-the-line -1)
