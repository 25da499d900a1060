# The condition from the stands: --SIDE-stands NOW/START with
# --SIDE-rating, looked up in lib/effectiveness.csv (spec 08 step 3,
# 23-amendments.md).  Reliable 8 stands: worn at 6, spent at 4; so 8 and
# 7 are fresh (+2), 6 and 5 worn (0), 4 and fewer spent (-2).
$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --dice 5,4 | head -n 2
HARD PRESSED  +3 (attacker 5+2=7 vs defender 4+0=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 7/8 --attacker-rating reliable --dice 5,4 | head -n 2
HARD PRESSED  +3 (attacker 5+2=7 vs defender 4+0=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 6/8 --attacker-rating reliable --dice 5,4 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 5/8 --attacker-rating reliable --dice 5,4 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 4/8 --attacker-rating reliable --dice 5,4 | head -n 2
FALTER  -1 (attacker 5-2=3 vs defender 4+0=4); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker -2 (regular 0, spent -2); defender 0 (regular 0, worn 0)

# The defender's alike; spirited 8 stands: worn at 5, spent at 3.
$ lib-charge --defender-stands 6/8 --defender-rating spirited --dice 5,4 | head -n 2
FALTER  -1 (attacker 5+0=5 vs defender 4+2=6); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, fresh +2)

$ lib-charge --defender-stands 5/8 --defender-rating spirited --dice 5,4 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --defender-stands 3/8 --defender-rating spirited --dice 5,4 | head -n 2
HARD PRESSED  +3 (attacker 5+0=5 vs defender 4-2=2); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -2 (regular 0, spent -2)

# Unreliable 3 stands has no worn ("-"): fresh at 3, spent at 2.
$ lib-charge --attacker-stands 3/3 --attacker-rating unreliable --dice 5,4 | head -n 2
HARD PRESSED  +3 (attacker 5+2=7 vs defender 4+0=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 2/3 --attacker-rating unreliable --dice 5,4 | head -n 2
FALTER  -1 (attacker 5-2=3 vs defender 4+0=4); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker -2 (regular 0, spent -2); defender 0 (regular 0, worn 0)

# The modifier comes from condition.csv's row, as --SIDE-condition's does.
$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 4/8 --defender-rating reliable --dice 5,1 --verbose
DRIVEN BACK  +8 (attacker 5+2=7 vs defender 1-2=-1); the attacker carries the position; stands lost: defender 1, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender -2 (regular 0, spent -2)
defender: loses 1 stand; disordered; retreats out of close range
attacker: carries the position
defender condition: spent, 4 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 3 of 8 stands
attacker condition: fresh, 8 of 8 stands (reliable: worn at 6, spent at 4); after: fresh, 8 of 8 stands
  attacker regular +0  (lib/quality.csv:4)
  attacker fresh +2  (lib/condition.csv:2)
  defender regular +0  (lib/quality.csv:4)
  defender spent -2  (lib/condition.csv:4)
  tables: $TOP/tables ($MUSKET_TABLES)

# The condition after the charge: Driven Back costs the worn defender
# (5 of 8, reliable) a stand, and 4 is spent; the first line says so.
$ lib-charge --defender-stands 5/8 --defender-rating reliable --dice 9,1
DRIVEN BACK  +8 (attacker 9+0=9 vs defender 1+0=1); the attacker carries the position; stands lost: defender 1, attacker 0; defender worn -> spent
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered; retreats out of close range
attacker: carries the position
defender condition: worn, 5 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 4 of 8 stands

# A condition the losses do not change is not on the first line.
$ lib-charge --defender-stands 8/8 --defender-rating reliable --dice 9,1
DRIVEN BACK  +6 (attacker 9+0=9 vs defender 1+2=3); the attacker carries the position; stands lost: defender 1, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, fresh +2)
defender: loses 1 stand; disordered; retreats out of close range
attacker: carries the position
defender condition: fresh, 8 of 8 stands (reliable: worn at 6, spent at 4); after: fresh, 7 of 8 stands

# Swept with none left: destroyed (guard +2 against fresh +2: 12 - 3 = 9,
# 2 stands of a unit of 2).
$ lib-charge --attacker guard --defender-stands 2/2 --defender-rating spirited --dice 10,1
SWEPT FROM THE FIELD  +9 (attacker 10+2=12 vs defender 1+2=3); the attacker carries the position; stands lost: defender 2, attacker 0; defender destroyed; defender fresh -> destroyed
modifiers: attacker +2 (guard +2, worn 0); defender +2 (regular 0, fresh +2)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+0)
attacker: breakthrough charge a half move toward the closest enemy
defender condition: fresh, 2 of 2 stands (spirited: spent at 1); after: destroyed, 0 of 2 stands

$ lib-charge --attacker guard --defender-stands 2/2 --defender-rating spirited --dice 10,1 --json | jq -c '[.defender_stands_lost, .condition, .condition_after]'
[2,{"attacker":"worn","defender":"fresh"},{"attacker":null,"defender":"destroyed"}]

# The attacker's losses: Recoil, 1 stand of an unreliable 5 (worn at 4,
# spent at 3), fresh to worn.
$ lib-charge --attacker-stands 5/5 --attacker-rating unreliable --dice 1,9
RECOIL  -6 (attacker 1+2=3 vs defender 9+0=9); the attacker does not carry the position; stands lost: defender 0, attacker 1; attacker fresh -> worn
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: loses 1 stand and disordered; retreats out of close range
attacker condition: fresh, 5 of 5 stands (unreliable: worn at 4, spent at 3); after: worn, 4 of 5 stands

# JSON: "condition" (as the first round is fought) and "condition_after"
# (null for a side whose stands are not given).
$ lib-charge --defender-stands 5/8 --defender-rating reliable --dice 9,1 --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":"5/8","defender_rating":"reliable","defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"dice":[{"roll":"attacker","sides":10,"value":9},{"roll":"defender","sides":10,"value":1}],"outcome":"driven_back","effect":"defender: loses 1 stand; disordered; retreats out of close range. attacker: carries the position","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"attacker","source":"lib/condition.csv:3"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"}],"rounds":[{"attacker_roll":9,"defender_roll":1,"attacker_total":9,"defender_total":1,"result":"driven_back"}],"result":"driven_back","carried":true,"defender_stands_lost":1,"attacker_stands_lost":0,"defender_guns_damaged":0,"destroyed":{"attacker":false,"defender":false},"condition":{"attacker":"worn","defender":"worn"},"condition_after":{"attacker":null,"defender":"spent"},"fallen_leader":null,"rein_in":null}

$ lib-charge --attacker-stands 5/5 --attacker-rating unreliable --defender-condition fresh --dice 1,9 --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":"5/5","attacker_rating":"unreliable","attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":"fresh","defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"dice":[{"roll":"attacker","sides":10,"value":1},{"roll":"defender","sides":10,"value":9}],"outcome":"recoil","effect":"defender: holds its position. attacker: loses 1 stand and disordered; retreats out of close range","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"fresh","value":2,"side":"attacker","source":"lib/condition.csv:2"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"fresh","value":2,"side":"defender","source":"lib/condition.csv:2"}],"rounds":[{"attacker_roll":1,"defender_roll":9,"attacker_total":3,"defender_total":11,"result":"recoil"}],"result":"recoil","carried":false,"defender_stands_lost":0,"attacker_stands_lost":1,"defender_guns_damaged":0,"destroyed":{"attacker":false,"defender":false},"condition":{"attacker":"fresh","defender":"fresh"},"condition_after":{"attacker":"worn","defender":null},"fallen_leader":null,"rein_in":null}

# "Adjust modifiers and roll again": the stand a Desperate Struggle costs
# may change the condition the re-roll is fought in.  Fresh attacker
# (8 of 8) 3+2 against the worn defender's (5 of 8) 5: a struggle; the
# defender, down to 4, is spent (-2 more) for the re-roll.
$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 5/8 --defender-rating reliable --dice 3,5,6,3
DRIVEN BACK  +7 (attacker 6+1=7 vs defender 3-3=0) after 1 re-roll; the attacker carries the position; stands lost: defender 2, attacker 1; defender worn -> spent
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
round 1: attacker 3+2=5 vs defender 5+0=5: 0 Desperate Struggle
  defender: loses 1 stand; disordered
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker +2 -> +1 (disordered by the struggle -1); defender 0 -> -3 (disordered by the struggle -1, spent by the struggle -2)
round 2: attacker 6+1=7 vs defender 3-3=0: +7 Driven Back
defender: loses 1 stand; disordered; retreats out of close range
attacker: carries the position
defender condition: worn, 5 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 3 of 8 stands
attacker condition: fresh, 8 of 8 stands (reliable: worn at 6, spent at 4); after: fresh, 7 of 8 stands

$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 5/8 --defender-rating reliable --dice 3,5,6,3 --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":"8/8","attacker_rating":"reliable","attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":"5/8","defender_rating":"reliable","defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"dice":[{"roll":"attacker","sides":10,"value":3},{"roll":"defender","sides":10,"value":5},{"roll":"attacker re-roll","sides":10,"value":6},{"roll":"defender re-roll","sides":10,"value":3}],"outcome":"driven_back","effect":"defender: loses 1 stand; disordered; retreats out of close range. attacker: carries the position","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"fresh","value":2,"side":"attacker","source":"lib/condition.csv:2"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"},{"name":"disordered by the struggle","value":-1,"side":"attacker","source":"lib/modifiers.csv:2"},{"name":"disordered by the struggle","value":-1,"side":"defender","source":"lib/modifiers.csv:2"},{"name":"spent by the struggle","value":-2,"side":"defender","source":"lib/condition.csv:4"}],"rounds":[{"attacker_roll":3,"defender_roll":5,"attacker_total":5,"defender_total":5,"result":"desperate_struggle"},{"attacker_roll":6,"defender_roll":3,"attacker_total":7,"defender_total":0,"result":"driven_back"}],"result":"driven_back","carried":true,"defender_stands_lost":2,"attacker_stands_lost":1,"defender_guns_damaged":0,"destroyed":{"attacker":false,"defender":false},"condition":{"attacker":"fresh","defender":"worn"},"condition_after":{"attacker":"fresh","defender":"spent"},"fallen_leader":null,"rein_in":null}

# Three struggles: the spirited attacker of 4 (worn at 2, spent at 1)
# is fresh at 3, worn at 2 for the third round, spent at 1 for the
# fourth; each change is said before the re-roll it changes.
$ lib-charge --attacker-stands 4/4 --attacker-rating spirited --dice 3,5,1,3,4,4,9,2
DRIVEN BACK  +5 (attacker 9-3=6 vs defender 2-1=1) after 3 re-rolls; the attacker carries the position; stands lost: defender 4, attacker 3; attacker fresh -> spent
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
round 1: attacker 3+2=5 vs defender 5+0=5: 0 Desperate Struggle
  defender: loses 1 stand; disordered
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker +2 -> +1 (disordered by the struggle -1); defender 0 -> -1 (disordered by the struggle -1)
round 2: attacker 1+1=2 vs defender 3-1=2: 0 Desperate Struggle
  defender: loses 1 stand; disordered
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker +1 -> -1 (worn by the struggle -2); defender -1 -> -1 (unchanged)
round 3: attacker 4-1=3 vs defender 4-1=3: 0 Desperate Struggle
  defender: loses 1 stand; disordered
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker -1 -> -3 (spent by the struggle -2); defender -1 -> -1 (unchanged)
round 4: attacker 9-3=6 vs defender 2-1=1: +5 Driven Back
defender: loses 1 stand; disordered; retreats out of close range
attacker: carries the position
attacker condition: fresh, 4 of 4 stands (spirited: worn at 2, spent at 1); after: spent, 1 of 4 stands

# -e: the attacker carries the position or not, whatever the condition.
$ lib-charge --attacker-stands 4/8 --attacker-rating reliable --dice 1,9 -e
REPULSED  -10 (attacker 1-2=-1 vs defender 9+0=9); the attacker does not carry the position; stands lost: defender 0, attacker 3
modifiers: attacker -2 (regular 0, spent -2); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+1)
attacker condition: spent, 4 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 1 of 8 stands
[1]

# Batch: each line its own stands; a contradictory line is reported and
# the rest still run.
$ printf '%s\n' '--defender-stands 5/8 --defender-rating reliable --dice 9,1' '--defender-stands 5/8 --defender-condition fresh --dice 9,1' '--attacker-stands 8/8 --attacker-rating reliable --dice 5,5' | lib-charge --batch
DRIVEN BACK  +8 (attacker 9+0=9 vs defender 1+0=1); the attacker carries the position; stands lost: defender 1, attacker 0; defender worn -> spent; modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0); defender: loses 1 stand; disordered; retreats out of close range; attacker: carries the position; defender condition: worn, 5 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 4 of 8 stands
HARD PRESSED  +2 (attacker 5+2=7 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0; modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0); defender: disordered; retreats 2" from the enemy; attacker: carries the position; attacker condition: fresh, 8 of 8 stands (reliable: worn at 6, spent at 4); after: fresh, 8 of 8 stands
! lib-charge: line 2: --defender-condition and --defender-stands NOW/START cannot go together
[2]

# Odds with the condition from the stands, checked against an independent
# python fractions model of spec 03 and 08 (the bands, the stands each
# band costs, the effectiveness rows, and "adjust modifiers and roll
# again": each struggle costs both a stand, disorders both, and the
# condition follows the stands left; once a struggle changes nothing,
# the re-rolls make a geometric series).  A fresh reliable 8/8 against a
# worn reliable 5/8, who is spent after a struggle:
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 5/8 --defender-rating reliable --odds
the attacker carries the position 70.65% (2759901/3906250)
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker +2 -> +1 (disordered by the struggle -1); defender 0 -> -3 (disordered by the struggle -1, spent by the struggle -2)
after 2 struggles: attacker +1 -> -1 (worn by the struggle -2); defender -3 -> -3 (unchanged)
after 4 struggles: attacker -1 -> -3 (spent by the struggle -2); defender -3 -> -3 (unchanged)
swept from the field 1412331/19531250   7.231%  #
driven back      2393992/9765625  24.514%  #####
hard pressed     759913/1953125  38.908%  ########
desperate struggle   6/1953125  0.0003%  .
falter           453808/1953125  23.235%  #####
recoil           1193659/19531250   6.112%  #
repulsed           3/9765625 0.00003%  .
struggle                2/25   8.000%  ##
attacker stands lost 0       43/50  86.000%  100.000% or more  #################
attacker stands lost 1      77/625  12.320%   14.000% or more  ##
attacker stands lost 2   471/31250   1.507%    1.680% or more  .
attacker stands lost 3  621/390625   0.159%    0.173% or more  .
attacker stands lost 4 237/1953125   0.012%    0.014% or more  .
attacker stands lost 5 162/9765625   0.002%    0.002% or more  .
attacker stands lost 6   3/9765625 0.00003%  0.00003% or more  .
attacker stands lost: mean 1549643/9765625 (0.159), sd 0.418
defender stands lost 0       16/25  64.000%  100.000% or more  #############
defender stands lost 1      29/125  23.200%   36.000% or more  #####
defender stands lost 2  5159/62500   8.254%   12.800% or more  ##
defender stands lost 3 21009/781250   2.689%    4.546% or more  #
defender stands lost 4 53049/3906250   1.358%    1.856% or more  .
defender stands lost 5 38937/7812500   0.498%    0.498% or more  .
defender stands lost: mean 4351597/7812500 (0.557), sd 0.914

# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 5/8 --defender-rating reliable --odds --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":"8/8","attacker_rating":"reliable","attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":"5/8","defender_rating":"reliable","defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"answer":{"question":"the attacker carries the position","p":0.70653465599999998,"fraction":"2759901/3906250"},"odds":[{"outcome":"swept","p":0.072311347200000001,"fraction":"1412331/19531250"},{"outcome":"driven_back","p":0.24514478079999999,"fraction":"2393992/9765625"},{"outcome":"hard_pressed","p":0.38907545599999999,"fraction":"759913/1953125"},{"outcome":"desperate_struggle","p":3.072e-06,"fraction":"6/1953125"},{"outcome":"falter","p":0.23234969599999999,"fraction":"453808/1953125"},{"outcome":"recoil","p":0.061115340800000001,"fraction":"1193659/19531250"},{"outcome":"repulsed","p":3.072e-07,"fraction":"3/9765625"}],"p_rein_in":{"p":0,"fraction":"0"},"fallen_leader":{"attacker":null,"defender":null},"stands_lost":{"attacker":[{"value":0,"p":0.85999999999999999,"fraction":"43/50","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.1232,"fraction":"77/625","p_at_least":0.14000000000000001,"fraction_at_least":"7/50"},{"value":2,"p":0.015072,"fraction":"471/31250","p_at_least":0.016799999999999999,"fraction_at_least":"21/1250"},{"value":3,"p":0.00158976,"fraction":"621/390625","p_at_least":0.0017279999999999999,"fraction_at_least":"27/15625"},{"value":4,"p":0.000121344,"fraction":"237/1953125","p_at_least":0.00013824,"fraction_at_least":"54/390625"},{"value":5,"p":1.6588799999999999e-05,"fraction":"162/9765625","p_at_least":1.6895999999999999e-05,"fraction_at_least":"33/1953125"},{"value":6,"p":3.072e-07,"fraction":"3/9765625","p_at_least":3.072e-07,"fraction_at_least":"3/9765625"}],"defender":[{"value":0,"p":0.64000000000000001,"fraction":"16/25","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.23200000000000001,"fraction":"29/125","p_at_least":0.35999999999999999,"fraction_at_least":"9/25"},{"value":2,"p":0.082544000000000006,"fraction":"5159/62500","p_at_least":0.128,"fraction_at_least":"16/125"},{"value":3,"p":0.026891519999999999,"fraction":"21009/781250","p_at_least":0.045456000000000003,"fraction_at_least":"2841/62500"},{"value":4,"p":0.013580544,"fraction":"53049/3906250","p_at_least":0.018564480000000001,"fraction_at_least":"29007/1562500"},{"value":5,"p":0.0049839359999999996,"fraction":"38937/7812500","p_at_least":0.0049839359999999996,"fraction_at_least":"38937/7812500"}]},"p_desperate_struggle":{"p":0.080000000000000002,"fraction":"2/25"},"expected_stands_lost":{"attacker":{"value":0.1586834432,"fraction":"1549643/9765625","sd":0.4183093210223654},"defender":{"value":0.55700441599999995,"fraction":"4351597/7812500","sd":0.91423895375142428}}}

# The spirited 4/4 attacker falls to worn after the second struggle and
# to spent after the third; the reliable 3/3 defender (worn at 2, spent
# at 1) to worn after the first and spent after the second.
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-stands 4/4 --attacker-rating spirited --defender-stands 3/3 --defender-rating reliable --odds --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":"4/4","attacker_rating":"spirited","attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":"3/3","defender_rating":"reliable","defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"answer":{"question":"the attacker carries the position","p":0.51976,"fraction":"6497/12500"},"odds":[{"outcome":"swept","p":0.016480000000000002,"fraction":"103/6250"},{"outcome":"driven_back","p":0.16375999999999999,"fraction":"2047/12500"},{"outcome":"hard_pressed","p":0.33888000000000001,"fraction":"1059/3125"},{"outcome":"desperate_struggle","p":0.00064000000000000005,"fraction":"2/3125"},{"outcome":"falter","p":0.32375999999999999,"fraction":"4047/12500"},{"outcome":"recoil","p":0.14648,"fraction":"1831/12500"},{"outcome":"repulsed","p":0.01,"fraction":"1/100"}],"p_rein_in":{"p":0,"fraction":"0"},"fallen_leader":{"attacker":null,"defender":null},"stands_lost":{"attacker":[{"value":0,"p":0.75,"fraction":"3/4","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.20399999999999999,"fraction":"51/250","p_at_least":0.25,"fraction_at_least":"1/4"},{"value":2,"p":0.043119999999999999,"fraction":"539/12500","p_at_least":0.045999999999999999,"fraction_at_least":"23/500"},{"value":3,"p":0.0028800000000000002,"fraction":"9/3125","p_at_least":0.0028800000000000002,"fraction_at_least":"9/3125"}],"defender":[{"value":0,"p":0.75,"fraction":"3/4","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.16800000000000001,"fraction":"21/125","p_at_least":0.25,"fraction_at_least":"1/4"},{"value":2,"p":0.070239999999999997,"fraction":"439/6250","p_at_least":0.082000000000000003,"fraction_at_least":"41/500"},{"value":3,"p":0.01176,"fraction":"147/12500","p_at_least":0.01176,"fraction_at_least":"147/12500"}]},"p_desperate_struggle":{"p":0.10000000000000001,"fraction":"1/10"},"expected_stands_lost":{"attacker":{"value":0.29887999999999998,"fraction":"934/3125","sd":0.55952725188323038},"defender":{"value":0.34376000000000001,"fraction":"4297/12500","sd":0.66077913284243472}}}

# The same condition given as a word, fresh against worn, fights every
# re-roll fresh: the odds differ from the 8/8 against 5/8 above.
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-condition fresh --odds
the attacker carries the position 69.57% (16/23)
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker +2 -> +1 (disordered by the struggle -1); defender 0 -> -1 (disordered by the struggle -1)
swept from the field        3/46   6.522%  #
driven back            11/46  23.913%  #####
hard pressed            9/23  39.130%  ########
falter                 11/46  23.913%  #####
recoil                  3/46   6.522%  #
repulsed                   0   0.000%
struggle                2/25   8.000%  ##
attacker stands lost 0       43/50  86.000%  100.000% or more  #################
attacker stands lost 1    139/1250  11.120%   14.000% or more  ##
attacker stands lost 2   414/15625   2.650%    2.880% or more  #
attacker stands lost 3 or more    36/15625   0.230%    0.230% or more  .
attacker stands lost: mean 197/1150 (0.171), sd 0.458
defender stands lost 0       16/25  64.000%  100.000% or more  #############
defender stands lost 1    303/1250  24.240%   36.000% or more  #####
defender stands lost 2  4887/62500   7.819%   11.760% or more  ##
defender stands lost 3 10256/390625   2.626%    3.941% or more  #
defender stands lost 4 472673/39062500   1.210%    1.315% or more  .
defender stands lost 5 472673/488281250   0.097%    0.105% or more  .
defender stands lost 6 or more 20551/244140625   0.008%    0.008% or more  .
defender stands lost: mean 611/1150 (0.531), sd 0.854

# Unreliable 3/3: fresh, then spent after one struggle (no worn).
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-stands 3/3 --attacker-rating unreliable --odds --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":"3/3","attacker_rating":"unreliable","attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"answer":{"question":"the attacker carries the position","p":0.664192,"fraction":"10378/15625"},"odds":[{"outcome":"swept","p":0.059999999999999998,"fraction":"3/50"},{"outcome":"driven_back","p":0.225184,"fraction":"7037/31250"},{"outcome":"hard_pressed","p":0.37900800000000001,"fraction":"5922/15625"},{"outcome":"desperate_struggle","p":0.00051199999999999998,"fraction":"8/15625"},{"outcome":"falter","p":0.25110399999999999,"fraction":"7847/31250"},{"outcome":"recoil","p":0.079007999999999995,"fraction":"2469/31250"},{"outcome":"repulsed","p":0.0051840000000000002,"fraction":"81/15625"}],"p_rein_in":{"p":0,"fraction":"0"},"fallen_leader":{"attacker":null,"defender":null},"stands_lost":{"attacker":[{"value":0,"p":0.85999999999999999,"fraction":"43/50","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.082400000000000001,"fraction":"103/1250","p_at_least":0.14000000000000001,"fraction_at_least":"7/50"},{"value":2,"p":0.048191999999999999,"fraction":"753/15625","p_at_least":0.057599999999999998,"fraction_at_least":"36/625"},{"value":3,"p":0.0094079999999999997,"fraction":"147/15625","p_at_least":0.0094079999999999997,"fraction_at_least":"147/15625"}],"defender":[{"value":0,"p":0.64000000000000001,"fraction":"16/25","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.2712,"fraction":"339/1250","p_at_least":0.35999999999999999,"fraction_at_least":"9/25"},{"value":2,"p":0.056495999999999998,"fraction":"3531/62500","p_at_least":0.088800000000000004,"fraction_at_least":"111/1250"},{"value":3,"p":0.022304000000000001,"fraction":"697/31250","p_at_least":0.032303999999999999,"fraction_at_least":"2019/62500"},{"value":4,"p":0.01,"fraction":"1/100","p_at_least":0.01,"fraction_at_least":"1/100"}]},"p_desperate_struggle":{"p":0.080000000000000002,"fraction":"2/25"},"expected_stands_lost":{"attacker":{"value":0.207008,"fraction":"6469/31250","sd":0.56301659650138203},"defender":{"value":0.49110399999999998,"fraction":"15347/31250","sd":0.78532595855733689}}}

# Issue 15 and reading 8: --SIDE-stands NOW alone caps the losses, the
# condition as given.  Swept +12 would cost 5 stands; the defender has 2:
# it is destroyed, said on the first line and in the JSON.
$ lib-charge --defender-stands 2 --attacker guard --attacker-condition fresh --dice 10,2 | head -n 1
SWEPT FROM THE FIELD  +12 (attacker 10+4=14 vs defender 2+0=2); the attacker carries the position; stands lost: defender 2, attacker 0; defender destroyed

$ lib-charge --defender-stands 2 --attacker guard --attacker-condition fresh --dice 10,2 --json | jq -c '{defender_stands_lost, destroyed, carried}'
{"defender_stands_lost":2,"destroyed":{"attacker":false,"defender":true},"carried":true}

# Repulsed likewise for the attacker.
$ lib-charge --attacker-stands 3 --defender guard --defender-condition fresh --dice 2,10 | head -n 1
REPULSED  -12 (attacker 2+0=2 vs defender 10+4=14); the attacker does not carry the position; stands lost: defender 0, attacker 3; attacker destroyed

# NOW with a condition: the condition is as given.
$ lib-charge --attacker-stands 4 --attacker-condition fresh --dice 5,4 | head -n 2
HARD PRESSED  +3 (attacker 5+2=7 vs defender 4+0=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)

# A struggle that leaves a side with none ends the charge: the 1-stand
# defender is gone, the attacker carries the position, no re-roll is due.
$ lib-charge --defender-stands 1 --dice 5,5
DESPERATE STRUGGLE  0 (attacker 5+0=5 vs defender 5+0=5); the attacker carries the position; stands lost: defender 1, attacker 1; defender destroyed
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered
attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers

$ lib-charge --defender-stands 1 --dice 5,5,3,3
! lib-charge: --dice: 4 dice given, only 2 used
[2]

# Both gone: nobody carries it (-e exits 1).
$ lib-charge --attacker-stands 1 --defender-stands 1 --dice 5,5 -e | head -n 1
DESPERATE STRUGGLE  0 (attacker 5+0=5 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 1, attacker 1; defender destroyed; attacker destroyed

# NOW/START with a rating still gives the condition; a side with none
# left after the struggle is destroyed.
$ lib-charge --attacker-stands 1/8 --attacker-rating reliable --dice 7,5 --json | jq -c '{result, destroyed, condition_after, carried}'
{"result":"desperate_struggle","destroyed":{"attacker":true,"defender":false},"condition_after":{"attacker":"destroyed","defender":null},"carried":false}

# The odds: 1 stand a side.  A first-round struggle (1/10) destroys both
# and ends the charge (desperate_struggle, not carried); the attacker
# carries R >= 1, 45/100.  Stands lost, defender: Swept 1/100 and Driven
# Back 14/100 cost 1 (capped), the struggle 1/10: 1/4; the attacker
# alike (Recoil 14/100, Repulsed 1/100): 1/4.
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-stands 1 --defender-stands 1 --odds
the attacker carries the position 45.00% (9/20)
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
swept from the field       1/100   1.000%  .
driven back             7/50  14.000%  ###
hard pressed            3/10  30.000%  ######
desperate struggle        1/10  10.000%  ##
falter                  3/10  30.000%  ######
recoil                  7/50  14.000%  ###
repulsed               1/100   1.000%  .
struggle                1/10  10.000%  ##
attacker stands lost 0         3/4  75.000%  100.000% or more  ###############
attacker stands lost 1         1/4  25.000%   25.000% or more  #####
attacker stands lost: mean 1/4 (0.250), sd 0.433
defender stands lost 0         3/4  75.000%  100.000% or more  ###############
defender stands lost 1         1/4  25.000%   25.000% or more  #####
defender stands lost: mean 1/4 (0.250), sd 0.433

# Bad stands.
$ lib-charge --defender-stands 0 --dice 5,4
! lib-charge: --defender-stands: '0' is not NOW or NOW/START: the stands now is below the minimum 1
[2]

$ lib-charge --defender-stands x --dice 5,4
! lib-charge: --defender-stands: 'x' is not NOW or NOW/START: the stands now is not a number
[2]

# Stands given, 4 a side: the struggles are folded up to the one that
# destroys both (4 in a row, 1/10^4: desperate_struggle); by symmetry
# the attacker carries (1 - 1/10^4)/2 = 9999/20000.  The attacker loses
# all 4 after 4 struggles (1/10^4), after 3 and then a re-roll that
# costs it its last (falter 30, recoil 14, repulsed 1 of 100: 45/10^5),
# or after 2 and a repulse of 2 (1/10^4): 13/20000 (by hand).
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-stands 4 --defender-stands 4 --odds | grep -e carries -e desperate -e 'stands lost 4'
the attacker carries the position 49.99% (9999/20000)
desperate struggle     1/10000   0.010%  .
attacker stands lost 4    13/20000   0.065%    0.065% or more  .
defender stands lost 4    13/20000   0.065%    0.065% or more  .

# 999 stands a side: 998 struggles folded into one roll of the walk, not
# walked one by one; the chance is (1 - 1/10^999)/2, the nearest double
# 0.5, and the last of 1000 rows 999 stands.
# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-stands 999 --defender-stands 999 --odds --json | jq -c '[.answer.p, (.stands_lost.defender | length), .stands_lost.defender[-1].value]'
[0.5,1000,999]
