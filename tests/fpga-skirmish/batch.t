# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--sk 1 --dice 6\n--sk 3\n\n# a comment\n--sk 2 --save --dice 6,6,4,1\n--sk 2 --target cavalry\n' | fpga-skirmish --batch

$ printf -- '--sk 1 --dice 6\n--sk 2 --target-town --dice 6,1,5\n' | fpga-skirmish --batch --json

# Repeated with a seed: the same answers every time.
$ fpga-skirmish --sk 2 --seed 1805 --repeat 4

# -e: 0 when a hit stands, 1 when none does.
$ fpga-skirmish --sk 1 --dice 6 -e

$ fpga-skirmish --sk 1 --dice 5 -e

$ fpga-skirmish --sk 1 --save --dice 6,5 -e

$ printf -- '--sk 1 --dice 5\n--sk 1 --dice 6\n' | fpga-skirmish --batch -e

$ printf -- '--sk 1\n--sk 2 --save\n' | fpga-skirmish --batch --odds --json
