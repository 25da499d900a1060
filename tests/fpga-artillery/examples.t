# The EXAMPLES of fpga-artillery(1), word for word.
$ fpga-artillery --gun heavy --range 5 --vulnerable --seed 1805
1 HIT
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 3 5: 1 hit
  bonus, re-roll the misses (firing at a vulnerable target): rolled 3, hit on 4+: 1 hit

$ fpga-artillery --gun light --range 10 --cover --counter-battery --dice 6,5,6
1 HIT
light gun (6-8 pdr) at 10", roundshot: 1d6 hitting on 5+, rolled 6: 1 hit
  penalty, re-roll the hits (firing on a unit that has cover): rolled 5, hit on 5+: 1 hit
  penalty, re-roll the hits (counter-battery fire): rolled 6, hit on 5+: 1 hit

# 1/16, 3/8, 9/16: a die hits with 1/2 + 1/2 * 1/2 = 3/4 (by hand; and
# tests/fpga-combat/odds-check.py).
$ fpga-artillery --gun heavy --range 6 --flank --odds
a hit 93.75% (15/16)
heavy gun (9-12 pdr) at 6", canister: 2d6 hitting on 4+
  bonus, re-roll the misses (firing at the target's flank or rear), hit on 4+
hits 0                  1/16   6.250%  100.000% or more  #
hits 1                   3/8  37.500%   93.750% or more  ########
hits 2                  9/16  56.250%   56.250% or more  ###########
hits: mean 3/2 (1.500), sd 0.612
