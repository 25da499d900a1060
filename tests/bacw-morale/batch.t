# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--pins 1 --dice 3,4\n--reason panic\n--reason rout --pins 2 --dice 1,1,6\n' | bacw-morale --batch

$ printf -- '--pins 1 --dice 3,4\n--bases 3 --dice 2,1\n' | bacw-morale --batch --json

# -e: 1 when any test failed.
$ printf -- '--dice 1,1\n--dice 6,5\n' | bacw-morale --batch -e

$ bacw-morale --dice 1,1 -e

$ bacw-morale --dice 6,5 -e
[1]

# Options on the command line hold for every line; a line may override them.
$ printf -- '--dice 4,4\n--morale veteran --dice 4,5\n' | bacw-morale --batch --morale inexperienced --colonel

# --repeat with a seed is reproducible.
$ bacw-morale --reason rout --pins 4 --repeat 4 --seed 1863

$ bacw-morale --reason rout --pins 4 --repeat 2 --seed 1863 --json

# Odds per line.
$ printf -- '--pins 2 --bases 4\n--reason melee-victor --colonel\n' | bacw-morale --batch --odds --json

# --list: the enumerated options' values.
$ bacw-morale --list
