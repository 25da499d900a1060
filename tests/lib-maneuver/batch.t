# A batch: one result a line, a bad line named, the rest resolved.
$ printf '%s\n' '--dice 10' '--state disordered --leader poor --quality peasant --dice 1' '# a comment' '' '--leader great --dice 4' '--guns --dice 3' | lib-maneuver --batch
[2]

# The same seed, the same rolls.
$ lib-maneuver --seed 15 --repeat 4

$ lib-maneuver --seed 15 --repeat 2 --json

# -e: tardy maneuvers (0), fall back does not (1), a rally rallies (0),
# wavering does not (1).
$ lib-maneuver --dice 2 -e

$ lib-maneuver --dice 1 -e
[1]

$ lib-maneuver --state disordered --dice 3 -e

$ lib-maneuver --state disordered --dice 2 -e
[1]

# With --repeat, 1 when any resolution failed.
$ lib-maneuver --seed 3 --repeat 6 -e --json | jq -r .outcome

# JSON: every key, with a radius and a derived condition.
$ lib-maneuver --leader-distance 6 --radius obscured --stands 5/8 --rating reliable --dice 8 --json

$ lib-maneuver --command out --state disordered --leader poor --dice 1 --json

$ lib-maneuver --guns --light-carriage --dice 4 --json

# --verbose: each modifier and the table row it came from.
$ lib-maneuver --leader good --formation square --linear-cover --stands 4/8 --rating reliable --dice 5 --verbose

# --list: the values of every enumerated option.
$ lib-maneuver --list
