# The spec's check values: 10 shots at 3+ on regular targets (4+).
# A shot misses 1/3, hits and fails to wound 1/3, wounds 1/3 (a 6 on the
# wound die 1/9, re-rolled 6 1/54): P(no casualty) = (2/3)^10 = 1024/59049,
# P(no hit) = (1/3)^10 = 1/59049, mean casualties 10/3,
# P(colonel killed) = 1 - (53/54)^10.  Every row was checked against an
# independent python fractions enumeration: each shot one of miss, hit,
# wound, wound 6, wound 6 re-rolled 6, the shots convolved.
$ bacw-shoot --range 10 --target-colonel --odds
a casualty 98.27% (58025/59049)
10 shots, to hit 3+ (3+)
no hits              1/59049   0.002%  .
pinned             341/19683   1.732%  .
casualties       32000/59049  54.192%  ###########
base lost         8675/19683  44.074%  #########
hits 0               1/59049   0.002%  100.000% or more  .
hits 1              20/59049   0.034%   99.998% or more  .
hits 2               20/6561   0.305%   99.964% or more  .
hits 3             320/19683   1.626%   99.660% or more  .
hits 4            1120/19683   5.690%   98.034% or more  #
hits 5              896/6561  13.656%   92.344% or more  ###
hits 6            4480/19683  22.761%   78.687% or more  #####
hits 7            5120/19683  26.012%   55.926% or more  #####
hits 8             1280/6561  19.509%   29.914% or more  ####
hits 9            5120/59049   8.671%   10.405% or more  ##
hits 10           1024/59049   1.734%    1.734% or more  .
hits: mean 20/3 (6.667), sd 1.491
casualties 0      1024/59049   1.734%  100.000% or more  .
casualties 1      5120/59049   8.671%   98.266% or more  ##
casualties 2       1280/6561  19.509%   89.595% or more  ####
casualties 3      5120/19683  26.012%   70.086% or more  #####
casualties 4      4480/19683  22.761%   44.074% or more  #####
casualties 5        896/6561  13.656%   21.313% or more  ###
casualties 6      1120/19683   5.690%    7.656% or more  #
casualties 7       320/19683   1.626%    1.966% or more  .
casualties 8         20/6561   0.305%    0.340% or more  .
casualties 9        20/59049   0.034%    0.036% or more  .
casualties 10        1/59049   0.002%    0.002% or more  .
casualties: mean 10/3 (3.333), sd 1.491
bases removed 0  11008/19683  55.926%  100.000% or more  ###########
bases removed 1   8608/19683  43.733%   44.074% or more  #########
bases removed 2     67/19683   0.340%    0.340% or more  .
bases removed: mean 2914/6561 (0.444), sd 0.504
pins added 0         1/59049   0.002%  100.000% or more  .
pins added 1     59048/59049  99.998%   99.998% or more  ####################
pins added: mean 59048/59049 (1.000), sd 0.004
colonel killed   35945048899407527/210832519264920576  17.049%  ###
morale test       8675/19683  44.074%  #########

$ bacw-shoot --range 10 --target-colonel --odds --json
{"tool":"bacw-shoot","inputs":{"type":"infantry","formation":"line","bases":null,"shots":null,"weapon":null,"range":10,"pins":0,"quality":"regular","moved":false,"failed_charge":false,"casualties":0,"interpenetrated":false,"target_type":"infantry","target_quality":"regular","target_down":false,"target_small":false,"no_target_small":false,"cover":"none","enfilade":false,"target_bases":null,"target_start_bases":null,"target_casualties":0,"target_pins":null,"target_colonel":true,"roll_morale":false},"answer":{"question":"a casualty","p":0.9826584700841674,"fraction":"58025/59049"},"odds":[{"outcome":"no_hits","p":1.6935087808430286e-05,"fraction":"1/59049"},{"outcome":"pinned","p":0.017324594828024183,"fraction":"341/19683"},{"outcome":"casualties","p":0.54192280986976915,"fraction":"32000/59049"},{"outcome":"base_lost","p":0.44073566021439819,"fraction":"8675/19683"}],"hits":[{"value":0,"p":1.6935087808430286e-05,"fraction":"1/59049","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.00033870175616860571,"fraction":"20/59049","p_at_least":0.99998306491219158,"fraction_at_least":"59048/59049"},{"value":2,"p":0.0030483158055174516,"fraction":"20/6561","p_at_least":0.99964436315602301,"fraction_at_least":"19676/19683"},{"value":3,"p":0.016257684296093075,"fraction":"320/19683","p_at_least":0.99659604735050555,"fraction_at_least":"19616/19683"},{"value":4,"p":0.056901895036325763,"fraction":"1120/19683","p_at_least":0.98033836305441246,"fraction_at_least":"2144/2187"},{"value":5,"p":0.13656454808718183,"fraction":"896/6561","p_at_least":0.92343646801808665,"fraction_at_least":"18176/19683"},{"value":6,"p":0.22760758014530305,"fraction":"4480/19683","p_at_least":0.78687191993090488,"fraction_at_least":"15488/19683"},{"value":7,"p":0.2601229487374892,"fraction":"5120/19683","p_at_least":0.55926433978560175,"fraction_at_least":"11008/19683"},{"value":8,"p":0.1950922115531169,"fraction":"1280/6561","p_at_least":0.2991413910481126,"fraction_at_least":"5888/19683"},{"value":9,"p":0.086707649579163062,"fraction":"5120/59049","p_at_least":0.10404917949499567,"fraction_at_least":"2048/19683"},{"value":10,"p":0.017341529915832612,"fraction":"1024/59049","p_at_least":0.017341529915832612,"fraction_at_least":"1024/59049"}],"casualties":[{"value":0,"p":0.017341529915832612,"fraction":"1024/59049","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.086707649579163062,"fraction":"5120/59049","p_at_least":0.9826584700841674,"fraction_at_least":"58025/59049"},{"value":2,"p":0.1950922115531169,"fraction":"1280/6561","p_at_least":0.8959508205050043,"fraction_at_least":"17635/19683"},{"value":3,"p":0.2601229487374892,"fraction":"5120/19683","p_at_least":0.70085860895188745,"fraction_at_least":"13795/19683"},{"value":4,"p":0.22760758014530305,"fraction":"4480/19683","p_at_least":0.44073566021439819,"fraction_at_least":"8675/19683"},{"value":5,"p":0.13656454808718183,"fraction":"896/6561","p_at_least":0.21312808006909517,"fraction_at_least":"4195/19683"},{"value":6,"p":0.056901895036325763,"fraction":"1120/19683","p_at_least":0.076563531981913333,"fraction_at_least":"1507/19683"},{"value":7,"p":0.016257684296093075,"fraction":"320/19683","p_at_least":0.019661636945587563,"fraction_at_least":"43/2187"},{"value":8,"p":0.0030483158055174516,"fraction":"20/6561","p_at_least":0.0034039526494944877,"fraction_at_least":"67/19683"},{"value":9,"p":0.00033870175616860571,"fraction":"20/59049","p_at_least":0.00035563684397703604,"fraction_at_least":"7/19683"},{"value":10,"p":1.6935087808430286e-05,"fraction":"1/59049","p_at_least":1.6935087808430286e-05,"fraction_at_least":"1/59049"}],"bases_removed":[{"value":0,"p":0.55926433978560175,"fraction":"11008/19683","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.43733170756490375,"fraction":"8608/19683","p_at_least":0.44073566021439819,"fraction_at_least":"8675/19683"},{"value":2,"p":0.0034039526494944877,"fraction":"67/19683","p_at_least":0.0034039526494944877,"fraction_at_least":"67/19683"}],"pins":[{"value":0,"p":1.6935087808430286e-05,"fraction":"1/59049","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.99998306491219158,"fraction":"59048/59049","p_at_least":0.99998306491219158,"fraction_at_least":"59048/59049"}],"p_colonel_killed":{"p":0.1704910088098931,"fraction":"35945048899407527/210832519264920576"},"p_morale_test":{"p":0.44073566021439819,"fraction":"8675/19683"},"expected_hits":{"value":6.666666666666667,"fraction":"20/3","sd":1.4907119849998598},"expected_casualties":{"value":3.3333333333333335,"fraction":"10/3","sd":1.4907119849998598},"expected_bases_removed":{"value":0.4441396128638927,"fraction":"2914/6561","sd":0.5036740239956724},"expected_pins":{"value":0.99998306491219158,"fraction":"59048/59049","sd":0.0041151914914413406}}

# A 10-base unit: 20 shots; no morale test (it started with more than 5).
$ bacw-shoot --range 10 --bases 10 --target-bases 10 --odds
a casualty 99.97% (3485735825/3486784401)
20 shots, to hit 3+ (3+)
no hits          1/3486784401 0.00000003%  .
pinned           349525/1162261467   0.030%  .
casualties       209715200/3486784401   6.015%  #
base lost no test 1092006875/1162261467  93.955%  ###################
hits 0           1/3486784401 0.00000003%  100.000% or more  .
hits 1           40/3486784401 0.000001%  99.99999997% or more  .
hits 2           760/3486784401 0.00002%  99.999999% or more  .
hits 3           3040/1162261467  0.0003%  99.99998% or more  .
hits 4           25840/1162261467   0.002%  99.9997% or more  .
hits 5           165376/1162261467   0.014%   99.997% or more  .
hits 6           826880/1162261467   0.071%   99.983% or more  .
hits 7           3307520/1162261467   0.285%   99.912% or more  .
hits 8           10749440/1162261467   0.925%   99.628% or more  .
hits 9           85995520/3486784401   2.466%   98.703% or more  .
hits 10          189190144/3486784401   5.426%   96.236% or more  #
hits 11          343982080/3486784401   9.865%   90.810% or more  ##
hits 12          171991040/1162261467  14.798%   80.945% or more  ###
hits 13          211681280/1162261467  18.213%   66.147% or more  ####
hits 14          211681280/1162261467  18.213%   47.934% or more  ####
hits 15          169345024/1162261467  14.570%   29.721% or more  ###
hits 16          105840640/1162261467   9.106%   15.151% or more  ##
hits 17          49807360/1162261467   4.285%    6.045% or more  #
hits 18          49807360/3486784401   1.428%    1.759% or more  .
hits 19          10485760/3486784401   0.301%    0.331% or more  .
hits 20          1048576/3486784401   0.030%    0.030% or more  .
hits: mean 40/3 (13.333), sd 2.108
casualties 0     1048576/3486784401   0.030%  100.000% or more  .
casualties 1     10485760/3486784401   0.301%   99.970% or more  .
casualties 2     49807360/3486784401   1.428%   99.669% or more  .
casualties 3     49807360/1162261467   4.285%   98.241% or more  #
casualties 4     105840640/1162261467   9.106%   93.955% or more  ##
casualties 5     169345024/1162261467  14.570%   84.849% or more  ###
casualties 6     211681280/1162261467  18.213%   70.279% or more  ####
casualties 7     211681280/1162261467  18.213%   52.066% or more  ####
casualties 8     171991040/1162261467  14.798%   33.853% or more  ###
casualties 9     343982080/3486784401   9.865%   19.055% or more  ##
casualties 10    189190144/3486784401   5.426%    9.190% or more  #
casualties 11    85995520/3486784401   2.466%    3.764% or more  .
casualties 12    10749440/1162261467   0.925%    1.297% or more  .
casualties 13    3307520/1162261467   0.285%    0.372% or more  .
casualties 14    826880/1162261467   0.071%    0.088% or more  .
casualties 15    165376/1162261467   0.014%    0.017% or more  .
casualties 16    25840/1162261467   0.002%    0.003% or more  .
casualties 17    3040/1162261467  0.0003%   0.0003% or more  .
casualties 18    760/3486784401 0.00002%  0.00002% or more  .
casualties 19    40/3486784401 0.000001%  0.000001% or more  .
casualties 20    1/3486784401 0.00000003%  0.00000003% or more  .
casualties: mean 20/3 (6.667), sd 2.108
bases removed 0  70254592/1162261467   6.045%  100.000% or more  #
bases removed 1  232849408/387420489  60.103%   93.955% or more  ############
bases removed 2  378380288/1162261467  32.556%   33.853% or more  #######
bases removed 3  15049216/1162261467   1.295%    1.297% or more  .
bases removed 4  87440/3486784401   0.003%    0.003% or more  .
bases removed 5  1/3486784401 0.00000003%  0.00000003% or more  .
bases removed: mean 4501719109/3486784401 (1.291), sd 0.594
pins added 0     1/3486784401 0.00000003%  100.000% or more  .
pins added 1     3486784400/3486784401 99.99999997%  99.99999997% or more  ####################
pins added: mean 3486784400/3486784401 (1.000), sd 0.000
morale test                0   0.000%

# 7+: a 6 then 4+, 1/12 a shot.
$ bacw-shoot --range 10 --shots 4 --pins 4 --odds
a casualty 15.65% (51935/331776)
4 shots, to hit 7+: a 6, then 4+ (3+, pins -4)
no hits          14641/20736  70.607%  ##############
pinned            5065/36864  13.740%  ###
casualties       25967/165888  15.653%  ###
base lost           1/331776  0.0003%  .
hits 0           14641/20736  70.607%  100.000% or more  ##############
hits 1             1331/5184  25.675%   29.393% or more  #####
hits 2              121/3456   3.501%    3.718% or more  #
hits 3               11/5184   0.212%    0.217% or more  .
hits 4               1/20736   0.005%    0.005% or more  .
hits: mean 1/3 (0.333), sd 0.553
casualties 0     279841/331776  84.346%  100.000% or more  #################
casualties 1     12167/82944  14.669%   15.654% or more  ###
casualties 2       529/55296   0.957%    0.985% or more  .
casualties 3        23/82944   0.028%    0.028% or more  .
casualties 4        1/331776  0.0003%   0.0003% or more  .
casualties: mean 1/6 (0.167), sd 0.400
bases removed 0  331775/331776 99.9997%  100.000% or more  ####################
bases removed 1     1/331776  0.0003%   0.0003% or more  .
bases removed: mean 1/331776 (0.000), sd 0.002
pins added 0     14641/20736  70.607%  100.000% or more  ##############
pins added 1      6095/20736  29.393%   29.393% or more  ######
pins added: mean 6095/20736 (0.294), sd 0.456
morale test         1/331776  0.0003%  .

# A cannon at point blank: 2D6 hits, each to wound.
$ bacw-shoot --unit artillery --range 8 --target-colonel --odds
a casualty 64.87% (15943/24576)
1 shot, to hit 3+ (3+)
no hits                  1/3  33.333%  #######
pinned              147/8192   1.794%  .
casualties         1367/4096  33.374%  #######
base lost         7741/24576  31.498%  ######
hits 0                   1/3  33.333%  100.000% or more  #######
hits 1                   2/3  66.667%   66.667% or more  #############
hits: mean 2/3 (0.667), sd 0.471
casualties 0      8633/24576  35.128%  100.000% or more  #######
casualties 1          35/512   6.836%   64.872% or more  #
casualties 2      1493/12288  12.150%   58.036% or more  ##
casualties 3        221/1536  14.388%   45.886% or more  ###
casualties 4      9605/73728  13.028%   31.498% or more  ###
casualties 5        215/2304   9.332%   18.471% or more  ##
casualties 6      2971/55296   5.373%    9.139% or more  #
casualties 7        173/6912   2.503%    3.766% or more  #
casualties 8     2063/221184   0.933%    1.263% or more  .
casualties 9        37/13824   0.268%    0.330% or more  .
casualties 10      61/110592   0.055%    0.063% or more  .
casualties 11        1/13824   0.007%    0.008% or more  .
casualties 12       1/221184  0.0005%   0.0005% or more  .
casualties: mean 7/3 (2.333), sd 2.205
bases removed 0  16835/24576  68.502%  100.000% or more  ##############
bases removed 1  66875/221184  30.235%   31.498% or more  ######
bases removed 2    931/73728   1.263%    1.263% or more  .
bases removed 3     1/221184  0.0005%   0.0005% or more  .
bases removed: mean 4529/13824 (0.328), sd 0.496
pins added 0             1/3  33.333%  100.000% or more  #######
pins added 1             2/3  66.667%   66.667% or more  #############
pins added: mean 2/3 (0.667), sd 0.471
colonel killed   30204612737412745031/255872592269367312384  11.805%  ##
morale test       7741/24576  31.498%  ######

# Nothing can hit: certain.
$ bacw-shoot --range 10 --pins 7 --odds
a casualty 0.00% (0)
10 shots, to hit 10+: cannot hit (3+, pins -7)
no hits                    1 100.000%  ####################
hits 0                     1 100.000%  100.000% or more  ####################
hits: mean 0 (0.000), sd 0.000
casualties 0               1 100.000%  100.000% or more  ####################
casualties: mean 0 (0.000), sd 0.000
bases removed 0            1 100.000%  100.000% or more  ####################
bases removed: mean 0 (0.000), sd 0.000
pins added 0               1 100.000%  100.000% or more  ####################
pins added: mean 0 (0.000), sd 0.000
morale test                0   0.000%

# A cannon at normal range on a gun (small, -1: 4+, 1/2), one base: any 4
# wounds destroy it.  Checked against the same python enumeration.
$ bacw-shoot --unit artillery --range 20 --target-type artillery --target-colonel --odds
a casualty 41.80% (107/256)
1 shot, to hit 4+ (3+, target-small -1)
no hits                  1/2  50.000%  ##########
pinned                21/256   8.203%  ##
casualties           283/768  36.849%  #######
destroyed             19/384   4.948%  #
hits 0                   1/2  50.000%  100.000% or more  ##########
hits 1                   1/2  50.000%   50.000% or more  ##########
hits: mean 1/2 (0.500), sd 0.500
casualties 0         149/256  58.203%  100.000% or more  ############
casualties 1            5/32  15.625%   41.797% or more  ###
casualties 2          33/256  12.891%   26.172% or more  ###
casualties 3            1/12   8.333%   13.281% or more  ##
casualties 4          29/768   3.776%    4.948% or more  #
casualties 5            1/96   1.042%    1.172% or more  .
casualties 6           1/768   0.130%    0.130% or more  .
casualties: mean 7/8 (0.875), sd 1.252
bases removed 0      365/384  95.052%  100.000% or more  ###################
bases removed 1       19/384   4.948%    4.948% or more  #
bases removed: mean 19/384 (0.049), sd 0.217
pins added 0             1/2  50.000%  100.000% or more  ##########
pins added 1             1/2  50.000%   50.000% or more  ##########
pins added: mean 1/2 (0.500), sd 0.500
colonel killed   1212609131/26121388032   4.642%  #
morale test                0   0.000%

# Marked casualties count: 2 marked, 2 bases; 2 wounds remove one, 6
# destroy the unit.  Checked against the same python enumeration.
$ bacw-shoot --range 10 --shots 6 --target-casualties 2 --target-bases 2 --odds
a casualty 91.22% (665/729)
6 shots, to hit 3+ (3+)
no hits                1/729   0.137%  .
pinned                  7/81   8.642%  ##
casualties            64/243  26.337%  #####
base lost            472/729  64.746%  #############
destroyed              1/729   0.137%  .
hits 0                 1/729   0.137%  100.000% or more  .
hits 1                 4/243   1.646%   99.863% or more  .
hits 2                20/243   8.230%   98.217% or more  ##
hits 3               160/729  21.948%   89.986% or more  ####
hits 4                80/243  32.922%   68.038% or more  #######
hits 5                64/243  26.337%   35.117% or more  #####
hits 6                64/729   8.779%    8.779% or more  ##
hits: mean 4 (4.000), sd 1.155
casualties 0          64/729   8.779%  100.000% or more  ##
casualties 1          64/243  26.337%   91.221% or more  #####
casualties 2          80/243  32.922%   64.883% or more  #######
casualties 3         160/729  21.948%   31.962% or more  ####
casualties 4          20/243   8.230%   10.014% or more  ##
casualties 5           4/243   1.646%    1.783% or more  .
casualties 6           1/729   0.137%    0.137% or more  .
casualties: mean 2 (2.000), sd 1.155
bases removed 0      256/729  35.117%  100.000% or more  #######
bases removed 1      472/729  64.746%   64.883% or more  #############
bases removed 2        1/729   0.137%    0.137% or more  .
bases removed: mean 158/243 (0.650), sd 0.480
pins added 0           1/729   0.137%  100.000% or more  .
pins added 1         728/729  99.863%   99.863% or more  ####################
pins added: mean 728/729 (0.999), sd 0.037
morale test          472/729  64.746%  #############
