/* dice.c - xoshiro256** (Blackman & Vigna), splitmix64 seeding */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "arena.h"
#include "ask.h"
#include "dice.h"
#include "err.h"
#include "num.h"
#include "out.h"

/* Paths of an odds walk: a second or so.  A walk that would take
 * longer is refused at once, naming the limit. */
#ifndef WALK_PATHS_MAX		/* the fuzzers' builds keep it small */
#define WALK_PATHS_MAX	4000000UL
#endif

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
rng_seed(struct rng *rng, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		rng->s[i] = splitmix64(&seed);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t
rng_next(struct rng *rng)
{
	uint64_t *s = rng->s, result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

int
rng_die(struct rng *rng, int sides)
{
	/* Draws at or above the last whole multiple of sides would favour
	 * the low faces; draw again instead. */
	uint64_t limit = UINT64_MAX - UINT64_MAX % (uint64_t)sides, x;

	while ((x = rng_next(rng)) >= limit)
		;
	return (int)(x % (uint64_t)sides) + 1;
}

/* The kind named word in d->kinds, from 1; 0 if none is. */
static int
kind_named(const struct dice *d, const char *word)
{
	const char *p = d->kinds;
	size_t len = strlen(word);
	int k;

	for (k = 1; p != NULL && *p != '\0'; k++) {
		if (strncasecmp(p, word, len) == 0 && (p[len] == ','
		    || p[len] == '\0') && len > 0)
			return k;
		p += strcspn(p, ",");
		p += *p == ',';
	}
	return 0;
}

/* Kind k as --dice gives it: its word, or its number. */
static const char *
kind_text(const struct dice *d, int k, char *into, size_t size)
{
	const char *p = d->kinds;
	int i;

	for (i = 1; p != NULL && *p != '\0' && i < k; i++) {
		p += strcspn(p, ",");
		p += *p == ',';
	}
	if (p != NULL && *p != '\0')
		snprintf(into, size, "%.*s", (int)strcspn(p, ","), p);
	else
		snprintf(into, size, "%d", k);
	return into;
}

static void
add_given(struct dice *d, int value)
{
	if (d->ngiven == d->cap_given) {
		size_t cap = d->cap_given ? 2 * d->cap_given : 16;

		d->given = xrealloc(d->given, cap * sizeof(int));
		d->cap_given = cap;
	}
	d->given[d->ngiven++] = value;
}

void
dice_take_list(struct dice *d, const char *list)
{
	const char *p = list, *why;
	char word[32];
	size_t len;
	long value;
	int nor;

	d->source = DICE_GIVEN;
	d->ngiven = 0;
	if (*list == '\0')
		fail(EXIT_USAGE, "--dice: the list is empty");
	for (;;) {
		len = strcspn(p, ",");
		if (len == 0)
			fail(EXIT_USAGE, "--dice: %s: die %zu is missing",
			    quoted(list), d->ngiven + 1);
		if (len >= sizeof(word))
			fail(EXIT_USAGE, "--dice: die %zu is not a number",
			    d->ngiven + 1);
		memcpy(word, p, len);
		word[len] = '\0';
		/* A word that is no number may be a kind's. */
		if ((value = kind_named(d, word)) == 0 && (why =
		    parse_whole(word, 1, DIE_SIDES_MAX, &value)) != NULL) {
			nor = d->kinds != NULL && strcmp(why,
			    "is not a number") == 0;
			fail(EXIT_USAGE, "--dice: die %zu, %s, %s%s%s",
			    d->ngiven + 1, quoted(word), why, nor ? ", nor "
			    "one of " : "", nor ? d->kinds : "");
		}
		add_given(d, (int)value);
		if (p[len] == '\0')
			break;
		p += len + 1;
	}
}

void
dice_ask(struct dice *d)
{
	d->source = DICE_GIVEN;
	d->ngiven = 0;
	d->ask = ASK_EVERY;
}

void
dice_renew(struct dice *d)
{
	struct rng rng = d->rng;
	struct die *log = d->log;
	size_t cap_log = d->cap_log;

	memset(d, 0, sizeof(*d));
	d->rng = rng;
	d->log = log;
	d->cap_log = cap_log;
}

void
dice_start(struct dice *d)
{
	if (d->ask == ASK_EVERY)
		d->ngiven = 0;
	d->used = 0;
	d->nlog = 0;
	d->repeats = 0;
}

void
dice_finish(struct dice *d)
{
	if (d->source == DICE_GIVEN && d->used < d->ngiven)
		fail(EXIT_USAGE, "--dice: %zu %s given, only %zu used",
		    d->ngiven, d->ngiven == 1 ? "die" : "dice", d->used);
}

static void
log_die(struct dice *d, int sides, const char *what, int value)
{
	if (d->nlog == d->cap_log) {
		size_t cap = d->cap_log ? 2 * d->cap_log : 16;

		d->log = xrealloc(d->log, cap * sizeof(*d->log));
		d->cap_log = cap;
	}
	d->log[d->nlog].roll = what;
	d->log[d->nlog].sides = sides;
	d->log[d->nlog++].value = value;
}

static int
next_die(struct dice *d, int sides, const char *what)
{
	int value;

	switch (d->source) {
	case DICE_RANDOM:
		return rng_die(&d->rng, sides);
	case DICE_GIVEN:
		value = d->given[d->used];
		if (value > sides)
			fail(EXIT_USAGE, "--dice: die %zu is %d, off a d%d (%s)",
			    d->used + 1, value, sides, what);
		return value;
	case DICE_WALK:
		break;		/* the walk branches on its own */
	}
	abort();
}

/* Sides come from the tables: a d0 would divide by zero. */
static void
check_roll(int n, int sides, const char *what)
{
	if (n < 0 || sides < 1 || sides > DIE_SIDES_MAX)
		fail(EXIT_TABLE, "cannot roll %dd%d for the %s: a die has 1 to "
		    "%d sides", n, sides, what, DIE_SIDES_MAX);
}

/* A die typed for the roll what of n dice of sides, as --dice takes
 * it: a number, or a word of d->kinds. */
static void
take_typed(struct dice *d, const char *word, size_t len, int n, int sides,
    const char *what)
{
	char text[32];
	const char *why = "is not a number";
	long value = 0;

	if (d->ngiven - d->used == (size_t)n)
		fail(EXIT_USAGE, "--ask: %s rolls %dd%d: more dice typed",
		    what, n, sides);
	if (len < sizeof(text)) {
		memcpy(text, word, len);
		text[len] = '\0';
		if ((value = kind_named(d, text)) != 0)
			why = NULL;
		else
			why = parse_whole(text, 1, sides, &value);
	}
	if (why != NULL)
		fail(EXIT_USAGE, "--ask: %s %s (%s, a d%d)", quoted(len <
		    sizeof(text) ? text : "..."), why, what, sides);
	add_given(d, (int)value);
}

/* The dice a roll lacks, asked for until a line has given them all. */
static void
ask_given(struct dice *d, int n, int sides, const char *what)
{
	char prompt[256], need[16] = "";
	const char *line;
	size_t have, len;

	if (d->ask_need > 1)
		snprintf(need, sizeof(need), " (%d+)", d->ask_need);
	while ((have = d->ngiven - d->used) < (size_t)n) {
		if (have == 0)
			snprintf(prompt, sizeof(prompt), "%s%s: roll %dd%d:",
			    what, need, n, sides);
		else
			snprintf(prompt, sizeof(prompt), "%s%s: roll %zu more "
			    "d%d (of %dd%d):", what, need, (size_t)n - have,
			    sides, n, sides);
		if ((line = ask_line(prompt)) == NULL)
			fail(EXIT_USAGE, "--ask: the input ended before the "
			    "dice for %s (%dd%d)", what, n, sides);
		while (*(line += strspn(line, ", \t\r")) != '\0') {
			len = strcspn(line, ", \t\r");
			take_typed(d, line, len, n, sides, what);
			line += len;
		}
	}
}

/* With --dice, n more dice must be there. */
static void
need_given(struct dice *d, int n, int sides, const char *what)
{
	size_t short_by;

	if (d->source != DICE_GIVEN || d->ngiven - d->used >= (size_t)n)
		return;
	if (d->ask != ASK_NONE) {
		ask_given(d, n, sides, what);
		return;
	}
	short_by = (size_t)n - (d->ngiven - d->used);
	fail(EXIT_USAGE, "--dice: needs %zu more %s: %s (%dd%d)", short_by,
	    short_by == 1 ? "die" : "dice", what, n, sides);
}

/* One die, thrown, given or walked, and logged. */
static int
one_die(struct dice *d, int sides, const char *what)
{
	int value = next_die(d, sides, what);

	d->used++;
	log_die(d, sides, what, value);
	return value;
}

/* Room for one more roll on the path. */
static void
grow_path(struct dice *d)
{
	if (d->npath == d->cap_path) {
		d->cap_path = d->cap_path ? 2 * d->cap_path : 16;
		d->path = xrealloc(d->path, d->cap_path * sizeof(*d->path));
	}
}

/*
 * Where in its roll's branches, 0 to 1, a probe goes: probe k of n at
 * (k + u) / n, u a fraction drawn for the roll's place on the path, so
 * that the n probes spread evenly over each roll's branches (a walk
 * whose paths go on only past a few branches of its first roll is
 * seen by some probe, not missed by all at random).
 */
static double
probe_at(struct dice *d)
{
	uint64_t x = d->probe_seed + d->npath;
	double u = (double)(splitmix64(&x) >> 11) / 9007199254740992.0;
	double at = (d->probe_k + u) / d->probe_n;

	return at >= 1 ? at - 1 : at;
}

/*
 * The branch of the walk this roll takes: 0..count-1.  The rolls past
 * the last one changed are new to the path and start at their first;
 * a probe's, at one picked at random.
 */
static int
branch(struct dice *d, int count)
{
	if (d->used == d->npath) {
		grow_path(d);
		d->path[d->npath].index = 0;
		if (d->probe && d->probe_pick >= 0) {
			d->probe_paths *= d->probe_scale;
			d->path[d->npath].index = d->probe_pick;
		} else if (d->probe) {
			d->probe_paths *= count;
			d->path[d->npath].index = (int)(probe_at(d) * count);
		}
		d->probe_pick = -1;
		d->path[d->npath++].count = count;
	}
	return d->path[d->used].index;
}

/* Room for n weights, the first the certainty of the path's start. */
static void
grow_weights(struct dice *d, size_t n)
{
	size_t i, cap;

	if (d->cap_weight >= n)
		return;
	cap = d->cap_weight ? 2 * d->cap_weight : 16;
	if (cap < n)
		cap = n;
	d->weight = xrealloc(d->weight, cap * sizeof(*d->weight));
	for (i = d->cap_weight; i < cap; i++) {
		mpz_inits(d->weight[i].ways, d->weight[i].total,
		    d->weight[i].seen[0], d->weight[i].seen[1],
		    d->weight[i].factor[0], d->weight[i].factor[1], NULL);
		d->weight[i].next = 0;
	}
	if (d->cap_weight == 0) {
		mpz_set_ui(d->weight[0].ways, 1);
		mpz_set_ui(d->weight[0].total, 1);
	}
	d->cap_weight = cap;
}

/*
 * The chance of the branch just taken is ways/d->power: the path's
 * chance so far times that, unless the branches before it and it are
 * the same as on the last path.
 */
static void
weigh(struct dice *d)
{
	size_t k = d->used;

	d->used++;
	if (d->weighed > k + 1)
		return;
	grow_weights(d, k + 2);
	mpz_mul(d->weight[k + 1].ways, d->weight[k].ways, d->ways);
	mpz_mul(d->weight[k + 1].total, d->weight[k].total, d->power);
	d->weighed = k + 2;
}

/*
 * Whether the branch about to be weighed keeps the last path's weight
 * (weigh() would not work it out again): then its ways and total need
 * no working out either, and a walk's deeper paths mostly share their
 * first branches (a pool's binomials and powers cost 13 % of a volley
 * of 99 shots, each thrown away).
 */
static int
weighed(const struct dice *d)
{
	return d->weighed > d->used + 1;
}

/* A branch of count alike: each has the chance 1/count. */
static int
walk_uniform(struct dice *d, int count)
{
	int index = branch(d, count);

	mpz_set_ui(d->ways, 1);
	mpz_set_ui(d->power, (unsigned long)count);
	weigh(d);
	return index;
}

/* The ways n dice of sides make total, by inclusion and exclusion. */
static void
total_ways(struct dice *d, mpz_t ways, int n, int sides, int total)
{
	mpz_ptr term = d->scratch[0], choose = d->scratch[1];
	int j;

	mpz_set_ui(ways, 0);
	for (j = 0; j <= n && total - j * sides >= n; j++) {
		mpz_bin_uiui(term, (unsigned long)n, (unsigned long)j);
		mpz_bin_uiui(choose, (unsigned long)(total - j * sides - 1),
		    (unsigned long)(n - 1));
		mpz_mul(term, term, choose);
		if (j % 2)
			mpz_sub(ways, ways, term);
		else
			mpz_add(ways, ways, term);
	}
}

static void
sums_clear(struct sums_memo *m, int n)
{
	int t;

	if (m->ways == NULL)
		return;
	for (t = 0; t < n; t++)
		mpz_clear(m->ways[t]);
	xfree(m->ways);
	mpz_clear(m->power);
	m->ways = NULL;
}

/* The ways of every total of n dice of sides, and sides^n: once a
 * walk, not once a path (struct sums_memo); n dice of a walk are
 * bounded, and so their totals. */
static const struct sums_memo *
sums_of(struct dice *d, int n, int sides)
{
	struct sums_memo *m;
	size_t i;
	int t;

	for (i = 0; i < SUMS_MEMO; i++)
		if (d->sums[i].ways != NULL && d->sums[i].n == n
		    && d->sums[i].sides == sides)
			return &d->sums[i];
	m = &d->sums[d->sums_next++ % SUMS_MEMO];
	sums_clear(m, m->n * (m->sides - 1) + 1);
	m->n = n;
	m->sides = sides;
	m->ways = xcalloc((size_t)(n * (sides - 1) + 1), sizeof(mpz_t));
	for (t = 0; t <= n * (sides - 1); t++) {
		mpz_init(m->ways[t]);
		total_ways(d, m->ways[t], n, sides, n + t);
	}
	mpz_init(m->power);
	mpz_ui_pow_ui(m->power, (unsigned long)sides, (unsigned long)n);
	return m;
}

/* The sum of n dice: the ways to make it. */
static int
walk_total(struct dice *d, int n, int sides)
{
	const struct sums_memo *m;
	int total;

	if (n == 0)
		return 0;
	total = n + branch(d, n * (sides - 1) + 1);
	if (!weighed(d)) {
		m = sums_of(d, n, sides);
		mpz_set(d->ways, m->ways[total - n]);
		mpz_set(d->power, m->power);
	}
	weigh(d);
	return total;
}

/*
 * The band of n dice's sum: a branch for each run of totals in one
 * band, its ways those of its totals; the lowest total of the run
 * stands for them all.
 */
static int
walk_band(struct dice *d, int n, int sides, const struct dice_band *band)
{
	const struct sums_memo *m;
	int total, runs = 0, index, lowest = -1;
	long here, last = 0;

	if (n == 0)
		return 0;
	/* Each total is banded twice a path: a house table of many bands
	 * on many dice costs its totals, bounded as the paths are. */
	d->banded += 2 * (unsigned long)(n * (sides - 1) + 1);
	if (d->banded > WALK_PATHS_MAX)
		fail(EXIT_USAGE, "odds: more than %lu sums of dice to band; "
		    "fewer dice, or fewer bands", WALK_PATHS_MAX);
	/* The runs, to branch on them alone; then the ways of the one
	 * taken. */
	for (total = n; total <= n * sides; total++) {
		here = band->of(band->arg, total);
		runs += total == n || here != last;
		last = here;
	}
	index = branch(d, runs);
	/* The ways only where the path's weight is new: a branch kept
	 * from the last path (a deeper roll stepped) keeps its weight. */
	m = weighed(d) ? NULL : sums_of(d, n, sides);
	if (m != NULL)
		mpz_set_ui(d->ways, 0);
	for (runs = -1, total = n; total <= n * sides; total++) {
		here = band->of(band->arg, total);
		runs += total == n || here != last;
		last = here;
		if (runs != index)
			continue;
		if (lowest < 0)
			lowest = total;
		if (m == NULL)
			break;
		mpz_add(d->ways, d->ways, m->ways[total - n]);
	}
	if (m != NULL)
		mpz_set(d->power, m->power);
	weigh(d);
	return lowest;
}

int
roll_sum(struct dice *d, int n, int sides, const char *what, int *each)
{
	int i, value, sum = 0;

	check_roll(n, sides, what);
	need_given(d, n, sides, what);
	for (i = 0; i < n; i++) {
		if (d->source == DICE_WALK)
			value = 1 + walk_uniform(d, sides);
		else
			value = one_die(d, sides, what);
		if (each != NULL)
			each[i] = value;
		sum += value;
	}
	return sum;
}

int
roll(struct dice *d, int sides, const char *what)
{
	return roll_sum(d, 1, sides, what, NULL);
}

int
roll_total(struct dice *d, int n, int sides, const char *what)
{
	check_roll(n, sides, what);
	if (d->source == DICE_WALK)
		return walk_total(d, n, sides);
	return roll_sum(d, n, sides, what, NULL);
}

int
roll_band(struct dice *d, int n, int sides, const struct dice_band *band,
    const char *what)
{
	check_roll(n, sides, what);
	if (d->source == DICE_WALK)
		return walk_band(d, n, sides, band);
	return roll_sum(d, n, sides, what, NULL);
}

static int later_category(const struct dice *, int, int);

/* The categories after c, up to last, that take dice. */
static int
categories_after(const struct dice *d, int c, int last)
{
	int n = 0;

	while (++c <= last)
		n += mpz_sgn(d->category_ways[c]) != 0;
	return n;
}

/* log C(n + k - 1, k - 1): the ways n dice fall into k categories. */
static double
log_splits(int n, int k)
{
	return lgamma(n + k) - lgamma(n + 1) - lgamma(k);
}

/*
 * A probe's branch of a multinomial's chain: the dice category c
 * takes of left, with more categories after it, picked in proportion
 * to the splits of the rest each leaves, so that the probe counts the
 * chain's splits exactly, not as a product of its branches (the dice
 * mostly run out early on a uniform pick, and the splits of 4 dice
 * into 100 faces, 4 million, would be estimated at a few hundred).
 */
static void
probe_split(struct dice *d, int left, int more)
{
	double all, u, p;
	int k;

	/* Not before: its logarithms were most of a draw's odds. */
	if (!d->probe || d->used != d->npath)
		return;
	all = log_splits(left, more + 1);
	u = probe_at(d);
	for (k = 0; k < left; k++) {
		p = exp(log_splits(left - k, more) - all);
		if (u < p)
			break;
		u -= p;
	}
	d->probe_pick = k;
	d->probe_scale = exp(all - log_splits(left - k, more));
}

/*
 * n dice into categories, category c taking each die in ways[c] of
 * total: a multinomial, walked as a chain of branches.  Each category
 * but the last takes k of the dice left, in C(left, k) ways[c]^k ways,
 * the last the rest; the first branch bears the whole total, total^n.
 */
static void
pool_clear(struct pool_memo *m)
{
	int i;

	if (m->counts == NULL)
		return;
	for (i = 0; i < m->nsplits; i++)
		mpz_clear(m->ways[i]);
	mpz_clear(m->power);
	xfree(m->ways);
	xfree(m->counts);
	xfree(m->category);
	m->counts = NULL;
	m->category = NULL;
}

/* Each split of left dice over the categories from c on that take
 * any (d->category_ways), in the chain's order (the first category's
 * count rising), its ways so far in ways. */
static void
pool_splits(struct dice *d, struct pool_memo *m, int c, int left,
    int *counts, mpz_srcptr ways)
{
	mpz_t *taken = d->category_ways;
	mpz_t here, power;
	int k, later;

	while (mpz_sgn(taken[c]) == 0)
		counts[c++] = 0;
	for (later = c + 1; later < m->ncategories
	    && mpz_sgn(taken[later]) == 0; later++)
		;
	if (later >= m->ncategories) {
		/* The last category takes the rest. */
		counts[c] = left;
		mpz_init(m->ways[m->nsplits]);
		mpz_pow_ui(m->ways[m->nsplits], taken[c],
		    (unsigned long)left);
		mpz_mul(m->ways[m->nsplits], m->ways[m->nsplits], ways);
		while (++c < m->ncategories)
			counts[c] = 0;
		memcpy(m->counts + (size_t)m->nsplits * (size_t)m->ncategories,
		    counts, (size_t)m->ncategories * sizeof(int));
		m->nsplits++;
		return;
	}
	mpz_inits(here, power, NULL);
	for (k = 0; k <= left; k++) {
		counts[c] = k;
		mpz_bin_uiui(here, (unsigned long)left, (unsigned long)k);
		mpz_pow_ui(power, taken[c], (unsigned long)k);
		mpz_mul(here, here, power);
		mpz_mul(here, here, ways);
		pool_splits(d, m, c + 1, left - k, counts, here);
	}
	mpz_clears(here, power, NULL);
}

/* The memo of roll_pool's n dice of sides, category by face, if made,
 * else NULL (the memos are made by the first pool walked). */
static struct pool_memo *
pool_find(struct dice *d, int n, int sides, const int *category,
    int ncategories)
{
	struct pool_memo *m;
	size_t i;

	if (d->pools == NULL)
		d->pools = xcalloc(POOL_MEMO, sizeof(*d->pools));
	for (i = 0; i < POOL_MEMO; i++) {
		m = &d->pools[i];
		if (m->counts != NULL && m->sides == sides && m->n == n
		    && m->ncategories == ncategories
		    && memcmp(m->category + 1, category + 1,
		    (size_t)sides * sizeof(int)) == 0)
			return m;
	}
	return NULL;
}

/*
 * The splits of roll_pool's n dice (d->category_ways), made; NULL where
 * the chain is one branch or none (two categories or fewer take dice:
 * a count of hits, whose one weight the chain works out alone) or its
 * splits are more than POOL_SPLITS_MAX.  Whether a pool is one branch
 * or a chain is its own, never the walk's so far: each path of a walk
 * must branch alike where it rolls alike.
 */
static const struct pool_memo *
pool_of(struct dice *d, int n, int sides, const int *category,
    int ncategories)
{
	struct pool_memo *m;
	int counts[DIE_SIDES_MAX + 1], c, taking = 0;
	double splits = 1;
	mpz_t one;

	for (c = 0; c < ncategories; c++)
		taking += mpz_sgn(d->category_ways[c]) != 0;
	/* C(n + taking - 1, taking - 1) */
	for (c = 1; c < taking && splits <= POOL_SPLITS_MAX; c++)
		splits = splits * (n + c) / c;
	if (n == 0 || taking < 3 || splits > POOL_SPLITS_MAX
	    || ncategories > DIE_SIDES_MAX + 1)
		return NULL;
	m = &d->pools[d->pools_next++ % POOL_MEMO];
	pool_clear(m);
	m->n = n;
	m->sides = sides;
	m->ncategories = ncategories;
	m->category = xcalloc((size_t)sides + 1, sizeof(int));
	memcpy(m->category + 1, category + 1, (size_t)sides * sizeof(int));
	mpz_init(m->power);
	mpz_ui_pow_ui(m->power, (unsigned long)sides, (unsigned long)n);
	m->counts = xcalloc((size_t)(splits + 0.5) * (size_t)ncategories,
	    sizeof(int));
	m->ways = xcalloc((size_t)(splits + 0.5), sizeof(mpz_t));
	m->nsplits = 0;
	mpz_init_set_ui(one, 1);
	pool_splits(d, m, 0, n, counts, one);
	mpz_clear(one);
	return m;
}

/* A branch of the splits of m. */
static void
walk_pool(struct dice *d, const struct pool_memo *m, int *counts)
{
	int i = branch(d, m->nsplits);

	if (!weighed(d)) {
		mpz_set(d->ways, m->ways[i]);
		mpz_set(d->power, m->power);
	}
	weigh(d);
	memcpy(counts, m->counts + (size_t)i * (size_t)m->ncategories,
	    (size_t)m->ncategories * sizeof(int));
}

static void
walk_multinomial(struct dice *d, int n, int ncategories, int *counts)
{
	int c, last = -1, first = 1, left = n;

	for (c = 0; c < ncategories; c++)
		if (mpz_sgn(d->category_ways[c]) != 0)
			last = c;
	for (c = 0; c < last && left > 0; c++) {
		if (mpz_sgn(d->category_ways[c]) == 0)
			continue;
		probe_split(d, left, categories_after(d, c, last));
		counts[c] = branch(d, left + 1);
		if (weighed(d)) {
			left -= counts[c];
			first = 0;
			weigh(d);
			continue;
		}
		mpz_bin_uiui(d->ways, (unsigned long)left,
		    (unsigned long)counts[c]);
		mpz_pow_ui(d->power, d->category_ways[c],
		    (unsigned long)counts[c]);
		mpz_mul(d->ways, d->ways, d->power);
		left -= counts[c];
		if (!later_category(d, c, last)) {
			mpz_pow_ui(d->power, d->category_ways[last],
			    (unsigned long)left);
			mpz_mul(d->ways, d->ways, d->power);
		}
		if (first)
			mpz_pow_ui(d->power, d->category_total, (unsigned long)n);
		else
			mpz_set_ui(d->power, 1);
		first = 0;
		weigh(d);
	}
	if (last >= 0)
		counts[last] = left;
}

/* Whether a category after c and before last takes dice. */
static int
later_category(const struct dice *d, int c, int last)
{
	while (++c < last)
		if (mpz_sgn(d->category_ways[c]) != 0)
			return 1;
	return 0;
}

/* Room for the ways of n categories. */
static void
grow_categories(struct dice *d, int n)
{
	if ((size_t)n <= d->cap_categories)
		return;
	d->category_ways = xrealloc(d->category_ways, (size_t)n *
	    sizeof(mpz_t));
	while (d->cap_categories < (size_t)n)
		mpz_init(d->category_ways[d->cap_categories++]);
}

void
roll_pool(struct dice *d, int n, int sides, const int *category,
    int ncategories, int *counts, const char *what)
{
	const struct pool_memo *m;
	int c, face, left = n;

	check_roll(n, sides, what);
	need_given(d, n, sides, what);
	for (face = 1; face <= sides; face++)
		if (category[face] < 0 || category[face] >= ncategories)
			fail(EXIT_TABLE, "%s: face %d has no category", what,
			    face);
	memset(counts, 0, (size_t)ncategories * sizeof(*counts));
	if (d->source != DICE_WALK) {
		while (left-- > 0)
			counts[category[one_die(d, sides, what)]]++;
		return;
	}
	grow_categories(d, ncategories);
	/* A pool of few splits is one branch of them all (a probe keeps
	 * the chain, whose estimate of the paths it counts). */
	if (!d->probe && (m = pool_find(d, n, sides, category,
	    ncategories)) != NULL && m->counts != NULL) {
		walk_pool(d, m, counts);
		return;
	}
	for (c = 0; c < ncategories; c++)
		mpz_set_ui(d->category_ways[c], 0);
	for (face = 1; face <= sides; face++)
		mpz_add_ui(d->category_ways[category[face]],
		    d->category_ways[category[face]], 1);
	mpz_set_ui(d->category_total, (unsigned long)sides);
	if (!d->probe && (m = pool_of(d, n, sides, category,
	    ncategories)) != NULL) {
		walk_pool(d, m, counts);
		return;
	}
	walk_multinomial(d, n, ncategories, counts);
}

int
roll_kind(struct dice *d, const long *weight, int n, const char *what)
{
	int k, left;
	long total = 0, x;
	char word[32];

	check_roll(1, n, what);
	for (k = 0; k < n; k++)
		if (weight[k] < 0 || (total += weight[k]) > INT_MAX)
			fail(EXIT_TABLE, "cannot draw for the %s: a kind of "
			    "%ld", what, weight[k]);
	if (total == 0)
		fail(EXIT_TABLE, "cannot draw for the %s: nothing to draw",
		    what);
	need_given(d, 1, n, what);
	switch (d->source) {
	case DICE_RANDOM:
		x = rng_die(&d->rng, (int)total);
		for (k = 0; x > weight[k]; k++)
			x -= weight[k];
		break;
	case DICE_GIVEN:
		k = next_die(d, n, what) - 1;
		if (weight[k] == 0)
			fail(EXIT_USAGE, "--dice: die %zu, %s, is of a kind "
			    "none is left of (%s)", d->used + 1,
			    kind_text(d, k + 1, word, sizeof(word)), what);
		break;
	case DICE_WALK:
		/* A branch a kind any are left of, in its number of ways:
		 * a whole bag drawn is a path of draws, each one this. */
		for (left = 0, k = 0; k < n; k++)
			left += weight[k] > 0;
		left = branch(d, left);
		for (k = 0; weight[k] == 0 || left-- > 0; k++)
			;
		if (!weighed(d)) {
			mpz_set_ui(d->ways, (unsigned long)weight[k]);
			mpz_set_ui(d->power, (unsigned long)total);
		}
		weigh(d);
		return k + 1;
	}
	d->used++;
	log_die(d, n, what, k + 1);
	return k + 1;
}

int
roll_weighed(struct dice *d, mpz_t *ways, int n, const mpz_t total)
{
	int i;

	if (d->source != DICE_WALK || n < 1)
		abort();	/* a tool's own dice are not weighed */
	i = branch(d, n);
	if (!weighed(d)) {
		mpz_set(d->ways, ways[i]);
		mpz_set(d->power, total);
	}
	weigh(d);
	return i;
}

/* Each end's ways over the product of every stage's sides, from a die
 * at stage s that has come there in ways. */
static void
end_ways(struct dice *d, const struct stage *stages, int s, mpz_t ways)
{
	mpz_t each;
	int face, next;

	mpz_init(each);
	mpz_divexact_ui(each, ways, (unsigned long)stages[s].sides);
	for (face = 1; face <= stages[s].sides; face++) {
		next = stages[s].next[face];
		if (next < 0)
			mpz_add(d->category_ways[-next - 1],
			    d->category_ways[-next - 1], each);
		else
			end_ways(d, stages, next, each);
	}
	mpz_clear(each);
}

/* Stages that end each die, and only forward: a loop would never end. */
static void
check_stages(int n, const struct stage *stages, int nstages, int ncategories)
{
	int s, face, next;

	for (s = 0; s < nstages; s++) {
		check_roll(n, stages[s].sides, stages[s].what);
		for (face = 1; face <= stages[s].sides; face++) {
			next = stages[s].next[face];
			if (next >= nstages || (next >= 0 && next <= s)
			    || (next < 0 && -next - 1 >= ncategories))
				fail(EXIT_TABLE, "%s: face %d goes nowhere",
				    stages[s].what, face);
		}
	}
}

/* Whether m holds the ends of these stages. */
static int
memo_holds(const struct stages_memo *m, const struct stage *stages,
    int nstages, int ncategories)
{
	int s;

	if (m->stages == NULL || m->nstages != nstages
	    || m->ncategories != ncategories)
		return 0;
	for (s = 0; s < nstages; s++)
		if (m->stages[s].sides != stages[s].sides
		    || memcmp(m->stages[s].next + 1, stages[s].next + 1,
		    (size_t)stages[s].sides * sizeof(int)) != 0)
			return 0;
	return 1;
}

/*
 * Of n dice read as a memo's read, k counted: in count[k] ways (a mark
 * aside, where one may be among them), none marked in unmarked[k], one
 * in marked[k]; over total^n, power.
 */
struct read_weights {
	mpz_t	*count, *unmarked, *marked;
	mpz_t	 power;
};

static void
read_clear(struct stages_memo *m)
{
	struct read_weights *w;
	int n, k;

	for (n = 0; n < m->cap_n; n++) {
		if ((w = m->by_n[n]) == NULL)
			continue;
		for (k = 0; k <= n; k++)
			mpz_clears(w->count[k], w->unmarked[k], w->marked[k],
			    NULL);
		xfree(w->count);
		xfree(w->unmarked);
		xfree(w->marked);
		mpz_clear(w->power);
		xfree(w);
	}
	xfree(m->by_n);
	xfree(m->read);
	m->by_n = NULL;
	m->cap_n = 0;
	m->read = NULL;
}

static void
memo_clear(struct stages_memo *m)
{
	int c;

	if (m->stages == NULL)
		return;
	read_clear(m);
	for (c = 0; c < m->ncategories; c++)
		mpz_clear(m->ways[c]);
	xfree(m->ways);
	xfree(m->stages);
	mpz_clear(m->total);
	m->stages = NULL;
}

/*
 * Under --odds: each end's ways for one die, over d->category_total;
 * worked out once for the same stages (struct stages_memo), and the
 * stages checked then: n dice through stages met before are checked
 * as a roll alone (a melee's paths each roll the same two pools).
 */
static struct stages_memo *
stages_ways(struct dice *d, int n, const struct stage *stages, int nstages,
    int ncategories)
{
	struct stages_memo *m;
	size_t i;
	int c, s;

	grow_categories(d, ncategories);
	for (i = 0; i < STAGES_MEMO; i++) {
		m = &d->memo[i];
		if (!memo_holds(m, stages, nstages, ncategories))
			continue;
		for (s = 0; s < nstages; s++)
			check_roll(n, stages[s].sides, stages[s].what);
		for (c = 0; c < ncategories; c++)
			mpz_set(d->category_ways[c], m->ways[c]);
		mpz_set(d->category_total, m->total);
		return m;
	}
	check_stages(n, stages, nstages, ncategories);
	for (c = 0; c < ncategories; c++)
		mpz_set_ui(d->category_ways[c], 0);
	mpz_set_ui(d->category_total, 1);
	for (s = 0; s < nstages; s++)
		mpz_mul_ui(d->category_total, d->category_total,
		    (unsigned long)stages[s].sides);
	end_ways(d, stages, 0, d->category_total);

	m = &d->memo[d->memo_next++ % STAGES_MEMO];
	memo_clear(m);
	m->stages = xcalloc((size_t)nstages, sizeof(*stages));
	memcpy(m->stages, stages, (size_t)nstages * sizeof(*stages));
	m->nstages = nstages;
	m->ncategories = ncategories;
	m->ways = xcalloc((size_t)ncategories, sizeof(mpz_t));
	for (c = 0; c < ncategories; c++)
		mpz_init_set(m->ways[c], d->category_ways[c]);
	mpz_init_set(m->total, d->category_total);
	return m;
}

void
roll_stages(struct dice *d, int n, const struct stage *stages, int nstages,
    int ncategories, int *counts)
{
	int *at, s, i, here;

	memset(counts, 0, (size_t)ncategories * sizeof(*counts));
	if (d->source == DICE_WALK) {
		stages_ways(d, n, stages, nstages, ncategories);
		walk_multinomial(d, n, ncategories, counts);
		return;
	}
	check_stages(n, stages, nstages, ncategories);
	/* Where each die is: a stage, or the end it came to.  Kept in d, as
	 * a short --dice fails (and a batch line goes on) halfway. */
	if ((size_t)n > d->cap_stage_at) {
		d->stage_at = xrealloc(d->stage_at, (size_t)n * sizeof(int));
		d->cap_stage_at = (size_t)n;
	}
	at = d->stage_at;
	if (n > 0)
		memset(at, 0, (size_t)n * sizeof(int));
	for (s = 0; s < nstages; s++) {
		for (here = 0, i = 0; i < n; i++)
			here += at[i] == s;
		need_given(d, here, stages[s].sides, stages[s].what);
		for (i = 0; i < n; i++)
			if (at[i] == s)
				at[i] = stages[s].next[one_die(d,
				    stages[s].sides, stages[s].what)];
	}
	for (i = 0; i < n; i++)
		counts[-at[i] - 1]++;
}

/* The first category read as kind that a die can end in, or -1. */
static int
first_read(const struct dice *d, const int *read, int ncategories, int kind)
{
	int c;

	for (c = 0; c < ncategories; c++)
		if (read[c] == kind && mpz_sgn(d->category_ways[c]) != 0)
			return c;
	return -1;
}

/*
 * The weights of walk_read for n dice read as read, kept in m (struct
 * stages_memo): worked out for every count once, not on every path.
 * rest, counted and unmarked are the ways of a die to each.
 */
static const struct read_weights *
read_weights(struct dice *d, struct stages_memo *m, int n, const int *read,
    mpz_srcptr rest, mpz_srcptr counted, mpz_srcptr unmarked)
{
	struct read_weights *w;
	mpz_ptr power = d->scratch[0];
	int k, both, cap;

	if (m->read != NULL && memcmp(m->read, read,
	    (size_t)m->ncategories * sizeof(*read)) != 0)
		read_clear(m);
	if (m->read == NULL) {
		m->read = xcalloc((size_t)m->ncategories, sizeof(*read));
		memcpy(m->read, read, (size_t)m->ncategories * sizeof(*read));
	}
	if (n >= m->cap_n) {
		cap = n + 1 > 2 * m->cap_n ? n + 1 : 2 * m->cap_n;
		m->by_n = xrealloc(m->by_n, (size_t)cap * sizeof(*m->by_n));
		memset(m->by_n + m->cap_n, 0, (size_t)(cap - m->cap_n)
		    * sizeof(*m->by_n));
		m->cap_n = cap;
	}
	if ((w = m->by_n[n]) != NULL)
		return w;
	w = m->by_n[n] = xcalloc(1, sizeof(*w));
	w->count = xcalloc((size_t)n + 1, sizeof(mpz_t));
	w->unmarked = xcalloc((size_t)n + 1, sizeof(mpz_t));
	w->marked = xcalloc((size_t)n + 1, sizeof(mpz_t));
	for (k = 0; k <= n; k++) {
		mpz_inits(w->count[k], w->unmarked[k], w->marked[k], NULL);
		both = k > 0 && mpz_sgn(unmarked) != 0
		    && mpz_cmp(unmarked, counted) != 0;
		mpz_bin_uiui(w->count[k], (unsigned long)n, (unsigned long)k);
		mpz_pow_ui(power, rest, (unsigned long)(n - k));
		mpz_mul(w->count[k], w->count[k], power);
		mpz_pow_ui(w->unmarked[k], unmarked, (unsigned long)k);
		mpz_pow_ui(w->marked[k], counted, (unsigned long)k);
		if (!both)
			mpz_mul(w->count[k], w->count[k], w->marked[k]);
		mpz_sub(w->marked[k], w->marked[k], w->unmarked[k]);
	}
	mpz_init(w->power);
	mpz_pow_ui(w->power, m->total, (unsigned long)n);
	return w;
}

/* A die's ways, over d->category_total, to end unread (rest), counted
 * (counted, a mark or not) and counted with no mark (unmarked). */
static void
read_ways(const struct dice *d, int ncategories, const int *read,
    mpz_ptr rest, mpz_ptr counted, mpz_ptr unmarked)
{
	mpz_ptr into;
	int c;

	mpz_set_ui(rest, 0);
	mpz_set_ui(counted, 0);
	mpz_set_ui(unmarked, 0);
	for (c = 0; c < ncategories; c++) {
		into = read[c] == STAGES_UNREAD ? rest : read[c] ==
		    STAGES_MARKED ? counted : unmarked;
		mpz_add(into, into, d->category_ways[c]);
	}
	mpz_add(counted, counted, unmarked);
}

/*
 * The walk of roll_stages_read: how many dice are counted, k of n, in
 * C(n, k) counted^k rest^(n-k) ways of total^n; then, where both can
 * be, whether a mark is among them: none in unmarked^k of the counted^k
 * ways, some in the others.  counts is one split that fits.
 */
static void
walk_read(struct dice *d, struct stages_memo *m, int n, int ncategories,
    const int *read, int *counts)
{
	mpz_ptr rest = d->scratch[1], counted = d->scratch[2];
	mpz_ptr unmarked = d->scratch[3];
	const struct read_weights *w = NULL;
	int k, marked, both, plain, mark;

	if (n == 0)
		return;
	read_ways(d, ncategories, read, rest, counted, unmarked);
	if (mpz_sgn(counted) == 0)
		k = 0;
	else if (mpz_sgn(rest) == 0)
		k = n;
	else
		k = branch(d, n + 1);
	/* Both a mark and none can be among k counted dice. */
	both = k > 0 && mpz_sgn(unmarked) != 0 && mpz_cmp(unmarked,
	    counted) != 0;
	if (both || (mpz_sgn(counted) != 0 && mpz_sgn(rest) != 0
	    && !weighed(d)))
		w = read_weights(d, m, n, read, rest, counted, unmarked);
	if (mpz_sgn(counted) != 0 && mpz_sgn(rest) != 0) {
		if (!weighed(d)) {
			mpz_set(d->ways, w->count[k]);
			mpz_set(d->power, w->power);
		}
		weigh(d);
	}
	if (both) {
		mark = branch(d, 2);
		if (!weighed(d)) {
			mpz_set(d->ways, mark ? w->marked[k]
			    : w->unmarked[k]);
			/* The total is on the count's branch, or on this
			 * one if the count was certain. */
			if (mpz_sgn(rest) != 0)
				mpz_set_ui(d->power, 1);
			else
				mpz_set(d->power, w->power);
		}
		weigh(d);
	} else
		mark = k > 0 && mpz_sgn(unmarked) == 0;

	/* One split of the branch: the rest in one category, a mark in
	 * one, the other counted dice in one. */
	plain = first_read(d, read, ncategories, STAGES_COUNTED);
	marked = first_read(d, read, ncategories, STAGES_MARKED);
	if (k < n)
		counts[first_read(d, read, ncategories, STAGES_UNREAD)] = n - k;
	if (mark && plain < 0)
		counts[marked] = k;
	else if (mark) {
		counts[marked] = 1;
		counts[plain] += k - 1;
	} else if (k > 0)
		counts[plain] = k;
}

void
roll_stages_read(struct dice *d, int n, const struct stage *stages,
    int nstages, int ncategories, const int *read, int *counts)
{
	int c;

	for (c = 0; c < ncategories; c++)
		if (read[c] < STAGES_UNREAD || read[c] > STAGES_MARKED)
			fail(EXIT_TABLE, "%s: category %d is read as %d",
			    stages[0].what, c, read[c]);
	if (d->source != DICE_WALK) {
		roll_stages(d, n, stages, nstages, ncategories, counts);
		return;
	}
	memset(counts, 0, (size_t)ncategories * sizeof(*counts));
	walk_read(d, stages_ways(d, n, stages, nstages, ncategories), n,
	    ncategories, read, counts);
}

/* A branch of a stages law: k counted, a mark or not, in ways. */
static void
law_branch(struct stages_law *law, int k, int mark, mpz_srcptr ways,
    mpz_srcptr times)
{
	int cap;

	if (law->n == law->cap) {
		cap = law->cap ? 2 * law->cap : 16;
		law->counted = xrealloc(law->counted, (size_t)cap * sizeof(int));
		law->marked = xrealloc(law->marked, (size_t)cap * sizeof(int));
		law->ways = xrealloc(law->ways, (size_t)cap * sizeof(mpz_t));
		while (law->cap < cap)
			mpz_init(law->ways[law->cap++]);
	}
	law->counted[law->n] = k;
	law->marked[law->n] = mark;
	if (times != NULL)
		mpz_mul(law->ways[law->n], ways, times);
	else
		mpz_set(law->ways[law->n], ways);
	law->n++;
}

/* walk_read's branches, each with the ways its path would weigh. */
void
stages_law(struct dice *d, int n, const struct stage *stages, int nstages,
    int ncategories, const int *read, struct stages_law *law)
{
	mpz_ptr rest = d->scratch[1], counted = d->scratch[2];
	mpz_ptr unmarked = d->scratch[3], one = d->scratch[0];
	const struct read_weights *w = NULL;
	struct stages_memo *m;
	int c, k, first, both;

	if (law->n == 0 && law->cap == 0)
		mpz_init(law->power);
	law->n = 0;
	mpz_set_ui(one, 1);
	mpz_set_ui(law->power, 1);
	if (!d->walked)
		abort();	/* a law is of a walk's dice */
	m = stages_ways(d, n, stages, nstages, ncategories);
	read_ways(d, ncategories, read, rest, counted, unmarked);
	if (n == 0 || mpz_sgn(counted) == 0) {
		law_branch(law, 0, 0, one, NULL);
		return;
	}
	/* No die left unread: all n are counted, certainly. */
	first = mpz_sgn(rest) == 0 ? n : 0;
	w = read_weights(d, m, n, read, rest, counted, unmarked);
	mpz_set(law->power, w->power);
	for (k = first; k <= n; k++) {
		both = k > 0 && mpz_sgn(unmarked) != 0
		    && mpz_cmp(unmarked, counted) != 0;
		/* Where the count is certain, its ways are 1: the mark's
		 * branch bears the whole power. */
		if (both) {
			law_branch(law, k, 0, w->unmarked[k], first == n
			    ? NULL : w->count[k]);
			law_branch(law, k, 1, w->marked[k], first == n
			    ? NULL : w->count[k]);
		} else if (first == n)
			law_branch(law, k, k > 0 && mpz_sgn(unmarked) == 0,
			    w->power, NULL);
		else
			law_branch(law, k, k > 0 && mpz_sgn(unmarked) == 0,
			    w->count[k], NULL);
	}
	/* A branch of no ways is none the walk would take. */
	for (c = k = 0; k < law->n; k++)
		if (mpz_sgn(law->ways[k]) != 0) {
			law->counted[c] = law->counted[k];
			law->marked[c] = law->marked[k];
			mpz_swap(law->ways[c++], law->ways[k]);
		}
	law->n = c;
}

void
stages_law_free(struct stages_law *law)
{
	int i;

	if (law->cap == 0)
		return;
	for (i = 0; i < law->cap; i++)
		mpz_clear(law->ways[i]);
	mpz_clear(law->power);
	xfree(law->counted);
	xfree(law->marked);
	xfree(law->ways);
	memset(law, 0, sizeof(*law));
}

void
sum_law(struct dice *d, int n, int sides, long most, mpz_t ways,
    mpz_t power)
{
	const struct sums_memo *m;
	long total;

	mpz_set_ui(ways, 0);
	mpz_set_ui(power, 1);
	if (n == 0) {
		mpz_set_ui(ways, most >= 0);
		return;
	}
	m = sums_of(d, n, sides);
	for (total = n; total <= (long)n * sides && total <= most; total++)
		mpz_add(ways, ways, m->ways[total - n]);
	mpz_set(power, m->power);
}

int
roll_count(struct dice *d, int n, int sides, int need, const char *what)
{
	int category[DIE_SIDES_MAX + 1], counts[2], face;

	check_roll(n, sides, what);
	for (face = 1; face <= sides; face++)
		category[face] = face >= need;
	d->ask_need = need;
	roll_pool(d, n, sides, category, 2, counts, what);
	d->ask_need = 0;
	return counts[1];
}

void
roll_untied(struct dice *d, int sides, const char *what, int *a, int *b)
{
	int index;

	check_roll(2, sides, what);
	if (sides < 2)
		fail(EXIT_TABLE, "%s: a d%d cannot but tie", what, sides);
	if (d->source == DICE_WALK) {
		/* Every untied pair alike: the ties' geometric series. */
		index = walk_uniform(d, sides * (sides - 1));
		*a = index / (sides - 1) + 1;
		*b = index % (sides - 1) + 1;
		*b += *b >= *a;
		return;
	}
	do {
		need_given(d, 2, sides, what);
		*a = one_die(d, sides, what);
		*b = one_die(d, sides, what);
	} while (*a == *b);
}

/*
 * The difference of two dice, each in sides - |difference| ways of
 * sides^2; again NULL: every one.  Otherwise k rethrows (again's
 * differences) and then one that ends them, k below limit, or the
 * limit-th rethrow itself: the branches run through k, then the
 * differences.  With no limit, only the ending differences, given one
 * ends, and the rethrows' chance the path's repeat.
 */
static int
walk_difference(struct dice *d, int sides, const struct dice_again *again,
    long limit, long *rethrows)
{
	unsigned long ending = 0, repeating = 0, square, ways;
	long branches, index, ends = 0, k;
	int difference, repeats, ended;

	*rethrows = 0;
	square = (unsigned long)sides * (unsigned long)sides;
	for (difference = 1 - sides; difference < sides; difference++) {
		ways = (unsigned long)(sides - abs(difference));
		if (again != NULL && again->of(again->arg, difference))
			repeating += ways;
		else {
			ending += ways;
			ends++;
		}
	}
	if (repeating == 0)
		limit = 1;
	if (limit == LONG_MAX && ends == 0)
		fail(EXIT_TABLE, "every difference of two d%d is thrown again: "
		    "it would never end", sides);
	if (limit == LONG_MAX)
		branches = ends;
	else if (ends > 0 && limit > (long)(WALK_PATHS_MAX / (unsigned long)ends))
		fail(EXIT_USAGE, "odds: more than %lu paths of dice to weigh; "
		    "fewer dice, or a pool the tool counts", WALK_PATHS_MAX);
	else
		branches = limit * ends + 2 * sides - 1 - ends;
	index = branch(d, (int)branches);
	repeats = limit != LONG_MAX && index >= limit * ends;
	if (repeats) {
		k = limit - 1;
		index -= limit * ends;
	} else if (limit != LONG_MAX) {
		k = index / ends;
		index %= ends;
	} else {
		k = 0;
	}
	for (difference = 1 - sides; ; difference++)
		if ((again != NULL && again->of(again->arg, difference))
		    == repeats && index-- == 0)
			break;
	/* k rethrows, then this pair: ways^k of square^k, then its own. */
	mpz_ui_pow_ui(d->ways, repeating, (unsigned long)k);
	mpz_mul_ui(d->ways, d->ways, (unsigned long)(sides - abs(difference)));
	mpz_ui_pow_ui(d->power, square, (unsigned long)k + 1);
	if (limit == LONG_MAX)
		mpz_set_ui(d->power, ending);
	weigh(d);
	*rethrows = k;
	ended = difference;
	if (limit == LONG_MAX && again != NULL) {
		/* Apart, not in the struct: its 3 KB were most of it, and
		 * cleared at every start-up and batch line, used or not. */
		if (d->repeat_difference == NULL) {
			d->repeat_difference = xcalloc(2 * DIE_SIDES_MAX - 1,
			    sizeof(*d->repeat_difference));
			d->repeat_ways = xcalloc(2 * DIE_SIDES_MAX - 1,
			    sizeof(*d->repeat_ways));
		}
		d->repeats = 0;
		d->repeat_square = square;
		for (difference = 1 - sides; difference < sides; difference++)
			if (again->of(again->arg, difference)) {
				d->repeat_difference[d->repeats] = difference;
				d->repeat_ways[d->repeats++] = (unsigned long)
				    (sides - abs(difference));
			}
	}
	return ended;
}

int
roll_difference_ending(struct dice *d, int sides, const char *what_a,
    const char *what_b, const struct dice_again *again, long limit,
    long *rethrows, int *a, int *b)
{
	int difference;

	*rethrows = 0;
	if (d->source != DICE_WALK) {
		*a = roll(d, sides, what_a);
		*b = roll(d, sides, what_b);
		return *a - *b;
	}
	check_roll(2, sides, what_a);
	difference = walk_difference(d, sides, again, limit, rethrows);
	*a = difference > 0 ? difference + 1 : 1;
	*b = *a - difference;
	return difference;
}

int
roll_difference(struct dice *d, int sides, const char *what_a,
    const char *what_b, int *a, int *b)
{
	long rethrows;

	return roll_difference_ending(d, sides, what_a, what_b, NULL, 1,
	    &rethrows, a, b);
}

void
out_dice(struct out *out, const struct dice *d, const char *what,
    const char *sep)
{
	const char *seen = NULL;
	size_t i;
	int first = 1, match = 0;

	for (i = 0; i < d->nlog; i++)
		if (die_of(&d->log[i], what, &seen, &match)) {
			if (!first)
				out_str(out, sep);
			out_long(out, d->log[i].value);
			first = 0;
		}
}

int
dice_values(const struct dice *d, const char *what, int *values, int most)
{
	const char *seen = NULL;
	size_t i;
	int n = 0, match = 0;

	for (i = 0; i < d->nlog && n < most; i++)
		if (die_of(&d->log[i], what, &seen, &match))
			values[n++] = d->log[i].value;
	return n;
}

void
dice_walk(struct dice *d)
{
	d->source = DICE_WALK;
	d->probe = 0;
	d->npath = 0;
	d->weighed = 1;
	d->paths = d->banded = 0;
	if (!d->walked) {
		mpz_inits(d->category_total, d->ways, d->power,
		    d->scratch[0], d->scratch[1], d->scratch[2],
		    d->scratch[3], NULL);
		d->walked = 1;
	}
	grow_weights(d, 1);
}

const struct chance *
dice_walk_weight(const struct dice *d)
{
	return &d->weight[d->used];
}

int
dice_walk_repeats(const struct dice *d, const long **difference,
    const unsigned long **ways, unsigned long *square)
{
	*difference = d->repeat_difference;
	*ways = d->repeat_ways;
	*square = d->repeat_square;
	return d->repeats;
}

/* A walk too big to finish is refused, never left to run for hours. */
static void
count_path(struct dice *d)
{
	if (++d->paths > WALK_PATHS_MAX)
		fail(EXIT_USAGE, "odds: more than %lu paths of dice to weigh; "
		    "fewer dice, or a pool the tool counts", WALK_PATHS_MAX);
}

void
dice_probe(struct dice *d, int k, int n)
{
	dice_walk(d);
	d->probe = 1;
	d->probe_k = k;
	d->probe_n = n;
	d->probe_seed = 1;
	d->probe_pick = -1;
	d->probe_paths = 1;
}

void
dice_probe_end(struct dice *d, enum dice_source source)
{
	d->probe = 0;
	d->npath = 0;
	d->source = source;
}

int
dice_walk_next(struct dice *d)
{
	count_path(d);
	/* Rolls the last resolution did not reach are not on its path. */
	d->npath = d->used;
	while (d->npath > 0 && d->path[d->npath - 1].index ==
	    d->path[d->npath - 1].count - 1)
		d->npath--;
	if (d->npath == 0)
		return 0;
	d->path[d->npath - 1].index++;
	if (d->weighed > d->npath)
		d->weighed = d->npath;
	return 1;
}

static void compound_free(struct dice *);

void
dice_free(struct dice *d)
{
	size_t i;

	compound_free(d);
	xfree(d->given);
	xfree(d->log);
	xfree(d->path);
	xfree(d->stage_at);
	for (i = 0; i < STAGES_MEMO; i++)
		memo_clear(&d->memo[i]);
	for (i = 0; i < SUMS_MEMO; i++)
		sums_clear(&d->sums[i], d->sums[i].n * (d->sums[i].sides - 1)
		    + 1);
	for (i = 0; d->pools != NULL && i < POOL_MEMO; i++)
		pool_clear(&d->pools[i]);
	xfree(d->pools);
	for (i = 0; i < d->cap_weight; i++)
		mpz_clears(d->weight[i].ways, d->weight[i].total,
		    d->weight[i].seen[0], d->weight[i].seen[1],
		    d->weight[i].factor[0], d->weight[i].factor[1], NULL);
	xfree(d->weight);
	for (i = 0; i < d->cap_categories; i++)
		mpz_clear(d->category_ways[i]);
	xfree(d->category_ways);
	if (d->walked)
		mpz_clears(d->category_total, d->ways, d->power,
		    d->scratch[0], d->scratch[1], d->scratch[2],
		    d->scratch[3], NULL);
}

/*
 * roll_total_stages_read under --odds.  A die through the stages ends
 * unread (rest ways), counted and unmarked, or marked, each over the
 * stages' total C: as a polynomial in the count, f = rest + unmarked x,
 * and with a mark marked x.  A die of the total sends 1..sides dice
 * through: g = sum over j of f^j C^(sides - j), over sides C^sides.
 * The n dice are g^n, its coefficients the ways of each count with no
 * mark (a0) and with one (a1), integers over (sides C^sides)^n: no
 * fraction along the way.  A walk rolls pools of rising n (hits of
 * rising count): g^n is kept and multiplied up, not worked out anew.
 */
struct compound {
	int	 sides, m, n;	/* g^0..g^m are kept; entries are for n */
	mpz_t	 rest, unmarked, marked, total;	/* a die's ends: the key */
	mpz_t	*g0, *g1, *gs;	/* one die of the sum: gs = g0 + g1 */
	mpz_t	**p0, **p1;	/* g^i, i = 0..m, by count 0..i sides */
	int	 cap;		/* of p0, p1 */
	mpz_t	 den, power;	/* sides C^sides; its n-th power */
	int	*entry;		/* the branches: 2 count + mark */
	int	 nentries;
};

static void
compound_clear(mpz_t *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		mpz_clear(v[i]);
	xfree(v);
}

static void
compound_free(struct dice *d)
{
	struct compound *c = d->compound;
	int i;

	if (c == NULL)
		return;
	compound_clear(c->g0, (size_t)c->sides + 1);
	compound_clear(c->g1, (size_t)c->sides + 1);
	compound_clear(c->gs, (size_t)c->sides + 1);
	for (i = 0; i <= c->m; i++) {
		compound_clear(c->p0[i], (size_t)i * (size_t)c->sides + 1);
		compound_clear(c->p1[i], (size_t)i * (size_t)c->sides + 1);
	}
	xfree(c->p0);
	xfree(c->p1);
	mpz_clears(c->rest, c->unmarked, c->marked, c->total, c->den,
	    c->power, NULL);
	xfree(c->entry);
	xfree(c);
	d->compound = NULL;
}

static mpz_t *
compound_vector(size_t n)
{
	mpz_t *v = xcalloc(n, sizeof(mpz_t));
	size_t i;

	for (i = 0; i < n; i++)
		mpz_init(v[i]);
	return v;
}

/* One die of the sum, g, for a die's ends; g^0 = 1. */
static struct compound *
compound_new(int sides, mpz_srcptr rest, mpz_srcptr unmarked,
    mpz_srcptr marked, mpz_srcptr total)
{
	struct compound *c = xcalloc(1, sizeof(*c));
	mpz_t *f0 = compound_vector((size_t)sides + 1);
	mpz_t *f1 = compound_vector((size_t)sides + 1);
	mpz_t scale;
	int j, k;

	c->sides = sides;
	mpz_inits(c->rest, c->unmarked, c->marked, c->total, c->den,
	    c->power, scale, NULL);
	mpz_set(c->rest, rest);
	mpz_set(c->unmarked, unmarked);
	mpz_set(c->marked, marked);
	mpz_set(c->total, total);
	c->g0 = compound_vector((size_t)sides + 1);
	c->g1 = compound_vector((size_t)sides + 1);
	c->gs = compound_vector((size_t)sides + 1);
	/* f^j, j = 1..sides, each added in at C^(sides - j); f^0 = 1. */
	mpz_set_ui(f0[0], 1);
	for (j = 1; j <= sides; j++) {
		for (k = j; k >= 0; k--) {
			/* (f0, f1) times (rest + unmarked x, marked x) */
			mpz_mul(f1[k], f1[k], rest);
			if (k > 0) {
				mpz_addmul(f1[k], f1[k - 1], unmarked);
				mpz_addmul(f1[k], f1[k - 1], marked);
				mpz_addmul(f1[k], f0[k - 1], marked);
			}
			mpz_mul(f0[k], f0[k], rest);
			if (k > 0)
				mpz_addmul(f0[k], f0[k - 1], unmarked);
		}
		mpz_pow_ui(scale, total, (unsigned long)(sides - j));
		for (k = 0; k <= j; k++) {
			mpz_addmul(c->g0[k], f0[k], scale);
			mpz_addmul(c->g1[k], f1[k], scale);
		}
	}
	for (k = 0; k <= sides; k++)
		mpz_add(c->gs[k], c->g0[k], c->g1[k]);
	mpz_pow_ui(c->den, total, (unsigned long)sides);
	mpz_mul_ui(c->den, c->den, (unsigned long)sides);
	compound_clear(f0, (size_t)sides + 1);
	compound_clear(f1, (size_t)sides + 1);
	mpz_clear(scale);
	c->cap = 8;
	c->p0 = xcalloc((size_t)c->cap, sizeof(*c->p0));
	c->p1 = xcalloc((size_t)c->cap, sizeof(*c->p1));
	c->p0[0] = compound_vector(1);
	c->p1[0] = compound_vector(1);
	mpz_set_ui(c->p0[0][0], 1);
	c->n = -1;
	return c;
}

/* g^n, and its branches: every count and mark that n dice can make,
 * the count's rising.  Each power is kept: a walk's probes ask for
 * them in any order. */
static void
compound_raise(struct compound *c, int n)
{
	mpz_t *a0, *a1, *t0, *t1;
	size_t need = (size_t)n * (size_t)c->sides + 1;
	int k, j, top;

	for (; c->m < n; c->m++) {
		if (c->m + 1 >= c->cap) {
			c->cap *= 2;
			c->p0 = xrealloc(c->p0, (size_t)c->cap
			    * sizeof(*c->p0));
			c->p1 = xrealloc(c->p1, (size_t)c->cap
			    * sizeof(*c->p1));
		}
		/* (a0, a1) times (g0, g1): (a0 g0, a0 g1 + a1 (g0 + g1)) */
		a0 = c->p0[c->m], a1 = c->p1[c->m];
		top = c->m * c->sides;
		t0 = c->p0[c->m + 1] = compound_vector((size_t)(top
		    + c->sides) + 1);
		t1 = c->p1[c->m + 1] = compound_vector((size_t)(top
		    + c->sides) + 1);
		for (k = 0; k <= top; k++)
			for (j = 0; j <= c->sides; j++) {
				if (mpz_sgn(a0[k]) != 0) {
					mpz_addmul(t0[k + j], a0[k], c->g0[j]);
					mpz_addmul(t1[k + j], a0[k], c->g1[j]);
				}
				if (mpz_sgn(a1[k]) != 0)
					mpz_addmul(t1[k + j], a1[k], c->gs[j]);
			}
	}
	c->n = n;
	mpz_pow_ui(c->power, c->den, (unsigned long)n);
	c->entry = xrealloc(c->entry, 2 * need * sizeof(int));
	c->nentries = 0;
	a0 = c->p0[n], a1 = c->p1[n];
	for (k = 0; k < (int)need; k++) {
		if (mpz_sgn(a0[k]) != 0)
			c->entry[c->nentries++] = 2 * k;
		if (mpz_sgn(a1[k]) != 0)
			c->entry[c->nentries++] = 2 * k + 1;
	}
}

int
roll_total_stages_read(struct dice *d, int n, int sides, const char *what,
    const struct stage *stages, int nstages, int ncategories,
    const int *read, int *counts)
{
	struct compound *c = d->compound;
	mpz_ptr rest = d->scratch[0], unmarked = d->scratch[1];
	mpz_ptr marked = d->scratch[2];
	int total, cat, k, mark, plain, kept;

	if (d->source != DICE_WALK) {
		total = roll_total(d, n, sides, what);
		roll_stages_read(d, total, stages, nstages, ncategories, read,
		    counts);
		return total;
	}
	for (cat = 0; cat < ncategories; cat++)
		if (read[cat] < STAGES_UNREAD || read[cat] > STAGES_MARKED)
			fail(EXIT_TABLE, "%s: category %d is read as %d",
			    stages[0].what, cat, read[cat]);
	check_roll(n, sides, what);
	if (n > INT_MAX / sides)
		fail(EXIT_USAGE, "odds: %d dice of %d sides are too many to "
		    "sum", n, sides);
	check_stages(n * sides, stages, nstages, ncategories);
	memset(counts, 0, (size_t)ncategories * sizeof(*counts));
	if (n == 0)
		return 0;
	stages_ways(d, n * sides, stages, nstages, ncategories);
	read_ways(d, ncategories, read, rest, marked, unmarked);
	mpz_sub(marked, marked, unmarked);	/* counted, with a mark */
	kept = c != NULL && c->sides == sides && mpz_cmp(c->rest, rest) == 0
	    && mpz_cmp(c->unmarked, unmarked) == 0
	    && mpz_cmp(c->marked, marked) == 0
	    && mpz_cmp(c->total, d->category_total) == 0;
	if (!kept) {
		compound_free(d);
		c = d->compound = compound_new(sides, rest, unmarked, marked,
		    d->category_total);
	}
	if (c->n != n)
		compound_raise(c, n);
	k = c->entry[branch(d, c->nentries)];
	mark = k % 2;
	k /= 2;
	if (!weighed(d)) {
		mpz_set(d->ways, mark ? c->p1[n][k] : c->p0[n][k]);
		mpz_set(d->power, c->power);
	}
	weigh(d);
	/* A total that fits: all of it counted where no die goes unread. */
	total = mpz_sgn(c->rest) == 0 || k > n ? k : n;
	plain = first_read(d, read, ncategories, STAGES_COUNTED);
	cat = first_read(d, read, ncategories, STAGES_MARKED);
	if (total > k)
		counts[first_read(d, read, ncategories, STAGES_UNREAD)] =
		    total - k;
	if (mark && plain < 0)
		counts[cat] = k;
	else if (mark) {
		counts[cat] = 1;
		counts[plain] += k - 1;
	} else if (k > 0)
		counts[plain] = k;
	return total;
}
