# The spec's charge: regular infantry, 5 bases in line each, no pins, no
# commanders, not simultaneous; both hit on 2+ with the shooting table's
# +1 at 6" or less (sheet line 131: "the same as for shooting").  Every
# figure of every odds case here (and in examples.t, batch.t) checked by
# python fractions, an independent model written from the sheet: the
# attacker's casualties binomial(10, 5/6 x 1/2 = 5/12), the defender's
# binomial(2 x bases left, 5/12) given them, each test P(2d6 <= target)
# with the pins and bases each branch leaves.
$ bacw-melee --odds
the charge succeeds 30.53% (14047358730397344230125/46005119909369701466112)
attacker: infantry, 5 bases
defender: infantry, 5 bases
defender routed  14047358730397344230125/46005119909369701466112  30.534%  ######
attacker routed  8424209254206406730125/46005119909369701466112  18.311%  ####
defender falls back 12816522461178668600375/207023039592163656597504   6.191%  #
attacker falls back 5237714950383263732125/51755759898040914149376  10.120%  ##
melee continues  3432040616587650311725/17251919966013638049792  19.894%  ####
draw             286565870367437500063/1916879996223737561088  14.950%  ###
defender casualties 0 282475249/61917364224   0.456%  100.000% or more  .
defender casualties 1 1008840175/30958682112   3.259%   99.544% or more  #
defender casualties 2 720600125/6879707136  10.474%   96.285% or more  ##
defender casualties 3 514714375/2579890176  19.951%   85.811% or more  ####
defender casualties 4 2573571875/10319560704  24.939%   65.860% or more  #####
defender casualties 5 367653125/1719926784  21.376%   40.921% or more  ####
defender casualties 6 1313046875/10319560704  12.724%   19.545% or more  ###
defender casualties 7 133984375/2579890176   5.193%    6.821% or more  #
defender casualties 8 95703125/6879707136   1.391%    1.628% or more  .
defender casualties 9 68359375/30958682112   0.221%    0.237% or more  .
defender casualties 10 9765625/61917364224   0.016%    0.016% or more  .
defender casualties: mean 25/6 (4.167), sd 1.559
attacker casualties 0 1151244944376278591/106493333123540975616   1.081%    1.081% or fewer  .
attacker casualties 1 3358964349627137825/53246666561770487808   6.308%    7.389% or fewer  #
attacker casualties 2 5810669170761009625/35497777707846991872  16.369%   23.758% or fewer  ###
attacker casualties 3 1102807393363335625/4437222213480873984  24.854%   48.612% or fewer  #####
attacker casualties 4 5954361863603125/24346898290704384  24.456%   73.068% or fewer  #####
attacker casualties 5 1449740121439290625/8874444426961747968  16.336%   89.404% or fewer  ###
attacker casualties 6 446968800372734375/5916296284641165312   7.555%   96.959% or fewer  ##
attacker casualties 7 107673348647265625/4437222213480873984   2.427%   99.386% or fewer  .
attacker casualties 8 189300635494140625/35497777707846991872   0.533%   99.919% or fewer  .
attacker casualties 9 40139678837890625/53246666561770487808   0.075%   99.995% or fewer  .
attacker casualties 10 5734239833984375/106493333123540975616   0.005%  100.000% or fewer  .
attacker casualties: mean 55791738775/15479341056 (3.604), sd 1.509

$ bacw-melee --odds --json
{"tool":"bacw-melee","inputs":{"attacker_type":"infantry","attacker_bases":null,"attacker_start_bases":null,"attacker_formation":"line","attacker_quality":"regular","attacker_morale":null,"attacker_pins":0,"attacker_casualties":0,"attacker_down":false,"attacker_cover":"none","attacker_colonel":false,"attacker_colonel_killed":false,"attacker_brigade_commander":false,"attacker_army_commander":false,"attacker_routing_friends":0,"defender_type":"infantry","defender_bases":null,"defender_start_bases":null,"defender_formation":"line","defender_quality":"regular","defender_morale":null,"defender_pins":0,"defender_casualties":0,"defender_down":false,"defender_cover":"none","defender_colonel":false,"defender_colonel_killed":false,"defender_brigade_commander":false,"defender_army_commander":false,"defender_routing_friends":0,"flank":false,"rear":false,"obstacle":false,"countercharge":false},"answer":{"question":"the charge succeeds","p":0.30534337826030461,"fraction":"14047358730397344230125/46005119909369701466112"},"odds":[{"outcome":"defender_routed","p":0.30534337826030461,"fraction":"14047358730397344230125/46005119909369701466112"},{"outcome":"attacker_routed","p":0.183114602696442,"fraction":"8424209254206406730125/46005119909369701466112"},{"outcome":"defender_fell_back","p":0.061908676862378588,"fraction":"12816522461178668600375/207023039592163656597504"},{"outcome":"attacker_fell_back","p":0.10120061922965842,"fraction":"5237714950383263732125/51755759898040914149376"},{"outcome":"continues","p":0.19893673419241373,"fraction":"3432040616587650311725/17251919966013638049792"},{"outcome":"draw","p":0.14949598875880263,"fraction":"286565870367437500063/1916879996223737561088"}],"casualties":{"defender":[{"value":0,"p":0.0045621329741699313,"fraction":"282475249/61917364224","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.032586664101213796,"fraction":"1008840175/30958682112","p_at_least":0.99543786702583004,"fraction_at_least":"61634888975/61917364224"},{"value":2,"p":0.10474284889675863,"fraction":"720600125/6879707136","p_at_least":0.96285120292461623,"fraction_at_least":"19872402875/20639121408"},{"value":3,"p":0.19951018837477832,"fraction":"514714375/2579890176","p_at_least":0.85810835402785768,"fraction_at_least":"4427650625/5159780352"},{"value":4,"p":0.2493877354684729,"fraction":"2573571875/10319560704","p_at_least":0.65859816565307938,"fraction_at_least":"1132740625/1719926784"},{"value":5,"p":0.21376091611583392,"fraction":"367653125/1719926784","p_at_least":0.40921043018460646,"fraction_at_least":"4222871875/10319560704"},{"value":6,"p":0.12723864054513923,"fraction":"1313046875/10319560704","p_at_least":0.19544951406877251,"fraction_at_least":"2016953125/10319560704"},{"value":7,"p":0.051934138998016015,"fraction":"133984375/2579890176","p_at_least":0.068210873523633281,"fraction_at_least":"351953125/5159780352"},{"value":8,"p":0.013910930088754289,"fraction":"95703125/6879707136","p_at_least":0.016276734525617263,"fraction_at_least":"83984375/5159780352"},{"value":9,"p":0.0022080841410721096,"fraction":"68359375/30958682112","p_at_least":0.0023658044368629746,"fraction_at_least":"48828125/20639121408"},{"value":10,"p":0.00015772029579086497,"fraction":"9765625/61917364224","p_at_least":0.00015772029579086497,"fraction_at_least":"9765625/61917364224"}],"attacker":[{"value":0,"p":0.010810488418469729,"fraction":"1151244944376278591/106493333123540975616","p_at_least":1,"fraction_at_least":"1","p_at_most":0.010810488418469729,"fraction_at_most":"1151244944376278591/106493333123540975616"},{"value":1,"p":0.063083091703599214,"fraction":"3358964349627137825/53246666561770487808","p_at_least":0.98918951158153023,"fraction_at_least":"105342088179164697025/106493333123540975616","p_at_most":0.073893580122068953,"fraction_at_most":"2623057881210184747/35497777707846991872"},{"value":2,"p":0.16369106873629802,"fraction":"5810669170761009625/35497777707846991872","p_at_least":0.92610641987793108,"fraction_at_least":"32874719826636807125/35497777707846991872","p_at_most":0.23758464885836697,"fraction_at_most":"2108431762992798593/8874444426961747968"},{"value":3,"p":0.24853553423870894,"fraction":"1102807393363335625/4437222213480873984","p_at_least":0.76241535114163306,"fraction_at_least":"6766012663968949375/8874444426961747968","p_at_most":0.48612018309707589,"fraction_at_most":"4314046549719469843/8874444426961747968"},{"value":4,"p":0.24456346728472156,"fraction":"5954361863603125/24346898290704384","p_at_least":0.51387981690292406,"fraction_at_least":"4560397877242278125/8874444426961747968","p_at_most":0.7306836503817975,"fraction_at_most":"12968822898005617811/17748888853923495936"},{"value":5,"p":0.16336122597542968,"fraction":"1449740121439290625/8874444426961747968","p_at_least":0.2693163496182025,"fraction_at_least":"4780065955917878125/17748888853923495936","p_at_most":0.89404487635722718,"fraction_at_most":"15868303140884199061/17748888853923495936"},{"value":6,"p":0.075548751933380204,"fraction":"446968800372734375/5916296284641165312","p_at_least":0.10595512364277285,"fraction_at_least":"1880585713039296875/17748888853923495936","p_at_most":0.96959362829060736,"fraction_at_most":"8604604771001201093/8874444426961747968"},{"value":7,"p":0.024265935638774098,"fraction":"107673348647265625/4437222213480873984","p_at_least":0.03040637170939264,"fraction_at_least":"269839655960546875/8874444426961747968","p_at_most":0.99385956392938146,"fraction_at_most":"8819951468295732343/8874444426961747968"},{"value":8,"p":0.0053327460961674397,"fraction":"189300635494140625/35497777707846991872","p_at_least":0.0061404360706185431,"fraction_at_least":"54492958666015625/8874444426961747968","p_at_most":0.99919231002554887,"fraction_at_most":"35469106508677069997/35497777707846991872"},{"value":9,"p":0.00075384397615436288,"fraction":"40139678837890625/53246666561770487808","p_at_least":0.00080768997445110314,"fraction_at_least":"28671199169921875/35497777707846991872","p_at_most":0.99994615400170328,"fraction_at_most":"106487598883706991241/106493333123540975616"},{"value":10,"p":5.3845998296740206e-05,"fraction":"5734239833984375/106493333123540975616","p_at_least":5.3845998296740206e-05,"fraction_at_least":"5734239833984375/106493333123540975616","p_at_most":1,"fraction_at_most":"1"}]},"expected_casualties":{"defender":{"value":4.166666666666667,"fraction":"25/6","sd":1.5590239111558089},"attacker":{"value":3.6042709165177529,"fraction":"55791738775/15479341056","sd":1.5091295799358146}}}

# Charging cavalry on pinned infantry's flank; simultaneous across an
# obstacle; a defending colonel.
$ bacw-melee --attacker-type cavalry --defender-pins 1 --flank --odds
the charge succeeds 39.43% (6674888672135/16926659444736)
attacker: cavalry, 3 bases
defender: infantry, 5 bases
defender routed  6674888672135/16926659444736  39.434%  ########
attacker routed  7916906355785/50779978334208  15.591%  ###
defender falls back 279198511135075/3656158440062976   7.636%  ##
attacker falls back 391231199615375/5484237660094464   7.134%  #
melee continues  1638702415593065/10968475320188928  14.940%  ###
draw             726708046687/4760622968832  15.265%  ###
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
attacker casualties 0 35355487033/1190155742208   2.971%    2.971% or fewer  #
attacker casualties 1 149989148915/1190155742208  12.602%   15.573% or fewer  ###
attacker casualties 2 126416401415/528958107648  23.899%   39.472% or fewer  #####
attacker casualties 3 211939088455/793437161472  26.712%   66.184% or fewer  #####
attacker casualties 4 1240004301685/6347497291776  19.535%   85.719% or fewer  ####
attacker casualties 5 207645036587/2115832430592   9.814%   95.533% or fewer  ##
attacker casualties 6 877519075435/25389989167104   3.456%   98.989% or fewer  #
attacker casualties 7 6762036505/793437161472   0.852%   99.841% or fewer  .
attacker casualties 8 6047800255/4231664861184   0.143%   99.984% or fewer  .
attacker casualties 9 2845341065/19042491875328   0.015%   99.999% or fewer  .
attacker casualties 10 569068213/76169967501312   0.001%  100.000% or fewer  .
attacker casualties: mean 1430551985/483729408 (2.957), sd 1.444

$ bacw-melee --obstacle --defender-cover soft --odds
the charge succeeds 14.89% (9800527566662735/65810851921133568)
attacker: infantry, 5 bases
defender: infantry, 5 bases; simultaneous
defender routed  9800527566662735/65810851921133568  14.892%  ###
attacker routed  656219175444625/2056589122535424  31.908%  ######
defender falls back 4040246098731125/37018604205637632  10.914%  ##
attacker falls back 127793079118765025/2369190669160808448   5.394%  #
melee continues  472890248571039515/2369190669160808448  19.960%  ####
draw             619055723210101/3656158440062976  16.932%  ###
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
attacker casualties 0 282475249/61917364224   0.456%    0.456% or fewer  .
attacker casualties 1 1008840175/30958682112   3.259%    3.715% or fewer  #
attacker casualties 2 720600125/6879707136  10.474%   14.189% or fewer  ##
attacker casualties 3 514714375/2579890176  19.951%   34.140% or fewer  ####
attacker casualties 4 2573571875/10319560704  24.939%   59.079% or fewer  #####
attacker casualties 5 367653125/1719926784  21.376%   80.455% or fewer  ####
attacker casualties 6 1313046875/10319560704  12.724%   93.179% or fewer  ###
attacker casualties 7 133984375/2579890176   5.193%   98.372% or fewer  #
attacker casualties 8 95703125/6879707136   1.391%   99.763% or fewer  .
attacker casualties 9 68359375/30958682112   0.221%   99.984% or fewer  .
attacker casualties 10 9765625/61917364224   0.016%  100.000% or fewer  .
attacker casualties: mean 25/6 (4.167), sd 1.559

$ bacw-melee --attacker-bases 2 --defender-bases 2 --defender-colonel --odds
the charge succeeds 26.98% (253697151305/940369969152)
attacker: infantry, 2 bases
defender: infantry, 2 bases
defender routed  253697151305/940369969152  26.978%  #####
attacker routed  521680075/1719926784  30.332%  ######
defender falls back 5374882676905/135413275557888   3.969%  #
attacker falls back 7486214016895/101559956668416   7.371%  #
melee continues  14833559702525/406239826673664   3.651%  #
draw             13232989/47775744  27.698%  ######
defender casualties 0  2401/20736  11.579%  100.000% or more  ##
defender casualties 1   1715/5184  33.083%   88.421% or more  #######
defender casualties 2   1225/3456  35.446%   55.339% or more  #######
defender casualties 3    875/5184  16.879%   19.893% or more  ###
defender casualties 4   625/20736   3.014%    3.014% or more  #
defender casualties: mean 5/3 (1.667), sd 0.986
attacker casualties 0 52696511/429981696  12.256%   12.256% or fewer  ##
attacker casualties 1 36065365/107495424  33.551%   45.806% or fewer  #######
attacker casualties 2 25010975/71663616  34.901%   80.707% or fewer  #######
attacker casualties 3 17597125/107495424  16.370%   97.077% or fewer  ###
attacker casualties 4 12569375/429981696   2.923%  100.000% or fewer  #
attacker casualties: mean 204235/124416 (1.642), sd 0.989
defender colonel killed 194662895/2176782336   8.943%  ##

# A colonel on each side of the spec's charge: every wound 6 re-rolled,
# a 6 killing him.  Each blow is walked on its wounds and whether one
# killed, not on its hits and 6s: 21 thousand paths, where it was 27
# million and refused; each test on its pass and fail, not its 11
# totals, since.  Checked against an independent python fractions
# model, die by die (per die: miss, wound, 6 re-rolled into a kill or
# not), with the colonel's +1 to each test unless he fell: now
# tests/bacw-melee/odds-check.py 5 5 colonels.
$ bacw-melee --attacker-colonel --defender-colonel --odds
the charge succeeds 24.05% (290345627486091271151663375/1207358366901498445276643328)
attacker: infantry, 5 bases
defender: infantry, 5 bases
defender routed  290345627486091271151663375/1207358366901498445276643328  24.048%  #####
attacker routed  1963653542252816488268126359860125/13688314407775983685466978280013824  14.345%  ###
defender falls back 2986026797097468991438041823498007704975/51730001757744899881160934429218322776064   5.772%  #
attacker falls back 460072199167520830943987078131496204275/4849687664788584363858837602739217760256   9.487%  ##
melee continues  48726486141634094990026930277566362989875/155190005273234699643482803287654968328192  31.398%  ######
draw             286565870367437500063/1916879996223737561088  14.950%  ###
defender casualties 0 282475249/61917364224   0.456%  100.000% or more  .
defender casualties 1 1008840175/30958682112   3.259%   99.544% or more  #
defender casualties 2 720600125/6879707136  10.474%   96.285% or more  ##
defender casualties 3 514714375/2579890176  19.951%   85.811% or more  ####
defender casualties 4 2573571875/10319560704  24.939%   65.860% or more  #####
defender casualties 5 367653125/1719926784  21.376%   40.921% or more  ####
defender casualties 6 1313046875/10319560704  12.724%   19.545% or more  ###
defender casualties 7 133984375/2579890176   5.193%    6.821% or more  #
defender casualties 8 95703125/6879707136   1.391%    1.628% or more  .
defender casualties 9 68359375/30958682112   0.221%    0.237% or more  .
defender casualties 10 9765625/61917364224   0.016%    0.016% or more  .
defender casualties: mean 25/6 (4.167), sd 1.559
attacker casualties 0 1151244944376278591/106493333123540975616   1.081%    1.081% or fewer  .
attacker casualties 1 3358964349627137825/53246666561770487808   6.308%    7.389% or fewer  #
attacker casualties 2 5810669170761009625/35497777707846991872  16.369%   23.758% or fewer  ###
attacker casualties 3 1102807393363335625/4437222213480873984  24.854%   48.612% or fewer  #####
attacker casualties 4 5954361863603125/24346898290704384  24.456%   73.068% or fewer  #####
attacker casualties 5 1449740121439290625/8874444426961747968  16.336%   89.404% or fewer  ###
attacker casualties 6 446968800372734375/5916296284641165312   7.555%   96.959% or fewer  ##
attacker casualties 7 107673348647265625/4437222213480873984   2.427%   99.386% or fewer  .
attacker casualties 8 189300635494140625/35497777707846991872   0.533%   99.919% or fewer  .
attacker casualties 9 40139678837890625/53246666561770487808   0.075%   99.995% or fewer  .
attacker casualties 10 5734239833984375/106493333123540975616   0.005%  100.000% or fewer  .
attacker casualties: mean 55791738775/15479341056 (3.604), sd 1.509
defender colonel killed 46159927185325379293175/221073919720733357899776  20.880%  ####
attacker colonel killed 69644205855610156136393927164825/380230955771555102374082730000384  18.316%  ####

# Both colonels, 4 bases against 1, where the chargers may destroy the
# defenders and the defenders strike with what is left: the figures,
# the same as the path walk of every morale total gave (the binary at
# 938e46f), checked by tests/bacw-melee/odds-check.py 4 1 colonels
# (python fractions, each blow a distribution die by die).
$ bacw-melee --attacker-bases 4 --defender-bases 1 --attacker-colonel --defender-colonel --odds
the charge succeeds 83.16% (16683120976645/20061226008576)
attacker: infantry, 4 bases
defender: infantry, 1 base
defender routed  7759140376645/20061226008576  38.677%  ########
attacker routed  1151803122085/120367356051456   0.957%  .
defender falls back 64695219806455/6499837226778624   0.995%  .
attacker falls back 27502512798679625/1052973630738137088   2.612%  #
melee continues  50219157252422725/1052973630738137088   4.769%  #
draw             172120487/2293235712   7.506%  ##
defender destroyed 191271875/429981696  44.484%  #########
defender casualties 0 5764801/429981696   1.341%  100.000% or more  .
defender casualties 1 4117715/53747712   7.661%   98.659% or more  ##
defender casualties 2 20588575/107495424  19.153%   90.998% or more  ####
defender casualties 3 14706125/53747712  27.361%   71.845% or more  #####
defender casualties 4 52521875/214990848  24.430%   44.484% or more  #####
defender casualties 5 7503125/53747712  13.960%   20.054% or more  ###
defender casualties 6 5359375/107495424   4.986%    6.094% or more  #
defender casualties 7 546875/53747712   1.017%    1.108% or more  .
defender casualties 8 390625/429981696   0.091%    0.091% or more  .
defender casualties: mean 10/3 (3.333), sd 1.394
attacker casualties 0 39239931229/61917364224  63.375%   63.375% or fewer  #############
attacker casualties 1 8354843735/30958682112  26.987%   90.362% or fewer  #####
attacker casualties 2 5967745525/61917364224   9.638%  100.000% or fewer  ##
attacker casualties: mean 1193549105/2579890176 (0.463), sd 0.664
defender colonel killed 809583859931464415/4738381338321616896  17.086%  ###
attacker colonel killed 509645467835/20061226008576   2.540%  #

# The same in JSON: "casualties", "expected_casualties" and
# "p_colonel_killed" grouped by side.  The defender's colonel falls with
# 1 - (211/216)^10 = 46159927185325379293175/221073919720733357899776
# (checked by python fractions: the chargers' 10 dice each kill him with
# 5/6 x 1/6 x 1/6 = 5/216, hitting on 2+ at close range).
$ bacw-melee --attacker-colonel --defender-colonel --odds --json
{"tool":"bacw-melee","inputs":{"attacker_type":"infantry","attacker_bases":null,"attacker_start_bases":null,"attacker_formation":"line","attacker_quality":"regular","attacker_morale":null,"attacker_pins":0,"attacker_casualties":0,"attacker_down":false,"attacker_cover":"none","attacker_colonel":true,"attacker_colonel_killed":false,"attacker_brigade_commander":false,"attacker_army_commander":false,"attacker_routing_friends":0,"defender_type":"infantry","defender_bases":null,"defender_start_bases":null,"defender_formation":"line","defender_quality":"regular","defender_morale":null,"defender_pins":0,"defender_casualties":0,"defender_down":false,"defender_cover":"none","defender_colonel":true,"defender_colonel_killed":false,"defender_brigade_commander":false,"defender_army_commander":false,"defender_routing_friends":0,"flank":false,"rear":false,"obstacle":false,"countercharge":false},"answer":{"question":"the charge succeeds","p":0.24048007240072319,"fraction":"290345627486091271151663375/1207358366901498445276643328"},"odds":[{"outcome":"defender_routed","p":0.24048007240072319,"fraction":"290345627486091271151663375/1207358366901498445276643328"},{"outcome":"attacker_routed","p":0.1434547369205163,"fraction":"1963653542252816488268126359860125/13688314407775983685466978280013824"},{"outcome":"defender_fell_back","p":0.057723307474088915,"fraction":"2986026797097468991438041823498007704975/51730001757744899881160934429218322776064"},{"outcome":"attacker_fell_back","p":0.094866356550732028,"fraction":"460072199167520830943987078131496204275/4849687664788584363858837602739217760256"},{"outcome":"continues","p":0.31397953789513694,"fraction":"48726486141634094990026930277566362989875/155190005273234699643482803287654968328192"},{"outcome":"draw","p":0.14949598875880263,"fraction":"286565870367437500063/1916879996223737561088"}],"casualties":{"defender":[{"value":0,"p":0.0045621329741699313,"fraction":"282475249/61917364224","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.032586664101213796,"fraction":"1008840175/30958682112","p_at_least":0.99543786702583004,"fraction_at_least":"61634888975/61917364224"},{"value":2,"p":0.10474284889675863,"fraction":"720600125/6879707136","p_at_least":0.96285120292461623,"fraction_at_least":"19872402875/20639121408"},{"value":3,"p":0.19951018837477832,"fraction":"514714375/2579890176","p_at_least":0.85810835402785768,"fraction_at_least":"4427650625/5159780352"},{"value":4,"p":0.2493877354684729,"fraction":"2573571875/10319560704","p_at_least":0.65859816565307938,"fraction_at_least":"1132740625/1719926784"},{"value":5,"p":0.21376091611583392,"fraction":"367653125/1719926784","p_at_least":0.40921043018460646,"fraction_at_least":"4222871875/10319560704"},{"value":6,"p":0.12723864054513923,"fraction":"1313046875/10319560704","p_at_least":0.19544951406877251,"fraction_at_least":"2016953125/10319560704"},{"value":7,"p":0.051934138998016015,"fraction":"133984375/2579890176","p_at_least":0.068210873523633281,"fraction_at_least":"351953125/5159780352"},{"value":8,"p":0.013910930088754289,"fraction":"95703125/6879707136","p_at_least":0.016276734525617263,"fraction_at_least":"83984375/5159780352"},{"value":9,"p":0.0022080841410721096,"fraction":"68359375/30958682112","p_at_least":0.0023658044368629746,"fraction_at_least":"48828125/20639121408"},{"value":10,"p":0.00015772029579086497,"fraction":"9765625/61917364224","p_at_least":0.00015772029579086497,"fraction_at_least":"9765625/61917364224"}],"attacker":[{"value":0,"p":0.010810488418469729,"fraction":"1151244944376278591/106493333123540975616","p_at_least":1,"fraction_at_least":"1","p_at_most":0.010810488418469729,"fraction_at_most":"1151244944376278591/106493333123540975616"},{"value":1,"p":0.063083091703599214,"fraction":"3358964349627137825/53246666561770487808","p_at_least":0.98918951158153023,"fraction_at_least":"105342088179164697025/106493333123540975616","p_at_most":0.073893580122068953,"fraction_at_most":"2623057881210184747/35497777707846991872"},{"value":2,"p":0.16369106873629802,"fraction":"5810669170761009625/35497777707846991872","p_at_least":0.92610641987793108,"fraction_at_least":"32874719826636807125/35497777707846991872","p_at_most":0.23758464885836697,"fraction_at_most":"2108431762992798593/8874444426961747968"},{"value":3,"p":0.24853553423870894,"fraction":"1102807393363335625/4437222213480873984","p_at_least":0.76241535114163306,"fraction_at_least":"6766012663968949375/8874444426961747968","p_at_most":0.48612018309707589,"fraction_at_most":"4314046549719469843/8874444426961747968"},{"value":4,"p":0.24456346728472156,"fraction":"5954361863603125/24346898290704384","p_at_least":0.51387981690292406,"fraction_at_least":"4560397877242278125/8874444426961747968","p_at_most":0.7306836503817975,"fraction_at_most":"12968822898005617811/17748888853923495936"},{"value":5,"p":0.16336122597542968,"fraction":"1449740121439290625/8874444426961747968","p_at_least":0.2693163496182025,"fraction_at_least":"4780065955917878125/17748888853923495936","p_at_most":0.89404487635722718,"fraction_at_most":"15868303140884199061/17748888853923495936"},{"value":6,"p":0.075548751933380204,"fraction":"446968800372734375/5916296284641165312","p_at_least":0.10595512364277285,"fraction_at_least":"1880585713039296875/17748888853923495936","p_at_most":0.96959362829060736,"fraction_at_most":"8604604771001201093/8874444426961747968"},{"value":7,"p":0.024265935638774098,"fraction":"107673348647265625/4437222213480873984","p_at_least":0.03040637170939264,"fraction_at_least":"269839655960546875/8874444426961747968","p_at_most":0.99385956392938146,"fraction_at_most":"8819951468295732343/8874444426961747968"},{"value":8,"p":0.0053327460961674397,"fraction":"189300635494140625/35497777707846991872","p_at_least":0.0061404360706185431,"fraction_at_least":"54492958666015625/8874444426961747968","p_at_most":0.99919231002554887,"fraction_at_most":"35469106508677069997/35497777707846991872"},{"value":9,"p":0.00075384397615436288,"fraction":"40139678837890625/53246666561770487808","p_at_least":0.00080768997445110314,"fraction_at_least":"28671199169921875/35497777707846991872","p_at_most":0.99994615400170328,"fraction_at_most":"106487598883706991241/106493333123540975616"},{"value":10,"p":5.3845998296740206e-05,"fraction":"5734239833984375/106493333123540975616","p_at_least":5.3845998296740206e-05,"fraction_at_least":"5734239833984375/106493333123540975616","p_at_most":1,"fraction_at_most":"1"}]},"p_colonel_killed":{"defender":{"p":0.20879861018267495,"fraction":"46159927185325379293175/221073919720733357899776"},"attacker":{"p":0.18316290348924874,"fraction":"69644205855610156136393927164825/380230955771555102374082730000384"}},"expected_casualties":{"defender":{"value":4.166666666666667,"fraction":"25/6","sd":1.5590239111558089},"attacker":{"value":3.6042709165177529,"fraction":"55791738775/15479341056","sd":1.5091295799358146}}}

# Skirmishers evade: certain.
$ bacw-melee --defender-unit skirmishers --odds
the charge succeeds 0.00% (0)
attacker: infantry, 5 bases
defender: skirmishers, 2 bases
skirmishers evade           1 100.000%  ####################

# Both destroyed: one base each with 3 marked, at once across an
# obstacle.  Checked by python fractions: each die wounds with 5/6 x 1/2
# = 5/12 (2+ at close range), so a side loses its base with 1 - (7/12)^2
# = 95/144, the two independent: both 9025/20736, one 4655/20736 each,
# neither (a draw, 0 each) 2401/20736.
$ bacw-melee --obstacle --attacker-bases 1 --attacker-casualties 3 --defender-bases 1 --defender-casualties 3 --odds
the charge succeeds 65.97% (95/144)
attacker: infantry, 1 base
defender: infantry, 1 base; simultaneous
draw              2401/20736  11.579%  ##
defender destroyed  4655/20736  22.449%  ####
attacker destroyed  4655/20736  22.449%  ####
both destroyed    9025/20736  43.523%  #########
defender casualties 0      49/144  34.028%  100.000% or more  #######
defender casualties 1       35/72  48.611%   65.972% or more  ##########
defender casualties 2      25/144  17.361%   17.361% or more  ###
defender casualties: mean 5/6 (0.833), sd 0.697
attacker casualties 0      49/144  34.028%   34.028% or fewer  #######
attacker casualties 1       35/72  48.611%   82.639% or fewer  ##########
attacker casualties 2      25/144  17.361%  100.000% or fewer  ###
attacker casualties: mean 5/6 (0.833), sd 0.697

# The odds by stages (issue 34: each blow one law, the tests by their
# targets) are the walk's answer, byte for byte, text and JSON, in 25
# cases that reach every outcome, both colonels, blows at once, a reply
# cut short, the commanders, sides too pinned to hit, a grid and
# --need: law.sh runs each both ways ($MUSKET_ODDS_WALK=paths walks
# every path of dice).
$ sh $TOP/tests/bacw-melee/law.sh
50 alike
