# House rules are table cells: the other reading of the commanders, the
# army commander's bonus stacking on the colonel's: 8 + 1 + 2 - 2 = 9.
$ mkdir -p t/bacw && cp "$TABLES/bacw/morale-commanders.csv" t/bacw/ && sed -i 's/^army-commander,2,,,no,/army-commander,2,,,yes,/' t/bacw/morale-commanders.csv && bacw-morale --tables t --pins 2 --colonel --army-commander --dice 4,5
PASS  rolled 4+5=9 vs 9 (regular 8, colonel +1, army-commander +2, 2 pins -2)
casualties: holds its ground

# Full strength of 6 bases, infantry starting with 6 (bacw/units.csv,
# the start bases --unit gives): 4 bases now is 2 lost.
$ mkdir -p t/bacw && cp "$TABLES/bacw/morale-test.csv" t/bacw/ && cp "$TABLES/bacw/units.csv" t/bacw/ && sed -i 's/^2,6,5$/2,6,6/' t/bacw/morale-test.csv && sed -i 's/^infantry,5,/infantry,6,/' t/bacw/units.csv && bacw-morale --tables t --bases 4 --dice 3,3
PASS  rolled 3+3=6 vs 6 (regular 8, 2 bases lost -2)
casualties: holds its ground

# Routers pin no friends; a pins die of 3 sides.
$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^rout,yes,6,1,/rout,yes,3,0,/' t/bacw/morale-reasons.csv && bacw-morale --tables t --reason rout --pins 5 --dice 1,1,3
PASS  rolled 1+1=2 vs 3 (regular 8, 5 pins -5)
rout: rallies: stays stationary this turn; pins die 3: 3 pins lost
pins 5 -> 2

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale-reasons.csv" t/bacw/ && sed -i 's/^rout,yes,6,1,/rout,yes,3,0,/' t/bacw/morale-reasons.csv && bacw-morale --tables t --reason rout --pins 5 --dice 1,1,4
! bacw-morale: --dice: die 3 is 4, off a d3 (pins)
[2]

# Three dice to the test.
$ mkdir -p t/bacw && cp "$TABLES/bacw/morale-test.csv" t/bacw/ && sed -i 's/^2,6,5$/3,6,5/' t/bacw/morale-test.csv && bacw-morale --tables t --morale 12 --dice 4,4,4
PASS  rolled 4+4+4=12 vs 12 (morale 12)
casualties: holds its ground
