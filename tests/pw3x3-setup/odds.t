# Checked by hand and with an independent python fractions script that
# throws every pair of set-up dice, sums a tie's rethrows as the
# geometric series (each untied pair 1/36 * 1/(1 - 1/6) = 1/30) and
# then every terrain throw.  First side attacks: 15/30 = 1/2.  Terrain:
# flat 1/6; hill 2/6 = 1/3; built_up 1/6; wood 1/6; after a river (1/6)
# the second throw: nothing on 1 or 6, 2/36 = 1/18; a hill on 2-3,
# 1/18; a built-up area 1/36; a wood 1/36 (18-pw3x3-setup.md "Odds").
# Features: none 1/6; one 4/6 + 2/36 = 13/18; two 4/36 = 1/9; mean
# 13/18 + 2/9 = 17/18.
$ pw3x3-setup --odds
a terrain feature 83.33% (5/6)
set-up: first and second each throw 1d6, ties thrown again
terrain: the defender throws 1d6
flat                     1/6  16.667%  ###
hill                     1/3  33.333%  #######
built-up area            1/6  16.667%  ###
wood                     1/6  16.667%  ###
river                   1/18   5.556%  #
river and hill          1/18   5.556%  #
river and built-up area        1/36   2.778%  #
river and wood          1/36   2.778%  #
first side attacks 0         1/2  50.000%  100.000% or more  ##########
first side attacks 1         1/2  50.000%   50.000% or more  ##########
first side attacks: mean 1/2 (0.500), sd 0.500
terrain features 0         1/6  16.667%  100.000% or more  ###
terrain features 1       13/18  72.222%   83.333% or more  ##############
terrain features 2         1/9  11.111%   11.111% or more  ##
terrain features: mean 17/18 (0.944), sd 0.524

$ pw3x3-setup --odds --json
{"tool":"pw3x3-setup","inputs":{"names":"first,second","attacker_side":null,"terrain_only":false},"answer":{"question":"a terrain feature","p":0.83333333333333337,"fraction":"5/6"},"odds":[{"outcome":"flat","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"hill","p":0.33333333333333331,"fraction":"1/3"},{"outcome":"built_up","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"wood","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"river","p":0.055555555555555552,"fraction":"1/18"},{"outcome":"river_hill","p":0.055555555555555552,"fraction":"1/18"},{"outcome":"river_built_up","p":0.027777777777777776,"fraction":"1/36"},{"outcome":"river_wood","p":0.027777777777777776,"fraction":"1/36"}],"first_attacks":[{"value":0,"p":0.5,"fraction":"1/2","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.5,"fraction":"1/2","p_at_least":0.5,"fraction_at_least":"1/2"}],"features":[{"value":0,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.72222222222222221,"fraction":"13/18","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"},{"value":2,"p":0.1111111111111111,"fraction":"1/9","p_at_least":0.1111111111111111,"fraction_at_least":"1/9"}],"expected_first_attacks":{"value":0.5,"fraction":"1/2","sd":0.5},"expected_features":{"value":0.94444444444444442,"fraction":"17/18","sd":0.52411006289203355}}

# The attacker given: certain, and the terrain the same.
$ pw3x3-setup --attacker second --odds
a terrain feature 83.33% (5/6)
set-up: second attacks, as given
terrain: the defender throws 1d6
flat                     1/6  16.667%  ###
hill                     1/3  33.333%  #######
built-up area            1/6  16.667%  ###
wood                     1/6  16.667%  ###
river                   1/18   5.556%  #
river and hill          1/18   5.556%  #
river and built-up area        1/36   2.778%  #
river and wood          1/36   2.778%  #
first side attacks 0           1 100.000%  100.000% or more  ####################
first side attacks: mean 0 (0.000), sd 0.000
terrain features 0         1/6  16.667%  100.000% or more  ###
terrain features 1       13/18  72.222%   83.333% or more  ##############
terrain features 2         1/9  11.111%   11.111% or more  ##
terrain features: mean 17/18 (0.944), sd 0.524

$ pw3x3-setup --terrain-only --odds --json
{"tool":"pw3x3-setup","inputs":{"names":"first,second","attacker_side":null,"terrain_only":true},"answer":{"question":"a terrain feature","p":0.83333333333333337,"fraction":"5/6"},"odds":[{"outcome":"flat","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"hill","p":0.33333333333333331,"fraction":"1/3"},{"outcome":"built_up","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"wood","p":0.16666666666666666,"fraction":"1/6"},{"outcome":"river","p":0.055555555555555552,"fraction":"1/18"},{"outcome":"river_hill","p":0.055555555555555552,"fraction":"1/18"},{"outcome":"river_built_up","p":0.027777777777777776,"fraction":"1/36"},{"outcome":"river_wood","p":0.027777777777777776,"fraction":"1/36"}],"first_attacks":[{"value":1,"p":1,"fraction":"1","p_at_least":1,"fraction_at_least":"1"}],"features":[{"value":0,"p":0.16666666666666666,"fraction":"1/6","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.72222222222222221,"fraction":"13/18","p_at_least":0.83333333333333337,"fraction_at_least":"5/6"},{"value":2,"p":0.1111111111111111,"fraction":"1/9","p_at_least":0.1111111111111111,"fraction_at_least":"1/9"}],"expected_first_attacks":{"value":1,"fraction":"1","sd":0},"expected_features":{"value":0.94444444444444442,"fraction":"17/18","sd":0.52411006289203355}}

# A river that does not throw again: river 1/6, the rest as before.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^first,6,6,river,\(.*\),yes,$/first,6,6,river,\1,no,/' t/pw3x3/terrain.csv && pw3x3-setup -T t --terrain-only --odds
a terrain feature 83.33% (5/6)
terrain: the defender throws 1d6
flat                     1/6  16.667%  ###
hill                     1/3  33.333%  #######
built-up area            1/6  16.667%  ###
wood                     1/6  16.667%  ###
river                    1/6  16.667%  ###
first side attacks 1           1 100.000%  100.000% or more  ####################
first side attacks: mean 1 (1.000), sd 0.000
terrain features 0         1/6  16.667%  100.000% or more  ###
terrain features 1         5/6  83.333%   83.333% or more  #################
terrain features: mean 5/6 (0.833), sd 0.373
