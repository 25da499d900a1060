/*
 * fpga-control - the Fast-Play Grande Armée control test: a sub-commander
 * rolls two dice and one for each command die (CD) his army commander
 * gave him, keeps two, adds his modifier and reads his force's status in
 * the column of the distance to the enemy.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "fpga-enemy.h"
#include "fpga.h"
#include "num.h"
#include "tool.h"

/* fpga/enemy.csv is fpga-enemy.h's: fpga-recovery reads it alike. */

enum { T_TEST, T_CONTROL, T_ENEMY, T_RANGE, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_TEST] = &fpga_test_table,
	[T_CONTROL] = &fpga_control_table,
	[T_ENEMY] = &fpga_enemy_table,
	[T_RANGE] = &fpga_cd_range_table,
	NULL
};

/* The statuses and their tokens are the interface (04-fpga-control.md).
 * A status is not a pass or a fail: -e leaves the exit status 0. */
enum status { WITHDRAW, HOLD, ACTIVE, ATTACK, INACTIVE, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[WITHDRAW] = { "withdraw", "Withdraw", 1 },
	[HOLD] = { "hold", "Hold", 1 },
	[ACTIVE] = { "active", "Active", 1 },
	[ATTACK] = { "attack", "Attack!", 1 },
	[INACTIVE] = { "inactive", "Inactive", 1 },
	{ NULL, NULL, 0 }
};
#define ROLLED_STATUSES	FPGA_ROLLED_STATUSES

/* What a player asks first: will the force act, or, choosing Inactive,
 * the certainty of it (a rolled test never gives Inactive). */
static const struct question questions[] = {
	{ 0, "Inactive", 1u << INACTIVE },
	{ 0, "Active or Attack!", 1u << ACTIVE | 1u << ATTACK },
	{ 0, NULL, 0 }
};

static const char roll_name[] = "control test";

enum { PICK_HIGH, PICK_LOW };

enum { OPT_CD, OPT_MOD, OPT_ENEMY, OPT_ENEMY_DISTANCE,
	OPT_COMMANDER_DISTANCE, OPT_PICK, OPT_WANT, OPT_INACTIVE, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_CD] = { .name = "cd", .kind = KIND_WHOLE, .arg = "N",
	    .help = "command dice from the army commander", .min = 0,
	    .max = 99, .fallback = "0" },
	[OPT_MOD] = { .name = "mod", .kind = KIND_WHOLE, .arg = "M",
	    .help = "the sub-commander's personality modifier", .min = -99,
	    .max = 99, .fallback = "0" },
	[OPT_ENEMY] = { .name = "enemy", .kind = KIND_WORD, .arg = "near|far",
	    .help = "whether an enemy unit is near the force (fpga/enemy.csv)",
	    .table = &fpga_enemy_table, .column = ENEMY_NAME,
	    .excludes = "enemy-distance" },
	[OPT_ENEMY_DISTANCE] = { .name = "enemy-distance",
	    .kind = KIND_DISTANCE, .arg = "INCHES",
	    .help = "or how far the nearest enemy unit is", .min = 0,
	    .max = 10000 },
	[OPT_COMMANDER_DISTANCE] = { .name = "commander-distance",
	    .kind = KIND_DISTANCE, .arg = "INCHES", .help = "how far the army "
	    "commander is: checks the CDs, gives their cost", .min = 0,
	    .max = 10000 },
	[OPT_PICK] = { .name = "pick", .kind = KIND_WORD, .arg = "high|low",
	    .help = "keep the highest or the lowest dice",
	    .choices = "high,low", .fallback = "high", .excludes = "want" },
	/* Text, read by want_status(): every status as the tool prints it
	 * is taken back, "Attack!" and "Inactive" too, in any case. */
	[OPT_WANT] = { .name = "want", .kind = KIND_TEXT, .arg = "STATUS",
	    .help = "keep dice giving this status (inactive is --inactive)",
	    .choices = "withdraw,hold,active,attack",
	    .excludes = "odds,inactive" },
	[OPT_INACTIVE] = { .name = "inactive", .kind = KIND_FLAG,
	    .help = "choose Inactive without rolling (no enemy near)" },
	{ .name = NULL }
};

struct control {
	long		 cd, mod;
	long		 enemy_row;	/* enemy.csv, or -1 when not said */
	long		 range_row;	/* cd-range.csv, or -1 when not said */
	long		 cd_cost;	/* -1 when not known */
	int		 inactive;
	int		 dice[CONTROL_DICE_MAX], ndice, keep;
	unsigned	 kept;		/* mask of the dice kept */
	long		 total;
	size_t		 band;		/* control.csv row of the total */
	enum status	 status;
	unsigned	 reachable;	/* mask of the statuses */
	int		 unmet;		/* --want: no dice give it */
	int		 want;		/* --want's status, or -1 */
};

/* The status of a control.csv cell; -1 if it names none. */
static int
status_of(const char *token)
{
	int s;

	for (s = 0; s < INACTIVE; s++)
		if (strcmp(outcomes[s].token, token) == 0)
			return s;
	return -1;
}

/* The row a distance falls in: the last whose "from" it is beyond, the
 * edge itself within (00-suite.md, round 2), the first row from 0. */
static size_t
row_at(const struct table *t, int from, long distance)
{
	size_t row = 0;

	while (row + 1 < t->rows && distance > cell_whole(t, row + 1, from))
		row++;
	return row;
}

/* The row of cd-range.csv giving the most CDs. */
static size_t
most_cds(const struct table *ranges)
{
	size_t row, most = 0;

	for (row = 1; row < ranges->rows; row++)
		if (cell_whole(ranges, row, RANGE_MAX_CDS)
		    > cell_whole(ranges, most, RANGE_MAX_CDS))
			most = row;
	return most;
}

static void
check_tables(struct run *run)
{
	const struct table *test = table(run, T_TEST);
	const struct table *control = table(run, T_CONTROL);
	const struct table *enemy = table(run, T_ENEMY);
	const struct table *ranges = table(run, T_RANGE);
	size_t row;
	long keep;
	int c;

	table_require_rows(test, 1, "the dice of the test");
	if (cell_whole(test, 0, TEST_KEEP) > cell_whole(test, 0, TEST_DICE))
		table_fail(test, 0, TEST_KEEP, "keeps more dice than are rolled");
	if (cell_whole(test, 0, TEST_MIN_MOD) > cell_whole(test, 0, TEST_MAX_MOD))
		table_fail(test, 0, TEST_MAX_MOD, "max_mod %ld is below min_mod "
		    "%ld", cell_whole(test, 0, TEST_MAX_MOD),
		    cell_whole(test, 0, TEST_MIN_MOD));
	if (cell_whole(test, 0, TEST_DICE) + cell_whole(ranges,
	    most_cds(ranges), RANGE_MAX_CDS) > CONTROL_DICE_MAX)
		table_fail(test, 0, TEST_DICE, "%ld dice and %ld CDs (%s) are "
		    "more than %d dice", cell_whole(test, 0, TEST_DICE),
		    cell_whole(ranges, most_cds(ranges), RANGE_MAX_CDS),
		    table_source(ranges, most_cds(ranges)), CONTROL_DICE_MAX);
	keep = cell_whole(test, 0, TEST_KEEP);
	table_require_band_cover(control, keep + cell_whole(test, 0,
	    TEST_MIN_MOD), keep * cell_whole(test, 0, TEST_SIDES) +
	    cell_whole(test, 0, TEST_MAX_MOD), "the kept dice and --mod");
	for (row = 0; row < control->rows; row++)
		for (c = CONTROL_NEAR; c <= CONTROL_FAR; c++)
			if (status_of(cell_text(control, row, c)) < 0)
				table_fail(control, row, c, "%s is not a status: "
				    "withdraw, hold, active or attack",
				    quoted(cell_text(control, row, c)));
	if (enemy->rows != 2 || strcmp(cell_text(enemy, 0, ENEMY_NAME),
	    fpga_control_table.columns[CONTROL_NEAR].name) != 0
	    || strcmp(cell_text(enemy, 1, ENEMY_NAME),
	    fpga_control_table.columns[CONTROL_FAR].name) != 0)
		table_fail(enemy, enemy->rows, -1, "needs two rows, near then "
		    "far, the columns of %s", control->path);
	enemy_check(enemy);
	distances_check(ranges, RANGE_FROM);
}

/* "enemy within 20\"" or "no enemy within 20\"": a column of control.csv. */
static void
describe_enemy(struct run *run, long row, struct out *out)
{
	const struct table *enemy = table(run, T_ENEMY);
	char edge[32];

	format_thousandths(cell_whole(enemy, 1, ENEMY_FROM), edge, sizeof(edge));
	out_printf(out, "%senemy within %s\"", row == 0 ? "" : "no ", edge);
}

/* Where the enemy is, as given by --enemy or --enemy-distance. */
static long
find_enemy(struct run *run, const struct control *c)
{
	const struct opt_value *near = option(run, OPT_ENEMY);
	const struct opt_value *distance = option(run, OPT_ENEMY_DISTANCE);

	if (near->given)
		return near->row;
	if (distance->given)
		return (long)enemy_row(table(run, T_ENEMY), distance->whole);
	if (!c->inactive)
		fail(EXIT_USAGE, "give --enemy near|far or --enemy-distance "
		    "INCHES");
	return -1;
}

/* The CDs: as many as the tables allow, and what they cost. */
static void
check_cds(struct run *run, struct control *c)
{
	const struct table *ranges = table(run, T_RANGE);
	const struct opt_value *distance = option(run, OPT_COMMANDER_DISTANCE);
	char inches[32];
	size_t most = most_cds(ranges);
	long allowed;

	if (c->cd > cell_whole(ranges, most, RANGE_MAX_CDS))
		fail(EXIT_USAGE, "--cd: %ld is above the maximum %ld (%s)", c->cd,
		    cell_whole(ranges, most, RANGE_MAX_CDS),
		    table_source(ranges, most));
	c->range_row = -1;
	c->cd_cost = c->cd == 0 ? 0 : -1;
	if (!distance->given)
		return;
	c->range_row = (long)row_at(ranges, RANGE_FROM, distance->whole);
	allowed = cell_whole(ranges, (size_t)c->range_row, RANGE_MAX_CDS);
	if (c->cd > allowed)
		fail(EXIT_USAGE, "--cd: %ld, but an army commander %s\" away "
		    "gives at most %ld (%s)", c->cd, format_thousandths(
		    distance->whole, inches, sizeof(inches)), allowed,
		    table_source(ranges, (size_t)c->range_row));
	c->cd_cost = c->cd * cell_whole(ranges, (size_t)c->range_row,
	    RANGE_COST_EACH);
}

/* Read the inputs and refuse what the rules do not allow. */
/*
 * --want: a status's token or its word as printed, in any case, the
 * "!" of "Attack!" left off; -1 when not given.  Inactive is chosen,
 * not rolled: it is --inactive.
 */
static int
want_status(struct run *run)
{
	const char *text = option_text(run, OPT_WANT);
	char word[16];
	size_t len, i;
	int s;

	if (!option(run, OPT_WANT)->given)
		return -1;
	len = strlen(text);
	if (len > 0 && text[len - 1] == '!')
		len--;
	if (len < sizeof(word)) {
		for (i = 0; i < len; i++)
			word[i] = (char)tolower((unsigned char)text[i]);
		word[len] = '\0';
		for (s = 0; outcomes[s].token != NULL; s++)
			if (strcmp(word, outcomes[s].token) == 0)
				return s;
	}
	fail(EXIT_USAGE, "--want: %s is not one of %s, %s, %s, %s or %s",
	    quoted(text), outcomes[WITHDRAW].token, outcomes[HOLD].token,
	    outcomes[ACTIVE].token, outcomes[ATTACK].token,
	    outcomes[INACTIVE].token);
}

static void
set_up(struct run *run, struct control *c)
{
	const struct table *test = table(run, T_TEST);
	const struct table *enemy = table(run, T_ENEMY);
	struct out where = {0};
	long least = cell_whole(test, 0, TEST_MIN_MOD);
	long most = cell_whole(test, 0, TEST_MAX_MOD);

	c->cd = option(run, OPT_CD)->whole;
	c->mod = option(run, OPT_MOD)->whole;
	c->inactive = option(run, OPT_INACTIVE)->given > 0;
	c->want = want_status(run);
	if (c->want == INACTIVE) {
		c->inactive = 1;
		c->want = -1;
	}
	c->keep = (int)cell_whole(test, 0, TEST_KEEP);
	if (c->mod < least || c->mod > most)
		fail(EXIT_USAGE, "--mod: %ld is %s the %s %+ld (%s)", c->mod,
		    c->mod < least ? "below" : "above", c->mod < least ?
		    "minimum" : "maximum", c->mod < least ? least : most,
		    table_source(test, 0));
	check_cds(run, c);
	c->enemy_row = find_enemy(run, c);
	if (!c->inactive)
		return;
	if (c->cd > 0)
		fail(EXIT_USAGE, "--cd and --inactive cannot go together: an "
		    "Inactive force rolls no dice");
	if (c->enemy_row >= 0 && !cell_whole(enemy, (size_t)c->enemy_row,
	    ENEMY_MAY_BE_INACTIVE)) {
		describe_enemy(run, c->enemy_row, &where);
		fail(EXIT_USAGE, "%s: not with an %s (%s)", option(run,
		    OPT_INACTIVE)->given ? "--inactive" : "--want inactive",
		    where.buf, table_source(enemy, (size_t)c->enemy_row));
	}
}

/* The ways to keep c->keep of the dice, as masks in increasing order:
 * the first, and the one after mask (0 past the last).  Only these
 * are tried, not every mask: 66 pairs of 12 dice, not 4095 masks. */
static unsigned
first_pick(const struct control *c)
{
	return (1u << c->keep) - 1;
}

static unsigned
next_pick(const struct control *c, unsigned mask)
{
	unsigned low = mask & (~mask + 1), up = mask + low;

	/* Gosper's hack: the next larger number with as many bits. */
	mask = up | ((mask ^ up) >> 2) / low;
	return mask < 1u << c->ndice ? mask : 0;
}

/* The status of keeping the dice of mask; its total and band too. */
static enum status
keep_dice(struct run *run, const struct control *c, unsigned mask,
    long *total, size_t *band)
{
	const struct table *control = table(run, T_CONTROL);
	int i, column = c->enemy_row == 0 ? CONTROL_NEAR : CONTROL_FAR;

	*total = c->mod;
	for (i = 0; i < c->ndice; i++)
		if (mask & 1u << i)
			*total += c->dice[i];
	*band = table_band(control, *total);
	return (enum status)status_of(cell_text(control, *band, column));
}

/* "2,6,5,1" or "6+5": the dice rolled, or those of a mask. */
static void
format_dice(const struct control *c, unsigned mask, const char *sep,
    struct out *out)
{
	int i, first = 1;

	for (i = 0; i < c->ndice; i++)
		if (mask & 1u << i) {
			out_printf(out, "%s%d", first ? "" : sep, c->dice[i]);
			first = 0;
		}
}

/* "Withdraw, Hold": the statuses of a mask. */
static void
format_statuses(unsigned mask, struct out *out)
{
	int s, first = 1;

	for (s = 0; outcomes[s].token != NULL; s++)
		if (mask & 1u << s) {
			out_printf(out, "%s%s", first ? "" : ", ",
			    outcomes[s].word);
			first = 0;
		}
}

/*
 * The dice, in the order thrown (--dice, a seed); under --odds only how
 * many showed each face, all a status depends on, so that the walk
 * weighs each multiset of faces once, not each sequence: 6188 paths
 * for 12 dice, not 6^12.
 */
static void
throw_dice(struct run *run, struct control *c, int sides)
{
	const struct dice *d = &run->dice;
	int category[DIE_SIDES_MAX + 1] = {0}, counts[DIE_SIDES_MAX];
	int face, i = 0;
	size_t k;

	for (face = 1; face <= sides; face++)
		category[face] = face - 1;
	roll_pool(&run->dice, c->ndice, sides, category, sides, counts,
	    roll_name);
	if (d->source != DICE_WALK) {
		for (k = d->nlog - (size_t)c->ndice; k < d->nlog; k++)
			c->dice[i++] = d->log[k].value;
		return;
	}
	for (face = sides; face >= 1; face--)
		while (counts[face - 1]-- > 0)
			c->dice[i++] = face;
}

/*
 * Roll, and keep the dice the pick rule or the wanted status asks for.
 * Dice that give no pair of the wanted status are a roll like any other,
 * not bad input: the pick rule keeps them, and the answer says that the
 * status was not to be had (a --repeat or a batch goes on).
 */
static void
control_test(struct run *run, struct control *c)
{
	const struct table *test = table(run, T_TEST);
	int pick_low = option(run, OPT_PICK)->row == PICK_LOW;
	int wanted = c->want >= 0;
	unsigned mask;
	long total, best = 0;
	size_t band;
	enum status s;

	if (c->inactive) {
		c->status = INACTIVE;
		c->reachable = 1u << INACTIVE;
		return;
	}
	c->ndice = (int)cell_whole(test, 0, TEST_DICE) + (int)c->cd;
	throw_dice(run, c, (int)cell_whole(test, 0, TEST_SIDES));
	/* Every way to keep the dice; of equals, the first dice rolled. */
again:
	for (mask = first_pick(c); mask != 0; mask = next_pick(c, mask)) {
		s = keep_dice(run, c, mask, &total, &band);
		c->reachable |= 1u << s;
		if (wanted && s != (enum status)c->want)
			continue;
		if (c->kept == 0 || (pick_low && !wanted ? total < best
		    : total > best)) {
			c->kept = mask;
			best = total;
		}
	}
	if (c->kept == 0) {
		c->unmet = 1;
		wanted = 0;
		goto again;
	}
	c->status = keep_dice(run, c, c->kept, &c->total, &c->band);
}

static void
resolve(struct run *run, void *state)
{
	struct control *c = state;
	int s;

	set_up(run, c);
	if (c->mod != 0)
		modifier_add(run, "personality", c->mod, NULL, NULL, 0);
	control_test(run, c);
	outcome(run, c->status);
	/* -e asks whether the player got the status he wanted. */
	if (c->unmet)
		run->failed = 1;
	effect(run, "%s", outcomes[c->status].word);
	for (s = 0; outcomes[s].token != NULL; s++)
		if (c->reachable & 1u << s)
			reach(run, s);
}

/* "the 2 highest of 2,6,5,1" (or "of 4d6"), or just the dice when all
 * of them are kept. */
static void
explain_pick(struct run *run, const struct control *c, const char *dice,
    struct out *out)
{
	if (c->unmet) {
		out_printf(out, "no %d of %s give %s", c->keep, dice,
		    outcomes[c->want].word);
		if (c->ndice > c->keep)
			out_printf(out, ": the %d %s kept", c->keep,
			    option(run, OPT_PICK)->row == PICK_LOW ? "lowest"
			    : "highest");
	} else if (c->ndice == c->keep) {
		out_printf(out, "%s", dice);
	} else if (c->want >= 0) {
		/* The pair kept by name: the highest giving that status,
		 * not the highest dice (04-fpga-control.md, round 2). */
		out_printf(out, "of %s, kept ", dice);
		format_dice(c, c->kept, "+", out);
		if (c->keep == 2)
			out_printf(out, ": the highest pair giving %s",
			    outcomes[c->want].word);
		else
			out_printf(out, ": the highest %d giving %s", c->keep,
			    outcomes[c->want].word);
	} else {
		out_printf(out, "the %d %s of %s", c->keep, option(run,
		    OPT_PICK)->row == PICK_LOW ? "lowest" : "highest", dice);
	}
}

/* --verbose: the rows the column, the CDs and each pick came from
 * (the library adds the modifiers after them). */
static void
verbose_lines(struct run *run, const struct control *c)
{
	const struct table *enemy = table(run, T_ENEMY);
	const struct table *ranges = table(run, T_RANGE);
	const struct table *control = table(run, T_CONTROL);
	const struct opt_value *distance;
	unsigned mask;
	long total;
	size_t band, r = (size_t)c->range_row;
	char inches[32];
	enum status s;

	if (c->enemy_row >= 0) {
		distance = option(run, OPT_ENEMY_DISTANCE);
		if (distance->given)
			out_printf(&run->out, "  enemy %s\" away: ",
			    format_thousandths(distance->whole, inches,
			    sizeof(inches)));
		else
			out_str(&run->out, "  ");
		describe_enemy(run, c->enemy_row, &run->out);
		out_printf(&run->out, ", the %s column  (%s)\n",
		    cell_text(enemy, (size_t)c->enemy_row, ENEMY_NAME),
		    table_source(enemy, (size_t)c->enemy_row));
	}
	if (c->range_row >= 0)
		out_printf(&run->out, "  army commander %s\" away: at most %ld "
		    "CD%s, each costing %ld  (%s)\n", format_thousandths(option(run,
		    OPT_COMMANDER_DISTANCE)->whole, inches, sizeof(inches)),
		    cell_whole(ranges, r, RANGE_MAX_CDS), cell_whole(ranges, r,
		    RANGE_MAX_CDS) == 1 ? "" : "s",
		    cell_whole(ranges, r, RANGE_COST_EACH), table_source(ranges, r));
	if (c->inactive)
		return;
	for (mask = first_pick(c); mask != 0; mask = next_pick(c, mask)) {
		s = keep_dice(run, c, mask, &total, &band);
		out_str(&run->out, "  ");
		format_dice(c, mask, "+", &run->out);
		if (c->mod != 0)
			out_printf(&run->out, " %+ld", c->mod);
		out_printf(&run->out, " = %ld  %s  (%s)%s\n", total,
		    outcomes[s].word, table_source(control, band),
		    mask == c->kept ? "  kept" : "");
	}
}

/* ", enemy within 20\"", where an enemy is given. */
static void
text_enemy(struct run *run, const struct control *c, const char *sep)
{
	if (c->enemy_row < 0)
		return;
	out_printf(&run->out, "%s", sep);
	describe_enemy(run, c->enemy_row, &run->out);
}

static void
text(struct run *run, const void *state)
{
	const struct control *c = state;
	struct out rolled = {0};
	char inches[32];

	if (c->inactive) {
		out_upper(&run->out, outcomes[INACTIVE].word);
		out_str(&run->out, "  chosen without rolling");
		text_enemy(run, c, ": ");
		out_str(&run->out, "\n");
	} else {
		out_upper(&run->out, outcomes[c->status].word);
		out_str(&run->out, "  ");
		format_dice(c, c->kept, "+", &run->out);
		if (c->mod != 0)
			out_printf(&run->out, " %+ld", c->mod);
		out_printf(&run->out, " = %ld", c->total);
		if (c->ndice > c->keep || c->unmet) {
			format_dice(c, (1u << c->ndice) - 1, ",", &rolled);
			out_str(&run->out, " (");
			explain_pick(run, c, rolled.buf, &run->out);
			out_str(&run->out, ")");
			out_free(&rolled);
		}
		out_str(&run->out, ", ");
		text_enemy(run, c, "");
		out_str(&run->out, "\nreachable: ");
		format_statuses(c->reachable, &run->out);
		out_str(&run->out, "\n");
	}
	if (c->cd > 0 && c->cd_cost >= 0)
		out_printf(&run->out, "%ld CD%s from the army commander, %s\" "
		    "away, cost%s him %ld\n", c->cd, c->cd == 1 ? "" : "s",
		    format_thousandths(option(run, OPT_COMMANDER_DISTANCE)->whole,
		    inches, sizeof(inches)), c->cd == 1 ? "s" : "", c->cd_cost);
	if (run->common.verbose)
		verbose_lines(run, c);
}

static void
json(struct run *run, const void *state)
{
	const struct control *c = state;
	int i, s;

	json_key(&run->out, "dice_rolled");
	json_dice_of(&run->out, &run->dice, roll_name);
	json_key(&run->out, "picked");
	if (c->inactive) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '[');
		for (i = 0; i < c->ndice; i++)
			if (c->kept & 1u << i)
				json_whole(&run->out, c->dice[i]);
		json_close(&run->out, ']');
	}
	json_key(&run->out, "total");
	if (c->inactive)
		json_null(&run->out);
	else
		json_whole(&run->out, c->total);
	json_key(&run->out, "status");
	json_string(&run->out, outcomes[c->status].token);
	json_key(&run->out, "reachable");
	json_open(&run->out, '[');
	for (s = 0; outcomes[s].token != NULL; s++)
		if (c->reachable & 1u << s)
			json_string(&run->out, outcomes[s].token);
	json_close(&run->out, ']');
	/* Only with --want: the text's "no 2 of 6,3 give Hold", for a
	 * reader that would otherwise compare "want" with "status". */
	if (c->want >= 0) {
		json_key(&run->out, "want_met");
		json_bool(&run->out, !c->unmet);
	}
	json_key(&run->out, "cd_cost");
	if (c->cd_cost < 0)
		json_null(&run->out);
	else
		json_whole(&run->out, c->cd_cost);
}

/* The line under the first: the dice and how they are kept, or the
 * choice of Inactive; state is any path's, alike in these. */
static void
odds_text(struct run *run, const void *state)
{
	const struct control *c = state;
	const struct table *test = table(run, T_TEST);
	/* At most 24 dice (test.csv's and ranges.csv's CONTROL_DICE_MAX
	 * each) of at most 100 sides: "24d100". */
	char dice[32];

	if (c->inactive) {
		out_printf(&run->out, "%s, chosen without rolling",
		    outcomes[INACTIVE].word);
		text_enemy(run, c, ": ");
		out_str(&run->out, "\n");
		return;
	}
	snprintf(dice, sizeof(dice), "%dd%ld", c->ndice,
	    cell_whole(test, 0, TEST_SIDES));
	explain_pick(run, c, dice, &run->out);
	if (c->mod != 0)
		out_printf(&run->out, " %+ld", c->mod);
	out_str(&run->out, ", ");
	text_enemy(run, c, "");
	out_str(&run->out, "\n");
}

/* Each status listed, at 0 too, and the chance each is reachable. */
static const struct odds_hooks hooks = {
	.always_listed = 1u << WITHDRAW | 1u << HOLD | 1u << ACTIVE
	    | 1u << ATTACK,
	.reach_label = "reachable by some choice of dice",
	.reach_key = "reachable",
	.reach_member = "status"
};

static const struct tool fpga_control = {
	.name = "fpga-control",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.questions = questions,
	.odds_hooks = &hooks,
	.state_size = sizeof(struct control),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text
};

int
main(int argc, char *argv[])
{
	return tool_main(&fpga_control, argc, argv);
}
