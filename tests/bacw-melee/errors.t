# What cannot happen: named, exit 2, nothing on stdout.
$ bacw-melee --attacker-unit cavalry --obstacle

$ bacw-melee --attacker-unit cavalry

$ bacw-melee --attacker-unit skirmishers

$ bacw-melee --attacker-unit artillery

$ bacw-melee --countercharge

$ bacw-melee --attacker-unit cavalry --defender-pins 1 --countercharge

$ bacw-melee --flank --rear

$ bacw-melee --attacker-unit cavalry --defender-unit cavalry --attacker-down

$ bacw-melee --defender-casualties 4

$ bacw-melee --attacker-colonel --attacker-colonel-killed

$ bacw-melee --defender-brigade-commander

# Out of range and unknown values.
$ bacw-melee --attacker-bases 0

$ bacw-melee --defender-morale 13

$ bacw-melee --defender-formation square

$ bacw-melee --attacker-unit zouaves

$ bacw-melee --attacker-cover wall

$ bacw-melee --side attacker

# Dice: too few names the roll, too many, off the die.
$ bacw-melee --dice 3,3,3

$ bacw-melee --dice 3,1,1,1,1,1,1,1,1,1

$ bacw-melee --dice 3,1,1,1,1,1,1,1,1,1,4,3,3,3,1,1,1,1,1,1,1,4,4,1

$ bacw-melee --dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1

$ bacw-melee --dice 1,1,1,1,1,1,1,1,1,9

$ bacw-melee --defender-unit skirmishers --dice 3

# Tables: a shooting modifier that cannot apply in a melee, no melee-loser
# reason, a flank row missing, dice for a unit that is not one.
$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^moved,-1,no,/moved,-1,yes,/' t/bacw/shoot-modifiers.csv && bacw-melee --tables t

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i '/^melee-loser,/d' t/bacw/morale-reasons.csv && bacw-melee --tables t

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i '/^flank,/d' t/bacw/melee-modifiers.csv && bacw-melee --tables t

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^artillery,no,2,yes$/guns,no,2,yes/' t/bacw/melee-dice.csv && bacw-melee --tables t
