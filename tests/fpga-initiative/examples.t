# The EXAMPLES of fpga-initiative(1), word for word.
$ fpga-initiative --dice 2,3,3,5,4,2

$ fpga-initiative --a-rerolls 1 --dice 2,3,3,5,4,2,6

$ fpga-initiative --names French,Austrians --a-rerolls 1 --b-rerolls 1 --seed 1805

$ fpga-initiative --a-rerolls 1 --odds

$ fpga-initiative --a-rerolls 2 --odds
