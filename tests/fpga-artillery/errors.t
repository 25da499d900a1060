# The gun and the range are needed.
$ fpga-artillery --range 5

$ fpga-artillery --gun heavy

$ fpga-artillery --gun medium --range 5

# Beyond roundshot range.
$ fpga-artillery --gun heavy --range 16.001

$ fpga-artillery --gun light --range 13

$ fpga-artillery --gun light --range -2

$ fpga-artillery --gun light --range 2.0001

# Options.
$ fpga-artillery --gun light --range 2 --flanked

$ fpga-artillery --gun light --range 2 --cover=yes

# The dice: too few (fire, bonus, penalty), too many, off the die.
$ fpga-artillery --gun heavy --range 5 --dice 4

$ fpga-artillery --gun heavy --range 5 --vulnerable --dice 4,1

$ fpga-artillery --gun heavy --range 5 --cover --dice 4,4,5

$ fpga-artillery --gun heavy --range 5 --dice 4,4,5

$ fpga-artillery --gun heavy --range 10 --dice 7

$ fpga-artillery --gun heavy --range 5 --odds --dice 4,4

# Tables: a hit number off the die, a band for no gun, bands that do not
# run outward, a gun without bands, a condition row missing, a line of two
# kinds, a pass that re-rolls the wrong dice, a face that is no face, the
# bonus and penalty rows disagreeing on cancel, no artillery row.
$ cp -R "$TABLES" t && sed -i 's/^light,6-8 pdr,6,5,/light,6-8 pdr,6,7,/' t/fpga/artillery-guns.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i 's/^light,roundshot/medium,roundshot/' t/fpga/artillery.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i 's/^heavy,roundshot,16,/heavy,roundshot,5,/' t/fpga/artillery.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i '/^light,/d' t/fpga/artillery.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i '/^flank,/d' t/fpga/artillery-conditions.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i 's/^flank,bonus,1,/flank,penalty,1,/' t/fpga/artillery-conditions.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i 's/^flank,bonus,/flank,boon,/' t/fpga/artillery-conditions.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i 's/^artillery,bonus,misses,/artillery,bonus,hits,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i 's/^artillery,penalty,hits,hit,/artillery,penalty,hits,four,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i 's/^artillery,penalty,hits,hit,no/artillery,penalty,hits,hit,yes/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i '/^artillery,penalty/d' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5

$ cp -R "$TABLES" t && sed -i 's/^artillery,penalty,hits,hit,/artillery,penalty,hits,7,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5
