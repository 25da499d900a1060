# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--dice 1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1\n--attacker-unit skirmishers\n--defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4\n' | bacw-melee --batch
DRAW  a draw, 0 casualties each: no test; the melee continues next turn; attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 1 1 1 1 1 1 1 1 1 1, 0 hits; defender: 10 dice (5 bases x 2), to hit 2+ (3+, close-range +1): 1 1 1 1 1 1 1 1 1 1, 0 hits; attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0; defender: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0
DEFENDER DESTROYED  the defender is destroyed: every base removed; attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 3 3 3 3 1 1 1 1 1 1, 4 hits; to wound 4+: 4 4 4 4, 4 casualties; attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0; defender: 4 casualties, 1 base removed, 0 marked, 0 bases left, pins 0 -> 1
! bacw-melee: line 2: --attacker-type skirmishers: skirmishers cannot charge (bacw/melee-dice.csv)
[2]

$ printf -- '--defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4\n--defender-unit skirmishers\n' | bacw-melee --batch --json
{"tool":"bacw-melee","line":1,"inputs":{"attacker_type":"infantry","attacker_bases":null,"attacker_start_bases":null,"attacker_formation":"line","attacker_quality":"regular","attacker_morale":null,"attacker_pins":0,"attacker_casualties":0,"attacker_down":false,"attacker_cover":"none","attacker_colonel":false,"attacker_colonel_killed":false,"attacker_brigade_commander":false,"attacker_army_commander":false,"attacker_routing_friends":0,"defender_type":"infantry","defender_bases":1,"defender_start_bases":null,"defender_formation":"line","defender_quality":"regular","defender_morale":null,"defender_pins":0,"defender_casualties":0,"defender_down":false,"defender_cover":"none","defender_colonel":false,"defender_colonel_killed":false,"defender_brigade_commander":false,"defender_army_commander":false,"defender_routing_friends":0,"flank":false,"rear":false,"obstacle":false,"countercharge":false},"dice":[{"roll":"attacker to hit","sides":6,"value":3},{"roll":"attacker to hit","sides":6,"value":3},{"roll":"attacker to hit","sides":6,"value":3},{"roll":"attacker to hit","sides":6,"value":3},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to hit","sides":6,"value":1},{"roll":"attacker to wound","sides":6,"value":4},{"roll":"attacker to wound","sides":6,"value":4},{"roll":"attacker to wound","sides":6,"value":4},{"roll":"attacker to wound","sides":6,"value":4}],"outcome":"defender_destroyed","effect":"the defender is destroyed: every base removed","modifiers":[{"name":"close-range","value":1,"side":"attacker","source":"bacw/shoot-modifiers.csv:2"},{"name":"close-range","value":1,"side":"defender","source":"bacw/shoot-modifiers.csv:2"}],"simultaneous":false,"sides":{"attacker":{"dice":10,"hit_on":2,"follow_up_on":null,"rolls":[3,3,3,3,1,1,1,1,1,1],"follow_ups":[],"hits":4,"wound_on":4,"wound_rolls":[4,4,4,4],"casualties_inflicted":4,"exceptional":{"sixes":0,"rerolls":[]},"colonel_killed":null},"defender":{"dice":0,"hit_on":2,"follow_up_on":null,"rolls":[],"follow_ups":[],"hits":0,"wound_on":4,"wound_rolls":[],"casualties_inflicted":0,"exceptional":{"sixes":0,"rerolls":[]},"colonel_killed":null}},"casualties":{"attacker":0,"defender":4},"bases_removed":{"attacker":0,"defender":1},"pins_after":{"attacker":0,"defender":1},"winner":null,"morale":[],"follow_up":null}
{"tool":"bacw-melee","line":2,"inputs":{"attacker_type":"infantry","attacker_bases":null,"attacker_start_bases":null,"attacker_formation":"line","attacker_quality":"regular","attacker_morale":null,"attacker_pins":0,"attacker_casualties":0,"attacker_down":false,"attacker_cover":"none","attacker_colonel":false,"attacker_colonel_killed":false,"attacker_brigade_commander":false,"attacker_army_commander":false,"attacker_routing_friends":0,"defender_type":"skirmishers","defender_bases":null,"defender_start_bases":null,"defender_formation":"line","defender_quality":"regular","defender_morale":null,"defender_pins":0,"defender_casualties":0,"defender_down":false,"defender_cover":"none","defender_colonel":false,"defender_colonel_killed":false,"defender_brigade_commander":false,"defender_army_commander":false,"defender_routing_friends":0,"flank":false,"rear":false,"obstacle":false,"countercharge":false},"dice":[],"outcome":"skirmishers_evade","effect":"the skirmishers must retreat a full move or re-join their parent unit; if caught by formed infantry or cavalry they are destroyed","modifiers":[],"simultaneous":false,"sides":null,"casualties":{"attacker":0,"defender":0},"bases_removed":{"attacker":0,"defender":0},"pins_after":{"attacker":0,"defender":0},"winner":null,"morale":[],"follow_up":null}

# -e: 0 when the charge succeeds, 1 when it does not.
$ bacw-melee --defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4 -e
DEFENDER DESTROYED  the defender is destroyed: every base removed
attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 3 3 3 3 1 1 1 1 1 1, 4 hits; to wound 4+: 4 4 4 4, 4 casualties
attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0
defender: 4 casualties, 1 base removed, 0 marked, 0 bases left, pins 0 -> 1

$ bacw-melee --defender-unit skirmishers -e
SKIRMISHERS EVADE  the skirmishers must retreat a full move or re-join their parent unit; if caught by formed infantry or cavalry they are destroyed
[1]

$ printf -- '--defender-bases 1 --dice 3,3,3,3,1,1,1,1,1,1,4,4,4,4\n--defender-unit skirmishers\n' | bacw-melee --batch -e
DEFENDER DESTROYED  the defender is destroyed: every base removed; attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 3 3 3 3 1 1 1 1 1 1, 4 hits; to wound 4+: 4 4 4 4, 4 casualties; attacker: 0 casualties, 0 marked, 5 bases left, pins 0 -> 0; defender: 4 casualties, 1 base removed, 0 marked, 0 bases left, pins 0 -> 1
SKIRMISHERS EVADE  the skirmishers must retreat a full move or re-join their parent unit; if caught by formed infantry or cavalry they are destroyed
[1]

# --repeat with a seed is reproducible.
$ bacw-melee --repeat 3 --seed 1863
DEFENDER FALLS BACK  the defender wins, 5 casualties to 4; the attacker holds; the defender fails its test and falls back 2" facing the enemy; attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 4 4 1 3 1 4 5 3 1 2, 7 hits; to wound 4+: 6 2 2 5 5 2 4, 4 casualties; defender: 8 dice (4 bases x 2), to hit 2+ (3+, close-range +1): 2 5 2 1 3 1 4 4, 6 hits; to wound 4+: 4 4 4 3 6 6, 5 casualties; attacker: 5 casualties, 1 base removed, 1 marked, 4 bases left, pins 0 -> 1; defender: 4 casualties, 1 base removed, 0 marked, 4 bases left, pins 0 -> 1; attacker morale (melee-loser): rolled 1+4=5 vs 6 (regular 8, 1 pin -1, 1 base lost -1): PASS; defender morale (melee-victor): rolled 3+6=9 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL
ATTACKER ROUTED  the defender wins, 6 casualties to 3; the attacker fails its test and routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin; attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 5 4 5 3 6 1 1 5 4 1, 7 hits; to wound 4+: 5 1 6 2 6 2 3, 3 casualties; defender: 10 dice (5 bases x 2), to hit 2+ (3+, close-range +1): 4 4 2 5 4 5 5 5 1 2, 9 hits; to wound 4+: 3 5 6 5 3 3 4 4 5, 6 casualties; attacker: 6 casualties, 1 base removed, 2 marked, 4 bases left, pins 0 -> 1; defender: 3 casualties, 3 marked, 5 bases left, pins 0 -> 1; attacker morale (melee-loser): rolled 3+5=8 vs 6 (regular 8, 1 pin -1, 1 base lost -1): FAIL
MELEE CONTINUES  the attacker wins, 4 casualties to 3; both hold: the melee continues next turn; attacker: 10 dice (5 bases x 2, charging), to hit 2+ (3+, close-range +1): 2 5 5 2 6 4 6 5 4 6, 10 hits; to wound 4+: 1 2 5 6 2 5 1 3 1 5, 4 casualties; defender: 8 dice (4 bases x 2), to hit 2+ (3+, close-range +1): 2 1 6 6 6 6 2 1, 6 hits; to wound 4+: 5 1 2 6 3 4, 3 casualties; attacker: 3 casualties, 3 marked, 5 bases left, pins 0 -> 1; defender: 4 casualties, 1 base removed, 0 marked, 4 bases left, pins 0 -> 1; defender morale (melee-loser): rolled 1+1=2 vs 6 (regular 8, 1 pin -1, 1 base lost -1): PASS; attacker morale (melee-victor): rolled 3+2=5 vs 7 (regular 8, 1 pin -1): PASS

# Odds per line; the first line's figures checked by python fractions
# (as odds.t: --attacker-bases 1 --defender-bases 1 --odds).
$ printf -- '--attacker-bases 1 --defender-bases 1\n--defender-unit skirmishers\n' | bacw-melee --batch --odds
the charge succeeds 28.31% (23485/82944)
attacker: infantry, 1 base
defender: infantry, 1 base
defender routed  23485/82944  28.314%  ######
attacker routed  23485/82944  28.314%  ######
defender falls back 8225/373248   2.204%  .
attacker falls back 8225/373248   2.204%  .
melee continues  2765/373248   0.741%  .
draw               1321/3456  38.223%  ########
defender casualties 0      49/144  34.028%  100.000% or more  #######
defender casualties 1       35/72  48.611%   65.972% or more  ##########
defender casualties 2      25/144  17.361%   17.361% or more  ###
defender casualties: mean 5/6 (0.833), sd 0.697
attacker casualties 0      49/144  34.028%   34.028% or fewer  #######
attacker casualties 1       35/72  48.611%   82.639% or fewer  ##########
attacker casualties 2      25/144  17.361%  100.000% or fewer  ###
attacker casualties: mean 5/6 (0.833), sd 0.697
the charge succeeds 0.00% (0)
attacker: infantry, 5 bases
defender: skirmishers, 2 bases
skirmishers evade           1 100.000%  ####################

# --list: the enumerated options' values.
$ bacw-melee --list
--attacker-type infantry cavalry dismounted skirmishers artillery
--attacker-formation line column
--attacker-quality inexperienced regular veteran
--attacker-morale inexperienced regular veteran
--attacker-cover none soft hard
--defender-type infantry cavalry dismounted skirmishers artillery
--defender-formation line column
--defender-quality inexperienced regular veteran
--defender-morale inexperienced regular veteran
--defender-cover none soft hard
