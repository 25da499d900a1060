# The EXAMPLES of fpga-initiative(1), word for word.
$ fpga-initiative --dice 2,3,3,5,4,2
initiative to b: 5+4 = 9 against a 2+3 = 5
rolled: a 2+3 = 5; b 5+4 = 9; lower: a
CDs spent: a 0, b 0

$ fpga-initiative --a-rerolls 1 --dice 2,3,3,5,4,2,6
initiative to a: 6+3 = 9, d4 3, against b 5+4 = 9, d4 2
rolled: a 2+3 = 5; b 5+4 = 9; lower: a
re-rolled by a for 1 CD: die 1 from 2 to 6
CDs spent: a 1, b 0

$ fpga-initiative --names French,Austrians --a-rerolls 1 --b-rerolls 1 --seed 1805
initiative to Austrians: 5+6 = 11 against French 5+5 = 10
rolled: French 3+5 = 8; Austrians 5+6 = 11; lower: French
re-rolled by French for 1 CD: die 1 from 3 to 5
no re-roll by Austrians: still ahead
CDs spent: French 1, Austrians 0

$ fpga-initiative --a-rerolls 2 --a-policy 4 --odds
a wins 69.77% (3617/5184)
a: re-rolls each die below 4, up to 2, when lower, or when behind after the other's re-rolls
b: re-rolls nothing
a_wins             3617/5184  69.772%  ##############
b_wins             1567/5184  30.228%  ######
CDs a spends 0       463/864  53.588%   53.588% or fewer  ###########
CDs a spends 1           1/4  25.000%   78.588% or fewer  #####
CDs a spends 2       185/864  21.412%  100.000% or fewer  ####
CDs a spends: mean 293/432 (0.678), sd 0.804
CDs b spends 0             1 100.000%  100.000% or fewer  ####################
CDs b spends: mean 0 (0.000), sd 0.000
