# 0 CDs, +0, an enemy within 20": 2d6 of 10 or more is Attack!, 1/6.
$ fpga-control --enemy near --odds
Active or Attack! 58.33% (7/12)
2d6, enemy within 20"
withdraw                1/12   8.333%  ##
hold                     1/3  33.333%  #######
active                  5/12  41.667%  ########
attack!                  1/6  16.667%  ###
reachable by some choice of dice:
withdraw                1/12   8.333%  ##
hold                     1/3  33.333%  #######
active                  5/12  41.667%  ########
attack!                  1/6  16.667%  ###

$ fpga-control --enemy near --odds --json
{"tool":"fpga-control","inputs":{"cd":0,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":false},"answer":{"question":"Active or Attack!","p":0.58333333333333337,"fraction":"7/12"},"odds":[{"outcome":"withdraw","p":0.083333333333333329,"fraction":"1/12"},{"outcome":"hold","p":0.33333333333333331,"fraction":"1/3"},{"outcome":"active","p":0.41666666666666669,"fraction":"5/12"},{"outcome":"attack","p":0.16666666666666666,"fraction":"1/6"}],"reachable":[{"outcome":"withdraw","status":"withdraw","p":0.083333333333333329,"fraction":"1/12"},{"outcome":"hold","status":"hold","p":0.33333333333333331,"fraction":"1/3"},{"outcome":"active","status":"active","p":0.41666666666666669,"fraction":"5/12"},{"outcome":"attack","status":"attack","p":0.16666666666666666,"fraction":"1/6"}]}

# No enemy within 20": Withdraw and Attack! cannot happen.
$ fpga-control --enemy far --odds
Active or Attack! 58.33% (7/12)
2d6, no enemy within 20"
withdraw                   0   0.000%
hold                    5/12  41.667%  ########
active                  7/12  58.333%  ############
attack!                    0   0.000%
reachable by some choice of dice:
withdraw                   0   0.000%
hold                    5/12  41.667%  ########
active                  7/12  58.333%  ############
attack!                    0   0.000%

# 2 CDs, +1: the 2 highest of 4d6, or the 2 lowest.
$ fpga-control --cd 2 --mod 1 --enemy near --odds
Active or Attack! 95.99% (311/324)
the 2 highest of 4d6 +1, enemy within 20"
withdraw              1/1296   0.077%  .
hold                  17/432   3.935%  #
active                43/162  26.543%  #####
attack!                25/36  69.444%  ##############
reachable by some choice of dice:
withdraw              19/144  13.194%  ###
hold                 289/432  66.898%  #############
active               149/162  91.975%  ##################
attack!                25/36  69.444%  ##############

$ fpga-control --cd 2 --mod 1 --enemy near --pick low --odds
Active or Attack! 30.56% (11/36)
the 2 lowest of 4d6 +1, enemy within 20"
withdraw              19/144  13.194%  ###
hold                    9/16  56.250%  ###########
active                43/162  26.543%  #####
attack!               13/324   4.012%  #
reachable by some choice of dice:
withdraw              19/144  13.194%  ###
hold                 289/432  66.898%  #############
active               149/162  91.975%  ##################
attack!                25/36  69.444%  ##############

$ fpga-control --cd 1 --mod -3 --enemy-distance 25 --odds --json
{"tool":"fpga-control","inputs":{"cd":1,"mod":-3,"enemy":null,"enemy_distance":25,"commander_distance":null,"pick":"high","want":null,"inactive":false},"answer":{"question":"Active or Attack!","p":0.35648148148148145,"fraction":"77/216"},"odds":[{"outcome":"withdraw","p":0,"fraction":"0"},{"outcome":"hold","p":0.64351851851851849,"fraction":"139/216"},{"outcome":"active","p":0.35648148148148145,"fraction":"77/216"},{"outcome":"attack","p":0,"fraction":"0"}],"reachable":[{"outcome":"withdraw","status":"withdraw","p":0,"fraction":"0"},{"outcome":"hold","status":"hold","p":0.94907407407407407,"fraction":"205/216"},{"outcome":"active","status":"active","p":0.35648148148148145,"fraction":"77/216"},{"outcome":"attack","status":"attack","p":0,"fraction":"0"}]}

# The CDs are checked against the commander's distance here too.
$ fpga-control --cd 2 --enemy near --commander-distance 30 --odds
! fpga-control: --cd: 2, but an army commander 30" away gives at most 1 (fpga/cd-range.csv:3)
[2]

# Inactive is certain.
$ fpga-control --inactive --enemy far --odds
Inactive 100.00% (1)
Inactive, chosen without rolling: no enemy within 20"
inactive                   1 100.000%  ####################
reachable by some choice of dice:
inactive                   1 100.000%  ####################

$ fpga-control --inactive --odds --json
{"tool":"fpga-control","inputs":{"cd":0,"mod":0,"enemy":null,"enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":true},"answer":{"question":"Inactive","p":1,"fraction":"1"},"odds":[{"outcome":"inactive","p":1,"fraction":"1"}],"reachable":[{"outcome":"inactive","status":"inactive","p":1,"fraction":"1"}]}

# Issue 12: a 12-die house rule (ten dice and 2 CDs) is walked by the
# multiset of faces (6188 paths), not die by die (6^12): exact, at once.
# Checked with python fractions over every multiset and its multinomial
# weight, status and reachable pairs worked out apart from the tool.
$ mkdir -p t/fpga && cp "$TABLES/fpga/test.csv" t/fpga/ && sed -i 's/^2,6,2,/10,6,2,/' t/fpga/test.csv && fpga-control -T t --enemy near --cd 2 --odds
Active or Attack! 99.97% (241802923/241864704)
the 2 highest of 12d6, enemy within 20"
withdraw         13/2176782336 0.000001%  .
hold             34751/136048896   0.026%  .
active           68678599/2176782336   3.155%  #
attack!          526886927/544195584  96.819%  ###################
reachable by some choice of dice:
withdraw         1882310063/2176782336  86.472%  #################
hold             30195443/30233088  99.875%  ####################
active           80600671/80621568  99.974%  ####################
attack!          526886927/544195584  96.819%  ###################

# The rows of what some choice of dice can reach are keyed "outcome",
# as every outcome's row is (issue 32), the old "status" beside it.
$ fpga-control --enemy-distance 10 --odds --json | jq -c '[.reachable[] | [.outcome, .status]]'
[["withdraw","withdraw"],["hold","hold"],["active","active"],["attack","attack"]]
