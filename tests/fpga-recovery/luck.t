# How lucky (issue 35, 2): 1d6 under 3 hits: a 1 or 2, 1/3; the 2
# recovered: this or better 1/3, this or worse 1 (by hand)
$ fpga-recovery --hits 3 --dice 2 --odds
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left
if the unit is at least 20" from any enemy and its force is inactive this pulse
luck: a hit removed: yes; this or worse 100.00% (1), this or better 33.33% (1/3)
luck: recovered: this result 33.33% (1/3)
