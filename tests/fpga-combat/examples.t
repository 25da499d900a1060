# The EXAMPLES of fpga-combat(1), word for word.
$ fpga-combat --attacker-pool 6 --attacker-cd --defender-pool 5 --defender-flanked --seed 1805
HITS  attacker 5, defender 2
attacker infantry, 6 + 1 CD = 7d6 hitting on 5+, rolled 3 5 3 5 6 5 5: 5 hits
  bonus, re-roll the misses (rolling against a flanked enemy): rolled 2 4, hit on 6: 5 hits
defender infantry, 5d6 hitting on 5+, rolled 4 5 1 5 4: 2 hits

$ fpga-combat --attacker-type heavy-cavalry --attacker-pool 3 --attacker-bonus 2 --defender-type light-cavalry --defender-pool 3 --dice 5,1,2,6,1,1,5,6,5,2,2,6,5
HITS  attacker 3, defender 1; the attacker's sub-commander is killed
attacker heavy-cavalry, 3 + 2 bonus = 5d6 hitting on 5+, rolled 5 1 2 6 1: 2 hits
  bonus, re-roll the misses (heavy cavalry rolling against light cavalry): rolled 1 5 6, hit on 6: 3 hits
defender light-cavalry, 3d6 hitting on 5+, rolled 5 2 2: 1 hit
the attacker's sub-commander, for his 2 bonus dice: rolled 6 5 +1 for 1 one = 12: killed
