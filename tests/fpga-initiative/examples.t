# The EXAMPLES of fpga-initiative(1), word for word.
$ fpga-initiative --dice 2,3,3,5,4,2
INITIATIVE TO b  5+4 = 9 against a 2+3 = 5
rolled: a 2+3 = 5; b 5+4 = 9; lower: a
CDs spent: a 0, b 0

$ fpga-initiative --a-rerolls 1 --dice 2,3,3,5,4,2,6
INITIATIVE TO a  6+3 = 9, d4 3, against b 5+4 = 9, d4 2
rolled: a 2+3 = 5; b 5+4 = 9; lower: a
re-rolled by a for 1 CD: die 1 from 2 to 6
CDs spent: a 1, b 0

$ fpga-initiative --names French,Austrians --a-rerolls 1 --b-rerolls 1 --seed 1805
INITIATIVE TO Austrians  5+6 = 11 against French 5+5 = 10
rolled: French 3+5 = 8; Austrians 5+6 = 11; lower: French
re-rolled by French for 1 CD: die 1 from 3 to 5
no re-roll by Austrians: still ahead
CDs spent: French 1, Austrians 0
