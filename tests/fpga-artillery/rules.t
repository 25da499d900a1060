# Heavy guns (9-12 pdr): canister 2 dice up to 6", hitting on 4+.
$ fpga-artillery --gun heavy --range 0 --dice 4,3
1 HIT
heavy gun (9-12 pdr) at 0", canister: 2d6 hitting on 4+, rolled 4 3: 1 hit

$ fpga-artillery --gun heavy --range 6 --dice 6,4
2 HITS
heavy gun (9-12 pdr) at 6", canister: 2d6 hitting on 4+, rolled 6 4: 2 hits

# Over 6", roundshot, 1 die, up to 16" (inclusive).
$ fpga-artillery --gun heavy --range 6.001 --dice 4
1 HIT
heavy gun (9-12 pdr) at 6.001", roundshot: 1d6 hitting on 4+, rolled 4: 1 hit

$ fpga-artillery --gun heavy --range 16 --dice 3
0 HITS
heavy gun (9-12 pdr) at 16", roundshot: 1d6 hitting on 4+, rolled 3: 0 hits

# Light guns (6-8 pdr): canister up to 4", roundshot to 12", on 5+.
$ fpga-artillery --gun light --range 4 --dice 5,4
1 HIT
light gun (6-8 pdr) at 4", canister: 2d6 hitting on 5+, rolled 5 4: 1 hit

$ fpga-artillery --gun light --range 4.5 --dice 5
1 HIT
light gun (6-8 pdr) at 4.5", roundshot: 1d6 hitting on 5+, rolled 5: 1 hit

$ fpga-artillery --gun light --range 12 --dice 4
0 HITS
light gun (6-8 pdr) at 12", roundshot: 1d6 hitting on 5+, rolled 4: 0 hits

# The bonus, a vulnerable target: the misses are re-rolled, in order,
# and hit on the gun's number.
$ fpga-artillery --gun heavy --range 5 --vulnerable --dice 3,5,4
2 HITS
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 3 5: 1 hit
  bonus, re-roll the misses (firing at a vulnerable target): rolled 4, hit on 4+: 2 hits

$ fpga-artillery --gun heavy --range 5 --vulnerable --dice 1,2,6,3
1 HIT
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 1 2: 0 hits
  bonus, re-roll the misses (firing at a vulnerable target): rolled 6 3, hit on 4+: 1 hit

# At the flank or rear: the same pass.
$ fpga-artillery --gun light --range 8 --flank --dice 4,5
1 HIT
light gun (6-8 pdr) at 8", roundshot: 1d6 hitting on 5+, rolled 4: 0 hits
  bonus, re-roll the misses (firing at the target's flank or rear): rolled 5, hit on 5+: 1 hit

# Vulnerable and at the flank is one printed line: one pass.
$ fpga-artillery --gun heavy --range 5 --vulnerable --flank --dice 1,2,3,4
1 HIT
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 1 2: 0 hits
  bonus, re-roll the misses (firing at a vulnerable target, firing at the target's flank or rear): rolled 3 4, hit on 4+: 1 hit

# Nothing missed, nothing to re-roll.
$ fpga-artillery --gun heavy --range 5 --vulnerable --dice 4,5
2 HITS
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 4 5: 2 hits
  bonus, re-roll the misses (firing at a vulnerable target): none to re-roll

# The penalties: cover re-rolls the hits, each staying a hit on 4+.
$ fpga-artillery --gun heavy --range 5 --cover --dice 6,4,3,4
1 HIT
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 6 4: 2 hits
  penalty, re-roll the hits (firing on a unit that has cover): rolled 3 4, hit on 4+: 1 hit

# Counter-battery fire, light gun: re-rolled hits stay on 5+.
$ fpga-artillery --gun light --range 3 --counter-battery --dice 5,6,4,5
1 HIT
light gun (6-8 pdr) at 3", canister: 2d6 hitting on 5+, rolled 5 6: 2 hits
  penalty, re-roll the hits (counter-battery fire): rolled 4 5, hit on 5+: 1 hit

# Both penalties, two passes: the hits left by the first are re-rolled.
$ fpga-artillery --gun heavy --range 5 --cover --counter-battery --dice 6,5,4,3,4
1 HIT
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 6 5: 2 hits
  penalty, re-roll the hits (firing on a unit that has cover): rolled 4 3, hit on 4+: 1 hit
  penalty, re-roll the hits (counter-battery fire): rolled 4, hit on 4+: 1 hit

# The bonus first, then the penalties.
$ fpga-artillery --gun heavy --range 6 --flank --cover --counter-battery --dice 1,5,4,6,4,4,1
1 HIT
heavy gun (9-12 pdr) at 6", canister: 2d6 hitting on 4+, rolled 1 5: 1 hit
  bonus, re-roll the misses (firing at the target's flank or rear): rolled 4, hit on 4+: 2 hits
  penalty, re-roll the hits (firing on a unit that has cover): rolled 6 4, hit on 4+: 2 hits
  penalty, re-roll the hits (counter-battery fire): rolled 4 1, hit on 4+: 1 hit

# No hit, no penalty die.
$ fpga-artillery --gun light --range 10 --cover --dice 3
0 HITS
light gun (6-8 pdr) at 10", roundshot: 1d6 hitting on 5+, rolled 3: 0 hits
  penalty, re-roll the hits (firing on a unit that has cover): none to re-roll

# A house rule: re-rolls judged as in combat (misses hit on 6, hits stay
# on 4+), fpga/rerolls.csv's artillery rows.
$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^artillery,bonus,misses,hit,/artillery,bonus,misses,6,/; s/^artillery,penalty,hits,hit,/artillery,penalty,hits,4,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun light --range 10 --vulnerable --dice 1,5
0 HITS
light gun (6-8 pdr) at 10", roundshot: 1d6 hitting on 5+, rolled 1: 0 hits
  bonus, re-roll the misses (firing at a vulnerable target): rolled 5, hit on 6: 0 hits

$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^artillery,bonus,misses,hit,/artillery,bonus,misses,6,/; s/^artillery,penalty,hits,hit,/artillery,penalty,hits,4,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun light --range 10 --cover --dice 5,4
1 HIT
light gun (6-8 pdr) at 10", roundshot: 1d6 hitting on 5+, rolled 5: 1 hit
  penalty, re-roll the hits (firing on a unit that has cover): rolled 4, hit on 4+: 1 hit

# A house rule: a bonus cancels a penalty (cancel yes on both rows).
$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^\(artillery,[a-z]*,[a-z]*,hit,\)no/\1yes/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5 --vulnerable --cover --counter-battery --dice 4,1,2
0 HITS
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 4 1: 1 hit
  bonus, re-roll the misses (firing at a vulnerable target): cancelled
  penalty, re-roll the hits (firing on a unit that has cover): cancelled
  penalty, re-roll the hits (counter-battery fire): rolled 2, hit on 4+: 0 hits

# A house rule: heavy guns hit on 3+.
$ mkdir -p t/fpga && cp "$TABLES/fpga/artillery-guns.csv" t/fpga/ && sed -i 's/^heavy,9-12 pdr,6,4,/heavy,9-12 pdr,6,3,/' t/fpga/artillery-guns.csv && fpga-artillery --tables t --gun heavy --range 12 --dice 3
1 HIT
heavy gun (9-12 pdr) at 12", roundshot: 1d6 hitting on 3+, rolled 3: 1 hit

# --verbose and JSON.
$ fpga-artillery --gun heavy --range 5 --vulnerable --flank --cover --dice 1,4,4,4,2 --verbose
1 HIT
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 1 4: 1 hit
  bonus, re-roll the misses (firing at a vulnerable target, firing at the target's flank or rear): rolled 4, hit on 4+: 2 hits
  penalty, re-roll the hits (firing on a unit that has cover): rolled 4 2, hit on 4+: 1 hit
  heavy gun: d6, hit on 4+  (fpga/artillery-guns.csv:2)
  canister up to 6": 2 dice  (fpga/artillery.csv:2)
  firing at a vulnerable target: bonus, line 1  (fpga/artillery-conditions.csv:2)
  firing at the target's flank or rear: bonus, line 1  (fpga/artillery-conditions.csv:3)
  firing on a unit that has cover: penalty, line 2  (fpga/artillery-conditions.csv:4)
  a bonus pass re-rolls the misses, hit on 4+  (fpga/rerolls.csv:4)
  a penalty pass re-rolls the hits, hit on 4+  (fpga/rerolls.csv:5)
  tables: $TOP/tables ($MUSKET_TABLES)

$ fpga-artillery --gun heavy --range 5 --vulnerable --flank --cover --dice 1,4,4,4,2 --json
{"tool":"fpga-artillery","inputs":{"gun":"heavy","range":5,"vulnerable":true,"flank":true,"cover":"cover","counter_battery":false},"dice":[{"roll":"fire","sides":6,"value":1},{"roll":"fire","sides":6,"value":4},{"roll":"bonus re-roll","sides":6,"value":4},{"roll":"penalty re-roll","sides":6,"value":4},{"roll":"penalty re-roll","sides":6,"value":2}],"outcome":"hits","effect":"1 hit","modifiers":[],"gun":"heavy","range_band":"canister","gun_dice":2,"hit_on":4,"rolls":[1,4],"passes":[{"kind":"bonus","reason":"vulnerable,flank","cancelled":false,"rerolled":[0],"rolls":[4]},{"kind":"penalty","reason":"cover","cancelled":false,"rerolled":[0,1],"rolls":[4,2]}],"hits":1}

$ fpga-artillery --gun light --range 11.5 --dice 2 --json
{"tool":"fpga-artillery","inputs":{"gun":"light","range":11.5,"vulnerable":false,"flank":false,"cover":"none","counter_battery":false},"dice":[{"roll":"fire","sides":6,"value":2}],"outcome":"hits","effect":"0 hits","modifiers":[],"gun":"light","range_band":"roundshot","gun_dice":1,"hit_on":5,"rolls":[2],"passes":[],"hits":0}

# --list: the guns of fpga/artillery-guns.csv.
$ fpga-artillery --list
--gun heavy light
--cover none cover

# No fixed buffer cuts the text (issue 20, item 4): a house reason of
# 600 bytes for the re-roll goes whole into its line, rolled and in the
# odds (512 held it before).
$ mkdir -p t/fpga && cp "$TABLES/fpga/artillery-conditions.csv" t/fpga/ && sed -i "s/,firing at a vulnerable target$/,firing at a vulnerable target$(printf ' of the line%.0s' $(seq 1 50))/" t/fpga/artillery-conditions.csv && fpga-artillery -T t --gun heavy --range 5 --vulnerable --seed 1805 >out && fpga-artillery -T t --gun heavy --range 5 --vulnerable --odds >>out && awk '/vulnerable/ { print length($0), substr($0, 1, 30) "..." substr($0, length($0) - 30) }' out
687   bonus, re-roll the misses (f...ne): rolled 3, hit on 4+: 1 hit
670   bonus, re-roll the misses (f...he line of the line), hit on 4+

# Issue 32's vocabulary: --cover is a word, none or cover; the old flag
# --cover, given alone, is still cover.  The same answer each way.
$ fpga-artillery --gun heavy --range 10 --cover --dice 5,6
1 HIT
heavy gun (9-12 pdr) at 10", roundshot: 1d6 hitting on 4+, rolled 5: 1 hit
  penalty, re-roll the hits (firing on a unit that has cover): rolled 6, hit on 4+: 1 hit

$ fpga-artillery --gun heavy --range 10 --cover cover --dice 5,6
1 HIT
heavy gun (9-12 pdr) at 10", roundshot: 1d6 hitting on 4+, rolled 5: 1 hit
  penalty, re-roll the hits (firing on a unit that has cover): rolled 6, hit on 4+: 1 hit

$ fpga-artillery --gun heavy --range 10 --cover none --dice 5
1 HIT
heavy gun (9-12 pdr) at 10", roundshot: 1d6 hitting on 4+, rolled 5: 1 hit
