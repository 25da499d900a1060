/* dice.h - fair, reproducible dice, or the player's own */
#ifndef MUSKET_DICE_H
#define MUSKET_DICE_H

#include <stddef.h>
#include <string.h>
#include <stdint.h>

#include <gmp.h>

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

/*
 * Whether die is of the roll what: the name compared once for a run of
 * dice logged under one pointer (*seen, *match hold the last), as a
 * roll's dice are, not once a die (a melee's text compared 400 names).
 */
static inline int
die_of(const struct die *die, const char *what, const char **seen,
    int *match)
{
	if (die->roll != *seen) {
		*seen = die->roll;
		*match = *seen == what || strcmp(*seen, what) == 0;
	}
	return *match;
}

/* A die has at most this many sides; --dice values are checked to it. */
#define DIE_SIDES_MAX	100

enum dice_source { DICE_RANDOM, DICE_GIVEN, DICE_WALK };

/*
 * A chance as ways over a total, not reduced: along a walk the totals
 * are mostly the same, and adding ways is cheap where reducing is not.
 * A sum (tally.h's chance_add) keeps the last other total added, seen,
 * and its factor to its own, total/seen: paths of one depth come in
 * runs, and a multiply-add is far cheaper than a divisibility test and
 * an exact division each (a volley of 99 shots spent 43 % there).
 * seen is 0 where none is known.
 */
struct chance {
	mpz_t	ways, total;
	/* The last two totals added over (0: none) and total over each: a
	 * walk's paths end at a few depths, so most find theirs here. */
	mpz_t	seen[2], factor[2];
	int	next;			/* the one to replace */
};

/* DICE_WALK: one branch taken at a roll, of count alike in kind. */
struct choice {
	int	index, count;
};

/*
 * Under --odds, each end's ways of a die through stages seen before:
 * every path of a walk rolls the same few pools of stages (a melee:
 * the two sides' blows), and working the ends out again on each was a
 * third of its walk.  The key is a copy of the stages' sides and faces
 * and the counts; the answer depends on nothing else (not on the dice
 * rolled, nor on the stages' names).
 */
struct read_weights;
struct stages_memo {
	struct stage	*stages;	/* NULL: unused */
	int		 nstages, ncategories;
	mpz_t		*ways;		/* by category, over total */
	mpz_t		 total;
	/* roll_stages_read's weights of dice read as read, by how many
	 * dice (dice.c): a melee's reply is as many as are left. */
	int		*read;		/* NULL: none yet */
	struct read_weights **by_n;
	int		 cap_n;
};
/* Enough for every pool of stages a tool rolls along one path. */
#define STAGES_MEMO	4

/* Under --odds, the ways of each total of n dice of sides, by total
 * less n, and sides^n: pure counting, worked out once a walk. */
struct sums_memo {
	int		 n, sides;
	mpz_t		*ways;		/* NULL: unused */
	mpz_t		 power;
};
/* Enough for a tool's summed rolls (two sides' morale tests, ...). */
#define SUMS_MEMO	4

/*
 * Under --odds, roll_pool's splits of n dice into their categories
 * where they are few (2d6 by face, 21): each split's counts and ways
 * over sides^n, so that the pool is one branch of the walk, worked out
 * once, not a chain of a branch a category each path.
 */
struct pool_memo {
	int		 n, sides, ncategories, nsplits;
	int		*category;	/* by face, 1..sides */
	int		*counts;	/* NULL: unused; nsplits rows of
					 * ncategories */
	mpz_t		*ways;		/* by split */
	mpz_t		 power;
};
#define POOL_MEMO	4
/* The most splits a pool is one branch of: past them, a chain. */
#define POOL_SPLITS_MAX	64

/* Where the dice a roll lacks are asked for on standard input. */
enum dice_ask {
	ASK_NONE,
	ASK_EVERY,	/* --ask: every roll, afresh each resolution */
	ASK_SHORT	/* --dice on a terminal: what the list lacks */
};
struct dice {
	enum dice_source source;
	struct rng	 rng;
	int		*given;		/* --dice */
	size_t		 ngiven, cap_given;
	size_t		 used;
	enum dice_ask	 ask;
	int		 ask_need;	/* roll_count's face to hit, or 0 */
	struct die	*log;		/* every die used, in order */
	size_t		 nlog, cap_log;
	/* DICE_WALK: the path's branches, and weight[i] the chance of its
	 * first i branches, right for the first weighed of them.  A pool's
	 * total is all on its first branch, so weight[i] alone may be more
	 * than 1: only a whole path's is a chance. */
	struct choice	*path;
	size_t		 npath, cap_path, weighed;
	struct chance	*weight;
	size_t		 cap_weight;
	unsigned long	 paths;		/* walked so far */
	unsigned long	 banded;	/* totals roll_band has banded */
	/* Scratch, once walked: kept, so that a path's numbers reuse
	 * their limbs rather than allocate them. */
	mpz_t		 ways, power, scratch[4];
	mpz_t		*category_ways, category_total;
	size_t		 cap_categories;
	int		*stage_at;	/* roll_stages: where each die is */
	size_t		 cap_stage_at;
	struct stages_memo memo[STAGES_MEMO];
	size_t		 memo_next;	/* the one to replace */
	struct sums_memo sums[SUMS_MEMO];
	size_t		 sums_next;	/* the one to replace */
	/* POOL_MEMO of them, made by the first pool walked: a batch
	 * line's dice are cleared whole, and most never walk. */
	struct pool_memo *pools;
	size_t		 pools_next;	/* the one to replace */
	/* roll_difference_ending, where it folded the rethrows of the
	 * path's last roll: the differences thrown again, repeats of
	 * them, each in repeat_ways of repeat_square. */
	int		 repeats;
	unsigned long	 repeat_square;
	long		*repeat_difference;	/* 2 DIE_SIDES_MAX - 1 each, */
	unsigned long	*repeat_ways;		/* made when first needed */
	int		 walked;
	/* dice_probe(): each branch picked at random, and the product of
	 * the branches' counts, a path's estimate of the paths. */
	int		 probe;		/* a probe, k of n */
	int		 probe_k, probe_n;
	uint64_t	 probe_seed;
	double		 probe_paths;
	int		 probe_pick;	/* the next branch's, if not -1 */
	double		 probe_scale;	/* and its paths over its chance */
	/* The words --dice may give for the kinds of roll_kind, "a,b":
	 * the first is kind 1 (NULL: numbers alone). */
	const char	*kinds;
	/* roll_total_stages_read's last distribution (dice.c). */
	struct compound	*compound;
};

/* Take the --dice list "3,4,6" (or of d->kinds' words); fail with the
 * reason if it is not one. */
void dice_take_list(struct dice *d, const char *list);
/* --ask: every roll's dice read as it is rolled, "order test: roll
 * 2d6:" on standard error and a line of faces (commas or blanks
 * between) on standard input; a line short of the roll is asked on. */
void dice_ask(struct dice *d);
void dice_start(struct dice *d);	/* before a resolution */
/* A batch line's dice: all as new but the generator and the log's room
 * (which must be the run's, not the line's, allocation). */
void dice_renew(struct dice *d);
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
/*
 * One draw of n kinds (1..n), kind k weight[k - 1] in their sum, not a
 * die of like faces (a bag of order dice: a side's dice left).  --dice
 * gives the kind, a number or a word of d->kinds, and is logged as a
 * die of n sides showing it; a kind of no weight cannot be given.
 */
int roll_kind(struct dice *d, const long *weight, int n, const char *what);
/* n dice, each wanted (each may be NULL): --odds walks every die, so
 * for a few dice only. */
int roll_sum(struct dice *d, int n, int sides, const char *what, int *each);
/* The sum of n dice: --odds branches on the sum. */
int roll_total(struct dice *d, int n, int sides, const char *what);
/*
 * The sum of n dice where the caller reads only its band, of(arg,
 * total) (a row of a band table, say).  --odds branches on each run of
 * totals in one band, and gives the lowest total of the run: the caller
 * reads no more of it than its band.  Otherwise the dice are
 * roll_total's, each taken and logged.
 */
struct dice_band {
	long		(*of)(const void *arg, long total);
	const void	*arg;
};
int roll_band(struct dice *d, int n, int sides, const struct dice_band *band,
    const char *what);
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
/*
 * A die's way through a procedure of rolls: at stage s it rolls a die
 * of stages[s].sides and face f sends it on to stage next[f], a later
 * one, or ends it in category ENDS_IN(c).  n dice go through together,
 * a stage at a time: all first rolls, then all second rolls, each in
 * the order of the dice, and counts[c] is how many ended in c.  --odds
 * works out each die's chance of each end and branches on the counts
 * (a multinomial), so a pool costs its categories, not its stages.
 */
#define ENDS_IN(c)	(-(c) - 1)
struct stage {
	const char	*what;		/* "to hit", "to wound" */
	int		 sides;
	int		 next[DIE_SIDES_MAX + 1];	/* by face, 1..sides */
};
void roll_stages(struct dice *d, int n, const struct stage *stages,
    int nstages, int ncategories, int *counts);
/*
 * roll_stages for a caller that reads less than every count: read[c]
 * is what it reads of category c.  STAGES_COUNTED: how many dice ended
 * there, added up over every such category; STAGES_MARKED: counted as
 * well, and whether any die ended in one of them; STAGES_UNREAD:
 * nothing.  The dice are roll_stages' dice.  --odds branches on the
 * count and the mark alone, so n dice cost at most 2n + 1 paths,
 * however many stages and categories (a colonel's re-roll of the
 * wound 6s costs a mark, not a count a category).  counts is then one
 * split of the dice with that count and that mark, so the caller
 * reads no more of it than read says.
 */
enum { STAGES_UNREAD, STAGES_COUNTED, STAGES_MARKED };
void roll_stages_read(struct dice *d, int n, const struct stage *stages,
    int nstages, int ncategories, const int *read, int *counts);
/*
 * The same dice as a law, for a tool that states its odds by stages
 * (odds_hooks.law): each branch roll_stages_read's walk would take, k
 * dice counted (counted[i]) and a mark among them or not (marked[i]),
 * in ways[i] of power, none 0, their sum power.  The law is the
 * caller's, cleared by stages_law_free(); n is 0 up to any roll's.
 */
struct stages_law {
	int		 n, cap;
	int		*counted, *marked;
	mpz_t		*ways;
	mpz_t		 power;
};
void stages_law(struct dice *d, int n, const struct stage *stages,
    int nstages, int ncategories, const int *read, struct stages_law *law);
void stages_law_free(struct stages_law *law);
/* Of n dice of sides, the ways their sum is at most most, over
 * sides^n (power). */
void sum_law(struct dice *d, int n, int sides, long most, mpz_t ways,
    mpz_t power);
/*
 * Under --odds alone, a distribution the tool has worked out itself (a
 * side's hits through its passes, each die on its own way): a branch
 * for each of n values, value i in ways[i] of total (none 0, their sum
 * total).  Returns i.  The tool rolls the dice themselves for --dice
 * and at random, and its odds are tested against those of the dice.
 */
int roll_weighed(struct dice *d, mpz_t *ways, int n, const mpz_t total);
/*
 * roll_total, then as many dice as it made through stages, read as
 * roll_stages_read reads them (a cannon's damage dice, each point of
 * it a wound die): the dice are those two rolls'.  --odds branches on
 * the count and the mark alone, the totals summed in (a distribution
 * a die, raised to the n dice once, not a branch a total); the total
 * returned is then one that fits them, counts one split.
 */
int roll_total_stages_read(struct dice *d, int n, int sides,
    const char *what, const struct stage *stages, int nstages,
    int ncategories, const int *read, int *counts);
/* Two dice thrown until they differ (ties rethrown): --odds is exact,
 * the geometric series summed. */
void roll_untied(struct dice *d, int sides, const char *what, int *a,
    int *b);
/*
 * Two dice, a's less b's (logged as what_a and what_b), where the
 * caller reads only the difference: --odds branches on it, 2 sides - 1
 * branches, and *a and *b are one pair that makes it.
 */
int roll_difference(struct dice *d, int sides, const char *what_a,
    const char *what_b, int *a, int *b);
/*
 * roll_difference in a state the caller comes back to unchanged after
 * each pair again(arg, difference) throws again, for the next limit
 * such pairs (LONG_MAX: for ever).  Thrown or given, the dice are
 * roll_difference's, *rethrows is 0, and the caller's loop throws
 * again.  --odds folds the rethrows instead: *rethrows of them, then
 * the pair it gives, which ends them or is the limit-th thrown again;
 * each branch weighed by the chance of the pairs it stands for.  With
 * no limit, it branches on the ending pairs alone, given that one
 * ends, *rethrows is 0 and dice_walk_repeats() the rethrows: a
 * quantity_repeat() adds its step for each.
 */
struct dice_again {
	int		(*of)(const void *arg, long difference);
	const void	*arg;
};
int roll_difference_ending(struct dice *d, int sides, const char *what_a,
    const char *what_b, const struct dice_again *again, long limit,
    long *rethrows, int *a, int *b);
/* Write the values of the dice rolled for what, sep between them. */
void out_dice(struct out *out, const struct dice *d, const char *what,
    const char *sep);
/* The values of the dice rolled for what into values, most at most: how
 * many. */
int dice_values(const struct dice *d, const char *what, int *values,
    int most);

/*
 * The walk of every branch of the rolls, for exact odds: dice_walk()
 * starts it, each resolution rolls along the path, dice_walk_weight()
 * is the path's chance, dice_walk_next() steps on and returns 0 after
 * the last path.
 */
void dice_walk(struct dice *d);
const struct chance *dice_walk_weight(const struct dice *d);
/* Where the path folded rethrows: how many differences are thrown
 * again (0: none folded), each difference[i] in ways[i] of square. */
int dice_walk_repeats(const struct dice *d, const long **difference,
    const unsigned long **ways, unsigned long *square);
int dice_walk_next(struct dice *d);
/*
 * Before a walk, its size: probe k of n takes one path of the walk's
 * rolls, each roll's branch picked evenly over the n probes, and
 * probe_paths the product of the rolls' counts of branches (Knuth's
 * estimate of a tree's leaves: its mean over the probes is about the
 * number of paths).  dice_probe_end() goes back to the dice as they
 * were.
 */
void dice_probe(struct dice *d, int k, int n);
void dice_probe_end(struct dice *d, enum dice_source source);

void dice_free(struct dice *d);

#endif
