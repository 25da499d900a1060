# The EXAMPLES of lib-maneuver(1), word for word.
$ lib-maneuver --leader-rating good --dice 4
TARDY  rolled 4+1=5 (in command, good order)
modifiers: +1 (good +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --commander-distance 6 --radius obscured --dice 8
TARDY  rolled 8+0=8 (out of command: leader 6" away, beyond 4" (obscured), good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --stands 5/8 --rating reliable --dice 7
WELL HANDLED  rolled 7+0=7 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
condition: worn, 5 of 8 stands (reliable: worn at 6, spent at 4)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --quality militia --state disordered --outflanked --dice 1
ROUT  rolled 1-3=-2 (in command, disordered); 3 stands lost
modifiers: -3 (average 0, outflanked -2, militia -1, worn 0)
retreats broken

$ lib-maneuver --type guns --light-carriage --dice 7 --json | jq -c '[.result, .allows[0]]'
["well_handled","full move"]

$ lib-maneuver --command out --dice 5 -e || echo 'no maneuver'
TARDY  rolled 5+0=5 (out of command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle
