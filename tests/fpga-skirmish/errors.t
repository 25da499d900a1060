# The rating is needed, and must be a row of fpga/skirmish.csv.
$ fpga-skirmish

$ fpga-skirmish --sk 3

$ fpga-skirmish --sk

# A cavalry target is refused: SK attacks do not hit it.
$ fpga-skirmish --sk 1 --target cavalry

$ fpga-skirmish --sk 1 --target guns

# Beyond the range.
$ fpga-skirmish --sk 2 --range 6.001

$ fpga-skirmish --sk 2 --range -1

$ fpga-skirmish --sk 2 --range 6in

# Options.
$ fpga-skirmish --sk 1 --saves

$ fpga-skirmish --sk 1 --save=yes

$ fpga-skirmish --sk 1 --sk 2

# The dice: too few, a save die missing, too many, off the die.
$ fpga-skirmish --sk 2 --dice 6

$ fpga-skirmish --sk 2 --save --dice 6,6,4

$ fpga-skirmish --sk 2 --dice 6,6,4

$ fpga-skirmish --sk 1 --dice 7

$ fpga-skirmish --sk 1 --dice 0

$ fpga-skirmish --sk 1 --odds --dice 6

# Tables: a hit number off the die, a rating that is no number, a
# condition row missing, a flag that is no flag, a missing table.
$ cp -R "$TABLES" t && sed -i 's/^1,1,6,6,6,4$/1,1,6,6,7,4/' t/fpga/skirmish.csv && fpga-skirmish --tables t --sk 1

$ cp -R "$TABLES" t && sed -i 's/^2,2,6,6,6,4$/2,2,6,6,6,9/' t/fpga/skirmish.csv && fpga-skirmish --tables t --sk 1

$ cp -R "$TABLES" t && sed -i 's/^1,1,/one,1,/' t/fpga/skirmish.csv && fpga-skirmish --tables t --sk 2

$ cp -R "$TABLES" t && sed -i '/^town,/d' t/fpga/skirmish-saves.csv && fpga-skirmish --tables t --sk 2

$ cp -R "$TABLES" t && sed -i 's/^cavalry,no/cavalry,never/' t/fpga/skirmish-targets.csv && fpga-skirmish --tables t --sk 2

$ cp -R "$TABLES" t && rm t/fpga/skirmish-reminders.csv && fpga-skirmish --tables t --sk 2
