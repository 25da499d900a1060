#!/usr/bin/env python3
"""bacw-draw's odds worked out apart from the tool: every order of a bag
of a dice of side a and b of side b is equally likely (a blind draw of
alike dice), so each distinct order has the chance 1/C(a+b, a).  Prints
what odds.t's comments quote.  usage: odds-check.py A B [DRAWS]"""
import sys
from fractions import Fraction
from itertools import combinations
from math import comb

a, b = int(sys.argv[1]), int(sys.argv[2])
draws = int(sys.argv[3]) if len(sys.argv) > 3 else 1
n = a + b
each = Fraction(1, comb(n, a))
dist = {k: {} for k in ("a_in_next", "b_before_a", "a_last", "longest_b")}


def add(key, value):
    dist[key][value] = dist[key].get(value, 0) + each


for places in combinations(range(n), a):
    order = ["b"] * n
    for p in places:
        order[p] = "a"
    add("a_in_next", order[:draws].count("a"))
    if a:
        add("b_before_a", order.index("a"))
        add("a_last", max(places) + 1)
    longest = run = 0
    for side in order:
        run = run + 1 if side == "b" else 0
        longest = max(longest, run)
    add("longest_b", longest)

print("P(a next) =", Fraction(a, n) if n else 0)
for key, d in dist.items():
    rows = sorted(d.items())
    mean = sum(v * p for v, p in rows)
    print(key, ", ".join("%d: %s (>= %s)" % (v, p,
          sum(q for w, q in rows if w >= v)) for v, p in rows),
          "mean", mean)
