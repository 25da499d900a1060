/*
 * fpga-artillery - Fast-Play Grande Armée artillery fire: canister or
 * roundshot dice by gun and range, the gun's hit number, a bonus pass
 * re-rolling the misses and penalty passes re-rolling the hits.
 */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "fpga-dice.h"
#include "fpga.h"
#include "num.h"
#include "tool.h"

/* The re-roll passes: one a printed line of artillery-conditions.csv. */
#define PASSES_MAX	8

enum { T_GUN, T_BAND, T_CONDITION, T_REROLL, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_GUN] = &fpga_artillery_guns_table,
	[T_BAND] = &fpga_artillery_table,
	[T_CONDITION] = &fpga_artillery_conditions_table,
	[T_REROLL] = &fpga_rerolls_table,
	NULL
};

/* The sheet knows a target with cover or not (line 57): --cover is the
 * suite's cover word, and alone means "cover" as the old flag did. */
#define COVERS		"none,cover"
enum { COVER_NONE, COVER_IN };

enum { OPT_GUN, OPT_RANGE, OPT_VULNERABLE, OPT_FLANK, OPT_COVER,
	OPT_COUNTER_BATTERY, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_GUN] = { .name = "gun", .kind = KIND_WORD, .arg = "WEIGHT",
	    .help = "the gun's weight", .table = &fpga_artillery_guns_table,
	    .column = GUN_NAME, .required = 1 },
	[OPT_RANGE] = { .name = "range", .kind = KIND_DISTANCE,
	    .arg = "INCHES", .help = "how far the target is", .min = 0,
	    .max = 1000, .required = 1 },
	[OPT_VULNERABLE] = { .name = "vulnerable", .kind = KIND_FLAG,
	    .help = "the target is vulnerable" },
	[OPT_FLANK] = { .name = "flank", .kind = KIND_FLAG,
	    .help = "the fire strikes the target's flank or rear" },
	[OPT_COVER] = { .name = "cover", .kind = KIND_WORD,
	    .arg = "none|cover", .help = "the target's cover (given alone: "
	    "cover)", .choices = COVERS, .bare = "cover", .fallback = "none" },
	[OPT_COUNTER_BATTERY] = { .name = "counter-battery", .kind = KIND_FLAG,
	    .help = "the target is artillery" },
	{ .name = NULL }
};

/* The conditions, each named as the row of artillery-conditions.csv. */
static const int condition_opts[] = {
	OPT_VULNERABLE, OPT_FLANK, OPT_COVER, OPT_COUNTER_BATTERY
};
#define NCONDITIONS	(sizeof(condition_opts) / sizeof(condition_opts[0]))

/* Whether a condition's option says it holds: a flag given, or cover. */
static int
holds(struct run *run, int opt)
{
	if (opt == OPT_COVER)
		return option(run, opt)->row == COVER_IN;
	return option(run, opt)->given > 0;
}

enum { HIT, NO_HIT, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[HIT] = { "hits", "HITS", 1 },
	[NO_HIT] = { "hits", "HITS", 0 },
	{ NULL, NULL, 0 }
};

enum { Q_HITS, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_HITS] = { "hits", "hits", +1 },
	{ NULL, NULL, 0 }
};

static const char *const kind_roll[PASS_KINDS] = {
	[PASS_BONUS] = "bonus re-roll",
	[PASS_PENALTY] = "penalty re-roll"
};
static const char *const mechanic = "artillery";

struct pass {
	enum pass_kind	 kind;
	long		 line;		/* of artillery-conditions.csv */
	int		 conditions[NCONDITIONS];	/* given, of the line */
	int		 rerolled[GUN_DICE_MAX];	/* die indices */
	int		 rolls[GUN_DICE_MAX];
	int		 n, hits;	/* dice re-rolled, hits after */
	int		 cancelled;	/* by a pass of the other kind */
};

struct fire {
	size_t		 gun_row, band_row;
	int		 dice, sides, hit_on;
	int		 counts_on[PASS_KINDS];	/* a re-rolled die hits on */
	size_t		 reroll_row[PASS_KINDS];
	int		 first_rolls[GUN_DICE_MAX];
	int		 rolls[GUN_DICE_MAX];	/* each die's last value */
	int		 hit[GUN_DICE_MAX];	/* each die's last state */
	int		 first_hits, hits;
	struct pass	 passes[PASSES_MAX];
	int		 npasses;
};

/*
 * What the mechanic reads of rerolls.csv and artillery-conditions.csv,
 * found once the tables are loaded (check_tables, run->kept): found by
 * name on every line, they were a seventh of a batch line.  The plan's
 * conditions are indices in condition_opts[].
 */
struct kept {
	size_t		 reroll[PASS_KINDS];
	long		 face[PASS_KINDS];	/* 0: the gun's hit number */
	int		 cancel;
	struct planned	*plan;
	size_t		 nplan;
};

/* The artillery rows of rerolls.csv, each a face on every gun's die. */
static void
check_rerolls(const struct table *rerolls, const struct table *guns)
{
	size_t row, gun;
	long face;
	int k;

	rerolls_check(rerolls, mechanic);
	for (k = 0; k < PASS_KINDS; k++) {
		row = reroll_row(rerolls, mechanic, (enum pass_kind)k);
		if ((face = reroll_face(rerolls, row)) < 0)
			table_fail(rerolls, row, REROLL_COUNTS_ON, "%s is "
			    "neither a face nor \"hit\" (the gun's hit number)",
			    quoted(cell_text(rerolls, row, REROLL_COUNTS_ON)));
		for (gun = 0; gun < guns->rows; gun++)
			if (face > cell_whole(guns, gun, GUN_SIDES))
				table_fail(rerolls, row, REROLL_COUNTS_ON,
				    "%ld is off the %s gun's %ld-sided die",
				    face, cell_text(guns, gun, GUN_NAME),
				    cell_whole(guns, gun, GUN_SIDES));
	}
}

/* Conditions on one printed line make one pass, so one kind of pass. */
static void
check_same_kind(const struct table *conditions, size_t row, size_t other)
{
	if (cell_whole(conditions, row, ARTILLERY_CONDITION_LINE)
	    != cell_whole(conditions, other, ARTILLERY_CONDITION_LINE)
	    || pass_kind_of(conditions, row, ARTILLERY_CONDITION_KIND)
	    == pass_kind_of(conditions, other, ARTILLERY_CONDITION_KIND))
		return;
	table_fail(conditions, row, ARTILLERY_CONDITION_KIND, "%s shares pass "
	    "line %ld with %s, a %s", cell_text(conditions, row,
	    ARTILLERY_CONDITION_NAME),
	    cell_whole(conditions, row, ARTILLERY_CONDITION_LINE),
	    cell_text(conditions, other, ARTILLERY_CONDITION_NAME),
	    cell_text(conditions, other, ARTILLERY_CONDITION_KIND));
}

static void
keep_rows(struct run *run)
{
	const struct table *conditions = table(run, T_CONDITION);
	const struct table *rerolls = table(run, T_REROLL);
	struct kept *kept = run->kept = xcalloc(1, sizeof(*kept));
	const char *names[NCONDITIONS];
	size_t i;
	int k;

	for (k = 0; k < PASS_KINDS; k++) {
		kept->reroll[k] = reroll_row(rerolls, mechanic,
		    (enum pass_kind)k);
		kept->face[k] = reroll_face(rerolls, kept->reroll[k]);
	}
	kept->cancel = rerolls_cancel(rerolls, mechanic);
	for (i = 0; i < NCONDITIONS; i++)
		names[i] = opts[condition_opts[i]].name;
	kept->plan = pass_plan(conditions, ARTILLERY_CONDITION_KIND,
	    ARTILLERY_CONDITION_NAME, names, NCONDITIONS, &kept->nplan);
}

static void
check_tables(struct run *run)
{
	const struct table *guns = table(run, T_GUN);
	const struct table *bands = table(run, T_BAND);
	const struct table *conditions = table(run, T_CONDITION);
	const char *name;
	size_t row, other, i;

	for (row = 0; row < guns->rows; row++)
		if (cell_whole(guns, row, GUN_HIT_ON) > cell_whole(guns, row,
		    GUN_SIDES))
			table_fail(guns, row, GUN_HIT_ON, "%ld is off a "
			    "%ld-sided die", cell_whole(guns, row, GUN_HIT_ON),
			    cell_whole(guns, row, GUN_SIDES));
	for (row = 0; row < bands->rows; row++) {
		name = cell_text(bands, row, BAND_GUN);
		if (table_find(guns, GUN_NAME, name) < 0)
			table_fail(bands, row, BAND_GUN, "%s is not a gun of "
			    "%s", quoted(name), guns->path);
		for (other = 0; other < row; other++)
			if (strcmp(cell_text(bands, other, BAND_GUN),
			    cell_text(bands, row, BAND_GUN)) == 0
			    && cell_whole(bands, other, BAND_UP_TO)
			    >= cell_whole(bands, row, BAND_UP_TO))
				table_fail(bands, row, BAND_UP_TO, "a gun's "
				    "bands must run outward: this is not past "
				    "line %ld", bands->lines[other]);
	}
	for (row = 0; row < guns->rows; row++) {
		name = cell_text(guns, row, GUN_NAME);
		if (table_find(bands, BAND_GUN, name) < 0)
			table_fail(guns, row, GUN_NAME, "%s has no range band "
			    "in %s", name, bands->path);
	}
	for (i = 0; i < NCONDITIONS; i++)
		if (table_find(conditions, ARTILLERY_CONDITION_NAME,
		    opts[condition_opts[i]].name) < 0)
			table_fail(conditions, conditions->rows, -1, "needs a "
			    "row for %s", opts[condition_opts[i]].name);
	for (row = 0; row < conditions->rows; row++)
		for (other = 0; other < row; other++)
			check_same_kind(conditions, row, other);
	check_rerolls(table(run, T_REROLL), guns);
	keep_rows(run);
}

/* The band of the gun at the range; out of every band is bad input. */
static size_t
find_band(struct run *run, size_t gun, long range)
{
	const struct table *guns = table(run, T_GUN);
	const struct table *bands = table(run, T_BAND);
	char inches[32], edge[32];
	size_t row, last = 0;

	for (row = 0; row < bands->rows; row++) {
		if (strcmp(cell_text(bands, row, BAND_GUN), cell_text(guns, gun,
		    GUN_NAME)) != 0)
			continue;
		if (range <= cell_whole(bands, row, BAND_UP_TO))
			return row;
		last = row;
	}
	fail(EXIT_USAGE, "--range: %s\" is beyond the %s gun's %s range of "
	    "%s\" (%s)", format_thousandths(range, inches, sizeof(inches)),
	    cell_text(guns, gun, GUN_NAME), cell_text(bands, last, BAND_NAME),
	    format_thousandths(cell_whole(bands, last, BAND_UP_TO), edge,
	    sizeof(edge)), table_source(bands, last));
}

/* One pass a line of artillery-conditions.csv with a condition given,
 * in the order of the lines, bonus passes first; with cancel=yes, each
 * bonus pass cancels a penalty pass. */
static void
plan_passes(struct run *run, struct fire *f)
{
	const struct table *conditions = table(run, T_CONDITION);
	const struct kept *kept = run->kept;
	const struct planned *c;
	struct pass *p;
	int k, j, count[PASS_KINDS] = { 0, 0 };
	int cancelled[PASS_KINDS] = { 0, 0 };

	for (c = kept->plan; c < kept->plan + kept->nplan; c++) {
		if (!holds(run, condition_opts[c->condition]))
			continue;
		for (j = 0; j < f->npasses; j++)
			if (f->passes[j].line == cell_whole(conditions, c->row,
			    ARTILLERY_CONDITION_LINE))
				break;
		p = &f->passes[j];
		if (j == f->npasses) {
			if (f->npasses == PASSES_MAX)
				table_fail(conditions, c->row,
				    ARTILLERY_CONDITION_LINE, "more than %d "
				    "passes", PASSES_MAX);
			f->npasses++;
			count[c->kind]++;
			p->kind = c->kind;
			p->line = cell_whole(conditions, c->row,
			    ARTILLERY_CONDITION_LINE);
		}
		p->conditions[c->condition] = 1;
	}
	if (!kept->cancel)
		return;
	for (j = 0; j < f->npasses; j++) {
		p = &f->passes[j];
		k = p->kind;
		if (cancelled[k] < count[!k]) {
			p->cancelled = 1;
			cancelled[k]++;
		}
	}
}

/* A pass re-rolls the misses (bonus) or the hits (penalty), each then a
 * hit on counts_on or more.  The counts rule; each die's value and state
 * follow them for the text, from the dice the roll logged. */
static void
roll_pass(struct run *run, struct fire *f, struct pass *p)
{
	size_t before = run->dice.nlog;
	int n, kept;

	pass_rerolled(p->kind, f->hit, f->dice, p->rerolled);
	n = p->kind == PASS_BONUS ? f->dice - f->hits : f->hits;
	p->n = n;
	kept = roll_count(&run->dice, n, f->sides, f->counts_on[p->kind],
	    kind_roll[p->kind]);
	f->hits = p->hits = pass_hits(p->kind, f->hits, kept);
	n = dice_logged(run, before, n, p->rolls);
	pass_apply(p->rerolled, p->rolls, n, f->counts_on[p->kind], f->rolls,
	    f->hit);
}

static void
set_up(struct run *run, struct fire *f)
{
	const struct table *guns = table(run, T_GUN);
	const struct table *bands = table(run, T_BAND);
	const struct kept *kept = run->kept;
	int k;

	f->gun_row = (size_t)option(run, OPT_GUN)->row;
	f->band_row = find_band(run, f->gun_row, option(run, OPT_RANGE)->whole);
	f->dice = (int)cell_whole(bands, f->band_row, BAND_DICE);
	f->sides = (int)cell_whole(guns, f->gun_row, GUN_SIDES);
	f->hit_on = (int)cell_whole(guns, f->gun_row, GUN_HIT_ON);
	for (k = 0; k < PASS_KINDS; k++) {
		f->reroll_row[k] = kept->reroll[k];
		f->counts_on[k] = kept->face[k] > 0 ? (int)kept->face[k]
		    : f->hit_on;
	}
	plan_passes(run, f);
}

static void
resolve(struct run *run, void *state)
{
	struct fire *f = state;
	size_t before;
	int i, j, n;

	set_up(run, f);
	before = run->dice.nlog;
	f->hits = f->first_hits = roll_count(&run->dice, f->dice, f->sides,
	    f->hit_on, "fire");
	n = dice_logged(run, before, f->dice, f->first_rolls);
	for (i = 0; i < n; i++) {
		f->rolls[i] = f->first_rolls[i];
		f->hit[i] = f->rolls[i] >= f->hit_on;
	}
	for (j = 0; j < f->npasses; j++)
		if (!f->passes[j].cancelled)
			roll_pass(run, f, &f->passes[j]);
	outcome(run, f->hits > 0 ? HIT : NO_HIT);
	quantity(run, Q_HITS, f->hits);
	effect(run, "%d hit%s", f->hits, f->hits == 1 ? "" : "s");
}

/* "firing at a vulnerable target, firing at the target's flank or rear" */
static void
format_reasons(struct run *run, const struct pass *p)
{
	const struct table *conditions = table(run, T_CONDITION);
	size_t i;
	int first = 1;

	for (i = 0; i < NCONDITIONS; i++)
		if (p->conditions[i]) {
			out_printf(&run->out, "%s%s", first ? "" : ", ",
			    cell_text(conditions, (size_t)table_find(conditions,
			    ARTILLERY_CONDITION_NAME,
			    opts[condition_opts[i]].name),
			    ARTILLERY_CONDITION_REASON));
			first = 0;
		}
}

/* --verbose: the rows the gun, its band and each pass came from. */
static void
text_sources(struct run *run, const struct fire *f)
{
	const struct table *guns = table(run, T_GUN);
	const struct table *bands = table(run, T_BAND);
	const struct table *conditions = table(run, T_CONDITION);
	const struct table *rerolls = table(run, T_REROLL);
	char need[16], inches[32];
	size_t i, row;
	int j, k;

	format_need(f->hit_on, f->sides, need, sizeof(need));
	out_printf(&run->out, "  %s gun: d%d, hit on %s  (%s)\n",
	    cell_text(guns, f->gun_row, GUN_NAME), f->sides, need,
	    table_source(guns, f->gun_row));
	out_printf(&run->out, "  %s up to %s\": %d dice  (%s)\n",
	    cell_text(bands, f->band_row, BAND_NAME), format_thousandths(
	    cell_whole(bands, f->band_row, BAND_UP_TO), inches, sizeof(inches)),
	    f->dice, table_source(bands, f->band_row));
	for (j = 0; j < f->npasses; j++)
		for (i = 0; i < NCONDITIONS; i++) {
			if (!f->passes[j].conditions[i])
				continue;
			row = (size_t)table_find(conditions,
			    ARTILLERY_CONDITION_NAME,
			    opts[condition_opts[i]].name);
			out_printf(&run->out, "  %s: %s, line %ld  (%s)\n",
			    cell_text(conditions, row,
			    ARTILLERY_CONDITION_REASON),
			    pass_kind_name[f->passes[j].kind],
			    f->passes[j].line, table_source(conditions, row));
		}
	for (k = 0; k < PASS_KINDS; k++) {
		format_need(f->counts_on[k], f->sides, need, sizeof(need));
		out_printf(&run->out, "  a %s pass re-rolls the %s, hit on %s  "
		    "(%s)\n", pass_kind_name[k], pass_rerolls[k], need,
		    table_source(rerolls, f->reroll_row[k]));
	}
}

static void
text(struct run *run, const void *state)
{
	const struct fire *f = state;
	const struct table *guns = table(run, T_GUN);
	const struct table *bands = table(run, T_BAND);
	const struct pass *p;
	char need[16], inches[32];
	int j;

	out_printf(&run->out, "%d %s\n", f->hits, f->hits == 1 ? "HIT" : "HITS");
	format_need(f->hit_on, f->sides, need, sizeof(need));
	out_printf(&run->out, "%s gun (%s) at %s\", %s: %dd%d hitting on %s, "
	    "rolled ", cell_text(guns, f->gun_row, GUN_NAME),
	    cell_text(guns, f->gun_row, GUN_POUNDS),
	    format_thousandths(option(run, OPT_RANGE)->whole, inches,
	    sizeof(inches)), cell_text(bands, f->band_row, BAND_NAME),
	    f->dice, f->sides, need);
	values_text(run, f->first_rolls, f->dice);
	out_str(&run->out, ": ");
	hits_text(run, f->first_hits);
	out_str(&run->out, "\n");
	for (j = 0; j < f->npasses; j++) {
		p = &f->passes[j];
		out_printf(&run->out, "  %s, re-roll the %s (",
		    pass_kind_name[p->kind], pass_rerolls[p->kind]);
		format_reasons(run, p);
		out_str(&run->out, "): ");
		if (p->cancelled)
			out_str(&run->out, "cancelled\n");
		else
			pass_text(run, p->rolls, p->n, f->counts_on[p->kind],
			    f->sides, p->hits);
	}
	if (run->common.verbose)
		text_sources(run, f);
}

/* "vulnerable,flank": the options of a pass's conditions. */
static const char *
format_options(const struct pass *p, char *buf, size_t size)
{
	size_t i, len = 0;

	buf[0] = '\0';
	for (i = 0; i < NCONDITIONS && len < size; i++)
		if (p->conditions[i])
			len += (size_t)snprintf(buf + len, size - len, "%s%s",
			    len ? "," : "", opts[condition_opts[i]].name);
	return buf;
}

static void
json(struct run *run, const void *state)
{
	const struct fire *f = state;
	const struct pass *p;
	char reason[256];
	int j;

	json_key(&run->out, "gun");
	json_string(&run->out, cell_text(table(run, T_GUN), f->gun_row,
	    GUN_NAME));
	json_key(&run->out, "range_band");
	json_string(&run->out, cell_text(table(run, T_BAND), f->band_row,
	    BAND_NAME));
	json_key(&run->out, "gun_dice");
	json_whole(&run->out, f->dice);
	json_key(&run->out, "hit_on");
	json_whole(&run->out, f->hit_on);
	json_key(&run->out, "rolls");
	values_json(run, f->first_rolls, f->dice);
	json_key(&run->out, "passes");
	json_open(&run->out, '[');
	for (j = 0; j < f->npasses; j++) {
		p = &f->passes[j];
		json_open(&run->out, '{');
		json_key(&run->out, "kind");
		json_string(&run->out, pass_kind_name[p->kind]);
		json_key(&run->out, "reason");
		json_string(&run->out, format_options(p, reason,
		    sizeof(reason)));
		json_key(&run->out, "cancelled");
		json_bool(&run->out, p->cancelled);
		pass_json(run, p->rerolled, p->rolls, p->n);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "hits");
	json_whole(&run->out, f->hits);
}

/* --odds: the gun, its band and the passes, which no die changes. */
static void
odds_text(struct run *run, const void *state)
{
	const struct fire *f = state;
	const struct pass *p;
	char need[16], inches[32];
	int j;

	format_need(f->hit_on, f->sides, need, sizeof(need));
	out_printf(&run->out, "%s gun (%s) at %s\", %s: %dd%d hitting on %s\n",
	    cell_text(table(run, T_GUN), f->gun_row, GUN_NAME),
	    cell_text(table(run, T_GUN), f->gun_row, GUN_POUNDS),
	    format_thousandths(option(run, OPT_RANGE)->whole, inches,
	    sizeof(inches)), cell_text(table(run, T_BAND), f->band_row,
	    BAND_NAME), f->dice, f->sides, need);
	for (j = 0; j < f->npasses; j++) {
		p = &f->passes[j];
		format_need(f->counts_on[p->kind], f->sides, need,
		    sizeof(need));
		out_printf(&run->out, "  %s, re-roll the %s (",
		    pass_kind_name[p->kind], pass_rerolls[p->kind]);
		format_reasons(run, p);
		out_printf(&run->out, ")%s%s\n", p->cancelled ? ": cancelled"
		    : ", hit on ", p->cancelled ? "" : need);
	}
}

static const struct tool fpga_artillery = {
	.name = "fpga-artillery",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "a hit",
	.state_size = sizeof(struct fire),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text
};

int
main(int argc, char *argv[])
{
	return tool_main(&fpga_artillery, argc, argv);
}
