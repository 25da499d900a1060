/*
 * walk.h - the --odds form: the mechanic run over every branch of its
 * rolls, its outcomes and quantities tallied exactly (tally.h); odds-out.h
 * prints what it found.
 */
#ifndef MUSKET_WALK_H
#define MUSKET_WALK_H

#include <gmp.h>
#include <stddef.h>

struct out;
struct run;

#include "dice.h"
#include "tally.h"

/* What one walk found: the chance of each outcome and each quantity's
 * tally, by the tool's enums, and of the tool's question. */
struct odds_found {
	size_t		 noutcomes, nquantities;
	size_t		 ntokens;	/* outcomes of a token of their own */
	struct tally	 outcome;	/* by the outcome's index */
	struct tally	*quantity;
	struct tally	 reach;		/* by the outcome's index, where the
					 * tool has reach_key */
	const char	*question;	/* the one asked, and its chance */
	int		 mean;		/* or the mean of tool->asked_mean */
	/* What it asks of a resolution, for luck.c: yes where its outcome
	 * is one of asked_outcomes (a bit each), or where quantity
	 * asked_quantity (-1: none) is 1; nothing where mean. */
	unsigned	 asked_outcomes;
	int		 asked_quantity;
	mpq_t		 answer;
	mpz_t		 scratch;
};

/*
 * The paths a walk of the run's mechanic would weigh, estimated from a
 * few paths picked at random (dice_probe), before any is walked, or as
 * the tool counts them (tool->odds_paths); and
 * the refusal of a walk estimated at more than a second or so, as too
 * many dice (EXIT_USAGE).  A --vary grid adds up its rows'.
 */
double odds_estimate(struct run *run);
/* The estimate from the probes alone, for a tool's odds_paths that
 * judges the figure itself. */
double odds_probed(struct run *run);
extern const double odds_paths_max;
void odds_bound(double paths);
/* "odds: about 1,100,000 paths of dice to weigh, more than 1,000,000",
 * with " over its 400 rows" where rows is not 0 */
const char *odds_too_many_text(double paths, size_t rows);

/* Whether $MUSKET_ODDS_WALK=paths asks every path walked, a tool's law
 * (odds_hooks) not asked (musket(7), ENVIRONMENT). */
int odds_every_path(void);
/* Walk the run's mechanic; found is set up here, odds_found_free ends it. */
void odds_walk(struct run *run, struct odds_found *found);
void odds_found_free(struct odds_found *found);

#endif
