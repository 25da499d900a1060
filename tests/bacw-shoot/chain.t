# --roll-morale (issue 19 item 6): the morale test this fire makes due,
# rolled with bacw-morale's tables on the target as the fire leaves it.
# Regular 8, 1 pin after (0 + 1), 1 base lost below 5: 6 or less; the
# same as bacw-morale --reason casualties --bases-lost 1 --pins 1.
$ bacw-shoot --range 10 --shots 2 --target-casualties 3 --target-pins 0 --roll-morale --dice 3,1,4,4,3
BASE LOST  1 pin added, pins 0 -> 1; 1 base removed; morale test 7 against 6, failed: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 1, 1 hit
to wound 4+ (regular): 4, 1 wound
morale test 6 or less: 4 3, 7, failed

$ bacw-shoot --range 10 --shots 2 --target-casualties 3 --target-pins 0 --roll-morale --dice 3,1,4,4,2
BASE LOST  1 pin added, pins 0 -> 1; 1 base removed; morale test 6 against 6, passed: holds its ground
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 1, 1 hit
to wound 4+ (regular): 4, 1 wound
morale test 6 or less: 4 2, 6, passed

# The colonel's +1 counts while he lives; killed by this fire, it does
# not (veteran 9, 2 pins after, 1 base lost: 7 with him, 6 without).
$ bacw-shoot --range 10 --shots 1 --target-casualties 3 --target-pins 1 --target-experience veteran --target-colonel --roll-morale --dice 3,6,1,4,3
BASE LOST  1 pin added, pins 1 -> 2; 1 base removed; morale test 7 against 7, passed: holds its ground
1 shot, infantry with rifled-musket at 10"
to hit 3+ (3+): 3, 1 hit
to wound 5+ (veteran): 6, 1 wound
exceptional damage, re-rolled: 1, no harm done
morale test 7 or less: 4 3, 7, passed

$ bacw-shoot --range 10 --shots 1 --target-casualties 3 --target-pins 1 --target-experience veteran --target-colonel --roll-morale --dice 3,6,6,4,3
BASE LOST  1 pin added, pins 1 -> 2; 1 base removed; the colonel is killed: no more colonel's bonus; morale test 7 against 6, failed: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
1 shot, infantry with rifled-musket at 10"
to hit 3+ (3+): 3, 1 hit
to wound 5+ (veteran): 6, 1 wound
exceptional damage, re-rolled: 6, the colonel is killed
morale test 6 or less: 4 3, 7, failed

# No test due: no die for it, and its keys null.
$ bacw-shoot --range 10 --shots 1 --target-pins 0 --roll-morale --dice 3,4
CASUALTIES  1 pin added, pins 0 -> 1; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 3+ (3+): 3, 1 hit
to wound 4+ (regular): 4, 1 wound

$ bacw-shoot --range 10 --shots 1 --target-pins 0 --roll-morale --dice 3,4 --json | jq -c '[.morale_test, .morale_rolls, .morale_target, .morale_failed]'
[false,null,null,null]

$ bacw-shoot --range 10 --shots 2 --target-casualties 3 --target-pins 0 --roll-morale --dice 3,1,4,4,3 --json
{"tool":"bacw-shoot","inputs":{"type":"infantry","formation":"line","bases":null,"shots":2,"weapon":null,"range":10,"pins":0,"quality":"regular","moved":false,"failed_charge":false,"casualties":0,"interpenetrated":false,"target_type":"infantry","target_quality":"regular","target_down":false,"target_small":false,"no_target_small":false,"cover":"none","enfilade":false,"target_bases":null,"target_start_bases":null,"target_casualties":3,"target_pins":0,"target_colonel":false,"roll_morale":true},"dice":[{"roll":"to hit","sides":6,"value":3},{"roll":"to hit","sides":6,"value":1},{"roll":"to wound","sides":6,"value":4},{"roll":"morale test","sides":6,"value":4},{"roll":"morale test","sides":6,"value":3}],"outcome":"base_lost","effect":"1 pin added, pins 0 -> 1; 1 base removed; morale test 7 against 6, failed: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin","modifiers":[],"shots":2,"hit_on":3,"follow_up_on":null,"range_band":"normal","cannon_point_blank":false,"rolls":[3,1],"follow_ups":[],"hits":1,"damage_rolls":null,"wound_on":4,"wound_rolls":[4],"casualties":1,"exceptional":{"sixes":0,"rerolls":[],"colonel_killed":null},"pins_added":1,"target_pins_after":1,"bases_removed":1,"casualties_marked":0,"destroyed":false,"morale_test":true,"follow_up":null,"morale_rolls":[4,3],"morale_target":6,"morale_failed":true}

# The joint chance, P(a test is due and failed), checked by a python
# fractions model that enumerates every die (to hit, to wound, the
# re-roll of a 6, the 2D6): 5/9 due x 21/36 over 6 = 35/108; and with
# a veteran colonel, 32/81 due, 2987/17496 due and failed.
$ bacw-shoot --range 10 --shots 2 --target-casualties 3 --target-pins 0 --roll-morale --odds
a casualty 55.56% (5/9)
2 shots, to hit 3+ (3+)
no hits                  1/9  11.111%  ##
pinned                   1/3  33.333%  #######
base lost                5/9  55.556%  ###########
hits 0                   1/9  11.111%  100.000% or more  ##
hits 1                   4/9  44.444%   88.889% or more  #########
hits 2                   4/9  44.444%   44.444% or more  #########
hits: mean 4/3 (1.333), sd 0.667
casualties 0             4/9  44.444%  100.000% or more  #########
casualties 1             4/9  44.444%   55.556% or more  #########
casualties 2             1/9  11.111%   11.111% or more  ##
casualties: mean 2/3 (0.667), sd 0.667
bases removed 0          4/9  44.444%  100.000% or more  #########
bases removed 1          5/9  55.556%   55.556% or more  ###########
bases removed: mean 5/9 (0.556), sd 0.497
pins added 0             1/9  11.111%  100.000% or more  ##
pins added 1             8/9  88.889%   88.889% or more  ##################
pins added: mean 8/9 (0.889), sd 0.314
morale test              5/9  55.556%  ###########
morale test failed      35/108  32.407%  ######

$ bacw-shoot --range 10 --shots 2 --target-casualties 3 --target-pins 1 --target-experience veteran --target-colonel --roll-morale --odds --json | jq -c '{p_morale_test, p_morale_failed}'
{"p_morale_test":{"p":0.3950617283950617,"fraction":"32/81"},"p_morale_failed":{"p":0.17072473708276178,"fraction":"2987/17496"}}

# Asked for by key (--need): the first pins before the fire at which
# the test fails 1 time in 4; each row 5/9 x P(2D6 over 6 - pins),
# by hand: 35/108, 130/324, 150/324, 165/324.
$ bacw-shoot --range 10 --shots 2 --target-casualties 3 --roll-morale --odds --vary target-pins=0..3 --need 'morale_failed@25%'
target-pins=0: morale_failed 32.41% (35/108), reaching 25%
every value alike: a casualty 55.56% (5/9)
target-pins   answer  no_hits   pinned base_lost expected_hits expected_casualties expected_bases_removed expected_pins p_morale_test p_morale_failed  fraction
0            55.556%  11.111%  33.333%   55.556%         1.333               0.667                  0.556         0.889       55.556%         32.407%  5/9
1            55.556%  11.111%  33.333%   55.556%         1.333               0.667                  0.556         0.889       55.556%         40.123%  5/9
2            55.556%  11.111%  33.333%   55.556%         1.333               0.667                  0.556         0.889       55.556%         46.296%  5/9
3            55.556%  11.111%  33.333%   55.556%         1.333               0.667                  0.556         0.889       55.556%         50.926%  5/9

# The test needs the target's pins; the flag takes no value.
$ bacw-shoot --range 10 --roll-morale
! bacw-shoot: --roll-morale needs --target-pins
[2]

$ bacw-shoot --range 10 --target-pins 0 --roll-morale=yes
! bacw-shoot: --roll-morale takes no value
[2]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i '/^veteran,/d' t/bacw/morale.csv && bacw-shoot --tables t --range 10 --shots 1 --target-casualties 3 --target-pins 0 --target-experience veteran --roll-morale --dice 3,5,4,3
! bacw-shoot: t/bacw/morale.csv: no row for 'veteran', which --roll-morale needs
[3]

# The follow-up (issue 33 item 1): the bacw-morale command the answer
# prints carries all this fire knows of the target (experience, unit and
# bases, pins after, colonel), so that run as printed it tests as
# --roll-morale does.  Veteran 9, colonel +1, 2 pins -2, 1 base lost -1:
# 7.  The old command (--bases-lost 1 --pins 2) tested against 5.
$ bacw-shoot --range 5 --target-experience veteran --target-colonel --target-pins 1 --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1
BASE LOST  1 pin added, pins 1 -> 2; 1 base removed; morale test due: bacw-morale --reason casualties --quality veteran --type infantry --bases 4 --pins 2 --colonel
10 shots (5 bases x 2), infantry with rifled-musket at 5"
to hit 2+ (3+, close-range +1): 2 2 2 2 2 1 1 1 1 1, 5 hits
to wound 5+ (veteran): 5 5 5 5 1, 4 wounds

# The printed command run as printed, with 3,3: PASS against 7, as the
# chained roll on the same fire.
$ cmd=$(bacw-shoot --range 5 --target-experience veteran --target-colonel --target-pins 1 --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1 | sed -n '1s/.*morale test due: //p') && eval "$cmd --dice 3,3"
PASS  rolled 3+3=6 vs 7 (veteran 9, colonel +1, 2 pins -2, 1 base lost -1)
casualties: holds its ground

$ bacw-shoot --range 5 --target-experience veteran --target-colonel --target-pins 1 --roll-morale --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1,3,3 | head -1
BASE LOST  1 pin added, pins 1 -> 2; 1 base removed; morale test 6 against 7, passed: holds its ground

# In JSON the follow-up is data: args a list of words, for a script to
# hand to bacw-morale --batch; missing empty where nothing is.
$ bacw-shoot --range 5 --target-experience veteran --target-colonel --target-pins 1 --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1 --json | jq -c '.follow_up, (.follow_up.args|type)'
{"tool":"bacw-morale","args":["--reason","casualties","--quality","veteran","--type","infantry","--bases","4","--pins","2","--colonel"],"missing":[]}
"array"

$ bacw-shoot --range 5 --target-experience veteran --target-colonel --target-pins 1 --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1 --json | jq -r '(.follow_up.args|@sh) + " --dice 3,3"' | bacw-morale --batch
PASS  rolled 3+3=6 vs 7 (veteran 9, colonel +1, 2 pins -2, 1 base lost -1); casualties: holds its ground

# The colonel this fire killed: --colonel-killed, no bonus (veteran 9,
# 2 pins, 1 base lost: 6), as the chained roll above failed 7 against 6.
$ cmd=$(bacw-shoot --range 10 --shots 1 --target-casualties 3 --target-pins 1 --target-experience veteran --target-colonel --dice 3,6,6 | sed -n '1s/.*morale test due: //p') && echo "$cmd" && eval "$cmd --dice 4,3"
bacw-morale --reason casualties --quality veteran --type infantry --bases 4 --pins 2 --colonel-killed
FAIL  rolled 4+3=7 vs 6 (veteran 9, 2 pins -2, 1 base lost -1)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# A cavalry target of 3 down to 2 lost 1 (its unit's start, item 7):
# regular 8, 1 pin, 1 base lost: 6; 4,3 fails, as the chained roll.
$ cmd=$(bacw-shoot --range 5 --target-type cavalry --target-pins 0 --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1 | sed -n '1s/.*morale test due: //p') && echo "$cmd" && eval "$cmd --dice 4,3"
bacw-morale --reason casualties --quality regular --type cavalry --bases 2 --pins 1
FAIL  rolled 4+3=7 vs 6 (regular 8, 1 pin -1, 1 base lost -1)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

$ bacw-shoot --range 5 --target-type cavalry --target-pins 0 --roll-morale --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1,4,3 | head -1
BASE LOST  1 pin added, pins 0 -> 1; 1 base removed; morale test 7 against 6, failed: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# The same start, one rule with bacw-morale's and bacw-melee's (issue
# 31; sheet 004 lines 50 and 118): a cavalry target of 3 down to 2 has
# lost 1 base below its start, so --roll-morale tests against 6 (by
# hand: regular 8, 1 pin, 1 base lost), not 4 (as if it started with 5).
$ bacw-shoot --range 5 --target-type cavalry --target-pins 0 --roll-morale --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1,4,3 --json | jq -c '[.bases_removed, .morale_target, .morale_failed]'
[1,6,true]

# Without --target-pins the pins are the player's to add: named in
# missing, and in the text.
$ bacw-shoot --range 5 --target-type cavalry --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1 --json | jq -c '.follow_up'
{"tool":"bacw-morale","args":["--reason","casualties","--quality","regular","--type","cavalry","--bases","2"],"missing":["--pins"]}

# No test due, or rolled here: no follow-up.
$ bacw-shoot --range 5 --target-pins 0 --roll-morale --dice 2,2,2,2,2,1,1,1,1,1,5,5,5,5,1,3,3 --json | jq -c '.follow_up'
null
