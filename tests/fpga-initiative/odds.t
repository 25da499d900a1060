# P(a wins), checked against 17-fpga-initiative.md and an independent
# python fractions enumeration of every roll and re-roll (the d4 breaks
# a tie of totals in favour of either side with chance 1/2).
$ fpga-initiative --odds

$ fpga-initiative --a-rerolls 1 --odds

$ fpga-initiative --a-rerolls 2 --odds

$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --odds

$ fpga-initiative --b-rerolls 1 --odds --json
