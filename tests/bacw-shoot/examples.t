# The EXAMPLES of bacw-shoot(1), word for word.
$ bacw-shoot --range 10 --dice 6,3,1,4,5,2,6,3,3,1,4,1,6,5,2,3,6,2,5
BASE LOST  1 pin added; 1 base removed; morale test due: bacw-morale --reason casualties --morale regular --unit infantry --bases 4 (add --pins: its pins now)
10 shots (5 bases x 2), infantry with rifled-musket at 10"
to hit 3+ (3+): 6 3 1 4 5 2 6 3 3 1, 7 hits
to wound 4+ (regular): 4 1 6 5 2 3 6, 4 wounds
exceptional damage, re-rolled: 2 5, no harm done

$ bacw-shoot --range 10 --target-colonel --odds
a casualty 98.27% (58025/59049)
10 shots, to hit 3+ (3+)
no_hits              1/59049   0.002%  .
pinned             341/19683   1.732%  .
casualties       32000/59049  54.192%  ###########
base_lost         8675/19683  44.074%  #########
hits 0               1/59049   0.002%  100.000% or more  .
hits 1              20/59049   0.034%   99.998% or more  .
hits 2               20/6561   0.305%   99.964% or more  .
hits 3             320/19683   1.626%   99.660% or more  .
hits 4            1120/19683   5.690%   98.034% or more  #
hits 5              896/6561  13.656%   92.344% or more  ###
hits 6            4480/19683  22.761%   78.687% or more  #####
hits 7            5120/19683  26.012%   55.926% or more  #####
hits 8             1280/6561  19.509%   29.914% or more  ####
hits 9            5120/59049   8.671%   10.405% or more  ##
hits 10           1024/59049   1.734%    1.734% or more  .
hits: mean 20/3 (6.667), sd 1.491
casualties 0      1024/59049   1.734%  100.000% or more  .
casualties 1      5120/59049   8.671%   98.266% or more  ##
casualties 2       1280/6561  19.509%   89.595% or more  ####
casualties 3      5120/19683  26.012%   70.086% or more  #####
casualties 4      4480/19683  22.761%   44.074% or more  #####
casualties 5        896/6561  13.656%   21.313% or more  ###
casualties 6      1120/19683   5.690%    7.656% or more  #
casualties 7       320/19683   1.626%    1.966% or more  .
casualties 8         20/6561   0.305%    0.340% or more  .
casualties 9        20/59049   0.034%    0.036% or more  .
casualties 10        1/59049   0.002%    0.002% or more  .
casualties: mean 10/3 (3.333), sd 1.491
bases removed 0  11008/19683  55.926%  100.000% or more  ###########
bases removed 1   8608/19683  43.733%   44.074% or more  #########
bases removed 2     67/19683   0.340%    0.340% or more  .
bases removed: mean 2914/6561 (0.444), sd 0.504
pins added 0         1/59049   0.002%  100.000% or more  .
pins added 1     59048/59049  99.998%   99.998% or more  ####################
pins added: mean 59048/59049 (1.000), sd 0.004
colonel killed   35945048899407527/210832519264920576  17.049%  ###
morale test       8675/19683  44.074%  #########

$ bacw-shoot --unit artillery --range 12 --cover soft --seed 1862
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

$ bacw-shoot --range 5 --target-experience veteran --target-colonel --target-pins 1 --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1 --json | jq -r '.follow_up.args|@sh' | bacw-morale --batch --seed 1862
PASS  rolled 3+4=7 vs 7 (veteran 9, colonel +1, 2 pins -2, 1 base lost -1); casualties: holds its ground
