/*
 * bolivar.h - the tables of 4 Page Bolivar (tables/bolivar/), each
 * declared once: its columns, in the order the tools index them, and its
 * schema.  bolivar-shoot, bolivar-melee and bolivar-command read them
 * through these, so that a file read by two tools is read alike.
 */
#ifndef MUSKET_BOLIVAR_H
#define MUSKET_BOLIVAR_H

#include "table.h"

/* units.csv: each unit, its class, resolve, dice and formations. */
enum { UNIT_NAME, UNIT_CLASS, UNIT_RESOLVE, UNIT_DICE_PER_RESOLVE,
	UNIT_MELEE, UNIT_FORMATIONS, UNIT_COUNT };
extern const struct table_schema bolivar_units_table;

/* formations.csv: the formations, whether each charges, its faces. */
enum { FORMATION_NAME, FORMATION_CHARGES, FORMATION_FACES,
	FORMATION_COUNT };
extern const struct table_schema bolivar_formations_table;

/* ranges.csv: each shooting unit's bands, outward. */
enum { RANGE_UNIT, RANGE_BAND, RANGE_UP_TO, RANGE_COUNT };
extern const struct table_schema bolivar_ranges_table;

/* stands.csv: the dice each fighter stand shoots with. */
enum { STAND_NAME, STAND_DICE, STAND_PER_RESOLVE, STAND_MODIFIERS,
	STAND_MINIMUM, STAND_SIDES, STAND_COUNT };
extern const struct table_schema bolivar_stands_table;

/* modifiers.csv: the shooting modifiers, each with its conditions. */
enum { MODIFIER_NAME, MODIFIER_DICE, MODIFIER_SHOOTER, MODIFIER_FORMATION,
	MODIFIER_CROWDED, MODIFIER_DIFFICULT, MODIFIER_OBLIQUE,
	MODIFIER_TARGET, MODIFIER_TARGET_IN, MODIFIER_COUNT };
extern const struct table_schema bolivar_modifiers_table;

/* to-hit.csv: the shooting ladder, its first matching row taken. */
enum { HIT_SHOOTER, HIT_BAND, HIT_FIRST_FIRE, HIT_TARGET_IN, HIT_DEEP,
	HIT_ON, HIT_RULE, HIT_COUNT };
extern const struct table_schema bolivar_to_hit_table;

/* shooting.csv: whether a unit in each formation shoots. */
enum { SHOOTING_FORMATION, SHOOTING_SHOOTS, SHOOTING_COUNT };
extern const struct table_schema bolivar_shooting_table;

/* resolve-loss.csv: what a hit costs the target's resolve (a reading). */
enum { LOSS_PER_HIT, LOSS_READING, LOSS_COUNT };
extern const struct table_schema bolivar_resolve_loss_table;

/* melee-dice.csv: each stand's melee dice, its first matching row. */
enum { MELEE_DICE_STAND, MELEE_DICE_UNIT, MELEE_DICE_CHARGING,
	MELEE_DICE_TERRAIN, MELEE_DICE_ENEMY, MELEE_DICE_CONTACT,
	MELEE_DICE_ENEMY_AT, MELEE_DICE_DICE, MELEE_DICE_PER_RESOLVE,
	MELEE_DICE_MODIFIERS, MELEE_DICE_MINIMUM, MELEE_DICE_SIDES,
	MELEE_DICE_RULE, MELEE_DICE_COUNT };
extern const struct table_schema bolivar_melee_dice_table;

/* melee-modifiers.csv: the melee modifiers, each with its conditions. */
enum { MELEE_MODIFIER_NAME, MELEE_MODIFIER_DICE, MELEE_MODIFIER_UNIT,
	MELEE_MODIFIER_FORMATION, MELEE_MODIFIER_CHARGING,
	MELEE_MODIFIER_TERRAIN, MELEE_MODIFIER_CROWDED,
	MELEE_MODIFIER_UPHILL, MELEE_MODIFIER_FORTIFICATIONS,
	MELEE_MODIFIER_SUPPORTED, MELEE_MODIFIER_COUNT };
extern const struct table_schema bolivar_melee_modifiers_table;

/* melee-to-hit.csv: the melee ladder, its first matching row taken. */
enum { MELEE_HIT_UNIT, MELEE_HIT_CHARGING, MELEE_HIT_TERRAIN,
	MELEE_HIT_ENEMY, MELEE_HIT_CONTACT, MELEE_HIT_ON, MELEE_HIT_RULE,
	MELEE_HIT_COUNT };
extern const struct table_schema bolivar_melee_to_hit_table;

/* support.csv: whether a formation or class is supported, and how. */
enum { SUPPORT_NAME, SUPPORT_RULE, SUPPORT_WITHIN, SUPPORT_COUNT };
extern const struct table_schema bolivar_support_table;

/* command.csv, one row: the dice of a command check. */
enum { COMMAND_PER_RESOLVE, COMMAND_FAR_BEYOND, COMMAND_FAR_MODIFIER,
	COMMAND_MINIMUM, COMMAND_HIT_ON, COMMAND_SIDES, COMMAND_COUNT };
extern const struct table_schema bolivar_command_table;

/* command-needed.csv: whether a zone's action needs a check. */
enum { NEEDED_ZONE, NEEDED_ACTION, NEEDED_SHOOTING, NEEDED_NEEDED,
	NEEDED_ALLOWED, NEEDED_NOTE, NEEDED_COUNT };
extern const struct table_schema bolivar_command_needed_table;

/* casualty.csv: the commander casualty dice, routed or not. */
enum { CASUALTY_ROUTED, CASUALTY_DICE, CASUALTY_HIT_ON, CASUALTY_SIDES,
	CASUALTY_COUNT };
extern const struct table_schema bolivar_casualty_table;

/* Every table above, once; a NULL ends it. */
extern const struct table_schema *const bolivar_tables[];

#endif
