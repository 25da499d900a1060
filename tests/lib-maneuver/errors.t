# Command said two ways, or a radius without a distance.
$ lib-maneuver --command in --leader-distance 3 --dice 5

$ lib-maneuver --march-line --command out --dice 5

$ lib-maneuver --march-line --leader-distance 3 --dice 5

$ lib-maneuver --radius obscured --dice 5

# A distance that is no distance.
$ lib-maneuver --leader-distance -1 --dice 5

$ lib-maneuver --leader-distance 3x --dice 5

# Unknown values name what is accepted.
$ lib-maneuver --command maybe --dice 5

$ lib-maneuver --leader great --dice 5

$ lib-maneuver --radius fog --leader-distance 3 --dice 5

$ lib-maneuver --formation wedge --dice 5

$ lib-maneuver --state shaken --dice 5

$ lib-maneuver --losses light --dice 5

$ lib-maneuver --rating brave --stands 5/8 --dice 5

$ lib-maneuver --key-positions-lost 10 --dice 5

# The stands: not NOW/START, off the table, more now than at the start.
$ lib-maneuver --stands 5 --rating reliable --dice 5

$ lib-maneuver --stands 5/ --rating reliable --dice 5

$ lib-maneuver --stands x/8 --rating reliable --dice 5

$ lib-maneuver --stands 0/8 --rating reliable --dice 5

$ lib-maneuver --stands 9/8 --rating reliable --dice 5

$ lib-maneuver --stands 5/18 --rating reliable --dice 5

$ lib-maneuver --stands 1/1 --rating reliable --dice 5

# The stands need a rating, and the other way round; not with a condition.
$ lib-maneuver --stands 5/8 --dice 5

$ lib-maneuver --rating reliable --dice 5

$ lib-maneuver --stands 5/8 --rating reliable --condition fresh --dice 5

# A formation the unit cannot take, and what guns are not.
$ lib-maneuver --formation limbered --dice 5

$ lib-maneuver --formation unlimbered --dice 5

$ lib-maneuver --guns --formation square --dice 5

$ lib-maneuver --guns --formation skirmish-line --dice 5

$ lib-maneuver --guns --state disordered --dice 5

$ lib-maneuver --guns --state broken --dice 5

$ lib-maneuver --guns --gaucho --dice 5

$ lib-maneuver --guns --skirmisher --dice 5

$ lib-maneuver --light-carriage --dice 5

$ lib-maneuver --battery --dice 5

# Dice: too few, too many, off the die.
$ lib-maneuver

$ lib-maneuver --dice 5,5

$ lib-maneuver --dice 11

$ lib-maneuver --dice 0

# Tables: the effectiveness table's rows must make sense.
$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^reliable,8,6,4,no$/reliable,8,8,4,no/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^reliable,8,6,4,no$/reliable,8,6,8,no/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^reliable,8,6,4,no$/reliable,8,3,4,no/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^reliable,9,/reliable,8,/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^reliable,8,/steady,8,/' t/lib/effectiveness.csv && lib-maneuver --tables t --dice 5

# A modifier row no option names, a result that is none, a condition
# that is none, a unit that is none.
$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^excellent,/excelent,/' t/lib/maneuver-modifiers.csv && lib-maneuver --tables t --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/,tardy,rally,yes/,slow,rally,yes/' t/lib/maneuver-in-command.csv && lib-maneuver --tables t --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^rally,disordered,close-range/rally,disordered,closerange/' t/lib/maneuver-effects.csv && lib-maneuver --tables t --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^tardy,guns,fire$/tardy,gunz,fire/' t/lib/maneuver-allows.csv && lib-maneuver --tables t --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^square,troops,/square,horse,/' t/lib/maneuver-formations.csv && lib-maneuver --tables t --dice 5

# The bands must run upward with no gap, and the die must have a row.
$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^3,6,/4,6,/' t/lib/maneuver-in-command.csv && lib-maneuver --tables t --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i '/^maneuver,/d' t/lib/dice.csv && lib-maneuver --tables t --dice 5
