# Base morale by experience: 7, 8, 9; at or under the target passes.
$ bacw-morale --morale inexperienced --dice 3,4
PASS  rolled 3+4=7 vs 7 (inexperienced 7)
casualties: holds its ground

$ bacw-morale --morale regular --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8)
casualties: holds its ground

$ bacw-morale --morale veteran --dice 4,6
FAIL  rolled 4+6=10 vs 9 (veteran 9)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# A morale given as a number; one over the target fails.
$ bacw-morale --morale 11 --dice 5,6
PASS  rolled 5+6=11 vs 11 (morale 11)
casualties: holds its ground

$ bacw-morale --morale 5 --dice 3,3
FAIL  rolled 3+3=6 vs 5 (morale 5)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# -1 a pin.
$ bacw-morale --pins 3 --dice 2,3
PASS  rolled 2+3=5 vs 5 (regular 8, 3 pins -3)
casualties: holds its ground

$ bacw-morale --pins 3 --dice 3,3
FAIL  rolled 3+3=6 vs 5 (regular 8, 3 pins -3)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# -1 a base lost below 5: from the bases now, or given directly.
$ bacw-morale --bases 4 --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, 1 base lost -1)
casualties: holds its ground

$ bacw-morale --bases 2 --dice 3,3
FAIL  rolled 3+3=6 vs 5 (regular 8, 3 bases lost -3)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

$ bacw-morale --bases-lost 2 --dice 3,3
PASS  rolled 3+3=6 vs 6 (regular 8, 2 bases lost -2)
casualties: holds its ground

# A unit of more than 5 bases has lost none below 5 (reading 4).
$ bacw-morale --bases 6 --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8)
casualties: holds its ground

$ bacw-morale --bases 5 --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8)
casualties: holds its ground

# A base counts if it was lost below 5 (the sheet's "each base lost
# below 5 bases"): a cavalry unit of 3 down to 2 lost 1, not 3 (the old
# reading gave -3, target 5: FAIL); a 6-base unit down to 4 lost 1 below
# 5, as bacw-shoot and bacw-melee count.
$ bacw-morale --bases 2 --start-bases 3 --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, 1 base lost -1)
casualties: holds its ground

$ bacw-morale --bases 4 --start-bases 6 --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, 1 base lost -1)
casualties: holds its ground

$ bacw-morale --bases 3 --start-bases 3 --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8)
casualties: holds its ground

# --unit, bacw-shoot's and bacw-melee's word, gives the bases it started
# with from bacw/units.csv (sheet 004 line 118: "-1 for each base lost
# below 5 bases. Most units will start with 5 bases"): a full-strength
# 3-base cavalry unit has lost none (the old reading took 5 and gave 2
# lost, target 6: FAIL); down to 2 it lost 1; a gun of 1 base, none.
$ bacw-morale --unit cavalry --bases 3 --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8)
casualties: holds its ground

$ bacw-morale --unit cavalry --bases 2 --dice 4,4
FAIL  rolled 4+4=8 vs 7 (regular 8, 1 base lost -1)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

$ bacw-morale --unit artillery --bases 1 --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8)
casualties: holds its ground

# In JSON, as bacw-shoot and bacw-melee count them from the one rule
# (issue 31): a full-strength cavalry unit of 3 has lost 0 bases, down
# to 2 with a pin it has lost 1 (by hand: 8 - 1 pin - 1 base = 6).
$ bacw-morale --unit cavalry --bases 3 --dice 4,4 --json | jq -c '[.bases_lost, .target]'
[0,8]

$ bacw-morale --unit cavalry --bases 2 --pins 1 --dice 4,3 --json | jq -c '[.bases_lost, .target]'
[1,6]

# --start-bases still says what the unit started with, over its unit's;
# infantry (the default unit) starts with 5.
$ bacw-morale --unit cavalry --bases 3 --start-bases 5 --dice 4,4
FAIL  rolled 4+4=8 vs 6 (regular 8, 2 bases lost -2)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

$ bacw-morale --unit infantry --bases 3 --dice 4,4
FAIL  rolled 4+4=8 vs 6 (regular 8, 2 bases lost -2)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# -1 a friendly unit routing within 6".
$ bacw-morale --routing-friends 2 --dice 3,3
PASS  rolled 3+3=6 vs 6 (regular 8, 2 routing friends -2)
casualties: holds its ground

$ bacw-morale --routing-friends 1 --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, 1 routing friend -1)
casualties: holds its ground

# All at once: regular 8, 2 pins, 4 bases, a routing friend: target 4.
$ bacw-morale --pins 2 --bases 4 --routing-friends 1 --dice 1,3
PASS  rolled 1+3=4 vs 4 (regular 8, 2 pins -2, 1 base lost -1, 1 routing friend -1)
casualties: holds its ground

# Commanders: colonel +1.
$ bacw-morale --pins 1 --colonel --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8, colonel +1, 1 pin -1)
casualties: holds its ground

# The brigade commander +2, only once the colonel has been killed.
$ bacw-morale --pins 2 --colonel-killed --brigade-commander --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8, brigade-commander +2, 2 pins -2)
casualties: holds its ground

# The army commander +2, even with the colonel present: the best counts.
$ bacw-morale --pins 2 --colonel --army-commander --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8, army-commander +2, 2 pins -2; colonel not counted)
casualties: holds its ground

$ bacw-morale --pins 2 --colonel --army-commander --dice 4,5
FAIL  rolled 4+5=9 vs 8 (regular 8, army-commander +2, 2 pins -2; colonel not counted)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

$ bacw-morale --colonel-killed --brigade-commander --army-commander --dice 5,5
PASS  rolled 5+5=10 vs 10 (regular 8, brigade-commander +2; army-commander not counted)
casualties: holds its ground

# The colonel killed alone changes nothing.
$ bacw-morale --colonel-killed --dice 4,5
FAIL  rolled 4+5=9 vs 8 (regular 8)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# Each reason: what a pass and a failure do.
$ bacw-morale --reason casualties --dice 1,1
PASS  rolled 1+1=2 vs 8 (regular 8)
casualties: holds its ground

$ bacw-morale --reason casualties --dice 6,6
FAIL  rolled 6+6=12 vs 8 (regular 8)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

$ bacw-morale --reason charge-fire --dice 2,5
PASS  rolled 2+5=7 vs 8 (regular 8)
charge-fire: charges home

$ bacw-morale --reason charge-fire --dice 4,5
FAIL  rolled 4+5=9 vs 8 (regular 8)
charge-fire: must halt

$ bacw-morale --reason melee-loser --dice 2,5
PASS  rolled 2+5=7 vs 8 (regular 8)
melee-loser: holds: the victors must test

$ bacw-morale --reason melee-loser --dice 4,5
FAIL  rolled 4+5=9 vs 8 (regular 8)
melee-loser: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

$ bacw-morale --reason melee-victor --dice 2,5
PASS  rolled 2+5=7 vs 8 (regular 8)
melee-victor: the melee continues next turn

$ bacw-morale --reason melee-victor --dice 4,5
FAIL  rolled 4+5=9 vs 8 (regular 8)
melee-victor: falls back 2" facing the enemy

# The rout test ignores base losses, and a pass loses the pins die's pins.
$ bacw-morale --reason rout --pins 2 --bases 3 --dice 3,3,1
PASS  rolled 3+3=6 vs 6 (regular 8, 2 pins -2; 2 bases lost ignored)
rout: rallies: stays stationary this turn; pins die 1: 1 pin lost
pins 2 -> 1

$ bacw-morale --reason rout --pins 4 --dice 1,2,3
PASS  rolled 1+2=3 vs 4 (regular 8, 4 pins -4)
rout: rallies: stays stationary this turn; pins die 3: 3 pins lost
pins 4 -> 1

# Never more pins than the unit has.
$ bacw-morale --reason rout --pins 2 --dice 1,2,5
PASS  rolled 1+2=3 vs 6 (regular 8, 2 pins -2)
rout: rallies: stays stationary this turn; pins die 5: 2 pins lost, none left
pins 2 -> 0

# No pins: no pins die.
$ bacw-morale --reason rout --dice 1,2
PASS  rolled 1+2=3 vs 8 (regular 8)
rout: rallies: stays stationary this turn

# A failed rout test keeps routing; no pins die.
$ bacw-morale --reason rout --pins 1 --dice 5,5
FAIL  rolled 5+5=10 vs 7 (regular 8, 1 pin -1)
rout: keeps routing: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# No blunder: a 12 is only a total.
$ bacw-morale --morale 12 --dice 6,6
PASS  rolled 6+6=12 vs 12 (morale 12)
casualties: holds its ground

# JSON: every key.
$ bacw-morale --reason rout --pins 3 --bases 4 --colonel --army-commander --dice 2,3,2 --json
{"tool":"bacw-morale","inputs":{"reason":"rout","quality":"regular","pins":3,"bases":4,"start_bases":null,"bases_lost":0,"routing_friends":0,"colonel":true,"colonel_killed":false,"brigade_commander":false,"army_commander":true,"type":"infantry","morale":null},"dice":[{"roll":"morale test","sides":6,"value":2},{"roll":"morale test","sides":6,"value":3},{"roll":"pins","sides":6,"value":2}],"outcome":"pass","effect":"rout: rallies: stays stationary this turn; pins die 2: 2 pins lost","modifiers":[{"name":"army-commander","value":2,"side":null,"source":"bacw/morale-commanders.csv:4"},{"name":"pins","value":-3,"side":null,"source":"bacw/morale-modifiers.csv:2"}],"reason":"rout","target":7,"total":5,"passed":true,"result":"rallied","commander":"army-commander","not_counted":["colonel"],"bases_lost":0,"pins_before":3,"pins_after":1,"pins_die":2}

$ bacw-morale --pins 1 --bases-lost 1 --routing-friends 1 --dice 5,6 --json
{"tool":"bacw-morale","inputs":{"reason":"casualties","quality":"regular","pins":1,"bases":null,"start_bases":null,"bases_lost":1,"routing_friends":1,"colonel":false,"colonel_killed":false,"brigade_commander":false,"army_commander":false,"type":"infantry","morale":null},"dice":[{"roll":"morale test","sides":6,"value":5},{"roll":"morale test","sides":6,"value":6}],"outcome":"fail","effect":"casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin","modifiers":[{"name":"pins","value":-1,"side":null,"source":"bacw/morale-modifiers.csv:2"},{"name":"bases-lost","value":-1,"side":null,"source":"bacw/morale-modifiers.csv:3"},{"name":"routing-friends","value":-1,"side":null,"source":"bacw/morale-modifiers.csv:4"}],"reason":"casualties","target":5,"total":11,"passed":false,"result":"routed","commander":null,"not_counted":[],"bases_lost":1,"pins_before":1,"pins_after":1,"pins_die":null}

# --verbose: each modifier and its row.
$ bacw-morale --pins 2 --bases 3 --routing-friends 1 --colonel-killed --brigade-commander --army-commander --dice 2,2 --verbose
PASS  rolled 2+2=4 vs 5 (regular 8, brigade-commander +2, 2 pins -2, 2 bases lost -2, 1 routing friend -1; army-commander not counted)
casualties: holds its ground
  brigade-commander +2  (bacw/morale-commanders.csv:3)
  pins -2  (bacw/morale-modifiers.csv:2)
  bases-lost -2  (bacw/morale-modifiers.csv:3)
  routing-friends -1  (bacw/morale-modifiers.csv:4)
  tables: $TOP/tables ($MUSKET_TABLES)
