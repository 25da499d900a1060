/*
 * bacw.h - the Bolt Action ACW rules as data: every CSV of tables/bacw/
 * declared once, its columns by an enum in the schema's order, and the
 * vocabularies the set's tools share.  The rules several tools share
 * are beside it: bacw-morale-test.h (the morale test) and
 * bacw-shooting.h (to hit and to wound).
 */
#ifndef MUSKET_BACW_H
#define MUSKET_BACW_H

#include "table.h"

/* Bounds of what a player may type of a bacw unit or range, and so of
 * the cells held against it; not rules (those are in the tables). */
enum { PINS_MAX = 99, BASES_MAX = 20, FRIENDS_MAX = 20, RANGE_MAX = 999,
	CASUALTIES_MAX = 99, SHOTS_MAX = 99 };

/* Every schema below, once, and a NULL. */
extern const struct table_schema *const bacw_tables[];

/*
 * The formations a unit fires and fights in: bacw-shoot's --formation,
 * bacw-melee's --SIDE-formation and the formation cells of shots.csv.
 * The sheet keeps no table of them, so they are declared here once.
 */
#define BACW_FORMATIONS	"line,column"
enum { FORMATION_LINE, FORMATION_COLUMN, FORMATION_COUNT };
extern const char *const bacw_formation[FORMATION_COUNT];
/* The formation named name, or -1. */
int bacw_formation_named(const char *name);

/* The order test (bacw-order). */

/* morale.csv: each experience's morale (the morale test's too). */
enum { MORALE_EXPERIENCE, MORALE_MORALE, MORALE_COUNT };
extern const struct table_schema bacw_morale_table;

/* commanders.csv: an order test's commander bonus. */
enum { ORDER_COMMANDER_NAME, ORDER_COMMANDER_BONUS,
	ORDER_COMMANDER_CONDITION, ORDER_COMMANDER_COUNT };
extern const struct table_schema bacw_order_commander_table;

/* test.csv, one row: the dice, the total from which it is a blunder,
 * and on_fail, the failure every failed test has, before the order's
 * and the reason's own. */
enum { ORDER_TEST_DICE, ORDER_TEST_SIDES, ORDER_TEST_BLUNDER_FROM,
	ORDER_TEST_ON_FAIL, ORDER_TEST_COUNT };
extern const struct table_schema bacw_order_test_table;

/* orders.csv.  general_failure: whether a failure is also the test's
 * general one (test.csv on_fail), or the order's on_fail alone (a failed
 * charge halts and may still fire); sees_enemy: the order has an enemy
 * in sight, so --enemy none cannot go with it; goes_down: a unit that
 * cannot go down (units.csv) cannot be given it. */
enum { ORDER_NAME, ORDER_NEEDS_TEST, ORDER_PINS_REMOVED, ORDER_EXTRA_DIE,
	ORDER_AGGRESSIVE, ORDER_ENEMY, ORDER_ON_PASS, ORDER_ON_FAIL,
	ORDER_GENERAL_FAILURE, ORDER_SEES_ENEMY, ORDER_GOES_DOWN,
	ORDER_COUNT };
extern const struct table_schema bacw_order_table;

/* reasons.csv, another occasion for an order test.  general_failure as
 * in orders.csv: a failed woods test still moves; orders: the orders the
 * occasion goes with, ORDERS_SEP between (empty: any), so that a test
 * through woods of a unit firing is refused; blunders: no when a
 * blunder's total just fails, as a brigade's test does (the blunder
 * table moves units). */
#define ORDERS_SEP	' '
enum { ORDER_REASON_NAME, ORDER_REASON_PINS_ON_FAIL,
	ORDER_REASON_FRIENDLY_PINS_ON_FAIL, ORDER_REASON_AGGRESSIVE_ONLY,
	ORDER_REASON_ON_PASS, ORDER_REASON_ON_FAIL,
	ORDER_REASON_GENERAL_FAILURE, ORDER_REASON_ORDERS,
	ORDER_REASON_BLUNDERS, ORDER_REASON_COUNT };
extern const struct table_schema bacw_order_reason_table;

/* blunder.csv, a row a face of the blunder die.  pins and effect: the
 * nearest enemy visible but beyond charge range; the _in_range and
 * _no_enemy cells the other cases (an empty effect cell: the same as
 * effect), and _cannot_go_down the no-enemy case of a unit that cannot
 * go down (empty: the same as effect_no_enemy). */
enum { BLUNDER_ROLL, BLUNDER_RESULT, BLUNDER_PINS, BLUNDER_FRIENDLY_PINS,
	BLUNDER_EFFECT, BLUNDER_PINS_IN_RANGE, BLUNDER_EFFECT_IN_RANGE,
	BLUNDER_EFFECT_NO_ENEMY, BLUNDER_EFFECT_CANNOT_GO_DOWN,
	BLUNDER_COUNT };
extern const struct table_schema bacw_blunder_table;

/* order-dice.csv, one row: the order dice each brigade commander and
 * each independent unit puts in the bag (bacw-draw). */
enum { ORDER_DICE_BRIGADE, ORDER_DICE_INDEPENDENT, ORDER_DICE_COUNT };
extern const struct table_schema bacw_order_dice_table;

/* The morale test (bacw-morale, and bacw-shoot and bacw-melee after). */

/* morale-test.csv, one row: the dice, and the full bases below which a
 * base lost counts. */
enum { TEST_DICE, TEST_SIDES, TEST_FULL_BASES, TEST_COUNT };
extern const struct table_schema bacw_morale_test_table;

/* morale-modifiers.csv: what each of a counted thing is worth. */
enum { MORALE_MODIFIER_NAME, MORALE_MODIFIER_VALUE, MORALE_MODIFIER_PER,
	MORALE_MODIFIER_COUNT };
extern const struct table_schema bacw_morale_modifier_table;

/* morale-commanders.csv: a commander's bonus, the flags he requires or
 * excludes (bacw-morale-test.h's morale_flag), whether he stacks on
 * the best. */
enum { COMMANDER_NAME, COMMANDER_BONUS, COMMANDER_REQUIRES,
	COMMANDER_EXCLUDES, COMMANDER_STACKS, COMMANDER_CONDITION,
	COMMANDER_COUNT };
extern const struct table_schema bacw_morale_commander_table;

/* morale-reasons.csv: why a unit tests, and what comes of it. */
enum { REASON_NAME, REASON_IGNORE_BASE_LOSS, REASON_EXTRA_DIE,
	REASON_FRIENDLY_PINS, REASON_PASS_RESULT, REASON_FAIL_RESULT,
	REASON_ON_PASS, REASON_ON_FAIL, REASON_COUNT };
extern const struct table_schema bacw_morale_reason_table;

/* Shooting and hand-to-hand combat (bacw-shoot, bacw-melee). */

/* units.csv: what each unit is, and what it has by default;
 * line_stops_cavalry, bacw-melee's: cavalry cannot charge it unpinned in
 * line. */
enum { UNIT_NAME, UNIT_BASES, UNIT_WEAPON, UNIT_PER_BASE, UNIT_SMALL,
	UNIT_MOUNTED, UNIT_CANNON, UNIT_CAN_GO_DOWN, UNIT_LINE_STOPS_CAVALRY,
	UNIT_COUNT };
extern const struct table_schema bacw_unit_table;

/* shoot.csv, one row: the die, the number to hit, the ranges, the pins
 * a hit adds, and the bases up to which a loss tests morale. */
enum { SHOOT_SIDES, SHOOT_HIT_ON, SHOOT_CLOSE_RANGE, SHOOT_LONG_PERCENT,
	SHOOT_PINS_ON_HIT, SHOOT_ENFILADE_PINS, SHOOT_TEST_UP_TO,
	SHOOT_BY_START, SHOOT_COUNT };
extern const struct table_schema bacw_shoot_table;

/* shoot-modifiers.csv: what each modifier to hit is worth, and (in_melee,
 * bacw-melee's) whether it holds in hand-to-hand combat too. */
enum { MODIFIER_NAME, MODIFIER_VALUE, MODIFIER_IN_MELEE, MODIFIER_CONDITION,
	MODIFIER_COUNT };
extern const struct table_schema bacw_shoot_modifier_table;

/* cover.csv: the target's cover, to hit. */
enum { COVER_NAME, COVER_MODIFIER, COVER_COUNT };
extern const struct table_schema bacw_cover_table;

/* experience.csv: the firers' modifier to hit, and what a hit on a unit
 * of that experience needs to wound. */
enum { EXPERIENCE_NAME, EXPERIENCE_TO_HIT, EXPERIENCE_WOUND_ON,
	EXPERIENCE_COUNT };
extern const struct table_schema bacw_experience_table;

/* to-hit-extremes.csv: a band of the number to hit, the face the die
 * needs and, past the die, the follow-up's (0: none). */
enum { EXTREME_LOW, EXTREME_HIGH, EXTREME_FIRST, EXTREME_THEN,
	EXTREME_READING, EXTREME_COUNT };
extern const struct table_schema bacw_extreme_table;

/* exceptional.csv, one row: the wound die that is re-rolled, what the
 * re-roll needs to kill the colonel, and whether colonels fall in melee
 * too. */
enum { EXCEPTIONAL_TRIGGER, EXCEPTIONAL_KILLS_ON, EXCEPTIONAL_IN_MELEE,
	EXCEPTIONAL_COUNT };
extern const struct table_schema bacw_exceptional_table;

/* Shooting (bacw-shoot). */

/* shots.csv: the bases that fire and their shots, by unit and
 * formation. */
enum { SHOTS_UNIT, SHOTS_FORMATION, SHOTS_BASES, SHOTS_PER_BASE,
	SHOTS_COUNT };
extern const struct table_schema bacw_shots_table;

/* weapons.csv: each weapon's ranges, and a cannon's damage dice. */
enum { WEAPON_NAME, WEAPON_MAX_RANGE, WEAPON_POINT_BLANK, WEAPON_DAMAGE,
	WEAPON_DAMAGE_POINT_BLANK, WEAPON_COUNT };
extern const struct table_schema bacw_weapon_table;

/* damage.csv, one row: what a cannon's damage dice are, and their die. */
enum { DAMAGE_IS, DAMAGE_SIDES, DAMAGE_READING, DAMAGE_COUNT };
extern const struct table_schema bacw_damage_table;

/* Hand-to-hand combat (bacw-melee). */

/* melee-dice.csv: a unit's dice a base, charging or not. */
enum { DICE_UNIT, DICE_CHARGING, DICE_PER_BASE, DICE_READING, DICE_COUNT };
extern const struct table_schema bacw_melee_dice_table;

/* melee.csv, one row: the bases of a column that fight, and the pins a
 * side that took casualties adds. */
enum { MELEE_COLUMN_BASES, MELEE_PINS_ON_LOSS, MELEE_COUNT };
extern const struct table_schema bacw_melee_table;

/* melee-evade.csv: what a unit that cannot fight does when charged, a
 * row a unit: only the cavalry's skirmish line can remount, so the text
 * is the unit's. */
enum { EVADE_UNIT, EVADE_EFFECT, EVADE_COUNT };
extern const struct table_schema bacw_evade_table;

/* melee-modifiers.csv: the chargers' extra to hit (flank, rear). */
enum { ATTACK_NAME, ATTACK_VALUE, ATTACK_COUNT };
extern const struct table_schema bacw_melee_modifier_table;

#endif
