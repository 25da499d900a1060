# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--hits 3 --dice 2\n--hits 0\n\n# a comment\n--hits 4 --enemy-distance 10\n--hits 3 --cd --dice 6,1\n' | fpga-recovery --batch --force-status inactive
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left; if the unit is at least 20" from any enemy
RECOVERED  rolled 6, then 1 on the CD re-roll, less than 3 hits: 1 hit removed, 2 left; if the unit is at least 20" from any enemy
! fpga-recovery: line 2: --hits: '0' is below the minimum 1
! fpga-recovery: line 5: --force-status inactive: not with an enemy 10" away (fpga/enemy.csv:2)
[2]

# JSON, a line each.
$ printf -- '--hits 3 --dice 2\n--hits 3 --cd --dice 4,5\n--hits 5 --enemy-distance 3 --force-status active\n' | fpga-recovery --batch --json
{"tool":"fpga-recovery","line":1,"inputs":{"hits":3,"enemy_distance":null,"force_status":null,"cd_reroll":false},"dice":[{"roll":"recovery","sides":6,"value":2}],"outcome":"recovered","effect":"remove 1 hit","modifiers":[],"eligible":true,"reason":null,"hits_before":3,"hits_after":2,"rolls":1,"rerolled":false}
{"tool":"fpga-recovery","line":2,"inputs":{"hits":3,"enemy_distance":null,"force_status":null,"cd_reroll":true},"dice":[{"roll":"recovery","sides":6,"value":4},{"roll":"CD re-roll","sides":6,"value":5}],"outcome":"failed","effect":"the hits stay","modifiers":[],"eligible":true,"reason":null,"hits_before":3,"hits_after":3,"rolls":2,"rerolled":true}
{"tool":"fpga-recovery","line":3,"inputs":{"hits":5,"enemy_distance":3,"force_status":"active","cd_reroll":false},"dice":[],"outcome":"not_eligible","effect":"may not roll to recover","modifiers":[],"eligible":false,"reason":"enemy_near,force_status","hits_before":5,"hits_after":5,"rolls":0,"rerolled":false}

# -e: 0 when a hit is removed, 1 when not.
$ fpga-recovery --hits 3 --dice 2 -e
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left
if the unit is at least 20" from any enemy and its force is inactive this pulse

$ fpga-recovery --hits 3 --dice 3 -e
FAILED  rolled 3, not less than 3 hits: the 3 hits stay
if the unit is at least 20" from any enemy and its force is inactive this pulse
[1]

$ fpga-recovery --hits 3 --enemy-distance 2 -e
NOT ELIGIBLE  the nearest enemy is 2" away, under 20"
[1]

# --repeat with a seed: fresh dice each time, the same every run.
$ fpga-recovery --hits 4 --cd --repeat 5 --seed 1809
RECOVERED  rolled 3, less than 4 hits: 1 hit removed, 3 left; the CD is not spent; if the unit is at least 20" from any enemy and its force is inactive this pulse
FAILED  rolled 6, then 6 on the CD re-roll, not less than 4 hits: the 4 hits stay; if the unit is at least 20" from any enemy and its force is inactive this pulse
RECOVERED  rolled 2, less than 4 hits: 1 hit removed, 3 left; the CD is not spent; if the unit is at least 20" from any enemy and its force is inactive this pulse
RECOVERED  rolled 2, less than 4 hits: 1 hit removed, 3 left; the CD is not spent; if the unit is at least 20" from any enemy and its force is inactive this pulse
RECOVERED  rolled 4, then 2 on the CD re-roll, less than 4 hits: 1 hit removed, 3 left; if the unit is at least 20" from any enemy and its force is inactive this pulse

$ fpga-recovery --hits 4 --cd --repeat 3 --seed 1809 --json
{"tool":"fpga-recovery","inputs":{"hits":4,"enemy_distance":null,"force_status":null,"cd_reroll":true},"dice":[{"roll":"recovery","sides":6,"value":3}],"outcome":"recovered","effect":"remove 1 hit","modifiers":[],"eligible":true,"reason":null,"hits_before":4,"hits_after":3,"rolls":1,"rerolled":false}
{"tool":"fpga-recovery","inputs":{"hits":4,"enemy_distance":null,"force_status":null,"cd_reroll":true},"dice":[{"roll":"recovery","sides":6,"value":6},{"roll":"CD re-roll","sides":6,"value":6}],"outcome":"failed","effect":"the hits stay","modifiers":[],"eligible":true,"reason":null,"hits_before":4,"hits_after":4,"rolls":2,"rerolled":true}
{"tool":"fpga-recovery","inputs":{"hits":4,"enemy_distance":null,"force_status":null,"cd_reroll":true},"dice":[{"roll":"recovery","sides":6,"value":2}],"outcome":"recovered","effect":"remove 1 hit","modifiers":[],"eligible":true,"reason":null,"hits_before":4,"hits_after":3,"rolls":1,"rerolled":false}

# Batch odds.
$ printf -- '--hits 2\n--hits 5 --cd\n' | fpga-recovery --batch --odds --json
{"tool":"fpga-recovery","line":1,"inputs":{"hits":2,"enemy_distance":null,"force_status":null,"cd_reroll":false},"answer":{"question":"a hit removed","p":0.16666666666666666,"fraction":"1/6"},"odds":[{"outcome":"recovered","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"failed","p":0.83333333333333337,"fraction":"5/6"}]}
{"tool":"fpga-recovery","line":2,"inputs":{"hits":5,"enemy_distance":null,"force_status":null,"cd_reroll":true},"answer":{"question":"a hit removed","p":0.88888888888888884,"fraction":"8/9"},"odds":[{"outcome":"recovered","p":0.88888888888888884,"fraction":"8/9"},{"outcome":"failed","p":0.1111111111111111,"fraction":"1/9"}]}

# --list: the accepted values of every enumerated option, from the tables.
$ fpga-recovery --list
--force-status inactive withdraw hold active attack
