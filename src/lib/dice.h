/* dice.h - fair, reproducible dice, or the player's own */
#ifndef MUSKET_DICE_H
#define MUSKET_DICE_H

#include <stddef.h>
#include <stdint.h>

#include "odds.h"

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

int roll(struct dice *d, int sides, const char *what);
/* n dice of one roll: "needs 2 more dice: order test (2d6)" when short. */
int roll_sum(struct dice *d, int n, int sides, const char *what, int *each);

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
