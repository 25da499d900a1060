/*
 * table.c - fuzz the table loader.  The input is read twice: as a whole
 * file under a schema with a column of every type, and as the rows of a
 * table of three text columns, whose every accepted cell must be what
 * libcsv reads from the whole text at once (the loader feeds it a line
 * at a time, to know the lines: libcsv unbroken is the oracle).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <csv.h>

#include "table.h"

static const struct column every_columns[] = {
	{ "name", CELL_KEY, 0, 0 },
	{ "low", CELL_LOW, -99, 99 },
	{ "high", CELL_HIGH, -99, 99 },
	{ "n", CELL_WHOLE, 0, 1000 },
	{ "flag", CELL_FLAG, 0, 0 },
	{ "range", CELL_DISTANCE, 0, 40 },
	{ "text", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema every_schema = { "every.csv", every_columns };

static const struct column text_columns[] = {
	{ "x", CELL_TEXT, 0, 0 },
	{ "y", CELL_TEXT, 0, 0 },
	{ "z", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema text_schema = { "text.csv", text_columns };

/* The same, its rows named by x and y together (issue 38, 8). */
static const struct column keyed_columns[] = {
	{ "x", CELL_PART, 0, 0 },
	{ "y", CELL_PART, 0, 0 },
	{ "z", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema keyed_schema = { "keyed.csv", keyed_columns };

/* Two rows alike in x and y, by the slow way. */
static int
has_repeat(const struct table *t)
{
	size_t a, b;

	for (a = 0; a < t->rows; a++)
		for (b = a + 1; b < t->rows; b++)
			if (strcmp(cell_text(t, a, 0), cell_text(t, b, 0)) == 0
			    && strcmp(cell_text(t, a, 1),
			    cell_text(t, b, 1)) == 0)
				return 1;
	return 0;
}

/* A part of a name that is not one: a comma, or a blank at an end (a
 * control byte is refused in every text cell, so not in t). */
static int
has_bad_part(const struct table *t)
{
	const char *s;
	size_t row, n;
	int c;

	for (row = 0; row < t->rows; row++)
		for (c = 0; c < 2; c++) {
			s = cell_text(t, row, c);
			n = strlen(s);
			if (strchr(s, ',') != NULL
			    || (n > 0 && (s[0] == ' ' || s[n - 1] == ' ')))
				return 1;
		}
	return 0;
}

/* Whether error ends with end: a reading's fault, not a cell's (whose
 * message quotes the cell, which may hold anything). */
static int
ends_with(const char *error, const char *end)
{
	size_t n = strlen(error), m = strlen(end);

	return n >= m && strcmp(error + n - m, end) == 0;
}

/* libcsv's own reading: every field of every row, in order. */
struct oracle {
	char	**fields;
	size_t	 n, cap;
	size_t	 rows, bad_rows;	/* rows of other than 3 fields */
	size_t	 width;
};

static void
oracle_field(void *data, size_t len, void *o_)
{
	struct oracle *o = o_;

	if (o->n == o->cap) {
		o->cap = o->cap ? 2 * o->cap : 64;
		o->fields = realloc(o->fields, o->cap * sizeof(char *));
	}
	o->fields[o->n] = malloc(len + 1);
	memcpy(o->fields[o->n], data, len);
	o->fields[o->n++][len] = '\0';
	o->width++;
}

static void
oracle_row(int terminator, void *o_)
{
	struct oracle *o = o_;

	(void)terminator;
	o->bad_rows += o->width != 3;
	o->rows++;
	o->width = 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char header[] = "x,y,z\n";
	struct csv_parser parser;
	struct oracle o = {0};
	struct table *t, *keyed;
	const char *error;
	char *text;
	size_t i, row;
	int c, parsed;

	table_free(table_read(every_schema.file, (const char *)data, size,
	    &every_schema, &error));

	text = malloc(sizeof(header) - 1 + size);
	memcpy(text, header, sizeof(header) - 1);
	memcpy(text + sizeof(header) - 1, data, size);
	size += sizeof(header) - 1;
	t = table_read(text_schema.file, text, size, &text_schema, &error);
	csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI);
	parsed = csv_parse(&parser, text, size, oracle_field, oracle_row, &o)
	    == size && csv_fini(&parser, oracle_field, oracle_row, &o) == 0;
	csv_free(&parser);
	if (t != NULL) {
		/* What the loader took, libcsv takes the same. */
		if (!parsed || o.bad_rows != 0 || o.rows != t->rows + 1)
			abort();
		for (row = 0; row < t->rows; row++)
			for (c = 0; c < 3; c++)
				if (strcmp(cell_text(t, row, c),
				    o.fields[3 * (row + 1) + (size_t)c]) != 0)
					abort();
		/* Keyed, the same text loads exactly when no row repeats
		 * and every part of a name is one. */
		keyed = table_read(keyed_schema.file, text, size,
		    &keyed_schema, &error);
		if ((keyed == NULL) != (has_repeat(t) || has_bad_part(t)))
			abort();
		table_free(keyed);
		table_free(t);
	} else if (parsed && (ends_with(error, "quote")
	    || ends_with(error, "quoted field"))) {
		abort();	/* a quote libcsv reads, refused */
	}
	for (i = 0; i < o.n; i++)
		free(o.fields[i]);
	free(o.fields);
	free(text);
	return 0;
}
