# SK2 without saves: each die hits on a 6, 1/6, so 0, 1, 2 hits are
# (5/6)^2 = 25/36, 2(1/6)(5/6) = 5/18 and 1/36 (by hand; 16-fpga-skirmish.md).
$ fpga-skirmish --sk 2 --odds

# With saves on 4+, a hit stands with 1/6 * 1/2 = 1/12 a die: (11/12)^2 =
# 121/144, 2(1/12)(11/12) = 11/72 and 1/144; hits before the saves as above.
$ fpga-skirmish --sk 2 --save --odds

# SK1 in a town: 11/12 and 1/12, as a town gives the save.
$ fpga-skirmish --sk 1 --target-town --odds

$ fpga-skirmish --sk 2 --save --odds --json
