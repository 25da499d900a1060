# How lucky was that (issue 35, 2): --dice with --odds answers the roll
# as --dice alone does, then where it stands among every roll of those
# inputs.  Regular, 2 pins: a pass on 2d6 <= 6, 15/36 = 5/12; a fail
# 20/36 = 5/9 (a 12 is a blunder, 1/36).  6+5 fails: this or worse
# 7/12 (every roll that does not pass), this or better 1 (by hand).
# Pins after: a fail keeps 2 (a pass takes them off; a blunder may
# add one): 2 or more, 21/36 = 7/12; 2 or fewer, 35/36, all but the
# blunder that adds a pin (by hand, from bacw/blunder.csv).
$ bacw-order --pins 2 --dice 6,5 --odds
FAIL  rolled 6+5=11 vs 6 (regular 8, 2 pins -2)
advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting
luck: PASS: no; this or worse 58.33% (7/12), this or better 100.00% (1)
luck: fail: this result 55.56% (5/9)
luck: pins after 2: this or worse 58.33% (7/12), this or better 97.22% (35/36)

# A pass (a pin off, 1 left): this or worse 1, this or better the
# pass's 5/12, on the question and on the pins (1 or fewer: a pass).
$ bacw-order --pins 2 --dice 3,2 --odds --json | jq -c .luck
{"question":{"question":"PASS","yes":true,"or_worse":{"p":1,"fraction":"1"},"or_better":{"p":0.4166666666666667,"fraction":"5/12"}},"outcome":{"outcome":"pass","p":0.4166666666666667,"fraction":"5/12"},"numbers":[{"key":"pins_after","value":1,"or_worse":{"p":1,"fraction":"1"},"or_better":{"p":0.4166666666666667,"fraction":"5/12"}}]}

# A batch sums the game: the mean of each line's chance of this or
# worse on its question; the luckiest line the least likely to do as
# well or better, the unluckiest the least likely to do as badly.
# Lines: 1 pin 3+4 passes (worse 1, better 7/12), 1 pin 5+6 fails
# (worse 5/12, better 1), 2 pins 1+1 passes (worse 1, better 5/12);
# mean (1 + 5/12 + 1)/3 = 29/36; luckiest line 3, unluckiest line 2
# (python3 fractions in the helper's branch, and by hand).
$ printf -- '--pins 1 --dice 3,4\n--pins 1 --dice 5,6\n--pins 0\n--pins 2 --dice 1,1\n' | bacw-order --batch --odds | tail -n 1
game: 3 resolutions, this or worse 80.56% (29/36) on average; luckiest line 4, this or better 41.67% (5/12); unluckiest line 2, this or worse 41.67% (5/12)

$ printf -- '--pins 1 --dice 3,4\n--pins 1 --dice 5,6\n' | bacw-order --batch --odds --json | tail -n 1
{"tool":"bacw-order","game":{"resolutions":2,"mean_or_worse":{"p":0.70833333333333337,"fraction":"17/24"},"luckiest":{"line":1,"or_better":{"p":0.58333333333333337,"fraction":"7/12"}},"unluckiest":{"line":2,"or_worse":{"p":0.41666666666666669,"fraction":"5/12"}},"sides":{}}}

# No line weighs a roll: no closing line.
$ printf -- '--pins 1\n' | bacw-order --batch --odds --json | grep -c game
0
[1]

# Not with a grid, nor a table format.
$ bacw-order --pins 2 --dice 6,5 --odds --vary quality
! bacw-order: --vary and --dice cannot go together
[2]

$ bacw-order --pins 2 --dice 6,5 --odds --format csv
! bacw-order: --format csv and --dice cannot go together
[2]
