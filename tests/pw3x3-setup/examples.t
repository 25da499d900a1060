# The EXAMPLES of pw3x3-setup(1), word for word.
$ pw3x3-setup --names British,Zulus --dice 2,5,6,3
RIVER AND HILL  attacker Zulus, defender British
set-up throw: British 2, Zulus 5
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 3: a hill, in one of the defender's baseline grid areas
the defender (British) places them within the grid areas given
artillery on a hill can fire over friendly units in front of it that are lower than the hill and troops on a hill are uphill to an enemy in close combat

$ pw3x3-setup --attacker second --names Boers,British --dice 5
WOOD  attacker British, defender Boers
set-up throw: none, British attacks as given
terrain 5: a wood, in the left or right grid area of the defender's baseline
the defender (Boers) places it within the grid areas given
a wood gives cover to troops in it and a unit must stop on entering it and moves at most 1 grid area a turn through it

$ pw3x3-setup --odds
a terrain feature 83.33% (5/6)
set-up: first and second each throw 1d6, ties thrown again
terrain: the defender throws 1d6
flat                     1/6  16.667%  ###
hill                     1/3  33.333%  #######
built_up                 1/6  16.667%  ###
wood                     1/6  16.667%  ###
river                   1/18   5.556%  #
river_hill              1/18   5.556%  #
river_built_up          1/36   2.778%  #
river_wood              1/36   2.778%  #
first side attacks 0         1/2  50.000%  100.000% or more  ##########
first side attacks 1         1/2  50.000%   50.000% or more  ##########
first side attacks: mean 1/2 (0.500), sd 0.500
terrain features 0         1/6  16.667%  100.000% or more  ###
terrain features 1       13/18  72.222%   83.333% or more  ##############
terrain features 2         1/9  11.111%   11.111% or more  ##
terrain features: mean 17/18 (0.944), sd 0.524

$ pw3x3-setup --terrain-only --dice 6,1 --json | jq -c .features
[{"feature":"river","placement":"parallel to the defender's baseline"}]
