# Command said two ways, or a radius without a distance.
$ lib-maneuver --command in --leader-distance 3 --dice 5
! lib-maneuver: --command and --commander-distance cannot go together
[2]

$ lib-maneuver --march-line --command out --dice 5
! lib-maneuver: --command and --march-line cannot go together
[2]

$ lib-maneuver --march-line --leader-distance 3 --dice 5
! lib-maneuver: --commander-distance and --march-line cannot go together
[2]

$ lib-maneuver --radius obscured --dice 5
! lib-maneuver: --radius needs --commander-distance
[2]

# A distance that is no distance.
$ lib-maneuver --leader-distance -1 --dice 5
! lib-maneuver: --commander-distance: '-1' is below the minimum 0
[2]

$ lib-maneuver --leader-distance 3x --dice 5
! lib-maneuver: --commander-distance: '3x' is not a number
[2]

# Unknown values name what is accepted.
$ lib-maneuver --command maybe --dice 5
! lib-maneuver: --command: 'maybe' is not one of in, out
[2]

$ lib-maneuver --leader great --dice 5
! lib-maneuver: --leader-rating: 'great' is not one of excellent, good, average, poor
[2]

$ lib-maneuver --radius fog --leader-distance 3 --dice 5
! lib-maneuver: --radius: 'fog' is not one of clear, obscured, attached, dismounted
[2]

$ lib-maneuver --formation wedge --dice 5
! lib-maneuver: --formation: 'wedge' is not one of line, attack-column, field-column, march-column, square, garrison, skirmish-line, limbered, unlimbered
[2]

$ lib-maneuver --state shaken --dice 5
! lib-maneuver: --state: 'shaken' is not one of good, disordered, broken
[2]

$ lib-maneuver --losses light --dice 5
! lib-maneuver: --losses: 'light' is not one of none, heavy, greater
[2]

$ lib-maneuver --rating brave --stands 5/8 --dice 5
! lib-maneuver: --rating: 'brave' is not one of spirited, reliable, unreliable
[2]

$ lib-maneuver --key-positions-lost 10 --dice 5
! lib-maneuver: --key-positions-lost: '10' is above the maximum 9
[2]

# The stands: not NOW/START, off the table, more now than at the start.
$ lib-maneuver --stands 5 --rating reliable --dice 5
! lib-maneuver: --stands: '5' is not NOW/START, as 5/8
[2]

$ lib-maneuver --stands 5/ --rating reliable --dice 5
! lib-maneuver: --stands: '5/': the start is empty
[2]

$ lib-maneuver --stands x/8 --rating reliable --dice 5
! lib-maneuver: --stands: 'x/8': the stands now is not a number
[2]

$ lib-maneuver --stands 0/8 --rating reliable --dice 5
! lib-maneuver: --stands: '0/8': the stands now is below the minimum 1
[2]

$ lib-maneuver --stands 9/8 --rating reliable --dice 5
! lib-maneuver: --stands: '9/8': more stands now than at the start
[2]

$ lib-maneuver --stands 5/18 --rating reliable --dice 5
! lib-maneuver: --stands: '5/18': lib/effectiveness.csv has no reliable unit of 18 stands
[2]

$ lib-maneuver --stands 1/1 --rating reliable --dice 5
! lib-maneuver: --stands: '1/1': lib/effectiveness.csv has no reliable unit of 1 stands
[2]

# The stands need a rating, and the other way round; not with a condition.
$ lib-maneuver --stands 5/8 --dice 5
! lib-maneuver: --stands needs --rating
[2]

$ lib-maneuver --rating reliable --dice 5
! lib-maneuver: --rating needs --stands
[2]

$ lib-maneuver --stands 5/8 --rating reliable --condition fresh --dice 5
! lib-maneuver: --condition and --stands cannot go together
[2]

# A formation the unit cannot take, and what guns are not.
$ lib-maneuver --formation limbered --dice 5
! lib-maneuver: --formation limbered: guns only
[2]

$ lib-maneuver --formation unlimbered --dice 5
! lib-maneuver: --formation unlimbered: guns only
[2]

$ lib-maneuver --guns --formation square --dice 5
! lib-maneuver: --formation square: troops only
[2]

$ lib-maneuver --guns --formation skirmish-line --dice 5
! lib-maneuver: --formation skirmish-line: troops only
[2]

$ lib-maneuver --guns --state disordered --dice 5
! lib-maneuver: --state disordered: guns are in good order or silenced, and use the good-order column
[2]

$ lib-maneuver --guns --state broken --dice 5
! lib-maneuver: --state broken: guns are in good order or silenced, and use the good-order column
[2]

$ lib-maneuver --guns --gaucho --dice 5
! lib-maneuver: --gaucho: gaucho cavalry are not guns
[2]

$ lib-maneuver --guns --skirmisher --dice 5
! lib-maneuver: --skirmisher: skirmishers are not guns
[2]

$ lib-maneuver --light-carriage --dice 5
! lib-maneuver: --light-carriage needs --type guns
[2]

$ lib-maneuver --battery --dice 5
! lib-maneuver: --battery needs --type guns
[2]

# Dice: none, too many, off the die.
$ lib-maneuver --dice ""
! lib-maneuver: --dice: the list is empty
[2]

$ lib-maneuver --dice 5,5
! lib-maneuver: --dice: 2 dice given, only 1 used
[2]

$ lib-maneuver --dice 11
! lib-maneuver: --dice: die 1 is 11, off a d10 (maneuver)
[2]

$ lib-maneuver --dice 0
! lib-maneuver: --dice: die 1, '0', is below the minimum 1
[2]

# Tables: the effectiveness table's rows must make sense.
$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,8,6,4,no$/reliable,8,8,4,no/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/effectiveness.csv:24:3: worn at 8 must lie between spent at 4 and the 8 stands
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,8,6,4,no$/reliable,8,6,8,no/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/effectiveness.csv:24:4: spent at 8 of 8 stands: a full unit would be spent
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,8,6,4,no$/reliable,8,3,4,no/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/effectiveness.csv:24:3: worn at 3 must lie between spent at 4 and the 8 stands
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,9,/reliable,8,/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/effectiveness.csv:25:1: the row of rating 'reliable', stands '8' is already on line 24
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,8,/steady,8,/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/effectiveness.csv:24:1: 'steady' is not a rating of --rating
[3]

# A modifier row no option names, a result that is none, a condition
# that is none, a unit that is none.
$ mkdir -p t/lib && cp "$TABLES/lib/maneuver-modifiers.csv" t/lib/ && sed -i 's/^excellent,/excelent,/' t/lib/maneuver-modifiers.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/maneuver-modifiers.csv:2:1: 'excelent' is no value or flag that counts
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/maneuver-in-command.csv" t/lib/ && sed -i 's/,tardy,rally,yes/,slow,rally,yes/' t/lib/maneuver-in-command.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/maneuver-in-command.csv:5:3: 'slow' is no result
[3]

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^rally,disordered,close-range/rally,disordered,closerange/' t/lib/maneuver-effects.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/maneuver-effects.csv:13:3: 'closerange' is not a condition: troops, guns, light-carriage, close-range, square, fortified, broken or a quality, each may be not-, joined by & and |
[3]

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^tardy,guns,fire$/tardy,gunz,fire/' t/lib/maneuver-allows.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/maneuver-allows.csv:26:2: 'gunz' is not a condition: troops, guns, light-carriage, close-range, square, fortified, broken or a quality, each may be not-, joined by & and |
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/maneuver-formations.csv" t/lib/ && sed -i 's/^square,troops,/square,horse,/' t/lib/maneuver-formations.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/maneuver-formations.csv:6:2: 'horse' is not troops, guns or any
[3]

# The bands must run upward with no gap, and the die must have a row.
$ mkdir -p t/lib && cp "$TABLES/lib/maneuver-in-command.csv" t/lib/ && sed -i 's/^3,6,/4,6,/' t/lib/maneuver-in-command.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/maneuver-in-command.csv:5:1: gap: no band holds 3
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/dice.csv" t/lib/ && sed -i '/^maneuver,/d' t/lib/dice.csv && lib-maneuver --tables t --dice 5
! lib-maneuver: t/lib/dice.csv: no row for 'maneuver'
[3]

# movement.csv's unit and formation cells name what the options do, and
# its terrains are --terrain's values, each giving every unit a rate: a
# typo is refused at load, not a rate silently never read.
$ cp -R "$TABLES" t && sed -i 's/^infantry,line,open,/infantyr,line,open,/' t/lib/movement.csv && lib-maneuver -T t --dice 10
! lib-maneuver: t/lib/movement.csv:2:1: 'infantyr' is not one of infantry,cavalry,foot-artillery,horse-artillery
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/movement.csv" t/lib/ && sed -i 's/^infantry,line,open,/infantry,lien,open,/' t/lib/movement.csv && lib-maneuver -T t --dice 10
! lib-maneuver: t/lib/movement.csv:2:2: 'lien' is no formation of lib/maneuver-formations.csv
[3]

$ cp -R "$TABLES" t && sed -i 's/^infantry,line,broken,/infantry,line,brokne,/' t/lib/movement.csv && lib-maneuver -T t --dice 10
! lib-maneuver: t/lib/movement.csv:3:3: 'brokne' gives cavalry no rate: a terrain has a row for each unit
[3]

# A terrain is a word of --terrain's values: not empty, no comma.
$ cp -R "$TABLES" t && sed -i 's/^infantry,line,broken,/infantry,line,"broken, wet",/' t/lib/movement.csv && lib-maneuver -T t --dice 10
! lib-maneuver: t/lib/movement.csv:3:3: 'broken, wet' holds a comma
[3]

$ cp -R "$TABLES" t && sed -i 's/^infantry,line,broken,/infantry,line,,/' t/lib/movement.csv && lib-maneuver -T t --dice 10
! lib-maneuver: t/lib/movement.csv:3:3: '' is no terrain: a name, without a comma
[3]

# The shipped table has no mud.
$ lib-maneuver --terrain mud --dice 10
! lib-maneuver: --terrain: 'mud' is not one of open, broken, rough, road
[2]

# A second row for a unit, formation and terrain would be lost to the
# first: the three name the row, and a repeat is refused (issue 38, 8).
$ mkdir -p t/lib && cp "$TABLES/lib/movement.csv" t/lib/ && sed -i '2a infantry,line,broken,4,6' t/lib/movement.csv && lib-maneuver -T t --dice 10
! lib-maneuver: t/lib/movement.csv:4:1: the row of unit 'infantry', formation 'line', terrain 'broken' is already on line 3
[3]

# Two names of one option at odds are refused, not the last taken
# (issue 32); one name twice is the last, two names alike agree.
$ lib-maneuver --guns --cavalry --dice 3
! lib-maneuver: --guns and --cavalry both set --type
[2]

$ lib-maneuver --type guns --guns --dice 3 | head -n 1
TARDY  rolled 3+0=3 (in command, good order)

# A batch line's name overrides the command line's: no contradiction.
$ printf -- '--cavalry --dice 3\n' | lib-maneuver --batch --guns --json | jq -r .inputs.type
cavalry
