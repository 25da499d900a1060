# First turn: "Attacker goes first", with no die thrown, so no limit on
# the units that may be activated (reading 2).
$ pw3x3-activation --turn 1
FIRST TURN  turn 1: no throw
the attacker goes first
every unit may be activated

# The first turn takes no dice.
$ pw3x3-activation --turn 1 --dice 3
! pw3x3-activation: --dice: 1 die given, only 0 used
[2]

# Second and later turns (2 is the default): both throw, the attacker's
# die first; the higher chooses whether to move first, and each side
# may activate as many units as it threw.
$ pw3x3-activation --turn 2 --dice 2,6
DEFENDER CHOOSES  attacker 2, defender 6
the defender chooses whether to move first
the attacker may activate 2 units
the defender may activate 6 units

$ pw3x3-activation --turn 7 --dice 1,2
DEFENDER CHOOSES  attacker 1, defender 2
the defender chooses whether to move first
the attacker may activate 1 unit
the defender may activate 2 units

# A tie is thrown again (reading 1), and the throw that breaks it gives
# the numbers too.
$ pw3x3-activation --dice 4,4,2,5
DEFENDER CHOOSES  attacker 2, defender 5 (4-4 tied, thrown again)
the defender chooses whether to move first
the attacker may activate 2 units
the defender may activate 5 units

$ pw3x3-activation --dice 1,1,6,6,3,2
ATTACKER CHOOSES  attacker 3, defender 2 (1-1, 6-6 tied, thrown again)
the attacker chooses whether to move first
the attacker may activate 3 units
the defender may activate 2 units

# A tie with no more dice names the throw still needed.
$ pw3x3-activation --dice 4,4
! pw3x3-activation: --dice: needs 2 more dice: activation again after a tie (2d6)
[2]

# The cap (reading 3): no more than the units left; at or under it the
# throw stands.
$ pw3x3-activation --defender-units 3 --dice 2,5
DEFENDER CHOOSES  attacker 2, defender 5
the defender chooses whether to move first
the attacker may activate 2 units
the defender may activate 3 units (threw 5, has 3 left)

$ pw3x3-activation --attacker-units 4 --dice 4,1
ATTACKER CHOOSES  attacker 4, defender 1
the attacker chooses whether to move first
the attacker may activate 4 units
the defender may activate 1 unit

$ pw3x3-activation --attacker-units 1 --defender-units 1 --dice 6,2
ATTACKER CHOOSES  attacker 6, defender 2
the attacker chooses whether to move first
the attacker may activate 1 unit (threw 6, has 1 left)
the defender may activate 1 unit (threw 2, has 1 left)

# Units in close combat need no activation (sheet lines 63-65), so the
# cap is the units not engaged (issue 33 item 23): 3 units, all 3
# engaged, throw 6: no activations, not 3 more on top of the 3 engaged.
$ pw3x3-activation --attacker-units 3 --attacker-engaged 3 --dice 6,3
ATTACKER CHOOSES  attacker 6, defender 3
the attacker chooses whether to move first
the attacker may activate 0 units (threw 6, has 3 left, 3 of them in close combat)
the defender may activate 3 units
3 more attacker units in close combat act without activation

$ pw3x3-activation --attacker-units 6 --attacker-engaged 2 --dice 6,3 --json | jq -c '[.activations, .engaged]'
[{"attacker":4,"defender":3},{"attacker":2,"defender":0}]

# A throw at or under the units not engaged is not cut.
$ pw3x3-activation --attacker-engaged 2 --defender-engaged 1 --dice 4,3
ATTACKER CHOOSES  attacker 4, defender 3
the attacker chooses whether to move first
the attacker may activate 4 units
the defender may activate 3 units
2 more attacker units in close combat act without activation
1 more defender unit in close combat acts without activation

$ pw3x3-activation --defender-units 2 --defender-engaged 2 --dice 1,6
DEFENDER CHOOSES  attacker 1, defender 6
the defender chooses whether to move first
the attacker may activate 1 unit
the defender may activate 0 units (threw 6, has 2 left, 2 of them in close combat)
2 more defender units in close combat act without activation

$ pw3x3-activation --turn 1 --attacker-engaged 1
FIRST TURN  turn 1: no throw
the attacker goes first
every unit may be activated
1 more attacker unit in close combat acts without activation

# -e: 0 when the attacker chooses or on the first turn, 1 when the
# defender chooses.
$ pw3x3-activation -e --dice 6,1
ATTACKER CHOOSES  attacker 6, defender 1
the attacker chooses whether to move first
the attacker may activate 6 units
the defender may activate 1 unit

$ pw3x3-activation -e --dice 1,6
DEFENDER CHOOSES  attacker 1, defender 6
the defender chooses whether to move first
the attacker may activate 1 unit
the defender may activate 6 units
[1]

$ pw3x3-activation -e --turn 1
FIRST TURN  turn 1: no throw
the attacker goes first
every unit may be activated

# Every throw is in the JSON, each tie kept; no throws and no numbers on
# the first turn.
$ pw3x3-activation --json --turn 3 --attacker-units 5 --defender-engaged 1 --dice 3,3,6,6,6,1
{"tool":"pw3x3-activation","inputs":{"turn":3,"attacker_units":5,"defender_units":null,"attacker_engaged":0,"defender_engaged":1,"previous_first":null},"dice":[{"roll":"attacker activation","sides":6,"value":3},{"roll":"defender activation","sides":6,"value":3},{"roll":"activation again after a tie","sides":6,"value":6},{"roll":"activation again after a tie","sides":6,"value":6},{"roll":"activation again after a tie","sides":6,"value":6},{"roll":"activation again after a tie","sides":6,"value":1}],"outcome":"attacker_chooses","effect":"the attacker chooses whether to move first; the attacker may activate 5 units (threw 6, has 5 left); the defender may activate 1 unit; 1 more defender unit in close combat acts without activation","modifiers":[],"turn":3,"throws":[{"attacker":3,"defender":3},{"attacker":6,"defender":6},{"attacker":6,"defender":1}],"chooser":"attacker","activations":{"attacker":5,"defender":1},"engaged":{"attacker":0,"defender":1},"units":{"attacker":5,"defender":6}}

$ pw3x3-activation --json --turn 1
{"tool":"pw3x3-activation","inputs":{"turn":1,"attacker_units":null,"defender_units":null,"attacker_engaged":0,"defender_engaged":0,"previous_first":null},"dice":[],"outcome":"first_turn","effect":"the attacker goes first; every unit may be activated","modifiers":[],"turn":1,"throws":[],"chooser":null,"activations":null,"engaged":{"attacker":0,"defender":0},"units":{"attacker":6,"defender":6}}

$ pw3x3-activation --verbose --dice 2,3
DEFENDER CHOOSES  attacker 2, defender 3
the defender chooses whether to move first
the attacker may activate 2 units
the defender may activate 3 units
  rules: pw3x3/activation.csv:2, pw3x3/units.csv:2, pw3x3/dice.csv:6
  tables: $TOP/tables ($MUSKET_TABLES)
