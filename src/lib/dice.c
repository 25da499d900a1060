/* dice.c - xoshiro256** (Blackman & Vigna), splitmix64 seeding */
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "err.h"
#include "num.h"

/* A die has at most this many sides; --dice values are checked to it. */
#define DIE_SIDES_MAX	100

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

void
dice_take_list(struct dice *d, const char *list)
{
	const char *p = list, *why;
	char word[32];
	size_t len;
	long value;

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
		if ((why = parse_whole(word, 1, DIE_SIDES_MAX, &value)) != NULL)
			fail(EXIT_USAGE, "--dice: die %zu, %s, %s", d->ngiven + 1,
			    quoted(word), why);
		if (d->ngiven == d->cap_given) {
			size_t cap = d->cap_given ? 2 * d->cap_given : 16;

			d->given = xrealloc(d->given, cap * sizeof(int));
			d->cap_given = cap;
		}
		d->given[d->ngiven++] = (int)value;
		if (p[len] == '\0')
			break;
		p += len + 1;
	}
}

void
dice_start(struct dice *d)
{
	d->used = 0;
	d->nlog = 0;
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
	case DICE_EVERY:
		if (d->used == d->ngiven) {
			if (d->ngiven == d->cap_given) {
				size_t cap = d->cap_given ? 2 * d->cap_given : 16;

				d->given = xrealloc(d->given, cap * sizeof(int));
				d->sides = xrealloc(d->sides, cap * sizeof(int));
				d->cap_given = cap;
			}
			d->given[d->ngiven] = 1;
			d->sides[d->ngiven++] = sides;
		}
		return d->given[d->used];
	}
	abort();
}

int
roll_sum(struct dice *d, int n, int sides, const char *what, int *each)
{
	int i, value, sum = 0;

	/* Sides come from the tables: a d0 would divide by zero. */
	if (n < 0 || sides < 1 || sides > DIE_SIDES_MAX)
		fail(EXIT_TABLE, "cannot roll %dd%d for the %s: a die has 1 to "
		    "%d sides", n, sides, what, DIE_SIDES_MAX);
	if (d->source == DICE_GIVEN && d->ngiven - d->used < (size_t)n) {
		size_t short_by = (size_t)n - (d->ngiven - d->used);

		fail(EXIT_USAGE, "--dice: needs %zu more %s: %s (%dd%d)",
		    short_by, short_by == 1 ? "die" : "dice", what, n, sides);
	}
	for (i = 0; i < n; i++) {
		value = next_die(d, sides, what);
		d->used++;
		log_die(d, sides, what, value);
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

void
dice_every(struct dice *d)
{
	free(d->given);
	free(d->sides);
	d->given = d->sides = NULL;
	d->source = DICE_EVERY;
	d->ngiven = d->cap_given = 0;
}

/* One over the product of the sides: one fraction made, not one a die. */
struct frac
dice_path_weight(const struct dice *d)
{
	int64_t den = 1, next;
	size_t i;

	for (i = 0; i < d->used; i++) {
		/* Past 64 bits: frac_mul says so as for any fraction. */
		if (__builtin_mul_overflow(den, (int64_t)d->sides[i], &next))
			return frac_mul(frac_make(1, den),
			    frac_make(1, d->sides[i]));
		den = next;
	}
	return frac_make(1, den);
}

int
dice_next_path(struct dice *d)
{
	/* Dice the last resolution did not reach are not on its path. */
	d->ngiven = d->used;
	while (d->ngiven > 0 && d->given[d->ngiven - 1] == d->sides[d->ngiven - 1])
		d->ngiven--;
	if (d->ngiven == 0)
		return 0;
	d->given[d->ngiven - 1]++;
	return 1;
}

void
dice_free(struct dice *d)
{
	free(d->given);
	free(d->sides);
	free(d->log);
}
