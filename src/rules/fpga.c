/*
 * fpga.c - every table of tables/fpga/, declared once (fpga.h), for the
 * nine fpga tools and the rules they share.
 */
#include "err.h"
#include "fpga.h"

static const struct column fpga_artillery_guns_columns[] = {
	[GUN_NAME] = { "gun", CELL_KEY, 0, 0 },
	[GUN_POUNDS] = { "pounds", CELL_TEXT, 0, 0 },
	[GUN_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[GUN_HIT_ON] = { "hit_on", CELL_WHOLE, 1, 100 },
	[GUN_READING] = { "reading", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_artillery_guns_table = {
	"fpga/artillery-guns.csv", fpga_artillery_guns_columns
};

static const struct column fpga_artillery_columns[] = {
	[BAND_GUN] = { "gun", CELL_PART, 0, 0 },
	[BAND_NAME] = { "band", CELL_PART, 0, 0 },
	[BAND_UP_TO] = { "up_to", CELL_DISTANCE, 0, 1000 },
	[BAND_DICE] = { "dice", CELL_WHOLE, 1, GUN_DICE_MAX },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_artillery_table = {
	"fpga/artillery.csv", fpga_artillery_columns
};

static const struct column fpga_artillery_conditions_columns[] = {
	[ARTILLERY_CONDITION_NAME] = { "condition", CELL_KEY, 0, 0 },
	[ARTILLERY_CONDITION_KIND] = { "kind", CELL_TEXT, 0, 0 },
	[ARTILLERY_CONDITION_LINE] = { "line", CELL_WHOLE, 1, 99 },
	[ARTILLERY_CONDITION_REASON] = { "reason", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_artillery_conditions_table = {
	"fpga/artillery-conditions.csv", fpga_artillery_conditions_columns
};

static const struct column fpga_cd_range_columns[] = {
	[RANGE_FROM] = { "from", CELL_DISTANCE, 0, 10000 },
	[RANGE_MAX_CDS] = { "max_cds", CELL_WHOLE, 0, CONTROL_DICE_MAX },
	[RANGE_COST_EACH] = { "cost_each", CELL_WHOLE, 0, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_cd_range_table = {
	"fpga/cd-range.csv", fpga_cd_range_columns
};

static const struct column fpga_combat_conditions_columns[] = {
	[COMBAT_CONDITION_NAME] = { "condition", CELL_KEY, 0, 0 },
	[COMBAT_CONDITION_KIND] = { "kind", CELL_TEXT, 0, 0 },
	[COMBAT_CONDITION_REASON] = { "reason", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_combat_conditions_table = {
	"fpga/combat-conditions.csv", fpga_combat_conditions_columns
};

static const struct column fpga_combat_extra_dice_columns[] = {
	[EXTRA_NAME] = { "extra", CELL_KEY, 0, 0 },
	[EXTRA_DICE] = { "dice", CELL_WHOLE, 0, 4 },
	[EXTRA_MOST] = { "most", CELL_WHOLE, 0, 4 },
	[EXTRA_CONDITION] = { "condition", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_combat_extra_dice_table = {
	"fpga/combat-extra-dice.csv", fpga_combat_extra_dice_columns
};

static const struct column fpga_combat_to_hit_columns[] = {
	[TO_HIT_ROLLER] = { "roller", CELL_PART, 0, 0 },
	[TO_HIT_ROLE] = { "role", CELL_PART, 0, 0 },
	[TO_HIT_TARGET] = { "target", CELL_PART, 0, 0 },
	[TO_HIT_TARGET_COVER] = { "target_cover", CELL_PART, 0, 0 },
	[TO_HIT_HIT_ON] = { "hit_on", CELL_WHOLE, 2, 100 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_combat_to_hit_table = {
	"fpga/combat-to-hit.csv", fpga_combat_to_hit_columns
};

static const struct column fpga_combat_units_columns[] = {
	[UNIT_NAME] = { "unit", CELL_KEY, 0, 0 },
	[UNIT_ARM] = { "arm", CELL_TEXT, 0, 0 },
	[UNIT_FIGHTS] = { "fights", CELL_FLAG, 0, 0 },
	[UNIT_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[UNIT_BONUS_AGAINST] = { "bonus_against", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_combat_units_table = {
	"fpga/combat-units.csv", fpga_combat_units_columns
};

static const struct column fpga_control_columns[] = {
	[CONTROL_MIN] = { "min", CELL_LOW, -99, 99 },
	[CONTROL_MAX] = { "max", CELL_HIGH, -99, 99 },
	[CONTROL_NEAR] = { "near", CELL_TEXT, 0, 0 },
	[CONTROL_FAR] = { "far", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_control_table = {
	"fpga/control.csv", fpga_control_columns
};

static const struct column fpga_enemy_columns[] = {
	[ENEMY_NAME] = { "enemy", CELL_KEY, 0, 0 },
	[ENEMY_FROM] = { "from", CELL_DISTANCE, 0, 10000 },
	[ENEMY_MAY_BE_INACTIVE] = { "may_be_inactive", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_enemy_table = {
	"fpga/enemy.csv", fpga_enemy_columns
};

static const struct column fpga_escape_artillery_columns[] = {
	[ESCAPE_ARTILLERY_DICE] = { "dice", CELL_WHOLE, 1,
	    ESCAPE_DICE_MAX },
	[ESCAPE_ARTILLERY_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[ESCAPE_ARTILLERY_COMPARE] = { "compare", CELL_TEXT, 0, 0 },
	[ESCAPE_ARTILLERY_HIT_IF] = { "attacker_hit_if", CELL_TEXT, 0, 0 },
	[ESCAPE_ARTILLERY_HITS] = { "attacker_hits", CELL_WHOLE, 0, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_escape_artillery_table = {
	"fpga/escape-artillery.csv", fpga_escape_artillery_columns
};

static const struct column fpga_escape_battery_columns[] = {
	[BATTERY_NAME] = { "battery", CELL_KEY, 0, 0 },
	[BATTERY_INFANTRY] = { "infantry", CELL_WHOLE, 0, 1000 },
	[BATTERY_CAVALRY] = { "cavalry", CELL_WHOLE, 0, 1000 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_escape_battery_table = {
	"fpga/escape-battery.csv", fpga_escape_battery_columns
};

static const struct column fpga_escape_cavalry_columns[] = {
	[CAVALRY_SIDES] = { "sides", CELL_WHOLE, 2, EVADE_SIDES_MAX },
	[CAVALRY_TIE] = { "tie", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_escape_cavalry_table = {
	"fpga/escape-cavalry.csv", fpga_escape_cavalry_columns
};

static const struct column fpga_escape_combat_columns[] = {
	[ESCAPE_COMBAT_TYPE] = { "type", CELL_KEY, 0, 0 },
	[ESCAPE_COMBAT_UNIT] = { "combat_unit", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_escape_combat_table = {
	"fpga/escape-combat.csv", fpga_escape_combat_columns
};

static const struct column fpga_escape_evade_columns[] = {
	[EVADE_TYPE] = { "type", CELL_KEY, 0, 0 },
	[EVADE_MODIFIER] = { "modifier", CELL_WHOLE, -99, 99 },
	[EVADE_EVADES] = { "evades", CELL_FLAG, 0, 0 },
	[EVADE_AUTO] = { "auto", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_escape_evade_table = {
	"fpga/escape-evade.csv", fpga_escape_evade_columns
};

static const struct column fpga_initiative_columns[] = {
	[INITIATIVE_DICE] = { "dice", CELL_WHOLE, 1, INITIATIVE_DICE_MAX },
	[INITIATIVE_SIDES] = { "sides", CELL_WHOLE, 2,
	    INITIATIVE_SIDES_MAX },
	[INITIATIVE_TIEBREAK_SIDES] = { "tiebreak_sides", CELL_WHOLE, 2,
	    100 },
	[INITIATIVE_MAX_REROLLS] = { "max_rerolls", CELL_WHOLE, 0,
	    INITIATIVE_DICE_MAX },
	[INITIATIVE_CD_PER_REROLL] = { "cd_per_reroll", CELL_WHOLE, 0, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_initiative_table = {
	"fpga/initiative.csv", fpga_initiative_columns
};

static const struct column fpga_move_columns[] = {
	[MOVE_TYPE] = { "type", CELL_KEY, 0, 0 },
	[MOVE_BASE] = { "base", CELL_DISTANCE, 0, 1000 },
	[MOVE_NEAR_BASE] = { "near_base", CELL_DISTANCE, 0, 1000 },
	[MOVE_NEAR_DICE] = { "near_dice", CELL_WHOLE, 0, 1 },
	[MOVE_ROUGH] = { "rough", CELL_TEXT, 0, 0 },
	[MOVE_ROUGH_NEEDS_SK] = { "rough_needs_sk", CELL_FLAG, 0, 0 },
	[MOVE_RETRO] = { "retro", CELL_TEXT, 0, 0 },
	[MOVE_OBSTACLE] = { "obstacle", CELL_TEXT, 0, 0 },
	[MOVE_CHANGE_FACE] = { "change_face", CELL_TEXT, 0, 0 },
	[MOVE_INTERPENETRATE] = { "interpenetrate", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_move_table = {
	"fpga/move.csv", fpga_move_columns
};

static const struct column fpga_move_rules_columns[] = {
	[RULES_NEAR_WITHIN] = { "near_within", CELL_DISTANCE, 0, 1000 },
	[RULES_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[RULES_REROLL_BELOW] = { "reroll_below", CELL_WHOLE, 1, 101 },
	[RULES_APPLY_RATE] = { "apply_rate", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_move_rules_table = {
	"fpga/move-rules.csv", fpga_move_rules_columns
};

static const struct column fpga_officer_columns[] = {
	[OFFICER_LOW] = { "low", CELL_LOW, -1000, 1000 },
	[OFFICER_HIGH] = { "high", CELL_HIGH, -1000, 1000 },
	[OFFICER_RESULT] = { "result", CELL_TEXT, 0, 0 },
	[OFFICER_EFFECT] = { "effect", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_officer_table = {
	"fpga/officer.csv", fpga_officer_columns
};

static const struct column fpga_officer_modifiers_columns[] = {
	[OFFICER_MOD_NAME] = { "name", CELL_KEY, 0, 0 },
	[OFFICER_MOD_VALUE] = { "value", CELL_WHOLE, -99, 99 },
	[OFFICER_MOD_COUNT_REROLLS] = { "count_rerolls", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_officer_modifiers_table = {
	"fpga/officer-modifiers.csv", fpga_officer_modifiers_columns
};

static const struct column fpga_officer_roll_columns[] = {
	[ROLL_DICE] = { "dice", CELL_WHOLE, 1, OFFICER_DICE_MAX },
	[ROLL_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_officer_roll_table = {
	"fpga/officer-roll.csv", fpga_officer_roll_columns
};

static const struct column fpga_recovery_columns[] = {
	[RECOVERY_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[RECOVERY_COMPARE] = { "compare", CELL_TEXT, 0, 0 },
	[RECOVERY_REMOVES] = { "removes", CELL_WHOLE, 1,
	    RECOVERY_HITS_MAX },
	[RECOVERY_MIN_ENEMY_DISTANCE] = { "min_enemy_distance", CELL_DISTANCE,
	    0, 10000 },
	[RECOVERY_STATUS] = { "status", CELL_TEXT, 0, 0 },
	[RECOVERY_CD_REROLLS] = { "cd_rerolls", CELL_WHOLE, 0,
	    RECOVERY_REROLLS_MAX },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_recovery_table = {
	"fpga/recovery.csv", fpga_recovery_columns
};

static const struct column fpga_rerolls_columns[] = {
	[REROLL_MECHANIC] = { "mechanic", CELL_PART, 0, 0 },
	[REROLL_KIND] = { "kind", CELL_PART, 0, 0 },
	[REROLL_REROLLS] = { "rerolls", CELL_TEXT, 0, 0 },
	[REROLL_COUNTS_ON] = { "counts_on", CELL_TEXT, 0, 0 },
	[REROLL_CANCEL] = { "cancel", CELL_FLAG, 0, 0 },
	[REROLL_READING] = { "reading", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_rerolls_table = {
	"fpga/rerolls.csv", fpga_rerolls_columns
};

static const struct column fpga_skirmish_columns[] = {
	[SK_RATING] = { "sk", CELL_KEY, 0, 0 },
	[SK_DICE] = { "dice", CELL_WHOLE, 1, SK_DICE_MAX },
	[SK_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[SK_RANGE] = { "range", CELL_DISTANCE, 0, 1000 },
	[SK_HIT_ON] = { "hit_on", CELL_WHOLE, 1, 100 },
	[SK_SAVE_ON] = { "save_on", CELL_WHOLE, 1, 100 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_skirmish_table = {
	"fpga/skirmish.csv", fpga_skirmish_columns
};

static const struct column fpga_skirmish_reminders_columns[] = {
	[REMINDER_RULE] = { "rule", CELL_KEY, 0, 0 },
	[REMINDER_TEXT] = { "reminder", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_skirmish_reminders_table = {
	"fpga/skirmish-reminders.csv", fpga_skirmish_reminders_columns
};

static const struct column fpga_skirmish_saves_columns[] = {
	[SAVE_CONDITION] = { "condition", CELL_KEY, 0, 0 },
	[SAVE_GIVES_SAVE] = { "gives_save", CELL_FLAG, 0, 0 },
	[SAVE_REASON] = { "reason", CELL_TEXT, 0, 0 },
	[SAVE_READING] = { "reading", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_skirmish_saves_table = {
	"fpga/skirmish-saves.csv", fpga_skirmish_saves_columns
};

static const struct column fpga_skirmish_targets_columns[] = {
	[TARGET_NAME] = { "target", CELL_KEY, 0, 0 },
	[TARGET_SK_HITS] = { "sk_hits", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_skirmish_targets_table = {
	"fpga/skirmish-targets.csv", fpga_skirmish_targets_columns
};

static const struct column fpga_test_columns[] = {
	[TEST_DICE] = { "dice", CELL_WHOLE, 1, CONTROL_DICE_MAX },
	[TEST_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[TEST_KEEP] = { "keep", CELL_WHOLE, 1, CONTROL_DICE_MAX },
	[TEST_MIN_MOD] = { "min_mod", CELL_WHOLE, -99, 99 },
	[TEST_MAX_MOD] = { "max_mod", CELL_WHOLE, -99, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema fpga_test_table = {
	"fpga/test.csv", fpga_test_columns
};

const struct table_schema *const fpga_tables[] = {
	&fpga_artillery_guns_table,
	&fpga_artillery_table,
	&fpga_artillery_conditions_table,
	&fpga_cd_range_table,
	&fpga_combat_conditions_table,
	&fpga_combat_extra_dice_table,
	&fpga_combat_to_hit_table,
	&fpga_combat_units_table,
	&fpga_control_table,
	&fpga_enemy_table,
	&fpga_escape_artillery_table,
	&fpga_escape_battery_table,
	&fpga_escape_cavalry_table,
	&fpga_escape_combat_table,
	&fpga_escape_evade_table,
	&fpga_initiative_table,
	&fpga_move_table,
	&fpga_move_rules_table,
	&fpga_officer_table,
	&fpga_officer_modifiers_table,
	&fpga_officer_roll_table,
	&fpga_recovery_table,
	&fpga_rerolls_table,
	&fpga_skirmish_table,
	&fpga_skirmish_reminders_table,
	&fpga_skirmish_saves_table,
	&fpga_skirmish_targets_table,
	&fpga_test_table,
	NULL
};

void
fpga_check_units(const struct table *t, int column, const struct table *units)
{
	const char *name;
	long unit;
	size_t row;

	for (row = 0; row < t->rows; row++) {
		name = cell_text(t, row, column);
		if (*name == '\0')
			continue;
		if ((unit = table_find(units, UNIT_NAME, name)) < 0)
			table_fail(t, row, column, "%s is not a unit of %s",
			    quoted(name), units->path);
		if (!cell_whole(units, (size_t)unit, UNIT_FIGHTS))
			table_fail(t, row, column, "%s does not fight a combat "
			    "(%s)", quoted(name), table_source(units,
			    (size_t)unit));
	}
}
