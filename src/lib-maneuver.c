/*
 * lib-maneuver - the LIB Regimental maneuver check: a d10 and the
 * modifiers of thirteen lines, read in the in-command or out-of-command
 * bands, in the good-order column (and every gun) or the disordered one;
 * the result says what the unit does and what its maneuver allows.
 */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "effectiveness.h"
#include "err.h"
#include "modifier-lines.h"
#include "num.h"
#include "regimental.h"
#include "tool.h"

/* movement.csv's units, as --type and --horse-artillery pick
 * them: a row of another is a typo that would leave a rate silently
 * unread (no option could pick it). */
#define MOVER_INFANTRY		"infantry"
#define MOVER_CAVALRY		"cavalry"
#define MOVER_FOOT_ARTILLERY	"foot-artillery"
#define MOVER_HORSE_ARTILLERY	"horse-artillery"
static const char movers[] = MOVER_INFANTRY "," MOVER_CAVALRY ","
    MOVER_FOOT_ARTILLERY "," MOVER_HORSE_ARTILLERY;

enum { T_QUALITY, T_CONDITION, T_EFFECTIVENESS, T_DICE, T_RADIUS,
	T_MODIFIERS, T_FORMATIONS, T_IN_COMMAND, T_OUT_OF_COMMAND, T_EFFECTS,
	T_ALLOWS, T_MOVES, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_QUALITY] = &lib_quality_table,
	[T_CONDITION] = &lib_condition_table,
	[T_EFFECTIVENESS] = &lib_effectiveness_table,
	[T_DICE] = &lib_dice_table,
	[T_RADIUS] = &lib_radius_table,
	[T_MODIFIERS] = &lib_maneuver_modifier_table,
	[T_FORMATIONS] = &lib_maneuver_formation_table,
	[T_IN_COMMAND] = &lib_in_command_table,
	[T_OUT_OF_COMMAND] = &lib_out_of_command_table,
	[T_EFFECTS] = &lib_maneuver_effect_table,
	[T_ALLOWS] = &lib_allow_table,
	[T_MOVES] = &lib_move_table,
	NULL
};

enum { OPT_COMMAND, OPT_COMMANDER_DISTANCE, OPT_RADIUS, OPT_MARCH_LINE,
	OPT_LEADER, OPT_ATTACHED, OPT_PROVISIONAL, OPT_GAUCHO, OPT_QUALITY,
	OPT_CONDITION, OPT_STANDS, OPT_RATING, OPT_BATTERY, OPT_FORMATION,
	OPT_COVER, OPT_OUTFLANKED, OPT_LOSSES, OPT_KEY_POSITIONS_LOST,
	OPT_BRITISH, OPT_SKIRMISHER, OPT_STATE, OPT_TYPE, OPT_LIGHT_CARRIAGE,
	OPT_ENEMY, OPT_FORTIFIED, OPT_HORSE_ARTILLERY,
	OPT_TERRAIN, OPT_COUNT };
enum { TYPE_INFANTRY, TYPE_CAVALRY, TYPE_GUNS };
enum { ENEMY_FAR, ENEMY_NEAR };
#define ENEMIES	"far,near"
#define TYPES	"infantry,cavalry,guns"

/* Not const: --terrain's values are movement.csv's (check_tables). */
static struct opt opts[OPT_COUNT + 1] = {
	[OPT_COMMAND] = { .name = "command", .kind = KIND_WORD, .arg = "CMD",
	    .help = "in or out of command", .choices = "in,out",
	    .fallback = "in", .excludes = "commander-distance,march-line" },
	/* The suite's names (issue 32), the old ones kept: a distance is
	 * named for what it measures to; "leader" is a flag (a leader is
	 * with the unit: lib-charge, lib-musketry), its rating a word;
	 * linear cover is a cover. */
	[OPT_COMMANDER_DISTANCE] = { .name = "commander-distance",
	    .kind = KIND_DISTANCE, .arg = "INCHES",
	    .help = "the leader's distance, for the command radius",
	    .min = 0, .max = 999, .also = "leader-distance",
	    .excludes = "march-line" },
	[OPT_RADIUS] = { .name = "radius", .kind = KIND_WORD, .arg = "BASIS",
	    .help = "the leader's line of sight", .table = &lib_radius_table,
	    .column = RADIUS_BASIS, .needs = "commander-distance" },
	[OPT_MARCH_LINE] = { .name = "march-line", .kind = KIND_FLAG,
	    .help = "in a line of march led by an attached leader" },
	[OPT_LEADER] = { .name = "leader-rating", .kind = KIND_WORD,
	    .arg = "RATING", .help = "the leader",
	    .choices = "excellent,good,average,poor", .fallback = "average",
	    .also = "leader" },
	[OPT_ATTACHED] = { .name = "attached", .kind = KIND_FLAG,
	    .help = "an attached leader or a brave colonel" },
	[OPT_PROVISIONAL] = { .name = "provisional", .kind = KIND_FLAG,
	    .help = "a provisional command" },
	[OPT_GAUCHO] = { .name = "gaucho", .kind = KIND_FLAG,
	    .help = "gaucho cavalry" },
	[OPT_QUALITY] = { .name = "quality", .kind = KIND_WORD,
	    .arg = "QUALITY", .help = "the unit's quality",
	    .table = &lib_quality_table, .column = QUALITY_NAME,
	    .fallback = "regular" },
	[OPT_CONDITION] = { .name = "condition", .kind = KIND_WORD,
	    .arg = "STATE", .help = "the unit's condition (default: worn)",
	    .table = &lib_condition_table, .column = CONDITION_NAME,
	    .excludes = "stands" },
	[OPT_STANDS] = { .name = "stands", .kind = KIND_TEXT,
	    .arg = "NOW/START", .help = "stands now and at the start, for the "
	    "condition", .needs = "rating" },
	[OPT_RATING] = { .name = "rating", .kind = KIND_WORD, .arg = "RATING",
	    .help = "the unit's effectiveness rating",
	    .choices = EFFECTIVENESS_RATINGS, .needs = "stands" },
	[OPT_BATTERY] = { .name = "battery", .kind = KIND_FLAG,
	    .help = "a battery (Argentina from 1818, Chile from 1820)" },
	[OPT_FORMATION] = { .name = "formation", .kind = KIND_WORD,
	    .arg = "FORM", .help = "the unit's formation",
	    .table = &lib_maneuver_formation_table, .column = MFORM_NAME,
	    .fallback = "line" },
	[OPT_COVER] = { .name = "cover", .kind = KIND_WORD, .arg = "COVER",
	    .help = "behind linear cover or none", .choices = "none,linear",
	    .fallback = "none", .bare = "linear",
	    .also = "linear-cover=linear" },
	[OPT_OUTFLANKED] = { .name = "outflanked", .kind = KIND_FLAG,
	    .help = "outflanked by an enemy within the sheet's distance" },
	[OPT_LOSSES] = { .name = "losses", .kind = KIND_WORD, .arg = "LOSSES",
	    .help = "heavy casualties or greater losses",
	    .choices = "none,heavy,greater", .fallback = "none" },
	[OPT_KEY_POSITIONS_LOST] = { .name = "key-positions-lost",
	    .kind = KIND_WHOLE, .arg = "N", .help = "key positions lost",
	    .min = 0, .max = 9, .fallback = "0" },
	[OPT_BRITISH] = { .name = "british", .kind = KIND_FLAG,
	    .help = "British troops" },
	[OPT_SKIRMISHER] = { .name = "skirmisher", .kind = KIND_FLAG,
	    .help = "skirmishers" },
	[OPT_STATE] = { .name = "state", .kind = KIND_WORD, .arg = "STATE",
	    .help = "good order, disordered or broken",
	    .choices = "good,disordered,broken", .fallback = "good" },
	/* A unit's type is a word suite-wide (issue 32), as
	 * lib-musketry's --target-type; the old flags are its values. */
	[OPT_TYPE] = { .name = "type", .kind = KIND_WORD, .arg = "TYPE",
	    .help = "the unit's type (cavalry for its movement rate)",
	    .choices = TYPES, .fallback = "infantry",
	    .also = "guns=guns,cavalry=cavalry" },
	[OPT_LIGHT_CARRIAGE] = { .name = "light-carriage", .kind = KIND_FLAG,
	    .help = "light carriage guns (1S, 2S)" },
	/* The enemy near or far is --enemy suite-wide (issue 32): near is
	 * the sheet's close range, a spelling taken too (synonyms). */
	[OPT_ENEMY] = { .name = "enemy", .kind = KIND_WORD, .arg = "WHERE",
	    .help = "near (within close range) or far", .choices = ENEMIES,
	    .fallback = "far", .also = "close-range=near" },
	[OPT_FORTIFIED] = { .name = "fortified", .kind = KIND_FLAG,
	    .help = "fortified" },
	[OPT_HORSE_ARTILLERY] = { .name = "horse-artillery",
	    .kind = KIND_FLAG, .help = "horse artillery (with --type guns), for "
	    "the movement rate" },
	[OPT_TERRAIN] = { .name = "terrain", .kind = KIND_WORD,
	    .arg = "TERRAIN", .help = "the ground moved over, for the "
	    "movement rate: road, open, broken or rough",
	    .fallback = "open" },
	{ .name = NULL }
};

/* --state, in the order of its choices. */
enum { STATE_GOOD, STATE_DISORDERED, STATE_BROKEN };
/* --losses: "none" has no modifier row. */
enum { LOSSES_NONE };
/* --command. */
enum { COMMAND_IN, COMMAND_OUT };

/* Best first, so that each column's results come in the sheet's order. */
enum { QUICK_STEP, WELL_HANDLED, RALLY_WITH_ELAN, TARDY, RALLY, WAVERING,
	FALL_BACK, PANIC, ROUT, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[QUICK_STEP] = { "quick_step", "QUICK STEP", 1 },
	[WELL_HANDLED] = { "well_handled", "WELL HANDLED", 1 },
	[RALLY_WITH_ELAN] = { "rally_with_elan", "RALLY WITH ELAN", 1 },
	[TARDY] = { "tardy", "TARDY", 1 },
	[RALLY] = { "rally", "RALLY", 1 },
	[WAVERING] = { "wavering", "WAVERING", 0 },
	[FALL_BACK] = { "fall_back", "FALL BACK", 0 },
	[PANIC] = { "panic", "PANIC", 0 },
	[ROUT] = { "rout", "ROUT", 0 },
	{ NULL, NULL, 0 }
};

/*
 * --odds asks what -e counts in the unit's column: a unit in good order
 * whether it moves Well Handled or better, a disordered or broken one
 * whether it rallies (issue 33: "moves Well Handled or better 0.00 %"
 * told a disordered unit nothing).  By the column, not by the chances:
 * PANIC ends both columns.
 */
enum { QUESTION_GOOD_ORDER, QUESTION_DISORDERED, QUESTION_COUNT };
static const struct question questions[QUESTION_COUNT + 1] = {
	[QUESTION_GOOD_ORDER] = { 0, "the unit moves Well Handled or better",
	    1u << QUICK_STEP | 1u << WELL_HANDLED },
	[QUESTION_DISORDERED] = { 0, "the unit rallies",
	    1u << RALLY_WITH_ELAN | 1u << RALLY },
	{ 0, NULL, 0 }
};

enum { Q_STANDS_LOST, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_STANDS_LOST] = { "stands_lost", "stands lost", -1 },
	{ NULL, NULL, 0 }
};

/* The columns of the bands, named as the JSON "column" and effects.csv. */
enum { COLUMN_GOOD_ORDER, COLUMN_DISORDERED };
static const char *const column_name[] = { "good_order", "disordered" };
static const char *const column_text[] = { "good order", "disordered" };

/* The conditions of an "if" of maneuver-effects.csv or -allows.csv,
 * besides the names of the qualities. */
enum { IF_TROOPS, IF_GUNS, IF_LIGHT_CARRIAGE, IF_CLOSE_RANGE, IF_SQUARE,
	IF_FORTIFIED, IF_BROKEN, NCONDITIONS };
static const char *const if_word[NCONDITIONS] = {
	"troops", "guns", "light-carriage", "close-range", "square",
	"fortified", "broken"
};

/* The flags that are a modifier row of their own name. */
static const int flag_opts[] = {
	OPT_ATTACHED, OPT_PROVISIONAL, OPT_GAUCHO, OPT_BATTERY,
	OPT_OUTFLANKED, OPT_BRITISH
};
/* --cover linear's modifier row, named as the flag it was. */
enum { COVER_NONE, COVER_LINEAR };
static const char linear_cover[] = "linear-cover";
#define NFLAGS (sizeof(flag_opts) / sizeof(flag_opts[0]))

#define ALLOWS_MAX	32

struct maneuver {
	/* What the inputs decide. */
	int		 command;	/* COMMAND_IN or _OUT */
	long		 radius_row;	/* -1: not derived from a distance */
	long		 distance, limit;	/* thousandths of an inch */
	int		 guns, column, skirmisher;
	int		 is[NCONDITIONS];
	size_t		 quality_row, condition_row;
	int		 derived;	/* the condition from --stands */
	struct unit_size unit;		/* with derived */
	long		 modifier;
	/* The roll. */
	int		 roll;
	long		 total;
	const struct table *bands;
	size_t		 band;
	int		 result;
	long		 stands_lost;
	const char	*allows;	/* the maneuver of maneuver-allows.csv,
					 * or NULL */
	const char	*mover;		/* the unit of movement.csv */
	long		 quick_step;	/* thousandths of an inch; -1 none */
};

/*
 * The number of a word of an "if" (if_index_fn): a condition's, or past
 * them a quality's row of quality.csv (arg).
 */
static int
word_index(const void *arg, const char *word, size_t len)
{
	const struct table *quality = arg;
	const char *name;
	size_t row;
	int i;

	for (i = 0; i < NCONDITIONS; i++)
		if (strlen(if_word[i]) == len
		    && strncmp(word, if_word[i], len) == 0)
			return i;
	for (row = 0; row < quality->rows; row++) {
		name = cell_text(quality, row, QUALITY_NAME);
		if (strlen(name) == len && strncmp(word, name, len) == 0)
			return NCONDITIONS + (int)row;
	}
	return -1;
}

/* Whether one word of an "if" holds (if_word_fn): arg is the maneuver. */
static int
word_holds(const void *arg, int word, const char **reason)
{
	const struct maneuver *m = arg;

	(void)reason;
	return word < NCONDITIONS ? m->is[word]
	    : m->quality_row == (size_t)(word - NCONDITIONS);
}

/*
 * What the rows of maneuver-effects.csv and -allows.csv ask, read once
 * (run->kept): each effect's result and column, each "if": matched by
 * name, they were a third of a line.
 */
struct kept {
	int	 *effect_result, *effect_column;
	const int **effect_if, **allow_if;
};

static const int **
read_ifs(const struct run *run, const struct table *t, int column)
{
	return if_read(t, column, word_index, table(run, T_QUALITY), if_word,
	    NCONDITIONS, "a quality");
}

/* The names a modifier row may have: the values and flags that count. */
static int
modifier_name_known(const struct table *formations, const char *name)
{
	size_t i;

	if (table_find(formations, MFORM_NAME, name) >= 0
	    || strcmp(name, "broken") == 0
	    || strcmp(name, opts[OPT_SKIRMISHER].name) == 0
	    || strcmp(name, linear_cover) == 0
	    || strcmp(name, opts[OPT_KEY_POSITIONS_LOST].name) == 0)
		return 1;
	for (i = 0; i < NFLAGS; i++)
		if (strcmp(name, opts[flag_opts[i]].name) == 0)
			return 1;
	return in_list(opts[OPT_LEADER].choices, ',', name)
	    || in_list(opts[OPT_LOSSES].choices, ',', name);
}

/* Whether movement.csv has a row for unit (len bytes) on terrain. */
static int
has_rate(const struct table *moves, const char *unit, size_t len,
    const char *terrain)
{
	size_t row;
	const char *u;

	for (row = 0; row < moves->rows; row++) {
		u = cell_text(moves, row, MOVE_UNIT);
		if (strlen(u) == len && strncmp(u, unit, len) == 0
		    && strcmp(cell_text(moves, row, MOVE_TERRAIN), terrain)
		    == 0)
			return 1;
	}
	return 0;
}

/*
 * --terrain's values: each terrain movement.csv names, in the order it
 * first names them, so that a house table's new terrain can be asked
 * for.  A name is a word of the choices (not empty, no comma), and a
 * terrain gives every unit a rate, in some formation: a terrain named
 * for one unit alone is a typo of another, which would leave a rate
 * silently unread.  Made in the run's arena, as its tables are.
 */
static void
terrains(const struct table *moves)
{
	char *choices;
	const char *name, *unit;
	size_t row, size = 1, len;

	for (row = 0; row < moves->rows; row++)
		size += strlen(cell_text(moves, row, MOVE_TERRAIN)) + 1;
	choices = xcalloc(1, size);
	for (row = 0; row < moves->rows; row++) {
		name = cell_text(moves, row, MOVE_TERRAIN);
		if (*name == '\0' || strchr(name, ',') != NULL)
			table_fail(moves, row, MOVE_TERRAIN, "'%s' is no "
			    "terrain: a name, without a comma", name);
		if (in_list(choices, ',', name))
			continue;
		for (unit = movers; *unit != '\0'; unit += len
		    + (unit[len] == ',')) {
			len = strcspn(unit, ",");
			if (!has_rate(moves, unit, len, name))
				table_fail(moves, row, MOVE_TERRAIN, "'%s' "
				    "gives %.*s no rate: a terrain has a row "
				    "for each unit", name, (int)len, unit);
		}
		if (*choices != '\0')
			strcat(choices, ",");
		strcat(choices, name);
	}
	opts[OPT_TERRAIN].choices = choices;
}

static void
check_tables(struct run *run)
{
	const struct table *t, *formations = table(run, T_FORMATIONS);
	struct kept *kept;
	const char *unit;
	size_t row;
	int i, c;

	roll_sides(table(run, T_DICE), "maneuver");
	t = table(run, T_MODIFIERS);
	for (row = 0; row < t->rows; row++)
		if (!modifier_name_known(formations,
		    cell_text(t, row, MOD_NAME)))
			table_fail(t, row, MOD_NAME, "'%s' is no value or flag "
			    "that counts", cell_text(t, row, MOD_NAME));
	for (row = 0; row < formations->rows; row++) {
		unit = cell_text(formations, row, MFORM_UNIT);
		if (strcmp(unit, "troops") && strcmp(unit, "guns")
		    && strcmp(unit, "any"))
			table_fail(formations, row, MFORM_UNIT, "'%s' is not "
			    "troops, guns or any", unit);
	}
	for (i = T_IN_COMMAND; i <= T_OUT_OF_COMMAND; i++) {
		t = table(run, i);
		for (row = 0; row < t->rows; row++)
			for (c = MBAND_GOOD_ORDER; c <= MBAND_DISORDERED; c++)
				if (outcome_named(run,
				    cell_text(t, row, c)) < 0)
					table_fail(t, row, c, "'%s' is no "
					    "result", cell_text(t, row, c));
	}
	t = table(run, T_EFFECTS);
	kept = run->kept = xcalloc(1, sizeof(*kept));
	kept->effect_result = xcalloc(t->rows, sizeof(int));
	kept->effect_column = xcalloc(t->rows, sizeof(int));
	for (row = 0; row < t->rows; row++) {
		kept->effect_result[row] = outcome_named(run,
		    cell_text(t, row, MEFFECT_RESULT));
		if (kept->effect_result[row] < 0)
			table_fail(t, row, MEFFECT_RESULT, "'%s' is no result",
			    cell_text(t, row, MEFFECT_RESULT));
		if (strcmp(cell_text(t, row, MEFFECT_COLUMN), "good_order")
		    && strcmp(cell_text(t, row, MEFFECT_COLUMN), "disordered"))
			table_fail(t, row, MEFFECT_COLUMN, "'%s' is not "
			    "good_order or disordered",
			    cell_text(t, row, MEFFECT_COLUMN));
		kept->effect_column[row] = strcmp(cell_text(t, row,
		    MEFFECT_COLUMN), column_name[COLUMN_GOOD_ORDER]) != 0;
	}
	kept->effect_if = read_ifs(run, t, MEFFECT_IF);
	kept->allow_if = read_ifs(run, table(run, T_ALLOWS), ALLOW_IF);
	t = table(run, T_MOVES);
	for (row = 0; row < t->rows; row++) {
		if (!in_list(movers, ',', cell_text(t, row, MOVE_UNIT)))
			table_fail(t, row, MOVE_UNIT, "'%s' is not one of %s",
			    cell_text(t, row, MOVE_UNIT), movers);
		if (table_find(formations, MFORM_NAME,
		    cell_text(t, row, MOVE_FORMATION)) < 0)
			table_fail(t, row, MOVE_FORMATION, "'%s' is no "
			    "formation of %s", cell_text(t, row,
			    MOVE_FORMATION), lib_maneuver_formation_table.file);
	}
	terrains(t);
	effectiveness_check(table(run, T_EFFECTIVENESS),
	    table(run, T_CONDITION), opts[OPT_RATING].name);
}

/* Command, in or out, from --command, the radius or the line of march. */
static void
work_out_command(struct run *run, struct maneuver *m)
{
	const struct table *radius = table(run, T_RADIUS);
	const struct opt_value *distance = option(run,
	    OPT_COMMANDER_DISTANCE);

	m->radius_row = -1;
	if (distance->given) {
		m->radius_row = option(run, OPT_RADIUS)->given
		    ? option(run, OPT_RADIUS)->row
		    : (long)table_require_row(radius, RADIUS_BASIS, "clear");
		m->distance = distance->whole;
		m->limit = cell_whole(radius, (size_t)m->radius_row,
		    RADIUS_INCHES);
		m->command = m->distance <= m->limit ? COMMAND_IN : COMMAND_OUT;
	} else if (option(run, OPT_MARCH_LINE)->given) {
		m->command = COMMAND_IN;
	} else {
		m->command = (int)option(run, OPT_COMMAND)->row;
	}
}

/* The unit, its column and its condition; refuse what cannot be. */
static void
work_out_unit(struct run *run, struct maneuver *m)
{
	const struct table *formations = table(run, T_FORMATIONS);
	const struct table *conditions = table(run, T_CONDITION);
	const struct opt_value *stands = option(run, OPT_STANDS);
	size_t form = (size_t)option(run, OPT_FORMATION)->row;
	const char *unit = cell_text(formations, form, MFORM_UNIT);
	long state = option(run, OPT_STATE)->row;
	int condition;

	m->guns = option(run, OPT_TYPE)->row == TYPE_GUNS;
	if (strcmp(unit, m->guns ? "troops" : "guns") == 0)
		fail(EXIT_USAGE, "--formation %s: %s only",
		    cell_text(formations, form, MFORM_NAME), unit);
	if (m->guns && state != STATE_GOOD)
		fail(EXIT_USAGE, "--state %s: guns are in good order or "
		    "silenced, and use the good-order column",
		    option_text(run, OPT_STATE));
	if (m->guns && option(run, OPT_GAUCHO)->given)
		fail(EXIT_USAGE, "--gaucho: gaucho cavalry are not guns");
	if (m->guns && option(run, OPT_SKIRMISHER)->given)
		fail(EXIT_USAGE, "--skirmisher: skirmishers are not guns");
	if (!m->guns && option(run, OPT_LIGHT_CARRIAGE)->given)
		fail(EXIT_USAGE, "--light-carriage needs --type guns");
	if (!m->guns && option(run, OPT_BATTERY)->given)
		fail(EXIT_USAGE, "--battery needs --type guns");
	if (!m->guns && option(run, OPT_HORSE_ARTILLERY)->given)
		fail(EXIT_USAGE, "--horse-artillery needs --type guns");
	m->mover = m->guns ? option(run, OPT_HORSE_ARTILLERY)->given
	    ? MOVER_HORSE_ARTILLERY : MOVER_FOOT_ARTILLERY
	    : option(run, OPT_TYPE)->row == TYPE_CAVALRY ? MOVER_CAVALRY
	    : MOVER_INFANTRY;
	m->column = state == STATE_GOOD ? COLUMN_GOOD_ORDER : COLUMN_DISORDERED;
	m->skirmisher = option(run, OPT_SKIRMISHER)->given
	    || cell_whole(formations, form, MFORM_SKIRMISHER);
	m->is[IF_TROOPS] = !m->guns;
	m->is[IF_GUNS] = m->guns;
	m->is[IF_LIGHT_CARRIAGE] = option(run, OPT_LIGHT_CARRIAGE)->given;
	m->is[IF_CLOSE_RANGE] = option(run, OPT_ENEMY)->row == ENEMY_NEAR;
	m->is[IF_SQUARE] = (int)cell_whole(formations, form, MFORM_SQUARE);
	m->is[IF_FORTIFIED] = option(run, OPT_FORTIFIED)->given;
	m->is[IF_BROKEN] = state == STATE_BROKEN;
	m->quality_row = (size_t)option(run, OPT_QUALITY)->row;

	if (stands->given) {
		condition = unit_size(table(run, T_EFFECTIVENESS),
		    opts[OPT_STANDS].name, option_text(run, OPT_STANDS),
		    option_text(run, OPT_RATING), &m->unit);
		m->condition_row = condition_row(conditions, condition);
		m->derived = 1;
	} else if (option(run, OPT_CONDITION)->given) {
		m->condition_row = (size_t)option(run, OPT_CONDITION)->row;
	} else {
		m->condition_row = condition_row(conditions, UNIT_WORN);
	}
}

static void
work_out_modifiers(struct run *run, struct maneuver *m)
{
	const struct table *quality = table(run, T_QUALITY);
	const struct table *conditions = table(run, T_CONDITION);
	long keys = option(run, OPT_KEY_POSITIONS_LOST)->whole;
	struct line_choice held[NFLAGS + 8];
	size_t n = 0, i;

	held[n++] = (struct line_choice){
	    .name = option_text(run, OPT_LEADER) };
	for (i = 0; i < NFLAGS; i++)
		if (option(run, flag_opts[i])->given)
			held[n++] = (struct line_choice){
			    .name = opts[flag_opts[i]].name };
	if (option(run, OPT_COVER)->row == COVER_LINEAR)
		held[n++] = (struct line_choice){ .name = linear_cover };
	if (m->skirmisher)
		held[n++] = (struct line_choice){
		    .name = opts[OPT_SKIRMISHER].name };
	held[n++] = (struct line_choice){
	    .name = cell_text(table(run, T_FORMATIONS),
	    (size_t)option(run, OPT_FORMATION)->row, MFORM_NAME) };
	if (option(run, OPT_LOSSES)->row != LOSSES_NONE)
		held[n++] = (struct line_choice){
		    .name = option_text(run, OPT_LOSSES) };
	if (m->is[IF_BROKEN])
		held[n++] = (struct line_choice){ .name = "broken" };
	/* Each key position lost counts the modifier once more. */
	if (keys > 0)
		held[n++] = (struct line_choice){
		    .name = opts[OPT_KEY_POSITIONS_LOST].name,
		    .times = keys };
	m->modifier += modifier_lines(run, table(run, T_MODIFIERS), held, n);
	m->modifier += cell_whole(quality, m->quality_row, QUALITY_MODIFIER);
	modifier_add(run, cell_text(quality, m->quality_row, QUALITY_NAME),
	    cell_whole(quality, m->quality_row, QUALITY_MODIFIER), NULL,
	    quality, m->quality_row);
	m->modifier += cell_whole(conditions, m->condition_row,
	    CONDITION_MODIFIER);
	modifier_add(run, cell_text(conditions, m->condition_row,
	    CONDITION_NAME), cell_whole(conditions, m->condition_row,
	    CONDITION_MODIFIER), NULL, conditions, m->condition_row);
}

/*
 * "Well Handled maneuver at the Quick Step rate": the rate of the
 * movement table (issue 33), or that it gives none.
 */
static void
quick_step(struct run *run, struct maneuver *m)
{
	const struct table *moves = table(run, T_MOVES);
	const char *form = cell_text(table(run, T_FORMATIONS),
	    (size_t)option(run, OPT_FORMATION)->row, MFORM_NAME);
	const char *terrain = option_text(run, OPT_TERRAIN);
	char d[32];
	size_t row;

	for (row = 0; row < moves->rows; row++)
		if (strcmp(cell_text(moves, row, MOVE_UNIT), m->mover) == 0
		    && strcmp(cell_text(moves, row, MOVE_FORMATION), form) == 0
		    && strcmp(cell_text(moves, row, MOVE_TERRAIN), terrain)
		    == 0)
			break;
	if (row == moves->rows) {
		effect(run, "no quick-step rate on the movement table for "
		    "%s, %s, %s", m->mover, form, terrain);
		return;
	}
	m->quick_step = cell_whole(moves, row, MOVE_QUICK);
	effect(run, "quick step %s\" (%s, %s, %s)", format_thousandths(
	    m->quick_step, d, sizeof(d)), m->mover, form, terrain);
}

static void
resolve(struct run *run, void *state)
{
	struct maneuver *m = state;
	const struct table *effects = table(run, T_EFFECTS);
	const struct table *dice = table(run, T_DICE);
	const struct kept *kept = run->kept;
	const char *maneuver;
	size_t row;
	long below;

	m->quick_step = -1;
	work_out_command(run, m);
	work_out_unit(run, m);
	work_out_modifiers(run, m);
	m->roll = roll(&run->dice, roll_sides(dice, "maneuver"), "maneuver");
	m->total = m->roll + m->modifier;
	m->bands = table(run, m->command == COMMAND_IN ? T_IN_COMMAND
	    : T_OUT_OF_COMMAND);
	m->band = table_band(m->bands, m->total);
	m->result = outcome_named(run, cell_text(m->bands, m->band,
	    m->column == COLUMN_GOOD_ORDER ? MBAND_GOOD_ORDER
	    : MBAND_DISORDERED));
	outcome(run, m->result);
	for (row = 0; row < effects->rows; row++) {
		if (kept->effect_result[row] != m->result
		    || kept->effect_column[row] != m->column
		    || !if_holds(kept->effect_if[row], word_holds, m, NULL))
			continue;
		m->stands_lost += cell_whole(effects, row, MEFFECT_STANDS);
		below = cell_whole(effects, row, MEFFECT_BELOW);
		if (m->total < below)
			m->stands_lost += cell_whole(effects, row,
			    MEFFECT_PER_POINT) * (below - m->total);
		maneuver = cell_text(effects, row, MEFFECT_MANEUVER);
		if (*maneuver != '\0')
			m->allows = maneuver;
		effect(run, "%s", cell_text(effects, row, MEFFECT_TEXT));
	}
	if (m->result == QUICK_STEP)
		quick_step(run, m);
	if (m->column == COLUMN_DISORDERED)
		quantity(run, Q_STANDS_LOST, m->stands_lost);
}

/* The items the maneuver allows this unit, into items. */
static size_t
allowed(struct run *run, const struct maneuver *m, const char **items)
{
	const struct table *allows = table(run, T_ALLOWS);
	const struct kept *kept = run->kept;
	size_t row, n = 0;

	if (m->allows == NULL)
		return 0;
	for (row = 0; row < allows->rows && n < ALLOWS_MAX; row++)
		if (strcmp(cell_text(allows, row, ALLOW_MANEUVER),
		    m->allows) == 0 && if_holds(kept->allow_if[row],
		    word_holds, m, NULL))
			items[n++] = cell_text(allows, row, ALLOW_ITEM);
	return n;
}

/* "in command", "in command: leader 6\" away, within 8\" (clear)" */
static void
print_command(struct run *run, const struct maneuver *m)
{
	const struct table *radius = table(run, T_RADIUS);
	char d[32], l[32];

	out_printf(&run->out, "%s command", m->command == COMMAND_IN ? "in"
	    : "out of");
	if (m->radius_row >= 0)
		out_printf(&run->out, ": leader %s\" away, %s %s\" (%s)",
		    format_thousandths(m->distance, d, sizeof(d)),
		    m->command == COMMAND_IN ? "within" : "beyond",
		    format_thousandths(m->limit, l, sizeof(l)),
		    cell_text(radius, (size_t)m->radius_row, RADIUS_BASIS));
	else if (option(run, OPT_MARCH_LINE)->given)
		out_str(&run->out, ": in a line of march");
}

static void
text(struct run *run, const void *state)
{
	const struct maneuver *m = state;
	const struct table *conditions = table(run, T_CONDITION);
	const char *items[ALLOWS_MAX];
	size_t i, n;

	out_printf(&run->out, "%s  rolled %d%+ld=%ld (",
	    outcomes[m->result].word, m->roll, m->modifier, m->total);
	print_command(run, m);
	out_printf(&run->out, ", %s)", column_text[m->column]);
	if (m->stands_lost > 0)
		out_printf(&run->out, "; %ld stand%s lost", m->stands_lost,
		    m->stands_lost == 1 ? "" : "s");
	out_str(&run->out, "\n");
	modifier_lines_text(run, m->modifier);
	if (m->derived) {
		out_printf(&run->out, "condition: %s, ",
		    cell_text(conditions, m->condition_row, CONDITION_NAME));
		unit_size_text(&run->out, &m->unit);
		out_str(&run->out, "\n");
	}
	out_printf(&run->out, "%s\n", run->effect.buf);
	n = allowed(run, m, items);
	for (i = 0; i < n; i++)
		out_printf(&run->out, "%s%s", i ? "; " : "allows: ", items[i]);
	if (n > 0)
		out_str(&run->out, "\n");
}

static void
json(struct run *run, const void *state)
{
	const struct maneuver *m = state;
	const struct table *radius = table(run, T_RADIUS);
	const char *items[ALLOWS_MAX];
	size_t i, n;

	json_key(&run->out, "command");
	json_string(&run->out, m->command == COMMAND_IN ? "in" : "out");
	json_key(&run->out, "radius");
	if (m->radius_row < 0) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '{');
		json_key(&run->out, "distance");
		json_thousandths(&run->out, m->distance);
		json_key(&run->out, "limit");
		json_thousandths(&run->out, m->limit);
		json_key(&run->out, "basis");
		json_string(&run->out, cell_text(radius, (size_t)m->radius_row,
		    RADIUS_BASIS));
		json_close(&run->out, '}');
	}
	json_key(&run->out, "column");
	json_string(&run->out, column_name[m->column]);
	json_key(&run->out, "roll");
	json_whole(&run->out, m->roll);
	json_key(&run->out, "total");
	json_whole(&run->out, m->total);
	json_key(&run->out, "result");
	json_string(&run->out, outcomes[m->result].token);
	json_key(&run->out, "stands_lost");
	json_whole(&run->out, m->stands_lost);
	json_key(&run->out, "condition");
	json_open(&run->out, '{');
	json_key(&run->out, "value");
	json_string(&run->out, cell_text(table(run, T_CONDITION),
	    m->condition_row, CONDITION_NAME));
	json_key(&run->out, "derived");
	json_bool(&run->out, m->derived);
	json_close(&run->out, '}');
	json_key(&run->out, "quick_step");
	if (m->quick_step >= 0)
		json_thousandths(&run->out, m->quick_step);
	else
		json_null(&run->out);
	json_key(&run->out, "allows");
	json_open(&run->out, '[');
	n = allowed(run, m, items);
	for (i = 0; i < n; i++)
		json_string(&run->out, items[i]);
	json_close(&run->out, ']');
}

/* What the odds were worked for: the command, column and modifier. */
static void
odds_text(struct run *run, const void *state)
{
	const struct maneuver *m = state;

	out_printf(&run->out, "1d%d%+ld, ", roll_sides(table(run, T_DICE),
	    "maneuver"), m->modifier);
	print_command(run, m);
	out_printf(&run->out, ", %s\n", column_text[m->column]);
}

static int
question_of(const struct run *run, const void *state)
{
	const struct maneuver *m = state;

	(void)run;
	return m->column == COLUMN_GOOD_ORDER ? QUESTION_GOOD_ORDER
	    : QUESTION_DISORDERED;
}

static const struct synonym synonyms[] = {
	{ OPT_ENEMY, "close-range", "near" },
	{ 0, NULL, NULL }
};

static const struct odds_hooks hooks = { .question_of = question_of };

static const struct tool lib_maneuver = {
	.name = "lib-maneuver",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "the unit moves Well Handled or better",
	.asked = 1u << QUICK_STEP | 1u << WELL_HANDLED,
	.questions = questions,
	.odds_hooks = &hooks,
	.state_size = sizeof(struct maneuver),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text,
	.synonyms = synonyms
};

int
main(int argc, char *argv[])
{
	return tool_main(&lib_maneuver, argc, argv);
}
