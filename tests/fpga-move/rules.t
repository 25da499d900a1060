# The base move away from the enemy (fpga/move.csv), no dice.
$ fpga-move --type fast-infantry

$ fpga-move --type slow-infantry

$ fpga-move --type light-cavalry

$ fpga-move --type heavy-cavalry

$ fpga-move --type foot-artillery

$ fpga-move --type horse-artillery

$ fpga-move --type officer

# Near the enemy: X + 1 die.
$ fpga-move --type fast-infantry --near --dice 4

$ fpga-move --type foot-artillery --near --dice 6

$ fpga-move --type slow-infantry --near --dice 1

$ fpga-move --type light-cavalry --near --dice 3

$ fpga-move --type horse-artillery --near --dice 2

$ fpga-move --type heavy-cavalry --near --dice 5

# Officers move 18" near the enemy too, with no die.
$ fpga-move --type officer --near

# Within 6" includes 6" (reading 4); beyond it is the base move.
$ fpga-move --type fast-infantry --enemy-distance 6 --dice 2

$ fpga-move --type fast-infantry --enemy-distance 6.001

# The CD re-rolls a 1, 2 or 3 (reroll_below 4), and the re-roll stands.
$ fpga-move --type slow-infantry --near --cd --dice 2,5

$ fpga-move --type slow-infantry --near --cd --dice 3,1

$ fpga-move --type slow-infantry --near --cd --dice 4

# Changing face: infantry pays 3, cavalry nothing.
$ fpga-move --type fast-infantry --change-face

$ fpga-move --type heavy-cavalry --change-face

# Obstacles: 2 each for infantry, 4 for cavalry and artillery.
$ fpga-move --type slow-infantry --obstacles 2

$ fpga-move --type light-cavalry --obstacles 1

$ fpga-move --type horse-artillery --near --obstacles 1 --dice 3

# Passing through friendly infantry: 3 each for infantry, nothing else.
$ fpga-move --type fast-infantry --interpenetrate 2

$ fpga-move --type light-cavalry --interpenetrate 1

# Rough ground: light cavalry at 1/2, infantry with an SK value at 1/2.
$ fpga-move --type light-cavalry --terrain rough

$ fpga-move --type fast-infantry --terrain rough --sk --near --dice 3

# A retrograde or flank move: infantry and cavalry at 1/2, artillery free.
$ fpga-move --type heavy-cavalry --retro

$ fpga-move --type foot-artillery --retro

# Rough and retro together: 1/4 (13 x 1/4 = 3.25).
$ fpga-move --type light-cavalry --enemy-distance 5 --terrain rough --retro --dice 3

# Costs come off first, then the rate: (6 + 5 - 3) x 1/2 = 4.
$ fpga-move --type fast-infantry --near --dice 5 --change-face --retro

# Never below 0.
$ fpga-move --type slow-infantry --near --dice 1 --obstacles 3

# apply_rate first: 11 x 1/2 - 3 = 2.5.
$ cp -R "$TABLES" t && sed -i 's/,after$/,first/' t/fpga/move-rules.csv && fpga-move --tables t --type fast-infantry --near --dice 5 --change-face --retro

# House rules: near within 8", a d10, re-roll below 6.
$ cp -R "$TABLES" t && printf 'near_within,sides,reroll_below,apply_rate\n8,10,6,after\n' >t/fpga/move-rules.csv && fpga-move --tables t --type light-cavalry --enemy-distance 8 --cd --dice 5,9

# JSON.
$ fpga-move --type light-cavalry --enemy-distance 5 --terrain rough --retro --obstacles 1 --dice 3 --json

$ fpga-move --type officer --json
