# The old names of issue 32's renames still answer, as the same options.
# By hand: 12 fire points +3 (fire-points.csv), a militia firer -1
# (fire-modifiers.csv): 6+2=8, at or over elite's Telling 7 and under
# its Withering 11 (musketry.csv): Telling Fire, 1 stand lost.
$ lib-musketry --points 12 --quality militia --target-quality elite --dice 6
TELLING FIRE  rolled 6+2=8 vs elite; 1 stand lost
fire points 12
modifiers: +2 (fire points +3, militia -1)
the target is disordered

# --firer and --target, the old names of --quality and --target-quality.
$ lib-musketry --points 12 --firer militia --target elite --dice 6
TELLING FIRE  rolled 6+2=8 vs elite; 1 stand lost
fire points 12
modifiers: +2 (fire points +3, militia -1)
the target is disordered

# The JSON inputs are the new names' keys, whichever name was given.
$ lib-musketry --points 12 --firer militia --target elite --dice 6 --json >old; lib-musketry --points 12 --quality militia --target-quality elite --dice 6 --json >new; cmp old new && jq -c '[.inputs.quality, .inputs.target_quality, .inputs.firer, .inputs.target]' new
["militia","elite",null,null]

# --stands N, the old name of --firing-stands (--stands is NOW/START in
# lib-charge and lib-maneuver).  The case of lib-musketry(1)'s EXAMPLES.
$ lib-musketry --stands 6 --range 6 --target militia --target-charging --target-cold-steel --dice 7
TELLING FIRE  rolled 7+0=7 vs militia; 1 stand lost; charge home
fire points 6
modifiers: 0 (fire points 0)
the target is disordered; charge home: resolve the charge combat next phase

$ lib-musketry --stands 6 --range 6 --dice 7 --json >old; lib-musketry --firing-stands 6 --range 6 --dice 7 --json >new; cmp old new && jq -c '[.inputs.firing_stands, .inputs.range, .inputs.stands]' new
[6,6,null]

# A value wrong under an old name is named by the option's name.
$ lib-musketry --points 6 --firer veteran --dice 5
! lib-musketry: --quality: 'veteran' is not one of guard, elite, regular, militia, peasant
[2]

# The firer's flags lost their prefix too: --british (old
# --firer-british) and --disordered (old --firer-disordered).  By hand:
# British +1 (fire-modifiers.csv, its row still firer-british), 6 points
# 0: 5+1=6, Galling against regulars (5-6, musketry.csv).
$ lib-musketry --points 6 --british --dice 5
GALLING FIRE  rolled 5+1=6 vs regular; 0 stands lost
fire points 6
modifiers: +1 (fire points 0, firer-british +1)
the target is disordered

# Disordered halves the points: 12 -> 6, 0 (fire-points.csv).
$ lib-musketry --points 12 --disordered --dice 5
GALLING FIRE  rolled 5+0=5 vs regular; 0 stands lost
fire points 12 halved: 6 used
modifiers: 0 (fire points 0)
the target is disordered

$ lib-musketry --points 12 --firer-british --firer-disordered --dice 5 --json >old; lib-musketry --points 12 --british --disordered --dice 5 --json >new; cmp old new && jq -c '[.inputs.british, .inputs.disordered, .inputs.firer_british, .inputs.firer_disordered]' new
[true,true,null,null]
