# The spec's check values, in command, average leader, regular, worn,
# line: the total is the d10.  Good order: 10 quick step 1/10, 7-9 well
# handled 3/10, 2-6 tardy 5/10, 1 fall back 1/10; maneuvers 9/10.
$ lib-maneuver --odds
the unit moves Well Handled or better 40.00% (2/5)
1d10+0, in command, good order
quick step              1/10  10.000%  ##
well handled            3/10  30.000%  ######
tardy                    1/2  50.000%  ##########
fall back               1/10  10.000%  ##

# Disordered (issue 33, item 15): the question is whether it rallies,
# what -e counts: 7-10 rally with elan 4/10, 3-6 rally 4/10, 2 wavering
# 1/10, 1 panic 1/10; rallies 8/10 = 4/5 (by hand); no stands lost.
$ lib-maneuver --state disordered --odds
the unit rallies 80.00% (4/5)
1d10+0, in command, disordered
rally with elan          2/5  40.000%  ########
rally                    2/5  40.000%  ########
wavering                1/10  10.000%  ##
panic                   1/10  10.000%  ##
stands lost 0              1 100.000%  100.000% or fewer  ####################
stands lost: mean 0 (0.000), sd 0.000

# Out of command, good +1, fresh +2: d10+3 runs 4..13: 13 quick step
# 1/10, 10-12 well handled 3/10, 4-9 tardy 6/10.
$ lib-maneuver --command out --leader good --condition fresh --odds
the unit moves Well Handled or better 40.00% (2/5)
1d10+3, out of command, good order
quick step              1/10  10.000%  ##
well handled            3/10  30.000%  ######
tardy                    3/5  60.000%  ############

# Out of command, disordered, peasant -2, spent -2, outflanked -2: d10-6
# runs -5..4: 3-4 wavering 2/10, 1-2 panic 2/10, -5..0 rout 6/10 with
# 1-t stands: 6, 5, 4, 3, 2, 1 each 1/10, 0 4/10; mean 21/10.
$ lib-maneuver --command out --state disordered --quality peasant --condition spent --outflanked --odds
the unit rallies 0.00% (0)
1d10-6, out of command, disordered
wavering                 1/5  20.000%  ####
panic                    1/5  20.000%  ####
rout                     3/5  60.000%  ############
stands lost 0            2/5  40.000%   40.000% or fewer  ########
stands lost 1           1/10  10.000%   50.000% or fewer  ##
stands lost 2           1/10  10.000%   60.000% or fewer  ##
stands lost 3           1/10  10.000%   70.000% or fewer  ##
stands lost 4           1/10  10.000%   80.000% or fewer  ##
stands lost 5           1/10  10.000%   90.000% or fewer  ##
stands lost 6           1/10  10.000%  100.000% or fewer  ##
stands lost: mean 21/10 (2.100), sd 2.166

# The same as JSON.
$ lib-maneuver --command out --state disordered --quality peasant --condition spent --outflanked --odds --json
{"tool":"lib-maneuver","inputs":{"command":"out","commander_distance":null,"radius":null,"march_line":false,"leader_rating":"average","attached":false,"provisional":false,"gaucho":false,"quality":"peasant","condition":"spent","stands":null,"rating":null,"battery":false,"formation":"line","cover":"none","outflanked":true,"losses":"none","key_positions_lost":0,"british":false,"skirmisher":false,"state":"disordered","type":"infantry","light_carriage":false,"enemy":"far","fortified":false,"horse_artillery":false,"terrain":"open"},"answer":{"question":"the unit rallies","p":0,"fraction":"0"},"odds":[{"outcome":"wavering","p":0.20000000000000001,"fraction":"1/5"},{"outcome":"panic","p":0.20000000000000001,"fraction":"1/5"},{"outcome":"rout","p":0.59999999999999998,"fraction":"3/5"}],"stands_lost":[{"value":0,"p":0.40000000000000002,"fraction":"2/5","p_at_least":1,"fraction_at_least":"1","p_at_most":0.40000000000000002,"fraction_at_most":"2/5"},{"value":1,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.59999999999999998,"fraction_at_least":"3/5","p_at_most":0.5,"fraction_at_most":"1/2"},{"value":2,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.5,"fraction_at_least":"1/2","p_at_most":0.59999999999999998,"fraction_at_most":"3/5"},{"value":3,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.40000000000000002,"fraction_at_least":"2/5","p_at_most":0.69999999999999996,"fraction_at_most":"7/10"},{"value":4,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.29999999999999999,"fraction_at_least":"3/10","p_at_most":0.80000000000000004,"fraction_at_most":"4/5"},{"value":5,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.20000000000000001,"fraction_at_least":"1/5","p_at_most":0.90000000000000002,"fraction_at_most":"9/10"},{"value":6,"p":0.10000000000000001,"fraction":"1/10","p_at_least":0.10000000000000001,"fraction_at_least":"1/10","p_at_most":1,"fraction_at_most":"1"}],"expected_stands_lost":{"value":2.1000000000000001,"fraction":"21/10","sd":2.1656407827707715}}

# The other reading of the blank cell: 3-6 Well Handled.  Then d10: 10
# quick step 1/10, 3-9 well handled 7/10, 2 tardy 1/10, 1 fall back.
$ mkdir -p t/lib && cp "$TABLES/lib/maneuver-in-command.csv" t/lib/ && sed -i 's/^3,6,tardy,/3,6,well_handled,/' t/lib/maneuver-in-command.csv && lib-maneuver --tables t --odds
the unit moves Well Handled or better 80.00% (4/5)
1d10+0, in command, good order
quick step              1/10  10.000%  ##
well handled            7/10  70.000%  ##############
tardy                   1/10  10.000%  ##
fall back               1/10  10.000%  ##

# Guns, in command by distance 5" in a clear 8", battery +2: d10+2 runs
# 3..12: 10-12 quick step 3/10, 7-9 well handled 3/10, 3-6 tardy 4/10.
$ lib-maneuver --guns --battery --leader-distance 5 --odds
the unit moves Well Handled or better 60.00% (3/5)
1d10+2, in command: leader 5" away, within 8" (clear), good order
quick step              3/10  30.000%  ######
well handled            3/10  30.000%  ######
tardy                    2/5  40.000%  ########

# Broken (issue 33, item 15): the disordered column, asked whether it
# rallies.  Broken -2: d10-2 runs -1..8; 3-8 rally or better 6/10 = 3/5
# (by hand: 7-8 rally with elan 2/10, 3-6 rally 4/10, 2 wavering, -1..1
# panic 3/10); sums to 1.
$ lib-maneuver --state broken --odds
the unit rallies 60.00% (3/5)
1d10-2, in command, disordered
rally with elan          1/5  20.000%  ####
rally                    2/5  40.000%  ########
wavering                1/10  10.000%  ##
panic                   3/10  30.000%  ######
stands lost 0              1 100.000%  100.000% or fewer  ####################
stands lost: mean 0 (0.000), sd 0.000
