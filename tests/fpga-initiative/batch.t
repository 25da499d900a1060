# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--dice 5,4,1,2,3,4\n--a-rerolls 3\n\n# a comment\n--a-rerolls 1 --dice 1,4,2,5,3,1,6\n' | fpga-initiative --batch --names French,Austrians
INITIATIVE TO French  5+4 = 9 against Austrians 2+3 = 5; rolled: French 5+4 = 9; Austrians 2+3 = 5; lower: Austrians; CDs spent: French 0, Austrians 0
INITIATIVE TO French  6+4 = 10 against Austrians 5+3 = 8; rolled: French 1+4 = 5; Austrians 5+3 = 8; lower: French; re-rolled by French for 1 CD: die 1 from 1 to 6; CDs spent: French 1, Austrians 0
! fpga-initiative: line 2: --a-rerolls: 3 is above the maximum 2 (fpga/initiative.csv:2)
[2]

$ printf -- '--dice 5,4,1,2,3,4\n--dice 3,4,2,5,2,2,1,4\n' | fpga-initiative --batch --json
{"tool":"fpga-initiative","line":1,"inputs":{"names":"a,b","a_rerolls":0,"b_rerolls":0,"a_reroll_dice":null,"b_reroll_dice":null,"a_policy":"best","b_policy":"best"},"dice":[{"roll":"a initiative","sides":6,"value":5},{"roll":"a initiative","sides":6,"value":4},{"roll":"a tiebreak","sides":4,"value":1},{"roll":"b initiative","sides":6,"value":2},{"roll":"b initiative","sides":6,"value":3},{"roll":"b tiebreak","sides":4,"value":4}],"outcome":"a_wins","effect":"the initiative to a: the SK attacks and the first phase","modifiers":[],"names":{"a":"a","b":"b"},"rolls":{"a":{"dice":[5,4],"total":9,"d4":1},"b":{"dice":[2,3],"total":5,"d4":4}},"lower":"b","rerolls":[],"final":{"a":{"dice":[5,4],"total":9,"d4":1},"b":{"dice":[2,3],"total":5,"d4":4}},"cds_spent":{"a":0,"b":0},"winner":"a"}
{"tool":"fpga-initiative","line":2,"inputs":{"names":"a,b","a_rerolls":0,"b_rerolls":0,"a_reroll_dice":null,"b_reroll_dice":null,"a_policy":"best","b_policy":"best"},"dice":[{"roll":"a initiative","sides":6,"value":3},{"roll":"a initiative","sides":6,"value":4},{"roll":"a tiebreak","sides":4,"value":2},{"roll":"b initiative","sides":6,"value":5},{"roll":"b initiative","sides":6,"value":2},{"roll":"b tiebreak","sides":4,"value":2},{"roll":"tiebreak again","sides":4,"value":1},{"roll":"tiebreak again","sides":4,"value":4}],"outcome":"b_wins","effect":"the initiative to b: the SK attacks and the first phase","modifiers":[],"names":{"a":"a","b":"b"},"rolls":{"a":{"dice":[3,4],"total":7,"d4":2},"b":{"dice":[5,2],"total":7,"d4":2}},"lower":"a","rerolls":[],"final":{"a":{"dice":[3,4],"total":7,"d4":1},"b":{"dice":[5,2],"total":7,"d4":4}},"cds_spent":{"a":0,"b":0},"winner":"b"}

# -e: 0 when a wins, 1 when b does.
$ fpga-initiative --dice 5,4,1,2,3,4 -e
INITIATIVE TO a  5+4 = 9 against b 2+3 = 5
rolled: a 5+4 = 9; b 2+3 = 5; lower: b
CDs spent: a 0, b 0

$ fpga-initiative --dice 1,2,4,6,6,1 -e
INITIATIVE TO b  6+6 = 12 against a 1+2 = 3
rolled: a 1+2 = 3; b 6+6 = 12; lower: a
CDs spent: a 0, b 0
[1]

$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --repeat 4 --seed 1805
INITIATIVE TO b  5+6 = 11 against a 5+5 = 10; rolled: a 3+5 = 8; b 5+6 = 11; lower: a; re-rolled by a for 1 CD: die 1 from 3 to 5; no re-roll by b: still ahead; CDs spent: a 1, b 0
INITIATIVE TO b  5+5 = 10 against a 4+4 = 8; rolled: a 2+4 = 6, d4 2; b 5+1 = 6, d4 3; lower: a; re-rolled by a for 1 CD: die 1 from 2 to 4; re-rolled by b for 1 CD: die 2 from 1 to 5; CDs spent: a 1, b 1
INITIATIVE TO a  6+6 = 12 against b 6+5 = 11; rolled: a 5+6 = 11; b 4+5 = 9; lower: b; re-rolled by b for 1 CD: die 1 from 4 to 6; re-rolled by a for 1 CD: die 1 from 5 to 6; CDs spent: a 1, b 1
INITIATIVE TO a  5+5 = 10 against b 2+3 = 5; rolled: a 5+5 = 10; b 2+3 = 5; lower: b; no re-roll by b: no re-roll can win; no re-roll by a: still ahead; CDs spent: a 0, b 0

$ fpga-initiative --repeat 2 --seed 1805 --json
{"tool":"fpga-initiative","inputs":{"names":"a,b","a_rerolls":0,"b_rerolls":0,"a_reroll_dice":null,"b_reroll_dice":null,"a_policy":"best","b_policy":"best"},"dice":[{"roll":"a initiative","sides":6,"value":3},{"roll":"a initiative","sides":6,"value":5},{"roll":"a tiebreak","sides":4,"value":1},{"roll":"b initiative","sides":6,"value":5},{"roll":"b initiative","sides":6,"value":6},{"roll":"b tiebreak","sides":4,"value":1}],"outcome":"b_wins","effect":"the initiative to b: the SK attacks and the first phase","modifiers":[],"names":{"a":"a","b":"b"},"rolls":{"a":{"dice":[3,5],"total":8,"d4":1},"b":{"dice":[5,6],"total":11,"d4":1}},"lower":"a","rerolls":[],"final":{"a":{"dice":[3,5],"total":8,"d4":1},"b":{"dice":[5,6],"total":11,"d4":1}},"cds_spent":{"a":0,"b":0},"winner":"b"}
{"tool":"fpga-initiative","inputs":{"names":"a,b","a_rerolls":0,"b_rerolls":0,"a_reroll_dice":null,"b_reroll_dice":null,"a_policy":"best","b_policy":"best"},"dice":[{"roll":"a initiative","sides":6,"value":5},{"roll":"a initiative","sides":6,"value":2},{"roll":"a tiebreak","sides":4,"value":2},{"roll":"b initiative","sides":6,"value":4},{"roll":"b initiative","sides":6,"value":5},{"roll":"b tiebreak","sides":4,"value":3}],"outcome":"b_wins","effect":"the initiative to b: the SK attacks and the first phase","modifiers":[],"names":{"a":"a","b":"b"},"rolls":{"a":{"dice":[5,2],"total":7,"d4":2},"b":{"dice":[4,5],"total":9,"d4":3}},"lower":"a","rerolls":[],"final":{"a":{"dice":[5,2],"total":7,"d4":2},"b":{"dice":[4,5],"total":9,"d4":3}},"cds_spent":{"a":0,"b":0},"winner":"b"}

# Odds in a batch: 3481/5184 and 1703/5184 (python fractions, every roll
# and re-roll thrown face by face: tests/fpga-combat/odds-check.py).
$ printf -- '--a-rerolls 1\n--b-rerolls 1\n' | fpga-initiative --batch --odds --json
{"tool":"fpga-initiative","line":1,"inputs":{"names":"a,b","a_rerolls":1,"b_rerolls":0,"a_reroll_dice":null,"b_reroll_dice":null,"a_policy":"best","b_policy":"best"},"answer":{"question":"a wins","p":0.67148919753086422,"fraction":"3481/5184"},"odds":[{"outcome":"a_wins","p":0.67148919753086422,"fraction":"3481/5184"},{"outcome":"b_wins","p":0.32851080246913578,"fraction":"1703/5184"}],"a_cds":[{"value":0,"p":0.60744598765432101,"fraction":"3149/5184","p_at_least":1,"fraction_at_least":"1","p_at_most":0.60744598765432101,"fraction_at_most":"3149/5184"},{"value":1,"p":0.39255401234567899,"fraction":"2035/5184","p_at_least":0.39255401234567899,"fraction_at_least":"2035/5184","p_at_most":1,"fraction_at_most":"1"}],"b_cds":[{"value":0,"p":1,"fraction":"1","p_at_least":1,"fraction_at_least":"1","p_at_most":1,"fraction_at_most":"1"}],"expected_a_cds":{"value":0.39255401234567899,"fraction":"2035/5184","sd":0.48831891191821303},"expected_b_cds":{"value":0,"fraction":"0","sd":0}}
{"tool":"fpga-initiative","line":2,"inputs":{"names":"a,b","a_rerolls":0,"b_rerolls":1,"a_reroll_dice":null,"b_reroll_dice":null,"a_policy":"best","b_policy":"best"},"answer":{"question":"a wins","p":0.32851080246913578,"fraction":"1703/5184"},"odds":[{"outcome":"a_wins","p":0.32851080246913578,"fraction":"1703/5184"},{"outcome":"b_wins","p":0.67148919753086422,"fraction":"3481/5184"}],"a_cds":[{"value":0,"p":1,"fraction":"1","p_at_least":1,"fraction_at_least":"1","p_at_most":1,"fraction_at_most":"1"}],"b_cds":[{"value":0,"p":0.60744598765432101,"fraction":"3149/5184","p_at_least":1,"fraction_at_least":"1","p_at_most":0.60744598765432101,"fraction_at_most":"3149/5184"},{"value":1,"p":0.39255401234567899,"fraction":"2035/5184","p_at_least":0.39255401234567899,"fraction_at_least":"2035/5184","p_at_most":1,"fraction_at_most":"1"}],"expected_a_cds":{"value":0,"fraction":"0","sd":0},"expected_b_cds":{"value":0.39255401234567899,"fraction":"2035/5184","sd":0.48831891191821303}}
