# Every fraction here was worked independently: each side's hits are a
# sum of binomials, a pool of n dice each hitting with (7 - hit_on)/6,
# convolved with python3 fractions, the margin the attacker's hits less
# the defender's (the script, of a few lines, is in the commit message).
# The spec's check value: 4d6 at 4+ gives no hit 1/16 (so a hit 15/16)
# and a mean of 2; the defender's 4d6 at 6 gives 625/1296 for none, mean
# 2/3; the attacker inflicts more with 5215/6912 (margin 1 or more),
# equal 601/3456, the defender more 55/768 (p_attacker_more, p_equal,
# p_defender_more).
$ bolivar-melee --attacker-friend-rear --defender-friend-rear --odds
the attacker hits 93.75% (15/16)
attacker: 4d6 hit on 4+ (primary)
defender: 4d6 hit on 6+ (primary)
attacker battalion in line, charging, supported: primary fighter, resolve 4 x 1d6; to hit: battalion or spearmen charging
defender battalion in line, supported: primary fighter, resolve 4 x 1d6; to hit: battalion or spearmen otherwise
attacker hits 0         1/16   6.250%  100.000% or more  #
attacker hits 1          1/4  25.000%   93.750% or more  #####
attacker hits 2          3/8  37.500%   68.750% or more  ########
attacker hits 3          1/4  25.000%   31.250% or more  #####
attacker hits 4         1/16   6.250%    6.250% or more  #
attacker hits: mean 2 (2.000), sd 1.000
defender hits 0     625/1296  48.225%  100.000% or more  ##########
defender hits 1      125/324  38.580%   51.775% or more  ########
defender hits 2       25/216  11.574%   13.194% or more  ##
defender hits 3        5/324   1.543%    1.620% or more  .
defender hits 4       1/1296   0.077%    0.077% or more  .
defender hits: mean 2/3 (0.667), sd 0.745
attacker's margin -4     1/20736   0.005%  100.000% or more  .
attacker's margin -3       1/864   0.116%   99.995% or more  .
attacker's margin -2     59/5184   1.138%   99.879% or more  .
attacker's margin -1      17/288   5.903%   98.741% or more  #
attacker's margin 0    601/3456  17.390%   92.839% or more  ###
attacker's margin 1      85/288  29.514%   75.448% or more  ######
attacker's margin 2   1475/5184  28.453%   45.935% or more  ######
attacker's margin 3     125/864  14.468%   17.482% or more  ###
attacker's margin 4   625/20736   3.014%    3.014% or more  #
attacker's margin: mean 4/3 (1.333), sd 1.247
the attacker inflicts more hits   5215/6912  75.448%  ###############
both inflict as many hits    601/3456  17.390%  ###
the defender inflicts more hits      55/768   7.161%  #

# Horse with a commander in the flank: 6d6 at 2+ and 1d6 at 4+, none
# 1/93312 = (1/6)^6 x 1/2, mean 6 x 5/6 + 1/2 = 11/2; the defender rolls
# nothing.
$ bolivar-melee --attacker-unit horse --attacker-commander --contact flank --attacker-friend-rear --odds
the attacker hits 99.999% (93311/93312)
attacker: 6d6 hit on 2+ (primary) / 1d6 hit on 4+ (commander)
defender: 0d6 (primary)
attacker horse, charging, supported: cavalry in the open charging a line behind the flank or to the rear, resolve 3 x 2d6; to hit: cavalry in the open charging a line behind the flank or to the rear
defender battalion in line, unsupported (no friend to the rear within 4 TUM): an enemy entirely behind the flank or to the rear
attacker hits 0      1/93312   0.001%  100.000% or more  .
attacker hits 1     31/93312   0.033%   99.999% or more  .
attacker hits 2       5/1152   0.434%   99.966% or more  .
attacker hits 3   2875/93312   3.081%   99.532% or more  #
attacker hits 4  11875/93312  12.726%   96.451% or more  ###
attacker hits 5   3125/10368  30.141%   83.724% or more  ######
attacker hits 6  34375/93312  36.839%   53.584% or more  #######
attacker hits 7  15625/93312  16.745%   16.745% or more  ###
attacker hits: mean 11/2 (5.500), sd 1.041
defender hits 0            1 100.000%  100.000% or more  ####################
defender hits: mean 0 (0.000), sd 0.000
attacker's margin 0     1/93312   0.001%  100.000% or more  .
attacker's margin 1    31/93312   0.033%   99.999% or more  .
attacker's margin 2      5/1152   0.434%   99.966% or more  .
attacker's margin 3  2875/93312   3.081%   99.532% or more  #
attacker's margin 4 11875/93312  12.726%   96.451% or more  ###
attacker's margin 5  3125/10368  30.141%   83.724% or more  ######
attacker's margin 6 34375/93312  36.839%   53.584% or more  #######
attacker's margin 7 15625/93312  16.745%   16.745% or more  ###
attacker's margin: mean 11/2 (5.500), sd 1.041
the attacker inflicts more hits 93311/93312  99.999%  ####################
both inflict as many hits     1/93312   0.001%  .
the defender inflicts more hits           0   0.000%

# The largest pools: horse charging a march, with a second stand and a
# commander (6d6 and 1d6 at 2+, 1d6 at 4+) against the march (3d6 and
# 1d6 at 6, 1d6 at 4+): attacker none 1/559872, mean 19/3; defender
# none 625/2592, mean 7/6; the attacker more 120753125/120932352, equal
# 625625/483729408, the defender more 91283/483729408 (python3 fractions:
# the two sums of binomials compared pair by pair).
$ bolivar-melee --attacker-unit horse --defender-formation march --attacker-secondary --attacker-commander --defender-secondary --defender-commander --attacker-friend-rear --odds
the attacker hits 99.9998% (559871/559872)
attacker: 6d6 hit on 2+ (primary) / 1d6 hit on 2+ (secondary) / 1d6 hit on 4+ (commander)
defender: 3d6 hit on 6+ (primary) / 1d6 hit on 6+ (secondary) / 1d6 hit on 4+ (commander)
attacker horse, charging, supported: cavalry in the open charging a march, resolve 3 x 2d6; to hit: cavalry in the open charging a march
defender battalion in march, unsupported (march): primary fighter, resolve 4 x 1d6, unsupported -1d6; to hit: battalion or spearmen otherwise
attacker hits 0     1/559872  0.0002%  100.000% or more  .
attacker hits 1      1/15552   0.006%  99.9998% or more  .
attacker hits 2     35/34992   0.100%   99.993% or more  .
attacker hits 3  1225/139968   0.875%   99.893% or more  .
attacker hits 4   4375/93312   4.689%   99.018% or more  #
attacker hits 5  21875/139968  15.629%   94.330% or more  ###
attacker hits 6  21875/69984  31.257%   78.701% or more  ######
attacker hits 7  15625/46656  33.490%   47.444% or more  #######
attacker hits 8  78125/559872  13.954%   13.954% or more  ###
attacker hits: mean 19/3 (6.333), sd 1.106
defender hits 0     625/2592  24.113%  100.000% or more  #####
defender hits 1      125/288  43.403%   75.887% or more  #########
defender hits 2     325/1296  25.077%   32.485% or more  #####
defender hits 3      85/1296   6.559%    7.407% or more  #
defender hits 4        7/864   0.810%    0.849% or more  .
defender hits 5       1/2592   0.039%    0.039% or more  .
defender hits: mean 7/6 (1.167), sd 0.898
attacker's margin -5 1/1451188224 0.0000001%  100.000% or more  .
attacker's margin -4 19/483729408 0.000004%  99.9999999% or more  .
attacker's margin -3 743/725594112  0.0001%  99.999996% or more  .
attacker's margin -2 3905/241864704   0.002%  99.9999% or more  .
attacker's margin -1 248875/1451188224   0.017%   99.998% or more  .
attacker's margin 0 625625/483729408   0.129%   99.981% or more  .
attacker's margin 1 859375/120932352   0.711%   99.852% or more  .
attacker's margin 2 3471875/120932352   2.871%   99.141% or more  #
attacker's margin 3 41078125/483729408   8.492%   96.270% or more  ##
attacker's margin 4 262109375/1451188224  18.062%   87.778% or more  ####
attacker's margin 5 21484375/80621568  26.648%   69.717% or more  #####
attacker's margin 6 185546875/725594112  25.572%   43.068% or more  #####
attacker's margin 7 68359375/483729408  14.132%   17.496% or more  ###
attacker's margin 8 48828125/1451188224   3.365%    3.365% or more  #
attacker's margin: mean 31/6 (5.167), sd 1.424
the attacker inflicts more hits 120753125/120932352  99.852%  ####################
both inflict as many hits 625625/483729408   0.129%  .
the defender inflicts more hits 91283/483729408   0.019%  .

# The same in JSON.
$ bolivar-melee --attacker-unit horse --defender-formation march --attacker-secondary --attacker-commander --defender-secondary --defender-commander --attacker-friend-rear --odds --json
{"tool":"bolivar-melee","inputs":{"attacker_type":"horse","attacker_resolve":null,"attacker_formation":"line","attacker_secondary":true,"attacker_commander":true,"attacker_crowded":false,"attacker_difficult":false,"attacker_enemy_rear":false,"attacker_friend_rear":true,"defender_type":"battalion","defender_resolve":null,"defender_formation":"march","defender_secondary":true,"defender_commander":true,"defender_crowded":false,"defender_difficult":false,"defender_enemy_rear":false,"defender_friend_rear":false,"contact":"front","continued":false,"uphill":false,"fortifications":false},"answer":{"question":"the attacker hits","p":0.99999821387745769,"fraction":"559871/559872"},"odds":[{"outcome":"hits","p":1,"fraction":"1"}],"attacker_hits":[{"value":0,"p":1.7861225422953817e-06,"fraction":"1/559872","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":6.430041152263375e-05,"fraction":"1/15552","p_at_least":0.99999821387745769,"fraction_at_least":"559871/559872"},{"value":2,"p":0.0010002286236854138,"fraction":"35/34992","p_at_least":0.99993391346593508,"fraction_at_least":"559835/559872"},{"value":3,"p":0.0087520004572473713,"fraction":"1225/139968","p_at_least":0.99893368484224965,"fraction_at_least":"186425/186624"},{"value":4,"p":0.046885716735253775,"fraction":"4375/93312","p_at_least":0.99018168438500231,"fraction_at_least":"554375/559872"},{"value":5,"p":0.1562857224508459,"fraction":"21875/139968","p_at_least":0.94329596764974855,"fraction_at_least":"528125/559872"},{"value":6,"p":0.31257144490169181,"fraction":"21875/69984","p_at_least":0.78701024519890261,"fraction_at_least":"146875/186624"},{"value":7,"p":0.33489797668038407,"fraction":"15625/46656","p_at_least":0.47443880029721081,"fraction_at_least":"265625/559872"},{"value":8,"p":0.13954082361682671,"fraction":"78125/559872","p_at_least":0.13954082361682671,"fraction_at_least":"78125/559872"}],"defender_hits":[{"value":0,"p":0.24112654320987653,"fraction":"625/2592","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.43402777777777779,"fraction":"125/288","p_at_least":0.75887345679012341,"fraction_at_least":"1967/2592"},{"value":2,"p":0.25077160493827161,"fraction":"325/1296","p_at_least":0.32484567901234568,"fraction_at_least":"421/1296"},{"value":3,"p":0.06558641975308642,"fraction":"85/1296","p_at_least":0.07407407407407407,"fraction_at_least":"2/27"},{"value":4,"p":0.0081018518518518514,"fraction":"7/864","p_at_least":0.0084876543209876538,"fraction_at_least":"11/1296"},{"value":5,"p":0.00038580246913580245,"fraction":"1/2592","p_at_least":0.00038580246913580245,"fraction_at_least":"1/2592"}],"margin":[{"value":-5,"p":6.8909048699667507e-10,"fraction":"1/1451188224","p_at_least":1,"fraction_at_least":"1"},{"value":-4,"p":3.9278157758810479e-08,"fraction":"19/483729408","p_at_least":0.99999999931090955,"fraction_at_least":"1451188223/1451188224"},{"value":-3,"p":1.0239884636770591e-06,"fraction":"743/725594112","p_at_least":0.99999996003275171,"fraction_at_least":"725594083/725594112"},{"value":-2,"p":1.6145390110332098e-05,"fraction":"3905/241864704","p_at_least":0.99999893604428802,"fraction_at_least":"181398335/181398528"},{"value":-1,"p":0.0001714973949512975,"fraction":"248875/1451188224","p_at_least":0.99998279065417772,"fraction_at_least":"725581625/725594112"},{"value":0,"p":0.0012933367077818845,"fraction":"625625/483729408","p_at_least":0.99981129325922646,"fraction_at_least":"483638125/483729408"},{"value":1,"p":0.0071062456471532118,"fraction":"859375/120932352","p_at_least":0.9985179565514446,"fraction_at_least":"120753125/120932352"},{"value":2,"p":0.028709232414498975,"fraction":"3471875/120932352","p_at_least":0.99141171090429137,"fraction_at_least":"59946875/60466176"},{"value":3,"p":0.084919635483480874,"fraction":"41078125/483729408","p_at_least":0.9627024784897924,"fraction_at_least":"116421875/120932352"},{"value":4,"p":0.18061707686514414,"fraction":"262109375/1451188224","p_at_least":0.87778284300631149,"fraction_at_least":"424609375/483729408"},{"value":5,"p":0.26648421176824544,"fraction":"21484375/80621568","p_at_least":0.69716576614116732,"fraction_at_least":"505859375/725594112"},{"value":6,"p":0.25571717290892237,"fraction":"185546875/725594112","p_at_least":0.43068155437292194,"fraction_at_least":"9765625/22674816"},{"value":7,"p":0.14131738502861502,"fraction":"68359375/483729408","p_at_least":0.17496438146399954,"fraction_at_least":"126953125/725594112"},{"value":8,"p":0.033646996435384526,"fraction":"48828125/1451188224","p_at_least":0.033646996435384526,"fraction_at_least":"48828125/1451188224"}],"p_attacker_more":{"p":0.9985179565514446,"fraction":"120753125/120932352"},"p_equal":{"p":0.0012933367077818845,"fraction":"625625/483729408"},"p_defender_more":{"p":0.00018870674077355246,"fraction":"91283/483729408"},"expected_attacker_hits":{"value":6.333333333333333,"fraction":"19/3","sd":1.1055415967851334},"expected_defender_hits":{"value":1.1666666666666667,"fraction":"7/6","sd":0.89752746785575066},"expected_margin":{"value":5.166666666666667,"fraction":"31/6","sd":1.4240006242195884}}

# A continued melee, both unsupported: 3d6 at 6 each, a hit 91/216,
# either side more 6295/23328, equal 5369/11664.
# Continued, both unsupported: 3d6 at 6 a side, so the attacker more
# and the defender more are equal, 6295/23328, equal 5369/11664 (python3
# fractions, as above).
$ bolivar-melee --continued --odds --json
{"tool":"bolivar-melee","inputs":{"attacker_type":"battalion","attacker_resolve":null,"attacker_formation":"line","attacker_secondary":false,"attacker_commander":false,"attacker_crowded":false,"attacker_difficult":false,"attacker_enemy_rear":false,"attacker_friend_rear":false,"defender_type":"battalion","defender_resolve":null,"defender_formation":"line","defender_secondary":false,"defender_commander":false,"defender_crowded":false,"defender_difficult":false,"defender_enemy_rear":false,"defender_friend_rear":false,"contact":"front","continued":true,"uphill":false,"fortifications":false},"answer":{"question":"the attacker hits","p":0.42129629629629628,"fraction":"91/216"},"odds":[{"outcome":"hits","p":1,"fraction":"1"}],"attacker_hits":[{"value":0,"p":0.57870370370370372,"fraction":"125/216","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.34722222222222221,"fraction":"25/72","p_at_least":0.42129629629629628,"fraction_at_least":"91/216"},{"value":2,"p":0.069444444444444448,"fraction":"5/72","p_at_least":0.07407407407407407,"fraction_at_least":"2/27"},{"value":3,"p":0.0046296296296296294,"fraction":"1/216","p_at_least":0.0046296296296296294,"fraction_at_least":"1/216"}],"defender_hits":[{"value":0,"p":0.57870370370370372,"fraction":"125/216","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.34722222222222221,"fraction":"25/72","p_at_least":0.42129629629629628,"fraction_at_least":"91/216"},{"value":2,"p":0.069444444444444448,"fraction":"5/72","p_at_least":0.07407407407407407,"fraction_at_least":"2/27"},{"value":3,"p":0.0046296296296296294,"fraction":"1/216","p_at_least":0.0046296296296296294,"fraction_at_least":"1/216"}],"margin":[{"value":-3,"p":0.0026791838134430728,"fraction":"125/46656","p_at_least":1,"fraction_at_least":"1"},{"value":-2,"p":0.041795267489711935,"fraction":"325/7776","p_at_least":0.99732081618655688,"fraction_at_least":"46531/46656"},{"value":-1,"p":0.22537294238683128,"fraction":"3505/15552","p_at_least":0.95552554869684503,"fraction_at_least":"44581/46656"},{"value":0,"p":0.46030521262002744,"fraction":"5369/11664","p_at_least":0.73015260631001366,"fraction_at_least":"17033/23328"},{"value":1,"p":0.22537294238683128,"fraction":"3505/15552","p_at_least":0.26984739368998628,"fraction_at_least":"6295/23328"},{"value":2,"p":0.041795267489711935,"fraction":"325/7776","p_at_least":0.044474451303155006,"fraction_at_least":"2075/46656"},{"value":3,"p":0.0026791838134430728,"fraction":"125/46656","p_at_least":0.0026791838134430728,"fraction_at_least":"125/46656"}],"p_attacker_more":{"p":0.26984739368998628,"fraction":"6295/23328"},"p_equal":{"p":0.46030521262002744,"fraction":"5369/11664"},"p_defender_more":{"p":0.26984739368998628,"fraction":"6295/23328"},"expected_attacker_hits":{"value":0.5,"fraction":"1/2","sd":0.6454972243679028},"expected_defender_hits":{"value":0.5,"fraction":"1/2","sd":0.6454972243679028},"expected_margin":{"value":0,"fraction":"0","sd":0.9128709291752769}}
