# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--type fast-infantry\n--type heavy-cavalry --terrain rough\n\n# a comment\n--type light-cavalry --near --dice 4\n' | fpga-move --batch

$ printf -- '--type fast-infantry --near --dice 2\n--type officer\n' | fpga-move --batch --json --retro

# -e: every move resolves, 0.
$ fpga-move --type fast-infantry -e

$ fpga-move --type light-cavalry --near --repeat 4 --seed 1809

$ fpga-move --type light-cavalry --near --cd --repeat 2 --seed 1809 --json

$ printf -- '--type fast-infantry --near\n--type officer\n' | fpga-move --batch --odds --json
