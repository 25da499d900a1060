# How lucky (issue 35, 2): hits 2 of 2 at 3+: (2/3)^2 = 4/9; casualties >=
# 1: 1 - (1/9 + 4/9 1/2 + 4/9 1/4) = 5/9, <= 1: 1 - 4/9 1/4 = 8/9 (python3
# fractions)
$ bacw-shoot --range 10 --shots 2 --dice 3,3,4,1 --odds
CASUALTIES  1 pin added; 1 casualty marked
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3, 2 hits
to wound 4+ (regular): 4 1, 1 wound
luck: a casualty: yes; this or worse 100.00% (1), this or better 55.56% (5/9)
luck: casualties: this result 55.56% (5/9)
luck: hits 2: this or worse 100.00% (1), this or better 44.44% (4/9)
luck: casualties 1: this or worse 88.89% (8/9), this or better 55.56% (5/9)
luck: bases removed 0: this or worse 100.00% (1), this or better 100.00% (1)
luck: pins added 1: this or worse 100.00% (1), this or better 88.89% (8/9)
luck: morale test 0: this or worse 100.00% (1), this or better 100.00% (1)
