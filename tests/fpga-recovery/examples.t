# The EXAMPLES of fpga-recovery(1), word for word.
$ fpga-recovery --hits 3 --enemy-distance 24 --force-status inactive --dice 2
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left

$ fpga-recovery --hits 3 --cd --dice 5,1
RECOVERED  rolled 5, then 1 on the CD re-roll, less than 3 hits: 1 hit removed, 2 left
if the unit is at least 20" from any enemy and its force is inactive this pulse

$ fpga-recovery --hits 4 --enemy-distance 12
NOT ELIGIBLE  the nearest enemy is 12" away, under 20"

$ fpga-recovery --hits 3 --odds
a hit removed 33.33% (1/3)
1d6 less than 3 hits
if the unit is at least 20" from any enemy and its force is inactive this pulse
recovered                1/3  33.333%  #######
failed                   2/3  66.667%  #############

$ fpga-recovery --hits 3 --cd --odds
a hit removed 55.56% (5/9)
1d6 less than 3 hits, a failure re-rolled with the CD
if the unit is at least 20" from any enemy and its force is inactive this pulse
recovered                5/9  55.556%  ###########
failed                   4/9  44.444%  #########
