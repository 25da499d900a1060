# The condition from the stands: --SIDE-stands NOW/START with
# --SIDE-rating, looked up in lib/effectiveness.csv (spec 08 step 3,
# 23-amendments.md).  Reliable 8 stands: worn at 6, spent at 4; so 8 and
# 7 are fresh (+2), 6 and 5 worn (0), 4 and fewer spent (-2).
$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --dice 5,4 | head -n 2
HARD PRESSED  +3 (attacker 5+2=7 vs defender 4+0=4); stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 7/8 --attacker-rating reliable --dice 5,4 | head -n 2
HARD PRESSED  +3 (attacker 5+2=7 vs defender 4+0=4); stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 6/8 --attacker-rating reliable --dice 5,4 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 5/8 --attacker-rating reliable --dice 5,4 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 4/8 --attacker-rating reliable --dice 5,4 | head -n 2
FALTER  -1 (attacker 5-2=3 vs defender 4+0=4); stands lost: defender 0, attacker 0
modifiers: attacker -2 (regular 0, spent -2); defender 0 (regular 0, worn 0)

# The defender's alike; spirited 8 stands: worn at 5, spent at 3.
$ lib-charge --defender-stands 6/8 --defender-rating spirited --dice 5,4 | head -n 2
FALTER  -1 (attacker 5+0=5 vs defender 4+2=6); stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, fresh +2)

$ lib-charge --defender-stands 5/8 --defender-rating spirited --dice 5,4 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --defender-stands 3/8 --defender-rating spirited --dice 5,4 | head -n 2
HARD PRESSED  +3 (attacker 5+0=5 vs defender 4-2=2); stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -2 (regular 0, spent -2)

# Unreliable 3 stands has no worn ("-"): fresh at 3, spent at 2.
$ lib-charge --attacker-stands 3/3 --attacker-rating unreliable --dice 5,4 | head -n 2
HARD PRESSED  +3 (attacker 5+2=7 vs defender 4+0=4); stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-stands 2/3 --attacker-rating unreliable --dice 5,4 | head -n 2
FALTER  -1 (attacker 5-2=3 vs defender 4+0=4); stands lost: defender 0, attacker 0
modifiers: attacker -2 (regular 0, spent -2); defender 0 (regular 0, worn 0)

# The modifier comes from condition.csv's row, as --SIDE-condition's does.
$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 4/8 --defender-rating reliable --dice 5,1 --verbose
DRIVEN BACK  +8 (attacker 5+2=7 vs defender 1-2=-1); stands lost: defender 1, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender -2 (regular 0, spent -2)
defender: loses 1 stand, troops disordered, guns silenced; troops retreat out of close range; guns limber and full retreat; fixed and heavy artillery lost
attacker: carries the position; disordered after 2nd combat
defender condition: spent, 4 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 3 of 8 stands
attacker condition: fresh, 8 of 8 stands (reliable: worn at 6, spent at 4); after: fresh, 8 of 8 stands
  attacker regular +0  (lib/quality.csv:4)
  attacker fresh +2  (lib/condition.csv:2)
  defender regular +0  (lib/quality.csv:4)
  defender spent -2  (lib/condition.csv:4)

# The condition after the charge: Driven Back costs the worn defender
# (5 of 8, reliable) a stand, and 4 is spent; the first line says so.
$ lib-charge --defender-stands 5/8 --defender-rating reliable --dice 9,1
DRIVEN BACK  +8 (attacker 9+0=9 vs defender 1+0=1); stands lost: defender 1, attacker 0; defender worn -> spent
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: loses 1 stand, troops disordered, guns silenced; troops retreat out of close range; guns limber and full retreat; fixed and heavy artillery lost
attacker: carries the position; disordered after 2nd combat
defender condition: worn, 5 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 4 of 8 stands

# A condition the losses do not change is not on the first line.
$ lib-charge --defender-stands 8/8 --defender-rating reliable --dice 9,1
DRIVEN BACK  +6 (attacker 9+0=9 vs defender 1+2=3); stands lost: defender 1, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, fresh +2)
defender: loses 1 stand, troops disordered, guns silenced; troops retreat out of close range; guns limber and full retreat; fixed and heavy artillery lost
attacker: carries the position; disordered after 2nd combat
defender condition: fresh, 8 of 8 stands (reliable: worn at 6, spent at 4); after: fresh, 7 of 8 stands

# Swept with none left: destroyed (guard +2 against fresh +2: 12 - 3 = 9,
# 2 stands of a unit of 2).
$ lib-charge --attacker guard --defender-stands 2/2 --defender-rating spirited --dice 10,1
SWEPT FROM THE FIELD  +9 (attacker 10+2=12 vs defender 1+2=3); stands lost: defender 2, attacker 0; defender fresh -> destroyed
modifiers: attacker +2 (guard +2, worn 0); defender +2 (regular 0, fresh +2)
defender: loses 2 stands; troops full retreat broken; guns limber and full retreat silenced; fixed and heavy artillery lost; 1 more stand for each point of difference over the band (+0)
attacker: breakthrough charge a half move toward the closest enemy; carries the position after 2nd combat; disordered after 2nd combat
defender condition: fresh, 2 of 2 stands (spirited: spent at 1); after: destroyed, 0 of 2 stands

$ lib-charge --attacker guard --defender-stands 2/2 --defender-rating spirited --dice 10,1 --json | jq -c '[.defender_stands_lost, .condition, .condition_after]'
[2,{"attacker":"worn","defender":"fresh"},{"attacker":null,"defender":"destroyed"}]

# The attacker's losses: Recoil, 1 stand of an unreliable 5 (worn at 4,
# spent at 3), fresh to worn.
$ lib-charge --attacker-stands 5/5 --attacker-rating unreliable --dice 1,9
RECOIL  -6 (attacker 1+2=3 vs defender 9+0=9); stands lost: defender 0, attacker 1; attacker fresh -> worn
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: loses 1 stand and disordered; retreats out of close range; 1 more stand lost and full retreat broken if outflanked
attacker condition: fresh, 5 of 5 stands (unreliable: worn at 4, spent at 3); after: worn, 4 of 5 stands

# JSON: "condition" (as the first round is fought) and "condition_after"
# (null for a side whose stands are not given).
$ lib-charge --defender-stands 5/8 --defender-rating reliable --dice 9,1 --json
{"tool":"lib-charge","inputs":{"attacker":"regular","attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_guns":null,"attacker_disordered":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_cavalry":false,"attacker_cold_steel":false,"attacker_stationary":false,"defender":"regular","defender_condition":null,"defender_stands":"5/8","defender_rating":"reliable","defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_leader":false,"defender_gaucho":false,"defender_cavalry":false,"defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open"},"dice":[{"roll":"attacker","sides":10,"value":9},{"roll":"defender","sides":10,"value":1}],"outcome":"driven_back","effect":"defender: loses 1 stand, troops disordered, guns silenced; troops retreat out of close range; guns limber and full retreat; fixed and heavy artillery lost. attacker: carries the position; disordered after 2nd combat","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"attacker","source":"lib/condition.csv:3"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"}],"rounds":[{"attacker_roll":9,"defender_roll":1,"attacker_total":9,"defender_total":1,"result":"driven_back"}],"result":"driven_back","defender_stands_lost":1,"attacker_stands_lost":0,"condition":{"attacker":"worn","defender":"worn"},"condition_after":{"attacker":null,"defender":"spent"},"fallen_leader":null,"rein_in":null}

$ lib-charge --attacker-stands 5/5 --attacker-rating unreliable --defender-condition fresh --dice 1,9 --json
{"tool":"lib-charge","inputs":{"attacker":"regular","attacker_condition":null,"attacker_stands":"5/5","attacker_rating":"unreliable","attacker_outnumbered":null,"attacker_guns":null,"attacker_disordered":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_cavalry":false,"attacker_cold_steel":false,"attacker_stationary":false,"defender":"regular","defender_condition":"fresh","defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_leader":false,"defender_gaucho":false,"defender_cavalry":false,"defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open"},"dice":[{"roll":"attacker","sides":10,"value":1},{"roll":"defender","sides":10,"value":9}],"outcome":"recoil","effect":"defender: holds its position. attacker: loses 1 stand and disordered; retreats out of close range; 1 more stand lost and full retreat broken if outflanked","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"fresh","value":2,"side":"attacker","source":"lib/condition.csv:2"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"fresh","value":2,"side":"defender","source":"lib/condition.csv:2"}],"rounds":[{"attacker_roll":1,"defender_roll":9,"attacker_total":3,"defender_total":11,"result":"recoil"}],"result":"recoil","defender_stands_lost":0,"attacker_stands_lost":1,"condition":{"attacker":"fresh","defender":"fresh"},"condition_after":{"attacker":"worn","defender":null},"fallen_leader":null,"rein_in":null}

# "Adjust modifiers and roll again": the stand a Desperate Struggle costs
# may change the condition the re-roll is fought in.  Fresh attacker
# (8 of 8) 3+2 against the worn defender's (5 of 8) 5: a struggle; the
# defender, down to 4, is spent (-2 more) for the re-roll.
$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 5/8 --defender-rating reliable --dice 3,5,6,3
DRIVEN BACK  +7 (attacker 6+1=7 vs defender 3-3=0) after 1 re-roll; stands lost: defender 2, attacker 1; defender worn -> spent
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
round 1: attacker 3+2=5 vs defender 5+0=5: 0 Desperate Struggle
  defender: loses 1 stand, troops disordered, guns silenced
  attacker: loses 1 stand, troops disordered, guns silenced; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker +2 -> +1 (disordered by the struggle -1); defender 0 -> -3 (disordered by the struggle -1, spent by the struggle -2)
round 2: attacker 6+1=7 vs defender 3-3=0: +7 Driven Back
defender: loses 1 stand, troops disordered, guns silenced; troops retreat out of close range; guns limber and full retreat; fixed and heavy artillery lost
attacker: carries the position; disordered after 2nd combat
defender condition: worn, 5 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 3 of 8 stands
attacker condition: fresh, 8 of 8 stands (reliable: worn at 6, spent at 4); after: fresh, 7 of 8 stands

$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 5/8 --defender-rating reliable --dice 3,5,6,3 --json
{"tool":"lib-charge","inputs":{"attacker":"regular","attacker_condition":null,"attacker_stands":"8/8","attacker_rating":"reliable","attacker_outnumbered":null,"attacker_guns":null,"attacker_disordered":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_cavalry":false,"attacker_cold_steel":false,"attacker_stationary":false,"defender":"regular","defender_condition":null,"defender_stands":"5/8","defender_rating":"reliable","defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_leader":false,"defender_gaucho":false,"defender_cavalry":false,"defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open"},"dice":[{"roll":"attacker","sides":10,"value":3},{"roll":"defender","sides":10,"value":5},{"roll":"attacker re-roll","sides":10,"value":6},{"roll":"defender re-roll","sides":10,"value":3}],"outcome":"driven_back","effect":"defender: loses 1 stand, troops disordered, guns silenced; troops retreat out of close range; guns limber and full retreat; fixed and heavy artillery lost. attacker: carries the position; disordered after 2nd combat","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"fresh","value":2,"side":"attacker","source":"lib/condition.csv:2"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"},{"name":"disordered by the struggle","value":-1,"side":"attacker","source":"lib/modifiers.csv:2"},{"name":"disordered by the struggle","value":-1,"side":"defender","source":"lib/modifiers.csv:2"},{"name":"spent by the struggle","value":-2,"side":"defender","source":"lib/condition.csv:4"}],"rounds":[{"attacker_roll":3,"defender_roll":5,"attacker_total":5,"defender_total":5,"result":"desperate_struggle"},{"attacker_roll":6,"defender_roll":3,"attacker_total":7,"defender_total":0,"result":"driven_back"}],"result":"driven_back","defender_stands_lost":2,"attacker_stands_lost":1,"condition":{"attacker":"fresh","defender":"worn"},"condition_after":{"attacker":"fresh","defender":"spent"},"fallen_leader":null,"rein_in":null}

# Three struggles: the spirited attacker of 4 (worn at 2, spent at 1)
# is fresh at 3, worn at 2 for the third round, spent at 1 for the
# fourth; each change is said before the re-roll it changes.
$ lib-charge --attacker-stands 4/4 --attacker-rating spirited --dice 3,5,1,3,4,4,9,2
DRIVEN BACK  +5 (attacker 9-3=6 vs defender 2-1=1) after 3 re-rolls; stands lost: defender 4, attacker 3; attacker fresh -> spent
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
round 1: attacker 3+2=5 vs defender 5+0=5: 0 Desperate Struggle
  defender: loses 1 stand, troops disordered, guns silenced
  attacker: loses 1 stand, troops disordered, guns silenced; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker +2 -> +1 (disordered by the struggle -1); defender 0 -> -1 (disordered by the struggle -1)
round 2: attacker 1+1=2 vs defender 3-1=2: 0 Desperate Struggle
  defender: loses 1 stand, troops disordered, guns silenced
  attacker: loses 1 stand, troops disordered, guns silenced; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker +1 -> -1 (worn by the struggle -2); defender -1 -> -1 (unchanged)
round 3: attacker 4-1=3 vs defender 4-1=3: 0 Desperate Struggle
  defender: loses 1 stand, troops disordered, guns silenced
  attacker: loses 1 stand, troops disordered, guns silenced; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker -1 -> -3 (spent by the struggle -2); defender -1 -> -1 (unchanged)
round 4: attacker 9-3=6 vs defender 2-1=1: +5 Driven Back
defender: loses 1 stand, troops disordered, guns silenced; troops retreat out of close range; guns limber and full retreat; fixed and heavy artillery lost
attacker: carries the position; disordered after 2nd combat
attacker condition: fresh, 4 of 4 stands (spirited: worn at 2, spent at 1); after: spent, 1 of 4 stands

# -e: the attacker carries the position or not, whatever the condition.
$ lib-charge --attacker-stands 4/8 --attacker-rating reliable --dice 1,9 -e
REPULSED  -10 (attacker 1-2=-1 vs defender 9+0=9); stands lost: defender 0, attacker 3
modifiers: attacker -2 (regular 0, spent -2); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+1)
attacker condition: spent, 4 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 1 of 8 stands
[1]

# Batch: each line its own stands; a contradictory line is reported and
# the rest still run.
$ printf '%s\n' '--defender-stands 5/8 --defender-rating reliable --dice 9,1' '--defender-stands 5/8 --defender-condition fresh --dice 9,1' '--attacker-stands 8/8 --attacker-rating reliable --dice 5,5' | lib-charge --batch
DRIVEN BACK  +8 (attacker 9+0=9 vs defender 1+0=1); stands lost: defender 1, attacker 0; defender worn -> spent; modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0); defender: loses 1 stand, troops disordered, guns silenced; troops retreat out of close range; guns limber and full retreat; fixed and heavy artillery lost; attacker: carries the position; disordered after 2nd combat; defender condition: worn, 5 of 8 stands (reliable: worn at 6, spent at 4); after: spent, 4 of 8 stands
HARD PRESSED  +2 (attacker 5+2=7 vs defender 5+0=5); stands lost: defender 0, attacker 0; modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0); defender: troops disordered, guns silenced; troops retreat 2" from the enemy; guns limber and full retreat; fixed and heavy artillery lost; attacker: carries the position; disordered after 2nd combat; attacker condition: fresh, 8 of 8 stands (reliable: worn at 6, spent at 4); after: fresh, 8 of 8 stands
! lib-charge: line 2: --defender-condition: give it or --defender-stands, not both
[2]

# Odds with the condition from the stands, checked against an independent
# python fractions model of spec 03 and 08 (the bands, the stands each
# band costs, the effectiveness rows, and "adjust modifiers and roll
# again": each struggle costs both a stand, disorders both, and the
# condition follows the stands left; once a struggle changes nothing,
# the re-rolls make a geometric series).  A fresh reliable 8/8 against a
# worn reliable 5/8, who is spent after a struggle:
$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 5/8 --defender-rating reliable --odds
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker +2 -> +1 (disordered by the struggle -1); defender 0 -> -3 (disordered by the struggle -1, spent by the struggle -2)
after 2 struggles: attacker +1 -> -1 (worn by the struggle -2); defender -3 -> -3 (unchanged)
swept             2079/28750   7.231%  #
driven_back       3524/14375  24.515%  #####
hard_pressed      5593/14375  38.908%  ########
falter              668/2875  23.235%  #####
recoil            1757/28750   6.111%  #
repulsed                   0   0.000%
struggle                2/25   8.000%  ##
defender expects to lose 8054/14375 stands (0.560)
attacker expects to lose 2281/14375 stands (0.159)

$ lib-charge --attacker-stands 8/8 --attacker-rating reliable --defender-stands 5/8 --defender-rating reliable --odds --json
{"tool":"lib-charge","inputs":{"attacker":"regular","attacker_condition":null,"attacker_stands":"8/8","attacker_rating":"reliable","attacker_outnumbered":null,"attacker_guns":null,"attacker_disordered":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_cavalry":false,"attacker_cold_steel":false,"attacker_stationary":false,"defender":"regular","defender_condition":null,"defender_stands":"5/8","defender_rating":"reliable","defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_leader":false,"defender_gaucho":false,"defender_cavalry":false,"defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open"},"odds":[{"outcome":"swept","p":0.072313043478260869,"fraction":"2079/28750"},{"outcome":"driven_back","p":0.24514782608695651,"fraction":"3524/14375"},{"outcome":"hard_pressed","p":0.38907826086956521,"fraction":"5593/14375"},{"outcome":"falter","p":0.23234782608695653,"fraction":"668/2875"},{"outcome":"recoil","p":0.061113043478260867,"fraction":"1757/28750"},{"outcome":"repulsed","p":0,"fraction":"0"}],"p_desperate_struggle":{"p":0.080000000000000002,"fraction":"2/25"},"expected_stands_lost":{"attacker":{"value":0.15867826086956521,"fraction":"2281/14375"},"defender":{"value":0.56027826086956523,"fraction":"8054/14375"}}}

# The spirited 4/4 attacker falls to worn after the second struggle and
# to spent after the third; the reliable 3/3 defender (worn at 2, spent
# at 1) to worn after the first and spent after the second.
$ lib-charge --attacker-stands 4/4 --attacker-rating spirited --defender-stands 3/3 --defender-rating reliable --odds --json
{"tool":"lib-charge","inputs":{"attacker":"regular","attacker_condition":null,"attacker_stands":"4/4","attacker_rating":"spirited","attacker_outnumbered":null,"attacker_guns":null,"attacker_disordered":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_cavalry":false,"attacker_cold_steel":false,"attacker_stationary":false,"defender":"regular","defender_condition":null,"defender_stands":"3/3","defender_rating":"reliable","defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_leader":false,"defender_gaucho":false,"defender_cavalry":false,"defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open"},"odds":[{"outcome":"swept","p":0.016487111111111112,"fraction":"4637/281250"},{"outcome":"driven_back","p":0.16385955555555556,"fraction":"92171/562500"},{"outcome":"hard_pressed","p":0.33909333333333336,"fraction":"3179/9375"},{"outcome":"falter","p":0.32397333333333334,"fraction":"12149/37500"},{"outcome":"recoil","p":0.14657955555555555,"fraction":"82451/562500"},{"outcome":"repulsed","p":0.010007111111111111,"fraction":"5629/562500"}],"p_desperate_struggle":{"p":0.10000000000000001,"fraction":"1/10"},"expected_stands_lost":{"attacker":{"value":0.29927822222222222,"fraction":"42086/140625"},"defender":{"value":0.34895822222222223,"fraction":"196289/562500"}}}

# The same condition given as a word, fresh against worn, fights every
# re-roll fresh: the odds differ from the 8/8 against 5/8 above.
$ lib-charge --attacker-condition fresh --odds
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker +2 -> +1 (disordered by the struggle -1); defender 0 -> -1 (disordered by the struggle -1)
swept                   3/46   6.522%  #
driven_back            11/46  23.913%  #####
hard_pressed            9/23  39.130%  ########
falter                 11/46  23.913%  #####
recoil                  3/46   6.522%  #
repulsed                   0   0.000%
struggle                2/25   8.000%  ##
defender expects to lose 611/1150 stands (0.531)
attacker expects to lose 197/1150 stands (0.171)

# Unreliable 3/3: fresh, then spent after one struggle (no worn).
$ lib-charge --attacker-stands 3/3 --attacker-rating unreliable --odds --json
{"tool":"lib-charge","inputs":{"attacker":"regular","attacker_condition":null,"attacker_stands":"3/3","attacker_rating":"unreliable","attacker_outnumbered":null,"attacker_guns":null,"attacker_disordered":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_cavalry":false,"attacker_cold_steel":false,"attacker_stationary":false,"defender":"regular","defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_leader":false,"defender_gaucho":false,"defender_cavalry":false,"defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open"},"odds":[{"outcome":"swept","p":0.059999999999999998,"fraction":"3/50"},{"outcome":"driven_back","p":0.22521739130434781,"fraction":"259/1150"},{"outcome":"hard_pressed","p":0.37913043478260872,"fraction":"218/575"},{"outcome":"falter","p":0.25130434782608696,"fraction":"289/1150"},{"outcome":"recoil","p":0.0791304347826087,"fraction":"91/1150"},{"outcome":"repulsed","p":0.0052173913043478265,"fraction":"3/575"}],"p_desperate_struggle":{"p":0.080000000000000002,"fraction":"2/25"},"expected_stands_lost":{"attacker":{"value":0.21130434782608695,"fraction":"243/1150"},"defender":{"value":0.49130434782608695,"fraction":"113/230"}}}
