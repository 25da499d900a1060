/*
 * pw3x3.h - the 3x3 Portable Wargame as data: every table of
 * tables/pw3x3/ declared once, and what pw3x3-combat, pw3x3-activation
 * and pw3x3-setup share of them (the rolls of dice.csv, the sides, a
 * unit's table), so that the three read one house table alike.
 */
#ifndef MUSKET_PW3X3_H
#define MUSKET_PW3X3_H

#include <stddef.h>

#include "table.h"

/* pw3x3/dice.csv: each roll of the game by name, its dice and sides. */
enum { DICE_ROLL, DICE_DICE, DICE_SIDES, DICE_COUNT };
extern const struct table_schema pw3x3_dice_table;
#define PW3X3_DICE_MAX	10	/* dice in one roll, as dice.csv allows */

/* Its rows, each required by pw3x3_check_dice(), in the file's order. */
enum { ROLL_CLOSE, ROLL_FIRE, ROLL_HIT, ROLL_GENERAL, ROLL_ACTIVATION,
	ROLL_SETUP, ROLL_TERRAIN, ROLL_COUNT };
extern const char *const pw3x3_roll[ROLL_COUNT];

/*
 * Once dice.csv is loaded: a row for every roll, and one die where
 * faces are compared or read as bands (activation, set-up, terrain),
 * else table_fail(); row[] gets each roll's row, so that a mechanic
 * reads it by index.
 */
void pw3x3_check_dice(const struct table *dice, size_t row[ROLL_COUNT]);

/* The sides of a battle, as words and as a side option's choices. */
enum { ATTACKER, DEFENDER, SIDE_COUNT };
extern const char *const pw3x3_side[SIDE_COUNT];
extern const char pw3x3_sides[];	/* "attacker,defender" */

/* pw3x3/units.csv, one row: a fresh unit's SP, what a hit costs, how
 * far it retreats, and the units an army starts with. */
enum { UNITS_SP, UNITS_SP_LOST, UNITS_RETREAT, UNITS_PER_ARMY,
	UNITS_COUNT };
extern const struct table_schema pw3x3_units_table;
/* Its one row, else table_fail(). */
void pw3x3_check_units(const struct table *units);

/* pw3x3/close.csv: close combat's bands of a score, a hit or not. */
enum { CLOSE_LOW, CLOSE_HIGH, CLOSE_HIT, CLOSE_COUNT };
extern const struct table_schema pw3x3_close_table;

/* pw3x3/fire.csv: artillery's bands of a score, landed or not. */
enum { FIRE_LOW, FIRE_HIGH, FIRE_LANDS, FIRE_EFFECT, FIRE_COUNT };
extern const struct table_schema pw3x3_fire_table;

/* pw3x3/close-modifiers.csv and fire-modifiers.csv: a row a modifier,
 * by name. */
enum { MODIFIER_NAME, MODIFIER_VALUE, MODIFIER_CONDITION,
	MODIFIER_COUNT };
extern const struct table_schema pw3x3_close_modifiers_table;
extern const struct table_schema pw3x3_fire_modifiers_table;

/* pw3x3/qualities.csv: a hit unit loses an SP on a hit effect roll up
 * to lose_sp_to, else it may retreat instead. */
enum { QUALITY_NAME, QUALITY_LOSE_SP_TO, QUALITY_COUNT };
extern const struct table_schema pw3x3_qualities_table;

/* pw3x3/general.csv: bands of a General's roll, his fate. */
enum { GENERAL_LOW, GENERAL_HIGH, GENERAL_RESULT, GENERAL_ALIVE,
	GENERAL_EFFECT, GENERAL_COUNT };
extern const struct table_schema pw3x3_general_table;

/* pw3x3/artillery.csv, one row: its range and whether it may move and
 * fire. */
enum { ARTILLERY_RANGE, ARTILLERY_MOVE_AND_FIRE, ARTILLERY_COUNT };
extern const struct table_schema pw3x3_artillery_table;

/* pw3x3/types.csv: which unit types may start a close combat, and
 * advance after one. */
enum { TYPE_NAME, TYPE_MAY_INITIATE, TYPE_MAY_ADVANCE, TYPE_COUNT };
extern const struct table_schema pw3x3_types_table;

/* pw3x3/activation.csv, one row: the turn sequence. */
enum { ACTIVATION_TURN_FROM, ACTIVATION_TIE, ACTIVATION_CAP,
	ACTIVATION_FIXED_ORDER, ACTIVATION_COUNT };
extern const struct table_schema pw3x3_activation_table;

/* pw3x3/terrain.csv: the terrain throws, each a run of bands over the
 * terrain die's faces (pw3x3-setup checks them). */
enum { TERRAIN_THROW, TERRAIN_LOW, TERRAIN_HIGH, TERRAIN_FEATURE,
	TERRAIN_TERRAIN, TERRAIN_PLACEMENT, TERRAIN_THROW_AGAIN,
	TERRAIN_EFFECT, TERRAIN_COUNT };
extern const struct table_schema pw3x3_terrain_table;

/* Every table above, once each; NULL ends. */
extern const struct table_schema *const pw3x3_tables[];

#endif
