/* odds-out.c - what a walk found, as --odds prints it: text rows, bars,
 * JSON */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "format.h"
#include "odds-out.h"
#include "report.h"
#include "run.h"
#include "walk.h"

#define BAR_WIDTH	20

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
out_fraction(struct out *out, const mpq_t q)
{
	size_t size = mpz_sizeinbase(mpq_numref(q), 10)
	    + mpz_sizeinbase(mpq_denref(q), 10) + 3;
	char *buf = xrealloc(NULL, size);

	mpq_get_str(buf, 10, q);
	out_printf(out, "%s", buf);
	xfree(buf);
}

/*
 * A quotient of 55 bits or more, rounded to 53 to the nearest, ties to
 * even: its bit 0 is set where the division left a rest, so that no
 * true tie is made or missed.
 */
static double
rounded_quotient(mpz_t quotient, long exponent)
{
	size_t drop = mpz_sizeinbase(quotient, 2) - 53;
	unsigned long rest, half = 1ul << (drop - 1);

	rest = mpz_fdiv_ui(quotient, 1ul << drop);
	mpz_fdiv_q_2exp(quotient, quotient, drop);
	if (rest > half || (rest == half && mpz_odd_p(quotient)))
		mpz_add_ui(quotient, quotient, 1);
	return ldexp(mpz_get_d(quotient), (int)(exponent + (long)drop));
}

double
fraction_value(const mpq_t q)
{
	mpq_t below, above;
	mpz_t n, quotient;
	double d, next;
	long shift;

	/* Both ends exact in a double: one division, correctly rounded. */
	if (mpz_sizeinbase(mpq_numref(q), 2) <= 53
	    && mpz_sizeinbase(mpq_denref(q), 2) <= 53)
		return mpz_get_d(mpq_numref(q)) / mpz_get_d(mpq_denref(q));
	/* 55 bits or more of the quotient, in one division (mpq_get_d
	 * truncates, and weighing it against its neighbour as fractions
	 * was a third of a long odds table). */
	shift = 56 + (long)mpz_sizeinbase(mpq_denref(q), 2)
	    - (long)mpz_sizeinbase(mpq_numref(q), 2);
	if (shift < 900 && shift > -900) {
		mpz_inits(n, quotient, NULL);
		mpz_abs(n, mpq_numref(q));
		if (shift >= 0)
			mpz_mul_2exp(n, n, (unsigned long)shift);
		else
			mpz_fdiv_q_2exp(n, n, (unsigned long)-shift);
		/* A bit cut by the shift is a rest too. */
		if (mpz_divisible_p(n, mpq_denref(q))
		    && (shift >= 0 || mpz_scan1(mpq_numref(q), 0)
		    >= (mp_bitcnt_t)-shift))
			mpz_divexact(quotient, n, mpq_denref(q));
		else {
			mpz_fdiv_q(quotient, n, mpq_denref(q));
			mpz_setbit(quotient, 0);
		}
		d = rounded_quotient(quotient, -shift);
		mpz_clears(n, quotient, NULL);
		return mpq_sgn(q) < 0 ? -d : d;
	}
	/* Near a double's ends (below 2^-840 a result may be subnormal,
	 * rounded twice): GMP truncates, and the next double away from 0
	 * may be nearer. */
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

void
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

#define PERCENT_DIGITS_MAX	40	/* 1/6^50 still shows */

/*
 * 100 q rounded to digits decimals, exactly and half to even, as
 * printf would round the exact value.
 */
static void
percent_exact(char *buf, size_t size, const mpq_t q, int digits)
{
	mpz_t scale, quot, rem;
	char *s;
	size_t len;
	int cmp;

	mpz_inits(scale, quot, rem, NULL);
	mpz_ui_pow_ui(scale, 10, (unsigned long)digits + 2);
	mpz_mul(quot, mpq_numref(q), scale);
	mpz_fdiv_qr(quot, rem, quot, mpq_denref(q));
	mpz_mul_2exp(rem, rem, 1);
	cmp = mpz_cmp(rem, mpq_denref(q));
	if (cmp > 0 || (cmp == 0 && mpz_odd_p(quot)))
		mpz_add_ui(quot, quot, 1);
	/* The suite's allocator, as GMP's is (out_fraction's way). */
	s = xrealloc(NULL, mpz_sizeinbase(quot, 10) + 2);
	mpz_get_str(s, 10, quot);
	len = strlen(s);
	if (len <= (size_t)digits)
		snprintf(buf, size, "0.%0*d%s", digits - (int)len, 0, s);
	else
		snprintf(buf, size, "%.*s.%s", (int)(len - (size_t)digits), s,
		    s + len - digits);
	xfree(s);
	mpz_clears(scale, quot, rem, NULL);
}

/* Whether buf, a percentage, reads as exactly 0 or 100. */
static int
reads_certain(const char *buf)
{
	if (strncmp(buf, "100", 3) == 0)
		buf += 3;
	else if (*buf == '0')
		buf++;
	else
		return 0;
	if (*buf == '.')
		buf++;
	return buf[strspn(buf, "0")] == '\0';
}

/* The decimals of a percentage past digits where 100 q, 0 < q < 1,
 * shows a figure other than 0 or 9 (one short of it, at most). */
static int
first_figure(const mpq_t q, int digits)
{
	mpq_t tail;
	double d;
	int k;

	mpq_init(tail);
	mpq_set_ui(tail, 1, 1);
	mpq_sub(tail, tail, q);
	d = 100 * fraction_value(mpq_cmp(q, tail) < 0 ? q : tail);
	mpq_clear(tail);
	k = d > 0 ? (int)floor(-log10(d)) : PERCENT_DIGITS_MAX;
	if (k > PERCENT_DIGITS_MAX)
		k = PERCENT_DIGITS_MAX;
	return k > digits + 1 ? k : digits + 1;
}

const char *
percent_text(char *buf, size_t size, const mpq_t q, int digits)
{
	snprintf(buf, size, "%.*f", digits, 100 * fraction_value(q));
	/* A chance that is neither none nor all never reads as 0% or
	 * 100%: 46655/46656 is 99.998%, not 100.00%. */
	if (mpq_sgn(q) <= 0 || mpq_cmp_ui(q, 1, 1) >= 0)
		return buf;
	if (!reads_certain(buf))
		return buf;
	/* Start about where its first figure shows, the distance of q
	 * from 0 or 1 as a double (a tail of 1/6^50: each exact try
	 * divides its whole fraction, and 40 of them were a third of a
	 * long odds table). */
	digits = first_figure(q, digits);
	do
		percent_exact(buf, size, q, digits);
	while (reads_certain(buf) && digits++ < PERCENT_DIGITS_MAX);
	return buf;
}

void
out_chance(struct out *out, const mpq_t q)
{
	char pct[PERCENT_SIZE];

	out_printf(out, "%s%% (", percent_text(pct, sizeof(pct), q, 2));
	out_fraction(out, q);
	out_str(out, ")");
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
	out_str(out, ")");
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

/* An outcome's row label as a player reads it (issue 32): the word its
 * text answer prints, in lower case as every row label is ("BASE LOST"
 * -> "base lost", "Swept from the Field" -> "swept from the field").
 * Where two outcomes print one word (a base lost with a morale test and
 * without), the word would not tell the rows apart: the token,
 * its underscores as spaces.  CSV and markdown cells keep the token, a
 * key a script matches, as JSON does. */
static void
outcome_label(struct out *label, const struct tool *tool, size_t i,
    int cells)
{
	const char *word = tool->outcomes[i].word, *c;
	size_t j;

	out_reset(label);
	if (cells || word == NULL) {
		out_printf(label, "%s", tool->outcomes[i].token);
		return;
	}
	for (j = 0; j < tool->noutcomes; j++)
		if (j != i && tool->outcomes[j].word != NULL
		    && strcmp(tool->outcomes[j].word, word) == 0
		    && strcmp(tool->outcomes[j].token,
		    tool->outcomes[i].token) != 0) {
			for (c = tool->outcomes[i].token; *c != '\0'; c++)
				out_printf(label, "%c", *c == '_' ? ' ' : *c);
			return;
		}
	for (c = word; *c != '\0'; c++)
		out_printf(label, "%c", *c >= 'A' && *c <= 'Z'
		    ? *c - 'A' + 'a' : *c);
}

/* fraction, percent, then the chance of this or better and a bar. */
static void
text_row(struct out *out, const char *label, long value, const mpq_t p,
    const mpq_t *at_least, int better)
{
	struct out fraction = {0};
	double v = fraction_value(p);
	int marks = (int)(v * BAR_WIDTH + 0.5), i;
	char pct[PERCENT_SIZE], more[PERCENT_SIZE];

	out_fraction(&fraction, p);
	percent_text(pct, sizeof(pct), p, 3);
	if (at_least != NULL)
		percent_text(more, sizeof(more), *at_least, 3);
	/* As cells, each a number a sheet sums: the value apart from
	 * its name, the chance of it or better apart from which way. */
	if (out->cells) {
		out_printf(out, "%c", ROW_ODDS);
		out_cell(out, "%s", label);
		if (value == LONG_MIN)
			out_cell(out, "%s", "");
		else
			out_cell(out, "%ld", value);
		out_cell(out, "%s", fraction.buf);
		out_cell(out, "%s%%", pct);
		if (at_least != NULL) {
			out_cell(out, "%s%%", more);
			out_cell(out, "or %s", better < 0 ? "fewer" : "more");
		} else {
			out_cell(out, "%s", "");
			out_cell(out, "%s", "");
		}
		out_str(out, "\n");
		out_free(&fraction);
		return;
	}
	if (value == LONG_MIN)
		out_printf(out, "%-16s", label);
	else
		out_printf(out, "%s %-*ld", label,
		    (int)(strlen(label) < 15 ? 15 - strlen(label) : 0), value);
	out_printf(out, " %11s %7s%%", fraction.buf, pct);
	out_free(&fraction);
	if (at_least != NULL)
		out_printf(out, "  %7s%% or %s", more, better < 0 ? "fewer"
		    : "more");
	/* A chance too small for one mark still shows, as a dot. */
	if (marks == 0 && v > 0)
		out_str(out, "  .");
	else if (marks > 0)
		out_str(out, "  ");
	for (i = 0; i < marks; i++)
		out_str(out, "#");
	out_str(out, "\n");
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
	unsigned always = odds_hooks(tool)->always_listed;
	size_t j;

	if (mpq_sgn(t->p[i]) != 0)
		return 1;
	if (!(always >> i & 1u))
		return 0;
	for (j = 0; j < t->n; j++)
		if ((always >> j & 1u) && mpq_sgn(t->p[j]) != 0)
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

	if (odds_hooks(tool)->odds_certain != NULL && certain(found)
	    && odds_hooks(tool)->odds_certain(run, state))
		return;
	out_printf(out, "%s ", found->question);
	out_answer(out, found);
	out_str(out, "\n");
	if (tool->odds_text != NULL)
		tool->odds_text(run, state);
	out_end_section(out);
	/* One token is certain: its row would say nothing. */
	for (i = 0; found->ntokens > 1 && i < found->noutcomes; i++)
		if (listed(tool, &found->outcome, i)) {
			outcome_label(&label, tool, i, out->cells);
			text_row(out, label.buf, LONG_MIN,
			    found->outcome.p[i], NULL, 0);
		}
	if (tool->odds_tallies != NULL)
		tool->odds_tallies(run, found, state);
	if (odds_hooks(tool)->reach_key != NULL) {
		out_printf(out, "%s:\n", odds_hooks(tool)->reach_label);
		for (i = 0; i < found->reach.n; i++)
			if (listed(tool, &found->reach, i)) {
				outcome_label(&label, tool, i, out->cells);
				text_row(out, label.buf, LONG_MIN,
				    found->reach.p[i], NULL, 0);
			}
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
			if (q->odds_token == NULL || out->cells) {
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
			if (out->cells)
				out_printf(&label, "%s or more", q->label);
			else if (q->odds_token != NULL)
				out_printf(&label, "%ld or more %s", t->lo
				    + (long)t->n, q->label);
			else
				out_printf(&label, "%s %ld or more", q->label,
				    t->lo + (long)t->n);
			tail_at_least(t, q->better, at_least);
			text_row(out, label.buf, out->cells ? t->lo + (long)t->n
			    : LONG_MIN, t->tail->more,
			    (const mpq_t *)&at_least, q->better);
		}
		/* One mean line suite-wide (issue 32): "LABEL: mean
		 * FRACTION (DECIMAL), sd SD", the one-token "expected
		 * hits: F = D" folded into it. */
		tally_moments(t, mean, variance);
		out_printf(out, "%s: mean ", q->label);
		out_fraction(out, mean);
		out_printf(out, " (%.3f), sd %.3f\n", fraction_value(mean),
		    sqrt(fraction_value(variance)));
	}
	out_free(&label);
	mpq_clears(at_least, mean, variance, NULL);
}

enum quantity_part { DISTRIBUTION, EVENT, EXPECTED };

/*
 * A row's value under "value", as every row has it, and under the old
 * key a spec gave it beside ("pins", "k", "hits", "attacker_hits"):
 * scripts read it there.
 */
static void
json_row_value(struct out *out, const struct quantity_def *q, long value)
{
	json_key(out, "value");
	json_whole(out, value);
	if (q->value_key != NULL && strcmp(q->value_key, "value") != 0) {
		json_key(out, q->value_key);
		json_whole(out, value);
	}
}

static void
json_quantity_part(struct out *out, const struct quantity_def *q,
    const struct tally *t, enum quantity_part part)
{
	mpq_t at_least, at_most, mean, variance;
	size_t j;

	mpq_inits(at_least, at_most, mean, variance, NULL);
	switch (part) {
	case DISTRIBUTION:
		/* "p_at_least" is this value or more whichever way is
		 * better; where fewer is, "p_at_most" is beside it. */
		json_open(out, '[');
		for (j = 0; j < t->n; j++) {
			at_least_step(t, j, +1, at_least);
			at_least_step(t, j, -1, at_most);
			if (mpq_sgn(t->p[j]) == 0)
				continue;
			json_open(out, '{');
			if (q->odds_token != NULL) {
				json_key(out, "outcome");
				json_string(out, q->odds_token);
			}
			json_row_value(out, q, t->lo + (long)j);
			json_chance(out, "", t->p[j]);
			json_chance(out, "_at_least", at_least);
			if (q->better < 0)
				json_chance(out, "_at_most", at_most);
			json_close(out, '}');
		}
		if (t->tail != NULL && mpq_sgn(t->tail->more) != 0) {
			json_open(out, '{');
			json_row_value(out, q, t->lo + (long)t->n);
			json_key(out, "or_more");
			json_bool(out, 1);
			json_chance(out, "", t->tail->more);
			tail_at_least(t, +1, at_least);
			json_chance(out, "_at_least", at_least);
			if (q->better < 0) {
				tail_at_least(t, -1, at_most);
				json_chance(out, "_at_most", at_most);
			}
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
	mpq_clears(at_least, at_most, mean, variance, NULL);
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

/*
 * Its mean as every mean is, {value, fraction, sd}; and, as spec 02 had
 * it, its fraction and sd beside, the old keys scripts read.
 */
static void
json_flat_mean(struct out *out, const struct quantity_def *q,
    const struct tally *t)
{
	struct out key = {0};
	mpq_t mean, variance;

	mpq_inits(mean, variance, NULL);
	out_printf(&key, "expected_%s", q->key);
	json_key(out, key.buf);
	json_quantity_part(out, q, t, EXPECTED);
	tally_moments(t, mean, variance);
	out_str(&key, "_fraction");
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

	json_key(out, odds_hooks(tool)->reach_key);
	json_open(out, '[');
	for (i = 0; i < found->reach.n; i++) {
		if (!listed(tool, &found->reach, i))
			continue;
		/* Keyed "outcome" as every outcome's row is; the tool's own
		 * key ("status") beside it, the old one scripts read. */
		json_open(out, '{');
		json_key(out, "outcome");
		json_string(out, tool->outcomes[i].token);
		if (strcmp(odds_hooks(tool)->reach_member, "outcome") != 0) {
			json_key(out, odds_hooks(tool)->reach_member);
			json_string(out, tool->outcomes[i].token);
		}
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
	if (odds_hooks(tool)->reach_key != NULL)
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
