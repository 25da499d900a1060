# The options each mode needs.
$ fpga-escape --attacker infantry

$ fpga-escape --battery foot

$ fpga-escape cavalry --pursuer heavy

$ fpga-escape cavalry --evader light

# Values from the tables, and the choices.
$ fpga-escape --battery field --attacker infantry

$ fpga-escape --battery foot --attacker artillery

$ fpga-escape cavalry --evader dragoon --pursuer heavy

# A mode's options are not the other's.
$ fpga-escape --battery foot --attacker infantry --evader light

$ fpga-escape cavalry --evader light --pursuer heavy --battery foot

$ fpga-escape horse --battery foot

# Only cavalry evades (the evades column).
$ fpga-escape cavalry --evader infantry --pursuer heavy

$ fpga-escape cavalry --evader artillery --pursuer heavy

# Dice: too few, off the die, too many; a tie needs another pair.
$ fpga-escape --battery foot --attacker infantry --dice 3

$ fpga-escape --battery foot --attacker infantry --dice 3,7

$ fpga-escape --battery foot --attacker infantry --dice 3,3,3

$ fpga-escape cavalry --evader heavy --pursuer heavy --dice 3,3

$ fpga-escape cavalry --evader heavy --pursuer heavy --dice 3,4,5

# Tables: the comparison, the hit rule, the tie rule, one row each.
$ cp -R "$TABLES" t && sed -i 's/,lt,/,lower,/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry

$ cp -R "$TABLES" t && sed -i 's/either-odd/any-odd/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry

$ cp -R "$TABLES" t && sed -i 's/reroll/again/' t/fpga/escape-cavalry.csv && fpga-escape --tables t cavalry --evader light --pursuer heavy

$ cp -R "$TABLES" t && echo 2,6,lt,either-odd,1 >>t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry

$ cp -R "$TABLES" t && echo 6,reroll >>t/fpga/escape-cavalry.csv && fpga-escape --tables t cavalry --evader light --pursuer heavy

$ cp -R "$TABLES" t && sed -i 's/^light,1,/light,x,/' t/fpga/escape-evade.csv && fpga-escape --tables t cavalry --evader light --pursuer heavy

$ cp -R "$TABLES" t && sed -i 's/^horse,9,/horse,,/' t/fpga/escape-battery.csv && fpga-escape --tables t --battery foot --attacker infantry
