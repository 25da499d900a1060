/* bacw.c - every CSV of tables/bacw/, declared once */
#include <string.h>

#include "bacw.h"

const char *const bacw_formation[FORMATION_COUNT] = {
	[FORMATION_LINE] = "line",
	[FORMATION_COLUMN] = "column"
};

int
bacw_formation_named(const char *name)
{
	int i;

	for (i = 0; i < FORMATION_COUNT; i++)
		if (strcmp(bacw_formation[i], name) == 0)
			return i;
	return -1;
}

/* The order test. */

static const struct column morale_columns[MORALE_COUNT + 1] = {
	[MORALE_EXPERIENCE] = { "experience", CELL_KEY, 0, 0 },
	[MORALE_MORALE] = { "morale", CELL_WHOLE, 0, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_morale_table = {
	"bacw/morale.csv", morale_columns
};

static const struct column order_commander_columns[ORDER_COMMANDER_COUNT
    + 1] = {
	[ORDER_COMMANDER_NAME] = { "commander", CELL_KEY, 0, 0 },
	[ORDER_COMMANDER_BONUS] = { "bonus", CELL_WHOLE, -99, 99 },
	[ORDER_COMMANDER_CONDITION] = { "condition", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_order_commander_table = {
	"bacw/commanders.csv", order_commander_columns
};

static const struct column order_test_columns[ORDER_TEST_COUNT + 1] = {
	[ORDER_TEST_DICE] = { "dice", CELL_WHOLE, 1, 10 },
	[ORDER_TEST_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[ORDER_TEST_BLUNDER_FROM] = { "blunder_from", CELL_WHOLE, 1, 1000 },
	[ORDER_TEST_ON_FAIL] = { "on_fail", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_order_test_table = {
	"bacw/test.csv", order_test_columns
};

static const struct column order_columns[ORDER_COUNT + 1] = {
	[ORDER_NAME] = { "order", CELL_KEY, 0, 0 },
	[ORDER_NEEDS_TEST] = { "needs_test", CELL_FLAG, 0, 0 },
	[ORDER_PINS_REMOVED] = { "pins_removed", CELL_WHOLE, 0, PINS_MAX },
	[ORDER_EXTRA_DIE] = { "extra_die", CELL_WHOLE, 0, 100 },
	[ORDER_AGGRESSIVE] = { "aggressive", CELL_FLAG, 0, 0 },
	[ORDER_ENEMY] = { "enemy", CELL_TEXT, 0, 0 },
	[ORDER_ON_PASS] = { "on_pass", CELL_TEXT, 0, 0 },
	[ORDER_ON_FAIL] = { "on_fail", CELL_TEXT, 0, 0 },
	[ORDER_GENERAL_FAILURE] = { "general_failure", CELL_FLAG, 0, 0 },
	[ORDER_SEES_ENEMY] = { "sees_enemy", CELL_FLAG, 0, 0 },
	[ORDER_GOES_DOWN] = { "goes_down", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_order_table = {
	"bacw/orders.csv", order_columns
};

static const struct column order_reason_columns[ORDER_REASON_COUNT + 1] = {
	[ORDER_REASON_NAME] = { "reason", CELL_KEY, 0, 0 },
	[ORDER_REASON_PINS_ON_FAIL] = { "pins_on_fail", CELL_WHOLE, 0,
	    PINS_MAX },
	[ORDER_REASON_FRIENDLY_PINS_ON_FAIL] = { "friendly_pins_on_fail",
	    CELL_WHOLE, 0, PINS_MAX },
	[ORDER_REASON_AGGRESSIVE_ONLY] = { "aggressive_only", CELL_FLAG, 0,
	    0 },
	[ORDER_REASON_ON_PASS] = { "on_pass", CELL_TEXT, 0, 0 },
	[ORDER_REASON_ON_FAIL] = { "on_fail", CELL_TEXT, 0, 0 },
	[ORDER_REASON_GENERAL_FAILURE] = { "general_failure", CELL_FLAG, 0,
	    0 },
	[ORDER_REASON_ORDERS] = { "orders", CELL_TEXT, 0, 0 },
	[ORDER_REASON_BLUNDERS] = { "blunders", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_order_reason_table = {
	"bacw/reasons.csv", order_reason_columns
};

static const struct column blunder_columns[BLUNDER_COUNT + 1] = {
	[BLUNDER_ROLL] = { "roll", CELL_WHOLE, 1, 100 },
	[BLUNDER_RESULT] = { "result", CELL_TEXT, 0, 0 },
	[BLUNDER_PINS] = { "pins", CELL_WHOLE, 0, PINS_MAX },
	[BLUNDER_FRIENDLY_PINS] = { "friendly_pins", CELL_WHOLE, 0,
	    PINS_MAX },
	[BLUNDER_EFFECT] = { "effect", CELL_TEXT, 0, 0 },
	[BLUNDER_PINS_IN_RANGE] = { "pins_in_range", CELL_WHOLE, 0,
	    PINS_MAX },
	[BLUNDER_EFFECT_IN_RANGE] = { "effect_in_range", CELL_TEXT, 0, 0 },
	[BLUNDER_EFFECT_NO_ENEMY] = { "effect_no_enemy", CELL_TEXT, 0, 0 },
	[BLUNDER_EFFECT_CANNOT_GO_DOWN] = { "effect_cannot_go_down",
	    CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_blunder_table = {
	"bacw/blunder.csv", blunder_columns
};

static const struct column order_dice_columns[ORDER_DICE_COUNT + 1] = {
	[ORDER_DICE_BRIGADE] = { "brigade_commander", CELL_WHOLE, 0, 9 },
	[ORDER_DICE_INDEPENDENT] = { "independent_unit", CELL_WHOLE, 0, 9 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_order_dice_table = {
	"bacw/order-dice.csv", order_dice_columns
};

/* The morale test. */

static const struct column test_columns[TEST_COUNT + 1] = {
	[TEST_DICE] = { "dice", CELL_WHOLE, 1, 10 },
	[TEST_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[TEST_FULL_BASES] = { "full_bases", CELL_WHOLE, 0, BASES_MAX },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_morale_test_table = {
	"bacw/morale-test.csv", test_columns
};

static const struct column morale_modifier_columns[MORALE_MODIFIER_COUNT
    + 1] = {
	[MORALE_MODIFIER_NAME] = { "modifier", CELL_KEY, 0, 0 },
	[MORALE_MODIFIER_VALUE] = { "value", CELL_WHOLE, -99, 99 },
	[MORALE_MODIFIER_PER] = { "per", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_morale_modifier_table = {
	"bacw/morale-modifiers.csv", morale_modifier_columns
};

static const struct column commander_columns[COMMANDER_COUNT + 1] = {
	[COMMANDER_NAME] = { "commander", CELL_KEY, 0, 0 },
	[COMMANDER_BONUS] = { "bonus", CELL_WHOLE, -99, 99 },
	[COMMANDER_REQUIRES] = { "requires", CELL_TEXT, 0, 0 },
	[COMMANDER_EXCLUDES] = { "excludes", CELL_TEXT, 0, 0 },
	[COMMANDER_STACKS] = { "stacks", CELL_FLAG, 0, 0 },
	[COMMANDER_CONDITION] = { "condition", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_morale_commander_table = {
	"bacw/morale-commanders.csv", commander_columns
};

static const struct column reason_columns[REASON_COUNT + 1] = {
	[REASON_NAME] = { "reason", CELL_KEY, 0, 0 },
	[REASON_IGNORE_BASE_LOSS] = { "ignore_base_loss", CELL_FLAG, 0, 0 },
	[REASON_EXTRA_DIE] = { "extra_die_on_pass", CELL_WHOLE, 0, 100 },
	[REASON_FRIENDLY_PINS] = { "friendly_pins_on_fail", CELL_WHOLE, 0,
	    PINS_MAX },
	[REASON_PASS_RESULT] = { "pass_result", CELL_TEXT, 0, 0 },
	[REASON_FAIL_RESULT] = { "fail_result", CELL_TEXT, 0, 0 },
	[REASON_ON_PASS] = { "on_pass", CELL_TEXT, 0, 0 },
	[REASON_ON_FAIL] = { "on_fail", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_morale_reason_table = {
	"bacw/morale-reasons.csv", reason_columns
};

/* Shooting and hand-to-hand combat. */

static const struct column unit_columns[UNIT_COUNT + 1] = {
	[UNIT_NAME] = { "unit", CELL_KEY, 0, 0 },
	[UNIT_BASES] = { "default_bases", CELL_WHOLE, 1, BASES_MAX },
	[UNIT_WEAPON] = { "default_weapon", CELL_TEXT, 0, 0 },
	[UNIT_PER_BASE] = { "casualties_per_base", CELL_WHOLE, 1,
	    CASUALTIES_MAX },
	[UNIT_SMALL] = { "small", CELL_FLAG, 0, 0 },
	[UNIT_MOUNTED] = { "mounted", CELL_FLAG, 0, 0 },
	[UNIT_CANNON] = { "cannon", CELL_FLAG, 0, 0 },
	[UNIT_CAN_GO_DOWN] = { "can_go_down", CELL_FLAG, 0, 0 },
	[UNIT_LINE_STOPS_CAVALRY] = { "line_stops_cavalry", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_unit_table = {
	"bacw/units.csv", unit_columns
};

static const struct column shoot_columns[SHOOT_COUNT + 1] = {
	[SHOOT_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[SHOOT_HIT_ON] = { "hit_on", CELL_WHOLE, 1, 100 },
	/* Held against --range, which stops at RANGE_MAX. */
	[SHOOT_CLOSE_RANGE] = { "close_range", CELL_DISTANCE, 0, RANGE_MAX },
	[SHOOT_LONG_PERCENT] = { "long_beyond_percent", CELL_WHOLE, 0, 100 },
	[SHOOT_PINS_ON_HIT] = { "pins_on_hit", CELL_WHOLE, 0, PINS_MAX },
	[SHOOT_ENFILADE_PINS] = { "enfilade_pins", CELL_WHOLE, 0, PINS_MAX },
	[SHOOT_TEST_UP_TO] = { "test_up_to_bases", CELL_WHOLE, 0, BASES_MAX },
	[SHOOT_BY_START] = { "by_start_bases", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_shoot_table = {
	"bacw/shoot.csv", shoot_columns
};

static const struct column shoot_modifier_columns[MODIFIER_COUNT + 1] = {
	[MODIFIER_NAME] = { "modifier", CELL_KEY, 0, 0 },
	[MODIFIER_VALUE] = { "value", CELL_WHOLE, -99, 99 },
	[MODIFIER_IN_MELEE] = { "in_melee", CELL_FLAG, 0, 0 },
	[MODIFIER_CONDITION] = { "condition", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_shoot_modifier_table = {
	"bacw/shoot-modifiers.csv", shoot_modifier_columns
};

static const struct column cover_columns[COVER_COUNT + 1] = {
	[COVER_NAME] = { "cover", CELL_KEY, 0, 0 },
	[COVER_MODIFIER] = { "modifier", CELL_WHOLE, -99, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_cover_table = {
	"bacw/cover.csv", cover_columns
};

static const struct column experience_columns[EXPERIENCE_COUNT + 1] = {
	[EXPERIENCE_NAME] = { "experience", CELL_KEY, 0, 0 },
	[EXPERIENCE_TO_HIT] = { "to_hit", CELL_WHOLE, -99, 99 },
	[EXPERIENCE_WOUND_ON] = { "wound_on", CELL_WHOLE, 1, 100 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_experience_table = {
	"bacw/experience.csv", experience_columns
};

static const struct column extreme_columns[EXTREME_COUNT + 1] = {
	[EXTREME_LOW] = { "low", CELL_LOW, -999, 999 },
	[EXTREME_HIGH] = { "high", CELL_HIGH, -999, 999 },
	[EXTREME_FIRST] = { "first", CELL_WHOLE, 0, 100 },
	[EXTREME_THEN] = { "then", CELL_WHOLE, 0, 100 },
	[EXTREME_READING] = { "reading", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_extreme_table = {
	"bacw/to-hit-extremes.csv", extreme_columns
};

static const struct column exceptional_columns[EXCEPTIONAL_COUNT + 1] = {
	[EXCEPTIONAL_TRIGGER] = { "trigger", CELL_WHOLE, 1, 100 },
	[EXCEPTIONAL_KILLS_ON] = { "reroll_kills_on", CELL_WHOLE, 1, 100 },
	[EXCEPTIONAL_IN_MELEE] = { "in_melee", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_exceptional_table = {
	"bacw/exceptional.csv", exceptional_columns
};

/* Shooting. */

static const struct column shots_columns[SHOTS_COUNT + 1] = {
	[SHOTS_UNIT] = { "unit", CELL_PART, 0, 0 },
	[SHOTS_FORMATION] = { "formation", CELL_PART, 0, 0 },
	[SHOTS_BASES] = { "bases_firing", CELL_WHOLE, 0, BASES_MAX },
	[SHOTS_PER_BASE] = { "shots_per_base", CELL_WHOLE, 0, SHOTS_MAX },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_shots_table = {
	"bacw/shots.csv", shots_columns
};

static const struct column weapon_columns[WEAPON_COUNT + 1] = {
	[WEAPON_NAME] = { "weapon", CELL_KEY, 0, 0 },
	[WEAPON_MAX_RANGE] = { "max_range", CELL_DISTANCE, 0, RANGE_MAX },
	[WEAPON_POINT_BLANK] = { "point_blank", CELL_DISTANCE, 0, RANGE_MAX },
	[WEAPON_DAMAGE] = { "damage", CELL_WHOLE, 0, 10 },
	[WEAPON_DAMAGE_POINT_BLANK] = { "damage_point_blank", CELL_WHOLE,
	    0, 10 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_weapon_table = {
	"bacw/weapons.csv", weapon_columns
};

static const struct column damage_columns[DAMAGE_COUNT + 1] = {
	[DAMAGE_IS] = { "damage_is", CELL_TEXT, 0, 0 },
	[DAMAGE_SIDES] = { "sides", CELL_WHOLE, 1, 100 },
	[DAMAGE_READING] = { "reading", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_damage_table = {
	"bacw/damage.csv", damage_columns
};

/* Hand-to-hand combat. */

static const struct column melee_dice_columns[DICE_COUNT + 1] = {
	[DICE_UNIT] = { "unit", CELL_PART, 0, 0 },
	[DICE_CHARGING] = { "charging", CELL_FLAG, 0, 0, .part = 1 },
	[DICE_PER_BASE] = { "dice_per_base", CELL_WHOLE, 0, 99 },
	[DICE_READING] = { "reading", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_melee_dice_table = {
	"bacw/melee-dice.csv", melee_dice_columns
};

static const struct column melee_columns[MELEE_COUNT + 1] = {
	[MELEE_COLUMN_BASES] = { "column_bases", CELL_WHOLE, 1, BASES_MAX },
	[MELEE_PINS_ON_LOSS] = { "pins_on_loss", CELL_WHOLE, 0, PINS_MAX },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_melee_table = {
	"bacw/melee.csv", melee_columns
};

static const struct column evade_columns[EVADE_COUNT + 1] = {
	[EVADE_UNIT] = { "unit", CELL_KEY, 0, 0 },
	[EVADE_EFFECT] = { "effect", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_evade_table = {
	"bacw/melee-evade.csv", evade_columns
};

static const struct column melee_modifier_columns[ATTACK_COUNT + 1] = {
	[ATTACK_NAME] = { "modifier", CELL_KEY, 0, 0 },
	[ATTACK_VALUE] = { "value", CELL_WHOLE, -99, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema bacw_melee_modifier_table = {
	"bacw/melee-modifiers.csv", melee_modifier_columns
};

const struct table_schema *const bacw_tables[] = {
	&bacw_morale_table, &bacw_order_commander_table,
	&bacw_order_test_table, &bacw_order_table, &bacw_order_reason_table,
	&bacw_blunder_table, &bacw_order_dice_table,
	&bacw_morale_test_table, &bacw_morale_modifier_table,
	&bacw_morale_commander_table, &bacw_morale_reason_table,
	&bacw_unit_table, &bacw_shoot_table, &bacw_shoot_modifier_table,
	&bacw_cover_table, &bacw_experience_table, &bacw_extreme_table,
	&bacw_exceptional_table,
	&bacw_shots_table, &bacw_weapon_table, &bacw_damage_table,
	&bacw_melee_dice_table, &bacw_melee_table, &bacw_evade_table,
	&bacw_melee_modifier_table,
	NULL
};
