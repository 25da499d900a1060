# Issue 32: --quality and --type, the suite's names for the grade and
# the unit type ...
$ bacw-order --order charge --quality veteran --type cavalry --pins 1 --dice 6,6,2
BLUNDER  rolled 6+6=12 vs 8 (veteran 9, 1 pin -1)
blunder 2, retreat: the unit makes a normal move away from the closest enemy
pins 1 -> 2

# ... and their old names, --morale and --unit, give the same answer.
$ bacw-order --order charge --morale veteran --unit cavalry --pins 1 --dice 6,6,2
BLUNDER  rolled 6+6=12 vs 8 (veteran 9, 1 pin -1)
blunder 2, retreat: the unit makes a normal move away from the closest enemy
pins 1 -> 2

# The inputs are keyed by the new names, whichever was typed.
$ bacw-order --morale 10 --unit dismounted --pins 1 --dice 2,3 --json | jq -c '.inputs | [.morale, .type]'
[10,"dismounted"]

# The blunder table's rows as a player reads them, 'blunder 1', and as
# JSON's token, blunder_1 (by hand: 1/36 a blunder, 1/6 a row: 1/216).
$ bacw-order --order charge --odds | grep -e '^blunder '
blunder                 1/36   2.778%  #
blunder 1              1/216   0.463%  .
blunder 2              1/216   0.463%  .
blunder 3              1/216   0.463%  .
blunder 4              1/216   0.463%  .
blunder 5              1/216   0.463%  .
blunder 6              1/216   0.463%  .

$ bacw-order --order charge --odds --json | jq -c '[.blunders[].outcome]'
["blunder_1","blunder_2","blunder_3","blunder_4","blunder_5","blunder_6"]
