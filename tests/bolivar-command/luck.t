# How lucky (issue 35, 2): a pass needs a 6 on 1d6 (resolve 1): the 5
# failed: this or worse 5/6, this or better 1 (by hand)
$ bolivar-command --resolve 1 --dice 5 --odds
FAIL  rolled 5, 0 hits (1d6, hit on 6+)
command check: resolve 1 x 1d6
luck: PASS: no; this or worse 83.33% (5/6), this or better 100.00% (1)
luck: fail: this result 83.33% (5/6)
