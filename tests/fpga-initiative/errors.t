# Re-rolls: at most the table's 2 (fpga/initiative.csv), and not with
# named dice.
$ fpga-initiative --a-rerolls 3

$ fpga-initiative --b-rerolls 5

$ fpga-initiative --a-rerolls 1 --a-reroll-dice 1

# Named dice: positions 1 or 2, each once, at most 2.
$ fpga-initiative --a-reroll-dice 3

$ fpga-initiative --b-reroll-dice 0

$ fpga-initiative --a-reroll-dice 1,1

$ fpga-initiative --a-reroll-dice 1,

$ fpga-initiative --a-reroll-dice ''

$ fpga-initiative --a-reroll-dice x

$ cp -R "$TABLES" t && printf 'dice,sides,tiebreak_sides,max_rerolls,cd_per_reroll\n2,6,4,1,1\n' >t/fpga/initiative.csv && fpga-initiative --tables t --a-reroll-dice 1,2

# Names: two, different, not empty.
$ fpga-initiative --names French

$ fpga-initiative --names French,French

$ fpga-initiative --names ,Austrians

$ fpga-initiative --names a,b,c

$ fpga-initiative --names French,Austrians-and-their-Russian-allies-of-1805

# Dice: the d4 is checked against 1..4; too few names the roll.
$ fpga-initiative --dice 1,1,5,1,1,1

$ fpga-initiative --dice 1,1,1

$ fpga-initiative --dice 3,4,2,5,2,2

$ fpga-initiative --dice 5,4,1,2,3,4,1

# Tables.
$ cp -R "$TABLES" t && printf 'dice,sides,tiebreak_sides,max_rerolls,cd_per_reroll\n2,6,4,3,1\n' >t/fpga/initiative.csv && fpga-initiative --tables t

$ cp -R "$TABLES" t && echo 2,6,4,2,1 >>t/fpga/initiative.csv && fpga-initiative --tables t

$ cp -R "$TABLES" t && printf 'dice,sides,tiebreak,max_rerolls,cd_per_reroll\n2,6,4,2,1\n' >t/fpga/initiative.csv && fpga-initiative --tables t
