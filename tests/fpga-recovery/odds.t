# P(recovered) = min(N - 1, 6)/6 on a d6 under N hits; checked by hand.
# 3 hits: a 1 or a 2, 2/6 = 1/3.
$ fpga-recovery --hits 3 --odds

# With the CD re-roll of a failure: 1 - (2/3)^2 = 5/9.
$ fpga-recovery --hits 3 --cd --odds

# 4 hits with a CD: 1 - (1/2)^2 = 3/4.
$ fpga-recovery --hits 4 --cd --odds --enemy-distance 20 --force-status inactive

# A single hit never goes (0), even with a CD; 7 hits always (1).
$ fpga-recovery --hits 1 --cd --odds

$ fpga-recovery --hits 7 --odds

# Not eligible: certain, whatever the dice.
$ fpga-recovery --hits 3 --enemy-distance 19.5 --odds

# JSON: 1/3 and 2/3.
$ fpga-recovery --hits 3 --odds --json

# compare le: 1 hit on a 1, 1/6; with the CD 1 - (5/6)^2 = 11/36.
$ cp -R "$TABLES" t && sed -i 's/^6,lt,/6,le,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 1 --cd --odds
