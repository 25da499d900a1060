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
# worse on its question, its luckiest and unluckiest line.  Line 1
# passes at 1 pin (1), line 3 fails at 2 pins (7/12), line 2 is no
# roll: (1 + 7/12) / 2 = 19/24 (by hand).
$ printf -- '--pins 1 --dice 1,2\n--pins 0\n--pins 2 --dice 6,5\n' | bacw-order --batch --odds | tail -n 1
game: 2 resolutions, this or worse 79.17% (19/24) on average; luckiest line 1, 100.00% (1); unluckiest line 3, 58.33% (7/12)

$ printf -- '--pins 1 --dice 1,2\n--pins 2 --dice 6,5\n' | bacw-order --batch --odds --json | tail -n 1
{"tool":"bacw-order","game":{"resolutions":2,"mean_or_worse":{"p":0.79166666666666663,"fraction":"19/24"},"luckiest":{"line":1,"or_worse":{"p":1,"fraction":"1"}},"unluckiest":{"line":2,"or_worse":{"p":0.58333333333333337,"fraction":"7/12"}},"sides":{}}}

# Not with a grid, nor a table format.
$ bacw-order --pins 2 --dice 6,5 --odds --vary quality
! bacw-order: --vary and --dice cannot go together
[2]

$ bacw-order --pins 2 --dice 6,5 --odds --format csv
! bacw-order: --format csv and --dice cannot go together
[2]
