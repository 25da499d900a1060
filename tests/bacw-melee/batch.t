# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1\n--attacker-unit skirmishers\n--defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4\n' | bacw-melee --batch
DRAW  a draw, 0 casualties each: no test; the melee continues next turn; attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): 1 1 1 1 1 1 1 1 1 1, 0 hits; defender: 10 dice (5 bases x 2), to hit 3+ (3+): 1 1 1 1 1 1 1 1 1 1, 0 hits; attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0; defender: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0
DEFENDER DESTROYED  the defender is destroyed: every base removed; attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): 3 3 3 3 1 1 1 1 1 1, 4 hits; to wound 4+: 4 4 4 4, 4 casualties; attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0; defender: 4 casualties, 1 base removed, 0 marked, 0 bases left, pins 0 -> 1
! bacw-melee: line 2: --attacker-unit skirmishers: skirmishers cannot charge (bacw/melee-dice.csv)
[2]

$ printf -- '--defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4\n--defender-unit skirmishers\n' | bacw-melee --batch --json
{"tool":"bacw-melee","inputs":{"attacker_unit":"infantry","attacker_bases":null,"attacker_start_bases":null,"attacker_formation":"line","attacker_experience":"regular","attacker_morale":null,"attacker_pins":0,"attacker_casualties":0,"attacker_down":false,"attacker_cover":"none","attacker_colonel":false,"attacker_colonel_killed":false,"attacker_brigade_commander":false,"attacker_army_commander":false,"attacker_routing_friends":0,"defender_unit":"infantry","defender_bases":1,"defender_start_bases":null,"defender_formation":"line","defender_experience":"regular","defender_morale":null,"defender_pins":0,"defender_casualties":0,"defender_down":false,"defender_cover":"none","defender_colonel":false,"defender_colonel_killed":false,"defender_brigade_commander":false,"defender_army_commander":false,"defender_routing_friends":0,"flank":false,"rear":false,"obstacle":false,"countercharge":false},"dice":[{"roll":"attacker to hit","sides":6,"value":3},{"roll":"attacker to hit","sides":6,"value":3},{"roll":"attacker to hit","sides":6,"value":3},{"roll":"attacker to hit","sides":6,"value":3},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to wound","sides":6,"value":4},{"roll":"attacker to wound","sides":6,"value":4},{"roll":"attacker to wound","sides":6,"value":4},{"roll":"attacker to wound","sides":6,"value":4}],"outcome":"defender_destroyed","effect":"the defender is destroyed: every base removed","modifiers":[],"simultaneous":false,"sides":{"attacker":{"dice":10,"hit_on":3,"follow_up_on":null,"rolls":[3,3,3,3,1,1,1,1,1,1],"follow_ups":[],"hits":4,"wound_on":4,"wound_rolls":[4,4,4,4],"casualties_inflicted":4,"exceptional":{"sixes":0,"rerolls":[]},"colonel_killed":null},"defender":{"dice":0,"hit_on":3,"follow_up_on":null,"rolls":[],"follow_ups":[],"hits":0,"wound_on":4,"wound_rolls":[],"casualties_inflicted":0,"exceptional":{"sixes":0,"rerolls":[]},"colonel_killed":null}},"casualties":{"attacker":0,"defender":4},"bases_removed":{"attacker":0,"defender":1},"pins_after":{"attacker":0,"defender":1},"winner":null,"morale":[],"follow_up":null}
{"tool":"bacw-melee","inputs":{"attacker_unit":"infantry","attacker_bases":null,"attacker_start_bases":null,"attacker_formation":"line","attacker_experience":"regular","attacker_morale":null,"attacker_pins":0,"attacker_casualties":0,"attacker_down":false,"attacker_cover":"none","attacker_colonel":false,"attacker_colonel_killed":false,"attacker_brigade_commander":false,"attacker_army_commander":false,"attacker_routing_friends":0,"defender_unit":"skirmishers","defender_bases":null,"defender_start_bases":null,"defender_formation":"line","defender_experience":"regular","defender_morale":null,"defender_pins":0,"defender_casualties":0,"defender_down":false,"defender_cover":"none","defender_colonel":false,"defender_colonel_killed":false,"defender_brigade_commander":false,"defender_army_commander":false,"defender_routing_friends":0,"flank":false,"rear":false,"obstacle":false,"countercharge":false},"dice":[],"outcome":"skirmishers_evade","effect":"the skirmishers must retreat a full move or re-join their parent unit; if caught by formed infantry or cavalry they are destroyed","modifiers":[],"simultaneous":false,"sides":null,"casualties":{"attacker":0,"defender":0},"bases_removed":{"attacker":0,"defender":0},"pins_after":{"attacker":0,"defender":0},"winner":null,"morale":[],"follow_up":null}

# -e: 0 when the charge succeeds, 1 when it does not.
$ bacw-melee --defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4 -e
DEFENDER DESTROYED  the defender is destroyed: every base removed
attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): 3 3 3 3 1 1 1 1 1 1, 4 hits; to wound 4+: 4 4 4 4, 4 casualties
attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0
defender: 4 casualties, 1 base removed, 0 marked, 0 bases left, pins 0 -> 1

$ bacw-melee --defender-unit skirmishers -e
SKIRMISHERS EVADE  the skirmishers must retreat a full move or re-join their parent unit; if caught by formed infantry or cavalry they are destroyed
[1]

$ printf -- '--defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4\n--defender-unit skirmishers\n' | bacw-melee --batch -e
DEFENDER DESTROYED  the defender is destroyed: every base removed; attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): 3 3 3 3 1 1 1 1 1 1, 4 hits; to wound 4+: 4 4 4 4, 4 casualties; attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0; defender: 4 casualties, 1 base removed, 0 marked, 0 bases left, pins 0 -> 1
SKIRMISHERS EVADE  the skirmishers must retreat a full move or re-join their parent unit; if caught by formed infantry or cavalry they are destroyed
[1]

# --repeat with a seed is reproducible.
$ bacw-melee --repeat 3 --seed 1863
ATTACKER ROUTED  the defender wins, 4 casualties to 3; the attacker fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin; attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): 4 4 1 3 1 4 5 3 1 2, 6 hits; to wound 4+: 6 2 2 5 5 2, 3 casualties; defender: 10 dice (5 bases x 2), to hit 3+ (3+): 4 2 5 2 1 3 1 4 4 4, 6 hits; to wound 4+: 4 4 3 6 6 1, 4 casualties; attacker: 4 casualties, 1 base removed, 0 marked, 4 bases left, pins 0 -> 1; defender: 3 casualties, 3 marked, 5 bases left, pins 0 -> 1; attacker morale (melee-loser): rolled 4+3=7 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL
ATTACKER ROUTED  the defender wins, 4 casualties to 3; the attacker fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin; attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): 6 5 4 5 3 6 1 1 5 4, 8 hits; to wound 4+: 1 5 1 6 2 6 2 3, 3 casualties; defender: 10 dice (5 bases x 2), to hit 3+ (3+): 4 4 2 5 4 5 5 5 1 2, 7 hits; to wound 4+: 3 5 6 5 3 3 4, 4 casualties; attacker: 4 casualties, 1 base removed, 0 marked, 4 bases left, pins 0 -> 1; defender: 3 casualties, 3 marked, 5 bases left, pins 0 -> 1; attacker morale (melee-loser): rolled 4+5=9 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL
ATTACKER FALLS BACK  the attacker wins, 5 casualties to 2; the defender holds; the attacker fails its test and falls back 2" facing the enemy; attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): 3 5 2 5 5 2 6 4 6 5, 8 hits; to wound 4+: 4 6 1 2 5 6 2 5, 5 casualties; defender: 8 dice (4 bases x 2), to hit 3+ (3+): 1 3 1 5 2 1 6 6, 4 hits; to wound 4+: 6 6 2 1, 2 casualties; attacker: 2 casualties, 2 marked, 5 bases left, pins 0 -> 1; defender: 5 casualties, 1 base removed, 1 marked, 4 bases left, pins 0 -> 1; defender morale (melee-loser): rolled 5+1=6 vs 6 (regular 8, 1 pin -1, 1 base lost -1): PASS; attacker morale (melee-victor): rolled 2+6=8 vs 7 (regular 8, 1 pin -1): FAIL

# Odds per line.
$ printf -- '--attacker-bases 1 --defender-bases 1\n--defender-unit skirmishers\n' | bacw-melee --batch --odds
the charge succeeds 27.16% (22/81)
attacker: infantry, 1 base
defender: infantry, 1 base
defender_routed        22/81  27.160%  #####
attacker_routed        22/81  27.160%  #####
defender_fell_back     61/2916   2.092%  .
attacker_fell_back     61/2916   2.092%  .
continues            11/1458   0.754%  .
draw                   11/27  40.741%  ########
defender casualties 0         4/9  44.444%  100.000% or more  #########
defender casualties 1         4/9  44.444%   55.556% or more  #########
defender casualties 2         1/9  11.111%   11.111% or more  ##
defender casualties: mean 2/3 (0.667), sd 0.667
attacker casualties 0         4/9  44.444%   44.444% or fewer  #########
attacker casualties 1         4/9  44.444%   88.889% or fewer  #########
attacker casualties 2         1/9  11.111%  100.000% or fewer  ##
attacker casualties: mean 2/3 (0.667), sd 0.667
the charge succeeds 0.00% (0)
attacker: infantry, 5 bases
defender: skirmishers, 2 bases
skirmishers_evade           1 100.000%  ####################

# --list: the enumerated options' values.
$ bacw-melee --list
--attacker-unit infantry cavalry dismounted skirmishers artillery
--attacker-formation line column
--attacker-experience inexperienced regular veteran
--attacker-morale inexperienced regular veteran
--attacker-cover none soft hard
--defender-unit infantry cavalry dismounted skirmishers artillery
--defender-formation line column
--defender-experience inexperienced regular veteran
--defender-morale inexperienced regular veteran
--defender-cover none soft hard
