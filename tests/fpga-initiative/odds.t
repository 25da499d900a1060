# P(a wins), checked against 17-fpga-initiative.md and an independent
# python fractions enumeration of every roll and re-roll,
# tests/fpga-combat/odds-check.py (the d4 breaks
# a tie of totals in favour of either side with chance 1/2).
$ fpga-initiative --odds
a wins 50.00% (1/2)
a re-rolls nothing
b re-rolls nothing
a_wins                   1/2  50.000%  ##########
b_wins                   1/2  50.000%  ##########
CDs a spends 0             1 100.000%  100.000% or fewer  ####################
CDs a spends: mean 0 (0.000), sd 0.000
CDs b spends 0             1 100.000%  100.000% or fewer  ####################
CDs b spends: mean 0 (0.000), sd 0.000

# 3481/5184 (tests/fpga-combat/odds-check.py).
$ fpga-initiative --a-rerolls 1 --odds
a wins 67.15% (3481/5184)
a re-rolls its lowest die when lower, or when behind after the other's re-rolls
b re-rolls nothing
a_wins             3481/5184  67.149%  #############
b_wins             1703/5184  32.851%  #######
CDs a spends 0           1/2  50.000%   50.000% or fewer  ##########
CDs a spends 1           1/2  50.000%  100.000% or fewer  ##########
CDs a spends: mean 1/2 (0.500), sd 0.500
CDs b spends 0             1 100.000%  100.000% or fewer  ####################
CDs b spends: mean 0 (0.000), sd 0.000

# 10331/15552 (tests/fpga-combat/odds-check.py).
$ fpga-initiative --a-rerolls 2 --odds
a wins 66.43% (10331/15552)
a re-rolls its 2 lowest dice when lower, or when behind after the other's re-rolls
b re-rolls nothing
a_wins           10331/15552  66.429%  #############
b_wins            5221/15552  33.571%  #######
CDs a spends 0           1/2  50.000%   50.000% or fewer  ##########
CDs a spends 2           1/2  50.000%  100.000% or fewer  ##########
CDs a spends: mean 1 (1.000), sd 1.000
CDs b spends 0             1 100.000%  100.000% or fewer  ####################
CDs b spends: mean 0 (0.000), sd 0.000

# 1/2, each side spending 3481/5184 (tests/fpga-combat/odds-check.py).
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --odds
a wins 50.00% (1/2)
a re-rolls its lowest die when lower, or when behind after the other's re-rolls
b re-rolls its lowest die when lower, or when behind after the other's re-rolls
a_wins                   1/2  50.000%  ##########
b_wins                   1/2  50.000%  ##########
CDs a spends 0     1703/5184  32.851%   32.851% or fewer  #######
CDs a spends 1     3481/5184  67.149%  100.000% or fewer  #############
CDs a spends: mean 3481/5184 (0.671), sd 0.470
CDs b spends 0     1703/5184  32.851%   32.851% or fewer  #######
CDs b spends 1     3481/5184  67.149%  100.000% or fewer  #############
CDs b spends: mean 3481/5184 (0.671), sd 0.470

# 1703/5184, b spending with 1/2 (tests/fpga-combat/odds-check.py).
$ fpga-initiative --b-rerolls 1 --odds --json
{"tool":"fpga-initiative","inputs":{"names":"a,b","a_rerolls":0,"b_rerolls":1,"a_reroll_dice":null,"b_reroll_dice":null},"answer":{"question":"a wins","p":0.32851080246913578,"fraction":"1703/5184"},"odds":[{"outcome":"a_wins","p":0.32851080246913578,"fraction":"1703/5184"},{"outcome":"b_wins","p":0.67148919753086422,"fraction":"3481/5184"}],"a_cds":[{"value":0,"p":1,"fraction":"1","p_at_least":1,"fraction_at_least":"1","p_at_most":1,"fraction_at_most":"1"}],"b_cds":[{"value":0,"p":0.5,"fraction":"1/2","p_at_least":1,"fraction_at_least":"1","p_at_most":0.5,"fraction_at_most":"1/2"},{"value":1,"p":0.5,"fraction":"1/2","p_at_least":0.5,"fraction_at_least":"1/2","p_at_most":1,"fraction_at_most":"1"}],"expected_a_cds":{"value":0,"fraction":"0","sd":0},"expected_b_cds":{"value":0.5,"fraction":"1/2","sd":0.5}}

# Two CDs against one: 268583/559872 (the python enumeration), a second
# CD for a does worse than none against b's one; two against two: 1/2.
$ fpga-initiative --a-rerolls 2 --b-rerolls 1 --odds
a wins 47.97% (268583/559872)
a re-rolls its 2 lowest dice when lower, or when behind after the other's re-rolls
b re-rolls its lowest die when lower, or when behind after the other's re-rolls
a_wins           268583/559872  47.972%  ##########
b_wins           291289/559872  52.028%  ##########
CDs a spends 0     1703/5184  32.851%   32.851% or fewer  #######
CDs a spends 2     3481/5184  67.149%  100.000% or fewer  #############
CDs a spends: mean 3481/2592 (1.343), sd 0.939
CDs b spends 0    5221/15552  33.571%   33.571% or fewer  #######
CDs b spends 1   10331/15552  66.429%  100.000% or fewer  #############
CDs b spends: mean 10331/15552 (0.664), sd 0.472

# 1/2, each side spending 10331/15552 (tests/fpga-combat/odds-check.py).
$ fpga-initiative --a-rerolls 2 --b-rerolls 2 --odds --json
{"tool":"fpga-initiative","inputs":{"names":"a,b","a_rerolls":2,"b_rerolls":2,"a_reroll_dice":null,"b_reroll_dice":null},"answer":{"question":"a wins","p":0.5,"fraction":"1/2"},"odds":[{"outcome":"a_wins","p":0.5,"fraction":"1/2"},{"outcome":"b_wins","p":0.5,"fraction":"1/2"}],"a_cds":[{"value":0,"p":0.33571244855967081,"fraction":"5221/15552","p_at_least":1,"fraction_at_least":"1","p_at_most":0.33571244855967081,"fraction_at_most":"5221/15552"},{"value":2,"p":0.66428755144032925,"fraction":"10331/15552","p_at_least":0.66428755144032925,"fraction_at_least":"10331/15552","p_at_most":1,"fraction_at_most":"1"}],"b_cds":[{"value":0,"p":0.33571244855967081,"fraction":"5221/15552","p_at_least":1,"fraction_at_least":"1","p_at_most":0.33571244855967081,"fraction_at_most":"5221/15552"},{"value":2,"p":0.66428755144032925,"fraction":"10331/15552","p_at_least":0.66428755144032925,"fraction_at_least":"10331/15552","p_at_most":1,"fraction_at_most":"1"}],"expected_a_cds":{"value":1.3285751028806585,"fraction":"10331/7776","sd":0.94447784609643692},"expected_b_cds":{"value":1.3285751028806585,"fraction":"10331/7776","sd":0.94447784609643692}}

# Named dice: a always re-rolls its second die when its turn comes, b its
# lowest when lower or behind: a wins 31969/93312, b spends a CD
# 4777/7776 of the time (python, the same enumeration with a's policy
# replaced).
$ fpga-initiative --a-reroll-dice 2 --b-rerolls 1 --odds
a wins 34.26% (31969/93312)
a re-rolls die 2
b re-rolls its lowest die when lower, or when behind after the other's re-rolls
a_wins           31969/93312  34.260%  #######
b_wins           61343/93312  65.740%  #############
CDs a spends 1             1 100.000%  100.000% or fewer  ####################
CDs a spends: mean 1 (1.000), sd 0.000
CDs b spends 0     2999/7776  38.567%   38.567% or fewer  ########
CDs b spends 1     4777/7776  61.433%  100.000% or fewer  ############
CDs b spends: mean 4777/7776 (0.614), sd 0.487

# The CDs each side spends with one each: 3481/5184, as the lower side
# always spends (1/2) and the higher side when the other's re-roll put
# it ahead, 889/2592 of the half it is higher (by hand from the (1,0)
# row: (3481/5184 - 1/2) x 2).
$ fpga-initiative --a-rerolls 1 --b-rerolls 1 --odds --json
{"tool":"fpga-initiative","inputs":{"names":"a,b","a_rerolls":1,"b_rerolls":1,"a_reroll_dice":null,"b_reroll_dice":null},"answer":{"question":"a wins","p":0.5,"fraction":"1/2"},"odds":[{"outcome":"a_wins","p":0.5,"fraction":"1/2"},{"outcome":"b_wins","p":0.5,"fraction":"1/2"}],"a_cds":[{"value":0,"p":0.32851080246913578,"fraction":"1703/5184","p_at_least":1,"fraction_at_least":"1","p_at_most":0.32851080246913578,"fraction_at_most":"1703/5184"},{"value":1,"p":0.67148919753086422,"fraction":"3481/5184","p_at_least":0.67148919753086422,"fraction_at_least":"3481/5184","p_at_most":1,"fraction_at_most":"1"}],"b_cds":[{"value":0,"p":0.32851080246913578,"fraction":"1703/5184","p_at_least":1,"fraction_at_least":"1","p_at_most":0.32851080246913578,"fraction_at_most":"1703/5184"},{"value":1,"p":0.67148919753086422,"fraction":"3481/5184","p_at_least":0.67148919753086422,"fraction_at_least":"3481/5184","p_at_most":1,"fraction_at_most":"1"}],"expected_a_cds":{"value":0.67148919753086422,"fraction":"3481/5184","sd":0.46967164607864104},"expected_b_cds":{"value":0.67148919753086422,"fraction":"3481/5184","sd":0.46967164607864104}}
