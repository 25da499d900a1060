# Heavy canister, 2 dice on 4+ (p = 1/2): 1/4, 1/2, 1/4
# (13-fpga-artillery.md's check values; by hand).
$ fpga-artillery --gun heavy --range 6 --odds
a hit 75.00% (3/4)
heavy gun (9-12 pdr) at 6", canister: 2d6 hitting on 4+
hits 0                   1/4  25.000%  100.000% or more  #####
hits 1                   1/2  50.000%   75.000% or more  ##########
hits 2                   1/4  25.000%   25.000% or more  #####
hits: mean 1 (1.000), sd 0.707

# Vulnerable: p = 1/2 + 1/2 * 1/2 = 3/4, so 1/16, 3/8, 9/16 (the spec's).
$ fpga-artillery --gun heavy --range 6 --vulnerable --odds
a hit 93.75% (15/16)
heavy gun (9-12 pdr) at 6", canister: 2d6 hitting on 4+
  bonus, re-roll the misses (firing at a vulnerable target), hit on 4+
hits 0                  1/16   6.250%  100.000% or more  #
hits 1                   3/8  37.500%   93.750% or more  ########
hits 2                  9/16  56.250%   56.250% or more  ###########
hits: mean 3/2 (1.500), sd 0.612

# Light roundshot, 1 die on 5+: 2/3, 1/3. With cover, p = 1/3 * 1/3 = 1/9;
# with cover and counter-battery p = 1/27 (by hand).
$ fpga-artillery --gun light --range 12 --odds
a hit 33.33% (1/3)
light gun (6-8 pdr) at 12", roundshot: 1d6 hitting on 5+
hits 0                   2/3  66.667%  100.000% or more  #############
hits 1                   1/3  33.333%   33.333% or more  #######
hits: mean 1/3 (0.333), sd 0.471

# 1/9 (python fractions, every die thrown face by face:
# tests/fpga-combat/odds-check.py).
$ fpga-artillery --gun light --range 12 --cover --odds
a hit 11.11% (1/9)
light gun (6-8 pdr) at 12", roundshot: 1d6 hitting on 5+
  penalty, re-roll the hits (firing on a unit that has cover), hit on 5+
hits 0                   8/9  88.889%  100.000% or more  ##################
hits 1                   1/9  11.111%   11.111% or more  ##
hits: mean 1/9 (0.111), sd 0.314

# 1/27 (python fractions, every die thrown face by face:
# tests/fpga-combat/odds-check.py).
$ fpga-artillery --gun light --range 12 --cover --counter-battery --odds
a hit 3.70% (1/27)
light gun (6-8 pdr) at 12", roundshot: 1d6 hitting on 5+
  penalty, re-roll the hits (firing on a unit that has cover), hit on 5+
  penalty, re-roll the hits (counter-battery fire), hit on 5+
hits 0                 26/27  96.296%  100.000% or more  ###################
hits 1                  1/27   3.704%    3.704% or more  #
hits: mean 1/27 (0.037), sd 0.189

# Everything on a light canister: p = 1/3, bonus 1/3 + 2/3 * 1/3 = 5/9,
# then two penalties 5/9 * 1/9 = 5/81; 2 dice: (76/81)^2 = 5776/6561,
# 2 * 5/81 * 76/81 = 760/6561, 25/6561 (python fractions).
$ fpga-artillery --gun light --range 4 --vulnerable --flank --cover --counter-battery --odds
a hit 11.96% (785/6561)
light gun (6-8 pdr) at 4", canister: 2d6 hitting on 5+
  bonus, re-roll the misses (firing at a vulnerable target, firing at the target's flank or rear), hit on 5+
  penalty, re-roll the hits (firing on a unit that has cover), hit on 5+
  penalty, re-roll the hits (counter-battery fire), hit on 5+
hits 0             5776/6561  88.035%  100.000% or more  ##################
hits 1              760/6561  11.584%   11.965% or more  ##
hits 2               25/6561   0.381%    0.381% or more  .
hits: mean 10/81 (0.123), sd 0.340

# The same 1/16, 3/8, 9/16 in JSON, mean 3/2 (by hand: 2 * 3/4; and
# tests/fpga-combat/odds-check.py).
$ fpga-artillery --gun heavy --range 6 --vulnerable --odds --json
{"tool":"fpga-artillery","inputs":{"gun":"heavy","range":6,"vulnerable":true,"flank":false,"cover":"none","counter_battery":false},"answer":{"question":"a hit","p":0.9375,"fraction":"15/16"},"odds":[{"outcome":"hits","p":1,"fraction":"1"}],"hits":[{"value":0,"p":0.0625,"fraction":"1/16","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.375,"fraction":"3/8","p_at_least":0.9375,"fraction_at_least":"15/16"},{"value":2,"p":0.5625,"fraction":"9/16","p_at_least":0.5625,"fraction_at_least":"9/16"}],"expected_hits":{"value":1.5,"fraction":"3/2","sd":0.61237243569579447}}
