# Command Check: "roll 1d6 for each point of the current resolve with
# success if any hit (6)".
$ bolivar-command --resolve 4 --dice 6,4,1,1
PASS  rolled 6 4 1 1, 1 hit (4d6, hit on 6+)
command check: resolve 4 x 1d6

$ bolivar-command --resolve 4 --dice 5,5,5,5
FAIL  rolled 5 5 5 5, 0 hits (4d6, hit on 6+)
command check: resolve 4 x 1d6

$ bolivar-command --resolve 1 --dice 6
PASS  rolled 6, 1 hit (1d6, hit on 6+)
command check: resolve 1 x 1d6

$ bolivar-command --resolve 3 --dice 1,6,6
PASS  rolled 1 6 6, 2 hits (3d6, hit on 6+)
command check: resolve 3 x 1d6

# Any 6 passes, and 5 is not a 6.
$ bolivar-command --resolve 2 --dice 5,1
FAIL  rolled 5 1, 0 hits (2d6, hit on 6+)
command check: resolve 2 x 1d6

# Without --resolve, the unit's starting resolve: battalion 4, horse 3,
# rabble 2, commander 1.
$ bolivar-command --unit battalion --dice 1,2,3,6
PASS  rolled 1 2 3 6, 1 hit (4d6, hit on 6+)
command check: resolve 4 x 1d6

$ bolivar-command --unit horse --dice 1,2,3
FAIL  rolled 1 2 3, 0 hits (3d6, hit on 6+)
command check: resolve 3 x 1d6

$ bolivar-command --unit rabble --dice 6,6
PASS  rolled 6 6, 2 hits (2d6, hit on 6+)
command check: resolve 2 x 1d6

$ bolivar-command --unit commander --dice 6
PASS  rolled 6, 1 hit (1d6, hit on 6+)
command check: resolve 1 x 1d6

# --resolve with --unit: the current resolve, bounded by the unit's.
$ bolivar-command --unit horse --resolve 2 --dice 1,6
PASS  rolled 1 6, 1 hit (2d6, hit on 6+)
command check: resolve 2 x 1d6

# "Two stand units have two resolve values and use the higher."
$ bolivar-command --resolve 2,3 --dice 1,1,6
PASS  rolled 1 1 6, 1 hit (3d6, hit on 6+)
command check: resolve 3 (the higher of 2 and 3) x 1d6

$ bolivar-command --resolve 3,1 --dice 1,1,1
FAIL  rolled 1 1 1, 0 hits (3d6, hit on 6+)
command check: resolve 3 (the higher of 3 and 1) x 1d6

$ bolivar-command --resolve 2,2 --dice 6,1
PASS  rolled 6 1, 1 hit (2d6, hit on 6+)
command check: resolve 2 (the higher of 2 and 2) x 1d6

# "A unit beyond 8 TUM of the commander has a -1d6 modifier": more than
# 8, so 8 exactly rolls the full pool.
$ bolivar-command --resolve 4 --distance 8 --dice 1,1,1,6
PASS  rolled 1 1 1 6, 1 hit (4d6, hit on 6+)
command check: resolve 4 x 1d6

$ bolivar-command --resolve 4 --distance 8.001 --dice 1,1,6
PASS  rolled 1 1 6, 1 hit (3d6, hit on 6+)
command check: resolve 4 x 1d6, beyond 8 TUM of the commander -1d6

$ bolivar-command --resolve 4 --distance 20 --dice 6,1,1
PASS  rolled 6 1 1, 1 hit (3d6, hit on 6+)
command check: resolve 4 x 1d6, beyond 8 TUM of the commander -1d6

$ bolivar-command --resolve 4 --distance 0 --dice 1,1,1,1
FAIL  rolled 1 1 1 1, 0 hits (4d6, hit on 6+)
command check: resolve 4 x 1d6

$ bolivar-command --resolve 4 --far --dice 5,1,2
FAIL  rolled 5 1 2, 0 hits (3d6, hit on 6+)
command check: resolve 4 x 1d6, beyond 8 TUM of the commander -1d6

# No minimum: resolve 1 beyond 8 TUM rolls nothing and fails, and the
# answer says it is automatic (issue 33 item 14; sheet line 106:
# "success if any hit (6)" ... "a -1d6 modifier").  No dice to fix:
# --dice '' is an empty list, and 0d6 rolls nothing.
$ bolivar-command --resolve 1 --far
FAIL  an automatic fail: no dice to roll (0d6, hit on 6+)
command check: resolve 1 x 1d6, beyond 8 TUM of the commander -1d6

$ bolivar-command --resolve 1 --far --json | jq -c '[.outcome, .automatic_fail, .pool, .effect]'
["fail",true,0,"command check failed; an automatic fail: no dice to roll"]

$ bolivar-command --resolve 2 --far --dice 1 --json | jq -c '[.outcome, .automatic_fail, .pool]'
["fail",false,1]

$ bolivar-command --resolve 1 --far -e
FAIL  an automatic fail: no dice to roll (0d6, hit on 6+)
command check: resolve 1 x 1d6, beyond 8 TUM of the commander -1d6
[1]

$ bolivar-command --resolve 2,1 --far --dice 6
PASS  rolled 6, 1 hit (1d6, hit on 6+)
command check: resolve 2 (the higher of 2 and 1) x 1d6, beyond 8 TUM of the commander -1d6

# Manoeuvre zone: no check for anything.
$ bolivar-command --zone manoeuvre --action formation --resolve 4
NO CHECK  manoeuvre zone: a change of formation needs no command check

$ bolivar-command --zone manoeuvre --action direction --resolve 4
NO CHECK  manoeuvre zone: a change of direction needs no command check

$ bolivar-command --zone manoeuvre --action move
NO CHECK  manoeuvre zone: a move straight ahead needs no command check

$ bolivar-command --zone manoeuvre --action about-face
NO CHECK  manoeuvre zone: an about face needs no command check

# Threat zone: a shooting unit changing formation checks, a unit not
# shooting does not; any change of direction checks; a move straight
# ahead does not.
$ bolivar-command --zone threat --action formation --shooting --resolve 4 --dice 6,1,1,1
PASS  rolled 6 1 1 1, 1 hit (4d6, hit on 6+)
command check: resolve 4 x 1d6
threat zone: a change of formation needs a command check

$ bolivar-command --zone threat --action formation --resolve 4
NO CHECK  threat zone: a change of formation needs no command check

$ bolivar-command --zone threat --action direction --resolve 4 --dice 1,1,1,1
FAIL  rolled 1 1 1 1, 0 hits (4d6, hit on 6+)
command check: resolve 4 x 1d6
threat zone: a change of direction needs a command check

$ bolivar-command --zone threat --action direction --shooting --resolve 2 --dice 6,1
PASS  rolled 6 1, 1 hit (2d6, hit on 6+)
command check: resolve 2 x 1d6
threat zone: a change of direction needs a command check

$ bolivar-command --zone threat --action about-face --resolve 2 --dice 1,6
PASS  rolled 1 6, 1 hit (2d6, hit on 6+)
command check: resolve 2 x 1d6
threat zone: an about face needs a command check

$ bolivar-command --zone threat --action move --shooting --resolve 4
NO CHECK  threat zone: a move straight ahead needs no command check

# Control zone: the threat zone's checks, and its limits as a reminder.
$ bolivar-command --zone control --action formation --shooting --unit battalion --dice 1,1,1,6
PASS  rolled 1 1 1 6, 1 hit (4d6, hit on 6+)
command check: resolve 4 x 1d6
control zone: a change of formation needs a command check
control zone: the unit may only stay, move closer to the enemy unit, move directly away from it or move directly backwards

$ bolivar-command --zone control --action formation --unit battalion
NO CHECK  control zone: a change of formation needs no command check
control zone: the unit may only stay, move closer to the enemy unit, move directly away from it or move directly backwards

$ bolivar-command --zone control --action direction --resolve 3 --far --dice 1,1
FAIL  rolled 1 1, 0 hits (2d6, hit on 6+)
command check: resolve 3 x 1d6, beyond 8 TUM of the commander -1d6
control zone: a change of direction needs a command check
control zone: the unit may only stay, move closer to the enemy unit, move directly away from it or move directly backwards

$ bolivar-command --zone control --action move --resolve 3
NO CHECK  control zone: a move straight ahead needs no command check
control zone: the unit may only stay, move closer to the enemy unit, move directly away from it or move directly backwards

# Locked zone: only an about face, into front-edge contact, no check.
$ bolivar-command --zone locked --action about-face --resolve 4
NO CHECK  locked zone: an about face needs no command check
locked zone: allowed only if the about face leaves the unit in front-edge contact

# Commander Casualty: "3d6 if the attached unit routed and 2d6 if it did
# not. Commander casualty on any hit (6)."
$ bolivar-command casualty --dice 6,1
CASUALTY  rolled 6 1, 1 hit (2d6, hit on 6+)
commander casualty: the enemy player rolls; the unit did not rout

$ bolivar-command casualty --dice 5,5
SAFE  rolled 5 5, 0 hits (2d6, hit on 6+)
commander casualty: the enemy player rolls; the unit did not rout

$ bolivar-command casualty --routed --dice 1,1,6
CASUALTY  rolled 1 1 6, 1 hit (3d6, hit on 6+)
commander casualty: the enemy player rolls; the unit routed

$ bolivar-command casualty --routed --dice 5,4,3
SAFE  rolled 5 4 3, 0 hits (3d6, hit on 6+)
commander casualty: the enemy player rolls; the unit routed

# The first word is the mode; check is the default and may be named.
$ bolivar-command check --resolve 1 --dice 6
PASS  rolled 6, 1 hit (1d6, hit on 6+)
command check: resolve 1 x 1d6

# --verbose lists the modifier with its table row.
$ bolivar-command --resolve 4 --far --dice 1,1,1 --verbose
FAIL  rolled 1 1 1, 0 hits (3d6, hit on 6+)
command check: resolve 4 x 1d6, beyond 8 TUM of the commander -1d6
  beyond 8 TUM of the commander -1  (bolivar/command.csv:2)
  tables: $TOP/tables ($MUSKET_TABLES)

# JSON: the spec's keys, in both modes and without a check.
$ bolivar-command --resolve 3,4 --distance 9 --dice 6,2,1 --json
{"tool":"bolivar-command","inputs":{"mode":"check","resolve":"3,4","type":null,"commander_distance":9,"far":false,"zone":null,"action":null,"shooting":false},"dice":[{"roll":"command check","sides":6,"value":6},{"roll":"command check","sides":6,"value":2},{"roll":"command check","sides":6,"value":1}],"outcome":"pass","effect":"command check passed","modifiers":[{"name":"beyond 8 TUM of the commander","value":-1,"side":null,"source":"bolivar/command.csv:2"}],"mode":"check","needed":true,"automatic_fail":false,"pool":3,"hit_on":6,"rolls":[6,2,1],"hits":1,"passed":true}

$ bolivar-command --zone threat --action move --json
{"tool":"bolivar-command","inputs":{"mode":"check","resolve":null,"type":null,"commander_distance":null,"far":false,"zone":"threat","action":"move","shooting":false},"dice":[],"outcome":"no_check","effect":"no command check needed","modifiers":[],"mode":"check","needed":false,"automatic_fail":null,"pool":null,"hit_on":null,"rolls":[],"hits":null,"passed":null}

$ bolivar-command casualty --routed --dice 2,6,6 --json
{"tool":"bolivar-command","inputs":{"mode":"casualty","routed":true},"dice":[{"roll":"commander casualty","sides":6,"value":2},{"roll":"commander casualty","sides":6,"value":6},{"roll":"commander casualty","sides":6,"value":6}],"outcome":"casualty","effect":"commander casualty","modifiers":[],"mode":"casualty","routed":true,"pool":3,"rolls":[2,6,6],"casualty":true}

# House rules are cells: beyond 6 TUM, a minimum of 1 die, a 5+ hit.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command.csv" t/bolivar/ && sed -i 's/^1,8,-1,0,6,6$/1,6,-1,1,5,6/' t/bolivar/command.csv && bolivar-command -T t --resolve 1 --distance 7 --dice 5
PASS  rolled 5, 1 hit (1d6, hit on 5+)
command check: resolve 1 x 1d6, beyond 6 TUM of the commander -1d6, minimum +1d6

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/casualty.csv" t/bolivar/ && sed -i 's/^no,2,6,6$/no,1,6,6/' t/bolivar/casualty.csv && bolivar-command -T t casualty --dice 6
CASUALTY  rolled 6, 1 hit (1d6, hit on 6+)
commander casualty: the enemy player rolls; the unit did not rout

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command-needed.csv" t/bolivar/ && sed -i 's/^threat,move,,no,yes,$/threat,move,,yes,yes,/' t/bolivar/command-needed.csv && bolivar-command -T t --zone threat --action move --resolve 1 --dice 6
PASS  rolled 6, 1 hit (1d6, hit on 6+)
command check: resolve 1 x 1d6
threat zone: a move straight ahead needs a command check

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/units.csv" t/bolivar/ && sed -i 's/^commander,commander,1,/commander,commander,2,/' t/bolivar/units.csv && bolivar-command -T t --unit commander --dice 1,6
PASS  rolled 1 6, 1 hit (2d6, hit on 6+)
command check: resolve 2 x 1d6
