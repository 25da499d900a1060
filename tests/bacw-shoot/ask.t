# --ask (issue 35, 1): the stages as the player rolls them, each asked
# once the one before has shown how many dice it rolls; the answer is
# --dice 1,2,3,4,5,6,1,2,3,4,6,6,5,4,3,2,4,5's.
$ printf '1 2 3 4 5 6 1 2 3 4\n6 6 5 4 3 2\n4 5\n' | bacw-shoot --range 10 --ask
BASE LOST  1 pin added; 1 base removed; morale test due: bacw-morale --reason casualties --quality regular --type infantry --bases 4 (add --pins: its pins now)
10 shots (5 bases x 2), infantry with rifled-musket at 10"
to hit 3+ (3+): 1 2 3 4 5 6 1 2 3 4, 6 hits
to wound 4+ (regular): 6 6 5 4 3 2, 4 wounds
exceptional damage, re-rolled: 4 5, no harm done
! to hit (3+): roll 10d6:
! to wound: roll 6d6:
! exceptional: roll 2d6:

$ printf '1 2 3 4 5 6 1 2 3 4\n6 6 5 4 3 2 1\n' | bacw-shoot --range 10 --ask
! to hit (3+): roll 10d6:
! to wound: roll 6d6:
! bacw-shoot: --ask: to wound rolls 6d6: more dice typed
[2]
