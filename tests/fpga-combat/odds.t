# Infantry against infantry, six dice a side, each hitting on 5+ with
# 1/3: hits binomial(6, 1/3), 64/729 ... 1/729, mean 2; the attacker
# scores more with 67256/177147 (python fractions, every pair of counts;
# again in tests/fpga-combat/odds-check.py).
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

# Against a flanked enemy a die hits with 1/3 + 2/3 * 1/6 = 4/9
# (12-fpga-combat.md), six dice binomial(6, 4/9): 15625/531441 ...
# 4096/531441, mean 8/3; more hits than the defender 70171136/129140163
# (python fractions, tests/fpga-combat/odds-check.py; dicelab agrees to
# its six decimals, bench/).
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

# A vulnerable unit: a die hits with 1/3 * 1/2 = 1/6.  Two bonus dice
# and one own die, all re-rolling their hits: hits binomial(3, 1/6),
# 125/216, 25/72, 5/72, 1/216.  The officer: 2d6 + ones >= 12, the ones
# on the two bonus dice counted over both rolls, 157/2916: recomputed
# with tests/fpga-combat/odds-check.py, python fractions throwing the
# three dice, the vulnerable pass's re-rolls and the officer's 2d6 face
# by face, and again die by die (both 157/2916).
$ fpga-combat --attacker-pool 1 --attacker-bonus 2 --attacker-vulnerable --defender-pool 1 --odds
the attacker scores more hits 30.56% (11/36)
attacker hits 0      125/216  57.870%  100.000% or more  ############
attacker hits 1        25/72  34.722%   42.130% or more  #######
attacker hits 2         5/72   6.944%    7.407% or more  #
attacker hits 3        1/216   0.463%    0.463% or more  .
attacker hits: mean 1/2 (0.500), sd 0.645
defender hits 0          2/3  66.667%   66.667% or fewer  #############
defender hits 1          1/3  33.333%  100.000% or fewer  #######
defender hits: mean 1/3 (0.333), sd 0.471
attacker's sub-commander killed    157/2916   5.384%  #

# Two dice against a flanked defender: hits 25/81, 40/81, 16/81 (mean
# 8/9); the defender's 4/9, 4/9, 1/9 (mean 2/3); more hits 32/81 (python
# fractions, every die thrown face by face: tests/fpga-combat/odds-check.py).
$ fpga-combat --attacker-pool 2 --defender-pool 2 --defender-flanked --odds --json
{"tool":"fpga-combat","inputs":{"attacker_type":"infantry","attacker_pool":2,"attacker_cd":false,"attacker_mx":false,"attacker_bonus":0,"attacker_cover":"none","attacker_flanked":false,"attacker_vulnerable":false,"attacker_out_of_radius":false,"defender_type":"infantry","defender_pool":2,"defender_cd":false,"defender_mx":false,"defender_bonus":0,"defender_cover":"none","defender_flanked":true,"defender_vulnerable":false,"defender_out_of_radius":false},"answer":{"question":"the attacker scores more hits","p":0.39506172839506171,"fraction":"32/81"},"odds":[{"outcome":"hits","p":1,"fraction":"1"}],"hits":{"attacker":[{"value":0,"p":0.30864197530864196,"fraction":"25/81","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.49382716049382713,"fraction":"40/81","p_at_least":0.69135802469135799,"fraction_at_least":"56/81"},{"value":2,"p":0.19753086419753085,"fraction":"16/81","p_at_least":0.19753086419753085,"fraction_at_least":"16/81"}],"defender":[{"value":0,"p":0.44444444444444442,"fraction":"4/9","p_at_least":1,"fraction_at_least":"1","p_at_most":0.44444444444444442,"fraction_at_most":"4/9"},{"value":1,"p":0.44444444444444442,"fraction":"4/9","p_at_least":0.55555555555555558,"fraction_at_least":"5/9","p_at_most":0.88888888888888884,"fraction_at_most":"8/9"},{"value":2,"p":0.1111111111111111,"fraction":"1/9","p_at_least":0.1111111111111111,"fraction_at_least":"1/9","p_at_most":1,"fraction_at_most":"1"}]},"expected_hits":{"attacker":{"value":0.88888888888888884,"fraction":"8/9","sd":0.70272836892630652},"defender":{"value":0.66666666666666663,"fraction":"2/3","sd":0.66666666666666663}}}

# The spec's odds keys (12-fpga-combat.md "Odds"), by side: each side's
# expected hits, and "p_officer_killed" only for a side with bonus dice.
# One die each: infantry against infantry hits with 1/3, against a
# flanked enemy 1/3 + 2/3 * 1/6 = 4/9, a vulnerable unit 1/3 * 1/2 = 1/6
# (the spec's check values).  The attacker's officer: the case above,
# 157/2916 (tests/fpga-combat/odds-check.py, python fractions).
$ fpga-combat --attacker-pool 1 --attacker-bonus 2 --attacker-vulnerable --defender-pool 1 --odds --json | jq -c '{p_officer_killed, expected_hits}'
{"p_officer_killed":{"attacker":{"p":0.05384087791495199,"fraction":"157/2916"}},"expected_hits":{"attacker":{"value":0.5,"fraction":"1/2","sd":0.6454972243679028},"defender":{"value":0.3333333333333333,"fraction":"1/3","sd":0.4714045207910317}}}

# One die each: 4/9 against the flanked defender, 1/6 for the vulnerable
# one (by hand: 1/3 + 2/3 * 1/6; 1/3 * 1/2; and
# tests/fpga-combat/odds-check.py).
$ fpga-combat --attacker-pool 1 --defender-pool 1 --defender-flanked --defender-vulnerable --odds --json | jq -c '[.expected_hits.attacker.fraction, .expected_hits.defender.fraction, has("p_officer_killed")]'
["4/9","1/6",false]

# Six dice against a flanked enemy: 6 * 4/9 = 8/3 (the spec's check).
$ fpga-combat --attacker-pool 6 --defender-pool 6 --defender-flanked --odds --json | jq -c .expected_hits.attacker.fraction
"8/3"

# A side's dice are one law, worked out once (issue 34): bonus dice and
# both kinds of pass, refused before at about 620,000 paths.  More hits
# 35630590336/94143178827, the officer killed 3785/52488: python
# fractions, each die thrown face by face through its passes and the
# pool convolved (tests/fpga-combat/odds-check.py combat).
$ fpga-combat --attacker-pool 6 --attacker-cd --attacker-bonus 2 --defender-pool 6 --defender-flanked --attacker-vulnerable --odds --json | jq -c '[.answer.fraction, .p_officer_killed.attacker.fraction]'
["35630590336/94143178827","3785/52488"]

# The pool limit, four passes against three: heavy cavalry of 30 + CD +
# MX + 3 bonus dice against flanked light cavalry alike, both vulnerable
# and out of radius (odds-check.py combat: the fractions below, and the
# officers 1628195131/11609505792 and 5809411/53747712).
$ fpga-combat --attacker heavy-cavalry --attacker-pool 30 --attacker-cd --attacker-mx --attacker-bonus 3 --defender light-cavalry --defender-pool 30 --defender-cd --defender-mx --defender-bonus 3 --defender-flanked --attacker-flanked --attacker-vulnerable --defender-vulnerable --attacker-out-of-radius --defender-out-of-radius --odds --json | jq -r '.answer.fraction, .p_officer_killed.attacker.fraction, .p_officer_killed.defender.fraction'
96178765774624225467625125119135030524039160739444251933535719264708525855126025739292560683833296557367722358471/176618675764311422626154855271928741632099960611221048378919241183993262033707535053695825563854303676642143240192
1628195131/11609505792
5809411/53747712
