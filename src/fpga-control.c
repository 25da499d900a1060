/*
 * fpga-control - the Fast-Play Grande Armée control test: a sub-commander
 * rolls two dice and one for each command die (CD) his army commander
 * gave him, keeps two, adds his modifier and reads his force's status in
 * the column of the distance to the enemy.
 */
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "num.h"
#include "tool.h"

/* The dice rolled, the CDs' included, fit in the bits of a mask. */
#define DICE_MAX	12

enum { TEST_DICE, TEST_SIDES, TEST_KEEP, TEST_MIN_MOD, TEST_MAX_MOD };
static const struct column test_columns[] = {
	{ "dice", CELL_WHOLE, 1, DICE_MAX },
	{ "sides", CELL_WHOLE, 2, 100 },
	{ "keep", CELL_WHOLE, 1, DICE_MAX },
	{ "min_mod", CELL_WHOLE, -99, 99 },
	{ "max_mod", CELL_WHOLE, -99, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema test_table = { "fpga/test.csv", test_columns };

/* The status columns are named as the rows of enemy.csv. */
enum { CONTROL_MIN, CONTROL_MAX, CONTROL_NEAR, CONTROL_FAR };
static const struct column control_columns[] = {
	{ "min", CELL_LOW, -99, 99 },
	{ "max", CELL_HIGH, -99, 99 },
	{ "near", CELL_TEXT, 0, 0 },
	{ "far", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema control_table = { "fpga/control.csv", control_columns };

/* A distance belongs to the last row it is beyond the "from" of: the
 * edge itself is within (00-suite.md, round 2), the first row from 0. */
enum { ENEMY_NAME, ENEMY_FROM, ENEMY_MAY_BE_INACTIVE };
static const struct column enemy_columns[] = {
	{ "enemy", CELL_KEY, 0, 0 },
	{ "from", CELL_DISTANCE, 0, 10000 },
	{ "may_be_inactive", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema enemy_table = { "fpga/enemy.csv", enemy_columns };

enum { RANGE_FROM, RANGE_MAX_CDS, RANGE_COST_EACH };
static const struct column range_columns[] = {
	{ "from", CELL_DISTANCE, 0, 10000 },
	{ "max_cds", CELL_WHOLE, 0, DICE_MAX },
	{ "cost_each", CELL_WHOLE, 0, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema range_table = { "fpga/cd-range.csv", range_columns };

static const struct table_schema *const tables[] = {
	&test_table, &control_table, &enemy_table, &range_table, NULL
};

/* The statuses and their tokens are the interface (04-fpga-control.md). */
enum status { WITHDRAW, HOLD, ACTIVE, ATTACK, INACTIVE, NSTATUS };
#define ROLLED_STATUSES	"withdraw,hold,active,attack"
static const char *const status_token[NSTATUS] = {
	"withdraw", "hold", "active", "attack", "inactive"
};
static const char *const status_word[NSTATUS] = {
	"Withdraw", "Hold", "Active", "Attack!", "Inactive"
};

enum { PICK_HIGH, PICK_LOW };

enum { OPT_CD, OPT_MOD, OPT_ENEMY, OPT_ENEMY_DISTANCE,
	OPT_COMMANDER_DISTANCE, OPT_PICK, OPT_WANT, OPT_INACTIVE };
static const struct opt opts[] = {
	{ "cd", KIND_WHOLE, "N", "command dice from the army commander", 0,
	    99, NULL, 0, NULL, "0", 0, 0 },
	{ "mod", KIND_WHOLE, "M", "the sub-commander's personality modifier",
	    -99, 99, NULL, 0, NULL, "0", 0, 0 },
	{ "enemy", KIND_WORD, "near|far", "whether an enemy unit is near the "
	    "force (fpga/enemy.csv)", 0, 0, &enemy_table, ENEMY_NAME, NULL, NULL,
	    0, 0 },
	{ "enemy-distance", KIND_DISTANCE, "INCHES", "or how far the nearest "
	    "enemy unit is", 0, 10000, NULL, 0, NULL, NULL, 0, 0 },
	{ "commander-distance", KIND_DISTANCE, "INCHES", "how far the army "
	    "commander is: checks the CDs, gives their cost", 0, 10000, NULL,
	    0, NULL, NULL, 0, 0 },
	{ "pick", KIND_WORD, "high|low", "keep the highest or the lowest dice",
	    0, 0, NULL, 0, "high,low", "high", 0, 0 },
	{ "want", KIND_WORD, "STATUS", "keep dice giving this status", 0, 0,
	    NULL, 0, ROLLED_STATUSES, NULL, 0, 0 },
	{ "inactive", KIND_FLAG, NULL, "choose Inactive without rolling (no "
	    "enemy near)", 0, 0, NULL, 0, NULL, NULL, 0, 0 },
	{ NULL, KIND_FLAG, NULL, NULL, 0, 0, NULL, 0, NULL, NULL, 0, 0 }
};

struct control {
	long		 cd, mod;
	long		 enemy_row;	/* enemy.csv, or -1 when not said */
	long		 range_row;	/* cd-range.csv, or -1 when not said */
	long		 cd_cost;	/* -1 when not known */
	int		 inactive;
	int		 dice[DICE_MAX], ndice, keep;
	unsigned	 kept;		/* mask of the dice kept */
	long		 total;
	size_t		 band;		/* control.csv row of the total */
	enum status	 status;
	unsigned	 reachable;	/* mask of the statuses */
};

/* The status of a control.csv cell; -1 if it names none. */
static int
status_of(const char *token)
{
	int s;

	for (s = 0; s < INACTIVE; s++)
		if (strcmp(status_token[s], token) == 0)
			return s;
	return -1;
}

/* The row a distance falls in: the last whose "from" it is beyond. */
static size_t
row_at(const struct table *t, int from, long distance)
{
	size_t row = 0;

	while (row + 1 < t->rows && distance > cell_whole(t, row + 1, from))
		row++;
	return row;
}

static void
check_distances(const struct table *t, int from)
{
	size_t row;

	if (cell_whole(t, 0, from) != 0)
		table_fail(t, 0, from, "the first row must be from 0");
	for (row = 1; row < t->rows; row++)
		if (cell_whole(t, row, from) <= cell_whole(t, row - 1, from))
			table_fail(t, row, from, "rows must run outward: this "
			    "is not farther than line %ld", t->lines[row - 1]);
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
	const struct table *test = table_of(run, &test_table);
	const struct table *control = table_of(run, &control_table);
	const struct table *enemy = table_of(run, &enemy_table);
	const struct table *ranges = table_of(run, &range_table);
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
	    most_cds(ranges), RANGE_MAX_CDS) > DICE_MAX)
		table_fail(test, 0, TEST_DICE, "%ld dice and %ld CDs (%s) are "
		    "more than %d dice", cell_whole(test, 0, TEST_DICE),
		    cell_whole(ranges, most_cds(ranges), RANGE_MAX_CDS),
		    table_source(ranges, most_cds(ranges)), DICE_MAX);
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
	if (enemy->rows != 2
	    || strcmp(cell_text(enemy, 0, ENEMY_NAME), control_columns[CONTROL_NEAR].name)
	    || strcmp(cell_text(enemy, 1, ENEMY_NAME), control_columns[CONTROL_FAR].name))
		table_fail(enemy, enemy->rows, -1, "needs two rows, near then "
		    "far, the columns of %s", control->path);
	check_distances(enemy, ENEMY_FROM);
	check_distances(ranges, RANGE_FROM);
}

/* "enemy within 20\"" or "no enemy within 20\"": a column of control.csv. */
static void
describe_enemy(struct run *run, long row, char *buf, size_t size)
{
	const struct table *enemy = table_of(run, &enemy_table);
	char edge[32];

	format_thousandths(cell_whole(enemy, 1, ENEMY_FROM), edge, sizeof(edge));
	snprintf(buf, size, "%senemy within %s\"", row == 0 ? "" : "no ", edge);
}

/* Where the enemy is, as given by --enemy or --enemy-distance. */
static long
find_enemy(struct run *run, const struct control *c)
{
	const struct opt_value *near = option(run, OPT_ENEMY);
	const struct opt_value *distance = option(run, OPT_ENEMY_DISTANCE);

	if (near->given && distance->given)
		fail(EXIT_USAGE, "--enemy and --enemy-distance cannot go together");
	if (near->given)
		return near->row;
	if (distance->given)
		return (long)row_at(table_of(run, &enemy_table), ENEMY_FROM,
		    distance->whole);
	if (!c->inactive)
		fail(EXIT_USAGE, "needs --enemy near|far or --enemy-distance "
		    "INCHES");
	return -1;
}

/* The CDs: as many as the tables allow, and what they cost. */
static void
check_cds(struct run *run, struct control *c)
{
	const struct table *ranges = table_of(run, &range_table);
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
static void
set_up(struct run *run, struct control *c)
{
	const struct table *test = table_of(run, &test_table);
	const struct table *enemy = table_of(run, &enemy_table);
	char where[64];
	long least = cell_whole(test, 0, TEST_MIN_MOD);
	long most = cell_whole(test, 0, TEST_MAX_MOD);

	c->cd = option(run, OPT_CD)->whole;
	c->mod = option(run, OPT_MOD)->whole;
	c->inactive = option(run, OPT_INACTIVE)->given > 0;
	c->keep = (int)cell_whole(test, 0, TEST_KEEP);
	c->ndice = 0;
	c->kept = 0;
	c->total = 0;
	c->reachable = 0;
	if (c->mod < least || c->mod > most)
		fail(EXIT_USAGE, "--mod: %ld is %s the %s %+ld (%s)", c->mod,
		    c->mod < least ? "below" : "above", c->mod < least ?
		    "minimum" : "maximum", c->mod < least ? least : most,
		    table_source(test, 0));
	if (option(run, OPT_PICK)->given && option(run, OPT_WANT)->given)
		fail(EXIT_USAGE, "--pick and --want cannot go together");
	if (run->common.odds && option(run, OPT_WANT)->given)
		fail(EXIT_USAGE, "--want and --odds cannot go together: the "
		    "odds list the chance of each status being reachable");
	check_cds(run, c);
	c->enemy_row = find_enemy(run, c);
	if (!c->inactive)
		return;
	if (option(run, OPT_WANT)->given)
		fail(EXIT_USAGE, "--want and --inactive cannot go together");
	if (c->cd > 0)
		fail(EXIT_USAGE, "--cd and --inactive cannot go together: an "
		    "Inactive force rolls no dice");
	if (c->enemy_row >= 0 && !cell_whole(enemy, (size_t)c->enemy_row,
	    ENEMY_MAY_BE_INACTIVE)) {
		describe_enemy(run, c->enemy_row, where, sizeof(where));
		fail(EXIT_USAGE, "--inactive: not with an %s (%s)", where,
		    table_source(enemy, (size_t)c->enemy_row));
	}
}

static int
bits(unsigned mask)
{
	int n = 0;

	for (; mask != 0; mask &= mask - 1)
		n++;
	return n;
}

/* The status of keeping the dice of mask; its total and band too. */
static enum status
keep_dice(struct run *run, const struct control *c, unsigned mask,
    long *total, size_t *band)
{
	const struct table *control = table_of(run, &control_table);
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
    char *buf, size_t size)
{
	size_t len = 0;
	int i, first = 1;

	buf[0] = '\0';
	for (i = 0; i < c->ndice && len < size; i++)
		if (mask & 1u << i) {
			len += (size_t)snprintf(buf + len, size - len, "%s%d",
			    first ? "" : sep, c->dice[i]);
			first = 0;
		}
}

/* "Withdraw, Hold": the statuses of a mask. */
static void
format_statuses(unsigned mask, char *buf, size_t size)
{
	size_t len = 0;
	int s;

	buf[0] = '\0';
	for (s = 0; s < NSTATUS && len < size; s++)
		if (mask & 1u << s)
			len += (size_t)snprintf(buf + len, size - len, "%s%s",
			    len ? ", " : "", status_word[s]);
}

/* Roll, and keep the dice the pick rule or the wanted status asks for. */
static void
control_test(struct run *run, struct control *c)
{
	const struct table *test = table_of(run, &test_table);
	const struct opt_value *want = option(run, OPT_WANT);
	int pick_low = option(run, OPT_PICK)->row == PICK_LOW;
	unsigned mask, all;
	long total, best = 0;
	size_t band;
	enum status s;
	char rolled[64], could[64], where[64];

	if (c->inactive) {
		c->status = INACTIVE;
		c->reachable = 1u << INACTIVE;
		return;
	}
	c->ndice = (int)cell_whole(test, 0, TEST_DICE) + (int)c->cd;
	roll_sum(&run->dice, c->ndice, (int)cell_whole(test, 0, TEST_SIDES),
	    "control test", c->dice);
	all = (1u << c->ndice) - 1;
	/* Every way to keep the dice; of equals, the first dice rolled. */
	for (mask = 1; mask <= all; mask++) {
		if (bits(mask) != c->keep)
			continue;
		s = keep_dice(run, c, mask, &total, &band);
		c->reachable |= 1u << s;
		if (want->given && s != (enum status)want->row)
			continue;
		if (c->kept == 0 || (pick_low && !want->given ? total < best
		    : total > best)) {
			c->kept = mask;
			best = total;
		}
	}
	if (c->kept == 0) {
		format_dice(c, all, ",", rolled, sizeof(rolled));
		format_statuses(c->reachable, could, sizeof(could));
		describe_enemy(run, c->enemy_row, where, sizeof(where));
		fail(EXIT_USAGE, "--want %s: no %d of %s give %s (%+ld, %s); "
		    "reachable: %s", status_token[want->row], c->keep, rolled,
		    status_word[want->row], c->mod, where, could);
	}
	c->status = keep_dice(run, c, c->kept, &c->total, &c->band);
}

static void
resolve_control(struct run *run, struct control *c)
{
	set_up(run, c);
	if (c->mod != 0)
		modifier_add(run, "personality", c->mod, NULL, NULL, 0);
	control_test(run, c);
}

/* "the 2 highest of 2,6,5,1" (or "of 4d6"), or just the dice when all
 * of them are kept. */
static void
explain_pick(struct run *run, const struct control *c, const char *dice,
    char *buf, size_t size)
{
	const struct opt_value *want = option(run, OPT_WANT);
	char kept[32];

	if (c->ndice == c->keep)
		snprintf(buf, size, "%s", dice);
	else if (want->given) {
		/* The pair kept by name: the highest giving that status,
		 * not the highest dice (04-fpga-control.md, round 2). */
		format_dice(c, c->kept, "+", kept, sizeof(kept));
		if (c->keep == 2)
			snprintf(buf, size, "of %s, kept %s: the highest pair "
			    "giving %s", dice, kept, status_word[want->row]);
		else
			snprintf(buf, size, "of %s, kept %s: the highest %d "
			    "giving %s", dice, kept, c->keep,
			    status_word[want->row]);
	}
	else
		snprintf(buf, size, "the %d %s of %s", c->keep, option(run,
		    OPT_PICK)->row == PICK_LOW ? "lowest" : "highest", dice);
}

static void
print_verbose(struct run *run, const struct control *c)
{
	const struct table *enemy = table_of(run, &enemy_table);
	const struct table *ranges = table_of(run, &range_table);
	const struct table *control = table_of(run, &control_table);
	const struct opt_value *distance;
	unsigned mask;
	long total;
	size_t band, r = (size_t)c->range_row;
	char where[64], inches[32], kept[64];
	enum status s;

	text_modifiers(run);
	if (c->enemy_row >= 0) {
		describe_enemy(run, c->enemy_row, where, sizeof(where));
		distance = option(run, OPT_ENEMY_DISTANCE);
		if (distance->given)
			out_printf(&run->out, "  enemy %s\" away: ",
			    format_thousandths(distance->whole, inches,
			    sizeof(inches)));
		else
			out_printf(&run->out, "  ");
		out_printf(&run->out, "%s, the %s column  (%s)\n", where,
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
	for (mask = 1; !c->inactive && mask < 1u << c->ndice; mask++) {
		if (bits(mask) != c->keep)
			continue;
		s = keep_dice(run, c, mask, &total, &band);
		format_dice(c, mask, "+", kept, sizeof(kept));
		out_printf(&run->out, "  %s", kept);
		if (c->mod != 0)
			out_printf(&run->out, " %+ld", c->mod);
		out_printf(&run->out, " = %ld  %s  (%s)%s\n", total,
		    status_word[s], table_source(control, band),
		    mask == c->kept ? "  kept" : "");
	}
}

static void
print_text(struct run *run, const struct control *c)
{
	char where[64], kept[64], rolled[64], why[192], could[64], inches[32];

	where[0] = '\0';
	if (c->enemy_row >= 0)
		describe_enemy(run, c->enemy_row, where, sizeof(where));
	if (c->inactive) {
		out_printf(&run->out, "%s  chosen without rolling%s%s\n",
		    status_word[INACTIVE], *where ? ": " : "", where);
	} else {
		format_dice(c, c->kept, "+", kept, sizeof(kept));
		format_dice(c, (1u << c->ndice) - 1, ",", rolled, sizeof(rolled));
		out_printf(&run->out, "%s  %s", status_word[c->status], kept);
		if (c->mod != 0)
			out_printf(&run->out, " %+ld", c->mod);
		out_printf(&run->out, " = %ld", c->total);
		if (c->ndice > c->keep) {
			explain_pick(run, c, rolled, why, sizeof(why));
			out_printf(&run->out, " (%s)", why);
		}
		out_printf(&run->out, ", %s\n", where);
		format_statuses(c->reachable, could, sizeof(could));
		out_printf(&run->out, "reachable: %s\n", could);
	}
	if (c->cd > 0 && c->cd_cost >= 0)
		out_printf(&run->out, "%ld CD%s from the army commander, %s\" "
		    "away, cost%s him %ld\n", c->cd, c->cd == 1 ? "" : "s",
		    format_thousandths(option(run, OPT_COMMANDER_DISTANCE)->whole,
		    inches, sizeof(inches)), c->cd == 1 ? "s" : "", c->cd_cost);
	if (run->common.verbose)
		print_verbose(run, c);
}

static void
print_json(struct run *run, const struct control *c)
{
	int i, s;

	json_result_begin(run, status_token[c->status], status_word[c->status]);
	json_key(&run->out, "dice_rolled");
	json_open(&run->out, '[');
	for (i = 0; i < c->ndice; i++)
		json_whole(&run->out, c->dice[i]);
	json_close(&run->out, ']');
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
	json_string(&run->out, status_token[c->status]);
	json_key(&run->out, "reachable");
	json_open(&run->out, '[');
	for (s = 0; s < NSTATUS; s++)
		if (c->reachable & 1u << s)
			json_string(&run->out, status_token[s]);
	json_close(&run->out, ']');
	json_key(&run->out, "cd_cost");
	if (c->cd_cost < 0)
		json_null(&run->out);
	else
		json_whole(&run->out, c->cd_cost);
	json_close(&run->out, '}');
}

static void
resolve(struct run *run)
{
	struct control c;

	resolve_control(run, &c);
	if (run->common.json)
		print_json(run, &c);
	else
		print_text(run, &c);
}

/* Every roll of the dice, each with its exact weight. */
static void
odds(struct run *run)
{
	const struct table *test = table_of(run, &test_table);
	struct odds status = {0}, reachable = {0};
	struct control c;
	struct frac w, asked;
	char where[64], dice[32], why[192], question[64];
	size_t i;
	int s;

	set_up(run, &c);
	if (c.inactive) {
		odds_add(&status, status_token[INACTIVE], frac_make(1, 1));
		odds_add(&reachable, status_token[INACTIVE], frac_make(1, 1));
	} else {
		/* Every rolled status has a row, even when it cannot happen. */
		for (s = 0; s < INACTIVE; s++) {
			odds_add(&status, status_token[s], frac_make(0, 1));
			odds_add(&reachable, status_token[s], frac_make(0, 1));
		}
		dice_every(&run->dice);
		do {
			dice_start(&run->dice);
			run->nmodifiers = 0;
			resolve_control(run, &c);
			w = dice_path_weight(&run->dice);
			odds_add(&status, status_token[c.status], w);
			for (s = 0; s < INACTIVE; s++)
				if (c.reachable & 1u << s)
					odds_add(&reachable, status_token[s], w);
		} while (dice_next_path(&run->dice));
	}
	odds_check(&status, "statuses");
	/* What a player asks first: will the force act (Active or Attack!),
	 * or, choosing Inactive, the certainty of it. */
	if (c.inactive) {
		snprintf(question, sizeof(question), "%s", status_word[INACTIVE]);
		asked = status.p[0];
	} else {
		snprintf(question, sizeof(question), "%s or %s",
		    status_word[ACTIVE], status_word[ATTACK]);
		asked = frac_add(status.p[ACTIVE], status.p[ATTACK]);
	}
	if (run->common.json) {
		json_odds_begin(run);
		json_odds_answer(&run->out, question, asked);
		json_odds(&run->out, "odds", &status);
		json_key(&run->out, "reachable");
		json_open(&run->out, '[');
		for (i = 0; i < reachable.n; i++) {
			json_open(&run->out, '{');
			json_key(&run->out, "status");
			json_string(&run->out, reachable.token[i]);
			json_probability(&run->out, reachable.p[i]);
			json_close(&run->out, '}');
		}
		json_close(&run->out, ']');
		json_close(&run->out, '}');
		return;
	}
	text_odds_answer(&run->out, question, asked);
	where[0] = '\0';
	if (c.enemy_row >= 0)
		describe_enemy(run, c.enemy_row, where, sizeof(where));
	if (c.inactive) {
		out_printf(&run->out, "Inactive, chosen without rolling%s%s\n",
		    *where ? ": " : "", where);
	} else {
		c.ndice = (int)cell_whole(test, 0, TEST_DICE) + (int)c.cd;
		snprintf(dice, sizeof(dice), "%dd%ld", c.ndice,
		    cell_whole(test, 0, TEST_SIDES));
		explain_pick(run, &c, dice, why, sizeof(why));
		out_printf(&run->out, "%s", why);
		if (c.mod != 0)
			out_printf(&run->out, " %+ld", c.mod);
		out_printf(&run->out, ", %s\n", where);
	}
	text_odds(&run->out, &status);
	out_printf(&run->out, "reachable by some choice of dice:\n");
	text_odds(&run->out, &reachable);
}

static const struct tool fpga_control = {
	.name = "fpga-control",
	.synopsis =
	"[--cd N] [--mod M] [--enemy near|far | --enemy-distance INCHES] "
	    "[--commander-distance INCHES] [--pick high|low | --want STATUS] "
	    "[--inactive] [options]",
	.opts = opts, .tables = tables, .check_tables = check_tables,
	.resolve_old = resolve, .odds_old = odds
};

int
main(int argc, char *argv[])
{
	return tool_main(&fpga_control, argc, argv);
}
