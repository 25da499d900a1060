# The EXAMPLES of bacw-shoot(1), word for word.
# Shots: infantry in line, 2 a base, every base: 10 at 3+ (rifled musket,
# 10" is neither close nor long).  Hits 6 3 4 5 6 3 3 = 7; wounds on 4+:
# 4 6 5 6 = 4, two 6s re-rolled 2 5: 4 casualties, a base, a test.
$ bacw-shoot --range 10 --dice 6,3,1,4,5,2,6,3,3,1,4,1,6,5,2,3,6,2,5
BASE LOST  1 pin added; 1 base removed; morale test due: bacw-morale --reason casualties --quality regular --type infantry --bases 4 (add --pins: its pins now)
10 shots (5 bases x 2), infantry with rifled-musket at 10"
to hit 3+ (3+): 6 3 1 4 5 2 6 3 3 1, 7 hits
to wound 4+ (regular): 4 1 6 5 2 3 6, 4 wounds
exceptional damage, re-rolled: 2 5, no harm done

$ bacw-shoot --type artillery --range 12 --cover soft --seed 1862
NO HITS  no effect on the target
1 shot (1 base x 1), artillery with 12lb-smoothbore at 12", point blank
to hit 4+ (3+, cover -1): 3, 0 hits

$ bacw-shoot --range 10 --target-casualties 2 --dice 3,3,3,3,1,1,1,1,1,1,4,4,1,1 --json | jq .morale_test
true

$ bacw-shoot --range 10 --target-pins 1 --roll-morale --dice 6,3,1,4,5,2,6,3,3,1,4,1,6,5,2,3,6,2,5,4,3
BASE LOST  1 pin added, pins 1 -> 2; 1 base removed; morale test 7 against 5, failed: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
10 shots (5 bases x 2), infantry with rifled-musket at 10"
to hit 3+ (3+): 6 3 1 4 5 2 6 3 3 1, 7 hits
to wound 4+ (regular): 4 1 6 5 2 3 6, 4 wounds
exceptional damage, re-rolled: 2 5, no harm done
morale test 5 or less: 4 3, 7, failed

# 8675/19683 due (as odds.t), 112909/354294 due and failed: checked by
# the python fractions model of chain.t, the 10 shots convolved.
$ bacw-shoot --range 10 --target-pins 1 --roll-morale --odds --json | jq .p_morale_failed.fraction
"112909/354294"

$ bacw-shoot --range 5 --target-quality veteran --target-colonel --target-pins 1 --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1 --json | jq -r '.follow_up.args|@sh' | bacw-morale --batch --seed 1862
PASS  rolled 3+4=7 vs 7 (veteran 9, colonel +1, 2 pins -2, 1 base lost -1); casualties: holds its ground
