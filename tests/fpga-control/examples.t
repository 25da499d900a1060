# The EXAMPLES of fpga-control(1), word for word.
$ fpga-control --cd 2 --mod 1 --enemy near --seed 1809
ATTACK!  6+6 +1 = 13 (the 2 highest of 3,6,6,2), enemy within 20"
reachable: Hold, Active, Attack!

$ fpga-control --cd 2 --mod 1 --enemy near --dice 2,6,5,1
ATTACK!  6+5 +1 = 12 (the 2 highest of 2,6,5,1), enemy within 20"
reachable: Hold, Active, Attack!

$ fpga-control --cd 2 --mod 1 --enemy near --dice 2,6,5,1 --want hold
HOLD  2+1 +1 = 4 (of 2,6,5,1, kept 2+1: the highest pair giving Hold), enemy within 20"
reachable: Hold, Active, Attack!

$ fpga-control --cd 1 --enemy-distance 12.5 --commander-distance 45 --dice 4,1,6 --verbose
ATTACK!  4+6 = 10 (the 2 highest of 4,1,6), enemy within 20"
reachable: Hold, Active, Attack!
1 CD from the army commander, 45" away, costs him 2
  enemy 12.5" away: enemy within 20", the near column  (fpga/enemy.csv:2)
  army commander 45" away: at most 1 CD, each costing 2  (fpga/cd-range.csv:4)
  4+1 = 5  Hold  (fpga/control.csv:3)
  4+6 = 10  Attack!  (fpga/control.csv:5)  kept
  1+6 = 7  Active  (fpga/control.csv:4)
  tables: $TOP/tables ($MUSKET_TABLES)

$ fpga-control --cd 1 --enemy near --dice 5,2,5 --json | jq -c .reachable
["active","attack"]
