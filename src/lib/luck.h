/*
 * luck.h - how lucky a roll was (issue 35, 2): --dice or --ask with
 * --odds answers the roll, then where it stands among every roll of
 * those inputs: the chance of this result or worse and of this or
 * better, on the question --odds answers and on each number the
 * mechanic works out; a batch of such lines closes with the game's sum.
 */
#ifndef MUSKET_LUCK_H
#define MUSKET_LUCK_H

#include "run.h"
#include "walk.h"

/* What the resolution rolled, kept before the walk runs the mechanic
 * again. */
struct luck_roll {
	int		 outcome;
	long		 quantity[QUANTITIES_MAX];
	unsigned	 quantity_set;
	long		 line;
};

void luck_keep(const struct run *run, struct luck_roll *roll);
/* After the answer in run->out: text lines "luck: ...", or the key
 * "luck" of the answer's JSON object, still open. */
void luck_print(struct run *run, const struct luck_roll *roll,
    const struct odds_found *found);
/* A batch begins: no game yet (its numbers were the run's before, and
 * a harness runs many in one process). */
void luck_game_begin(void);
/* After a batch: its closing line (object), where a line had luck. */
void luck_game_print(struct run *run);

#endif
