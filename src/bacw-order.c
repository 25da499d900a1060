/*
 * bacw-order - the Bolt Action ACW order test: 2D6 against the unit's
 * morale, best single commander bonus, -1 a pin, a 12 a blunder.
 */
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "tool.h"

/* Pins on a unit, and pins a table row may add: 0..PINS_MAX each. */
enum { PINS_MAX = 99 };

enum { MORALE_EXPERIENCE, MORALE_MORALE };
static const struct column morale_columns[] = {
	{ "experience", CELL_KEY, 0, 0 },
	{ "morale", CELL_WHOLE, 0, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema morale_table = { "bacw/morale.csv", morale_columns };

enum { COMMANDER_NAME, COMMANDER_BONUS, COMMANDER_CONDITION };
static const struct column commander_columns[] = {
	{ "commander", CELL_KEY, 0, 0 },
	{ "bonus", CELL_WHOLE, -99, 99 },
	{ "condition", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema commander_table = { "bacw/commanders.csv", commander_columns };

/* on_fail: the failure every failed test has, before the order's and
 * the reason's own. */
enum { TEST_DICE, TEST_SIDES, TEST_BLUNDER_FROM, TEST_ON_FAIL };
static const struct column test_columns[] = {
	{ "dice", CELL_WHOLE, 1, 10 },
	{ "sides", CELL_WHOLE, 2, 100 },
	{ "blunder_from", CELL_WHOLE, 1, 1000 },
	{ "on_fail", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema test_table = { "bacw/test.csv", test_columns };

/* Where the nearest enemy is, for the blunder table's cases. */
#define ENEMIES	"charge-range,visible,none"
enum { ENEMY_CHARGE_RANGE, ENEMY_VISIBLE, ENEMY_NONE };

enum { ORDER_NAME, ORDER_NEEDS_TEST, ORDER_PINS_REMOVED, ORDER_EXTRA_DIE,
	ORDER_AGGRESSIVE, ORDER_ENEMY, ORDER_ON_PASS, ORDER_ON_FAIL };
static const struct column order_columns[] = {
	{ "order", CELL_KEY, 0, 0 },
	{ "needs_test", CELL_FLAG, 0, 0 },
	{ "pins_removed", CELL_WHOLE, 0, PINS_MAX },
	{ "extra_die", CELL_WHOLE, 0, 100 },
	{ "aggressive", CELL_FLAG, 0, 0 },
	{ "enemy", CELL_TEXT, 0, 0 },
	{ "on_pass", CELL_TEXT, 0, 0 },
	{ "on_fail", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema order_table = { "bacw/orders.csv", order_columns };

enum { REASON_NAME, REASON_PINS_ON_FAIL, REASON_FRIENDLY_PINS_ON_FAIL,
	REASON_AGGRESSIVE_ONLY, REASON_ON_PASS, REASON_ON_FAIL };
static const struct column reason_columns[] = {
	{ "reason", CELL_KEY, 0, 0 },
	{ "pins_on_fail", CELL_WHOLE, 0, PINS_MAX },
	{ "friendly_pins_on_fail", CELL_WHOLE, 0, PINS_MAX },
	{ "aggressive_only", CELL_FLAG, 0, 0 },
	{ "on_pass", CELL_TEXT, 0, 0 },
	{ "on_fail", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema reason_table = { "bacw/reasons.csv", reason_columns };

/* pins and effect: the nearest enemy visible but beyond charge range;
 * the _in_range and _no_enemy cells the other cases (an empty effect
 * cell: the same as effect). */
enum { BLUNDER_ROLL, BLUNDER_RESULT, BLUNDER_PINS, BLUNDER_FRIENDLY_PINS,
	BLUNDER_EFFECT, BLUNDER_PINS_IN_RANGE, BLUNDER_EFFECT_IN_RANGE,
	BLUNDER_EFFECT_NO_ENEMY };
static const struct column blunder_columns[] = {
	{ "roll", CELL_WHOLE, 1, 100 },
	{ "result", CELL_TEXT, 0, 0 },
	{ "pins", CELL_WHOLE, 0, PINS_MAX },
	{ "friendly_pins", CELL_WHOLE, 0, PINS_MAX },
	{ "effect", CELL_TEXT, 0, 0 },
	{ "pins_in_range", CELL_WHOLE, 0, PINS_MAX },
	{ "effect_in_range", CELL_TEXT, 0, 0 },
	{ "effect_no_enemy", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema blunder_table = { "bacw/blunder.csv", blunder_columns };

static const struct table_schema *const tables[] = {
	&morale_table, &commander_table, &test_table, &order_table,
	&reason_table, &blunder_table, NULL
};

enum { OPT_MORALE, OPT_PINS, OPT_COLONEL, OPT_BRIGADE_COMMANDER,
	OPT_ARMY_COMMANDER, OPT_ORDER, OPT_REASON, OPT_ENEMY };
static const struct opt opts[] = {
	{ "morale", KIND_WORD, "LEVEL", "inexperienced, regular, veteran or a "
	    "number", 2, 12, &morale_table, MORALE_EXPERIENCE, NULL, "regular",
	    0, 0 },
	{ "pins", KIND_WHOLE, "N", "pins on the unit", 0, PINS_MAX, NULL, 0, NULL,
	    "0", 0, 0 },
	{ "colonel", KIND_FLAG, NULL, "the colonel is with the unit", 0, 0,
	    NULL, 0, NULL, NULL, 0, 0 },
	{ "brigade-commander", KIND_FLAG, NULL, "its brigade commander is "
	    "within 6\"", 0, 0, NULL, 0, NULL, NULL, 0, 0 },
	{ "army-commander", KIND_FLAG, NULL, "the army commander is within 12\"",
	    0, 0, NULL, 0, NULL, NULL, 0, 0 },
	{ "order", KIND_WORD, "ORDER", "the order given", 0, 0, &order_table,
	    ORDER_NAME, NULL, "advance", 0, 0 },
	{ "reason", KIND_WORD, "REASON", "another occasion for a test", 0, 0,
	    &reason_table, REASON_NAME, NULL, NULL, 0, 0 },
	{ "enemy", KIND_WORD, "WHERE", "the nearest enemy: within charge range, "
	    "visible or none", 0, 0, NULL, 0, ENEMIES, "visible", 0, 0 },
	{ NULL, KIND_FLAG, NULL, NULL, 0, 0, NULL, 0, NULL, NULL, 0, 0 }
};

/* The commander options, named as the rows of commanders.csv. */
static const int commander_opts[] = {
	OPT_COLONEL, OPT_BRIGADE_COMMANDER, OPT_ARMY_COMMANDER
};
#define NCOMMANDERS (sizeof(commander_opts) / sizeof(commander_opts[0]))

enum outcome { NO_TEST, PASS, FAIL, BLUNDER };
static const char *const outcome_token[] = { "no_test", "pass", "fail", "blunder" };
static const char *const outcome_word[] = { "NO TEST", "PASS", "FAIL", "BLUNDER" };

struct order_test {
	const char	*experience;	/* NULL for a morale given as a number */
	long		 morale, target, pins_before, pins_after;
	long		 commander_row;	/* the bonus that counts, or -1 */
	long		 order_row, reason_row;
	long		 asked_reason;	/* the reason given, even when its
					 * test is not for this order */
	long		 enemy;		/* ENEMY_... */
	int		 ignored[NCOMMANDERS];	/* commanders not counted */
	int		 dice[2], ndice;
	long		 total;
	enum outcome	 outcome;
	long		 blunder_row;
	int		 extra_roll;	/* the rally die, or 0 */
	long		 friendly_pins;	/* a reason's, on a friend met */
};

/* The index of an ENEMIES word, or -1. */
static long
enemy_index(const char *word)
{
	const char *w = ENEMIES;
	size_t n, len = strlen(word);
	long i;

	for (i = 0;; i++) {
		n = strcspn(w, ",");
		if (n == len && strncmp(w, word, n) == 0)
			return i;
		if (w[n] == '\0')
			return -1;
		w += n + 1;
	}
}

static void
check_tables(struct run *run)
{
	const struct table *commanders = table_of(run, &commander_table);
	const struct table *blunder = table_of(run, &blunder_table);
	const struct table *test = table_of(run, &test_table);
	const struct table *orders = table_of(run, &order_table);
	size_t i;

	for (i = 0; i < NCOMMANDERS; i++)
		table_require_row(commanders, COMMANDER_NAME,
		    opts[commander_opts[i]].name);
	table_require_rows(test, 1, "the dice of the test");
	if (cell_whole(test, 0, TEST_DICE) > 2)
		table_fail(test, 0, TEST_DICE, "at most 2 dice");
	/* The blunder die has a face for every row, in order. */
	table_require_faces(blunder, BLUNDER_ROLL);
	for (i = 0; i < orders->rows; i++)
		if (*cell_text(orders, i, ORDER_ENEMY) != '\0'
		    && enemy_index(cell_text(orders, i, ORDER_ENEMY)) < 0)
			table_fail(orders, i, ORDER_ENEMY, "%s is not one of "
			    "charge-range, visible, none",
			    quoted(cell_text(orders, i, ORDER_ENEMY)));
}

/* The morale, bonus, pins and target: what the dice are tested against. */
static void
work_out_target(struct run *run, struct order_test *t)
{
	const struct table *morale = table_of(run, &morale_table);
	const struct table *commanders = table_of(run, &commander_table);
	const struct table *orders = table_of(run, &order_table);
	const struct table *reasons = table_of(run, &reason_table);
	const struct opt_value *m = option(run, OPT_MORALE);
	struct opt_value *v;
	const char *implied;
	long best = 0, row;
	size_t i;

	if (m->row >= 0) {
		t->experience = cell_text(morale, (size_t)m->row, MORALE_EXPERIENCE);
		t->morale = cell_whole(morale, (size_t)m->row, MORALE_MORALE);
	} else {
		t->experience = NULL;
		t->morale = m->whole;
	}
	/* Not cumulative: the best bonus counts, the first of equals. */
	t->commander_row = -1;
	for (i = 0; i < NCOMMANDERS; i++) {
		t->ignored[i] = 0;
		if (!option(run, commander_opts[i])->given)
			continue;
		row = table_find(commanders, COMMANDER_NAME,
		    opts[commander_opts[i]].name);
		if (t->commander_row < 0
		    || cell_whole(commanders, (size_t)row, COMMANDER_BONUS) > best) {
			t->commander_row = row;
			best = cell_whole(commanders, (size_t)row, COMMANDER_BONUS);
		}
	}
	for (i = 0; i < NCOMMANDERS; i++)
		t->ignored[i] = option(run, commander_opts[i])->given
		    && table_find(commanders, COMMANDER_NAME,
		    opts[commander_opts[i]].name) != t->commander_row;
	if (t->commander_row >= 0)
		modifier_add(run, cell_text(commanders, (size_t)t->commander_row,
		    COMMANDER_NAME), best, NULL, commanders,
		    (size_t)t->commander_row);
	t->pins_before = option(run, OPT_PINS)->whole;
	if (t->pins_before > 0)
		modifier_add(run, "pins", -t->pins_before, NULL, NULL, 0);
	t->target = t->morale + best - t->pins_before;
	t->order_row = option(run, OPT_ORDER)->row;
	t->reason_row = t->asked_reason = option(run, OPT_REASON)->row;
	/* A reason for aggressive orders only tests no other. */
	if (t->reason_row >= 0 && cell_whole(reasons, (size_t)t->reason_row,
	    REASON_AGGRESSIVE_ONLY) && !cell_whole(orders,
	    (size_t)t->order_row, ORDER_AGGRESSIVE))
		t->reason_row = -1;
	/* The order may say where the enemy is: a charge has one in range. */
	implied = cell_text(orders, (size_t)t->order_row, ORDER_ENEMY);
	t->enemy = option(run, OPT_ENEMY)->row;
	if (*implied != '\0') {
		if (option(run, OPT_ENEMY)->given
		    && t->enemy != enemy_index(implied))
			fail(EXIT_USAGE, "--enemy: --order %s means --enemy "
			    "%s, not %s", cell_text(orders, (size_t)t->order_row,
			    ORDER_NAME), implied, option_text(run, OPT_ENEMY));
		t->enemy = enemy_index(implied);
		/* The inputs say where the tool took the enemy to be. */
		v = &run->values[OPT_ENEMY];
		v->given = 1;
		v->text[0] = implied;
		v->row = t->enemy;
	} else if (!option(run, OPT_ENEMY)->given) {
		t->enemy = enemy_index(opts[OPT_ENEMY].fallback);
	}
}

static void
order_test(struct run *run, struct order_test *t)
{
	const struct table *orders = table_of(run, &order_table);
	const struct table *reasons = table_of(run, &reason_table);
	const struct table *blunder = table_of(run, &blunder_table);
	const struct table *test = table_of(run, &test_table);
	size_t order;
	long pins_removed, extra_die;

	work_out_target(run, t);
	order = (size_t)t->order_row;
	t->pins_after = t->pins_before;
	t->ndice = 0;
	t->total = 0;
	t->blunder_row = -1;
	t->extra_roll = 0;
	t->friendly_pins = 0;
	if (t->pins_before == 0 && !cell_whole(orders, order, ORDER_NEEDS_TEST)
	    && t->reason_row < 0) {
		t->outcome = NO_TEST;
		return;
	}
	t->ndice = (int)cell_whole(test, 0, TEST_DICE);
	t->total = roll_sum(&run->dice, t->ndice, (int)cell_whole(test, 0,
	    TEST_SIDES), "order test", t->dice);
	if (t->total >= cell_whole(test, 0, TEST_BLUNDER_FROM)) {
		t->outcome = BLUNDER;
		t->blunder_row = roll(&run->dice, (int)blunder->rows,
		    "blunder") - 1;
		t->pins_after += cell_whole(blunder, (size_t)t->blunder_row,
		    t->enemy == ENEMY_CHARGE_RANGE ? BLUNDER_PINS_IN_RANGE
		    : BLUNDER_PINS);
		run->failed = 1;
	} else if (t->total <= t->target) {
		t->outcome = PASS;
		pins_removed = cell_whole(orders, order, ORDER_PINS_REMOVED);
		extra_die = cell_whole(orders, order, ORDER_EXTRA_DIE);
		/* The rally die is rolled only while pins remain. */
		if (extra_die > 0 && t->pins_before > pins_removed)
			pins_removed += t->extra_roll = roll(&run->dice,
			    (int)extra_die, "rally");
		t->pins_after = t->pins_before > pins_removed
		    ? t->pins_before - pins_removed : 0;
	} else {
		t->outcome = FAIL;
		if (t->reason_row >= 0) {
			t->pins_after += cell_whole(reasons, (size_t)t->reason_row,
			    REASON_PINS_ON_FAIL);
			t->friendly_pins = cell_whole(reasons,
			    (size_t)t->reason_row,
			    REASON_FRIENDLY_PINS_ON_FAIL);
		}
		run->failed = 1;
	}
}

/* "regular 8, colonel +1, 2 pins -2; army-commander +2 not counted" */
static void
explain_target(struct run *run, const struct order_test *t, struct out *text)
{
	const struct table *commanders = table_of(run, &commander_table);
	size_t i;

	if (t->experience != NULL)
		out_printf(text, "%s %ld", t->experience, t->morale);
	else
		out_printf(text, "morale %ld", t->morale);
	if (t->commander_row >= 0)
		out_printf(text, ", %s %+ld", cell_text(commanders,
		    (size_t)t->commander_row, COMMANDER_NAME),
		    cell_whole(commanders, (size_t)t->commander_row,
		    COMMANDER_BONUS));
	if (t->pins_before > 0)
		out_printf(text, ", %ld pin%s %+ld", t->pins_before,
		    t->pins_before == 1 ? "" : "s", -t->pins_before);
	for (i = 0; i < NCOMMANDERS; i++)
		if (t->ignored[i])
			out_printf(text, "; %s not counted",
			    opts[commander_opts[i]].name);
}

/* The blunder's effect where the enemy is. */
static const char *
blunder_effect(const struct table *blunder, const struct order_test *t)
{
	size_t b = (size_t)t->blunder_row;
	const char *cell = "";

	if (t->enemy == ENEMY_CHARGE_RANGE)
		cell = cell_text(blunder, b, BLUNDER_EFFECT_IN_RANGE);
	else if (t->enemy == ENEMY_NONE)
		cell = cell_text(blunder, b, BLUNDER_EFFECT_NO_ENEMY);
	return *cell != '\0' ? cell : cell_text(blunder, b, BLUNDER_EFFECT);
}

/* "advance, no pins" or "down, no pins: ineffective tests aggressive
 * orders only": why no test is needed. */
static void
why_no_test(struct run *run, const struct order_test *t, struct out *text)
{
	const struct table *orders = table_of(run, &order_table);
	const struct table *reasons = table_of(run, &reason_table);

	out_printf(text, "%s, no pins", cell_text(orders,
	    (size_t)t->order_row, ORDER_NAME));
	if (t->asked_reason >= 0)
		out_printf(text, "; %s tests aggressive orders only",
		    cell_text(reasons, (size_t)t->asked_reason, REASON_NAME));
}

/* "; text", when the cell says anything. */
static void
clause(struct out *text, const char *cell)
{
	if (*cell != '\0')
		out_printf(text, "; %s", cell);
}

/* The effect text of this outcome, from the tables. */
static void
describe_effect(struct run *run, const struct order_test *t, struct out *text)
{
	const struct table *orders = table_of(run, &order_table);
	const struct table *reasons = table_of(run, &reason_table);
	const struct table *blunder = table_of(run, &blunder_table);
	const char *order = cell_text(orders, (size_t)t->order_row, ORDER_NAME);
	size_t b = (size_t)t->blunder_row;
	long friendly;

	switch (t->outcome) {
	case NO_TEST:
		out_printf(text, "%s: %s", order,
		    cell_text(orders, (size_t)t->order_row, ORDER_ON_PASS));
		break;
	case PASS:
		/* A reason with a pass of its own says it; else the order. */
		if (t->reason_row >= 0 && *cell_text(reasons,
		    (size_t)t->reason_row, REASON_ON_PASS) != '\0')
			out_printf(text, "%s (%s): %s", order,
			    cell_text(reasons, (size_t)t->reason_row, REASON_NAME),
			    cell_text(reasons, (size_t)t->reason_row,
			    REASON_ON_PASS));
		else
			out_printf(text, "%s: %s", order, cell_text(orders,
			    (size_t)t->order_row, ORDER_ON_PASS));
		break;
	case FAIL:
		/* The general failure, the order's, then the reason's:
		 * each adds, none replaces. */
		out_printf(text, "%s failed", order);
		if (t->reason_row >= 0)
			out_printf(text, " (%s)", cell_text(reasons,
			    (size_t)t->reason_row, REASON_NAME));
		out_printf(text, ": %s", cell_text(table_of(run, &test_table),
		    0, TEST_ON_FAIL));
		clause(text, cell_text(orders, (size_t)t->order_row,
		    ORDER_ON_FAIL));
		if (t->reason_row >= 0)
			clause(text, cell_text(reasons, (size_t)t->reason_row,
			    REASON_ON_FAIL));
		if (t->friendly_pins > 0)
			out_printf(text, "; the friendly "
			    "unit also takes %ld pin%s", t->friendly_pins,
			    t->friendly_pins == 1 ? "" : "s");
		break;
	case BLUNDER:
		friendly = cell_whole(blunder, b, BLUNDER_FRIENDLY_PINS);
		out_printf(text, "blunder %ld, %s: the unit %s%s",
		    cell_whole(blunder, b, BLUNDER_ROLL),
		    cell_text(blunder, b, BLUNDER_RESULT),
		    blunder_effect(blunder, t), friendly > 0 ?
		    "; a friendly unit met also takes a pin" : "");
		break;
	}
}

static void
print_text(struct run *run, const struct order_test *t, const char *target,
    const char *effect)
{
	int i;

	struct out why = {0};
	long lost;

	out_printf(&run->out, "%s", outcome_word[t->outcome]);
	if (t->outcome == NO_TEST) {
		why_no_test(run, t, &why);
		out_printf(&run->out, "  no test needed (%s)\n", why.buf);
		out_free(&why);
	} else {
		out_printf(&run->out, "  rolled ");
		for (i = 0; i < t->ndice; i++)
			out_printf(&run->out, "%s%d", i ? "+" : "", t->dice[i]);
		out_printf(&run->out, "=%ld vs %ld (%s)\n", t->total, t->target,
		    target);
	}
	out_printf(&run->out, "%s\n", effect);
	if (t->extra_roll > 0) {
		/* What it really took: never more than were left. */
		lost = t->pins_before - t->pins_after - cell_whole(table_of(run,
		    &order_table), (size_t)t->order_row, ORDER_PINS_REMOVED);
		out_printf(&run->out, "rally die %d: %ld more pin%s lost%s\n",
		    t->extra_roll, lost, lost == 1 ? "" : "s",
		    t->pins_after == 0 ? ", none left" : "");
	}
	if (t->pins_after != t->pins_before)
		out_printf(&run->out, "pins %ld -> %ld\n", t->pins_before,
		    t->pins_after);
	if (run->common.verbose) {
		const struct table *morale = table_of(run, &morale_table);
		long row = option(run, OPT_MORALE)->row;

		out_printf(&run->out, "  morale %ld", t->morale);
		if (row >= 0)
			out_printf(&run->out, "  (%s)", table_source(morale,
			    (size_t)row));
		out_printf(&run->out, "\n");
		text_modifiers(run);
		out_printf(&run->out, "  target %ld\n", t->target);
	}
}

static void
print_json(struct run *run, const struct order_test *t, const char *effect)
{
	const struct table *blunder = table_of(run, &blunder_table);
	size_t i, b = (size_t)t->blunder_row;

	json_result_begin(run, outcome_token[t->outcome], effect);
	json_key(&run->out, "order");
	json_string(&run->out, cell_text(table_of(run, &order_table),
	    (size_t)t->order_row, ORDER_NAME));
	json_key(&run->out, "target");
	json_whole(&run->out, t->target);
	json_key(&run->out, "total");
	if (t->outcome == NO_TEST)
		json_null(&run->out);
	else
		json_whole(&run->out, t->total);
	json_key(&run->out, "passed");
	if (t->outcome == NO_TEST)
		json_null(&run->out);
	else
		json_bool(&run->out, t->outcome == PASS);
	json_key(&run->out, "blunder");
	if (t->outcome != BLUNDER) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '{');
		json_key(&run->out, "roll");
		json_whole(&run->out, cell_whole(blunder, b, BLUNDER_ROLL));
		json_key(&run->out, "result");
		json_string(&run->out, cell_text(blunder, b, BLUNDER_RESULT));
		json_key(&run->out, "effect");
		json_string(&run->out, blunder_effect(blunder, t));
		json_key(&run->out, "friendly_pins");
		json_whole(&run->out, cell_whole(blunder, b, BLUNDER_FRIENDLY_PINS));
		json_close(&run->out, '}');
	}
	json_key(&run->out, "pins_before");
	json_whole(&run->out, t->pins_before);
	json_key(&run->out, "pins_after");
	json_whole(&run->out, t->pins_after);
	json_key(&run->out, "not_counted");
	json_open(&run->out, '[');
	for (i = 0; i < NCOMMANDERS; i++)
		if (t->ignored[i])
			json_string(&run->out, opts[commander_opts[i]].name);
	json_close(&run->out, ']');
	json_key(&run->out, "friendly_pins");
	json_whole(&run->out, t->friendly_pins);
	json_close(&run->out, '}');
}

static void
resolve(struct run *run)
{
	struct order_test t;
	/* Texts of the tables' cells, as long as they are. */
	struct out target = {0}, effect = {0};

	order_test(run, &t);
	if (t.outcome == NO_TEST && run->common.dice != NULL) {
		/* The dice contract holds, but says why none are used;
		 * whoever catches the fail() frees target. */
		why_no_test(run, &t, &target);
		fail(EXIT_USAGE, "--dice: no test is needed (%s): --dice is "
		    "not used", target.buf);
	}
	explain_target(run, &t, &target);
	describe_effect(run, &t, &effect);
	if (t.outcome == NO_TEST)
		run->failed = 0;
	if (run->common.json)
		print_json(run, &t, effect.buf);
	else
		print_text(run, &t, target.buf, effect.buf);
	out_free(&target);
	out_free(&effect);
}

/* Every path of dice the test can take, each with its exact weight. */
static void
odds(struct run *run)
{
	const struct table *blunder = table_of(run, &blunder_table);
	struct odds outcomes = {0}, blunders = {0};
	/* A failure or a blunder adds at most PINS_MAX to at most PINS_MAX. */
	struct frac pins_after[2 * PINS_MAX + 1];
	struct order_test t;
	struct out target = {0};
	char token[32];
	struct frac w, pass;
	size_t row;
	long pins;

	for (row = 0; row < blunder->rows; row++) {
		snprintf(token, sizeof(token), "blunder_%zu", row + 1);
		odds_add(&blunders, token, frac_make(0, 1));
	}
	for (pins = 0; pins <= 2 * PINS_MAX; pins++)
		pins_after[pins] = frac_make(0, 1);
	dice_every(&run->dice);
	do {
		dice_start(&run->dice);
		run->nmodifiers = 0;
		order_test(run, &t);
		w = dice_path_weight(&run->dice);
		odds_add(&outcomes, outcome_token[t.outcome], w);
		if (t.outcome == BLUNDER) {
			snprintf(token, sizeof(token), "blunder_%ld",
			    t.blunder_row + 1);
			odds_add(&blunders, token, w);
		}
		pins_after[t.pins_after] = frac_add(pins_after[t.pins_after], w);
	} while (dice_next_path(&run->dice));
	odds_check(&outcomes, "outcomes");
	/* The chance asked about: PASS (or certain, with no test). */
	pass = frac_make(0, 1);
	for (row = 0; row < outcomes.n; row++)
		if (strcmp(outcomes.token[row], outcome_token[PASS]) == 0)
			pass = outcomes.p[row];
	if (run->common.json) {
		json_odds_begin(run);
		json_key(&run->out, "target");
		json_whole(&run->out, t.target);
		json_odds_answer(&run->out, outcome_word[t.outcome == NO_TEST
		    ? NO_TEST : PASS], t.outcome == NO_TEST ? frac_make(1, 1)
		    : pass);
		json_odds(&run->out, "odds", &outcomes);
		if (t.outcome != NO_TEST)
			json_odds(&run->out, "blunders", &blunders);
		json_key(&run->out, "pins_after");
		json_open(&run->out, '[');
		for (pins = 0; pins <= 2 * PINS_MAX; pins++) {
			if (frac_is_zero(pins_after[pins]))
				continue;
			json_open(&run->out, '{');
			json_key(&run->out, "pins");
			json_whole(&run->out, pins);
			json_probability(&run->out, pins_after[pins]);
			json_close(&run->out, '}');
		}
		json_close(&run->out, ']');
		json_close(&run->out, '}');
		return;
	}
	if (t.outcome == NO_TEST) {
		/* Certain: said once, no rows. */
		why_no_test(run, &t, &target);
		out_printf(&run->out, "%s  no test needed (%s)\n",
		    outcome_word[NO_TEST], target.buf);
		out_free(&target);
		return;
	}
	text_odds_answer(&run->out, outcome_word[PASS], pass);
	explain_target(run, &t, &target);
	out_printf(&run->out, "%s: target %ld (%s)\n", cell_text(table_of(run,
	    &order_table), (size_t)t.order_row, ORDER_NAME), t.target,
	    target.buf);
	out_free(&target);
	text_odds(&run->out, &outcomes);
	text_odds(&run->out, &blunders);
	for (pins = 0; pins <= 2 * PINS_MAX; pins++) {
		if (frac_is_zero(pins_after[pins]))
			continue;
		snprintf(token, sizeof(token), "pins after %ld", pins);
		text_odds_row(&run->out, token, pins_after[pins]);
	}
}

static const struct tool bacw_order = {
	.name = "bacw-order",
	.synopsis =
	"[--morale LEVEL] [--pins N] [--colonel] [--brigade-commander] "
	    "[--army-commander] [--order ORDER] [--reason REASON] [--enemy WHERE] "
	    "[options]",
	.opts = opts, .tables = tables, .check_tables = check_tables,
	.resolve_old = resolve, .odds_old = odds
};

int
main(int argc, char *argv[])
{
	return tool_main(&bacw_order, argc, argv);
}
