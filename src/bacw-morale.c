/*
 * bacw-morale - the Bolt Action ACW morale test: 2D6 against the unit's
 * morale, less its pins, its bases lost and its routing friends, plus
 * the best commander who may count; and the rout test of a routing unit.
 */
#include <stddef.h>

#include "bacw-morale-test.h"
#include "bacw-shooting.h"
#include "err.h"
#include "tool.h"

enum { T_MORALE, T_TEST, T_MODIFIERS, T_COMMANDERS, T_REASONS, T_UNITS,
	T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_MORALE] = &bacw_morale_table,
	[T_TEST] = &bacw_morale_test_table,
	[T_MODIFIERS] = &bacw_morale_modifier_table,
	[T_COMMANDERS] = &bacw_morale_commander_table,
	[T_REASONS] = &bacw_morale_reason_table,
	/* bacw-shoot's and bacw-melee's units: their full bases. */
	[T_UNITS] = &bacw_unit_table,
	NULL
};

enum { OPT_REASON, OPT_QUALITY, OPT_PINS, OPT_BASES, OPT_START_BASES,
	OPT_BASES_LOST,
	OPT_ROUTING_FRIENDS, OPT_COLONEL, OPT_COLONEL_KILLED,
	OPT_BRIGADE_COMMANDER, OPT_ARMY_COMMANDER, OPT_UNIT, OPT_MORALE,
	OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_REASON] = { .name = "reason", .kind = KIND_WORD, .arg = "REASON",
	    .help = "why the unit tests", .table = &bacw_morale_reason_table,
	    .column = REASON_NAME, .fallback = "casualties" },
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
	[OPT_BASES] = { .name = "bases", .kind = KIND_WHOLE, .arg = "N",
	    .help = "the bases the unit has now", .min = 1,
	    .max = BASES_MAX, .excludes = "bases-lost" },
	[OPT_START_BASES] = { .name = "start-bases", .kind = KIND_WHOLE,
	    .arg = "N", .help = "the bases it started with (default: its "
	    "unit's, or --bases if more)", .min = 1, .max = BASES_MAX,
	    .needs = "bases" },
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
	/* bacw-shoot's and bacw-melee's word: the bases it started with
	 * are its unit's. */
	[OPT_UNIT] = { .name = "type", .kind = KIND_WORD, .arg = "TYPE",
	    .help = "the unit, whose bases it started with",
	    .table = &bacw_unit_table, .column = UNIT_NAME,
	    .fallback = "infantry", .also = "unit" },
	[OPT_COUNT] = { .name = NULL }
};

/* The morale the unit tests against: --morale's, else its quality's. */
static const struct opt_value *
morale_of(const struct run *run)
{
	const struct opt_value *m = option(run, OPT_MORALE);

	return m->given ? m : option(run, OPT_QUALITY);
}

/* The flag options, by the flags of morale-commanders.csv's requires
 * and excludes cells: the commanders, then the colonel killed. */
static const int flag_opts[MORALE_FLAGS] = {
	[MORALE_COLONEL] = OPT_COLONEL,
	[MORALE_BRIGADE_COMMANDER] = OPT_BRIGADE_COMMANDER,
	[MORALE_ARMY_COMMANDER] = OPT_ARMY_COMMANDER,
	[MORALE_COLONEL_KILLED] = OPT_COLONEL_KILLED
};

enum { PASS, FAIL, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[PASS] = { "pass", "PASS", 1 },
	[FAIL] = { "fail", "FAIL", 0 },
	{ NULL }
};

enum { Q_PINS_AFTER, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_PINS_AFTER] = { "pins_after", "pins after", -1 },
	{ NULL }
};

struct morale {
	struct morale_test test;
	int		 pins_die;	/* 0: not rolled */
	long		 pins_before, pins_after;
};

static void
check_tables(struct run *run)
{
	const struct table *reasons = table(run, T_REASONS);
	size_t row;
	int c;

	morale_test_check(run);
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
	const struct opt_value *bases = option(run, OPT_BASES);
	const struct opt_value *start = option(run, OPT_START_BASES);
	long full = cell_whole(table(run, T_TEST), 0, TEST_FULL_BASES);
	long lost = option(run, OPT_BASES_LOST)->whole;

	/* A unit starts with its unit's bases (cavalry 3), as in
	 * bacw-shoot and bacw-melee: none of those is lost. */
	if (bases->given)
		return morale_bases_lost(run, morale_start_bases(run,
		    (size_t)option(run, OPT_UNIT)->row, bases->whole,
		    start->given ? start->whole : -1,
		    opts[OPT_START_BASES].name), bases->whole);
	if (lost > full)
		fail(EXIT_USAGE, "--bases-lost: %ld is more than the full %ld "
		    "bases (%s)", lost, full, bacw_morale_test_table.file);
	return lost;
}

/* The commanders with the unit, a bit each, where their rows allow. */
static unsigned
commanders_with(struct run *run)
{
	const struct table *commanders = table(run, T_COMMANDERS);
	const char *name, *requires, *excludes;
	unsigned with = 0;
	size_t row;
	int i;

	for (i = 0; i < MORALE_COMMANDERS; i++) {
		if (!option(run, flag_opts[i])->given)
			continue;
		name = morale_commander[i];
		row = (size_t)table_find(commanders, COMMANDER_NAME, name);
		requires = cell_text(commanders, row, COMMANDER_REQUIRES);
		excludes = cell_text(commanders, row, COMMANDER_EXCLUDES);
		/* Each a flag, or empty (morale_test_check). */
		if (*requires != '\0' && !option(run,
		    flag_opts[morale_flag_named(requires)])->given)
			fail(EXIT_USAGE, "--%s needs --%s", name, requires);
		if (*excludes != '\0' && option(run,
		    flag_opts[morale_flag_named(excludes)])->given)
			fail(EXIT_USAGE, "--%s and --%s cannot go together",
			    name, excludes);
		with |= 1u << i;
	}
	return with;
}

/* The morale, the bonus and the modifiers: what the dice must not pass. */
static void
work_out_target(struct run *run, struct morale *s)
{
	struct morale_test *t = &s->test;
	const struct opt_value *m = morale_of(run);
	long n[MORALE_COUNTED];
	unsigned with;

	morale_test_begin(run, t, (size_t)option(run, OPT_REASON)->row,
	    m->row, m->whole);
	with = commanders_with(run);
	morale_test_commanders(run, t, with, with);
	s->pins_before = option(run, OPT_PINS)->whole;
	n[MORALE_PINS] = s->pins_before;
	n[MORALE_BASES_LOST] = bases_lost(run);
	n[MORALE_ROUTING_FRIENDS] = option(run, OPT_ROUTING_FRIENDS)->whole;
	morale_test_count(run, t, n);
	morale_test_modifiers(run, t);
}

static void
resolve(struct run *run, void *state)
{
	struct morale *s = state;
	struct morale_test *t = &s->test;
	const struct table *reasons = table(run, T_REASONS);
	const char *reason;
	long die_sides, lost;

	work_out_target(run, s);
	reason = cell_text(reasons, t->reason, REASON_NAME);
	s->pins_after = s->pins_before;
	morale_test_roll(run, t, "morale test");
	die_sides = cell_whole(reasons, t->reason, REASON_EXTRA_DIE);
	if (!t->passed) {
		outcome(run, FAIL);
		effect(run, "%s: %s", reason, cell_text(reasons, t->reason,
		    REASON_ON_FAIL));
		morale_test_friendly_pins(run, t);
	} else {
		outcome(run, PASS);
		effect(run, "%s: %s", reason, cell_text(reasons, t->reason,
		    REASON_ON_PASS));
		/* The pins die is rolled only while there are pins to lose. */
		if (die_sides > 0 && s->pins_before > 0) {
			s->pins_die = roll(&run->dice, (int)die_sides, "pins");
			lost = s->pins_die < s->pins_before ? s->pins_die
			    : s->pins_before;
			s->pins_after -= lost;
			effect(run, "pins die %d: %ld pin%s lost%s",
			    s->pins_die, lost, lost == 1 ? "" : "s",
			    s->pins_after == 0 ? ", none left" : "");
		}
	}
	if (die_sides > 0)
		quantity(run, Q_PINS_AFTER, s->pins_after);
}

/* "regular 8, colonel +1, 2 pins -2; army-commander not counted" */
static void
explain_target(struct run *run, const struct morale_test *t)
{
	int i;

	morale_test_explain(run, t);
	for (i = 0; i < MORALE_COMMANDERS; i++)
		if (t->not_counted[i])
			out_printf(&run->out, "; %s not counted",
			    morale_commander[i]);
	if (t->bases_ignored > 0)
		out_printf(&run->out, "; %ld %s ignored", t->bases_ignored,
		    t->bases_ignored == 1
		    ? morale_counted_one[MORALE_BASES_LOST]
		    : morale_counted_many[MORALE_BASES_LOST]);
}

static void
text(struct run *run, const void *state)
{
	const struct morale *s = state;
	const struct morale_test *t = &s->test;

	out_printf(&run->out, "%s  rolled ", outcomes[t->passed ? PASS
	    : FAIL].word);
	out_dice(&run->out, &run->dice, "morale test", "+");
	out_printf(&run->out, "=%ld vs %ld (", t->total, t->target);
	explain_target(run, t);
	out_printf(&run->out, ")\n%.*s\n", (int)run->effect.len,
	    run->effect.buf);
	if (s->pins_after != s->pins_before)
		out_printf(&run->out, "pins %ld -> %ld\n", s->pins_before,
		    s->pins_after);
}

static void
json(struct run *run, const void *state)
{
	const struct morale *s = state;
	const struct morale_test *t = &s->test;
	int i;

	morale_test_json(run, t);
	json_key(&run->out, "result");
	json_string(&run->out, cell_text(table(run, T_REASONS), t->reason,
	    t->passed ? REASON_PASS_RESULT : REASON_FAIL_RESULT));
	json_key(&run->out, "commander");
	if (t->best >= 0)
		json_string(&run->out, morale_commander[t->best]);
	else
		json_null(&run->out);
	json_key(&run->out, "not_counted");
	json_open(&run->out, '[');
	for (i = 0; i < MORALE_COMMANDERS; i++)
		if (t->not_counted[i])
			json_string(&run->out, morale_commander[i]);
	json_close(&run->out, ']');
	json_key(&run->out, "bases_lost");
	json_whole(&run->out, t->counted[MORALE_BASES_LOST]);
	json_key(&run->out, "pins_before");
	json_whole(&run->out, s->pins_before);
	json_key(&run->out, "pins_after");
	json_whole(&run->out, s->pins_after);
	json_key(&run->out, "pins_die");
	if (s->pins_die > 0)
		json_whole(&run->out, s->pins_die);
	else
		json_null(&run->out);
}

/* What the odds were worked against: the same on every path. */
static void
odds_text(struct run *run, const void *state)
{
	const struct morale_test *t = &((const struct morale *)state)->test;

	out_printf(&run->out, "%s: target %ld (", cell_text(table(run,
	    T_REASONS), t->reason, REASON_NAME), t->target);
	explain_target(run, t);
	out_str(&run->out, ")\n");
}

static void
odds_json(struct run *run, const void *state)
{
	const struct morale_test *t = &((const struct morale *)state)->test;

	json_key(&run->out, "target");
	json_whole(&run->out, t->target);
}

static const struct tool bacw_morale = {
	.name = "bacw-morale",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "PASS",
	.state_size = sizeof(struct morale),
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
