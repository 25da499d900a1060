# Issue 32: --SIDE-type and --SIDE-quality, the suite's names
# (--SIDE-morale, a morale value, stays) ...
$ bacw-melee --attacker-type infantry --attacker-quality veteran --defender-type infantry --defender-quality inexperienced --seed 1
DEFENDER ROUTED  the attacker wins, 7 casualties to 1; the defender fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 2 5 3 6 6 5 3 4 2 5, 10 hits; to wound 3+: 2 5 4 6 4 2 6 6 5 2, 7 casualties
defender: 8 dice (4 bases x 2), to hit 3+ (3+, close-range +1, inexperienced -1): 4 2 4 3 5 1 6 1, 5 hits; to wound 5+: 2 6 4 1 2, 1 casualty
attacker: 1 casualty, 1 marked, 5 bases left, pins 0 -> 1
defender: 7 casualties, 1 base removed, 3 marked, 4 bases left, pins 0 -> 1
defender morale (melee-loser): rolled 4+3=7 vs 5 (inexperienced 7, 1 pin -1, 1 base lost -1): FAIL

# ... and the old --SIDE-unit and --SIDE-experience give the same answer.
$ bacw-melee --attacker-unit infantry --attacker-experience veteran --defender-unit infantry --defender-experience inexperienced --seed 1
DEFENDER ROUTED  the attacker wins, 7 casualties to 1; the defender fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 2 5 3 6 6 5 3 4 2 5, 10 hits; to wound 3+: 2 5 4 6 4 2 6 6 5 2, 7 casualties
defender: 8 dice (4 bases x 2), to hit 3+ (3+, close-range +1, inexperienced -1): 4 2 4 3 5 1 6 1, 5 hits; to wound 5+: 2 6 4 1 2, 1 casualty
attacker: 1 casualty, 1 marked, 5 bases left, pins 0 -> 1
defender: 7 casualties, 1 base removed, 3 marked, 4 bases left, pins 0 -> 1
defender morale (melee-loser): rolled 4+3=7 vs 5 (inexperienced 7, 1 pin -1, 1 base lost -1): FAIL

# The inputs are keyed by the new names.
$ bacw-melee --attacker-unit infantry --attacker-experience veteran --defender-unit infantry --defender-experience inexperienced --seed 1 --json | jq -c '.inputs | [.attacker_type, .attacker_quality, .defender_type, .defender_quality]'
["infantry","veteran","infantry","inexperienced"]
