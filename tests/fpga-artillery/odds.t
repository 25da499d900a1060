# Heavy canister, 2 dice on 4+ (p = 1/2): 1/4, 1/2, 1/4
# (13-fpga-artillery.md's check values; by hand).
$ fpga-artillery --gun heavy --range 6 --odds

# Vulnerable: p = 1/2 + 1/2 * 1/2 = 3/4, so 1/16, 3/8, 9/16 (the spec's).
$ fpga-artillery --gun heavy --range 6 --vulnerable --odds

# Light roundshot, 1 die on 5+: 2/3, 1/3. With cover, p = 1/3 * 1/3 = 1/9;
# with cover and counter-battery p = 1/27 (by hand).
$ fpga-artillery --gun light --range 12 --odds

$ fpga-artillery --gun light --range 12 --cover --odds

$ fpga-artillery --gun light --range 12 --cover --counter-battery --odds

# Everything on a light canister: p = 1/3, bonus 1/3 + 2/3 * 1/3 = 5/9,
# then two penalties 5/9 * 1/9 = 5/81; 2 dice: (76/81)^2 = 5776/6561,
# 2 * 5/81 * 76/81 = 760/6561, 25/6561 (python fractions).
$ fpga-artillery --gun light --range 4 --vulnerable --flank --cover --counter-battery --odds

$ fpga-artillery --gun heavy --range 6 --vulnerable --odds --json
