# The EXAMPLES of pw3x3-activation(1), word for word.
$ pw3x3-activation --dice 5,3
ATTACKER CHOOSES  attacker 5, defender 3
the attacker chooses whether to move first
the attacker may activate 5 units
the defender may activate 3 units

$ pw3x3-activation --turn 4 --defender-units 3 --attacker-engaged 2 --dice 4,4,2,5
DEFENDER CHOOSES  attacker 2, defender 5 (4-4 tied, thrown again)
the defender chooses whether to move first
the attacker may activate 2 units
the defender may activate 3 units (threw 5, has 3 left)
2 more attacker units in close combat act without activation

$ pw3x3-activation --defender-units 3 --odds
the attacker chooses or goes first 50.00% (1/2)
turn 2: each side throws 1d6, ties thrown again
attacker chooses         1/2  50.000%  ##########
defender chooses         1/2  50.000%  ##########
attacker activates 1         1/6  16.667%  100.000% or more  ###
attacker activates 2         1/6  16.667%   83.333% or more  ###
attacker activates 3         1/6  16.667%   66.667% or more  ###
attacker activates 4         1/6  16.667%   50.000% or more  ###
attacker activates 5         1/6  16.667%   33.333% or more  ###
attacker activates 6         1/6  16.667%   16.667% or more  ###
attacker activates: mean 7/2 (3.500), sd 1.708
defender activates 1         1/6  16.667%  100.000% or more  ###
defender activates 2         1/6  16.667%   83.333% or more  ###
defender activates 3         2/3  66.667%   66.667% or more  #############
defender activates: mean 5/2 (2.500), sd 0.764
chooser activates 2        1/15   6.667%  100.000% or more  #
chooser activates 3        8/15  53.333%   93.333% or more  ###########
chooser activates 4        1/10  10.000%   40.000% or more  ##
chooser activates 5        2/15  13.333%   30.000% or more  ###
chooser activates 6         1/6  16.667%   16.667% or more  ###
chooser activates: mean 19/5 (3.800), sd 1.249
other activates 1         1/3  33.333%  100.000% or more  #######
other activates 2        4/15  26.667%   66.667% or more  #####
other activates 3        3/10  30.000%   40.000% or more  ######
other activates 4        1/15   6.667%   10.000% or more  #
other activates 5        1/30   3.333%    3.333% or more  #
other activates: mean 11/5 (2.200), sd 1.077

$ pw3x3-activation --dice 2,6 --json | jq -r .chooser
defender
