/* pw3x3.c - the 3x3 Portable Wargame's tables, declared once, and the
 * rules of them its three tools share */
#include <stddef.h>

#include "dice.h"
#include "pw3x3.h"

static const struct column dice_columns[DICE_COUNT + 1] = {
	[DICE_ROLL] = { "roll", CELL_KEY, 0, 0 },
	[DICE_DICE] = { "dice", CELL_WHOLE, 1, PW3X3_DICE_MAX },
	[DICE_SIDES] = { "sides", CELL_WHOLE, 2, DIE_SIDES_MAX },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_dice_table = {
	"pw3x3/dice.csv", dice_columns
};

const char *const pw3x3_roll[ROLL_COUNT] = {
	[ROLL_CLOSE] = "close combat",
	[ROLL_FIRE] = "fire",
	[ROLL_HIT] = "hit effect",
	[ROLL_GENERAL] = "General",
	[ROLL_ACTIVATION] = "activation",
	[ROLL_SETUP] = "set-up",
	[ROLL_TERRAIN] = "terrain"
};

/* The rolls of one die, and why: what the message adds after "throws
 * 1 die" (NULL: any dice). */
static const char *const one_die[ROLL_COUNT] = {
	[ROLL_ACTIVATION] = " a side, whose faces are compared",
	[ROLL_SETUP] = " a side, whose faces are compared",
	[ROLL_TERRAIN] = ""
};

void
pw3x3_check_dice(const struct table *dice, size_t row[ROLL_COUNT])
{
	int i;

	for (i = 0; i < ROLL_COUNT; i++)
		row[i] = table_require_row(dice, DICE_ROLL, pw3x3_roll[i]);
	for (i = 0; i < ROLL_COUNT; i++)
		if (one_die[i] != NULL
		    && cell_whole(dice, row[i], DICE_DICE) != 1)
			table_fail(dice, row[i], DICE_DICE, "'%s' throws 1 "
			    "die%s", pw3x3_roll[i], one_die[i]);
}

const char *const pw3x3_side[SIDE_COUNT] = {
	[ATTACKER] = "attacker",
	[DEFENDER] = "defender"
};
const char pw3x3_sides[] = "attacker,defender";

static const struct column units_columns[UNITS_COUNT + 1] = {
	[UNITS_SP] = { "sp", CELL_WHOLE, 1, 99 },
	[UNITS_SP_LOST] = { "sp_lost", CELL_WHOLE, 1, 99 },
	[UNITS_RETREAT] = { "retreat", CELL_WHOLE, 1, 99 },
	[UNITS_PER_ARMY] = { "per_army", CELL_WHOLE, 1, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_units_table = {
	"pw3x3/units.csv", units_columns
};

void
pw3x3_check_units(const struct table *units)
{
	table_require_rows(units, 1, NULL);
}

static const struct column close_columns[CLOSE_COUNT + 1] = {
	[CLOSE_LOW] = { "low", CELL_LOW, -999, 999 },
	[CLOSE_HIGH] = { "high", CELL_HIGH, -999, 999 },
	[CLOSE_HIT] = { "hit", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_close_table = {
	"pw3x3/close.csv", close_columns
};

static const struct column fire_columns[FIRE_COUNT + 1] = {
	[FIRE_LOW] = { "low", CELL_LOW, -999, 999 },
	[FIRE_HIGH] = { "high", CELL_HIGH, -999, 999 },
	[FIRE_LANDS] = { "lands", CELL_FLAG, 0, 0 },
	[FIRE_EFFECT] = { "effect", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_fire_table = {
	"pw3x3/fire.csv", fire_columns
};

/* The close combat's modifiers and artillery's are read alike. */
static const struct column modifier_columns[MODIFIER_COUNT + 1] = {
	[MODIFIER_NAME] = { "modifier", CELL_KEY, 0, 0 },
	[MODIFIER_VALUE] = { "value", CELL_WHOLE, -99, 99 },
	[MODIFIER_CONDITION] = { "condition", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_close_modifiers_table = {
	"pw3x3/close-modifiers.csv", modifier_columns
};
const struct table_schema pw3x3_fire_modifiers_table = {
	"pw3x3/fire-modifiers.csv", modifier_columns
};

static const struct column qualities_columns[QUALITY_COUNT + 1] = {
	[QUALITY_NAME] = { "quality", CELL_KEY, 0, 0 },
	[QUALITY_LOSE_SP_TO] = { "lose_sp_to", CELL_WHOLE, 0, 1000 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_qualities_table = {
	"pw3x3/qualities.csv", qualities_columns
};

static const struct column general_columns[GENERAL_COUNT + 1] = {
	[GENERAL_LOW] = { "low", CELL_LOW, 0, 1000 },
	[GENERAL_HIGH] = { "high", CELL_HIGH, 0, 1000 },
	[GENERAL_RESULT] = { "result", CELL_KEY, 0, 0 },
	[GENERAL_ALIVE] = { "alive", CELL_FLAG, 0, 0 },
	[GENERAL_EFFECT] = { "effect", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_general_table = {
	"pw3x3/general.csv", general_columns
};

static const struct column artillery_columns[ARTILLERY_COUNT + 1] = {
	[ARTILLERY_RANGE] = { "range", CELL_WHOLE, 1, 99 },
	[ARTILLERY_MOVE_AND_FIRE] = { "move_and_fire", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_artillery_table = {
	"pw3x3/artillery.csv", artillery_columns
};

static const struct column types_columns[TYPE_COUNT + 1] = {
	[TYPE_NAME] = { "type", CELL_KEY, 0, 0 },
	[TYPE_MAY_INITIATE] = { "may_initiate", CELL_FLAG, 0, 0 },
	[TYPE_MAY_ADVANCE] = { "may_advance", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_types_table = {
	"pw3x3/types.csv", types_columns
};

static const struct column activation_columns[ACTIVATION_COUNT + 1] = {
	[ACTIVATION_TURN_FROM] = { "turn_from", CELL_WHOLE, 1, 999 },
	[ACTIVATION_TIE] = { "tie", CELL_TEXT, 0, 0 },
	[ACTIVATION_CAP] = { "cap_at_units", CELL_FLAG, 0, 0 },
	[ACTIVATION_FIXED_ORDER] = { "first_turn_fixed_order", CELL_FLAG, 0,
	    0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_activation_table = {
	"pw3x3/activation.csv", activation_columns
};

/* The terrain throws: their bands share one file, so it is not a band
 * table of the library. */
static const struct column terrain_columns[TERRAIN_COUNT + 1] = {
	[TERRAIN_THROW] = { "throw", CELL_TEXT, 0, 0 },
	[TERRAIN_LOW] = { "low", CELL_WHOLE, 1, DIE_SIDES_MAX },
	[TERRAIN_HIGH] = { "high", CELL_WHOLE, 1, DIE_SIDES_MAX },
	[TERRAIN_FEATURE] = { "feature", CELL_TEXT, 0, 0 },
	[TERRAIN_TERRAIN] = { "terrain", CELL_TEXT, 0, 0 },
	[TERRAIN_PLACEMENT] = { "placement", CELL_TEXT, 0, 0 },
	[TERRAIN_THROW_AGAIN] = { "throw_again", CELL_FLAG, 0, 0 },
	[TERRAIN_EFFECT] = { "effect", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema pw3x3_terrain_table = {
	"pw3x3/terrain.csv", terrain_columns
};

const struct table_schema *const pw3x3_tables[] = {
	&pw3x3_activation_table, &pw3x3_artillery_table,
	&pw3x3_close_modifiers_table, &pw3x3_close_table, &pw3x3_dice_table,
	&pw3x3_fire_modifiers_table, &pw3x3_fire_table, &pw3x3_general_table,
	&pw3x3_qualities_table, &pw3x3_terrain_table, &pw3x3_types_table,
	&pw3x3_units_table, NULL
};
