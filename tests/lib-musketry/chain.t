# --leader-rolls (issue 19 item 6): the fallen leader die, rolled after
# the base die of 10 calls for it, as a number --odds can give; a roll or
# more is the chance of the check and a result at least that bad.
# Worked by hand: the check is due on a base 10 (1/10), each face of the
# d10 then 1/10; removed from the game on 8-10 (lib/fallen-leader.csv):
# 1/10 x 3/10 = 3/100; 7 or more (out for a turn or the game) 4/100.
$ lib-musketry --points 12 --target-leader --leader-rolls --dice 10,8
WITHERING FIRE  rolled 10+3=13 vs regular; 2 stands lost
fire points 12
modifiers: +3 (fire points +3)
the target is disordered; the firer is low on ammo; fallen leader: Grievously wounded, remove leader from game

$ lib-musketry --points 12 --target-leader --leader-rolls --dice 9
WITHERING FIRE  rolled 9+3=12 vs regular; 2 stands lost
fire points 12
modifiers: +3 (fire points +3)
the target is disordered

$ lib-musketry --points 12 --target-leader --leader-rolls --odds
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
firer low on ammo        1/10  10.000%  ##
fallen leader check        1/10  10.000%  ##
leader roll 0           9/10  90.000%  100.000% or more  ##################
leader roll 1          1/100   1.000%   10.000% or more  .
leader roll 2          1/100   1.000%    9.000% or more  .
leader roll 3          1/100   1.000%    8.000% or more  .
leader roll 4          1/100   1.000%    7.000% or more  .
leader roll 5          1/100   1.000%    6.000% or more  .
leader roll 6          1/100   1.000%    5.000% or more  .
leader roll 7          1/100   1.000%    4.000% or more  .
leader roll 8          1/100   1.000%    3.000% or more  .
leader roll 9          1/100   1.000%    2.000% or more  .
leader roll 10         1/100   1.000%    1.000% or more  .
leader roll: mean 11/20 (0.550), sd 1.883

$ lib-musketry --points 12 --target-leader --leader-rolls --odds --json | jq -c '[.fallen_leader_roll[] | select(.value >= 7) | [.value, .fraction, .fraction_at_least]]'
[[7,"1/100","1/25"],[8,"1/100","3/100"],[9,"1/100","1/50"],[10,"1/100","1/100"]]

$ lib-musketry --points 12 --target-leader --leader-rolls --odds --vary firer=regular,elite --need 'fallen_leader_roll>=8@3%'
quality=regular: fallen_leader_roll>=8 3.00% (3/100), reaching 3%
every value alike: Galling Fire or better 90.00% (9/10)
quality   answer withering  telling  galling   lively expected_stands_lost p_low_on_ammo p_fallen_leader expected_fallen_leader_roll  fraction
regular  90.000%   30.000%  40.000%  20.000%  10.000%                1.000       10.000%         10.000%                       0.550  9/10
elite    90.000%   30.000%  40.000%  20.000%  10.000%                1.000       10.000%         10.000%                       0.550  9/10

# Without the check there is no die to count; the flag takes no value.
$ lib-musketry --points 12 --leader-rolls
! lib-musketry: --leader-rolls needs --target-leader
[2]

$ lib-musketry --points 12 --target-leader --leader-rolls=yes
! lib-musketry: --leader-rolls takes no value
[2]
