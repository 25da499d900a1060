# Re-rolls: at most the table's 2 (fpga/initiative.csv), and not with
# named dice.
$ fpga-initiative --a-rerolls 3
! fpga-initiative: --a-rerolls: 3 is above the maximum 2 (fpga/initiative.csv:2)
[2]

$ fpga-initiative --b-rerolls 5
! fpga-initiative: --b-rerolls: 5 is above the maximum 2 (fpga/initiative.csv:2)
[2]

$ fpga-initiative --a-rerolls 1 --a-reroll-dice 1
! fpga-initiative: --a-rerolls and --a-reroll-dice cannot go together
[2]

# Named dice: positions 1 or 2, each once, at most 2.
$ fpga-initiative --a-reroll-dice 3
! fpga-initiative: --a-reroll-dice: '3' is above the maximum 2
[2]

$ fpga-initiative --b-reroll-dice 0
! fpga-initiative: --b-reroll-dice: '0' is below the minimum 1
[2]

$ fpga-initiative --a-reroll-dice 1,1
! fpga-initiative: --a-reroll-dice: die 1 is named twice
[2]

$ fpga-initiative --a-reroll-dice 1,
! fpga-initiative: --a-reroll-dice: '1,' is not a list of dice positions, such as 1,2
[2]

$ fpga-initiative --a-reroll-dice ''
! fpga-initiative: --a-reroll-dice: '' is empty
[2]

$ fpga-initiative --a-reroll-dice x
! fpga-initiative: --a-reroll-dice: 'x' is not a number
[2]

$ mkdir -p t/fpga && cp "$TABLES/fpga/initiative.csv" t/fpga/ && printf 'dice,sides,tiebreak_sides,max_rerolls,cd_per_reroll\n2,6,4,1,1\n' >t/fpga/initiative.csv && fpga-initiative --tables t --a-reroll-dice 1,2
! fpga-initiative: --a-reroll-dice: '1,2' is more than the 1 die a side may re-roll (fpga/initiative.csv:2)
[2]

# Names: two, different, not empty.
$ fpga-initiative --names French
! fpga-initiative: --names: 'French' is not two names, NAME,NAME
[2]

$ fpga-initiative --names French,French
! fpga-initiative: --names: 'French,French' names both sides the same
[2]

$ fpga-initiative --names ,Austrians
! fpga-initiative: --names: ',Austrians' is not two names, NAME,NAME
[2]

$ fpga-initiative --names a,b,c
! fpga-initiative: --names: 'a,b,c' is not two names, NAME,NAME
[2]

# A control byte is refused, not printed into the answer as a fake
# line or a terminal escape (issue 38, 13).
$ fpga-initiative --names "$(printf 'a\nb,c')"
! fpga-initiative: --names: 'a\x0ab,c' holds a control byte or a byte not of UTF-8
[2]

$ fpga-initiative --names "$(printf 'French,Austri\033[2Jans')"
! fpga-initiative: --names: 'French,Austri\x1b[2Jans' holds a control byte or a byte not of UTF-8
[2]

$ fpga-initiative --names French,Austrians-and-their-Russian-allies-of-1805
! fpga-initiative: --names: 'French,Austrians-and-their-Russian-allies-of-1805' has a name longer than 32 characters
[2]

# Dice: the d4 is checked against 1..4; too few names the roll.
$ fpga-initiative --dice 1,1,5,1,1,1
! fpga-initiative: --dice: die 3 is 5, off a d4 (a tiebreak)
[2]

$ fpga-initiative --dice 1,1,1
! fpga-initiative: --dice: needs 2 more dice: b initiative (2d6)
[2]

$ fpga-initiative --dice 3,4,2,5,2,2
! fpga-initiative: --dice: needs 2 more dice: tiebreak again (2d4)
[2]

$ fpga-initiative --dice 5,4,1,2,3,4,1
! fpga-initiative: --dice: 7 dice given, only 6 used
[2]

# Tables.
$ mkdir -p t/fpga && cp "$TABLES/fpga/initiative.csv" t/fpga/ && printf 'dice,sides,tiebreak_sides,max_rerolls,cd_per_reroll\n2,6,4,3,1\n' >t/fpga/initiative.csv && fpga-initiative --tables t
! fpga-initiative: t/fpga/initiative.csv:2:4: re-rolls more dice than are rolled
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/initiative.csv" t/fpga/ && echo 2,6,4,2,1 >>t/fpga/initiative.csv && fpga-initiative --tables t
! fpga-initiative: t/fpga/initiative.csv:3: needs exactly 1 row: the initiative roll
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/initiative.csv" t/fpga/ && printf 'dice,sides,tiebreak,max_rerolls,cd_per_reroll\n2,6,4,2,1\n' >t/fpga/initiative.csv && fpga-initiative --tables t
! fpga-initiative: t/fpga/initiative.csv:1:3: unknown column 'tiebreak'
[3]

# The tied d4s come before the re-roll die: a 6 there is off a d4.
$ fpga-initiative --a-rerolls 1 --dice 3,4,2,5,2,2,6,1,4
! fpga-initiative: --dice: die 7 is 6, off a d4 (tiebreak again)
[2]

# Initiative at 4d100: refused before the walk, with the estimate and
# the cell of initiative.csv that sets the dice, for no option can
# lessen them (issue 38, 4).
$ mkdir -p t/fpga && cp "$TABLES/fpga/initiative.csv" t/fpga/ && sed -i 's/^2,6,4,2,1$/4,100,4,2,1/' t/fpga/initiative.csv && fpga-initiative -T t --odds
! fpga-initiative: odds: about 180,000,000,000,000 paths of dice to weigh, more than 500,000: t/fpga/initiative.csv:2:1: 4 dice a side of 100 sides: fewer dice or sides
[2]

# --a-policy: best, lowest or a face; not with named dice.
$ fpga-initiative --a-rerolls 1 --a-policy worst
! fpga-initiative: --a-policy: 'worst' is not one of best, lowest, or a number from 1 to 101
[2]

$ fpga-initiative --a-rerolls 1 --b-policy 0
! fpga-initiative: --b-policy: '0' is not one of best, lowest, or a number from 1 to 101
[2]

$ fpga-initiative --a-reroll-dice 1 --a-policy best
! fpga-initiative: --a-reroll-dice and --a-policy cannot go together
[2]
