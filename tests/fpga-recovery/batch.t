# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--hits 3 --dice 2\n--hits 0\n\n# a comment\n--hits 4 --enemy-distance 10\n--hits 3 --cd --dice 6,1\n' | fpga-recovery --batch --force-status inactive

# JSON, a line each.
$ printf -- '--hits 3 --dice 2\n--hits 3 --cd --dice 4,5\n--hits 5 --enemy-distance 3 --force-status active\n' | fpga-recovery --batch --json

# -e: 0 when a hit is removed, 1 when not.
$ fpga-recovery --hits 3 --dice 2 -e

$ fpga-recovery --hits 3 --dice 3 -e

$ fpga-recovery --hits 3 --enemy-distance 2 -e

# --repeat with a seed: fresh dice each time, the same every run.
$ fpga-recovery --hits 4 --cd --repeat 5 --seed 1809

$ fpga-recovery --hits 4 --cd --repeat 3 --seed 1809 --json

# Batch odds.
$ printf -- '--hits 2\n--hits 5 --cd\n' | fpga-recovery --batch --odds --json
