/*
 * pw3x3-combat - the 3x3 Portable Wargame's close combat (each unit
 * rolls a d6, 2 or less is hit) and artillery fire (a d6, 5 or more
 * lands and hits every unit in the target area).  A hit unit rolls a d6
 * by its quality: lose 1 SP, or retreat 1 grid area or lose 1 SP; a
 * General with it rolls 2D6: 12 killed, 11 wounded.
 */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "format.h"
#include "num.h"
#include "pw3x3.h"
#include "tool.h"
#include "walk.h"

#define TARGETS_MAX	2	/* units that may share the target grid area */

enum { T_DICE, T_CLOSE, T_FIRE, T_CLOSE_MODIFIERS, T_FIRE_MODIFIERS,
	T_QUALITIES, T_GENERAL, T_UNITS, T_ARTILLERY, T_TYPES, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_DICE] = &pw3x3_dice_table,
	[T_CLOSE] = &pw3x3_close_table,
	[T_FIRE] = &pw3x3_fire_table,
	[T_CLOSE_MODIFIERS] = &pw3x3_close_modifiers_table,
	[T_FIRE_MODIFIERS] = &pw3x3_fire_modifiers_table,
	[T_QUALITIES] = &pw3x3_qualities_table,
	[T_GENERAL] = &pw3x3_general_table,
	[T_UNITS] = &pw3x3_units_table,
	[T_ARTILLERY] = &pw3x3_artillery_table,
	[T_TYPES] = &pw3x3_types_table,
	NULL
};

/* The modes, in the order of the tool's modes word. */
enum { CLOSE, ARTILLERY };
#define IN_CLOSE	(1u << CLOSE)
#define IN_ARTILLERY	(1u << ARTILLERY)

/* Each side's options, the attacker's first: side * SIDE_OPTS + which. */
enum { OPT_QUALITY, OPT_SP, OPT_SUPPORT, OPT_GENERAL, OPT_COVER, OPT_UPHILL,
	OPT_FORTIFIED, OPT_NO_RETREAT, OPT_TYPE, SIDE_OPTS };
enum { OPT_FLANK = SIDE_COUNT * SIDE_OPTS, OPT_RANGE, OPT_RANGED_IN,
	OPT_FIRE_GENERAL, OPT_FIRE_COVER, OPT_MOVED, OPT_TARGET, OPT_COUNT };

/*
 * Cover is a word suite-wide (issue 32); the sheet knows only in cover
 * or not, so --cover alone, the old flag, is "cover".
 */
#define COVERS	"none,cover"
enum { COVER_NONE, COVER_IN };

/* A side's options, named for it (side) at its place (s). */
#define SIDE_OPTIONS(side, s) \
	[(s) * SIDE_OPTS + OPT_QUALITY] = { .name = side "-quality", \
	    .kind = KIND_WORD, .arg = "QUALITY", \
	    .help = "the " side "'s quality", \
	    .table = &pw3x3_qualities_table, .column = QUALITY_NAME, \
	    .fallback = "average", .modes = IN_CLOSE }, \
	[(s) * SIDE_OPTS + OPT_SP] = { .name = side "-sp", \
	    .kind = KIND_WHOLE, .arg = "N", \
	    .help = "the " side "'s SP (default: a fresh unit's)", \
	    .min = 1, .max = 99, .modes = IN_CLOSE }, \
	[(s) * SIDE_OPTS + OPT_SUPPORT] = { .name = side "-support", \
	    .kind = KIND_FLAG, .help = "a friendly unit of the same type " \
	    "is with the " side, .modes = IN_CLOSE }, \
	[(s) * SIDE_OPTS + OPT_GENERAL] = { .name = side "-general", \
	    .kind = KIND_FLAG, .help = "a friendly General is with the " \
	    side, .modes = IN_CLOSE }, \
	[(s) * SIDE_OPTS + OPT_COVER] = { .name = side "-cover", \
	    .kind = KIND_WORD, .arg = "COVER", \
	    .help = "the " side " is in cover or not", \
	    .choices = COVERS, .fallback = "none", .bare = "cover", \
	    .modes = IN_CLOSE }, \
	[(s) * SIDE_OPTS + OPT_UPHILL] = { .name = side "-uphill", \
	    .kind = KIND_FLAG, .help = "the " side " is uphill", \
	    .modes = IN_CLOSE }, \
	[(s) * SIDE_OPTS + OPT_FORTIFIED] = { .name = side "-fortified", \
	    .kind = KIND_FLAG, .help = "the " side " is in fortifications", \
	    .modes = IN_CLOSE }, \
	[(s) * SIDE_OPTS + OPT_NO_RETREAT] = { .name = side "-no-retreat", \
	    .kind = KIND_FLAG, .help = "the " side " cannot or will not " \
	    "retreat", .modes = IN_CLOSE }, \
	[(s) * SIDE_OPTS + OPT_TYPE] = { .name = side "-type", \
	    .kind = KIND_WORD, .arg = "TYPE", \
	    .help = "the " side "'s unit type", \
	    .table = &pw3x3_types_table, .column = TYPE_NAME, \
	    .fallback = "infantry", .modes = IN_CLOSE }

static const struct opt opts[OPT_COUNT + 1] = {
	SIDE_OPTIONS("attacker", ATTACKER),
	SIDE_OPTIONS("defender", DEFENDER),
	[OPT_FLANK] = { .name = "flank", .kind = KIND_FLAG,
	    .help = "the attacker strikes the defender's flank or rear",
	    .modes = IN_CLOSE },
	/* In grid areas, a count: --range is inches elsewhere. */
	[OPT_RANGE] = { .name = "range-areas", .kind = KIND_WHOLE, .arg = "N",
	    .help = "grid areas from the artillery to the target",
	    .min = 1, .max = 99, .modes = IN_ARTILLERY, .also = "range" },
	[OPT_RANGED_IN] = { .name = "ranged-in", .kind = KIND_FLAG,
	    .help = "it fired at the same stationary target last turn",
	    .modes = IN_ARTILLERY },
	[OPT_FIRE_GENERAL] = { .name = "general", .kind = KIND_FLAG,
	    .help = "a friendly General is with the artillery",
	    .modes = IN_ARTILLERY },
	[OPT_FIRE_COVER] = { .name = "cover", .kind = KIND_WORD,
	    .arg = "COVER", .help = "the target is in cover or "
	    "fortifications, or not", .choices = COVERS, .fallback = "none",
	    .bare = "cover", .modes = IN_ARTILLERY },
	[OPT_MOVED] = { .name = "moved", .kind = KIND_FLAG,
	    .help = "the artillery moved this turn", .modes = IN_ARTILLERY },
	[OPT_TARGET] = { .name = "target", .kind = KIND_TEXT, .arg = "UNIT",
	    .help = "a unit in the target area: "
	    "QUALITY[,general][,no-retreat][,sp=N]",
	    .times = TARGETS_MAX, .modes = IN_ARTILLERY },
	{ .name = NULL }
};

/* The rows of the modifier tables the rules name. */
enum { SUPPORT, GENERAL, FLANK_ATTACK, ATTACKED_IN_FLANK, ENEMY_COVER,
	ENEMY_FORTIFIED, NCLOSE_MODIFIERS };
static const char *const close_modifiers[NCLOSE_MODIFIERS] = {
	[SUPPORT] = "support",
	[GENERAL] = "general",
	[FLANK_ATTACK] = "flank attack",
	[ATTACKED_IN_FLANK] = "attacked in flank",
	[ENEMY_COVER] = "enemy uphill or in cover",
	[ENEMY_FORTIFIED] = "enemy fortified"
};
enum { RANGED_IN, FIRE_GENERAL, TARGET_COVER, NFIRE_MODIFIERS };
static const char *const fire_modifiers[NFIRE_MODIFIERS] = {
	[RANGED_IN] = "ranged in",
	[FIRE_GENERAL] = "general",
	[TARGET_COVER] = "target in cover"
};

/* Found once the tables are loaded (check_tables), so that the
 * mechanic reads each fixed row by index: the rolls' rows of dice.csv
 * and the modifiers' rows. */
struct kept {
	size_t		 dice[ROLL_COUNT];
	size_t		 close_modifier[NCLOSE_MODIFIERS];
	size_t		 fire_modifier[NFIRE_MODIFIERS];
};

/*
 * Close combat outcomes: bit 0 the attacker is hit, bit 1 the defender;
 * each again, ATTACKER_WINS on, where the attacker won (-e, and what
 * --odds answers first).  One token is one odds row.
 */
enum { NEITHER_HIT, ATTACKER_HIT, DEFENDER_HIT, BOTH_HIT, ATTACKER_WINS,
	LANDED = 2 * ATTACKER_WINS, INEFFECTIVE, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[NEITHER_HIT] = { "neither_hit", "NEITHER HIT", 0 },
	[ATTACKER_HIT] = { "attacker_hit", "ATTACKER HIT", 0 },
	[DEFENDER_HIT] = { "defender_hit", "DEFENDER HIT", 0 },
	[BOTH_HIT] = { "both_hit", "BOTH HIT", 0 },
	[ATTACKER_WINS + NEITHER_HIT] = { "neither_hit", "NEITHER HIT", 1 },
	[ATTACKER_WINS + ATTACKER_HIT] = { "attacker_hit", "ATTACKER HIT", 1 },
	[ATTACKER_WINS + DEFENDER_HIT] = { "defender_hit", "DEFENDER HIT", 1 },
	[ATTACKER_WINS + BOTH_HIT] = { "both_hit", "BOTH HIT", 1 },
	[LANDED] = { "landed", "LANDED", 1 },
	[INEFFECTIVE] = { "ineffective", "INEFFECTIVE", 0 },
	{ NULL, NULL, 0 }
};
static const struct question questions[] = {
	{ .mode = CLOSE, .question = "the attacker wins",
	    .asked = 0xfu << ATTACKER_WINS },
	{ .mode = ARTILLERY, .question = "the fire lands",
	    .asked = 1u << LANDED },
	{ .question = NULL }
};

/* What became of a unit, and of a General whose unit was not hit. */
enum state { UNHARMED, RETREATED, LOST_SP, DESTROYED, NSTATES };
static const char *const state_token[] = {
	"unharmed", "retreated", "lost_sp", "destroyed"
};
enum { NO_WINNER = 2 };
/* A winner's JSON token is its side's name, or this. */
static const char no_winner_token[] = "none";
static const char *const winner_label[] = {
	"attacker wins", "defender wins", "no winner"
};

/*
 * What --odds tallies beyond the outcomes: each unit's state and its
 * General's fate (0 unharmed, else 1 + the row of general.csv), and who
 * won, tokens rather than numbers, so odds_tallies writes them; and
 * each unit's SP after, a number the library writes (issue 19).
 */
enum { Q_STATE, Q_GENERAL, Q_PER_UNIT, Q_WINNER = TARGETS_MAX * Q_PER_UNIT,
	Q_SP_AFTER, QUANTITY_COUNT = Q_SP_AFTER + 2 * TARGETS_MAX };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_STATE] = { .key = "unit_1_state", .own = 1 },
	[Q_GENERAL] = { .key = "unit_1_general", .own = 1 },
	[Q_PER_UNIT + Q_STATE] = { .key = "unit_2_state", .own = 1 },
	[Q_PER_UNIT + Q_GENERAL] = { .key = "unit_2_general", .own = 1 },
	[Q_WINNER] = { .key = "winner", .own = 1 },
	/* By mode, then unit: close's sides, then artillery's targets. */
	[Q_SP_AFTER + ATTACKER] = { .key = "attacker_sp_after",
	    .label = "attacker SP after", .better = +1, .group = "sp_after",
	    .member = "attacker" },
	[Q_SP_AFTER + DEFENDER] = { .key = "defender_sp_after",
	    .label = "defender SP after", .better = +1, .group = "sp_after",
	    .member = "defender" },
	[Q_SP_AFTER + TARGETS_MAX] = { .key = "target_1_sp_after",
	    .label = "target 1 SP after", .better = +1, .group = "sp_after",
	    .member = "target_1" },
	[Q_SP_AFTER + TARGETS_MAX + 1] = { .key = "target_2_sp_after",
	    .label = "target 2 SP after", .better = +1, .group = "sp_after",
	    .member = "target_2" },
	{ .key = NULL }
};

/* The dice's names, for --dice messages and the JSON "dice". */
static const char *const close_what[] = {
	"attacker close combat", "defender close combat"
};
static const char *const hit_what[] = {
	"attacker hit effect", "defender hit effect",
	"target 1 hit effect", "target 2 hit effect"
};
static const char *const general_what[] = {
	"attacker General", "defender General",
	"target 1 General", "target 2 General"
};
static const char *const target_name[] = { "target 1", "target 2" };

struct unit {
	const char	*name;		/* "attacker", "target 1" */
	int		 index;		/* into hit_what, general_what */
	size_t		 quality;	/* row of qualities.csv */
	size_t		 type;		/* close: row of types.csv */
	long		 sp, sp_after;
	int		 general, no_retreat;
	long		 modifier;	/* close: the sum of its modifiers */
	int		 roll;		/* close: its dice */
	long		 score;
	size_t		 score_row;	/* close: row of close.csv */
	int		 hit, hit_roll, retreat_choice;
	enum state	 state;
	int		 general_total;
	long		 general_row;	/* row of general.csv, -1: no roll */
};

struct combat {
	struct unit	 unit[2];	/* attacker and defender, or targets */
	size_t		 nunits;
	int		 roll;		/* artillery: the fire dice */
	long		 score;
	size_t		 fire_row;	/* row of fire.csv */
	int		 outcome;	/* close: the hits, as NEITHER_HIT..;
					 * artillery: whether it landed */
	int		 winner;	/* close: ATTACKER, DEFENDER or -1 */
	/* close: who would win had that side lost an SP rather than
	 * retreat; NO_CHOICE where it did not retreat. */
	int		 other_winner[2];
};

#define NO_CHOICE	(-2)

/* Every score lands in a band: the bands run from nothing to anything. */
static void
require_open_bands(const struct table *t)
{
	if (!t->cells[t->low].blank)
		table_fail(t, 0, t->low, "the first band must be open below "
		    "(empty low), so that every score finds a band");
	if (!t->cells[(t->rows - 1) * t->columns + t->high].blank)
		table_fail(t, t->rows - 1, t->high, "the last band must be "
		    "open above (empty high), so that every score finds a "
		    "band");
}

static void
check_tables(struct run *run)
{
	const struct table *dice = table(run, T_DICE);
	const struct table *qualities = table(run, T_QUALITIES);
	const struct table *general = table(run, T_GENERAL);
	struct kept *k;
	size_t i, row, hit;
	long top;

	k = run->kept = xcalloc(1, sizeof(*k));
	pw3x3_check_dice(dice, k->dice);
	for (i = 0; i < NCLOSE_MODIFIERS; i++)
		k->close_modifier[i] = table_require_row(table(run,
		    T_CLOSE_MODIFIERS), MODIFIER_NAME, close_modifiers[i]);
	for (i = 0; i < NFIRE_MODIFIERS; i++)
		k->fire_modifier[i] = table_require_row(table(run,
		    T_FIRE_MODIFIERS), MODIFIER_NAME, fire_modifiers[i]);
	require_open_bands(table(run, T_CLOSE));
	require_open_bands(table(run, T_FIRE));
	require_open_bands(general);
	pw3x3_check_units(table(run, T_UNITS));
	table_require_rows(table(run, T_ARTILLERY), 1, NULL);
	hit = k->dice[ROLL_HIT];
	top = cell_whole(dice, hit, DICE_DICE) * cell_whole(dice, hit,
	    DICE_SIDES);
	for (row = 0; row < qualities->rows; row++)
		if (cell_whole(qualities, row, QUALITY_LOSE_SP_TO) > top)
			table_fail(qualities, row, QUALITY_LOSE_SP_TO, "%ld is "
			    "above the highest hit effect roll, %ld",
			    cell_whole(qualities, row, QUALITY_LOSE_SP_TO),
			    top);
	/* "unharmed" is the fate of a General whose unit was not hit. */
	if (table_find(general, GENERAL_RESULT, state_token[UNHARMED]) >= 0)
		table_fail(general, (size_t)table_find(general, GENERAL_RESULT,
		    state_token[UNHARMED]), GENERAL_RESULT, "'%s' is kept for "
		    "a General whose unit was not hit", state_token[UNHARMED]);
}

/* The row of dice.csv of a roll, found by check_tables. */
static size_t
dice_row(const struct run *run, int roll)
{
	const struct kept *k = run->kept;

	return k->dice[roll];
}

/* "d6", "2d6": the dice of a roll as dice.csv has them. */
static const char *
dice_name(const struct run *run, int roll, char *buf, size_t size)
{
	const struct table *dice = table(run, T_DICE);
	size_t row = dice_row(run, roll);
	long n = cell_whole(dice, row, DICE_DICE);

	if (n == 1)
		snprintf(buf, size, "d%ld", cell_whole(dice, row, DICE_SIDES));
	else
		snprintf(buf, size, "%ldd%ld", n, cell_whole(dice, row,
		    DICE_SIDES));
	return buf;
}

/*
 * The dice of a roll, summed, of which the mechanic reads only the band
 * (a row of a band table, or more than a number or not): --odds then
 * branches on the bands, not on each die nor each sum (a 10d6 is a few
 * bands, not 6^10 paths nor 51 sums).  The dice are still logged one by
 * one: the General's text reads them back from the log.
 */
static int
roll_dice(struct run *run, int roll, const char *what,
    long (*band)(const void *, long), const void *arg)
{
	const struct table *dice = table(run, T_DICE);
	size_t row = dice_row(run, roll);
	struct dice_band read = { band, arg };

	return roll_band(&run->dice, (int)cell_whole(dice, row, DICE_DICE),
	    (int)cell_whole(dice, row, DICE_SIDES), &read, what);
}

/* A band table read at a roll's total and a modifier. */
struct banded {
	const struct table *table;
	long		 modifier;
};

static long
row_at(const void *arg, long total)
{
	const struct banded *b = arg;

	return (long)table_band(b->table, total + b->modifier);
}

static long
above(const void *arg, long total)
{
	return total > *(const long *)arg;
}

/* A modifier table's row, found by check_tables: its value, noted. */
static long
add_modifier(struct run *run, int which, size_t row, const char *side)
{
	const struct table *t = table(run, which);
	long value = cell_whole(t, row, MODIFIER_VALUE);

	modifier_add(run, cell_text(t, row, MODIFIER_NAME), value, side, t,
	    row);
	return value;
}

static long
close_modifier(struct run *run, int which, const char *side)
{
	const struct kept *k = run->kept;

	return add_modifier(run, T_CLOSE_MODIFIERS,
	    k->close_modifier[which], side);
}

static long
fire_modifier(struct run *run, int which)
{
	const struct kept *k = run->kept;

	return add_modifier(run, T_FIRE_MODIFIERS, k->fire_modifier[which],
	    NULL);
}

/* ", support +1, enemy uphill or in cover -1": a side's modifiers. */
static void
explain_modifiers(struct run *run, const char *side)
{
	const struct modifier *m;
	size_t i;

	for (i = 0; i < run->nmodifiers; i++) {
		m = &run->modifiers[i];
		if (m->side == side)
			out_printf(&run->out, ", %s %+ld", m->name, m->value);
	}
}

/* "2 or less", "5 or more", "11", "3-4": a band of a band table. */
static const char *
band_text(const struct table *t, size_t row, char *buf, size_t size)
{
	const struct cell *low = &t->cells[row * t->columns + t->low];
	const struct cell *high = &t->cells[row * t->columns + t->high];

	if (low->blank && high->blank)
		snprintf(buf, size, "any");
	else if (low->blank)
		snprintf(buf, size, "%ld or less", high->whole);
	else if (high->blank)
		snprintf(buf, size, "%ld or more", low->whole);
	else if (low->whole == high->whole)
		snprintf(buf, size, "%ld", low->whole);
	else
		snprintf(buf, size, "%ld-%ld", low->whole, high->whole);
	return buf;
}

static long
full_sp(const struct run *run)
{
	return cell_whole(table(run, T_UNITS), 0, UNITS_SP);
}

static void
check_sp(const struct run *run, const char *what, const char *text, long sp)
{
	const struct table *units = table(run, T_UNITS);

	if (sp > full_sp(run))
		fail(EXIT_USAGE, "%s %s is above a unit's %ld SP (%s)", what,
		    quoted(text), full_sp(run), table_source(units, 0));
}

static void
unit_start(struct unit *u, const char *name, int index)
{
	memset(u, 0, sizeof(*u));
	u->name = name;
	u->index = index;
	u->state = UNHARMED;
	u->general_row = -1;
}

/* A close combat side as its options give it, and its modifiers. */
static void
side_start(struct run *run, int side, struct unit *u)
{
	const struct opt_value *v = &run->values[side * SIDE_OPTS];
	const struct opt_value *enemy = &run->values[(1 - side) * SIDE_OPTS];
	const char *name = pw3x3_side[side];

	unit_start(u, name, side);
	u->quality = (size_t)v[OPT_QUALITY].row;
	u->type = (size_t)v[OPT_TYPE].row;
	u->sp = v[OPT_SP].given ? v[OPT_SP].whole : full_sp(run);
	if (v[OPT_SP].given)
		check_sp(run, side == ATTACKER ? "--attacker-sp:" :
		    "--defender-sp:", v[OPT_SP].text[0], u->sp);
	u->sp_after = u->sp;
	u->general = v[OPT_GENERAL].given > 0;
	u->no_retreat = v[OPT_NO_RETREAT].given > 0;
	if (v[OPT_SUPPORT].given)
		u->modifier += close_modifier(run, SUPPORT, name);
	if (u->general)
		u->modifier += close_modifier(run, GENERAL, name);
	if (option(run, OPT_FLANK)->given)
		u->modifier += close_modifier(run, side == ATTACKER
		    ? FLANK_ATTACK : ATTACKED_IN_FLANK, name);
	/* One -1 for uphill or in cover, as the rule has it. */
	if (enemy[OPT_COVER].row == COVER_IN || enemy[OPT_UPHILL].given)
		u->modifier += close_modifier(run, ENEMY_COVER, name);
	if (enemy[OPT_FORTIFIED].given)
		u->modifier += close_modifier(run, ENEMY_FORTIFIED, name);
}

static void
choose(struct unit *u, int retreat, long lost)
{
	if (retreat) {
		u->state = RETREATED;
		u->sp_after = u->sp;
	} else {
		u->sp_after = u->sp > lost ? u->sp - lost : 0;
		u->state = u->sp_after == 0 ? DESTROYED : LOST_SP;
	}
}

/* The hit effect die by quality, then the General's dice. */
static void
take_hit(struct run *run, struct unit *u)
{
	const struct table *qualities = table(run, T_QUALITIES);
	const struct table *units = table(run, T_UNITS);
	long lost = cell_whole(units, 0, UNITS_SP_LOST);
	long to = cell_whole(qualities, u->quality, QUALITY_LOSE_SP_TO);
	struct banded general = { table(run, T_GENERAL), 0 };

	u->hit = 1;
	u->hit_roll = roll_dice(run, ROLL_HIT, hit_what[u->index], above, &to);
	u->retreat_choice = u->hit_roll > to;
	choose(u, u->retreat_choice && !u->no_retreat, lost);
	if (u->general) {
		u->general_total = roll_dice(run, ROLL_GENERAL,
		    general_what[u->index], row_at, &general);
		u->general_row = row_at(&general, u->general_total);
	}
}

/* A unit destroyed or gone back leaves its grid area to the enemy. */
static int
gave_ground(const struct unit *u)
{
	return u->state == RETREATED || u->state == DESTROYED;
}

/*
 * The side whose enemy gave ground while it held its own, or -1.  A
 * destroyed unit wins nothing, so a unit that retreated wins over one
 * destroyed (sheet line 137: a win is "because the enemy unit has been
 * destroyed or has retreated 1 grid area"); both gone back, or both
 * destroyed, is no winner.
 */
static int
winner(const struct unit u[2])
{
	int s;

	for (s = ATTACKER; s <= DEFENDER; s++)
		if (gave_ground(&u[1 - s]) && (!gave_ground(&u[s])
		    || (u[s].state == RETREATED
		    && u[1 - s].state == DESTROYED)))
			return s;
	return -1;
}

static void
close_combat(struct run *run, struct combat *c)
{
	const struct table *close = table(run, T_CLOSE);
	const struct table *types = table(run, T_TYPES);
	long lost = cell_whole(table(run, T_UNITS), 0, UNITS_SP_LOST);
	struct unit *u, other[2];
	struct banded band = { close, 0 };
	int s;

	c->nunits = 2;
	for (s = ATTACKER; s <= DEFENDER; s++)
		side_start(run, s, &c->unit[s]);
	if (!cell_whole(types, c->unit[ATTACKER].type, TYPE_MAY_INITIATE))
		fail(EXIT_USAGE, "--attacker-type: %s does not start a close "
		    "combat (%s)", cell_text(types, c->unit[ATTACKER].type,
		    TYPE_NAME), table_source(types, c->unit[ATTACKER].type));
	for (s = ATTACKER; s <= DEFENDER; s++) {
		u = &c->unit[s];
		band.modifier = u->modifier;
		u->roll = roll_dice(run, ROLL_CLOSE, close_what[s], row_at,
		    &band);
		u->score = u->roll + u->modifier;
		u->score_row = table_band(close, u->score);
	}
	for (s = ATTACKER; s <= DEFENDER; s++)
		if (cell_whole(close, c->unit[s].score_row, CLOSE_HIT))
			take_hit(run, &c->unit[s]);
	c->outcome = c->unit[ATTACKER].hit | c->unit[DEFENDER].hit << 1;
	c->winner = winner(c->unit);
	/* Retreat or lose an SP is the owner's choice (round 2, reading
	 * 2): unless told it will not, the tool retreats, and says where
	 * losing the SP would change who wins. */
	for (s = ATTACKER; s <= DEFENDER; s++) {
		c->other_winner[s] = NO_CHOICE;
		if (c->unit[s].state != RETREATED)
			continue;
		memcpy(other, c->unit, sizeof(other));
		choose(&other[s], 0, lost);
		c->other_winner[s] = winner(other);
	}
}

/* "poor,general,no-retreat,sp=1": a unit in the target grid area. */
static void
parse_target(struct run *run, const char *text, struct unit *u)
{
	const struct table *qualities = table(run, T_QUALITIES);
	char buf[128], what[256], *word, *next;
	struct out names = {0};
	const char *why;
	size_t row;
	long quality, sp;
	int sp_given = 0;

	if (strlen(text) >= sizeof(buf))
		fail(EXIT_USAGE, "--target: %s is too long", quoted(text));
	memcpy(buf, text, strlen(text) + 1);
	next = buf;
	word = strsep(&next, ",");
	if ((quality = table_find(qualities, QUALITY_NAME, word)) < 0) {
		for (row = 0; row < qualities->rows; row++)
			out_printf(&names, "%s%s", row ? ", " : "",
			    cell_text(qualities, row, QUALITY_NAME));
		if (next == NULL)
			fail(EXIT_USAGE, "--target: %s is not one of %s",
			    quoted(word), names.buf);
		fail(EXIT_USAGE, "--target: %s: %s is not one of %s",
		    quoted(text), quoted(word), names.buf);
	}
	u->quality = (size_t)quality;
	u->sp = full_sp(run);
	while ((word = strsep(&next, ",")) != NULL) {
		if (strcmp(word, "general") == 0 && !u->general) {
			u->general = 1;
		} else if (strcmp(word, "no-retreat") == 0 && !u->no_retreat) {
			u->no_retreat = 1;
		} else if (strncmp(word, "sp=", 3) == 0 && !sp_given) {
			if ((why = parse_whole(word + 3, 1, 99, &sp)) != NULL)
				fail(EXIT_USAGE, "--target: %s: sp %s %s",
				    quoted(text), quoted(word + 3), why);
			snprintf(what, sizeof(what), "--target: %s: sp",
			    quoted(text));
			check_sp(run, what, word + 3, sp);
			u->sp = sp;
			sp_given = 1;
		} else if (strcmp(word, "general") == 0
		    || strcmp(word, "no-retreat") == 0
		    || strncmp(word, "sp=", 3) == 0) {
			fail(EXIT_USAGE, "--target: %s: %s given twice",
			    quoted(text), quoted(word));
		} else {
			fail(EXIT_USAGE, "--target: %s: %s is not general, "
			    "no-retreat or sp=N", quoted(text), quoted(word));
		}
	}
	u->sp_after = u->sp;
}

/* The rules that forbid the shot, and the units it is aimed at. */
static void
aim(struct run *run, struct combat *c)
{
	const struct table *artillery = table(run, T_ARTILLERY);
	const struct opt_value *range = option(run, OPT_RANGE);
	const struct opt_value *targets = option(run, OPT_TARGET);
	long reach = cell_whole(artillery, 0, ARTILLERY_RANGE);
	size_t i;

	if (option(run, OPT_MOVED)->given
	    && !cell_whole(artillery, 0, ARTILLERY_MOVE_AND_FIRE))
		fail(EXIT_USAGE, "--moved: artillery may not move and fire in "
		    "the same turn (%s)", table_source(artillery, 0));
	if (range->given && range->whole > reach)
		fail(EXIT_USAGE, "--range-areas: %s is beyond the artillery's "
		    "range of %ld grid areas (%s)", quoted(range->text[0]), reach,
		    table_source(artillery, 0));
	if (targets->given == 0)
		fail(EXIT_USAGE, "artillery needs a --target: the quality of "
		    "each unit in the target grid area");
	c->nunits = (size_t)targets->given;
	for (i = 0; i < c->nunits; i++) {
		unit_start(&c->unit[i], target_name[i], 2 + (int)i);
		parse_target(run, targets->text[i], &c->unit[i]);
	}
	/* Each army has one General. */
	if (c->nunits == 2 && c->unit[0].general && c->unit[1].general)
		fail(EXIT_USAGE, "--target: only one General can be in the "
		    "target grid area");
}

static void
artillery_fire(struct run *run, struct combat *c)
{
	const struct table *fire = table(run, T_FIRE);
	struct banded band = { fire, 0 };
	size_t i;

	aim(run, c);
	if (option(run, OPT_RANGED_IN)->given)
		band.modifier += fire_modifier(run, RANGED_IN);
	if (option(run, OPT_FIRE_GENERAL)->given)
		band.modifier += fire_modifier(run, FIRE_GENERAL);
	if (option(run, OPT_FIRE_COVER)->row == COVER_IN)
		band.modifier += fire_modifier(run, TARGET_COVER);
	c->roll = roll_dice(run, ROLL_FIRE, "fire", row_at, &band);
	c->score = c->roll + band.modifier;
	c->fire_row = table_band(fire, c->score);
	c->outcome = (int)cell_whole(fire, c->fire_row, FIRE_LANDS);
	/* Every unit in the grid area where the fire lands is hit. */
	for (i = 0; c->outcome && i < c->nunits; i++)
		take_hit(run, &c->unit[i]);
	c->winner = -1;
}

static void
combat(struct run *run, struct combat *c)
{
	if (run->mode == CLOSE)
		close_combat(run, c);
	else
		artillery_fire(run, c);
}

/* "defender hit: poor rolls 5 (5-6): must retreat ...; retreats, 2 SP left" */
static void
tell_hit(struct run *run, const struct unit *u, struct out *out)
{
	const struct table *qualities = table(run, T_QUALITIES);
	const struct table *units = table(run, T_UNITS);
	const struct table *general = table(run, T_GENERAL);
	const struct table *dice = table(run, T_DICE);
	size_t hit = dice_row(run, ROLL_HIT);
	long to = cell_whole(qualities, u->quality, QUALITY_LOSE_SP_TO);
	long top = cell_whole(dice, hit, DICE_DICE) * cell_whole(dice, hit,
	    DICE_SIDES);
	long lost = cell_whole(units, 0, UNITS_SP_LOST);
	long low = u->retreat_choice ? to + 1 : 1;
	long high = u->retreat_choice ? top : to;
	size_t g = (size_t)u->general_row;

	out_printf(out, "%s rolls %d (", cell_text(qualities, u->quality,
	    QUALITY_NAME), u->hit_roll);
	if (low == high)
		out_printf(out, "%ld): ", low);
	else
		out_printf(out, "%ld-%ld): ", low, high);
	if (u->retreat_choice)
		out_printf(out, "must retreat %ld grid area%s or lose %ld SP; "
		    "%s", cell_whole(units, 0, UNITS_RETREAT),
		    cell_whole(units, 0, UNITS_RETREAT) == 1 ? "" : "s", lost,
		    u->state == RETREATED ? "retreats, " :
		    "does not retreat, ");
	if (u->state != RETREATED)
		out_printf(out, "loses %ld SP, ", lost);
	out_printf(out, "%ld SP left%s\n", u->sp_after,
	    u->state == DESTROYED ? ": destroyed" : "");
	if (u->general_row < 0)
		return;
	out_printf(out, "%s General rolls ", u->name);
	out_dice(out, &run->dice, general_what[u->index], "+");
	out_printf(out, "=%d: %s%s\n", u->general_total,
	    cell_text(general, g, GENERAL_EFFECT), u->state == RETREATED
	    && cell_whole(general, g, GENERAL_ALIVE) ? "; he retreats with "
	    "the unit" : "");
}

/*
 * The story after the answer line, one line each: how each unit fared
 * and, in close combat, who won.  The text prints it, the JSON
 * "effect" is it on one line.
 */
static void
tell(struct run *run, const struct combat *c, struct out *out)
{
	const struct table *close = table(run, T_CLOSE);
	const struct table *fire = table(run, T_FIRE);
	const struct table *types = table(run, T_TYPES);
	long lost = cell_whole(table(run, T_UNITS), 0, UNITS_SP_LOST);
	const struct unit *u;
	char band[64];
	size_t i;
	int s;

	if (run->mode == ARTILLERY)
		out_printf(out, "%s (%s)\n", cell_text(fire, c->fire_row,
		    FIRE_EFFECT), band_text(fire, c->fire_row, band,
		    sizeof(band)));
	for (i = 0; i < c->nunits; i++) {
		u = &c->unit[i];
		if (run->mode == CLOSE && !u->hit) {
			out_printf(out, "%s unaffected (%s)\n", u->name,
			    band_text(close, u->score_row, band, sizeof(band)));
			continue;
		}
		if (!u->hit)
			continue;
		out_printf(out, "%s hit", u->name);
		if (run->mode == CLOSE)
			out_printf(out, " (%s)", band_text(close, u->score_row,
			    band, sizeof(band)));
		out_str(out, ": ");
		tell_hit(run, u, out);
	}
	if (run->mode == ARTILLERY)
		return;
	if (c->winner < 0 && c->unit[ATTACKER].state == DESTROYED)
		out_str(out, "no winner: both units were destroyed\n");
	else if (c->winner < 0)
		out_printf(out, "no winner: %s gave ground\n",
		    gave_ground(&c->unit[ATTACKER]) ? "both units" :
		    "neither unit");
	else
		out_printf(out, "%s wins: the %s %s%s; %s %s\n",
		    pw3x3_side[c->winner], pw3x3_side[1 - c->winner],
		    c->unit[1 - c->winner].state == DESTROYED
		    ? "was destroyed" : "retreated",
		    c->unit[c->winner].state == RETREATED ? " (the "
		    "winner only retreated)" : "", cell_text(types,
		    c->unit[c->winner].type, TYPE_NAME), cell_whole(types,
		    c->unit[c->winner].type, TYPE_MAY_ADVANCE) ? "may advance "
		    "into its grid area" : "does not advance");
	for (s = ATTACKER; s <= DEFENDER; s++) {
		if (c->other_winner[s] == NO_CHOICE
		    || c->other_winner[s] == c->winner)
			continue;
		out_printf(out, "had the %s lost %ld SP rather than retreat, ",
		    pw3x3_side[s], lost);
		if (c->other_winner[s] < 0)
			out_str(out, "neither side would win\n");
		else
			out_printf(out, "the %s would win\n",
			    pw3x3_side[c->other_winner[s]]);
	}
}

/* "attacker 3 (rolled 3, support +1), defender 2 (rolled 2)" */
static void
tell_scores(struct run *run, const struct combat *c)
{
	const struct unit *u;
	int s;

	if (run->mode == ARTILLERY) {
		out_printf(&run->out, "%s  fire %ld (rolled %d",
		    outcomes[c->outcome ? LANDED : INEFFECTIVE].word, c->score,
		    c->roll);
		explain_modifiers(run, NULL);
		out_str(&run->out, ")\n");
		return;
	}
	out_printf(&run->out, "%s ", outcomes[c->outcome].word);
	for (s = ATTACKER; s <= DEFENDER; s++) {
		u = &c->unit[s];
		out_printf(&run->out, "%s %s %ld (rolled %d", s ? "," : "",
		    u->name, u->score, u->roll);
		explain_modifiers(run, pw3x3_side[s]);
		out_str(&run->out, ")");
	}
	out_str(&run->out, "\n");
}

static void
verbose(struct run *run, const struct combat *c)
{
	const struct table *close = table(run, T_CLOSE);
	const struct table *fire = table(run, T_FIRE);
	const struct table *qualities = table(run, T_QUALITIES);
	const struct table *general = table(run, T_GENERAL);
	const struct table *artillery = table(run, T_ARTILLERY);
	const struct unit *u;
	size_t i;

	if (run->mode == ARTILLERY) {
		if (option(run, OPT_RANGE)->given)
			out_printf(&run->out, "  range %ld of %ld  (%s)\n",
			    option(run, OPT_RANGE)->whole, cell_whole(artillery,
			    0, ARTILLERY_RANGE), table_source(artillery, 0));
		out_printf(&run->out, "  fire %ld  (%s)\n", c->score,
		    table_source(fire, c->fire_row));
	}
	for (i = 0; i < c->nunits; i++) {
		u = &c->unit[i];
		if (run->mode == CLOSE)
			out_printf(&run->out, "  %s score %ld  (%s)\n", u->name,
			    u->score, table_source(close, u->score_row));
		if (!u->hit)
			continue;
		out_printf(&run->out, "  %s %s loses SP on 1-%ld  (%s)\n",
		    u->name, cell_text(qualities, u->quality, QUALITY_NAME),
		    cell_whole(qualities, u->quality, QUALITY_LOSE_SP_TO),
		    table_source(qualities, u->quality));
		if (u->general_row >= 0)
			out_printf(&run->out, "  %s General %d: %s  (%s)\n",
			    u->name, u->general_total, cell_text(general,
			    (size_t)u->general_row, GENERAL_RESULT),
			    table_source(general, (size_t)u->general_row));
	}
}

static void
json_unit(struct run *run, const struct unit *u)
{
	const struct table *qualities = table(run, T_QUALITIES);
	const struct table *general = table(run, T_GENERAL);
	struct out *out = &run->out;

	json_open(out, '{');
	json_key(out, "quality");
	json_string(out, cell_text(qualities, u->quality, QUALITY_NAME));
	json_key(out, "sp");
	json_whole(out, u->sp);
	if (run->mode == CLOSE) {
		json_key(out, "roll");
		json_whole(out, u->roll);
		json_key(out, "score");
		json_whole(out, u->score);
	}
	json_key(out, "hit");
	json_bool(out, u->hit);
	json_key(out, "hit_roll");
	if (u->hit)
		json_whole(out, u->hit_roll);
	else
		json_null(out);
	json_key(out, "hit_result");
	if (u->hit)
		json_string(out, u->retreat_choice ? "retreat_or_lose_sp"
		    : "lose_sp");
	else
		json_null(out);
	json_key(out, "state");
	json_string(out, state_token[u->state]);
	json_key(out, "sp_after");
	json_whole(out, u->sp_after);
	json_key(out, "destroyed");
	json_bool(out, u->state == DESTROYED);
	json_key(out, "general");
	if (!u->general) {
		json_null(out);
	} else {
		json_open(out, '{');
		json_key(out, "roll");
		if (u->general_row >= 0)
			json_whole(out, u->general_total);
		else
			json_null(out);
		json_key(out, "result");
		json_string(out, u->general_row >= 0 ? cell_text(general,
		    (size_t)u->general_row, GENERAL_RESULT)
		    : state_token[UNHARMED]);
		json_close(out, '}');
	}
	json_close(out, '}');
}

/*
 * The mechanic for every form: the outcome (-e succeeds where the
 * attacker won, in the sheet's sense, round 2 of the spec: a defender
 * that stands and loses an SP is no win), the tallies --odds counts,
 * and the story on one line as the JSON "effect".
 */
static void
resolve(struct run *run, void *state)
{
	struct combat *c = state;
	struct out story = {0};
	size_t i, start;

	combat(run, c);
	if (run->mode == CLOSE)
		outcome(run, c->outcome + (c->winner == ATTACKER ?
		    ATTACKER_WINS : 0));
	else
		outcome(run, c->outcome ? LANDED : INEFFECTIVE);
	for (i = 0; i < c->nunits; i++) {
		quantity(run, (int)i * Q_PER_UNIT + Q_STATE, c->unit[i].state);
		quantity(run, Q_SP_AFTER + (run->mode == CLOSE ? 0
		    : TARGETS_MAX) + (int)i, c->unit[i].sp_after);
		if (c->unit[i].general)
			quantity(run, (int)i * Q_PER_UNIT + Q_GENERAL,
			    c->unit[i].general_row + 1);
	}
	if (run->mode == CLOSE)
		quantity(run, Q_WINNER, c->winner < 0 ? NO_WINNER : c->winner);
	/* A walk of the odds says no effect: no story to tell. */
	if (run->dice.source == DICE_WALK)
		return;
	tell(run, c, &story);
	for (start = i = 0; i < story.len; i++)
		if (story.buf[i] == '\n') {
			effect(run, "%.*s", (int)(i - start),
			    story.buf + start);
			start = i + 1;
		}
	out_free(&story);
}

static void
text(struct run *run, const void *state)
{
	const struct combat *c = state;

	tell_scores(run, c);
	tell(run, c, &run->out);
	if (run->common.verbose)
		verbose(run, c);
}

static void
json(struct run *run, const void *state)
{
	const struct combat *c = state;
	struct out *out = &run->out;
	size_t i;

	json_key(out, "mode");
	json_string(out, run->mode == CLOSE ? "close" : "artillery");
	if (run->mode == CLOSE) {
		json_key(out, "sides");
		json_open(out, '{');
		for (i = 0; i < c->nunits; i++) {
			json_key(out, pw3x3_side[i]);
			json_unit(run, &c->unit[i]);
		}
		json_close(out, '}');
		json_key(out, "winner");
		if (c->winner < 0)
			json_null(out);
		else
			json_string(out, pw3x3_side[c->winner]);
	} else {
		json_key(out, "fire_roll");
		json_whole(out, c->roll);
		json_key(out, "score");
		json_whole(out, c->score);
		json_key(out, "landed");
		json_bool(out, c->outcome);
		json_key(out, "targets");
		json_open(out, '[');
		for (i = 0; i < c->nunits; i++)
			json_unit(run, &c->unit[i]);
		json_close(out, ']');
	}
}

/* "close combat: attacker d6, support +1; defender d6": what is rolled. */
static void
odds_text(struct run *run, const void *state)
{
	/* At most PW3X3_DICE_MAX dice of DIE_SIDES_MAX sides, as dice.csv
	 * allows. */
	char die[32];
	int s;

	(void)state;
	if (run->mode == CLOSE) {
		out_str(&run->out, "close combat:");
		for (s = ATTACKER; s <= DEFENDER; s++) {
			out_printf(&run->out, "%s %s %s", s ? ";" : "",
			    pw3x3_side[s], dice_name(run, ROLL_CLOSE, die,
			    sizeof(die)));
			explain_modifiers(run, pw3x3_side[s]);
		}
	} else {
		out_printf(&run->out, "artillery fire: %s", dice_name(run,
		    ROLL_FIRE, die, sizeof(die)));
		explain_modifiers(run, NULL);
	}
	out_str(&run->out, "\n");
}

static void
odds_json(struct run *run, const void *state)
{
	(void)state;
	json_key(&run->out, "mode");
	json_string(&run->out, run->mode == CLOSE ? "close" : "artillery");
}

/* The names of a tally's values: a state, a General's fate, a winner. */
static const char *
state_name(const struct run *run, long v)
{
	(void)run;
	return state_token[v];
}

static const char *
fate_name(const struct run *run, long v)
{
	return v == 0 ? state_token[UNHARMED] : cell_text(table(run,
	    T_GENERAL), (size_t)v - 1, GENERAL_RESULT);
}

static const char *
winner_name(const struct run *run, long v)
{
	if (!run->common.json)
		return winner_label[v];
	return v == NO_WINNER ? no_winner_token : pw3x3_side[v];
}

/* A unit's states and its General's fates, as text or JSON. */
static void
unit_odds(struct run *run, const struct odds_found *found, size_t i,
    const struct unit *u)
{
	const struct table *qualities = table(run, T_QUALITIES);
	const struct tally *t = &found->quantity[i * Q_PER_UNIT];
	long fates = 1 + (long)table(run, T_GENERAL)->rows;
	struct out *out = &run->out;

	if (!run->common.json) {
		out_printf(out, "%s: %s, %ld SP%s%s\n", u->name,
		    cell_text(qualities, u->quality, QUALITY_NAME), u->sp,
		    u->general ? ", with a General" : "",
		    u->no_retreat ? ", will not retreat" : "");
		odds_rows(run, &t[Q_STATE], NSTATES, "", state_name);
		if (u->general)
			odds_rows(run, &t[Q_GENERAL], fates, "General ",
			    fate_name);
		return;
	}
	json_open(out, '{');
	json_key(out, "quality");
	json_string(out, cell_text(qualities, u->quality, QUALITY_NAME));
	json_key(out, "sp");
	json_whole(out, u->sp);
	json_key(out, "states");
	odds_rows(run, &t[Q_STATE], NSTATES, "", state_name);
	json_key(out, "general");
	if (u->general)
		odds_rows(run, &t[Q_GENERAL], fates, "", fate_name);
	else
		json_null(out);
	json_close(out, '}');
}

/* Spec 05's "sides" (or "targets") and "winner", after the outcomes. */
static void
odds_tallies(struct run *run, const struct odds_found *found,
    const void *state)
{
	const struct combat *c = state;
	struct out *out = &run->out;
	size_t i;

	if (run->common.json) {
		json_key(out, run->mode == CLOSE ? "sides" : "targets");
		json_open(out, run->mode == CLOSE ? '{' : '[');
	}
	for (i = 0; i < c->nunits; i++) {
		if (run->common.json && run->mode == CLOSE)
			json_key(out, pw3x3_side[i]);
		unit_odds(run, found, i, &c->unit[i]);
	}
	if (run->common.json)
		json_close(out, run->mode == CLOSE ? '}' : ']');
	if (run->mode == ARTILLERY)
		return;
	if (run->common.json)
		json_key(out, "winner");
	out_end_section(out);
	odds_rows(run, &found->quantity[Q_WINNER], NO_WINNER + 1, "",
	    winner_name);
}

static const struct tool pw3x3_combat = {
	.name = "pw3x3-combat",
	.asker = "attacker",
	.modes = "close,artillery",
	.nopts = OPT_COUNT, .opts = opts,
	.ntables = T_COUNT, .tables = tables,
	.noutcomes = OUTCOME_COUNT, .outcomes = outcomes,
	.nquantities = QUANTITY_COUNT, .quantities = quantities,
	.questions = questions, .check_tables = check_tables,
	.state_size = sizeof(struct combat),
	.resolve = resolve, .text = text, .json = json,
	.odds_text = odds_text, .odds_json = odds_json,
	.odds_tallies = odds_tallies
};

int
main(int argc, char *argv[])
{
	return tool_main(&pw3x3_combat, argc, argv);
}
