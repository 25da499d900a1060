# --vary and --need (issue 19, items 3-4), over the library's odds walk.
# Every fraction below was computed apart from the code, by a python
# fractions model of spec 05 (both d6s enumerated, a hit unit's d6 by
# quality, a side wins when the enemy gave ground and it did not, or
# it retreated and the enemy was destroyed: a destroyed unit wins
# nothing, sheet line 137).
# A unit's mean SP after is 2 less the chance it is hit and loses one.

# A word: the defender's quality.  The attacker wins when the defender
# is hit (1/3) and retreats (elite 4/6, average 3/6, poor 2/6: the tool
# takes the retreat, round 2, reading 2) while the attacker holds (not
# hit 2/3, or hit and losing its SP 1/3 x 1/2: 5/6): 5/27, 5/36, 5/54.
# SP after: attacker 2 - 1/3 x 1/2 = 11/6; defender 2 - 1/3 x (2/6,
# 3/6, 4/6) = 17/9, 11/6, 16/9.
$ pw3x3-combat --odds --vary defender-quality=elite,average,poor
best defender-quality=elite: the attacker wins 18.52% (5/27)
defender-quality   answer neither_hit attacker_hit defender_hit both_hit expected_attacker_sp_after expected_defender_sp_after  fraction
elite             18.519%     44.444%      22.222%      22.222%  11.111%                      1.833                      1.889  5/27
average           13.889%     44.444%      22.222%      22.222%  11.111%                      1.833                      1.833  5/36
poor               9.259%     44.444%      22.222%      22.222%  11.111%                      1.833                      1.778  5/54

# A number: a defender that will not retreat gives ground only when the
# hit destroys it, at 1 SP: 1/3, whether the attacker holds or retreats
# (a destroyed unit wins nothing, issue 33 item 24; 5/18 before); at 2
# SP never: 0.  Its SP after: 1 - 1/3 = 2/3, 2 - 1/3 = 5/3.
$ pw3x3-combat --defender-no-retreat --odds --vary defender-sp=1..2
best defender-sp=1: the attacker wins 33.33% (1/3)
defender-sp   answer neither_hit attacker_hit defender_hit both_hit expected_attacker_sp_after expected_defender_sp_after  fraction
1            33.333%     44.444%      22.222%      22.222%  11.111%                      1.833                      0.667  1/3
2             0.000%     44.444%      22.222%      22.222%  11.111%                      1.833                      1.667  0

# A flag: support, +1, hits the attacker on a 1 only (1/6): neither hit
# 5/6 x 2/3 = 5/9, both 1/18; the attacker wins 1/3 x 1/2 x (5/6 +
# 1/6 x 1/2) = 11/72.  The attacker's SP after: 2 - 1/6 x 1/2 = 23/12.
$ pw3x3-combat --odds --vary attacker-support=no,yes
best attacker-support=yes: the attacker wins 15.28% (11/72)
attacker-support   answer neither_hit attacker_hit defender_hit both_hit expected_attacker_sp_after expected_defender_sp_after  fraction
no                13.889%     44.444%      22.222%      22.222%  11.111%                      1.833                      1.833  5/36
yes               15.278%     55.556%      11.111%      27.778%   5.556%                      1.917                      1.833  11/72

# --need met: the fire lands on 5-6 (1/3), ranged in on 4-6 (1/2), so
# ranged in is the first to reach 50%; -e exits 0.  A poor target loses
# an SP on 1-4: SP after 2 - 1/3 x 2/3 = 16/9, 2 - 1/2 x 2/3 = 5/3.
$ pw3x3-combat artillery --target poor --odds --vary ranged-in=no,yes --need 'landed@50%' -e
ranged-in=yes: landed 50.00% (1/2), reaching 50%
best ranged-in=yes: the fire lands 50.00% (1/2)
ranged-in   answer   landed ineffective expected_target_1_sp_after  fraction
no         33.333%  33.333%     66.667%                      1.778  1/3
yes        50.000%  50.000%     50.000%                      1.667  1/2

# --need unmet: neither reaches 3/5; -e exits 1.
$ pw3x3-combat artillery --target poor --odds --vary ranged-in=no,yes --need 'landed@3/5' -e
none of them does: landed at most 50.00% (1/2), short of 3/5
best ranged-in=yes: the fire lands 50.00% (1/2)
ranged-in   answer   landed ineffective expected_target_1_sp_after  fraction
no         33.333%  33.333%     66.667%                      1.778  1/3
yes        50.000%  50.000%     50.000%                      1.667  1/2
[1]

# --need a quantity, as the man page has it: at 1 SP and unwilling to
# retreat the defender is destroyed whenever hit, 1/3, which reaches
# 1/3; -e exits 0.
$ pw3x3-combat --defender-no-retreat --odds --vary defender-sp=1..2 --need 'defender_sp_after<=0@1/3' -e
defender-sp=1: defender_sp_after<=0 33.33% (1/3), reaching 1/3
best defender-sp=1: the attacker wins 33.33% (1/3)
defender-sp   answer neither_hit attacker_hit defender_hit both_hit expected_attacker_sp_after expected_defender_sp_after  fraction
1            33.333%     44.444%      22.222%      22.222%  11.111%                      1.833                      0.667  1/3
2             0.000%     44.444%      22.222%      22.222%  11.111%                      1.833                      1.667  0

# --need asks for a number, and the winner is a side, not a number:
# refused, as any key the tool does not work out.
$ pw3x3-combat --odds --vary defender-sp=1..2 --need 'winner>=1@50%'
! pw3x3-combat: --need: 'winner' is not a number pw3x3-combat works out: one of attacker_sp_after, defender_sp_after, target_1_sp_after, target_2_sp_after
[2]
