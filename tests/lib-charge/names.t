# A result's name is an outcome whole, however long: cut, these two
# house-ruled names would read the same (issue 20, item 4).
$ cp -R "$TABLES" t && sed -i 's/^repulsed,/repulsed_with_heavy_losses_and_in_great_disorder,/; s/^recoil,/repulsed_with_heavy_losses_and_in_great_confusion,/' t/lib/effects.csv && sed -i 's/,repulsed,/,repulsed_with_heavy_losses_and_in_great_disorder,/; s/,recoil,/,repulsed_with_heavy_losses_and_in_great_confusion,/' t/lib/results.csv && lib-charge -T t --odds
the attacker carries the position 50.00% (1/2)
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker 0 -> -1 (disordered by the struggle -1); defender 0 -> -1 (disordered by the struggle -1)
swept                   1/90   1.111%  .
driven_back             7/45  15.556%  ###
hard_pressed             1/3  33.333%  #######
falter                   1/3  33.333%  #######
repulsed_with_heavy_losses_and_in_great_confusion        7/45  15.556%  ###
repulsed_with_heavy_losses_and_in_great_disorder        1/90   1.111%  .
struggle                1/10  10.000%  ##
attacker stands lost 0         3/4  75.000%  100.000% or more  ###############
attacker stands lost 1      37/200  18.500%   25.000% or more  ####
attacker stands lost 2    117/2000   5.850%    6.500% or more  #
attacker stands lost 3   117/20000   0.585%    0.650% or more  .
attacker stands lost 4 or more    13/20000   0.065%    0.065% or more  .
attacker stands lost: mean 29/90 (0.322), sd 0.616
defender stands lost 0         3/4  75.000%  100.000% or more  ###############
defender stands lost 1      37/200  18.500%   25.000% or more  ####
defender stands lost 2    117/2000   5.850%    6.500% or more  #
defender stands lost 3   117/20000   0.585%    0.650% or more  .
defender stands lost 4 or more    13/20000   0.065%    0.065% or more  .
defender stands lost: mean 29/90 (0.322), sd 0.616

# A resolution holds a long name whole.
$ cp -R "$TABLES" t && sed -i 's/^repulsed,/repulsed_with_heavy_losses_and_in_great_disorder,/' t/lib/effects.csv && sed -i 's/,repulsed,/,repulsed_with_heavy_losses_and_in_great_disorder,/' t/lib/results.csv && lib-charge -T t --dice 1,10 --json | jq -r .result
repulsed_with_heavy_losses_and_in_great_disorder

# A modifier named by two words of the tables is held whole too (it was
# cut at 47 bytes: "cavalry charge hasty-square-formed-in-a-great-h").
$ cp -R "$TABLES" t && sed -i 's/^hasty-square,/hasty-square-formed-in-a-great-hurry-by-the-second-battalion-of-the-line,/' t/lib/formations.csv t/lib/cavalry.csv && lib-charge -T t --attacker-cavalry --defender-formation hasty-square-formed-in-a-great-hurry-by-the-second-battalion-of-the-line --dice 5,5 | sed -n 2p
modifiers: attacker +1 (regular 0, worn 0, cavalry charge hasty-square-formed-in-a-great-hurry-by-the-second-battalion-of-the-line +1); defender -1 (regular 0, worn 0, hasty-square-formed-in-a-great-hurry-by-the-second-battalion-of-the-line -1)
