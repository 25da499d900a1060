# Luck with sides (issue 35, 2).  One die each, hitting on 5+ (1/3):
# the attacker's 5 hits and the defender's 1 misses.  More hits: 1/3 *
# 2/3 = 2/9; attacker hits 1 or more 1/3; defender hits 0 or fewer 2/3
# (fewer is the asker's better); by hand.
$ fpga-combat --attacker-pool 1 --defender-pool 1 --dice 5,1 --odds
HITS  attacker 1, defender 0
attacker infantry, 1d6 hitting on 5+, rolled 5: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 1: 0 hits
luck: the attacker scores more hits: yes; this or worse 100.00% (1), this or better 22.22% (2/9)
luck: attacker hits 1: this or worse 100.00% (1), this or better 33.33% (1/3)
luck: defender hits 0: this or worse 100.00% (1), this or better 66.67% (2/3)

# A game, by side: each side's luck is the question's from its view,
# the attacker's this or worse, the defender's this or better.  Two
# dice a side, more hits 8/27 (odds.t).  Line 1 the attacker wins:
# attacker 1, defender 8/27; line 2 it does not: attacker 1 - 8/27 =
# 19/27, defender 1.  Means: 23/27; attacker 23/27, defender 35/54;
# the luckiest line 1 (this or better 8/27).
$ printf -- '--attacker-pool 2 --defender-pool 2 --dice 5,6,1,1\n--attacker-pool 2 --defender-pool 2 --dice 1,1,6,6\n' | fpga-combat --batch --odds | tail -n 1
game: 2 resolutions, this or worse 85.19% (23/27) on average; luckiest line 1, this or better 29.63% (8/27); unluckiest line 2, this or worse 70.37% (19/27); by side, attacker 85.19% (23/27), defender 64.81% (35/54)
