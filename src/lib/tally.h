/*
 * tally.h - the chances of the values a quantity (or the outcome) took
 * on the paths of a walk, added up exactly, and what they sum to.
 */
#ifndef MUSKET_TALLY_H
#define MUSKET_TALLY_H

#include <gmp.h>
#include <stddef.h>

#include "dice.h"

/*
 * A quantity's values on paths whose last roll is thrown again k times
 * (roll_difference_ending), each rethrow adding step[j] with the
 * chance ways[j]/square, and ending with the rest: from, and from plus
 * the sum of k steps, with the chance mass in all.
 */
struct repeats {
	long		 from;
	size_t		 n;
	long		*step;		/* ascending */
	unsigned long	*ways, square;
	mpq_t		 mass;
};

/* Where some paths repeat: the values past the rows, and the moments. */
struct tally_tail {
	struct repeats	*repeats;
	size_t		 n, cap;
	mpq_t		 more;		/* the chance of a value past them */
	mpq_t		 total, sum, squares;	/* chance, and by value, value^2 */
};

/* The chances of the values one quantity took, from value lo up: added
 * up as they are found, then p, each reduced.  A tally with a tail
 * has its repeats in p too, up to the last value another path took,
 * and the rest in tail->more. */
struct tally {
	long		 lo;
	size_t		 n, cap;
	struct chance	*found;
	mpq_t		*p;
	struct tally_tail *tail;
};

/* Add a path's chance to c: ways alone where the totals agree. */
void chance_add(struct chance *c, const struct chance *w, mpz_t scratch);
/* Room for n values. */
void tally_grow(struct tally *t, size_t n);
/* The index of value in the tally, room made for it. */
size_t tally_at(struct tally *t, long value);
void tally_add(struct tally *t, long value, const struct chance *w,
    mpz_t scratch);
void chance_to_q(mpq_t q, const struct chance *c);
/* Add the rows' chance, and their values' and squares' sums by it. */
void point_moments(const struct tally *t, mpq_t total, mpq_t sum,
    mpq_t squares);
void tally_free(struct tally *t);
/* The chance a quantity is value or better (+1: more is better, -1:
 * fewer is, 0: more). */
void tally_at_least(const struct tally *t, size_t i, int better,
    mpq_t into);
/* Mean and variance of what the tally holds, given it holds anything. */
void tally_moments(const struct tally *t, mpq_t mean, mpq_t variance);
/* An event's chance: that it happened, given nothing. */
void event_chance(const struct tally *t, mpq_t into);

#endif
