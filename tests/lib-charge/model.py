#!/usr/bin/env python3
"""An exact model of one LIB Regimental charge, independent of src/lib-charge.c.

Written from the rule sheet (/work/shared/rules, the CHARGE TABLE and the
Unit Effectiveness table), spec 03 (its revised readings stand over its
text), 23-amendments.md and man/lib-charge.1 -- not from the C code.
python3 and fractions.Fraction only.  Every number of the rules is typed in
below from the sheet; no table of tables/lib is read.

Run it on one case, with lib-charge's own options (--odds and --json are
accepted and ignored; -T, --batch, --vary, --dice are not modelled):

    python3 tests/lib-charge/model.py --attacker-stands 8/8 --attacker-rating reliable \
        --defender-stands 5/8 --defender-rating reliable

It prints the chance the attacker carries the position, each final result,
the chance of at least one struggle, the chance a rein-in is rolled and
passes, and each side's rows of stands lost (value, fraction; the last
"N or more" where a side's losses have no bound), mean and sd -- the rows
lib-charge --odds prints.

Or check the golden cases of a .t file against it:

    python3 tests/lib-charge/model.py --check tests/lib-charge/stands.t

which takes every "$ lib-charge ... --odds" case that is not -T, --batch,
--vary or a jq pipeline, runs the model on its options, and compares every
row the case expects (text, a grep of the text, or --json): the stands-lost
rows and "or more" rows, the means (exact) and sds (as printed), the chance
the attacker carries, the results' chances, the struggle and the rein-in.
It prints one line per case (ok / DIFF with the rows that differ / skip)
and exits 1 if any case differs.

The model:
  * Each round both roll 1d10; R = (attacker d10 + mods) - (defender d10 +
    mods); the bands are the sheet's: 9 or more Swept, 5..8 Driven Back,
    1..4 Hard Pressed, 0 Desperate Struggle, -1..-4 Falter, -5..-8 Recoil,
    -9 or less Repulsed.
  * A struggle costs each side 1 stand, disorders both (-1 for a side not
    already disordered), strips the attacker's cold steel / lancer /
    breakthrough +1 and either side's cavalry charge bonus (a
    countercharging defender's: the terrain's), and both roll again.  A
    side given by NOW/START and a rating fights each re-roll in the
    condition its stands left give it (Unit Effectiveness).  A struggle
    that leaves a side given by its stands with none ends the charge
    (outcome desperate_struggle; the attacker carries it only if the
    defender is gone and it is not).
  * The struggles so far cost both sides exactly one stand each, so the
    state after k struggles is the stands left and k: the model walks k =
    0, 1, 2, ... carrying the chance of reaching it.  A side given by its
    stands ends the walk when it has none.  When neither side is given by
    its stands, every re-roll after the first struggle has the same
    modifiers: with q the chance of another struggle, the re-rolls are
    folded in closed form (k more struggles with weight q^k; the sums over
    k are geometric series), not truncated.  A guard stops the walk past
    10,000 struggles if the mass left is below 1e-30 (and says so): it
    never triggers in an exact case.
  * Stands lost in the ending result, on top of the struggles': Swept,
    defender 2 + (R - 9); Driven Back, defender 1, +1 if the attacker is
    cavalry, the defender in (formed) square or outflanked; Hard Pressed,
    defending troops 1 if already disordered (a battery: damaged, not
    lost); Falter, attacker 1 if already disordered; Recoil, attacker 1,
    +1 if the defender is cavalry or the attacker outflanked; Repulsed,
    attacker 2 + (-R - 9).  A side disordered by a struggle is already
    disordered for the ending result.  A side given by its stands never
    loses more than it has.
  * The attacker carries the position on R >= 1, but not on Hard Pressed
    against a defender in square or fortified (revised reading 1).
  * Rows: a side with bounded losses gets a row for every value it can
    lose; a side whose losses have no bound gets a row for every value up
    to the most a first round or one struggle and its re-roll can cost
    it, then "N or more" for the rest (that is where the tool's rows
    stop; the rows past it are the geometric tail).
"""

from fractions import Fraction
import json
import math
import re
import shlex
import subprocess
import sys

# ---- the sheet's numbers ------------------------------------------------

QUALITY = {'guard': 2, 'elite': 1, 'regular': 0, 'militia': -1, 'peasant': -2}
CONDITION = {'fresh': 2, 'worn': 0, 'spent': -2}
OUTNUMBERED = {'3:2': -1, '2:1': -2, '3:1': -3}
GUNS = {'supported': 1, 'unsupported': -1}
GROUND = {'favourable': 1, 'strong': 2, 'fortified': 2}
TERRAIN_CHARGE = {'open': 2, 'broken': 1, 'rough': 0}
REIN_IN = {'guard': 8, 'elite': 7, 'regular': 4, 'militia': 3, 'peasant': 1}
FORMATIONS = ('line', 'column', 'square', 'hasty-square', 'skirmish', 'march',
              'limbered')

# Unit Effectiveness: START -> (worn at, spent at), None for the sheet's "-".
# Spirited 6 and 8 are the spec's readings of damaged OCR cells (5/4/2 and
# 3/5/3 on the sheet).
_EFF = """
2 -/1 -/1 -/1
3 -/1 2/1 -/2
4 2/1 3/2 -/3
5 3/2 4/3 4/3
6 4/2 5/3 5/4
7 5/3 6/4 6/5
8 5/3 6/4 7/6
9 6/4 7/5 8/7
10 7/4 8/5 9/7
11 8/5 9/6 10/8
12 8/5 9/6 10/8
13 9/6 10/7 11/9
14 10/6 11/7 12/9
15 11/7 12/8 13/10
16 11/7 12/8 13/10
17 12/8 13/9 14/11
"""
EFFECTIVENESS = {}
for _line in _EFF.split('\n'):
    if _line.strip():
        _f = _line.split()
        for _rating, _cell in zip(('spirited', 'reliable', 'unreliable'), _f[1:]):
            _w, _s = _cell.split('/')
            EFFECTIVENESS[(_rating, int(_f[0]))] = (None if _w == '-' else int(_w), int(_s))

BANDS = ('swept', 'driven_back', 'hard_pressed', 'desperate_struggle', 'falter',
         'recoil', 'repulsed')


def band(r):
    if r >= 9:
        return 'swept'
    if r >= 5:
        return 'driven_back'
    if r >= 1:
        return 'hard_pressed'
    if r == 0:
        return 'desperate_struggle'
    if r >= -4:
        return 'falter'
    if r >= -8:
        return 'recoil'
    return 'repulsed'


def condition_of(rating, start, now):
    worn_at, spent_at = EFFECTIVENESS[(rating, start)]
    if now <= spent_at:
        return 'spent'
    if worn_at is not None and now <= worn_at:
        return 'worn'
    return 'fresh'


# ---- options --------------------------------------------------------------

class Unmodelled(Exception):
    pass


class Side:
    def __init__(self):
        self.quality = 'regular'
        self.condition = None
        self.now = None
        self.start = None
        self.rating = None
        self.outnumbered = None
        self.disordered = False
        self.colonel = False
        self.leader = False
        self.gaucho = False
        self.cavalry = False
        self.outflanked = False


class Charge:
    def __init__(self):
        self.a = Side()
        self.d = Side()
        self.cold_steel = False
        self.stationary = False
        self.guns = None
        self.formation = 'line'
        self.ground = None
        self.terrain = 'open'
        self.combat = 'first'
        self.countercharge = False


def parse(args):
    c = Charge()
    i = 0
    valued = {'quality', 'condition', 'stands', 'rating', 'outnumbered'}
    while i < len(args):
        arg = args[i]
        i += 1
        if arg in ('--odds', '-o', '--json', '-j'):
            continue
        m = re.match(r'^--(attacker|defender)(?:-(.*))?$', arg)
        if m:
            side = c.a if m.group(1) == 'attacker' else c.d
            what = m.group(2) or 'quality'
            if what in valued:
                if i >= len(args):
                    raise Unmodelled(arg + ' needs a value')
                val = args[i]
                i += 1
                if what == 'quality':
                    if val not in QUALITY:
                        raise Unmodelled('quality ' + val)
                    side.quality = val
                elif what == 'condition':
                    if val not in CONDITION:
                        raise Unmodelled('condition ' + val)
                    side.condition = val
                elif what == 'stands':
                    now, _, start = val.partition('/')
                    side.now = int(now)
                    side.start = int(start) if start else None
                elif what == 'rating':
                    side.rating = val
                elif what == 'outnumbered':
                    side.outnumbered = OUTNUMBERED[val] and val
                continue
            if what in ('disordered', 'colonel', 'leader', 'gaucho', 'cavalry',
                        'outflanked'):
                setattr(side, what, True)
                continue
            if side is c.a and what == 'cold-steel':
                c.cold_steel = True
                continue
            if side is c.a and what == 'stationary':
                c.stationary = True
                continue
            if side is c.d and what == 'countercharge':
                c.countercharge = True
                continue
            if side is c.d and what in ('guns', 'formation', 'ground'):
                val = args[i]
                i += 1
                if what == 'guns':
                    c.guns = val
                elif what == 'formation':
                    if val not in FORMATIONS:
                        raise Unmodelled('formation ' + val)
                    c.formation = val
                else:
                    c.ground = val
                continue
            raise Unmodelled(arg)
        if arg == '--terrain':
            c.terrain = args[i]
            i += 1
            continue
        if arg == '--combat':
            c.combat = args[i]
            i += 1
            continue
        raise Unmodelled(arg)
    for s in (c.a, c.d):
        if s.start is not None and s.rating is None:
            raise Unmodelled('NOW/START without a rating')
    return c


# ---- the charge -----------------------------------------------------------

def side_condition(side, k):
    """The condition the side fights its (k+1)th roll in, after k struggles."""
    if side.start is not None and side.rating is not None:
        return condition_of(side.rating, side.start, side.now - k)
    return side.condition or 'worn'


def modifiers(c, k):
    """(attacker, defender) modifiers of the roll after k struggles."""
    a, d = c.a, c.d
    ma = QUALITY[a.quality] + CONDITION[side_condition(a, k)]
    ma += OUTNUMBERED.get(a.outnumbered, 0)
    if a.disordered or k >= 1:
        ma -= 1
    if a.colonel or a.leader:
        ma += 1
    if a.gaucho:
        ma += 1
    if a.outflanked:
        ma -= 3
    if k == 0:
        if c.cold_steel or c.combat == 'breakthrough':
            ma += 1
        if a.cavalry:
            bonuses = [TERRAIN_CHARGE[c.terrain]]
            if c.stationary:
                bonuses.append(0)
            if c.formation == 'hasty-square':
                bonuses.append(1)
            if c.formation == 'square':
                bonuses.append(0)
            ma += min(bonuses)
    md = QUALITY[d.quality] + CONDITION[side_condition(d, k)]
    md += OUTNUMBERED.get(d.outnumbered, 0)
    md += GUNS.get(c.guns, 0)
    if d.disordered or k >= 1:
        md -= 1
    if d.colonel or d.leader:
        md += 1
    if d.gaucho:
        md += 1
    # "-1 skirmish line or hasty square"; "-3 outflanked (hasty sq), march
    # column, or limbered guns", one -3 however many; an outflanked hasty
    # square takes the -3 in place of its -1.
    three = d.outflanked or c.formation in ('march', 'limbered')
    if three:
        md -= 3
    if c.formation == 'skirmish' or (c.formation == 'hasty-square' and not three):
        md -= 1
    md += GROUND.get(c.ground, 0)
    # Countercharging cavalry charges too (issue 33, sheet line 185: "+2
    # Cavalry charge over open ground +1 Broken ground ... 0 Rough
    # ground"), over the same ground, and loses it in a struggle (line
    # 186: "Lose ... cavalry charge modifiers").
    if k == 0 and c.countercharge:
        md += TERRAIN_CHARGE[c.terrain]
    return ma, md


def ending_cost(c, r, k):
    """(attacker, defender) stands the ending result R costs, after k struggles."""
    a_dis = c.a.disordered or k >= 1
    d_dis = c.d.disordered or k >= 1
    b = band(r)
    if b == 'swept':
        return 0, 2 + (r - 9)
    if b == 'driven_back':
        extra = c.a.cavalry or c.formation == 'square' or c.d.outflanked
        return 0, 1 + (1 if extra else 0)
    if b == 'hard_pressed':
        return 0, (1 if d_dis and c.guns is None else 0)
    if b == 'falter':
        return (1 if a_dis else 0), 0
    if b == 'recoil':
        extra = c.d.cavalry or c.a.outflanked
        return 1 + (1 if extra else 0), 0
    return 2 + (-r - 9), 0


def carried_by(c, r):
    b = band(r)
    if b == 'hard_pressed':
        return not (c.formation == 'square' or c.ground == 'fortified')
    return r >= 1


class Tail:
    """Mass w * q^j * e[x] at value base + j + x, j = 0, 1, ...: the folded
    re-rolls of a side whose losses have no bound."""

    def __init__(self, w, q, base, e):
        self.w, self.q, self.base, self.e = w, q, base, e

    def p(self, n):
        return self.w * sum((self.q ** (n - self.base - x) * ex
                             for x, ex in self.e.items()
                             if n - self.base - x >= 0), Fraction(0))

    def p_at_least(self, n):
        return self.w * sum((ex * self.q ** max(0, n - self.base - x)
                             for x, ex in self.e.items()), Fraction(0)) / (1 - self.q)

    def moments(self):
        q = self.q
        m1 = m2 = Fraction(0)
        for x, ex in self.e.items():
            v = self.base + x
            m1 += ex * (v / (1 - q) + q / (1 - q) ** 2)
            m2 += ex * (v * v / (1 - q) + 2 * v * q / (1 - q) ** 2
                        + q * (1 + q) / (1 - q) ** 3)
        return self.w * m1, self.w * m2

    def last_row(self):
        return self.base + max(self.e)


class Odds:
    def __init__(self):
        self.bands = {b: Fraction(0) for b in BANDS}
        self.carried = Fraction(0)
        self.struggle = Fraction(0)
        self.rein_in = Fraction(0)
        self.lost = {'attacker': {}, 'defender': {}}
        self.tail = {'attacker': None, 'defender': None}
        self.exact = True

    def add(self, who, n, p):
        if p:
            self.lost[who][n] = self.lost[who].get(n, Fraction(0)) + p

    def rows(self, who):
        """[(value, fraction, or_more)] as the tool prints them."""
        fin, tail = self.lost[who], self.tail[who]
        if tail is None:
            return [(n, fin[n], False) for n in sorted(fin) if fin[n]]
        last = max([tail.last_row()] + [n for n in fin if fin[n]])
        out = []
        for n in range(0, last + 1):
            p = fin.get(n, Fraction(0)) + tail.p(n)
            if p:
                out.append((n, p, False))
        rest = sum((p for n, p in fin.items() if n > last), Fraction(0))
        out.append((last + 1, rest + tail.p_at_least(last + 1), True))
        return out

    def p_at_least(self, who, n):
        fin, tail = self.lost[who], self.tail[who]
        p = sum((v for m, v in fin.items() if m >= n), Fraction(0))
        if tail is not None:
            p += tail.p_at_least(n)
        return p

    def mean_sd(self, who):
        fin, tail = self.lost[who], self.tail[who]
        m1 = sum((n * p for n, p in fin.items()), Fraction(0))
        m2 = sum((n * n * p for n, p in fin.items()), Fraction(0))
        if tail is not None:
            t1, t2 = tail.moments()
            m1 += t1
            m2 += t2
        var = m2 - m1 * m1
        return m1, math.sqrt(var)


def solve(c, guard=10000):
    o = Odds()
    A, D = c.a.now, c.d.now
    rein_a = REIN_IN[c.a.quality] if c.a.cavalry and c.combat == 'first' else 0
    rein_d = REIN_IN[c.d.quality] if c.countercharge else 0
    die = Fraction(1, 100)
    mass = Fraction(1)
    k = 0
    while mass:
        ma, md = modifiers(c, k)
        if A is None and D is None and k >= 1:
            # Every re-roll from here has the same modifiers: fold them.
            q = Fraction(0)
            ends = []
            for x in range(1, 11):
                for y in range(1, 11):
                    r = x + ma - y - md
                    if r == 0:
                        q += die
                    else:
                        ends.append(r)
            if q == 1:
                raise Unmodelled('every re-roll struggles')
            e = {'attacker': {}, 'defender': {}}
            for r in ends:
                b = band(r)
                o.bands[b] += mass * die / (1 - q)
                if carried_by(c, r):
                    o.carried += mass * die / (1 - q)
                if b == 'driven_back':
                    o.rein_in += mass * die / (1 - q) * Fraction(rein_a, 10)
                if b in ('falter', 'recoil', 'repulsed'):
                    o.rein_in += mass * die / (1 - q) * Fraction(rein_d, 10)
                ca, cd = ending_cost(c, r, k)
                e['attacker'][ca] = e['attacker'].get(ca, Fraction(0)) + die
                e['defender'][cd] = e['defender'].get(cd, Fraction(0)) + die
            for who in ('attacker', 'defender'):
                o.tail[who] = Tail(mass, q, k, e[who])
            break
        q = Fraction(0)
        for x in range(1, 11):
            for y in range(1, 11):
                r = x + ma - y - md
                p = mass * die
                if r == 0:
                    if k == 0:
                        o.struggle += p
                    a_gone = A is not None and A - k - 1 == 0
                    d_gone = D is not None and D - k - 1 == 0
                    if a_gone or d_gone:
                        o.bands['desperate_struggle'] += p
                        if d_gone and not a_gone:
                            o.carried += p
                        o.add('attacker', k + 1, p)
                        o.add('defender', k + 1, p)
                    else:
                        q += die
                    continue
                b = band(r)
                o.bands[b] += p
                if carried_by(c, r):
                    o.carried += p
                if b == 'driven_back':
                    o.rein_in += p * Fraction(rein_a, 10)
                if b in ('falter', 'recoil', 'repulsed'):
                    o.rein_in += p * Fraction(rein_d, 10)
                ca, cd = ending_cost(c, r, k)
                la, ld = k + ca, k + cd
                if A is not None:
                    la = min(la, A)
                if D is not None:
                    ld = min(ld, D)
                o.add('attacker', la, p)
                o.add('defender', ld, p)
        mass *= q
        k += 1
        if k > guard and mass < Fraction(1, 10 ** 30):
            o.exact = False
            break
    return o


# ---- output ---------------------------------------------------------------

def report(o):
    print('the attacker carries the position %s' % o.carried)
    for b in BANDS:
        if b != 'desperate_struggle' or o.bands[b]:
            print('%-18s %s' % (b, o.bands[b]))
    print('%-18s %s' % ('struggle', o.struggle))
    print('%-18s %s' % ('rein-in passes', o.rein_in))
    for who in ('attacker', 'defender'):
        for n, p, more in o.rows(who):
            print('%s stands lost %d%s %s' % (who, n, ' or more' if more else '', p))
        m, sd = o.mean_sd(who)
        print('%s stands lost: mean %s (%.3f), sd %.3f' % (who, m, float(m), sd))
    if not o.exact:
        print('! the walk stopped with less than 1e-30 left: not exact')


def to_json(o):
    """The model's answer in lib-charge --odds --json's keys (those it models)."""
    def pf(p):
        return {'p': float(p), 'fraction': str(p)}
    out = {'answer': dict(question='the attacker carries the position', **pf(o.carried)),
           'odds': [dict(outcome=b, **pf(o.bands[b])) for b in BANDS
                    if b != 'desperate_struggle' or o.bands[b]],
           'p_rein_in': pf(o.rein_in),
           'stands_lost': {},
           'p_desperate_struggle': pf(o.struggle),
           'expected_stands_lost': {}}
    for who in ('attacker', 'defender'):
        rows = []
        for n, p, more in o.rows(who):
            row = {'value': n}
            if more:
                row['or_more'] = True
            row.update(pf(p))
            at_least = o.p_at_least(who, n)
            row.update(p_at_least=float(at_least), fraction_at_least=str(at_least))
            rows.append(row)
        out['stands_lost'][who] = rows
        m, sd = o.mean_sd(who)
        out['expected_stands_lost'][who] = {'value': float(m), 'fraction': str(m), 'sd': sd}
    return out


# ---- checking a .t file ----------------------------------------------------

def cases(path):
    with open(path) as f:
        text = f.read()
    for block in re.split(r'\n\s*\n', text):
        lines = block.split('\n')
        cmd_i = next((i for i, l in enumerate(lines) if l.startswith('$ ')), None)
        if cmd_i is None:
            continue
        yield lines[cmd_i][2:], [l for l in lines[cmd_i + 1:]]


def expected_from(cmd, out):
    """The rows a case expects, as {key: string}, or None to skip."""
    exp = {}
    for line in out:
        if line.startswith('{'):
            j = json.loads(line)
            exp['carried'] = j['answer']['fraction']
            for row in j['odds']:
                exp['band ' + row['outcome']] = row['fraction']
            exp['struggle'] = j['p_desperate_struggle']['fraction']
            if 'p_rein_in' in j:
                exp['rein-in'] = j['p_rein_in']['fraction']
            for who in ('attacker', 'defender'):
                for row in j['stands_lost'][who]:
                    more = ' or more' if row.get('or_more') else ''
                    exp['%s %d%s' % (who, row['value'], more)] = row['fraction']
                    exp['%s >=%d' % (who, row['value'])] = row['fraction_at_least']
                exp['%s rows' % who] = ','.join(
                    str(r['value']) + ('+' if r.get('or_more') else '')
                    for r in j['stands_lost'][who])
                e = j['expected_stands_lost'][who]
                exp['%s mean' % who] = e['fraction']
                exp['%s sd' % who] = '%.3f' % e['sd']
            continue
        m = re.match(r'^the attacker carries the position\s+\S+%\s+\((\S+)\)$', line)
        if m:
            exp['carried'] = m.group(1)
            continue
        m = re.match(r'^(attacker|defender) stands lost (\d+)( or more)?\s+(\S+)\s+\S+%\s+(\S+)% or more', line)
        if m:
            exp['%s %s%s' % (m.group(1), m.group(2), m.group(3) or '')] = m.group(4)
            continue
        m = re.match(r'^(attacker|defender) stands lost: mean (\S+) \(\S+\), sd (\S+)$', line)
        if m:
            exp['%s mean' % m.group(1)] = m.group(2)
            exp['%s sd' % m.group(1)] = m.group(3)
            continue
        m = re.match(r'^(swept|driven_back|hard_pressed|desperate_struggle|falter|recoil|repulsed)\s+(\S+)\s+\S+%', line)
        if m:
            exp['band ' + m.group(1)] = m.group(2)
            continue
        m = re.match(r'^struggle\s+(\S+)\s+\S+%', line)
        if m:
            exp['struggle'] = m.group(1)
            continue
        m = re.match(r'^rein-in passes\s+(\S+)\s+\S+%', line)
        if m:
            exp['rein-in'] = m.group(1)
            continue
    if not exp:
        return None
    # A full text output (not a grep) lists every row: the row sets must match.
    if '|' not in cmd and '--json' not in cmd.split():
        for who in ('attacker', 'defender'):
            vals = []
            for key in exp:
                m = re.match(r'^%s (\d+)( or more)?$' % who, key)
                if m:
                    vals.append(m.group(1) + ('+' if m.group(2) else ''))
            if vals:
                exp['%s rows' % who] = ','.join(vals)
    return exp


def model_rows(o):
    got = {'carried': str(o.carried), 'struggle': str(o.struggle),
           'rein-in': str(o.rein_in)}
    for b in BANDS:
        got['band ' + b] = str(o.bands[b])
    for who in ('attacker', 'defender'):
        rows = o.rows(who)
        for n, p, more in rows:
            got['%s %d%s' % (who, n, ' or more' if more else '')] = str(p)
            got['%s >=%d' % (who, n)] = str(o.p_at_least(who, n))
        got['%s rows' % who] = ','.join(str(n) + ('+' if more else '')
                                        for n, p, more in rows)
        m, sd = o.mean_sd(who)
        got['%s mean' % who] = str(m)
        got['%s sd' % who] = '%.3f' % sd
    return got


def check(path):
    bad = 0
    for cmd, out in cases(path):
        words = cmd.split('|')[0]
        try:
            argv = shlex.split(words)
        except ValueError:
            continue
        if not argv or argv[0] != 'lib-charge' or '--odds' not in argv:
            continue
        if any(w in argv for w in ('-T', '--batch', '--vary')):
            print('skip  %s   (not modelled: -T, --batch or --vary)' % cmd)
            continue
        try:
            c = parse(argv[1:])
        except (Unmodelled, KeyError, ValueError) as err:
            print('skip  %s   (not modelled: %s)' % (cmd, err))
            continue
        pipe = cmd.split('|', 1)[1].strip() if '|' in cmd else ''
        if pipe.startswith('jq '):
            # The case's own jq filter, run on the model's JSON (jq needed).
            if 'fallen_leader' in pipe:
                print('skip  %s   (not modelled: the Fallen Leader odds)' % cmd)
                continue
            try:
                filt = shlex.split(pipe)
                res = subprocess.run(filt, input=json.dumps(to_json(solve(c))),
                                     capture_output=True, text=True)
            except OSError:
                print('skip  %s   (no jq)' % cmd)
                continue
            have = res.stdout.rstrip('\n').split('\n')
            want = [l for l in out if l]
            if have == want:
                print('ok    %s   (the jq output)' % cmd)
            else:
                bad += 1
                print('DIFF  %s\n    golden %s\n    model  %s' % (cmd, want, have))
            continue
        exp = expected_from(cmd, out)
        if exp is None:
            print('skip  %s   (no odds rows expected)' % cmd)
            continue
        o = solve(c)
        got = model_rows(o)
        diffs = []
        for key, want in exp.items():
            have = got.get(key, '0' if not key.endswith(('rows', 'mean', 'sd')) else None)
            if have != want:
                diffs.append('    %-24s golden %-24s model %s' % (key, want, have))
        if not o.exact:
            diffs.append('    (the model stopped short of exact)')
        if diffs:
            bad += 1
            print('DIFF  %s' % cmd)
            print('\n'.join(diffs))
        else:
            print('ok    %s   (%d rows)' % (cmd, len(exp)))
    return bad


def main(argv):
    if argv and argv[0] == '--check':
        bad = sum(check(p) for p in argv[1:])
        return 1 if bad else 0
    try:
        c = parse(argv)
    except (Unmodelled, KeyError, ValueError) as err:
        print('model.py: not modelled: %s' % err, file=sys.stderr)
        return 2
    if '--json' in argv or '-j' in argv:
        print(json.dumps(to_json(solve(c))))
    else:
        report(solve(c))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
