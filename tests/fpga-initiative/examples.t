# The EXAMPLES of fpga-initiative(1), word for word.
$ fpga-initiative --dice 2,3,3,5,4,2
b wins the initiative: 5+4 = 9 against a 2+3 = 5
rolled: a 2+3 = 5; b 5+4 = 9; a is lower
CDs spent: a 0, b 0

$ fpga-initiative --a-rerolls 1 --dice 2,3,3,5,4,2,6
a wins the initiative: 6+3 = 9, d4 3, against b 5+4 = 9, d4 2
rolled: a 2+3 = 5; b 5+4 = 9; a is lower
a re-rolls for 1 CD: die 1 from 2 to 6
CDs spent: a 1, b 0

$ fpga-initiative --names French,Austrians --a-rerolls 1 --b-rerolls 1 --seed 1805
Austrians wins the initiative: 5+6 = 11 against French 5+5 = 10
rolled: French 3+5 = 8; Austrians 5+6 = 11; French is lower
French re-rolls for 1 CD: die 1 from 3 to 5
Austrians is still ahead and re-rolls nothing
CDs spent: French 1, Austrians 0

# 3481/5184 (python fractions, every roll and re-roll thrown face by
# face: tests/fpga-combat/odds-check.py).
$ fpga-initiative --a-rerolls 1 --odds
a wins 67.15% (3481/5184)
a re-rolls its lowest die when lower, or when behind after the other's re-rolls
b re-rolls nothing
a_wins             3481/5184  67.149%  #############
b_wins             1703/5184  32.851%  #######
CDs a spends 0           1/2  50.000%   50.000% or fewer  ##########
CDs a spends 1           1/2  50.000%  100.000% or fewer  ##########
CDs a spends: mean 1/2 (0.500), sd 0.500
CDs b spends 0             1 100.000%  100.000% or fewer  ####################
CDs b spends: mean 0 (0.000), sd 0.000

# 10331/15552 (python fractions, every roll and re-roll thrown face by
# face: tests/fpga-combat/odds-check.py).
$ fpga-initiative --a-rerolls 2 --odds
a wins 66.43% (10331/15552)
a re-rolls its 2 lowest dice when lower, or when behind after the other's re-rolls
b re-rolls nothing
a_wins           10331/15552  66.429%  #############
b_wins            5221/15552  33.571%  #######
CDs a spends 0           1/2  50.000%   50.000% or fewer  ##########
CDs a spends 2           1/2  50.000%  100.000% or fewer  ##########
CDs a spends: mean 1 (1.000), sd 1.000
CDs b spends 0             1 100.000%  100.000% or fewer  ####################
CDs b spends: mean 0 (0.000), sd 0.000
