/* lib.c - every table of tables/lib/ declared once (LIB Regimental) */
#include <stddef.h>

#include "lib.h"

/* lib-charge counts a row of these tables one way, as ROW_NAME and
 * ROW_MODIFIER. */
#define ALIKE(name, modifier) \
	((int)(name) == ROW_NAME && (int)(modifier) == ROW_MODIFIER)
_Static_assert(ALIKE(QUALITY_NAME, QUALITY_MODIFIER)
    && ALIKE(CONDITION_NAME, CONDITION_MODIFIER)
    && ALIKE(FORMATION_NAME, FORMATION_MODIFIER)
    && ALIKE(GROUND_NAME, GROUND_MODIFIER)
    && ALIKE(CAVALRY_SITUATION, CAVALRY_BONUS),
    "a named modifier's table begins with its name and modifier");

/* A column of a named modifier a row. */
#define MODIFIER	{ "modifier", CELL_WHOLE, -99, 99 }

static const struct column modifier_columns[ROW_COUNT + 1] = {
	[ROW_NAME] = { "name", CELL_KEY, 0, 0 },
	[ROW_MODIFIER] = MODIFIER
};
const struct table_schema lib_modifier_table = {
	"lib/modifiers.csv", modifier_columns
};

static const struct column outnumbered_columns[ROW_COUNT + 1] = {
	[ROW_NAME] = { "outnumbered", CELL_KEY, 0, 0 },
	[ROW_MODIFIER] = MODIFIER
};
const struct table_schema lib_outnumbered_table = {
	"lib/outnumbered.csv", outnumbered_columns
};

static const struct column guns_columns[ROW_COUNT + 1] = {
	[ROW_NAME] = { "guns", CELL_KEY, 0, 0 },
	[ROW_MODIFIER] = MODIFIER
};
const struct table_schema lib_guns_table = { "lib/guns.csv", guns_columns };

static const struct column quality_columns[QUALITY_COUNT + 1] = {
	[QUALITY_NAME] = { "quality", CELL_KEY, 0, 0 },
	[QUALITY_MODIFIER] = MODIFIER
};
const struct table_schema lib_quality_table = {
	"lib/quality.csv", quality_columns
};

static const struct column condition_columns[CONDITION_COUNT + 1] = {
	[CONDITION_NAME] = { "condition", CELL_KEY, 0, 0 },
	[CONDITION_MODIFIER] = MODIFIER
};
const struct table_schema lib_condition_table = {
	"lib/condition.csv", condition_columns
};

static const struct column effectiveness_columns[EFF_COUNT + 1] = {
	/* A row for each rating and size: a second would never be read. */
	[EFF_RATING] = { "rating", CELL_TEXT, 0, 0, .part = 1 },
	[EFF_STANDS] = { "stands", CELL_WHOLE, 1, 999, .part = 1 },
	/* worn at this many or fewer */
	[EFF_WORN_AT] = { "worn_at", CELL_HIGH, 0, 999 },
	/* spent at this many or fewer */
	[EFF_SPENT_AT] = { "spent_at", CELL_WHOLE, 0, 999 },
	/* not legible on the sheet */
	[EFF_READING] = { "reading", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_effectiveness_table = {
	"lib/effectiveness.csv", effectiveness_columns
};

static const struct column dice_columns[DICE_COUNT + 1] = {
	[DICE_ROLL] = { "roll", CELL_KEY, 0, 0 },
	[DICE_SIDES] = { "sides", CELL_WHOLE, 2, 100 }
};
const struct table_schema lib_dice_table = { "lib/dice.csv", dice_columns };

static const struct column leader_columns[LEADER_COUNT + 1] = {
	[LEADER_LOW] = { "low", CELL_LOW, 1, 100 },
	[LEADER_HIGH] = { "high", CELL_HIGH, 1, 100 },
	[LEADER_RESULT] = { "result", CELL_TEXT, 0, 0 },
	[LEADER_EFFECT] = { "effect", CELL_TEXT, 0, 0 }
};
const struct table_schema lib_leader_table = {
	"lib/fallen-leader.csv", leader_columns
};

static const struct column modifier_line_columns[MOD_COUNT + 1] = {
	[MOD_NAME] = { "name", CELL_KEY, 0, 0 },
	[MOD_LINE] = { "line", CELL_TEXT, 0, 0 },
	[MOD_MODIFIER] = MODIFIER
};
const struct table_schema lib_maneuver_modifier_table = {
	"lib/maneuver-modifiers.csv", modifier_line_columns
};
const struct table_schema lib_fire_modifier_table = {
	"lib/fire-modifiers.csv", modifier_line_columns
};

static const struct column formation_columns[FORMATION_COUNT + 1] = {
	[FORMATION_NAME] = { "formation", CELL_KEY, 0, 0 },
	[FORMATION_MODIFIER] = MODIFIER,
	/* one -3 with outflanked */
	[FORMATION_AS_OUTFLANKED] = { "as_outflanked", CELL_FLAG, 0, 0 },
	/* formed: "in square", no flank */
	[FORMATION_SQUARE] = { "square", CELL_FLAG, 0, 0 },
	/* who can take it */
	[FORMATION_INFANTRY] = { "infantry", CELL_FLAG, 0, 0 },
	[FORMATION_CAVALRY] = { "cavalry", CELL_FLAG, 0, 0 },
	[FORMATION_GUNS] = { "guns", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_formation_table = {
	"lib/formations.csv", formation_columns
};

static const struct column ground_columns[GROUND_COUNT + 1] = {
	[GROUND_NAME] = { "ground", CELL_KEY, 0, 0 },
	[GROUND_MODIFIER] = MODIFIER,
	[GROUND_FORTIFIED] = { "fortified", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_ground_table = {
	"lib/ground.csv", ground_columns
};

static const struct column terrain_columns[TERRAIN_COUNT + 1] = {
	[TERRAIN_NAME] = { "terrain", CELL_KEY, 0, 0 },
	/* disorders the attacker */
	[TERRAIN_ROUGH] = { "rough", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_terrain_table = {
	"lib/terrain.csv", terrain_columns
};

static const struct column cavalry_columns[CAVALRY_COUNT + 1] = {
	[CAVALRY_SITUATION] = { "situation", CELL_KEY, 0, 0 },
	[CAVALRY_BONUS] = { "bonus", CELL_WHOLE, -99, 99 }
};
const struct table_schema lib_cavalry_table = {
	"lib/cavalry.csv", cavalry_columns
};

static const struct column rein_columns[REIN_COUNT + 1] = {
	[REIN_QUALITY] = { "quality", CELL_KEY, 0, 0 },
	[REIN_NEEDED] = { "needed", CELL_WHOLE, 0, 100 },
	/* not legible on the sheet */
	[REIN_READING] = { "reading", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_rein_table = {
	"lib/rein-in.csv", rein_columns
};

static const struct column result_columns[RESULT_COUNT + 1] = {
	[RESULT_LOW] = { "low", CELL_LOW, -999, 999 },
	[RESULT_HIGH] = { "high", CELL_HIGH, -999, 999 },
	[RESULT_TOKEN] = { "result", CELL_KEY, 0, 0 },
	[RESULT_NAME] = { "name", CELL_TEXT, 0, 0 },
	/* a struggle: roll again */
	[RESULT_AGAIN] = { "again", CELL_FLAG, 0, 0 },
	/* the attacker carries it... */
	[RESULT_CARRIED] = { "carried", CELL_FLAG, 0, 0 },
	/* ...unless these hold */
	[RESULT_HELD] = { "held", CELL_TEXT, 0, 0 },
	/* whose leader is checked */
	[RESULT_FALLEN_LEADER] = { "fallen_leader", CELL_TEXT, 0, 0 },
	/* whose cavalry tests */
	[RESULT_REIN_IN] = { "rein_in", CELL_TEXT, 0, 0 },
	[RESULT_REIN_PASS] = { "rein_in_pass", CELL_TEXT, 0, 0 },
	[RESULT_REIN_FAIL] = { "rein_in_fail", CELL_TEXT, 0, 0 }
};
const struct table_schema lib_result_table = {
	"lib/results.csv", result_columns
};

static const struct column effect_columns[EFFECT_COUNT + 1] = {
	/* A clause twice, whatever its stands, would count its stands
	 * twice: the rest is a clause's name, not twice in the table. */
	[EFFECT_RESULT] = { "result", CELL_TEXT, 0, 0, .part = 1 },
	[EFFECT_SIDE] = { "side", CELL_TEXT, 0, 0, .part = 1 },
	[EFFECT_IF] = { "if", CELL_TEXT, 0, 0, .part = 1 },
	[EFFECT_STANDS] = { "stands", CELL_WHOLE, 0, 99 },
	/* stands a point past the band */
	[EFFECT_PER_POINT] = { "per_point", CELL_WHOLE, 0, 99 },
	/* gun stands damaged */
	[EFFECT_DAMAGED] = { "damaged", CELL_WHOLE, 0, 99, .part = 1 },
	[EFFECT_TEXT] = { "effect", CELL_TEXT, 0, 0, .part = 1 }
};
const struct table_schema lib_effect_table = {
	"lib/effects.csv", effect_columns
};

static const struct column radius_columns[RADIUS_COUNT + 1] = {
	[RADIUS_BASIS] = { "basis", CELL_KEY, 0, 0 },
	[RADIUS_INCHES] = { "inches", CELL_DISTANCE, 0, 999 }
};
const struct table_schema lib_radius_table = {
	"lib/command-radius.csv", radius_columns
};

static const struct column mform_columns[MFORM_COUNT + 1] = {
	[MFORM_NAME] = { "formation", CELL_KEY, 0, 0 },
	/* troops, guns or any */
	[MFORM_UNIT] = { "unit", CELL_TEXT, 0, 0 },
	/* holds on a retreat */
	[MFORM_SQUARE] = { "square", CELL_FLAG, 0, 0 },
	/* as --skirmisher */
	[MFORM_SKIRMISHER] = { "skirmisher", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_maneuver_formation_table = {
	"lib/maneuver-formations.csv", mform_columns
};

static const struct column mband_columns[MBAND_COUNT + 1] = {
	[MBAND_LOW] = { "low", CELL_LOW, -999, 999 },
	[MBAND_HIGH] = { "high", CELL_HIGH, -999, 999 },
	[MBAND_GOOD_ORDER] = { "good_order", CELL_TEXT, 0, 0 },
	[MBAND_DISORDERED] = { "disordered", CELL_TEXT, 0, 0 },
	[MBAND_READING] = { "reading", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_in_command_table = {
	"lib/maneuver-in-command.csv", mband_columns
};
const struct table_schema lib_out_of_command_table = {
	"lib/maneuver-out-of-command.csv", mband_columns
};

static const struct column meffect_columns[MEFFECT_COUNT + 1] = {
	[MEFFECT_RESULT] = { "result", CELL_TEXT, 0, 0 },
	[MEFFECT_COLUMN] = { "column", CELL_TEXT, 0, 0 },
	[MEFFECT_IF] = { "if", CELL_TEXT, 0, 0 },
	[MEFFECT_STANDS] = { "stands", CELL_WHOLE, 0, 99 },
	/* a point of total under... */
	[MEFFECT_PER_POINT] = { "per_point", CELL_WHOLE, 0, 99 },
	/* ...this */
	[MEFFECT_BELOW] = { "below", CELL_WHOLE, -999, 999 },
	/* what maneuver-allows.csv */
	[MEFFECT_MANEUVER] = { "maneuver", CELL_TEXT, 0, 0 },
	[MEFFECT_TEXT] = { "effect", CELL_TEXT, 0, 0 }
};
const struct table_schema lib_maneuver_effect_table = {
	"lib/maneuver-effects.csv", meffect_columns
};

static const struct column allow_columns[ALLOW_COUNT + 1] = {
	[ALLOW_MANEUVER] = { "maneuver", CELL_TEXT, 0, 0 },
	[ALLOW_IF] = { "if", CELL_TEXT, 0, 0 },
	[ALLOW_ITEM] = { "item", CELL_TEXT, 0, 0 }
};
const struct table_schema lib_allow_table = {
	"lib/maneuver-allows.csv", allow_columns
};

static const struct column move_columns[MOVE_COUNT + 1] = {
	[MOVE_UNIT] = { "unit", CELL_PART, 0, 0 },
	[MOVE_FORMATION] = { "formation", CELL_PART, 0, 0 },
	[MOVE_TERRAIN] = { "terrain", CELL_PART, 0, 0 },
	[MOVE_FULL] = { "full", CELL_DISTANCE, 0, 999 },
	[MOVE_QUICK] = { "quick_step", CELL_DISTANCE, 0, 999 }
};
const struct table_schema lib_move_table = {
	"lib/movement.csv", move_columns
};

static const struct column weapon_columns[WEAPON_COUNT + 1] = {
	[WEAPON_NAME] = { "weapon", CELL_KEY, 0, 0 },
	/* musketry or cannonade */
	[WEAPON_FIRE] = { "fire", CELL_TEXT, 0, 0 },
	[WEAPON_LABEL] = { "label", CELL_TEXT, 0, 0 }
};
const struct table_schema lib_weapon_table = {
	"lib/weapons.csv", weapon_columns
};

static const struct column fire_point_columns[FP_COUNT + 1] = {
	[FP_WEAPON] = { "weapon", CELL_PART, 0, 0 },
	[FP_UP_TO] = { "up_to", CELL_DISTANCE, 0, 999, .part = 1 },
	[FP_POINTS] = { "points", CELL_DISTANCE, 0, 99 },
	[FP_LEGIBLE] = { "legible", CELL_FLAG, 0, 0 },
	[FP_READING] = { "reading", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_fire_point_table = {
	"lib/fire-points.csv", fire_point_columns
};

static const struct column fire_columns[FIRE_COUNT + 1] = {
	[FIRE_DIVISOR] = { "divisor", CELL_WHOLE, 1, 10 },
	[FIRE_HALVE_ONCE] = { "halve_once", CELL_FLAG, 0, 0 },
	/* up or down */
	[FIRE_ROUND] = { "round", CELL_TEXT, 0, 0 },
	[FIRE_LOW_AMMO_ON] = { "low_ammo_on", CELL_WHOLE, 1, 100 },
	[FIRE_POOR_LOW_AMMO_ON] = { "poor_low_ammo_on", CELL_WHOLE, 1, 100 },
	[FIRE_FALLEN_LEADER_ON] = { "fallen_leader_on", CELL_WHOLE, 1, 100 }
};
const struct table_schema lib_fire_table = { "lib/fire.csv", fire_columns };

static const struct column fpm_columns[FPM_COUNT + 1] = {
	[FPM_LOW] = { "low", CELL_LOW, 0, 9999 },
	[FPM_HIGH] = { "high", CELL_HIGH, 0, 9999 },
	[FPM_MODIFIER] = MODIFIER,
	/* 0: no step */
	[FPM_STEP] = { "step", CELL_WHOLE, 0, 999 },
	[FPM_STEP_MODIFIER] = { "step_modifier", CELL_WHOLE, -99, 99 },
	[FPM_READING] = { "reading", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_fpm_table = {
	"lib/fire-point-modifiers.csv", fpm_columns
};

static const struct column cover_columns[COVER_COUNT + 1] = {
	[COVER_NAME] = { "cover", CELL_KEY, 0, 0 },
	[COVER_MODIFIER] = MODIFIER,
	/* the target skirmishes */
	[COVER_SKIRMISHERS] = { "skirmishers", CELL_WHOLE, -99, 99 },
	[COVER_READING] = { "reading", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_cover_table = {
	"lib/cover.csv", cover_columns
};

static const struct column tform_columns[TFORM_COUNT + 1] = {
	[TFORM_NAME] = { "formation", CELL_KEY, 0, 0 },
	/* the target types it is for */
	[TFORM_UNITS] = { "units", CELL_TEXT, 0, 0 },
	[TFORM_SKIRMISHERS] = { "skirmishers", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_target_formation_table = {
	"lib/target-formations.csv", tform_columns
};

/* The lowest total of a band in a target quality's column. */
#define QUALITY_BAND(name)	{ name, CELL_LOW, -999, 999 }
static const struct column fband_columns[FBAND_COUNT + 1] = {
	[FBAND_NAME] = { "band", CELL_KEY, 0, 0 },
	[FBAND_RESULT] = { "result", CELL_TEXT, 0, 0 },
	[FBAND_CHARGE] = { "charge", CELL_TEXT, 0, 0 },
	[FBAND_GUARD] = QUALITY_BAND("guard"),
	[FBAND_ELITE] = QUALITY_BAND("elite"),
	[FBAND_REGULAR] = QUALITY_BAND("regular"),
	[FBAND_MILITIA] = QUALITY_BAND("militia"),
	[FBAND_PEASANT] = QUALITY_BAND("peasant"),
	[FBAND_READING] = { "reading", CELL_FLAG, 0, 0 }
};
const struct table_schema lib_musketry_table = {
	"lib/musketry.csv", fband_columns
};

static const struct column fresult_columns[FRESULT_COUNT + 1] = {
	[FRESULT_TOKEN] = { "result", CELL_KEY, 0, 0 },
	[FRESULT_NAME] = { "name", CELL_TEXT, 0, 0 },
	/* the sheet's words, for the massed */
	[FRESULT_SHEET] = { "sheet", CELL_TEXT, 0, 0 }
};
const struct table_schema lib_fire_result_table = {
	"lib/musketry-results.csv", fresult_columns
};

static const struct column feffect_columns[FEFFECT_COUNT + 1] = {
	[FEFFECT_RESULT] = { "result", CELL_TEXT, 0, 0 },
	[FEFFECT_IF] = { "if", CELL_TEXT, 0, 0 },
	[FEFFECT_STANDS] = { "stands", CELL_WHOLE, 0, 99 },
	[FEFFECT_PER_POINT] = { "per_point", CELL_WHOLE, 0, 99 },
	[FEFFECT_OVER] = { "over", CELL_WHOLE, -999, 999 },
	[FEFFECT_DISORDERS] = { "disorders", CELL_FLAG, 0, 0 },
	/* blank: every gun stand */
	[FEFFECT_SILENCED] = { "silenced", CELL_HIGH, 0, 99 },
	[FEFFECT_DAMAGED] = { "damaged", CELL_WHOLE, 0, 99 },
	[FEFFECT_TEXT] = { "effect", CELL_TEXT, 0, 0 }
};
const struct table_schema lib_fire_effect_table = {
	"lib/musketry-effects.csv", feffect_columns
};

static const struct column fcharge_columns[CHARGE_COUNT + 1] = {
	[CHARGE_NAME] = { "charge", CELL_TEXT, 0, 0 },
	[CHARGE_IF] = { "if", CELL_TEXT, 0, 0 },
	[CHARGE_EFFECT] = { "effect", CELL_TEXT, 0, 0 }
};
const struct table_schema lib_fire_charge_table = {
	"lib/musketry-charge.csv", fcharge_columns
};

const struct table_schema *const lib_tables[] = {
	&lib_modifier_table, &lib_outnumbered_table, &lib_guns_table,
	&lib_quality_table, &lib_condition_table, &lib_effectiveness_table,
	&lib_dice_table, &lib_leader_table, &lib_maneuver_modifier_table,
	&lib_fire_modifier_table, &lib_formation_table, &lib_ground_table,
	&lib_terrain_table, &lib_cavalry_table, &lib_rein_table,
	&lib_result_table, &lib_effect_table, &lib_radius_table,
	&lib_maneuver_formation_table, &lib_in_command_table,
	&lib_out_of_command_table, &lib_maneuver_effect_table,
	&lib_allow_table, &lib_move_table, &lib_weapon_table,
	&lib_fire_point_table, &lib_fire_table, &lib_fpm_table,
	&lib_cover_table, &lib_target_formation_table, &lib_musketry_table,
	&lib_fire_result_table, &lib_fire_effect_table,
	&lib_fire_charge_table, NULL
};
