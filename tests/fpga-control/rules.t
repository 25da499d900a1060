# The control table, near column (an enemy within 20"): every band edge.
$ fpga-control --enemy near --mod -3 --dice 1,1
WITHDRAW  1+1 -3 = -1, enemy within 20"
reachable: Withdraw

$ fpga-control --enemy near --dice 1,2
WITHDRAW  1+2 = 3, enemy within 20"
reachable: Withdraw

$ fpga-control --enemy near --dice 2,2
HOLD  2+2 = 4, enemy within 20"
reachable: Hold

$ fpga-control --enemy near --dice 3,3
HOLD  3+3 = 6, enemy within 20"
reachable: Hold

$ fpga-control --enemy near --dice 3,4
ACTIVE  3+4 = 7, enemy within 20"
reachable: Active

$ fpga-control --enemy near --dice 4,5
ACTIVE  4+5 = 9, enemy within 20"
reachable: Active

$ fpga-control --enemy near --dice 4,6
ATTACK!  4+6 = 10, enemy within 20"
reachable: Attack!

$ fpga-control --enemy near --mod 3 --dice 6,6
ATTACK!  6+6 +3 = 15, enemy within 20"
reachable: Attack!

# The far column (no enemy within 20"): the same edges.
$ fpga-control --enemy far --mod -3 --dice 1,1
HOLD  1+1 -3 = -1, no enemy within 20"
reachable: Hold

$ fpga-control --enemy far --dice 1,2
HOLD  1+2 = 3, no enemy within 20"
reachable: Hold

$ fpga-control --enemy far --dice 2,2
HOLD  2+2 = 4, no enemy within 20"
reachable: Hold

$ fpga-control --enemy far --dice 3,3
HOLD  3+3 = 6, no enemy within 20"
reachable: Hold

$ fpga-control --enemy far --dice 3,4
ACTIVE  3+4 = 7, no enemy within 20"
reachable: Active

$ fpga-control --enemy far --dice 4,5
ACTIVE  4+5 = 9, no enemy within 20"
reachable: Active

$ fpga-control --enemy far --dice 4,6
ACTIVE  4+6 = 10, no enemy within 20"
reachable: Active

$ fpga-control --enemy far --mod 3 --dice 6,6
ACTIVE  6+6 +3 = 15, no enemy within 20"
reachable: Active

# The modifier moves the total across an edge.
$ fpga-control --enemy near --mod 1 --dice 1,2
HOLD  1+2 +1 = 4, enemy within 20"
reachable: Hold

$ fpga-control --enemy near --mod -1 --dice 3,4
HOLD  3+4 -1 = 6, enemy within 20"
reachable: Hold

$ fpga-control --enemy near --mod 2 --dice 4,4
ATTACK!  4+4 +2 = 10, enemy within 20"
reachable: Attack!

# The enemy's distance picks the column: exactly 20" is within 20".
$ fpga-control --enemy-distance 0 --dice 1,2
WITHDRAW  1+2 = 3, enemy within 20"
reachable: Withdraw

$ fpga-control --enemy-distance 19.999 --dice 1,2
WITHDRAW  1+2 = 3, enemy within 20"
reachable: Withdraw

$ fpga-control --enemy-distance 20 --dice 1,2
WITHDRAW  1+2 = 3, enemy within 20"
reachable: Withdraw

$ fpga-control --enemy-distance 20.001 --dice 4,6
ACTIVE  4+6 = 10, no enemy within 20"
reachable: Active

$ fpga-control --enemy-distance 19.5 --dice 4,6 --verbose
ATTACK!  4+6 = 10, enemy within 20"
reachable: Attack!
  enemy 19.5" away: enemy within 20", the near column  (fpga/enemy.csv:2)
  4+6 = 10  Attack!  (fpga/control.csv:5)  kept
  tables: $TOP/tables ($MUSKET_TABLES)

# 2 + CD dice, the two highest by default; every status the dice allow.
$ fpga-control --cd 2 --mod 1 --enemy near --dice 2,6,5,1 --pick high
ATTACK!  6+5 +1 = 12 (the 2 highest of 2,6,5,1), enemy within 20"
reachable: Hold, Active, Attack!

$ fpga-control --cd 2 --mod 1 --enemy near --dice 2,6,5,1 --pick low
HOLD  2+1 +1 = 4 (the 2 lowest of 2,6,5,1), enemy within 20"
reachable: Hold, Active, Attack!

$ fpga-control --cd 1 --enemy far --dice 1,6,5 --pick low
HOLD  1+5 = 6 (the 2 lowest of 1,6,5), no enemy within 20"
reachable: Hold, Active

# Of equal dice, the first rolled are kept.
$ fpga-control --cd 1 --enemy near --dice 5,6,5 --json
{"tool":"fpga-control","inputs":{"cd":1,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":false},"dice":[{"roll":"control test","sides":6,"value":5},{"roll":"control test","sides":6,"value":6},{"roll":"control test","sides":6,"value":5}],"outcome":"attack","effect":"Attack!","modifiers":[],"dice_rolled":[5,6,5],"picked":[5,6],"total":11,"status":"attack","reachable":["attack"],"cd_cost":null}

$ fpga-control --cd 2 --enemy near --dice 2,1,1,2 --pick low --json
{"tool":"fpga-control","inputs":{"cd":2,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":null,"pick":"low","want":null,"inactive":false},"dice":[{"roll":"control test","sides":6,"value":2},{"roll":"control test","sides":6,"value":1},{"roll":"control test","sides":6,"value":1},{"roll":"control test","sides":6,"value":2}],"outcome":"withdraw","effect":"Withdraw","modifiers":[],"dice_rolled":[2,1,1,2],"picked":[1,1],"total":2,"status":"withdraw","reachable":["withdraw","hold"],"cd_cost":null}

# --want: the highest pair giving that status, named (issue 13: "the
# highest 2" of a pair that was not); any reachable status.
$ fpga-control --cd 2 --mod 1 --enemy near --dice 2,6,5,1 --want attack
ATTACK!  6+5 +1 = 12 (of 2,6,5,1, kept 6+5: the highest pair giving Attack!), enemy within 20"
reachable: Hold, Active, Attack!

$ fpga-control --cd 2 --mod 1 --enemy near --dice 2,6,5,1 --want active
ACTIVE  2+6 +1 = 9 (of 2,6,5,1, kept 2+6: the highest pair giving Active), enemy within 20"
reachable: Hold, Active, Attack!

$ fpga-control --cd 2 --mod -1 --enemy near --dice 2,6,5,1 --want withdraw
WITHDRAW  2+1 -1 = 2 (of 2,6,5,1, kept 2+1: the highest pair giving Withdraw), enemy within 20"
reachable: Withdraw, Hold, Active, Attack!

$ fpga-control --cd 2 --enemy far --dice 1,1,6,6 --want hold
HOLD  1+1 = 2 (of 1,1,6,6, kept 1+1: the highest pair giving Hold), no enemy within 20"
reachable: Hold, Active

$ fpga-control --cd 2 --enemy far --dice 1,1,6,6 --want active
ACTIVE  6+6 = 12 (of 1,1,6,6, kept 6+6: the highest pair giving Active), no enemy within 20"
reachable: Hold, Active

# A status no pair gives is no bad input: the roll is answered, kept by
# the pick rule, and says so (issue 38, 12).  By hand: 6+5 +1 = 12 is
# Attack! near; 6+6 = 12 Active far; 1+1 = 2 Withdraw near.
$ fpga-control --cd 2 --mod 1 --enemy near --dice 2,6,5,1 --want withdraw
ATTACK!  6+5 +1 = 12 (no 2 of 2,6,5,1 give Withdraw: the 2 highest kept), enemy within 20"
reachable: Hold, Active, Attack!

$ fpga-control --enemy far --dice 6,6 --want attack
ACTIVE  6+6 = 12 (no 2 of 6,6 give Attack!), no enemy within 20"
reachable: Active

$ fpga-control --cd 1 --enemy near --dice 1,1,1 --want hold
WITHDRAW  1+1 = 2 (no 2 of 1,1,1 give Hold: the 2 highest kept), enemy within 20"
reachable: Withdraw

# -e: 1 when the wanted status was not to be had, 0 when it was kept.
$ fpga-control --enemy far --dice 6,6 --want attack -e
ACTIVE  6+6 = 12 (no 2 of 6,6 give Attack!), no enemy within 20"
reachable: Active
[1]

$ fpga-control --enemy far --dice 6,6 --want active -e
ACTIVE  6+6 = 12, no enemy within 20"
reachable: Active

# JSON says it too: "want_met" false when no dice gave --want's status,
# true when they did; no key without --want (issue 38, 12).
$ fpga-control --enemy far --dice 6,6 --want attack -j -e
{"tool":"fpga-control","inputs":{"cd":0,"mod":0,"enemy":"far","enemy_distance":null,"commander_distance":null,"pick":"high","want":"attack","inactive":false},"dice":[{"roll":"control test","sides":6,"value":6},{"roll":"control test","sides":6,"value":6}],"outcome":"active","effect":"Active","modifiers":[],"dice_rolled":[6,6],"picked":[6,6],"total":12,"status":"active","reachable":["active"],"want_met":false,"cd_cost":0}
[1]

$ fpga-control --cd 2 --enemy far --dice 1,1,6,6 --want hold -j
{"tool":"fpga-control","inputs":{"cd":2,"mod":0,"enemy":"far","enemy_distance":null,"commander_distance":null,"pick":"high","want":"hold","inactive":false},"dice":[{"roll":"control test","sides":6,"value":1},{"roll":"control test","sides":6,"value":1},{"roll":"control test","sides":6,"value":6},{"roll":"control test","sides":6,"value":6}],"outcome":"hold","effect":"Hold","modifiers":[],"dice_rolled":[1,1,6,6],"picked":[1,1],"total":2,"status":"hold","reachable":["hold","active"],"want_met":true,"cd_cost":null}

# Rolled: the fifth roll, 6,3, gives no Hold; the repeat goes on to the
# end, exit 0 (it stopped there with exit 2).
$ fpga-control --enemy far --want hold --seed 444 --repeat 6
HOLD  3+2 = 5, no enemy within 20"; reachable: Hold
HOLD  1+3 = 4, no enemy within 20"; reachable: Hold
HOLD  5+1 = 6, no enemy within 20"; reachable: Hold
HOLD  3+1 = 4, no enemy within 20"; reachable: Hold
ACTIVE  6+3 = 9 (no 2 of 6,3 give Hold), no enemy within 20"; reachable: Active
HOLD  1+5 = 6, no enemy within 20"; reachable: Hold

# Reachable sets: one die of each CD widens them.
$ fpga-control --enemy near --dice 3,5
ACTIVE  3+5 = 8, enemy within 20"
reachable: Active

$ fpga-control --cd 1 --enemy near --dice 1,3,6
ACTIVE  3+6 = 9 (the 2 highest of 1,3,6), enemy within 20"
reachable: Hold, Active

$ fpga-control --cd 2 --enemy near --dice 1,2,4,6
ATTACK!  4+6 = 10 (the 2 highest of 1,2,4,6), enemy within 20"
reachable: Withdraw, Hold, Active, Attack!

$ fpga-control --cd 2 --enemy far --dice 1,2,4,6
ACTIVE  4+6 = 10 (the 2 highest of 1,2,4,6), no enemy within 20"
reachable: Hold, Active

$ fpga-control --cd 2 --enemy near --dice 6,6,6,6
ATTACK!  6+6 = 12 (the 2 highest of 6,6,6,6), enemy within 20"
reachable: Attack!

# CDs by the army commander's distance: 2 within 20", 1 within 40",
# beyond that 1 at the cost of two; exactly 20" and 40" are within
# (issue 13: 40" charged double), 20.001" and 40.001" beyond.
$ fpga-control --cd 2 --enemy near --commander-distance 0 --dice 3,3,3,3
HOLD  3+3 = 6 (the 2 highest of 3,3,3,3), enemy within 20"
reachable: Hold
2 CDs from the army commander, 0" away, cost him 2

$ fpga-control --cd 2 --enemy near --commander-distance 19.999 --dice 3,3,3,3
HOLD  3+3 = 6 (the 2 highest of 3,3,3,3), enemy within 20"
reachable: Hold
2 CDs from the army commander, 19.999" away, cost him 2

$ fpga-control --cd 2 --enemy near --commander-distance 20 --dice 3,3,3,3
HOLD  3+3 = 6 (the 2 highest of 3,3,3,3), enemy within 20"
reachable: Hold
2 CDs from the army commander, 20" away, cost him 2

$ fpga-control --cd 1 --enemy near --commander-distance 20 --dice 3,3,3
HOLD  3+3 = 6 (the 2 highest of 3,3,3), enemy within 20"
reachable: Hold
1 CD from the army commander, 20" away, costs him 1

$ fpga-control --cd 2 --enemy near --commander-distance 20.001 --dice 3,3,3,3
! fpga-control: --cd: 2, but an army commander 20.001" away gives at most 1 (fpga/cd-range.csv:3)
[2]

$ fpga-control --cd 1 --enemy near --commander-distance 39.999 --dice 3,3,3
HOLD  3+3 = 6 (the 2 highest of 3,3,3), enemy within 20"
reachable: Hold
1 CD from the army commander, 39.999" away, costs him 1

$ fpga-control --cd 1 --enemy near --commander-distance 40 --dice 3,3,3
HOLD  3+3 = 6 (the 2 highest of 3,3,3), enemy within 20"
reachable: Hold
1 CD from the army commander, 40" away, costs him 1

$ fpga-control --cd 1 --enemy near --commander-distance 40.001 --dice 3,3,3
HOLD  3+3 = 6 (the 2 highest of 3,3,3), enemy within 20"
reachable: Hold
1 CD from the army commander, 40.001" away, costs him 2

$ fpga-control --cd 2 --enemy near --commander-distance 40 --dice 3,3,3,3
! fpga-control: --cd: 2, but an army commander 40" away gives at most 1 (fpga/cd-range.csv:3)
[2]

$ fpga-control --cd 1 --enemy near --commander-distance 100.5 --dice 3,3,3 --json
{"tool":"fpga-control","inputs":{"cd":1,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":100.5,"pick":"high","want":null,"inactive":false},"dice":[{"roll":"control test","sides":6,"value":3},{"roll":"control test","sides":6,"value":3},{"roll":"control test","sides":6,"value":3}],"outcome":"hold","effect":"Hold","modifiers":[],"dice_rolled":[3,3,3],"picked":[3,3],"total":6,"status":"hold","reachable":["hold"],"cd_cost":2}

$ fpga-control --cd 0 --enemy near --commander-distance 100 --dice 3,3 --json
{"tool":"fpga-control","inputs":{"cd":0,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":100,"pick":"high","want":null,"inactive":false},"dice":[{"roll":"control test","sides":6,"value":3},{"roll":"control test","sides":6,"value":3}],"outcome":"hold","effect":"Hold","modifiers":[],"dice_rolled":[3,3],"picked":[3,3],"total":6,"status":"hold","reachable":["hold"],"cd_cost":0}

$ fpga-control --cd 1 --enemy near --commander-distance 45 --dice 3,3,3 --verbose
HOLD  3+3 = 6 (the 2 highest of 3,3,3), enemy within 20"
reachable: Hold
1 CD from the army commander, 45" away, costs him 2
  enemy within 20", the near column  (fpga/enemy.csv:2)
  army commander 45" away: at most 1 CD, each costing 2  (fpga/cd-range.csv:4)
  3+3 = 6  Hold  (fpga/control.csv:3)  kept
  3+3 = 6  Hold  (fpga/control.csv:3)
  3+3 = 6  Hold  (fpga/control.csv:3)
  tables: $TOP/tables ($MUSKET_TABLES)

# Without the commander's distance the cost is not known (but 0 CDs cost 0).
$ fpga-control --cd 1 --enemy near --dice 3,3,3 --json
{"tool":"fpga-control","inputs":{"cd":1,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":false},"dice":[{"roll":"control test","sides":6,"value":3},{"roll":"control test","sides":6,"value":3},{"roll":"control test","sides":6,"value":3}],"outcome":"hold","effect":"Hold","modifiers":[],"dice_rolled":[3,3,3],"picked":[3,3],"total":6,"status":"hold","reachable":["hold"],"cd_cost":null}

$ fpga-control --enemy near --dice 3,3 --json
{"tool":"fpga-control","inputs":{"cd":0,"mod":0,"enemy":"near","enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":false},"dice":[{"roll":"control test","sides":6,"value":3},{"roll":"control test","sides":6,"value":3}],"outcome":"hold","effect":"Hold","modifiers":[],"dice_rolled":[3,3],"picked":[3,3],"total":6,"status":"hold","reachable":["hold"],"cd_cost":0}

# Inactive: chosen without rolling, only with no enemy within 20".
$ fpga-control --inactive
INACTIVE  chosen without rolling

$ fpga-control --inactive --enemy far
INACTIVE  chosen without rolling: no enemy within 20"

$ fpga-control --inactive --enemy-distance 20.001
INACTIVE  chosen without rolling: no enemy within 20"

$ fpga-control --inactive --enemy-distance 20
! fpga-control: --inactive: not with an enemy within 20" (fpga/enemy.csv:2)
[2]

$ fpga-control --inactive --enemy far --json
{"tool":"fpga-control","inputs":{"cd":0,"mod":0,"enemy":"far","enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":true},"dice":[],"outcome":"inactive","effect":"Inactive","modifiers":[],"dice_rolled":[],"picked":null,"total":null,"status":"inactive","reachable":["inactive"],"cd_cost":0}

$ fpga-control --inactive --enemy near
! fpga-control: --inactive: not with an enemy within 20" (fpga/enemy.csv:2)
[2]

$ fpga-control --inactive --enemy-distance 19.999
! fpga-control: --inactive: not with an enemy within 20" (fpga/enemy.csv:2)
[2]

$ fpga-control --inactive --cd 1 --enemy far
! fpga-control: --cd and --inactive cannot go together: an Inactive force rolls no dice
[2]

$ fpga-control --inactive --enemy far --want hold
! fpga-control: --want and --inactive cannot go together
[2]

$ fpga-control --inactive --enemy far --dice 3,4
! fpga-control: --dice: 2 dice given, only 0 used
[2]

# Verbose: the modifier, the column and every pair with its table row.
$ fpga-control --cd 2 --mod 1 --enemy near --dice 2,6,5,1 --verbose
ATTACK!  6+5 +1 = 12 (the 2 highest of 2,6,5,1), enemy within 20"
reachable: Hold, Active, Attack!
  enemy within 20", the near column  (fpga/enemy.csv:2)
  2+6 +1 = 9  Active  (fpga/control.csv:4)
  2+5 +1 = 8  Active  (fpga/control.csv:4)
  6+5 +1 = 12  Attack!  (fpga/control.csv:5)  kept
  2+1 +1 = 4  Hold  (fpga/control.csv:3)
  6+1 +1 = 8  Active  (fpga/control.csv:4)
  5+1 +1 = 7  Active  (fpga/control.csv:4)
  personality +1
  tables: $TOP/tables ($MUSKET_TABLES)

$ fpga-control --cd 1 --mod -2 --enemy-distance 32 --commander-distance 30 --dice 4,4,2 --verbose
HOLD  4+4 -2 = 6 (the 2 highest of 4,4,2), no enemy within 20"
reachable: Hold
1 CD from the army commander, 30" away, costs him 1
  enemy 32" away: no enemy within 20", the far column  (fpga/enemy.csv:3)
  army commander 30" away: at most 1 CD, each costing 1  (fpga/cd-range.csv:3)
  4+4 -2 = 6  Hold  (fpga/control.csv:3)  kept
  4+2 -2 = 4  Hold  (fpga/control.csv:3)
  4+2 -2 = 4  Hold  (fpga/control.csv:3)
  personality -2
  tables: $TOP/tables ($MUSKET_TABLES)

# JSON keys: dice_rolled, picked, total, status, reachable, cd_cost.
$ fpga-control --cd 2 --mod 1 --enemy near --commander-distance 12 --dice 2,6,5,1 --json
{"tool":"fpga-control","inputs":{"cd":2,"mod":1,"enemy":"near","enemy_distance":null,"commander_distance":12,"pick":"high","want":null,"inactive":false},"dice":[{"roll":"control test","sides":6,"value":2},{"roll":"control test","sides":6,"value":6},{"roll":"control test","sides":6,"value":5},{"roll":"control test","sides":6,"value":1}],"outcome":"attack","effect":"Attack!","modifiers":[{"name":"personality","value":1,"side":null,"source":null}],"dice_rolled":[2,6,5,1],"picked":[6,5],"total":12,"status":"attack","reachable":["hold","active","attack"],"cd_cost":2}

# The control test is not pass/fail: -e leaves the status 0.
$ fpga-control --enemy near --dice 1,1 -e
WITHDRAW  1+1 = 2, enemy within 20"
reachable: Withdraw

# Rolled dice: a seed gives the same answer everywhere; --repeat one a line.
$ fpga-control --enemy far --seed 1809 --repeat 4
ACTIVE  3+6 = 9, no enemy within 20"; reachable: Active
ACTIVE  6+2 = 8, no enemy within 20"; reachable: Active
HOLD  2+4 = 6, no enemy within 20"; reachable: Hold
HOLD  2+2 = 4, no enemy within 20"; reachable: Hold

# A house rule: Attack! from 11, and "within" as closer than (an enemy at
# exactly 20" counted far, a commander at 40" beyond 40").
$ mkdir -p t/fpga && cp "$TABLES/fpga/control.csv" t/fpga/ && sed -i 's/^7,9,/7,10,/; s/^10,,/11,,/' t/fpga/control.csv && fpga-control -T t --enemy near --dice 4,6
ACTIVE  4+6 = 10, enemy within 20"
reachable: Active

$ mkdir -p t/fpga && cp "$TABLES/fpga/enemy.csv" t/fpga/ && sed -i 's/^far,20,/far,19.999,/' t/fpga/enemy.csv && fpga-control -T t --enemy-distance 20 --dice 1,2
HOLD  1+2 = 3, no enemy within 19.999"
reachable: Hold

$ mkdir -p t/fpga && cp "$TABLES/fpga/cd-range.csv" t/fpga/ && sed -i 's/^0,2,1$/0,3,1/' t/fpga/cd-range.csv && fpga-control -T t --cd 3 --enemy near --commander-distance 5 --dice 1,2,3,4,5
ACTIVE  4+5 = 9 (the 2 highest of 1,2,3,4,5), enemy within 20"
reachable: Withdraw, Hold, Active
3 CDs from the army commander, 5" away, cost him 3

$ mkdir -p t/fpga && cp "$TABLES/fpga/cd-range.csv" t/fpga/ && sed -i 's/^40,1,2$/39.999,1,2/' t/fpga/cd-range.csv && fpga-control -T t --cd 1 --enemy near --commander-distance 40 --dice 1,2,3
HOLD  2+3 = 5 (the 2 highest of 1,2,3), enemy within 20"
reachable: Withdraw, Hold
1 CD from the army commander, 40" away, costs him 2

$ mkdir -p t/fpga && cp "$TABLES/fpga/cd-range.csv" t/fpga/ && sed -i 's/^40,1,2$/40,1,3/' t/fpga/cd-range.csv && fpga-control -T t --cd 1 --enemy near --commander-distance 50 --dice 1,2,3
HOLD  2+3 = 5 (the 2 highest of 1,2,3), enemy within 20"
reachable: Withdraw, Hold
1 CD from the army commander, 50" away, costs him 3

$ mkdir -p t/fpga && cp "$TABLES/fpga/test.csv" t/fpga/ && sed -i 's/^2,6,2,-3,3$/3,6,2,-3,3/' t/fpga/test.csv && fpga-control -T t --enemy near --dice 1,6,5
ATTACK!  6+5 = 11 (the 2 highest of 1,6,5), enemy within 20"
reachable: Hold, Active, Attack!

$ mkdir -p t/fpga && cp "$TABLES/fpga/test.csv" t/fpga/ && sed -i 's/^2,6,2,-3,3$/2,6,2,-2,2/' t/fpga/test.csv && fpga-control -T t --enemy near --mod 3 --dice 1,1
! fpga-control: --mod: 3 is above the maximum +2 (fpga/test.csv:2)
[2]

# No fixed buffer cuts the text (issue 20, item 4): ten d100 kept of
# twelve by --want, where 32 bytes held 8 of them before.
$ mkdir -p t/fpga && cp "$TABLES/fpga/test.csv" t/fpga/ && sed -i 's/^2,6,2,-3,3$/10,100,10,-3,3/' t/fpga/test.csv && fpga-control -T t --enemy near --cd 2 --dice 100,100,100,100,100,100,100,100,100,100,100,99 --want attack
ATTACK!  100+100+100+100+100+100+100+100+100+100 = 1000 (of 100,100,100,100,100,100,100,100,100,100,100,99, kept 100+100+100+100+100+100+100+100+100+100: the highest 10 giving Attack!), enemy within 20"
reachable: Attack!

# Issue 32: --want takes back every status the tool prints, in any case,
# the "!" of "Attack!" left off; Inactive is --inactive.
$ fpga-control --enemy near --want attack --cd 1 --dice 5,5,1
ATTACK!  5+5 = 10 (of 5,5,1, kept 5+5: the highest pair giving Attack!), enemy within 20"
reachable: Hold, Attack!

$ fpga-control --enemy near --want Attack! --cd 1 --dice 5,5,1
ATTACK!  5+5 = 10 (of 5,5,1, kept 5+5: the highest pair giving Attack!), enemy within 20"
reachable: Hold, Attack!

$ fpga-control --enemy near --want HOLD --cd 1 --dice 5,5,1
HOLD  5+1 = 6 (of 5,5,1, kept 5+1: the highest pair giving Hold), enemy within 20"
reachable: Hold, Attack!

$ fpga-control --enemy far --want Inactive
INACTIVE  chosen without rolling: no enemy within 20"

$ fpga-control --enemy far --inactive
INACTIVE  chosen without rolling: no enemy within 20"

# --want takes one of a fixed set of statuses: --help and --list (and so
# the completions) give them (issue 32).
$ fpga-control --list | grep '^--want'
--want withdraw hold active attack

$ fpga-control --help | grep -A1 -e '^  --want STATUS'
  --want STATUS                keep dice giving this status (inactive is
                               --inactive) (not with --odds, --inactive):
