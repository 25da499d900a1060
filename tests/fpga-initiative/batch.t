# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--dice 5,4,1,2,3,4\n--a-rerolls 3\n\n# a comment\n--a-rerolls 1 --dice 1,4,2,5,3,1,6\n' | fpga-initiative --batch --names French,Austrians

$ printf -- '--dice 5,4,1,2,3,4\n--dice 3,4,2,5,2,2,1,4\n' | fpga-initiative --batch --json

# -e: 0 when a wins, 1 when b does.
$ fpga-initiative --dice 5,4,1,2,3,4 -e

$ fpga-initiative --dice 1,2,4,6,6,1 -e

$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --repeat 4 --seed 1805

$ fpga-initiative --repeat 2 --seed 1805 --json

$ printf -- '--a-rerolls 1\n--b-rerolls 1\n' | fpga-initiative --batch --odds --json
