/*
 * bolivar.c - every table of tables/bolivar/ declared once (bolivar.h):
 * the bounds are the tools' sanity limits, not the rules' numbers.
 */
#include <stddef.h>

#include "bolivar.h"

static const struct column unit_columns[UNIT_COUNT + 1] = {
	[UNIT_NAME] = { "unit", CELL_KEY, 0, 0 },
	[UNIT_CLASS] = { "class", CELL_TEXT, 0, 0 },
	[UNIT_RESOLVE] = { "resolve", CELL_WHOLE, 1, 20 },
	[UNIT_DICE_PER_RESOLVE] = { "dice_per_resolve", CELL_WHOLE, 1, 4 },
	[UNIT_MELEE] = { "melee", CELL_FLAG, 0, 0 },
	[UNIT_FORMATIONS] = { "formations", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_units_table = {
	"bolivar/units.csv", unit_columns
};

static const struct column formation_columns[FORMATION_COUNT + 1] = {
	[FORMATION_NAME] = { "formation", CELL_KEY, 0, 0 },
	[FORMATION_CHARGES] = { "charges", CELL_FLAG, 0, 0 },
	[FORMATION_FACES] = { "faces", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_formations_table = {
	"bolivar/formations.csv", formation_columns
};

static const struct column range_columns[RANGE_COUNT + 1] = {
	[RANGE_UNIT] = { "unit", CELL_TEXT, 0, 0 },
	[RANGE_BAND] = { "band", CELL_TEXT, 0, 0 },
	[RANGE_UP_TO] = { "up_to", CELL_DISTANCE, 0, 999 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_ranges_table = {
	"bolivar/ranges.csv", range_columns
};

static const struct column stand_columns[STAND_COUNT + 1] = {
	[STAND_NAME] = { "stand", CELL_KEY, 0, 0 },
	[STAND_DICE] = { "dice", CELL_WHOLE, 0, 20 },
	[STAND_PER_RESOLVE] = { "per_resolve", CELL_FLAG, 0, 0 },
	[STAND_MODIFIERS] = { "modifiers", CELL_FLAG, 0, 0 },
	[STAND_MINIMUM] = { "minimum", CELL_WHOLE, 0, 20 },
	[STAND_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_stands_table = {
	"bolivar/stands.csv", stand_columns
};

/* The condition cells: empty (any) or the words they match. */
static const struct column modifier_columns[MODIFIER_COUNT + 1] = {
	[MODIFIER_NAME] = { "modifier", CELL_KEY, 0, 0 },
	[MODIFIER_DICE] = { "dice", CELL_WHOLE, -20, 20 },
	[MODIFIER_SHOOTER] = { "shooter", CELL_TEXT, 0, 0 },
	[MODIFIER_FORMATION] = { "formation", CELL_TEXT, 0, 0 },
	[MODIFIER_CROWDED] = { "crowded", CELL_TEXT, 0, 0 },
	[MODIFIER_DIFFICULT] = { "difficult", CELL_TEXT, 0, 0 },
	[MODIFIER_OBLIQUE] = { "oblique", CELL_TEXT, 0, 0 },
	[MODIFIER_TARGET] = { "target", CELL_TEXT, 0, 0 },
	[MODIFIER_TARGET_IN] = { "target_in", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_modifiers_table = {
	"bolivar/modifiers.csv", modifier_columns
};

static const struct column hit_columns[HIT_COUNT + 1] = {
	[HIT_SHOOTER] = { "shooter", CELL_PART, 0, 0 },
	[HIT_BAND] = { "band", CELL_PART, 0, 0 },
	[HIT_FIRST_FIRE] = { "first_fire", CELL_PART, 0, 0 },
	[HIT_TARGET_IN] = { "target_in", CELL_PART, 0, 0 },
	[HIT_DEEP] = { "deep", CELL_PART, 0, 0 },
	[HIT_ON] = { "hit_on", CELL_WHOLE, 1, 100 },
	[HIT_RULE] = { "rule", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_to_hit_table = {
	"bolivar/to-hit.csv", hit_columns
};

static const struct column shooting_columns[SHOOTING_COUNT + 1] = {
	[SHOOTING_FORMATION] = { "formation", CELL_KEY, 0, 0 },
	[SHOOTING_SHOOTS] = { "shoots", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_shooting_table = {
	"bolivar/shooting.csv", shooting_columns
};

/*
 * A reading: the sheet does not say what a hit costs, the system's
 * convention is one a hit (rules-research.md section 6), so a group that
 * reads it otherwise edits one cell.
 */
static const struct column loss_columns[LOSS_COUNT + 1] = {
	[LOSS_PER_HIT] = { "resolve_per_hit", CELL_WHOLE, 0, 20 },
	[LOSS_READING] = { "reading", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_resolve_loss_table = {
	"bolivar/resolve-loss.csv", loss_columns
};

static const struct column melee_dice_columns[MELEE_DICE_COUNT + 1] = {
	[MELEE_DICE_STAND] = { "stand", CELL_PART, 0, 0 },
	[MELEE_DICE_UNIT] = { "unit", CELL_PART, 0, 0 },
	[MELEE_DICE_CHARGING] = { "charging", CELL_PART, 0, 0 },
	[MELEE_DICE_TERRAIN] = { "terrain", CELL_PART, 0, 0 },
	[MELEE_DICE_ENEMY] = { "enemy", CELL_PART, 0, 0 },
	[MELEE_DICE_CONTACT] = { "contact", CELL_PART, 0, 0 },
	[MELEE_DICE_ENEMY_AT] = { "enemy_at", CELL_PART, 0, 0 },
	[MELEE_DICE_DICE] = { "dice", CELL_WHOLE, 0, 20 },
	[MELEE_DICE_PER_RESOLVE] = { "per_resolve", CELL_WHOLE, 0, 4 },
	[MELEE_DICE_MODIFIERS] = { "modifiers", CELL_FLAG, 0, 0 },
	[MELEE_DICE_MINIMUM] = { "minimum", CELL_WHOLE, 0, 20 },
	[MELEE_DICE_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[MELEE_DICE_RULE] = { "rule", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_melee_dice_table = {
	"bolivar/melee-dice.csv", melee_dice_columns
};

static const struct column melee_modifier_columns[MELEE_MODIFIER_COUNT
    + 1] = {
	[MELEE_MODIFIER_NAME] = { "modifier", CELL_KEY, 0, 0 },
	[MELEE_MODIFIER_DICE] = { "dice", CELL_WHOLE, -20, 20 },
	[MELEE_MODIFIER_UNIT] = { "unit", CELL_TEXT, 0, 0 },
	[MELEE_MODIFIER_FORMATION] = { "formation", CELL_TEXT, 0, 0 },
	[MELEE_MODIFIER_CHARGING] = { "charging", CELL_TEXT, 0, 0 },
	[MELEE_MODIFIER_TERRAIN] = { "terrain", CELL_TEXT, 0, 0 },
	[MELEE_MODIFIER_CROWDED] = { "crowded", CELL_TEXT, 0, 0 },
	[MELEE_MODIFIER_UPHILL] = { "uphill", CELL_TEXT, 0, 0 },
	[MELEE_MODIFIER_FORTIFICATIONS] = { "fortifications", CELL_TEXT, 0,
	    0 },
	[MELEE_MODIFIER_SUPPORTED] = { "supported", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_melee_modifiers_table = {
	"bolivar/melee-modifiers.csv", melee_modifier_columns
};

static const struct column melee_hit_columns[MELEE_HIT_COUNT + 1] = {
	[MELEE_HIT_UNIT] = { "unit", CELL_PART, 0, 0 },
	[MELEE_HIT_CHARGING] = { "charging", CELL_PART, 0, 0 },
	[MELEE_HIT_TERRAIN] = { "terrain", CELL_PART, 0, 0 },
	[MELEE_HIT_ENEMY] = { "enemy", CELL_PART, 0, 0 },
	[MELEE_HIT_CONTACT] = { "contact", CELL_PART, 0, 0 },
	[MELEE_HIT_ON] = { "hit_on", CELL_WHOLE, 1, 100 },
	[MELEE_HIT_RULE] = { "rule", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_melee_to_hit_table = {
	"bolivar/melee-to-hit.csv", melee_hit_columns
};

static const struct column support_columns[SUPPORT_COUNT + 1] = {
	[SUPPORT_NAME] = { "formation_or_class", CELL_KEY, 0, 0 },
	[SUPPORT_RULE] = { "rule", CELL_TEXT, 0, 0 },
	[SUPPORT_WITHIN] = { "within", CELL_DISTANCE, 0, 999 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_support_table = {
	"bolivar/support.csv", support_columns
};

static const struct column command_columns[COMMAND_COUNT + 1] = {
	[COMMAND_PER_RESOLVE] = { "per_resolve", CELL_WHOLE, 0, 20 },
	[COMMAND_FAR_BEYOND] = { "far_beyond", CELL_DISTANCE, 0, 999 },
	[COMMAND_FAR_MODIFIER] = { "far_modifier", CELL_WHOLE, -20, 20 },
	[COMMAND_MINIMUM] = { "minimum", CELL_WHOLE, 0, 20 },
	[COMMAND_HIT_ON] = { "hit_on", CELL_WHOLE, 1, 100 },
	[COMMAND_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_command_table = {
	"bolivar/command.csv", command_columns
};

static const struct column needed_columns[NEEDED_COUNT + 1] = {
	[NEEDED_ZONE] = { "zone", CELL_PART, 0, 0 },
	[NEEDED_ACTION] = { "action", CELL_PART, 0, 0 },
	[NEEDED_SHOOTING] = { "shooting", CELL_PART, 0, 0 },
	[NEEDED_NEEDED] = { "needed", CELL_FLAG, 0, 0 },
	[NEEDED_ALLOWED] = { "allowed", CELL_FLAG, 0, 0 },
	[NEEDED_NOTE] = { "note", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_command_needed_table = {
	"bolivar/command-needed.csv", needed_columns
};

static const struct column casualty_columns[CASUALTY_COUNT + 1] = {
	[CASUALTY_ROUTED] = { "routed", CELL_FLAG, 0, 0 },
	[CASUALTY_DICE] = { "dice", CELL_WHOLE, 0, 20 },
	[CASUALTY_HIT_ON] = { "hit_on", CELL_WHOLE, 1, 100 },
	[CASUALTY_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bolivar_casualty_table = {
	"bolivar/casualty.csv", casualty_columns
};

const struct table_schema *const bolivar_tables[] = {
	&bolivar_units_table,
	&bolivar_formations_table,
	&bolivar_ranges_table,
	&bolivar_stands_table,
	&bolivar_modifiers_table,
	&bolivar_to_hit_table,
	&bolivar_shooting_table,
	&bolivar_resolve_loss_table,
	&bolivar_melee_dice_table,
	&bolivar_melee_modifiers_table,
	&bolivar_melee_to_hit_table,
	&bolivar_support_table,
	&bolivar_command_table,
	&bolivar_command_needed_table,
	&bolivar_casualty_table,
	NULL
};
