/* walk.c - exact odds over the mechanic itself, so they cannot differ */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "format.h"
#include "tool.h"
#include "walk.h"

#define BAR_WIDTH	20

/* Add a path's chance to c: ways alone where the totals agree. */
static void
chance_add(struct chance *c, const struct chance *w, mpz_t scratch)
{
	if (mpz_cmp(c->total, w->total) == 0) {
		mpz_add(c->ways, c->ways, w->ways);
	} else if (mpz_sgn(c->ways) == 0) {
		mpz_set(c->ways, w->ways);
		mpz_set(c->total, w->total);
	} else if (mpz_divisible_p(c->total, w->total)) {
		mpz_divexact(scratch, c->total, w->total);
		mpz_addmul(c->ways, w->ways, scratch);
	} else {
		/* Over a total both divide. */
		mpz_lcm(scratch, c->total, w->total);
		mpz_divexact(c->total, scratch, c->total);
		mpz_mul(c->ways, c->ways, c->total);
		mpz_divexact(c->total, scratch, w->total);
		mpz_addmul(c->ways, w->ways, c->total);
		mpz_set(c->total, scratch);
	}
}

static void
tally_grow(struct tally *t, size_t n)
{
	size_t i = t->cap;

	if (n <= t->cap)
		return;
	t->cap = 2 * n;
	t->found = xrealloc(t->found, t->cap * sizeof(*t->found));
	/* From the old capacity: those below it hold their numbers already,
	 * used or spare, and set again would lose them. */
	for (; i < t->cap; i++) {
		mpz_init(t->found[i].ways);
		mpz_init_set_ui(t->found[i].total, 1);
	}
}

/* The index of value in the tally, room made for it. */
static size_t
tally_at(struct tally *t, long value)
{
	struct chance moved;
	size_t i, shift;

	if (t->n == 0)
		t->lo = value;
	if (value < t->lo) {
		/* Room below: every value moves up, the spare ones down. */
		shift = (size_t)(t->lo - value);
		tally_grow(t, t->n + shift);
		for (i = t->n + shift; i-- > shift;) {
			moved = t->found[i];
			t->found[i] = t->found[i - shift];
			t->found[i - shift] = moved;
		}
		t->n += shift;
		t->lo = value;
	}
	i = (size_t)(value - t->lo);
	if (i >= t->n) {
		tally_grow(t, i + 1);
		t->n = i + 1;
	}
	return i;
}

static void
tally_add(struct tally *t, long value, const struct chance *w, mpz_t scratch)
{
	size_t i = tally_at(t, value);

	chance_add(&t->found[i], w, scratch);
}

static void
chance_to_q(mpq_t q, const struct chance *c)
{
	mpz_set(mpq_numref(q), c->ways);
	mpz_set(mpq_denref(q), c->total);
	mpq_canonicalize(q);
}

/*
 * A path of chance w whose last roll is thrown again (struct repeats:
 * n steps, ascending, each in ways of square).  Its first value has a
 * row, so that the rows begin where the values do.
 */
static void
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

/* Add the rows' chance, and their values' and squares' sums by it. */
static void
point_moments(const struct tally *t, mpq_t total, mpq_t sum, mpq_t squares)
{
	mpq_t x, term;
	size_t i;

	mpq_inits(x, term, NULL);
	for (i = 0; i < t->n; i++) {
		mpq_add(total, total, t->p[i]);
		mpq_set_si(x, t->lo + (long)i, 1);
		mpq_mul(term, t->p[i], x);
		mpq_add(sum, sum, term);
		mpq_mul(term, term, x);
		mpq_add(squares, squares, term);
	}
	mpq_clears(x, term, NULL);
}

/*
 * The moments of the values with a tail, exact (repeat_moments), then
 * the repeats' values as far as the rows go, the rest in more.
 */
static void
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

/* Past the rows, how far --need may ask of a tail: where the rethrows
 * add different steps each value past costs a sum over the steps, of
 * fractions a few digits longer each (2,000: some milliseconds); a
 * single step's chance is a power, as many digits long. */
#define BEYOND_MAX	2000

void
tally_beyond_check(const struct tally *t, long v)
{
	size_t i;

	/* Unsigned: v - from may be past LONG_MAX. */
	for (i = 0; t->tail != NULL && i < t->tail->n; i++)
		if (v > t->tail->repeats[i].from && (unsigned long)v
		    - (unsigned long)t->tail->repeats[i].from - 1 > BEYOND_MAX)
			fail(EXIT_USAGE, "odds: %ld is more than %d past the "
			    "values the walk found", v, BEYOND_MAX);
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
	tally_beyond_check(t, v);
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

/* Each chance found, reduced. */
static void
tally_reduce(struct tally *t)
{
	size_t i;

	t->p = xcalloc(t->n ? t->n : 1, sizeof(mpq_t));
	for (i = 0; i < t->n; i++) {
		mpq_init(t->p[i]);
		chance_to_q(t->p[i], &t->found[i]);
	}
	if (t->tail != NULL)
		tail_reduce(t);
}

static void
tally_free(struct tally *t)
{
	size_t i;

	for (i = 0; i < t->cap; i++)
		mpz_clears(t->found[i].ways, t->found[i].total, NULL);
	for (i = 0; t->p != NULL && i < t->n; i++)
		mpq_clear(t->p[i]);
	xfree(t->found);
	xfree(t->p);
	if (t->tail == NULL)
		return;
	for (i = 0; i < t->tail->n; i++) {
		mpq_clear(t->tail->repeats[i].mass);
		xfree(t->tail->repeats[i].step);
		xfree(t->tail->repeats[i].ways);
	}
	mpq_clears(t->tail->more, t->tail->total, t->tail->sum,
	    t->tail->squares, NULL);
	xfree(t->tail->repeats);
	xfree(t->tail);
}

void
tally_at_least(const struct tally *t, size_t i, int better, mpq_t into)
{
	size_t j;

	mpq_set_ui(into, 0, 1);
	if (better < 0)
		for (j = 0; j <= i; j++)
			mpq_add(into, into, t->p[j]);
	else
		for (j = i; j < t->n; j++)
			mpq_add(into, into, t->p[j]);
	if (better >= 0 && t->tail != NULL)
		mpq_add(into, into, t->tail->more);
}

/* The "or more" row's at_least, from the last row's: the rest itself,
 * or, where fewer is better, the last row's and the rest. */
static void
tail_at_least(const struct tally *t, int better, mpq_t into)
{
	if (better < 0)
		mpq_add(into, into, t->tail->more);
	else
		mpq_set(into, t->tail->more);
}

/* tally_at_least for rows 0, 1, ... in turn, into holding the last
 * row's: each row costs one addition, not a sum of them all. */
static void
at_least_step(const struct tally *t, size_t i, int better, mpq_t into)
{
	if (i == 0)
		tally_at_least(t, 0, better, into);
	else if (better < 0)
		mpq_add(into, into, t->p[i]);
	else
		mpq_sub(into, into, t->p[i - 1]);
}

void
tally_moments(const struct tally *t, mpq_t mean, mpq_t variance)
{
	mpq_t total, term;

	mpq_inits(total, term, NULL);
	mpq_set_ui(mean, 0, 1);
	mpq_set_ui(variance, 0, 1);
	if (t->tail != NULL) {
		mpq_set(total, t->tail->total);
		mpq_set(mean, t->tail->sum);
		mpq_set(variance, t->tail->squares);
	}
	if (t->tail == NULL)
		point_moments(t, total, mean, variance);
	/* Where the quantity is not always worked out: given that it is. */
	mpq_div(mean, mean, total);
	mpq_div(variance, variance, total);
	mpq_mul(term, mean, mean);
	mpq_sub(variance, variance, term);
	mpq_clears(total, term, NULL);
}

/* A walk that loses or makes up a chance is a bug: never print it. */
static void
check_sum(const struct tally *t, const char *name)
{
	mpq_t sum;
	size_t i;
	int whole;

	mpq_init(sum);
	for (i = 0; i < t->n; i++)
		mpq_add(sum, sum, t->p[i]);
	whole = mpq_cmp_ui(sum, 1, 1) == 0;
	mpq_clear(sum);
	if (!whole)
		fail(EXIT_TABLE, "%s: odds: the outcomes do not sum to 1", name);
}

/* An event's chance: that it happened, given nothing. */
static void
event_chance(const struct tally *t, mpq_t into)
{
	size_t i;

	mpq_set_ui(into, 0, 1);
	for (i = 0; i < t->n; i++)
		if (t->lo + (long)i != 0)
			mpq_add(into, into, t->p[i]);
	/* A tail's values count up from its rows, never to 0. */
	if (t->tail != NULL)
		mpq_add(into, into, t->tail->more);
}

/* The chance of the outcomes asked (0: the successes), as answer. */
static void
sum_asked(const struct tool *tool, unsigned asked, struct odds_found *found)
{
	size_t i;

	mpq_set_ui(found->answer, 0, 1);
	for (i = 0; i < found->noutcomes; i++)
		if (asked != 0 ? (asked & 1u << i) != 0
		    : tool->outcomes[i].success)
			mpq_add(found->answer, found->answer,
			    found->outcome.p[i]);
}

/* The mean of the one quantity the mechanic set, in the unit asked:
 * fpga-move's quarter inches count 1/4 of an inch each. */
static void
mean_asked(const struct tool *tool, struct odds_found *found)
{
	mpq_t variance;
	size_t i;

	for (i = 0; i < found->nquantities; i++)
		if (found->quantity[i].n > 0)
			break;
	found->mean = 1;
	if (i == found->nquantities)
		return;
	mpq_init(variance);
	tally_moments(&found->quantity[i], found->answer, variance);
	mpq_clear(variance);
	if (tool->quantities[i].per > 1) {
		mpz_set_si(found->scratch, tool->quantities[i].per);
		mpz_mul(mpq_denref(found->answer), mpq_denref(found->answer),
		    found->scratch);
		mpq_canonicalize(found->answer);
	}
}

/* The tool's question, or its mode's that the tool names, or its
 * mode's first that can happen (its last if none can), and its chance. */
static void
ask(const struct run *run, struct odds_found *found)
{
	const struct tool *tool = run->tool;
	const struct question *q;
	size_t i;
	int which = -1;		/* the question the tool names, if it does */

	found->question = tool->question;
	if (tool->asked_mean) {
		mean_asked(tool, found);
		return;
	}
	for (i = 0; i < found->nquantities; i++)
		if (tool->quantities[i].asked) {
			event_chance(&found->quantity[i], found->answer);
			return;
		}
	if (tool->questions == NULL) {
		sum_asked(tool, tool->asked, found);
		return;
	}
	if (tool->question_of != NULL)
		which = tool->question_of(run, run->state);
	for (q = tool->questions; q->question != NULL; q++) {
		if (q->mode != run->mode)
			continue;
		found->question = q->question;
		sum_asked(tool, q->asked, found);
		if (which >= 0 ? which-- == 0 : mpq_sgn(found->answer) != 0)
			break;
	}
}

/*
 * The steps quantity i takes on the path's rethrows (quantity_repeat),
 * each once, ascending, with the ways of the differences that take it:
 * how many, 0 where none moves it.
 */
static size_t
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
		s = run->repeat_step[i][difference[r] + DIE_SIDES_MAX - 1];
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

/*
 * Paths a walk may weigh, by odds_estimate: a second or two at -O2 on
 * the slowest paths (3 to 6 microseconds each: fpga-combat's, a
 * cannon's in bacw-shoot); the estimates are mostly within a few
 * times of the true count, and WALK_PATHS_MAX in dice.c stops a walk
 * that runs past its estimate all the same.
 */
const double odds_paths_max = 500000;
/* Probes of a walk: each costs one path, and the estimate's spread
 * falls as the root of their number. */
#define PROBES	64

double
odds_estimate(struct run *run)
{
	enum dice_source source = run->dice.source;
	double paths = 0;
	int i;

	for (i = 0; i < PROBES; i++) {
		dice_probe(&run->dice, i, PROBES);
		dice_start(&run->dice);
		run_mechanic(run);
		paths += run->dice.probe_paths;
	}
	dice_probe_end(&run->dice, source);
	return paths / PROBES;
}

/* n to two figures, with thousands' commas: "1,100,000" (into 32);
 * past 10^18 (or infinite), 10^18. */
static void
rounded(char *into, double n)
{
	char digits[32];
	double scale = 1;
	size_t len, i;

	if (!(n <= 1e18))
		n = 1e18;
	while (n >= 100 * scale)
		scale *= 10;
	snprintf(digits, sizeof(digits), "%.0f", floor(n / scale + 0.5)
	    * scale);
	for (len = strlen(digits), i = 0; i < len; i++) {
		if (i > 0 && (len - i) % 3 == 0)
			*into++ = ',';
		*into++ = digits[i];
	}
	*into = '\0';
}

const char *
odds_too_many_text(double paths, size_t rows)
{
	static char text[160];
	char many[32], most[32], over[48] = "";

	rounded(many, paths);
	rounded(most, odds_paths_max);
	if (rows > 0)
		snprintf(over, sizeof(over), " over its %zu rows", rows);
	snprintf(text, sizeof(text), "odds: about %s paths of dice to weigh%s, "
	    "more than %s", many, over, most);
	return text;
}

void
odds_bound(double paths)
{
	const char *why;

	if (paths <= odds_paths_max)
		return;
	why = odds_too_many_text(paths, 0);
	fail(EXIT_USAGE, "%s: fewer dice", why);
}

void
odds_walk(struct run *run, struct odds_found *found)
{
	const struct tool *tool = run->tool;
	const struct chance *w;
	const unsigned long *ways;
	const long *difference;
	unsigned long square, step_ways[2 * DIE_SIDES_MAX - 1];
	long step[2 * DIE_SIDES_MAX - 1];
	size_t i, j, nsteps;
	int nrepeats;

	memset(found, 0, sizeof(*found));
	while (tool->outcomes[found->noutcomes].token != NULL)
		found->noutcomes++;
	while (tool->quantities != NULL
	    && tool->quantities[found->nquantities].key != NULL)
		found->nquantities++;
	found->quantity = xcalloc(found->nquantities ? found->nquantities : 1,
	    sizeof(struct tally));
	mpq_init(found->answer);
	mpz_init(found->scratch);
	/* Every outcome has its row, reached or not. */
	tally_grow(&found->outcome, found->noutcomes);
	found->outcome.n = found->noutcomes;
	if (tool->reach_key != NULL) {
		tally_grow(&found->reach, found->noutcomes);
		found->reach.n = found->noutcomes;
	}

	dice_walk(&run->dice);
	do {
		dice_start(&run->dice);
		run_mechanic(run);
		w = dice_walk_weight(&run->dice);
		nrepeats = dice_walk_repeats(&run->dice, &difference, &ways,
		    &square);
		chance_add(&found->outcome.found[run->outcome], w,
		    found->scratch);
		for (i = 0; i < found->nquantities; i++)
			if (!(run->quantity_set & 1u << i))
				continue;
			else if ((nsteps = repeat_steps(run, i, nrepeats,
			    difference, ways, step, step_ways)) > 0)
				tally_repeat_add(&found->quantity[i],
				    run->quantity[i], nsteps, step, step_ways,
				    square, w);
			else
				tally_add(&found->quantity[i],
				    run->quantity[i], w, found->scratch);
		for (i = 0; i < found->reach.n; i++)
			if (run->reached & 1u << i)
				chance_add(&found->reach.found[i], w,
				    found->scratch);
	} while (dice_walk_next(&run->dice));

	tally_reduce(&found->outcome);
	tally_reduce(&found->reach);
	for (i = 0; i < found->nquantities; i++)
		tally_reduce(&found->quantity[i]);
	ask(run, found);
	check_sum(&found->outcome, tool->name);
	/* An outcome is its token: one declared twice, a success or not
	 * by a number ("hits"), is one row. */
	found->ntokens = found->noutcomes;
	for (i = 1; i < found->noutcomes; i++)
		for (j = 0; j < i; j++)
			if (strcmp(tool->outcomes[i].token,
			    tool->outcomes[j].token) == 0) {
				mpq_add(found->outcome.p[j], found->outcome.p[j],
				    found->outcome.p[i]);
				mpq_set_ui(found->outcome.p[i], 0, 1);
				found->ntokens--;
				break;
			}
}

void
odds_found_free(struct odds_found *found)
{
	size_t i;

	tally_free(&found->outcome);
	tally_free(&found->reach);
	for (i = 0; i < found->nquantities; i++)
		tally_free(&found->quantity[i]);
	xfree(found->quantity);
	mpq_clear(found->answer);
	mpz_clear(found->scratch);
	memset(found, 0, sizeof(*found));
}

void
out_fraction(struct out *out, const mpq_t q)
{
	size_t size = mpz_sizeinbase(mpq_numref(q), 10)
	    + mpz_sizeinbase(mpq_denref(q), 10) + 3;
	char *buf = xrealloc(NULL, size);

	mpq_get_str(buf, 10, q);
	out_printf(out, "%s", buf);
	xfree(buf);
}

double
fraction_value(const mpq_t q)
{
	mpq_t below, above;
	double d, next;

	/* Both ends exact in a double: one division, correctly rounded. */
	if (mpz_sizeinbase(mpq_numref(q), 2) <= 53
	    && mpz_sizeinbase(mpq_denref(q), 2) <= 53)
		return mpz_get_d(mpq_numref(q)) / mpz_get_d(mpq_denref(q));
	/* GMP truncates: the next double away from 0 may be nearer. */
	d = mpq_get_d(q);
	next = nextafter(d, mpq_sgn(q) < 0 ? -HUGE_VAL : HUGE_VAL);
	mpq_inits(below, above, NULL);
	mpq_set_d(below, d);
	mpq_set_d(above, next);
	mpq_sub(below, q, below);
	mpq_sub(above, above, q);
	mpq_abs(below, below);
	mpq_abs(above, above);
	if (mpq_cmp(above, below) < 0)
		d = next;
	mpq_clears(below, above, NULL);
	return d;
}

static void
json_fraction(struct out *out, const mpq_t q)
{
	struct out text = {0};

	out_fraction(&text, q);
	json_string(out, text.buf);
	out_free(&text);
}

void
json_chance(struct out *out, const char *suffix, const mpq_t q)
{
	struct out key = {0};

	out_printf(&key, "p%s", suffix);
	json_key(out, key.buf);
	json_double(out, fraction_value(q));
	out_reset(&key);
	out_printf(&key, "fraction%s", suffix);
	json_key(out, key.buf);
	json_fraction(out, q);
	out_free(&key);
}

void
out_chance(struct out *out, const mpq_t q)
{
	out_printf(out, "%.2f%% (", 100 * fraction_value(q));
	out_fraction(out, q);
	out_printf(out, ")");
}

void
out_answer(struct out *out, const struct odds_found *found)
{
	if (!found->mean) {
		out_chance(out, found->answer);
		return;
	}
	out_printf(out, "%.3f (", fraction_value(found->answer));
	out_fraction(out, found->answer);
	out_printf(out, ")");
}

void
json_answer(struct out *out, const struct odds_found *found)
{
	if (!found->mean) {
		json_chance(out, "", found->answer);
		return;
	}
	json_key(out, "value");
	json_double(out, fraction_value(found->answer));
	json_key(out, "fraction");
	json_fraction(out, found->answer);
}

/* fraction, percent, then the chance of this or better and a bar. */
static void
text_row(struct out *out, const char *label, long value, const mpq_t p,
    const mpq_t *at_least, int better)
{
	struct out fraction = {0};
	double v = fraction_value(p);
	int marks = (int)(v * BAR_WIDTH + 0.5), i;

	out_fraction(&fraction, p);
	if (out->cells) {
		out_printf(out, "%c", ROW_ODDS);
		if (value == LONG_MIN)
			out_cell(out, "%s", label);
		else
			out_cell(out, "%s %ld", label, value);
		out_cell(out, "%s", fraction.buf);
		out_cell(out, "%.3f%%", 100 * v);
		if (at_least != NULL)
			out_cell(out, "%.3f%% or %s", 100 *
			    fraction_value(*at_least), better < 0 ? "fewer"
			    : "more");
		else
			out_cell(out, "%s", "");
		out_printf(out, "\n");
		out_free(&fraction);
		return;
	}
	if (value == LONG_MIN)
		out_printf(out, "%-16s", label);
	else
		out_printf(out, "%s %-*ld", label,
		    (int)(strlen(label) < 15 ? 15 - strlen(label) : 0), value);
	out_printf(out, " %11s %7.3f%%", fraction.buf, 100 * v);
	out_free(&fraction);
	if (at_least != NULL)
		out_printf(out, "  %7.3f%% or %s", 100 * fraction_value(*at_least),
		    better < 0 ? "fewer" : "more");
	/* A chance too small for one mark still shows, as a dot. */
	if (marks == 0 && v > 0)
		out_printf(out, "  .");
	else if (marks > 0)
		out_printf(out, "  ");
	for (i = 0; i < marks; i++)
		out_printf(out, "#");
	out_printf(out, "\n");
}

void
out_odds_row(struct out *out, const char *label, const mpq_t p)
{
	text_row(out, label, LONG_MIN, p, NULL, 0);
}

void
odds_rows(struct run *run, const struct tally *t, long n,
    const char *prefix, const char *(*name)(const struct run *, long))
{
	struct out *out = &run->out, label = {0};
	mpq_t p;
	long v;

	mpq_init(p);
	if (run->common.json)
		json_open(out, '[');
	for (v = 0; v < n; v++) {
		if (v >= t->lo && v < t->lo + (long)t->n)
			mpq_set(p, t->p[v - t->lo]);
		else
			mpq_set_ui(p, 0, 1);
		if (run->common.json) {
			json_open(out, '{');
			json_key(out, "outcome");
			json_string(out, name(run, v));
			json_chance(out, "", p);
			json_close(out, '}');
		} else {
			out_reset(&label);
			out_printf(&label, "%s%s", prefix, name(run, v));
			out_odds_row(out, label.buf, p);
		}
	}
	if (run->common.json)
		json_close(out, ']');
	mpq_clear(p);
	out_free(&label);
}

/*
 * Whether --odds lists outcome i of a tally: where it can happen, or
 * where the tool always lists it and one of those it always lists can
 * happen (a roll's four statuses, but not when no roll is made).
 */
static int
listed(const struct tool *tool, const struct tally *t, size_t i)
{
	size_t j;

	if (mpq_sgn(t->p[i]) != 0)
		return 1;
	if (!(tool->always_listed >> i & 1u))
		return 0;
	for (j = 0; j < t->n; j++)
		if ((tool->always_listed >> j & 1u) && mpq_sgn(t->p[j]) != 0)
			return 1;
	return 0;
}

/* Whether one outcome has every chance. */
static int
certain(const struct odds_found *found)
{
	size_t i;

	for (i = 0; i < found->noutcomes; i++)
		if (mpq_cmp_ui(found->outcome.p[i], 1, 1) == 0)
			return 1;
	return 0;
}

static void
text_odds_found(struct run *run, const struct odds_found *found,
    const void *state)
{
	const struct tool *tool = run->tool;
	const struct quantity_def *q;
	const struct tally *t;
	struct out *out = &run->out;
	struct out label = {0};
	mpq_t at_least, mean, variance;
	size_t i, j;

	if (tool->odds_certain != NULL && certain(found)
	    && tool->odds_certain(run, state))
		return;
	out_printf(out, "%s ", found->question);
	out_answer(out, found);
	out_printf(out, "\n");
	if (tool->odds_text != NULL)
		tool->odds_text(run, state);
	out_end_section(out);
	/* One token is certain: its row would say nothing. */
	for (i = 0; found->ntokens > 1 && i < found->noutcomes; i++)
		if (listed(tool, &found->outcome, i))
			text_row(out, tool->outcomes[i].token, LONG_MIN,
			    found->outcome.p[i], NULL, 0);
	if (tool->odds_tallies != NULL)
		tool->odds_tallies(run, found, state);
	if (tool->reach_key != NULL) {
		out_printf(out, "%s:\n", tool->reach_label);
		for (i = 0; i < found->reach.n; i++)
			if (listed(tool, &found->reach, i))
				text_row(out, tool->outcomes[i].token, LONG_MIN,
				    found->reach.p[i], NULL, 0);
	}
	mpq_inits(at_least, mean, variance, NULL);
	for (i = 0; i < found->nquantities; i++) {
		q = &tool->quantities[i];
		t = &found->quantity[i];
		if (t->n == 0 || q->own)
			continue;
		out_end_section(out);
		if (q->event) {
			event_chance(t, mean);
			text_row(out, q->label, LONG_MIN, mean, NULL, 0);
			continue;
		}
		for (j = 0; j < t->n; j++) {
			at_least_step(t, j, q->better, at_least);
			if (mpq_sgn(t->p[j]) == 0)
				continue;
			if (q->odds_token == NULL) {
				text_row(out, q->label, t->lo + (long)j,
				    t->p[j], (const mpq_t *)&at_least,
				    q->better);
				continue;
			}
			out_reset(&label);
			out_printf(&label, "%ld %s", t->lo + (long)j,
			    t->lo + (long)j == 1 && q->one != NULL ? q->one
			    : q->label);
			text_row(out, label.buf, LONG_MIN, t->p[j],
			    (const mpq_t *)&at_least, q->better);
		}
		if (t->tail != NULL && mpq_sgn(t->tail->more) != 0) {
			out_reset(&label);
			if (q->odds_token != NULL)
				out_printf(&label, "%ld or more %s", t->lo
				    + (long)t->n, q->label);
			else
				out_printf(&label, "%s %ld or more", q->label,
				    t->lo + (long)t->n);
			tail_at_least(t, q->better, at_least);
			text_row(out, label.buf, LONG_MIN, t->tail->more,
			    (const mpq_t *)&at_least, q->better);
		}
		tally_moments(t, mean, variance);
		out_printf(out, q->odds_token != NULL ? "expected %s: "
		    : "%s: mean ", q->label);
		out_fraction(out, mean);
		out_printf(out, q->odds_token != NULL ? " = %.3f, sd %.3f\n"
		    : " (%.3f), sd %.3f\n", fraction_value(mean),
		    sqrt(fraction_value(variance)));
	}
	out_free(&label);
	mpq_clears(at_least, mean, variance, NULL);
}

enum quantity_part { DISTRIBUTION, EVENT, EXPECTED };

static void
json_quantity_part(struct out *out, const struct quantity_def *q,
    const struct tally *t, enum quantity_part part)
{
	mpq_t at_least, mean, variance;
	size_t j;

	mpq_inits(at_least, mean, variance, NULL);
	switch (part) {
	case DISTRIBUTION:
		json_open(out, '[');
		for (j = 0; j < t->n; j++) {
			at_least_step(t, j, q->better, at_least);
			if (mpq_sgn(t->p[j]) == 0)
				continue;
			json_open(out, '{');
			if (q->odds_token != NULL) {
				json_key(out, "outcome");
				json_string(out, q->odds_token);
			}
			json_key(out, q->value_key != NULL ? q->value_key
			    : "value");
			json_whole(out, t->lo + (long)j);
			json_chance(out, "", t->p[j]);
			json_chance(out, "_at_least", at_least);
			json_close(out, '}');
		}
		if (t->tail != NULL && mpq_sgn(t->tail->more) != 0) {
			json_open(out, '{');
			json_key(out, q->value_key != NULL ? q->value_key
			    : "value");
			json_whole(out, t->lo + (long)t->n);
			json_key(out, "or_more");
			json_bool(out, 1);
			json_chance(out, "", t->tail->more);
			tail_at_least(t, q->better, at_least);
			json_chance(out, "_at_least", at_least);
			json_close(out, '}');
		}
		json_close(out, ']');
		break;
	case EVENT:
		event_chance(t, mean);
		json_open(out, '{');
		json_chance(out, "", mean);
		json_close(out, '}');
		break;
	case EXPECTED:
		tally_moments(t, mean, variance);
		json_open(out, '{');
		json_key(out, "value");
		json_double(out, fraction_value(mean));
		json_key(out, "fraction");
		json_fraction(out, mean);
		json_key(out, "sd");
		json_double(out, sqrt(fraction_value(variance)));
		json_close(out, '}');
		break;
	}
	mpq_clears(at_least, mean, variance, NULL);
}

static int
quantity_in_part(const struct odds_found *found, const struct quantity_def *q,
    size_t i, enum quantity_part part)
{
	if (found->quantity[i].n == 0 || q[i].own)
		return 0;
	return part == EVENT ? q[i].event : !q[i].event;
}

/* The quantity whose values are the "odds" array, if one was set. */
static size_t
odds_quantity(const struct odds_found *found, const struct quantity_def *q)
{
	size_t i;

	for (i = 0; i < found->nquantities; i++)
		if (q[i].odds_token != NULL && found->quantity[i].n > 0)
			break;
	return i;
}

/* Its mean as spec 02 has it: a number, its fraction and sd beside. */
static void
json_flat_mean(struct out *out, const struct quantity_def *q,
    const struct tally *t)
{
	struct out key = {0};
	mpq_t mean, variance;

	mpq_inits(mean, variance, NULL);
	tally_moments(t, mean, variance);
	out_printf(&key, "expected_%s", q->key);
	json_key(out, key.buf);
	json_double(out, fraction_value(mean));
	out_printf(&key, "_fraction");
	json_key(out, key.buf);
	json_fraction(out, mean);
	out_reset(&key);
	out_printf(&key, "expected_%s_sd", q->key);
	json_key(out, key.buf);
	json_double(out, sqrt(fraction_value(variance)));
	out_free(&key);
	mpq_clears(mean, variance, NULL);
}

static int
same_group(const struct quantity_def *a, const struct quantity_def *b)
{
	return a->group != NULL && b->group != NULL
	    && strcmp(a->group, b->group) == 0;
}

/*
 * One part of every quantity: its distribution under its key, its
 * chance under "p_" (or bare) or its mean under "expected_"; a group's
 * members in one object, where the first of them stands.
 */
static void
json_quantities(struct out *out, const struct odds_found *found,
    const struct quantity_def *q, enum quantity_part part)
{
	static const char *const prefix[] = {
		[DISTRIBUTION] = "", [EVENT] = "p_", [EXPECTED] = "expected_"
	};
	struct out key = {0};
	const char *before;
	size_t i, j;

	for (i = 0; i < found->nquantities; i++) {
		if (!quantity_in_part(found, q, i, part))
			continue;
		if (q[i].odds_token != NULL) {
			/* Its distribution is "odds". */
			if (part == EXPECTED)
				json_flat_mean(out, &q[i], &found->quantity[i]);
			continue;
		}
		out_reset(&key);
		before = q[i].bare ? "" : prefix[part];
		if (q[i].group == NULL) {
			out_printf(&key, "%s%s", before, q[i].key);
			json_key(out, key.buf);
			json_quantity_part(out, &q[i], &found->quantity[i],
			    part);
			continue;
		}
		for (j = 0; j < i; j++)
			if (quantity_in_part(found, q, j, part)
			    && same_group(&q[i], &q[j]))
				break;
		if (j < i)
			continue;
		out_printf(&key, "%s%s", before, q[i].group);
		json_key(out, key.buf);
		json_open(out, '{');
		for (j = i; j < found->nquantities; j++) {
			if (!quantity_in_part(found, q, j, part)
			    || !same_group(&q[i], &q[j]))
				continue;
			json_key(out, q[j].member);
			json_quantity_part(out, &q[j], &found->quantity[j],
			    part);
		}
		json_close(out, '}');
	}
	out_free(&key);
}

void
json_odds_means(struct out *out, const struct odds_found *found,
    const struct quantity_def *q)
{
	json_quantities(out, found, q, EVENT);
	json_quantities(out, found, q, EXPECTED);
}

/* The chance each outcome can be reached by some choice. */
static void
json_reach(struct run *run, const struct odds_found *found)
{
	const struct tool *tool = run->tool;
	struct out *out = &run->out;
	size_t i;

	json_key(out, tool->reach_key);
	json_open(out, '[');
	for (i = 0; i < found->reach.n; i++) {
		if (!listed(tool, &found->reach, i))
			continue;
		json_open(out, '{');
		json_key(out, tool->reach_member);
		json_string(out, tool->outcomes[i].token);
		json_chance(out, "", found->reach.p[i]);
		json_close(out, '}');
	}
	json_close(out, ']');
}

void
json_odds_array(struct out *out, const struct tool *tool,
    const struct odds_found *found)
{
	size_t by = odds_quantity(found, tool->quantities), i;

	if (by < found->nquantities) {
		json_quantity_part(out, &tool->quantities[by],
		    &found->quantity[by], DISTRIBUTION);
		return;
	}
	json_open(out, '[');
	for (i = 0; i < found->noutcomes; i++) {
		if (!listed(tool, &found->outcome, i))
			continue;
		json_open(out, '{');
		json_key(out, "outcome");
		json_string(out, tool->outcomes[i].token);
		json_chance(out, "", found->outcome.p[i]);
		json_close(out, '}');
	}
	json_close(out, ']');
}

static void
json_odds_found(struct run *run, const struct odds_found *found,
    const void *state)
{
	const struct tool *tool = run->tool;
	struct out *out = &run->out;

	json_odds_begin(run);
	if (tool->odds_json != NULL)
		tool->odds_json(run, state);
	json_key(out, "answer");
	json_open(out, '{');
	json_key(out, "question");
	json_string(out, found->question);
	json_answer(out, found);
	json_close(out, '}');
	json_key(out, "odds");
	json_odds_array(out, tool, found);
	if (tool->odds_tallies != NULL)
		tool->odds_tallies(run, found, state);
	if (tool->reach_key != NULL)
		json_reach(run, found);
	json_quantities(out, found, tool->quantities, DISTRIBUTION);
	json_quantities(out, found, tool->quantities, EVENT);
	json_quantities(out, found, tool->quantities, EXPECTED);
	json_close(out, '}');
}

void
odds_print(struct run *run, const struct odds_found *found,
    const void *state)
{
	if (run->common.json)
		json_odds_found(run, found, state);
	else
		text_odds_found(run, found, state);
}
