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
! pw3x3-combat: unknown option '--atacker-support'
[2]

$ pw3x3-combat --flank --flank
! pw3x3-combat: --flank given twice
[2]

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

$ pw3x3-combat --defender-quality Elite
! pw3x3-combat: --defender-quality: 'Elite' is not one of elite, average, poor
[2]

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
