# The EXAMPLES of fpga-recovery(1), word for word.
$ fpga-recovery --hits 3 --enemy-distance 24 --force-status inactive --dice 2
RECOVERED  rolled 2, less than 3 hits: 1 hit removed, 2 left

$ fpga-recovery --hits 3 --cd-reroll --dice 5,1
RECOVERED  rolled 5, then 1 on the CD re-roll, less than 3 hits: 1 hit removed, 2 left
if the unit is at least 20" from any enemy and its force is inactive this pulse

$ fpga-recovery --hits 4 --enemy-distance 12
NOT ELIGIBLE  the nearest enemy is 12" away, under 20"
