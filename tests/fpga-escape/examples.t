# The EXAMPLES of fpga-escape(1), word for word.
$ fpga-escape --battery foot --attacker infantry --dice 3,2

$ fpga-escape cavalry --evader light --pursuer heavy --dice 2,3,5,4

$ fpga-escape --battery horse --attacker cavalry --odds

$ fpga-escape cavalry --evader cossack --pursuer light --odds
