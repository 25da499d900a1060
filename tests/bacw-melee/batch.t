# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1\n--attacker-unit skirmishers\n--defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4\n' | bacw-melee --batch

$ printf -- '--defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4\n--defender-unit skirmishers\n' | bacw-melee --batch --json

# -e: 0 when the charge succeeds, 1 when it does not.
$ bacw-melee --defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4 -e

$ bacw-melee --defender-unit skirmishers -e
[1]

$ printf -- '--defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4\n--defender-unit skirmishers\n' | bacw-melee --batch -e

# --repeat with a seed is reproducible.
$ bacw-melee --repeat 3 --seed 1863

# Odds per line.
$ printf -- '--attacker-bases 1 --defender-bases 1\n--defender-unit skirmishers\n' | bacw-melee --batch --odds

# --list: the enumerated options' values.
$ bacw-melee --list
