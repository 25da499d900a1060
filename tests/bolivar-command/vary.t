# --vary over a text option (the tool reads it): a pool of resolve dice,
# any hit 1 - (5/6)^n: 1/6, 11/36, 91/216, 671/1296 (python fractions);
# resolve 4 is the first to reach 50%.
$ bolivar-command --odds --vary resolve=1,2,3,4 --need pass@50%
resolve=4: pass 51.77% (671/1296), reaching 50%
best resolve=4: PASS 51.77% (671/1296)
resolve   answer     pass     fail  fraction
1        16.667%  16.667%  83.333%  1/6
2        30.556%  30.556%  69.444%  11/36
3        42.130%  42.130%  57.870%  91/216
4        51.775%  51.775%  48.225%  671/1296

# The tool's own check of a text option, on the value it fails: that
# row refused with its reason, the rest answered (issue 35, 4).
$ bolivar-command --odds --vary resolve=4,5
best resolve=4: PASS 51.77% (671/1296)
resolve   answer     pass     fail  fraction
4        51.775%  51.775%  48.225%  671/1296
5       cannot: --resolve: '5' is above the maximum 4

$ bolivar-command --odds --vary resolve=1..4
! bolivar-command: --vary: 'resolve=1..4': a range A..B goes with a number or a distance, not --resolve
[2]

# Over the zone: no check in the manoeuvre zone is certain, the threat
# zone's change of direction a check of 4 dice, 671/1296 as above; the
# best row's question is the first line's.
$ bolivar-command --odds --vary zone=manoeuvre,threat --action direction --resolve 4
best zone=manoeuvre: NO CHECK 100.00% (1)
zone        answer     pass     fail no_check  fraction
manoeuvre 100.000%   0.000%   0.000% 100.000%  1
threat     51.775%  51.775%  48.225%   0.000%  671/1296
