# The EXAMPLES of bacw-morale(1), word for word.
$ bacw-morale --morale regular --pins 2 --bases 4 --dice 3,2
PASS  rolled 3+2=5 vs 5 (regular 8, 2 pins -2, 1 base lost -1)
casualties: holds its ground

$ bacw-morale --reason rout --pins 3 --dice 2,2,5
PASS  rolled 2+2=4 vs 5 (regular 8, 3 pins -3)
rout: rallies: stays stationary this turn; pins die 5: 3 pins lost, none left
pins 3 -> 0

$ bacw-morale --pins 2 --bases 4 --odds
PASS 27.78% (5/18)
casualties: target 5 (regular 8, 2 pins -2, 1 base lost -1)
pass                    5/18  27.778%  ######
fail                   13/18  72.222%  ##############

$ bacw-morale --reason rout --pins 3 --odds
PASS 27.78% (5/18)
rout: target 5 (regular 8, 3 pins -3)
pass                    5/18  27.778%  ######
fail                   13/18  72.222%  ##############
pins after 0            5/27  18.519%   18.519% or fewer  ####
pins after 1           5/108   4.630%   23.148% or fewer  #
pins after 2           5/108   4.630%   27.778% or fewer  #
pins after 3           13/18  72.222%  100.000% or fewer  ##############
pins after: mean 83/36 (2.306), sd 1.190

$ bacw-morale --colonel --pins 1 --dice 4,5 --json | jq .result
"routed"
