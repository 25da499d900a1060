/*
 * bolivar-units.h - which formations a 4 Page Bolivar unit may stand in,
 * read from the formations cell of bolivar/units.csv: bolivar-shoot and
 * bolivar-melee decide it alike, through this, so that a unit one tool
 * refuses in a formation the other refuses too.
 */
#ifndef MUSKET_BOLIVAR_UNITS_H
#define MUSKET_BOLIVAR_UNITS_H

/* The formation a unit that takes none stands in, to the formation rows
 * of the tables: a line. */
extern const char bolivar_no_formation[];

/*
 * May a unit whose formations cell is formations (its words separated by
 * spaces or commas) stand in formation?  An empty cell takes none: only
 * bolivar_no_formation, the options' default, is accepted for it.
 */
int bolivar_takes_formation(const char *formations, const char *formation);

#endif
