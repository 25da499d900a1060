/*
 * fpga-casualty.h - the Fast-Play Grande Armée officer casualty roll:
 * the dice of officer-roll.csv, each one his bonus dice showed adding
 * the one-on-bonus-die value of officer-modifiers.csv, and the total's
 * band of officer.csv: he survives or is killed.  fpga-officer rolls it
 * alone and fpga-combat after a combat his bonus dice were in: they
 * read the tables alike, through this.
 */
#ifndef MUSKET_FPGA_CASUALTY_H
#define MUSKET_FPGA_CASUALTY_H

#include <stddef.h>

#include "table.h"

struct run;

/* fpga/officer-roll.csv, one row: the dice of the roll. */
enum { ROLL_DICE, ROLL_SIDES };
extern const struct table_schema officer_roll_table;
/* Its dice fit a line of text. */
#define OFFICER_DICE_MAX	10

/* fpga/officer.csv: bands of the total, each "survives" or "killed". */
enum { OFFICER_LOW, OFFICER_HIGH, OFFICER_RESULT, OFFICER_EFFECT };
extern const struct table_schema officer_table;

/* fpga/officer-modifiers.csv: what a one on a bonus die adds, and
 * whether the ones of re-rolls count. */
enum { OFFICER_MOD_NAME, OFFICER_MOD_VALUE, OFFICER_MOD_COUNT_REROLLS };
extern const struct table_schema officer_mod_table;
extern const char one_on_bonus_die[];

/* The row of officer-modifiers.csv a one on a bonus die adds; else
 * table_fail(). */
size_t one_on_bonus_die_row(const struct table *mods);

/*
 * Once the tables are loaded: one row of dice, a one-on-bonus-die row,
 * each result survives or killed, and a band for every total the dice
 * and up to most_ones ones can make (what: the total, as the message
 * names it); else table_fail().
 */
void casualty_check(struct run *run, long most_ones, const char *what);

struct casualty_roll {
	int		 dice;		/* of officer-roll.csv */
	long		 per_one;	/* a one on a bonus die adds */
	long		 rolled, total;	/* the dice, and with the ones */
	size_t		 band;		/* of officer.csv */
	int		 killed;
};

/* The roll (its dice named what) for an officer whose bonus dice showed
 * ones ones. */
void casualty_roll(struct run *run, long ones, const char *what,
    struct casualty_roll *c);

#endif
