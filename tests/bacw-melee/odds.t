# The spec's check values: regular infantry, 5 bases in line each, no
# pins, no commanders, not simultaneous.  Checked against an independent
# python fractions enumeration: the attacker's casualties binomial(10,
# 1/3), the defender's binomial(2 x bases left, 1/3) given them, each
# test P(2d6 <= target) with the pins and bases each branch leaves.
$ bacw-melee --odds
the charge succeeds 25.71% (5377691903/20920706406)
attacker: infantry, 5 bases
defender: infantry, 5 bases
defender_routed  5377691903/20920706406  25.705%  #####
attacker_routed  2080513552/10460353203  19.890%  ####
defender_fell_back 2235631420/31381059609   7.124%  #
attacker_fell_back 67129695955/753145430616   8.913%  ##
continues        166404550025/753145430616  22.095%  ####
draw             567417344/3486784401  16.273%  ###
defender casualties 0  1024/59049   1.734%  100.000% or more  .
defender casualties 1  5120/59049   8.671%   98.266% or more  ##
defender casualties 2   1280/6561  19.509%   89.595% or more  ####
defender casualties 3  5120/19683  26.012%   70.086% or more  #####
defender casualties 4  4480/19683  22.761%   44.074% or more  #####
defender casualties 5    896/6561  13.656%   21.313% or more  ###
defender casualties 6  1120/19683   5.690%    7.656% or more  #
defender casualties 7   320/19683   1.626%    1.966% or more  .
defender casualties 8     20/6561   0.305%    0.340% or more  .
defender casualties 9    20/59049   0.034%    0.036% or more  .
defender casualties 10     1/59049   0.002%    0.002% or more  .
defender casualties: mean 10/3 (3.333), sd 1.491
attacker casualties 0 31452352/1162261467   2.706%    2.706% or fewer  #
attacker casualties 1 136734272/1162261467  11.765%   14.471% or fewer  ##
attacker casualties 2 9886832/43046721  22.968%   37.438% or fewer  #####
attacker casualties 3 102927008/387420489  26.567%   64.006% or fewer  #####
attacker casualties 4 78347260/387420489  20.223%   84.228% or fewer  ####
attacker casualties 5 4575596/43046721  10.629%   94.858% or fewer  ##
attacker casualties 6 15223057/387420489   3.929%   98.787% or fewer  #
attacker casualties 7 3935744/387420489   1.016%   99.803% or fewer  .
attacker casualties 8 76256/43046721   0.177%   99.980% or fewer  .
attacker casualties 9 220160/1162261467   0.019%   99.999% or fewer  .
attacker casualties 10 11008/1162261467   0.001%  100.000% or fewer  .
attacker casualties: mean 59782/19683 (3.037), sd 1.462

$ bacw-melee --odds --json
{"tool":"bacw-melee","inputs":{"attacker_unit":"infantry","attacker_bases":null,"attacker_start_bases":null,"attacker_formation":"line","attacker_experience":"regular","attacker_morale":null,"attacker_pins":0,"attacker_casualties":0,"attacker_down":false,"attacker_cover":"none","attacker_colonel":false,"attacker_colonel_killed":false,"attacker_brigade_commander":false,"attacker_army_commander":false,"attacker_routing_friends":0,"defender_unit":"infantry","defender_bases":null,"defender_start_bases":null,"defender_formation":"line","defender_experience":"regular","defender_morale":null,"defender_pins":0,"defender_casualties":0,"defender_down":false,"defender_cover":"none","defender_colonel":false,"defender_colonel_killed":false,"defender_brigade_commander":false,"defender_army_commander":false,"defender_routing_friends":0,"flank":false,"rear":false,"obstacle":false,"countercharge":false},"answer":{"question":"the charge succeeds","p":0.2570511625485884,"fraction":"5377691903/20920706406"},"odds":[{"outcome":"defender_routed","p":0.2570511625485884,"fraction":"5377691903/20920706406"},{"outcome":"attacker_routed","p":0.19889515312000311,"fraction":"2080513552/10460353203"},{"outcome":"defender_fell_back","p":0.071241425492172578,"fraction":"2235631420/31381059609"},{"outcome":"attacker_fell_back","p":0.089132448032107708,"fraction":"67129695955/753145430616"},{"outcome":"continues","p":0.22094610583894428,"fraction":"166404550025/753145430616"},{"outcome":"draw","p":0.16273370496818396,"fraction":"567417344/3486784401"}],"casualties":{"defender":[{"value":0,"p":0.017341529915832612,"fraction":"1024/59049","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.086707649579163062,"fraction":"5120/59049","p_at_least":0.9826584700841674,"fraction_at_least":"58025/59049"},{"value":2,"p":0.1950922115531169,"fraction":"1280/6561","p_at_least":0.8959508205050043,"fraction_at_least":"17635/19683"},{"value":3,"p":0.2601229487374892,"fraction":"5120/19683","p_at_least":0.70085860895188745,"fraction_at_least":"13795/19683"},{"value":4,"p":0.22760758014530305,"fraction":"4480/19683","p_at_least":0.44073566021439819,"fraction_at_least":"8675/19683"},{"value":5,"p":0.13656454808718183,"fraction":"896/6561","p_at_least":0.21312808006909517,"fraction_at_least":"4195/19683"},{"value":6,"p":0.056901895036325763,"fraction":"1120/19683","p_at_least":0.076563531981913333,"fraction_at_least":"1507/19683"},{"value":7,"p":0.016257684296093075,"fraction":"320/19683","p_at_least":0.019661636945587563,"fraction_at_least":"43/2187"},{"value":8,"p":0.0030483158055174516,"fraction":"20/6561","p_at_least":0.0034039526494944877,"fraction_at_least":"67/19683"},{"value":9,"p":0.00033870175616860571,"fraction":"20/59049","p_at_least":0.00035563684397703604,"fraction_at_least":"7/19683"},{"value":10,"p":1.6935087808430286e-05,"fraction":"1/59049","p_at_least":1.6935087808430286e-05,"fraction_at_least":"1/59049"}],"attacker":[{"value":0,"p":0.027061339374163388,"fraction":"31452352/1162261467","p_at_least":0.027061339374163388,"fraction_at_least":"31452352/1162261467"},{"value":1,"p":0.11764501868321856,"fraction":"136734272/1162261467","p_at_least":0.14470635805738194,"fraction_at_least":"56062208/387420489"},{"value":2,"p":0.22967677375473036,"fraction":"9886832/43046721","p_at_least":0.3743831318121123,"fraction_at_least":"145043696/387420489"},{"value":3,"p":0.26567259843606256,"fraction":"102927008/387420489","p_at_least":0.64005573024817486,"fraction_at_least":"247970704/387420489"},{"value":4,"p":0.20222797251179969,"fraction":"78347260/387420489","p_at_least":0.84228370275997455,"fraction_at_least":"326317964/387420489"},{"value":5,"p":0.10629371747037364,"fraction":"4575596/43046721","p_at_least":0.94857742023034819,"fraction_at_least":"367498328/387420489"},{"value":6,"p":0.039293370981213126,"fraction":"15223057/387420489","p_at_least":0.98787079121156129,"fraction_at_least":"127573795/129140163"},{"value":7,"p":0.010158843199436466,"fraction":"3935744/387420489","p_at_least":0.99802963441099779,"fraction_at_least":"386657129/387420489"},{"value":8,"p":0.001771470584251934,"fraction":"76256/43046721","p_at_least":0.99980110499524977,"fraction_at_least":"387343433/387420489"},{"value":9,"p":0.00018942381404785916,"fraction":"220160/1162261467","p_at_least":0.99999052880929762,"fraction_at_least":"1162250459/1162261467"},{"value":10,"p":9.4711907023929585e-06,"fraction":"11008/1162261467","p_at_least":1,"fraction_at_least":"1"}]},"expected_casualties":{"defender":{"value":3.3333333333333335,"fraction":"10/3","sd":1.4907119849998598},"attacker":{"value":3.0372402580907383,"fraction":"59782/19683","sd":1.46204543318737}}}

# Charging cavalry on pinned infantry's flank; simultaneous across an
# obstacle; a defending colonel.
$ bacw-melee --attacker-unit cavalry --defender-pins 1 --flank --odds
the charge succeeds 47.47% (30820692977425535/64925062108545024)
attacker: cavalry, 3 bases
defender: infantry, 5 bases
defender_routed  30820692977425535/64925062108545024  47.471%  #########
attacker_routed  8835570756258757/97387593162817536   9.073%  ##
defender_fell_back 1787503860547825/36520347436056576   4.895%  #
attacker_fell_back 33740618697589625/389550372651270144   8.661%  ##
continues        189312578274810355/1168651117953810432  16.199%  ###
draw             27454944681059/200385994162176  13.701%  ###
defender casualties 0 40353607/5159780352   0.782%  100.000% or more  .
defender casualties 1 28824005/573308928   5.028%   99.218% or more  #
defender casualties 2 20588575/143327232  14.365%   94.190% or more  ###
defender casualties 3 102942875/429981696  23.941%   79.826% or more  #####
defender casualties 4 73530625/286654464  25.651%   55.884% or more  #####
defender casualties 5 52521875/286654464  18.322%   30.233% or more  ####
defender casualties 6 37515625/429981696   8.725%   11.911% or more  ##
defender casualties 7 3828125/143327232   2.671%    3.186% or more  #
defender casualties 8 2734375/573308928   0.477%    0.515% or more  .
defender casualties 9 1953125/5159780352   0.038%    0.038% or more  .
defender casualties: mean 15/4 (3.750), sd 1.479
attacker casualties 0 150644545253/1855425871872   8.119%    8.119% or fewer  ##
attacker casualties 1 215657568755/927712935936  23.246%   31.365% or fewer  #####
attacker casualties 2 1659851398795/5566277615616  29.820%   61.185% or fewer  ######
attacker casualties 3 1415618018795/6262062317568  22.606%   83.791% or fewer  #####
attacker casualties 4 2817475283855/25048249270272  11.248%   95.040% or fewer  ##
attacker casualties 5 1448801790313/37572373905408   3.856%   98.896% or fewer  #
attacker casualties 6 6280675431565/676302730297344   0.929%   99.824% or fewer  .
attacker casualties 7 29417329585/18786186952704   0.157%   99.981% or fewer  .
attacker casualties 8 80633468755/450868486864896   0.018%   99.999% or fewer  .
attacker casualties 9 2845341065/225434243432448   0.001%  100.000% or fewer  .
attacker casualties 10 569068213/1352605460594688   0.000%  100.000% or fewer  .
attacker casualties: mean 1430551985/644972544 (2.218), sd 1.314

$ bacw-melee --obstacle --defender-cover soft --odds
the charge succeeds 13.00% (4527691723/34828517376)
attacker: infantry, 5 bases
defender: infantry, 5 bases; simultaneous
defender_routed  4527691723/34828517376  13.000%  ###
attacker_routed  111353014381/371504185344  29.974%  ######
defender_fell_back 1470699791635/13374150672384  10.997%  ##
attacker_fell_back 32369965255/626913312768   5.163%  #
continues        9195935861795/40122452017152  22.920%  #####
draw             11112210781/61917364224  17.947%  ####
defender casualties 0 59049/1048576   5.631%  100.000% or more  #
defender casualties 1 98415/524288  18.771%   94.369% or more  ####
defender casualties 2 295245/1048576  28.157%   75.597% or more  ######
defender casualties 3 32805/131072  25.028%   47.441% or more  #####
defender casualties 4 76545/524288  14.600%   22.412% or more  ###
defender casualties 5 15309/262144   5.840%    7.813% or more  #
defender casualties 6 8505/524288   1.622%    1.973% or more  .
defender casualties 7  405/131072   0.309%    0.351% or more  .
defender casualties 8 405/1048576   0.039%    0.042% or more  .
defender casualties 9   15/524288   0.003%    0.003% or more  .
defender casualties 10   1/1048576   0.000%    0.000% or more  .
defender casualties: mean 5/2 (2.500), sd 1.369
attacker casualties 0  1024/59049   1.734%    1.734% or fewer  .
attacker casualties 1  5120/59049   8.671%   10.405% or fewer  ##
attacker casualties 2   1280/6561  19.509%   29.914% or fewer  ####
attacker casualties 3  5120/19683  26.012%   55.926% or fewer  #####
attacker casualties 4  4480/19683  22.761%   78.687% or fewer  #####
attacker casualties 5    896/6561  13.656%   92.344% or fewer  ###
attacker casualties 6  1120/19683   5.690%   98.034% or fewer  #
attacker casualties 7   320/19683   1.626%   99.660% or fewer  .
attacker casualties 8     20/6561   0.305%   99.964% or fewer  .
attacker casualties 9    20/59049   0.034%   99.998% or fewer  .
attacker casualties 10     1/59049   0.002%  100.000% or fewer  .
attacker casualties: mean 10/3 (3.333), sd 1.491

$ bacw-melee --attacker-bases 2 --defender-bases 2 --defender-colonel --odds
the charge succeeds 26.12% (79955789/306110016)
attacker: infantry, 2 bases
defender: infantry, 2 bases
defender_routed  79955789/306110016  26.120%  #####
attacker_routed    1940/6561  29.569%  ######
defender_fell_back 19844029/516560652   3.842%  #
attacker_fell_back 3589930637/49589822592   7.239%  #
continues        1967097433/49589822592   3.967%  #
draw                640/2187  29.264%  ######
defender casualties 0       16/81  19.753%  100.000% or more  ####
defender casualties 1       32/81  39.506%   80.247% or more  ########
defender casualties 2        8/27  29.630%   40.741% or more  ######
defender casualties 3        8/81   9.877%   11.111% or more  ##
defender casualties 4        1/81   1.235%    1.235% or more  .
defender casualties: mean 4/3 (1.333), sd 0.943
attacker casualties 0   1316/6561  20.058%   20.058% or fewer  ####
attacker casualties 1   2596/6561  39.567%   59.625% or fewer  ########
attacker casualties 2    643/2187  29.401%   89.026% or fewer  ######
attacker casualties 3    640/6561   9.755%   98.781% or fewer  ##
attacker casualties 4     80/6561   1.219%  100.000% or fewer  .
attacker casualties: mean 322/243 (1.325), sd 0.943
defender colonel killed 612575/8503056   7.204%  #

# A colonel on each side of the spec's charge: every wound 6 re-rolled,
# a 6 killing him.  Each blow is walked on its wounds and whether one
# killed, not on its hits and 6s: 21 thousand paths, where it was 27
# million and refused.  Checked against an independent python fractions
# model, die by die (per die: miss, wound, 6 re-rolled into a kill or
# not), with the colonel's +1 to each test unless he fell.
$ bacw-melee --attacker-colonel --defender-colonel --odds
the charge succeeds 19.86% (502339836577495489/2529990231179046912)
attacker: infantry, 5 bases
defender: infantry, 5 bases
defender_routed  502339836577495489/2529990231179046912  19.855%  ####
attacker_routed  178438703003854332329/1167135884069465164896  15.289%  ###
defender_fell_back 23499754876399663421639333/367563769698228525450367488   6.393%  #
attacker_fell_back 90858785573842386023709139099/1129155900512958030183528923136   8.047%  ##
continues        385523558054021077735265762021/1129155900512958030183528923136  34.143%  #######
draw             567417344/3486784401  16.273%  ###
defender casualties 0  1024/59049   1.734%  100.000% or more  .
defender casualties 1  5120/59049   8.671%   98.266% or more  ##
defender casualties 2   1280/6561  19.509%   89.595% or more  ####
defender casualties 3  5120/19683  26.012%   70.086% or more  #####
defender casualties 4  4480/19683  22.761%   44.074% or more  #####
defender casualties 5    896/6561  13.656%   21.313% or more  ###
defender casualties 6  1120/19683   5.690%    7.656% or more  #
defender casualties 7   320/19683   1.626%    1.966% or more  .
defender casualties 8     20/6561   0.305%    0.340% or more  .
defender casualties 9    20/59049   0.034%    0.036% or more  .
defender casualties 10     1/59049   0.002%    0.002% or more  .
defender casualties: mean 10/3 (3.333), sd 1.491
attacker casualties 0 31452352/1162261467   2.706%    2.706% or fewer  #
attacker casualties 1 136734272/1162261467  11.765%   14.471% or fewer  ##
attacker casualties 2 9886832/43046721  22.968%   37.438% or fewer  #####
attacker casualties 3 102927008/387420489  26.567%   64.006% or fewer  #####
attacker casualties 4 78347260/387420489  20.223%   84.228% or fewer  ####
attacker casualties 5 4575596/43046721  10.629%   94.858% or fewer  ##
attacker casualties 6 15223057/387420489   3.929%   98.787% or fewer  #
attacker casualties 7 3935744/387420489   1.016%   99.803% or fewer  .
attacker casualties 8 76256/43046721   0.177%   99.980% or fewer  .
attacker casualties 9 220160/1162261467   0.019%   99.999% or fewer  .
attacker casualties 10 11008/1162261467   0.001%  100.000% or fewer  .
attacker casualties: mean 59782/19683 (3.037), sd 1.462
defender colonel killed 35945048899407527/210832519264920576  17.049%  ###
attacker colonel killed 40578253420610364125/259363529793214481088  15.645%  ###

# The same in JSON: "casualties", "expected_casualties" and
# "p_colonel_killed" grouped by side.  The defender's colonel falls with
# 1 - (53/54)^10 = 35945048899407527/210832519264920576 (python
# fractions: the chargers' 10 dice each kill him with 1/54), as in
# bacw-shoot's check value.
$ bacw-melee --attacker-colonel --defender-colonel --odds --json
{"tool":"bacw-melee","inputs":{"attacker_unit":"infantry","attacker_bases":null,"attacker_start_bases":null,"attacker_formation":"line","attacker_experience":"regular","attacker_morale":null,"attacker_pins":0,"attacker_casualties":0,"attacker_down":false,"attacker_cover":"none","attacker_colonel":true,"attacker_colonel_killed":false,"attacker_brigade_commander":false,"attacker_army_commander":false,"attacker_routing_friends":0,"defender_unit":"infantry","defender_bases":null,"defender_start_bases":null,"defender_formation":"line","defender_experience":"regular","defender_morale":null,"defender_pins":0,"defender_casualties":0,"defender_down":false,"defender_cover":"none","defender_colonel":true,"defender_colonel_killed":false,"defender_brigade_commander":false,"defender_army_commander":false,"defender_routing_friends":0,"flank":false,"rear":false,"obstacle":false,"countercharge":false},"answer":{"question":"the charge succeeds","p":0.19855406174568149,"fraction":"502339836577495489/2529990231179046912"},"odds":[{"outcome":"defender_routed","p":0.19855406174568149,"fraction":"502339836577495489/2529990231179046912"},{"outcome":"attacker_routed","p":0.15288597106764484,"fraction":"178438703003854332329/1167135884069465164896"},{"outcome":"defender_fell_back","p":0.063933817241272353,"fraction":"23499754876399663421639333/367563769698228525450367488"},{"outcome":"attacker_fell_back","p":0.080466112369927525,"fraction":"90858785573842386023709139099/1129155900512958030183528923136"},{"outcome":"continues","p":0.34142633260728983,"fraction":"385523558054021077735265762021/1129155900512958030183528923136"},{"outcome":"draw","p":0.16273370496818396,"fraction":"567417344/3486784401"}],"casualties":{"defender":[{"value":0,"p":0.017341529915832612,"fraction":"1024/59049","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.086707649579163062,"fraction":"5120/59049","p_at_least":0.9826584700841674,"fraction_at_least":"58025/59049"},{"value":2,"p":0.1950922115531169,"fraction":"1280/6561","p_at_least":0.8959508205050043,"fraction_at_least":"17635/19683"},{"value":3,"p":0.2601229487374892,"fraction":"5120/19683","p_at_least":0.70085860895188745,"fraction_at_least":"13795/19683"},{"value":4,"p":0.22760758014530305,"fraction":"4480/19683","p_at_least":0.44073566021439819,"fraction_at_least":"8675/19683"},{"value":5,"p":0.13656454808718183,"fraction":"896/6561","p_at_least":0.21312808006909517,"fraction_at_least":"4195/19683"},{"value":6,"p":0.056901895036325763,"fraction":"1120/19683","p_at_least":0.076563531981913333,"fraction_at_least":"1507/19683"},{"value":7,"p":0.016257684296093075,"fraction":"320/19683","p_at_least":0.019661636945587563,"fraction_at_least":"43/2187"},{"value":8,"p":0.0030483158055174516,"fraction":"20/6561","p_at_least":0.0034039526494944877,"fraction_at_least":"67/19683"},{"value":9,"p":0.00033870175616860571,"fraction":"20/59049","p_at_least":0.00035563684397703604,"fraction_at_least":"7/19683"},{"value":10,"p":1.6935087808430286e-05,"fraction":"1/59049","p_at_least":1.6935087808430286e-05,"fraction_at_least":"1/59049"}],"attacker":[{"value":0,"p":0.027061339374163388,"fraction":"31452352/1162261467","p_at_least":0.027061339374163388,"fraction_at_least":"31452352/1162261467"},{"value":1,"p":0.11764501868321856,"fraction":"136734272/1162261467","p_at_least":0.14470635805738194,"fraction_at_least":"56062208/387420489"},{"value":2,"p":0.22967677375473036,"fraction":"9886832/43046721","p_at_least":0.3743831318121123,"fraction_at_least":"145043696/387420489"},{"value":3,"p":0.26567259843606256,"fraction":"102927008/387420489","p_at_least":0.64005573024817486,"fraction_at_least":"247970704/387420489"},{"value":4,"p":0.20222797251179969,"fraction":"78347260/387420489","p_at_least":0.84228370275997455,"fraction_at_least":"326317964/387420489"},{"value":5,"p":0.10629371747037364,"fraction":"4575596/43046721","p_at_least":0.94857742023034819,"fraction_at_least":"367498328/387420489"},{"value":6,"p":0.039293370981213126,"fraction":"15223057/387420489","p_at_least":0.98787079121156129,"fraction_at_least":"127573795/129140163"},{"value":7,"p":0.010158843199436466,"fraction":"3935744/387420489","p_at_least":0.99802963441099779,"fraction_at_least":"386657129/387420489"},{"value":8,"p":0.001771470584251934,"fraction":"76256/43046721","p_at_least":0.99980110499524977,"fraction_at_least":"387343433/387420489"},{"value":9,"p":0.00018942381404785916,"fraction":"220160/1162261467","p_at_least":0.99999052880929762,"fraction_at_least":"1162250459/1162261467"},{"value":10,"p":9.4711907023929585e-06,"fraction":"11008/1162261467","p_at_least":1,"fraction_at_least":"1"}]},"p_colonel_killed":{"defender":{"p":0.1704910088098931,"fraction":"35945048899407527/210832519264920576"},"attacker":{"p":0.15645319699713611,"fraction":"40578253420610364125/259363529793214481088"}},"expected_casualties":{"defender":{"value":3.3333333333333335,"fraction":"10/3","sd":1.4907119849998598},"attacker":{"value":3.0372402580907383,"fraction":"59782/19683","sd":1.46204543318737}}}

# Skirmishers evade: certain.
$ bacw-melee --defender-unit skirmishers --odds
the charge succeeds 0.00% (0)
attacker: infantry, 5 bases
defender: skirmishers, 2 bases
skirmishers_evade           1 100.000%  ####################

# Both destroyed: one base each with 3 marked, at once across an
# obstacle.  By hand: each die wounds with 2/3 x 1/2 = 1/3, so a side
# loses its base with 1 - (2/3)^2 = 5/9, the two independent: both
# 25/81, one 20/81 each, neither (a draw, 0 each) 16/81.
$ bacw-melee --obstacle --attacker-bases 1 --attacker-casualties 3 --defender-bases 1 --defender-casualties 3 --odds
the charge succeeds 55.56% (5/9)
attacker: infantry, 1 base
defender: infantry, 1 base; simultaneous
draw                   16/81  19.753%  ####
defender_destroyed       20/81  24.691%  #####
attacker_destroyed       20/81  24.691%  #####
both_destroyed         25/81  30.864%  ######
defender casualties 0         4/9  44.444%  100.000% or more  #########
defender casualties 1         4/9  44.444%   55.556% or more  #########
defender casualties 2         1/9  11.111%   11.111% or more  ##
defender casualties: mean 2/3 (0.667), sd 0.667
attacker casualties 0         4/9  44.444%   44.444% or fewer  #########
attacker casualties 1         4/9  44.444%   88.889% or fewer  #########
attacker casualties 2         1/9  11.111%  100.000% or fewer  ##
attacker casualties: mean 2/3 (0.667), sd 0.667
