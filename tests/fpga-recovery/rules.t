# The roll: one die less than the current hits removes 1 hit
# (fpga/recovery.csv: sides 6, compare lt, removes 1).
# A roll equal to the hits is not less: the hits stay.
$ fpga-recovery --hits 3 --enemy-distance 24 --force-status inactive --dice 3
FAILED  rolled 3, not less than 3 hits: the 3 hits stay

# A single hit can never be removed ("Roll less than the current number
# of hits, on one die", sheet line 131): no face is less than 1, so
# nothing is rolled, a die given is not looked at, and no CD is spent.
$ fpga-recovery --hits 1 --enemy-distance 24 --force-status inactive --dice 1
FAILED  no roll of 1d6 is less than 1 hit: the 1 hit stays, no die rolled

$ fpga-recovery --hits 1 --cd --enemy-distance 24 --force-status inactive --dice 1,1
FAILED  no roll of 1d6 is less than 1 hit: the 1 hit stays, no die rolled and no CD spent

$ fpga-recovery --hits 1 --cd --enemy-distance 24 --force-status inactive --json
{"tool":"fpga-recovery","inputs":{"hits":1,"enemy_distance":24,"force_status":"inactive","cd_reroll":true},"dice":[],"outcome":"failed","effect":"the hits stay: no roll can remove one","modifiers":[],"eligible":true,"reason":null,"hits_before":1,"hits_after":1,"rolls":0,"rerolled":false}

# Seven hits or more: every roll of the die succeeds.
$ fpga-recovery --hits 7 --enemy-distance 24 --force-status inactive --dice 6
RECOVERED  rolled 6, less than 7 hits: 1 hit removed, 6 left

# Eligibility: at least 20" from any enemy; but a force may be Inactive
# only with no enemy within 20" (lines 36-38), so the nearest enemy is
# beyond 20" (errors.t: exactly 20" is refused).
$ fpga-recovery --hits 4 --enemy-distance 20.001 --force-status inactive --dice 1
RECOVERED  rolled 1, less than 4 hits: 1 hit removed, 3 left

# Nearer than 20": not eligible, no dice.
$ fpga-recovery --hits 4 --enemy-distance 19.999
NOT ELIGIBLE  the nearest enemy is 19.999" away, under 20"

# A force that is not Inactive this pulse: not eligible.
$ fpga-recovery --hits 4 --enemy-distance 30 --force-status hold
NOT ELIGIBLE  its force's status is hold, not inactive

# Both conditions fail: both are said.
$ fpga-recovery --hits 4 --enemy-distance 5 --force-status attack
NOT ELIGIBLE  the nearest enemy is 5" away, under 20"; its force's status is attack, not inactive

# A condition not given is printed as a condition.
$ fpga-recovery --hits 3 --dice 2
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left
if the unit is at least 20" from any enemy and its force is inactive this pulse

$ fpga-recovery --hits 3 --enemy-distance 25 --dice 2
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left
if its force is inactive this pulse

$ fpga-recovery --hits 3 --force-status inactive --dice 2
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left
if the unit is at least 20" from any enemy

# The army commander's CD re-rolls a failed roll, once.
$ fpga-recovery --hits 3 --cd --dice 5,1 --enemy-distance 24 --force-status inactive
RECOVERED  rolled 5, then 1 on the CD re-roll, less than 3 hits: 1 hit removed, 2 left

$ fpga-recovery --hits 3 --cd --dice 5,6 --enemy-distance 24 --force-status inactive
FAILED  rolled 5, then 6 on the CD re-roll, not less than 3 hits: the 3 hits stay

# A first roll that succeeds needs no CD.
$ fpga-recovery --hits 3 --cd --dice 2 --enemy-distance 24 --force-status inactive
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left; the CD is not spent

# A unit not eligible spends no CD either.
$ fpga-recovery --hits 3 --cd --enemy-distance 10
NOT ELIGIBLE  the nearest enemy is 10" away, under 20"

# House rules: "equal to or less" (compare le) lets a single hit go.
$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && sed -i 's/^6,lt,/6,le,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 1 --dice 1 --force-status inactive --enemy-distance 24
RECOVERED  rolled 1, at most 1 hit: 1 hit removed, 0 left

$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && sed -i 's/^6,lt,/6,le,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 1 --dice 2 --force-status inactive --enemy-distance 24
FAILED  rolled 2, more than 1 hit: the 1 hit stays

# A d10, 2 hits removed, 12" from the enemy, a Hold force, 2 CD re-rolls.
$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && printf 'sides,compare,removes,min_enemy_distance,status,cd_rerolls\n10,lt,2,12,hold,2\n' >t/fpga/recovery.csv && fpga-recovery --tables t --hits 5 --cd --dice 9,8,4 --force-status hold --enemy-distance 12
RECOVERED  rolled 9, then 8 on the CD re-roll, then 4 on the CD re-roll, less than 5 hits: 2 hits removed, 3 left

$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && printf 'sides,compare,removes,min_enemy_distance,status,cd_rerolls\n10,lt,2,12,hold,2\n' >t/fpga/recovery.csv && fpga-recovery --tables t --hits 5 --force-status active --enemy-distance 11.5
NOT ELIGIBLE  the nearest enemy is 11.5" away, under 12"; its force's status is active, not hold

# Removing more hits than the unit has leaves none.
$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && sed -i 's/^6,lt,1,/6,lt,2,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 2 --dice 1
RECOVERED  rolled 1, less than 2 hits: 2 hits removed, 0 left
if the unit is at least 20" from any enemy and its force is inactive this pulse

# --verbose names the row every number came from.
$ fpga-recovery --hits 3 --enemy-distance 24 --force-status inactive --dice 2 --verbose
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left
  the die, the eligibility, the hits removed and the CD re-roll  (fpga/recovery.csv:2)
  tables: $TOP/tables ($MUSKET_TABLES)

$ fpga-recovery --hits 3 --enemy-distance 10 --verbose
NOT ELIGIBLE  the nearest enemy is 10" away, under 20"
  the die, the eligibility, the hits removed and the CD re-roll  (fpga/recovery.csv:2)
  tables: $TOP/tables ($MUSKET_TABLES)

# Every force status but inactive is refused: withdraw and active too.
$ fpga-recovery --hits 3 --force-status withdraw --enemy-distance 30
NOT ELIGIBLE  its force's status is withdraw, not inactive

$ fpga-recovery --hits 3 --force-status active
NOT ELIGIBLE  its force's status is active, not inactive

# Two hits: only a 1 removes one.
$ fpga-recovery --hits 2 --enemy-distance 24 --force-status inactive --dice 1
RECOVERED  rolled 1, less than 2 hits: 1 hit removed, 1 left

$ fpga-recovery --hits 2 --enemy-distance 24 --force-status inactive --dice 2
FAILED  rolled 2, not less than 2 hits: the 2 hits stay

# Issue 32's vocabulary: --cd-reroll, a flag (old --cd, kept); the same
# answer either way.
$ fpga-recovery --hits 3 --cd --dice 5,1 --enemy-distance 24 --force-status inactive
RECOVERED  rolled 5, then 1 on the CD re-roll, less than 3 hits: 1 hit removed, 2 left

$ fpga-recovery --hits 3 --cd-reroll --dice 5,1 --enemy-distance 24 --force-status inactive
RECOVERED  rolled 5, then 1 on the CD re-roll, less than 3 hits: 1 hit removed, 2 left
