/* dice.h - fair, reproducible dice, or the player's own */
#ifndef MUSKET_DICE_H
#define MUSKET_DICE_H

#include <stddef.h>
#include <stdint.h>

#include "odds.h"

struct out;

/* xoshiro256** seeded through splitmix64: the sequence is interface. */
struct rng {
	uint64_t	s[4];
};

void rng_seed(struct rng *rng, uint64_t seed);
uint64_t rng_next(struct rng *rng);
/* 1..sides, without modulo bias (rejection sampling). */
int rng_die(struct rng *rng, int sides);

struct die {
	const char	*roll;		/* what the die is for */
	int		 sides;
	int		 value;
};

enum dice_source { DICE_RANDOM, DICE_GIVEN, DICE_EVERY };

struct dice {
	enum dice_source source;
	struct rng	 rng;
	int		*given;		/* --dice, or the path being enumerated */
	size_t		 ngiven, cap_given;
	int		*sides;		/* DICE_EVERY: sides of each die on the path */
	size_t		 used;
	struct die	*log;		/* every die used, in order */
	size_t		 nlog, cap_log;
};

/* Take the --dice list "3,4,6"; fail with the reason if it is not one. */
void dice_take_list(struct dice *d, const char *list);
void dice_start(struct dice *d);	/* before a resolution */
/* After a resolution: fail if --dice held more than was used. */
void dice_finish(struct dice *d);

/*
 * The rolls a mechanic makes.  Each takes its dice from the generator,
 * from --dice ("needs 2 more dice: order test (2d6)" when short), or,
 * under --odds, branches on what the roll can give with its exact
 * weight: a pool branches on its counts, not on each die, so that the
 * walk is sized by the distribution.  what names the roll in messages
 * and in the JSON "dice".
 */
int roll(struct dice *d, int sides, const char *what);
/* n dice, each wanted (each may be NULL): --odds walks every die, so
 * for a few dice only. */
int roll_sum(struct dice *d, int n, int sides, const char *what, int *each);
/* The sum of n dice: --odds branches on the sum. */
int roll_total(struct dice *d, int n, int sides, const char *what);
/* How many of n dice show need or more: --odds branches on the count. */
int roll_count(struct dice *d, int n, int sides, int need, const char *what);
/*
 * n dice sorted by face: category[face] (face 1..sides; category[0] is
 * unused) in 0..ncategories-1, counts[c] the dice that showed a face of
 * category c.  --odds branches on the counts (a multinomial, as a chain
 * of binomials); categories of one face each give the whole multiset.
 */
void roll_pool(struct dice *d, int n, int sides, const int *category,
    int ncategories, int *counts, const char *what);
/* Two dice thrown until they differ (ties rethrown): --odds is exact,
 * the geometric series summed. */
void roll_untied(struct dice *d, int sides, const char *what, int *a,
    int *b);
/* Write the values of the dice rolled for what, sep between them. */
void out_dice(struct out *out, const struct dice *d, const char *what,
    const char *sep);

/*
 * Exact odds by walking every sequence of dice a resolution can use:
 * dice_every() starts the walk, each resolution rolls from the path,
 * dice_path_weight() is its probability, dice_next_path() steps on and
 * returns 0 after the last.
 */
void dice_every(struct dice *d);
struct frac dice_path_weight(const struct dice *d);
int dice_next_path(struct dice *d);

void dice_free(struct dice *d);

#endif
