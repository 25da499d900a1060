# Issue 19 items 3-4: --vary and --need.  Every fraction here was checked
# with an independent python fractions model of spec 01 over the 2d6 the
# tables ship (each of the 36 totals, then the blunder or rally d6), not
# with the tool: target = morale + best commander - pins, a 12 blunders
# (+1 pin, none for a 6 with the enemy in charge range), a pass takes
# 1 pin (a rally d6 more while pins remain), a fail keeps them.
# A number: no pins needs no test (certain); then 2d6 <= 7, 6, 5, 4:
# pass 7/12, 5/12, 5/18, 1/6; blunder 1/36; mean pins after 0, 4/9,
# 29/18, 11/4, 139/36.
$ bacw-order --odds --vary pins=0..4
best pins=0: NO TEST 100.00% (1)
pins   answer     pass     fail  blunder  no_test expected_pins_after  fraction
0    100.000%   0.000%   0.000%   0.000% 100.000%               0.000  1
1     58.333%  58.333%  38.889%   2.778%   0.000%               0.444  7/12
2     41.667%  41.667%  55.556%   2.778%   0.000%               1.611  5/12
3     27.778%  27.778%  69.444%   2.778%   0.000%               2.750  5/18
4     16.667%  16.667%  80.556%   2.778%   0.000%               3.861  1/6

# A word named alone, every row of morale.csv, with 1 pin: pass 5/12,
# 7/12, 13/18; mean pins after 11/18, 4/9, 11/36.
$ bacw-order --odds --vary morale --pins 1
best morale=veteran: PASS 72.22% (13/18)
morale          answer     pass     fail  blunder expected_pins_after  fraction
inexperienced  41.667%  41.667%  55.556%   2.778%               0.611  5/12
regular        58.333%  58.333%  38.889%   2.778%               0.444  7/12
veteran        72.222%  72.222%  25.000%   2.778%               0.306  13/18

# A flag, as no,yes: the colonel's +1 with 2 pins, pass 5/12 or 7/12;
# mean pins after 29/18 or 13/9.
$ bacw-order --odds --vary colonel --pins 2
best colonel=yes: PASS 58.33% (7/12)
colonel   answer     pass     fail  blunder expected_pins_after  fraction
no       41.667%  41.667%  55.556%   2.778%               1.611  5/12
yes      58.333%  58.333%  38.889%   2.778%               1.444  7/12

# A grid of two: pins down, the colonel across; each cell P(pass).
$ bacw-order --odds --vary pins=1..3 --vary colonel
best pins=1 colonel=yes: PASS 72.22% (13/18)
pins\colonel       no      yes
1             58.333%  72.222%
2             41.667%  58.333%
3             27.778%  41.667%

# --need met: pass first reaches 50% at pins=1 (7/12); -e exits 0.
$ bacw-order --odds --vary pins=0..4 --need 'pass@50%' -e
pins=1: pass 58.33% (7/12), reaching 50%
best pins=0: NO TEST 100.00% (1)
pins   answer     pass     fail  blunder  no_test expected_pins_after  fraction
0    100.000%   0.000%   0.000%   0.000% 100.000%               0.000  1
1     58.333%  58.333%  38.889%   2.778%   0.000%               0.444  7/12
2     41.667%  41.667%  55.556%   2.778%   0.000%               1.611  5/12
3     27.778%  27.778%  69.444%   2.778%   0.000%               2.750  5/18
4     16.667%  16.667%  80.556%   2.778%   0.000%               3.861  1/6

# --need unmet: pass never reaches 90% (at most 7/12); -e exits 1.
$ bacw-order --odds --vary pins=0..4 --need 'pass@90%' -e
none of them does: pass at most 58.33% (7/12), short of 90%
best pins=0: NO TEST 100.00% (1)
pins   answer     pass     fail  blunder  no_test expected_pins_after  fraction
0    100.000%   0.000%   0.000%   0.000% 100.000%               0.000  1
1     58.333%  58.333%  38.889%   2.778%   0.000%               0.444  7/12
2     41.667%  41.667%  55.556%   2.778%   0.000%               1.611  5/12
3     27.778%  27.778%  69.444%   2.778%   0.000%               2.750  5/18
4     16.667%  16.667%  80.556%   2.778%   0.000%               3.861  1/6
[1]

# A quantity: rallying, P(pins after <= 1) is 5/36 with 4 pins, 5/18
# with 3 (a pass: 25/108 to none, 5/108 to 1), so 1/4 is first reached
# at 3, counting down.
$ bacw-order --odds --order rally --vary pins=4..1 --need 'pins_after<=1@1/4' -e
pins=3: pins_after<=1 27.78% (5/18), reaching 1/4
best pins=1: PASS 58.33% (7/12)
pins   answer     pass     fail  blunder expected_pins_after  fraction
4     16.667%  16.667%  80.556%   2.778%               3.444  1/6
3     27.778%  27.778%  69.444%   2.778%               2.241  5/18
2     41.667%  41.667%  55.556%   2.778%               1.194  5/12
1     58.333%  58.333%  38.889%   2.778%               0.444  7/12

# --order charge means --enemy charge-range without its being given:
# the inputs say so, and --vary may vary the rest.
$ bacw-order --odds --order charge --vary pins=0..1 --json | jq -c .inputs
{"quality":"regular","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"charge","reason":null,"enemy":"charge-range","type":"infantry","morale":null}

# Varied over --order, the inputs are the command line's.
$ bacw-order --odds --vary order --pins 1 --json | jq -c .inputs
{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null}

# ... but a value the order contradicts is refused.
$ bacw-order --odds --order charge --vary enemy
! bacw-order: --enemy: --order charge means --enemy charge-range, not visible
[2]

# Bad values and events, refused before any walk.
$ bacw-order --odds --vary pins=0..100
! bacw-order: --pins: '100' is above the maximum 99
[2]

$ bacw-order --odds --vary colonel=maybe
! bacw-order: --vary: --colonel is a flag: 'maybe' is neither no nor yes
[2]

$ bacw-order --odds --vary morale=elite
! bacw-order: --morale: 'elite' is not one of inexperienced, regular, veteran, or a number from 2 to 12
[2]

$ bacw-order --odds --vary order=fire..down
! bacw-order: --vary: 'order=fire..down': a range A..B goes with a number or a distance, not --order
[2]

$ bacw-order --odds --vary pins=1,2 --pins 1
! bacw-order: --vary: --pins is given too: vary it or give it, not both
[2]

$ bacw-order --vary pins=1,2
! bacw-order: --vary needs --odds
[2]

$ bacw-order --odds --vary pins=1..2 --need 'bogus@50%'
! bacw-order: --need: 'bogus' is not an outcome of bacw-order: one of pass, fail, blunder, no_test
[2]

$ bacw-order --odds --vary pins=1..2 --need 'pass@150%'
! bacw-order: --need: '150%': '150' is above the maximum 100, as a percentage
[2]

$ bacw-order --odds --vary pins=1..2 --need 'pass'
! bacw-order: --need: 'pass' has no '@': give EVENT@P, as hits>=2@75%
[2]

$ bacw-order --odds --vary pins=1..2 --need 'pins_after<=x@50%'
! bacw-order: --need: 'pins_after<=x': 'x' is not a number
[2]

$ bacw-order --odds --vary pins=1..2 --need 'pins_after@1/2'
! bacw-order: --need: 'pins_after' is a number: compare it, as pins_after>=1
[2]

# --vary's values are JSON numbers and booleans, as in "inputs" (issue
# 32: "pins":"0" matched no numeric select). 1 pin: 2d6 <= 7 is 21/36 =
# 7/12 by hand; with a colonel, 2d6 <= 8 is 26/36 = 13/18.
$ bacw-order --odds --vary pins=0..2 --vary colonel --json | jq -c '.vary, [.rows[] | select(.values.pins == 1) | [.values.colonel, .answer.fraction]]'
[{"option":"pins","values":[0,1,2]},{"option":"colonel","values":[false,true]}]
[[false,"7/12"],[true,"13/18"]]

# A distance is a number too (12.5, not "12.5").
$ bacw-shoot --odds --vary range=6,12.5 --json | jq -c '[.rows[].values.range]'
[6,12.5]
