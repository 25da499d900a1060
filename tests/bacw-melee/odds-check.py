#!/usr/bin/env python3
"""bacw-melee's odds worked out apart from the tool, for regular infantry
in line charging regular infantry in line (no modifiers but the melee's
close range): each die of a blow hits on 2+ (3+, close-range +1), wounds
on 4+ and, against a colonel, a wound 6 is re-rolled and kills him on a
6 (sheet 004); each side's blow a distribution over (wounds, colonel
killed) by convolution die by die, never a path of dice.  The chargers
strike first with 2 dice a base, the defenders with the bases left;
4 casualties remove a base; the side that inflicted more wins; the loser
tests (2d6 not over 8, +1 for its colonel unless killed, -1 a pin, -1 a
base lost below 5), and if it holds, the victor.  Prints the chance the
charge succeeds and each outcome's, as odds.t's comments quote.
usage: odds-check.py ATTACKER-BASES DEFENDER-BASES [colonels]"""
import sys
from fractions import Fraction as F

a_bases, d_bases = int(sys.argv[1]), int(sys.argv[2])
colonels = len(sys.argv) > 3
PER_BASE, DICE_A_BASE, MORALE, FULL = 4, 2, 8, 5
hit = F(5, 6)
wound_only = hit * F(2, 6)          # a 4 or a 5
six = hit * F(1, 6)                 # a 6, re-rolled against a colonel
miss = 1 - wound_only - six


def blow(dice, colonel):
    """{(wounds, colonel killed): chance} of dice dice."""
    dist = {(0, False): F(1)}
    for _ in range(dice):
        nxt = {}
        for (w, k), p in dist.items():
            steps = [((w, k), miss), ((w + 1, k), wound_only)]
            if colonel:
                steps += [((w + 1, True), six / 6),
                          ((w + 1, k), six * 5 / 6)]
            else:
                steps.append(((w + 1, k), six))
            for key, q in steps:
                nxt[key] = nxt.get(key, 0) + p * q
        dist = nxt
    return dist


# 2d6 not over t
pass_2d6 = {t: F(sum(1 for x in range(1, 7) for y in range(1, 7)
                     if x + y <= t), 36) for t in range(-40, 40)}


def passes(target):
    return pass_2d6[max(min(target, 39), -40)]


def test(bases, wounds_taken, colonel_alive, pins):
    left = max(bases - wounds_taken // PER_BASE, 0)
    start = max(FULL, bases)
    lost = FULL - left if left < min(FULL, start) else 0
    return passes(MORALE + (1 if colonel_alive else 0) - pins - lost)


out = {}


def add(o, p):
    out[o] = out.get(o, 0) + p


for (aw, dkilled), pa in blow(a_bases * DICE_A_BASE, colonels).items():
    d_left = max(d_bases - aw // PER_BASE, 0)
    for (dw, akilled), pd in blow(min(d_bases, d_left) * DICE_A_BASE,
                                  colonels).items():
        p = pa * pd
        a_left = max(a_bases - dw // PER_BASE, 0)
        a_pins, d_pins = int(dw > 0), int(aw > 0)
        a_col = colonels and not akilled
        d_col = colonels and not dkilled
        if d_left == 0 and a_left == 0:
            add("both_destroyed", p)
        elif d_left == 0:
            add("defender_destroyed", p)
        elif a_left == 0:
            add("attacker_destroyed", p)
        elif aw == dw:
            add("draw", p)
        else:
            if aw > dw:
                lp = test(d_bases, aw, d_col, d_pins)
                vp = test(a_bases, dw, a_col, a_pins)
                side = ("defender", "attacker")
            else:
                lp = test(a_bases, dw, a_col, a_pins)
                vp = test(d_bases, aw, d_col, d_pins)
                side = ("attacker", "defender")
            add(side[0] + "_routed", p * (1 - lp))
            add(side[1] + "_fell_back", p * lp * (1 - vp))
            add("continues", p * lp * vp)
assert sum(out.values()) == 1
won = sum(out.get(o, 0) for o in ("defender_routed", "defender_destroyed",
                                  "both_destroyed"))
print("the charge succeeds", won)
for o in sorted(out):
    print(o, out[o])
