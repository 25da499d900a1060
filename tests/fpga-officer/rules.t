# Two dice; 12 or more kills him, 11 or less he survives.
$ fpga-officer --dice 6,6
KILLED  rolled 6+6=12 (12 or more: killed)
the officer is killed (combat)

$ fpga-officer --dice 6,5
SURVIVES  rolled 6+5=11 (up to 11: survives)
the officer survives (combat)

$ fpga-officer --dice 1,1
SURVIVES  rolled 1+1=2 (up to 11: survives)
the officer survives (combat)

# Each one on his bonus dice adds +1: 5+6 and one one is 12.
$ fpga-officer --ones 1 --dice 5,6
KILLED  rolled 5+6=11 +1 for 1 one = 12 (12 or more: killed)
the officer is killed (combat)

$ fpga-officer --ones 1 --dice 5,5
SURVIVES  rolled 5+5=10 +1 for 1 one = 11 (up to 11: survives)
the officer survives (combat)

# Ten ones kill him whatever he rolls.
$ fpga-officer --ones 10 --dice 1,1
KILLED  rolled 1+1=2 +10 for 10 ones = 12 (12 or more: killed)
the officer is killed (combat)

# The reason is only reported.
$ fpga-officer --reason overrun --dice 3,4
SURVIVES  rolled 3+4=7 (up to 11: survives)
the officer survives (overrun)

$ fpga-officer --reason break --dice 6,6
KILLED  rolled 6+6=12 (12 or more: killed)
the officer is killed (break)

# --verbose lists the ones' modifier and its table row.
$ fpga-officer --ones 3 --dice 2,3 --verbose
SURVIVES  rolled 2+3=5 +3 for 3 ones = 8 (up to 11: survives)
the officer survives (combat)
  one-on-bonus-die +3  (fpga/officer-modifiers.csv:2)
  tables: $TOP/tables ($MUSKET_TABLES)

# -e: 0 when he survives, 1 when he is killed.
$ fpga-officer --dice 6,6 -e
KILLED  rolled 6+6=12 (12 or more: killed)
the officer is killed (combat)
[1]

$ fpga-officer --dice 6,5 -e
SURVIVES  rolled 6+5=11 (up to 11: survives)
the officer survives (combat)

# JSON: the common keys, then reason, roll, ones, total, killed.
$ fpga-officer --ones 2 --dice 4,6 --json
{"tool":"fpga-officer","inputs":{"reason":"combat","ones":2},"dice":[{"roll":"officer casualty","sides":6,"value":4},{"roll":"officer casualty","sides":6,"value":6}],"outcome":"killed","effect":"the officer is killed","modifiers":[{"name":"one-on-bonus-die","value":2,"side":null,"source":"fpga/officer-modifiers.csv:2"}],"reason":"combat","roll":[4,6],"ones":2,"total":12,"killed":true}

$ fpga-officer --reason overrun --dice 1,2 --json
{"tool":"fpga-officer","inputs":{"reason":"overrun","ones":0},"dice":[{"roll":"officer casualty","sides":6,"value":1},{"roll":"officer casualty","sides":6,"value":2}],"outcome":"survives","effect":"the officer survives","modifiers":[],"reason":"overrun","roll":[1,2],"ones":0,"total":3,"killed":false}

# A house rule: killed on 11 or more.
$ mkdir -p t/fpga && cp "$TABLES/fpga/officer.csv" t/fpga/ && printf 'low,high,result,effect\n,10,survives,he lives\n11,,killed,he dies\n' >t/fpga/officer.csv && fpga-officer --tables t --dice 6,5
KILLED  rolled 6+5=11 (11 or more: killed)
he dies (combat)

# A house rule: each one adds 2.
$ mkdir -p t/fpga && cp "$TABLES/fpga/officer-modifiers.csv" t/fpga/ && printf 'name,value,count_rerolls\none-on-bonus-die,2,yes\n' >t/fpga/officer-modifiers.csv && fpga-officer --tables t --ones 1 --dice 5,5
KILLED  rolled 5+5=10 +2 for 1 one = 12 (12 or more: killed)
the officer is killed (combat)

# A house rule: three dice, and a d6 is a table's: the list asks for three.
$ mkdir -p t/fpga && cp "$TABLES/fpga/officer-roll.csv" t/fpga/ && printf 'dice,sides\n3,6\n' >t/fpga/officer-roll.csv && fpga-officer --tables t --dice 1,2
! fpga-officer: --dice: needs 1 more die: officer casualty (3d6)
[2]
