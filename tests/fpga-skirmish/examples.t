# The EXAMPLES of fpga-skirmish(1), word for word.
$ fpga-skirmish --sk 2 --range 4.5 --seed 1805
0 hits on the infantry
SK2 at 4.5": 2d6 hitting on 6, rolled 3 5: 0 hits
no save
only the side with the initiative makes SK attacks; no more than 1 SK attacker per target

$ fpga-skirmish --sk 2 --target artillery --target-town --dice 6,6,4,2
1 hit on the artillery
SK2: 2d6 hitting on 6, rolled 6 6: 2 hits
saves on 4+ (in a town or redoubt): rolled 4 2, 1 saved
only the side with the initiative makes SK attacks; no more than 1 SK attacker per target

# 25/36, 5/18, 1/36 (by hand: two dice at 1/6; and
# tests/fpga-combat/odds-check.py).
$ fpga-skirmish --sk 2 --odds
a hit stands 30.56% (11/36)
SK2: 2d6 hitting on 6, no save
hits 0                 25/36  69.444%  100.000% or more  ##############
hits 1                  5/18  27.778%   30.556% or more  ######
hits 2                  1/36   2.778%    2.778% or more  #
hits: mean 1/3 (0.333), sd 0.527
hits after saves 0       25/36  69.444%  100.000% or more  ##############
hits after saves 1        5/18  27.778%   30.556% or more  ######
hits after saves 2        1/36   2.778%    2.778% or more  #
hits after saves: mean 1/3 (0.333), sd 0.527

# 121/144, 11/72, 1/144 after saves (by hand: two dice at 1/12; and
# tests/fpga-combat/odds-check.py).
$ fpga-skirmish --sk 2 --save --odds
a hit stands 15.97% (23/144)
SK2: 2d6 hitting on 6, saves on 4+ (given by --save)
hits 0                 25/36  69.444%  100.000% or more  ##############
hits 1                  5/18  27.778%   30.556% or more  ######
hits 2                  1/36   2.778%    2.778% or more  #
hits: mean 1/3 (0.333), sd 0.527
hits after saves 0     121/144  84.028%  100.000% or more  #################
hits after saves 1       11/72  15.278%   15.972% or more  ###
hits after saves 2       1/144   0.694%    0.694% or more  .
hits after saves: mean 1/6 (0.167), sd 0.391
