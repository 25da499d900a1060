# Luck (issue 35, 2): four dice hitting on 6 and none hit.  No hit at
# all: (5/6)^4 = 625/1296, this or worse; hits 0 or fewer the same
# (by hand).
$ bolivar-shoot --range 5 --odds --dice 1,2,3,4
0 HITS  rolled 1 2 3 4, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise
luck: at least one hit: no; this or worse 48.23% (625/1296), this or better 100.00% (1)
luck: hits 0: this or worse 48.23% (625/1296), this or better 100.00% (1)
