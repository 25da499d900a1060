# One scenario a line, each with its own mode; a bad line is told on
# stderr and the rest still run.
$ printf '%s\n' '--resolve 4 --dice 6,1,1,1' '# a comment' '' 'casualty --dice 5,5' '--resolve 9' 'casualty --routed --dice 6,1,1' '--zone locked --action move' '--zone threat --action move' | bolivar-command --batch
PASS  rolled 6 1 1 1, 1 hit (4d6, hit on 6+); command check: resolve 4 x 1d6
SAFE  rolled 5 5, 0 hits (2d6, hit on 6+); commander casualty: the enemy player rolls; the unit did not rout
CASUALTY  rolled 6 1 1, 1 hit (3d6, hit on 6+); commander casualty: the enemy player rolls; the unit routed
NO CHECK  threat zone: a move straight ahead needs no command check
! bolivar-command: line 5: --resolve: '9' is above the maximum 4
! bolivar-command: line 7: --action move in the locked zone: the only move allowed is an about face that leaves the unit in front-edge contact
[2]

# Options on the command line hold for every line; a line may override
# them.
$ printf '%s\n' '--dice 6,1,1' '--dice 1,1,1' '--unit horse --far --dice 1,6' | bolivar-command --batch --unit battalion --far --json
{"tool":"bolivar-command","line":1,"inputs":{"mode":"check","resolve":null,"type":"battalion","commander_distance":null,"far":true,"zone":null,"action":null,"shooting":false},"dice":[{"roll":"command check","sides":6,"value":6},{"roll":"command check","sides":6,"value":1},{"roll":"command check","sides":6,"value":1}],"outcome":"pass","effect":"command check passed","modifiers":[{"name":"beyond 8 TUM of the commander","value":-1,"side":null,"source":"bolivar/command.csv:2"}],"mode":"check","needed":true,"automatic_fail":false,"pool":3,"hit_on":6,"rolls":[6,1,1],"hits":1,"passed":true}
{"tool":"bolivar-command","line":2,"inputs":{"mode":"check","resolve":null,"type":"battalion","commander_distance":null,"far":true,"zone":null,"action":null,"shooting":false},"dice":[{"roll":"command check","sides":6,"value":1},{"roll":"command check","sides":6,"value":1},{"roll":"command check","sides":6,"value":1}],"outcome":"fail","effect":"command check failed","modifiers":[{"name":"beyond 8 TUM of the commander","value":-1,"side":null,"source":"bolivar/command.csv:2"}],"mode":"check","needed":true,"automatic_fail":false,"pool":3,"hit_on":6,"rolls":[1,1,1],"hits":0,"passed":false}
{"tool":"bolivar-command","line":3,"inputs":{"mode":"check","resolve":null,"type":"horse","commander_distance":null,"far":true,"zone":null,"action":null,"shooting":false},"dice":[{"roll":"command check","sides":6,"value":1},{"roll":"command check","sides":6,"value":6}],"outcome":"pass","effect":"command check passed","modifiers":[{"name":"beyond 8 TUM of the commander","value":-1,"side":null,"source":"bolivar/command.csv:2"}],"mode":"check","needed":true,"automatic_fail":false,"pool":2,"hit_on":6,"rolls":[1,6],"hits":1,"passed":true}

# -e: pass and no_check succeed, fail does not; the status is that of
# the worst line.
$ printf '%s\n' '--resolve 1 --dice 6' '--zone manoeuvre --action move' | bolivar-command --batch -e
PASS  rolled 6, 1 hit (1d6, hit on 6+); command check: resolve 1 x 1d6
NO CHECK  manoeuvre zone: a move straight ahead needs no command check

$ printf '%s\n' '--resolve 1 --dice 6' '--resolve 1 --dice 5' | bolivar-command --batch -e
PASS  rolled 6, 1 hit (1d6, hit on 6+); command check: resolve 1 x 1d6
FAIL  rolled 5, 0 hits (1d6, hit on 6+); command check: resolve 1 x 1d6
[1]

$ bolivar-command --resolve 1 --dice 5 -e
FAIL  rolled 5, 0 hits (1d6, hit on 6+)
command check: resolve 1 x 1d6
[1]

# -e in casualty mode answers for the commander's own side: safe is 0.
$ bolivar-command casualty --dice 5,5 -e
SAFE  rolled 5 5, 0 hits (2d6, hit on 6+)
commander casualty: the enemy player rolls; the unit did not rout

$ bolivar-command casualty --dice 6,5 -e
CASUALTY  rolled 6 5, 1 hit (2d6, hit on 6+)
commander casualty: the enemy player rolls; the unit did not rout
[1]

# Odds a line.
$ printf '%s\n' '--resolve 4' 'casualty --routed' | bolivar-command --batch --odds --json
{"tool":"bolivar-command","line":1,"inputs":{"mode":"check","resolve":"4","type":null,"commander_distance":null,"far":false,"zone":null,"action":null,"shooting":false},"automatic_fail":false,"answer":{"question":"PASS","p":0.51774691358024694,"fraction":"671/1296"},"odds":[{"outcome":"pass","p":0.51774691358024694,"fraction":"671/1296"},{"outcome":"fail","p":0.48225308641975306,"fraction":"625/1296"}]}
{"tool":"bolivar-command","line":2,"inputs":{"mode":"casualty","routed":true},"answer":{"question":"CASUALTY","p":0.42129629629629628,"fraction":"91/216"},"odds":[{"outcome":"casualty","p":0.42129629629629628,"fraction":"91/216"},{"outcome":"safe","p":0.57870370370370372,"fraction":"125/216"}]}

# Seeded repeats are reproducible.
$ bolivar-command --resolve 3 --repeat 3 --seed 1819
FAIL  rolled 2 1 5, 0 hits (3d6, hit on 6+); command check: resolve 3 x 1d6
PASS  rolled 6 4 2, 1 hit (3d6, hit on 6+); command check: resolve 3 x 1d6
PASS  rolled 6 1 2, 1 hit (3d6, hit on 6+); command check: resolve 3 x 1d6

$ bolivar-command casualty --repeat 2 --seed 1824 --json
{"tool":"bolivar-command","inputs":{"mode":"casualty","routed":false},"dice":[{"roll":"commander casualty","sides":6,"value":4},{"roll":"commander casualty","sides":6,"value":5}],"outcome":"safe","effect":"commander safe","modifiers":[],"mode":"casualty","routed":false,"pool":2,"rolls":[4,5],"casualty":false}
{"tool":"bolivar-command","inputs":{"mode":"casualty","routed":false},"dice":[{"roll":"commander casualty","sides":6,"value":6},{"roll":"commander casualty","sides":6,"value":4}],"outcome":"casualty","effect":"commander casualty","modifiers":[],"mode":"casualty","routed":false,"pool":2,"rolls":[6,4],"casualty":true}
