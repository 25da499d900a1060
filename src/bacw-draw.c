/*
 * bacw-draw - Bolt Action ACW order dice: one bag of both armies' dice,
 * drawn blind, one die a brigade commander and one an independent unit;
 * whose die comes next decides who acts.  An empty bag ends the turn.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "arena.h"
#include "bacw.h"
#include "err.h"
#include "tool.h"

/* Bounds of what a player may type (not rules): units a side, draws a
 * run, a side's name. */
enum { UNITS_MAX = 50, DRAWS_MAX = 99, NAME_CHARS = 32 };

enum { T_ORDER_DICE, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_ORDER_DICE] = &bacw_order_dice_table,
	NULL
};

enum { OPT_NAMES, OPT_A_BRIGADES, OPT_B_BRIGADES, OPT_A_INDEPENDENT,
	OPT_B_INDEPENDENT, OPT_DRAWN, OPT_DRAWS, OPT_A_ARMY_BROKEN,
	OPT_B_ARMY_BROKEN, OPT_COUNT };
/* A side's brigade commanders or independent units left. */
#define UNITS(side, what, words) { .name = side "-" what, \
	.kind = KIND_WHOLE, .arg = "N", .help = words, .min = 0, \
	.max = UNITS_MAX, .fallback = "0" }
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_NAMES] = { .name = "names", .kind = KIND_TEXT,
	    .arg = "NAME,NAME", .help = "what to call sides a and b",
	    .fallback = "a,b" },
	[OPT_A_BRIGADES] = UNITS("a", "brigades", "side a's brigade "
	    "commanders left, a die each"),
	[OPT_B_BRIGADES] = UNITS("b", "brigades", "side b's brigade "
	    "commanders left"),
	[OPT_A_INDEPENDENT] = UNITS("a", "independent", "side a's "
	    "independent units left, a die each"),
	[OPT_B_INDEPENDENT] = UNITS("b", "independent", "side b's "
	    "independent units left"),
	[OPT_DRAWN] = { .name = "drawn", .kind = KIND_TEXT, .arg = "LIST",
	    .help = "the dice drawn already this turn, by side: a,b,b",
	    .fallback = "" },
	[OPT_DRAWS] = { .name = "draws", .kind = KIND_WHOLE, .arg = "N",
	    .help = "draw N dice, or to the end of the turn (default 1, "
	    "or as many as --dice gives)", .min = 1, .max = DRAWS_MAX,
	    .fallback = "1" },
	[OPT_A_ARMY_BROKEN] = { .name = "a-army-broken", .kind = KIND_FLAG,
	    .help = "side a has lost half its brigades: each it draws tests" },
	[OPT_B_ARMY_BROKEN] = { .name = "b-army-broken", .kind = KIND_FLAG,
	    .help = "side b has lost half its brigades" },
	{ .name = NULL }
};

enum { A, B };
static const char *const side_letter[] = { "a", "b" };

enum { DRAWN_A, DRAWN_B, END_OF_TURN, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[DRAWN_A] = { "a", "a", 1 },
	[DRAWN_B] = { "b", "b", 0 },
	[END_OF_TURN] = { "end_of_turn", "END OF TURN", 0 },
	{ NULL, NULL, 0 }
};

/* The turn's numbers are said on a walk alone (--odds, --vary): it
 * draws to the end of the turn, where a roll draws only what is asked. */
enum { Q_A_NEXT, Q_A_IN_NEXT, Q_B_BEFORE_A, Q_A_NEXT_POSITION,
	Q_A_LAST_POSITION, Q_LONGEST_B_RUN, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_A_NEXT] = { "a_next", "a draws next", 0, .event = 1 },
	[Q_A_IN_NEXT] = { "a_in_next", "a's dice in the draws", 0 },
	[Q_B_BEFORE_A] = { "b_before_a", "b's dice before a's next", 0 },
	[Q_A_NEXT_POSITION] = { "a_next_position", "a's next die drawn",
	    0 },
	[Q_A_LAST_POSITION] = { "a_last_position", "a's last die drawn",
	    0 },
	[Q_LONGEST_B_RUN] = { "longest_b_run", "longest run of b's dice",
	    0 },
	{ NULL, NULL, 0 }
};

static const char draw_name[] = "draw";

struct draw {
	char		 name[2][NAME_CHARS + 1];
	long		 bag[2];	/* in the bag before the draws */
	long		 left[2];	/* after them */
	int		 drawn[DRAWS_MAX];	/* this run's, by side */
	int		 ndrawn, broken[2];
};

/* What the turn's draws say of its numbers: a's dice among the draws
 * asked, where its first and last fell, the longest run of b's. */
struct ending {
	long		 in_next, first_a, last_a, longest;
};

/*
 * A bag part drawn, under --odds: what is left, what the draws so far
 * say of the turn (first_a 0: no a yet; run_b, the b's since the last
 * a), and its ways, the orders of draws that come to it.
 */
struct bag_state {
	int		 left[2], run_b, longest, in_next, first_a;
	long		 ways;
};

/* The states of one depth of draws: a table open addressed, a slot of
 * no ways empty, cap a power of 2. */
struct states {
	struct bag_state *slot;
	size_t		 n, cap;
};

/*
 * The law of a turn's ending, by the bag and the draws asked (key):
 * worked out once a run by counting the orders that come to each state,
 * depth by depth, not by drawing each order, and then drawn from as a
 * single roll (roll_weighed): 10 dice against 10 are 184,756 orders but
 * 4,646 states and 148 endings.
 */
struct law {
	long		 key[3];
	int		 n;		/* 0: none yet */
	struct ending	*end;
	mpz_t		*ways, total;
};

static void
check_tables(struct run *run)
{
	table_require_rows(table(run, T_ORDER_DICE), 1, "the order dice of "
	    "a brigade commander and of an independent unit");
	run->kept = xcalloc(1, sizeof(struct law));
}

/* --names: two names, different, not empty. */
static void
read_names(struct run *run, struct draw *d)
{
	const char *text = option_text(run, OPT_NAMES);
	size_t len = strcspn(text, ",");

	if (text[len] != ',' || len == 0 || len > NAME_CHARS
	    || strchr(text + len + 1, ',') != NULL || text[len + 1] == '\0'
	    || strlen(text + len + 1) > NAME_CHARS)
		fail(EXIT_USAGE, "--names: %s is not two names of 1 to %d "
		    "characters, NAME,NAME", quoted(text), NAME_CHARS);
	memcpy(d->name[A], text, len);
	strcpy(d->name[B], text + len + 1);
	if (strcasecmp(d->name[A], d->name[B]) == 0)
		fail(EXIT_USAGE, "--names: %s names both sides the same",
		    quoted(text));
}

/* A side's dice: its commanders' and independent units' (the table). */
static long
dice_of(struct run *run, int side)
{
	const struct table *t = table(run, T_ORDER_DICE);

	return option(run, side == A ? OPT_A_BRIGADES : OPT_B_BRIGADES)->whole
	    * cell_whole(t, 0, ORDER_DICE_BRIGADE) + option(run, side == A ?
	    OPT_A_INDEPENDENT : OPT_B_INDEPENDENT)->whole * cell_whole(t, 0,
	    ORDER_DICE_INDEPENDENT);
}

/* For --verbose and the JSON "modifiers": where a side's dice come
 * from, each with its table row. */
static void
note_dice(struct run *run, int side)
{
	const struct table *t = table(run, T_ORDER_DICE);
	long brigades = option(run, side == A ? OPT_A_BRIGADES :
	    OPT_B_BRIGADES)->whole, independent = option(run, side == A ?
	    OPT_A_INDEPENDENT : OPT_B_INDEPENDENT)->whole;

	if (brigades > 0)
		modifier_add(run, "brigade-commander-dice", brigades *
		    cell_whole(t, 0, ORDER_DICE_BRIGADE), side_letter[side], t,
		    0);
	if (independent > 0)
		modifier_add(run, "independent-unit-dice", independent *
		    cell_whole(t, 0, ORDER_DICE_INDEPENDENT), side_letter[side],
		    t, 0);
}

/* --drawn a,b,b: each a side's letter or name; none past its dice. */
static void
read_drawn(struct run *run, struct draw *d)
{
	const char *p = option_text(run, OPT_DRAWN);
	long count[2] = { 0, 0 };
	size_t len;
	int side;

	for (; *p != '\0'; p += len + (p[len] == ',')) {
		len = strcspn(p, ",");
		for (side = A; side <= B; side++)
			if ((len == 1 && strncasecmp(p, side_letter[side], 1)
			    == 0) || (len == strlen(d->name[side])
			    && strncasecmp(p, d->name[side], len) == 0))
				break;
		if (side > B)
			fail(EXIT_USAGE, "--drawn: '%.*s' is not a side: a or "
			    "b, or a name of --names", (int)len, p);
		if (d->bag[side] == 0)
			fail(EXIT_USAGE, "--drawn: %s has no order dice (--%s, "
			    "--%s)", d->name[side], opts[side == A ?
			    OPT_A_BRIGADES : OPT_B_BRIGADES].name, opts[side
			    == A ? OPT_A_INDEPENDENT : OPT_B_INDEPENDENT].name);
		if (++count[side] > d->bag[side])
			fail(EXIT_USAGE, "--drawn: %ld of %s's dice drawn, and "
			    "it has %ld", count[side], d->name[side],
			    d->bag[side]);
	}
	d->bag[A] -= count[A];
	d->bag[B] -= count[B];
}

/* --dice gives the draws where --draws does not (the inputs show it). */
static void
imply(struct run *run)
{
	static char draws[24];	/* any long */
	const char *p = run->common.dice;
	long n = 1;

	if (p == NULL || option(run, OPT_DRAWS)->given)
		return;
	for (; *p != '\0'; p++)
		n += *p == ',';
	snprintf(draws, sizeof(draws), "%ld", n < DRAWS_MAX ? n : DRAWS_MAX);
	option_take(run, OPT_DRAWS, draws);
}

/* The bag: each side's dice, less those --drawn. */
static void
read_bag(struct run *run, struct draw *d)
{
	read_names(run, d);
	d->bag[A] = dice_of(run, A);
	d->bag[B] = dice_of(run, B);
	read_drawn(run, d);
}

/*
 * The orders of the bag, C(a + b, a), as the paths a walk weighs: the
 * walk counts them by state (work_out_law), in longs, and this bounds
 * it; counted, for the estimate from a few random paths misses by far.
 */
static double
odds_paths(struct run *run)
{
	struct draw d;
	double paths = 1;
	long k;

	memset(&d, 0, sizeof(d));
	read_bag(run, &d);
	for (k = 1; k <= d.bag[A]; k++)
		paths = paths * (double)(d.bag[B] + k) / (double)k;
	return paths;
}

static size_t
state_hash(const struct bag_state *s)
{
	uint64_t h = (uint64_t)s->left[0];

	h = h * 1000003u ^ (uint64_t)s->left[1];
	h = h * 1000003u ^ (uint64_t)s->run_b;
	h = h * 1000003u ^ (uint64_t)s->longest;
	h = h * 1000003u ^ (uint64_t)s->in_next;
	h = h * 1000003u ^ (uint64_t)s->first_a;
	return (size_t)(h ^ h >> 29);
}

static int
same_state(const struct bag_state *a, const struct bag_state *b)
{
	return a->left[0] == b->left[0] && a->left[1] == b->left[1]
	    && a->run_b == b->run_b && a->longest == b->longest
	    && a->in_next == b->in_next && a->first_a == b->first_a;
}

/* s's ways added to its like in t, or s put there. */
static void
add_state(struct states *t, const struct bag_state *s)
{
	struct bag_state *old;
	size_t i, cap;

	if (2 * (t->n + 1) > t->cap) {
		old = t->slot;
		cap = t->cap;
		t->cap = cap ? 2 * cap : 64;
		t->slot = xcalloc(t->cap, sizeof(*t->slot));
		t->n = 0;
		for (i = 0; i < cap; i++)
			if (old[i].ways > 0)
				add_state(t, &old[i]);
		xfree(old);
	}
	for (i = state_hash(s) & (t->cap - 1); t->slot[i].ways > 0
	    && !same_state(&t->slot[i], s); i = (i + 1) & (t->cap - 1))
		;
	if (t->slot[i].ways == 0) {
		t->slot[i] = *s;
		t->n++;
	} else {
		t->slot[i].ways += s->ways;
	}
}

/*
 * The law of the ending of a bag drawn to the end, draws asked: each
 * order of its dice alike (a draw takes a side's die in proportion to
 * its dice left), so the ways of an ending are the orders that give it.
 * The orders are at most odds_paths_max (odds_paths()), so a long holds
 * their count.
 */
static void
work_out_law(const long *bag, long draws, struct law *law)
{
	struct states t[2] = { { NULL, 0, 0 }, { NULL, 0, 0 } };
	struct bag_state s, was, *from;
	long at, total = bag[A] + bag[B];
	size_t i;
	int k, now = 0;

	memset(&s, 0, sizeof(s));
	s.left[A] = (int)bag[A];
	s.left[B] = (int)bag[B];
	s.ways = 1;
	add_state(&t[now], &s);
	for (at = 1; at <= total; at++, now = !now) {
		/* Each state taken out as it is drawn from, so that the
		 * table is empty for the depth after next, its room kept
		 * (made afresh at each depth, it was cleared and grown again
		 * twenty times). */
		for (i = 0; i < t[now].cap; i++) {
			if (t[now].slot[i].ways == 0)
				continue;
			was = t[now].slot[i];
			t[now].slot[i].ways = 0;
			from = &was;
			for (k = A; k <= B; k++) {
				if (from->left[k] == 0)
					continue;
				s = *from;
				s.left[k]--;
				if (k == A) {
					s.run_b = 0;
					s.in_next += at <= draws;
					s.first_a = s.first_a ? s.first_a : at;
				} else if (++s.run_b > s.longest) {
					s.longest = s.run_b;
				}
				add_state(&t[!now], &s);
			}
		}
		t[now].n = 0;
	}
	law->end = xcalloc(t[now].n, sizeof(*law->end));
	law->ways = xcalloc(t[now].n, sizeof(*law->ways));
	mpz_init(law->total);
	for (i = 0; i < t[now].cap; i++) {
		if ((from = &t[now].slot[i])->ways == 0)
			continue;
		law->end[law->n] = (struct ending){ from->in_next,
		    from->first_a, from->first_a ? total - from->run_b : 0,
		    from->longest };
		mpz_init_set_ui(law->ways[law->n++], (unsigned long)from->ways);
		mpz_add_ui(law->total, law->total, (unsigned long)from->ways);
	}
	xfree(t[0].slot);
	xfree(t[1].slot);
}

/* Under --odds: the turn drawn to the end as one branch of its law, the
 * law kept through the run (a --vary value with the same bag needs it
 * again); the draws asked in an order that gives the ending. */
static void
walk_turn(struct run *run, struct draw *d, long draws, struct ending *e)
{
	struct law *law = run->kept;
	long key[3] = { d->bag[A], d->bag[B], draws }, total = d->bag[A]
	    + d->bag[B], as;
	struct arena *line;
	int i;

	if (d->bag[A] + d->bag[B] == 0) {
		memset(e, 0, sizeof(*e));
		return;
	}
	if (law->n == 0 || memcmp(key, law->key, sizeof(key)) != 0) {
		/* In the run's arena, not the batch line's; the last law
		 * given back (a --vary grid of bags makes one a cell). */
		line = arena_use(NULL);
		for (i = 0; i < law->n; i++)
			mpz_clear(law->ways[i]);
		if (law->n > 0) {
			mpz_clear(law->total);
			xfree(law->ways);
			xfree(law->end);
		}
		law->n = 0;
		memcpy(law->key, key, sizeof(key));
		work_out_law(d->bag, draws, law);
		arena_use(line);
	}
	i = roll_weighed(&run->dice, law->ways, law->n, law->total);
	*e = law->end[i];
	d->left[A] = d->left[B] = 0;
	d->ndrawn = (int)(draws < total ? draws : total);
	d->drawn[0] = e->first_a == 1 ? A : B;
	as = e->in_next - (d->drawn[0] == A);
	for (i = 1; i < d->ndrawn; i++)
		d->drawn[i] = as-- > 0 ? A : B;
}

/* The draws asked, one by one from the bag. */
static void
draw(struct run *run, struct draw *d, long draws, struct ending *e)
{
	long at;
	int side;

	memset(e, 0, sizeof(*e));
	for (at = 1; d->left[A] + d->left[B] > 0 && at <= draws; at++) {
		side = roll_kind(&run->dice, d->left, 2, draw_name) - 1;
		d->left[side]--;
		d->drawn[d->ndrawn++] = side;
		e->in_next += side == A;
	}
}

static void
resolve(struct run *run, void *state)
{
	struct draw *d = state;
	long draws = option(run, OPT_DRAWS)->whole, at;
	struct ending e;
	int side, walk = run->dice.source == DICE_WALK;

	read_bag(run, d);
	for (side = A; side <= B; side++)
		note_dice(run, side);
	d->broken[A] = option(run, OPT_A_ARMY_BROKEN)->given > 0;
	d->broken[B] = option(run, OPT_B_ARMY_BROKEN)->given > 0;
	memcpy(d->left, d->bag, sizeof(d->left));
	if (run->dice.source == DICE_GIVEN && d->bag[A] + d->bag[B] == 0)
		fail(EXIT_USAGE, "--dice: a draw from an empty bag: the turn "
		    "is over");
	if (run->dice.source == DICE_GIVEN
	    && (long)run->dice.ngiven > d->bag[A] + d->bag[B])
		fail(EXIT_USAGE, "--dice: %zu draw%s from a bag of %ld di%s: "
		    "an empty bag ends the turn", run->dice.ngiven,
		    run->dice.ngiven == 1 ? "" : "s", d->bag[A] + d->bag[B],
		    d->bag[A] + d->bag[B] == 1 ? "e" : "ce");
	if (walk)
		walk_turn(run, d, draws, &e);
	else
		draw(run, d, draws, &e);
	outcome(run, d->ndrawn == 0 ? END_OF_TURN : d->drawn[0] == A ?
	    DRAWN_A : DRAWN_B);
	quantity(run, Q_A_NEXT, d->ndrawn > 0 && d->drawn[0] == A);
	quantity(run, Q_A_IN_NEXT, e.in_next);
	if (walk && e.first_a > 0) {
		quantity(run, Q_B_BEFORE_A, e.first_a - 1);
		quantity(run, Q_A_NEXT_POSITION, e.first_a);
		quantity(run, Q_A_LAST_POSITION, e.last_a);
	}
	if (walk)
		quantity(run, Q_LONGEST_B_RUN, e.longest);
	if (d->ndrawn == 0) {
		effect(run, "the bag is empty: the turn is over");
		return;
	}
	effect(run, "%s acts: a brigade or an independent unit",
	    d->name[d->drawn[0]]);
	if (d->broken[d->drawn[0]])
		effect(run, "its army is broken: the brigade drawn takes an "
		    "order test");
	for (at = 0; at < d->ndrawn && !d->broken[d->drawn[at]]; at++)
		;
	if (at < d->ndrawn) {		/* a broken army's die drawn */
		follow_up(run, "bacw-order");
		follow_arg(run, "--reason");
		follow_arg(run, "army-broken");
		follow_missing(run, "--order", "the order the brigade is given");
		follow_missing(run, "--quality", "the brigade's quality");
	}
}

static void
text_bag(struct run *run, const char *label, const long *bag,
    const struct draw *d)
{
	out_printf(&run->out, "%s: %s %ld, %s %ld", label, d->name[A], bag[A],
	    d->name[B], bag[B]);
}

static void
text(struct run *run, const void *state)
{
	const struct draw *d = state;
	int i, side;

	if (d->ndrawn == 0) {
		out_str(&run->out, "END OF TURN  the bag is empty\n");
		return;
	}
	out_printf(&run->out, "ORDER DIE TO %s  (", d->name[d->drawn[0]]);
	text_bag(run, "bag", d->bag, d);
	out_str(&run->out, ")\n");
	for (i = 1; i < d->ndrawn; i++)
		out_printf(&run->out, "%s%s", i == 1 ? "then " : ", ",
		    d->name[d->drawn[i]]);
	out_printf(&run->out, "%s", d->ndrawn > 1 ? "\n" : "");
	text_bag(run, "left", d->left, d);
	out_printf(&run->out, "%s\n", d->left[A] + d->left[B] == 0 ?
	    "; the bag is empty: the turn is over" : "");
	for (side = A; side <= B; side++)
		for (i = 0; i < d->ndrawn; i++)
			if (d->drawn[i] == side && d->broken[side]) {
				out_printf(&run->out, "%s's army is broken: each "
				    "brigade it draws tests: %s\n",
				    d->name[side], follow_up_text(run));
				break;
			}
}

static void
json_sides(struct run *run, const char *key, const long *value)
{
	json_key(&run->out, key);
	json_open(&run->out, '{');
	json_key(&run->out, side_letter[A]);
	json_whole(&run->out, value[A]);
	json_key(&run->out, side_letter[B]);
	json_whole(&run->out, value[B]);
	json_close(&run->out, '}');
}

static void
json(struct run *run, const void *state)
{
	const struct draw *d = state;
	int i;

	json_key(&run->out, "names");
	json_open(&run->out, '[');
	json_string(&run->out, d->name[A]);
	json_string(&run->out, d->name[B]);
	json_close(&run->out, ']');
	json_sides(run, "bag", d->bag);
	json_key(&run->out, "drawn");
	json_open(&run->out, '[');
	for (i = 0; i < d->ndrawn; i++)
		json_string(&run->out, side_letter[d->drawn[i]]);
	json_close(&run->out, ']');
	json_key(&run->out, "next");
	if (d->ndrawn > 0)
		json_string(&run->out, side_letter[d->drawn[0]]);
	else
		json_null(&run->out);
	json_sides(run, "left", d->left);
	json_key(&run->out, "end_of_turn");
	json_bool(&run->out, d->left[A] + d->left[B] == 0);
	json_follow_up(run);
}

static void
odds_text(struct run *run, const void *state)
{
	const struct draw *d = state;
	long draws = option(run, OPT_DRAWS)->whole;

	text_bag(run, "bag", d->bag, d);
	if (strcmp(d->name[A], side_letter[A]) != 0)
		out_printf(&run->out, " (%s is a, %s b)", d->name[A],
		    d->name[B]);
	out_printf(&run->out, "; the next %ld draw%s, and the turn\n", draws,
	    draws == 1 ? "" : "s");
}

static void
odds_json(struct run *run, const void *state)
{
	json_sides(run, "bag", ((const struct draw *)state)->bag);
}

static const struct tool t = {
	.name = "bacw-draw",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "a draws next",
	.dice_kinds = "a,b",
	.state_size = sizeof(struct draw),
	.check_tables = check_tables,
	.imply = imply,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text,
	.odds_json = odds_json,
	.odds_paths = odds_paths
};

int
main(int argc, char *argv[])
{
	return tool_main(&t, argc, argv);
}
