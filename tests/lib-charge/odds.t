# Regular against regular, no modifiers: R = a - d.  Swept needs 10-1
# (1/100) in the first round, or a struggle (1/10) and then the same in
# the re-rolls, where both sides are -1: 1/100 + 1/10 * 1/100 / (9/10)
# = 1/90.  Expected stands per side: (2 + 14 + 10)/100 in the first
# round, then 56/100 a re-roll (Hard Pressed and Falter cost a stand once
# disordered), over 9/10: 26/100 + 1/10 * 56/90 = 29/90.
$ lib-charge --odds
the attacker carries the position 50.00% (1/2)
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker 0 -> -1 (disordered by the struggle -1); defender 0 -> -1 (disordered by the struggle -1)
swept                   1/90   1.111%  .
driven_back             7/45  15.556%  ###
hard_pressed             1/3  33.333%  #######
falter                   1/3  33.333%  #######
recoil                  7/45  15.556%  ###
repulsed                1/90   1.111%  .
struggle                1/10  10.000%  ##
defender expects to lose 29/90 stands (0.322)
attacker expects to lose 29/90 stands (0.322)

$ lib-charge --odds --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker":null,"attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_cavalry":false,"attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender":null,"defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_cavalry":false,"defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"answer":{"question":"the attacker carries the position","p":0.5,"fraction":"1/2"},"odds":[{"outcome":"swept","p":0.011111111111111112,"fraction":"1/90"},{"outcome":"driven_back","p":0.15555555555555556,"fraction":"7/45"},{"outcome":"hard_pressed","p":0.33333333333333331,"fraction":"1/3"},{"outcome":"falter","p":0.33333333333333331,"fraction":"1/3"},{"outcome":"recoil","p":0.15555555555555556,"fraction":"7/45"},{"outcome":"repulsed","p":0.011111111111111112,"fraction":"1/90"}],"p_desperate_struggle":{"p":0.10000000000000001,"fraction":"1/10"},"p_rein_in":{"p":0,"fraction":"0"},"fallen_leader":{"attacker":null,"defender":null},"expected_stands_lost":{"attacker":{"value":0.32222222222222224,"fraction":"29/90"},"defender":{"value":0.32222222222222224,"fraction":"29/90"}}}

# Cold steel +1 is lost in the struggle: the first round is +1, the
# re-rolls even.  Swept: 3/100 + 9/100 * (1/100) / (9/10) = 31/1000.
$ lib-charge --attacker-cold-steel --odds
the attacker carries the position 59.50% (119/200)
modifiers: attacker +1 (regular 0, worn 0, cold-steel +1); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker +1 -> -1 (disordered by the struggle -1, cold-steel lost -1); defender 0 -> -1 (disordered by the struggle -1)
swept                31/1000   3.100%  #
driven_back           97/500  19.400%  ####
hard_pressed          37/100  37.000%  #######
falter                29/100  29.000%  ######
recoil                57/500  11.400%  ##
repulsed              1/1000   0.100%  .
struggle               9/100   9.000%  ##
defender expects to lose 99/250 stands (0.396)
attacker expects to lose 123/500 stands (0.246)

# The issue's scenario.
$ lib-charge --attacker elite --attacker-condition fresh --attacker-cavalry --terrain open --defender militia --defender-formation hasty-square --odds
the attacker carries the position 93.58% (889/950)
modifiers: attacker +4 (elite +1, fresh +2, cavalry charge hasty-square +1); defender -2 (militia -1, worn 0, hasty-square -1)
re-roll modifiers: attacker +4 -> +2 (disordered by the struggle -1, cavalry charge lost -1); defender -2 -> -3 (disordered by the struggle -1)
swept               686/2375  28.884%  ######
driven_back         889/2375  37.432%  #######
hard_pressed         259/950  27.263%  #####
falter                61/950   6.421%  #
recoil                     0   0.000%
repulsed                   0   0.000%
struggle                1/25   4.000%  #
rein-in passes    6223/23750  26.202%  #####
defender expects to lose 929/475 stands (1.956)
attacker expects to lose 22/475 stands (0.046)

# Both already disordered: every round is a re-roll round.
$ lib-charge --attacker-disordered --defender-disordered --odds
the attacker carries the position 50.00% (1/2)
modifiers: attacker -1 (regular 0, worn 0, disordered -1); defender -1 (regular 0, worn 0, disordered -1)
re-roll modifiers: attacker -1 -> -1 (unchanged); defender -1 -> -1 (unchanged)
swept                   1/90   1.111%  .
driven_back             7/45  15.556%  ###
hard_pressed             1/3  33.333%  #######
falter                   1/3  33.333%  #######
recoil                  7/45  15.556%  ###
repulsed                1/90   1.111%  .
struggle                1/10  10.000%  ##
defender expects to lose 28/45 stands (0.622)
attacker expects to lose 28/45 stands (0.622)

# Out of reach of a struggle in the first round: +10 always sweeps.
$ lib-charge --attacker guard --attacker-condition fresh --attacker-leader --attacker-cold-steel --attacker-cavalry --defender peasant --defender-condition spent --defender-outnumbered 3:1 --defender-formation march --odds --json
{"tool":"lib-charge","inputs":{"attacker_quality":"guard","attacker":"guard","attacker_condition":"fresh","attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":true,"attacker_gaucho":false,"attacker_cavalry":true,"attacker_cold_steel":true,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"peasant","defender":"peasant","defender_condition":"spent","defender_stands":null,"defender_rating":null,"defender_outnumbered":"3:1","defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_cavalry":false,"defender_countercharge":false,"defender_formation":"march","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"answer":{"question":"the attacker carries the position","p":1,"fraction":"1"},"odds":[{"outcome":"swept","p":1,"fraction":"1"},{"outcome":"driven_back","p":0,"fraction":"0"},{"outcome":"hard_pressed","p":0,"fraction":"0"},{"outcome":"falter","p":0,"fraction":"0"},{"outcome":"recoil","p":0,"fraction":"0"},{"outcome":"repulsed","p":0,"fraction":"0"}],"p_desperate_struggle":{"p":0,"fraction":"0"},"p_rein_in":{"p":0,"fraction":"0"},"fallen_leader":{"attacker":[{"outcome":"Shot dead in the saddle","p":0,"fraction":"0"},{"outcome":"Mortally wounded","p":0,"fraction":"0"},{"outcome":"Grievously wounded","p":0,"fraction":"0"},{"outcome":"Flesh wound","p":0,"fraction":"0"},{"outcome":"Horse shot out from under him","p":0,"fraction":"0"},{"outcome":"Coat pierced but unscathed","p":0,"fraction":"0"},{"outcome":"Staff officer struck","p":0,"fraction":"0"},{"outcome":"Coolly ignores the fire","p":0,"fraction":"0"}],"defender":null},"expected_stands_lost":{"attacker":{"value":0,"fraction":"0"},"defender":{"value":11,"fraction":"11"}}}

# -e with --odds: the odds are printed, the status is 0.
$ lib-charge --odds -e >/dev/null

# A house rule changes the odds: no struggle at all, 0 is Hard Pressed.
$ cp -R "$TABLES" t && sed -i '/^0,0,desperate_struggle/d; s/^1,4,hard_pressed/0,4,hard_pressed/' t/lib/results.csv && sed -i '/^desperate_struggle,/d' t/lib/effects.csv && lib-charge -T t --odds
the attacker carries the position 55.00% (11/20)
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
swept                  1/100   1.000%  .
driven_back             7/50  14.000%  ###
hard_pressed             2/5  40.000%  ########
falter                  3/10  30.000%  ######
recoil                  7/50  14.000%  ###
repulsed               1/100   1.000%  .
struggle                   0   0.000%
defender expects to lose 4/25 stands (0.160)
attacker expects to lose 4/25 stands (0.160)
