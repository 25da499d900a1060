# The range is needed, and within the weapon's reach.
$ bacw-shoot

$ bacw-shoot --range 24.5

$ bacw-shoot --unit cavalry --range 19

$ bacw-shoot --range 1000

$ bacw-shoot --range 1e3

$ bacw-shoot --range -2

# Formations a unit cannot fire in.
$ bacw-shoot --range 10 --unit skirmishers --formation column

$ bacw-shoot --range 10 --unit artillery --formation column

$ bacw-shoot --range 10 --unit dismounted --formation column

$ bacw-shoot --range 10 --formation square

# A cannon for artillery only, and artillery fires nothing else.
$ bacw-shoot --range 10 --weapon 12lb-rifled

$ bacw-shoot --range 10 --unit artillery --weapon sharps

# Mounted cavalry cannot go down.
$ bacw-shoot --range 10 --target-type cavalry --target-down

# Contradictions.
$ bacw-shoot --range 10 --target-small --no-target-small

$ bacw-shoot --range 10 --bases 3 --shots 4

$ bacw-shoot --range 10 --casualties 1

$ bacw-shoot --range 10 --target-casualties 4

$ bacw-shoot --range 10 --target-bases 5 --target-start-bases 4

# Out of range, unknown values.
$ bacw-shoot --range 10 --bases 0

$ bacw-shoot --range 10 --shots 100

$ bacw-shoot --range 10 --target-bases 21

$ bacw-shoot --range 10 --unit zouaves

$ bacw-shoot --range 10 --cover heavy

$ bacw-shoot --range 10 --target-experience green

# Dice: too few names the roll, too many, off the die.
$ bacw-shoot --range 10 --dice 3,3

$ bacw-shoot --range 10 --shots 2 --dice 3,3,4

$ bacw-shoot --range 10 --shots 2 --dice 3,3,6,1

$ bacw-shoot --range 10 --shots 2 --pins 4 --dice 6,6

$ bacw-shoot --unit artillery --range 10 --dice 3

$ bacw-shoot --range 10 --shots 1 --dice 1,1

$ bacw-shoot --range 10 --shots 1 --dice 7

$ bacw-shoot --range 10 --pins 7 --dice 1

# Tables: a missing modifier row, a default weapon that is not one, a
# cannon for infantry, a need past the die, an unknown kind of damage.
$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i '/^moved,/d' t/bacw/shoot-modifiers.csv && bacw-shoot --tables t --range 10

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^infantry,5,rifled-musket,/infantry,5,musket,/' t/bacw/units.csv && bacw-shoot --tables t --range 10

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^infantry,5,rifled-musket,/infantry,5,12lb-rifled,/' t/bacw/units.csv && bacw-shoot --tables t --range 10

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^7,7,6,4,yes$/7,7,7,4,yes/' t/bacw/to-hit-extremes.csv && bacw-shoot --tables t --range 10

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^hits,6,yes$/wounds,6,yes/' t/bacw/damage.csv && bacw-shoot --tables t --range 10

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^8,8,6,5,yes$/8,9,6,5,yes/' t/bacw/to-hit-extremes.csv && bacw-shoot --tables t --range 10

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^veteran,0,5$/veteran,0,7/' t/bacw/experience.csv && bacw-shoot --tables t --range 10
