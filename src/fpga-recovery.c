/*
 * fpga-recovery - the Fast-Play Grande Armée recovery of hits: a unit
 * far enough from the enemy, its force Inactive, rolls one die under its
 * hits to remove one, and an army commander's CD re-rolls a failure.
 */
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "fpga-enemy.h"
#include "fpga.h"
#include "num.h"
#include "tool.h"

/* Hits on a unit (the spec's bound), and the CD re-rolls a table gives
 * (fpga.h's bounds of recovery.csv). */
enum { HITS_MAX = RECOVERY_HITS_MAX, REROLLS_MAX = RECOVERY_REROLLS_MAX };

/* fpga-control's table of where the enemy is (fpga-enemy.h), for
 * whether the force could have chosen Inactive. */
enum { T_RECOVERY, T_ENEMY, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_RECOVERY] = &fpga_recovery_table,
	[T_ENEMY] = &fpga_enemy_table,
	NULL
};

/* fpga-control's status tokens (04-fpga-control.md), Inactive first. */
enum { STATUS_INACTIVE };
#define STATUSES	FPGA_STATUSES

enum { OPT_HITS, OPT_ENEMY_DISTANCE, OPT_FORCE_STATUS, OPT_CD, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_HITS] = { .name = "hits", .kind = KIND_WHOLE, .arg = "N",
	    .help = "the unit's hits now", .min = 1,
	    .max = HITS_MAX, .required = 1 },
	[OPT_ENEMY_DISTANCE] = { .name = "enemy-distance",
	    .kind = KIND_DISTANCE, .arg = "INCHES",
	    .help = "how far the nearest enemy unit is", .min = 0,
	    .max = 10000 },
	[OPT_FORCE_STATUS] = { .name = "force-status", .kind = KIND_WORD,
	    .arg = "STATUS", .help = "the status of the unit's force this "
	    "pulse", .choices = STATUSES },
	[OPT_CD] = { .name = "cd-reroll", .kind = KIND_FLAG,
	    .help = "an army commander in range gives a CD to re-roll a "
	    "failure", .also = "cd" },
	{ .name = NULL }
};

enum { RECOVERED, FAILED, NOT_ELIGIBLE, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[RECOVERED] = { "recovered", "RECOVERED", 1 },
	[FAILED] = { "failed", "FAILED", 0 },
	[NOT_ELIGIBLE] = { "not_eligible", "NOT ELIGIBLE", 0 },
	{ NULL, NULL, 0 }
};

/* What is known of a condition of eligibility. */
enum known { UNKNOWN, MET, NOT_MET };

struct recovery {
	long		 hits_before, hits_after;
	enum known	 far, inactive;
	int		 roll[1 + REROLLS_MAX];
	int		 rolls;
	int		 recovered;
	int		 hopeless;	/* no face of the die succeeds */
};

/* XXX library: tool.c's choice_index, for a table cell naming a choice. */
static int
in_choices(const char *choices, const char *word)
{
	size_t len = strlen(word);
	const char *c;

	for (c = choices; c != NULL; c = strchr(c, ',')) {
		if (*c == ',')
			c++;
		if (strncmp(c, word, len) == 0 && (c[len] == ',' ||
		    c[len] == '\0'))
			return 1;
	}
	return 0;
}

static void
check_tables(struct run *run)
{
	const struct table *rules = table(run, T_RECOVERY);
	const struct table *enemy = table(run, T_ENEMY);
	const char *compare;

	table_require_rows(rules, 1, "the recovery roll");
	compare = cell_text(rules, 0, RECOVERY_COMPARE);
	if (strcmp(compare, "lt") != 0 && strcmp(compare, "le") != 0)
		table_fail(rules, 0, RECOVERY_COMPARE, "%s is not lt (the roll "
		    "less than the hits) or le (at most the hits)",
		    quoted(compare));
	if (!in_choices(STATUSES, cell_text(rules, 0, RECOVERY_STATUS)))
		table_fail(rules, 0, RECOVERY_STATUS, "%s is not a status: %s",
		    quoted(cell_text(rules, 0, RECOVERY_STATUS)), STATUSES);
	enemy_check(enemy);
}

/* A force with an enemy this near could not have chosen Inactive. */
static void
check_inactive(struct run *run)
{
	const struct table *enemy = table(run, T_ENEMY);
	const struct opt_value *distance = option(run, OPT_ENEMY_DISTANCE);
	char inches[32];
	size_t row;

	if (!distance->given || option(run, OPT_FORCE_STATUS)->row
	    != STATUS_INACTIVE)
		return;
	row = enemy_row(enemy, distance->whole);
	if (!cell_whole(enemy, row, ENEMY_MAY_BE_INACTIVE))
		fail(EXIT_USAGE, "--force-status inactive: not with an enemy "
		    "%s\" away (%s)", format_thousandths(distance->whole,
		    inches, sizeof(inches)), table_source(enemy, row));
}

static int
succeeds(const struct table *rules, int die, long hits)
{
	if (strcmp(cell_text(rules, 0, RECOVERY_COMPARE), "le") == 0)
		return die <= hits;
	return die < hits;
}

/*
 * A roll that is not made (a unit not eligible, or one no face can
 * help) takes the dice given for it, at most its own, unlooked at: the
 * player who rolled before asking still gets the answer, not a dice
 * error.
 */
static void
skip_given(struct run *run, long rerolls)
{
	struct dice *d = &run->dice;
	long n;

	if (d->source != DICE_GIVEN)
		return;
	for (n = 0; n <= rerolls && d->used < d->ngiven; n++)
		d->used++;
}

/* Whether some face of the die succeeds: with the sheet's "less than"
 * (line 131), a unit of 1 hit has none. */
static int
can_succeed(const struct table *rules, long hits)
{
	int face, sides = (int)cell_whole(rules, 0, RECOVERY_SIDES);

	for (face = 1; face <= sides; face++)
		if (succeeds(rules, face, hits))
			return 1;
	return 0;
}

static void
resolve(struct run *run, void *state)
{
	struct recovery *r = state;
	const struct table *rules = table(run, T_RECOVERY);
	const struct opt_value *hits = option(run, OPT_HITS);
	const struct opt_value *distance = option(run, OPT_ENEMY_DISTANCE);
	const struct opt_value *status = option(run, OPT_FORCE_STATUS);
	int sides = (int)cell_whole(rules, 0, RECOVERY_SIDES);
	long rerolls = 0;

	check_inactive(run);
	if (option(run, OPT_CD)->given) {
		rerolls = cell_whole(rules, 0, RECOVERY_CD_REROLLS);
		if (rerolls == 0)
			fail(EXIT_USAGE, "--cd-reroll: the tables give no CD "
			    "re-roll (%s)", table_source(rules, 0));
	}
	r->hits_before = r->hits_after = hits->whole;
	if (distance->given)
		r->far = distance->whole >= cell_whole(rules, 0,
		    RECOVERY_MIN_ENEMY_DISTANCE) ? MET : NOT_MET;
	if (status->given)
		r->inactive = in_choices(cell_text(rules, 0, RECOVERY_STATUS),
		    status->text[0]) ? MET : NOT_MET;
	if (r->far == NOT_MET || r->inactive == NOT_MET) {
		skip_given(run, rerolls);
		outcome(run, NOT_ELIGIBLE);
		effect(run, "may not roll to recover");
		return;
	}
	if (!can_succeed(rules, r->hits_before)) {
		skip_given(run, rerolls);
		r->hopeless = 1;
		outcome(run, FAILED);
		effect(run, "the hits stay: no roll can remove one");
		return;
	}
	do {
		r->roll[r->rolls] = roll(&run->dice, sides, r->rolls == 0 ?
		    "recovery" : "CD re-roll");
		r->recovered = succeeds(rules, r->roll[r->rolls],
		    r->hits_before);
		r->rolls++;
	} while (!r->recovered && r->rolls <= rerolls);
	if (r->recovered) {
		r->hits_after = r->hits_before - cell_whole(rules, 0,
		    RECOVERY_REMOVES);
		if (r->hits_after < 0)
			r->hits_after = 0;
		outcome(run, RECOVERED);
		effect(run, "remove %ld hit%s", r->hits_before - r->hits_after,
		    r->hits_before - r->hits_after == 1 ? "" : "s");
	} else {
		outcome(run, FAILED);
		effect(run, "the hits stay");
	}
}

static const char *
plural(long n)
{
	return n == 1 ? "" : "s";
}

/* "less than 3 hits" or, for a failure, "not less than 3 hits". */
static void
text_compare(struct run *run, int success, long hits)
{
	int le = strcmp(cell_text(table(run, T_RECOVERY), 0,
	    RECOVERY_COMPARE), "le") == 0;

	out_printf(&run->out, "%s %ld hit%s", le ? (success ? "at most" :
	    "more than") : (success ? "less than" : "not less than"), hits,
	    plural(hits));
}

/* "the nearest enemy is 12\" away, under 20\"", when it says so. */
static void
text_not_eligible(struct run *run, const struct recovery *r)
{
	const struct table *rules = table(run, T_RECOVERY);
	char inches[32], least[32];

	if (r->far == NOT_MET)
		out_printf(&run->out, "  the nearest enemy is %s\" away, under "
		    "%s\"", format_thousandths(option(run,
		    OPT_ENEMY_DISTANCE)->whole, inches, sizeof(inches)),
		    format_thousandths(cell_whole(rules, 0,
		    RECOVERY_MIN_ENEMY_DISTANCE), least, sizeof(least)));
	if (r->inactive == NOT_MET)
		out_printf(&run->out, "%s its force's status is %s, not %s",
		    r->far == NOT_MET ? ";" : " ", option(run,
		    OPT_FORCE_STATUS)->text[0], cell_text(rules, 0,
		    RECOVERY_STATUS));
	out_str(&run->out, "\n");
}

/* The conditions not given, as conditions. */
static void
text_conditions(struct run *run, const struct recovery *r)
{
	const struct table *rules = table(run, T_RECOVERY);
	char least[32];

	if (r->far != UNKNOWN && r->inactive != UNKNOWN)
		return;
	out_str(&run->out, "if");
	if (r->far == UNKNOWN)
		out_printf(&run->out, " the unit is at least %s\" from any "
		    "enemy", format_thousandths(cell_whole(rules, 0,
		    RECOVERY_MIN_ENEMY_DISTANCE), least, sizeof(least)));
	if (r->far == UNKNOWN && r->inactive == UNKNOWN)
		out_str(&run->out, " and");
	if (r->inactive == UNKNOWN)
		out_printf(&run->out, " its force is %s this pulse",
		    cell_text(rules, 0, RECOVERY_STATUS));
	out_str(&run->out, "\n");
}

/*
 * --verbose: no modifier changes the roll, so the row every number came
 * from is what there is to explain.
 */
static void
text_source(struct run *run)
{
	if (run->common.verbose)
		out_printf(&run->out, "  the die, the eligibility, the hits "
		    "removed and the CD re-roll  (%s)\n",
		    table_source(table(run, T_RECOVERY), 0));
}

static void
text(struct run *run, const void *state)
{
	const struct recovery *r = state;
	int i;

	out_printf(&run->out, "%s", outcomes[run->outcome].word);
	if (run->outcome == NOT_ELIGIBLE) {
		text_not_eligible(run, r);
		text_source(run);
		return;
	}
	if (r->hopeless) {
		out_printf(&run->out, "  no roll of 1d%ld is ",
		    cell_whole(table(run, T_RECOVERY), 0, RECOVERY_SIDES));
		text_compare(run, 1, r->hits_before);
		out_printf(&run->out, ": the %ld hit%s stay%s, no die rolled%s\n",
		    r->hits_before, plural(r->hits_before),
		    r->hits_before == 1 ? "s" : "", option(run, OPT_CD)->given
		    ? " and no CD spent" : "");
		text_conditions(run, r);
		text_source(run);
		return;
	}
	out_printf(&run->out, "  rolled %d", r->roll[0]);
	for (i = 1; i < r->rolls; i++)
		out_printf(&run->out, ", then %d on the CD re-roll",
		    r->roll[i]);
	out_str(&run->out, ", ");
	text_compare(run, r->recovered, r->hits_before);
	if (r->recovered)
		out_printf(&run->out, ": %ld hit%s removed, %ld left",
		    r->hits_before - r->hits_after,
		    plural(r->hits_before - r->hits_after), r->hits_after);
	else
		out_printf(&run->out, ": the %ld hit%s stay%s", r->hits_before,
		    plural(r->hits_before), r->hits_before == 1 ? "s" : "");
	if (option(run, OPT_CD)->given && r->rolls == 1)
		out_str(&run->out, "; the CD is not spent");
	out_str(&run->out, "\n");
	text_conditions(run, r);
	text_source(run);
}

static void
json(struct run *run, const void *state)
{
	const struct recovery *r = state;
	int eligible = r->far != NOT_MET && r->inactive != NOT_MET;

	json_key(&run->out, "eligible");
	json_bool(&run->out, eligible);
	json_key(&run->out, "reason");
	if (r->far == NOT_MET && r->inactive == NOT_MET)
		json_string(&run->out, "enemy_near,force_status");
	else if (r->far == NOT_MET)
		json_string(&run->out, "enemy_near");
	else if (r->inactive == NOT_MET)
		json_string(&run->out, "force_status");
	else
		json_null(&run->out);
	json_key(&run->out, "hits_before");
	json_whole(&run->out, r->hits_before);
	json_key(&run->out, "hits_after");
	json_whole(&run->out, r->hits_after);
	json_key(&run->out, "rolls");
	json_whole(&run->out, r->rolls);
	json_key(&run->out, "rerolled");
	json_bool(&run->out, r->rolls > 1);
}

/* What the chance is of: "1d6 less than 3 hits, a CD re-roll". */
static void
odds_text(struct run *run, const void *state)
{
	const struct recovery *r = state;
	const struct table *rules = table(run, T_RECOVERY);

	if (run->outcome == NOT_ELIGIBLE)
		return;
	out_printf(&run->out, "1d%ld ", cell_whole(rules, 0, RECOVERY_SIDES));
	text_compare(run, 1, option(run, OPT_HITS)->whole);
	if (option(run, OPT_CD)->given)
		out_str(&run->out, ", a failure re-rolled with the CD");
	out_str(&run->out, "\n");
	text_conditions(run, r);
}

static const struct tool t = {
	.name = "fpga-recovery",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.question = "a hit removed",
	.state_size = sizeof(struct recovery),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text
};

int
main(int argc, char *argv[])
{
	return tool_main(&t, argc, argv);
}
