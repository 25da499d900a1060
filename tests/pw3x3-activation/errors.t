# Bad input: exit 2, one line on stderr naming what and where, nothing
# on stdout.
$ pw3x3-activation --turn 0
! pw3x3-activation: --turn: '0' is below the minimum 1
[2]

$ pw3x3-activation --turn x
! pw3x3-activation: --turn: 'x' is not a number
[2]

$ pw3x3-activation --turn 1000
! pw3x3-activation: --turn: '1000' is above the maximum 999
[2]

$ pw3x3-activation --attacker-units 0
! pw3x3-activation: --attacker-units: '0' is below the minimum 1
[2]

$ pw3x3-activation --attacker-units 7
! pw3x3-activation: --attacker-units: '7' is more than an army's 6 units (pw3x3/units.csv:2)
[2]

$ pw3x3-activation --defender-units 2.5
! pw3x3-activation: --defender-units: '2.5' is not a whole number
[2]

$ pw3x3-activation --attacker-engaged -1
! pw3x3-activation: --attacker-engaged: '-1' is below the minimum 0
[2]

# Contradictions: more units in close combat than the side has.
$ pw3x3-activation --attacker-engaged 7
! pw3x3-activation: --attacker-engaged: 7 units in close combat, but the attacker has 6 left
[2]

$ pw3x3-activation --defender-units 3 --defender-engaged 4
! pw3x3-activation: --defender-engaged: 4 units in close combat, but the defender has 3 left
[2]

# Who moved first last turn does not count when ties are thrown again.
$ pw3x3-activation --previous-first attacker
! pw3x3-activation: --previous-first: ties are thrown again (pw3x3/activation.csv:2), so last turn's order does not count
[2]

$ pw3x3-activation --previous-first sideways
! pw3x3-activation: --previous-first: 'sideways' is not one of attacker, defender
[2]

# Dice: off the die, too few, too many.
$ pw3x3-activation --dice 7,1
! pw3x3-activation: --dice: die 1 is 7, off a d6 (attacker activation)
[2]

$ pw3x3-activation --dice 0,1
! pw3x3-activation: --dice: die 1, '0', is below the minimum 1
[2]

$ pw3x3-activation --dice 5
! pw3x3-activation: --dice: needs 1 more die: defender activation (1d6)
[2]

$ pw3x3-activation --dice 5,3,1
! pw3x3-activation: --dice: 3 dice given, only 2 used
[2]

$ pw3x3-activation --dice 2,2,3
! pw3x3-activation: --dice: needs 1 more die: activation again after a tie (2d6)
[2]

$ pw3x3-activation --no-such-option
! pw3x3-activation: unknown option '--no-such-option'
[2]
