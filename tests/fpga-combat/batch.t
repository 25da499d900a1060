# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--attacker-pool 2 --defender-pool 1 --dice 5,1,6\n--attacker artillery --attacker-pool 2 --defender-pool 1\n\n# a comment\n--attacker-pool 1 --attacker-bonus 1 --defender-pool 1 --dice 5,1,2,6,4\n' | fpga-combat --batch

$ printf -- '--attacker-pool 2 --defender-pool 1 --dice 5,1,6\n--attacker-pool 1 --defender-pool 1 --defender-flanked --dice 1,6,2\n' | fpga-combat --batch --json

# Repeated with a seed: the same answers every time.
$ fpga-combat --attacker-pool 4 --attacker-bonus 1 --defender-pool 3 --seed 1805 --repeat 4

# -e: 0 when the attacker scores more hits, 1 when not (a tie is not).
$ fpga-combat --attacker-pool 2 --defender-pool 1 --dice 5,1,2 -e

$ fpga-combat --attacker-pool 2 --defender-pool 1 --dice 5,1,6 -e

$ printf -- '--dice 5,5,6\n--dice 1,1,1\n' | fpga-combat --batch --attacker-pool 2 --defender-pool 1 -e

$ printf -- '--attacker-pool 2 --defender-pool 2\n--attacker-pool 2 --defender-pool 2 --defender-flanked\n' | fpga-combat --batch --odds --json
