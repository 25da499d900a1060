# A batch: one result a line, a bad line named, the rest resolved.
$ printf '%s\n' '--points 12 --dice 9' '--stands 6 --range 6 --target-charging --dice 4' '# a comment' '' '--points 6 --target-cold-steel --dice 5' '--points 3 --target guard --dice 10' | lib-musketry --batch
[2]

# The same seed, the same rolls.
$ lib-musketry --points 8 --seed 18 --repeat 4

$ lib-musketry --points 8 --target-skirmish 5 --seed 18 --repeat 2 --json

# -e at chargers: 0 when checked, 1 when the charge goes home.
$ lib-musketry --points 6 --target-charging --dice 9 -e

$ lib-musketry --points 6 --target-charging --dice 7 -e
[1]

# -e otherwise: 0 when the fire had an effect, 1 when not; Lively from
# musketry has none, from cannonade it has.
$ lib-musketry --points 6 --dice 5 -e

$ lib-musketry --points 6 --dice 4 -e
[1]

$ lib-musketry --fire cannonade --points 6 --dice 4 -e

$ lib-musketry --points 6 --dice 2 -e
[1]

# JSON: every key.
$ lib-musketry --points 12 --target-skirmish 4 --target-leader --target-charging --massed --target-stands 6/8 --target-rating reliable --dice 4,10,8 --json

$ lib-musketry --fire cannonade --points 7.5 --damaged-gun --target-type guns --dice 9 --json

# --verbose: each modifier and the table row it came from.
$ lib-musketry --points 8 --firer militia --target-type cavalry --target-formation march-column --target-cover partial --skirmish-check made --dice 6 --verbose

# --list: the values of every enumerated option.
$ lib-musketry --list
