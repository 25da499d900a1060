/*
 * fpga.h - Fast-Play Grande Armée: every table of tables/fpga/, declared
 * once.  Each table has the enum of its columns, in the order the tools
 * index them (the header may list them in any order), and its schema,
 * fpga_FILE_table; fpga_tables lists them all.  The tools of the set,
 * and the rules they share (fpga-dice, fpga-casualty, fpga-enemy), read
 * the tables through these.
 */
#ifndef MUSKET_FPGA_H
#define MUSKET_FPGA_H

#include <stddef.h>

#include "table.h"

/* Every schema below, once; a NULL ends. */
extern const struct table_schema *const fpga_tables[];

/*
 * Bounds of cells the tools keep in arrays or bit masks: the dice of a
 * band, a rating, a test or a roll each fit a line of text (and a mask
 * of fpga-control's dice); a combat roster's own dice; the hits on a
 * unit (the spec's bound) and the CD re-rolls of a recovery; the sides
 * of an evade die (the odds draw an untied pair of them as one die of
 * sides * sides faces, which the library allows to 100).
 */
enum {
	GUN_DICE_MAX = 12,
	SK_DICE_MAX = 12,
	CONTROL_DICE_MAX = 12,
	ESCAPE_DICE_MAX = 6,
	EVADE_SIDES_MAX = 10,
	INITIATIVE_DICE_MAX = 4,
	INITIATIVE_SIDES_MAX = 100,
	RECOVERY_HITS_MAX = 99,
	RECOVERY_REROLLS_MAX = 9,
	OFFICER_DICE_MAX = 10
};

/*
 * The statuses of a force, fpga-control's tokens (04-fpga-control.md):
 * those control.csv gives a rolled test, and with Inactive, which a
 * force may choose instead, those fpga-recovery asks of it.  No table
 * lists them (control.csv names the rolled ones in its cells), so they
 * are declared here once.
 */
#define FPGA_ROLLED_STATUSES	"withdraw,hold,active,attack"
#define FPGA_STATUSES		"inactive," FPGA_ROLLED_STATUSES

/* artillery-guns.csv: a gun by its weight, its die and hit number. */
enum { GUN_NAME, GUN_POUNDS, GUN_SIDES, GUN_HIT_ON, GUN_READING };
extern const struct table_schema fpga_artillery_guns_table;

/* artillery.csv: a gun's bands run outward: a range is in the first it
 * is not past. */
enum { BAND_GUN, BAND_NAME, BAND_UP_TO, BAND_DICE };
extern const struct table_schema fpga_artillery_table;

/* artillery-conditions.csv: a condition is named as fpga-artillery's
 * option; one line is one pass. */
enum { ARTILLERY_CONDITION_NAME, ARTILLERY_CONDITION_KIND,
	ARTILLERY_CONDITION_LINE, ARTILLERY_CONDITION_REASON };
extern const struct table_schema fpga_artillery_conditions_table;

/* combat-units.csv: the units of a combat, by name; also what
 * escape-combat.csv's combat_unit names. */
enum { UNIT_NAME, UNIT_ARM, UNIT_FIGHTS, UNIT_SIDES, UNIT_BONUS_AGAINST };
extern const struct table_schema fpga_combat_units_table;

/* combat-to-hit.csv: the first row that matches: a unit, its arm or
 * "any"; a role or any. */
enum { TO_HIT_ROLLER, TO_HIT_ROLE, TO_HIT_TARGET, TO_HIT_TARGET_COVER,
	TO_HIT_HIT_ON };
extern const struct table_schema fpga_combat_to_hit_table;

/* combat-extra-dice.csv: the dice a side may add, each named. */
enum { EXTRA_NAME, EXTRA_DICE, EXTRA_MOST, EXTRA_CONDITION };
extern const struct table_schema fpga_combat_extra_dice_table;

/* combat-conditions.csv: the conditions of a combat's passes. */
enum { COMBAT_CONDITION_NAME, COMBAT_CONDITION_KIND,
	COMBAT_CONDITION_REASON };
extern const struct table_schema fpga_combat_conditions_table;

/* test.csv, one row: fpga-control's dice, those kept, the modifiers. */
enum { TEST_DICE, TEST_SIDES, TEST_KEEP, TEST_MIN_MOD, TEST_MAX_MOD };
extern const struct table_schema fpga_test_table;

/* control.csv: bands of the total; the status columns are named as the
 * rows of enemy.csv. */
enum { CONTROL_MIN, CONTROL_MAX, CONTROL_NEAR, CONTROL_FAR };
extern const struct table_schema fpga_control_table;

/* cd-range.csv: how many CDs an army commander this far may give. */
enum { RANGE_FROM, RANGE_MAX_CDS, RANGE_COST_EACH };
extern const struct table_schema fpga_cd_range_table;

/* enemy.csv: near, then far, each from a distance outward
 * (fpga-enemy.h). */
enum { ENEMY_NAME, ENEMY_FROM, ENEMY_MAY_BE_INACTIVE };
extern const struct table_schema fpga_enemy_table;

/* escape-artillery.csv, one row: the guns' roll to escape. */
enum { ESCAPE_ARTILLERY_DICE, ESCAPE_ARTILLERY_SIDES,
	ESCAPE_ARTILLERY_COMPARE, ESCAPE_ARTILLERY_HIT_IF,
	ESCAPE_ARTILLERY_HITS };
extern const struct table_schema fpga_escape_artillery_table;

/* escape-battery.csv: the number to roll under, a column for each
 * attacker. */
enum { BATTERY_NAME, BATTERY_INFANTRY, BATTERY_CAVALRY };
extern const struct table_schema fpga_escape_battery_table;

/* escape-cavalry.csv, one row: the evade die and what a tie does. */
enum { CAVALRY_SIDES, CAVALRY_TIE };
extern const struct table_schema fpga_escape_cavalry_table;

/* escape-evade.csv: each type's evade modifier. */
enum { EVADE_TYPE, EVADE_MODIFIER, EVADE_EVADES, EVADE_AUTO };
extern const struct table_schema fpga_escape_evade_table;

/*
 * escape-combat.csv: the unit each type fights a combat as, a row of
 * combat-units.csv (fpga_check_units()), for the command of the combat
 * a caught evader fights; empty where fpga-combat takes no such unit
 * (artillery does not fight there).
 */
enum { ESCAPE_COMBAT_TYPE, ESCAPE_COMBAT_UNIT };
extern const struct table_schema fpga_escape_combat_table;

/* initiative.csv, one row: the dice, the tiebreak die, the re-rolls. */
enum { INITIATIVE_DICE, INITIATIVE_SIDES, INITIATIVE_TIEBREAK_SIDES,
	INITIATIVE_MAX_REROLLS, INITIATIVE_CD_PER_REROLL };
extern const struct table_schema fpga_initiative_table;

/*
 * move.csv: a unit type's moves and what each action costs it.  The
 * rate and cost cells are decimals; an empty one is a case the sheet
 * does not give, and the option asking for it is refused.
 */
enum { MOVE_TYPE, MOVE_BASE, MOVE_NEAR_BASE, MOVE_NEAR_DICE, MOVE_ROUGH,
	MOVE_ROUGH_NEEDS_SK, MOVE_RETRO, MOVE_OBSTACLE, MOVE_CHANGE_FACE,
	MOVE_INTERPENETRATE };
extern const struct table_schema fpga_move_table;

/* move-rules.csv, one row: near the enemy, the die and its re-roll. */
enum { RULES_NEAR_WITHIN, RULES_SIDES, RULES_REROLL_BELOW,
	RULES_APPLY_RATE };
extern const struct table_schema fpga_move_rules_table;

/* officer-roll.csv, one row: the dice of the officer casualty roll. */
enum { ROLL_DICE, ROLL_SIDES };
extern const struct table_schema fpga_officer_roll_table;

/* officer.csv: bands of the total, each "survives" or "killed". */
enum { OFFICER_LOW, OFFICER_HIGH, OFFICER_RESULT, OFFICER_EFFECT };
extern const struct table_schema fpga_officer_table;

/* officer-modifiers.csv: what a one on a bonus die adds, and whether
 * the ones of re-rolls count. */
enum { OFFICER_MOD_NAME, OFFICER_MOD_VALUE, OFFICER_MOD_COUNT_REROLLS };
extern const struct table_schema fpga_officer_modifiers_table;

/* recovery.csv, one row: the roll that removes hits, and who may. */
enum { RECOVERY_SIDES, RECOVERY_COMPARE, RECOVERY_REMOVES,
	RECOVERY_MIN_ENEMY_DISTANCE, RECOVERY_STATUS, RECOVERY_CD_REROLLS };
extern const struct table_schema fpga_recovery_table;

/* rerolls.csv: a row for each mechanic and kind of pass, and whether a
 * bonus pass and a penalty pass cancel out (fpga-dice.h). */
enum { REROLL_MECHANIC, REROLL_KIND, REROLL_REROLLS, REROLL_COUNTS_ON,
	REROLL_CANCEL, REROLL_READING };
extern const struct table_schema fpga_rerolls_table;

/* skirmish.csv: an SK rating's dice, range and numbers. */
enum { SK_RATING, SK_DICE, SK_SIDES, SK_RANGE, SK_HIT_ON, SK_SAVE_ON };
extern const struct table_schema fpga_skirmish_table;

/* skirmish-targets.csv: whether SK attacks hit an arm. */
enum { TARGET_NAME, TARGET_SK_HITS };
extern const struct table_schema fpga_skirmish_targets_table;

/* skirmish-saves.csv: a condition is named as fpga-skirmish's option
 * without "target-". */
enum { SAVE_CONDITION, SAVE_GIVES_SAVE, SAVE_REASON, SAVE_READING };
extern const struct table_schema fpga_skirmish_saves_table;

/* skirmish-reminders.csv: the rules an SK attack reminds of. */
enum { REMINDER_RULE, REMINDER_TEXT };
extern const struct table_schema fpga_skirmish_reminders_table;

/*
 * Once loaded: each non-empty cell of the column names a unit of
 * combat-units.csv that fights a combat, so that the fpga-combat
 * command written with it is one fpga-combat takes; else table_fail()
 * at the cell.
 */
void fpga_check_units(const struct table *t, int column,
    const struct table *units);

#endif
