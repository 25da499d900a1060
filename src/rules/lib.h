/*
 * lib.h - LIB Regimental's tables, each CSV of tables/lib/ declared
 * once: its columns, in the order the tools index them (the header may
 * list them in any order), and its schema.  lib-charge, lib-maneuver
 * and lib-musketry read them through this; the rules they share are in
 * regimental.h, effectiveness.h and modifier-lines.h.
 *
 * The enums are prefixed by their file where two files have alike
 * columns: M for maneuver-*.csv, F for musketry's fire, T for its
 * target-formations.csv.
 */
#ifndef MUSKET_RULES_LIB_H
#define MUSKET_RULES_LIB_H

#include "table.h"

/*
 * The tables of one named modifier a row, a name then its modifier:
 * modifiers.csv (disordered, leader, gaucho, outflanked, cold-steel),
 * outnumbered.csv and guns.csv; quality.csv, condition.csv,
 * formations.csv, ground.csv and cavalry.csv begin alike, so that
 * lib-charge counts a row of any of them one way (lib.c checks it).
 */
enum { ROW_NAME, ROW_MODIFIER, ROW_COUNT };
extern const struct table_schema lib_modifier_table;
extern const struct table_schema lib_outnumbered_table;
extern const struct table_schema lib_guns_table;

/* quality.csv: each quality and its die modifier. */
enum { QUALITY_NAME, QUALITY_MODIFIER, QUALITY_COUNT };
extern const struct table_schema lib_quality_table;

/* condition.csv: each condition and its die modifier. */
enum { CONDITION_NAME, CONDITION_MODIFIER, CONDITION_COUNT };
extern const struct table_schema lib_condition_table;

/*
 * effectiveness.csv: a row for each rating and start: worn at worn_at
 * stands or fewer (blank: "-", fresh straight to spent), spent at
 * spent_at or fewer.  No CELL_LOW: it is no band table.
 */
enum { EFF_RATING, EFF_STANDS, EFF_WORN_AT, EFF_SPENT_AT, EFF_READING,
	EFF_COUNT };
extern const struct table_schema lib_effectiveness_table;

/* dice.csv: the sides of the die of each roll, by its name. */
enum { DICE_ROLL, DICE_SIDES, DICE_COUNT };
extern const struct table_schema lib_dice_table;

/* fallen-leader.csv: a band of the die, its result and effect. */
enum { LEADER_LOW, LEADER_HIGH, LEADER_RESULT, LEADER_EFFECT,
	LEADER_COUNT };
extern const struct table_schema lib_leader_table;

/*
 * The modifier sheets, maneuver-modifiers.csv and fire-modifiers.csv:
 * an alternative's name, its line (counted once), its modifier
 * (modifier-lines.h).
 */
enum { MOD_NAME, MOD_LINE, MOD_MODIFIER, MOD_COUNT };
extern const struct table_schema lib_maneuver_modifier_table;
extern const struct table_schema lib_fire_modifier_table;

/* Charge combat (lib-charge). */

/* formations.csv: the defender's formation, its modifier, whether it is
 * the one -3 with outflanked, a formed square, and who can take it. */
enum { FORMATION_NAME, FORMATION_MODIFIER, FORMATION_AS_OUTFLANKED,
	FORMATION_SQUARE, FORMATION_INFANTRY, FORMATION_CAVALRY,
	FORMATION_GUNS, FORMATION_COUNT };
extern const struct table_schema lib_formation_table;

/* ground.csv: the defender's ground, its modifier, fortified or not. */
enum { GROUND_NAME, GROUND_MODIFIER, GROUND_FORTIFIED, GROUND_COUNT };
extern const struct table_schema lib_ground_table;

/* terrain.csv: the ground charged over; rough disorders the attacker. */
enum { TERRAIN_NAME, TERRAIN_ROUGH, TERRAIN_COUNT };
extern const struct table_schema lib_terrain_table;

/* cavalry.csv: the cavalry charge bonus of each situation. */
enum { CAVALRY_SITUATION, CAVALRY_BONUS, CAVALRY_COUNT };
extern const struct table_schema lib_cavalry_table;

/* rein-in.csv: the die a quality needs to rein in. */
enum { REIN_QUALITY, REIN_NEEDED, REIN_READING, REIN_COUNT };
extern const struct table_schema lib_rein_table;

/* results.csv: the bands of the difference and what each does. */
enum { RESULT_LOW, RESULT_HIGH, RESULT_TOKEN, RESULT_NAME, RESULT_AGAIN,
	RESULT_CARRIED, RESULT_HELD, RESULT_FALLEN_LEADER, RESULT_REIN_IN,
	RESULT_REIN_PASS, RESULT_REIN_FAIL, RESULT_COUNT };
extern const struct table_schema lib_result_table;

/* effects.csv: a result's effects on one side, a clause a row. */
enum { EFFECT_RESULT, EFFECT_SIDE, EFFECT_IF, EFFECT_STANDS,
	EFFECT_PER_POINT, EFFECT_DAMAGED, EFFECT_TEXT, EFFECT_COUNT };
extern const struct table_schema lib_effect_table;

/* The maneuver check (lib-maneuver). */

/* command-radius.csv: the leader's command radius by line of sight. */
enum { RADIUS_BASIS, RADIUS_INCHES, RADIUS_COUNT };
extern const struct table_schema lib_radius_table;

/* maneuver-formations.csv: a formation, who takes it (troops, guns or
 * any), whether it holds on a retreat and whether it skirmishes. */
enum { MFORM_NAME, MFORM_UNIT, MFORM_SQUARE, MFORM_SKIRMISHER,
	MFORM_COUNT };
extern const struct table_schema lib_maneuver_formation_table;

/* maneuver-in-command.csv and -out-of-command.csv: the bands of the
 * modified die, a result in each column. */
enum { MBAND_LOW, MBAND_HIGH, MBAND_GOOD_ORDER, MBAND_DISORDERED,
	MBAND_READING, MBAND_COUNT };
extern const struct table_schema lib_in_command_table;
extern const struct table_schema lib_out_of_command_table;

/* maneuver-effects.csv: a result's effects, a clause a row, each under
 * its condition; per_point stands a point of total under below. */
enum { MEFFECT_RESULT, MEFFECT_COLUMN, MEFFECT_IF, MEFFECT_STANDS,
	MEFFECT_PER_POINT, MEFFECT_BELOW, MEFFECT_MANEUVER, MEFFECT_TEXT,
	MEFFECT_COUNT };
extern const struct table_schema lib_maneuver_effect_table;

/* maneuver-allows.csv: what a maneuver allows, under its condition. */
enum { ALLOW_MANEUVER, ALLOW_IF, ALLOW_ITEM, ALLOW_COUNT };
extern const struct table_schema lib_allow_table;

/* movement.csv: the movement rates, full move and quick step, in
 * inches, of a unit, formation and terrain. */
enum { MOVE_UNIT, MOVE_FORMATION, MOVE_TERRAIN, MOVE_FULL, MOVE_QUICK,
	MOVE_COUNT };
extern const struct table_schema lib_move_table;

/* Musketry and cannonade (lib-musketry). */

/* weapons.csv: muskets and the sheet's guns, their fire and label. */
enum { WEAPON_NAME, WEAPON_FIRE, WEAPON_LABEL, WEAPON_COUNT };
extern const struct table_schema lib_weapon_table;

/* fire-points.csv: a weapon's fire points a stand, by range: the first
 * up_to that holds; a cell the sheet's OCR lost is there, not legible. */
enum { FP_WEAPON, FP_UP_TO, FP_POINTS, FP_LEGIBLE, FP_READING, FP_COUNT };
extern const struct table_schema lib_fire_point_table;

/* fire.csv: how the fire points are cut down and when the base die
 * does more. */
enum { FIRE_DIVISOR, FIRE_HALVE_ONCE, FIRE_ROUND, FIRE_LOW_AMMO_ON,
	FIRE_POOR_LOW_AMMO_ON, FIRE_FALLEN_LEADER_ON, FIRE_COUNT };
extern const struct table_schema lib_fire_table;

/* fire-point-modifiers.csv: the die modifier of the fire points; the
 * open last band steps on. */
enum { FPM_LOW, FPM_HIGH, FPM_MODIFIER, FPM_STEP, FPM_STEP_MODIFIER,
	FPM_READING, FPM_COUNT };
extern const struct table_schema lib_fpm_table;

/* cover.csv: the target's cover, its modifier, and the target
 * skirmishers' instead. */
enum { COVER_NAME, COVER_MODIFIER, COVER_SKIRMISHERS, COVER_READING,
	COVER_COUNT };
extern const struct table_schema lib_cover_table;

/* target-formations.csv: the target's formation, the target types it
 * is for, whether it skirmishes. */
enum { TFORM_NAME, TFORM_UNITS, TFORM_SKIRMISHERS, TFORM_COUNT };
extern const struct table_schema lib_target_formation_table;

/*
 * musketry.csv: the sheet's rows, best first, and in each target
 * quality's column the lowest total of the row (blank: none); the last
 * row takes the rest.  The quality columns are FBAND_GUARD to
 * FBAND_PEASANT, named as quality.csv's rows.
 */
enum { FBAND_NAME, FBAND_RESULT, FBAND_CHARGE, FBAND_GUARD, FBAND_ELITE,
	FBAND_REGULAR, FBAND_MILITIA, FBAND_PEASANT, FBAND_READING,
	FBAND_COUNT };
extern const struct table_schema lib_musketry_table;

/* musketry-results.csv: a result's token, name and the sheet's words. */
enum { FRESULT_TOKEN, FRESULT_NAME, FRESULT_SHEET, FRESULT_COUNT };
extern const struct table_schema lib_fire_result_table;

/*
 * musketry-effects.csv: a result's effect on the target, a clause a
 * row under its condition: stands lost (for guns, wrecked), and
 * per_point more a point of total over over; gun stands silenced
 * (blank: all) and damaged.
 */
enum { FEFFECT_RESULT, FEFFECT_IF, FEFFECT_STANDS, FEFFECT_PER_POINT,
	FEFFECT_OVER, FEFFECT_DISORDERS, FEFFECT_SILENCED, FEFFECT_DAMAGED,
	FEFFECT_TEXT, FEFFECT_COUNT };
extern const struct table_schema lib_fire_effect_table;

/* musketry-charge.csv: fire's effect on a charge, under its condition. */
enum { CHARGE_NAME, CHARGE_IF, CHARGE_EFFECT, CHARGE_COUNT };
extern const struct table_schema lib_fire_charge_table;

/* Every table above, once, NULL-ended. */
extern const struct table_schema *const lib_tables[];

#endif
