# --ask (issue 35, 1): the dice as the player rolls them, a roll at a
# time: the prompt on standard error (a line of its own where that is
# no terminal), the faces a line on standard input, commas or blanks
# between; the answer as --dice 3,4 gives it.
$ printf '3 4\n' | bacw-order --pins 2 --ask
FAIL  rolled 3+4=7 vs 6 (regular 8, 2 pins -2)
advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting
! order test: roll 2d6:

# A line short of the roll asks for the rest.
$ printf '3\n4\n' | bacw-order --pins 2 --ask --json | jq -c .dice
[{"roll":"order test","sides":6,"value":3},{"roll":"order test","sides":6,"value":4}]
! order test: roll 2d6:
! order test: roll 1 more d6 (of 2d6):

# A 12 throws the blunder die: asked for once the test has shown it.
$ printf '6,6\n3\n' | bacw-order --pins 1 --ask
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1)
blunder 3, move left: the unit moves 1 move to the left without changing formation; stops at any friendly unit met; a friendly unit met also takes a pin
pins 1 -> 2
! order test: roll 2d6:
! blunder: roll 1d6:

# No test, nothing asked.
$ bacw-order --pins 0 --ask </dev/null
NO TEST  no test needed (advance, no pins)
advance: fires and advances

# With --repeat, each answer its own dice; in a batch, a line's dice
# follow it.
$ printf '2,2\n6,5\n' | bacw-order --pins 1 --ask --repeat 2 | cut -c 1-30
PASS  rolled 2+2=4 vs 7 (regul
FAIL  rolled 6+5=11 vs 7 (regu
! order test: roll 2d6:
! order test: roll 2d6:

$ printf -- '--pins 1\n3,4\n--pins 2 --quality veteran\n5 5\n' | bacw-order --batch --ask | cut -c 1-30
PASS  rolled 3+4=7 vs 7 (regul
FAIL  rolled 5+5=10 vs 7 (vete
! order test: roll 2d6:
! order test: roll 2d6:

# A NUL byte in a roll's line is refused: what follows it would be
# lost, and 3,4 taken for the roll.
$ printf '3,4\0009\n' | bacw-order --pins 1 --ask
! order test: roll 2d6:
! bacw-order: --ask: a line contains a NUL byte
[2]

# A roll's line too long for any roll is refused, and read to its end:
# the rest of it is not taken for the next batch line.
$ { printf -- '--pins 1\n'; head -c 2000 /dev/zero | tr '\0' 1; printf '\n--pins 1\n1,1\n'; } | bacw-order --batch --ask
PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
! order test: roll 2d6:
! bacw-order: line 1: --ask: a line longer than 1023 bytes
! order test: roll 2d6:
[2]

# What cannot be: the input ends, a die off its die, more dice than the
# roll, --ask with --dice or --seed.
$ printf '3\n' | bacw-order --pins 2 --ask
! order test: roll 2d6:
! order test: roll 1 more d6 (of 2d6):
! bacw-order: --ask: the input ended before the dice for order test (2d6)
[2]

$ printf '3,9\n' | bacw-order --pins 2 --ask
! order test: roll 2d6:
! bacw-order: --ask: '9' is above the maximum 6 (order test, a d6)
[2]

$ printf '3,4,5\n' | bacw-order --pins 2 --ask
! order test: roll 2d6:
! bacw-order: --ask: order test rolls 2d6: more dice typed
[2]

$ bacw-order --pins 2 --ask --dice 3,4
! bacw-order: --ask and --dice cannot go together
[2]

$ bacw-order --pins 2 --ask --seed 1
! bacw-order: --ask and --seed cannot go together
[2]

# With --odds, the roll typed and then its luck (luck.t).
$ printf '6,5\n' | bacw-order --pins 2 --ask --odds | tail -n 1
luck: pins after 2: this or worse 58.33% (7/12), this or better 97.22% (35/36)
! order test: roll 2d6:

# --dice that runs short: on a terminal (standard input and error), the
# same prompt for what it lacks; elsewhere an error naming the roll.
$ printf '4\n' | script -qec 'bacw-order --pins 1 --dice 3' /dev/null | tr -d '\r' | grep -o -e 'roll 1 more d6 (of 2d6):' -e 'PASS .*'
roll 1 more d6 (of 2d6):
PASS  rolled 3+4=7 vs 7 (regular 8, 1 pin -1)

$ bacw-order --pins 1 --dice 3 </dev/null
! bacw-order: --dice: needs 1 more die: order test (2d6)
[2]
