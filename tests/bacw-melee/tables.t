# House rules are table cells.  The shooting table's +1 at 6" or less
# counts in a melee (sheet line 131: "the values the same as for
# shooting"), so a 2 hits on 2+; the cell in_melee of close-range set to
# no leaves it out, and the same 2 misses on 3+.
$ bacw-melee --dice 2,1,1,1,1,1,1,1,1,1,4,1,1,1,1,1,1,1,1,1,1,6,6
DEFENDER ROUTED  the attacker wins, 1 casualty to 0; the defender fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 2 1 1 1 1 1 1 1 1 1, 1 hit; to wound 4+: 4, 1 casualty
defender: 10 dice (5 bases x 2), to hit 2+ (3+, close-range +1): 1 1 1 1 1 1 1 1 1 1, 0 hits
attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0
defender: 1 casualty, 1 marked, 5 bases left, pins 0 -> 1
defender morale (melee-loser): rolled 6+6=12 vs 7 (regular 8, 1 pin -1): FAIL

$ mkdir -p t/bacw && cp "$TABLES/bacw/shoot-modifiers.csv" t/bacw/ && sed -i 's/^close-range,1,yes,/close-range,1,no,/' t/bacw/shoot-modifiers.csv && bacw-melee --tables t --dice 2,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1
DRAW  a draw, 0 casualties each: no test; the melee continues next turn
attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): 2 1 1 1 1 1 1 1 1 1, 0 hits
defender: 10 dice (5 bases x 2), to hit 3+ (3+): 1 1 1 1 1 1 1 1 1 1, 0 hits
attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0
defender: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0

# Non-charging cavalry rolls 3 dice a base too.
$ mkdir -p t/bacw && cp "$TABLES/bacw/melee-dice.csv" t/bacw/ && sed -i 's/^cavalry,no,2,yes$/cavalry,no,3,yes/' t/bacw/melee-dice.csv && bacw-melee --tables t --defender-unit cavalry --dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1
DRAW  a draw, 0 casualties each: no test; the melee continues next turn
attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 1 1 1 1 1 1 1 1 1 1, 0 hits
defender: 9 dice (3 bases x 3), to hit 2+ (3+, close-range +1): 1 1 1 1 1 1 1 1 1, 0 hits
attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0
defender: 0 casualties, 0 marked, 3 bases left, pins 0 -> 0

# No exceptional damage in melee: the 6 is not re-rolled.
$ mkdir -p t/bacw && cp "$TABLES/bacw/exceptional.csv" t/bacw/ && sed -i 's/^6,6,yes$/6,6,no/' t/bacw/exceptional.csv && bacw-melee --tables t --defender-colonel --dice 3,1,1,1,1,1,1,1,1,1,6,1,1,1,1,1,1,1,1,1,1,5,4
DEFENDER ROUTED  the attacker wins, 1 casualty to 0; the defender fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 3 1 1 1 1 1 1 1 1 1, 1 hit; to wound 4+: 6, 1 casualty
defender: 10 dice (5 bases x 2), to hit 2+ (3+, close-range +1): 1 1 1 1 1 1 1 1 1 1, 0 hits
attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0
defender: 1 casualty, 1 marked, 5 bases left, pins 0 -> 1
defender morale (melee-loser): rolled 5+4=9 vs 8 (regular 8, colonel +1, 1 pin -1): FAIL
