# The spec's check value: 12 points (+3) at a regular square (+2), d10+5
# runs 6..15: 11+ withering 5/10, 9-10 telling (checked) 2/10, 8 (cold
# steel) 1/10, 7 (home) 1/10, 6 galling 1/10.  Stands lost: 2 on 11-14
# (4/10), 3 on 15 (1/10), 1 on telling (4/10), 0 on galling (1/10); mean
# (8+3+4)/10 = 3/2.  Low on ammo on a 10: 1/10.
$ lib-musketry --points 12 --target-formation square --odds

# At chargers: checked on withering and the checked telling row, and on
# the cold steel row without cold steel: 8/10; with it 7/10.
$ lib-musketry --points 12 --target-formation square --target-charging --odds

$ lib-musketry --points 12 --target-formation square --target-charging --target-cold-steel --odds

# The skirmisher check folded in: rating 7, made on 7-10, 4/10, giving
# -1.  6 points (0) at regular skirmishers in the open (-1): d10-1 when
# not made (6/10), d10-2 when made (4/10).  Worked by hand over the 100
# pairs: desultory (total 3 or less) 6/10*4/10 + 4/10*5/10 = 44/100;
# lively (4) 6/100 + 4/100 = 1/10; galling (5-6) 12/100 + 8/100 = 1/5;
# telling (7-10) 18/100 + 8/100 = 13/50; withering 0.
$ lib-musketry --points 6 --target-formation skirmish --target-skirmish 7 --odds

# A leader near the target, a poor commissariat: fallen leader check on
# a 10 (1/10), low on ammo on 9 or 10 (1/5).
$ lib-musketry --points 3 --target guard --target-leader --poor-commissariat --odds

# Cannonade at guns: no stands lost key, wrecked on withering only.
$ lib-musketry --fire cannonade --points 15 --target-type guns --odds --json
