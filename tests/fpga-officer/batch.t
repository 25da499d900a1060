# One line a result, in order; a bad line is told and the rest go on.
$ printf -- '--dice 6,6\n--ones 1 --dice 5,6\n# a comment\n\n--reason overrun --dice 2,2\n' | fpga-officer --batch
KILLED  rolled 6+6=12 (12 or more: killed); the officer is killed (combat)
KILLED  rolled 5+6=11 +1 for 1 one = 12 (12 or more: killed); the officer is killed (combat)
SURVIVES  rolled 2+2=4 (up to 11: survives); the officer survives (overrun)

$ printf -- '--dice 6,6\n--reason break --ones 1 --dice 1,1\n--dice 1,2\n' | fpga-officer --batch --json
{"tool":"fpga-officer","line":1,"inputs":{"reason":"combat","ones":0},"dice":[{"roll":"officer casualty","sides":6,"value":6},{"roll":"officer casualty","sides":6,"value":6}],"outcome":"killed","effect":"the officer is killed","modifiers":[],"reason":"combat","roll":[6,6],"ones":0,"total":12,"killed":true}
{"line":2,"error":"--ones: only bonus dice given in a combat count (--reason combat)"}
{"tool":"fpga-officer","line":3,"inputs":{"reason":"combat","ones":0},"dice":[{"roll":"officer casualty","sides":6,"value":1},{"roll":"officer casualty","sides":6,"value":2}],"outcome":"survives","effect":"the officer survives","modifiers":[],"reason":"combat","roll":[1,2],"ones":0,"total":3,"killed":false}
! fpga-officer: line 2: --ones: only bonus dice given in a combat count (--reason combat)
[2]

$ printf -- '--dice 6,6\n--dice 1,1\n' | fpga-officer --batch -e
KILLED  rolled 6+6=12 (12 or more: killed); the officer is killed (combat)
SURVIVES  rolled 1+1=2 (up to 11: survives); the officer survives (combat)
[1]

$ fpga-officer --repeat 3 --seed 1812
SURVIVES  rolled 4+2=6 (up to 11: survives); the officer survives (combat)
SURVIVES  rolled 3+4=7 (up to 11: survives); the officer survives (combat)
SURVIVES  rolled 2+6=8 (up to 11: survives); the officer survives (combat)

$ fpga-officer --repeat 2 --seed 7 --json
{"tool":"fpga-officer","inputs":{"reason":"combat","ones":0},"dice":[{"roll":"officer casualty","sides":6,"value":1},{"roll":"officer casualty","sides":6,"value":3}],"outcome":"survives","effect":"the officer survives","modifiers":[],"reason":"combat","roll":[1,3],"ones":0,"total":4,"killed":false}
{"tool":"fpga-officer","inputs":{"reason":"combat","ones":0},"dice":[{"roll":"officer casualty","sides":6,"value":1},{"roll":"officer casualty","sides":6,"value":5}],"outcome":"survives","effect":"the officer survives","modifiers":[],"reason":"combat","roll":[1,5],"ones":0,"total":6,"killed":false}

# --list: the accepted values of every enumerated option, from the tables.
$ fpga-officer --list
--reason combat overrun break
