# Ones count only for bonus dice given in a combat.
$ fpga-officer --reason overrun --ones 1 --dice 1,1
! fpga-officer: --ones: only bonus dice given in a combat count (--reason combat)
[2]

$ fpga-officer --ones 100
! fpga-officer: --ones: '100' is above the maximum 99
[2]

$ fpga-officer --ones -1
! fpga-officer: --ones: '-1' is below the minimum 0
[2]

$ fpga-officer --ones x
! fpga-officer: --ones: 'x' is not a number
[2]

$ fpga-officer --reason rout
! fpga-officer: --reason: 'rout' is not one of combat, overrun, break
[2]

$ fpga-officer --dice 1
! fpga-officer: --dice: needs 1 more die: officer casualty (2d6)
[2]

$ fpga-officer --dice 1,7
! fpga-officer: --dice: die 2 is 7, off a d6 (officer casualty)
[2]

$ fpga-officer --dice 1,2,3
! fpga-officer: --dice: 3 dice given, only 2 used
[2]

# A band table that leaves totals out is refused when it is read.
$ mkdir -p t/fpga && cp "$TABLES/fpga/officer.csv" t/fpga/ && printf 'low,high,result,effect\n2,11,survives,he lives\n12,20,killed,he dies\n' >t/fpga/officer.csv && fpga-officer --tables t --dice 1,1
! fpga-officer: t/fpga/officer.csv:3:2: no band holds 21: the total of the dice and the ones runs to 111
[3]

# A result that is not an outcome.
$ mkdir -p t/fpga && cp "$TABLES/fpga/officer.csv" t/fpga/ && printf 'low,high,result,effect\n,11,survives,he lives\n12,,wounded,he is hurt\n' >t/fpga/officer.csv && fpga-officer --tables t --dice 1,1
! fpga-officer: t/fpga/officer.csv:3:3: 'wounded' is not killed or survives
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/officer-modifiers.csv" t/fpga/ && printf 'name,value,count_rerolls\nsomething,1,yes\n' >t/fpga/officer-modifiers.csv && fpga-officer --tables t --dice 1,1
! fpga-officer: t/fpga/officer-modifiers.csv: no row for 'one-on-bonus-die'
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/officer-roll.csv" t/fpga/ && printf 'dice,sides\n2,6\n3,6\n' >t/fpga/officer-roll.csv && fpga-officer --tables t --dice 1,1
! fpga-officer: t/fpga/officer-roll.csv: needs exactly one row: the dice of the roll
[3]

# Free text, printed as it is in the answer, may hold commas and blanks
# but no control byte: an escape would reach the terminal, a newline
# make a fake line (issue 38, 7).
$ mkdir -p t/fpga && cp "$TABLES/fpga/officer.csv" t/fpga/ && sed -i '2s/,[^,]*$/,"gains a CD\x1b[2J"/' t/fpga/officer.csv && fpga-officer -T t --ones 2 --dice 5,4
! fpga-officer: t/fpga/officer.csv:2:4: 'gains a CD\x1b[2J' holds a control byte
[3]
