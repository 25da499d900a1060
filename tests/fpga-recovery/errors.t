# --hits is needed, and is 1 to 99.
$ fpga-recovery --enemy-distance 24
! fpga-recovery: give --hits N
[2]

$ fpga-recovery --hits 0
! fpga-recovery: --hits: '0' is below the minimum 1
[2]

$ fpga-recovery --hits 100
! fpga-recovery: --hits: '100' is above the maximum 99
[2]

$ fpga-recovery --hits three
! fpga-recovery: --hits: 'three' is not a number
[2]

# Distances are decimal inches, not below 0.
$ fpga-recovery --hits 3 --enemy-distance -1
! fpga-recovery: --enemy-distance: '-1' is below the minimum 0
[2]

$ fpga-recovery --hits 3 --enemy-distance 1e2
! fpga-recovery: --enemy-distance: '1e2' is not a number
[2]

# Statuses are fpga-control's.
$ fpga-recovery --hits 3 --force-status routed
! fpga-recovery: --force-status: 'routed' is not one of inactive, withdraw, hold, active, attack
[2]

# Contradictions: a force with an enemy nearer than 20" could not have
# chosen Inactive (fpga/enemy.csv).
$ fpga-recovery --hits 3 --force-status inactive --enemy-distance 12
! fpga-recovery: --force-status inactive: not with an enemy 12" away (fpga/enemy.csv:2)
[2]

# "If no enemy within 20\" ... May opt ... Inactive" (sheet lines 36-38):
# an enemy at exactly 20" is within 20", as fpga-control reads it.
$ fpga-recovery --hits 3 --force-status inactive --enemy-distance 20 --dice 1
! fpga-recovery: --force-status inactive: not with an enemy 20" away (fpga/enemy.csv:2)
[2]

$ fpga-control --enemy-distance 20 --inactive
! fpga-control: --inactive: not with an enemy within 20" (fpga/enemy.csv:2)
[2]

$ fpga-recovery --hits 3 --force-status inactive --enemy-distance 20.25 --dice 1
RECOVERED  rolled 1, less than 3 hits: 1 hit removed, 2 left

# --cd takes no value.
$ fpga-recovery --hits 3 --cd=1
! fpga-recovery: --cd takes no value
[2]

# Dice: off the die, too many, too few.
$ fpga-recovery --hits 3 --dice 7
! fpga-recovery: --dice: die 1 is 7, off a d6 (recovery)
[2]

$ fpga-recovery --hits 3 --dice 0
! fpga-recovery: --dice: die 1, '0', is below the minimum 1
[2]

$ fpga-recovery --hits 3 --dice 2,3
! fpga-recovery: --dice: 2 dice given, only 1 used
[2]

$ fpga-recovery --hits 3 --cd --dice 5
! fpga-recovery: --dice: needs 1 more die: CD re-roll (1d6)
[2]

# A unit not eligible given the die it would have rolled: the answer,
# not a dice error (the die is not looked at); more dice than the roll
# and its CD re-roll would take are still refused.
$ fpga-recovery --hits 3 --enemy-distance 10 --dice 2
NOT ELIGIBLE  the nearest enemy is 10" away, under 20"

$ fpga-recovery --hits 3 --cd --force-status hold --dice 2,3
NOT ELIGIBLE  its force's status is hold, not inactive

$ fpga-recovery --hits 3 --enemy-distance 10 --dice 2,3
! fpga-recovery: --dice: 2 dice given, only 1 used
[2]

# Tables: the comparison, the status, one row, the re-rolls for --cd.
$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && sed -i 's/^6,lt,/6,lte,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 3
! fpga-recovery: t/fpga/recovery.csv:2:2: 'lte' is not lt (the roll less than the hits) or le (at most the hits)
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && sed -i 's/,inactive,/,resting,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 3
! fpga-recovery: t/fpga/recovery.csv:2:5: 'resting' is not a status: inactive,withdraw,hold,active,attack
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && echo 6,lt,1,20,inactive,1 >>t/fpga/recovery.csv && fpga-recovery --tables t --hits 3
! fpga-recovery: t/fpga/recovery.csv:3: needs exactly 1 row: the recovery roll
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && sed -i 's/^6,lt,1,20,inactive,1/6,lt,1,20,inactive,0/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 3 --cd
! fpga-recovery: --cd-reroll: the tables give no CD re-roll (fpga/recovery.csv:2)
[2]

$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && sed -i 's/^6,/1,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 3
! fpga-recovery: t/fpga/recovery.csv:2:1: '1' is below the minimum 2
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/enemy.csv" t/fpga/ && sed -i 's/^far,20,/far,0,/' t/fpga/enemy.csv && fpga-recovery --tables t --hits 3
! fpga-recovery: t/fpga/enemy.csv:3:2: rows must run outward: this is not farther than line 2
[3]

$ cp -R "$TABLES" tables && rm tables/fpga/recovery.csv && cp "$TOP/fpga-recovery" . && env -u MUSKET_TABLES ./fpga-recovery -T tables --hits 3
! fpga-recovery: tables/fpga/recovery.csv: No such file or directory
[3]
