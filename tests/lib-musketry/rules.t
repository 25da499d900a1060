# The fire point modifier, a band at a time: 1 pt -4, 2 -3, 3 -2, 4-5 -1,
# 6-7 0, 8-9 +1, 10-11 +2, 12-14 +3, 15-19 +4, +1 for every 5 more.
# Against a regular target in line, die 5.
$ lib-musketry --points 1 --dice 5

$ lib-musketry --points 2 --dice 5

$ lib-musketry --points 3 --dice 5

$ lib-musketry --points 4 --dice 5

$ lib-musketry --points 5 --dice 5

$ lib-musketry --points 6 --dice 5

$ lib-musketry --points 7 --dice 5

$ lib-musketry --points 8 --dice 5

$ lib-musketry --points 9 --dice 5

$ lib-musketry --points 10 --dice 5

$ lib-musketry --points 11 --dice 5

$ lib-musketry --points 12 --dice 5

$ lib-musketry --points 14 --dice 5

$ lib-musketry --points 15 --dice 5

$ lib-musketry --points 19 --dice 5

$ lib-musketry --points 20 --dice 5

$ lib-musketry --points 25 --dice 5

$ lib-musketry --points 200 --dice 5

# Half points round up: 0.5 fires at 1 point, 2.5 at 3.
$ lib-musketry --points 0.5 --dice 5

$ lib-musketry --points 2.5 --dice 5

# Musket stands: 1 a stand up to 4", 1 up to 8", 1/2 up to 12".
$ lib-musketry --stands 6 --range 4 --dice 5

$ lib-musketry --stands 6 --range 4.5 --dice 5

$ lib-musketry --stands 6 --range 8 --dice 5

$ lib-musketry --stands 6 --range 12 --dice 5

$ lib-musketry --stands 1 --range 12 --dice 5

$ lib-musketry --stands 5 --range 10 --dice 5

# Halved once for a disordered or short firer or a damaged gun, however
# many: 12 -> 6 (0), and not 3.
$ lib-musketry --points 12 --firer-disordered --dice 5

$ lib-musketry --points 12 --firer-disordered --low-ammo --dice 5

$ lib-musketry --points 5 --low-ammo --dice 5

$ lib-musketry --fire cannonade --points 7 --damaged-gun --firer-disordered --low-ammo --dice 5

# The firer: British +1, militia or peasant -1.
$ lib-musketry --points 6 --firer-british --dice 5

$ lib-musketry --points 6 --firer militia --dice 5

$ lib-musketry --points 6 --firer peasant --dice 5

$ lib-musketry --points 6 --firer guard --dice 5

# The target +1 line: attack column, cavalry, about faced, passage of
# lines, marched by the flank, limbered, an enfiladed gun, broken.
$ lib-musketry --points 6 --target-formation attack-column --dice 5

$ lib-musketry --points 6 --target-type cavalry --dice 5

$ lib-musketry --points 6 --target-about-faced --dice 5

$ lib-musketry --points 6 --target-passage --dice 5

$ lib-musketry --points 6 --target-flank-march --dice 5

$ lib-musketry --points 6 --target-type guns --target-formation limbered --dice 5

$ lib-musketry --points 6 --target-type guns --target-enfiladed --dice 5

$ lib-musketry --points 6 --target-broken --dice 5

# Once however many: attack column, about faced and broken, +1.
$ lib-musketry --points 6 --target-formation attack-column --target-about-faced --target-broken --dice 5

# The +2 line: march column, square, enfiladed troops; once.
$ lib-musketry --points 6 --target-formation march-column --dice 5

$ lib-musketry --points 6 --target-formation square --dice 5

$ lib-musketry --points 6 --target-enfiladed --dice 5

$ lib-musketry --points 6 --target-formation square --target-enfiladed --dice 5

# The two lines add up: cavalry in march column +3.
$ lib-musketry --points 6 --target-type cavalry --target-formation march-column --dice 5

# Cover: partial -1, full -2, fortified -3; skirmishers -1 in the open,
# -2 in partial or full cover, -3 fortified.
$ lib-musketry --points 6 --target-cover partial --dice 5

$ lib-musketry --points 6 --target-cover full --dice 5

$ lib-musketry --points 6 --target-cover fortified --dice 5

$ lib-musketry --points 6 --target-formation skirmish --dice 5

$ lib-musketry --points 6 --target-formation skirmish --target-cover partial --dice 5

$ lib-musketry --points 6 --target-formation skirmish --target-cover full --dice 5

$ lib-musketry --points 6 --target-formation skirmish --target-cover fortified --dice 5

# The skirmisher check, the target's die first: at or above the rating
# the firer takes -1; below, nothing.  Or a check already rolled.
$ lib-musketry --points 6 --target-skirmish 6 --dice 6,5

$ lib-musketry --points 6 --target-skirmish 6 --dice 5,5

$ lib-musketry --points 6 --target-skirmish 1 --dice 1,5

$ lib-musketry --points 6 --skirmish-check made --dice 5

$ lib-musketry --points 6 --skirmish-check failed --dice 5

# The regular column, total = die (6 points): 3 or less Desultory, 4
# Lively, 5-6 Galling, 7 Telling (home), 8 (home, cold steel only), 9-10
# (checked), 11 or more Withering.
$ lib-musketry --points 6 --target-charging --dice 3

$ lib-musketry --points 6 --target-charging --dice 4

$ lib-musketry --points 6 --target-charging --dice 5

$ lib-musketry --points 6 --target-charging --dice 6

$ lib-musketry --points 6 --target-charging --dice 7

$ lib-musketry --points 6 --target-charging --dice 8

$ lib-musketry --points 6 --target-charging --target-cold-steel --dice 8

$ lib-musketry --points 6 --target-charging --dice 9

$ lib-musketry --points 8 --target-charging --dice 10

# Guard: 5 or less Desultory, 6 Galling, 7-9 Telling home, 10 cold
# steel only, 11 Withering; no Lively, no checked Telling.
$ lib-musketry --points 6 --target guard --dice 5

$ lib-musketry --points 6 --target guard --dice 6

$ lib-musketry --points 6 --target guard --target-charging --dice 7

$ lib-musketry --points 6 --target guard --target-charging --dice 9

$ lib-musketry --points 6 --target guard --target-charging --dice 10

$ lib-musketry --points 8 --target guard --target-charging --dice 10

# Elite: 4 Desultory, 5 Lively, 6 Galling, 7-8 home, 9 cold steel, 10
# checked.
$ lib-musketry --points 6 --target elite --dice 4

$ lib-musketry --points 6 --target elite --dice 5

$ lib-musketry --points 6 --target elite --dice 6

$ lib-musketry --points 6 --target elite --target-charging --dice 8

$ lib-musketry --points 6 --target elite --target-charging --dice 9

$ lib-musketry --points 6 --target elite --target-charging --dice 10

# Militia and peasant share a column: 2 Desultory, 3-4 Lively, 5-6
# Galling, 7 cold steel only, 8-10 checked.
$ lib-musketry --points 6 --target militia --dice 2

$ lib-musketry --points 6 --target militia --dice 3

$ lib-musketry --points 6 --target peasant --dice 4

$ lib-musketry --points 6 --target peasant --dice 5

$ lib-musketry --points 6 --target militia --target-charging --dice 7

$ lib-musketry --points 6 --target peasant --target-charging --dice 8

# Withering: 2 stands, 1 more a point over 14 (12 points +3, square +2:
# 10+5 = 15, 3 stands); guns silenced and a stand wrecked, and more.
$ lib-musketry --points 12 --target-formation square --dice 9

$ lib-musketry --points 12 --target-formation square --dice 10

$ lib-musketry --fire cannonade --points 12 --target-type guns --target-enfiladed --dice 10

# Telling: troops disordered, a stand lost; a gun stand silenced and
# damaged.
$ lib-musketry --points 6 --dice 9

$ lib-musketry --fire cannonade --points 6 --target-type guns --dice 9

# Galling: troops disordered, or a stand lost if already disordered (or
# broken); a gun stand silenced.
$ lib-musketry --points 6 --dice 5

$ lib-musketry --points 6 --target-disordered --dice 5

$ lib-musketry --points 6 --target-broken --dice 4

$ lib-musketry --fire cannonade --points 6 --target-type guns --dice 5

# Lively: from musketry no effect; from cannonade troops disordered or a
# gun stand silenced.
$ lib-musketry --points 6 --dice 4

$ lib-musketry --fire cannonade --points 6 --dice 4

$ lib-musketry --fire cannonade --points 6 --target-type guns --dice 4

# Desultory: no effect.
$ lib-musketry --points 6 --dice 3

# A checked charge of cavalry may recall; a British firer's infantry may
# countercharge (musketry only).
$ lib-musketry --points 6 --target-type cavalry --target-charging --dice 9

$ lib-musketry --points 6 --firer-british --target-charging --dice 8

$ lib-musketry --fire cannonade --points 6 --firer-british --target-charging --dice 9

# Massed units behind take the next result down: Withering to Telling,
# Telling to Galling, Galling to Lively, Lively to Desultory, Desultory
# stays.
$ lib-musketry --points 8 --massed --dice 10

$ lib-musketry --points 6 --massed --dice 7

$ lib-musketry --points 6 --massed --dice 5

$ lib-musketry --points 6 --massed --dice 4

$ lib-musketry --points 6 --massed --dice 2

# Low on ammo on a base die of 10, or 9 with a poor commissariat.
$ lib-musketry --points 1 --dice 10

$ lib-musketry --points 1 --dice 9

$ lib-musketry --points 1 --poor-commissariat --dice 9

# A fallen leader check on a base die of 10, a leader near the target:
# its die last.  No die on a 9.
$ lib-musketry --points 1 --target-leader --dice 10,10

$ lib-musketry --points 1 --target-leader --dice 10,6

$ lib-musketry --points 1 --target-leader --dice 10,2

$ lib-musketry --points 1 --target-leader --dice 9

# The three dice in order: check, base, leader.
$ lib-musketry --points 12 --target-skirmish 4 --target-leader --dice 4,10,8

# The target's condition before and after (reliable 8: worn at 6,
# spent at 4): 7/8 fresh, a stand lost, worn.
$ lib-musketry --points 6 --target-stands 7/8 --target-rating reliable --dice 9

$ lib-musketry --points 12 --target-formation square --target-stands 5/8 --target-rating reliable --dice 8

$ lib-musketry --points 12 --target-formation square --target-stands 2/8 --target-rating reliable --dice 10

$ lib-musketry --fire cannonade --points 12 --target-type guns --target-stands 3/3 --target-rating spirited --dice 10
