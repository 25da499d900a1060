# Contradictions: named, exit 2, nothing on stdout.
$ bacw-morale --colonel --colonel-killed

$ bacw-morale --brigade-commander

$ bacw-morale --bases 4 --bases-lost 1

$ bacw-morale --bases-lost 6

# Out of range and not numbers.
$ bacw-morale --bases 0

$ bacw-morale --bases 21

$ bacw-morale --pins 100

$ bacw-morale --pins -1

$ bacw-morale --routing-friends x

$ bacw-morale --morale 13

$ bacw-morale --morale 1

# Unknown values, from the tables.
$ bacw-morale --reason panic

$ bacw-morale --morale green

$ bacw-morale --colonel=yes

$ bacw-morale --pins

$ bacw-morale --side attacker

# Dice: too few, too many, off the die.
$ bacw-morale --dice 3

$ bacw-morale --reason rout --pins 2 --dice 1,1

$ bacw-morale --dice 3,3,3

$ bacw-morale --reason rout --dice 1,1,1

$ bacw-morale --dice 3,7

$ bacw-morale --dice 0,3

# Tables: a missing row, a bad cell, a commander needing an unknown flag.
$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i '/^pins,/d' t/bacw/morale-modifiers.csv && bacw-morale --tables t

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i '/^army-commander,/d' t/bacw/morale-commanders.csv && bacw-morale --tables t

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^brigade-commander,2,colonel-killed/brigade-commander,2,colonel-dead/' t/bacw/morale-commanders.csv && bacw-morale --tables t

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^2,6,5$/2,6,five/' t/bacw/morale-test.csv && bacw-morale --tables t

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/,holds,routed,/,,routed,/' t/bacw/morale-reasons.csv && bacw-morale --tables t

$ mkdir t && cp -R "$TABLES/bacw" t/ && rm t/bacw/morale-reasons.csv && bacw-morale --tables t
