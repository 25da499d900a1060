# In column only the front base fires: 2 shots.
$ bacw-shoot --range 10 --formation column --dice 3,2,4
CASUALTIES  1 pin added; 1 casualty marked
2 shots (1 base x 2), infantry with rifled-musket at 10"
to hit 3+ (3+): 3 2, 1 hit
to wound 4+ (regular): 4, 1 wound

# --bases: the bases it has now; --shots: a count of its own.
$ bacw-shoot --range 10 --bases 3 --dice 1,1,1,1,1,1
NO HITS  no effect on the target
6 shots (3 bases x 2), infantry with rifled-musket at 10"
to hit 3+ (3+): 1 1 1 1 1 1, 0 hits

$ bacw-shoot --range 10 --shots 3 --dice 1,1,1
NO HITS  no effect on the target
3 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 1 1 1, 0 hits

# Cavalry mounted: 1 a base, 3 bases, -1 mounted (4+), a carbine (18",
# long beyond 9").
$ bacw-shoot --unit cavalry --range 9 --dice 4,3,6,1,4
CASUALTIES  1 pin added; 1 casualty marked
3 shots (3 bases x 1), cavalry with rifled-carbine at 9"
to hit 4+ (3+, mounted -1): 4 3 6, 2 hits
to wound 4+ (regular): 1 4, 1 wound

$ bacw-shoot --unit cavalry --formation column --range 8 --dice 4,1
PINNED  1 pin added
1 shot (1 base x 1), cavalry with rifled-carbine at 8"
to hit 4+ (3+, mounted -1): 4, 1 hit
to wound 4+ (regular): 1, 0 wounds

# Dismounted cavalry and skirmishers: 1 a base.
$ bacw-shoot --unit dismounted --range 8 --dice 1,1,1,1,3,1
PINNED  1 pin added
5 shots (5 bases x 1), dismounted with rifled-carbine at 8"
to hit 3+ (3+): 1 1 1 1 3, 1 hit
to wound 4+ (regular): 1, 0 wounds

$ bacw-shoot --unit skirmishers --range 10 --dice 3,1,1
PINNED  1 pin added
2 shots (2 bases x 1), skirmishers with rifled-musket at 10"
to hit 3+ (3+): 3 1, 1 hit
to wound 4+ (regular): 1, 0 wounds

# Artillery: a cannon a base; a hit is 1D6 hits, each rolls to wound.
# 20" is normal range for a 12lb smoothbore (48", half 24").
$ bacw-shoot --unit artillery --range 20 --dice 5,3,4,1,5
CASUALTIES  1 pin added; 2 casualties marked
1 shot (1 base x 1), artillery with 12lb-smoothbore at 20"
to hit 3+ (3+): 5, 1 hit
damage 1 die a hit: 3, 3 to wound
to wound 4+ (regular): 4 1 5, 2 wounds

# At 12" or less, point blank: 2D6 hits, each to wound.
$ bacw-shoot --unit artillery --range 12 --dice 3,2,3,4,4,1,6,5,2
BASE LOST  1 pin added; 1 base removed; morale test due: bacw-morale --reason casualties --quality regular --type infantry --bases 4 (add --pins: its pins now)
1 shot (1 base x 1), artillery with 12lb-smoothbore at 12", point blank
to hit 3+ (3+): 3, 1 hit
damage 2 dice a hit: 2 3, 5 to wound
to wound 4+ (regular): 4 4 1 6 5, 4 wounds
exceptional damage, re-rolled: 2, no harm done

$ bacw-shoot --unit artillery --range 12.5 --dice 3,1,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot (1 base x 1), artillery with 12lb-smoothbore at 12.5"
to hit 3+ (3+): 3, 1 hit
damage 1 die a hit: 1, 1 to wound
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --unit artillery --weapon 12lb-rifled --range 40 --dice 4,2,4,4
CASUALTIES  1 pin added; 2 casualties marked
1 shot (1 base x 1), artillery with 12lb-rifled at 40", long range
to hit 4+ (3+, long-range -1): 4, 1 hit
damage 1 die a hit: 2, 2 to wound
to wound 4+ (regular): 4 4, 2 wounds

# Range: +1 at 6" or less, 6" included.
$ bacw-shoot --range 6 --shots 2 --dice 2,1,4
CASUALTIES  1 pin added; 1 casualty marked
2 shots, infantry with rifled-musket at 6"
to hit 2+ (3+, close-range +1): 2 1, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 6.1 --shots 2 --dice 2,1
NO HITS  no effect on the target
2 shots, infantry with rifled-musket at 6.1"
to hit 3+ (3+): 2 1, 0 hits

# -1 over half the weapon's range, half excluded.
$ bacw-shoot --range 12 --shots 2 --dice 3,1,4
CASUALTIES  1 pin added; 1 casualty marked
2 shots, infantry with rifled-musket at 12"
to hit 3+ (3+): 3 1, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 12.5 --shots 2 --dice 3,4,1
PINNED  1 pin added
2 shots, infantry with rifled-musket at 12.5", long range
to hit 4+ (3+, long-range -1): 3 4, 1 hit
to wound 4+ (regular): 1, 0 wounds

$ bacw-shoot --weapon smoothbore-musket --range 18 --shots 1 --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with smoothbore-musket at 18", long range
to hit 4+ (3+, long-range -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --weapon sharps --range 30 --shots 1 --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with sharps at 30", long range
to hit 4+ (3+, long-range -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --weapon smoothbore-carbine --range 6 --shots 1 --dice 2,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with smoothbore-carbine at 6"
to hit 2+ (3+, close-range +1): 2, 1 hit
to wound 4+ (regular): 4, 1 wound

# Each modifier of the firer: -1 a pin, inexperienced, moved, failed
# charge, interpenetrated.
$ bacw-shoot --range 10 --shots 1 --pins 2 --dice 5,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 5+ (3+, pins -2): 5, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --experience inexperienced --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, inexperienced -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --experience veteran --dice 3,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 3+ (3+): 3, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --moved --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, moved -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --failed-charge --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, failed-charge -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --interpenetrated --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, interpenetrated -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

# Artillery with casualties: -1.
$ bacw-shoot --unit artillery --range 20 --casualties 1 --dice 4,1,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot (1 base x 1), artillery with 12lb-smoothbore at 20"
to hit 4+ (3+, artillery-casualties -1): 4, 1 hit
damage 1 die a hit: 1, 1 to wound
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --unit artillery --range 20 --casualties 0 --dice 3,1,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot (1 base x 1), artillery with 12lb-smoothbore at 20"
to hit 3+ (3+): 3, 1 hit
damage 1 die a hit: 1, 1 to wound
to wound 4+ (regular): 4, 1 wound

# Each modifier of the target: down, small, cover.
$ bacw-shoot --range 10 --shots 1 --target-down --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, target-down -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --target-type artillery --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, target-small -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --target-type skirmishers --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, target-small -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

# Dismounted cavalry are skirmishers too (line 50: "5 bases of
# skirmishers dismounted"): one rule, the same -1 small (issue 33 item 9).
$ bacw-shoot --range 10 --shots 1 --target-type dismounted --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, target-small -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --target-type dismounted --dice 3
NO HITS  no effect on the target
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, target-small -1): 3, 0 hits

$ bacw-shoot --range 10 --shots 1 --target-type skirmishers --no-target-small --dice 3,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 3+ (3+): 3, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --target-small --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, target-small -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --cover soft --dice 4,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 4+ (3+, cover -1): 4, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --cover hard --dice 5,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 5+ (3+, cover -2): 5, 1 hit
to wound 4+ (regular): 4, 1 wound

# A need of 2 or less is 2+: a 1 always misses.
$ bacw-shoot --range 5 --shots 3 --dice 1,2,6,1,1
PINNED  1 pin added
3 shots, infantry with rifled-musket at 5"
to hit 2+ (3+, close-range +1): 1 2 6, 2 hits
to wound 4+ (regular): 1 1, 0 wounds

# 7+: a 6 then 4+; 8+: a 6 then 5+; 9+: a 6 then 6.
$ bacw-shoot --range 10 --shots 3 --pins 4 --dice 6,5,6,4,3,4
CASUALTIES  1 pin added; 1 casualty marked
3 shots, infantry with rifled-musket at 10"
to hit 7+: a 6, then 4+ (3+, pins -4): 6 5 6; follow-ups 4 3, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 3 --pins 5 --dice 6,6,1,4,5,4
CASUALTIES  1 pin added; 1 casualty marked
3 shots, infantry with rifled-musket at 10"
to hit 8+: a 6, then 5+ (3+, pins -5): 6 6 1; follow-ups 4 5, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 2 --pins 6 --dice 6,6,6,5,4
CASUALTIES  1 pin added; 1 casualty marked
2 shots, infantry with rifled-musket at 10"
to hit 9+: a 6, then 6+ (3+, pins -6): 6 6; follow-ups 6 5, 1 hit
to wound 4+ (regular): 4, 1 wound

# 10+ cannot hit: no dice.
$ bacw-shoot --range 10 --pins 7
NO HITS  no effect on the target
10 shots (5 bases x 2), infantry with rifled-musket at 10"
to hit 10+: cannot hit (3+, pins -7)

$ bacw-shoot --range 20 --pins 3 --cover hard --moved --target-down
NO HITS  no effect on the target
10 shots (5 bases x 2), infantry with rifled-musket at 20", long range
to hit 11+: cannot hit (3+, pins -3, long-range -1, moved -1, target-down -1, cover -2)

# Pins: a hit pins the target once, however many hits; enfilade, once more.
$ bacw-shoot --range 10 --shots 2 --enfilade --dice 3,3,1,1
PINNED  2 pins added
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3, 2 hits
to wound 4+ (regular): 1 1, 0 wounds

$ bacw-shoot --range 10 --shots 2 --enfilade --dice 1,2
NO HITS  no effect on the target
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 1 2, 0 hits

$ bacw-shoot --range 10 --shots 1 --target-pins 2 --dice 3,1
PINNED  1 pin added, pins 2 -> 3
1 shot, infantry with rifled-musket at 10"
to hit 3+ (3+): 3, 1 hit
to wound 4+ (regular): 1, 0 wounds

# To wound by the target's experience: 3+, 4+, 5+.
$ bacw-shoot --range 10 --shots 3 --target-experience inexperienced --dice 3,3,3,3,2,1
CASUALTIES  1 pin added; 1 casualty marked
3 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3, 3 hits
to wound 3+ (inexperienced): 3 2 1, 1 wound

$ bacw-shoot --range 10 --shots 3 --target-experience regular --dice 3,3,3,4,3,2
CASUALTIES  1 pin added; 1 casualty marked
3 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3, 3 hits
to wound 4+ (regular): 4 3 2, 1 wound

$ bacw-shoot --range 10 --shots 3 --target-experience veteran --dice 3,3,3,5,4,4
CASUALTIES  1 pin added; 1 casualty marked
3 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3, 3 hits
to wound 5+ (veteran): 5 4 4, 1 wound

# Exceptional damage: each wound 6 re-rolled; a 6 kills the colonel.
$ bacw-shoot --range 10 --shots 2 --target-colonel --dice 3,3,6,6,2,6
CASUALTIES  1 pin added; 2 casualties marked; the colonel is killed: no more colonel's bonus
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3, 2 hits
to wound 4+ (regular): 6 6, 2 wounds
exceptional damage, re-rolled: 2 6, the colonel is killed

$ bacw-shoot --range 10 --shots 2 --target-colonel --dice 3,3,6,1,5
CASUALTIES  1 pin added; 1 casualty marked
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3, 2 hits
to wound 4+ (regular): 6 1, 1 wound
exceptional damage, re-rolled: 5, no harm done

$ bacw-shoot --range 10 --shots 2 --dice 3,3,6,6,6,6
CASUALTIES  1 pin added; 2 casualties marked; exceptional damage: no colonel with the unit to lose
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3, 2 hits
to wound 4+ (regular): 6 6, 2 wounds
exceptional damage, re-rolled: 6 6, no colonel with the unit

# Bases: marked casualties count; 4 a base, the rest stays marked.
$ bacw-shoot --range 10 --shots 2 --target-casualties 3 --dice 3,3,4,1
BASE LOST  1 pin added; 1 base removed; morale test due: bacw-morale --reason casualties --quality regular --type infantry --bases 4 (add --pins: its pins now)
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3, 2 hits
to wound 4+ (regular): 4 1, 1 wound

$ bacw-shoot --range 10 --shots 4 --target-casualties 1 --dice 3,3,3,3,4,4,5,1
BASE LOST  1 pin added; 1 base removed; morale test due: bacw-morale --reason casualties --quality regular --type infantry --bases 4 (add --pins: its pins now)
4 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3 3, 4 hits
to wound 4+ (regular): 4 4 5 1, 3 wounds

$ bacw-shoot --range 10 --shots 4 --target-casualties 2 --target-bases 2 --dice 3,3,3,3,4,4,5,5
BASE LOST  1 pin added; 1 base removed; 2 casualties marked; morale test due: bacw-morale --reason casualties --quality regular --type infantry --bases 1 (add --pins: its pins now)
4 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3 3, 4 hits
to wound 4+ (regular): 4 4 5 5, 4 wounds

# Destroyed: every base removed; no morale test.
$ bacw-shoot --range 10 --shots 4 --target-bases 1 --dice 3,3,3,3,4,4,5,5
DESTROYED  destroyed: every base removed
4 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3 3, 4 hits
to wound 4+ (regular): 4 4 5 5, 4 wounds

$ bacw-shoot --unit artillery --range 10 --target-type artillery --dice 4,6,6,4,4,4,4,4,4,4,4,4,4,4,4
DESTROYED  destroyed: every base removed
1 shot (1 base x 1), artillery with 12lb-smoothbore at 10", point blank
to hit 4+ (3+, target-small -1): 4, 1 hit
damage 2 dice a hit: 6 6, 12 to wound
to wound 4+ (regular): 4 4 4 4 4 4 4 4 4 4 4 4, 12 wounds

# A unit that started with more than 5 bases takes no morale test.
$ bacw-shoot --range 10 --shots 4 --target-start-bases 6 --target-bases 6 --dice 3,3,3,3,4,4,5,5
BASE LOST  1 pin added; 1 base removed; no morale test: it started with more than 5 bases
4 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3 3, 4 hits
to wound 4+ (regular): 4 4 5 5, 4 wounds

$ bacw-shoot --range 10 --shots 4 --target-bases 6 --dice 3,3,3,3,4,4,5,5
BASE LOST  1 pin added; 1 base removed; no morale test: it started with more than 5 bases
4 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3 3, 4 hits
to wound 4+ (regular): 4 4 5 5, 4 wounds

# The pins after, and the command for the test.
$ bacw-shoot --range 10 --shots 4 --target-pins 1 --enfilade --target-bases 4 --dice 3,3,3,3,4,4,5,5
BASE LOST  2 pins added, pins 1 -> 3; 1 base removed; morale test due: bacw-morale --reason casualties --quality regular --type infantry --bases 3 --pins 3
4 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3 3, 4 hits
to wound 4+ (regular): 4 4 5 5, 4 wounds

# JSON: every key.
$ bacw-shoot --range 10 --shots 3 --pins 4 --target-pins 0 --target-colonel --dice 6,6,1,5,4,6,4,6 --json
{"tool":"bacw-shoot","inputs":{"type":"infantry","formation":"line","bases":null,"shots":3,"weapon":null,"range":10,"pins":4,"quality":"regular","moved":false,"failed_charge":false,"casualties":0,"interpenetrated":false,"target_type":"infantry","target_quality":"regular","target_down":false,"target_small":false,"no_target_small":false,"cover":"none","enfilade":false,"target_bases":null,"target_start_bases":null,"target_casualties":0,"target_pins":0,"target_colonel":true,"roll_morale":false},"dice":[{"roll":"to hit","sides":6,"value":6},{"roll":"to hit","sides":6,"value":6},{"roll":"to hit","sides":6,"value":1},{"roll":"follow-up","sides":6,"value":5},{"roll":"follow-up","sides":6,"value":4},{"roll":"to wound","sides":6,"value":6},{"roll":"to wound","sides":6,"value":4},{"roll":"exceptional","sides":6,"value":6}],"outcome":"casualties","effect":"1 pin added, pins 0 -> 1; 2 casualties marked; the colonel is killed: no more colonel's bonus","modifiers":[{"name":"pins","value":-4,"side":null,"source":"bacw/shoot-modifiers.csv:3"}],"shots":3,"hit_on":7,"follow_up_on":4,"range_band":"normal","cannon_point_blank":false,"rolls":[6,6,1],"follow_ups":[5,4],"hits":2,"damage_rolls":null,"wound_on":4,"wound_rolls":[6,4],"casualties":2,"exceptional":{"sixes":1,"rerolls":[6],"colonel_killed":true},"pins_added":1,"target_pins_after":1,"bases_removed":0,"casualties_marked":2,"destroyed":false,"morale_test":false,"follow_up":null}

$ bacw-shoot --unit artillery --range 8 --target-colonel --dice 4,3,5,6,1,4,4,4,4,4,4,6 --json
{"tool":"bacw-shoot","inputs":{"type":"artillery","formation":"line","bases":null,"shots":null,"weapon":null,"range":8,"pins":0,"quality":"regular","moved":false,"failed_charge":false,"casualties":0,"interpenetrated":false,"target_type":"infantry","target_quality":"regular","target_down":false,"target_small":false,"no_target_small":false,"cover":"none","enfilade":false,"target_bases":null,"target_start_bases":null,"target_casualties":0,"target_pins":null,"target_colonel":true,"roll_morale":false},"dice":[{"roll":"to hit","sides":6,"value":4},{"roll":"damage","sides":6,"value":3},{"roll":"damage","sides":6,"value":5},{"roll":"to wound","sides":6,"value":6},{"roll":"to wound","sides":6,"value":1},{"roll":"to wound","sides":6,"value":4},{"roll":"to wound","sides":6,"value":4},{"roll":"to wound","sides":6,"value":4},{"roll":"to wound","sides":6,"value":4},{"roll":"to wound","sides":6,"value":4},{"roll":"to wound","sides":6,"value":4},{"roll":"exceptional","sides":6,"value":6}],"outcome":"base_lost","effect":"1 pin added; 1 base removed; 3 casualties marked; the colonel is killed: no more colonel's bonus; morale test due: bacw-morale --reason casualties --quality regular --type infantry --bases 4 --colonel-killed (add --pins: its pins now)","modifiers":[],"shots":1,"hit_on":3,"follow_up_on":null,"range_band":"normal","cannon_point_blank":true,"rolls":[4],"follow_ups":[],"hits":1,"damage_rolls":[3,5],"wound_on":4,"wound_rolls":[6,1,4,4,4,4,4,4],"casualties":7,"exceptional":{"sixes":1,"rerolls":[6],"colonel_killed":true},"pins_added":1,"target_pins_after":null,"bases_removed":1,"casualties_marked":3,"destroyed":false,"morale_test":true,"follow_up":{"tool":"bacw-morale","args":["--reason","casualties","--quality","regular","--type","infantry","--bases","4","--colonel-killed"],"missing":["--pins"]}}

$ bacw-shoot --range 10 --pins 7 --json
{"tool":"bacw-shoot","inputs":{"type":"infantry","formation":"line","bases":null,"shots":null,"weapon":null,"range":10,"pins":7,"quality":"regular","moved":false,"failed_charge":false,"casualties":0,"interpenetrated":false,"target_type":"infantry","target_quality":"regular","target_down":false,"target_small":false,"no_target_small":false,"cover":"none","enfilade":false,"target_bases":null,"target_start_bases":null,"target_casualties":0,"target_pins":null,"target_colonel":false,"roll_morale":false},"dice":[],"outcome":"no_hits","effect":"no effect on the target","modifiers":[{"name":"pins","value":-7,"side":null,"source":"bacw/shoot-modifiers.csv:3"}],"shots":10,"hit_on":null,"follow_up_on":null,"range_band":"normal","cannon_point_blank":false,"rolls":[],"follow_ups":[],"hits":0,"damage_rolls":null,"wound_on":4,"wound_rolls":[],"casualties":0,"exceptional":{"sixes":0,"rerolls":[],"colonel_killed":null},"pins_added":0,"target_pins_after":null,"bases_removed":0,"casualties_marked":0,"destroyed":false,"morale_test":false,"follow_up":null}

# --verbose: each modifier and its row.
$ bacw-shoot --range 5 --pins 1 --experience inexperienced --moved --cover soft --target-down --shots 1 --dice 6,2 --verbose
NO HITS  no effect on the target
1 shot, infantry with rifled-musket at 5"
to hit 7+: a 6, then 4+ (3+, close-range +1, pins -1, inexperienced -1, moved -1, target-down -1, cover -1): 6; follow-ups 2, 0 hits
  close-range +1  (bacw/shoot-modifiers.csv:2)
  pins -1  (bacw/shoot-modifiers.csv:3)
  inexperienced -1  (bacw/experience.csv:2)
  moved -1  (bacw/shoot-modifiers.csv:5)
  target-down -1  (bacw/shoot-modifiers.csv:8)
  cover -1  (bacw/cover.csv:3)
  tables: $TOP/tables ($MUSKET_TABLES)

# --list with the options typed so far lists only the values that go
# with them (issue 32, the completions' source): bacw/shots.csv has no
# column row for artillery.  A needed option not yet typed (--range) is
# filled in with its least and greatest value for the probe: a value goes
# if it goes with either (a line typed so far, before --range, offered
# every weapon and formation to artillery).
$ bacw-shoot --range 10 --type artillery --list | grep -e '^--formation' -e '^--type'
--type infantry cavalry dismounted skirmishers artillery
--formation line

$ bacw-shoot --type artillery --list | grep -e '^--formation' -e '^--weapon'
--formation line
--weapon 12lb-smoothbore 12lb-rifled
$ bacw-shoot --type cavalry --list | grep '^--formation'
--formation line column
