# The EXAMPLES of bacw-order(1), word for word.
$ bacw-order --morale regular --pins 2 --colonel --seed 1862
PASS  rolled 3+4=7 vs 7 (regular 8, colonel +1, 2 pins -2)
advance: fires and advances
pins 2 -> 1

$ bacw-order --morale veteran --pins 1 --dice 5,6
FAIL  rolled 5+6=11 vs 8 (veteran 9, 1 pin -1)
advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting

$ bacw-order --pins 2 --dice 3,4 --json | jq .passed
false

$ bacw-order --order charge --odds
PASS 72.22% (13/18)
charge: target 8 (regular 8)
pass                   13/18  72.222%  ##############
fail                     1/4  25.000%  #####
blunder                 1/36   2.778%  #
blunder_1              1/216   0.463%  .
blunder_2              1/216   0.463%  .
blunder_3              1/216   0.463%  .
blunder_4              1/216   0.463%  .
blunder_5              1/216   0.463%  .
blunder_6              1/216   0.463%  .
pins after 0         211/216  97.685%   97.685% or fewer  ####################
pins after 1           5/216   2.315%  100.000% or fewer  .
pins after: mean 5/216 (0.023), sd 0.150

$ bacw-order --order rally --pins 3 --odds
PASS 27.78% (5/18)
rally: target 5 (regular 8, 3 pins -3)
pass                    5/18  27.778%  ######
fail                   25/36  69.444%  ##############
blunder                 1/36   2.778%  #
blunder_1              1/216   0.463%  .
blunder_2              1/216   0.463%  .
blunder_3              1/216   0.463%  .
blunder_4              1/216   0.463%  .
blunder_5              1/216   0.463%  .
blunder_6              1/216   0.463%  .
pins after 0          25/108  23.148%   23.148% or fewer  #####
pins after 1           5/108   4.630%   27.778% or fewer  #
pins after 3           25/36  69.444%   97.222% or fewer  ##############
pins after 4            1/36   2.778%  100.000% or fewer  #
pins after: mean 121/54 (2.241), sd 1.311

$ printf -- '--morale regular --pins 1 --dice 2,2\n--morale veteran\n' | bacw-order --batch --json
{"tool":"bacw-order","inputs":{"morale":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","unit":"infantry"},"dice":[{"roll":"order test","sides":6,"value":2},{"roll":"order test","sides":6,"value":2}],"outcome":"pass","effect":"advance: fires and advances","modifiers":[{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":7,"total":4,"passed":true,"blunder":null,"pins_before":1,"pins_after":0,"not_counted":[],"friendly_pins":0}
{"tool":"bacw-order","inputs":{"morale":"veteran","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","unit":"infantry"},"dice":[],"outcome":"no_test","effect":"advance: fires and advances","modifiers":[],"order":"advance","target":9,"total":null,"passed":null,"blunder":null,"pins_before":0,"pins_after":0,"not_counted":[],"friendly_pins":0}
