# The spec's check values, in command, average leader, regular, worn,
# line: the total is the d10.  Good order: 10 quick step 1/10, 7-9 well
# handled 3/10, 2-6 tardy 5/10, 1 fall back 1/10; maneuvers 9/10.
$ lib-maneuver --odds

# Disordered: 7-10 rally with elan 4/10, 3-6 rally 4/10, 2 wavering
# 1/10, 1 panic 1/10; maneuvers or rallies 8/10; no stands lost.
$ lib-maneuver --state disordered --odds

# Out of command, good +1, fresh +2: d10+3 runs 4..13: 13 quick step
# 1/10, 10-12 well handled 3/10, 4-9 tardy 6/10.
$ lib-maneuver --command out --leader good --condition fresh --odds

# Out of command, disordered, peasant -2, spent -2, outflanked -2: d10-6
# runs -5..4: 3-4 wavering 2/10, 1-2 panic 2/10, -5..0 rout 6/10 with
# 1-t stands: 6, 5, 4, 3, 2, 1 each 1/10, 0 4/10; mean 21/10.
$ lib-maneuver --command out --state disordered --quality peasant --condition spent --outflanked --odds

# The same as JSON.
$ lib-maneuver --command out --state disordered --quality peasant --condition spent --outflanked --odds --json

# The other reading of the blank cell: 3-6 Well Handled.  Then d10: 10
# quick step 1/10, 3-9 well handled 7/10, 2 tardy 1/10, 1 fall back.
$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^3,6,tardy,/3,6,well_handled,/' t/lib/maneuver-in-command.csv && lib-maneuver --tables t --odds

# Guns, in command by distance 5" in a clear 8", battery +2: d10+2 runs
# 3..12: 10-12 quick step 3/10, 7-9 well handled 3/10, 3-6 tardy 4/10.
$ lib-maneuver --guns --battery --leader-distance 5 --odds
