# Base morale by experience: 7, 8, 9; -1 a pin.
$ bacw-order --morale inexperienced --pins 1 --dice 3,3
PASS  rolled 3+3=6 vs 6 (inexperienced 7, 1 pin -1)
advance: fires and advances
pins 1 -> 0

$ bacw-order --morale regular --pins 1 --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, 1 pin -1)
advance: fires and advances
pins 1 -> 0

$ bacw-order --morale veteran --pins 1 --dice 4,4
PASS  rolled 4+4=8 vs 8 (veteran 9, 1 pin -1)
advance: fires and advances
pins 1 -> 0

# A morale given as a number.
$ bacw-order --morale 11 --pins 2 --dice 4,5
PASS  rolled 4+5=9 vs 9 (morale 11, 2 pins -2)
advance: fires and advances
pins 2 -> 1

# Equal to the target passes; one above fails.
$ bacw-order --morale regular --pins 2 --dice 2,4
PASS  rolled 2+4=6 vs 6 (regular 8, 2 pins -2)
advance: fires and advances
pins 2 -> 1

$ bacw-order --morale regular --pins 2 --dice 3,4
FAIL  rolled 3+4=7 vs 6 (regular 8, 2 pins -2)
advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting

# Commanders: one bonus only, the best; the others are not counted.
$ bacw-order --pins 2 --colonel --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, colonel +1, 2 pins -2)
advance: fires and advances
pins 2 -> 1

$ bacw-order --pins 2 --brigade-commander --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8, brigade-commander +2, 2 pins -2)
advance: fires and advances
pins 2 -> 1

$ bacw-order --pins 2 --army-commander --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8, army-commander +2, 2 pins -2)
advance: fires and advances
pins 2 -> 1

$ bacw-order --pins 2 --colonel --army-commander --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8, army-commander +2, 2 pins -2; colonel not counted)
advance: fires and advances
pins 2 -> 1

$ bacw-order --pins 2 --colonel --brigade-commander --army-commander --dice 5,4
FAIL  rolled 5+4=9 vs 8 (regular 8, brigade-commander +2, 2 pins -2; colonel not counted; army-commander not counted)
advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting

# -1 a pin, any number of pins.
$ bacw-order --morale veteran --pins 5 --army-commander --dice 3,3
PASS  rolled 3+3=6 vs 6 (veteran 9, army-commander +2, 5 pins -5)
advance: fires and advances
pins 5 -> 4

# No pins and no charge: no test, no dice.
$ bacw-order --order fire
NO TEST  no test needed (fire, no pins)
fire: fires without moving

$ bacw-order --order fire --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"fire","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[],"outcome":"no_test","effect":"fire: fires without moving","modifiers":[],"order":"fire","target":8,"total":null,"passed":null,"blunder":null,"pins_before":0,"pins_after":0,"not_counted":[],"friendly_pins":0}

# A charge and receiving a charge always test; a pass with no pins stays at 0.
# A passed charge charges; it goes home only if it also passes the morale
# test for the charged unit's fire (line 128: "Chargers receiving fire
# must take a morale test. If the chargers pass this test then they
# charge home"; issue 33 item 4).
$ bacw-order --order charge --dice 4,4
PASS  rolled 4+4=8 vs 8 (regular 8)
charge: charges at double speed; if the charged unit fires on it, it must pass a morale test (bacw-morale --reason charge-fire) to charge home

# A failed charge halts and may fire at -1, nothing more (line 127:
# "If it fails it must halt. The unit may fire this turn but at -1";
# issue 33 item 3): not the general "cannot carry out any other order".
$ bacw-order --order charge --dice 5,4
FAIL  rolled 5+4=9 vs 8 (regular 8)
charge failed: must halt; may fire this turn at -1

$ bacw-order --order charge --pins 2 --dice 5,5
FAIL  rolled 5+5=10 vs 6 (regular 8, 2 pins -2)
charge failed: must halt; may fire this turn at -1

$ bacw-order --order receive-charge --dice 1,1
PASS  rolled 1+1=2 vs 8 (regular 8)
receive-charge: may fire at point blank range at the chargers

$ bacw-order --order receive-charge --dice 6,3
FAIL  rolled 6+3=9 vs 8 (regular 8)
receive-charge failed: cannot carry out this or any other order this turn except hand-to-hand fighting; must retreat a full move

# The other occasions always test.  A failed woods test moves all the
# same, at half speed, and takes a pin; nothing more (line 63: "if failed
# then can move but takes a pin"; issue 33 item 2).
$ bacw-order --reason woods --dice 6,5
FAIL  rolled 6+5=11 vs 8 (regular 8)
advance failed (woods): takes a pin; its move still goes ahead at half speed through the woods unless its order halts it
pins 0 -> 1

$ bacw-order --reason woods --dice 5,5
FAIL  rolled 5+5=10 vs 8 (regular 8)
advance failed (woods): takes a pin; its move still goes ahead at half speed through the woods unless its order halts it
pins 0 -> 1

$ bacw-order --reason interpenetrate --pins 1 --dice 6,4
FAIL  rolled 6+4=10 vs 7 (regular 8, 1 pin -1)
advance failed (interpenetrate): cannot carry out this or any other order this turn except hand-to-hand fighting; may not pass through the friendly unit

$ bacw-order --reason ineffective --order charge --dice 6,3
FAIL  rolled 6+3=9 vs 8 (regular 8)
charge failed (ineffective): must halt; may fire this turn at -1; is removed from the battle and goes home

# A charged unit retreating into a friend: a pass goes through it; a
# failure stops it, back to the enemy, and pins both units.
$ bacw-order --reason retreat-through --order receive-charge --dice 2,5
PASS  rolled 2+5=7 vs 8 (regular 8)
receive-charge (retreat-through): passes through the friendly unit

$ bacw-order --reason retreat-through --order receive-charge --dice 6,5
FAIL  rolled 6+5=11 vs 8 (regular 8)
receive-charge failed (retreat-through): cannot carry out this or any other order this turn except hand-to-hand fighting; must retreat a full move; stops with its back to the enemy; the friendly unit also takes 1 pin
pins 0 -> 1

$ bacw-order --reason retreat-through --order receive-charge --dice 6,5 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"receive-charge","reason":"retreat-through","enemy":"visible","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":6},{"roll":"order test","sides":6,"value":5}],"outcome":"fail","effect":"receive-charge failed (retreat-through): cannot carry out this or any other order this turn except hand-to-hand fighting; must retreat a full move; stops with its back to the enemy; the friendly unit also takes 1 pin","modifiers":[],"order":"receive-charge","target":8,"total":11,"passed":false,"blunder":null,"pins_before":0,"pins_after":1,"not_counted":[],"friendly_pins":1}

# The army has lost half its brigades: a failed brigade goes home.
$ bacw-order --reason army-broken --morale veteran --dice 4,5
PASS  rolled 4+5=9 vs 9 (veteran 9)
advance (army-broken): the brigade acts

$ bacw-order --reason army-broken --morale veteran --dice 5,5
FAIL  rolled 5+5=10 vs 9 (veteran 9)
advance failed (army-broken): cannot carry out this or any other order this turn except hand-to-hand fighting; the brigade goes home: all its units leave the battle

# A 12 on the army-broken test fails it: the brigade goes home, and no
# blunder moves a unit (lines 39, 140-141; issue 33 item 8), even when
# the target is 12 or more.
$ bacw-order --reason army-broken --dice 6,6
FAIL  rolled 6+6=12 vs 8 (regular 8)
advance failed (army-broken): cannot carry out this or any other order this turn except hand-to-hand fighting; the brigade goes home: all its units leave the battle

$ bacw-order --reason army-broken --morale 12 --army-commander --dice 6,6 --json | jq -c '[.outcome, .blunder, .passed]'
["fail",null,false]

$ bacw-order --reason army-broken --dice 6,6,1
! bacw-order: --dice: 3 dice given, only 2 used
[2]

# The pins of a failed retreat through a friend are cells.
$ mkdir -p t/bacw && cp "$TABLES/bacw/reasons.csv" t/bacw/ && sed -i 's/^retreat-through,1,1,/retreat-through,2,2,/' t/bacw/reasons.csv && bacw-order --tables t --reason retreat-through --order receive-charge --dice 6,5
FAIL  rolled 6+5=11 vs 8 (regular 8)
receive-charge failed (retreat-through): cannot carry out this or any other order this turn except hand-to-hand fighting; must retreat a full move; stops with its back to the enemy; the friendly unit also takes 2 pins
pins 0 -> 2

# The commanders' rows are found by name once the tables load, then
# taken by index: a house table with the colonel last, at +3, still
# gives him (by hand: regular 8 + colonel 3 - 1 pin = 10; 3+4=7 passes),
# and the others not counted.
$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i -e 's/^colonel,1,/colonel,3,/' -e '/^colonel,/{h;d;}' -e '$G' t/bacw/commanders.csv && bacw-order --tables t --colonel --brigade-commander --army-commander --pins 1 --dice 3,4 --json | jq -c '[.target, .modifiers[0].source, .not_counted]'
[10,"bacw/commanders.csv:4",["brigade-commander","army-commander"]]

# Victorious cavalry charging again.
$ bacw-order --reason second-charge --order charge --dice 3,5
PASS  rolled 3+5=8 vs 8 (regular 8)
charge (second-charge): charges again, if a viable enemy is within its remaining charge distance

$ bacw-order --reason second-charge --order charge --dice 6,5
FAIL  rolled 6+5=11 vs 8 (regular 8)
charge failed (second-charge): must halt; may fire this turn at -1; may not charge again this turn

# A 12 is a blunder even when the target is 12 or more.
$ bacw-order --morale 12 --army-commander --order charge --dice 6,6,5
BLUNDER  rolled 6+6=12 vs 14 (morale 12, army-commander +2)
blunder 5, move forward: the unit makes 1 full move to the front
pins 0 -> 1

# Each blunder result; every one pins the unit, 3 and 4 a friend met too.
$ bacw-order --pins 1 --dice 6,6,1
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 1, rapid retreat: the unit runs away from the closest visible enemy
pins 1 -> 2

$ bacw-order --pins 1 --dice 6,6,2
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 2, retreat: the unit makes a normal move away from the closest enemy
pins 1 -> 2

$ bacw-order --pins 1 --dice 6,6,3
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 3, move left: the unit moves 1 move to the left without changing formation; stops at any friendly unit met; a friendly unit met also takes a pin
pins 1 -> 2

$ bacw-order --pins 1 --dice 6,6,4
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 4, move right: the unit moves 1 move to the right without changing formation; stops at any friendly unit met; a friendly unit met also takes a pin
pins 1 -> 2

$ bacw-order --pins 1 --dice 6,6,5
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 5, move forward: the unit makes 1 full move to the front
pins 1 -> 2

$ bacw-order --pins 1 --dice 6,6,6
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 6, charge: the unit advances at run pace (no enemy within charge range)
pins 1 -> 2

# Rally passed: 1 pin and D6 more, never below 0.
$ bacw-order --order rally --pins 6 --army-commander --dice 2,2,3
PASS  rolled 2+2=4 vs 4 (regular 8, army-commander +2, 6 pins -6)
rally: rallies: no move or fire
rally die 3: 3 more pins lost
pins 6 -> 2

$ bacw-order --order rally --pins 3 --dice 1,2,6
PASS  rolled 1+2=3 vs 5 (regular 8, 3 pins -3)
rally: rallies: no move or fire
rally die 6: 2 more pins lost, none left
pins 3 -> 0

# Rally failed: no die, pins stay.
$ bacw-order --order rally --pins 3 --dice 5,5
FAIL  rolled 5+5=10 vs 5 (regular 8, 3 pins -3)
rally failed: cannot carry out this or any other order this turn except hand-to-hand fighting

# Each order's own pass and fail text.
$ bacw-order --order formation --pins 1 --dice 1,1
PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1)
formation: changes formation (or limbers or unlimbers); no advance and no fire
pins 1 -> 0

$ bacw-order --order down --pins 1 --dice 1,1
PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1)
down: goes down: no move or fire; -1 to be hit
pins 1 -> 0

$ bacw-order --order run --pins 1 --dice 6,5
FAIL  rolled 6+5=11 vs 7 (regular 8, 1 pin -1)
run failed: cannot carry out this or any other order this turn except hand-to-hand fighting

# JSON: the keys of the spec.
$ bacw-order --morale veteran --pins 1 --colonel --army-commander --dice 5,6 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":1,"colonel":true,"brigade_commander":false,"army_commander":true,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":"veteran"},"dice":[{"roll":"order test","sides":6,"value":5},{"roll":"order test","sides":6,"value":6}],"outcome":"fail","effect":"advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting","modifiers":[{"name":"army-commander","value":2,"side":null,"source":"bacw/commanders.csv:4"},{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":10,"total":11,"passed":false,"blunder":null,"pins_before":1,"pins_after":1,"not_counted":["colonel"],"friendly_pins":0}

$ bacw-order --pins 1 --dice 6,6,3 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":6},{"roll":"order test","sides":6,"value":6},{"roll":"blunder","sides":6,"value":3}],"outcome":"blunder","effect":"blunder 3, move left: the unit moves 1 move to the left without changing formation; stops at any friendly unit met; a friendly unit met also takes a pin","modifiers":[{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":7,"total":12,"passed":false,"blunder":{"roll":3,"result":"move left","effect":"moves 1 move to the left without changing formation; stops at any friendly unit met","friendly_pins":1},"pins_before":1,"pins_after":2,"not_counted":[],"friendly_pins":0}

$ bacw-order --order rally --pins 4 --dice 1,2,2 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":4,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"rally","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":1},{"roll":"order test","sides":6,"value":2},{"roll":"rally","sides":6,"value":2}],"outcome":"pass","effect":"rally: rallies: no move or fire","modifiers":[{"name":"pins","value":-4,"side":null,"source":null}],"order":"rally","target":4,"total":3,"passed":true,"blunder":null,"pins_before":4,"pins_after":1,"not_counted":[],"friendly_pins":0}

# Verbose: every modifier and the table row it came from.
$ bacw-order --morale veteran --pins 2 --colonel --dice 2,3 --verbose
PASS  rolled 2+3=5 vs 8 (veteran 9, colonel +1, 2 pins -2)
advance: fires and advances
pins 2 -> 1
  morale 9  (bacw/morale.csv:4)
  target 8
  colonel +1  (bacw/commanders.csv:2)
  pins -2
  tables: $TOP/tables ($MUSKET_TABLES)

# -e: 0 when the order goes ahead, 1 when it does not.
$ bacw-order -e --pins 1 --dice 1,1 >/dev/null; echo $?
0

$ bacw-order -e --pins 1 --dice 6,5 >/dev/null; echo $?
1

$ bacw-order -e --pins 1 --dice 6,6,1 >/dev/null; echo $?
1

$ bacw-order -e --order down >/dev/null; echo $?
0

# The seeded sequence is part of the interface.
$ bacw-order --pins 1 --seed 1
PASS  rolled 2+5=7 vs 7 (regular 8, 1 pin -1)
advance: fires and advances
pins 1 -> 0

$ bacw-order --pins 1 --seed 42 --repeat 5
PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1); blunder 5, move forward: the unit makes 1 full move to the front; pins 1 -> 2
PASS  rolled 1+5=6 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
FAIL  rolled 4+5=9 vs 7 (regular 8, 1 pin -1); advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting
FAIL  rolled 6+2=8 vs 7 (regular 8, 1 pin -1); advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting

$ bacw-order --pins 1 --seed 42 --repeat 3 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":1},{"roll":"order test","sides":6,"value":1}],"outcome":"pass","effect":"advance: fires and advances","modifiers":[{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":7,"total":2,"passed":true,"blunder":null,"pins_before":1,"pins_after":0,"not_counted":[],"friendly_pins":0}
{"tool":"bacw-order","inputs":{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":6},{"roll":"order test","sides":6,"value":6},{"roll":"blunder","sides":6,"value":5}],"outcome":"blunder","effect":"blunder 5, move forward: the unit makes 1 full move to the front","modifiers":[{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":7,"total":12,"passed":false,"blunder":{"roll":5,"result":"move forward","effect":"makes 1 full move to the front","friendly_pins":0},"pins_before":1,"pins_after":2,"not_counted":[],"friendly_pins":0}
{"tool":"bacw-order","inputs":{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":1},{"roll":"order test","sides":6,"value":5}],"outcome":"pass","effect":"advance: fires and advances","modifiers":[{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":7,"total":6,"passed":true,"blunder":null,"pins_before":1,"pins_after":0,"not_counted":[],"friendly_pins":0}

# Short options.
$ bacw-order --pins 1 -d 2,3 -j -e
{"tool":"bacw-order","inputs":{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":2},{"roll":"order test","sides":6,"value":3}],"outcome":"pass","effect":"advance: fires and advances","modifiers":[{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":7,"total":5,"passed":true,"blunder":null,"pins_before":1,"pins_after":0,"not_counted":[],"friendly_pins":0}

$ bacw-order --pins=2 --morale=veteran -d1,1
PASS  rolled 1+1=2 vs 7 (veteran 9, 2 pins -2)
advance: fires and advances
pins 2 -> 1

# --list, --version, --help.
$ bacw-order --list
--quality inexperienced regular veteran
--order fire advance run charge receive-charge formation rally down
--reason woods interpenetrate ineffective retreat-through army-broken second-charge
--enemy charge-range visible none
--type infantry cavalry dismounted skirmishers artillery
--morale inexperienced regular veteran

$ bacw-order --version
bacw-order (musket) 0.1.0

# The usage, wrapped at 80 columns under its first option (issue 32, 3).
$ bacw-order --help | sed '/^$/,$d'
usage: bacw-order [--quality LEVEL] [--pins N] [--colonel] [--brigade-commander]
                  [--army-commander] [--order ORDER] [--reason REASON]
                  [--enemy WHERE] [--type TYPE] [--morale LEVEL] [options]

$ bacw-order --help | grep -c -- '^  -'
26

# A house rule: regular troops at 10 change the answer.
$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i 's/^regular,8$/regular,10/' t/bacw/morale.csv && bacw-order -T t --pins 1 --dice 4,5
PASS  rolled 4+5=9 vs 9 (regular 10, 1 pin -1)
advance: fires and advances
pins 1 -> 0

$ cp -R "$TABLES" t && sed -i 's/^regular,8$/regular,10/' t/bacw/morale.csv && MUSKET_TABLES=t bacw-order --pins 1 --dice 4,5
PASS  rolled 4+5=9 vs 9 (regular 10, 1 pin -1)
advance: fires and advances
pins 1 -> 0

# A house rule: the colonel worth +3 beats the army commander.
$ mkdir -p t/bacw && cp "$TABLES/bacw/commanders.csv" t/bacw/ && sed -i 's/^colonel,1,/colonel,3,/' t/bacw/commanders.csv && bacw-order -T t --pins 1 --colonel --army-commander --dice 4,5
PASS  rolled 4+5=9 vs 10 (regular 8, colonel +3, 1 pin -1; army-commander not counted)
advance: fires and advances
pins 1 -> 0

# A house rule: rally loses a D3 more, not a D6.
$ cp -R "$TABLES" t && sed -i 's/^rally,no,1,6,/rally,no,1,3,/' t/bacw/orders.csv && bacw-order -T t --order rally --pins 5 --dice 1,1,3
PASS  rolled 1+1=2 vs 3 (regular 8, 5 pins -5)
rally: rallies: no move or fire
rally die 3: 3 more pins lost
pins 5 -> 1

$ mkdir -p t/bacw && cp "$TABLES/bacw/orders.csv" t/bacw/ && sed -i 's/^rally,no,1,6,/rally,no,1,3,/' t/bacw/orders.csv && bacw-order -T t --order rally --pins 5 --dice 1,1,4
! bacw-order: --dice: die 3 is 4, off a d3 (rally)
[2]

# A house rule: blunders on 11 and 12.
$ mkdir -p t/bacw && cp "$TABLES/bacw/test.csv" t/bacw/ && sed -i 's/^2,6,12,/2,6,11,/' t/bacw/test.csv && bacw-order -T t --pins 1 --dice 5,6,2
BLUNDER  rolled 5+6=11 vs 7 (regular 8, 1 pin -1)
blunder 2, retreat: the unit makes a normal move away from the closest enemy
pins 1 -> 2

# A table's text is printed whole, however long: an on_pass of 600 bytes
# (texts were cut at 511 bytes).
$ mkdir -p t/bacw && cp "$TABLES/bacw/orders.csv" t/bacw/ && long=$(printf '%0600d' 0) && sed -i "s/^fire,no,1,0,yes,,fires without moving,/fire,no,1,0,yes,,$long,/" t/bacw/orders.csv && bacw-order -T t --order fire --pins 1 --dice 1,1 | awk 'NR == 2 { print length($0) }'
606

# Blunder 6 pins only when no enemy is within charge range: a charge has
# one there (issue 13), so the charge goes in, unpinned.
$ bacw-order --order charge --dice 6,6,6
BLUNDER  rolled 6+6=12 vs 8 (regular 8)
blunder 6, charge: the unit charges the nearest enemy within charge range

# The JSON inputs say where the tool took the enemy to be: a charge's is
# within charge range, though --enemy was not given (it said "visible",
# the default, before).
$ bacw-order --order charge --dice 6,6,6 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"charge","reason":null,"enemy":"charge-range","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":6},{"roll":"order test","sides":6,"value":6},{"roll":"blunder","sides":6,"value":6}],"outcome":"blunder","effect":"blunder 6, charge: the unit charges the nearest enemy within charge range","modifiers":[],"order":"charge","target":8,"total":12,"passed":false,"blunder":{"roll":6,"result":"charge","effect":"charges the nearest enemy within charge range","friendly_pins":0},"pins_before":0,"pins_after":0,"not_counted":[],"friendly_pins":0}

$ bacw-order --pins 1 --enemy charge-range --dice 6,6,6 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"charge-range","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":6},{"roll":"order test","sides":6,"value":6},{"roll":"blunder","sides":6,"value":6}],"outcome":"blunder","effect":"blunder 6, charge: the unit charges the nearest enemy within charge range","modifiers":[{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":7,"total":12,"passed":false,"blunder":{"roll":6,"result":"charge","effect":"charges the nearest enemy within charge range","friendly_pins":0},"pins_before":1,"pins_after":1,"not_counted":[],"friendly_pins":0}

# With no enemy visible, blunders 1 and 2 go down (and pin).
$ bacw-order --pins 1 --enemy none --dice 6,6,2
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 2, retreat: the unit goes down (no enemy visible)
pins 1 -> 2

# A charge's enemy is within charge range: another --enemy contradicts it.
$ bacw-order --order charge --enemy visible --dice 6,6,6
! bacw-order: --enemy: --order charge means --enemy charge-range, not visible
[2]

# --reason ineffective tests aggressive orders only (fire, advance, run,
# charge): a unit going down needs no test, and says why, once.
$ bacw-order --order down --reason ineffective
NO TEST  no test needed (down, no pins; ineffective tests aggressive orders only)
down: goes down: no move or fire; -1 to be hit

$ bacw-order --order fire --reason ineffective --dice 6,5
FAIL  rolled 6+5=11 vs 8 (regular 8)
fire failed (ineffective): cannot carry out this or any other order this turn except hand-to-hand fighting; is removed from the battle and goes home

$ bacw-order --order rally --reason ineffective --odds
NO TEST  no test needed (rally, no pins; ineffective tests aggressive orders only)

# Rally: the pass removes 1 pin, then the rally die only while pins
# remain, and says what it really took (issue 13).
$ bacw-order --order rally --pins 1 --dice 1,1
PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1)
rally: rallies: no move or fire
pins 1 -> 0

$ bacw-order --order rally --pins 1 --dice 1,1,5
! bacw-order: --dice: 3 dice given, only 2 used
[2]

$ bacw-order --order rally --pins 3 --dice 1,1,5
PASS  rolled 1+1=2 vs 5 (regular 8, 3 pins -3)
rally: rallies: no move or fire
rally die 5: 2 more pins lost, none left
pins 3 -> 0

# A reason's failure adds to the order's, never replaces it (issue 13);
# the general failure is part of it unless the order or the reason has
# its own (issue 33): a charge through woods halts, may fire at -1, and
# takes the woods pin.
$ bacw-order --order charge --reason woods --dice 6,5
FAIL  rolled 6+5=11 vs 8 (regular 8)
charge failed (woods): must halt; may fire this turn at -1; takes a pin; its move still goes ahead at half speed through the woods unless its order halts it
pins 0 -> 1

# A failed receive-charge still retreats a full move when it meets a
# friend; both units take a pin.
$ bacw-order --order receive-charge --reason retreat-through --dice 6,5 -e
FAIL  rolled 6+5=11 vs 8 (regular 8)
receive-charge failed (retreat-through): cannot carry out this or any other order this turn except hand-to-hand fighting; must retreat a full move; stops with its back to the enemy; the friendly unit also takes 1 pin
pins 0 -> 1
[1]

# Mounted cavalry cannot go down (line 17: "Mounted cavalry, limbered
# artillery and wagons cannot go down"; issue 33 item 6): the order is
# refused, and a blunder that would send it down with no enemy visible
# leaves it where it is, with its pin.  Infantry may go down.
$ bacw-order --unit infantry --order down --pins 1 --dice 2,2
PASS  rolled 2+2=4 vs 7 (regular 8, 1 pin -1)
down: goes down: no move or fire; -1 to be hit
pins 1 -> 0

$ bacw-order --unit cavalry --enemy none --pins 1 --dice 6,6,1
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 1, rapid retreat: the unit stays where it is (no enemy visible, and it cannot go down)
pins 1 -> 2

$ bacw-order --unit cavalry --enemy none --pins 1 --dice 6,6,2
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 2, retreat: the unit stays where it is (no enemy visible, and it cannot go down)
pins 1 -> 2

$ bacw-order --unit infantry --enemy none --pins 1 --dice 6,6,2
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 2, retreat: the unit goes down (no enemy visible)
pins 1 -> 2
