# Cover is a word (issue 32): --SIDE-cover and --cover take none or
# cover, and alone, as the old flags were given, mean cover.  By hand:
# the defender in cover, the attacker's 3 less 1 is 2, a hit (2 or
# less, close.csv); the defender's 3 is not; average loses 1 SP on 1-3.
$ pw3x3-combat --defender-cover cover --dice 3,3,1
ATTACKER HIT  attacker 2 (rolled 3, enemy uphill or in cover -1), defender 3 (rolled 3)
attacker hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --defender-cover --dice 3,3,1 --json >old; pw3x3-combat --defender-cover cover --dice 3,3,1 --json >new; pw3x3-combat close --defender-cover --dice 3,3,1 --json >mode; cmp old new && cmp mode new && jq -c '[.inputs.attacker_cover, .inputs.defender_cover, .outcome]' new
["none","cover","attacker_hit"]

# Before a mode word, alone too.
$ pw3x3-combat --attacker-cover close --dice 3,3,1 | head -n 1
DEFENDER HIT  attacker 3 (rolled 3), defender 2 (rolled 3, enemy uphill or in cover -1)

# none is no cover, as not giving it.
$ pw3x3-combat --defender-cover none --dice 3,3 | head -n 1
NEITHER HIT  attacker 3 (rolled 3), defender 3 (rolled 3)

# A wrong value is named as one, not taken for a mode.
$ pw3x3-combat --attacker-cover soft
! pw3x3-combat: --attacker-cover: 'soft' is not one of none, cover
[2]

$ pw3x3-combat --defender-cover=hard
! pw3x3-combat: --defender-cover: 'hard' is not one of none, cover
[2]

# The artillery's --cover: the target in cover or fortifications, -1
# (fire-modifiers.csv); 5-1=4 is ineffective (4 or less, fire.csv).
$ pw3x3-combat artillery --cover cover --target elite --dice 5
INEFFECTIVE  fire 4 (rolled 5, target in cover -1)
artillery fire has been totally ineffective (4 or less)

$ pw3x3-combat artillery --cover --target elite --dice 5 --json >old; pw3x3-combat artillery --cover cover --target elite --dice 5 --json >new; pw3x3-combat --cover artillery --target elite --dice 5 --json >mode; cmp old new && cmp mode new && jq -c '[.inputs.cover, .score]' new
["cover",4]

$ pw3x3-combat artillery --cover none --target elite --dice 5,6 | head -n 1
LANDED  fire 5 (rolled 5)

# --range N (grid areas) is --range-areas: --range is a distance in
# inches in the other tools.  The range is checked, not a modifier.
$ pw3x3-combat artillery --range-areas 3 --target poor --dice 5,5 | head -n 1
LANDED  fire 5 (rolled 5)

$ pw3x3-combat artillery --range 3 --target poor --dice 5,5 --json >old; pw3x3-combat artillery --range-areas 3 --target poor --dice 5,5 --json >new; cmp old new && jq -c '[.inputs.range_areas, .inputs.range]' new
[3,null]

$ pw3x3-combat artillery --range 5 --target poor
! pw3x3-combat: --range-areas: '5' is beyond the artillery's range of 4 grid areas (pw3x3/artillery.csv:2)
[2]
