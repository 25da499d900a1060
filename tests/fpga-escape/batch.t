# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--battery foot --attacker infantry --dice 3,2\n--battery field --attacker cavalry\n\n# a comment\n--battery horse --attacker cavalry --dice 4,4\n' | fpga-escape --batch

# The mode on the command line holds for every line.
$ printf -- '--evader light --pursuer heavy --dice 3,1\n--evader heavy --pursuer cossack --dice 5,2\n' | fpga-escape cavalry --batch --json

# -e: 0 when the unit gets away, 1 when caught.
$ fpga-escape --battery foot --attacker infantry --dice 3,2 -e

$ fpga-escape --battery foot --attacker infantry --dice 3,4 -e

$ fpga-escape cavalry --evader heavy --pursuer light --dice 3,3 -e

# --repeat with a seed.
$ fpga-escape --battery horse --attacker infantry --repeat 4 --seed 1809

$ fpga-escape cavalry --evader light --pursuer light --repeat 3 --seed 1809 --json

# Batch odds.
$ printf -- '--battery foot --attacker infantry\n--battery horse --attacker infantry\n' | fpga-escape --batch --odds --json
