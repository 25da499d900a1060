/*
 * rethrow.h - the rethrows of a last roll thrown again while it ties
 * (roll_difference_ending), folded into a walk's tallies exactly.
 */
#ifndef MUSKET_RETHROW_H
#define MUSKET_RETHROW_H

#include <gmp.h>
#include <stddef.h>

#include "dice.h"
#include "tally.h"

struct run;

/* Each rethrow on difference --odds folds (roll_difference_ending)
 * adds step to the quantity (0 where not said): its values then go on
 * past any a path takes. */
void quantity_repeat(struct run *run, int which, long difference,
    long step);
/* A path of chance w whose last roll is thrown again: n steps,
 * ascending, each in ways of square. */
void tally_repeat_add(struct tally *t, long value, size_t n,
    const long *step, const unsigned long *ways, unsigned long square,
    const struct chance *w);
/* The moments of the values with a tail, and the repeats' values as
 * far as the rows go, the rest in tail->more. */
void tail_reduce(struct tally *t);
/* The steps quantity i takes on the path's rethrows, each once,
 * ascending, with the ways of the differences that take it: how many,
 * 0 where none moves it. */
size_t repeat_steps(const struct run *run, size_t i, int nrepeats,
    const long *difference, const unsigned long *ways, long *step,
    unsigned long *step_ways);
/* The chance of a value of v or more past the tally's rows (v at
 * least lo + n), where it has a tail. */
void tally_beyond(const struct tally *t, long v, mpq_t into);
/* Past the rows, how far --need may ask of a tail: where the rethrows
 * add different steps each value past costs a sum over the steps, of
 * fractions a few digits longer each (2,000: some milliseconds); a
 * single step's chance is a power, as many digits long. */
#define TALLY_BEYOND_MAX	2000
/* Whether tally_beyond can sum as far as v: past the values the walk
 * found, at most TALLY_BEYOND_MAX values. */
int tally_beyond_within(const struct tally *t, long v);

#endif
