# In command, good order, no modifier but average 0, regular 0, worn 0:
# the total is the die.  10 or more Quick Step, and a well-handled
# maneuver's items for troops.
$ lib-maneuver --dice 10
QUICK STEP  rolled 10+0=10 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver at the quick-step rate; quick step 16" (infantry, line, open)
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

# 7 to 9 Well Handled.
$ lib-maneuver --dice 9
WELL HANDLED  rolled 9+0=9 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --dice 7
WELL HANDLED  rolled 7+0=7 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

# 3 to 6 Tardy (the blank cell's reading), and 2 Tardy.
$ lib-maneuver --dice 6
TARDY  rolled 6+0=6 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --dice 3
TARDY  rolled 3+0=3 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --dice 2
TARDY  rolled 2+0=2 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# 1, 0, -1 Fall Back: out of close range (no --close-range) it holds.
$ lib-maneuver --dice 1
FALL BACK  rolled 1+0=1 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position and may only fire (out of close range)

# poor -1, peasant -2: 2-3 = -1 Fall Back, 1-3 = -2 Panic.
$ lib-maneuver --leader poor --quality peasant --dice 2
FALL BACK  rolled 2-3=-1 (in command, good order)
modifiers: -3 (poor -1, peasant -2, worn 0)
holds its position and may only fire (out of close range)

$ lib-maneuver --leader poor --quality peasant --dice 1
PANIC  rolled 1-3=-2 (in command, good order)
modifiers: -3 (poor -1, peasant -2, worn 0)
makes a full retreat broken

# Out of command: 13 or more Quick Step (excellent +2, attached +1).
$ lib-maneuver --command out --leader excellent --attached --dice 10
QUICK STEP  rolled 10+3=13 (out of command, good order)
modifiers: +3 (excellent +2, attached +1, regular 0, worn 0)
a well-handled maneuver at the quick-step rate; quick step 16" (infantry, line, open)
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

# 10 to 12 Well Handled.
$ lib-maneuver --command out --leader excellent --attached --dice 9
WELL HANDLED  rolled 9+3=12 (out of command, good order)
modifiers: +3 (excellent +2, attached +1, regular 0, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --command out --dice 10
WELL HANDLED  rolled 10+0=10 (out of command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

# 6 to 9 Tardy, 3 to 5 Tardy.
$ lib-maneuver --command out --dice 9
TARDY  rolled 9+0=9 (out of command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --command out --dice 6
TARDY  rolled 6+0=6 (out of command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --command out --dice 5
TARDY  rolled 5+0=5 (out of command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --command out --dice 3
TARDY  rolled 3+0=3 (out of command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# 2, 1 Fall Back; 0 or less Panic.
$ lib-maneuver --command out --dice 2
FALL BACK  rolled 2+0=2 (out of command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position and may only fire (out of close range)

$ lib-maneuver --command out --dice 1
FALL BACK  rolled 1+0=1 (out of command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position and may only fire (out of close range)

$ lib-maneuver --command out --leader poor --dice 1
PANIC  rolled 1-1=0 (out of command, good order)
modifiers: -1 (poor -1, regular 0, worn 0)
makes a full retreat broken

# Disordered, in command: 7 or more Rally with Elan (a tardy maneuver
# and its items), 3 to 6 Rally, 2 Wavering, 1 to -1 Panic.
$ lib-maneuver --state disordered --dice 10
RALLY WITH ELAN  rolled 10+0=10 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
returns to good order and makes a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --state disordered --dice 7
RALLY WITH ELAN  rolled 7+0=7 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
returns to good order and makes a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --state disordered --dice 6
RALLY  rolled 6+0=6 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position (out of close range); returns to good order

$ lib-maneuver --state disordered --dice 3
RALLY  rolled 3+0=3 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position (out of close range); returns to good order

$ lib-maneuver --state disordered --dice 2
WAVERING  rolled 2+0=2 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position (out of close range); remains disordered

$ lib-maneuver --state disordered --dice 1
PANIC  rolled 1+0=1 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
retreats broken

# -2 or less Rout: 1 stand and 1 more a point below 0.  poor -1,
# peasant -2: 1-3 = -2, 3 stands.
$ lib-maneuver --state disordered --leader poor --quality peasant --dice 1
ROUT  rolled 1-3=-2 (in command, disordered); 3 stands lost
modifiers: -3 (poor -1, peasant -2, worn 0)
retreats broken

# Disordered, out of command: 10 or more and 6 to 9 Rally with Elan and
# Rally, 3 to 5 Wavering, 2 and 1 Panic, 0 or less Rout (0: 1 stand).
$ lib-maneuver --command out --state disordered --dice 10
RALLY WITH ELAN  rolled 10+0=10 (out of command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
returns to good order and makes a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --command out --state disordered --dice 6
RALLY  rolled 6+0=6 (out of command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position (out of close range); returns to good order

$ lib-maneuver --command out --state disordered --dice 5
WAVERING  rolled 5+0=5 (out of command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position (out of close range); remains disordered

$ lib-maneuver --command out --state disordered --dice 3
WAVERING  rolled 3+0=3 (out of command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position (out of close range); remains disordered

$ lib-maneuver --command out --state disordered --dice 1
PANIC  rolled 1+0=1 (out of command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
retreats broken

$ lib-maneuver --command out --state disordered --leader poor --dice 1
ROUT  rolled 1-1=0 (out of command, disordered); 1 stand lost
modifiers: -1 (poor -1, regular 0, worn 0)
retreats broken

# Broken: the disordered column, -2 broken; out of command 5-2 = 3 is
# Wavering, and broken troops reform.
$ lib-maneuver --command out --state broken --dice 5
WAVERING  rolled 5-2=3 (out of command, disordered)
modifiers: -2 (average 0, broken -2, regular 0, worn 0)
holds its position (out of close range); broken troops reform; remains disordered

# The leader line: excellent +2, good +1, poor -1.
$ lib-maneuver --leader excellent --dice 5
WELL HANDLED  rolled 5+2=7 (in command, good order)
modifiers: +2 (excellent +2, regular 0, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --leader good --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (good +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --leader poor --dice 5
TARDY  rolled 5-1=4 (in command, good order)
modifiers: -1 (poor -1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# Attached +1, provisional -1, gaucho -1.
$ lib-maneuver --attached --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, attached +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --provisional --dice 5
TARDY  rolled 5-1=4 (in command, good order)
modifiers: -1 (average 0, provisional -1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --gaucho --dice 5
TARDY  rolled 5-1=4 (in command, good order)
modifiers: -1 (average 0, gaucho -1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# Quality guard +2, elite +1, militia -1; condition fresh +2, spent -2.
$ lib-maneuver --quality guard --dice 5
WELL HANDLED  rolled 5+2=7 (in command, good order)
modifiers: +2 (average 0, guard +2, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --quality elite --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, elite +1, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --quality militia --dice 5
TARDY  rolled 5-1=4 (in command, good order)
modifiers: -1 (average 0, militia -1, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle; disordered by broken or rough ground when it changes formation

$ lib-maneuver --condition fresh --dice 5
WELL HANDLED  rolled 5+2=7 (in command, good order)
modifiers: +2 (average 0, regular 0, fresh +2)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --condition spent --dice 5
TARDY  rolled 5-2=3 (in command, good order)
modifiers: -2 (average 0, regular 0, spent -2)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# Battery +2 (guns).
$ lib-maneuver --guns --battery --dice 5
WELL HANDLED  rolled 5+2=7 (in command, good order)
modifiers: +2 (average 0, battery +2, regular 0, worn 0)
a well-handled maneuver
allows: full move; fire and/or pivot with 1 gun base (fire or pivot with 2 or more); limber or unlimber; prolong 2"; rally; replenish ammunition

# The formation line, +1: each column, square, garrison, limbered guns,
# linear cover; once however many apply.
$ lib-maneuver --formation attack-column --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, attack-column +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --formation field-column --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, field-column +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --formation march-column --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, march-column +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --formation square --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, square +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --formation garrison --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, garrison +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --guns --formation limbered --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, limbered +1, regular 0, worn 0)
a tardy maneuver
allows: half move; fire; limber or unlimber; pivot; rally

$ lib-maneuver --linear-cover --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, linear-cover +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --formation square --linear-cover --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, square +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# Outflanked or broken, -2 once: outflanked alone, and broken and
# outflanked together.
$ lib-maneuver --outflanked --dice 5
TARDY  rolled 5-2=3 (in command, good order)
modifiers: -2 (average 0, outflanked -2, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --state broken --outflanked --dice 5
RALLY  rolled 5-2=3 (in command, disordered)
modifiers: -2 (average 0, outflanked -2, regular 0, worn 0)
holds its position (out of close range); returns to good order

# Heavy casualties -1, greater losses -2; each key position lost -1.
$ lib-maneuver --losses heavy --dice 5
TARDY  rolled 5-1=4 (in command, good order)
modifiers: -1 (average 0, heavy -1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --losses greater --dice 5
TARDY  rolled 5-2=3 (in command, good order)
modifiers: -2 (average 0, greater -2, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --key-positions-lost 3 --dice 5
TARDY  rolled 5-3=2 (in command, good order)
modifiers: -3 (average 0, key-positions-lost -3, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# British +1, skirmisher -1; a skirmish line is skirmishers, -1 once.
$ lib-maneuver --british --dice 5
TARDY  rolled 5+1=6 (in command, good order)
modifiers: +1 (average 0, british +1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --skirmisher --dice 5
TARDY  rolled 5-1=4 (in command, good order)
modifiers: -1 (average 0, skirmisher -1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --formation skirmish-line --dice 5
TARDY  rolled 5-1=4 (in command, good order)
modifiers: -1 (average 0, skirmisher -1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --formation skirmish-line --skirmisher --dice 5
TARDY  rolled 5-1=4 (in command, good order)
modifiers: -1 (average 0, skirmisher -1, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# Every line adds up: good +1, attached +1, elite +1, fresh +2, square
# +1, British +1, then provisional -1, heavy -1, outflanked -2: +3.
$ lib-maneuver --leader good --attached --quality elite --condition fresh --formation square --british --provisional --losses heavy --outflanked --dice 4
WELL HANDLED  rolled 4+3=7 (in command, good order)
modifiers: +3 (good +1, attached +1, provisional -1, square +1, outflanked -2, heavy -1, british +1, elite +1, fresh +2)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

# The condition from the stands (reliable 8: worn at 6, spent at 4):
# 8/8 and 7/8 fresh +2, 6/8 worn 0, 5/8 worn, 4/8 spent -2.
$ lib-maneuver --stands 8/8 --rating reliable --dice 5
WELL HANDLED  rolled 5+2=7 (in command, good order)
modifiers: +2 (average 0, regular 0, fresh +2)
condition: fresh, 8 of 8 stands (reliable: worn at 6, spent at 4)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --stands 7/8 --rating reliable --dice 5
WELL HANDLED  rolled 5+2=7 (in command, good order)
modifiers: +2 (average 0, regular 0, fresh +2)
condition: fresh, 7 of 8 stands (reliable: worn at 6, spent at 4)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --stands 6/8 --rating reliable --dice 5
TARDY  rolled 5+0=5 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
condition: worn, 6 of 8 stands (reliable: worn at 6, spent at 4)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --stands 4/8 --rating reliable --dice 5
TARDY  rolled 5-2=3 (in command, good order)
modifiers: -2 (average 0, regular 0, spent -2)
condition: spent, 4 of 8 stands (reliable: worn at 6, spent at 4)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# A "-": spirited 3 stands goes from fresh (2) to spent (1).
$ lib-maneuver --stands 2/3 --rating spirited --dice 5
WELL HANDLED  rolled 5+2=7 (in command, good order)
modifiers: +2 (average 0, regular 0, fresh +2)
condition: fresh, 2 of 3 stands (spirited: spent at 1)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --stands 1/3 --rating spirited --dice 5
TARDY  rolled 5-2=3 (in command, good order)
modifiers: -2 (average 0, regular 0, spent -2)
condition: spent, 1 of 3 stands (spirited: spent at 1)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# Unreliable 17: worn at 14, spent at 11; spirited 6 (a reading): 4, 2.
$ lib-maneuver --stands 12/17 --rating unreliable --dice 5
TARDY  rolled 5+0=5 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
condition: worn, 12 of 17 stands (unreliable: worn at 14, spent at 11)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --stands 3/6 --rating spirited --dice 5
TARDY  rolled 5+0=5 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
condition: worn, 3 of 6 stands (spirited: worn at 4, spent at 2)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# The command radius: within 8" clear (the edge is within), beyond it;
# 4" obscured, attached, dismounted.
$ lib-maneuver --leader-distance 8 --dice 7
WELL HANDLED  rolled 7+0=7 (in command: leader 8" away, within 8" (clear), good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --leader-distance 8.5 --dice 7
TARDY  rolled 7+0=7 (out of command: leader 8.5" away, beyond 8" (clear), good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --leader-distance 4 --radius obscured --dice 7
WELL HANDLED  rolled 7+0=7 (in command: leader 4" away, within 4" (obscured), good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --leader-distance 4.5 --radius obscured --dice 7
TARDY  rolled 7+0=7 (out of command: leader 4.5" away, beyond 4" (obscured), good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

$ lib-maneuver --leader-distance 3 --radius attached --dice 7
WELL HANDLED  rolled 7+0=7 (in command: leader 3" away, within 4" (attached), good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

$ lib-maneuver --leader-distance 5 --radius dismounted --dice 7
TARDY  rolled 7+0=7 (out of command: leader 5" away, beyond 4" (dismounted), good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle

# A line of march led by an attached leader: in command.
$ lib-maneuver --march-line --dice 7
WELL HANDLED  rolled 7+0=7 (in command: in a line of march, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

# Fall Back in close range: troops retreat, disordered; in square or
# fortified they hold.
$ lib-maneuver --close-range --dice 1
FALL BACK  rolled 1+0=1 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
retreats out of close range disordered

$ lib-maneuver --close-range --formation square --leader poor --dice 1
FALL BACK  rolled 1+0=1 (in command, good order)
modifiers: 0 (poor -1, square +1, regular 0, worn 0)
holds its position and may only fire (in square)

$ lib-maneuver --close-range --fortified --dice 1
FALL BACK  rolled 1+0=1 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position and may only fire (fortified)

# Guns: Fall Back in close range limber and retreat; fortified, hold.
$ lib-maneuver --guns --close-range --dice 1
FALL BACK  rolled 1+0=1 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
limbers and makes a full retreat silenced; loses all unlimbered heavy artillery

$ lib-maneuver --guns --close-range --fortified --dice 1
FALL BACK  rolled 1+0=1 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
holds its position and may only fire (fortified)

# Panic in good order, troops and guns.
$ lib-maneuver --guns --command out --leader poor --dice 1
PANIC  rolled 1-1=0 (out of command, good order)
modifiers: -1 (poor -1, regular 0, worn 0)
limbers and makes a full retreat silenced; loses all unlimbered heavy and fixed artillery

# Rally and Wavering in close range retreat.
$ lib-maneuver --state disordered --close-range --dice 5
RALLY  rolled 5+0=5 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
retreats out of close range; returns to good order

$ lib-maneuver --state disordered --close-range --dice 2
WAVERING  rolled 2+0=2 (in command, disordered)
modifiers: 0 (average 0, regular 0, worn 0)
retreats out of close range; remains disordered

# Rout out of command: 1-4 = -3, 1 stand and 3 more.
$ lib-maneuver --command out --state disordered --quality peasant --condition spent --dice 1
ROUT  rolled 1-4=-3 (out of command, disordered); 4 stands lost
modifiers: -4 (average 0, peasant -2, spent -2)
retreats broken

# What a maneuver allows: guns well handled and tardy, light carriage;
# militia troops are warned of broken and rough ground.
$ lib-maneuver --guns --dice 8
WELL HANDLED  rolled 8+0=8 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver
allows: full move; fire and/or pivot with 1 gun base (fire or pivot with 2 or more); limber or unlimber; prolong 2"; rally; replenish ammunition

$ lib-maneuver --guns --light-carriage --dice 8
WELL HANDLED  rolled 8+0=8 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a well-handled maneuver
allows: full move; fire and/or pivot with 1 gun base (fire or pivot with 2 or more); limber or unlimber; prolong 2"; rally; replenish ammunition; full move and unlimber; limber and full move; unlimber and fire; pivot and/or fire

$ lib-maneuver --guns --light-carriage --dice 4
TARDY  rolled 4+0=4 (in command, good order)
modifiers: 0 (average 0, regular 0, worn 0)
a tardy maneuver
allows: half move; fire; limber or unlimber; pivot; rally; limber and full retreat silenced

$ lib-maneuver --quality militia --dice 9
WELL HANDLED  rolled 9-1=8 (in command, good order)
modifiers: -1 (average 0, militia -1, worn 0)
a well-handled maneuver
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition; disordered by broken or rough ground when it changes formation or passes through lines

$ lib-maneuver --quality peasant --dice 6
TARDY  rolled 6-2=4 (in command, good order)
modifiers: -2 (average 0, peasant -2, worn 0)
a tardy maneuver
allows: half move; change formation to line, skirmish line, square or garrison; face by the rear rank; scale a major obstacle; disordered by broken or rough ground when it changes formation

# House rules, a cell each: broken on a line of its own adds to
# outflanked (-4); a Rout costing 2 stands and 1 more a point below 0.
$ mkdir -p t/lib && cp "$TABLES/lib/maneuver-modifiers.csv" t/lib/ && sed -i 's/^broken,outflanked,/broken,broken,/' t/lib/maneuver-modifiers.csv && lib-maneuver --tables t --state broken --outflanked --dice 5
PANIC  rolled 5-4=1 (in command, disordered)
modifiers: -4 (average 0, outflanked -2, broken -2, regular 0, worn 0)
retreats broken

$ mkdir -p t/lib && cp "$TABLES/lib/maneuver-effects.csv" t/lib/ && sed -i 's/^rout,disordered,,1,/rout,disordered,,2,/' t/lib/maneuver-effects.csv && lib-maneuver --tables t --state disordered --leader poor --quality peasant --dice 1
ROUT  rolled 1-3=-2 (in command, disordered); 4 stands lost
modifiers: -3 (poor -1, peasant -2, worn 0)
retreats broken

# Issue 33, item 21: "Quick Step. Well Handled maneuver at the Quick
# Step rate" (sheet line 26): the rate is the movement table's (lines
# 107-121): infantry march column, open ground, 12 / 16: 16".
$ lib-maneuver --formation march-column --dice 10
QUICK STEP  rolled 10+1=11 (in command, good order)
modifiers: +1 (average 0, march-column +1, regular 0, worn 0)
a well-handled maneuver at the quick-step rate; quick step 16" (infantry, march-column, open)
allows: full move; half move and change to any formation; half move and a passage of lines (both units disordered if one is); half move and face by the rear rank; march by the flank a half move; half move and scale a major obstacle; replenish ammunition

# Cavalry march column on a road 24 / 36; horse artillery, limbered,
# broken ground 12 / 16; JSON "quick_step".
$ lib-maneuver --cavalry --formation march-column --terrain road --dice 10 | sed -n 3p
a well-handled maneuver at the quick-step rate; quick step 36" (cavalry, march-column, road)

$ lib-maneuver --guns --horse-artillery --formation limbered --terrain broken --dice 10 --json | jq -c '[.result, .quick_step]'
["quick_step",16]

# --terrain's values are movement.csv's terrains, in the order it first
# names them: a house table's terrain, a row for each unit, is one.
$ cp -R "$TABLES" t && printf 'infantry,line,mud,3,4.5\ncavalry,line,mud,4,6\nfoot-artillery,limbered,mud,2,3\nhorse-artillery,limbered,mud,3,4\n' >>t/lib/movement.csv && lib-maneuver -T t --terrain mud --dice 10 | sed -n 3p
a well-handled maneuver at the quick-step rate; quick step 4.5" (infantry, line, mud)

$ cp -R "$TABLES" t && printf 'infantry,line,mud,3,4.5\ncavalry,line,mud,4,6\nfoot-artillery,limbered,mud,2,3\nhorse-artillery,limbered,mud,3,4\n' >>t/lib/movement.csv && lib-maneuver -T t --list | grep -- --terrain
--terrain open broken rough road mud

# No rate on the table: line on a road ("-"), a garrison.
$ lib-maneuver --terrain road --dice 10 | sed -n 3p
a well-handled maneuver at the quick-step rate; no quick-step rate on the movement table for infantry, line, road

$ lib-maneuver --dice 9 --json | jq -c .quick_step
null

$ lib-maneuver --horse-artillery --dice 10
! lib-maneuver: --horse-artillery needs --type guns
[2]

# Guns and cavalry are two values of one --type: the old flags together
# contradict each other, refused (issue 32; until then the last counted).
$ lib-maneuver --guns --cavalry --dice 10
! lib-maneuver: --guns and --cavalry both set --type
[2]

# Fall Back: "Hold position and fire only if out of close range, in
# square, or fortified" (line 30): it says which.
$ lib-maneuver --close-range --formation square --leader poor --dice 1 | sed -n 3p
holds its position and may only fire (in square)

$ lib-maneuver --state disordered --close-range --fortified --dice 4 | sed -n 3p
holds its position (fortified); returns to good order

# "Replenish ammunition" is an item of its own (lines 58-62), not with
# a half move.
$ lib-maneuver --dice 8 | sed -n 4p | tr ';' '\n' | tail -n 1
 replenish ammunition
