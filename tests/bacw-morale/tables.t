# House rules are table cells: the other reading of the commanders, the
# army commander's bonus stacking on the colonel's: 8 + 1 + 2 - 2 = 9.
$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^army-commander,2,,,no,/army-commander,2,,,yes,/' t/bacw/morale-commanders.csv && bacw-morale --tables t --pins 2 --colonel --army-commander --dice 4,5

# Full strength of 6 bases: 4 bases now is 2 lost.
$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^2,6,5$/2,6,6/' t/bacw/morale-test.csv && bacw-morale --tables t --bases 4 --dice 3,3

# Routers pin no friends; a pins die of 3 sides.
$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^rout,yes,6,1,/rout,yes,3,0,/' t/bacw/morale-reasons.csv && bacw-morale --tables t --reason rout --pins 5 --dice 1,1,3

$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^rout,yes,6,1,/rout,yes,3,0,/' t/bacw/morale-reasons.csv && bacw-morale --tables t --reason rout --pins 5 --dice 1,1,4

# Three dice to the test.
$ mkdir t && cp -R "$TABLES/bacw" t/ && sed -i 's/^2,6,5$/3,6,5/' t/bacw/morale-test.csv && bacw-morale --tables t --morale 12 --dice 4,4,4
