# --vary over a word option alone: every quality of lib/quality.csv, in
# its order, 1d10 plus guard +2, elite +1, regular 0, militia -1,
# peasant -2, in command: 10+ quick step, 7-9 well handled, 2-6 tardy,
# 1- fall back.  Well handled or better on d10 >= 7 - mod: 6, 5, 4, 3,
# 2 of 10 (by hand).
$ lib-maneuver --odds --vary quality
best quality=guard: the unit moves Well Handled or better 60.00% (3/5)
quality   answer quick_step well_handled    tardy fall_back  fraction
guard    60.000%    30.000%      30.000%  40.000%    0.000%  3/5
elite    50.000%    20.000%      30.000%  50.000%    0.000%  1/2
regular  40.000%    10.000%      30.000%  50.000%   10.000%  2/5
militia  30.000%     0.000%      30.000%  50.000%   20.000%  3/10
peasant  20.000%     0.000%      20.000%  50.000%   30.000%  1/5
