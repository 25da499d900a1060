# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--gun heavy --range 5 --dice 4,1\n--gun light --range 20\n\n# a comment\n--gun light --range 8 --flank --dice 1,6\n' | fpga-artillery --batch

$ printf -- '--gun heavy --range 5 --dice 4,1\n--gun light --range 8 --cover --dice 6,2\n' | fpga-artillery --batch --json

# Repeated with a seed: the same answers every time.
$ fpga-artillery --gun heavy --range 5 --vulnerable --seed 1805 --repeat 4

# -e: 0 on a hit, 1 on none.
$ fpga-artillery --gun heavy --range 10 --dice 4 -e

$ fpga-artillery --gun heavy --range 10 --dice 3 -e

$ fpga-artillery --gun heavy --range 10 --cover --dice 4,3 -e

$ printf -- '--range 5 --dice 4,4\n--range 10 --odds\n' | fpga-artillery --batch --gun light --json
