# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--pins 1 --dice 3,4\n--reason panic\n--reason rout --pins 2 --dice 1,1,6\n' | bacw-morale --batch
PASS  rolled 3+4=7 vs 7 (regular 8, 1 pin -1); casualties: holds its ground
PASS  rolled 1+1=2 vs 6 (regular 8, 2 pins -2); rout: rallies: stays stationary this turn; pins die 6: 2 pins lost, none left; pins 2 -> 0
! bacw-morale: line 2: --reason: 'panic' is not one of casualties, charge-fire, rout, melee-loser, melee-victor
[2]

$ printf -- '--pins 1 --dice 3,4\n--bases 3 --dice 2,1\n' | bacw-morale --batch --json
{"tool":"bacw-morale","line":1,"inputs":{"reason":"casualties","quality":"regular","pins":1,"bases":null,"start_bases":null,"bases_lost":0,"routing_friends":0,"colonel":false,"colonel_killed":false,"brigade_commander":false,"army_commander":false,"type":"infantry","morale":null},"dice":[{"roll":"morale test","sides":6,"value":3},{"roll":"morale test","sides":6,"value":4}],"outcome":"pass","effect":"casualties: holds its ground","modifiers":[{"name":"pins","value":-1,"side":null,"source":"bacw/morale-modifiers.csv:2"}],"reason":"casualties","target":7,"total":7,"passed":true,"result":"holds","commander":null,"not_counted":[],"bases_lost":0,"pins_before":1,"pins_after":1,"pins_die":null}
{"tool":"bacw-morale","line":2,"inputs":{"reason":"casualties","quality":"regular","pins":0,"bases":3,"start_bases":null,"bases_lost":0,"routing_friends":0,"colonel":false,"colonel_killed":false,"brigade_commander":false,"army_commander":false,"type":"infantry","morale":null},"dice":[{"roll":"morale test","sides":6,"value":2},{"roll":"morale test","sides":6,"value":1}],"outcome":"pass","effect":"casualties: holds its ground","modifiers":[{"name":"bases-lost","value":-2,"side":null,"source":"bacw/morale-modifiers.csv:3"}],"reason":"casualties","target":6,"total":3,"passed":true,"result":"holds","commander":null,"not_counted":[],"bases_lost":2,"pins_before":0,"pins_after":0,"pins_die":null}

# -e: 1 when any test failed.
$ printf -- '--dice 1,1\n--dice 6,5\n' | bacw-morale --batch -e
PASS  rolled 1+1=2 vs 8 (regular 8); casualties: holds its ground
FAIL  rolled 6+5=11 vs 8 (regular 8); casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
[1]

$ bacw-morale --dice 1,1 -e
PASS  rolled 1+1=2 vs 8 (regular 8)
casualties: holds its ground

$ bacw-morale --dice 6,5 -e
FAIL  rolled 6+5=11 vs 8 (regular 8)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
[1]

# Options on the command line hold for every line; a line may override them.
$ printf -- '--dice 4,4\n--morale veteran --dice 4,5\n' | bacw-morale --batch --morale inexperienced --colonel
PASS  rolled 4+4=8 vs 8 (inexperienced 7, colonel +1); casualties: holds its ground
PASS  rolled 4+5=9 vs 10 (veteran 9, colonel +1); casualties: holds its ground

# --repeat with a seed is reproducible.
$ bacw-morale --reason rout --pins 4 --repeat 4 --seed 1863
FAIL  rolled 4+4=8 vs 4 (regular 8, 4 pins -4); rout: keeps routing: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
PASS  rolled 1+3=4 vs 4 (regular 8, 4 pins -4); rout: rallies: stays stationary this turn; pins die 1: 1 pin lost; pins 4 -> 3
FAIL  rolled 4+5=9 vs 4 (regular 8, 4 pins -4); rout: keeps routing: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
PASS  rolled 3+1=4 vs 4 (regular 8, 4 pins -4); rout: rallies: stays stationary this turn; pins die 2: 2 pins lost; pins 4 -> 2

$ bacw-morale --reason rout --pins 4 --repeat 2 --seed 1863 --json
{"tool":"bacw-morale","inputs":{"reason":"rout","quality":"regular","pins":4,"bases":null,"start_bases":null,"bases_lost":0,"routing_friends":0,"colonel":false,"colonel_killed":false,"brigade_commander":false,"army_commander":false,"type":"infantry","morale":null},"dice":[{"roll":"morale test","sides":6,"value":4},{"roll":"morale test","sides":6,"value":4}],"outcome":"fail","effect":"rout: keeps routing: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin","modifiers":[{"name":"pins","value":-4,"side":null,"source":"bacw/morale-modifiers.csv:2"}],"reason":"rout","target":4,"total":8,"passed":false,"result":"routing","commander":null,"not_counted":[],"bases_lost":0,"pins_before":4,"pins_after":4,"pins_die":null}
{"tool":"bacw-morale","inputs":{"reason":"rout","quality":"regular","pins":4,"bases":null,"start_bases":null,"bases_lost":0,"routing_friends":0,"colonel":false,"colonel_killed":false,"brigade_commander":false,"army_commander":false,"type":"infantry","morale":null},"dice":[{"roll":"morale test","sides":6,"value":1},{"roll":"morale test","sides":6,"value":3},{"roll":"pins","sides":6,"value":1}],"outcome":"pass","effect":"rout: rallies: stays stationary this turn; pins die 1: 1 pin lost","modifiers":[{"name":"pins","value":-4,"side":null,"source":"bacw/morale-modifiers.csv:2"}],"reason":"rout","target":4,"total":4,"passed":true,"result":"rallied","commander":null,"not_counted":[],"bases_lost":0,"pins_before":4,"pins_after":3,"pins_die":1}

# Odds per line.
$ printf -- '--pins 2 --bases 4\n--reason melee-victor --colonel\n' | bacw-morale --batch --odds --json
{"tool":"bacw-morale","line":1,"inputs":{"reason":"casualties","quality":"regular","pins":2,"bases":4,"start_bases":null,"bases_lost":0,"routing_friends":0,"colonel":false,"colonel_killed":false,"brigade_commander":false,"army_commander":false,"type":"infantry","morale":null},"target":5,"answer":{"question":"PASS","p":0.27777777777777779,"fraction":"5/18"},"odds":[{"outcome":"pass","p":0.27777777777777779,"fraction":"5/18"},{"outcome":"fail","p":0.72222222222222221,"fraction":"13/18"}]}
{"tool":"bacw-morale","line":2,"inputs":{"reason":"melee-victor","quality":"regular","pins":0,"bases":null,"start_bases":null,"bases_lost":0,"routing_friends":0,"colonel":true,"colonel_killed":false,"brigade_commander":false,"army_commander":false,"type":"infantry","morale":null},"target":9,"answer":{"question":"PASS","p":0.83333333333333337,"fraction":"5/6"},"odds":[{"outcome":"pass","p":0.83333333333333337,"fraction":"5/6"},{"outcome":"fail","p":0.16666666666666666,"fraction":"1/6"}]}

# --list: the enumerated options' values.
$ bacw-morale --list
--reason casualties charge-fire rout melee-loser melee-victor
--quality inexperienced regular veteran
--type infantry cavalry dismounted skirmishers artillery
--morale inexperienced regular veteran
