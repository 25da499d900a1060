# The gun and the range are needed.
$ fpga-artillery --range 5
! fpga-artillery: give --gun WEIGHT
[2]

$ fpga-artillery --gun heavy
! fpga-artillery: give --range INCHES
[2]

$ fpga-artillery --gun medium --range 5
! fpga-artillery: --gun: 'medium' is not one of heavy, light
[2]

# Beyond roundshot range.
$ fpga-artillery --gun heavy --range 16.001
! fpga-artillery: --range: 16.001" is beyond the heavy gun's roundshot range of 16" (fpga/artillery.csv:3)
[2]

$ fpga-artillery --gun light --range 13
! fpga-artillery: --range: 13" is beyond the light gun's roundshot range of 12" (fpga/artillery.csv:5)
[2]

$ fpga-artillery --gun light --range -2
! fpga-artillery: --range: '-2' is below the minimum 0
[2]

$ fpga-artillery --gun light --range 2.0001
! fpga-artillery: --range: '2.0001' has more than three decimals
[2]

# Options.
$ fpga-artillery --gun light --range 2 --flanked
! fpga-artillery: unknown option '--flanked'; did you mean --flank?
[2]

$ fpga-artillery --gun light --range 2 --cover=yes
! fpga-artillery: --cover: 'yes' is not one of none, cover
[2]

# The dice: too few (fire, bonus, penalty), too many, off the die.
$ fpga-artillery --gun heavy --range 5 --dice 4
! fpga-artillery: --dice: needs 1 more die: fire (2d6)
[2]

$ fpga-artillery --gun heavy --range 5 --vulnerable --dice 4,1
! fpga-artillery: --dice: needs 1 more die: bonus re-roll (1d6)
[2]

$ fpga-artillery --gun heavy --range 5 --cover --dice 4,4,5
! fpga-artillery: --dice: needs 1 more die: penalty re-roll (2d6)
[2]

$ fpga-artillery --gun heavy --range 5 --dice 4,4,5
! fpga-artillery: --dice: 3 dice given, only 2 used
[2]

$ fpga-artillery --gun heavy --range 10 --dice 7
! fpga-artillery: --dice: die 1 is 7, off a d6 (fire)
[2]

# Tables: a hit number off the die, a band for no gun, bands that do not
# run outward, a gun without bands, a condition row missing, a line of two
# kinds, a pass that re-rolls the wrong dice, a face that is no face, the
# bonus and penalty rows disagreeing on cancel, no artillery row.
$ mkdir -p t/fpga && cp "$TABLES/fpga/artillery-guns.csv" t/fpga/ && sed -i 's/^light,6-8 pdr,6,5,/light,6-8 pdr,6,7,/' t/fpga/artillery-guns.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/artillery-guns.csv:3:4: 7 is off a 6-sided die
[3]

$ cp -R "$TABLES" t && sed -i 's/^light,roundshot/medium,roundshot/' t/fpga/artillery.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/artillery.csv:5:1: 'medium' is not a gun of t/fpga/artillery-guns.csv
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/artillery.csv" t/fpga/ && sed -i 's/^heavy,roundshot,16,/heavy,roundshot,5,/' t/fpga/artillery.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/artillery.csv:3:3: a gun's bands must run outward: this is not past line 2
[3]

$ cp -R "$TABLES" t && sed -i '/^light,/d' t/fpga/artillery.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/artillery-guns.csv:3:1: light has no range band in t/fpga/artillery.csv
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/artillery-conditions.csv" t/fpga/ && sed -i '/^flank,/d' t/fpga/artillery-conditions.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/artillery-conditions.csv: needs a row for flank
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/artillery-conditions.csv" t/fpga/ && sed -i 's/^flank,bonus,1,/flank,penalty,1,/' t/fpga/artillery-conditions.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/artillery-conditions.csv:3:2: flank shares pass line 1 with vulnerable, a bonus
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/artillery-conditions.csv" t/fpga/ && sed -i 's/^flank,bonus,/flank,boon,/' t/fpga/artillery-conditions.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/artillery-conditions.csv:3:2: 'boon' is not a kind of pass: bonus or penalty
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^artillery,bonus,misses,/artillery,bonus,hits,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/rerolls.csv:4:3: a bonus pass re-rolls the misses
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^artillery,penalty,hits,hit,/artillery,penalty,hits,four,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/rerolls.csv:5:4: 'four' is neither a face nor "hit" (the gun's hit number)
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^artillery,penalty,hits,hit,no/artillery,penalty,hits,hit,yes/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/rerolls.csv:5:5: the bonus and penalty rows of artillery differ
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i '/^artillery,penalty/d' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/rerolls.csv: needs a penalty row for artillery
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^artillery,penalty,hits,hit,/artillery,penalty,hits,7,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5
! fpga-artillery: t/fpga/rerolls.csv:5:4: 7 is off the heavy gun's 6-sided die
[3]

# An outcome every roll has (every answer is "hits") is always reached:
# --need refuses it and names the number to compare (issue 33, 27).
$ fpga-artillery --gun light --odds --vary range=3.5..5.5 --need hits@60%
! fpga-artillery: --need: 'hits' is every outcome of fpga-artillery: compare the number, as hits>=1
[2]
