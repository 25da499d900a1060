# A batch: one result a line, a bad line named, the rest resolved.
$ printf '%s\n' '--points 12 --dice 9' '--stands 6 --range 6 --target-charging --dice 4' '# a comment' '' '--points 6 --target-cold-steel --dice 5' '--points 3 --target guard --dice 10' | lib-musketry --batch
WITHERING FIRE  rolled 9+3=12 vs regular; 2 stands lost; fire points 12; modifiers: +3 (fire points +3); the target is disordered
LIVELY FIRE  rolled 4+0=4 vs regular; 0 stands lost; charge home; fire points 6; modifiers: 0 (fire points 0); no effect from musketry; charge home: resolve the charge combat next phase
TELLING FIRE  rolled 10-2=8 vs guard; 1 stand lost; fire points 3; modifiers: -2 (fire points -2); the target is disordered; the firer is low on ammo
! lib-musketry: line 5: --target-cold-steel needs --target-charging
[2]

# The same seed, the same rolls.
$ lib-musketry --points 8 --seed 18 --repeat 4
WITHERING FIRE  rolled 10+1=11 vs regular; 2 stands lost; fire points 8; modifiers: +1 (fire points +1); the target is disordered; the firer is low on ammo
TELLING FIRE  rolled 7+1=8 vs regular; 1 stand lost; fire points 8; modifiers: +1 (fire points +1); the target is disordered
TELLING FIRE  rolled 6+1=7 vs regular; 1 stand lost; fire points 8; modifiers: +1 (fire points +1); the target is disordered
LIVELY FIRE  rolled 3+1=4 vs regular; 0 stands lost; fire points 8; modifiers: +1 (fire points +1); no effect from musketry

$ lib-musketry --points 8 --target-skirmish 5 --seed 18 --repeat 2 --json
{"tool":"lib-musketry","inputs":{"points":"8","firing_stands":null,"range":null,"fire":"musketry","quality":"regular","british":false,"disordered":false,"low_ammo":false,"damaged_gun":false,"poor_commissariat":false,"target_quality":"regular","target_type":"infantry","target_formation":"line","target_about_faced":false,"target_passage":false,"target_flank_march":false,"target_enfiladed":false,"target_broken":false,"target_disordered":false,"target_cover":"none","target_skirmish":5,"skirmish_check":null,"target_charging":false,"target_cold_steel":false,"massed":false,"target_leader":false,"target_stands":null,"target_rating":null,"leader_rolls":false,"weapon":null},"dice":[{"roll":"skirmisher check","sides":10,"value":10},{"roll":"base","sides":10,"value":7}],"outcome":"telling","effect":"the target is disordered","modifiers":[{"name":"fire points","value":1,"side":null,"source":"lib/fire-point-modifiers.csv:7"},{"name":"skirmisher-check","value":-1,"side":null,"source":"lib/fire-modifiers.csv:5"}],"points":8,"points_used":8,"points_modifier":1,"base_roll":7,"total":7,"column":"regular","result":"telling","charge":null,"stands_lost":1,"disordered":true,"guns":null,"skirmish_check":{"roll":10,"rating":5,"made":true},"low_on_ammo":false,"fallen_leader":null,"massed":null,"target_condition":null}
{"tool":"lib-musketry","inputs":{"points":"8","firing_stands":null,"range":null,"fire":"musketry","quality":"regular","british":false,"disordered":false,"low_ammo":false,"damaged_gun":false,"poor_commissariat":false,"target_quality":"regular","target_type":"infantry","target_formation":"line","target_about_faced":false,"target_passage":false,"target_flank_march":false,"target_enfiladed":false,"target_broken":false,"target_disordered":false,"target_cover":"none","target_skirmish":5,"skirmish_check":null,"target_charging":false,"target_cold_steel":false,"massed":false,"target_leader":false,"target_stands":null,"target_rating":null,"leader_rolls":false,"weapon":null},"dice":[{"roll":"skirmisher check","sides":10,"value":6},{"roll":"base","sides":10,"value":3}],"outcome":"desultory","effect":"no effect","modifiers":[{"name":"fire points","value":1,"side":null,"source":"lib/fire-point-modifiers.csv:7"},{"name":"skirmisher-check","value":-1,"side":null,"source":"lib/fire-modifiers.csv:5"}],"points":8,"points_used":8,"points_modifier":1,"base_roll":3,"total":3,"column":"regular","result":"desultory","charge":null,"stands_lost":0,"disordered":false,"guns":null,"skirmish_check":{"roll":6,"rating":5,"made":true},"low_on_ammo":false,"fallen_leader":null,"massed":null,"target_condition":null}

# -e at chargers: 0 when checked, 1 when the charge goes home.
$ lib-musketry --points 6 --target-charging --dice 9 -e
TELLING FIRE  rolled 9+0=9 vs regular; 1 stand lost; charge checked
fire points 6
modifiers: 0 (fire points 0)
the target is disordered; charge checked: the chargers retreat 2" from the enemy

$ lib-musketry --points 6 --target-charging --dice 7 -e
TELLING FIRE  rolled 7+0=7 vs regular; 1 stand lost; charge home
fire points 6
modifiers: 0 (fire points 0)
the target is disordered; charge home: resolve the charge combat next phase
[1]

# -e otherwise: 0 when the fire had an effect, 1 when not; Lively from
# musketry has none, from cannonade it has.
$ lib-musketry --points 6 --dice 5 -e
GALLING FIRE  rolled 5+0=5 vs regular; 0 stands lost
fire points 6
modifiers: 0 (fire points 0)
the target is disordered

$ lib-musketry --points 6 --dice 4 -e
LIVELY FIRE  rolled 4+0=4 vs regular; 0 stands lost
fire points 6
modifiers: 0 (fire points 0)
no effect from musketry
[1]

$ lib-musketry --fire cannonade --points 6 --dice 4 -e
LIVELY FIRE  rolled 4+0=4 vs regular; 0 stands lost
fire points 6
modifiers: 0 (fire points 0)
the target is disordered

$ lib-musketry --points 6 --dice 2 -e
DESULTORY FIRE  rolled 2+0=2 vs regular; 0 stands lost
fire points 6
modifiers: 0 (fire points 0)
no effect
[1]

# JSON: every key.
$ lib-musketry --points 12 --target-skirmish 4 --target-leader --target-charging --massed --target-stands 6/8 --target-rating reliable --dice 4,10,8 --json
{"tool":"lib-musketry","inputs":{"points":"12","firing_stands":null,"range":null,"fire":"musketry","quality":"regular","british":false,"disordered":false,"low_ammo":false,"damaged_gun":false,"poor_commissariat":false,"target_quality":"regular","target_type":"infantry","target_formation":"line","target_about_faced":false,"target_passage":false,"target_flank_march":false,"target_enfiladed":false,"target_broken":false,"target_disordered":false,"target_cover":"none","target_skirmish":4,"skirmish_check":null,"target_charging":true,"target_cold_steel":false,"massed":true,"target_leader":true,"target_stands":"6/8","target_rating":"reliable","leader_rolls":false,"weapon":null},"dice":[{"roll":"skirmisher check","sides":10,"value":4},{"roll":"base","sides":10,"value":10},{"roll":"fallen leader","sides":10,"value":8}],"outcome":"withering","effect":"the target is disordered; charge checked: the chargers retreat 2\" from the enemy; the firer is low on ammo; fallen leader: Grievously wounded, remove leader from game","modifiers":[{"name":"fire points","value":3,"side":null,"source":"lib/fire-point-modifiers.csv:9"},{"name":"skirmisher-check","value":-1,"side":null,"source":"lib/fire-modifiers.csv:5"}],"points":12,"points_used":12,"points_modifier":3,"base_roll":10,"total":12,"column":"regular","result":"withering","charge":"checked","stands_lost":2,"disordered":true,"guns":null,"skirmish_check":{"roll":4,"rating":4,"made":true},"low_on_ammo":true,"fallen_leader":{"roll":8,"result":"Grievously wounded","effect":"remove leader from game"},"massed":{"result":"telling","effect":"Troops disordered and lose 1 stand. 1 gun stand silenced and damaged."},"target_condition":{"before":"worn","after":"spent"}}

$ lib-musketry --fire cannonade --points 7.5 --damaged-gun --target-type guns --dice 9 --json
{"tool":"lib-musketry","inputs":{"points":"7.5","firing_stands":null,"range":null,"fire":"cannonade","quality":"regular","british":false,"disordered":false,"low_ammo":false,"damaged_gun":true,"poor_commissariat":false,"target_quality":"regular","target_type":"guns","target_formation":"line","target_about_faced":false,"target_passage":false,"target_flank_march":false,"target_enfiladed":false,"target_broken":false,"target_disordered":false,"target_cover":"none","target_skirmish":null,"skirmish_check":null,"target_charging":false,"target_cold_steel":false,"massed":false,"target_leader":false,"target_stands":null,"target_rating":null,"leader_rolls":false,"weapon":null},"dice":[{"roll":"base","sides":10,"value":9}],"outcome":"telling","effect":"1 gun stand silenced and damaged","modifiers":[{"name":"fire points","value":-1,"side":null,"source":"lib/fire-point-modifiers.csv:5"}],"points":7.5,"points_used":4,"points_modifier":-1,"base_roll":9,"total":8,"column":"regular","result":"telling","charge":null,"stands_lost":0,"disordered":false,"guns":{"silenced":1,"damaged":1,"wrecked":0},"skirmish_check":null,"low_on_ammo":false,"fallen_leader":null,"massed":null,"target_condition":null}

# --verbose: each modifier and the table row it came from.
$ lib-musketry --points 8 --firer militia --target-type cavalry --target-formation march-column --target-cover partial --skirmish-check made --dice 6 --verbose
TELLING FIRE  rolled 6+1=7 vs regular; 1 stand lost
fire points 8
modifiers: +1 (fire points +1, militia -1, skirmisher-check -1, cavalry +1, march-column +2, cover partial -1)
the target is disordered
  fire points +1  (lib/fire-point-modifiers.csv:7)
  militia -1  (lib/fire-modifiers.csv:3)
  skirmisher-check -1  (lib/fire-modifiers.csv:5)
  cavalry +1  (lib/fire-modifiers.csv:7)
  march-column +2  (lib/fire-modifiers.csv:14)
  cover partial -1  (lib/cover.csv:3)
  tables: $TOP/tables ($MUSKET_TABLES)

# --list: the values of every enumerated option.
$ lib-musketry --list
--fire musketry cannonade
--quality guard elite regular militia peasant
--target-quality guard elite regular militia peasant
--target-type infantry cavalry guns
--target-formation line attack-column march-column square skirmish garrison limbered unlimbered
--target-cover none partial full fortified
--skirmish-check made failed
--target-rating spirited reliable unreliable
--weapon musket heavy-gun medium-gun light-gun heavy-howitzer howitzer very-light-gun
