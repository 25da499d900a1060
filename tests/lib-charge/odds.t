# Regular against regular, no modifiers: R = a - d.  Swept needs 10-1
# (1/100) in the first round, or a struggle (1/10) and then the same in
# the re-rolls, where both sides are -1: 1/100 + 1/10 * 1/100 / (9/10)
# = 1/90.  Expected stands per side: (2 + 14 + 10)/100 in the first
# round, then 56/100 a re-roll (Hard Pressed and Falter cost a stand once
# disordered), over 9/10: 26/100 + 1/10 * 56/90 = 29/90.  The rows of
# stands lost, and those of the next case, were checked by a python
# fractions model: the first round's losses, or 1 for the struggle plus
# K more (P(K = k) = 9/10 (1/10)^k) plus the ending re-roll's.
# rows checked by tests/lib-charge/model.py
$ lib-charge --odds
the attacker carries the position 50.00% (1/2)
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker 0 -> -1 (disordered by the struggle -1); defender 0 -> -1 (disordered by the struggle -1)
swept from the field        1/90   1.111%  .
driven back             7/45  15.556%  ###
hard pressed             1/3  33.333%  #######
falter                   1/3  33.333%  #######
recoil                  7/45  15.556%  ###
repulsed                1/90   1.111%  .
struggle                1/10  10.000%  ##
attacker stands lost 0         3/4  75.000%  100.000% or more  ###############
attacker stands lost 1      37/200  18.500%   25.000% or more  ####
attacker stands lost 2    117/2000   5.850%    6.500% or more  #
attacker stands lost 3   117/20000   0.585%    0.650% or more  .
attacker stands lost 4 or more    13/20000   0.065%    0.065% or more  .
attacker stands lost: mean 29/90 (0.322), sd 0.616
defender stands lost 0         3/4  75.000%  100.000% or more  ###############
defender stands lost 1      37/200  18.500%   25.000% or more  ####
defender stands lost 2    117/2000   5.850%    6.500% or more  #
defender stands lost 3   117/20000   0.585%    0.650% or more  .
defender stands lost 4 or more    13/20000   0.065%    0.065% or more  .
defender stands lost: mean 29/90 (0.322), sd 0.616

# rows checked by tests/lib-charge/model.py
$ lib-charge --odds --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"answer":{"question":"the attacker carries the position","p":0.5,"fraction":"1/2"},"odds":[{"outcome":"swept","p":0.011111111111111112,"fraction":"1/90"},{"outcome":"driven_back","p":0.15555555555555556,"fraction":"7/45"},{"outcome":"hard_pressed","p":0.33333333333333331,"fraction":"1/3"},{"outcome":"falter","p":0.33333333333333331,"fraction":"1/3"},{"outcome":"recoil","p":0.15555555555555556,"fraction":"7/45"},{"outcome":"repulsed","p":0.011111111111111112,"fraction":"1/90"}],"p_rein_in":{"p":0,"fraction":"0"},"fallen_leader":{"attacker":null,"defender":null},"stands_lost":{"attacker":[{"value":0,"p":0.75,"fraction":"3/4","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.185,"fraction":"37/200","p_at_least":0.25,"fraction_at_least":"1/4"},{"value":2,"p":0.058500000000000003,"fraction":"117/2000","p_at_least":0.065000000000000002,"fraction_at_least":"13/200"},{"value":3,"p":0.0058500000000000002,"fraction":"117/20000","p_at_least":0.0064999999999999997,"fraction_at_least":"13/2000"},{"value":4,"or_more":true,"p":0.00064999999999999997,"fraction":"13/20000","p_at_least":0.00064999999999999997,"fraction_at_least":"13/20000"}],"defender":[{"value":0,"p":0.75,"fraction":"3/4","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.185,"fraction":"37/200","p_at_least":0.25,"fraction_at_least":"1/4"},{"value":2,"p":0.058500000000000003,"fraction":"117/2000","p_at_least":0.065000000000000002,"fraction_at_least":"13/200"},{"value":3,"p":0.0058500000000000002,"fraction":"117/20000","p_at_least":0.0064999999999999997,"fraction_at_least":"13/2000"},{"value":4,"or_more":true,"p":0.00064999999999999997,"fraction":"13/20000","p_at_least":0.00064999999999999997,"fraction_at_least":"13/20000"}]},"p_desperate_struggle":{"p":0.10000000000000001,"fraction":"1/10"},"expected_stands_lost":{"attacker":{"value":0.32222222222222224,"fraction":"29/90","sd":0.61553951042064625},"defender":{"value":0.32222222222222224,"fraction":"29/90","sd":0.61553951042064625}}}

# Cold steel +1 is lost in the struggle: the first round is +1, the
# re-rolls even.  Swept: 3/100 + 9/100 * (1/100) / (9/10) = 31/1000.
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-cold-steel --odds
the attacker carries the position 59.50% (119/200)
modifiers: attacker +1 (regular 0, worn 0, cold-steel +1); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker +1 -> -1 (disordered by the struggle -1, cold-steel lost -1); defender 0 -> -1 (disordered by the struggle -1)
swept from the field     31/1000   3.100%  #
driven back           97/500  19.400%  ####
hard pressed          37/100  37.000%  #######
falter                29/100  29.000%  ######
recoil                57/500  11.400%  ##
repulsed              1/1000   0.100%  .
struggle               9/100   9.000%  ##
attacker stands lost 0      81/100  81.000%  100.000% or more  ################
attacker stands lost 1    281/2000  14.050%   19.000% or more  ###
attacker stands lost 2   873/20000   4.365%    4.950% or more  #
attacker stands lost 3 1053/200000   0.526%    0.585% or more  .
attacker stands lost 4 or more  117/200000   0.059%    0.059% or more  .
attacker stands lost: mean 123/500 (0.246), sd 0.559
defender stands lost 0        7/10  70.000%  100.000% or more  ##############
defender stands lost 1    441/2000  22.050%   30.000% or more  ####
defender stands lost 2  1273/20000   6.365%    7.950% or more  #
defender stands lost 3 3053/200000   1.526%    1.585% or more  .
defender stands lost 4 or more  117/200000   0.059%    0.059% or more  .
defender stands lost: mean 99/250 (0.396), sd 0.682

# The issue's scenario.
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker elite --attacker-condition fresh --attacker-cavalry --terrain open --defender militia --defender-formation hasty-square --odds
the attacker carries the position 93.58% (889/950)
modifiers: attacker +4 (elite +1, fresh +2, cavalry charge hasty-square +1); defender -2 (militia -1, worn 0, hasty-square -1)
re-roll modifiers: attacker +4 -> +2 (disordered by the struggle -1, cavalry charge lost -1); defender -2 -> -3 (disordered by the struggle -1)
swept from the field    686/2375  28.884%  ######
driven back         889/2375  37.432%  #######
hard pressed         259/950  27.263%  #####
falter                61/950   6.421%  #
recoil                     0   0.000%
repulsed                   0   0.000%
struggle                1/25   4.000%  #
rein-in passes    6223/23750  26.202%  #####
attacker stands lost 0       24/25  96.000%  100.000% or more  ###################
attacker stands lost 1      17/500   3.400%    4.000% or more  #
attacker stands lost 2    57/10000   0.570%    0.600% or more  .
attacker stands lost 3 or more     3/10000   0.030%    0.030% or more  .
attacker stands lost: mean 22/475 (0.046), sd 0.240
defender stands lost 0        8/25  32.000%  100.000% or more  ######
defender stands lost 1       1/250   0.400%   68.000% or more  .
defender stands lost 2   2211/5000  44.220%   67.600% or more  #########
defender stands lost 3 7661/100000   7.661%   23.380% or more  ##
defender stands lost 4 105661/2000000   5.283%   15.719% or more  #
defender stands lost 5 1669661/40000000   4.174%   10.436% or more  #
defender stands lost 6 25029661/800000000   3.129%    6.262% or more  #
defender stands lost 7 333829661/16000000000   2.086%    3.133% or more  .
defender stands lost 8 3341829661/320000000000   1.044%    1.047% or more  .
defender stands lost 9 or more 7464719/320000000000   0.002%    0.002% or more  .
defender stands lost: mean 929/475 (1.956), sd 1.829

# Both already disordered: every round is a re-roll round.
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-disordered --defender-disordered --odds
the attacker carries the position 50.00% (1/2)
modifiers: attacker -1 (regular 0, worn 0, disordered -1); defender -1 (regular 0, worn 0, disordered -1)
re-roll modifiers: attacker -1 -> -1 (unchanged); defender -1 -> -1 (unchanged)
swept from the field        1/90   1.111%  .
driven back             7/45  15.556%  ###
hard pressed             1/3  33.333%  #######
falter                   1/3  33.333%  #######
recoil                  7/45  15.556%  ###
repulsed                1/90   1.111%  .
struggle                1/10  10.000%  ##
attacker stands lost 0        9/20  45.000%  100.000% or more  #########
attacker stands lost 1      97/200  48.500%   55.000% or more  ##########
attacker stands lost 2    117/2000   5.850%    6.500% or more  #
attacker stands lost 3   117/20000   0.585%    0.650% or more  .
attacker stands lost 4 or more    13/20000   0.065%    0.065% or more  .
attacker stands lost: mean 28/45 (0.622), sd 0.629
defender stands lost 0        9/20  45.000%  100.000% or more  #########
defender stands lost 1      97/200  48.500%   55.000% or more  ##########
defender stands lost 2    117/2000   5.850%    6.500% or more  #
defender stands lost 3   117/20000   0.585%    0.650% or more  .
defender stands lost 4 or more    13/20000   0.065%    0.065% or more  .
defender stands lost: mean 28/45 (0.622), sd 0.629

# Out of reach of a struggle in the first round: +10 always sweeps.
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker guard --attacker-condition fresh --attacker-leader --attacker-cold-steel --attacker-cavalry --defender peasant --defender-condition spent --defender-outnumbered 3:1 --defender-formation march --odds --json
{"tool":"lib-charge","inputs":{"attacker_quality":"guard","attacker_condition":"fresh","attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":true,"attacker_gaucho":false,"attacker_type":"cavalry","attacker_cold_steel":true,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"peasant","defender_condition":"spent","defender_stands":null,"defender_rating":null,"defender_outnumbered":"3:1","defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"march","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"answer":{"question":"the attacker carries the position","p":1,"fraction":"1"},"odds":[{"outcome":"swept","p":1,"fraction":"1"},{"outcome":"driven_back","p":0,"fraction":"0"},{"outcome":"hard_pressed","p":0,"fraction":"0"},{"outcome":"falter","p":0,"fraction":"0"},{"outcome":"recoil","p":0,"fraction":"0"},{"outcome":"repulsed","p":0,"fraction":"0"}],"fallen_leader":{"attacker":[{"outcome":"Shot dead in the saddle","p":0,"fraction":"0"},{"outcome":"Mortally wounded","p":0,"fraction":"0"},{"outcome":"Grievously wounded","p":0,"fraction":"0"},{"outcome":"Flesh wound","p":0,"fraction":"0"},{"outcome":"Horse shot out from under him","p":0,"fraction":"0"},{"outcome":"Coat pierced but unscathed","p":0,"fraction":"0"},{"outcome":"Staff officer struck","p":0,"fraction":"0"},{"outcome":"Coolly ignores the fire","p":0,"fraction":"0"}],"defender":null},"stands_lost":{"attacker":[{"value":0,"p":1,"fraction":"1","p_at_least":1,"fraction_at_least":"1"}],"defender":[{"value":2,"p":0.01,"fraction":"1/100","p_at_least":1,"fraction_at_least":"1"},{"value":3,"p":0.02,"fraction":"1/50","p_at_least":0.98999999999999999,"fraction_at_least":"99/100"},{"value":4,"p":0.029999999999999999,"fraction":"3/100","p_at_least":0.96999999999999997,"fraction_at_least":"97/100"},{"value":5,"p":0.040000000000000001,"fraction":"1/25","p_at_least":0.93999999999999995,"fraction_at_least":"47/50"},{"value":6,"p":0.050000000000000003,"fraction":"1/20","p_at_least":0.90000000000000002,"fraction_at_least":"9/10"},{"value":7,"p":0.059999999999999998,"fraction":"3/50","p_at_least":0.84999999999999998,"fraction_at_least":"17/20"},{"value":8,"p":0.070000000000000007,"fraction":"7/100","p_at_least":0.79000000000000004,"fraction_at_least":"79/100"},{"value":9,"p":0.080000000000000002,"fraction":"2/25","p_at_least":0.71999999999999997,"fraction_at_least":"18/25"},{"value":10,"p":0.089999999999999997,"fraction":"9/100","p_at_least":0.64000000000000001,"fraction_at_least":"16/25"},{"value":11,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.55000000000000004,"fraction_at_least":"11/20"},{"value":12,"p":0.089999999999999997,"fraction":"9/100","p_at_least":0.45000000000000001,"fraction_at_least":"9/20"},{"value":13,"p":0.080000000000000002,"fraction":"2/25","p_at_least":0.35999999999999999,"fraction_at_least":"9/25"},{"value":14,"p":0.070000000000000007,"fraction":"7/100","p_at_least":0.28000000000000003,"fraction_at_least":"7/25"},{"value":15,"p":0.059999999999999998,"fraction":"3/50","p_at_least":0.20999999999999999,"fraction_at_least":"21/100"},{"value":16,"p":0.050000000000000003,"fraction":"1/20","p_at_least":0.14999999999999999,"fraction_at_least":"3/20"},{"value":17,"p":0.040000000000000001,"fraction":"1/25","p_at_least":0.10000000000000001,"fraction_at_least":"1/10"},{"value":18,"p":0.029999999999999999,"fraction":"3/100","p_at_least":0.059999999999999998,"fraction_at_least":"3/50"},{"value":19,"p":0.02,"fraction":"1/50","p_at_least":0.029999999999999999,"fraction_at_least":"3/100"},{"value":20,"p":0.01,"fraction":"1/100","p_at_least":0.01,"fraction_at_least":"1/100"}]},"p_desperate_struggle":{"p":0,"fraction":"0"},"p_rein_in":{"p":0,"fraction":"0"},"expected_stands_lost":{"attacker":{"value":0,"fraction":"0","sd":0},"defender":{"value":11,"fraction":"11","sd":4.0620192023179804}}}

# -e with --odds: the odds are printed, the status is 0.
$ lib-charge --odds -e >/dev/null

# A house rule changes the odds: no struggle at all, 0 is Hard Pressed.
$ mkdir -p t/lib && cp "$TABLES/lib/effects.csv" t/lib/ && cp "$TABLES/lib/results.csv" t/lib/ && sed -i '/^0,0,desperate_struggle/d; s/^1,4,hard_pressed/0,4,hard_pressed/' t/lib/results.csv && sed -i '/^desperate_struggle,/d' t/lib/effects.csv && lib-charge -T t --odds
the attacker carries the position 55.00% (11/20)
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
swept from the field       1/100   1.000%  .
driven back             7/50  14.000%  ###
hard pressed             2/5  40.000%  ########
falter                  3/10  30.000%  ######
recoil                  7/50  14.000%  ###
repulsed               1/100   1.000%  .
struggle                   0   0.000%
attacker stands lost 0       17/20  85.000%  100.000% or more  #################
attacker stands lost 1        7/50  14.000%   15.000% or more  ###
attacker stands lost 2       1/100   1.000%    1.000% or more  .
attacker stands lost: mean 4/25 (0.160), sd 0.393
defender stands lost 0       17/20  85.000%  100.000% or more  #################
defender stands lost 1        7/50  14.000%   15.000% or more  ###
defender stands lost 2       1/100   1.000%    1.000% or more  .
defender stands lost: mean 4/25 (0.160), sd 0.393

# Issue 33, item 16: a countercharge over open ground, defender +2 in
# the first round, lost with the struggle.  First round: R = a - d - 2,
# struggle 8/100; re-rolls both -1, even: struggle 1/10.  Carried, by
# hand: P(a - d >= 3) = 28/100, + 8/100 * (45/100)/(9/10) = 8/25.  Sums
# to 1 (python fractions); rows checked by tests/lib-charge/model.py (python fractions).
$ lib-charge --defender-cavalry --defender-countercharge --odds
the attacker carries the position 32.00% (8/25)
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, worn 0, cavalry charge open +2)
re-roll modifiers: attacker 0 -> -1 (disordered by the struggle -1); defender +2 -> -1 (disordered by the struggle -1, cavalry charge lost -2)
swept from the field      1/1125   0.089%  .
driven back         163/2250   7.244%  #
hard pressed          37/150  24.667%  #####
falter                 29/75  38.667%  ########
recoil              523/2250  23.244%  #####
repulsed            137/2250   6.089%  #
struggle                2/25   8.000%  ##
rein-in passes        34/125  27.200%  #####
attacker stands lost 0       16/25  64.000%  100.000% or more  #############
attacker stands lost 1       9/250   3.600%   36.000% or more  #
attacker stands lost 2    347/1250  27.760%   32.400% or more  ######
attacker stands lost 3   869/25000   3.476%    4.640% or more  #
attacker stands lost 4 2869/250000   1.148%    1.164% or more  .
attacker stands lost 5 or more   41/250000   0.016%    0.016% or more  .
attacker stands lost: mean 167/225 (0.742), sd 1.047
defender stands lost 0       43/50  86.000%  100.000% or more  #################
defender stands lost 1      12/125   9.600%   14.000% or more  ##
defender stands lost 2     97/2500   3.880%    4.400% or more  #
defender stands lost 3   117/25000   0.468%    0.520% or more  .
defender stands lost 4 or more    13/25000   0.052%    0.052% or more  .
defender stands lost: mean 427/2250 (0.190), sd 0.516
