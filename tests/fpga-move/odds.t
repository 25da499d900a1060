# Near the enemy, six equal distances, 1/6 each (by hand: 4 + 1..6).
$ fpga-move --type slow-infantry --near --odds

# Away from the enemy: one distance, certain.
$ fpga-move --type slow-infantry --odds

# With the CD re-rolling 1-3: each of 1..3 is 1/2 x 1/6 = 1/12, each of
# 4..6 is 1/6 + 1/12 = 1/4 (by hand).
$ fpga-move --type slow-infantry --near --cd --odds

# Costs and the floor: 5..10 less 6 for 3 obstacles: 0 (1/6 + 1/6:
# 5 and 6 both floor at 0), then 1, 2, 3, 4 each 1/6.
$ fpga-move --type slow-infantry --near --obstacles 3 --odds --json
