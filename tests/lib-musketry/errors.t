# The fire points: given, or stands and range, not both, not neither.
$ lib-musketry --dice 5
! lib-musketry: give --points N, or --firing-stands N and --range INCHES
[2]

$ lib-musketry --points 6 --stands 6 --range 4 --dice 5
! lib-musketry: --points and --firing-stands cannot go together
[2]

$ lib-musketry --stands 6 --dice 5
! lib-musketry: --firing-stands needs --range
[2]

$ lib-musketry --range 6 --dice 5
! lib-musketry: give --points N, or --firing-stands N and --range INCHES
[2]

$ lib-musketry --points 6 --range 6 --dice 5
! lib-musketry: --range needs --firing-stands
[2]

# Points in whole or half points, above 0, at most 200.
$ lib-musketry --points 0 --dice 5
! lib-musketry: --points: '0' is not a whole or half point above 0
[2]

$ lib-musketry --points 2.25 --dice 5
! lib-musketry: --points: '2.25' is not a whole or half point above 0
[2]

$ lib-musketry --points 201 --dice 5
! lib-musketry: --points: '201' is above the maximum 200
[2]

$ lib-musketry --points six --dice 5
! lib-musketry: --points: 'six' is not a number
[2]

$ lib-musketry --points -3 --dice 5
! lib-musketry: --points: '-3' is below the minimum 0
[2]

# A range beyond the musket, stands for cannonade.
$ lib-musketry --stands 4 --range 12.5 --dice 5
! lib-musketry: --range: 12.5" is beyond the musket's 12"
[2]

$ lib-musketry --fire cannonade --stands 4 --range 6 --dice 5
! lib-musketry: --firing-stands: musket stands fire musketry, not cannonade (give --weapon)
[2]

$ lib-musketry --stands 0 --range 6 --dice 5
! lib-musketry: --firing-stands: '0' is below the minimum 1
[2]

# A damaged gun firing musketry.
$ lib-musketry --points 6 --damaged-gun --dice 5
! lib-musketry: --damaged-gun needs --fire cannonade
[2]

# Unknown values name what is accepted.
$ lib-musketry --points 6 --fire volley --dice 5
! lib-musketry: --fire: 'volley' is not one of musketry, cannonade
[2]

$ lib-musketry --points 6 --target veteran --dice 5
! lib-musketry: --target-quality: 'veteran' is not one of guard, elite, regular, militia, peasant
[2]

$ lib-musketry --points 6 --firer veteran --dice 5
! lib-musketry: --quality: 'veteran' is not one of guard, elite, regular, militia, peasant
[2]

$ lib-musketry --points 6 --target-type artillery --dice 5
! lib-musketry: --target-type: 'artillery' is not one of infantry, cavalry, guns
[2]

$ lib-musketry --points 6 --target-formation wedge --dice 5
! lib-musketry: --target-formation: 'wedge' is not one of line, attack-column, march-column, square, skirmish, garrison, limbered, unlimbered
[2]

$ lib-musketry --points 6 --target-cover woods --dice 5
! lib-musketry: --target-cover: 'woods' is not one of none, partial, full, fortified
[2]

$ lib-musketry --points 6 --skirmish-check maybe --dice 5
! lib-musketry: --skirmish-check: 'maybe' is not one of made, failed; did you mean made?
[2]

# A formation the target type cannot take.
$ lib-musketry --points 6 --target-formation limbered --dice 5
! lib-musketry: --target-formation limbered: not for infantry (guns only)
[2]

$ lib-musketry --points 6 --target-type guns --target-formation square --dice 5
! lib-musketry: --target-formation square: not for guns (infantry only)
[2]

$ lib-musketry --points 6 --target-type cavalry --target-formation square --dice 5
! lib-musketry: --target-formation square: not for cavalry (infantry only)
[2]

# What guns are not, and cold steel without a charge.
$ lib-musketry --points 6 --target-type guns --target-broken --dice 5
! lib-musketry: --target-broken: guns are silenced, not disordered or broken
[2]

$ lib-musketry --points 6 --target-type guns --target-disordered --dice 5
! lib-musketry: --target-disordered: guns are silenced, not disordered or broken
[2]

$ lib-musketry --points 6 --target-type guns --target-charging --dice 5
! lib-musketry: --target-charging: guns do not charge
[2]

$ lib-musketry --points 6 --target-cold-steel --dice 5
! lib-musketry: --target-cold-steel needs --target-charging
[2]

# The skirmisher check: rolled or given, not both; a rating on the die.
$ lib-musketry --points 6 --target-skirmish 6 --skirmish-check made --dice 5
! lib-musketry: --skirmish-check and --target-skirmish cannot go together
[2]

$ lib-musketry --points 6 --target-skirmish 11 --dice 5,5
! lib-musketry: --target-skirmish: 11 is above the check's die, 1d10
[2]

$ lib-musketry --points 6 --target-skirmish 0 --dice 5,5
! lib-musketry: --target-skirmish: '0' is below the minimum 1
[2]

# The target's stands: with a rating, on the table.
$ lib-musketry --points 6 --target-stands 5/8 --dice 5
! lib-musketry: --target-stands needs --target-rating
[2]

$ lib-musketry --points 6 --target-rating reliable --dice 5
! lib-musketry: --target-rating needs --target-stands
[2]

$ lib-musketry --points 6 --target-stands 5-8 --target-rating reliable --dice 5
! lib-musketry: --target-stands: '5-8' is not NOW/START, as 5/8
[2]

$ lib-musketry --points 6 --target-stands 9/8 --target-rating reliable --dice 5
! lib-musketry: --target-stands: '9/8': more stands now than at the start
[2]

$ lib-musketry --points 6 --target-stands 5/20 --target-rating reliable --dice 5
! lib-musketry: --target-stands: '5/20': lib/effectiveness.csv has no reliable unit of 20 stands
[2]

# Dice: too few (each die named), too many, off the die.
$ lib-musketry --points 6 --target-skirmish 4 --dice 5
! lib-musketry: --dice: needs 1 more die: base (1d10)
[2]

$ lib-musketry --points 1 --target-leader --dice 10
! lib-musketry: --dice: needs 1 more die: fallen leader (1d10)
[2]

$ lib-musketry --points 6 --dice 5,5
! lib-musketry: --dice: 2 dice given, only 1 used
[2]

$ lib-musketry --points 6 --dice 11
! lib-musketry: --dice: die 1 is 11, off a d10 (base)
[2]

# Tables: a column that does not run down, a last row that is not the
# rest, a result or charge that is none.
$ mkdir -p t/lib && cp "$TABLES/lib/musketry.csv" t/lib/ && sed -i 's/^galling,galling,home,6,/galling,galling,home,8,/' t/lib/musketry.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/musketry.csv:6:4: 8 is not below 7 on line 5
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/musketry.csv" t/lib/ && sed -i 's/^desultory,desultory,home,,/desultory,desultory,home,1,/' t/lib/musketry.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/musketry.csv:8:4: the last row takes the rest: leave it blank
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/musketry.csv" t/lib/ && sed -i 's/^lively,lively,/lively,spirited,/' t/lib/musketry.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/musketry.csv:7:2: 'spirited' is no result of lib/musketry-results.csv
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/musketry.csv" t/lib/ && sed -i 's/^galling,galling,home,/galling,galling,maybe,/' t/lib/musketry.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/musketry.csv:6:3: 'maybe' is not checked, home or home_cold_steel
[3]

# A quality with no column; a modifier row no option names; a condition
# that is none; a fire table that is not one row, or rounds sideways.
$ mkdir -p t/lib && cp "$TABLES/lib/quality.csv" t/lib/ && echo 'veteran,1' >>t/lib/quality.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/quality.csv:7:1: 'veteran' has no column in lib/musketry.csv
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/fire-modifiers.csv" t/lib/ && sed -i 's/^about-faced,/about-face,/' t/lib/fire-modifiers.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/fire-modifiers.csv:8:1: 'about-face' is no quality, formation, target type or flag that counts
[3]

$ mkdir t && cp -R "$TABLES/." t && sed -i 's/^galling,troops&disordered,/galling,troops\&shaken,/' t/lib/musketry-effects.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/musketry-effects.csv:7:2: 'shaken' is not a condition: troops, guns, infantry, cavalry, disordered, musketry, cannonade, firer-british or cold-steel, each may be not-, joined by & and |
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/fire.csv" t/lib/ && echo '2,no,up,10,9,10' >>t/lib/fire.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/fire.csv: needs exactly one row
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/fire.csv" t/lib/ && sed -i 's/,up,/,sideways,/' t/lib/fire.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/fire.csv:2:3: 'sideways' is not up or down
[3]

# The fire point bands: no gap.
$ mkdir -p t/lib && cp "$TABLES/lib/fire-point-modifiers.csv" t/lib/ && sed -i 's/^8,9,/9,9,/' t/lib/fire-point-modifiers.csv && lib-musketry --tables t --points 6 --dice 5
! lib-musketry: t/lib/fire-point-modifiers.csv:7:1: gap: no band holds 8
[3]

# --vary's values are the option's again, printed back in a row's
# label ("points=2: ..."): a control byte in them is refused at once,
# as in the option's own value, not printed raw (issue 38, 13).
$ lib-musketry --odds --vary "$(printf 'points=1,2\033[2J')"
! lib-musketry: --vary: 'points=1,2\x1b[2J' holds a control byte or a byte not of UTF-8
[2]

$ lib-musketry --odds --vary points=1,2 --need "$(printf 'hits\n>=1@50%%')"
! lib-musketry: --need: 'hits\x0a>=1@50%' holds a control byte or a byte not of UTF-8
[2]

# A weapon's band up to a range is named by the two: a second row for
# it, its distance written another way (4.0 for 4), would be lost to
# the first, and is refused (issue 38, 8).
$ mkdir -p t/lib && cp "$TABLES/lib/fire-points.csv" t/lib/ && sed -i '2a musket,4.0,2,yes,yes' t/lib/fire-points.csv && lib-musketry -T t --points 12 --dice 6
! lib-musketry: t/lib/fire-points.csv:3:1: the row of weapon 'musket', up_to '4.0' is already on line 2
[3]
