# Artillery rolls a d6: 5 or more lands on the target grid area, 4 or
# less is totally ineffective.
$ pw3x3-combat artillery --target average --dice 5,1
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: average rolls 1 (1-3): loses 1 SP, 1 SP left

$ pw3x3-combat artillery --target average --dice 4
INEFFECTIVE  fire 4 (rolled 4)
artillery fire has been totally ineffective (4 or less)

# The mode word may come after the options.
$ pw3x3-combat --target average --dice 4 artillery
INEFFECTIVE  fire 4 (rolled 4)
artillery fire has been totally ineffective (4 or less)

# Modifiers: ranged in on the same stationary target +1, a friendly General
# with the artillery +1, the target in cover or fortifications -1.
$ pw3x3-combat artillery --ranged-in --target average --dice 4,1
LANDED  fire 5 (rolled 4, ranged in +1)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: average rolls 1 (1-3): loses 1 SP, 1 SP left

$ pw3x3-combat artillery --general --target average --dice 4,1
LANDED  fire 5 (rolled 4, general +1)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: average rolls 1 (1-3): loses 1 SP, 1 SP left

$ pw3x3-combat artillery --cover --target average --dice 5
INEFFECTIVE  fire 4 (rolled 5, target in cover -1)
artillery fire has been totally ineffective (4 or less)

$ pw3x3-combat artillery --cover --target average --dice 6,1
LANDED  fire 5 (rolled 6, target in cover -1)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: average rolls 1 (1-3): loses 1 SP, 1 SP left

$ pw3x3-combat artillery --ranged-in --general --cover --target average --dice 3
INEFFECTIVE  fire 4 (rolled 3, ranged in +1, general +1, target in cover -1)
artillery fire has been totally ineffective (4 or less)

$ pw3x3-combat artillery --ranged-in --general --cover --target average --dice 4,1
LANDED  fire 5 (rolled 4, ranged in +1, general +1, target in cover -1)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: average rolls 1 (1-3): loses 1 SP, 1 SP left

# The range, 1 to 4 grid areas, changes no die.
$ pw3x3-combat artillery --range 1 --target poor --dice 5,5
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: poor rolls 5 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left

$ pw3x3-combat artillery --range 4 --target poor --dice 5,5
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: poor rolls 5 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left

# Each unit hit rolls its hit effect by quality; no-retreat and sp=N.
$ pw3x3-combat artillery --target elite --dice 5,2
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: elite rolls 2 (1-2): loses 1 SP, 1 SP left

$ pw3x3-combat artillery --target elite --dice 5,3
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: elite rolls 3 (3-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left

$ pw3x3-combat artillery --target poor --dice 5,4
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: poor rolls 4 (1-4): loses 1 SP, 1 SP left

$ pw3x3-combat artillery --target poor --dice 5,5
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: poor rolls 5 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left

$ pw3x3-combat artillery --target poor,no-retreat --dice 5,5
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: poor rolls 5 (5-6): must retreat 1 grid area or lose 1 SP; does not retreat, loses 1 SP, 1 SP left

$ pw3x3-combat artillery --target elite,sp=1 --dice 5,1
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: elite rolls 1 (1-2): loses 1 SP, 0 SP left: destroyed

$ pw3x3-combat artillery --target elite,no-retreat,sp=1 --dice 5,6
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: elite rolls 6 (3-6): must retreat 1 grid area or lose 1 SP; does not retreat, loses 1 SP, 0 SP left: destroyed

$ pw3x3-combat artillery --target elite,sp=1,no-retreat --dice 5,3
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: elite rolls 3 (3-6): must retreat 1 grid area or lose 1 SP; does not retreat, loses 1 SP, 0 SP left: destroyed

# Two units under one shell: both are hit, in the order given, each with
# its own hit effect die, the General's 2D6 after his unit's.
$ pw3x3-combat artillery --range-areas 3 --ranged-in --target average,general --target poor,sp=1 --dice 4,2,3,4,6
LANDED  fire 5 (rolled 4, ranged in +1)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: average rolls 2 (1-3): loses 1 SP, 1 SP left
target 1 General rolls 3+4=7: the General survives
target 2 hit: poor rolls 6 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 1 SP left

$ pw3x3-combat artillery --target average --target poor,general,sp=1 --dice 6,6,1,6,6
LANDED  fire 6 (rolled 6)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: average rolls 6 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
target 2 hit: poor rolls 1 (1-4): loses 1 SP, 0 SP left: destroyed
target 2 General rolls 6+6=12: the General is killed

$ pw3x3-combat artillery --target elite,general --target poor --dice 5,4,5,6,2
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: elite rolls 4 (3-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
target 1 General rolls 5+6=11: the General is wounded and loses 1 SP; he retreats with the unit
target 2 hit: poor rolls 2 (1-4): loses 1 SP, 1 SP left

$ pw3x3-combat artillery --target elite,general --target poor --dice 5,4,6,6,2
LANDED  fire 5 (rolled 5)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: elite rolls 4 (3-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
target 1 General rolls 6+6=12: the General is killed
target 2 hit: poor rolls 2 (1-4): loses 1 SP, 1 SP left

# Ineffective fire hits no one: no more dice.
$ pw3x3-combat artillery --target average,general --target poor --dice 2
INEFFECTIVE  fire 2 (rolled 2)
artillery fire has been totally ineffective (4 or less)

# -e: 0 when the fire lands.
$ pw3x3-combat artillery --target poor --dice 5,1 -e >/dev/null

$ pw3x3-combat artillery --target poor --dice 4 -e >/dev/null
[1]

# JSON.
$ pw3x3-combat artillery --range 3 --ranged-in --target average,general --target poor,sp=1 --dice 4,2,3,4,6 --json
{"tool":"pw3x3-combat","inputs":{"mode":"artillery","range_areas":3,"ranged_in":true,"general":false,"cover":"none","moved":false,"target":["average,general","poor,sp=1"]},"dice":[{"roll":"fire","sides":6,"value":4},{"roll":"target 1 hit effect","sides":6,"value":2},{"roll":"target 1 General","sides":6,"value":3},{"roll":"target 1 General","sides":6,"value":4},{"roll":"target 2 hit effect","sides":6,"value":6}],"outcome":"landed","effect":"artillery fire lands on the target grid area: every unit in it is hit (5 or more); target 1 hit: average rolls 2 (1-3): loses 1 SP, 1 SP left; target 1 General rolls 3+4=7: the General survives; target 2 hit: poor rolls 6 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 1 SP left","modifiers":[{"name":"ranged in","value":1,"side":null,"source":"pw3x3/fire-modifiers.csv:2"}],"mode":"artillery","fire_roll":4,"score":5,"landed":true,"targets":[{"quality":"average","sp":2,"hit":true,"hit_roll":2,"hit_result":"lose_sp","state":"lost_sp","sp_after":1,"destroyed":false,"general":{"roll":7,"result":"survives"}},{"quality":"poor","sp":1,"hit":true,"hit_roll":6,"hit_result":"retreat_or_lose_sp","state":"retreated","sp_after":1,"destroyed":false,"general":null}]}

$ pw3x3-combat artillery --cover --target elite,general --dice 5 --json
{"tool":"pw3x3-combat","inputs":{"mode":"artillery","range_areas":null,"ranged_in":false,"general":false,"cover":"cover","moved":false,"target":["elite,general"]},"dice":[{"roll":"fire","sides":6,"value":5}],"outcome":"ineffective","effect":"artillery fire has been totally ineffective (4 or less)","modifiers":[{"name":"target in cover","value":-1,"side":null,"source":"pw3x3/fire-modifiers.csv:4"}],"mode":"artillery","fire_roll":5,"score":4,"landed":false,"targets":[{"quality":"elite","sp":2,"hit":false,"hit_roll":null,"hit_result":null,"state":"unharmed","sp_after":2,"destroyed":false,"general":{"roll":null,"result":"unharmed"}}]}

# --verbose.
$ pw3x3-combat artillery --range 2 --ranged-in --general --cover --target average,general --target poor --dice 5,1,6,5,6 --verbose
LANDED  fire 6 (rolled 5, ranged in +1, general +1, target in cover -1)
artillery fire lands on the target grid area: every unit in it is hit (5 or more)
target 1 hit: average rolls 1 (1-3): loses 1 SP, 1 SP left
target 1 General rolls 6+5=11: the General is wounded and loses 1 SP
target 2 hit: poor rolls 6 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
  range 2 of 4  (pw3x3/artillery.csv:2)
  fire 6  (pw3x3/fire.csv:3)
  target 1 average loses SP on 1-3  (pw3x3/qualities.csv:3)
  target 1 General 11: wounded  (pw3x3/general.csv:3)
  target 2 poor loses SP on 1-4  (pw3x3/qualities.csv:4)
  ranged in +1  (pw3x3/fire-modifiers.csv:2)
  general +1  (pw3x3/fire-modifiers.csv:3)
  target in cover -1  (pw3x3/fire-modifiers.csv:4)
  tables: $TOP/tables ($MUSKET_TABLES)

# Rolled.
$ pw3x3-combat artillery --target average --target poor --seed 1879
INEFFECTIVE  fire 4 (rolled 4)
artillery fire has been totally ineffective (4 or less)
