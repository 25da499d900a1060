# P(killed) = P(2d6 >= 12 - ones), worked by hand: 1/36 with no ones
# (6,6), 3/36 = 1/12 with one (6,5 5,6 6,6), 6/36 = 1/6 with two.
$ fpga-officer --odds
killed 2.78% (1/36)
2d6
survives               35/36  97.222%  ###################
killed                  1/36   2.778%  #

$ fpga-officer --ones 1 --odds
killed 8.33% (1/12)
2d6 +1 for 1 one
survives               11/12  91.667%  ##################
killed                  1/12   8.333%  ##

$ fpga-officer --ones 2 --odds --json
{"tool":"fpga-officer","inputs":{"reason":"combat","ones":2},"answer":{"question":"killed","p":0.16666666666666666,"fraction":"1/6"},"odds":[{"outcome":"survives","p":0.83333333333333337,"fraction":"5/6"},{"outcome":"killed","p":0.16666666666666666,"fraction":"1/6"}]}

# Ten ones or more: certain, 1 not 1/1.
$ fpga-officer --ones 10 --odds
killed 100.00% (1)
2d6 +10 for 10 ones
killed                     1 100.000%  ####################

# Overrun: no ones, 1/36.
$ fpga-officer --reason overrun --odds --json
{"tool":"fpga-officer","inputs":{"reason":"overrun","ones":0},"answer":{"question":"killed","p":0.027777777777777776,"fraction":"1/36"},"odds":[{"outcome":"survives","p":0.97222222222222221,"fraction":"35/36"},{"outcome":"killed","p":0.027777777777777776,"fraction":"1/36"}]}

# A house rule of three dice: 2d6 is no longer the roll.  3d6 >= 12 has
# 81 of 216 ways (by hand: 1 - P(3d6 <= 11) = 1 - 135/216), so 3/8.
$ mkdir -p t/fpga && cp "$TABLES/fpga/officer-roll.csv" t/fpga/ && printf 'dice,sides\n3,6\n' >t/fpga/officer-roll.csv && fpga-officer --tables t --odds
killed 37.50% (3/8)
3d6
survives                 5/8  62.500%  #############
killed                   3/8  37.500%  ########
