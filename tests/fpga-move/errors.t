# --type is needed, and is a row of fpga/move.csv.
$ fpga-move --near

$ fpga-move --type dragoons

# Prohibited ground names the row.
$ fpga-move --type heavy-cavalry --terrain rough

$ fpga-move --type foot-artillery --terrain rough

$ fpga-move --type horse-artillery --terrain rough

$ fpga-move --type slow-infantry --terrain rough

$ fpga-move --type slow-infantry --terrain swamp

# What the sheet does not give (an empty cell) is refused.
$ fpga-move --type officer --obstacles 1

$ fpga-move --type officer --terrain rough

$ fpga-move --type officer --retro

$ fpga-move --type foot-artillery --change-face

# --cd needs a movement die.
$ fpga-move --type fast-infantry --cd

$ fpga-move --type officer --near --cd

# Near is said once.
$ fpga-move --type fast-infantry --near --enemy-distance 4

# Numbers.
$ fpga-move --type fast-infantry --obstacles 100

$ fpga-move --type fast-infantry --interpenetrate -1

$ fpga-move --type fast-infantry --enemy-distance 2.0001

# Dice.
$ fpga-move --type fast-infantry --near

$ fpga-move --type fast-infantry --near --dice 7

$ fpga-move --type fast-infantry --dice 3

$ fpga-move --type fast-infantry --near --cd --dice 2

# Tables.
$ cp -R "$TABLES" t && sed -i 's/,after$/,before/' t/fpga/move-rules.csv && fpga-move --tables t --type fast-infantry

$ cp -R "$TABLES" t && sed -i 's/^light-cavalry,16,10,1,0.5,/light-cavalry,16,10,1,half,/' t/fpga/move.csv && fpga-move --tables t --type fast-infantry

$ cp -R "$TABLES" t && sed -i 's/^light-cavalry,16,10,1,0.5,no,0.5,/light-cavalry,16,10,1,0.5,no,2,/' t/fpga/move.csv && fpga-move --tables t --type fast-infantry

$ cp -R "$TABLES" t && sed -i 's/^officer,18,18,0,/officer,18,18,2,/' t/fpga/move.csv && fpga-move --tables t --type fast-infantry

$ cp -R "$TABLES" t && echo 6,6,4,after >>t/fpga/move-rules.csv && fpga-move --tables t --type fast-infantry
