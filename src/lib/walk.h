/*
 * walk.h - the --odds form: the mechanic run over every branch of its
 * rolls, its outcomes and quantities tallied exactly, and printed.
 */
#ifndef MUSKET_WALK_H
#define MUSKET_WALK_H

#include <gmp.h>
#include <stddef.h>

struct out;
struct run;

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
	mpq_t		 answer;
	mpz_t		 scratch;
};

/*
 * The paths a walk of the run's mechanic would weigh, estimated from a
 * few paths picked at random (dice_probe), before any is walked; and
 * the refusal of a walk estimated at more than a second or so, as too
 * many dice (EXIT_USAGE).  A --vary grid adds up its rows'.
 */
double odds_estimate(struct run *run);
extern const double odds_paths_max;
void odds_bound(double paths);
/* "odds: about 1,100,000 paths of dice to weigh, more than 1,000,000",
 * with " over its 400 rows" where rows is not 0 */
const char *odds_too_many_text(double paths, size_t rows);

/* Walk the run's mechanic; found is set up here, odds_found_free ends it. */
void odds_walk(struct run *run, struct odds_found *found);
void odds_found_free(struct odds_found *found);

/* The chance a quantity is value or better (+1: more is better, -1:
 * fewer is, 0: more). */
void tally_at_least(const struct tally *t, size_t i, int better, mpq_t into);
/* The chance of a value of v or more past the tally's rows (v at
 * least lo + n), where it has a tail. */
void tally_beyond(const struct tally *t, long v, mpq_t into);
/* Fail, naming the limit, where tally_beyond cannot sum as far as v. */
void tally_beyond_check(const struct tally *t, long v);
/* Mean and variance of what the tally holds, given it holds anything. */
void tally_moments(const struct tally *t, mpq_t mean, mpq_t variance);

/* A chance as a first line says it: "51.77% (671/1296)". */
void out_chance(struct out *out, const mpq_t q);
/* The answer as the first line says it: "51.77% (671/1296)", or a
 * mean, "7.500 (15/2)"; in JSON, "p" or "value", and "fraction". */
void out_answer(struct out *out, const struct odds_found *found);
void json_answer(struct out *out, const struct odds_found *found);

/* An odds row: label, fraction, percentage and a bar. */
void out_odds_row(struct out *out, const char *label, const mpq_t p);
/*
 * Every value of a tally from 0 to n - 1, reached or not, as odds rows
 * (the text's labels after prefix) or a JSON array of
 * {"outcome","p","fraction"}: a state by its enum, a table's row, each
 * named by name(run, value).
 */
void odds_rows(struct run *run, const struct tally *t, long n,
    const char *prefix, const char *(*name)(const struct run *, long));

/* "5/12", "0", "2". */
void out_fraction(struct out *out, const mpq_t q);
/* The nearest double, where the fraction allows. */
double fraction_value(const mpq_t q);
/* "p" and "fraction" keys, with a suffix: "p_at_least". */
void json_chance(struct out *out, const char *suffix, const mpq_t q);

/* The "p_KEY" and "expected_KEY" keys of a walk's quantities, as
 * --odds writes them: --vary's rows have the same. */
struct quantity_def;
void json_odds_means(struct out *out, const struct odds_found *found,
    const struct quantity_def *q);

/* The "odds" array: each outcome that can happen and its chance, or
 * the values of the quantity the tool gives them as (its odds_token). */
struct tool;
void json_odds_array(struct out *out, const struct tool *tool,
    const struct odds_found *found);

/* Print the run's odds, text or JSON, from a walk. */
void odds_print(struct run *run, const struct odds_found *found,
    const void *state);

#endif
