# Odds are worked by hand: a pool of n dice, each a hit with p = 1/6,
# has a hit with 1 - (5/6)^n (python3 fractions: 1 - Fraction(5,6)**n).
# n = 4: 1 - 625/1296 = 671/1296, the spec's check value.
$ bolivar-command --resolve 4 --odds
PASS 51.77% (671/1296)
4d6, hit on 6+
command check: resolve 4 x 1d6
pass                671/1296  51.775%  ##########
fail                625/1296  48.225%  ##########

# n = 3 (resolve 4, beyond 8 TUM): 1 - 125/216 = 91/216.
$ bolivar-command --resolve 4 --distance 9 --odds
PASS 42.13% (91/216)
3d6, hit on 6+
command check: resolve 4 x 1d6, beyond 8 TUM of the commander -1d6
pass                  91/216  42.130%  ########
fail                 125/216  57.870%  ############

# n = 3 (the higher of 3 and 2): 91/216, in JSON.
$ bolivar-command --resolve 2,3 --odds --json
{"tool":"bolivar-command","inputs":{"mode":"check","resolve":"2,3","type":null,"commander_distance":null,"far":false,"zone":null,"action":null,"shooting":false},"automatic_fail":false,"answer":{"question":"PASS","p":0.42129629629629628,"fraction":"91/216"},"odds":[{"outcome":"pass","p":0.42129629629629628,"fraction":"91/216"},{"outcome":"fail","p":0.57870370370370372,"fraction":"125/216"}]}

# n = 1: 1/6.
$ bolivar-command --unit commander --odds
PASS 16.67% (1/6)
1d6, hit on 6+
command check: resolve 1 x 1d6
pass                     1/6  16.667%  ###
fail                     5/6  83.333%  #################

# n = 0 (resolve 1 beyond 8 TUM, no minimum): never passes.
$ bolivar-command --resolve 1 --far --odds
FAIL  an automatic fail: no dice to roll, PASS 0% (0)
0d6, hit on 6+
command check: resolve 1 x 1d6, beyond 8 TUM of the commander -1d6

# The same in JSON: P(fail) = 1 exactly (by hand: no die, no hit).
$ bolivar-command --resolve 1 --far --odds --json | jq -c '[.automatic_fail, .answer.fraction, .odds]'
[true,"0",[{"outcome":"fail","p":1,"fraction":"1"}]]

# No check needed: the first line says so, certain, not a 0 chance of a
# pass that cannot be rolled.
$ bolivar-command --zone threat --action move --odds
NO CHECK 100.00% (1)
threat zone: a move straight ahead needs no command check
no check                   1 100.000%  ####################

$ bolivar-command --zone manoeuvre --action direction --resolve 4 --odds --json
{"tool":"bolivar-command","inputs":{"mode":"check","resolve":"4","type":null,"commander_distance":null,"far":false,"zone":"manoeuvre","action":"direction","shooting":false},"automatic_fail":null,"answer":{"question":"NO CHECK","p":1,"fraction":"1"},"odds":[{"outcome":"no_check","p":1,"fraction":"1"}]}

# A check needed and 0 dice: the question stays PASS, at 0.
$ bolivar-command --zone threat --action direction --resolve 1 --far --odds
FAIL  an automatic fail: no dice to roll, PASS 0% (0)
0d6, hit on 6+
command check: resolve 1 x 1d6, beyond 8 TUM of the commander -1d6
threat zone: a change of direction needs a command check

$ bolivar-command --zone control --action direction --resolve 2 --odds
PASS 30.56% (11/36)
2d6, hit on 6+
command check: resolve 2 x 1d6
control zone: a change of direction needs a command check
control zone: the unit may only stay, move closer to the enemy unit, move directly away from it or move directly backwards
pass                   11/36  30.556%  ######
fail                   25/36  69.444%  ##############

# Casualty: 2d6 gives 1 - 25/36 = 11/36, 3d6 1 - 125/216 = 91/216.
$ bolivar-command casualty --odds
CASUALTY 30.56% (11/36)
2d6, hit on 6+
commander casualty: the unit did not rout
casualty               11/36  30.556%  ######
safe                   25/36  69.444%  ##############

$ bolivar-command casualty --routed --odds --json
{"tool":"bolivar-command","inputs":{"mode":"casualty","routed":true},"answer":{"question":"CASUALTY","p":0.42129629629629628,"fraction":"91/216"},"odds":[{"outcome":"casualty","p":0.42129629629629628,"fraction":"91/216"},{"outcome":"safe","p":0.57870370370370372,"fraction":"125/216"}]}

# A house rule that hits on 5+: 1 - (4/6)^4 = 1 - 16/81 = 65/81.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command.csv" t/bolivar/ && sed -i 's/^1,8,-1,0,6,6$/1,8,-1,0,5,6/' t/bolivar/command.csv && bolivar-command -T t --resolve 4 --odds
PASS 80.25% (65/81)
4d6, hit on 5+
command check: resolve 4 x 1d6
pass                   65/81  80.247%  ################
fail                   16/81  19.753%  ####
