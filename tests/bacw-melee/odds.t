# The spec's check values: regular infantry, 5 bases in line each, no
# pins, no commanders, not simultaneous.  Checked against an independent
# python fractions enumeration: the attacker's casualties binomial(10,
# 1/3), the defender's binomial(2 x bases left, 1/3) given them, each
# test P(2d6 <= target) with the pins and bases each branch leaves.
$ bacw-melee --odds

$ bacw-melee --odds --json

# Charging cavalry on pinned infantry's flank; simultaneous across an
# obstacle; a defending colonel.
$ bacw-melee --attacker-unit cavalry --defender-pins 1 --flank --odds

$ bacw-melee --obstacle --defender-cover soft --odds

$ bacw-melee --attacker-bases 2 --defender-bases 2 --defender-colonel --odds

# Skirmishers evade: certain.
$ bacw-melee --defender-unit skirmishers --odds
