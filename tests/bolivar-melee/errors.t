# Guns "cannot melee": attacking with one is an error.
$ bolivar-melee --attacker-unit heavy-gun
! bolivar-melee: --attacker-unit: the heavy-gun cannot melee
[2]

# Resolve: 1 to the unit's starting resolve.
$ bolivar-melee --attacker-resolve 5
! bolivar-melee: --attacker-resolve: 5 is above the battalion's starting resolve 4
[2]

$ bolivar-melee --defender-unit horse --defender-resolve 4
! bolivar-melee: --defender-resolve: 4 is above the horse's starting resolve 3
[2]

$ bolivar-melee --defender-resolve 0
! bolivar-melee: --defender-resolve: '0' is below the minimum 1
[2]

$ bolivar-melee --attacker-resolve 21
! bolivar-melee: --attacker-resolve: '21' is above the maximum 20
[2]

$ bolivar-melee --attacker-resolve x
! bolivar-melee: --attacker-resolve: 'x' is not a number
[2]

# Formations: only a battalion and spearmen take any but line (sheet
# line 48, "Battalion, Spearmen ... 8 March 6 Column 3 Line 3 Square").
# One rule and one wording with bolivar-shoot (bolivar-units.c): horse
# may no more fight in column than shoot in one.
$ bolivar-melee --attacker-unit horse --attacker-formation column
! bolivar-melee: --attacker-formation: the horse takes no formation (bolivar/units.csv:3)
[2]

$ bolivar-melee --defender-unit skirmisher --defender-formation square
! bolivar-melee: --defender-formation: the skirmisher takes no formation (bolivar/units.csv:7)
[2]

# Rabble take a line only (their cell names it): a column is refused as
# for bolivar-shoot, with the row that says so.
$ bolivar-melee --defender-unit rabble --defender-formation column
! bolivar-melee: --defender-formation: the rabble cannot be in column (bolivar/units.csv:8)
[2]

# The formations cell of units.csv is bolivar-shoot's too: a group that
# lets horse form square edits one cell, for both tools.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/units.csv" t/bolivar/ && sed -i 's/^horse,cavalry,3,1,yes,$/horse,cavalry,3,1,yes,line square/' t/bolivar/units.csv && bolivar-melee -T t --defender-unit horse --defender-formation square --dice 6,6,6,6,6
HITS  attacker 3, defender 2
attacker: 3d6 hit on 4+ (primary)
defender: 2d6 hit on 5+ (primary)
attacker rolled 6 6 6, 3 hits
defender rolled 6 6, 2 hits
attacker battalion in line, charging, unsupported (no friend to the rear within 4 TUM): primary fighter, resolve 4 x 1d6, unsupported -1d6; to hit: battalion or spearmen charging
defender horse in square, unsupported (no friend to the rear within 4 TUM): primary fighter, resolve 3 x 1d6, unsupported -1d6; to hit: cavalry in the open in other situations

# ...and one that lets horse form column, likewise: the horse charges
# in column here as it shoots in one in bolivar-shoot (errors.t there).
# Dice 6 5 / 4 6 1: 2d6 (3 less unsupported) on 5+, two hits; the
# battalion's 3d6 on 6, one.
$ cp -R "$TABLES" t && sed -i 's/^horse,cavalry,3,1,yes,$/horse,cavalry,3,1,yes,line column/' t/bolivar/units.csv && bolivar-melee -T t --attacker-unit horse --attacker-formation column --dice 6,5,4,6,1
HITS  attacker 2, defender 1
attacker: 2d6 hit on 5+ (primary)
defender: 3d6 hit on 6+ (primary)
attacker rolled 6 5, 2 hits
defender rolled 4 6 1, 1 hit
attacker horse in column, charging, unsupported (no friend to the rear within 4 TUM): primary fighter, resolve 3 x 1d6, unsupported -1d6; to hit: cavalry in the open charging a line or column to the front
defender battalion in line, unsupported (no friend to the rear within 4 TUM): primary fighter, resolve 4 x 1d6, unsupported -1d6; to hit: battalion or spearmen otherwise

$ bolivar-melee --attacker-formation wedge
! bolivar-melee: --attacker-formation: 'wedge' is not one of line, column, square, march
[2]

# A square or march does not charge; a square has no flank or rear.
$ bolivar-melee --attacker-formation square
! bolivar-melee: --attacker-formation: a square does not charge (bolivar/formations.csv:4); a melee that goes on is --continued
[2]

$ bolivar-melee --attacker-formation march
! bolivar-melee: --attacker-formation: a march does not charge (bolivar/formations.csv:5); a melee that goes on is --continued
[2]

$ bolivar-melee --defender-formation square --contact flank
! bolivar-melee: --contact: a square has no flank to contact (bolivar/formations.csv:4)
[2]

$ bolivar-melee --defender-formation square --contact rear
! bolivar-melee: --contact: a square has no rear to contact (bolivar/formations.csv:4)
[2]

# A square or march is not crowded.
$ bolivar-melee --attacker-formation square --continued --attacker-crowded
! bolivar-melee: --attacker-crowded: a square cannot be crowded (bolivar/melee-modifiers.csv:2: line column only)
[2]

$ bolivar-melee --defender-formation march --defender-crowded
! bolivar-melee: --defender-crowded: a march cannot be crowded (bolivar/melee-modifiers.csv:2: line column only)
[2]

# Uphill and fortifications are the charge's.
$ bolivar-melee --continued --uphill
! bolivar-melee: --uphill: only a charge is uphill, not a --continued melee
[2]

$ bolivar-melee --continued --fortifications
! bolivar-melee: --fortifications: only a charge is into fortifications, not a --continued melee
[2]

# A commander fighting alone has no second stand, and is the commander.
$ bolivar-melee --attacker-unit commander --attacker-secondary
! bolivar-melee: --attacker-secondary: a commander fighting alone has no second stand
[2]

$ bolivar-melee --defender-unit commander --defender-commander
! bolivar-melee: --defender-commander: the defender is a commander already
[2]

# Unknown values.
$ bolivar-melee --attacker-unit hussar
! bolivar-melee: --attacker-type: 'hussar' is not one of commander, horse, gauchos, battalion, spearmen, skirmisher, rabble, light-gun, heavy-gun, howitzer
[2]

$ bolivar-melee --contact side
! bolivar-melee: --contact: 'side' is not one of front, flank, rear
[2]

# --dice: exactly the pools' dice, naming the next roll.
$ bolivar-melee --dice 1,1,1,1,1
! bolivar-melee: --dice: needs 1 more die: defender primary (3d6)
[2]

$ bolivar-melee --attacker-commander --dice 1,1,1
! bolivar-melee: --dice: needs 1 more die: attacker commander (1d6)
[2]

$ bolivar-melee --contact flank --dice 1,1,1,1
! bolivar-melee: --dice: 4 dice given, only 3 used
[2]

$ bolivar-melee --dice 1,1,1,1,1,7
! bolivar-melee: --dice: die 6 is 7, off a d6 (defender primary)
[2]

$ bolivar-melee --defender-unit howitzer --dice 1,1,1,1
! bolivar-melee: --dice: 4 dice given, only 3 used
[2]

# Table errors name the file, line and column.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/melee-to-hit.csv" t/bolivar/ && sed -i 's/^cavalry,,difficult,/cavalry,,rough,/' t/bolivar/melee-to-hit.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/melee-to-hit.csv:3:3: 'rough' is not one of open, difficult
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/melee-to-hit.csv" t/bolivar/ && sed -i 's/^skirmisher rabble,/skirmisher mob,/' t/bolivar/melee-to-hit.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/melee-to-hit.csv:12:1: 'mob' is not a unit or a unit's class
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/melee-to-hit.csv" t/bolivar/ && sed -i '/^battalion spearmen,no,/d' t/bolivar/melee-to-hit.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/melee-to-hit.csv: no row for the defender's primary stand (battalion, charging no, open, enemy line, contact front)
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/melee-dice.csv" t/bolivar/ && sed -i '/^primary,,,,,,,/d' t/bolivar/melee-dice.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/melee-dice.csv: no row for the attacker's primary stand (battalion)
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/melee-dice.csv" t/bolivar/ && sed -i 's/^primary,,,,,,flank rear,/primary,,,,,,flank behind,/' t/bolivar/melee-dice.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/melee-dice.csv:2:7: 'behind' is not one of front, flank, rear
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/melee-modifiers.csv" t/bolivar/ && sed -i 's/^crowded,-1,,line column,/crowded,-1,,line wedge,/' t/bolivar/melee-modifiers.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/melee-modifiers.csv:2:4: 'wedge' is not one of line, column, square, march
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/melee-modifiers.csv" t/bolivar/ && sed -i 's/^unsupported,-1,/unsupported,minus one,/' t/bolivar/melee-modifiers.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/melee-modifiers.csv:6:2: 'minus one' is not a number
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/support.csv" t/bolivar/ && sed -i 's/^march,never,0$/march,sometimes,0/' t/bolivar/support.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/support.csv:8:2: 'sometimes' is not one of always, never, criteria, exempt
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/support.csv" t/bolivar/ && sed -i '/^line,criteria,/d' t/bolivar/support.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/support.csv: no row for the infantry or its formation line
[3]

# formations.csv is the one list of formations: without its column row,
# a column is no formation, and the battalion's formations cell that
# names one is the error.
$ cp -R "$TABLES" t && sed -i '/^column,/d' t/bolivar/formations.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/units.csv:5:6: 'column' is not one of line, square, march
[3]

# The formation a unit that takes none stands in must be one.
$ cp -R "$TABLES" t && sed -i 's/^line,/firing-line,/' t/bolivar/formations.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/formations.csv: no row for 'line'
[3]

# A house formation is a row of formations.csv (and the units' cells
# that take it, and its support row): --attacker-formation takes it.
# Dice 4 1 1 / 1 1 1: the battalion charging hits on 4+ (one hit), the
# defender's line on 6 (none), as for a line.
$ cp -R "$TABLES" t && sed -i '$a wedge,yes,front flank rear' t/bolivar/formations.csv && sed -i 's/,line column square march$/,line column square march wedge/' t/bolivar/units.csv && sed -i '$a wedge,criteria,4' t/bolivar/support.csv && bolivar-melee -T t --attacker-formation wedge --attacker-resolve 3 --defender-resolve 3 --attacker-friend-rear --defender-friend-rear --dice 4,1,1,1,1,1
HITS  attacker 1, defender 0
attacker: 3d6 hit on 4+ (primary)
defender: 3d6 hit on 6+ (primary)
attacker rolled 4 1 1, 1 hit
defender rolled 1 1 1, 0 hits
attacker battalion in wedge, charging, supported: primary fighter, resolve 3 x 1d6; to hit: battalion or spearmen charging
defender battalion in line, supported: primary fighter, resolve 3 x 1d6; to hit: battalion or spearmen otherwise

$ cp -R "$TABLES" t && sed -i 's/^square,no,front$/square,no,flank/' t/bolivar/formations.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/formations.csv:4:3: a formation has a front
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/formations.csv" t/bolivar/ && sed -i 's/^square,no,front$/square,no,front side/' t/bolivar/formations.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/formations.csv:4:3: 'side' is not one of front, flank, rear
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/units.csv" t/bolivar/ && sed -i 's/,line column square march$/,line column wedge/' t/bolivar/units.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/units.csv:5:6: 'wedge' is not one of line, column, square, march
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/units.csv" t/bolivar/ && sed -i '/^commander,/d' t/bolivar/units.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/units.csv: no unit 'commander', which an attached commander fights as
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/units.csv" t/bolivar/ && sed -i 's/^horse,cavalry,3,1,yes,$/horse,cavalry,3,1,perhaps,/' t/bolivar/units.csv && bolivar-melee -T t
! bolivar-melee: t/bolivar/units.csv:3:5: 'perhaps' is not yes or no
[3]

$ cp -R "$TABLES" tables && rm tables/bolivar/melee-to-hit.csv && cp "$TOP/bolivar-melee" . && env -u MUSKET_TABLES ./bolivar-melee -T tables
! bolivar-melee: tables/bolivar/melee-to-hit.csv: No such file or directory
[3]

# issue 38, 9: 33 rows that always apply; the one past the limit named
$ mkdir -p t/bolivar && head -n 1 "$TABLES/bolivar/melee-modifiers.csv" >t/bolivar/melee-modifiers.csv && for i in $(seq 33); do echo "house $i,1,,,,,,,,"; done >>t/bolivar/melee-modifiers.csv && bolivar-melee -T t --dice 1,2,3,4,5,6
! bolivar-melee: t/bolivar/melee-modifiers.csv:34: more than 32 modifiers apply at once
[3]
