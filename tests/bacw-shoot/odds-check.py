#!/usr/bin/env python3
"""bacw-shoot's odds for guns firing on regular infantry (5 bases, 4
casualties a base, no pins before, no colonel), worked out apart from
the tool, from the rule sheet's numbers: each shot hits on 3+ of a d6
(2/3); each hit rolls DAMAGE d6, each point of their sum a wound die:
4+ wounds (1/2), a 6 re-rolled (exceptional damage).  A base is
removed per 4 casualties, all 5 destroys; a base lost with the unit
still there tests morale on 2d6 at most 8 - pins (1 after the fire) -
bases lost below 5.  Prints what odds.t's comments quote.

  odds-check.py GUNS DAMAGE enumerate   every shot and die's class
                                        enumerated (small pools)
  odds-check.py GUNS DAMAGE convolve    the damage total convolved, the
                                        wounds binomial on each total
usage: odds-check.py GUNS DAMAGE [enumerate|convolve]"""
import sys
from fractions import Fraction
from itertools import product
from math import comb

guns, per_hit = int(sys.argv[1]), int(sys.argv[2])
how = sys.argv[3] if len(sys.argv) > 3 else "convolve"
HIT = Fraction(2, 3)
WOUND = Fraction(1, 2)
joint = {}                      # (hits, wounds): chance


def add(key, p):
    joint[key] = joint.get(key, 0) + p


def dice_sum(n):
    """ways of each total of n d6, by convolution"""
    ways = {0: 1}
    for _ in range(n):
        nxt = {}
        for t, w in ways.items():
            for f in range(1, 7):
                nxt[t + f] = nxt.get(t + f, 0) + w
        ways = nxt
    return ways


if how == "enumerate":
    # every shot's die, every damage die, every wound die by its class
    for shots in product(range(1, 7), repeat=guns):
        h = sum(1 for f in shots if f >= 3)
        p_shots = Fraction(1, 6 ** guns)
        for dmg in product(range(1, 7), repeat=h * per_hit):
            d = sum(dmg)
            p_d = p_shots / 6 ** len(dmg)
            for wounds in product((0, 1), repeat=d):
                add((h, sum(wounds)), p_d * WOUND ** d)
else:
    for h in range(guns + 1):
        p_h = comb(guns, h) * HIT ** h * (1 - HIT) ** (guns - h)
        ways = dice_sum(h * per_hit)
        six_n = 6 ** (h * per_hit)
        for d, w in ways.items():
            for k in range(d + 1):
                add((h, k), p_h * Fraction(w, six_n) * comb(d, k)
                    * WOUND ** d)

assert sum(joint.values()) == 1


def two_d6_at_most(t):
    return Fraction(sum(1 for a in range(1, 7) for b in range(1, 7)
                        if a + b <= t), 36)


outcome, hits, casualties, removed = {}, {}, {}, {}
test = failed = Fraction(0)
for (h, w), p in sorted(joint.items()):
    hits[h] = hits.get(h, 0) + p
    casualties[w] = casualties.get(w, 0) + p
    r = min(w // 4, 5)
    removed[r] = removed.get(r, 0) + p
    if h == 0:
        o = "no hits"
    elif w == 0:
        o = "pinned"
    elif r == 0:
        o = "casualties"
    elif r == 5:
        o = "destroyed"
    else:
        o = "base lost"
        test += p
        failed += p * (1 - two_d6_at_most(8 - 1 - r))
    outcome[o] = outcome.get(o, 0) + p

for o in ("no hits", "pinned", "casualties", "base lost", "destroyed"):
    if o in outcome:
        print(o, outcome[o])
for name, d in (("hits", hits), ("casualties", casualties),
                ("bases removed", removed)):
    for v, p in sorted(d.items()):
        print(name, v, p)
print("morale test", test)
print("morale test failed", failed)
