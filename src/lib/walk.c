/* walk.c - exact odds over the mechanic itself, so they cannot differ:
 * every path of its dice walked, and what it found summed up; odds-out.c
 * prints it */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "rethrow.h"
#include "mechanic.h"
#include "run.h"
#include "walk.h"

/* Each chance found, reduced. */
static void
tally_reduce(struct tally *t)
{
	size_t i;

	t->p = xcalloc(t->n ? t->n : 1, sizeof(mpq_t));
	for (i = 0; i < t->n; i++) {
		mpq_init(t->p[i]);
		chance_to_q(t->p[i], &t->found[i]);
	}
	if (t->tail != NULL)
		tail_reduce(t);
}

/* A walk that loses or makes up a chance is a bug: never print it. */
static void
check_sum(const struct tally *t, const char *name)
{
	mpq_t sum;
	size_t i;
	int whole;

	mpq_init(sum);
	for (i = 0; i < t->n; i++)
		mpq_add(sum, sum, t->p[i]);
	whole = mpq_cmp_ui(sum, 1, 1) == 0;
	mpq_clear(sum);
	if (!whole)
		fail(EXIT_TABLE, "%s: odds: the outcomes do not sum to 1", name);
}

/* The chance of the outcomes asked (0: the successes), as answer. */
static void
sum_asked(const struct tool *tool, unsigned asked, struct odds_found *found)
{
	size_t i;

	mpq_set_ui(found->answer, 0, 1);
	found->asked_outcomes = 0;
	for (i = 0; i < found->noutcomes; i++)
		if (asked != 0 ? (asked & 1u << i) != 0
		    : tool->outcomes[i].success) {
			mpq_add(found->answer, found->answer,
			    found->outcome.p[i]);
			found->asked_outcomes |= 1u << i;
		}
}

/* The mean of the one quantity the mechanic set, in the unit asked:
 * a distance kept in quarter inches counts 1/4 of an inch each. */
static void
mean_asked(const struct tool *tool, struct odds_found *found)
{
	mpq_t variance;
	size_t i;

	for (i = 0; i < found->nquantities; i++)
		if (found->quantity[i].n > 0)
			break;
	found->mean = 1;
	if (i == found->nquantities)
		return;
	mpq_init(variance);
	tally_moments(&found->quantity[i], found->answer, variance);
	mpq_clear(variance);
	if (tool->quantities[i].per > 1) {
		mpz_set_si(found->scratch, tool->quantities[i].per);
		mpz_mul(mpq_denref(found->answer), mpq_denref(found->answer),
		    found->scratch);
		mpq_canonicalize(found->answer);
	}
}

/* The tool's question, or its mode's that the tool names, or its
 * mode's first that can happen (its last if none can), and its chance. */
static void
ask(const struct run *run, struct odds_found *found)
{
	const struct tool *tool = run->tool;
	const struct question *q;
	size_t i;
	int which = -1;		/* the question the tool names, if it does */

	found->question = tool->question;
	found->asked_quantity = -1;
	if (odds_hooks(tool)->asked_mean) {
		mean_asked(tool, found);
		return;
	}
	for (i = 0; i < found->nquantities; i++)
		if (tool->quantities[i].asked) {
			event_chance(&found->quantity[i], found->answer);
			found->asked_quantity = (int)i;
			return;
		}
	if (tool->questions == NULL) {
		sum_asked(tool, tool->asked, found);
		return;
	}
	if (odds_hooks(tool)->question_of != NULL)
		which = odds_hooks(tool)->question_of(run, run->state);
	for (q = tool->questions; q->question != NULL; q++) {
		if (q->mode != run->mode)
			continue;
		found->question = q->question;
		sum_asked(tool, q->asked, found);
		if (which >= 0 ? which-- == 0 : mpq_sgn(found->answer) != 0)
			break;
	}
}

/*
 * Paths a walk may weigh, by odds_estimate: a second or two at -O2 on
 * the slowest paths (3 to 6 microseconds each: a combat of many
 * modifiers, a cannon's fire); the estimates are mostly within a few
 * times of the true count, and WALK_PATHS_MAX in dice.c stops a walk
 * that runs past its estimate all the same.
 */
const double odds_paths_max = 500000;
/* Probes of a walk: each costs one path, and the estimate's spread
 * falls as the root of their number. */
#define PROBES	64

double
odds_estimate(struct run *run)
{
	if (run->tool->odds_paths != NULL)
		return run->tool->odds_paths(run);
	return odds_probed(run);
}

double
odds_probed(struct run *run)
{
	enum dice_source source = run->dice.source;
	double paths = 0;
	int i;

	for (i = 0; i < PROBES; i++) {
		dice_probe(&run->dice, i, PROBES);
		dice_start(&run->dice);
		run_mechanic(run);
		paths += run->dice.probe_paths;
	}
	dice_probe_end(&run->dice, source);
	return paths / PROBES;
}

/* n to two figures, with thousands' commas: "1,100,000" (into 32);
 * past 10^18 (or infinite), 10^18. */
static void
rounded(char *into, double n)
{
	char digits[32];
	double scale = 1;
	size_t len, i;

	if (!(n <= 1e18))
		n = 1e18;
	while (n >= 100 * scale)
		scale *= 10;
	snprintf(digits, sizeof(digits), "%.0f", floor(n / scale + 0.5)
	    * scale);
	for (len = strlen(digits), i = 0; i < len; i++) {
		if (i > 0 && (len - i) % 3 == 0)
			*into++ = ',';
		*into++ = digits[i];
	}
	*into = '\0';
}

const char *
odds_too_many_text(double paths, size_t rows)
{
	static char text[160];
	char many[32], most[32], over[48] = "";

	rounded(many, paths);
	rounded(most, odds_paths_max);
	if (rows > 0)
		snprintf(over, sizeof(over), " over its %zu rows", rows);
	snprintf(text, sizeof(text), "odds: about %s paths of dice to weigh%s, "
	    "more than %s", many, over, most);
	return text;
}

void
odds_bound(double paths)
{
	const char *why;

	if (paths <= odds_paths_max)
		return;
	why = odds_too_many_text(paths, 0);
	fail(EXIT_USAGE, "%s: fewer dice", why);
}

int
odds_every_path(void)
{
	const char *walk = getenv("MUSKET_ODDS_WALK");

	return walk != NULL && strcmp(walk, "paths") == 0;
}

void
odds_walk(struct run *run, struct odds_found *found)
{
	const struct tool *tool = run->tool;
	const struct chance *w;
	const unsigned long *ways;
	const long *difference;
	unsigned long square, step_ways[2 * DIE_SIDES_MAX - 1];
	long step[2 * DIE_SIDES_MAX - 1];
	size_t i, j, nsteps;
	int nrepeats;
	int (*law)(struct run *, const void *, struct odds_found *);

	memset(found, 0, sizeof(*found));
	while (tool->outcomes[found->noutcomes].token != NULL)
		found->noutcomes++;
	while (tool->quantities != NULL
	    && tool->quantities[found->nquantities].key != NULL)
		found->nquantities++;
	found->quantity = xcalloc(found->nquantities ? found->nquantities : 1,
	    sizeof(struct tally));
	mpq_init(found->answer);
	mpz_init(found->scratch);
	/* Every outcome has its row, reached or not. */
	tally_grow(&found->outcome, found->noutcomes);
	found->outcome.n = found->noutcomes;
	if (odds_hooks(tool)->reach_key != NULL) {
		tally_grow(&found->reach, found->noutcomes);
		found->reach.n = found->noutcomes;
	}

	law = odds_every_path() ? NULL : odds_hooks(tool)->law;
	dice_walk(&run->dice);
	do {
		dice_start(&run->dice);
		run_mechanic(run);
		if (law != NULL && law(run, run->state, found))
			break;
		law = NULL;
		w = dice_walk_weight(&run->dice);
		nrepeats = dice_walk_repeats(&run->dice, &difference, &ways,
		    &square);
		chance_add(&found->outcome.found[run->outcome], w,
		    found->scratch);
		for (i = 0; i < found->nquantities; i++)
			if (!(run->quantity_set & 1u << i))
				continue;
			else if ((nsteps = repeat_steps(run, i, nrepeats,
			    difference, ways, step, step_ways)) > 0)
				tally_repeat_add(&found->quantity[i],
				    run->quantity[i], nsteps, step, step_ways,
				    square, w);
			else
				tally_add(&found->quantity[i],
				    run->quantity[i], w, found->scratch);
		for (i = 0; i < found->reach.n; i++)
			if (run->reached & 1u << i)
				chance_add(&found->reach.found[i], w,
				    found->scratch);
	} while (dice_walk_next(&run->dice));

	tally_reduce(&found->outcome);
	tally_reduce(&found->reach);
	for (i = 0; i < found->nquantities; i++)
		tally_reduce(&found->quantity[i]);
	ask(run, found);
	check_sum(&found->outcome, tool->name);
	/* An outcome is its token: one declared twice, a success or not
	 * by a number ("hits"), is one row. */
	found->ntokens = found->noutcomes;
	for (i = 1; i < found->noutcomes; i++)
		for (j = 0; j < i; j++)
			if (strcmp(tool->outcomes[i].token,
			    tool->outcomes[j].token) == 0) {
				mpq_add(found->outcome.p[j], found->outcome.p[j],
				    found->outcome.p[i]);
				mpq_set_ui(found->outcome.p[i], 0, 1);
				found->ntokens--;
				break;
			}
}

void
odds_found_free(struct odds_found *found)
{
	size_t i;

	tally_free(&found->outcome);
	tally_free(&found->reach);
	for (i = 0; i < found->nquantities; i++)
		tally_free(&found->quantity[i]);
	xfree(found->quantity);
	mpq_clear(found->answer);
	mpz_clear(found->scratch);
	memset(found, 0, sizeof(*found));
}
