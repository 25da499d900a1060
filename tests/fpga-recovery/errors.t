# --hits is needed, and is 1 to 99.
$ fpga-recovery --enemy-distance 24

$ fpga-recovery --hits 0

$ fpga-recovery --hits 100

$ fpga-recovery --hits three

# Distances are decimal inches, not below 0.
$ fpga-recovery --hits 3 --enemy-distance -1

$ fpga-recovery --hits 3 --enemy-distance 1e2

# Statuses are fpga-control's.
$ fpga-recovery --hits 3 --force-status routed

# Contradictions: a force with an enemy nearer than 20" could not have
# chosen Inactive (fpga/enemy.csv).
$ fpga-recovery --hits 3 --force-status inactive --enemy-distance 12

# --cd takes no value.
$ fpga-recovery --hits 3 --cd=1

# Dice: off the die, too many, too few; none for a unit not eligible.
$ fpga-recovery --hits 3 --dice 7

$ fpga-recovery --hits 3 --dice 0

$ fpga-recovery --hits 3 --dice 2,3

$ fpga-recovery --hits 3 --cd --dice 5

$ fpga-recovery --hits 3 --enemy-distance 10 --dice 2

# Tables: the comparison, the status, one row, the re-rolls for --cd.
$ cp -R "$TABLES" t && sed -i 's/^6,lt,/6,lte,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 3

$ cp -R "$TABLES" t && sed -i 's/,inactive,/,resting,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 3

$ cp -R "$TABLES" t && echo 6,lt,1,20,inactive,1 >>t/fpga/recovery.csv && fpga-recovery --tables t --hits 3

$ cp -R "$TABLES" t && sed -i 's/^6,lt,1,20,inactive,1/6,lt,1,20,inactive,0/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 3 --cd

$ cp -R "$TABLES" t && sed -i 's/^6,/1,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 3

$ cp -R "$TABLES" t && sed -i 's/^far,20,/far,0,/' t/fpga/enemy.csv && fpga-recovery --tables t --hits 3

$ cp -R "$TABLES" t && rm t/fpga/recovery.csv && fpga-recovery --tables t --hits 3
