# The spec's check value: regular 8, 2 pins, 4 bases: target 5.
# 2d6 <= 5: 1+2+3+4 = 10 of 36 = 5/18.
$ bacw-morale --pins 2 --bases 4 --odds

$ bacw-morale --pins 2 --bases 4 --odds --json

# Target 8: 26/36 = 13/18 (no blunder: the 12 is only a fail).
$ bacw-morale --odds

# Target 12 and above: certain; below 2: no chance.
$ bacw-morale --morale 12 --odds

$ bacw-morale --morale inexperienced --pins 6 --odds

# Rout with 3 pins, target 8 - 3 = 5: pass 10/36.  A pass rolls the
# pins die: 1 leaves 2 pins, 2 leaves 1, 3..6 leave 0.
# P(0) = 10/36 * 4/6 = 5/27, P(1) = P(2) = 10/36 * 1/6 = 5/108,
# P(3) = 26/36 = 13/18 (a failure keeps them).
$ bacw-morale --reason rout --pins 3 --odds

$ bacw-morale --reason rout --pins 3 --odds --json

# No pins: a pass rolls nothing; pins after 0 for certain.
$ bacw-morale --reason rout --odds
