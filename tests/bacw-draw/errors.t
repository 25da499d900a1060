# A draw from an empty bag is refused (the turn is over).
$ bacw-draw --a-brigades 1 --drawn a --dice a
! bacw-draw: --dice: a draw from an empty bag: the turn is over
[2]

$ bacw-draw --dice b
! bacw-draw: --dice: a draw from an empty bag: the turn is over
[2]

# More draws given than dice in the bag.
$ bacw-draw --a-brigades 1 --b-brigades 1 --dice a,b,a
! bacw-draw: --dice: 3 draws from a bag of 2 dice: an empty bag ends the turn
[2]

# A side drawn with none of its dice left.
$ bacw-draw --a-brigades 1 --b-brigades 1 --dice a,a
! bacw-draw: --dice: die 2, a, is of a kind none is left of (draw)
[2]

# More drawn than a side has.
$ bacw-draw --a-brigades 1 --b-brigades 1 --drawn a,a
! bacw-draw: --drawn: 2 of a's dice drawn, and it has 1
[2]

# A side with no dice named in --drawn.
$ bacw-draw --a-brigades 1 --drawn b
! bacw-draw: --drawn: b has no order dice (--b-brigades, --b-independent)
[2]

$ bacw-draw --a-brigades 1 --drawn a,c
! bacw-draw: --drawn: 'c' is not a side: a or b, or a name of --names
[2]

$ bacw-draw --a-brigades 1 --dice c
! bacw-draw: --dice: die 1, 'c', is not a number, nor one of a,b
[2]

$ bacw-draw --a-brigades 1 --dice 3
! bacw-draw: --dice: die 1 is 3, off a d2 (draw)
[2]

$ bacw-draw --a-brigades 1 --b-brigades 1 --draws 2 --dice a
! bacw-draw: --dice: needs 1 more die: draw (1d2)
[2]

$ bacw-draw --a-brigades 51
! bacw-draw: --a-brigades: '51' is above the maximum 50
[2]

$ bacw-draw --draws 0
! bacw-draw: --draws: '0' is below the minimum 1
[2]

$ bacw-draw --names Union
! bacw-draw: --names: 'Union' is not two names of 1 to 32 characters, NAME,NAME
[2]

$ bacw-draw --names Union,union
! bacw-draw: --names: 'Union,union' names both sides the same
[2]

# Too many orders of the bag to weigh: C(22, 11) = 705,432, counted
# exactly, not estimated.
$ bacw-draw --a-brigades 11 --b-brigades 11 --odds
! bacw-draw: odds: about 710,000 paths of dice to weigh, more than 500,000: fewer dice
[2]

# The table: one row, whole dice.
$ mkdir -p t/bacw && printf 'brigade_commander,independent_unit\n1,1\n1,1\n' >t/bacw/order-dice.csv && bacw-draw -T t --a-brigades 1
! bacw-draw: t/bacw/order-dice.csv:3: needs exactly 1 row: the order dice of a brigade commander and of an independent unit
[3]

$ mkdir -p t/bacw && printf 'brigade_commander,independent_unit\n-1,1\n' >t/bacw/order-dice.csv && bacw-draw -T t --a-brigades 1
! bacw-draw: t/bacw/order-dice.csv:2:1: '-1' is below the minimum 0
[3]
