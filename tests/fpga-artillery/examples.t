# The EXAMPLES of fpga-artillery(1), word for word.
$ fpga-artillery --gun heavy --range 5 --vulnerable --seed 1805

$ fpga-artillery --gun light --range 10 --cover --counter-battery --dice 6,5,6

$ fpga-artillery --gun heavy --range 6 --odds

$ fpga-artillery --gun heavy --range 6 --flank --odds
