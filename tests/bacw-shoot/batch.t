# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--range 10 --shots 2 --dice 3,3,4,1\n--range 50\n--range 10 --shots 1 --dice 1\n' | bacw-shoot --batch

$ printf -- '--range 10 --shots 2 --dice 3,3,4,1\n--range 10 --shots 1 --dice 1\n' | bacw-shoot --batch --json

# -e: 0 when a casualty was caused, 1 when none was.
$ bacw-shoot --range 10 --shots 1 --dice 3,4 -e

$ bacw-shoot --range 10 --shots 1 --dice 3,3 -e
[1]

$ printf -- '--dice 3,4\n--dice 1\n' | bacw-shoot --batch -e --range 10 --shots 1

# --repeat with a seed is reproducible.
$ bacw-shoot --range 10 --repeat 3 --seed 1863

# Odds per line.
$ printf -- '--range 10 --shots 1\n--range 10 --shots 1 --cover hard\n' | bacw-shoot --batch --odds

# --list: the enumerated options' values.
$ bacw-shoot --list
