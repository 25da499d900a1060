# The EXAMPLES of fpga-skirmish(1), word for word.
$ fpga-skirmish --sk 2 --range 4.5 --seed 1805
0 HITS  on the infantry
SK2 at 4.5": 2d6 hitting on 6, rolled 3 5: 0 hits
no save
only the side with the initiative makes SK attacks; no more than 1 SK attacker per target

$ fpga-skirmish --sk 2 --target-type artillery --target-town --dice 6,6,4,2
1 HIT  on the artillery
SK2: 2d6 hitting on 6, rolled 6 6: 2 hits
saves on 4+ (in a town or redoubt): rolled 4 2, 1 saved
only the side with the initiative makes SK attacks; no more than 1 SK attacker per target
