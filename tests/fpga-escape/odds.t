# Artillery, counted over the 36 pairs of 2d6 (python fractions, checked
# against 19-fpga-escape.md, the joint split too): foot vs infantry,
# under 7: 15/36 = 5/12; either die odd 27/36 = 3/4; escaped with a hit
# 12/36 = 1/3, without 3/36 = 1/12, caught with 15/36 = 5/12, without
# 6/36 = 1/6.
$ fpga-escape --battery foot --attacker infantry --odds
the unit gets away 41.67% (5/12)
2d6 less than 7, foot artillery attacked by infantry
escaped                 5/12  41.667%  ########
caught                  7/12  58.333%  ############
attacker hits 0          1/4  25.000%  100.000% or more  #####
attacker hits 1          3/4  75.000%   75.000% or more  ###############
attacker hits: mean 3/4 (0.750), sd 0.433
escaped, hits 0         1/12   8.333%   41.667% or more  ##
escaped, hits 1          1/3  33.333%   33.333% or more  #######
escaped, hits: mean 4/5 (0.800), sd 0.400
caught, hits 0           1/6  16.667%   58.333% or more  ###
caught, hits 1          5/12  41.667%   41.667% or more  ########
caught, hits: mean 5/7 (0.714), sd 0.452

# Foot vs cavalry, under 6: 10/36 = 5/18; joint 1/4, 1/36, 1/2, 2/9.
$ fpga-escape --battery foot --attacker cavalry --odds
the unit gets away 27.78% (5/18)
2d6 less than 6, foot artillery attacked by cavalry
escaped                 5/18  27.778%  ######
caught                 13/18  72.222%  ##############
attacker hits 0          1/4  25.000%  100.000% or more  #####
attacker hits 1          3/4  75.000%   75.000% or more  ###############
attacker hits: mean 3/4 (0.750), sd 0.433
escaped, hits 0         1/36   2.778%   27.778% or more  #
escaped, hits 1          1/4  25.000%   25.000% or more  #####
escaped, hits: mean 9/10 (0.900), sd 0.300
caught, hits 0           2/9  22.222%   72.222% or more  ####
caught, hits 1           1/2  50.000%   50.000% or more  ##########
caught, hits: mean 9/13 (0.692), sd 0.462

# Horse vs infantry, under 9: 26/36 = 13/18; joint 5/9, 1/6, 7/36, 1/12.
$ fpga-escape --battery horse --attacker infantry --odds
the unit gets away 72.22% (13/18)
2d6 less than 9, horse artillery attacked by infantry
escaped                13/18  72.222%  ##############
caught                  5/18  27.778%  ######
attacker hits 0          1/4  25.000%  100.000% or more  #####
attacker hits 1          3/4  75.000%   75.000% or more  ###############
attacker hits: mean 3/4 (0.750), sd 0.433
escaped, hits 0          1/6  16.667%   72.222% or more  ###
escaped, hits 1          5/9  55.556%   55.556% or more  ###########
escaped, hits: mean 10/13 (0.769), sd 0.421
caught, hits 0          1/12   8.333%   27.778% or more  ##
caught, hits 1          7/36  19.444%   19.444% or more  ####
caught, hits: mean 7/10 (0.700), sd 0.458

# Horse vs cavalry, under 7: 15 of the 36 pairs = 5/12, the same split as
# foot vs infantry (recounted with a python fractions loop over the 36).
$ fpga-escape --battery horse --attacker cavalry --odds --json
{"tool":"fpga-escape","inputs":{"mode":"artillery","battery_type":"horse","attacker_type":"cavalry"},"answer":{"question":"the unit gets away","p":0.41666666666666669,"fraction":"5/12"},"odds":[{"outcome":"escaped","p":0.41666666666666669,"fraction":"5/12"},{"outcome":"caught","p":0.58333333333333337,"fraction":"7/12"}],"attacker_hits":[{"value":0,"p":0.25,"fraction":"1/4","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.75,"fraction":"3/4","p_at_least":0.75,"fraction_at_least":"3/4"}],"with_attacker_hit":{"escaped":[{"value":0,"attacker_hits":0,"p":0.083333333333333329,"fraction":"1/12","p_at_least":0.41666666666666669,"fraction_at_least":"5/12"},{"value":1,"attacker_hits":1,"p":0.33333333333333331,"fraction":"1/3","p_at_least":0.33333333333333331,"fraction_at_least":"1/3"}],"caught":[{"value":0,"attacker_hits":0,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.58333333333333337,"fraction_at_least":"7/12"},{"value":1,"attacker_hits":1,"p":0.41666666666666669,"fraction":"5/12","p_at_least":0.41666666666666669,"fraction_at_least":"5/12"}]},"expected_attacker_hits":{"value":0.75,"fraction":"3/4","sd":0.4330127018922193},"expected_with_attacker_hit":{"escaped":{"value":0.80000000000000004,"fraction":"4/5","sd":0.40000000000000002},"caught":{"value":0.7142857142857143,"fraction":"5/7","sd":0.45175395145262565}}}

# The other hit rules: a 1 on either die 11/36 (escaped with a 1: 9/36,
# caught with one 2/36), doubles 6/36 = 1/6 (escaped 3/36, caught 3/36).
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && sed -i 's/either-odd/either-one/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry --odds
the unit gets away 41.67% (5/12)
2d6 less than 7, foot artillery attacked by infantry
escaped                 5/12  41.667%  ########
caught                  7/12  58.333%  ############
attacker hits 0        25/36  69.444%  100.000% or more  ##############
attacker hits 1        11/36  30.556%   30.556% or more  ######
attacker hits: mean 11/36 (0.306), sd 0.461
escaped, hits 0          1/6  16.667%   41.667% or more  ###
escaped, hits 1          1/4  25.000%   25.000% or more  #####
escaped, hits: mean 3/5 (0.600), sd 0.490
caught, hits 0         19/36  52.778%   58.333% or more  ###########
caught, hits 1          1/18   5.556%    5.556% or more  #
caught, hits: mean 2/21 (0.095), sd 0.294

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && sed -i 's/either-odd/doubles/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry --odds
the unit gets away 41.67% (5/12)
2d6 less than 7, foot artillery attacked by infantry
escaped                 5/12  41.667%  ########
caught                  7/12  58.333%  ############
attacker hits 0          5/6  83.333%  100.000% or more  #################
attacker hits 1          1/6  16.667%   16.667% or more  ###
attacker hits: mean 1/6 (0.167), sd 0.373
escaped, hits 0          1/3  33.333%   41.667% or more  #######
escaped, hits 1         1/12   8.333%    8.333% or more  ##
escaped, hits: mean 1/5 (0.200), sd 0.400
caught, hits 0           1/2  50.000%   58.333% or more  ##########
caught, hits 1          1/12   8.333%    8.333% or more  ##
caught, hits: mean 1/7 (0.143), sd 0.350

# Cavalry, ties rolled again: P(win) / (P(win) + P(lose)) of one round.
# Light (+1) vs heavy: 21/36 against 10/36, 21/31.
$ fpga-escape cavalry --evader light --pursuer heavy --odds
the unit gets away 67.74% (21/31)
light 1d6+1 against heavy 1d6, ties rolled again
escaped                21/31  67.742%  ##############
caught                 10/31  32.258%  ######

# Heavy vs light: 10/31.
$ fpga-escape cavalry --evader heavy --pursuer light --odds
the unit gets away 32.26% (10/31)
heavy 1d6 against light 1d6+1, ties rolled again
escaped                10/31  32.258%  ######
caught                 21/31  67.742%  ##############

# Cossack (+2) vs heavy: 26/36 against 6/36, 13/16.
$ fpga-escape cavalry --evader cossack --pursuer heavy --odds
the unit gets away 81.25% (13/16)
cossack 1d6+2 against heavy 1d6, ties rolled again
escaped                13/16  81.250%  ################
caught                  3/16  18.750%  ####

# Equals: by symmetry 15/36 each way, so 1/2 once ties are re-rolled.
$ fpga-escape cavalry --evader heavy --pursuer infantry --odds --json
{"tool":"fpga-escape","inputs":{"mode":"cavalry","evader_type":"heavy","pursuer_type":"infantry"},"answer":{"question":"the unit gets away","p":0.5,"fraction":"1/2"},"odds":[{"outcome":"escaped","p":0.5,"fraction":"1/2"},{"outcome":"caught","p":0.5,"fraction":"1/2"}]}

# tie=pursuer: equals must win outright, 15/36 = 5/12; tie=evader 21/36.
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-cavalry.csv" t/fpga/ && sed -i 's/^6,reroll$/6,pursuer/' t/fpga/escape-cavalry.csv && fpga-escape cavalry --tables t --evader heavy --pursuer heavy --odds
the unit gets away 41.67% (5/12)
heavy 1d6 against heavy 1d6, ties to the pursuer
escaped                 5/12  41.667%  ########
caught                  7/12  58.333%  ############

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-cavalry.csv" t/fpga/ && sed -i 's/^6,reroll$/6,evader/' t/fpga/escape-cavalry.csv && fpga-escape cavalry --tables t --evader heavy --pursuer heavy --odds
the unit gets away 58.33% (7/12)
heavy 1d6 against heavy 1d6, ties to the evader
escaped                 7/12  58.333%  ############
caught                  5/12  41.667%  ########

# auto: no roll, so certain (1).
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-evade.csv" t/fpga/ && sed -i 's/^infantry,0,no,no$/infantry,0,no,yes/' t/fpga/escape-evade.csv && fpga-escape cavalry --tables t --evader heavy --pursuer infantry --odds
the unit gets away 100.00% (1)
heavy evades infantry without a roll
escaped                    1 100.000%  ####################

# The spec's joint split (19-fpga-escape.md "Odds"), as "with_attacker_hit"
# {"escaped":[...],"caught":[...]} by count of hits.  By hand over the 36
# rolls, the attacker hit unless both dice are even (9 rolls): foot vs
# infantry, under 7: escaped no hit 2+2, 2+4, 4+2 = 1/12, escaped and hit
# 15/36 - 1/12 = 1/3; caught no hit 6/36 = 1/6, hit 5/12.  Foot vs
# cavalry (under 6): 1/36, 1/4, 2/9, 1/2; horse vs infantry (under 9):
# 1/6, 5/9, 1/12, 7/36.
$ fpga-escape --battery foot --attacker infantry --odds --json | jq -c '.with_attacker_hit|[.escaped,.caught]|map(map([.attacker_hits,.fraction]))'
[[[0,"1/12"],[1,"1/3"]],[[0,"1/6"],[1,"5/12"]]]

$ fpga-escape --battery foot --attacker cavalry --odds --json | jq -c '.with_attacker_hit|[.escaped,.caught]|map(map([.attacker_hits,.fraction]))'
[[[0,"1/36"],[1,"1/4"]],[[0,"2/9"],[1,"1/2"]]]

$ fpga-escape --battery horse --attacker infantry --odds --json | jq -c '.with_attacker_hit|[.escaped,.caught]|map(map([.attacker_hits,.fraction]))'
[[[0,"1/6"],[1,"5/9"]],[[0,"1/12"],[1,"7/36"]]]
