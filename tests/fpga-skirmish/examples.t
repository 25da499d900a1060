# The EXAMPLES of fpga-skirmish(1), word for word.
$ fpga-skirmish --sk 2 --range 4.5 --seed 1805

$ fpga-skirmish --sk 2 --target artillery --target-town --dice 6,6,4,2

$ fpga-skirmish --sk 2 --odds

$ fpga-skirmish --sk 2 --save --odds
