# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--range 10 --shots 2 --dice 3,3,4,1\n--range 50\n--range 10 --shots 1 --dice 1\n' | bacw-shoot --batch
CASUALTIES  1 pin added; 1 casualty marked; 2 shots, infantry with rifled-musket at 10"; to hit 3+ (3+): 3 3, 2 hits; to wound 4+ (regular): 4 1, 1 wound
NO HITS  no effect on the target; 1 shot, infantry with rifled-musket at 10"; to hit 3+ (3+): 1, 0 hits
! bacw-shoot: line 2: --range: 50" is beyond the rifled-musket's range of 24" (bacw/weapons.csv)
[2]

$ printf -- '--range 10 --shots 2 --dice 3,3,4,1\n--range 10 --shots 1 --dice 1\n' | bacw-shoot --batch --json
{"tool":"bacw-shoot","line":1,"inputs":{"type":"infantry","formation":"line","bases":null,"shots":2,"weapon":null,"range":10,"pins":0,"quality":"regular","moved":false,"failed_charge":false,"casualties":0,"interpenetrated":false,"target_type":"infantry","target_quality":"regular","target_down":false,"target_small":false,"no_target_small":false,"cover":"none","enfilade":false,"target_bases":null,"target_start_bases":null,"target_casualties":0,"target_pins":null,"target_colonel":false,"roll_morale":false},"dice":[{"roll":"to hit","sides":6,"value":3},{"roll":"to hit","sides":6,"value":3},{"roll":"to wound","sides":6,"value":4},{"roll":"to wound","sides":6,"value":1}],"outcome":"casualties","effect":"1 pin added; 1 casualty marked","modifiers":[],"shots":2,"hit_on":3,"follow_up_on":null,"range_band":"normal","cannon_point_blank":false,"rolls":[3,3],"follow_ups":[],"hits":2,"damage_rolls":null,"wound_on":4,"wound_rolls":[4,1],"casualties":1,"exceptional":{"sixes":0,"rerolls":[],"colonel_killed":null},"pins_added":1,"target_pins_after":null,"bases_removed":0,"casualties_marked":1,"destroyed":false,"morale_test":false,"follow_up":null}
{"tool":"bacw-shoot","line":2,"inputs":{"type":"infantry","formation":"line","bases":null,"shots":1,"weapon":null,"range":10,"pins":0,"quality":"regular","moved":false,"failed_charge":false,"casualties":0,"interpenetrated":false,"target_type":"infantry","target_quality":"regular","target_down":false,"target_small":false,"no_target_small":false,"cover":"none","enfilade":false,"target_bases":null,"target_start_bases":null,"target_casualties":0,"target_pins":null,"target_colonel":false,"roll_morale":false},"dice":[{"roll":"to hit","sides":6,"value":1}],"outcome":"no_hits","effect":"no effect on the target","modifiers":[],"shots":1,"hit_on":3,"follow_up_on":null,"range_band":"normal","cannon_point_blank":false,"rolls":[1],"follow_ups":[],"hits":0,"damage_rolls":null,"wound_on":4,"wound_rolls":[],"casualties":0,"exceptional":{"sixes":0,"rerolls":[],"colonel_killed":null},"pins_added":0,"target_pins_after":null,"bases_removed":0,"casualties_marked":0,"destroyed":false,"morale_test":false,"follow_up":null}

# -e: 0 when a casualty was caused, 1 when none was.
$ bacw-shoot --range 10 --shots 1 --dice 3,4 -e
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 3+ (3+): 3, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --dice 3,3 -e
PINNED  1 pin added
1 shot, infantry with rifled-musket at 10"
to hit 3+ (3+): 3, 1 hit
to wound 4+ (regular): 3, 0 wounds
[1]

$ printf -- '--dice 3,4\n--dice 1\n' | bacw-shoot --batch -e --range 10 --shots 1
CASUALTIES  1 pin added; 1 casualty marked; 1 shot, infantry with rifled-musket at 10"; to hit 3+ (3+): 3, 1 hit; to wound 4+ (regular): 4, 1 wound
NO HITS  no effect on the target; 1 shot, infantry with rifled-musket at 10"; to hit 3+ (3+): 1, 0 hits
[1]

# --repeat with a seed is reproducible.
$ bacw-shoot --range 10 --repeat 3 --seed 1863
CASUALTIES  1 pin added; 3 casualties marked; 10 shots (5 bases x 2), infantry with rifled-musket at 10"; to hit 3+ (3+): 4 4 1 3 1 4 5 3 1 2, 6 hits; to wound 4+ (regular): 6 2 2 5 5 2, 3 wounds; exceptional damage, re-rolled: 4, no harm done
BASE LOST  1 pin added; 1 base removed; exceptional damage: no colonel with the unit to lose; morale test due: bacw-morale --reason casualties --quality regular --type infantry --bases 4 (add --pins: its pins now); 10 shots (5 bases x 2), infantry with rifled-musket at 10"; to hit 3+ (3+): 2 5 2 1 3 1 4 4 4 4, 6 hits; to wound 4+ (regular): 4 3 6 6 1 4, 4 wounds; exceptional damage, re-rolled: 3 6, no colonel with the unit
CASUALTIES  1 pin added; 3 casualties marked; 10 shots (5 bases x 2), infantry with rifled-musket at 10"; to hit 3+ (3+): 5 4 5 3 6 1 1 5 4 1, 7 hits; to wound 4+ (regular): 5 1 6 2 6 2 3, 3 wounds; exceptional damage, re-rolled: 4 4, no harm done

# Odds per line.
$ printf -- '--range 10 --shots 1\n--range 10 --shots 1 --cover hard\n' | bacw-shoot --batch --odds
a casualty 33.33% (1/3)
1 shot, to hit 3+ (3+)
no hits                  1/3  33.333%  #######
pinned                   1/3  33.333%  #######
casualties               1/3  33.333%  #######
hits 0                   1/3  33.333%  100.000% or more  #######
hits 1                   2/3  66.667%   66.667% or more  #############
hits: mean 2/3 (0.667), sd 0.471
casualties 0             2/3  66.667%  100.000% or more  #############
casualties 1             1/3  33.333%   33.333% or more  #######
casualties: mean 1/3 (0.333), sd 0.471
bases removed 0            1 100.000%  100.000% or more  ####################
bases removed: mean 0 (0.000), sd 0.000
pins added 0             1/3  33.333%  100.000% or more  #######
pins added 1             2/3  66.667%   66.667% or more  #############
pins added: mean 2/3 (0.667), sd 0.471
morale test                0   0.000%
a casualty 16.67% (1/6)
1 shot, to hit 5+ (3+, cover -2)
no hits                  2/3  66.667%  #############
pinned                   1/6  16.667%  ###
casualties               1/6  16.667%  ###
hits 0                   2/3  66.667%  100.000% or more  #############
hits 1                   1/3  33.333%   33.333% or more  #######
hits: mean 1/3 (0.333), sd 0.471
casualties 0             5/6  83.333%  100.000% or more  #################
casualties 1             1/6  16.667%   16.667% or more  ###
casualties: mean 1/6 (0.167), sd 0.373
bases removed 0            1 100.000%  100.000% or more  ####################
bases removed: mean 0 (0.000), sd 0.000
pins added 0             2/3  66.667%  100.000% or more  #############
pins added 1             1/3  33.333%   33.333% or more  #######
pins added: mean 1/3 (0.333), sd 0.471
morale test                0   0.000%

# --list: the enumerated options' values.
$ bacw-shoot --list
--type infantry cavalry dismounted skirmishers artillery
--formation line column
--weapon smoothbore-musket rifled-musket smoothbore-carbine rifled-carbine sharps 12lb-smoothbore 12lb-rifled
--quality inexperienced regular veteran
--target-type infantry cavalry dismounted skirmishers artillery
--target-quality inexperienced regular veteran
--cover none soft hard
