# In command, good order, no modifier but average 0, regular 0, worn 0:
# the total is the die.  10 or more Quick Step, and a well-handled
# maneuver's items for troops.
$ lib-maneuver --dice 10

# 7 to 9 Well Handled.
$ lib-maneuver --dice 9

$ lib-maneuver --dice 7

# 3 to 6 Tardy (the blank cell's reading), and 2 Tardy.
$ lib-maneuver --dice 6

$ lib-maneuver --dice 3

$ lib-maneuver --dice 2

# 1, 0, -1 Fall Back: out of close range (no --close-range) it holds.
$ lib-maneuver --dice 1

# poor -1, peasant -2: 2-3 = -1 Fall Back, 1-3 = -2 Panic.
$ lib-maneuver --leader poor --quality peasant --dice 2

$ lib-maneuver --leader poor --quality peasant --dice 1

# Out of command: 13 or more Quick Step (excellent +2, attached +1).
$ lib-maneuver --command out --leader excellent --attached --dice 10

# 10 to 12 Well Handled.
$ lib-maneuver --command out --leader excellent --attached --dice 9

$ lib-maneuver --command out --dice 10

# 6 to 9 Tardy, 3 to 5 Tardy.
$ lib-maneuver --command out --dice 9

$ lib-maneuver --command out --dice 6

$ lib-maneuver --command out --dice 5

$ lib-maneuver --command out --dice 3

# 2, 1 Fall Back; 0 or less Panic.
$ lib-maneuver --command out --dice 2

$ lib-maneuver --command out --dice 1

$ lib-maneuver --command out --leader poor --dice 1

# Disordered, in command: 7 or more Rally with Elan (a tardy maneuver
# and its items), 3 to 6 Rally, 2 Wavering, 1 to -1 Panic.
$ lib-maneuver --state disordered --dice 10

$ lib-maneuver --state disordered --dice 7

$ lib-maneuver --state disordered --dice 6

$ lib-maneuver --state disordered --dice 3

$ lib-maneuver --state disordered --dice 2

$ lib-maneuver --state disordered --dice 1

# -2 or less Rout: 1 stand and 1 more a point below 0.  poor -1,
# peasant -2: 1-3 = -2, 3 stands.
$ lib-maneuver --state disordered --leader poor --quality peasant --dice 1

# Disordered, out of command: 10 or more and 6 to 9 Rally with Elan and
# Rally, 3 to 5 Wavering, 2 and 1 Panic, 0 or less Rout (0: 1 stand).
$ lib-maneuver --command out --state disordered --dice 10

$ lib-maneuver --command out --state disordered --dice 6

$ lib-maneuver --command out --state disordered --dice 5

$ lib-maneuver --command out --state disordered --dice 3

$ lib-maneuver --command out --state disordered --dice 1

$ lib-maneuver --command out --state disordered --leader poor --dice 1

# Broken: the disordered column, -2 broken; out of command 5-2 = 3 is
# Wavering, and broken troops reform.
$ lib-maneuver --command out --state broken --dice 5

# The leader line: excellent +2, good +1, poor -1.
$ lib-maneuver --leader excellent --dice 5

$ lib-maneuver --leader good --dice 5

$ lib-maneuver --leader poor --dice 5

# Attached +1, provisional -1, gaucho -1.
$ lib-maneuver --attached --dice 5

$ lib-maneuver --provisional --dice 5

$ lib-maneuver --gaucho --dice 5

# Quality guard +2, elite +1, militia -1; condition fresh +2, spent -2.
$ lib-maneuver --quality guard --dice 5

$ lib-maneuver --quality elite --dice 5

$ lib-maneuver --quality militia --dice 5

$ lib-maneuver --condition fresh --dice 5

$ lib-maneuver --condition spent --dice 5

# Battery +2 (guns).
$ lib-maneuver --guns --battery --dice 5

# The formation line, +1: each column, square, garrison, limbered guns,
# linear cover; once however many apply.
$ lib-maneuver --formation attack-column --dice 5

$ lib-maneuver --formation field-column --dice 5

$ lib-maneuver --formation march-column --dice 5

$ lib-maneuver --formation square --dice 5

$ lib-maneuver --formation garrison --dice 5

$ lib-maneuver --guns --formation limbered --dice 5

$ lib-maneuver --linear-cover --dice 5

$ lib-maneuver --formation square --linear-cover --dice 5

# Outflanked or broken, -2 once: outflanked alone, and broken and
# outflanked together.
$ lib-maneuver --outflanked --dice 5

$ lib-maneuver --state broken --outflanked --dice 5

# Heavy casualties -1, greater losses -2; each key position lost -1.
$ lib-maneuver --losses heavy --dice 5

$ lib-maneuver --losses greater --dice 5

$ lib-maneuver --key-positions-lost 3 --dice 5

# British +1, skirmisher -1; a skirmish line is skirmishers, -1 once.
$ lib-maneuver --british --dice 5

$ lib-maneuver --skirmisher --dice 5

$ lib-maneuver --formation skirmish-line --dice 5

$ lib-maneuver --formation skirmish-line --skirmisher --dice 5

# Every line adds up: good +1, attached +1, elite +1, fresh +2, square
# +1, British +1, then provisional -1, heavy -1, outflanked -2: +3.
$ lib-maneuver --leader good --attached --quality elite --condition fresh --formation square --british --provisional --losses heavy --outflanked --dice 4

# The condition from the stands (reliable 8: worn at 6, spent at 4):
# 8/8 and 7/8 fresh +2, 6/8 worn 0, 5/8 worn, 4/8 spent -2.
$ lib-maneuver --stands 8/8 --rating reliable --dice 5

$ lib-maneuver --stands 7/8 --rating reliable --dice 5

$ lib-maneuver --stands 6/8 --rating reliable --dice 5

$ lib-maneuver --stands 4/8 --rating reliable --dice 5

# A "-": spirited 3 stands goes from fresh (2) to spent (1).
$ lib-maneuver --stands 2/3 --rating spirited --dice 5

$ lib-maneuver --stands 1/3 --rating spirited --dice 5

# Unreliable 17: worn at 14, spent at 11; spirited 6 (a reading): 4, 2.
$ lib-maneuver --stands 12/17 --rating unreliable --dice 5

$ lib-maneuver --stands 3/6 --rating spirited --dice 5

# The command radius: within 8" clear (the edge is within), beyond it;
# 4" obscured, attached, dismounted.
$ lib-maneuver --leader-distance 8 --dice 7

$ lib-maneuver --leader-distance 8.5 --dice 7

$ lib-maneuver --leader-distance 4 --radius obscured --dice 7

$ lib-maneuver --leader-distance 4.5 --radius obscured --dice 7

$ lib-maneuver --leader-distance 3 --radius attached --dice 7

$ lib-maneuver --leader-distance 5 --radius dismounted --dice 7

# A line of march led by an attached leader: in command.
$ lib-maneuver --march-line --dice 7

# Fall Back in close range: troops retreat, disordered; in square or
# fortified they hold.
$ lib-maneuver --close-range --dice 1

$ lib-maneuver --close-range --formation square --dice 1

$ lib-maneuver --close-range --fortified --dice 1

# Guns: Fall Back in close range limber and retreat; fortified, hold.
$ lib-maneuver --guns --close-range --dice 1

$ lib-maneuver --guns --close-range --fortified --dice 1

# Panic in good order, troops and guns.
$ lib-maneuver --command out --leader poor --dice 1

$ lib-maneuver --guns --command out --leader poor --dice 1

# Rally and Wavering in close range retreat.
$ lib-maneuver --state disordered --close-range --dice 5

$ lib-maneuver --state disordered --close-range --dice 2

# Rout out of command: 1-4 = -3, 1 stand and 3 more.
$ lib-maneuver --command out --state disordered --quality peasant --condition spent --dice 1

# What a maneuver allows: guns well handled and tardy, light carriage;
# militia troops are warned of broken and rough ground.
$ lib-maneuver --guns --dice 8

$ lib-maneuver --guns --light-carriage --dice 8

$ lib-maneuver --guns --light-carriage --dice 4

$ lib-maneuver --quality militia --dice 9

$ lib-maneuver --quality peasant --dice 6
