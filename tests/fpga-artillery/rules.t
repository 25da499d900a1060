# Heavy guns (9-12 pdr): canister 2 dice up to 6", hitting on 4+.
$ fpga-artillery --gun heavy --range 0 --dice 4,3

$ fpga-artillery --gun heavy --range 6 --dice 6,4

# Over 6", roundshot, 1 die, up to 16" (inclusive).
$ fpga-artillery --gun heavy --range 6.001 --dice 4

$ fpga-artillery --gun heavy --range 16 --dice 3

# Light guns (6-8 pdr): canister up to 4", roundshot to 12", on 5+.
$ fpga-artillery --gun light --range 4 --dice 5,4

$ fpga-artillery --gun light --range 4.5 --dice 5

$ fpga-artillery --gun light --range 12 --dice 4

# The bonus, a vulnerable target: the misses are re-rolled, in order,
# and hit on the gun's number.
$ fpga-artillery --gun heavy --range 5 --vulnerable --dice 3,5,4

$ fpga-artillery --gun heavy --range 5 --vulnerable --dice 1,2,6,3

# At the flank or rear: the same pass.
$ fpga-artillery --gun light --range 8 --flank --dice 4,5

# Vulnerable and at the flank is one printed line: one pass.
$ fpga-artillery --gun heavy --range 5 --vulnerable --flank --dice 1,2,3,4

# Nothing missed, nothing to re-roll.
$ fpga-artillery --gun heavy --range 5 --vulnerable --dice 4,5

# The penalties: cover re-rolls the hits, each staying a hit on 4+.
$ fpga-artillery --gun heavy --range 5 --cover --dice 6,4,3,4

# Counter-battery fire, light gun: re-rolled hits stay on 5+.
$ fpga-artillery --gun light --range 3 --counter-battery --dice 5,6,4,5

# Both penalties, two passes: the hits left by the first are re-rolled.
$ fpga-artillery --gun heavy --range 5 --cover --counter-battery --dice 6,5,4,3,4

# The bonus first, then the penalties.
$ fpga-artillery --gun heavy --range 6 --flank --cover --counter-battery --dice 1,5,4,6,4,4,1

# No hit, no penalty die.
$ fpga-artillery --gun light --range 10 --cover --dice 3

# A house rule: re-rolls judged as in combat (misses hit on 6, hits stay
# on 4+), fpga/rerolls.csv's artillery rows.
$ cp -R "$TABLES" t && sed -i 's/^artillery,bonus,misses,hit,/artillery,bonus,misses,6,/; s/^artillery,penalty,hits,hit,/artillery,penalty,hits,4,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun light --range 10 --vulnerable --dice 1,5

$ cp -R "$TABLES" t && sed -i 's/^artillery,bonus,misses,hit,/artillery,bonus,misses,6,/; s/^artillery,penalty,hits,hit,/artillery,penalty,hits,4,/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun light --range 10 --cover --dice 5,4

# A house rule: a bonus cancels a penalty (cancel yes on both rows).
$ cp -R "$TABLES" t && sed -i 's/^\(artillery,[a-z]*,[a-z]*,hit,\)no/\1yes/' t/fpga/rerolls.csv && fpga-artillery --tables t --gun heavy --range 5 --vulnerable --cover --counter-battery --dice 4,1,2

# A house rule: heavy guns hit on 3+.
$ cp -R "$TABLES" t && sed -i 's/^heavy,9-12 pdr,6,4,/heavy,9-12 pdr,6,3,/' t/fpga/artillery-guns.csv && fpga-artillery --tables t --gun heavy --range 12 --dice 3

# --verbose and JSON.
$ fpga-artillery --gun heavy --range 5 --vulnerable --flank --cover --dice 1,4,4,4,2 --verbose

$ fpga-artillery --gun heavy --range 5 --vulnerable --flank --cover --dice 1,4,4,4,2 --json

$ fpga-artillery --gun light --range 11.5 --dice 2 --json
