# How lucky (issue 35, 2): a hit of 1d6 at 6: 1/6 (by hand)
$ fpga-skirmish --sk 1 --odds --dice 6
1 HIT  on the infantry
SK1: 1d6 hitting on 6, rolled 6: 1 hit
no save
only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
luck: a hit stands: yes; this or worse 100.00% (1), this or better 16.67% (1/6)
luck: hits 1: this or worse 100.00% (1), this or better 16.67% (1/6)
luck: hits after saves 1: this or worse 100.00% (1), this or better 16.67% (1/6)
