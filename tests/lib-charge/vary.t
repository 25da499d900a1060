# --vary over a word option, the issue's example.  A python fractions
# model (the first round, a struggle's geometric re-rolls, the ending
# re-roll; elite and guard keep their +1 and +2 in the re-rolls, the
# disorder falling on both sides) gives P(carried) 1/2, 55/91 and 16/23,
# and P(the defender loses a stand or more) 1/4, 3/10 and 9/25.
$ lib-charge --odds --vary attacker-quality=regular,elite,guard
best attacker-quality=guard: the attacker carries the position 69.57% (16/23)
attacker-quality   answer    swept driven_back hard_pressed   falter   recoil repulsed p_desperate_struggle expected_attacker_stands_lost expected_defender_stands_lost  fraction
regular           50.000%   1.111%     15.556%      33.333%  33.333%  15.556%   1.111%              10.000%                         0.322                         0.322  1/2
elite             60.440%   3.297%     19.780%      37.363%  28.571%  10.989%   0.000%               9.000%                         0.235                         0.407  55/91
guard             69.565%   6.522%     23.913%      39.130%  23.913%   6.522%   0.000%               8.000%                         0.171                         0.531  16/23

# --need on the question's own yes-or-no, and on a number compared.
$ lib-charge --odds --vary attacker-quality=regular,elite,guard --need carried@60%
attacker-quality=elite: carried 60.44% (55/91), reaching 60%
best attacker-quality=guard: the attacker carries the position 69.57% (16/23)
attacker-quality   answer    swept driven_back hard_pressed   falter   recoil repulsed p_desperate_struggle expected_attacker_stands_lost expected_defender_stands_lost  fraction
regular           50.000%   1.111%     15.556%      33.333%  33.333%  15.556%   1.111%              10.000%                         0.322                         0.322  1/2
elite             60.440%   3.297%     19.780%      37.363%  28.571%  10.989%   0.000%               9.000%                         0.235                         0.407  55/91
guard             69.565%   6.522%     23.913%      39.130%  23.913%   6.522%   0.000%               8.000%                         0.171                         0.531  16/23

$ lib-charge --odds --vary attacker-quality=regular,elite,guard --need 'defender_stands_lost>=1@30%'
attacker-quality=elite: defender_stands_lost>=1 30.00% (3/10), reaching 30%
best attacker-quality=guard: the attacker carries the position 69.57% (16/23)
attacker-quality   answer    swept driven_back hard_pressed   falter   recoil repulsed p_desperate_struggle expected_attacker_stands_lost expected_defender_stands_lost  fraction
regular           50.000%   1.111%     15.556%      33.333%  33.333%  15.556%   1.111%              10.000%                         0.322                         0.322  1/2
elite             60.440%   3.297%     19.780%      37.363%  28.571%  10.989%   0.000%               9.000%                         0.235                         0.407  55/91
guard             69.565%   6.522%     23.913%      39.130%  23.913%   6.522%   0.000%               8.000%                         0.171                         0.531  16/23

$ lib-charge --odds --vary attacker-quality=regular,elite,guard --need 'defender_stands_lost>=1@40%' -e
none of them does: defender_stands_lost>=1 at most 36.00% (9/25), short of 40%
best attacker-quality=guard: the attacker carries the position 69.57% (16/23)
attacker-quality   answer    swept driven_back hard_pressed   falter   recoil repulsed p_desperate_struggle expected_attacker_stands_lost expected_defender_stands_lost  fraction
regular           50.000%   1.111%     15.556%      33.333%  33.333%  15.556%   1.111%              10.000%                         0.322                         0.322  1/2
elite             60.440%   3.297%     19.780%      37.363%  28.571%  10.989%   0.000%               9.000%                         0.235                         0.407  55/91
guard             69.565%   6.522%     23.913%      39.130%  23.913%   6.522%   0.000%               8.000%                         0.171                         0.531  16/23
[1]

# A grid, the defender's quality down and a flag across: cold steel's +1
# is lost in the struggle (119/200 carried for regulars, as odds.t has
# it); militia (-1) with it, 1566/2275 by the same python model.
$ lib-charge --odds --vary defender-quality=regular,militia --vary attacker-cold-steel
best defender-quality=militia attacker-cold-steel=yes: the attacker carries the position 68.84% (1566/2275)
defender-quality\attacker-cold-steel       no      yes
regular                               50.000%  59.500%
militia                               60.440%  68.835%

# JSON: a row a value, each with its answer and the expected stands
# (the model's mean for elite, 1853/4550 = 0.40725...).
$ lib-charge --odds --json --vary attacker-quality=regular,elite | jq -c '.rows[] | [.answer.fraction, .expected_stands_lost.defender.fraction]'
["1/2","29/90"]
["55/91","1853/4550"]

# --format csv: the odds rows, the tail of stands lost as its own row,
# "defender stands lost or more" with its value 4 in the value column.
$ lib-charge --odds --format csv | grep -e '^section' -e swept -e 'defender stands lost'
section,outcome,value,fraction,chance,or better,direction
,swept,,1/90,1.111%,,
,defender stands lost,0,3/4,75.000%,100.000%,or more
,defender stands lost,1,37/200,18.500%,25.000%,or more
,defender stands lost,2,117/2000,5.850%,6.500%,or more
,defender stands lost,3,117/20000,0.585%,0.650%,or more
,defender stands lost or more,4,13/20000,0.065%,0.065%,or more
