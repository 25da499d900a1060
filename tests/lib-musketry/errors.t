# The fire points: given, or stands and range, not both, not neither.
$ lib-musketry --dice 5

$ lib-musketry --points 6 --stands 6 --range 4 --dice 5

$ lib-musketry --stands 6 --dice 5

$ lib-musketry --range 6 --dice 5

$ lib-musketry --points 6 --range 6 --dice 5

# Points in whole or half points, above 0, at most 200.
$ lib-musketry --points 0 --dice 5

$ lib-musketry --points 2.25 --dice 5

$ lib-musketry --points 201 --dice 5

$ lib-musketry --points six --dice 5

$ lib-musketry --points -3 --dice 5

# A range beyond the musket, stands for cannonade.
$ lib-musketry --stands 4 --range 12.5 --dice 5

$ lib-musketry --fire cannonade --stands 4 --range 6 --dice 5

$ lib-musketry --stands 0 --range 6 --dice 5

# A damaged gun firing musketry.
$ lib-musketry --points 6 --damaged-gun --dice 5

# Unknown values name what is accepted.
$ lib-musketry --points 6 --fire volley --dice 5

$ lib-musketry --points 6 --target veteran --dice 5

$ lib-musketry --points 6 --firer veteran --dice 5

$ lib-musketry --points 6 --target-type artillery --dice 5

$ lib-musketry --points 6 --target-formation wedge --dice 5

$ lib-musketry --points 6 --target-cover woods --dice 5

$ lib-musketry --points 6 --skirmish-check maybe --dice 5

# A formation the target type cannot take.
$ lib-musketry --points 6 --target-formation limbered --dice 5

$ lib-musketry --points 6 --target-type guns --target-formation square --dice 5

$ lib-musketry --points 6 --target-type cavalry --target-formation square --dice 5

# What guns are not, and cold steel without a charge.
$ lib-musketry --points 6 --target-type guns --target-broken --dice 5

$ lib-musketry --points 6 --target-type guns --target-disordered --dice 5

$ lib-musketry --points 6 --target-type guns --target-charging --dice 5

$ lib-musketry --points 6 --target-cold-steel --dice 5

# The skirmisher check: rolled or given, not both; a rating on the die.
$ lib-musketry --points 6 --target-skirmish 6 --skirmish-check made --dice 5

$ lib-musketry --points 6 --target-skirmish 11 --dice 5,5

$ lib-musketry --points 6 --target-skirmish 0 --dice 5,5

# The target's stands: with a rating, on the table.
$ lib-musketry --points 6 --target-stands 5/8 --dice 5

$ lib-musketry --points 6 --target-rating reliable --dice 5

$ lib-musketry --points 6 --target-stands 5-8 --target-rating reliable --dice 5

$ lib-musketry --points 6 --target-stands 9/8 --target-rating reliable --dice 5

$ lib-musketry --points 6 --target-stands 5/20 --target-rating reliable --dice 5

# Dice: too few (each die named), too many, off the die.
$ lib-musketry --points 6

$ lib-musketry --points 6 --target-skirmish 4 --dice 5

$ lib-musketry --points 1 --target-leader --dice 10

$ lib-musketry --points 6 --dice 5,5

$ lib-musketry --points 6 --dice 11

# Tables: a column that does not run down, a last row that is not the
# rest, a result or charge that is none.
$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^galling,galling,home,6,/galling,galling,home,8,/' t/lib/musketry.csv && lib-musketry --tables t --points 6 --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^desultory,desultory,home,,/desultory,desultory,home,1,/' t/lib/musketry.csv && lib-musketry --tables t --points 6 --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^lively,lively,/lively,spirited,/' t/lib/musketry.csv && lib-musketry --tables t --points 6 --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^galling,galling,home,/galling,galling,maybe,/' t/lib/musketry.csv && lib-musketry --tables t --points 6 --dice 5

# A quality with no column; a modifier row no option names; a condition
# that is none; a fire table that is not one row, or rounds sideways.
$ mkdir t && cp -R "$TABLES/." t && echo 'veteran,1' >>t/lib/quality.csv && lib-musketry --tables t --points 6 --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^about-faced,/about-face,/' t/lib/fire-modifiers.csv && lib-musketry --tables t --points 6 --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^galling,troops&disordered,/galling,troops\&shaken,/' t/lib/musketry-effects.csv && lib-musketry --tables t --points 6 --dice 5

$ mkdir t && cp -R "$TABLES/." t && echo '2,no,up,10,9,10' >>t/lib/fire.csv && lib-musketry --tables t --points 6 --dice 5

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/,up,/,sideways,/' t/lib/fire.csv && lib-musketry --tables t --points 6 --dice 5

# The fire point bands: no gap.
$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^8,9,/9,9,/' t/lib/fire-point-modifiers.csv && lib-musketry --tables t --points 6 --dice 5
