# How lucky (issue 35, 2): a bag of 2 a dice and 1 b: a draws first 2/3
# (by hand); the numbers here are counted neither way: this result alone
$ bacw-draw --a-brigades 2 --b-brigades 1 --dice a --odds
ORDER DIE TO a  (bag: a 2, b 1)
left: a 1, b 1
luck: a draws next: yes; this or worse 100.00% (1), this or better 66.67% (2/3)
luck: a: this result 66.67% (2/3)
luck: a draws next 1: this result 66.67% (2/3)
luck: a's dice in the draws 1: this result 66.67% (2/3)
