# Luck (issue 35, 2): a heavy gun's canister, 2d6 hitting on 4+, both
# hit: a hit 1 - 1/4 = 3/4; 2 hits or more 1/4 (by hand).
$ fpga-artillery --gun heavy --range 5 --odds --dice 4,4
2 HITS
heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 4 4: 2 hits
luck: a hit: yes; this or worse 100.00% (1), this or better 75.00% (3/4)
luck: hits 2: this or worse 100.00% (1), this or better 25.00% (1/4)
