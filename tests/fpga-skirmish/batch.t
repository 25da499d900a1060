# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--sk 1 --dice 6\n--sk 3\n\n# a comment\n--sk 2 --save --dice 6,6,4,1\n--sk 2 --target cavalry\n' | fpga-skirmish --batch
1 HIT  on the infantry; SK1: 1d6 hitting on 6, rolled 6: 1 hit; no save; only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
1 HIT  on the infantry; SK2: 2d6 hitting on 6, rolled 6 6: 2 hits; saves on 4+ (given by --save): rolled 4 1, 1 saved; only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
! fpga-skirmish: line 2: --sk: '3' is not one of 2, 1
! fpga-skirmish: line 6: --target cavalry: SK attacks do not hit cavalry (fpga/skirmish-targets.csv:4)
[2]

$ printf -- '--sk 1 --dice 6\n--sk 2 --target-town --dice 6,1,5\n' | fpga-skirmish --batch --json
{"tool":"fpga-skirmish","line":1,"inputs":{"sk":"1","range":null,"target_type":"infantry","save":false,"target_mx":false,"target_near_cavalry":false,"target_town":false},"dice":[{"roll":"SK attack","sides":6,"value":6}],"outcome":"hits","effect":"1 hit on the infantry","modifiers":[],"sk":1,"rolls":[6],"hits":1,"save":false,"save_reasons":[],"save_rolls":[],"hits_after_saves":1}
{"tool":"fpga-skirmish","line":2,"inputs":{"sk":"2","range":null,"target_type":"infantry","save":false,"target_mx":false,"target_near_cavalry":false,"target_town":true},"dice":[{"roll":"SK attack","sides":6,"value":6},{"roll":"SK attack","sides":6,"value":1},{"roll":"save","sides":6,"value":5}],"outcome":"hits","effect":"0 hits on the infantry","modifiers":[],"sk":2,"rolls":[6,1],"hits":1,"save":true,"save_reasons":["target-town"],"save_rolls":[5],"hits_after_saves":0}

# Repeated with a seed: the same answers every time.
$ fpga-skirmish --sk 2 --seed 1805 --repeat 4
0 HITS  on the infantry; SK2: 2d6 hitting on 6, rolled 3 5: 0 hits; no save; only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
0 HITS  on the infantry; SK2: 2d6 hitting on 6, rolled 3 5: 0 hits; no save; only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
1 HIT  on the infantry; SK2: 2d6 hitting on 6, rolled 6 5: 1 hit; no save; only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
0 HITS  on the infantry; SK2: 2d6 hitting on 6, rolled 5 2: 0 hits; no save; only the side with the initiative makes SK attacks; no more than 1 SK attacker per target

# -e: 0 when a hit stands, 1 when none does.
$ fpga-skirmish --sk 1 --dice 6 -e
1 HIT  on the infantry
SK1: 1d6 hitting on 6, rolled 6: 1 hit
no save
only the side with the initiative makes SK attacks; no more than 1 SK attacker per target

$ fpga-skirmish --sk 1 --dice 5 -e
0 HITS  on the infantry
SK1: 1d6 hitting on 6, rolled 5: 0 hits
no save
only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
[1]

$ fpga-skirmish --sk 1 --save --dice 6,5 -e
0 HITS  on the infantry
SK1: 1d6 hitting on 6, rolled 6: 1 hit
saves on 4+ (given by --save): rolled 5, 1 saved
only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
[1]

$ printf -- '--sk 1 --dice 5\n--sk 1 --dice 6\n' | fpga-skirmish --batch -e
0 HITS  on the infantry; SK1: 1d6 hitting on 6, rolled 5: 0 hits; no save; only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
1 HIT  on the infantry; SK1: 1d6 hitting on 6, rolled 6: 1 hit; no save; only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
[1]

# Odds in a batch: SK1 a hit stands 1/6, SK2 with saves 23/144 (python
# fractions, every die thrown face by face: tests/fpga-combat/odds-check.py).
$ printf -- '--sk 1\n--sk 2 --save\n' | fpga-skirmish --batch --odds --json
{"tool":"fpga-skirmish","line":1,"inputs":{"sk":"1","range":null,"target_type":"infantry","save":false,"target_mx":false,"target_near_cavalry":false,"target_town":false},"answer":{"question":"a hit stands","p":0.16666666666666666,"fraction":"1/6"},"odds":[{"outcome":"hits","p":1,"fraction":"1"}],"hits":[{"value":0,"p":0.83333333333333337,"fraction":"5/6","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"hits_after_saves":[{"value":0,"p":0.83333333333333337,"fraction":"5/6","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"expected_hits":{"value":0.16666666666666666,"fraction":"1/6","sd":0.37267799624996495},"expected_hits_after_saves":{"value":0.16666666666666666,"fraction":"1/6","sd":0.37267799624996495}}
{"tool":"fpga-skirmish","line":2,"inputs":{"sk":"2","range":null,"target_type":"infantry","save":true,"target_mx":false,"target_near_cavalry":false,"target_town":false},"answer":{"question":"a hit stands","p":0.15972222222222221,"fraction":"23/144"},"odds":[{"outcome":"hits","p":1,"fraction":"1"}],"hits":[{"value":0,"p":0.69444444444444442,"fraction":"25/36","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.27777777777777779,"fraction":"5/18","p_at_least":0.30555555555555558,"fraction_at_least":"11/36"},{"value":2,"p":0.027777777777777776,"fraction":"1/36","p_at_least":0.027777777777777776,"fraction_at_least":"1/36"}],"hits_after_saves":[{"value":0,"p":0.84027777777777779,"fraction":"121/144","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.15277777777777779,"fraction":"11/72","p_at_least":0.15972222222222221,"fraction_at_least":"23/144"},{"value":2,"p":0.0069444444444444441,"fraction":"1/144","p_at_least":0.0069444444444444441,"fraction_at_least":"1/144"}],"expected_hits":{"value":0.33333333333333331,"fraction":"1/3","sd":0.52704627669472992},"expected_hits_after_saves":{"value":0.16666666666666666,"fraction":"1/6","sd":0.39086797998528583}}
