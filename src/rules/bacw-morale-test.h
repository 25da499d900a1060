/*
 * bacw-morale-test.h - the Bolt Action ACW morale test: the dice of
 * morale-test.csv against the unit's morale (morale.csv), plus the best
 * commander who may count (morale-commanders.csv), less each pin, base
 * lost and routing friend (morale-modifiers.csv), taken for a reason
 * (morale-reasons.csv).  bacw-morale takes it alone, bacw-melee after a
 * melee, bacw-shoot with --roll-morale: they read the tables alike,
 * through this.
 */
#ifndef MUSKET_BACW_MORALE_TEST_H
#define MUSKET_BACW_MORALE_TEST_H

#include <stddef.h>

#include "bacw.h"

struct run;

/* The commanders, by their rows' names: bacw-morale's flags, and
 * bacw-melee's after a side's name. */
enum { MORALE_COLONEL, MORALE_BRIGADE_COMMANDER, MORALE_ARMY_COMMANDER,
	MORALE_COMMANDERS };
extern const char *const morale_commander[MORALE_COMMANDERS];

/* What a commander's requires and excludes cells may name: each
 * commander with the unit (by the enum above), and its colonel killed.
 * bacw-morale's flags, and bacw-melee's after a side's name. */
enum { MORALE_COLONEL_KILLED = MORALE_COMMANDERS, MORALE_FLAGS };
const char *morale_flag_name(int flag);
/* The flag named name, or -1. */
int morale_flag_named(const char *name);

/* What counts against the test, by its row's name, and in a player's
 * words for one and for many. */
enum { MORALE_PINS, MORALE_BASES_LOST, MORALE_ROUTING_FRIENDS,
	MORALE_COUNTED };
extern const char *const morale_counted[MORALE_COUNTED];
extern const char *const morale_counted_one[MORALE_COUNTED];
extern const char *const morale_counted_many[MORALE_COUNTED];

struct morale_test {
	size_t		 reason;	/* morale-reasons.csv row */
	const char	*experience;	/* NULL: a morale given as a number */
	long		 morale;
	long		 best;		/* the commander that counts, or -1 */
	int		 stacked[MORALE_COMMANDERS];	/* besides the best */
	int		 not_counted[MORALE_COMMANDERS];
	long		 counted[MORALE_COUNTED];
	long		 bases_ignored;	/* bases lost the reason ignores */
	long		 target;	/* what the dice must not pass */
	long		 total;
	int		 passed;
};

/* Once the tables are loaded: one row of morale-test.csv, a row for
 * each commander and each counted thing, and a flag in each requires
 * and excludes cell of morale-commanders.csv, else table_fail(). */
void morale_test_check(struct run *run);
/* Its first part alone, for a tool that reads the other rows only where
 * it tests (bacw-shoot): one row of morale-test.csv. */
void morale_test_table_check(struct run *run);

/* The row of morale.csv of the row of experience.csv, the same word (a
 * side's morale by its experience, in bacw-shoot and bacw-melee), or
 * -1. */
long morale_of_experience(struct run *run, size_t experience);

/* A test for the reason row by a unit of the morale row of morale.csv,
 * or (row -1) of the morale given as a number. */
void morale_test_begin(struct run *run, struct morale_test *t,
    size_t reason, long row, long morale);
/*
 * The commanders with the unit, a bit each by their enum, of whom those
 * in may_count may count: all that stack, and the best of the others,
 * the first of equals.  The others with the unit are not counted.
 */
void morale_test_commanders(struct run *run, struct morale_test *t,
    unsigned with, unsigned may_count);
/*
 * The bases a unit of the row unit of units.csv started with, now it has
 * now: start where the player gave it (-1: not given), else its unit's
 * default_bases (cavalry 3), or now if more.  A start below now is
 * refused as the player's option (without its dashes) says.
 * bacw-morale, bacw-shoot and bacw-melee count the bases lost from it.
 */
long morale_start_bases(struct run *run, size_t unit, long now, long start,
    const char *option);
/* The bases lost that count: those below the full bases, or below its
 * start if it started with fewer (cavalry 3, a cannon 1). */
long morale_bases_lost(struct run *run, long start, long left);
/* Each counted thing, n of it, at its value; the bases lost not where
 * the reason ignores them. */
void morale_test_count(struct run *run, struct morale_test *t,
    const long n[MORALE_COUNTED]);
/* The dice, logged as what, against the target: passed if not over. */
void morale_test_roll(struct run *run, struct morale_test *t,
    const char *what);
/* The same dice, for a caller that reads only whether it passed (and
 * prints the total only of dice thrown or given): --odds branches on
 * pass and fail, not on each total (a melee's two tests, 4 branches
 * where 121 were). */
void morale_test_roll_passed(struct run *run, struct morale_test *t,
    const char *what);

/* The commanders and counted things that made the target, as
 * modifier_add() lines: the stacked, the best, then the counted. */
void morale_test_modifiers(struct run *run, const struct morale_test *t);
/* The effect of a failed test on the friends the unit moves through. */
void morale_test_friendly_pins(struct run *run, const struct morale_test *t);
/* "regular 8, colonel +1, 2 pins -2": the target's making. */
void morale_test_explain(struct run *run, const struct morale_test *t);
/* "reason", "target", "total" and "passed". */
void morale_test_json(struct run *run, const struct morale_test *t);

#endif
