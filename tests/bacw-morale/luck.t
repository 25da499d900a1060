# How lucky (issue 35, 2): 2d6 at most 8: 26 of 36 = 13/18 (python3
# fractions); the 1,1 passed
$ bacw-morale --dice 1,1 --odds
PASS  rolled 1+1=2 vs 8 (regular 8)
casualties: holds its ground
luck: PASS: yes; this or worse 100.00% (1), this or better 72.22% (13/18)
luck: pass: this result 72.22% (13/18)
