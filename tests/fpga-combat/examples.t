# The EXAMPLES of fpga-combat(1), word for word.
$ fpga-combat --attacker-pool 6 --attacker-cd --defender-pool 5 --defender-flanked --seed 1805

$ fpga-combat --attacker heavy-cavalry --attacker-pool 3 --attacker-bonus 2 --defender light-cavalry --defender-pool 3 --dice 5,1,2,6,1,1,5,6,5,2,2,6,5

$ fpga-combat --attacker-pool 6 --defender-pool 6 --odds

$ fpga-combat --attacker-pool 6 --defender-pool 6 --defender-flanked --odds
