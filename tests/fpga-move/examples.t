# The EXAMPLES of fpga-move(1), word for word.
$ fpga-move --type fast-infantry --enemy near --change-face --dice 4
MOVES 7"  fast-infantry
allowance 10" = 6" + 4, within 6" of the enemy
costs: a change of face 3"

# Rough and retro together: 1/4 (13 x 1/4 = 3.25).
$ fpga-move --type light-cavalry --enemy-distance 5 --terrain rough --retro --dice 3
MOVES 3.25"  light-cavalry
allowance 13" = 10" + 3, within 6" of the enemy
rough ground at 1/2
retrograde or flank move at 1/2
