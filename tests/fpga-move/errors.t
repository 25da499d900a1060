# --type is needed, and is a row of fpga/move.csv.
$ fpga-move --near
! fpga-move: give --type TYPE
[2]

$ fpga-move --type dragoons
! fpga-move: --type: 'dragoons' is not one of foot-artillery, fast-infantry, slow-infantry, light-cavalry, horse-artillery, heavy-cavalry, officer
[2]

# Prohibited ground names the row.
$ fpga-move --type heavy-cavalry --terrain rough
! fpga-move: --terrain rough: prohibited for heavy-cavalry (fpga/move.csv:7)
[2]

$ fpga-move --type foot-artillery --terrain rough
! fpga-move: --terrain rough: prohibited for foot-artillery (fpga/move.csv:2)
[2]

$ fpga-move --type horse-artillery --terrain rough
! fpga-move: --terrain rough: prohibited for horse-artillery (fpga/move.csv:6)
[2]

$ fpga-move --type slow-infantry --terrain rough
! fpga-move: --terrain rough: prohibited without an SK value (--skirmisher) for slow-infantry (fpga/move.csv:4)
[2]

$ fpga-move --type slow-infantry --terrain swamp
! fpga-move: --terrain: 'swamp' is not one of clear, rough
[2]

# What the sheet does not give (an empty cell) is refused.
$ fpga-move --type officer --obstacles 1
! fpga-move: --obstacles: the sheet gives no cost for officer (fpga/move.csv:8)
[2]

$ fpga-move --type officer --terrain rough
! fpga-move: --terrain rough: the sheet gives no rate for officer (fpga/move.csv:8)
[2]

$ fpga-move --type officer --retro
! fpga-move: --retro: the sheet gives no rate for officer (fpga/move.csv:8)
[2]

$ fpga-move --type foot-artillery --change-face
! fpga-move: --change-face: the sheet gives no cost for foot-artillery (fpga/move.csv:2)
[2]

# --cd needs a movement die.
$ fpga-move --type fast-infantry --cd
! fpga-move: --cd-reroll: no movement die away from the enemy for fast-infantry (fpga/move.csv:3)
[2]

$ fpga-move --type officer --near --cd
! fpga-move: --cd-reroll: no movement die to re-roll for officer (fpga/move.csv:8)
[2]

# Near is said once.
$ fpga-move --type fast-infantry --near --enemy-distance 4
! fpga-move: --enemy and --enemy-distance cannot go together
[2]

# Numbers.
$ fpga-move --type fast-infantry --obstacles 100
! fpga-move: --obstacles: '100' is above the maximum 99
[2]

$ fpga-move --type fast-infantry --interpenetrate -1
! fpga-move: --interpenetrate: '-1' is below the minimum 0
[2]

$ fpga-move --type fast-infantry --enemy-distance 2.0001
! fpga-move: --enemy-distance: '2.0001' has more than three decimals
[2]

# Dice.
$ fpga-move --type fast-infantry --near --dice 4,4
! fpga-move: --dice: 2 dice given, only 1 used
[2]

$ fpga-move --type fast-infantry --near --dice 7
! fpga-move: --dice: die 1 is 7, off a d6 (movement)
[2]

$ fpga-move --type fast-infantry --dice 3
! fpga-move: --dice: 1 die given, only 0 used
[2]

$ fpga-move --type fast-infantry --near --cd --dice 2
! fpga-move: --dice: needs 1 more die: CD re-roll (1d6)
[2]

# Tables.
$ mkdir -p t/fpga && cp "$TABLES/fpga/move-rules.csv" t/fpga/ && sed -i 's/,after$/,before/' t/fpga/move-rules.csv && fpga-move --tables t --type fast-infantry
! fpga-move: t/fpga/move-rules.csv:2:4: 'before' is not after (the rate after the costs) or first
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/move.csv" t/fpga/ && sed -i 's/^light-cavalry,16,10,1,0.5,/light-cavalry,16,10,1,half,/' t/fpga/move.csv && fpga-move --tables t --type fast-infantry
! fpga-move: t/fpga/move.csv:5:5: 'half' is not a number
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/move.csv" t/fpga/ && sed -i 's/^light-cavalry,16,10,1,0.5,no,0.5,/light-cavalry,16,10,1,0.5,no,2,/' t/fpga/move.csv && fpga-move --tables t --type fast-infantry
! fpga-move: t/fpga/move.csv:5:7: '2' is above the maximum 1
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/move.csv" t/fpga/ && sed -i 's/^officer,18,18,0,/officer,18,18,2,/' t/fpga/move.csv && fpga-move --tables t --type fast-infantry
! fpga-move: t/fpga/move.csv:8:4: '2' is above the maximum 1
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/move-rules.csv" t/fpga/ && echo 6,6,4,after >>t/fpga/move-rules.csv && fpga-move --tables t --type fast-infantry
! fpga-move: t/fpga/move-rules.csv:3: needs exactly 1 row: the rules of the move
[3]

# Fast infantry too needs an SK value for rough ground.
$ fpga-move --type fast-infantry --terrain rough --near --dice 3
! fpga-move: --terrain rough: prohibited without an SK value (--skirmisher) for fast-infantry (fpga/move.csv:3)
[2]

# Every answer is "moves": --need refuses it, as for "hits" (issue 33, 27).
$ fpga-move --type slow-infantry --near --odds --vary cd=no,yes --need moves@60%
! fpga-move: --need: 'moves' is every outcome of fpga-move: compare a number, as distance>=1: one of distance, distance_quarters, distance_thousandths
[2]

# --clear-first says where the rough begins: only with --terrain rough.
$ fpga-move --type light-cavalry --clear-first 10
! fpga-move: --clear-first: only with --terrain rough, the ground entered after it
[2]
