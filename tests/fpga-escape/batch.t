# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--battery foot --attacker infantry --dice 3,2\n--battery field --attacker cavalry\n\n# a comment\n--battery horse --attacker cavalry --dice 4,4\n' | fpga-escape --batch
ESCAPED  rolled 3+2 = 5, less than 7 (foot artillery attacked by infantry); the attacker takes 1 hit: a die is odd
CAUGHT  rolled 4+4 = 8, not less than 7 (horse artillery attacked by cavalry); the attacker takes no hit: no die is odd; the sheet says no more of caught guns: settle the contact as your group plays
! fpga-escape: line 2: --battery-type: 'field' is not one of foot, horse
[2]

# The mode on the command line holds for every line.
$ printf -- '--evader light --pursuer heavy --dice 3,1\n--evader heavy --pursuer cossack --dice 5,2\n' | fpga-escape cavalry --batch --json
{"tool":"fpga-escape","line":1,"inputs":{"mode":"cavalry","evader_type":"light","pursuer_type":"heavy"},"dice":[{"roll":"evader","sides":6,"value":3},{"roll":"pursuer","sides":6,"value":1}],"outcome":"escaped","effect":"the cavalry evades: it moves away before contact","modifiers":[{"name":"light","value":1,"side":"evader","source":"fpga/escape-evade.csv:3"}],"mode":"cavalry","evader":"light","pursuer":"heavy","rounds":[{"evader_roll":3,"pursuer_roll":1,"evader_total":4,"pursuer_total":1}],"escaped":true,"follow_up":null}
{"tool":"fpga-escape","line":2,"inputs":{"mode":"cavalry","evader_type":"heavy","pursuer_type":"cossack"},"dice":[{"roll":"evader","sides":6,"value":5},{"roll":"pursuer","sides":6,"value":2}],"outcome":"escaped","effect":"the cavalry evades: it moves away before contact","modifiers":[{"name":"cossack","value":2,"side":"pursuer","source":"fpga/escape-evade.csv:4"}],"mode":"cavalry","evader":"heavy","pursuer":"cossack","rounds":[{"evader_roll":5,"pursuer_roll":2,"evader_total":5,"pursuer_total":4}],"escaped":true,"follow_up":null}

# -e: 0 when the unit gets away, 1 when caught.
$ fpga-escape --battery foot --attacker infantry --dice 3,2 -e
ESCAPED  rolled 3+2 = 5, less than 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is odd

$ fpga-escape --battery foot --attacker infantry --dice 3,4 -e
CAUGHT  rolled 3+4 = 7, not less than 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is odd
the sheet says no more of caught guns: settle the contact as your group plays
[1]

$ fpga-escape cavalry --evader heavy --pursuer light --dice 3,3 -e
CAUGHT  heavy 3 against light 3+1 = 4
combat follows: fpga-combat --attacker-type light-cavalry --defender-type heavy-cavalry (add --attacker-pool: the pursuer's combat dice; --defender-pool: the evader's combat dice)
[1]

# --repeat with a seed.
$ fpga-escape --battery horse --attacker infantry --repeat 4 --seed 1809
CAUGHT  rolled 3+6 = 9, not less than 9 (horse artillery attacked by infantry); the attacker takes 1 hit: a die is odd; the sheet says no more of caught guns: settle the contact as your group plays
ESCAPED  rolled 6+2 = 8, less than 9 (horse artillery attacked by infantry); the attacker takes no hit: no die is odd
ESCAPED  rolled 2+4 = 6, less than 9 (horse artillery attacked by infantry); the attacker takes no hit: no die is odd
ESCAPED  rolled 2+2 = 4, less than 9 (horse artillery attacked by infantry); the attacker takes no hit: no die is odd

$ fpga-escape cavalry --evader light --pursuer light --repeat 3 --seed 1809 --json
{"tool":"fpga-escape","inputs":{"mode":"cavalry","evader_type":"light","pursuer_type":"light"},"dice":[{"roll":"evader","sides":6,"value":3},{"roll":"pursuer","sides":6,"value":6}],"outcome":"caught","effect":"the cavalry is caught: combat follows; fight it with fpga-combat --attacker-type light-cavalry --defender-type light-cavalry (add --attacker-pool: the pursuer's combat dice; --defender-pool: the evader's combat dice)","modifiers":[{"name":"light","value":1,"side":"evader","source":"fpga/escape-evade.csv:3"},{"name":"light","value":1,"side":"pursuer","source":"fpga/escape-evade.csv:3"}],"mode":"cavalry","evader":"light","pursuer":"light","rounds":[{"evader_roll":3,"pursuer_roll":6,"evader_total":4,"pursuer_total":7}],"escaped":false,"follow_up":{"tool":"fpga-combat","args":["--attacker-type","light-cavalry","--defender-type","light-cavalry"],"missing":["--attacker-pool","--defender-pool"]}}
{"tool":"fpga-escape","inputs":{"mode":"cavalry","evader_type":"light","pursuer_type":"light"},"dice":[{"roll":"evader","sides":6,"value":6},{"roll":"pursuer","sides":6,"value":2}],"outcome":"escaped","effect":"the cavalry evades: it moves away before contact","modifiers":[{"name":"light","value":1,"side":"evader","source":"fpga/escape-evade.csv:3"},{"name":"light","value":1,"side":"pursuer","source":"fpga/escape-evade.csv:3"}],"mode":"cavalry","evader":"light","pursuer":"light","rounds":[{"evader_roll":6,"pursuer_roll":2,"evader_total":7,"pursuer_total":3}],"escaped":true,"follow_up":null}
{"tool":"fpga-escape","inputs":{"mode":"cavalry","evader_type":"light","pursuer_type":"light"},"dice":[{"roll":"evader","sides":6,"value":2},{"roll":"pursuer","sides":6,"value":4}],"outcome":"caught","effect":"the cavalry is caught: combat follows; fight it with fpga-combat --attacker-type light-cavalry --defender-type light-cavalry (add --attacker-pool: the pursuer's combat dice; --defender-pool: the evader's combat dice)","modifiers":[{"name":"light","value":1,"side":"evader","source":"fpga/escape-evade.csv:3"},{"name":"light","value":1,"side":"pursuer","source":"fpga/escape-evade.csv:3"}],"mode":"cavalry","evader":"light","pursuer":"light","rounds":[{"evader_roll":2,"pursuer_roll":4,"evader_total":3,"pursuer_total":5}],"escaped":false,"follow_up":{"tool":"fpga-combat","args":["--attacker-type","light-cavalry","--defender-type","light-cavalry"],"missing":["--attacker-pool","--defender-pool"]}}

# Batch odds.
$ printf -- '--battery foot --attacker infantry\n--battery horse --attacker infantry\n' | fpga-escape --batch --odds --json
{"tool":"fpga-escape","line":1,"inputs":{"mode":"artillery","battery_type":"foot","attacker_type":"infantry"},"answer":{"question":"the unit gets away","p":0.41666666666666669,"fraction":"5/12"},"odds":[{"outcome":"escaped","p":0.41666666666666669,"fraction":"5/12"},{"outcome":"caught","p":0.58333333333333337,"fraction":"7/12"}],"attacker_hits":[{"value":0,"p":0.25,"fraction":"1/4","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.75,"fraction":"3/4","p_at_least":0.75,"fraction_at_least":"3/4"}],"with_attacker_hit":{"escaped":[{"value":0,"attacker_hits":0,"p":0.083333333333333329,"fraction":"1/12","p_at_least":0.41666666666666669,"fraction_at_least":"5/12"},{"value":1,"attacker_hits":1,"p":0.33333333333333331,"fraction":"1/3","p_at_least":0.33333333333333331,"fraction_at_least":"1/3"}],"caught":[{"value":0,"attacker_hits":0,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.58333333333333337,"fraction_at_least":"7/12"},{"value":1,"attacker_hits":1,"p":0.41666666666666669,"fraction":"5/12","p_at_least":0.41666666666666669,"fraction_at_least":"5/12"}]},"expected_attacker_hits":{"value":0.75,"fraction":"3/4","sd":0.4330127018922193},"expected_with_attacker_hit":{"escaped":{"value":0.80000000000000004,"fraction":"4/5","sd":0.40000000000000002},"caught":{"value":0.7142857142857143,"fraction":"5/7","sd":0.45175395145262565}}}
{"tool":"fpga-escape","line":2,"inputs":{"mode":"artillery","battery_type":"horse","attacker_type":"infantry"},"answer":{"question":"the unit gets away","p":0.72222222222222221,"fraction":"13/18"},"odds":[{"outcome":"escaped","p":0.72222222222222221,"fraction":"13/18"},{"outcome":"caught","p":0.27777777777777779,"fraction":"5/18"}],"attacker_hits":[{"value":0,"p":0.25,"fraction":"1/4","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.75,"fraction":"3/4","p_at_least":0.75,"fraction_at_least":"3/4"}],"with_attacker_hit":{"escaped":[{"value":0,"attacker_hits":0,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.72222222222222221,"fraction_at_least":"13/18"},{"value":1,"attacker_hits":1,"p":0.55555555555555558,"fraction":"5/9","p_at_least":0.55555555555555558,"fraction_at_least":"5/9"}],"caught":[{"value":0,"attacker_hits":0,"p":0.083333333333333329,"fraction":"1/12","p_at_least":0.27777777777777779,"fraction_at_least":"5/18"},{"value":1,"attacker_hits":1,"p":0.19444444444444445,"fraction":"7/36","p_at_least":0.19444444444444445,"fraction_at_least":"7/36"}]},"expected_attacker_hits":{"value":0.75,"fraction":"3/4","sd":0.4330127018922193},"expected_with_attacker_hit":{"escaped":{"value":0.76923076923076927,"fraction":"10/13","sd":0.42132504423474315},"caught":{"value":0.69999999999999996,"fraction":"7/10","sd":0.45825756949558399}}}

# --list: the accepted values of every enumerated option, from the tables:
# not infantry nor artillery as --evader, whose "evades" is no in
# fpga/escape-evade.csv (refused: "it does not evade"), so the
# completions do not offer them (issue 32, 7).
$ fpga-escape --list
mode artillery cavalry
--battery-type foot horse
--attacker-type infantry cavalry
--evader-type heavy light cossack
--pursuer-type heavy light cossack infantry artillery
