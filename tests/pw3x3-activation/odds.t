# Checked by hand and with an independent python fractions script that
# throws every pair of dice and sums the rethrows of a tie as the
# geometric series: each untied pair has weight
# sum over n >= 0 of (6/36)^n * 1/36 = 1/30.  The attacker chooses on
# the 15 pairs where his die is higher: 15/30 = 1/2.  Each side's die is
# uniform over the pairs: 5/30 = 1/6 a face, mean 7/2.  The chooser's
# number k is the higher die: 2(k - 1)/30 = (k - 1)/15, mean
# (2+6+12+20+30)/15 = 14/3; the other's is the lower: (6 - k)/15, mean
# 35/15 = 7/3 (the spec's values, 14-pw3x3-activation.md "Odds").
$ pw3x3-activation --odds
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
defender activates 3         1/6  16.667%   66.667% or more  ###
defender activates 4         1/6  16.667%   50.000% or more  ###
defender activates 5         1/6  16.667%   33.333% or more  ###
defender activates 6         1/6  16.667%   16.667% or more  ###
defender activates: mean 7/2 (3.500), sd 1.708
chooser activates 2        1/15   6.667%  100.000% or more  #
chooser activates 3        2/15  13.333%   93.333% or more  ###
chooser activates 4         1/5  20.000%   80.000% or more  ####
chooser activates 5        4/15  26.667%   60.000% or more  #####
chooser activates 6         1/3  33.333%   33.333% or more  #######
chooser activates: mean 14/3 (4.667), sd 1.247
other activates 1         1/3  33.333%  100.000% or more  #######
other activates 2        4/15  26.667%   66.667% or more  #####
other activates 3         1/5  20.000%   40.000% or more  ####
other activates 4        2/15  13.333%   20.000% or more  ###
other activates 5        1/15   6.667%    6.667% or more  #
other activates: mean 7/3 (2.333), sd 1.247

# The defender has 3 units: his number is min(die, 3): 1/6, 1/6 and
# 4/6 = 2/3, mean (1 + 2 + 12)/6 = 5/2.  The chooser's number: 3 is
# the chooser's when he is the defender with 3..6 over a lower die
# (2+3+4+5 = 14 pairs) or the attacker with a 3 over 1..2 (2 pairs):
# 16/30 = 8/15; 4: attacker 4 over 1..3, 3/30 = 1/10; 5: 4/30 = 2/15;
# 6: 5/30 = 1/6; 2: attacker 2 over 1 or defender 2 over 1, 2/30 =
# 1/15; mean 19/5.  The other's: 1 on the 10 pairs whose lower die is
# 1: 1/3; 2: 8/30 = 4/15; 3: the lower die 3 (6 pairs) plus the
# defender's capped 4 or 5 or 6 under an attacker's higher 5 or 6 (3
# pairs): 9/30 = 3/10; 4: attacker 4 under defender 5 or 6: 1/15; 5:
# attacker 5 under defender 6: 1/30; mean 11/5.
$ pw3x3-activation --defender-units 3 --odds --json
{"tool":"pw3x3-activation","inputs":{"turn":2,"attacker_units":null,"defender_units":3,"attacker_engaged":0,"defender_engaged":0,"previous_first":null},"answer":{"question":"the attacker chooses or goes first","p":0.5,"fraction":"1/2"},"odds":[{"outcome":"attacker_chooses","p":0.5,"fraction":"1/2"},{"outcome":"defender_chooses","p":0.5,"fraction":"1/2"}],"activations":{"attacker":[{"value":1,"k":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":2,"k":2,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"},{"value":3,"k":3,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"},{"value":4,"k":4,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.5,"fraction_at_least":"1/2"},{"value":5,"k":5,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.33333333333333331,"fraction_at_least":"1/3"},{"value":6,"k":6,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"defender":[{"value":1,"k":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":2,"k":2,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"},{"value":3,"k":3,"p":0.66666666666666663,"fraction":"2/3","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"}],"chooser":[{"value":2,"k":2,"p":0.066666666666666666,"fraction":"1/15","p_at_least":1,"fraction_at_least":"1"},{"value":3,"k":3,"p":0.53333333333333333,"fraction":"8/15","p_at_least":0.93333333333333335,"fraction_at_least":"14/15"},{"value":4,"k":4,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.40000000000000002,"fraction_at_least":"2/5"},{"value":5,"k":5,"p":0.13333333333333333,"fraction":"2/15","p_at_least":0.29999999999999999,"fraction_at_least":"3/10"},{"value":6,"k":6,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"other":[{"value":1,"k":1,"p":0.33333333333333331,"fraction":"1/3","p_at_least":1,"fraction_at_least":"1"},{"value":2,"k":2,"p":0.26666666666666666,"fraction":"4/15","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"},{"value":3,"k":3,"p":0.29999999999999999,"fraction":"3/10","p_at_least":0.40000000000000002,"fraction_at_least":"2/5"},{"value":4,"k":4,"p":0.066666666666666666,"fraction":"1/15","p_at_least":0.10000000000000001,"fraction_at_least":"1/10"},{"value":5,"k":5,"p":0.033333333333333333,"fraction":"1/30","p_at_least":0.033333333333333333,"fraction_at_least":"1/30"}]},"expected_activations":{"attacker":{"value":3.5,"fraction":"7/2","sd":1.707825127659933},"defender":{"value":2.5,"fraction":"5/2","sd":0.76376261582597338},"chooser":{"value":3.7999999999999998,"fraction":"19/5","sd":1.2489995996796797},"other":{"value":2.2000000000000002,"fraction":"11/5","sd":1.0770329614269007}}}

# The first turn throws nothing: the attacker goes first, surely, and
# no number is given.
$ pw3x3-activation --turn 1 --odds
the attacker chooses or goes first 100.00% (1)
turn 1: no throw, the attacker goes first and every unit may be activated
first turn                 1 100.000%  ####################

$ pw3x3-activation --turn 1 --odds --json
{"tool":"pw3x3-activation","inputs":{"turn":1,"attacker_units":null,"defender_units":null,"attacker_engaged":0,"defender_engaged":0,"previous_first":null},"answer":{"question":"the attacker chooses or goes first","p":1,"fraction":"1"},"odds":[{"outcome":"first_turn","p":1,"fraction":"1"}]}

# The issue's cases, checked by python3 fractions as below: 6 left, 2
# engaged: attacker 1:1/6 2:1/6 3:1/6 4:1/2 (mean 3), chooser mean
# 21/5, other 23/10; 3 left, all 3 engaged: the attacker activates 0
# for certain, and the chooser 0 half the time (mean 7/3).
$ pw3x3-activation --attacker-units 6 --attacker-engaged 2 --odds --json | jq -c '[[.activations.attacker[]|[.k,.fraction]], .expected_activations.chooser.fraction, .expected_activations.other.fraction]'
[[[1,"1/6"],[2,"1/6"],[3,"1/6"],[4,"1/2"]],"21/5","23/10"]

$ pw3x3-activation --attacker-units 3 --attacker-engaged 3 --odds --json | jq -c '[[.activations.attacker[]|[.k,.fraction]], .activations.chooser[0], .expected_activations.chooser.fraction]'
[[[0,"1"]],{"value":0,"k":0,"p":0.5,"fraction":"1/2","p_at_least":1,"fraction_at_least":"1"},"7/3"]

# Units in close combat cap the side's activations at the units not
# engaged: 6 left, 3 engaged, so a 3 to 6 activates 3 (2/3).  All
# checked by python3 fractions over the 30 untied throws: attacker
# 1:1/6 2:1/6 3:2/3 (mean 5/2); chooser 2:1/15 3:8/15 4:1/10 5:2/15
# 6:1/6 (mean 19/5); other 1:1/3 2:4/15 3:3/10 4:1/15 5:1/30 (mean
# 11/5); each sums to 1.
$ pw3x3-activation --attacker-engaged 3 --odds --json
{"tool":"pw3x3-activation","inputs":{"turn":2,"attacker_units":null,"defender_units":null,"attacker_engaged":3,"defender_engaged":0,"previous_first":null},"answer":{"question":"the attacker chooses or goes first","p":0.5,"fraction":"1/2"},"odds":[{"outcome":"attacker_chooses","p":0.5,"fraction":"1/2"},{"outcome":"defender_chooses","p":0.5,"fraction":"1/2"}],"activations":{"attacker":[{"value":1,"k":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":2,"k":2,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"},{"value":3,"k":3,"p":0.66666666666666663,"fraction":"2/3","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"}],"defender":[{"value":1,"k":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":2,"k":2,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"},{"value":3,"k":3,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"},{"value":4,"k":4,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.5,"fraction_at_least":"1/2"},{"value":5,"k":5,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.33333333333333331,"fraction_at_least":"1/3"},{"value":6,"k":6,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"chooser":[{"value":2,"k":2,"p":0.066666666666666666,"fraction":"1/15","p_at_least":1,"fraction_at_least":"1"},{"value":3,"k":3,"p":0.53333333333333333,"fraction":"8/15","p_at_least":0.93333333333333335,"fraction_at_least":"14/15"},{"value":4,"k":4,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.40000000000000002,"fraction_at_least":"2/5"},{"value":5,"k":5,"p":0.13333333333333333,"fraction":"2/15","p_at_least":0.29999999999999999,"fraction_at_least":"3/10"},{"value":6,"k":6,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"other":[{"value":1,"k":1,"p":0.33333333333333331,"fraction":"1/3","p_at_least":1,"fraction_at_least":"1"},{"value":2,"k":2,"p":0.26666666666666666,"fraction":"4/15","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"},{"value":3,"k":3,"p":0.29999999999999999,"fraction":"3/10","p_at_least":0.40000000000000002,"fraction_at_least":"2/5"},{"value":4,"k":4,"p":0.066666666666666666,"fraction":"1/15","p_at_least":0.10000000000000001,"fraction_at_least":"1/10"},{"value":5,"k":5,"p":0.033333333333333333,"fraction":"1/30","p_at_least":0.033333333333333333,"fraction_at_least":"1/30"}]},"expected_activations":{"attacker":{"value":2.5,"fraction":"5/2","sd":0.76376261582597338},"defender":{"value":3.5,"fraction":"7/2","sd":1.707825127659933},"chooser":{"value":3.7999999999999998,"fraction":"19/5","sd":1.2489995996796797},"other":{"value":2.2000000000000002,"fraction":"11/5","sd":1.0770329614269007}}}

# tie=previous after the first turn: a tie (6/36) goes to the attacker,
# who also has his 15/36 higher throws: 21/36 = 7/12.  A tie gives both
# the same number, so the chooser's number is the higher die of all 36
# pairs: (2k - 1)/36, mean 161/36; the other's the lower, (13 - 2k)/36,
# mean 91/36.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,previous,/' t/pw3x3/activation.csv && pw3x3-activation -T t --odds
the attacker chooses or goes first 58.33% (7/12)
turn 2: each side throws 1d6, a tie goes to the side that moved first last turn
attacker chooses        7/12  58.333%  ############
defender chooses        5/12  41.667%  ########
attacker activates 1         1/6  16.667%  100.000% or more  ###
attacker activates 2         1/6  16.667%   83.333% or more  ###
attacker activates 3         1/6  16.667%   66.667% or more  ###
attacker activates 4         1/6  16.667%   50.000% or more  ###
attacker activates 5         1/6  16.667%   33.333% or more  ###
attacker activates 6         1/6  16.667%   16.667% or more  ###
attacker activates: mean 7/2 (3.500), sd 1.708
defender activates 1         1/6  16.667%  100.000% or more  ###
defender activates 2         1/6  16.667%   83.333% or more  ###
defender activates 3         1/6  16.667%   66.667% or more  ###
defender activates 4         1/6  16.667%   50.000% or more  ###
defender activates 5         1/6  16.667%   33.333% or more  ###
defender activates 6         1/6  16.667%   16.667% or more  ###
defender activates: mean 7/2 (3.500), sd 1.708
chooser activates 1        1/36   2.778%  100.000% or more  #
chooser activates 2        1/12   8.333%   97.222% or more  ##
chooser activates 3        5/36  13.889%   88.889% or more  ###
chooser activates 4        7/36  19.444%   75.000% or more  ####
chooser activates 5         1/4  25.000%   55.556% or more  #####
chooser activates 6       11/36  30.556%   30.556% or more  ######
chooser activates: mean 161/36 (4.472), sd 1.404
other activates 1       11/36  30.556%  100.000% or more  ######
other activates 2         1/4  25.000%   69.444% or more  #####
other activates 3        7/36  19.444%   44.444% or more  ####
other activates 4        5/36  13.889%   25.000% or more  ###
other activates 5        1/12   8.333%   11.111% or more  ##
other activates 6        1/36   2.778%    2.778% or more  #
other activates: mean 91/36 (2.528), sd 1.404

# The same from turn 3: the tie goes to the side named.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,previous,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 3 --previous-first defender --odds
the attacker chooses or goes first 41.67% (5/12)
turn 3: each side throws 1d6, a tie goes to the side that moved first last turn
attacker chooses        5/12  41.667%  ########
defender chooses        7/12  58.333%  ############
attacker activates 1         1/6  16.667%  100.000% or more  ###
attacker activates 2         1/6  16.667%   83.333% or more  ###
attacker activates 3         1/6  16.667%   66.667% or more  ###
attacker activates 4         1/6  16.667%   50.000% or more  ###
attacker activates 5         1/6  16.667%   33.333% or more  ###
attacker activates 6         1/6  16.667%   16.667% or more  ###
attacker activates: mean 7/2 (3.500), sd 1.708
defender activates 1         1/6  16.667%  100.000% or more  ###
defender activates 2         1/6  16.667%   83.333% or more  ###
defender activates 3         1/6  16.667%   66.667% or more  ###
defender activates 4         1/6  16.667%   50.000% or more  ###
defender activates 5         1/6  16.667%   33.333% or more  ###
defender activates 6         1/6  16.667%   16.667% or more  ###
defender activates: mean 7/2 (3.500), sd 1.708
chooser activates 1        1/36   2.778%  100.000% or more  #
chooser activates 2        1/12   8.333%   97.222% or more  ##
chooser activates 3        5/36  13.889%   88.889% or more  ###
chooser activates 4        7/36  19.444%   75.000% or more  ####
chooser activates 5         1/4  25.000%   55.556% or more  #####
chooser activates 6       11/36  30.556%   30.556% or more  ######
chooser activates: mean 161/36 (4.472), sd 1.404
other activates 1       11/36  30.556%  100.000% or more  ######
other activates 2         1/4  25.000%   69.444% or more  #####
other activates 3        7/36  19.444%   44.444% or more  ####
other activates 4        5/36  13.889%   25.000% or more  ###
other activates 5        1/12   8.333%   11.111% or more  ##
other activates 6        1/36   2.778%    2.778% or more  #
other activates: mean 91/36 (2.528), sd 1.404

# turn_from=1 with the first turn's order fixed: turn 1 throws for the
# numbers (ties rethrown, so uniform 1/6 a side), but the attacker goes
# first: no chooser.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/^2,rethrow,/1,rethrow,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 1 --odds
the attacker chooses or goes first 100.00% (1)
turn 1: each side throws 1d6, ties thrown again
first turn                 1 100.000%  ####################
attacker activates 1         1/6  16.667%  100.000% or more  ###
attacker activates 2         1/6  16.667%   83.333% or more  ###
attacker activates 3         1/6  16.667%   66.667% or more  ###
attacker activates 4         1/6  16.667%   50.000% or more  ###
attacker activates 5         1/6  16.667%   33.333% or more  ###
attacker activates 6         1/6  16.667%   16.667% or more  ###
attacker activates: mean 7/2 (3.500), sd 1.708
defender activates 1         1/6  16.667%  100.000% or more  ###
defender activates 2         1/6  16.667%   83.333% or more  ###
defender activates 3         1/6  16.667%   66.667% or more  ###
defender activates 4         1/6  16.667%   50.000% or more  ###
defender activates 5         1/6  16.667%   33.333% or more  ###
defender activates 6         1/6  16.667%   16.667% or more  ###
defender activates: mean 7/2 (3.500), sd 1.708

# An 8-sided activation die: ties 1/8, each side uniform 1/8.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && cp "$TABLES/pw3x3/units.csv" t/pw3x3/ && sed -i 's/^activation,1,6$/activation,1,8/' t/pw3x3/dice.csv && sed -i 's/^2,1,1,6$/2,1,1,8/' t/pw3x3/units.csv && pw3x3-activation -T t --attacker-units 8 --defender-units 8 --odds
the attacker chooses or goes first 50.00% (1/2)
turn 2: each side throws 1d8, ties thrown again
attacker chooses         1/2  50.000%  ##########
defender chooses         1/2  50.000%  ##########
attacker activates 1         1/8  12.500%  100.000% or more  ###
attacker activates 2         1/8  12.500%   87.500% or more  ###
attacker activates 3         1/8  12.500%   75.000% or more  ###
attacker activates 4         1/8  12.500%   62.500% or more  ###
attacker activates 5         1/8  12.500%   50.000% or more  ###
attacker activates 6         1/8  12.500%   37.500% or more  ###
attacker activates 7         1/8  12.500%   25.000% or more  ###
attacker activates 8         1/8  12.500%   12.500% or more  ###
attacker activates: mean 9/2 (4.500), sd 2.291
defender activates 1         1/8  12.500%  100.000% or more  ###
defender activates 2         1/8  12.500%   87.500% or more  ###
defender activates 3         1/8  12.500%   75.000% or more  ###
defender activates 4         1/8  12.500%   62.500% or more  ###
defender activates 5         1/8  12.500%   50.000% or more  ###
defender activates 6         1/8  12.500%   37.500% or more  ###
defender activates 7         1/8  12.500%   25.000% or more  ###
defender activates 8         1/8  12.500%   12.500% or more  ###
defender activates: mean 9/2 (4.500), sd 2.291
chooser activates 2        1/28   3.571%  100.000% or more  #
chooser activates 3        1/14   7.143%   96.429% or more  #
chooser activates 4        3/28  10.714%   89.286% or more  ##
chooser activates 5         1/7  14.286%   78.571% or more  ###
chooser activates 6        5/28  17.857%   64.286% or more  ####
chooser activates 7        3/14  21.429%   46.429% or more  ####
chooser activates 8         1/4  25.000%   25.000% or more  #####
chooser activates: mean 6 (6.000), sd 1.732
other activates 1         1/4  25.000%  100.000% or more  #####
other activates 2        3/14  21.429%   75.000% or more  ####
other activates 3        5/28  17.857%   53.571% or more  ####
other activates 4         1/7  14.286%   35.714% or more  ###
other activates 5        3/28  10.714%   21.429% or more  ##
other activates 6        1/14   7.143%   10.714% or more  #
other activates 7        1/28   3.571%    3.571% or more  #
other activates: mean 3 (3.000), sd 1.732
