/*
 * rethrow.c - a last roll thrown again while it ties (the walk's
 * roll_difference_ending), folded exactly: a quantity's steps on each
 * rethrow (quantity_repeat), the values past any a path takes, and
 * their moments.  Only a tool that declares such a roll uses it.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "rethrow.h"
#include "run.h"

/*
 * quantity_repeat()'s steps, by quantity, then difference + sides - 1:
 * the rethrow folding's own, not every run's (25 KB that only a tool
 * with a tied last roll thrown again uses).  One path of one mechanic
 * is resolved at a time, and run->repeat_set says which rows its
 * path set.
 */
static long repeat_step[QUANTITIES_MAX][2 * DIE_SIDES_MAX - 1];

/*
 * A path of chance w whose last roll is thrown again (struct repeats:
 * n steps, ascending, each in ways of square).  Its first value has a
 * row, so that the rows begin where the values do.
 */
void
tally_repeat_add(struct tally *t, long value, size_t n, const long *step,
    const unsigned long *ways, unsigned long square, const struct chance *w)
{
	struct tally_tail *tail = t->tail;
	struct repeats *r;
	mpq_t mass;
	size_t i;

	tally_at(t, value);
	if (tail == NULL) {
		tail = t->tail = xcalloc(1, sizeof(*tail));
		mpq_inits(tail->more, tail->total, tail->sum, tail->squares,
		    NULL);
	}
	for (i = 0; i < tail->n; i++) {
		r = &tail->repeats[i];
		if (r->from == value && r->n == n && r->square == square
		    && memcmp(r->step, step, n * sizeof(*step)) == 0
		    && memcmp(r->ways, ways, n * sizeof(*ways)) == 0)
			break;
	}
	if (i == tail->n) {
		if (tail->n == tail->cap) {
			tail->cap = tail->cap ? 2 * tail->cap : 4;
			tail->repeats = xrealloc(tail->repeats, tail->cap
			    * sizeof(*tail->repeats));
		}
		r = &tail->repeats[tail->n++];
		r->from = value;
		r->n = n;
		r->square = square;
		r->step = xcalloc(n, sizeof(*step));
		r->ways = xcalloc(n, sizeof(*ways));
		memcpy(r->step, step, n * sizeof(*step));
		memcpy(r->ways, ways, n * sizeof(*ways));
		mpq_init(r->mass);
	}
	mpq_init(mass);
	chance_to_q(mass, w);
	mpq_add(tail->repeats[i].mass, tail->repeats[i].mass, mass);
	mpq_clear(mass);
}

/*
 * The chance the rethrows of r add up to t, for t = 0..upto, into
 * p[]: with a_s the chance of a rethrow adding s and e that of none,
 * P(t) (1 - a_0) = e [t = 0] + sum over s > 0 of a_s P(t - s).
 */
static void
repeat_sums(const struct repeats *r, long upto, mpq_t *p)
{
	mpq_t a, e, term, stay;
	size_t j;
	long t;

	mpq_inits(a, e, term, stay, NULL);
	mpq_set_ui(e, 1, 1);
	mpq_set_ui(stay, 1, 1);
	for (j = 0; j < r->n; j++) {
		mpq_set_ui(a, r->ways[j], r->square);
		mpq_canonicalize(a);
		mpq_sub(e, e, a);
		if (r->step[j] == 0)
			mpq_sub(stay, stay, a);
	}
	for (t = 0; t <= upto; t++) {
		if (t == 0)
			mpq_set(p[0], e);
		else
			mpq_set_ui(p[t], 0, 1);
		for (j = 0; j < r->n; j++) {
			if (r->step[j] == 0 || r->step[j] > t)
				continue;
			mpq_set_ui(a, r->ways[j], r->square);
			mpq_canonicalize(a);
			mpq_mul(term, a, p[t - r->step[j]]);
			mpq_add(p[t], p[t], term);
		}
		mpq_div(p[t], p[t], stay);
	}
	mpq_clears(a, e, term, stay, NULL);
}

/* A repeat's moments: the sum of its rethrows' steps, k of them with
 * the chance (1 - q) q^k, each s with a_s/q, has the mean s1/e and
 * the variance s2/e - s1^2/(qe) + s1^2/(qe^2), with e = 1 - q and
 * s1, s2 the sums of a_s s and a_s s^2. */
static void
repeat_moments(const struct repeats *r, mpq_t mean, mpq_t square)
{
	mpq_t a, q, e, s1, s2, x;
	size_t j;

	mpq_inits(a, q, e, s1, s2, x, NULL);
	for (j = 0; j < r->n; j++) {
		mpq_set_ui(a, r->ways[j], r->square);
		mpq_canonicalize(a);
		mpq_add(q, q, a);
		mpq_set_si(x, r->step[j], 1);
		mpq_mul(a, a, x);
		mpq_add(s1, s1, a);
		mpq_mul(a, a, x);
		mpq_add(s2, s2, a);
	}
	mpq_set_ui(e, 1, 1);
	mpq_sub(e, e, q);
	mpq_div(mean, s1, e);
	/* square = variance + mean^2 */
	mpq_div(square, s2, e);
	mpq_mul(x, s1, s1);
	mpq_div(x, x, q);
	mpq_div(x, x, e);
	mpq_sub(square, square, x);
	mpq_div(x, x, e);
	mpq_add(square, square, x);
	mpq_mul(x, mean, mean);
	mpq_add(square, square, x);
	mpq_clears(a, q, e, s1, s2, x, NULL);
}

/*
 * The moments of the values with a tail, exact (repeat_moments), then
 * the repeats' values as far as the rows go, the rest in more.
 */
void
tail_reduce(struct tally *t)
{
	struct tally_tail *tail = t->tail;
	const struct repeats *r;
	mpq_t x, term, mean, square, rest, *p;
	long upto, v;
	size_t i;

	mpq_inits(x, term, mean, square, rest, NULL);
	point_moments(t, tail->total, tail->sum, tail->squares);
	for (i = 0; i < tail->n; i++) {
		r = &tail->repeats[i];
		mpq_add(tail->total, tail->total, r->mass);
		repeat_moments(r, mean, square);
		/* from + T: from^2 + 2 from E[T] + E[T^2] */
		mpq_set_si(x, r->from, 1);
		mpq_add(term, x, mean);
		mpq_mul(term, term, r->mass);
		mpq_add(tail->sum, tail->sum, term);
		mpq_mul(term, x, mean);
		mpq_add(term, term, term);
		mpq_add(term, term, square);
		mpq_mul(x, x, x);
		mpq_add(term, term, x);
		mpq_mul(term, term, r->mass);
		mpq_add(tail->squares, tail->squares, term);
		upto = t->lo + (long)t->n - 1 - r->from;
		p = xcalloc((size_t)upto + 1, sizeof(mpq_t));
		for (v = 0; v <= upto; v++)
			mpq_init(p[v]);
		repeat_sums(r, upto, p);
		mpq_set(rest, r->mass);
		for (v = 0; v <= upto; v++) {
			mpq_mul(x, p[v], r->mass);
			mpq_add(t->p[r->from + v - t->lo],
			    t->p[r->from + v - t->lo], x);
			mpq_sub(rest, rest, x);
			mpq_clear(p[v]);
		}
		xfree(p);
		mpq_add(tail->more, tail->more, rest);
	}
	mpq_clears(x, term, mean, square, rest, NULL);
}

int
tally_beyond_within(const struct tally *t, long v)
{
	size_t i;

	/* Unsigned: v - from may be past LONG_MAX. */
	for (i = 0; t->tail != NULL && i < t->tail->n; i++)
		if (v > t->tail->repeats[i].from && (unsigned long)v
		    - (unsigned long)t->tail->repeats[i].from - 1 > TALLY_BEYOND_MAX)
			return 0;
	return 1;
}

void
tally_beyond(const struct tally *t, long v, mpq_t into)
{
	const struct repeats *r;
	mpq_t power, *p;
	size_t i;
	long k, upto;

	mpq_set_ui(into, 0, 1);
	if (t->tail == NULL)
		return;
	/* Before anything is held: a fail() would leave it. */
	if (!tally_beyond_within(t, v))
		fail(EXIT_USAGE, "odds: %ld is more than %d past the values "
		    "the walk found", v, TALLY_BEYOND_MAX);
	mpq_init(power);
	for (i = 0; i < t->tail->n; i++) {
		r = &t->tail->repeats[i];
		if (v <= r->from) {
			mpq_add(into, into, r->mass);
			continue;
		}
		if (r->n == 1) {
			/* The first value of v or more is rethrow k. */
			k = (v - r->from + r->step[0] - 1) / r->step[0];
			mpq_set_ui(power, r->ways[0], r->square);
			mpq_canonicalize(power);
			mpz_pow_ui(mpq_numref(power), mpq_numref(power),
			    (unsigned long)k);
			mpz_pow_ui(mpq_denref(power), mpq_denref(power),
			    (unsigned long)k);
			mpq_mul(power, power, r->mass);
			mpq_add(into, into, power);
			continue;
		}
		upto = v - r->from - 1;
		p = xcalloc((size_t)upto + 1, sizeof(mpq_t));
		for (k = 0; k <= upto; k++)
			mpq_init(p[k]);
		repeat_sums(r, upto, p);
		mpq_set_ui(power, 1, 1);
		for (k = 0; k <= upto; k++) {
			mpq_sub(power, power, p[k]);
			mpq_clear(p[k]);
		}
		xfree(p);
		mpq_mul(power, power, r->mass);
		mpq_add(into, into, power);
	}
	mpq_clear(power);
}

/*
 * The steps quantity i takes on the path's rethrows (quantity_repeat),
 * each once, ascending, with the ways of the differences that take it:
 * how many, 0 where none moves it.
 */
size_t
repeat_steps(const struct run *run, size_t i, int nrepeats,
    const long *difference, const unsigned long *ways, long *step,
    unsigned long *step_ways)
{
	size_t n = 0, j, k;
	long s;
	int r, moves = 0;

	if (nrepeats == 0 || !(run->repeat_set & 1u << i))
		return 0;
	for (r = 0; r < nrepeats; r++) {
		s = repeat_step[i][difference[r] + DIE_SIDES_MAX - 1];
		moves |= s != 0;
		for (j = 0; j < n && step[j] < s; j++)
			;
		if (j < n && step[j] == s) {
			step_ways[j] += ways[r];
			continue;
		}
		for (k = n++; k > j; k--) {
			step[k] = step[k - 1];
			step_ways[k] = step_ways[k - 1];
		}
		step[j] = s;
		step_ways[j] = ways[r];
	}
	return moves ? n : 0;
}

void
quantity_repeat(struct run *run, int which, long difference, long step)
{
	if (!(run->repeat_set & 1u << which)) {
		memset(repeat_step[which], 0, sizeof(repeat_step[which]));
		run->repeat_set |= 1u << which;
	}
	repeat_step[which][difference + DIE_SIDES_MAX - 1] = step;
}
