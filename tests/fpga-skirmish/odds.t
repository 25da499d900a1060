# SK2 without saves: each die hits on a 6, 1/6, so 0, 1, 2 hits are
# (5/6)^2 = 25/36, 2(1/6)(5/6) = 5/18 and 1/36 (by hand; 16-fpga-skirmish.md).
$ fpga-skirmish --sk 2 --odds
a hit stands 30.56% (11/36)
SK2: 2d6 hitting on 6, no save
hits 0                 25/36  69.444%  100.000% or more  ##############
hits 1                  5/18  27.778%   30.556% or more  ######
hits 2                  1/36   2.778%    2.778% or more  #
hits: mean 1/3 (0.333), sd 0.527
hits after saves 0       25/36  69.444%  100.000% or more  ##############
hits after saves 1        5/18  27.778%   30.556% or more  ######
hits after saves 2        1/36   2.778%    2.778% or more  #
hits after saves: mean 1/3 (0.333), sd 0.527

# With saves on 4+, a hit stands with 1/6 * 1/2 = 1/12 a die: (11/12)^2 =
# 121/144, 2(1/12)(11/12) = 11/72 and 1/144; hits before the saves as above.
$ fpga-skirmish --sk 2 --save --odds
a hit stands 15.97% (23/144)
SK2: 2d6 hitting on 6, saves on 4+ (given by --save)
hits 0                 25/36  69.444%  100.000% or more  ##############
hits 1                  5/18  27.778%   30.556% or more  ######
hits 2                  1/36   2.778%    2.778% or more  #
hits: mean 1/3 (0.333), sd 0.527
hits after saves 0     121/144  84.028%  100.000% or more  #################
hits after saves 1       11/72  15.278%   15.972% or more  ###
hits after saves 2       1/144   0.694%    0.694% or more  .
hits after saves: mean 1/6 (0.167), sd 0.391

# SK1 in a town: 11/12 and 1/12, as a town gives the save.
$ fpga-skirmish --sk 1 --target-town --odds
a hit stands 8.33% (1/12)
SK1: 1d6 hitting on 6, saves on 4+ (in a town or redoubt)
hits 0                   5/6  83.333%  100.000% or more  #################
hits 1                   1/6  16.667%   16.667% or more  ###
hits: mean 1/6 (0.167), sd 0.373
hits after saves 0       11/12  91.667%  100.000% or more  ##################
hits after saves 1        1/12   8.333%    8.333% or more  ##
hits after saves: mean 1/12 (0.083), sd 0.276

# The same in JSON: expected hits 1/3, after saves 1/6 (python fractions,
# every die thrown face by face: tests/fpga-combat/odds-check.py).
$ fpga-skirmish --sk 2 --save --odds --json
{"tool":"fpga-skirmish","inputs":{"sk":"2","range":null,"target_type":"infantry","save":true,"target_mx":false,"target_near_cavalry":false,"target_town":false},"answer":{"question":"a hit stands","p":0.15972222222222221,"fraction":"23/144"},"odds":[{"outcome":"hits","p":1,"fraction":"1"}],"hits":[{"value":0,"p":0.69444444444444442,"fraction":"25/36","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.27777777777777779,"fraction":"5/18","p_at_least":0.30555555555555558,"fraction_at_least":"11/36"},{"value":2,"p":0.027777777777777776,"fraction":"1/36","p_at_least":0.027777777777777776,"fraction_at_least":"1/36"}],"hits_after_saves":[{"value":0,"p":0.84027777777777779,"fraction":"121/144","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.15277777777777779,"fraction":"11/72","p_at_least":0.15972222222222221,"fraction_at_least":"23/144"},{"value":2,"p":0.0069444444444444441,"fraction":"1/144","p_at_least":0.0069444444444444441,"fraction_at_least":"1/144"}],"expected_hits":{"value":0.33333333333333331,"fraction":"1/3","sd":0.52704627669472992},"expected_hits_after_saves":{"value":0.16666666666666666,"fraction":"1/6","sd":0.39086797998528583}}
