# Options.
$ fpga-control --enemy near --cdd 1
! fpga-control: unknown option '--cdd'; did you mean --cd?
[2]

$ fpga-control -x
! fpga-control: unknown option '-x'
[2]

$ fpga-control --enemy
! fpga-control: --enemy needs a value
[2]

# Given twice: the last value, a flag given twice the flag (musket(7));
# the answer is the same as with it given once (--enemy far), checked.
$ fpga-control --enemy near --enemy far --dice 1,2 --json
{"tool":"fpga-control","inputs":{"cd":0,"mod":0,"enemy":"far","enemy_distance":null,"commander_distance":null,"pick":"high","want":null,"inactive":false},"dice":[{"roll":"control test","sides":6,"value":1},{"roll":"control test","sides":6,"value":2}],"outcome":"hold","effect":"Hold","modifiers":[],"dice_rolled":[1,2],"picked":[1,2],"total":3,"status":"hold","reachable":["hold"],"cd_cost":0}

$ fpga-control --enemy near --inactive=yes
! fpga-control: --inactive takes no value
[2]

$ fpga-control --enemy near hold
! fpga-control: unexpected argument 'hold'
[2]

$ fpga-control --enemy near --dice 1,2 --seed 3
! fpga-control: --dice and --seed cannot go together
[2]

# Enumerated values, as --list gives them.
$ fpga-control --enemy middling
! fpga-control: --enemy: 'middling' is not one of near, far
[2]

$ fpga-control --enemy near --pick middle
! fpga-control: --pick: 'middle' is not one of high, low
[2]

$ fpga-control --enemy near --want retreat
! fpga-control: --want: 'retreat' is not one of withdraw, hold, active, attack or inactive
[2]

$ fpga-control --enemy near --want inactive
! fpga-control: --want inactive: not with an enemy within 20" (fpga/enemy.csv:2)
[2]

# The enemy's whereabouts are needed, given one way.
$ fpga-control --dice 1,2
! fpga-control: give --enemy near|far or --enemy-distance INCHES
[2]

$ fpga-control --enemy near --enemy-distance 30 --dice 1,2
! fpga-control: --enemy and --enemy-distance cannot go together
[2]

$ fpga-control --enemy near --pick low --want hold --dice 1,2
! fpga-control: --pick and --want cannot go together
[2]

$ fpga-control --enemy near --want hold --odds
! fpga-control: --want and --odds cannot go together
[2]

# Numbers: CDs above 2, a modifier off the table, bad distances.
$ fpga-control --enemy near --cd 3
! fpga-control: --cd: 3 is above the maximum 2 (fpga/cd-range.csv:2)
[2]

$ fpga-control --enemy near --cd 100
! fpga-control: --cd: '100' is above the maximum 99
[2]

$ fpga-control --enemy near --cd -1
! fpga-control: --cd: '-1' is below the minimum 0
[2]

$ fpga-control --enemy near --cd 1.5
! fpga-control: --cd: '1.5' is not a whole number
[2]

$ fpga-control --enemy near --mod 4
! fpga-control: --mod: 4 is above the maximum +3 (fpga/test.csv:2)
[2]

$ fpga-control --enemy near --mod -4
! fpga-control: --mod: -4 is below the minimum -3 (fpga/test.csv:2)
[2]

$ fpga-control --enemy near --mod +1
! fpga-control: --mod: '+1' is not a number
[2]

$ fpga-control --enemy-distance -1
! fpga-control: --enemy-distance: '-1' is below the minimum 0
[2]

$ fpga-control --enemy-distance -0.5
! fpga-control: --enemy-distance: '-0.5' is below the minimum 0
[2]

$ fpga-control --enemy-distance 1e3
! fpga-control: --enemy-distance: '1e3' is not a number
[2]

$ fpga-control --enemy-distance 12.3456
! fpga-control: --enemy-distance: '12.3456' has more than three decimals
[2]

$ fpga-control --enemy-distance 20.
! fpga-control: --enemy-distance: '20.' is not a number
[2]

$ fpga-control --enemy-distance ''
! fpga-control: --enemy-distance: '' is empty
[2]

$ fpga-control --enemy-distance 10001
! fpga-control: --enemy-distance: '10001' is above the maximum 10000
[2]

$ fpga-control --enemy near --commander-distance -3
! fpga-control: --commander-distance: '-3' is below the minimum 0
[2]

$ fpga-control --enemy near --commander-distance x
! fpga-control: --commander-distance: 'x' is not a number
[2]

# Dice: 2 + CD of them, each on a d6.
$ fpga-control --enemy near --dice 1
! fpga-control: --dice: needs 1 more die: control test (2d6)
[2]

$ fpga-control --cd 2 --enemy near --dice 1,2,3
! fpga-control: --dice: needs 1 more die: control test (4d6)
[2]

$ fpga-control --cd 2 --enemy near --dice 1,2
! fpga-control: --dice: needs 2 more dice: control test (4d6)
[2]

$ fpga-control --cd 1 --enemy near --dice 1,2,3,4
! fpga-control: --dice: 4 dice given, only 3 used
[2]

$ fpga-control --enemy near --dice 1,2,3
! fpga-control: --dice: 3 dice given, only 2 used
[2]

$ fpga-control --enemy near --dice 1,7
! fpga-control: --dice: die 2 is 7, off a d6 (control test)
[2]

$ fpga-control --enemy near --dice 0,1
! fpga-control: --dice: die 1, '0', is below the minimum 1
[2]

$ fpga-control --enemy near --dice 1,,2
! fpga-control: --dice: '1,,2': die 2 is missing
[2]

# Broken tables are refused with file, line and column.
$ cp -R "$TABLES" tables && rm tables/fpga/enemy.csv && cp "$TOP/fpga-control" . && env -u MUSKET_TABLES ./fpga-control -T tables --enemy near
! fpga-control: tables/fpga/enemy.csv: No such file or directory
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/control.csv" t/fpga/ && sed -i 's/^4,6,hold,hold$/4,6,hold,retreat/' t/fpga/control.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/control.csv:3:4: 'retreat' is not a status: withdraw, hold, active or attack
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/control.csv" t/fpga/ && sed -i 's/^4,6,/5,6,/' t/fpga/control.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/control.csv:3:1: gap: no band holds 4
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/control.csv" t/fpga/ && sed -i 's/^4,6,/3,6,/' t/fpga/control.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/control.csv:3:1: band from 3 overlaps the band on line 2
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/enemy.csv" t/fpga/ && sed -i 's/^far,20,/far,x,/' t/fpga/enemy.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/enemy.csv:3:2: 'x' is not a number
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/enemy.csv" t/fpga/ && sed -i 's/^far,20,/far,20.0001,/' t/fpga/enemy.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/enemy.csv:3:2: '20.0001' has more than three decimals
[3]

$ cp -R "$TABLES" t && sed -i 's/^far,/middle,/' t/fpga/enemy.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/enemy.csv: needs two rows, near then far, the columns of t/fpga/control.csv
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/enemy.csv" t/fpga/ && sed -i 's/^near,0,/near,1,/' t/fpga/enemy.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/enemy.csv:2:2: the first row must be from 0
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/enemy.csv" t/fpga/ && sed -i 's/^far,yes$/far,perhaps/; s/^far,20,yes$/far,20,perhaps/' t/fpga/enemy.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/enemy.csv:3:3: 'perhaps' is not yes or no
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/cd-range.csv" t/fpga/ && sed -i 's/^40,1,2$/19,1,2/' t/fpga/cd-range.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/cd-range.csv:4:1: rows must run outward: this is not farther than line 3
[3]

$ cp -R "$TABLES" t && sed -i 's/^0,2,1$/0,11,1/' t/fpga/cd-range.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/test.csv:2:1: 2 dice and 11 CDs (fpga/cd-range.csv:2) are more than 12 dice
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/cd-range.csv" t/fpga/ && sed -i '1s/max_cds/most_cds/' t/fpga/cd-range.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/cd-range.csv:1:2: unknown column 'most_cds'
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/test.csv" t/fpga/ && sed -i 's/^2,6,2,/2,6,3,/' t/fpga/test.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/test.csv:2:3: keeps more dice than are rolled
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/test.csv" t/fpga/ && sed -i 's/,-3,3$/,3,-3/' t/fpga/test.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/test.csv:2:5: max_mod -3 is below min_mod 3
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/test.csv" t/fpga/ && echo '2,6,2,-3,3' >>t/fpga/test.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/test.csv:3: needs exactly 1 row: the dice of the test
[3]

# Output that cannot be written is an error, not a silent success.
$ fpga-control --enemy near --dice 1,2 >/dev/full
! fpga-control: standard output: No space left on device
[2]

# Issue 20 item 5: a band missing at either end is found at load, before
# any --repeat answer: two kept dice (2..12) with --mod -3..+3 run 5..15.
$ mkdir -p t/fpga && cp "$TABLES/fpga/control.csv" t/fpga/ && sed -i '$d' t/fpga/control.csv && fpga-control -T t --enemy near --repeat 5
! fpga-control: t/fpga/control.csv:4:2: no band holds 10: the kept dice and --mod runs to 15
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/control.csv" t/fpga/ && sed -i 's/^,3,withdraw/0,3,withdraw/' t/fpga/control.csv && fpga-control -T t --enemy near
! fpga-control: t/fpga/control.csv:2:1: no band holds -1: the kept dice and --mod runs from -1
[3]
