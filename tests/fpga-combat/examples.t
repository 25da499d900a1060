# The EXAMPLES of fpga-combat(1), word for word.
$ fpga-combat --attacker-pool 6 --attacker-cd --defender-pool 5 --defender-flanked --seed 1805
attacker 5 hits, defender 2 hits
attacker infantry, 6 + 1 CD = 7d6 hitting on 5+, rolled 3 5 3 5 6 5 5: 5 hits
  bonus, re-roll the misses (rolling against a flanked enemy): rolled 2 4, hit on 6: 5 hits
defender infantry, 5d6 hitting on 5+, rolled 4 5 1 5 4: 2 hits

$ fpga-combat --attacker heavy-cavalry --attacker-pool 3 --attacker-bonus 2 --defender light-cavalry --defender-pool 3 --dice 5,1,2,6,1,1,5,6,5,2,2,6,5
attacker 3 hits, defender 1 hit; the attacker's sub-commander is killed
attacker heavy-cavalry, 3 + 2 bonus = 5d6 hitting on 5+, rolled 5 1 2 6 1: 2 hits
  bonus, re-roll the misses (heavy cavalry rolling against light cavalry): rolled 1 5 6, hit on 6: 3 hits
defender light-cavalry, 3d6 hitting on 5+, rolled 5 2 2: 1 hit
the attacker's sub-commander, for his 2 bonus dice: rolled 6 5 +1 for 1 one = 12: killed

# 67256/177147 and binomial(6, 1/3) hits (python fractions, every die
# thrown face by face: tests/fpga-combat/odds-check.py).
$ fpga-combat --attacker-pool 6 --defender-pool 6 --odds
the attacker scores more hits 37.97% (67256/177147)
attacker hits 0       64/729   8.779%  100.000% or more  ##
attacker hits 1       64/243  26.337%   91.221% or more  #####
attacker hits 2       80/243  32.922%   64.883% or more  #######
attacker hits 3      160/729  21.948%   31.962% or more  ####
attacker hits 4       20/243   8.230%   10.014% or more  ##
attacker hits 5        4/243   1.646%    1.783% or more  .
attacker hits 6        1/729   0.137%    0.137% or more  .
attacker hits: mean 2 (2.000), sd 1.155
defender hits 0       64/729   8.779%    8.779% or fewer  ##
defender hits 1       64/243  26.337%   35.117% or fewer  #####
defender hits 2       80/243  32.922%   68.038% or fewer  #######
defender hits 3      160/729  21.948%   89.986% or fewer  ####
defender hits 4       20/243   8.230%   98.217% or fewer  ##
defender hits 5        4/243   1.646%   99.863% or fewer  .
defender hits 6        1/729   0.137%  100.000% or fewer  .
defender hits: mean 2 (2.000), sd 1.155

# 70171136/129140163, mean 8/3 (python fractions, every die thrown face
# by face: tests/fpga-combat/odds-check.py).
$ fpga-combat --attacker-pool 6 --defender-pool 6 --defender-flanked --odds
the attacker scores more hits 54.34% (70171136/129140163)
attacker hits 0  15625/531441   2.940%  100.000% or more  #
attacker hits 1  25000/177147  14.113%   97.060% or more  ###
attacker hits 2  50000/177147  28.225%   82.947% or more  ######
attacker hits 3  160000/531441  30.107%   54.722% or more  ######
attacker hits 4  32000/177147  18.064%   24.615% or more  ####
attacker hits 5  10240/177147   5.781%    6.551% or more  #
attacker hits 6  4096/531441   0.771%    0.771% or more  .
attacker hits: mean 8/3 (2.667), sd 1.217
defender hits 0       64/729   8.779%    8.779% or fewer  ##
defender hits 1       64/243  26.337%   35.117% or fewer  #####
defender hits 2       80/243  32.922%   68.038% or fewer  #######
defender hits 3      160/729  21.948%   89.986% or fewer  ####
defender hits 4       20/243   8.230%   98.217% or fewer  ##
defender hits 5        4/243   1.646%   99.863% or fewer  .
defender hits 6        1/729   0.137%  100.000% or fewer  .
defender hits: mean 2 (2.000), sd 1.155
