# One result a line, in order.
$ printf -- '--dice 5,3\n--turn 1\n--defender-units 3 --dice 4,4,2,5\n' | pw3x3-activation --batch
ATTACKER CHOOSES  attacker 5, defender 3; the attacker chooses whether to move first; the attacker may activate 5 units; the defender may activate 3 units
FIRST TURN  turn 1: no throw; the attacker goes first; every unit may be activated
DEFENDER CHOOSES  attacker 2, defender 5 (4-4 tied, thrown again); the defender chooses whether to move first; the attacker may activate 2 units; the defender may activate 3 units (threw 5, has 3 left)

# A bad line is told with its number; the others still resolve.
$ printf -- '--dice 5,3\n--attacker-units 9\n\n# a comment\n--dice 4,4\n--turn 1\n' | pw3x3-activation --batch
ATTACKER CHOOSES  attacker 5, defender 3; the attacker chooses whether to move first; the attacker may activate 5 units; the defender may activate 3 units
FIRST TURN  turn 1: no throw; the attacker goes first; every unit may be activated
! pw3x3-activation: line 2: --attacker-units: '9' is more than an army's 6 units (pw3x3/units.csv:2)
! pw3x3-activation: line 5: --dice: needs 2 more dice: activation again after a tie (2d6)
[2]

# The command line's options hold for every line.
$ printf -- '--dice 2,6\n--dice 6,6,1,3\n' | pw3x3-activation --turn 5 --attacker-engaged 1 --batch --json
{"tool":"pw3x3-activation","line":1,"inputs":{"turn":5,"attacker_units":null,"defender_units":null,"attacker_engaged":1,"defender_engaged":0,"previous_first":null},"dice":[{"roll":"attacker activation","sides":6,"value":2},{"roll":"defender activation","sides":6,"value":6}],"outcome":"defender_chooses","effect":"the defender chooses whether to move first; the attacker may activate 2 units; the defender may activate 6 units; 1 more attacker unit in close combat acts without activation","modifiers":[],"turn":5,"throws":[{"attacker":2,"defender":6}],"chooser":"defender","activations":{"attacker":2,"defender":6},"engaged":{"attacker":1,"defender":0},"units":{"attacker":6,"defender":6}}
{"tool":"pw3x3-activation","line":2,"inputs":{"turn":5,"attacker_units":null,"defender_units":null,"attacker_engaged":1,"defender_engaged":0,"previous_first":null},"dice":[{"roll":"attacker activation","sides":6,"value":6},{"roll":"defender activation","sides":6,"value":6},{"roll":"activation again after a tie","sides":6,"value":1},{"roll":"activation again after a tie","sides":6,"value":3}],"outcome":"defender_chooses","effect":"the defender chooses whether to move first; the attacker may activate 1 unit; the defender may activate 3 units; 1 more attacker unit in close combat acts without activation","modifiers":[],"turn":5,"throws":[{"attacker":6,"defender":6},{"attacker":1,"defender":3}],"chooser":"defender","activations":{"attacker":1,"defender":3},"engaged":{"attacker":1,"defender":0},"units":{"attacker":6,"defender":6}}

# -e over a batch: 1 when the defender chose on any line.
$ printf -- '--dice 6,1\n--dice 1,6\n' | pw3x3-activation --batch -e
ATTACKER CHOOSES  attacker 6, defender 1; the attacker chooses whether to move first; the attacker may activate 6 units; the defender may activate 1 unit
DEFENDER CHOOSES  attacker 1, defender 6; the defender chooses whether to move first; the attacker may activate 1 unit; the defender may activate 6 units
[1]

$ printf -- '--dice 6,1\n--turn 1\n' | pw3x3-activation --batch -e
ATTACKER CHOOSES  attacker 6, defender 1; the attacker chooses whether to move first; the attacker may activate 6 units; the defender may activate 1 unit
FIRST TURN  turn 1: no throw; the attacker goes first; every unit may be activated

# --repeat with a seed: reproducible throws, one line each.
$ pw3x3-activation --repeat 4 --seed 1879 --defender-units 4
DEFENDER CHOOSES  attacker 4, defender 5; the defender chooses whether to move first; the attacker may activate 4 units; the defender may activate 4 units (threw 5, has 4 left)
DEFENDER CHOOSES  attacker 2, defender 6; the defender chooses whether to move first; the attacker may activate 2 units; the defender may activate 4 units (threw 6, has 4 left)
ATTACKER CHOOSES  attacker 4, defender 1 (1-1 tied, thrown again); the attacker chooses whether to move first; the attacker may activate 4 units; the defender may activate 1 unit
DEFENDER CHOOSES  attacker 2, defender 3 (5-5 tied, thrown again); the defender chooses whether to move first; the attacker may activate 2 units; the defender may activate 3 units

$ pw3x3-activation --repeat 2 --seed 1879 --json
{"tool":"pw3x3-activation","inputs":{"turn":2,"attacker_units":null,"defender_units":null,"attacker_engaged":0,"defender_engaged":0,"previous_first":null},"dice":[{"roll":"attacker activation","sides":6,"value":4},{"roll":"defender activation","sides":6,"value":5}],"outcome":"defender_chooses","effect":"the defender chooses whether to move first; the attacker may activate 4 units; the defender may activate 5 units","modifiers":[],"turn":2,"throws":[{"attacker":4,"defender":5}],"chooser":"defender","activations":{"attacker":4,"defender":5},"engaged":{"attacker":0,"defender":0},"units":{"attacker":6,"defender":6}}
{"tool":"pw3x3-activation","inputs":{"turn":2,"attacker_units":null,"defender_units":null,"attacker_engaged":0,"defender_engaged":0,"previous_first":null},"dice":[{"roll":"attacker activation","sides":6,"value":2},{"roll":"defender activation","sides":6,"value":6}],"outcome":"defender_chooses","effect":"the defender chooses whether to move first; the attacker may activate 2 units; the defender may activate 6 units","modifiers":[],"turn":2,"throws":[{"attacker":2,"defender":6}],"chooser":"defender","activations":{"attacker":2,"defender":6},"engaged":{"attacker":0,"defender":0},"units":{"attacker":6,"defender":6}}

# Odds a line.
$ printf -- '--turn 1\n--attacker-units 2\n' | pw3x3-activation --batch --odds --json
{"tool":"pw3x3-activation","line":1,"inputs":{"turn":1,"attacker_units":null,"defender_units":null,"attacker_engaged":0,"defender_engaged":0,"previous_first":null},"answer":{"question":"the attacker chooses or goes first","p":1,"fraction":"1"},"odds":[{"outcome":"first_turn","p":1,"fraction":"1"}]}
{"tool":"pw3x3-activation","line":2,"inputs":{"turn":2,"attacker_units":2,"defender_units":null,"attacker_engaged":0,"defender_engaged":0,"previous_first":null},"answer":{"question":"the attacker chooses or goes first","p":0.5,"fraction":"1/2"},"odds":[{"outcome":"attacker_chooses","p":0.5,"fraction":"1/2"},{"outcome":"defender_chooses","p":0.5,"fraction":"1/2"}],"activations":{"attacker":[{"k":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"k":2,"p":0.83333333333333337,"fraction":"5/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"}],"defender":[{"k":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"k":2,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"},{"k":3,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"},{"k":4,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.5,"fraction_at_least":"1/2"},{"k":5,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.33333333333333331,"fraction_at_least":"1/3"},{"k":6,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"chooser":[{"k":2,"p":0.53333333333333333,"fraction":"8/15","p_at_least":1,"fraction_at_least":"1"},{"k":3,"p":0.066666666666666666,"fraction":"1/15","p_at_least":0.46666666666666667,"fraction_at_least":"7/15"},{"k":4,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.40000000000000002,"fraction_at_least":"2/5"},{"k":5,"p":0.13333333333333333,"fraction":"2/15","p_at_least":0.29999999999999999,"fraction_at_least":"3/10"},{"k":6,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"other":[{"k":1,"p":0.33333333333333331,"fraction":"1/3","p_at_least":1,"fraction_at_least":"1"},{"k":2,"p":0.46666666666666667,"fraction":"7/15","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"},{"k":3,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.20000000000000001,"fraction_at_least":"1/5"},{"k":4,"p":0.066666666666666666,"fraction":"1/15","p_at_least":0.10000000000000001,"fraction_at_least":"1/10"},{"k":5,"p":0.033333333333333333,"fraction":"1/30","p_at_least":0.033333333333333333,"fraction_at_least":"1/30"}]},"expected_activations":{"attacker":{"value":1.8333333333333333,"fraction":"11/6","sd":0.37267799624996495},"defender":{"value":3.5,"fraction":"7/2","sd":1.707825127659933},"chooser":{"value":3.3333333333333335,"fraction":"10/3","sd":1.5986105077709065},"other":{"value":2,"fraction":"2","sd":1}}}
