# Modes: one word, close or artillery; each option goes with its mode.
$ pw3x3-combat melee
! pw3x3-combat: 'melee' is not a mode: one of close, artillery
[2]

$ pw3x3-combat close artillery
! pw3x3-combat: unexpected argument 'artillery'
[2]

$ pw3x3-combat --target poor --dice 5,1
! pw3x3-combat: --target goes with artillery, not close
[2]

$ pw3x3-combat artillery --target poor --flank
! pw3x3-combat: --flank goes with close, not artillery
[2]

$ pw3x3-combat artillery --attacker-quality elite --target poor
! pw3x3-combat: --attacker-quality goes with close, not artillery
[2]

$ pw3x3-combat --range 2
! pw3x3-combat: --range-areas goes with artillery, not close
[2]

# Options.
$ pw3x3-combat --atacker-support
! pw3x3-combat: unknown option '--atacker-support'; did you mean --attacker-support?
[2]

# Given twice: the last value, a flag given twice the flag (musket(7));
# the answer is the same as with it given once (--flank), checked.
$ pw3x3-combat --flank --flank --dice 3,2,6 --json
{"tool":"pw3x3-combat","inputs":{"mode":"close","attacker_quality":"average","attacker_sp":null,"attacker_support":false,"attacker_general":false,"attacker_cover":"none","attacker_uphill":false,"attacker_fortified":false,"attacker_no_retreat":false,"attacker_type":"infantry","defender_quality":"average","defender_sp":null,"defender_support":false,"defender_general":false,"defender_cover":"none","defender_uphill":false,"defender_fortified":false,"defender_no_retreat":false,"defender_type":"infantry","flank":true},"dice":[{"roll":"attacker close combat","sides":6,"value":3},{"roll":"defender close combat","sides":6,"value":2},{"roll":"defender hit effect","sides":6,"value":6}],"outcome":"defender_hit","effect":"attacker unaffected (3 or more); defender hit (2 or less): average rolls 6 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left; attacker wins: the defender retreated; infantry may advance into its grid area; had the defender lost 1 SP rather than retreat, neither side would win","modifiers":[{"name":"flank attack","value":1,"side":"attacker","source":"pw3x3/close-modifiers.csv:4"},{"name":"attacked in flank","value":-1,"side":"defender","source":"pw3x3/close-modifiers.csv:5"}],"mode":"close","sides":{"attacker":{"quality":"average","sp":2,"roll":3,"score":4,"hit":false,"hit_roll":null,"hit_result":null,"state":"unharmed","sp_after":2,"destroyed":false,"general":null},"defender":{"quality":"average","sp":2,"roll":2,"score":1,"hit":true,"hit_roll":6,"hit_result":"retreat_or_lose_sp","state":"retreated","sp_after":2,"destroyed":false,"general":null}},"winner":"attacker"}

$ pw3x3-combat --flank=yes
! pw3x3-combat: --flank takes no value
[2]

$ pw3x3-combat --attacker-quality
! pw3x3-combat: --attacker-quality needs a value
[2]

# Qualities.
$ pw3x3-combat --attacker-quality veteran
! pw3x3-combat: --attacker-quality: 'veteran' is not one of elite, average, poor
[2]

# A value in any letter case is the table's (issue 32): the same answer
# as with --defender-quality elite, checked.
$ pw3x3-combat --defender-quality Elite --dice 3,1,4 --json
{"tool":"pw3x3-combat","inputs":{"mode":"close","attacker_quality":"average","attacker_sp":null,"attacker_support":false,"attacker_general":false,"attacker_cover":"none","attacker_uphill":false,"attacker_fortified":false,"attacker_no_retreat":false,"attacker_type":"infantry","defender_quality":"elite","defender_sp":null,"defender_support":false,"defender_general":false,"defender_cover":"none","defender_uphill":false,"defender_fortified":false,"defender_no_retreat":false,"defender_type":"infantry","flank":false},"dice":[{"roll":"attacker close combat","sides":6,"value":3},{"roll":"defender close combat","sides":6,"value":1},{"roll":"defender hit effect","sides":6,"value":4}],"outcome":"defender_hit","effect":"attacker unaffected (3 or more); defender hit (2 or less): elite rolls 4 (3-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left; attacker wins: the defender retreated; infantry may advance into its grid area; had the defender lost 1 SP rather than retreat, neither side would win","modifiers":[],"mode":"close","sides":{"attacker":{"quality":"average","sp":2,"roll":3,"score":3,"hit":false,"hit_roll":null,"hit_result":null,"state":"unharmed","sp_after":2,"destroyed":false,"general":null},"defender":{"quality":"elite","sp":2,"roll":1,"score":1,"hit":true,"hit_roll":4,"hit_result":"retreat_or_lose_sp","state":"retreated","sp_after":2,"destroyed":false,"general":null}},"winner":"attacker"}

$ pw3x3-combat artillery --target veteran
! pw3x3-combat: --target: 'veteran' is not one of elite, average, poor
[2]

$ pw3x3-combat artillery --target veteran,general
! pw3x3-combat: --target: 'veteran,general': 'veteran' is not one of elite, average, poor
[2]

$ pw3x3-combat artillery --target ''
! pw3x3-combat: --target: '' is not one of elite, average, poor
[2]

# SP: 1 up to a fresh unit's 2.
$ pw3x3-combat --attacker-sp 3
! pw3x3-combat: --attacker-sp: '3' is above a unit's 2 SP (pw3x3/units.csv:2)
[2]

$ pw3x3-combat --defender-sp 0
! pw3x3-combat: --defender-sp: '0' is below the minimum 1
[2]

$ pw3x3-combat --defender-sp two
! pw3x3-combat: --defender-sp: 'two' is not a number
[2]

$ pw3x3-combat artillery --target poor,sp=3
! pw3x3-combat: --target: 'poor,sp=3': sp '3' is above a unit's 2 SP (pw3x3/units.csv:2)
[2]

$ pw3x3-combat artillery --target poor,sp=0
! pw3x3-combat: --target: 'poor,sp=0': sp '0' is below the minimum 1
[2]

$ pw3x3-combat artillery --target poor,sp=
! pw3x3-combat: --target: 'poor,sp=': sp '' is empty
[2]

# Target words.
$ pw3x3-combat artillery --target poor,genral
! pw3x3-combat: --target: 'poor,genral': 'genral' is not general, no-retreat or sp=N
[2]

$ pw3x3-combat artillery --target poor,
! pw3x3-combat: --target: 'poor,': '' is not general, no-retreat or sp=N
[2]

$ pw3x3-combat artillery --target poor,general,general
! pw3x3-combat: --target: 'poor,general,general': 'general' given twice
[2]

$ pw3x3-combat artillery --target poor,sp=1,sp=2
! pw3x3-combat: --target: 'poor,sp=1,sp=2': 'sp=2' given twice
[2]

# One target or two: at most two units share a grid area, with at most
# one General.
$ pw3x3-combat artillery
! pw3x3-combat: artillery needs a --target: the quality of each unit in the target grid area
[2]

$ pw3x3-combat artillery --target elite --target average --target poor
! pw3x3-combat: --target given more than 2 times
[2]

$ pw3x3-combat artillery --target elite,general --target poor,general
! pw3x3-combat: --target: only one General can be in the target grid area
[2]

# Range: 1 to 4 grid areas.
$ pw3x3-combat artillery --range 5 --target poor
! pw3x3-combat: --range-areas: '5' is beyond the artillery's range of 4 grid areas (pw3x3/artillery.csv:2)
[2]

$ pw3x3-combat artillery --range 0 --target poor
! pw3x3-combat: --range-areas: '0' is below the minimum 1
[2]

$ pw3x3-combat artillery --range 100 --target poor
! pw3x3-combat: --range-areas: '100' is above the maximum 99
[2]

$ pw3x3-combat artillery --range 5 --target poor --odds
! pw3x3-combat: --range-areas: '5' is beyond the artillery's range of 4 grid areas (pw3x3/artillery.csv:2)
[2]

# Artillery may not move and fire in the same turn.
$ pw3x3-combat artillery --moved --target poor
! pw3x3-combat: --moved: artillery may not move and fire in the same turn (pw3x3/artillery.csv:2)
[2]

$ pw3x3-combat artillery --moved --target poor --odds
! pw3x3-combat: --moved: artillery may not move and fire in the same turn (pw3x3/artillery.csv:2)
[2]

# Dice: too few names the next roll, at each point.
$ pw3x3-combat --dice 3
! pw3x3-combat: --dice: needs 1 more die: defender close combat (1d6)
[2]

$ pw3x3-combat --dice 2,3
! pw3x3-combat: --dice: needs 1 more die: attacker hit effect (1d6)
[2]

$ pw3x3-combat --attacker-general --dice 1,3,4
! pw3x3-combat: --dice: needs 2 more dice: attacker General (2d6)
[2]

$ pw3x3-combat --attacker-general --dice 1,3,4,6
! pw3x3-combat: --dice: needs 1 more die: attacker General (2d6)
[2]

$ pw3x3-combat --dice 3,2
! pw3x3-combat: --dice: needs 1 more die: defender hit effect (1d6)
[2]

$ pw3x3-combat --dice 1,2,4
! pw3x3-combat: --dice: needs 1 more die: defender hit effect (1d6)
[2]

$ pw3x3-combat --defender-general --dice 1,1,4,4
! pw3x3-combat: --dice: needs 2 more dice: defender General (2d6)
[2]

$ pw3x3-combat artillery --target poor --dice 5
! pw3x3-combat: --dice: needs 1 more die: target 1 hit effect (1d6)
[2]

$ pw3x3-combat artillery --target poor,general --target elite --dice 5,1
! pw3x3-combat: --dice: needs 2 more dice: target 1 General (2d6)
[2]

$ pw3x3-combat artillery --target poor --target elite --dice 5,1
! pw3x3-combat: --dice: needs 1 more die: target 2 hit effect (1d6)
[2]

$ pw3x3-combat artillery --target poor --target elite,general --dice 5,1,1,6
! pw3x3-combat: --dice: needs 1 more die: target 2 General (2d6)
[2]

# Too many, off the die.
$ pw3x3-combat --dice 3,3,3
! pw3x3-combat: --dice: 3 dice given, only 2 used
[2]

$ pw3x3-combat artillery --target poor --dice 4,1
! pw3x3-combat: --dice: 2 dice given, only 1 used
[2]

$ pw3x3-combat --dice 7,1
! pw3x3-combat: --dice: die 1 is 7, off a d6 (attacker close combat)
[2]

$ pw3x3-combat --dice 3,0
! pw3x3-combat: --dice: die 2, '0', is below the minimum 1
[2]

# Output that cannot be written is an error.
$ pw3x3-combat --dice 3,3 >/dev/full
! pw3x3-combat: standard output: No space left on device
[2]

# Issue 32: a flag followed by a word that is no mode says the flag
# takes no value (it said "'soft' is not a mode").
$ pw3x3-combat --attacker-cover soft
! pw3x3-combat: --attacker-cover: 'soft' is not one of none, cover
[2]

# A mode in any case, or by its first letters (the same answer as
# "artillery --target average --dice 5,1", checked); a near miss of one.
$ pw3x3-combat ARTILLERY --target average --dice 5,1 --json
{"tool":"pw3x3-combat","inputs":{"mode":"artillery","range_areas":null,"ranged_in":false,"general":false,"cover":"none","moved":false,"target":["average"]},"dice":[{"roll":"fire","sides":6,"value":5},{"roll":"target 1 hit effect","sides":6,"value":1}],"outcome":"landed","effect":"artillery fire lands on the target grid area: every unit in it is hit (5 or more); target 1 hit: average rolls 1 (1-3): loses 1 SP, 1 SP left","modifiers":[],"mode":"artillery","fire_roll":5,"score":5,"landed":true,"targets":[{"quality":"average","sp":2,"hit":true,"hit_roll":1,"hit_result":"lose_sp","state":"lost_sp","sp_after":1,"destroyed":false,"general":null}]}

$ pw3x3-combat art --target average --dice 5,1 --json
{"tool":"pw3x3-combat","inputs":{"mode":"artillery","range_areas":null,"ranged_in":false,"general":false,"cover":"none","moved":false,"target":["average"]},"dice":[{"roll":"fire","sides":6,"value":5},{"roll":"target 1 hit effect","sides":6,"value":1}],"outcome":"landed","effect":"artillery fire lands on the target grid area: every unit in it is hit (5 or more); target 1 hit: average rolls 1 (1-3): loses 1 SP, 1 SP left","modifiers":[],"mode":"artillery","fire_roll":5,"score":5,"landed":true,"targets":[{"quality":"average","sp":2,"hit":true,"hit_roll":1,"hit_result":"lose_sp","state":"lost_sp","sp_after":1,"destroyed":false,"general":null}]}

$ pw3x3-combat artilery --target average
! pw3x3-combat: 'artilery' is not a mode: one of close, artillery; did you mean artillery?
[2]
