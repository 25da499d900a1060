/*
 * bolivar-units.h - the formations of 4 Page Bolivar (formations.csv,
 * the one list of them) and which a unit may stand in, read from the
 * formations cell of units.csv: bolivar-shoot and bolivar-melee decide
 * it alike, through this, so that a unit one tool refuses in a formation
 * the other refuses too.
 */
#ifndef MUSKET_BOLIVAR_UNITS_H
#define MUSKET_BOLIVAR_UNITS_H

#include <stddef.h>

#include "table.h"

/* The formation a unit that takes none stands in, to the formation rows
 * of the tables: a line. */
extern const char bolivar_no_formation[];

/*
 * May a unit whose formations cell is formations (its words separated by
 * spaces or commas) stand in formation?  An empty cell takes none: only
 * bolivar_no_formation, the options' default, is accepted for it.
 */
int bolivar_takes_formation(const char *formations, const char *formation);

/* Is word a formation: a row of formations.csv? */
int bolivar_is_formation(const struct table *formations, const char *word);

/* "line, column, square, march": the formations, for a message. */
const char *bolivar_formation_names(const struct table *formations);

/*
 * Once the tables are loaded: formations.csv has the formation of a unit
 * that takes none, and each formations cell of units.csv names
 * formations only (a typo must not leave a unit that never takes the
 * formation meant); else table_fail().
 */
void bolivar_check_units(const struct table *units,
    const struct table *formations);

/*
 * The formation rule of both tools, to shoot and to fight alike: the
 * sheet's unit table lists formations for "Battalion, Spearmen" alone
 * (000 line 48: "8 March 6 Column 3 Line 3 Square"), so horse may no
 * more shoot in column than fight in one.  A formation the unit at row
 * of units.csv cannot take is a usage error (exit 2) naming the option
 * it was given as (without dashes), the unit and the row that says so.
 */
void bolivar_require_formation(const struct table *units, size_t row,
    const char *option, const char *formation);

#endif
