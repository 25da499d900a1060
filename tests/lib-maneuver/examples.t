# The EXAMPLES of lib-maneuver(1), word for word.
$ lib-maneuver --leader good --dice 4

$ lib-maneuver --leader-distance 6 --radius obscured --dice 8

$ lib-maneuver --stands 5/8 --rating reliable --dice 7

$ lib-maneuver --quality militia --state disordered --outflanked --dice 1

$ lib-maneuver --guns --light-carriage --dice 7 --json | jq -c '[.result, .allows[0]]'

$ lib-maneuver --state disordered --odds

$ lib-maneuver --command out --dice 5 -e || echo 'no maneuver'
