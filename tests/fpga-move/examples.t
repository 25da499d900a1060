# The EXAMPLES of fpga-move(1), word for word.
$ fpga-move --type fast-infantry --near --change-face --dice 4

$ fpga-move --type light-cavalry --enemy-distance 5 --terrain rough --retro --dice 3

$ fpga-move --type slow-infantry --near --cd --odds
