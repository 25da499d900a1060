/* suite.h - the tables of no one rule set but of the suite's words */
#ifndef MUSKET_SUITE_H
#define MUSKET_SUITE_H

#include "table.h"

/* suite/spellings.csv: the sheets spell a word two ways (LIB's
 * "favorable", Bolivar's "manoeuvre"); a value typed either way is the
 * table's.  The engine reads it where a word value is not found. */
enum spelling_column { SPELLING_SPELLING, SPELLING_MEANS, SPELLING_COUNT };
extern const struct table_schema suite_spellings_table;

extern const struct table_schema *const suite_tables[];

#endif
