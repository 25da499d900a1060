# Contradictions: named, exit 2, nothing on stdout.
$ bacw-morale --colonel --colonel-killed
! bacw-morale: --colonel and --colonel-killed cannot go together
[2]

$ bacw-morale --brigade-commander
! bacw-morale: --brigade-commander needs --colonel-killed
[2]

$ bacw-morale --bases 4 --bases-lost 1
! bacw-morale: --bases and --bases-lost cannot go together
[2]

$ bacw-morale --bases-lost 6
! bacw-morale: --bases-lost: 6 is more than the full 5 bases (bacw/morale-test.csv)
[2]

# Out of range and not numbers.
$ bacw-morale --bases 0
! bacw-morale: --bases: '0' is below the minimum 1
[2]

$ bacw-morale --bases 21
! bacw-morale: --bases: '21' is above the maximum 20
[2]

$ bacw-morale --pins 100
! bacw-morale: --pins: '100' is above the maximum 99
[2]

$ bacw-morale --pins -1
! bacw-morale: --pins: '-1' is below the minimum 0
[2]

$ bacw-morale --routing-friends x
! bacw-morale: --routing-friends: 'x' is not a number
[2]

$ bacw-morale --morale 13
! bacw-morale: --morale: '13' is not one of inexperienced, regular, veteran, or a number from 2 to 12
[2]

$ bacw-morale --morale 1
! bacw-morale: --morale: '1' is not one of inexperienced, regular, veteran, or a number from 2 to 12
[2]

# Unknown values, from the tables.
$ bacw-morale --reason panic
! bacw-morale: --reason: 'panic' is not one of casualties, charge-fire, rout, melee-loser, melee-victor
[2]

$ bacw-morale --morale green
! bacw-morale: --morale: 'green' is not one of inexperienced, regular, veteran, or a number from 2 to 12
[2]

$ bacw-morale --colonel=yes
! bacw-morale: --colonel takes no value
[2]

$ bacw-morale --pins
! bacw-morale: --pins needs a value
[2]

$ bacw-morale --side attacker
! bacw-morale: unknown option '--side'
[2]

# Dice: too few, too many, off the die.
$ bacw-morale --dice 3
! bacw-morale: --dice: needs 1 more die: morale test (2d6)
[2]

$ bacw-morale --reason rout --pins 2 --dice 1,1
! bacw-morale: --dice: needs 1 more die: pins (1d6)
[2]

$ bacw-morale --dice 3,3,3
! bacw-morale: --dice: 3 dice given, only 2 used
[2]

$ bacw-morale --reason rout --dice 1,1,1
! bacw-morale: --dice: 3 dice given, only 2 used
[2]

$ bacw-morale --dice 3,7
! bacw-morale: --dice: die 2 is 7, off a d6 (morale test)
[2]

$ bacw-morale --dice 0,3
! bacw-morale: --dice: die 1, '0', is below the minimum 1
[2]

# Tables: a missing row, a bad cell, a commander needing an unknown flag.
$ mkdir -p t/bacw && cp "$TABLES/bacw/morale-modifiers.csv" t/bacw/ && sed -i '/^pins,/d' t/bacw/morale-modifiers.csv && bacw-morale --tables t
! bacw-morale: t/bacw/morale-modifiers.csv: no row for the modifier 'pins'
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale-commanders.csv" t/bacw/ && sed -i '/^army-commander,/d' t/bacw/morale-commanders.csv && bacw-morale --tables t
! bacw-morale: t/bacw/morale-commanders.csv: no row for the commander 'army-commander'
[3]

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^brigade-commander,2,colonel-killed/brigade-commander,2,colonel-dead/' t/bacw/morale-commanders.csv && bacw-morale --tables t
! bacw-morale: t/bacw/morale-commanders.csv:3:3: 'colonel-dead' is not a flag: colonel, brigade-commander, army-commander or colonel-killed
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale-test.csv" t/bacw/ && sed -i 's/^2,6,5$/2,6,five/' t/bacw/morale-test.csv && bacw-morale --tables t
! bacw-morale: t/bacw/morale-test.csv:2:3: 'five' is not a number
[3]

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -n 2p t/bacw/morale-test.csv >>t/bacw/morale-test.csv && bacw-morale --tables t
! bacw-morale: t/bacw/morale-test.csv:3: needs exactly 1 row: the dice of the test and the full bases
[3]

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/,holds,routed,/,,routed,/' t/bacw/morale-reasons.csv && bacw-morale --tables t
! bacw-morale: t/bacw/morale-reasons.csv:2:5: a result token cannot be empty
[3]

$ cp -R "$TABLES" tables && rm tables/bacw/morale-reasons.csv && cp "$TOP/bacw-morale" . && env -u MUSKET_TABLES ./bacw-morale -T tables
! bacw-morale: tables/bacw/morale-reasons.csv: No such file or directory
[3]

# --start-bases says what --bases lost: not alone, never below --bases.
$ bacw-morale --start-bases 3
! bacw-morale: --start-bases needs --bases
[2]

$ bacw-morale --bases 4 --start-bases 3
! bacw-morale: --start-bases: 3 is fewer than the 4 bases it has now
[2]

# --unit takes bacw-shoot's and bacw-melee's units.
$ bacw-morale --unit dragoons --bases 2
! bacw-morale: --type: 'dragoons' is not one of infantry, cavalry, dismounted, skirmishers, artillery
[2]
