# The EXAMPLES of lib-musketry(1), word for word.
$ lib-musketry --points 12 --target-formation square --dice 6
WITHERING FIRE  rolled 6+5=11 vs regular; 2 stands lost
fire points 12
modifiers: +5 (fire points +3, square +2)
the target is disordered

$ lib-musketry --firing-stands 6 --range 6 --target-quality militia --target-charging --target-cold-steel --dice 7
TELLING FIRE  rolled 7+0=7 vs militia; 1 stand lost; charge home
fire points 6
modifiers: 0 (fire points 0)
the target is disordered; charge home: resolve the charge combat next phase

$ lib-musketry --fire cannonade --points 5 --target-type guns --massed --dice 9
TELLING FIRE  rolled 9-1=8 vs regular; 0 stands wrecked
fire points 5
modifiers: -1 (fire points -1)
1 gun stand silenced and damaged
massed: the units behind take Galling Fire: Troops disordered or lose 1 stand if already disordered. 1 gun stand silenced.

$ lib-musketry --points 8 --target-formation skirmish --target-skirmish 6 --target-leader --dice 7,10,9
TELLING FIRE  rolled 10-1=9 vs regular; 1 stand lost
fire points 8
modifiers: -1 (fire points +1, skirmisher-check -1, cover none (skirmishers) -1)
skirmisher check: rolled 7, needs 6: made
the target is disordered; the firer is low on ammo; fallen leader: Mortally wounded, remove leader from game

$ lib-musketry --points 10 --target-stands 6/8 --target-rating reliable --dice 10 --json | jq -c '[.result, .stands_lost, .target_condition.after]'
["withering",2,"spent"]

# 12 points +3 against regulars: d10+3 runs 4..13, withering 8-10 3/10,
# telling 4-7 2/5 (checked on 6-7 and on 5, cold steel only), galling
# 2-3 1/5, lively 1 1/10: the charge checked 3/5, by hand.
$ lib-musketry --points 12 --target-charging --odds
Galling Fire or better 90.00% (9/10)
1d10+3 vs regular (12 fire points used)
withering fire          3/10  30.000%  ######
telling fire             2/5  40.000%  ########
galling fire             1/5  20.000%  ####
lively fire             1/10  10.000%  ##
stands lost 0           3/10  30.000%  100.000% or more  ######
stands lost 1            2/5  40.000%   70.000% or more  ########
stands lost 2           3/10  30.000%   30.000% or more  ######
stands lost: mean 1 (1.000), sd 0.775
charge checked           3/5  60.000%  ############
charge home              2/5  40.000%  ########
firer low on ammo        1/10  10.000%  ##

# 1/10 x 3/10 = 3/100 by hand (the base 10, then 8, 9 or 10 of the d10).
$ lib-musketry --points 12 --target-leader --leader-rolls --odds --json | jq -c '.fallen_leader_roll[] | select(.value == 8) | .fraction_at_least'
"3/100"
