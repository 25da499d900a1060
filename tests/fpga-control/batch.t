# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--enemy near --dice 3,4\n--enemy far --cd 3\n\n# a comment\n--cd 1 --enemy-distance 12.5 --dice 6,1,6\n' | fpga-control --batch --mod 1
ACTIVE  3+4 +1 = 8, enemy within 20"; reachable: Active
ATTACK!  6+6 +1 = 13 (the 2 highest of 6,1,6), enemy within 20"; reachable: Active, Attack!
! fpga-control: line 2: --cd: 3 is above the maximum 2 (fpga/cd-range.csv:2)
[2]

$ printf -- '--enemy near --dice 3,4\n--inactive --enemy far\n' | fpga-control --batch --json
{"tool":"fpga-control","line":1,"inputs":{"cd":0,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":false},"dice":[{"roll":"control test","sides":6,"value":3},{"roll":"control test","sides":6,"value":4}],"outcome":"active","effect":"Active","modifiers":[],"dice_rolled":[3,4],"picked":[3,4],"total":7,"status":"active","reachable":["active"],"cd_cost":0}
{"tool":"fpga-control","line":2,"inputs":{"cd":0,"mod":0,"enemy":"far","enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":true},"dice":[],"outcome":"inactive","effect":"Inactive","modifiers":[],"dice_rolled":[],"picked":null,"total":null,"status":"inactive","reachable":["inactive"],"cd_cost":0}

$ printf -- '--dice 2,6,5,1\n--dice 2,6,5,1 --pick low\n--dice 2,6,5,1 --want withdraw\n' | fpga-control --batch --cd 2 --enemy near
ATTACK!  6+5 = 11 (the 2 highest of 2,6,5,1), enemy within 20"; reachable: Withdraw, Hold, Active, Attack!
WITHDRAW  2+1 = 3 (the 2 lowest of 2,6,5,1), enemy within 20"; reachable: Withdraw, Hold, Active, Attack!
WITHDRAW  2+1 = 3 (of 2,6,5,1, kept 2+1: the highest pair giving Withdraw), enemy within 20"; reachable: Withdraw, Hold, Active, Attack!

$ printf -- '--cd 2\n--cd 1 --commander-distance 50\n' | fpga-control --batch --enemy near --odds --json
{"tool":"fpga-control","line":1,"inputs":{"cd":2,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":false},"answer":{"question":"Active or Attack!","p":0.90972222222222221,"fraction":"131/144"},"odds":[{"outcome":"withdraw","p":0.0038580246913580245,"fraction":"5/1296"},{"outcome":"hold","p":0.086419753086419748,"fraction":"7/81"},{"outcome":"active","p":0.38811728395061729,"fraction":"503/1296"},{"outcome":"attack","p":0.52160493827160492,"fraction":"169/324"}],"reachable":[{"outcome":"withdraw","status":"withdraw","p":0.32021604938271603,"fraction":"415/1296"},{"outcome":"hold","status":"hold","p":0.79629629629629628,"fraction":"43/54"},{"outcome":"active","status":"active","p":0.88657407407407407,"fraction":"383/432"},{"outcome":"attack","status":"attack","p":0.52160493827160492,"fraction":"169/324"}]}
{"tool":"fpga-control","line":2,"inputs":{"cd":1,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":50,"pick":"high","want":null,"inactive":false},"answer":{"question":"Active or Attack!","p":0.80555555555555558,"fraction":"29/36"},"odds":[{"outcome":"withdraw","p":0.018518518518518517,"fraction":"1/54"},{"outcome":"hold","p":0.17592592592592593,"fraction":"19/108"},{"outcome":"active","p":0.44907407407407407,"fraction":"97/216"},{"outcome":"attack","p":0.35648148148148145,"fraction":"77/216"}],"reachable":[{"outcome":"withdraw","status":"withdraw","p":0.19907407407407407,"fraction":"43/216"},{"outcome":"hold","status":"hold","p":0.62037037037037035,"fraction":"67/108"},{"outcome":"active","status":"active","p":0.7407407407407407,"fraction":"20/27"},{"outcome":"attack","status":"attack","p":0.35648148148148145,"fraction":"77/216"}]}

$ printf -- '--enemy near\n--enemy far\n' | fpga-control --batch --cd 1 --seed 1809
ATTACK!  6+6 = 12 (the 2 highest of 3,6,6), enemy within 20"; reachable: Active, Attack!
HOLD  2+4 = 6 (the 2 highest of 2,2,4), no enemy within 20"; reachable: Hold

$ printf -- '--enemy near --dice 1,2\n' | fpga-control --batch --dice 1,2
! fpga-control: --dice goes in a batch line, not with --batch
[2]
