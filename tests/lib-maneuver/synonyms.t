# The old names of issue 32's renames still answer, as the same options.
# By hand: a leader 6" away beyond the 4" of an obscured line of sight
# (command-radius.csv) is out of command; 8+0 out of command is Tardy
# (6-9, maneuver-out-of-command.csv).
$ lib-maneuver --commander-distance 6 --radius obscured --dice 8
TARDY  rolled 8+0=8 (out of command: leader 6" away, beyond 4" (obscured), good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# --leader-distance, the old name of --commander-distance.
$ lib-maneuver --leader-distance 6 --radius obscured --dice 8
TARDY  rolled 8+0=8 (out of command: leader 6" away, beyond 4" (obscured), good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --leader-distance 6 --dice 8 --json >old; lib-maneuver --commander-distance 6 --dice 8 --json >new; cmp old new && jq -c '[.inputs.commander_distance, .inputs.leader_distance]' new
[6,null]

# --leader RATING, the old name of --leader-rating (--SIDE-leader and
# --target-leader, a leader with the unit, are flags).  By hand: a good
# leader +1, 5+1=6 in command is Tardy (3-6).
$ lib-maneuver --leader-rating good --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (good +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --leader good --dice 5 --json >old; lib-maneuver --leader-rating good --dice 5 --json >new; cmp old new && jq -c '[.inputs.leader_rating, .inputs.leader]' new
["good",null]

# Linear cover is a value of --cover: --cover linear, --cover alone,
# and the old flag --linear-cover are one input, +1 (the sheet's "+1
# ... or linear cover", maneuver-modifiers.csv): 5+1=6, Tardy.
$ lib-maneuver --cover linear --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, linear-cover +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --cover --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, linear-cover +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --linear-cover --dice 5 --json >old; lib-maneuver --cover linear --dice 5 --json >new; lib-maneuver --dice 5 --cover --json >bare; cmp old new && cmp bare new && jq -c '[.inputs.cover, .inputs.linear_cover, .total]' new
["linear",null,6]

# None is the default: no modifier.
$ lib-maneuver --cover none --dice 5 | sed -n 2p
modifiers: 0 (average 0, regular 0, worn 0)

$ lib-maneuver --cover hedge --dice 5
! lib-maneuver: --cover: 'hedge' is not one of none, linear
[2]

$ lib-maneuver --linear-cover=yes --dice 5
! lib-maneuver: --linear-cover takes no value
[2]

# The unit's type is --type, a word as lib-musketry's --target-type;
# the old flags --cavalry and --guns are its values.  By hand: cavalry
# in march column on a road, Quick Step 36" (movement.csv).
$ lib-maneuver --type cavalry --formation march-column --terrain road --dice 10 | sed -n 3p
a well-handled maneuver at the quick-step rate; quick step 36" (cavalry, march-column, road)

$ lib-maneuver --cavalry --formation march-column --terrain road --dice 10 --json >old; lib-maneuver --type cavalry --formation march-column --terrain road --dice 10 --json >new; cmp old new && jq -c '[.inputs.type, .inputs.cavalry, .quick_step]' new
["cavalry",null,36]

# Horse artillery limbered over broken ground, Quick Step 16".
$ lib-maneuver --type guns --horse-artillery --formation limbered --terrain broken --dice 10 | sed -n 3p
a well-handled maneuver at the quick-step rate; quick step 16" (horse-artillery, limbered, broken)

$ lib-maneuver --guns --horse-artillery --formation limbered --terrain broken --dice 10 --json >old; lib-maneuver --type guns --horse-artillery --formation limbered --terrain broken --dice 10 --json >new; cmp old new && jq -c '[.inputs.type, .inputs.guns, .quick_step]' new
["guns",null,16]

$ lib-maneuver --type guns --formation square --dice 5
! lib-maneuver: --formation square: troops only
[2]

$ lib-maneuver --type artillery --dice 5
! lib-maneuver: --type: 'artillery' is not one of infantry, cavalry, guns
[2]

# The enemy near is --enemy near|far as suite-wide; near is the sheet's
# close range, and the old flag --close-range and the value close-range
# are near.  By hand: 1+0=1 in command is Fall Back (-1..1), troops in
# close range "retreat out of close range disordered" (line 30).
$ lib-maneuver --enemy near --dice 1
FALL BACK  rolled 1+0=1 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
retreats out of close range disordered

$ lib-maneuver --enemy close-range --dice 1 | sed -n 3p
retreats out of close range disordered

$ lib-maneuver --close-range --dice 1 --json >old; lib-maneuver --enemy near --dice 1 --json >new; cmp old new && jq -c '[.inputs.enemy, .inputs.close_range]' new
["near",null]

# Far, the default: a Fall Back out of close range holds.
$ lib-maneuver --enemy far --dice 1 | sed -n 3p
holds its position and may only fire (out of close range)

$ lib-maneuver --enemy close
! lib-maneuver: --enemy: 'close' is not one of far, near
[2]
