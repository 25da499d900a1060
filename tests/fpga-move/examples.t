# The EXAMPLES of fpga-move(1), word for word.
$ fpga-move --type fast-infantry --near --change-face --dice 4
MOVES 7"  fast-infantry
allowance 10" = 6" + 4, within 6" of the enemy
costs: a change of face 3"

$ fpga-move --type light-cavalry --enemy-distance 5 --terrain rough --retro --dice 3
MOVES 3.25"  light-cavalry
allowance 13" = 10" + 3, within 6" of the enemy
rough ground at 1/2
retrograde or flank move at 1/2

$ fpga-move --type slow-infantry --near --cd --odds
inches moved, on average 8.250 (33/4)
slow-infantry within 6" of the enemy: 4" + 1d6, a CD re-rolling 1 to 3
inches 5                1/12   8.333%  100.000% or more  ##
inches 6                1/12   8.333%   91.667% or more  ##
inches 7                1/12   8.333%   83.333% or more  ##
inches 8                 1/4  25.000%   75.000% or more  #####
inches 9                 1/4  25.000%   50.000% or more  #####
inches 10                1/4  25.000%   25.000% or more  #####
inches: mean 33/4 (8.250), sd 1.534
