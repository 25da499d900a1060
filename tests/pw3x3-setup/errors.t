# Bad input: exit 2, one line on stderr, nothing on stdout.
$ pw3x3-setup --attacker third
! pw3x3-setup: --attacker-side: 'third' is not one of first, second
[2]

$ pw3x3-setup --attacker second --terrain-only
! pw3x3-setup: --terrain-only and --attacker-side cannot go together
[2]

$ pw3x3-setup --names Zulus
! pw3x3-setup: --names: 'Zulus' is not two names, NAME,NAME
[2]

$ pw3x3-setup --names Zulus,Zulus
! pw3x3-setup: --names: 'Zulus,Zulus' names both sides the same
[2]

$ pw3x3-setup --names ,Zulus
! pw3x3-setup: --names: ',Zulus' is not two names, NAME,NAME
[2]

$ pw3x3-setup --names a,b,c
! pw3x3-setup: --names: 'a,b,c' is not two names, NAME,NAME
[2]

# A control byte is refused, not printed into the answer as a fake
# line or a terminal escape (issue 38, 13).
$ pw3x3-setup --names "$(printf 'x\033[2J,y')"
! pw3x3-setup: --names: 'x\x1b[2J,y' holds a control byte or a byte not of UTF-8
[2]

$ pw3x3-setup --names "$(printf 'British,Zu\tlus')"
! pw3x3-setup: --names: 'British,Zu\x09lus' holds a control byte or a byte not of UTF-8
[2]

$ pw3x3-setup --names British,Zulus-and-their-allies-of-the-Ulundi-campaign
! pw3x3-setup: --names: 'British,Zulus-and-their-allies-of-the-Ulundi-campaign' has a name longer than 32 characters
[2]

# Dice: off the die, too few (the roll named), too many.
$ pw3x3-setup --dice 7,1,1
! pw3x3-setup: --dice: die 1 is 7, off a d6 (first side's set-up throw)
[2]

$ pw3x3-setup --dice 5
! pw3x3-setup: --dice: needs 1 more die: second side's set-up throw (1d6)
[2]

$ pw3x3-setup --dice 5,5
! pw3x3-setup: --dice: needs 2 more dice: set-up throws again after a tie (2d6)
[2]

$ pw3x3-setup --dice 5,5,1
! pw3x3-setup: --dice: needs 1 more die: set-up throws again after a tie (2d6)
[2]

$ pw3x3-setup --dice 5,2
! pw3x3-setup: --dice: needs 1 more die: terrain (1d6)
[2]

$ pw3x3-setup --dice 5,2,6
! pw3x3-setup: --dice: needs 1 more die: terrain again (1d6)
[2]

$ pw3x3-setup --dice 5,2,1,3
! pw3x3-setup: --dice: 4 dice given, only 3 used
[2]

$ pw3x3-setup --attacker first --dice 1,1
! pw3x3-setup: --dice: 2 dice given, only 1 used
[2]

$ pw3x3-setup --terrain-only --names British
! pw3x3-setup: --names: 'British' is not two names, NAME,NAME
[2]
