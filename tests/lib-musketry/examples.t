# The EXAMPLES of lib-musketry(1), word for word.
$ lib-musketry --points 12 --target-formation square --dice 6

$ lib-musketry --stands 6 --range 6 --target militia --target-charging --target-cold-steel --dice 4

$ lib-musketry --fire cannonade --points 5 --target-type guns --massed --dice 9

$ lib-musketry --points 8 --target-formation skirmish --target-skirmish 6 --target-leader --dice 7,10,9

$ lib-musketry --points 10 --target-stands 6/8 --target-rating reliable --dice 10 --json | jq -c '[.result, .stands_lost, .target_condition.after]'

$ lib-musketry --points 12 --target-charging --odds
