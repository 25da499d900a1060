# P(recovered) = min(N - 1, 6)/6 on a d6 under N hits; checked by hand.
# 3 hits: a 1 or a 2, 2/6 = 1/3.
$ fpga-recovery --hits 3 --odds
a hit removed 33.33% (1/3)
1d6 less than 3 hits
if the unit is at least 20" from any enemy and its force is inactive this pulse
recovered                1/3  33.333%  #######
failed                   2/3  66.667%  #############

# With the CD re-roll of a failure: 1 - (2/3)^2 = 5/9.
$ fpga-recovery --hits 3 --cd-reroll --odds
a hit removed 55.56% (5/9)
1d6 less than 3 hits, a failure re-rolled with the CD
if the unit is at least 20" from any enemy and its force is inactive this pulse
recovered                5/9  55.556%  ###########
failed                   4/9  44.444%  #########

# 4 hits with a CD: 1 - (1/2)^2 = 3/4.
$ fpga-recovery --hits 4 --cd --odds --enemy-distance 24 --force-status inactive
a hit removed 75.00% (3/4)
1d6 less than 4 hits, a failure re-rolled with the CD
recovered                3/4  75.000%  ###############
failed                   1/4  25.000%  #####

# A single hit never goes (0), even with a CD; 7 hits always (1).
$ fpga-recovery --hits 1 --cd --odds
a hit removed 0.00% (0)
1d6 less than 1 hit, a failure re-rolled with the CD
if the unit is at least 20" from any enemy and its force is inactive this pulse
failed                     1 100.000%  ####################

$ fpga-recovery --hits 7 --odds
a hit removed 100.00% (1)
1d6 less than 7 hits
if the unit is at least 20" from any enemy and its force is inactive this pulse
recovered                  1 100.000%  ####################

# Not eligible: no roll, so not_eligible is certain (1).
$ fpga-recovery --hits 3 --enemy-distance 19.5 --odds
a hit removed 0.00% (0)
not eligible               1 100.000%  ####################

# JSON: 1/3 and 2/3, as by hand above.
$ fpga-recovery --hits 3 --odds --json
{"tool":"fpga-recovery","inputs":{"hits":3,"enemy_distance":null,"force_status":null,"cd_reroll":false},"answer":{"question":"a hit removed","p":0.33333333333333331,"fraction":"1/3"},"odds":[{"outcome":"recovered","p":0.33333333333333331,"fraction":"1/3"},{"outcome":"failed","p":0.66666666666666663,"fraction":"2/3"}]}

# compare le: 1 hit on a 1, 1/6; with the CD 1 - (5/6)^2 = 11/36.
$ mkdir -p t/fpga && cp "$TABLES/fpga/recovery.csv" t/fpga/ && sed -i 's/^6,lt,/6,le,/' t/fpga/recovery.csv && fpga-recovery --tables t --hits 1 --cd --odds
a hit removed 30.56% (11/36)
1d6 at most 1 hit, a failure re-rolled with the CD
if the unit is at least 20" from any enemy and its force is inactive this pulse
recovered              11/36  30.556%  ######
failed                 25/36  69.444%  ##############
