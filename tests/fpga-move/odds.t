# Near the enemy, six equal distances, 1/6 each (by hand: 4 + 1..6).
$ fpga-move --type slow-infantry --near --odds
inches moved, on average 7.500 (15/2)
slow-infantry within 6" of the enemy: 4" + 1d6
inches 5                 1/6  16.667%  100.000% or more  ###
inches 6                 1/6  16.667%   83.333% or more  ###
inches 7                 1/6  16.667%   66.667% or more  ###
inches 8                 1/6  16.667%   50.000% or more  ###
inches 9                 1/6  16.667%   33.333% or more  ###
inches 10                1/6  16.667%   16.667% or more  ###
inches: mean 15/2 (7.500), sd 1.708

# Away from the enemy: one distance, certain.
$ fpga-move --type slow-infantry --odds
inches moved, on average 10.000 (10)
slow-infantry away from the enemy: 10"
inches 10                  1 100.000%  100.000% or more  ####################
inches: mean 10 (10.000), sd 0.000

# With the CD re-rolling 1-3: each of 1..3 is 1/2 x 1/6 = 1/12, each of
# 4..6 is 1/6 + 1/12 = 1/4 (by hand).
$ fpga-move --type slow-infantry --enemy near --cd-reroll --odds
inches moved, on average 8.250 (33/4)
slow-infantry within 6" of the enemy: 4" + 1d6, a CD re-rolling 1 to 3
inches 5                1/12   8.333%  100.000% or more  ##
inches 6                1/12   8.333%   91.667% or more  ##
inches 7                1/12   8.333%   83.333% or more  ##
inches 8                 1/4  25.000%   75.000% or more  #####
inches 9                 1/4  25.000%   50.000% or more  #####
inches 10                1/4  25.000%   25.000% or more  #####
inches: mean 33/4 (8.250), sd 1.534

# Costs and the floor: 5..10 less 6 for 3 obstacles: 0 (1/6 + 1/6:
# 5 and 6 both floor at 0), then 1, 2, 3, 4 each 1/6.
$ fpga-move --type slow-infantry --near --obstacles 3 --odds --json
{"tool":"fpga-move","inputs":{"type":"slow-infantry","enemy":"near","enemy_distance":null,"cd_reroll":false,"change_face":false,"obstacles":3,"interpenetrate":0,"terrain":"clear","skirmisher":false,"retro":false,"clear_first":null},"answer":{"question":"inches moved, on average","value":1.6666666666666667,"fraction":"5/3"},"odds":[{"outcome":"moves","p":1,"fraction":"1"}],"distance":[{"value":0,"p":0.33333333333333331,"fraction":"1/3","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"},{"value":2,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.5,"fraction_at_least":"1/2"},{"value":3,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.33333333333333331,"fraction_at_least":"1/3"},{"value":4,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"expected_distance":{"value":1.6666666666666667,"fraction":"5/3","sd":1.4907119849998598}}

# Rough ground and a retrograde move, 1/4 of 10 + 1..6: 2.75" to 4",
# counted in quarter inches, 11 to 16, 1/6 each (by hand).
$ fpga-move --type light-cavalry --near --terrain rough --retro --odds
inches moved, on average 3.375 (27/8)
light-cavalry within 6" of the enemy: 10" + 1d6
quarter inches 11         1/6  16.667%  100.000% or more  ###
quarter inches 12         1/6  16.667%   83.333% or more  ###
quarter inches 13         1/6  16.667%   66.667% or more  ###
quarter inches 14         1/6  16.667%   50.000% or more  ###
quarter inches 15         1/6  16.667%   33.333% or more  ###
quarter inches 16         1/6  16.667%   16.667% or more  ###
quarter inches: mean 27/2 (13.500), sd 1.708

$ fpga-move --type light-cavalry --near --terrain rough --retro --odds --json
{"tool":"fpga-move","inputs":{"type":"light-cavalry","enemy":"near","enemy_distance":null,"cd_reroll":false,"change_face":false,"obstacles":0,"interpenetrate":0,"terrain":"rough","skirmisher":false,"retro":true,"clear_first":null},"answer":{"question":"inches moved, on average","value":3.375,"fraction":"27/8"},"odds":[{"outcome":"moves","p":1,"fraction":"1"}],"distance_quarters":[{"value":11,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":12,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"},{"value":13,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.66666666666666663,"fraction_at_least":"2/3"},{"value":14,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.5,"fraction_at_least":"1/2"},{"value":15,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.33333333333333331,"fraction_at_least":"1/3"},{"value":16,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"expected_distance_quarters":{"value":13.5,"fraction":"27/2","sd":1.707825127659933}}
