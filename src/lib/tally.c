/* tally.c - chances added up exactly as a walk finds them, by value, and
 * what they sum to: at least a value, the moments */
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "tally.h"

/* Add a path's chance to c: ways alone where the totals agree. */
void
chance_add(struct chance *c, const struct chance *w, mpz_t scratch)
{
	int k;

	if (mpz_cmp(c->total, w->total) == 0) {
		mpz_add(c->ways, c->ways, w->ways);
	} else if (mpz_sgn(c->ways) == 0) {
		mpz_set(c->ways, w->ways);
		mpz_set(c->total, w->total);
		mpz_set_ui(c->seen[0], 0);
		mpz_set_ui(c->seen[1], 0);
	} else if (mpz_cmp(c->seen[0], w->total) == 0) {
		mpz_addmul(c->ways, w->ways, c->factor[0]);
	} else if (mpz_cmp(c->seen[1], w->total) == 0) {
		mpz_addmul(c->ways, w->ways, c->factor[1]);
	} else if (mpz_divisible_p(c->total, w->total)) {
		k = c->next;
		c->next = !k;
		mpz_divexact(c->factor[k], c->total, w->total);
		mpz_set(c->seen[k], w->total);
		mpz_addmul(c->ways, w->ways, c->factor[k]);
	} else {
		/* Over a total both divide. */
		mpz_lcm(scratch, c->total, w->total);
		mpz_divexact(c->total, scratch, c->total);
		mpz_mul(c->ways, c->ways, c->total);
		mpz_divexact(c->total, scratch, w->total);
		mpz_addmul(c->ways, w->ways, c->total);
		mpz_set(c->total, scratch);
		mpz_set_ui(c->seen[0], 0);
		mpz_set_ui(c->seen[1], 0);
	}
}

void
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
		mpz_inits(t->found[i].ways, t->found[i].seen[0],
		    t->found[i].seen[1], t->found[i].factor[0],
		    t->found[i].factor[1], NULL);
		mpz_init_set_ui(t->found[i].total, 1);
		t->found[i].next = 0;
	}
}

/* The index of value in the tally, room made for it. */
size_t
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

void
tally_add(struct tally *t, long value, const struct chance *w, mpz_t scratch)
{
	size_t i = tally_at(t, value);

	chance_add(&t->found[i], w, scratch);
}

void
chance_to_q(mpq_t q, const struct chance *c)
{
	mpz_set(mpq_numref(q), c->ways);
	mpz_set(mpq_denref(q), c->total);
	mpq_canonicalize(q);
}

/* Add the rows' chance, and their values' and squares' sums by it. */
void
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

void
tally_free(struct tally *t)
{
	size_t i;

	for (i = 0; i < t->cap; i++)
		mpz_clears(t->found[i].ways, t->found[i].total,
		    t->found[i].seen[0], t->found[i].seen[1],
		    t->found[i].factor[0], t->found[i].factor[1], NULL);
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

/* An event's chance: that it happened, given nothing. */
void
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
