/*
 * bacw-morale - the Bolt Action ACW morale test: 2D6 against the unit's
 * morale, less its pins, its bases lost and its routing friends, plus
 * the best commander who may count; and the rout test of a routing unit.
 */
#include <stddef.h>
#include <string.h>

#include "err.h"
#include "tool.h"

/* Bounds of what a player may type, not rules: those are in the tables. */
enum { PINS_MAX = 99, BASES_MAX = 20, FRIENDS_MAX = 20 };

enum { MORALE_EXPERIENCE, MORALE_MORALE };
static const struct column morale_columns[] = {
	[MORALE_EXPERIENCE] = { "experience", CELL_KEY, 0, 0 },
	[MORALE_MORALE] = { "morale", CELL_WHOLE, 0, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema morale_table = {
	"bacw/morale.csv", morale_columns
};

enum { TEST_DICE, TEST_SIDES, TEST_FULL_BASES };
static const struct column test_columns[] = {
	[TEST_DICE] = { "dice", CELL_WHOLE, 1, 10 },
	[TEST_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[TEST_FULL_BASES] = { "full_bases", CELL_WHOLE, 0, BASES_MAX },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema test_table = {
	"bacw/morale-test.csv", test_columns
};

enum { MODIFIER_NAME, MODIFIER_VALUE, MODIFIER_PER };
static const struct column modifier_columns[] = {
	[MODIFIER_NAME] = { "modifier", CELL_KEY, 0, 0 },
	[MODIFIER_VALUE] = { "value", CELL_WHOLE, -99, 99 },
	[MODIFIER_PER] = { "per", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema modifier_table = {
	"bacw/morale-modifiers.csv", modifier_columns
};

enum { COMMANDER_NAME, COMMANDER_BONUS, COMMANDER_REQUIRES,
	COMMANDER_EXCLUDES, COMMANDER_STACKS, COMMANDER_CONDITION };
static const struct column commander_columns[] = {
	[COMMANDER_NAME] = { "commander", CELL_KEY, 0, 0 },
	[COMMANDER_BONUS] = { "bonus", CELL_WHOLE, -99, 99 },
	[COMMANDER_REQUIRES] = { "requires", CELL_TEXT, 0, 0 },
	[COMMANDER_EXCLUDES] = { "excludes", CELL_TEXT, 0, 0 },
	[COMMANDER_STACKS] = { "stacks", CELL_FLAG, 0, 0 },
	[COMMANDER_CONDITION] = { "condition", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema commander_table = {
	"bacw/morale-commanders.csv", commander_columns
};

enum { REASON_NAME, REASON_IGNORE_BASE_LOSS, REASON_EXTRA_DIE,
	REASON_FRIENDLY_PINS, REASON_PASS_RESULT, REASON_FAIL_RESULT,
	REASON_ON_PASS, REASON_ON_FAIL };
static const struct column reason_columns[] = {
	[REASON_NAME] = { "reason", CELL_KEY, 0, 0 },
	[REASON_IGNORE_BASE_LOSS] = { "ignore_base_loss", CELL_FLAG, 0, 0 },
	[REASON_EXTRA_DIE] = { "extra_die_on_pass", CELL_WHOLE, 0, 100 },
	[REASON_FRIENDLY_PINS] = { "friendly_pins_on_fail", CELL_WHOLE, 0,
	    PINS_MAX },
	[REASON_PASS_RESULT] = { "pass_result", CELL_TEXT, 0, 0 },
	[REASON_FAIL_RESULT] = { "fail_result", CELL_TEXT, 0, 0 },
	[REASON_ON_PASS] = { "on_pass", CELL_TEXT, 0, 0 },
	[REASON_ON_FAIL] = { "on_fail", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema reason_table = {
	"bacw/morale-reasons.csv", reason_columns
};

enum { T_MORALE, T_TEST, T_MODIFIERS, T_COMMANDERS, T_REASONS };
static const struct table_schema *const tables[] = {
	[T_MORALE] = &morale_table,
	[T_TEST] = &test_table,
	[T_MODIFIERS] = &modifier_table,
	[T_COMMANDERS] = &commander_table,
	[T_REASONS] = &reason_table,
	NULL
};

enum { OPT_REASON, OPT_MORALE, OPT_PINS, OPT_BASES, OPT_START_BASES,
	OPT_BASES_LOST,
	OPT_ROUTING_FRIENDS, OPT_COLONEL, OPT_COLONEL_KILLED,
	OPT_BRIGADE_COMMANDER, OPT_ARMY_COMMANDER };
static const struct opt opts[] = {
	[OPT_REASON] = { .name = "reason", .kind = KIND_WORD, .arg = "REASON",
	    .help = "why the unit tests", .table = &reason_table,
	    .column = REASON_NAME, .fallback = "casualties" },
	[OPT_MORALE] = { .name = "morale", .kind = KIND_WORD, .arg = "LEVEL",
	    .help = "inexperienced, regular, veteran or a number",
	    .min = 2, .max = 12, .table = &morale_table,
	    .column = MORALE_EXPERIENCE, .fallback = "regular" },
	[OPT_PINS] = { .name = "pins", .kind = KIND_WHOLE, .arg = "N",
	    .help = "pins on the unit", .min = 0, .max = PINS_MAX,
	    .fallback = "0" },
	[OPT_BASES] = { .name = "bases", .kind = KIND_WHOLE, .arg = "N",
	    .help = "the bases the unit has now", .min = 1,
	    .max = BASES_MAX },
	[OPT_START_BASES] = { .name = "start-bases", .kind = KIND_WHOLE,
	    .arg = "N", .help = "the bases it started with (default: the "
	    "full bases, or --bases if more)", .min = 1, .max = BASES_MAX },
	[OPT_BASES_LOST] = { .name = "bases-lost", .kind = KIND_WHOLE,
	    .arg = "N", .help = "the bases it has lost below full strength",
	    .min = 0, .max = BASES_MAX, .fallback = "0" },
	[OPT_ROUTING_FRIENDS] = { .name = "routing-friends",
	    .kind = KIND_WHOLE, .arg = "N",
	    .help = "friendly units routing nearby", .min = 0,
	    .max = FRIENDS_MAX, .fallback = "0" },
	[OPT_COLONEL] = { .name = "colonel", .kind = KIND_FLAG,
	    .help = "the colonel is with the unit" },
	[OPT_COLONEL_KILLED] = { .name = "colonel-killed", .kind = KIND_FLAG,
	    .help = "the unit's colonel has been killed" },
	[OPT_BRIGADE_COMMANDER] = { .name = "brigade-commander",
	    .kind = KIND_FLAG, .help = "its brigade commander is near" },
	[OPT_ARMY_COMMANDER] = { .name = "army-commander", .kind = KIND_FLAG,
	    .help = "the army commander is near" },
	{ .name = NULL }
};

/* The commander options, named as the rows of morale-commanders.csv. */
static const int commander_opts[] = {
	OPT_COLONEL, OPT_BRIGADE_COMMANDER, OPT_ARMY_COMMANDER
};
#define NCOMMANDERS (sizeof(commander_opts) / sizeof(commander_opts[0]))

/* The counted options, named as the rows of morale-modifiers.csv. */
static const int counted_opts[] = {
	OPT_PINS, OPT_BASES_LOST, OPT_ROUTING_FRIENDS
};
#define NCOUNTED (sizeof(counted_opts) / sizeof(counted_opts[0]))
/* How the explanation names one and many of each. */
static const char *const counted_one[] = {
	"pin", "base lost", "routing friend"
};
static const char *const counted_many[] = {
	"pins", "bases lost", "routing friends"
};

enum { PASS, FAIL };
static const struct outcome_def outcomes[] = {
	[PASS] = { "pass", "PASS", 1 },
	[FAIL] = { "fail", "FAIL", 0 },
	{ NULL }
};

enum { Q_PINS_AFTER };
static const struct quantity_def quantities[] = {
	[Q_PINS_AFTER] = { "pins_after", "pins after", -1 },
	{ NULL }
};

struct morale_test {
	const char	*experience;	/* NULL: a morale given as a number */
	long		 morale, target;
	size_t		 reason;
	long		 counted[NCOUNTED];	/* pins, bases lost, friends */
	long		 bases_ignored;	/* bases lost a rout test ignores */
	long		 best;		/* the commander that counts, or -1 */
	int		 stacked[NCOMMANDERS];	/* counted besides the best */
	int		 not_counted[NCOMMANDERS];
	long		 total;
	int		 passed;
	int		 pins_die;	/* 0: not rolled */
	long		 pins_before, pins_after;
};

/* The index of the tool's option named name, or -1. */
static int
option_named(const char *name)
{
	int i;

	for (i = 0; opts[i].name != NULL; i++)
		if (strcmp(opts[i].name, name) == 0)
			return i;
	return -1;
}

static void
check_tables(struct run *run)
{
	const struct table *commanders = table(run, T_COMMANDERS);
	const struct table *modifiers = table(run, T_MODIFIERS);
	const struct table *reasons = table(run, T_REASONS);
	const char *name;
	size_t i, row;
	int c, o;

	/* One test: a second row would be read by nothing. */
	table_require_rows(table(run, T_TEST), 1, "the dice of the test");
	for (i = 0; i < NCOMMANDERS; i++)
		if (table_find(commanders, COMMANDER_NAME,
		    opts[commander_opts[i]].name) < 0)
			table_fail(commanders, commanders->rows, -1, "no row "
			    "for the commander '%s'",
			    opts[commander_opts[i]].name);
	for (i = 0; i < NCOUNTED; i++)
		if (table_find(modifiers, MODIFIER_NAME,
		    opts[counted_opts[i]].name) < 0)
			table_fail(modifiers, modifiers->rows, -1, "no row for "
			    "the modifier '%s'", opts[counted_opts[i]].name);
	/* What a commander requires or excludes is a flag of the tool. */
	for (row = 0; row < commanders->rows; row++)
		for (c = COMMANDER_REQUIRES; c <= COMMANDER_EXCLUDES; c++) {
			name = cell_text(commanders, row, c);
			o = option_named(name);
			if (*name != '\0'
			    && (o < 0 || opts[o].kind != KIND_FLAG))
				table_fail(commanders, row, c, "'%s' is not a "
				    "flag of %s", name, run->tool->name);
		}
	for (row = 0; row < reasons->rows; row++)
		for (c = REASON_PASS_RESULT; c <= REASON_FAIL_RESULT; c++)
			if (*cell_text(reasons, row, c) == '\0')
				table_fail(reasons, row, c, "a result token "
				    "cannot be empty");
}

/* Inputs that no situation can give, and the bases lost they say. */
static long
bases_lost(struct run *run)
{
	const struct table *test = table(run, T_TEST);
	const struct opt_value *bases = option(run, OPT_BASES);
	const struct opt_value *start = option(run, OPT_START_BASES);
	long full = cell_whole(test, 0, TEST_FULL_BASES);
	long lost = option(run, OPT_BASES_LOST)->whole;

	if (bases->given && option(run, OPT_BASES_LOST)->given)
		fail(EXIT_USAGE, "--bases and --bases-lost cannot go together");
	if (start->given && !bases->given)
		fail(EXIT_USAGE, "--start-bases counts only with --bases");
	if (start->given && start->whole < bases->whole)
		fail(EXIT_USAGE, "--start-bases: %ld is fewer than the %ld "
		    "bases it has now", start->whole, bases->whole);
	/*
	 * "Each base lost below 5 bases": a base counts if it was lost
	 * and it was under the full bases, so a unit that started with
	 * fewer (cavalry 3, a cannon 1) counts only those it lost.
	 */
	if (start->given && start->whole < full)
		full = start->whole;
	if (bases->given)
		return bases->whole < full ? full - bases->whole : 0;
	if (lost > full)
		fail(EXIT_USAGE, "--bases-lost: %ld is more than the full %ld "
		    "bases (%s)", lost, full, test_table.file);
	return lost;
}

/* The one commander bonus that counts, and any that stack on it. */
static long
commander_bonus(struct run *run, struct morale_test *t)
{
	const struct table *commanders = table(run, T_COMMANDERS);
	const char *name, *requires, *excludes;
	long bonus, best = 0, stacked = 0;
	size_t i, row;

	t->best = -1;
	for (i = 0; i < NCOMMANDERS; i++) {
		if (!option(run, commander_opts[i])->given)
			continue;
		name = opts[commander_opts[i]].name;
		row = (size_t)table_find(commanders, COMMANDER_NAME, name);
		requires = cell_text(commanders, row, COMMANDER_REQUIRES);
		excludes = cell_text(commanders, row, COMMANDER_EXCLUDES);
		if (*requires != '\0'
		    && !option(run, option_named(requires))->given)
			fail(EXIT_USAGE, "--%s counts only with --%s", name,
			    requires);
		if (*excludes != '\0'
		    && option(run, option_named(excludes))->given)
			fail(EXIT_USAGE, "--%s and --%s cannot go together",
			    name, excludes);
		bonus = cell_whole(commanders, row, COMMANDER_BONUS);
		if (cell_whole(commanders, row, COMMANDER_STACKS)) {
			t->stacked[i] = 1;
			stacked += bonus;
			modifier_add(run, name, bonus, NULL, commanders, row);
		} else if (t->best < 0 || bonus > best) {
			/* Not cumulative: the best, the first of equals. */
			t->best = (long)i;
			best = bonus;
		}
	}
	for (i = 0; i < NCOMMANDERS; i++)
		t->not_counted[i] = option(run, commander_opts[i])->given
		    && !t->stacked[i] && (long)i != t->best;
	if (t->best >= 0) {
		name = opts[commander_opts[t->best]].name;
		row = (size_t)table_find(commanders, COMMANDER_NAME, name);
		modifier_add(run, name, best, NULL, commanders, row);
	}
	return best + stacked;
}

/* The morale, the bonus and the modifiers: what the dice must not pass. */
static void
work_out_target(struct run *run, struct morale_test *t)
{
	const struct table *morale = table(run, T_MORALE);
	const struct table *modifiers = table(run, T_MODIFIERS);
	const struct table *reasons = table(run, T_REASONS);
	const struct opt_value *m = option(run, OPT_MORALE);
	long lost, value;
	size_t i, row;

	t->reason = (size_t)option(run, OPT_REASON)->row;
	if (m->row >= 0) {
		t->experience = cell_text(morale, (size_t)m->row,
		    MORALE_EXPERIENCE);
		t->morale = cell_whole(morale, (size_t)m->row, MORALE_MORALE);
	} else {
		t->experience = NULL;
		t->morale = m->whole;
	}
	t->target = t->morale + commander_bonus(run, t);
	lost = bases_lost(run);
	t->pins_before = option(run, OPT_PINS)->whole;
	t->counted[0] = t->pins_before;
	t->counted[1] = lost;
	t->counted[2] = option(run, OPT_ROUTING_FRIENDS)->whole;
	if (cell_whole(reasons, t->reason, REASON_IGNORE_BASE_LOSS)) {
		t->bases_ignored = lost;
		t->counted[1] = 0;
	}
	for (i = 0; i < NCOUNTED; i++) {
		if (t->counted[i] == 0)
			continue;
		row = (size_t)table_find(modifiers, MODIFIER_NAME,
		    opts[counted_opts[i]].name);
		value = t->counted[i] * cell_whole(modifiers, row,
		    MODIFIER_VALUE);
		modifier_add(run, cell_text(modifiers, row, MODIFIER_NAME),
		    value, NULL, modifiers, row);
		t->target += value;
	}
}

static void
resolve(struct run *run, void *state)
{
	struct morale_test *t = state;
	const struct table *test = table(run, T_TEST);
	const struct table *reasons = table(run, T_REASONS);
	const char *reason;
	long friendly, die_sides, lost;

	work_out_target(run, t);
	reason = cell_text(reasons, t->reason, REASON_NAME);
	t->pins_after = t->pins_before;
	t->total = roll_total(&run->dice, (int)cell_whole(test, 0, TEST_DICE),
	    (int)cell_whole(test, 0, TEST_SIDES), "morale test");
	t->passed = t->total <= t->target;
	die_sides = cell_whole(reasons, t->reason, REASON_EXTRA_DIE);
	if (!t->passed) {
		outcome(run, FAIL);
		effect(run, "%s: %s", reason, cell_text(reasons, t->reason,
		    REASON_ON_FAIL));
		friendly = cell_whole(reasons, t->reason, REASON_FRIENDLY_PINS);
		if (friendly > 0)
			effect(run, "each friendly unit it moves through takes "
			    "%ld pin%s", friendly, friendly == 1 ? "" : "s");
	} else {
		outcome(run, PASS);
		effect(run, "%s: %s", reason, cell_text(reasons, t->reason,
		    REASON_ON_PASS));
		/* The pins die is rolled only while there are pins to lose. */
		if (die_sides > 0 && t->pins_before > 0) {
			t->pins_die = roll(&run->dice, (int)die_sides, "pins");
			lost = t->pins_die < t->pins_before ? t->pins_die
			    : t->pins_before;
			t->pins_after -= lost;
			effect(run, "pins die %d: %ld pin%s lost%s",
			    t->pins_die, lost, lost == 1 ? "" : "s",
			    t->pins_after == 0 ? ", none left" : "");
		}
	}
	if (die_sides > 0)
		quantity(run, Q_PINS_AFTER, t->pins_after);
}

/* "regular 8, colonel +1, 2 pins -2; army-commander not counted" */
static void
explain_target(struct run *run, const struct morale_test *t)
{
	const struct table *commanders = table(run, T_COMMANDERS);
	const struct table *modifiers = table(run, T_MODIFIERS);
	const char *name;
	size_t i, row;

	if (t->experience != NULL)
		out_printf(&run->out, "%s %ld", t->experience, t->morale);
	else
		out_printf(&run->out, "morale %ld", t->morale);
	for (i = 0; i < NCOMMANDERS; i++) {
		if ((long)i != t->best && !t->stacked[i])
			continue;
		name = opts[commander_opts[i]].name;
		row = (size_t)table_find(commanders, COMMANDER_NAME, name);
		out_printf(&run->out, ", %s %+ld", name,
		    cell_whole(commanders, row, COMMANDER_BONUS));
	}
	for (i = 0; i < NCOUNTED; i++) {
		if (t->counted[i] == 0)
			continue;
		row = (size_t)table_find(modifiers, MODIFIER_NAME,
		    opts[counted_opts[i]].name);
		out_printf(&run->out, ", %ld %s %+ld", t->counted[i],
		    t->counted[i] == 1 ? counted_one[i] : counted_many[i],
		    t->counted[i] * cell_whole(modifiers, row, MODIFIER_VALUE));
	}
	for (i = 0; i < NCOMMANDERS; i++)
		if (t->not_counted[i])
			out_printf(&run->out, "; %s not counted",
			    opts[commander_opts[i]].name);
	if (t->bases_ignored > 0)
		out_printf(&run->out, "; %ld %s ignored", t->bases_ignored,
		    t->bases_ignored == 1 ? counted_one[1] : counted_many[1]);
}

static void
text(struct run *run, const void *state)
{
	const struct morale_test *t = state;

	out_printf(&run->out, "%s  rolled ", outcomes[t->passed ? PASS
	    : FAIL].word);
	out_dice(&run->out, &run->dice, "morale test", "+");
	out_printf(&run->out, "=%ld vs %ld (", t->total, t->target);
	explain_target(run, t);
	out_printf(&run->out, ")\n%.*s\n", (int)run->effect.len,
	    run->effect.buf);
	if (t->pins_after != t->pins_before)
		out_printf(&run->out, "pins %ld -> %ld\n", t->pins_before,
		    t->pins_after);
}

static void
json(struct run *run, const void *state)
{
	const struct morale_test *t = state;
	const struct table *reasons = table(run, T_REASONS);
	size_t i;

	json_key(&run->out, "reason");
	json_string(&run->out, cell_text(reasons, t->reason, REASON_NAME));
	json_key(&run->out, "target");
	json_whole(&run->out, t->target);
	json_key(&run->out, "total");
	json_whole(&run->out, t->total);
	json_key(&run->out, "passed");
	json_bool(&run->out, t->passed);
	json_key(&run->out, "result");
	json_string(&run->out, cell_text(reasons, t->reason, t->passed
	    ? REASON_PASS_RESULT : REASON_FAIL_RESULT));
	json_key(&run->out, "commander");
	if (t->best >= 0)
		json_string(&run->out, opts[commander_opts[t->best]].name);
	else
		json_null(&run->out);
	json_key(&run->out, "not_counted");
	json_open(&run->out, '[');
	for (i = 0; i < NCOMMANDERS; i++)
		if (t->not_counted[i])
			json_string(&run->out, opts[commander_opts[i]].name);
	json_close(&run->out, ']');
	json_key(&run->out, "bases_lost");
	json_whole(&run->out, t->counted[1]);
	json_key(&run->out, "pins_before");
	json_whole(&run->out, t->pins_before);
	json_key(&run->out, "pins_after");
	json_whole(&run->out, t->pins_after);
	json_key(&run->out, "pins_die");
	if (t->pins_die > 0)
		json_whole(&run->out, t->pins_die);
	else
		json_null(&run->out);
}

/* What the odds were worked against: the same on every path. */
static void
odds_text(struct run *run, const void *state)
{
	const struct morale_test *t = state;

	out_printf(&run->out, "%s: target %ld (", cell_text(table(run,
	    T_REASONS), t->reason, REASON_NAME), t->target);
	explain_target(run, t);
	out_printf(&run->out, ")\n");
}

static void
odds_json(struct run *run, const void *state)
{
	const struct morale_test *t = state;

	json_key(&run->out, "target");
	json_whole(&run->out, t->target);
}

static const struct tool bacw_morale = {
	.name = "bacw-morale",
	.opts = opts,
	.tables = tables,
	.outcomes = outcomes,
	.quantities = quantities,
	.question = "PASS",
	.state_size = sizeof(struct morale_test),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text,
	.odds_json = odds_json
};

int
main(int argc, char *argv[])
{
	return tool_main(&bacw_morale, argc, argv);
}
