# Even units: each is hit on 1-2, 1/3; an average unit hit loses 1 SP or
# retreats, 1/2 each; a side wins when the enemy retreats (1/6) and it
# does not (5/6): 5/36.
$ pw3x3-combat --odds
the attacker wins 13.89% (5/36)
close combat: attacker d6; defender d6
neither hit              4/9  44.444%  #########
attacker hit             2/9  22.222%  ####
defender hit             2/9  22.222%  ####
both hit                 1/9  11.111%  ##
attacker: average, 2 SP
unharmed                 2/3  66.667%  #############
retreated                1/6  16.667%  ###
lost_sp                  1/6  16.667%  ###
destroyed                  0   0.000%
defender: average, 2 SP
unharmed                 2/3  66.667%  #############
retreated                1/6  16.667%  ###
lost_sp                  1/6  16.667%  ###
destroyed                  0   0.000%
attacker wins           5/36  13.889%  ###
defender wins           5/36  13.889%  ###
no winner              13/18  72.222%  ##############
attacker SP after 1         1/6  16.667%  100.000% or more  ###
attacker SP after 2         5/6  83.333%   83.333% or more  #################
attacker SP after: mean 11/6 (1.833), sd 0.373
defender SP after 1         1/6  16.667%  100.000% or more  ###
defender SP after 2         5/6  83.333%   83.333% or more  #################
defender SP after: mean 11/6 (1.833), sd 0.373

$ pw3x3-combat --odds --json
{"tool":"pw3x3-combat","inputs":{"mode":"close","attacker_quality":"average","attacker_sp":null,"attacker_support":false,"attacker_general":false,"attacker_cover":"none","attacker_uphill":false,"attacker_fortified":false,"attacker_no_retreat":false,"attacker_type":"infantry","defender_quality":"average","defender_sp":null,"defender_support":false,"defender_general":false,"defender_cover":"none","defender_uphill":false,"defender_fortified":false,"defender_no_retreat":false,"defender_type":"infantry","flank":false},"mode":"close","answer":{"question":"the attacker wins","p":0.1388888888888889,"fraction":"5/36"},"odds":[{"outcome":"neither_hit","p":0.44444444444444442,"fraction":"4/9"},{"outcome":"attacker_hit","p":0.22222222222222221,"fraction":"2/9"},{"outcome":"defender_hit","p":0.22222222222222221,"fraction":"2/9"},{"outcome":"both_hit","p":0.1111111111111111,"fraction":"1/9"}],"sides":{"attacker":{"quality":"average","sp":2,"states":[{"outcome":"unharmed","p":0.66666666666666663,"fraction":"2/3"},{"outcome":"retreated","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"lost_sp","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"destroyed","p":0,"fraction":"0"}],"general":null},"defender":{"quality":"average","sp":2,"states":[{"outcome":"unharmed","p":0.66666666666666663,"fraction":"2/3"},{"outcome":"retreated","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"lost_sp","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"destroyed","p":0,"fraction":"0"}],"general":null}},"winner":[{"outcome":"attacker","p":0.1388888888888889,"fraction":"5/36"},{"outcome":"defender","p":0.1388888888888889,"fraction":"5/36"},{"outcome":"none","p":0.72222222222222221,"fraction":"13/18"}],"sp_after":{"attacker":[{"value":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":2,"p":0.83333333333333337,"fraction":"5/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"}],"defender":[{"value":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":2,"p":0.83333333333333337,"fraction":"5/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"}]},"expected_sp_after":{"attacker":{"value":1.8333333333333333,"fraction":"11/6","sd":0.37267799624996495},"defender":{"value":1.8333333333333333,"fraction":"11/6","sd":0.37267799624996495}}}

# The issue's example: elite with support against poor in cover.  The
# attacker's +1 and -1 cancel: both still hit on 1-2.
$ pw3x3-combat --attacker-quality elite --attacker-support --defender-quality poor --defender-cover --odds
the attacker wins 8.64% (7/81)
close combat: attacker d6, support +1, enemy uphill or in cover -1; defender d6
neither hit              4/9  44.444%  #########
attacker hit             2/9  22.222%  ####
defender hit             2/9  22.222%  ####
both hit                 1/9  11.111%  ##
attacker: elite, 2 SP
unharmed                 2/3  66.667%  #############
retreated                2/9  22.222%  ####
lost_sp                  1/9  11.111%  ##
destroyed                  0   0.000%
defender: poor, 2 SP
unharmed                 2/3  66.667%  #############
retreated                1/9  11.111%  ##
lost_sp                  2/9  22.222%  ####
destroyed                  0   0.000%
attacker wins           7/81   8.642%  ##
defender wins          16/81  19.753%  ####
no winner              58/81  71.605%  ##############
attacker SP after 1         1/9  11.111%  100.000% or more  ##
attacker SP after 2         8/9  88.889%   88.889% or more  ##################
attacker SP after: mean 17/9 (1.889), sd 0.314
defender SP after 1         2/9  22.222%  100.000% or more  ####
defender SP after 2         7/9  77.778%   77.778% or more  ################
defender SP after: mean 16/9 (1.778), sd 0.416

# A General: +1 (hit on a 1 only, 1/6), and at risk only when his unit
# is hit: killed 1/6 x 1/36, wounded 1/6 x 2/36.  At 1 SP and unwilling
# to retreat the unit is destroyed whenever it is hit, and the attacker
# then wins even if it retreated (a destroyed unit wins nothing): 1/6;
# defender 5/36, no winner 25/36 (python3 fractions).
$ pw3x3-combat --defender-general --defender-sp 1 --defender-no-retreat --odds
the attacker wins 16.67% (1/6)
close combat: attacker d6; defender d6, general +1
neither hit              5/9  55.556%  ###########
attacker hit            5/18  27.778%  ######
defender hit             1/9  11.111%  ##
both hit                1/18   5.556%  #
attacker: average, 2 SP
unharmed                 2/3  66.667%  #############
retreated                1/6  16.667%  ###
lost_sp                  1/6  16.667%  ###
destroyed                  0   0.000%
defender: average, 1 SP, with a General, will not retreat
unharmed                 5/6  83.333%  #################
retreated                  0   0.000%
lost_sp                    0   0.000%
destroyed                1/6  16.667%  ###
General unharmed         5/6  83.333%  #################
General survives       11/72  15.278%  ###
General wounded        1/108   0.926%  .
General killed         1/216   0.463%  .
attacker wins            1/6  16.667%  ###
defender wins           5/36  13.889%  ###
no winner              25/36  69.444%  ##############
attacker SP after 1         1/6  16.667%  100.000% or more  ###
attacker SP after 2         5/6  83.333%   83.333% or more  #################
attacker SP after: mean 11/6 (1.833), sd 0.373
defender SP after 0         1/6  16.667%  100.000% or more  ###
defender SP after 1         5/6  83.333%   83.333% or more  #################
defender SP after: mean 5/6 (0.833), sd 0.373

$ pw3x3-combat --defender-general --defender-sp 1 --defender-no-retreat --odds --json
{"tool":"pw3x3-combat","inputs":{"mode":"close","attacker_quality":"average","attacker_sp":null,"attacker_support":false,"attacker_general":false,"attacker_cover":"none","attacker_uphill":false,"attacker_fortified":false,"attacker_no_retreat":false,"attacker_type":"infantry","defender_quality":"average","defender_sp":1,"defender_support":false,"defender_general":true,"defender_cover":"none","defender_uphill":false,"defender_fortified":false,"defender_no_retreat":true,"defender_type":"infantry","flank":false},"mode":"close","answer":{"question":"the attacker wins","p":0.16666666666666666,"fraction":"1/6"},"odds":[{"outcome":"neither_hit","p":0.55555555555555558,"fraction":"5/9"},{"outcome":"attacker_hit","p":0.27777777777777779,"fraction":"5/18"},{"outcome":"defender_hit","p":0.1111111111111111,"fraction":"1/9"},{"outcome":"both_hit","p":0.055555555555555552,"fraction":"1/18"}],"sides":{"attacker":{"quality":"average","sp":2,"states":[{"outcome":"unharmed","p":0.66666666666666663,"fraction":"2/3"},{"outcome":"retreated","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"lost_sp","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"destroyed","p":0,"fraction":"0"}],"general":null},"defender":{"quality":"average","sp":1,"states":[{"outcome":"unharmed","p":0.83333333333333337,"fraction":"5/6"},{"outcome":"retreated","p":0,"fraction":"0"},{"outcome":"lost_sp","p":0,"fraction":"0"},{"outcome":"destroyed","p":0.16666666666666666,"fraction":"1/6"}],"general":[{"outcome":"unharmed","p":0.83333333333333337,"fraction":"5/6"},{"outcome":"survives","p":0.15277777777777779,"fraction":"11/72"},{"outcome":"wounded","p":0.0092592592592592587,"fraction":"1/108"},{"outcome":"killed","p":0.0046296296296296294,"fraction":"1/216"}]}},"winner":[{"outcome":"attacker","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"defender","p":0.1388888888888889,"fraction":"5/36"},{"outcome":"none","p":0.69444444444444442,"fraction":"25/36"}],"sp_after":{"attacker":[{"value":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":2,"p":0.83333333333333337,"fraction":"5/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"}],"defender":[{"value":0,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.83333333333333337,"fraction":"5/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"}]},"expected_sp_after":{"attacker":{"value":1.8333333333333333,"fraction":"11/6","sd":0.37267799624996495},"defender":{"value":0.83333333333333337,"fraction":"5/6","sd":0.37267799624996495}}}

# Cover and fortifications: the attacker is hit on 1-4.  Winners by
# python3 fractions: attacker 1/18, defender 11/18 (a retreat by the
# defender wins over an attacker destroyed), no winner 1/3.
$ pw3x3-combat --defender-cover --defender-fortified --attacker-sp 1 --odds
the attacker wins 5.56% (1/18)
close combat: attacker d6, enemy uphill or in cover -1, enemy fortified -1; defender d6
neither hit              2/9  22.222%  ####
attacker hit             4/9  44.444%  #########
defender hit             1/9  11.111%  ##
both hit                 2/9  22.222%  ####
attacker: average, 1 SP
unharmed                 1/3  33.333%  #######
retreated                1/3  33.333%  #######
lost_sp                    0   0.000%
destroyed                1/3  33.333%  #######
defender: average, 2 SP
unharmed                 2/3  66.667%  #############
retreated                1/6  16.667%  ###
lost_sp                  1/6  16.667%  ###
destroyed                  0   0.000%
attacker wins           1/18   5.556%  #
defender wins          11/18  61.111%  ############
no winner                1/3  33.333%  #######
attacker SP after 0         1/3  33.333%  100.000% or more  #######
attacker SP after 1         2/3  66.667%   66.667% or more  #############
attacker SP after: mean 2/3 (0.667), sd 0.471
defender SP after 1         1/6  16.667%  100.000% or more  ###
defender SP after 2         5/6  83.333%   83.333% or more  #################
defender SP after: mean 11/6 (1.833), sd 0.373

# Artillery: lands on 5-6, 1/3; ranged in, on 4-6, 1/2.
$ pw3x3-combat artillery --target average --odds
the fire lands 33.33% (1/3)
artillery fire: d6
landed                   1/3  33.333%  #######
ineffective              2/3  66.667%  #############
target 1: average, 2 SP
unharmed                 2/3  66.667%  #############
retreated                1/6  16.667%  ###
lost_sp                  1/6  16.667%  ###
destroyed                  0   0.000%
target 1 SP after 1         1/6  16.667%  100.000% or more  ###
target 1 SP after 2         5/6  83.333%   83.333% or more  #################
target 1 SP after: mean 11/6 (1.833), sd 0.373

$ pw3x3-combat artillery --ranged-in --target average,general --target poor,sp=1 --odds
the fire lands 50.00% (1/2)
artillery fire: d6, ranged in +1
landed                   1/2  50.000%  ##########
ineffective              1/2  50.000%  ##########
target 1: average, 2 SP, with a General
unharmed                 1/2  50.000%  ##########
retreated                1/4  25.000%  #####
lost_sp                  1/4  25.000%  #####
destroyed                  0   0.000%
General unharmed         1/2  50.000%  ##########
General survives       11/24  45.833%  #########
General wounded         1/36   2.778%  #
General killed          1/72   1.389%  .
target 2: poor, 1 SP
unharmed                 1/2  50.000%  ##########
retreated                1/6  16.667%  ###
lost_sp                    0   0.000%
destroyed                1/3  33.333%  #######
target 1 SP after 1         1/4  25.000%  100.000% or more  #####
target 1 SP after 2         3/4  75.000%   75.000% or more  ###############
target 1 SP after: mean 7/4 (1.750), sd 0.433
target 2 SP after 0         1/3  33.333%  100.000% or more  #######
target 2 SP after 1         2/3  66.667%   66.667% or more  #############
target 2 SP after: mean 2/3 (0.667), sd 0.471

$ pw3x3-combat artillery --ranged-in --target average,general --target poor,sp=1 --odds --json
{"tool":"pw3x3-combat","inputs":{"mode":"artillery","range_areas":null,"ranged_in":true,"general":false,"cover":"none","moved":false,"target":["average,general","poor,sp=1"]},"mode":"artillery","answer":{"question":"the fire lands","p":0.5,"fraction":"1/2"},"odds":[{"outcome":"landed","p":0.5,"fraction":"1/2"},{"outcome":"ineffective","p":0.5,"fraction":"1/2"}],"targets":[{"quality":"average","sp":2,"states":[{"outcome":"unharmed","p":0.5,"fraction":"1/2"},{"outcome":"retreated","p":0.25,"fraction":"1/4"},{"outcome":"lost_sp","p":0.25,"fraction":"1/4"},{"outcome":"destroyed","p":0,"fraction":"0"}],"general":[{"outcome":"unharmed","p":0.5,"fraction":"1/2"},{"outcome":"survives","p":0.45833333333333331,"fraction":"11/24"},{"outcome":"wounded","p":0.027777777777777776,"fraction":"1/36"},{"outcome":"killed","p":0.013888888888888888,"fraction":"1/72"}]},{"quality":"poor","sp":1,"states":[{"outcome":"unharmed","p":0.5,"fraction":"1/2"},{"outcome":"retreated","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"lost_sp","p":0,"fraction":"0"},{"outcome":"destroyed","p":0.33333333333333331,"fraction":"1/3"}],"general":null}],"sp_after":{"target_1":[{"value":1,"p":0.25,"fraction":"1/4","p_at_least":1,"fraction_at_least":"1"},{"value":2,"p":0.75,"fraction":"3/4","p_at_least":0.75,"fraction_at_least":"3/4"}],"target_2":[{"value":0,"p":0.33333333333333331,"fraction":"1/3","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.66666666666666663,"fraction":"2/3","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"}]},"expected_sp_after":{"target_1":{"value":1.75,"fraction":"7/4","sd":0.4330127018922193},"target_2":{"value":0.66666666666666663,"fraction":"2/3","sd":0.47140452079103168}}}

# In cover: lands on a 6 only.
$ pw3x3-combat artillery --cover --target poor,sp=1 --odds
the fire lands 16.67% (1/6)
artillery fire: d6, target in cover -1
landed                   1/6  16.667%  ###
ineffective              5/6  83.333%  #################
target 1: poor, 1 SP
unharmed                 5/6  83.333%  #################
retreated               1/18   5.556%  #
lost_sp                    0   0.000%
destroyed                1/9  11.111%  ##
target 1 SP after 0         1/9  11.111%  100.000% or more  ##
target 1 SP after 1         8/9  88.889%   88.889% or more  ##################
target 1 SP after: mean 8/9 (0.889), sd 0.314

# The die is dice.csv's, in the header too (issue 13: a literal d6):
# close combat on a d8 hits on 1-2, 1/4 a side; fire on a d10 lands on
# 5-10, 3/5.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i 's/^close combat,1,6$/close combat,1,8/' t/pw3x3/dice.csv && pw3x3-combat -T t --odds
the attacker wins 10.94% (7/64)
close combat: attacker d8; defender d8
neither hit             9/16  56.250%  ###########
attacker hit            3/16  18.750%  ####
defender hit            3/16  18.750%  ####
both hit                1/16   6.250%  #
attacker: average, 2 SP
unharmed                 3/4  75.000%  ###############
retreated                1/8  12.500%  ###
lost_sp                  1/8  12.500%  ###
destroyed                  0   0.000%
defender: average, 2 SP
unharmed                 3/4  75.000%  ###############
retreated                1/8  12.500%  ###
lost_sp                  1/8  12.500%  ###
destroyed                  0   0.000%
attacker wins           7/64  10.938%  ##
defender wins           7/64  10.938%  ##
no winner              25/32  78.125%  ################
attacker SP after 1         1/8  12.500%  100.000% or more  ###
attacker SP after 2         7/8  87.500%   87.500% or more  ##################
attacker SP after: mean 15/8 (1.875), sd 0.331
defender SP after 1         1/8  12.500%  100.000% or more  ###
defender SP after 2         7/8  87.500%   87.500% or more  ##################
defender SP after: mean 15/8 (1.875), sd 0.331

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i 's/^fire,1,6$/fire,1,10/' t/pw3x3/dice.csv && pw3x3-combat -T t artillery --target poor,sp=1,no-retreat --odds
the fire lands 60.00% (3/5)
artillery fire: d10
landed                   3/5  60.000%  ############
ineffective              2/5  40.000%  ########
target 1: poor, 1 SP, will not retreat
unharmed                 2/5  40.000%  ########
retreated                  0   0.000%
lost_sp                    0   0.000%
destroyed                3/5  60.000%  ############
target 1 SP after 0         3/5  60.000%  100.000% or more  ############
target 1 SP after 1         2/5  40.000%   40.000% or more  ########
target 1 SP after: mean 2/5 (0.400), sd 0.490

# Odds have no outcome: -e leaves the status 0.
$ pw3x3-combat --odds -e >/dev/null

$ pw3x3-combat artillery --target poor --odds -e >/dev/null
