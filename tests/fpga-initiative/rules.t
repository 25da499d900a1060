# Dice order: a's 2d6 and d4, b's 2d6 and d4, d4 pairs while tied, the
# lower side's re-rolls, the higher side's.
# The higher 2d6 total wins when nobody re-rolls: a 9 against 5.
$ fpga-initiative --dice 5,4,1,2,3,4

$ fpga-initiative --dice 1,2,4,6,6,1

# Tied totals: the higher d4 (reading 1).
$ fpga-initiative --dice 3,4,2,5,2,3

# Tied d4s too: a pair of d4s, a's first, until they differ.
$ fpga-initiative --dice 3,4,2,5,2,2,1,4

$ fpga-initiative --dice 3,4,2,5,2,2,3,3,4,1

# The lower side re-rolls its lowest die for a CD and goes ahead; b,
# willing to spend nothing, loses.
$ fpga-initiative --a-rerolls 1 --dice 1,4,2,5,3,1,6

# The re-rolled die stands even when lower.
$ fpga-initiative --a-rerolls 1 --dice 2,4,2,5,3,1,1

# Of equal dice, the first rolled is re-rolled.
$ fpga-initiative --a-rerolls 1 --dice 3,3,1,6,6,1,6

# Two CDs, both dice, lowest first.
$ fpga-initiative --a-rerolls 2 --dice 2,1,1,5,5,1,6,6

# The higher side re-rolls when the lower side's re-rolls put it behind.
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --dice 1,4,2,5,3,1,6,6

# A higher side still ahead spends nothing.
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --dice 1,4,2,5,3,1,2

# Behind on the d4 after a tie of totals is behind.
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --dice 1,4,3,5,3,1,4,2

# Named dice replace the lowest-first policy...
$ fpga-initiative --a-reroll-dice 2 --dice 1,4,2,5,3,1,6

# ...and the higher side re-rolls named dice even when ahead.
$ fpga-initiative --b-reroll-dice 1 --dice 1,4,2,5,3,1,2

# Names label the sides.
$ fpga-initiative --names French,Austrians --dice 5,4,1,2,3,4

# House rules: a re-roll costs 2 CDs; a d6 breaks ties.
$ cp -R "$TABLES" t && printf 'dice,sides,tiebreak_sides,max_rerolls,cd_per_reroll\n2,6,4,2,2\n' >t/fpga/initiative.csv && fpga-initiative --tables t --a-rerolls 1 --dice 1,4,2,5,3,1,6

$ cp -R "$TABLES" t && printf 'dice,sides,tiebreak_sides,max_rerolls,cd_per_reroll\n2,6,6,2,1\n' >t/fpga/initiative.csv && fpga-initiative --tables t --dice 3,4,6,5,2,5

# JSON.
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --dice 1,4,2,5,3,1,6,6 --json
