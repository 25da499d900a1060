# The EXAMPLES of bacw-melee(1), word for word.
$ bacw-melee --dice 3,5,6,5,3,6,3,3,6,3,1,2,6,1,3,4,5,4,5,2,6,1,6,3,4,4,5,5,1,5,1,4,2,4,5,5,3
DEFENDER ROUTED  the attacker wins, 5 casualties to 4; the defender fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): 3 5 6 5 3 6 3 3 6 3, 10 hits; to wound 4+: 1 2 6 1 3 4 5 4 5 2, 5 casualties
defender: 8 dice (4 bases x 2), to hit 3+ (3+): 6 1 6 3 4 4 5 5, 7 hits; to wound 4+: 1 5 1 4 2 4 5, 4 casualties
attacker: 4 casualties, 1 base removed, 0 marked, 4 bases left, pins 0 -> 1
defender: 5 casualties, 1 base removed, 1 marked, 4 bases left, pins 0 -> 1
defender morale (melee-loser): rolled 5+3=8 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL

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

$ bacw-melee --defender-experience veteran --defender-colonel --obstacle --defender-cover hard --seed 1863
ATTACKER ROUTED  the defender wins, 4 casualties to 1; the attacker fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 5+ (3+, cover -2): 4 4 1 3 1 4 5 3 1 2, 1 hit; to wound 5+: 6, 1 casualty; 6s re-rolled: 2, the colonel survives
defender: 10 dice (5 bases x 2), to hit 3+ (3+): 2 5 5 2 4 2 5 2 1 3, 5 hits; to wound 4+: 1 4 4 4 4, 4 casualties
attacker: 4 casualties, 1 base removed, 0 marked, 4 bases left, pins 0 -> 1
defender: 1 casualty, 1 marked, 5 bases left, pins 0 -> 1
attacker morale (melee-loser): rolled 4+3=7 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL

$ bacw-melee --seed 5 --json | jq .winner
"attacker"
