/* table.h - the rules as data: typed CSV tables read through libcsv */
#ifndef MUSKET_TABLE_H
#define MUSKET_TABLE_H

#include <stddef.h>

enum cell_type {
	CELL_TEXT,	/* any text, may be empty */
	CELL_KEY,	/* text naming the row: not empty, unique in the table */
	CELL_PART,	/* a part of the row's name, a name or empty (any):
			 * no two rows alike in all the table's parts */
	CELL_WHOLE,	/* a whole number in [min, max] */
	CELL_FLAG,	/* yes or no */
	CELL_LOW,	/* low end of a band; empty means no low end */
	CELL_HIGH,	/* high end of a band; empty means no high end */
	CELL_DISTANCE	/* a decimal in [min, max] inches, kept in thousandths */
};

struct column {
	const char	*name;
	enum cell_type	 type;
	long		 min, max;	/* CELL_WHOLE, CELL_LOW, CELL_HIGH;
					 * CELL_DISTANCE in whole inches */
	int		 part;		/* a part of the row's name as a
					 * CELL_PART is, of another type:
					 * "charging" yes or no */
};

/*
 * A table's file under the tables folder and its columns, in the order
 * the tool indexes them; the header may list them in any order.  A table
 * with a CELL_LOW and a CELL_HIGH column is a band table: its rows must
 * run upward with no gap and no overlap.
 */
struct table_schema {
	const char		*file;
	const struct column	*columns;	/* ends with a NULL name */
};

struct cell {
	const char	*text;
	long		 whole;		/* CELL_WHOLE, LOW, HIGH, FLAG (0/1),
					 * DISTANCE (thousandths) */
	int		 blank;		/* LOW/HIGH left open */
};

struct table {
	const struct table_schema *schema;
	char		*path;		/* as shown in messages: a control
					 * byte as \xNN */
	size_t		 rows, columns;
	struct cell	*cells;		/* rows * columns, in schema order */
	char		*text;		/* the cells' text, in one block */
	long		*lines;		/* the file line of each row (in the
					 * block of cells) */
	int		*positions;	/* file column (1-based) of each column
					 * (in the block of the table) */
	int		 low, high;	/* band columns, or -1 */
	/* What a rule set works out from the cells once they are checked
	 * (an index of them), made then, in the same arena as the table,
	 * so that it lives as long: NULL until then. */
	void		*index;
};

/*
 * Load dir/schema->file: the table, or NULL and *error, "file:line:
 * column: reason" ("file:line: reason" for a whole line, "file: reason"
 * for the whole file), kept until the next table error.  Only a regular
 * file is read.  When memory runs out, *error is "out of memory".
 */
struct table *table_load(const char *dir, const struct table_schema *schema,
    const char **error);
/* The same from text in memory, path naming it in messages. */
struct table *table_read(const char *path, const char *text, size_t size,
    const struct table_schema *schema, const char **error);
/* table_load, or fail() with its error: EXIT_TABLE (EXIT_USAGE when
 * memory ran out). */
struct table *table_load_or_fail(const char *dir,
    const struct table_schema *schema);
void table_free(struct table *t);

/* A cell, inline: the tools read cells in their innermost loops. */
static inline const char *
cell_text(const struct table *t, size_t row, int column)
{
	return t->cells[row * t->columns + column].text;
}

static inline long
cell_whole(const struct table *t, size_t row, int column)
{
	return t->cells[row * t->columns + column].whole;
}

/* The row whose column holds value, or -1. */
long table_find(const struct table *t, int column, const char *value);

/* The row of a band table whose band holds value (a table error if none). */
size_t table_band(const struct table *t, long value);

/* "morale.csv:3", where a value came from, for --verbose and JSON. */
const char *table_source(const struct table *t, size_t row);

/* A table error at a row's line and a column (-1: the whole row; a row
 * past the last: the whole file), with EXIT_TABLE. */
void table_fail(const struct table *t, size_t row, int column,
    const char *fmt, ...) __attribute__((noreturn, format(printf, 4, 5)));

/*
 * Rules that span a table's rows, which several tools check once their
 * tables are loaded: each a table_fail() at the line and column wrong.
 */
/* The row whose column holds name ("no row for 'name'"). */
size_t table_require_row(const struct table *t, int column,
    const char *name);
/* Exactly n rows; what says what they are ("the dice of the test"), or
 * is NULL. */
void table_require_rows(const struct table *t, size_t n, const char *what);
/* The column runs 1, 2, ... one a row: a row for each face of a die. */
void table_require_faces(const struct table *t, int column);
/* A band table's bands hold every value from low to high, the values
 * what names ("the total of the dice"). */
void table_require_band_cover(const struct table *t, long low, long high,
    const char *what);
/* A band table's first band has no low end and its last no high end,
 * so that it holds what comes of modifiers from many tables, which no
 * tool bounds (what: "the difference of the totals"). */
void table_require_open_bands(const struct table *t, const char *what);

#endif
