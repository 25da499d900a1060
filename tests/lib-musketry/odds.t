# The spec's check value: 12 points (+3) at a regular square (+2), d10+5
# runs 6..15: 11+ withering 5/10, 9-10 telling (checked) 2/10, 8 (cold
# steel) 1/10, 7 (home) 1/10, 6 galling 1/10.  Stands lost: 2 on 11-14
# (4/10), 3 on 15 (1/10), 1 on telling (4/10), 0 on galling (1/10); mean
# (8+3+4)/10 = 3/2.  Low on ammo on a 10: 1/10.
$ lib-musketry --points 12 --target-formation square --odds
Galling Fire or better 100.00% (1)
1d10+5 vs regular (12 fire points used)
withering fire           1/2  50.000%  ##########
telling fire             2/5  40.000%  ########
galling fire            1/10  10.000%  ##
stands lost 0           1/10  10.000%  100.000% or more  ##
stands lost 1            2/5  40.000%   90.000% or more  ########
stands lost 2            2/5  40.000%   50.000% or more  ########
stands lost 3           1/10  10.000%   10.000% or more  ##
stands lost: mean 3/2 (1.500), sd 0.806
firer low on ammo        1/10  10.000%  ##

# At chargers: checked on withering and the checked telling row, and on
# the cold steel row without cold steel: 8/10; with it 7/10.
$ lib-musketry --points 12 --target-formation square --target-charging --odds
Galling Fire or better 100.00% (1)
1d10+5 vs regular (12 fire points used)
withering fire           1/2  50.000%  ##########
telling fire             2/5  40.000%  ########
galling fire            1/10  10.000%  ##
stands lost 0           1/10  10.000%  100.000% or more  ##
stands lost 1            2/5  40.000%   90.000% or more  ########
stands lost 2            2/5  40.000%   50.000% or more  ########
stands lost 3           1/10  10.000%   10.000% or more  ##
stands lost: mean 3/2 (1.500), sd 0.806
charge checked           4/5  80.000%  ################
charge home              1/5  20.000%  ####
firer low on ammo        1/10  10.000%  ##

$ lib-musketry --points 12 --target-formation square --target-charging --target-cold-steel --odds
Galling Fire or better 100.00% (1)
1d10+5 vs regular (12 fire points used)
withering fire           1/2  50.000%  ##########
telling fire             2/5  40.000%  ########
galling fire            1/10  10.000%  ##
stands lost 0           1/10  10.000%  100.000% or more  ##
stands lost 1            2/5  40.000%   90.000% or more  ########
stands lost 2            2/5  40.000%   50.000% or more  ########
stands lost 3           1/10  10.000%   10.000% or more  ##
stands lost: mean 3/2 (1.500), sd 0.806
charge checked          7/10  70.000%  ##############
charge home             3/10  30.000%  ######
firer low on ammo        1/10  10.000%  ##

# The skirmisher check folded in: rating 7, made on 7-10, 4/10, giving
# -1.  6 points (0) at regular skirmishers in the open (-1): d10-1 when
# not made (6/10), d10-2 when made (4/10).  Worked by hand over the 100
# pairs: desultory (total 3 or less) 6/10*4/10 + 4/10*5/10 = 44/100;
# lively (4) 6/100 + 4/100 = 1/10; galling (5-6) 12/100 + 8/100 = 1/5;
# telling (7-10) 18/100 + 8/100 = 13/50; withering 0.
$ lib-musketry --points 6 --target-formation skirmish --target-skirmish 7 --odds
Galling Fire or better 46.00% (23/50)
1d10-1 vs regular (6 fire points used); the skirmisher check first, made on 7 or more
telling fire           13/50  26.000%  #####
galling fire             1/5  20.000%  ####
lively fire             1/10  10.000%  ##
desultory fire         11/25  44.000%  #########
stands lost 0          37/50  74.000%  100.000% or more  ###############
stands lost 1          13/50  26.000%   26.000% or more  #####
stands lost: mean 13/50 (0.260), sd 0.439
firer low on ammo        1/10  10.000%  ##

# A leader near the target, a poor commissariat: fallen leader check on
# a 10 (1/10), low on ammo on 9 or 10 (1/5).
$ lib-musketry --points 3 --target guard --target-leader --poor-commissariat --odds
Galling Fire or better 30.00% (3/10)
1d10-2 vs guard (3 fire points used)
telling fire             1/5  20.000%  ####
galling fire            1/10  10.000%  ##
desultory fire          7/10  70.000%  ##############
stands lost 0            4/5  80.000%  100.000% or more  ################
stands lost 1            1/5  20.000%   20.000% or more  ####
stands lost: mean 1/5 (0.200), sd 0.400
firer low on ammo         1/5  20.000%  ####
fallen leader check        1/10  10.000%  ##

# Cannonade at guns, 15 points (+4): d10+4 runs 5..14, so withering
# (11+) 4/10, telling (7-10) 4/10, galling (5-6) 2/10, by hand and by a Python
# fractions enumeration; low on ammo 1/10.  Guns lose no
# troop stands: no "stands_lost" key.  The question is Lively Fire or
# better (issue 33, item 18), here 1 too.
$ lib-musketry --fire cannonade --points 15 --target-type guns --odds --json
{"tool":"lib-musketry","inputs":{"points":"15","firing_stands":null,"range":null,"fire":"cannonade","quality":"regular","british":false,"disordered":false,"low_ammo":false,"damaged_gun":false,"poor_commissariat":false,"target_quality":"regular","target_type":"guns","target_formation":"line","target_about_faced":false,"target_passage":false,"target_flank_march":false,"target_enfiladed":false,"target_broken":false,"target_disordered":false,"target_cover":"none","target_skirmish":null,"skirmish_check":null,"target_charging":false,"target_cold_steel":false,"massed":false,"target_leader":false,"target_stands":null,"target_rating":null,"leader_rolls":false,"weapon":null},"answer":{"question":"Lively Fire or better","p":1,"fraction":"1"},"odds":[{"outcome":"withering","p":0.40000000000000002,"fraction":"2/5"},{"outcome":"telling","p":0.40000000000000002,"fraction":"2/5"},{"outcome":"galling","p":0.20000000000000001,"fraction":"1/5"}],"p_low_on_ammo":{"p":0.10000000000000001,"fraction":"1/10"}}

# Spec 06's odds keys and check values: 12 FP (+3) at a regular target in
# square (+2): d10+5 gives Withering 1/2 (6-10), Telling 2/5 (2-5: checked
# on 4-5 = 1/5, home with cold steel only on 3 = 1/10, home on 2 = 1/10)
# and Galling 1/10 (1, home).  Without cold steel the charge is checked
# 1/2 + 1/5 + 1/10 = 4/5 and goes home 1/5; with it checked 7/10, home
# 3/10.  Low on ammo and the Fallen Leader check on a base 10: 1/10 each;
# stands lost 3/2 as in the first case.
$ lib-musketry --points 12 --target-formation square --target-charging --target-leader --odds --json | jq -c '[.charge.checked.fraction, .charge.home.fraction, .p_low_on_ammo.fraction, .p_fallen_leader.fraction, .expected_stands_lost.fraction]'
["4/5","1/5","1/10","1/10","3/2"]

$ lib-musketry --points 12 --target-formation square --target-charging --target-cold-steel --odds --json | jq -c '[.charge.checked.fraction, .charge.home.fraction]'
["7/10","3/10"]

# Issue 33, item 18: cannonade's headline asks what -e counts: Lively
# Fire or better, as Lively disorders troops or silences a gun stand
# (sheet line 177: "Troops disordered or 1 gun stand silenced from
# cannonade").  6 FP (0) at regular: d10 runs 1..10; telling 7-10 4/10,
# galling 5-6 2/10, lively 4 1/10, desultory 1-3 3/10 (by hand, sums to
# 1): Lively or better 7/10.
$ lib-musketry --fire cannonade --points 6 --odds | head -n 6
Lively Fire or better 70.00% (7/10)
1d10+0 vs regular (6 fire points used)
telling fire             2/5  40.000%  ########
galling fire             1/5  20.000%  ####
lively fire             1/10  10.000%  ##
desultory fire          3/10  30.000%  ######

# -e agrees on the Lively die, 4 ...
$ lib-musketry --fire cannonade --points 6 --dice 4 -e | head -n 1
LIVELY FIRE  rolled 4+0=4 vs regular; 0 stands lost

# ... and musketry's Lively does nothing: Galling Fire or better, 3/5,
# and -e fails on 4.
$ lib-musketry --points 6 --odds | head -n 1
Galling Fire or better 60.00% (3/5)
