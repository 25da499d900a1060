# Artillery, counted over the 36 pairs of 2d6 (python fractions, checked
# against 19-fpga-escape.md): foot vs infantry, under 7: 15/36 = 5/12;
# either die odd 27/36 = 3/4.
$ fpga-escape --battery foot --attacker infantry --odds

# Foot vs cavalry, under 6: 10/36 = 5/18.
$ fpga-escape --battery foot --attacker cavalry --odds

# Horse vs infantry, under 9: 26/36 = 13/18.
$ fpga-escape --battery horse --attacker infantry --odds

# Horse vs cavalry, under 7: 5/12.
$ fpga-escape --battery horse --attacker cavalry --odds --json

# The other hit rules: a 1 on either die 11/36, doubles 6/36 = 1/6.
$ cp -R "$TABLES" t && sed -i 's/either-odd/either-one/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry --odds

$ cp -R "$TABLES" t && sed -i 's/either-odd/doubles/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry --odds

# Cavalry, ties rolled again: P(win) / (P(win) + P(lose)) of one round.
# Light (+1) vs heavy: 21/36 against 10/36, 21/31.
$ fpga-escape cavalry --evader light --pursuer heavy --odds

# Heavy vs light: 10/31.
$ fpga-escape cavalry --evader heavy --pursuer light --odds

# Cossack (+2) vs heavy: 26/36 against 6/36, 13/16.
$ fpga-escape cavalry --evader cossack --pursuer heavy --odds

# Equals: 1/2.
$ fpga-escape cavalry --evader heavy --pursuer infantry --odds --json

# tie=pursuer: equals must win outright, 15/36 = 5/12; tie=evader 21/36.
$ cp -R "$TABLES" t && sed -i 's/^6,reroll$/6,pursuer/' t/fpga/escape-cavalry.csv && fpga-escape cavalry --tables t --evader heavy --pursuer heavy --odds

$ cp -R "$TABLES" t && sed -i 's/^6,reroll$/6,evader/' t/fpga/escape-cavalry.csv && fpga-escape cavalry --tables t --evader heavy --pursuer heavy --odds

# auto: certain.
$ cp -R "$TABLES" t && sed -i 's/^infantry,0,no,no$/infantry,0,no,yes/' t/fpga/escape-evade.csv && fpga-escape cavalry --tables t --evader heavy --pursuer infantry --odds
