# The EXAMPLES of fpga-recovery(1), word for word.
$ fpga-recovery --hits 3 --enemy-distance 24 --force-status inactive --dice 2

$ fpga-recovery --hits 3 --cd --dice 5,1

$ fpga-recovery --hits 4 --enemy-distance 12

$ fpga-recovery --hits 3 --odds

$ fpga-recovery --hits 3 --cd --odds
