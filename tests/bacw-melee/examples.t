# The EXAMPLES of bacw-melee(1), word for word.
$ bacw-melee --dice 3,5,6,5,3,6,3,3,6,3,1,2,6,1,3,4,5,4,5,2,6,1,6,3,4,4,5,5,1,5,1,4,2,4,5,5,3
DEFENDER ROUTED  the attacker wins, 5 casualties to 4; the defender fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 3 5 6 5 3 6 3 3 6 3, 10 hits; to wound 4+: 1 2 6 1 3 4 5 4 5 2, 5 casualties
defender: 8 dice (4 bases x 2), to hit 2+ (3+, close-range +1): 6 1 6 3 4 4 5 5, 7 hits; to wound 4+: 1 5 1 4 2 4 5, 4 casualties
attacker: 4 casualties, 1 base removed, 0 marked, 4 bases left, pins 0 -> 1
defender: 5 casualties, 1 base removed, 1 marked, 4 bases left, pins 0 -> 1
defender morale (melee-loser): rolled 5+3=8 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL

$ bacw-melee --defender-quality veteran --defender-colonel --obstacle --defender-cover hard --seed 1863
ATTACKER ROUTED  the defender wins, 6 casualties to 2; the attacker fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 4+ (3+, close-range +1, cover -2): 4 4 1 3 1 4 5 3 1 2, 4 hits; to wound 5+: 6 2 2 5, 2 casualties; 6s re-rolled: 5, the colonel survives
defender: 10 dice (5 bases x 2), to hit 2+ (3+, close-range +1): 2 4 2 5 2 1 3 1 4 4, 8 hits; to wound 4+: 4 4 4 3 6 6 1 4, 6 casualties
attacker: 6 casualties, 1 base removed, 2 marked, 4 bases left, pins 0 -> 1
defender: 2 casualties, 2 marked, 5 bases left, pins 0 -> 1
attacker morale (melee-loser): rolled 3+6=9 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL

$ bacw-melee --seed 5 --json | jq .winner
"attacker"
