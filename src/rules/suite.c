/* suite.c - the suite's own tables, declared once: words, not rules */
#include <stddef.h>

#include "suite.h"

static const struct column spelling_columns[SPELLING_COUNT + 1] = {
	[SPELLING_SPELLING] = { "spelling", CELL_KEY, 0, 0 },
	[SPELLING_MEANS] = { "means", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema suite_spellings_table = {
	"suite/spellings.csv", spelling_columns
};

const struct table_schema *const suite_tables[] = {
	&suite_spellings_table,
	NULL
};
