# The EXAMPLES of bacw-melee(1), word for word.
$ bacw-melee --dice 3,5,6,5,3,6,3,3,6,3,1,2,6,1,3,4,5,4,5,2,6,1,6,3,4,4,5,5,1,5,1,4,2,4,5,5,3
DEFENDER ROUTED  the attacker wins, 5 casualties to 4; the defender fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 3 5 6 5 3 6 3 3 6 3, 10 hits; to wound 4+: 1 2 6 1 3 4 5 4 5 2, 5 casualties
defender: 8 dice (4 bases x 2), to hit 2+ (3+, close-range +1): 6 1 6 3 4 4 5 5, 7 hits; to wound 4+: 1 5 1 4 2 4 5, 4 casualties
attacker: 4 casualties, 1 base removed, 0 marked, 4 bases left, pins 0 -> 1
defender: 5 casualties, 1 base removed, 1 marked, 4 bases left, pins 0 -> 1
defender morale (melee-loser): rolled 5+3=8 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL

$ bacw-melee --odds
the charge succeeds 30.53% (14047358730397344230125/46005119909369701466112)
attacker: infantry, 5 bases
defender: infantry, 5 bases
defender_routed  14047358730397344230125/46005119909369701466112  30.534%  ######
attacker_routed  8424209254206406730125/46005119909369701466112  18.311%  ####
defender_fell_back 12816522461178668600375/207023039592163656597504   6.191%  #
attacker_fell_back 5237714950383263732125/51755759898040914149376  10.120%  ##
continues        3432040616587650311725/17251919966013638049792  19.894%  ####
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

$ bacw-melee --attacker-unit cavalry --defender-pins 1 --flank --odds
the charge succeeds 39.43% (6674888672135/16926659444736)
attacker: cavalry, 3 bases
defender: infantry, 5 bases
defender_routed  6674888672135/16926659444736  39.434%  ########
attacker_routed  7916906355785/50779978334208  15.591%  ###
defender_fell_back 279198511135075/3656158440062976   7.636%  ##
attacker_fell_back 391231199615375/5484237660094464   7.134%  #
continues        1638702415593065/10968475320188928  14.940%  ###
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

$ bacw-melee --defender-experience veteran --defender-colonel --obstacle --defender-cover hard --seed 1863
ATTACKER ROUTED  the defender wins, 6 casualties to 2; the attacker fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 4+ (3+, close-range +1, cover -2): 4 4 1 3 1 4 5 3 1 2, 4 hits; to wound 5+: 6 2 2 5, 2 casualties; 6s re-rolled: 5, the colonel survives
defender: 10 dice (5 bases x 2), to hit 2+ (3+, close-range +1): 2 4 2 5 2 1 3 1 4 4, 8 hits; to wound 4+: 4 4 4 3 6 6 1 4, 6 casualties
attacker: 6 casualties, 1 base removed, 2 marked, 4 bases left, pins 0 -> 1
defender: 2 casualties, 2 marked, 5 bases left, pins 0 -> 1
attacker morale (melee-loser): rolled 3+6=9 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL

$ bacw-melee --seed 5 --json | jq .winner
"attacker"
