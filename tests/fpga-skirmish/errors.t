# The rating is needed, and must be a row of fpga/skirmish.csv.
$ fpga-skirmish
! fpga-skirmish: give --sk RATING
[2]

$ fpga-skirmish --sk 3
! fpga-skirmish: --sk: '3' is not one of 2, 1
[2]

$ fpga-skirmish --sk
! fpga-skirmish: --sk needs a value
[2]

# A cavalry target is refused: SK attacks do not hit it.
$ fpga-skirmish --sk 1 --target cavalry
! fpga-skirmish: --target cavalry: SK attacks do not hit cavalry (fpga/skirmish-targets.csv:4)
[2]

$ fpga-skirmish --sk 1 --target guns
! fpga-skirmish: --target-type: 'guns' is not one of infantry, artillery, cavalry
[2]

# Beyond the range.
$ fpga-skirmish --sk 2 --range 6.001
! fpga-skirmish: --range: 6.001" is beyond SK2's range of 6" (fpga/skirmish.csv:2)
[2]

$ fpga-skirmish --sk 2 --range -1
! fpga-skirmish: --range: '-1' is below the minimum 0
[2]

# A distance as the sheet writes it, 6in or 6", or 6 (issue 32): the
# same answer as with --range 6, checked.
$ fpga-skirmish --sk 2 --range 6in --dice 3,1 --json
{"tool":"fpga-skirmish","inputs":{"sk":"2","range":6,"target_type":"infantry","save":false,"target_mx":false,"target_near_cavalry":false,"target_town":false},"dice":[{"roll":"SK attack","sides":6,"value":3},{"roll":"SK attack","sides":6,"value":1}],"outcome":"hits","effect":"0 hits on the infantry","modifiers":[],"sk":2,"rolls":[3,1],"hits":0,"save":false,"save_reasons":[],"save_rolls":[],"hits_after_saves":0}

# Options.
$ fpga-skirmish --sk 1 --saves
! fpga-skirmish: unknown option '--saves'; did you mean --save?
[2]

$ fpga-skirmish --sk 1 --save=yes
! fpga-skirmish: --save takes no value
[2]

# Given twice: the last value, a flag given twice the flag (musket(7));
# the answer is the same as with it given once (--sk 2), checked.
$ fpga-skirmish --sk 1 --sk 2 --dice 3,2 --json
{"tool":"fpga-skirmish","inputs":{"sk":"2","range":null,"target_type":"infantry","save":false,"target_mx":false,"target_near_cavalry":false,"target_town":false},"dice":[{"roll":"SK attack","sides":6,"value":3},{"roll":"SK attack","sides":6,"value":2}],"outcome":"hits","effect":"0 hits on the infantry","modifiers":[],"sk":2,"rolls":[3,2],"hits":0,"save":false,"save_reasons":[],"save_rolls":[],"hits_after_saves":0}

# The dice: too few, a save die missing, too many, off the die.
$ fpga-skirmish --sk 2 --dice 6
! fpga-skirmish: --dice: needs 1 more die: SK attack (2d6)
[2]

$ fpga-skirmish --sk 2 --save --dice 6,6,4
! fpga-skirmish: --dice: needs 1 more die: save (2d6)
[2]

$ fpga-skirmish --sk 2 --dice 6,6,4
! fpga-skirmish: --dice: 3 dice given, only 2 used
[2]

$ fpga-skirmish --sk 1 --dice 7
! fpga-skirmish: --dice: die 1 is 7, off a d6 (SK attack)
[2]

$ fpga-skirmish --sk 1 --dice 0
! fpga-skirmish: --dice: die 1, '0', is below the minimum 1
[2]

# Tables: a hit number off the die, a rating that is no number, a
# condition row missing, a flag that is no flag, a missing table.
$ mkdir -p t/fpga && cp "$TABLES/fpga/skirmish.csv" t/fpga/ && sed -i 's/^1,1,6,6,6,4$/1,1,6,6,7,4/' t/fpga/skirmish.csv && fpga-skirmish --tables t --sk 1
! fpga-skirmish: t/fpga/skirmish.csv:3:5: 7 is off a 6-sided die
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/skirmish.csv" t/fpga/ && sed -i 's/^2,2,6,6,6,4$/2,2,6,6,6,9/' t/fpga/skirmish.csv && fpga-skirmish --tables t --sk 1
! fpga-skirmish: t/fpga/skirmish.csv:2:6: 9 is off a 6-sided die
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/skirmish.csv" t/fpga/ && sed -i 's/^1,1,/one,1,/' t/fpga/skirmish.csv && fpga-skirmish --tables t --sk 2
! fpga-skirmish: t/fpga/skirmish.csv:3:1: 'one' is not a number
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/skirmish-saves.csv" t/fpga/ && sed -i '/^town,/d' t/fpga/skirmish-saves.csv && fpga-skirmish --tables t --sk 2
! fpga-skirmish: t/fpga/skirmish-saves.csv: needs a row for town (--target-town)
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/skirmish-targets.csv" t/fpga/ && sed -i 's/^cavalry,no/cavalry,never/' t/fpga/skirmish-targets.csv && fpga-skirmish --tables t --sk 2
! fpga-skirmish: t/fpga/skirmish-targets.csv:4:2: 'never' is not yes or no
[3]

$ cp -R "$TABLES" tables && rm tables/fpga/skirmish-reminders.csv && cp "$TOP/fpga-skirmish" . && env -u MUSKET_TABLES ./fpga-skirmish -T tables --sk 2
! fpga-skirmish: tables/fpga/skirmish-reminders.csv: No such file or directory
[3]
