# --vary over a distance, A..B by steps of 1 from A: a light gun fires
# canister (2 dice) up to 4, roundshot (1 die) beyond; a die hits on 5+
# (p = 1/3).  A hit: 1 - (2/3)^2 = 5/9 at 3.5, 1/3 at 4.5 and 5.5; the
# mean hits 2/3, 1/3, 1/3 (by hand, 13-fpga-artillery.md's dice).
$ fpga-artillery --gun light --odds --vary range=3.5..5.5
best range=3.5: a hit 55.56% (5/9)
range   answer expected_hits  fraction
3.5    55.556%         0.667  5/9
4.5    33.333%         0.333  1/3
5.5    33.333%         0.333  1/3

# A grid, a distance down and a flag across: vulnerable, a miss rolls
# again, p = 1/3 + 2/3 * 1/3 = 5/9: 1 - (4/9)^2 = 65/81 with canister,
# 5/9 with roundshot (by hand).
$ fpga-artillery --gun light --odds --vary range=3.5,4.5 --vary vulnerable
best range=3.5 vulnerable=yes: a hit 80.25% (65/81)
range\vulnerable       no      yes
3.5               55.556%  80.247%
4.5               33.333%  55.556%

# The distance's own check, on a value of a list.
$ fpga-artillery --gun light --odds --vary range=3.5,4.25,4.0001
! fpga-artillery: --range: '4.0001' has more than three decimals
[2]
