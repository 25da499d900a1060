# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--type fast-infantry\n--type heavy-cavalry --terrain rough\n\n# a comment\n--type light-cavalry --near --dice 4\n' | fpga-move --batch
MOVES 12"  fast-infantry; allowance 12", the base move
MOVES 14"  light-cavalry; allowance 14" = 10" + 4, within 6" of the enemy
! fpga-move: line 2: --terrain rough: prohibited for heavy-cavalry (fpga/move.csv:7)
[2]

$ printf -- '--type fast-infantry --near --dice 2\n--type officer\n' | fpga-move --batch --json --retro
{"tool":"fpga-move","line":1,"inputs":{"type":"fast-infantry","enemy":"near","enemy_distance":null,"cd_reroll":false,"change_face":false,"obstacles":0,"interpenetrate":0,"terrain":"clear","skirmisher":false,"retro":true,"clear_first":null},"dice":[{"roll":"movement","sides":6,"value":2}],"outcome":"moves","effect":"may move up to 4\"","modifiers":[],"type":"fast-infantry","near":true,"roll":2,"rerolled":false,"allowance":8,"costs":[],"rate":0.5,"distance":4}
{"line":2,"error":"--retro: the sheet gives no rate for officer (fpga/move.csv:8)"}
! fpga-move: line 2: --retro: the sheet gives no rate for officer (fpga/move.csv:8)
[2]

# -e: every move resolves, 0.
$ fpga-move --type fast-infantry -e
MOVES 12"  fast-infantry
allowance 12", the base move

$ fpga-move --type light-cavalry --near --repeat 4 --seed 1809
MOVES 13"  light-cavalry; allowance 13" = 10" + 3, within 6" of the enemy
MOVES 16"  light-cavalry; allowance 16" = 10" + 6, within 6" of the enemy
MOVES 16"  light-cavalry; allowance 16" = 10" + 6, within 6" of the enemy
MOVES 12"  light-cavalry; allowance 12" = 10" + 2, within 6" of the enemy

$ fpga-move --type light-cavalry --near --cd --repeat 2 --seed 1809 --json
{"tool":"fpga-move","inputs":{"type":"light-cavalry","enemy":"near","enemy_distance":null,"cd_reroll":true,"change_face":false,"obstacles":0,"interpenetrate":0,"terrain":"clear","skirmisher":false,"retro":false,"clear_first":null},"dice":[{"roll":"movement","sides":6,"value":3},{"roll":"CD re-roll","sides":6,"value":6}],"outcome":"moves","effect":"may move up to 16\"","modifiers":[],"type":"light-cavalry","near":true,"roll":6,"rerolled":true,"allowance":16,"costs":[],"rate":1,"distance":16}
{"tool":"fpga-move","inputs":{"type":"light-cavalry","enemy":"near","enemy_distance":null,"cd_reroll":true,"change_face":false,"obstacles":0,"interpenetrate":0,"terrain":"clear","skirmisher":false,"retro":false,"clear_first":null},"dice":[{"roll":"movement","sides":6,"value":6}],"outcome":"moves","effect":"may move up to 16\"","modifiers":[],"type":"light-cavalry","near":true,"roll":6,"rerolled":false,"allowance":16,"costs":[],"rate":1,"distance":16}

$ printf -- '--type fast-infantry --near\n--type officer\n' | fpga-move --batch --odds --json
{"tool":"fpga-move","line":1,"inputs":{"type":"fast-infantry","enemy":"near","enemy_distance":null,"cd_reroll":false,"change_face":false,"obstacles":0,"interpenetrate":0,"terrain":"clear","skirmisher":false,"retro":false,"clear_first":null},"answer":{"question":"inches moved, on average","value":9.5,"fraction":"19/2"},"odds":[{"outcome":"moves","p":1,"fraction":"1"}],"distance":[{"value":7,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":8,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"},{"value":9,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"},{"value":10,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.5,"fraction_at_least":"1/2"},{"value":11,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.33333333333333331,"fraction_at_least":"1/3"},{"value":12,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"expected_distance":{"value":9.5,"fraction":"19/2","sd":1.707825127659933}}
{"tool":"fpga-move","line":2,"inputs":{"type":"officer","enemy":null,"enemy_distance":null,"cd_reroll":false,"change_face":false,"obstacles":0,"interpenetrate":0,"terrain":"clear","skirmisher":false,"retro":false,"clear_first":null},"answer":{"question":"inches moved, on average","value":18,"fraction":"18"},"odds":[{"outcome":"moves","p":1,"fraction":"1"}],"distance":[{"value":18,"p":1,"fraction":"1","p_at_least":1,"fraction_at_least":"1"}],"expected_distance":{"value":18,"fraction":"18","sd":0}}

# --list: the accepted values of every enumerated option, from the tables.
$ fpga-move --list
--type foot-artillery fast-infantry slow-infantry light-cavalry horse-artillery heavy-cavalry officer
--enemy near far
--terrain clear rough
