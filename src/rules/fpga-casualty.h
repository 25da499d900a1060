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

#include <gmp.h>

#include "fpga.h"

struct run;

/* The tables are fpga.h's: officer-roll.csv, officer.csv and
 * officer-modifiers.csv.  The name of the modifiers' row a one on a
 * bonus die adds: */
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

/*
 * The roll's law, for odds: killed[j] the ways of total (the dice's
 * faces, all of them) that the officer is killed with j ones against
 * him, for j 0..most.
 */
void casualty_law(struct run *run, int most, mpz_t *killed, mpz_t total);

#endif
