/*
 * bacw-order - the Bolt Action ACW order test: 2D6 against the unit's
 * morale, best single commander bonus, -1 a pin, a 12 a blunder.
 */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "bacw.h"
#include "err.h"
#include "tool.h"
#include "walk.h"

/* Where the nearest enemy is, for the blunder table's cases. */
#define ENEMIES	"charge-range,visible,none"
enum { ENEMY_CHARGE_RANGE, ENEMY_VISIBLE, ENEMY_NONE };

enum { T_MORALE, T_COMMANDERS, T_TEST, T_ORDERS, T_REASONS, T_BLUNDER,
	T_UNITS, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_MORALE] = &bacw_morale_table,
	[T_COMMANDERS] = &bacw_order_commander_table,
	[T_TEST] = &bacw_order_test_table,
	[T_ORDERS] = &bacw_order_table,
	[T_REASONS] = &bacw_order_reason_table,
	[T_BLUNDER] = &bacw_blunder_table,
	/* bacw-shoot's and bacw-melee's units: some cannot go down. */
	[T_UNITS] = &bacw_unit_table,
	NULL
};

enum { OPT_QUALITY, OPT_PINS, OPT_COLONEL, OPT_BRIGADE_COMMANDER,
	OPT_ARMY_COMMANDER, OPT_ORDER, OPT_REASON, OPT_ENEMY, OPT_UNIT,
	OPT_MORALE, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_QUALITY] = { .name = "quality", .kind = KIND_WORD, .arg = "LEVEL",
	    .help = "the unit's quality", .table = &bacw_morale_table,
	    .column = MORALE_EXPERIENCE, .fallback = "regular" },
	/* A level or a number, as bacw-melee's --SIDE-morale: the old
	 * --morale LEVEL keeps working, and a number stays out of
	 * --quality, a word in every tool. */
	[OPT_MORALE] = { .name = "morale", .kind = KIND_WORD, .arg = "LEVEL",
	    .help = "its morale (default: its quality's)", .min = 2,
	    .max = 12, .table = &bacw_morale_table,
	    .column = MORALE_EXPERIENCE },
	[OPT_PINS] = { .name = "pins", .kind = KIND_WHOLE, .arg = "N",
	    .help = "pins on the unit", .min = 0, .max = PINS_MAX,
	    .fallback = "0" },
	[OPT_COLONEL] = { .name = "colonel", .kind = KIND_FLAG,
	    .help = "the colonel is with the unit" },
	[OPT_BRIGADE_COMMANDER] = { .name = "brigade-commander",
	    .kind = KIND_FLAG, .help = "its brigade commander is near" },
	[OPT_ARMY_COMMANDER] = { .name = "army-commander", .kind = KIND_FLAG,
	    .help = "the army commander is near" },
	[OPT_ORDER] = { .name = "order", .kind = KIND_WORD, .arg = "ORDER",
	    .help = "the order given", .table = &bacw_order_table,
	    .column = ORDER_NAME, .fallback = "advance" },
	[OPT_REASON] = { .name = "reason", .kind = KIND_WORD, .arg = "REASON",
	    .help = "another occasion for a test",
	    .table = &bacw_order_reason_table, .column = ORDER_REASON_NAME },
	[OPT_ENEMY] = { .name = "enemy", .kind = KIND_WORD, .arg = "WHERE",
	    .help = "the nearest enemy: within charge range, visible or none",
	    .choices = ENEMIES, .fallback = "visible" },
	/* bacw-shoot's and bacw-melee's units: some cannot go down. */
	[OPT_UNIT] = { .name = "type", .kind = KIND_WORD, .arg = "TYPE",
	    .help = "the unit tested", .table = &bacw_unit_table,
	    .column = UNIT_NAME, .fallback = "infantry", .also = "unit" },
	[OPT_COUNT] = { .name = NULL }
};

/* The morale the unit tests against: --morale's, else its quality's. */
static const struct opt_value *
morale_of(const struct run *run)
{
	const struct opt_value *m = option(run, OPT_MORALE);

	return m->given ? m : option(run, OPT_QUALITY);
}

/* The commander options, named as the rows of commanders.csv. */
enum { C_COLONEL, C_BRIGADE_COMMANDER, C_ARMY_COMMANDER, NCOMMANDERS };
static const int commander_opts[NCOMMANDERS] = {
	[C_COLONEL] = OPT_COLONEL,
	[C_BRIGADE_COMMANDER] = OPT_BRIGADE_COMMANDER,
	[C_ARMY_COMMANDER] = OPT_ARMY_COMMANDER
};

/* -e's success: the order goes ahead, tested or not. */
enum { PASS, FAIL, BLUNDER, NO_TEST, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[PASS] = { .token = "pass", .word = "PASS", .success = 1 },
	[FAIL] = { .token = "fail", .word = "FAIL", .success = 0 },
	[BLUNDER] = { .token = "blunder", .word = "BLUNDER", .success = 0 },
	[NO_TEST] = { .token = "no_test", .word = "NO TEST", .success = 1 },
	{ .token = NULL }
};

/* --odds asks whether the test passes, or says none is needed. */
static const struct question questions[] = {
	{ .mode = 0, .question = "NO TEST", .asked = 1u << NO_TEST },
	{ .mode = 0, .question = "PASS", .asked = 1u << PASS },
	{ .question = NULL }
};

/*
 * The pins after (issue 19), and the blunder table's row, which the
 * spec gives as tokens, blunder_1.., in a "blunders" array of their own
 * (odds_tallies).
 */
enum { Q_PINS_AFTER, Q_BLUNDER_ROW, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_PINS_AFTER] = { .key = "pins_after", .label = "pins after",
	    .better = -1, .value_key = "pins" },
	[Q_BLUNDER_ROW] = { .key = "blunder_row", .own = 1 },
	{ .key = NULL }
};

/* The dice's names, for --dice messages and the JSON "dice". */
static const char what_test[] = "order test";

/*
 * What check_tables finds once in the tables, for the mechanic to take
 * by index (run->kept): the row of commanders.csv of each commander
 * option, each order's enemy (ENEMY_..., -1: none said), and whether a
 * reason goes with an order (reason row * orders + order row).
 */
struct rows {
	size_t		 commander[NCOMMANDERS];
	long		*enemy;
	unsigned char	*goes_with;
};

struct order_test {
	const char	*experience;	/* NULL: a morale given as a number */
	long		 morale, target, pins_before, pins_after;
	long		 commander_row;	/* the bonus that counts, or -1 */
	long		 order_row, reason_row;
	long		 asked_reason;	/* the reason given, even when its
					 * test is not for this order */
	long		 enemy;		/* ENEMY_... */
	int		 cannot_go_down;	/* the unit (units.csv) */
	int		 ignored[NCOMMANDERS];	/* commanders not counted */
	long		 total;
	int		 outcome;
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

/* "advance, run or charge": a reason's orders cell, for a message. */
static void
say_orders(struct out *text, const char *list)
{
	size_t n;

	for (;; list += n + 1) {
		n = strcspn(list, (const char[]){ ORDERS_SEP, '\0' });
		out_printf(text, "%.*s", (int)n, list);
		if (list[n] == '\0')
			return;
		out_printf(text, "%s", strchr(list + n + 1, ORDERS_SEP) != NULL
		    ? ", " : " or ");
	}
}

static void
check_tables(struct run *run)
{
	const struct table *commanders = table(run, T_COMMANDERS);
	const struct table *blunder = table(run, T_BLUNDER);
	const struct table *test = table(run, T_TEST);
	const struct table *orders = table(run, T_ORDERS);
	const struct table *reasons = table(run, T_REASONS);
	struct rows *rows = run->kept = xcalloc(1, sizeof(*rows));
	const char *list, *enemy;
	struct out word = {0};
	size_t i, n;
	long order;

	for (i = 0; i < NCOMMANDERS; i++)
		rows->commander[i] = table_require_row(commanders,
		    ORDER_COMMANDER_NAME, opts[commander_opts[i]].name);
	table_require_rows(test, 1, "the dice of the test");
	/* The blunder die has a face for every row, in order. */
	table_require_faces(blunder, BLUNDER_ROLL);
	rows->enemy = xcalloc(orders->rows, sizeof(*rows->enemy));
	for (i = 0; i < orders->rows; i++) {
		enemy = cell_text(orders, i, ORDER_ENEMY);
		rows->enemy[i] = *enemy != '\0' ? enemy_index(enemy) : -1;
		if (*enemy != '\0' && rows->enemy[i] < 0)
			table_fail(orders, i, ORDER_ENEMY, "%s is not one of "
			    "charge-range, visible, none", quoted(enemy));
	}
	/* Each of a reason's orders is a row of orders.csv; an empty cell
	 * is every order. */
	rows->goes_with = xcalloc(reasons->rows, orders->rows);
	for (i = 0; i < reasons->rows; i++) {
		list = cell_text(reasons, i, ORDER_REASON_ORDERS);
		if (*list == '\0')
			memset(rows->goes_with + i * orders->rows, 1,
			    orders->rows);
		for (; *list != '\0'; list += n + (list[n] != '\0')) {
			n = strcspn(list, (const char[]){ ORDERS_SEP, '\0' });
			out_printf(&word, "%.*s", (int)n, list);
			if ((order = table_find(orders, ORDER_NAME,
			    word.buf)) < 0)
				table_fail(reasons, i, ORDER_REASON_ORDERS,
				    "%s is not an order of %s",
				    quoted(word.buf), orders->path);
			rows->goes_with[i * orders->rows + (size_t)order] = 1;
			out_free(&word);
		}
	}
}

/* The morale, bonus, pins and target: what the dice are tested against. */
static void
work_out_target(struct run *run, struct order_test *t)
{
	const struct table *morale = table(run, T_MORALE);
	const struct table *commanders = table(run, T_COMMANDERS);
	const struct table *orders = table(run, T_ORDERS);
	const struct table *reasons = table(run, T_REASONS);
	const struct rows *rows = run->kept;
	const struct opt_value *m = morale_of(run), *enemy;
	long best = 0;
	size_t i, row;

	if (m->row >= 0) {
		t->experience = cell_text(morale, (size_t)m->row,
		    MORALE_EXPERIENCE);
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
		row = rows->commander[i];
		if (t->commander_row < 0 || cell_whole(commanders, row,
		    ORDER_COMMANDER_BONUS) > best) {
			t->commander_row = (long)row;
			best = cell_whole(commanders, row,
			    ORDER_COMMANDER_BONUS);
		}
	}
	for (i = 0; i < NCOMMANDERS; i++)
		t->ignored[i] = option(run, commander_opts[i])->given
		    && (long)rows->commander[i] != t->commander_row;
	if (t->commander_row >= 0)
		modifier_add(run, cell_text(commanders,
		    (size_t)t->commander_row, ORDER_COMMANDER_NAME), best,
		    NULL, commanders, (size_t)t->commander_row);
	t->pins_before = option(run, OPT_PINS)->whole;
	if (t->pins_before > 0)
		modifier_add(run, "pins", -t->pins_before, NULL, NULL, 0);
	t->target = t->morale + best - t->pins_before;
	t->order_row = option(run, OPT_ORDER)->row;
	t->reason_row = t->asked_reason = option(run, OPT_REASON)->row;
	/* A reason for aggressive orders only tests no other. */
	if (t->reason_row >= 0 && cell_whole(reasons, (size_t)t->reason_row,
	    ORDER_REASON_AGGRESSIVE_ONLY) && !cell_whole(orders,
	    (size_t)t->order_row, ORDER_AGGRESSIVE))
		t->reason_row = -1;
	enemy = option(run, OPT_ENEMY);
	/* Implied: the order's own. */
	t->enemy = enemy->implied != NULL ? rows->enemy[t->order_row]
	    : enemy->row;
	t->cannot_go_down = !cell_whole(table(run, T_UNITS),
	    (size_t)option(run, OPT_UNIT)->row, UNIT_CAN_GO_DOWN);
}

/* The order may say where the enemy is: a charge has one in range.  A
 * reason goes with the orders of its row only, and an order with an
 * enemy in sight not with none. */
static void
imply(struct run *run)
{
	const struct table *orders = table(run, T_ORDERS);
	const struct table *reasons = table(run, T_REASONS);
	const struct rows *rows = run->kept;
	size_t order = (size_t)option(run, OPT_ORDER)->row;
	const char *implied = cell_text(orders, order, ORDER_ENEMY);
	const char *name = cell_text(orders, order, ORDER_NAME);
	const struct opt_value *enemy = option(run, OPT_ENEMY);
	long reason = option(run, OPT_REASON)->row;
	long unit = option(run, OPT_UNIT)->row;
	struct out text = {0};

	if (cell_whole(orders, order, ORDER_GOES_DOWN)
	    && !cell_whole(table(run, T_UNITS), (size_t)unit,
	    UNIT_CAN_GO_DOWN))
		fail(EXIT_USAGE, "--order %s: --type %s cannot go down (%s)",
		    name, cell_text(table(run, T_UNITS), (size_t)unit,
		    UNIT_NAME), bacw_unit_table.file);

	/* text goes with the run's (or the line's) arena. */
	if (reason >= 0 && !rows->goes_with[(size_t)reason * orders->rows
	    + order]) {
		say_orders(&text, cell_text(reasons, (size_t)reason,
		    ORDER_REASON_ORDERS));
		fail(EXIT_USAGE, "--reason: %s goes with --order %s, not "
		    "--order %s", cell_text(reasons, (size_t)reason,
		    ORDER_REASON_NAME), text.buf, name);
	}
	if (*implied != '\0' && !enemy->given)
		option_imply(run, OPT_ENEMY, implied);
	else if (*implied != '\0' && enemy->row != rows->enemy[order])
		fail(EXIT_USAGE, "--enemy: --order %s means --enemy %s, not %s",
		    name, implied, option_text(run, OPT_ENEMY));
	else if (enemy->given && enemy->row == ENEMY_NONE
	    && cell_whole(orders, order, ORDER_SEES_ENEMY))
		fail(EXIT_USAGE, "--enemy: --order %s has an enemy in sight, "
		    "not --enemy none", name);
}

static void
order_test(struct run *run, struct order_test *t)
{
	const struct table *orders = table(run, T_ORDERS);
	const struct table *reasons = table(run, T_REASONS);
	const struct table *blunder = table(run, T_BLUNDER);
	const struct table *test = table(run, T_TEST);
	size_t order;
	long pins_removed, extra_die;

	work_out_target(run, t);
	order = (size_t)t->order_row;
	t->pins_after = t->pins_before;
	t->blunder_row = -1;
	if (t->pins_before == 0 && !cell_whole(orders, order, ORDER_NEEDS_TEST)
	    && t->reason_row < 0) {
		t->outcome = NO_TEST;
		return;
	}
	/* Only the total counts: --odds walks the totals, not each die. */
	t->total = roll_total(&run->dice, (int)cell_whole(test, 0,
	    ORDER_TEST_DICE), (int)cell_whole(test, 0, ORDER_TEST_SIDES),
	    what_test);
	if (t->total >= cell_whole(test, 0, ORDER_TEST_BLUNDER_FROM)
	    && (t->reason_row < 0 || cell_whole(reasons,
	    (size_t)t->reason_row, ORDER_REASON_BLUNDERS))) {
		t->outcome = BLUNDER;
		t->blunder_row = roll(&run->dice, (int)blunder->rows,
		    "blunder") - 1;
		t->pins_after += cell_whole(blunder, (size_t)t->blunder_row,
		    t->enemy == ENEMY_CHARGE_RANGE ? BLUNDER_PINS_IN_RANGE
		    : BLUNDER_PINS);
	} else if (t->total <= t->target && t->total
	    < cell_whole(test, 0, ORDER_TEST_BLUNDER_FROM)) {
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
			t->pins_after += cell_whole(reasons,
			    (size_t)t->reason_row, ORDER_REASON_PINS_ON_FAIL);
			t->friendly_pins = cell_whole(reasons,
			    (size_t)t->reason_row,
			    ORDER_REASON_FRIENDLY_PINS_ON_FAIL);
		}
	}
}

/* "regular 8, colonel +1, 2 pins -2; army-commander +2 not counted" */
static void
explain_target(struct run *run, const struct order_test *t, struct out *text)
{
	const struct table *commanders = table(run, T_COMMANDERS);
	size_t i;

	if (t->experience != NULL)
		out_str(text, t->experience);
	else
		out_str(text, "morale");
	out_char(text, ' ');
	out_long(text, t->morale);
	if (t->commander_row >= 0) {
		out_str(text, ", ");
		out_str(text, cell_text(commanders, (size_t)t->commander_row,
		    ORDER_COMMANDER_NAME));
		out_char(text, ' ');
		out_signed(text, cell_whole(commanders,
		    (size_t)t->commander_row, ORDER_COMMANDER_BONUS));
	}
	if (t->pins_before > 0) {
		out_str(text, ", ");
		out_long(text, t->pins_before);
		out_str(text, t->pins_before == 1 ? " pin " : " pins ");
		out_signed(text, -t->pins_before);
	}
	for (i = 0; i < NCOMMANDERS; i++)
		if (t->ignored[i]) {
			out_str(text, "; ");
			out_str(text, opts[commander_opts[i]].name);
			out_str(text, " not counted");
		}
}

/* The blunder's effect where the enemy is. */
static const char *
blunder_effect(const struct table *blunder, const struct order_test *t)
{
	size_t b = (size_t)t->blunder_row;
	const char *cell = "";

	if (t->enemy == ENEMY_CHARGE_RANGE)
		cell = cell_text(blunder, b, BLUNDER_EFFECT_IN_RANGE);
	else if (t->enemy == ENEMY_NONE && t->cannot_go_down
	    && *cell_text(blunder, b, BLUNDER_EFFECT_CANNOT_GO_DOWN) != '\0')
		cell = cell_text(blunder, b, BLUNDER_EFFECT_CANNOT_GO_DOWN);
	else if (t->enemy == ENEMY_NONE)
		cell = cell_text(blunder, b, BLUNDER_EFFECT_NO_ENEMY);
	return *cell != '\0' ? cell : cell_text(blunder, b, BLUNDER_EFFECT);
}

/* "advance, no pins" or "down, no pins: ineffective tests aggressive
 * orders only": why no test is needed. */
static void
why_no_test(struct run *run, const struct order_test *t, struct out *text)
{
	const struct table *orders = table(run, T_ORDERS);
	const struct table *reasons = table(run, T_REASONS);

	out_printf(text, "%s, no pins", cell_text(orders,
	    (size_t)t->order_row, ORDER_NAME));
	if (t->asked_reason >= 0)
		out_printf(text, "; %s tests aggressive orders only",
		    cell_text(reasons, (size_t)t->asked_reason,
		    ORDER_REASON_NAME));
}

/* ": text", then "; text", when the cell says anything; *first tells
 * which. */
static void
clause(struct out *text, const char *cell, int *first)
{
	if (*cell == '\0')
		return;
	out_printf(text, "%s%s", *first ? ": " : "; ", cell);
	*first = 0;
}

/* The effect text of this outcome, from the tables. */
static void
describe_effect(struct run *run, const struct order_test *t, struct out *text)
{
	const struct table *orders = table(run, T_ORDERS);
	const struct table *reasons = table(run, T_REASONS);
	const struct table *blunder = table(run, T_BLUNDER);
	const char *order = cell_text(orders, (size_t)t->order_row, ORDER_NAME);
	size_t b = (size_t)t->blunder_row;
	long friendly;
	int first = 1;

	switch (t->outcome) {
	case NO_TEST:
		out_printf(text, "%s: %s", order,
		    cell_text(orders, (size_t)t->order_row, ORDER_ON_PASS));
		break;
	case PASS:
		/* A reason with a pass of its own says it; else the order. */
		if (t->reason_row >= 0 && *cell_text(reasons,
		    (size_t)t->reason_row, ORDER_REASON_ON_PASS) != '\0')
			out_printf(text, "%s (%s): %s", order,
			    cell_text(reasons, (size_t)t->reason_row,
			    ORDER_REASON_NAME), cell_text(reasons,
			    (size_t)t->reason_row, ORDER_REASON_ON_PASS));
		else
			out_printf(text, "%s: %s", order, cell_text(orders,
			    (size_t)t->order_row, ORDER_ON_PASS));
		break;
	case FAIL:
		/* The general failure, unless the order or the reason
		 * has a failure of its own instead; the order's, then
		 * the reason's: each adds, none replaces. */
		out_printf(text, "%s failed", order);
		if (t->reason_row >= 0)
			out_printf(text, " (%s)", cell_text(reasons,
			    (size_t)t->reason_row, ORDER_REASON_NAME));
		if (cell_whole(orders, (size_t)t->order_row,
		    ORDER_GENERAL_FAILURE) && (t->reason_row < 0
		    || cell_whole(reasons, (size_t)t->reason_row,
		    ORDER_REASON_GENERAL_FAILURE)))
			clause(text, cell_text(table(run, T_TEST), 0,
			    ORDER_TEST_ON_FAIL), &first);
		clause(text, cell_text(orders, (size_t)t->order_row,
		    ORDER_ON_FAIL), &first);
		if (t->reason_row >= 0)
			clause(text, cell_text(reasons, (size_t)t->reason_row,
			    ORDER_REASON_ON_FAIL), &first);
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

/* "NO TEST  no test needed (advance, no pins)" */
static void
text_no_test(struct run *run, const struct order_test *t)
{
	struct out why = {0};

	why_no_test(run, t, &why);
	out_printf(&run->out, "%s  no test needed (%s)\n",
	    outcomes[NO_TEST].word, why.buf);
	out_free(&why);
}

/* The mechanic: the target, then the test if one is needed. */
static void
resolve(struct run *run, void *state)
{
	struct order_test *t = state;
	struct out text = {0};

	order_test(run, t);
	if (t->outcome == NO_TEST && run->common.dice != NULL) {
		/* The dice contract holds, but says why none are used;
		 * text goes with the run's (or the line's) arena. */
		why_no_test(run, t, &text);
		fail(EXIT_USAGE, "--dice: no test is needed (%s): --dice is "
		    "not used", text.buf);
	}
	outcome(run, t->outcome);
	quantity(run, Q_PINS_AFTER, t->pins_after);
	if (t->outcome == BLUNDER)
		quantity(run, Q_BLUNDER_ROW, t->blunder_row);
	describe_effect(run, t, &text);
	effect(run, "%s", text.buf);
	out_free(&text);
}

static void
text(struct run *run, const void *state)
{
	const struct order_test *t = state;
	struct out target = {0};
	long lost;

	if (t->outcome == NO_TEST) {
		text_no_test(run, t);
	} else {
		explain_target(run, t, &target);
		out_str(&run->out, outcomes[t->outcome].word);
		out_str(&run->out, "  rolled ");
		out_dice(&run->out, &run->dice, what_test, "+");
		out_char(&run->out, '=');
		out_long(&run->out, t->total);
		out_str(&run->out, " vs ");
		out_long(&run->out, t->target);
		out_str(&run->out, " (");
		out_str(&run->out, target.buf);
		out_str(&run->out, ")\n");
		out_free(&target);
	}
	out_str(&run->out, run->effect.buf);
	out_char(&run->out, '\n');
	if (t->extra_roll > 0) {
		/* What it really took: never more than were left. */
		lost = t->pins_before - t->pins_after - cell_whole(table(run,
		    T_ORDERS), (size_t)t->order_row, ORDER_PINS_REMOVED);
		out_printf(&run->out, "rally die %d: %ld more pin%s lost%s\n",
		    t->extra_roll, lost, lost == 1 ? "" : "s",
		    t->pins_after == 0 ? ", none left" : "");
	}
	if (t->pins_after != t->pins_before) {
		out_str(&run->out, "pins ");
		out_long(&run->out, t->pins_before);
		out_str(&run->out, " -> ");
		out_long(&run->out, t->pins_after);
		out_char(&run->out, '\n');
	}
	if (run->common.verbose) {
		const struct table *morale = table(run, T_MORALE);
		long row = morale_of(run)->row;

		out_printf(&run->out, "  morale %ld", t->morale);
		if (row >= 0)
			out_printf(&run->out, "  (%s)", table_source(morale,
			    (size_t)row));
		out_printf(&run->out, "\n  target %ld\n", t->target);
	}
}

static void
json(struct run *run, const void *state)
{
	const struct order_test *t = state;
	const struct table *blunder = table(run, T_BLUNDER);
	size_t i, b = (size_t)t->blunder_row;

	json_key(&run->out, "order");
	json_string(&run->out, cell_text(table(run, T_ORDERS),
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
		json_whole(&run->out, cell_whole(blunder, b,
		    BLUNDER_FRIENDLY_PINS));
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
}

/* "charge: target 8 (regular 8)": the same on every path. */
static void
odds_text(struct run *run, const void *state)
{
	const struct order_test *t = state;
	struct out target = {0};

	explain_target(run, t, &target);
	out_printf(&run->out, "%s: target %ld (%s)\n", cell_text(table(run,
	    T_ORDERS), (size_t)t->order_row, ORDER_NAME), t->target,
	    target.buf);
	out_free(&target);
}

static void
odds_json(struct run *run, const void *state)
{
	const struct order_test *t = state;

	json_key(&run->out, "target");
	json_whole(&run->out, t->target);
}

/* No test: said once, as a resolution says it, with no rows. */
static int
odds_certain(struct run *run, const void *state)
{
	const struct order_test *t = state;

	if (t->outcome != NO_TEST)
		return 0;
	text_no_test(run, t);
	return 1;
}

/* A row of the blunder table as spec 01 names it: blunder_1.. in
 * JSON, a key scripts read; "blunder 1" in the text a player reads. */
static const char *
blunder_token(const struct run *run, long row)
{
	static char token[32];

	snprintf(token, sizeof(token), run->common.json ? "blunder_%ld"
	    : "blunder %ld", row + 1);
	return token;
}

/* Where a test is made, each row of the blunder table at its chance, 0
 * too: spec 01 lists them all. */
static void
odds_tallies(struct run *run, const struct odds_found *found,
    const void *state)
{
	const struct order_test *t = state;

	if (t->outcome == NO_TEST)
		return;
	if (run->common.json)
		json_key(&run->out, "blunders");
	odds_rows(run, &found->quantity[Q_BLUNDER_ROW], (long)table(run,
	    T_BLUNDER)->rows, "", blunder_token);
}

static const struct odds_hooks hooks = { .odds_certain = odds_certain };

static const struct tool bacw_order = {
	.name = "bacw-order",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.questions = questions,
	.state_size = sizeof(struct order_test),
	.check_tables = check_tables,
	.imply = imply,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text,
	.odds_json = odds_json,
	.odds_tallies = odds_tallies,
	.odds_hooks = &hooks
};

int
main(int argc, char *argv[])
{
	return tool_main(&bacw_order, argc, argv);
}
