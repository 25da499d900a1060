# A grid with an impossible cell (issue 35, 4): cavalry cannot charge
# unpinned infantry in line, and dismounted, skirmishers and artillery
# cannot charge at all; each such row says why and the infantry's is
# answered (the charge's odds as --attacker-type infantry gives them).
# The best line and --need pass over the refused rows.
$ bacw-melee --odds --vary attacker-type | cut -c 1-72
best attacker-type=infantry: the charge succeeds 30.53% (140473587303973
attacker-type   answer defender_routed attacker_routed defender_fell_bac
infantry       30.534%         30.534%         18.311%             6.191
cavalry       cannot: cavalry cannot charge unpinned infantry in line
dismounted    cannot: --attacker-type dismounted: dismounted cannot char
skirmishers   cannot: --attacker-type skirmishers: skirmishers cannot ch
artillery     cannot: --attacker-type artillery: artillery cannot charge

$ bacw-melee --odds --vary attacker-type --json | jq -c '.answer.values, [.rows[] | .refused // .answer.fraction]'
{"attacker_type":"infantry","attacker-type":"infantry"}
["14047358730397344230125/46005119909369701466112","cavalry cannot charge unpinned infantry in line","--attacker-type dismounted: dismounted cannot charge (bacw/melee-dice.csv)","--attacker-type skirmishers: skirmishers cannot charge (bacw/melee-dice.csv)","--attacker-type artillery: artillery cannot charge (bacw/melee-dice.csv)"]

$ bacw-melee --odds --vary attacker-type=cavalry,infantry --need 'defender_routed@30%' | head -n 1
attacker-type=infantry: defender_routed 30.53% (14047358730397344230125/46005119909369701466112), reaching 30%

$ bacw-melee --odds --vary attacker-type=cavalry,artillery
! bacw-melee: attacker-type=cavalry: cavalry cannot charge unpinned infantry in line
[2]
