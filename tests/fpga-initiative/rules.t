# Dice order: a's 2d6 and d4, b's 2d6 and d4, d4 pairs while tied, the
# lower side's re-rolls, the higher side's.
# The higher 2d6 total wins when nobody re-rolls: a 9 against 5.
$ fpga-initiative --dice 5,4,1,2,3,4
INITIATIVE TO a  5+4 = 9 against b 2+3 = 5
rolled: a 5+4 = 9; b 2+3 = 5; lower: b
CDs spent: a 0, b 0

$ fpga-initiative --dice 1,2,4,6,6,1
INITIATIVE TO b  6+6 = 12 against a 1+2 = 3
rolled: a 1+2 = 3; b 6+6 = 12; lower: a
CDs spent: a 0, b 0

# Tied totals: the higher d4 (reading 1).
$ fpga-initiative --dice 3,4,2,5,2,3
INITIATIVE TO b  5+2 = 7, d4 3, against a 3+4 = 7, d4 2
rolled: a 3+4 = 7, d4 2; b 5+2 = 7, d4 3; lower: a
CDs spent: a 0, b 0

# Tied d4s too: a pair of d4s, a's first, until they differ.
$ fpga-initiative --dice 3,4,2,5,2,2,1,4
INITIATIVE TO b  5+2 = 7, d4 4, against a 3+4 = 7, d4 1
rolled: a 3+4 = 7, d4 2; b 5+2 = 7, d4 2; lower: a
the tied d4s rolled again: 1 against 4
CDs spent: a 0, b 0

$ fpga-initiative --dice 3,4,2,5,2,2,3,3,4,1
INITIATIVE TO a  3+4 = 7, d4 4, against b 5+2 = 7, d4 1
rolled: a 3+4 = 7, d4 2; b 5+2 = 7, d4 2; lower: b
the tied d4s rolled again: 4 against 1
CDs spent: a 0, b 0

# Tied totals and tied d4s with a re-roll to come: the d4s are rolled
# again at once (1 against 4), as they say who is lower, and only then
# does the lower side re-roll (its 3: 6).  The spec's dice order puts the
# d4 pairs last; nobody is lower until they differ (man page CAVEATS).
$ fpga-initiative --a-rerolls 1 --dice 3,4,2,5,2,2,1,4,6
INITIATIVE TO a  6+4 = 10 against b 5+2 = 7
rolled: a 3+4 = 7, d4 2; b 5+2 = 7, d4 2; lower: a
re-rolled by a for 1 CD: die 1 from 3 to 6
the tied d4s rolled again: 1 against 4
CDs spent: a 1, b 0

# A re-roll that ties the totals meets d4s tied since the first roll:
# they are rolled again then, after the re-roll (3 against 1).
$ fpga-initiative --a-rerolls 1 --dice 1,4,2,5,3,2,4,3,1
INITIATIVE TO a  4+4 = 8, d4 3, against b 5+3 = 8, d4 1
rolled: a 1+4 = 5; b 5+3 = 8; lower: a
re-rolled by a for 1 CD: die 1 from 1 to 4
the tied d4s rolled again: 3 against 1
CDs spent: a 1, b 0

# The lower side re-rolls its lowest die for a CD and goes ahead; b,
# willing to spend nothing, loses.
$ fpga-initiative --a-rerolls 1 --dice 1,4,2,5,3,1,6
INITIATIVE TO a  6+4 = 10 against b 5+3 = 8
rolled: a 1+4 = 5; b 5+3 = 8; lower: a
re-rolled by a for 1 CD: die 1 from 1 to 6
CDs spent: a 1, b 0

# The re-rolled die stands even when lower.
$ fpga-initiative --a-rerolls 1 --dice 2,4,2,5,3,1,1
INITIATIVE TO b  5+3 = 8 against a 1+4 = 5
rolled: a 2+4 = 6; b 5+3 = 8; lower: a
re-rolled by a for 1 CD: die 1 from 2 to 1
CDs spent: a 1, b 0

# Of equal dice, the first rolled is re-rolled (the old policy, its
# lowest dice, named: the best choice would not spend here, below).
$ fpga-initiative --a-rerolls 1 --a-policy lowest --dice 3,3,1,6,6,1,6
INITIATIVE TO b  6+6 = 12 against a 6+3 = 9
rolled: a 3+3 = 6; b 6+6 = 12; lower: a
re-rolled by a for 1 CD: die 1 from 3 to 6
CDs spent: a 1, b 0

# The best choice (the default policy) spends no CD that cannot win:
# 3+6 cannot pass 12 (issue 33 item 29).
$ fpga-initiative --a-rerolls 1 --dice 3,3,1,6,6,1
INITIATIVE TO b  6+6 = 12 against a 3+3 = 6
rolled: a 3+3 = 6; b 6+6 = 12; lower: a
no re-roll by a: no re-roll can win
CDs spent: a 0, b 0

# Two CDs, the best choice: a 2+5 = 7 against 9, b taking a tie (d4 2
# against 1).  By hand: re-rolling the 2 alone wins on a 5 or 6, 1/3;
# both dice need 10 or more, 6/36; so one die, one CD.
$ fpga-initiative --a-rerolls 2 --dice 2,5,1,4,5,2,6
INITIATIVE TO a  6+5 = 11 against b 4+5 = 9
rolled: a 2+5 = 7; b 4+5 = 9; lower: a
re-rolled by a for 1 CD: die 1 from 2 to 6
CDs spent: a 1, b 0

# The same roll re-rolling its 2 lowest dice (--a-policy lowest, the
# policy before): both dice, whatever they show.
$ fpga-initiative --a-rerolls 2 --a-policy lowest --dice 2,5,1,4,5,2,6,1
INITIATIVE TO b  4+5 = 9 against a 6+1 = 7
rolled: a 2+5 = 7; b 4+5 = 9; lower: a
re-rolled by a for 2 CDs: die 1 from 2 to 6, die 2 from 5 to 1
CDs spent: a 2, b 0

# Each die below a face: with 4+5, none below 3, nothing re-rolled.
$ fpga-initiative --a-rerolls 2 --a-policy 3 --dice 4,5,1,6,6,2
INITIATIVE TO b  6+6 = 12 against a 4+5 = 9
rolled: a 4+5 = 9; b 6+6 = 12; lower: a
no re-roll by a: no die below 3
CDs spent: a 0, b 0

$ fpga-initiative --a-rerolls 2 --a-policy 5 --dice 4,5,1,6,6,2,6
INITIATIVE TO b  6+6 = 12 against a 6+5 = 11
rolled: a 4+5 = 9; b 6+6 = 12; lower: a
re-rolled by a for 1 CD: die 1 from 4 to 6
CDs spent: a 1, b 0

# Two CDs, both dice, lowest first.
$ fpga-initiative --a-rerolls 2 --dice 2,1,1,5,5,1,6,6
INITIATIVE TO a  6+6 = 12 against b 5+5 = 10
rolled: a 2+1 = 3; b 5+5 = 10; lower: a
re-rolled by a for 2 CDs: die 2 from 1 to 6, die 1 from 2 to 6
CDs spent: a 2, b 0

# The higher side re-rolls when the lower side's re-rolls put it behind.
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --dice 1,4,2,5,3,1,6,6
INITIATIVE TO b  5+6 = 11 against a 6+4 = 10
rolled: a 1+4 = 5; b 5+3 = 8; lower: a
re-rolled by a for 1 CD: die 1 from 1 to 6
re-rolled by b for 1 CD: die 2 from 3 to 6
CDs spent: a 1, b 1

# A higher side still ahead spends nothing.
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --dice 1,4,2,5,3,1,2
INITIATIVE TO b  5+3 = 8 against a 2+4 = 6
rolled: a 1+4 = 5; b 5+3 = 8; lower: a
re-rolled by a for 1 CD: die 1 from 1 to 2
no re-roll by b: still ahead
CDs spent: a 1, b 0

# Behind on the d4 after a tie of totals is behind.
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --dice 1,4,3,5,3,1,4,2
INITIATIVE TO a  4+4 = 8 against b 5+2 = 7
rolled: a 1+4 = 5; b 5+3 = 8; lower: a
re-rolled by a for 1 CD: die 1 from 1 to 4
re-rolled by b for 1 CD: die 2 from 3 to 2
CDs spent: a 1, b 1

# Named dice replace the lowest-first policy...
$ fpga-initiative --a-reroll-dice 2 --dice 1,4,2,5,3,1,6
INITIATIVE TO b  5+3 = 8 against a 1+6 = 7
rolled: a 1+4 = 5; b 5+3 = 8; lower: a
re-rolled by a for 1 CD: die 2 from 4 to 6
CDs spent: a 1, b 0

# ...and the higher side re-rolls named dice even when ahead.
$ fpga-initiative --b-reroll-dice 1 --dice 1,4,2,5,3,1,2
INITIATIVE TO a  1+4 = 5, d4 2, against b 2+3 = 5, d4 1
rolled: a 1+4 = 5; b 5+3 = 8; lower: a
re-rolled by b for 1 CD: die 1 from 5 to 2
CDs spent: a 0, b 1

# Names label the sides.
$ fpga-initiative --names French,Austrians --dice 5,4,1,2,3,4
INITIATIVE TO French  5+4 = 9 against Austrians 2+3 = 5
rolled: French 5+4 = 9; Austrians 2+3 = 5; lower: Austrians
CDs spent: French 0, Austrians 0

# House rules: a re-roll costs 2 CDs; a d6 breaks ties.
$ mkdir -p t/fpga && cp "$TABLES/fpga/initiative.csv" t/fpga/ && printf 'dice,sides,tiebreak_sides,max_rerolls,cd_per_reroll\n2,6,4,2,2\n' >t/fpga/initiative.csv && fpga-initiative --tables t --a-rerolls 1 --dice 1,4,2,5,3,1,6
INITIATIVE TO a  6+4 = 10 against b 5+3 = 8
rolled: a 1+4 = 5; b 5+3 = 8; lower: a
re-rolled by a for 2 CDs: die 1 from 1 to 6
CDs spent: a 2, b 0

$ mkdir -p t/fpga && cp "$TABLES/fpga/initiative.csv" t/fpga/ && printf 'dice,sides,tiebreak_sides,max_rerolls,cd_per_reroll\n2,6,6,2,1\n' >t/fpga/initiative.csv && fpga-initiative --tables t --dice 3,4,6,5,2,5
INITIATIVE TO a  3+4 = 7, d6 6, against b 5+2 = 7, d6 5
rolled: a 3+4 = 7, d6 6; b 5+2 = 7, d6 5; lower: b
CDs spent: a 0, b 0

# JSON.
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --dice 1,4,2,5,3,1,6,6 --json
{"tool":"fpga-initiative","inputs":{"names":"a,b","a_rerolls":1,"b_rerolls":1,"a_reroll_dice":null,"b_reroll_dice":null,"a_policy":"best","b_policy":"best"},"dice":[{"roll":"a initiative","sides":6,"value":1},{"roll":"a initiative","sides":6,"value":4},{"roll":"a tiebreak","sides":4,"value":2},{"roll":"b initiative","sides":6,"value":5},{"roll":"b initiative","sides":6,"value":3},{"roll":"b tiebreak","sides":4,"value":1},{"roll":"a re-roll","sides":6,"value":6},{"roll":"b re-roll","sides":6,"value":6}],"outcome":"b_wins","effect":"the initiative to b: the SK attacks and the first phase","modifiers":[],"names":{"a":"a","b":"b"},"rolls":{"a":{"dice":[1,4],"total":5,"d4":2},"b":{"dice":[5,3],"total":8,"d4":1}},"lower":"a","rerolls":[{"side":"a","die":1,"old":1,"new":6},{"side":"b","die":2,"old":3,"new":6}],"final":{"a":{"dice":[6,4],"total":10,"d4":2},"b":{"dice":[5,6],"total":11,"d4":1}},"cds_spent":{"a":1,"b":1},"winner":"b","sides":{"a":{"name":"a","rolls":[1,4],"total":5,"d4":2,"rerolls":[{"die":1,"old":1,"new":6}],"final_rolls":[6,4],"final_total":10,"final_d4":2,"cds_spent":1},"b":{"name":"b","rolls":[5,3],"total":8,"d4":1,"rerolls":[{"die":2,"old":3,"new":6}],"final_rolls":[5,6],"final_total":11,"final_d4":1,"cds_spent":1}}}

# --verbose names the row every number of the roll came from (issue 33
# item 32: it cited none).
$ fpga-initiative --a-rerolls 1 --dice 2,3,3,5,4,2,6 --verbose
INITIATIVE TO a  6+3 = 9, d4 3, against b 5+4 = 9, d4 2
rolled: a 2+3 = 5; b 5+4 = 9; lower: a
re-rolled by a for 1 CD: die 1 from 2 to 6
CDs spent: a 1, b 0
  2d6 a side and a d4 to break a tie, at most 2 re-rolled, 1 CD a die  (fpga/initiative.csv:2)
  tables: $TOP/tables ($MUSKET_TABLES)

# --list: the policies' words (issue 33 item 32: it printed nothing).
$ fpga-initiative --list
--a-policy best lowest
--b-policy best lowest

# Names and rolls by side under "sides" (issue 32; 00-suite.md round 3),
# worked by hand: French roll 2+3 = 5 (d4 3) under Austrians' 5+4 = 9
# (d4 2), re-roll their lower die, the 2, to a 6: 6+3 = 9, a tie the d4
# breaks 3 to 2.  The old keys (names, rolls, final) stay beside it.
$ fpga-initiative --names French,Austrians --a-rerolls 1 --dice 2,3,3,5,4,2,6 --json | jq -c '.sides.a, .sides.b, [.names.a, .rolls.a.dice]'
{"name":"French","rolls":[2,3],"total":5,"d4":3,"rerolls":[{"die":1,"old":2,"new":6}],"final_rolls":[6,3],"final_total":9,"final_d4":3,"cds_spent":1}
{"name":"Austrians","rolls":[5,4],"total":9,"d4":2,"rerolls":[],"final_rolls":[5,4],"final_total":9,"final_d4":2,"cds_spent":0}
["French",[2,3]]

# Who phases first is not on the sheet: fpga-initiative(1) says so where
# it says it, and in CAVEATS (issue 33 item 31).
$ grep -c 'not on the sheet: spec research' "$TOP/man/fpga-initiative.1"
2
