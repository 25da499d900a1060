# SK1 rolls one die and a 6 hits (fpga/skirmish.csv:2).
$ fpga-skirmish --sk 1 --dice 6

$ fpga-skirmish --sk 1 --dice 5

# SK2 rolls two dice; each 6 is a hit.
$ fpga-skirmish --sk 2 --dice 6,3

$ fpga-skirmish --sk 2 --dice 6,6

$ fpga-skirmish --sk 2 --dice 1,5

# The range is 6": 6" exactly is in range.
$ fpga-skirmish --sk 2 --range 6 --dice 2,6

$ fpga-skirmish --sk 1 --range 0.5 --dice 6

# An artillery unit is hit as infantry is.
$ fpga-skirmish --sk 1 --target artillery --dice 6

# A save a hit, each 4+ saving one: a 3 does not save, a 4 does.
$ fpga-skirmish --sk 2 --save --dice 6,6,4,3

$ fpga-skirmish --sk 2 --save --dice 6,6,3,3

$ fpga-skirmish --sk 1 --save --dice 6,6

# No hit, no save die.
$ fpga-skirmish --sk 2 --save --dice 1,5

# Each condition of fpga/skirmish-saves.csv gives the save.
$ fpga-skirmish --sk 1 --target-mx --dice 6,4

$ fpga-skirmish --sk 1 --target-near-cavalry --dice 6,1

$ fpga-skirmish --sk 2 --target artillery --target-town --dice 6,6,4,2

# Several reasons, and --save with them.
$ fpga-skirmish --sk 2 --save --target-mx --target-town --dice 6,2,5

# A house rule: MX units get no save (gives_save no).
$ cp -R "$TABLES" t && sed -i 's/^mx,yes/mx,no/' t/fpga/skirmish-saves.csv && fpga-skirmish --tables t --sk 1 --target-mx --dice 6

# A house rule: SK hits on 5+, saves on 5+, range 8".
$ cp -R "$TABLES" t && sed -i 's/^2,2,6,6,6,4$/2,2,6,8,5,5/' t/fpga/skirmish.csv && fpga-skirmish --tables t --sk 2 --range 8 --save --dice 5,6,4,5

# --verbose: the rows the rating and the saves came from.
$ fpga-skirmish --sk 2 --target-town --target-mx --dice 6,1,4 --verbose

# JSON.
$ fpga-skirmish --sk 2 --range 3 --target-town --dice 6,6,4,2 --json

$ fpga-skirmish --sk 1 --dice 2 --json
