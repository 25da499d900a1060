/*
 * effectiveness.h - LIB Regimental's Unit Effectiveness table: a unit's
 * stands now, of those it started with, and its rating (spirited,
 * reliable, unreliable) give its condition, fresh, worn or spent, a row
 * of condition.csv.  lib-charge, lib-maneuver and lib-musketry read it
 * alike, through this.
 */
#ifndef MUSKET_EFFECTIVENESS_H
#define MUSKET_EFFECTIVENESS_H

#include <stddef.h>

#include "lib.h"
#include "table.h"

struct out;

/* The ratings, as the choices of a --rating option. */
#define EFFECTIVENESS_RATINGS	"spirited,reliable,unreliable"

/* The conditions, by their names in condition.csv; then a unit with no
 * stand left. */
enum { UNIT_FRESH, UNIT_WORN, UNIT_SPENT, UNIT_CONDITIONS,
	UNIT_DESTROYED = UNIT_CONDITIONS };
extern const char *const unit_condition_name[UNIT_CONDITIONS + 1];

struct unit_size {
	long		 now, start;	/* stands */
	const char	*rating;
	size_t		 row;		/* of effectiveness.csv */
	long		 worn_at;	/* -1: "-", no worn */
	long		 spent_at;
};

/*
 * A unit from --opt NOW/START and its rating: its row of the table and
 * its condition now (UNIT_FRESH...).  Bad text, more stands now than at
 * the start, a start the table has no row for: fail() with EXIT_USAGE,
 * naming --opt.
 */
int unit_size(const struct table *effectiveness, const char *opt,
    const char *text, const char *rating, struct unit_size *u);
/* The condition of the unit with left stands (UNIT_DESTROYED if none). */
int unit_condition(const struct unit_size *u, long left);
/* "6 of 8 stands (reliable: worn at 6, spent at 4)": the unit as the
 * table reads it, for a text line. */
void unit_size_text(struct out *out, const struct unit_size *u);
/* The row of condition.csv of a condition (not UNIT_DESTROYED). */
size_t condition_row(const struct table *conditions, int condition);

/*
 * Once the tables are loaded: condition.csv has each condition, and
 * every row of effectiveness.csv makes sense (a rating of --opt, spent
 * below the start, worn between; a rating and start once, the load
 * says), else table_fail().
 */
void effectiveness_check(const struct table *effectiveness,
    const struct table *conditions, const char *opt);

#endif
