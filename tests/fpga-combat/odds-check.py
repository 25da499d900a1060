#!/usr/bin/env python3
# tests/fpga-combat/odds-check.py - an independent check of the odds
# cases of fpga-combat, fpga-artillery, fpga-skirmish and fpga-initiative:
# every die thrown as at the table, face by face, in python fractions (no
# per-die chain formula of the specs, no binomial, none of the C code).
# Prints each value the .t files expect; takes minutes (the initiative).
from fractions import Fraction as F
from itertools import product
from collections import defaultdict

D6 = range(1, 7)


def faces(n):
    return product(D6, repeat=n)


# ---------------------------------------------------------------- combat
def combat_side(n_own, n_bonus, hit_on, nbonus_passes, npenalty_passes,
                count_rerolls=True):
    """Law of (hits, ones on bonus dice) for one side, every die thrown:
    the pool, then each bonus pass re-rolling the misses (a 6 hits), then
    each penalty pass re-rolling the hits (4+ stays)."""
    law = defaultdict(F)
    n = n_own + n_bonus

    def passes(dice, ones, p, k_bonus, k_pen):
        # dice: list of (hit, is_bonus)
        if k_bonus:
            idx = [i for i, (h, b) in enumerate(dice) if not h]
            for roll in faces(len(idx)):
                d = list(dice)
                o = ones
                for i, f in zip(idx, roll):
                    d[i] = (f == 6, d[i][1])
                    if d[i][1] and f == 1 and count_rerolls:
                        o += 1
                passes(d, o, p / 6 ** len(idx), k_bonus - 1, k_pen)
            return
        if k_pen:
            idx = [i for i, (h, b) in enumerate(dice) if h]
            for roll in faces(len(idx)):
                d = list(dice)
                o = ones
                for i, f in zip(idx, roll):
                    d[i] = (f >= 4, d[i][1])
                    if d[i][1] and f == 1 and count_rerolls:
                        o += 1
                passes(d, o, p / 6 ** len(idx), 0, k_pen - 1)
            return
        law[(sum(h for h, _ in dice), ones)] += p

    for roll in faces(n):
        dice = [(f >= hit_on, i >= n_own) for i, f in enumerate(roll)]
        ones = sum(1 for i, f in enumerate(roll) if i >= n_own and f == 1)
        passes(dice, ones, F(1, 6 ** n), nbonus_passes, npenalty_passes)
    return law


def combat_die(hit_on, nb, npn, bonus_die):
    """One die thrown through its passes, face by face: the law of
    (hit, ones it showed)."""
    law = defaultdict(F)

    def go(hit, ones, p, b, k):
        if b:
            if hit:
                go(hit, ones, p, b - 1, k)
            else:
                for f in D6:
                    go(f == 6, ones + (bonus_die and f == 1), p / 6,
                       b - 1, k)
            return
        if k:
            if not hit:
                go(hit, ones, p, 0, k - 1)
            else:
                for f in D6:
                    go(f >= 4, ones + (bonus_die and f == 1), p / 6, 0,
                       k - 1)
            return
        law[(int(hit), ones)] += p

    for f in D6:
        go(f >= hit_on, int(bonus_die and f == 1), F(1, 6), nb, npn)
    return law


def convolve_side(n_own, n_bonus, hit_on, nb, npn):
    law = {(0, 0): F(1)}
    for i in range(n_own + n_bonus):
        die = combat_die(hit_on, nb, npn, i >= n_own)
        new = defaultdict(F)
        for (h, o), p in law.items():
            for (dh, do), q in die.items():
                new[(h + dh, o + do)] += p * q
        law = new
    return law


def hits_of(law):
    h = defaultdict(F)
    for (k, _), p in law.items():
        h[k] += p
    return dict(sorted(h.items()))


def officer_killed(law):
    return sum(p * F(1, 36) for (k, ones), p in law.items()
               for a in D6 for b in D6 if a + b + ones >= 12)


def more(ha, hd):
    return sum(pa * pd for a, pa in ha.items() for d, pd in hd.items()
               if a > d)


def mean(h):
    return sum(k * p for k, p in h.items())


def show(name, *vals):
    print(name + ":", " ".join(str(v) for v in vals))


def combat():
    inf = convolve_side(6, 0, 5, 0, 0)
    show("combat 6v6 attacker more", more(hits_of(inf), hits_of(inf)))
    show("combat 6v6 hits", list(hits_of(inf).values()))
    fl = convolve_side(6, 0, 5, 1, 0)
    show("combat 6v6 flanked more", more(hits_of(fl), hits_of(inf)),
         "hits", list(hits_of(fl).values()), "mean", mean(hits_of(fl)))
    vul = combat_side(1, 2, 5, 0, 1)
    one = combat_side(1, 0, 5, 0, 0)
    show("combat 1+2 bonus vulnerable hits", list(hits_of(vul).values()),
         "mean", mean(hits_of(vul)), "more", more(hits_of(vul),
                                                  hits_of(one)))
    show("combat p_officer_killed, whole pool thrown", officer_killed(vul))
    show("combat p_officer_killed, die by die",
         officer_killed(convolve_side(1, 2, 5, 0, 1)))
    a2 = combat_side(2, 0, 5, 1, 0)
    d2 = combat_side(2, 0, 5, 0, 0)
    show("combat 2v2 flanked", list(hits_of(a2).values()),
         list(hits_of(d2).values()), "more", more(hits_of(a2), hits_of(d2)),
         "means", mean(hits_of(a2)), mean(hits_of(d2)))
    show("combat 2v2 more", more(hits_of(d2), hits_of(d2)))
    show("combat 1 die: plain, flanked, vulnerable",
         mean(hits_of(one)), mean(hits_of(combat_side(1, 0, 5, 1, 0))),
         mean(hits_of(combat_side(1, 0, 5, 0, 1))))
    # Bonus dice and both kinds of pass, each die face by face and the
    # pool convolved (the C code works the side's law out from its
    # chains; the old path walk refused this one at 620,000 paths).
    a = convolve_side(7, 2, 5, 1, 1)
    d = convolve_side(6, 0, 5, 0, 0)
    show("combat 6+cd+2 bonus flanked vulnerable v 6 more",
         more(hits_of(a), hits_of(d)), "killed", officer_killed(a))
    # The pool limit: heavy cavalry, 30 + CD + MX + 3 bonus, against
    # flanked light cavalry, out of radius and vulnerable, four passes;
    # the light cavalry alike, three (no heavy-vs-light).
    a = convolve_side(32, 3, 5, 2, 2)
    d = convolve_side(32, 3, 5, 1, 2)
    show("combat pool limit more", more(hits_of(a), hits_of(d)),
         "killed", officer_killed(a), officer_killed(d))


# ------------------------------------------------------------- artillery
def artillery(n, hit_on, bonus, npen):
    law = defaultdict(F)

    def go(hits, p, b, k):
        if b:
            idx = [i for i, h in enumerate(hits) if not h]
            for roll in faces(len(idx)):
                d = list(hits)
                for i, f in zip(idx, roll):
                    d[i] = f >= hit_on
                go(d, p / 6 ** len(idx), 0, k)
            return
        if k:
            idx = [i for i, h in enumerate(hits) if h]
            for roll in faces(len(idx)):
                d = list(hits)
                for i, f in zip(idx, roll):
                    d[i] = f >= hit_on
                go(d, p / 6 ** len(idx), 0, k - 1)
            return
        law[sum(hits)] += p

    for roll in faces(n):
        go([f >= hit_on for f in roll], F(1, 6 ** n), bonus, npen)
    return dict(sorted(law.items()))


def arty():
    for name, args in [("heavy canister", (2, 4, 0, 0)),
                       ("heavy canister vulnerable", (2, 4, 1, 0)),
                       ("light roundshot", (1, 5, 0, 0)),
                       ("light roundshot cover", (1, 5, 0, 1)),
                       ("light roundshot cover cb", (1, 5, 0, 2)),
                       ("light canister everything", (2, 5, 1, 2)),
                       ("light roundshot", (1, 5, 0, 0))]:
        h = artillery(*args)
        show("artillery " + name, list(h.values()), "mean", mean(h),
             "a hit", 1 - h[0])


# -------------------------------------------------------------- skirmish
def skirmish(n, save):
    before, after = defaultdict(F), defaultdict(F)
    for roll in faces(n):
        hits = sum(f == 6 for f in roll)
        before[hits] += F(1, 6 ** n)
        if not save:
            after[hits] += F(1, 6 ** n)
            continue
        for srolls in faces(hits):
            after[hits - sum(f >= 4 for f in srolls)] += \
                F(1, 6 ** (n + hits))
    return dict(sorted(before.items())), dict(sorted(after.items()))


def skirm():
    for n, s in [(2, 0), (2, 1), (1, 1), (1, 0)]:
        b, a = skirmish(n, s)
        show("skirmish sk%d save %d" % (n, s), list(b.values()),
             list(a.values()), "means", mean(b), mean(a), "stands",
             1 - a[0])


# ------------------------------------------------------------ initiative
D4PAIRS = list(product(range(1, 5), repeat=2))
UNTIED = [(x, y) for x, y in D4PAIRS if x != y]


def initiative(pol_a, pol_b):
    """P(a wins) and the law of the CDs each spends.  A policy is
    ("lowest", N) or ("named", [positions from 0])."""
    win = F(0)
    cds = [defaultdict(F), defaultdict(F)]

    def ahead(tot, d4, p, k):
        # the side ahead; d4 pairs that matter and tie are rethrown
        if tot[0] != tot[1]:
            k(0 if tot[0] > tot[1] else 1, d4, p)
        elif d4[0] != d4[1]:
            k(0 if d4[0] > d4[1] else 1, d4, p)
        else:
            for pair in UNTIED:
                k(0 if pair[0] > pair[1] else 1, pair, p / len(UNTIED))

    def reroll(dice, pol):
        """(new dice, probability, count) for each outcome."""
        kind, arg = pol
        if kind == "lowest":
            order = sorted(range(2), key=lambda i: (dice[i], i))[:arg]
        else:
            order = arg
        if not order:
            yield list(dice), F(1), 0
            return
        for roll in faces(len(order)):
            d = list(dice)
            for i, f in zip(order, roll):
                d[i] = f
            yield d, F(1, 6 ** len(order)), len(order)

    def wants(pol):
        return pol[0] == "named" or pol[1] > 0

    pols = [pol_a, pol_b]
    for da in faces(2):
        for db in faces(2):
            for d4 in D4PAIRS:
                p0 = F(1, 36 * 36 * 16)

                def after_first(hi, d4x, p, da=da, db=db):
                    lo = 1 - hi
                    dice0 = [list(da), list(db)]
                    for dl, pl, nl in reroll(dice0[lo], pols[lo]):
                        dice1 = list(dice0)
                        dice1[lo] = dl

                        def higher_turn(who, d4y, p2, dice1=dice1,
                                        nl=nl):
                            nonlocal win
                            outs = [(dice1[hi], F(1), 0)]
                            if pols[hi][0] == "named" or (
                                    who != hi and wants(pols[hi])):
                                outs = list(reroll(dice1[hi], pols[hi]))
                            for dh, ph, nh in outs:
                                dice2 = list(dice1)
                                dice2[hi] = dh
                                spent = [0, 0]
                                spent[lo], spent[hi] = nl, nh

                                def final(w, d4z, p3, spent=spent):
                                    nonlocal win
                                    if w == 0:
                                        win += p3
                                    cds[0][spent[0]] += p3
                                    cds[1][spent[1]] += p3
                                ahead([sum(dice2[0]), sum(dice2[1])],
                                      d4y, p2 * ph, final)
                        ahead([sum(dice1[0]), sum(dice1[1])], d4x,
                              p * pl, higher_turn)
                ahead([sum(da), sum(db)], d4, p0, after_first)
    return win, [dict(sorted(c.items())) for c in cds]


def init():
    L = lambda n: ("lowest", n)
    for name, pa, pb in [("0 0", L(0), L(0)), ("1 0", L(1), L(0)),
                         ("2 0", L(2), L(0)), ("1 1", L(1), L(1)),
                         ("0 1", L(0), L(1)), ("2 1", L(2), L(1)),
                         ("2 2", L(2), L(2)),
                         ("named 2, 1", ("named", [1]), L(1))]:
        w, c = initiative(pa, pb)
        show("initiative " + name, "P(a)", w, "a cds", c[0], "mean",
             mean(c[0]), "b cds", c[1], "mean", mean(c[1]))


if __name__ == "__main__":
    import sys
    if sys.argv[1:] == ["combat"]:
        combat()
        sys.exit(0)
    combat()
    arty()
    skirm()
    init()
