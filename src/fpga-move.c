/*
 * fpga-move - Fast-Play Grande Armée movement near the enemy: a unit
 * within reach of the enemy moves "X + 1 die" instead of its base move,
 * less the costs of changing face, obstacles and passing through
 * friends, at a rate for rough ground and retrograde or flank moves.
 */
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "fpga.h"
#include "num.h"
#include "tool.h"
#include "walk.h"

/* Obstacles and interpenetrations in one move. */
enum { TIMES_MAX = 99 };

enum { T_MOVE, T_RULES, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_MOVE] = &fpga_move_table,
	[T_RULES] = &fpga_move_rules_table,
	NULL
};

enum { TERRAIN_CLEAR, TERRAIN_ROUGH };

/* --enemy, the suite's near-or-far word (fpga-control's): the old flag
 * --near is "--enemy near". */
#define ENEMY_WORDS	"near,far"
enum { ENEMY_NEAR, ENEMY_FAR };

enum { OPT_TYPE, OPT_NEAR, OPT_ENEMY_DISTANCE, OPT_CD, OPT_CHANGE_FACE,
	OPT_OBSTACLES, OPT_INTERPENETRATE, OPT_TERRAIN, OPT_SK, OPT_RETRO,
	OPT_CLEAR_FIRST, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_TYPE] = { .name = "type", .kind = KIND_WORD, .arg = "TYPE",
	    .help = "the unit's type", .table = &fpga_move_table,
	    .column = MOVE_TYPE, .required = 1 },
	[OPT_NEAR] = { .name = "enemy", .kind = KIND_WORD,
	    .arg = "near|far", .help = "the enemy near the unit or not",
	    .choices = ENEMY_WORDS, .also = "near=near",
	    .excludes = "enemy-distance" },
	[OPT_ENEMY_DISTANCE] = { .name = "enemy-distance",
	    .kind = KIND_DISTANCE, .arg = "INCHES", .help = "or how far the "
	    "nearest enemy unit is", .min = 0, .max = 10000 },
	/* Not on the sheet (issue 33 item 31): the help says so. */
	[OPT_CD] = { .name = "cd-reroll", .kind = KIND_FLAG, .help = "the "
	    "army commander spends a CD to re-roll a low movement die ("
	    NOT_ON_SHEET ")",
	    .also = "cd" },
	[OPT_CHANGE_FACE] = { .name = "change-face", .kind = KIND_FLAG,
	    .help = "the unit changes face at the start of the pulse" },
	[OPT_OBSTACLES] = { .name = "obstacles", .kind = KIND_WHOLE,
	    .arg = "N", .help = "obstacles crossed", .min = 0,
	    .max = TIMES_MAX, .fallback = "0" },
	[OPT_INTERPENETRATE] = { .name = "interpenetrate", .kind = KIND_WHOLE,
	    .arg = "N", .help = "friendly infantry units passed through",
	    .min = 0, .max = TIMES_MAX, .fallback = "0" },
	[OPT_TERRAIN] = { .name = "terrain", .kind = KIND_WORD,
	    .arg = "clear|rough", .help = "the ground moved over",
	    .choices = "clear,rough", .fallback = "clear" },
	[OPT_SK] = { .name = "skirmisher", .kind = KIND_FLAG,
	    .help = "the unit has an SK value", .also = "sk" },
	[OPT_RETRO] = { .name = "retro", .kind = KIND_FLAG,
	    .help = "a retrograde or flank move" },
	/* A move that enters the rough part-way: the inches before it go
	 * at the clear rate, the rest at the rough ground's. */
	[OPT_CLEAR_FIRST] = { .name = "clear-first", .kind = KIND_DISTANCE,
	    .arg = "INCHES", .help = "with --terrain rough: the inches moved "
	    "over clear ground before the rough", .min = 0, .max = 1000000 },
	{ .name = NULL }
};

enum { MOVES, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[MOVES] = { "moves", "MOVES", 1 },
	{ NULL, NULL, 0 }
};

/*
 * XXX library: a quantity is a whole number and a distance may be a half
 * or a quarter of an inch, so it is counted in the largest of these units
 * that every distance of the inputs is a whole number of (unit_of()).
 */
enum { Q_INCHES, Q_QUARTERS, Q_THOUSANDTHS, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_INCHES] = { "distance", "inches", +1 },
	[Q_QUARTERS] = { "distance_quarters", "quarter inches", +1,
	    .per = 4 },
	[Q_THOUSANDTHS] = { "distance_thousandths", "thousandths of an inch",
	    +1, .per = 1000 },
	{ NULL, NULL, 0 }
};
static const long quantity_unit[] = {
	[Q_INCHES] = 1000, [Q_QUARTERS] = 250, [Q_THOUSANDTHS] = 1
};

enum { COST_CHANGE_FACE, COST_OBSTACLES, COST_INTERPENETRATE, NCOSTS };

struct move {
	long		 row;
	int		 near;
	int		 roll, first_roll;	/* 0 when not near */
	int		 rerolled;
	long		 allowance;		/* thousandths of an inch */
	long		 cost[NCOSTS];		/* thousandths; -1 none */
	long		 times[NCOSTS];
	long		 rate_rough, rate_retro; /* thousandths; 0 none */
	long		 rate;			/* thousandths */
	long		 rate_clear;		/* the rate off the rough */
	long		 clear_first;		/* thousandths; -1 all rough */
	long		 distance;		/* thousandths */
};

/* JSON names, and the text's for one and for more. */
static const char *const cost_name[NCOSTS] = {
	[COST_CHANGE_FACE] = "change_face",
	[COST_OBSTACLES] = "obstacles",
	[COST_INTERPENETRATE] = "interpenetrate"
};
static const char *const cost_text[NCOSTS][2] = {
	[COST_CHANGE_FACE] = { "a change of face", NULL },
	[COST_OBSTACLES] = { "an obstacle", "obstacles" },
	[COST_INTERPENETRATE] = { "a friendly infantry unit passed through",
	    "friendly infantry units passed through" }
};

/* A rate or cost cell: a decimal up to most, or empty when the sheet
 * gives none. */
static int
cell_decimal(const struct table *t, size_t row, int column, long most,
    long *value)
{
	const char *text = cell_text(t, row, column), *why;

	if (*text == '\0')
		return 0;
	if ((why = parse_thousandths(text, 0, most * 1000, value)) != NULL)
		table_fail(t, row, column, "%s %s", quoted(text), why);
	return 1;
}

static void
check_tables(struct run *run)
{
	const struct table *move = table(run, T_MOVE);
	const struct table *rules = table(run, T_RULES);
	const char *apply = cell_text(rules, 0, RULES_APPLY_RATE);
	static const int rate_columns[] = { MOVE_RETRO }, cost_columns[] = {
		MOVE_OBSTACLE, MOVE_CHANGE_FACE, MOVE_INTERPENETRATE
	};
	size_t row, i;
	long value;

	table_require_rows(rules, 1, "the rules of the move");
	if (strcmp(apply, "after") != 0 && strcmp(apply, "first") != 0)
		table_fail(rules, 0, RULES_APPLY_RATE, "%s is not after (the "
		    "rate after the costs) or first", quoted(apply));
	for (row = 0; row < move->rows; row++) {
		if (strcmp(cell_text(move, row, MOVE_ROUGH), "prohibited") != 0)
			cell_decimal(move, row, MOVE_ROUGH, 1, &value);
		for (i = 0; i < sizeof(rate_columns) / sizeof(*rate_columns);
		    i++)
			cell_decimal(move, row, rate_columns[i], 1, &value);
		for (i = 0; i < sizeof(cost_columns) / sizeof(*cost_columns);
		    i++)
			cell_decimal(move, row, cost_columns[i], 1000, &value);
	}
}

/* The unit's type, for messages: "heavy-cavalry (fpga/move.csv:7)". */
static void
refuse(struct run *run, const struct move *m, const char *option,
    const char *why)
{
	const struct table *move = table(run, T_MOVE);

	fail(EXIT_USAGE, "--%s: %s for %s (%s)", option, why,
	    cell_text(move, (size_t)m->row, MOVE_TYPE),
	    table_source(move, (size_t)m->row));
}

static int
is_near(struct run *run)
{
	const struct opt_value *distance = option(run, OPT_ENEMY_DISTANCE);

	if (distance->given)
		return distance->whole <= cell_whole(table(run, T_RULES), 0,
		    RULES_NEAR_WITHIN);
	return option(run, OPT_NEAR)->given && option(run, OPT_NEAR)->row
	    == ENEMY_NEAR;
}

/* The allowance: the base move, or near the enemy X + the die. */
static void
allowance(struct run *run, struct move *m)
{
	const struct table *move = table(run, T_MOVE);
	const struct table *rules = table(run, T_RULES);
	size_t row = (size_t)m->row;
	int sides = (int)cell_whole(rules, 0, RULES_SIDES);
	int cd = option(run, OPT_CD)->given > 0;

	m->near = is_near(run);
	if (cd && (!m->near || cell_whole(move, row, MOVE_NEAR_DICE) == 0))
		refuse(run, m, opts[OPT_CD].name, m->near ? "no movement die to re-roll" :
		    "no movement die away from the enemy");
	if (!m->near) {
		m->allowance = cell_whole(move, row, MOVE_BASE);
		return;
	}
	m->allowance = cell_whole(move, row, MOVE_NEAR_BASE);
	if (cell_whole(move, row, MOVE_NEAR_DICE) == 0)
		return;
	m->roll = m->first_roll = roll(&run->dice, sides, "movement");
	if (cd && m->roll < cell_whole(rules, 0, RULES_REROLL_BELOW)) {
		m->roll = roll(&run->dice, sides, "CD re-roll");
		m->rerolled = 1;
	}
	m->allowance += 1000L * m->roll;
}

static void
costs(struct run *run, struct move *m)
{
	static const int column[NCOSTS] = {
		[COST_CHANGE_FACE] = MOVE_CHANGE_FACE,
		[COST_OBSTACLES] = MOVE_OBSTACLE,
		[COST_INTERPENETRATE] = MOVE_INTERPENETRATE
	}, opt[NCOSTS] = {
		[COST_CHANGE_FACE] = OPT_CHANGE_FACE,
		[COST_OBSTACLES] = OPT_OBSTACLES,
		[COST_INTERPENETRATE] = OPT_INTERPENETRATE
	};
	const struct table *move = table(run, T_MOVE);
	long each;
	int c;

	for (c = 0; c < NCOSTS; c++) {
		m->cost[c] = -1;
		m->times[c] = opts[opt[c]].kind == KIND_FLAG ?
		    option(run, opt[c])->given : option(run, opt[c])->whole;
		if (m->times[c] == 0)
			continue;
		if (!cell_decimal(move, (size_t)m->row, column[c], 1000, &each))
			refuse(run, m, opts[opt[c]].name, "the sheet gives no "
			    "cost");
		m->cost[c] = each * m->times[c];
	}
}

static void
rates(struct run *run, struct move *m)
{
	const struct table *move = table(run, T_MOVE);
	size_t row = (size_t)m->row;

	m->rate = 1000;
	m->clear_first = -1;
	if (option(run, OPT_CLEAR_FIRST)->given) {
		if (option(run, OPT_TERRAIN)->row != TERRAIN_ROUGH)
			fail(EXIT_USAGE, "--clear-first: only with --terrain "
			    "rough, the ground entered after it");
		m->clear_first = option(run, OPT_CLEAR_FIRST)->whole;
	}
	if (option(run, OPT_RETRO)->given) {
		if (!cell_decimal(move, row, MOVE_RETRO, 1, &m->rate_retro))
			refuse(run, m, "retro", "the sheet gives no rate");
		m->rate = m->rate * m->rate_retro / 1000;
	}
	m->rate_clear = m->rate;
	if (option(run, OPT_TERRAIN)->row == TERRAIN_ROUGH) {
		if (strcmp(cell_text(move, row, MOVE_ROUGH), "prohibited") == 0)
			refuse(run, m, "terrain rough", "prohibited");
		if (cell_whole(move, row, MOVE_ROUGH_NEEDS_SK)
		    && !option(run, OPT_SK)->given)
			refuse(run, m, "terrain rough", "prohibited without an "
			    "SK value (--skirmisher)");
		if (!cell_decimal(move, row, MOVE_ROUGH, 1, &m->rate_rough))
			refuse(run, m, "terrain rough", "the sheet gives no "
			    "rate");
		m->rate = m->rate * m->rate_rough / 1000;
	}
}

/*
 * The distance for an allowance: the costs off, at the rate.  A move
 * that enters the rough after --clear-first inches goes as far as it
 * would on clear ground up to there, and what is left of that distance
 * at the rough ground's rate.
 */
static long
distance_of(struct run *run, const struct move *m, long allowance)
{
	long left = allowance;
	long rate = m->clear_first >= 0 ? m->rate_clear : m->rate;
	int c, first = strcmp(cell_text(table(run, T_RULES), 0,
	    RULES_APPLY_RATE), "first") == 0;

	if (first)
		left = left * rate / 1000;
	for (c = 0; c < NCOSTS; c++)
		if (m->cost[c] > 0)
			left -= m->cost[c];
	if (left < 0)
		return 0;
	if (!first)
		left = left * rate / 1000;
	if (m->clear_first >= 0 && left > m->clear_first)
		left = m->clear_first + (left - m->clear_first) *
		    m->rate_rough / 1000;
	return left;
}

/* The quantity whose unit every distance the die can give is whole in. */
static int
unit_of(struct run *run, const struct move *m)
{
	long base = m->allowance - 1000L * m->roll;
	long faces = m->roll > 0 ? cell_whole(table(run, T_RULES), 0,
	    RULES_SIDES) : 0;
	long face;
	int q;

	for (q = Q_INCHES; q < Q_THOUSANDTHS; q++) {
		for (face = 0; face <= faces; face++)
			if (distance_of(run, m, base + 1000 * face)
			    % quantity_unit[q] != 0)
				break;
		if (face > faces)
			break;
	}
	return q;
}

static void
resolve(struct run *run, void *state)
{
	struct move *m = state;
	const struct opt_value *type = option(run, OPT_TYPE);
	char inches[32];
	int q;

	m->row = type->row;
	costs(run, m);
	rates(run, m);
	allowance(run, m);
	m->distance = distance_of(run, m, m->allowance);
	outcome(run, MOVES);
	format_thousandths(m->distance, inches, sizeof(inches));
	effect(run, "may move up to %s\"", inches);
	q = unit_of(run, m);
	quantity(run, q, m->distance / quantity_unit[q]);
}

/* "3.5\"" */
static void
text_inches(struct run *run, long thousandths)
{
	char buf[32];

	out_printf(&run->out, "%s\"", format_thousandths(thousandths, buf,
	    sizeof(buf)));
}

/* A rate as a fraction in lowest terms: "1/2", "3/4", "2". */
static void
text_rate(struct run *run, long thousandths)
{
	mpq_t rate;

	mpq_init(rate);
	mpq_set_si(rate, thousandths, 1000);
	mpq_canonicalize(rate);
	out_fraction(&run->out, rate);
	mpq_clear(rate);
}

static void
text_allowance(struct run *run, const struct move *m)
{
	const struct table *move = table(run, T_MOVE);
	const struct table *rules = table(run, T_RULES);

	out_str(&run->out, "allowance ");
	text_inches(run, m->allowance);
	if (!m->near) {
		out_str(&run->out, ", the base move\n");
		return;
	}
	if (m->roll > 0) {
		out_str(&run->out, " = ");
		text_inches(run, cell_whole(move, (size_t)m->row,
		    MOVE_NEAR_BASE));
		out_printf(&run->out, " + %d", m->roll);
	}
	out_str(&run->out, ", within ");
	text_inches(run, cell_whole(rules, 0, RULES_NEAR_WITHIN));
	out_str(&run->out, " of the enemy");
	if (m->rerolled)
		out_printf(&run->out, " (the CD re-rolled a %d)",
		    m->first_roll);
	else if (option(run, OPT_CD)->given)
		out_printf(&run->out, " (a %d: the CD is not spent)", m->roll);
	out_str(&run->out, "\n");
}

static void
text(struct run *run, const void *state)
{
	const struct move *m = state;
	int c, shown = 0;

	out_str(&run->out, "MOVES ");
	text_inches(run, m->distance);
	out_printf(&run->out, "  %s\n", cell_text(table(run, T_MOVE),
	    (size_t)m->row, MOVE_TYPE));
	text_allowance(run, m);
	for (c = 0; c < NCOSTS; c++) {
		if (m->cost[c] < 0)
			continue;
		out_printf(&run->out, "%s", shown++ ? ", " : "costs: ");
		if (m->times[c] > 1)
			out_printf(&run->out, "%ld %s ", m->times[c],
			    cost_text[c][1]);
		else
			out_printf(&run->out, "%s ", cost_text[c][0]);
		text_inches(run, m->cost[c]);
	}
	if (shown)
		out_str(&run->out, "\n");
	if (m->rate_rough > 0) {
		out_str(&run->out, "rough ground at ");
		text_rate(run, m->rate_rough);
		if (m->clear_first >= 0) {
			out_str(&run->out, ", after ");
			text_inches(run, m->clear_first);
			out_str(&run->out, " over clear ground");
		}
		out_str(&run->out, "\n");
	}
	if (m->rate_retro > 0 && m->rate_retro != 1000) {
		out_str(&run->out, "retrograde or flank move at ");
		text_rate(run, m->rate_retro);
		out_str(&run->out, "\n");
	} else if (m->rate_retro > 0) {
		out_str(&run->out, "retrograde or flank move free\n");
	}
	/* No modifier of the library's kind: costs and rates are inches
	 * and fractions, all on the type's row. */
	if (run->common.verbose)
		out_printf(&run->out, "  the allowance, the costs and the "
		    "rates  (%s)\n  near, the die and the CD re-roll  (%s)\n",
		    table_source(table(run, T_MOVE), (size_t)m->row),
		    table_source(table(run, T_RULES), 0));
}

static void
json(struct run *run, const void *state)
{
	const struct move *m = state;
	int c;

	json_key(&run->out, "type");
	json_string(&run->out, cell_text(table(run, T_MOVE), (size_t)m->row,
	    MOVE_TYPE));
	json_key(&run->out, "near");
	json_bool(&run->out, m->near);
	json_key(&run->out, "roll");
	if (m->roll > 0)
		json_whole(&run->out, m->roll);
	else
		json_null(&run->out);
	json_key(&run->out, "rerolled");
	json_bool(&run->out, m->rerolled);
	json_key(&run->out, "allowance");
	json_thousandths(&run->out, m->allowance);
	json_key(&run->out, "costs");
	json_open(&run->out, '[');
	for (c = 0; c < NCOSTS; c++) {
		if (m->cost[c] < 0)
			continue;
		json_open(&run->out, '{');
		json_key(&run->out, "name");
		json_string(&run->out, cost_name[c]);
		json_key(&run->out, "inches");
		json_thousandths(&run->out, m->cost[c]);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "rate");
	json_thousandths(&run->out, m->rate);
	json_key(&run->out, "distance");
	json_thousandths(&run->out, m->distance);
}

/* What the distances are of: "slow-infantry within 6\" of the enemy:
 * 4\" + 1d6, a CD re-rolling 1 to 3". */
static void
odds_text(struct run *run, const void *state)
{
	const struct move *m = state;
	const struct table *move = table(run, T_MOVE);
	const struct table *rules = table(run, T_RULES);
	size_t row = (size_t)m->row;
	long below = cell_whole(rules, 0, RULES_REROLL_BELOW);

	out_printf(&run->out, "%s ", cell_text(move, row, MOVE_TYPE));
	if (!m->near) {
		out_str(&run->out, "away from the enemy: ");
		text_inches(run, m->allowance);
		out_str(&run->out, "\n");
		return;
	}
	out_str(&run->out, "within ");
	text_inches(run, cell_whole(rules, 0, RULES_NEAR_WITHIN));
	out_str(&run->out, " of the enemy: ");
	text_inches(run, cell_whole(move, row, MOVE_NEAR_BASE));
	if (cell_whole(move, row, MOVE_NEAR_DICE) > 0)
		out_printf(&run->out, " + 1d%ld", cell_whole(rules, 0,
		    RULES_SIDES));
	if (m->rerolled || option(run, OPT_CD)->given)
		out_printf(&run->out, ", a CD re-rolling %s%ld", below > 2 ?
		    "1 to " : "", below - 1);
	out_str(&run->out, "\n");
}

/* --odds answers how far, on average. */
static const struct odds_hooks hooks = { .asked_mean = 1 };

static const struct tool t = {
	.name = "fpga-move",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "inches moved, on average",
	.odds_hooks = &hooks,
	.state_size = sizeof(struct move),
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
