# A batch: one result a line, a bad line named, the rest resolved.
$ printf '%s\n' '--dice 10' '--state disordered --leader poor --quality peasant --dice 1' '# a comment' '' '--leader great --dice 4' '--guns --dice 3' | lib-maneuver --batch
QUICK STEP  rolled 10+0=10 (in command, good order); modifiers: 0 (average 0, regular 0, worn 0); a well-handled maneuver at the quick-step rate; quick step 16" (infantry, line, open); allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition
ROUT  rolled 1-3=-2 (in command, disordered); 3 stands lost; modifiers: -3 (poor -1, peasant -2, worn 0); retreats broken
TARDY  rolled 3+0=3 (in command, good order); modifiers: 0 (average 0, regular 0, worn 0); a tardy maneuver; allows: half move; fire; limber or unlimber; pivot; rally
! lib-maneuver: line 5: --leader-rating: 'great' is not one of excellent, good, average, poor
[2]

# The same seed, the same rolls.
$ lib-maneuver --seed 15 --repeat 4
WELL HANDLED  rolled 8+0=8 (in command, good order); modifiers: 0 (average 0, regular 0, worn 0); a well-handled maneuver; allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition
WELL HANDLED  rolled 8+0=8 (in command, good order); modifiers: 0 (average 0, regular 0, worn 0); a well-handled maneuver; allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition
TARDY  rolled 2+0=2 (in command, good order); modifiers: 0 (average 0, regular 0, worn 0); a tardy maneuver; allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle
FALL BACK  rolled 1+0=1 (in command, good order); modifiers: 0 (average 0, regular 0, worn 0); holds its position and may only fire (out of close range)

$ lib-maneuver --seed 15 --repeat 2 --json
{"tool":"lib-maneuver","inputs":{"command":"in","commander_distance":null,"radius":null,"march_line":false,"leader_rating":"average","attached":false,"provisional":false,"gaucho":false,"quality":"regular","condition":null,"stands":null,"rating":null,"battery":false,"formation":"line","cover":"none","outflanked":false,"losses":"none","key_positions_lost":0,"british":false,"skirmisher":false,"state":"good","type":"infantry","light_carriage":false,"enemy":"far","fortified":false,"horse_artillery":false,"terrain":"open"},"dice":[{"roll":"maneuver","sides":10,"value":8}],"outcome":"well_handled","effect":"a well-handled maneuver","modifiers":[{"name":"average","value":0,"side":null,"source":"lib/maneuver-modifiers.csv:4"},{"name":"regular","value":0,"side":null,"source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":null,"source":"lib/condition.csv:3"}],"command":"in","radius":null,"column":"good_order","roll":8,"total":8,"result":"well_handled","stands_lost":0,"condition":{"value":"worn","derived":false},"quick_step":null,"allows":["full move","half move and change to any formation","half move and a passage of lines (both units disordered if one is)","half move and face by the rear rank","march by the flank a half move","half move and scale a major obstacle","replenish ammunition"]}
{"tool":"lib-maneuver","inputs":{"command":"in","commander_distance":null,"radius":null,"march_line":false,"leader_rating":"average","attached":false,"provisional":false,"gaucho":false,"quality":"regular","condition":null,"stands":null,"rating":null,"battery":false,"formation":"line","cover":"none","outflanked":false,"losses":"none","key_positions_lost":0,"british":false,"skirmisher":false,"state":"good","type":"infantry","light_carriage":false,"enemy":"far","fortified":false,"horse_artillery":false,"terrain":"open"},"dice":[{"roll":"maneuver","sides":10,"value":8}],"outcome":"well_handled","effect":"a well-handled maneuver","modifiers":[{"name":"average","value":0,"side":null,"source":"lib/maneuver-modifiers.csv:4"},{"name":"regular","value":0,"side":null,"source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":null,"source":"lib/condition.csv:3"}],"command":"in","radius":null,"column":"good_order","roll":8,"total":8,"result":"well_handled","stands_lost":0,"condition":{"value":"worn","derived":false},"quick_step":null,"allows":["full move","half move and change to any formation","half move and a passage of lines (both units disordered if one is)","half move and face by the rear rank","march by the flank a half move","half move and scale a major obstacle","replenish ammunition"]}

# -e: tardy maneuvers (0), fall back does not (1), a rally rallies (0),
# wavering does not (1).
$ lib-maneuver --dice 2 -e
TARDY  rolled 2+0=2 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --dice 1 -e
FALL BACK  rolled 1+0=1 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position and may only fire (out of close range)
[1]

$ lib-maneuver --state disordered --dice 3 -e
RALLY  rolled 3+0=3 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position (out of close range); returns to good order

$ lib-maneuver --state disordered --dice 2 -e
WAVERING  rolled 2+0=2 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position (out of close range); remains disordered
[1]

# With --repeat, 1 when any resolution failed.
$ lib-maneuver --seed 3 --repeat 6 -e --json >out; echo "status $?"; jq -r .outcome out
status 1
well_handled
fall_back
tardy
tardy
well_handled
well_handled

# JSON: every key, with a radius and a derived condition.
$ lib-maneuver --leader-distance 6 --radius obscured --stands 5/8 --rating reliable --dice 8 --json
{"tool":"lib-maneuver","inputs":{"command":"in","commander_distance":6,"radius":"obscured","march_line":false,"leader_rating":"average","attached":false,"provisional":false,"gaucho":false,"quality":"regular","condition":null,"stands":"5/8","rating":"reliable","battery":false,"formation":"line","cover":"none","outflanked":false,"losses":"none","key_positions_lost":0,"british":false,"skirmisher":false,"state":"good","type":"infantry","light_carriage":false,"enemy":"far","fortified":false,"horse_artillery":false,"terrain":"open"},"dice":[{"roll":"maneuver","sides":10,"value":8}],"outcome":"tardy","effect":"a tardy maneuver","modifiers":[{"name":"average","value":0,"side":null,"source":"lib/maneuver-modifiers.csv:4"},{"name":"regular","value":0,"side":null,"source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":null,"source":"lib/condition.csv:3"}],"command":"out","radius":{"distance":6,"limit":4,"basis":"obscured"},"column":"good_order","roll":8,"total":8,"result":"tardy","stands_lost":0,"condition":{"value":"worn","derived":true},"quick_step":null,"allows":["half move","change formation to line, skirmish line, square or garrison","face by the rear rank","scale a major obstacle"]}

$ lib-maneuver --command out --state disordered --leader poor --dice 1 --json
{"tool":"lib-maneuver","inputs":{"command":"out","commander_distance":null,"radius":null,"march_line":false,"leader_rating":"poor","attached":false,"provisional":false,"gaucho":false,"quality":"regular","condition":null,"stands":null,"rating":null,"battery":false,"formation":"line","cover":"none","outflanked":false,"losses":"none","key_positions_lost":0,"british":false,"skirmisher":false,"state":"disordered","type":"infantry","light_carriage":false,"enemy":"far","fortified":false,"horse_artillery":false,"terrain":"open"},"dice":[{"roll":"maneuver","sides":10,"value":1}],"outcome":"rout","effect":"retreats broken","modifiers":[{"name":"poor","value":-1,"side":null,"source":"lib/maneuver-modifiers.csv:5"},{"name":"regular","value":0,"side":null,"source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":null,"source":"lib/condition.csv:3"}],"command":"out","radius":null,"column":"disordered","roll":1,"total":0,"result":"rout","stands_lost":1,"condition":{"value":"worn","derived":false},"quick_step":null,"allows":[]}

$ lib-maneuver --guns --light-carriage --dice 4 --json
{"tool":"lib-maneuver","inputs":{"command":"in","commander_distance":null,"radius":null,"march_line":false,"leader_rating":"average","attached":false,"provisional":false,"gaucho":false,"quality":"regular","condition":null,"stands":null,"rating":null,"battery":false,"formation":"line","cover":"none","outflanked":false,"losses":"none","key_positions_lost":0,"british":false,"skirmisher":false,"state":"good","type":"guns","light_carriage":true,"enemy":"far","fortified":false,"horse_artillery":false,"terrain":"open"},"dice":[{"roll":"maneuver","sides":10,"value":4}],"outcome":"tardy","effect":"a tardy maneuver","modifiers":[{"name":"average","value":0,"side":null,"source":"lib/maneuver-modifiers.csv:4"},{"name":"regular","value":0,"side":null,"source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":null,"source":"lib/condition.csv:3"}],"command":"in","radius":null,"column":"good_order","roll":4,"total":4,"result":"tardy","stands_lost":0,"condition":{"value":"worn","derived":false},"quick_step":null,"allows":["half move","fire","limber or unlimber","pivot","rally","limber and full retreat silenced"]}

# --verbose: each modifier and the table row it came from.
$ lib-maneuver --leader good --formation square --linear-cover --stands 4/8 --rating reliable --dice 5 --verbose
TARDY  rolled 5+0=5 (in command, good order)
modifiers: 0 (good +1, square +1, regular 0, spent -2)
condition: spent, 4 of 8 stands (reliable: worn at 6, spent at 4)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle
  good +1  (lib/maneuver-modifiers.csv:3)
  square +1  (lib/maneuver-modifiers.csv:13)
  regular +0  (lib/quality.csv:4)
  spent -2  (lib/condition.csv:4)
  tables: $TOP/tables ($MUSKET_TABLES)

# --list: the values of every enumerated option.
$ lib-maneuver --list
--command in out
--radius clear obscured attached dismounted
--leader-rating excellent good average poor
--quality guard elite regular militia peasant
--condition fresh worn spent
--rating spirited reliable unreliable
--formation line attack-column field-column march-column square garrison skirmish-line limbered unlimbered
--cover none linear
--losses none heavy greater
--state good disordered broken
--type infantry cavalry guns
--enemy far near
--terrain open broken rough road
