# Dice order: the first side's die, the second side's, a pair a throw
# until the tie breaks; the terrain die; the second terrain die after a
# river.
# The attacker: the higher throw.
$ pw3x3-setup --dice 5,2,1
FLAT  attacker first, defender second
set-up throw: first 5, second 2
terrain 1: flat terrain with no significant features

$ pw3x3-setup --dice 2,5,1
FLAT  attacker second, defender first
set-up throw: first 2, second 5
terrain 1: flat terrain with no significant features

# A tie is thrown again, as often as it ties.
$ pw3x3-setup --dice 4,4,2,5,1
FLAT  attacker second, defender first
set-up throw: first 2, second 5 (4-4 tied, thrown again)
terrain 1: flat terrain with no significant features

$ pw3x3-setup --dice 3,3,1,1,6,2,1
FLAT  attacker first, defender second
set-up throw: first 6, second 2 (3-3, 1-1 tied, thrown again)
terrain 1: flat terrain with no significant features

# Each terrain row of the first throw.
$ pw3x3-setup --dice 6,1,1
FLAT  attacker first, defender second
set-up throw: first 6, second 1
terrain 1: flat terrain with no significant features

$ pw3x3-setup --dice 6,1,2
HILL  attacker first, defender second
set-up throw: first 6, second 1
terrain 2: a hill, in one of the defender's baseline grid areas
the defender (second) places it within the grid areas given
artillery on a hill can fire over friendly units in front of it that are lower than the hill and troops on a hill are uphill to an enemy in close combat

$ pw3x3-setup --dice 6,1,3
HILL  attacker first, defender second
set-up throw: first 6, second 1
terrain 3: a hill, in one of the defender's baseline grid areas
the defender (second) places it within the grid areas given
artillery on a hill can fire over friendly units in front of it that are lower than the hill and troops on a hill are uphill to an enemy in close combat

$ pw3x3-setup --dice 6,1,4
BUILT-UP AREA  attacker first, defender second
set-up throw: first 6, second 1
terrain 4: a built-up area, in one of the defender's baseline grid areas
the defender (second) places it within the grid areas given
a built-up area gives cover to troops in it

$ pw3x3-setup --dice 6,1,5
WOOD  attacker first, defender second
set-up throw: first 6, second 1
terrain 5: a wood, in the left or right grid area of the defender's baseline
the defender (second) places it within the grid areas given
a wood gives cover to troops in it and a unit must stop on entering it and moves at most 1 grid area a turn through it

# A river, then the second throw: 1 and 6 add nothing (reading 1 and
# the sheet), 2-3 a hill, 4 a built-up area, 5 a wood; never a second
# river.
$ pw3x3-setup --dice 6,1,6,1
RIVER  attacker first, defender second
set-up throw: first 6, second 1
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 1: no further feature
the defender (second) places it within the grid areas given

$ pw3x3-setup --dice 6,1,6,2
RIVER AND HILL  attacker first, defender second
set-up throw: first 6, second 1
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 2: a hill, in one of the defender's baseline grid areas
the defender (second) places them within the grid areas given
artillery on a hill can fire over friendly units in front of it that are lower than the hill and troops on a hill are uphill to an enemy in close combat

$ pw3x3-setup --dice 6,1,6,3
RIVER AND HILL  attacker first, defender second
set-up throw: first 6, second 1
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 3: a hill, in one of the defender's baseline grid areas
the defender (second) places them within the grid areas given
artillery on a hill can fire over friendly units in front of it that are lower than the hill and troops on a hill are uphill to an enemy in close combat

$ pw3x3-setup --dice 6,1,6,4
RIVER AND BUILT-UP AREA  attacker first, defender second
set-up throw: first 6, second 1
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 4: a built-up area, in one of the defender's baseline grid areas
the defender (second) places them within the grid areas given
a built-up area gives cover to troops in it

$ pw3x3-setup --dice 6,1,6,5
RIVER AND WOOD  attacker first, defender second
set-up throw: first 6, second 1
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 5: a wood, in the left or right grid area of the defender's baseline
the defender (second) places them within the grid areas given
a wood gives cover to troops in it and a unit must stop on entering it and moves at most 1 grid area a turn through it

$ pw3x3-setup --dice 6,1,6,6
RIVER  attacker first, defender second
set-up throw: first 6, second 1
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 6: no further features
the defender (second) places it within the grid areas given

# The defender throws for the terrain and places it: the names follow
# the throw.
$ pw3x3-setup --names British,Zulus --dice 1,6,4
BUILT-UP AREA  attacker Zulus, defender British
set-up throw: British 1, Zulus 6
terrain 4: a built-up area, in one of the defender's baseline grid areas
the defender (British) places it within the grid areas given
a built-up area gives cover to troops in it

$ pw3x3-setup --names British,Zulus --dice 6,1,6,5
RIVER AND WOOD  attacker British, defender Zulus
set-up throw: British 6, Zulus 1
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 5: a wood, in the left or right grid area of the defender's baseline
the defender (Zulus) places them within the grid areas given
a wood gives cover to troops in it and a unit must stop on entering it and moves at most 1 grid area a turn through it

# The attacker known: no attacker throw, only the terrain.
$ pw3x3-setup --attacker second --dice 2
HILL  attacker second, defender first
set-up throw: none, second attacks as given
terrain 2: a hill, in one of the defender's baseline grid areas
the defender (first) places it within the grid areas given
artillery on a hill can fire over friendly units in front of it that are lower than the hill and troops on a hill are uphill to an enemy in close combat

$ pw3x3-setup --attacker first --names Boers,British --dice 5
WOOD  attacker Boers, defender British
set-up throw: none, Boers attacks as given
terrain 5: a wood, in the left or right grid area of the defender's baseline
the defender (British) places it within the grid areas given
a wood gives cover to troops in it and a unit must stop on entering it and moves at most 1 grid area a turn through it

# --terrain-only: the names as attacker,defender, or none.
$ pw3x3-setup --terrain-only --dice 6,3
RIVER AND HILL
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 3: a hill, in one of the defender's baseline grid areas
the defender places them within the grid areas given
artillery on a hill can fire over friendly units in front of it that are lower than the hill and troops on a hill are uphill to an enemy in close combat

$ pw3x3-setup --terrain-only --names Boers,British --dice 1
FLAT  attacker Boers, defender British
set-up throw: none, Boers attacks as given
terrain 1: flat terrain with no significant features

# JSON: the names, every attacker throw, the terrain rolls and the
# features (empty for flat, no entry for "no further feature").
$ pw3x3-setup --json --dice 3,3,2,4,6,4
{"tool":"pw3x3-setup","inputs":{"names":"first,second","attacker_side":null,"terrain_only":false},"dice":[{"roll":"first side's set-up throw","sides":6,"value":3},{"roll":"second side's set-up throw","sides":6,"value":3},{"roll":"set-up throws again after a tie","sides":6,"value":2},{"roll":"set-up throws again after a tie","sides":6,"value":4},{"roll":"terrain","sides":6,"value":6},{"roll":"terrain again","sides":6,"value":4}],"outcome":"river_built_up","effect":"second is the attacker, first the defender; a river parallel to the defender's baseline; a built-up area in one of the defender's baseline grid areas; a built-up area gives cover to troops in it","modifiers":[],"names":["first","second"],"attacker":"second","defender":"first","attacker_throws":[[3,3],[2,4]],"terrain_rolls":[6,4],"features":[{"feature":"river","placement":"parallel to the defender's baseline"},{"feature":"built_up","placement":"in one of the defender's baseline grid areas"}]}

$ pw3x3-setup --json --names British,Zulus --dice 1,6,1
{"tool":"pw3x3-setup","inputs":{"names":"British,Zulus","attacker_side":null,"terrain_only":false},"dice":[{"roll":"first side's set-up throw","sides":6,"value":1},{"roll":"second side's set-up throw","sides":6,"value":6},{"roll":"terrain","sides":6,"value":1}],"outcome":"flat","effect":"Zulus is the attacker, British the defender; flat terrain with no significant features","modifiers":[],"names":["British","Zulus"],"attacker":"Zulus","defender":"British","attacker_throws":[[1,6]],"terrain_rolls":[1],"features":[]}

$ pw3x3-setup --json --dice 6,1,6,6
{"tool":"pw3x3-setup","inputs":{"names":"first,second","attacker_side":null,"terrain_only":false},"dice":[{"roll":"first side's set-up throw","sides":6,"value":6},{"roll":"second side's set-up throw","sides":6,"value":1},{"roll":"terrain","sides":6,"value":6},{"roll":"terrain again","sides":6,"value":6}],"outcome":"river","effect":"first is the attacker, second the defender; a river parallel to the defender's baseline; no further features","modifiers":[],"names":["first","second"],"attacker":"first","defender":"second","attacker_throws":[[6,1]],"terrain_rolls":[6,6],"features":[{"feature":"river","placement":"parallel to the defender's baseline"}]}

$ pw3x3-setup --json --terrain-only --dice 5
{"tool":"pw3x3-setup","inputs":{"names":"first,second","attacker_side":null,"terrain_only":true},"dice":[{"roll":"terrain","sides":6,"value":5}],"outcome":"wood","effect":"a wood in the left or right grid area of the defender's baseline; a wood gives cover to troops in it and a unit must stop on entering it and moves at most 1 grid area a turn through it","modifiers":[],"names":["attacker","defender"],"attacker":"attacker","defender":"defender","attacker_throws":[],"terrain_rolls":[5],"features":[{"feature":"wood","placement":"in the left or right grid area of the defender's baseline"}]}

# --verbose names the rows read.
$ pw3x3-setup --verbose --dice 1,2,6,3
RIVER AND HILL  attacker second, defender first
set-up throw: first 1, second 2
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 3: a hill, in one of the defender's baseline grid areas
the defender (first) places them within the grid areas given
artillery on a hill can fire over friendly units in front of it that are lower than the hill and troops on a hill are uphill to an enemy in close combat
  terrain 6: pw3x3/terrain.csv:6
  terrain again 3: pw3x3/terrain.csv:8
  tables: $TOP/tables ($MUSKET_TABLES)

# -e is not pass/fail here: always 0.
$ pw3x3-setup -e --dice 1,2,1
FLAT  attacker second, defender first
set-up throw: first 1, second 2
terrain 1: flat terrain with no significant features
