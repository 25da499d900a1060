/* table.c - typed CSV tables: every cell checked once, at load */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <csv.h>

#include "err.h"
#include "num.h"
#include "out.h"
#include "table.h"

/* No rule table comes near these; past them a file is not a table. */
#define TABLE_BYTES_MAX	(1L << 20)
#define TABLE_ROWS_MAX	10000
#define TABLE_FIELDS_MAX	64

/* A row as read, before the header maps it to the schema. */
struct reading {
	const char	*path;
	long		 line;		/* line being fed to libcsv */
	char		**fields;
	size_t		 nfields;
	long		 row_line;	/* line of the row's first field */
	char		***rows;	/* fields of each row */
	size_t		*widths;
	long		*lines;
	size_t		 nrows;
	int		 too_wide;
};

static void __attribute__((noreturn, format(printf, 4, 5)))
fail_at(const char *path, long line, int column, const char *fmt, ...)
{
	char message[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(message, sizeof(message), fmt, ap);
	va_end(ap);
	if (line == 0)
		fail(EXIT_TABLE, "%s: %s", path, message);
	if (column == 0)
		fail(EXIT_TABLE, "%s:%ld: %s", path, line, message);
	fail(EXIT_TABLE, "%s:%ld:%d: %s", path, line, column, message);
}

static int
valid_utf8(const unsigned char *s, size_t n)
{
	size_t len;

	for (; n > 0; s += len, n -= len)
		if ((len = utf8_sequence(s, n)) == 0)
			return 0;
	return 1;
}

static void
end_field(void *data, size_t len, void *r_)
{
	struct reading *r = r_;

	if (r->nfields == 0)
		r->row_line = r->line;
	if (r->nfields == TABLE_FIELDS_MAX) {
		r->too_wide = 1;
		return;
	}
	if (!valid_utf8(data, len))
		fail_at(r->path, r->line, (int)r->nfields + 1,
		    "is not valid UTF-8");
	r->fields = xrealloc(r->fields, (r->nfields + 1) * sizeof(char *));
	r->fields[r->nfields] = memcpy(xrealloc(NULL, len + 1), data, len);
	r->fields[r->nfields++][len] = '\0';
}

static void
end_row(int terminator, void *r_)
{
	struct reading *r = r_;

	(void)terminator;
	if (r->too_wide)
		fail_at(r->path, r->row_line, TABLE_FIELDS_MAX + 1,
		    "more than %d fields in a row", TABLE_FIELDS_MAX);
	if (r->nrows == TABLE_ROWS_MAX)
		fail_at(r->path, r->row_line, 0, "more than %d rows",
		    TABLE_ROWS_MAX);
	r->rows = xrealloc(r->rows, (r->nrows + 1) * sizeof(*r->rows));
	r->widths = xrealloc(r->widths, (r->nrows + 1) * sizeof(*r->widths));
	r->lines = xrealloc(r->lines, (r->nrows + 1) * sizeof(*r->lines));
	r->rows[r->nrows] = r->fields;
	r->widths[r->nrows] = r->nfields;
	r->lines[r->nrows++] = r->row_line;
	r->fields = NULL;
	r->nfields = 0;
}

static char *
slurp(const char *path, size_t *size)
{
	struct stat st;
	FILE *fp;
	char *buf;
	size_t n;

	if ((fp = fopen(path, "rb")) == NULL)
		fail_at(path, 0, 0, "%s", strerror(errno));
	if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode))
		fail_at(path, 0, 0, "is a directory");
	if (fstat(fileno(fp), &st) == 0 && st.st_size > TABLE_BYTES_MAX)
		fail_at(path, 0, 0, "is larger than %ld bytes", TABLE_BYTES_MAX);
	buf = xrealloc(NULL, TABLE_BYTES_MAX + 1);
	n = fread(buf, 1, TABLE_BYTES_MAX + 1, fp);
	if (ferror(fp))
		fail_at(path, 0, 0, "%s", strerror(errno));
	fclose(fp);
	if (n > TABLE_BYTES_MAX)
		fail_at(path, 0, 0, "is larger than %ld bytes", TABLE_BYTES_MAX);
	*size = n;
	return buf;
}

/*
 * Feed libcsv one line at a time, so that every field it hands back
 * knows its line: the messages point at line and column.
 */
static void
read_rows(struct reading *r, const char *buf, size_t size)
{
	struct csv_parser parser;
	size_t start = 0, end;
	const char *nul;

	if (size >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		start = 3;
	if ((nul = memchr(buf, '\0', size)) != NULL) {
		long line = 1;
		const char *p;

		for (p = buf; p < nul; p++)
			if (*p == '\n' || (*p == '\r' && p[1] != '\n'))
				line++;
		fail_at(r->path, line, 0, "contains a NUL byte");
	}
	if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI) != 0)
		fail(EXIT_USAGE, "out of memory");
	csv_set_blk_size(&parser, 4096);
	for (r->line = 1; start < size; r->line++, start = end) {
		for (end = start; end < size && buf[end] != '\n'
		    && buf[end] != '\r'; end++)
			;
		if (end < size && buf[end] == '\r' && end + 1 < size
		    && buf[end + 1] == '\n')
			end++;
		if (end < size)
			end++;
		if (csv_parse(&parser, buf + start, end - start, end_field,
		    end_row, r) != end - start) {
			int error = csv_error(&parser);

			csv_free(&parser);
			fail_at(r->path, r->line, (int)r->nfields + 1, "%s",
			    error == CSV_EPARSE ? "misplaced or unmatched quote"
			    : csv_strerror(error));
		}
	}
	r->line--;
	if (csv_fini(&parser, end_field, end_row, r) != 0) {
		csv_free(&parser);
		fail_at(r->path, r->line, (int)r->nfields + 1,
		    "unterminated quoted field");
	}
	csv_free(&parser);
}

static int
column_of(const struct table_schema *s, const char *name)
{
	int i;

	for (i = 0; s->columns[i].name != NULL; i++)
		if (strcmp(s->columns[i].name, name) == 0)
			return i;
	return -1;
}

static void
map_header(struct table *t, struct reading *r)
{
	const struct table_schema *s = t->schema;
	size_t i;
	int c;

	for (i = 0; i < r->widths[0]; i++) {
		if ((c = column_of(s, r->rows[0][i])) < 0)
			fail_at(t->path, r->lines[0], (int)i + 1,
			    "unknown column %s", quoted(r->rows[0][i]));
		if (t->positions[c] != 0)
			fail_at(t->path, r->lines[0], (int)i + 1,
			    "column %s given twice", quoted(r->rows[0][i]));
		t->positions[c] = (int)i + 1;
	}
	for (c = 0; (size_t)c < t->columns; c++)
		if (t->positions[c] == 0)
			fail_at(t->path, r->lines[0], 0, "missing column '%s'",
			    s->columns[c].name);
}

static void
check_cell(struct table *t, size_t row, int c)
{
	const struct column *col = &t->schema->columns[c];
	struct cell *cell = &t->cells[row * t->columns + c];
	const char *why;
	size_t other;

	switch (col->type) {
	case CELL_TEXT:
		return;
	case CELL_KEY:
		if (*cell->text == '\0')
			table_fail(t, row, c, "empty name");
		for (other = 0; other < row; other++)
			if (strcmp(cell_text(t, other, c), cell->text) == 0)
				table_fail(t, row, c, "%s is already on line %ld",
				    quoted(cell->text), t->lines[other]);
		return;
	case CELL_FLAG:
		if (strcmp(cell->text, "yes") == 0 || strcmp(cell->text, "no") == 0) {
			cell->whole = cell->text[0] == 'y';
			return;
		}
		table_fail(t, row, c, "%s is not yes or no", quoted(cell->text));
	case CELL_LOW:
	case CELL_HIGH:
		if (*cell->text == '\0') {
			cell->blank = 1;
			return;
		}
		/* FALLTHROUGH */
	case CELL_WHOLE:
		if ((why = parse_whole(cell->text, col->min, col->max,
		    &cell->whole)) != NULL)
			table_fail(t, row, c, "%s %s", quoted(cell->text), why);
		return;
	case CELL_DISTANCE:
		if ((why = parse_thousandths(cell->text, col->min * 1000,
		    col->max * 1000, &cell->whole)) != NULL)
			table_fail(t, row, c, "%s %s", quoted(cell->text), why);
		return;
	}
}

static void
check_bands(const struct table *t)
{
	const struct cell *low, *high, *prev_high;
	size_t row;

	for (row = 0; row < t->rows; row++) {
		low = &t->cells[row * t->columns + t->low];
		high = &t->cells[row * t->columns + t->high];
		if (low->blank && row > 0)
			table_fail(t, row, t->low, "only the first band may be "
			    "open below");
		if (high->blank && row + 1 < t->rows)
			table_fail(t, row, t->high, "only the last band may be "
			    "open above");
		if (!low->blank && !high->blank && low->whole > high->whole)
			table_fail(t, row, t->high, "band %ld..%ld runs "
			    "downward", low->whole, high->whole);
		if (row == 0)
			continue;
		prev_high = &t->cells[(row - 1) * t->columns + t->high];
		if (low->whole <= prev_high->whole)
			table_fail(t, row, t->low, "band from %ld overlaps the "
			    "band on line %ld", low->whole, t->lines[row - 1]);
		if (low->whole > prev_high->whole + 1)
			table_fail(t, row, t->low, "gap: no band holds %ld",
			    prev_high->whole + 1);
	}
}

struct table *
table_load(const char *dir, const struct table_schema *schema)
{
	struct reading r = {0};
	struct table *t;
	size_t size, row, i;
	char *buf;
	int c;

	t = xcalloc(1, sizeof(*t));
	t->schema = schema;
	t->path = xrealloc(NULL, strlen(dir) + strlen(schema->file) + 2);
	sprintf(t->path, "%s/%s", dir, schema->file);
	for (t->columns = 0; schema->columns[t->columns].name; t->columns++)
		;
	t->positions = xcalloc(t->columns, sizeof(int));
	t->low = t->high = -1;
	for (c = 0; (size_t)c < t->columns; c++) {
		if (schema->columns[c].type == CELL_LOW)
			t->low = c;
		if (schema->columns[c].type == CELL_HIGH)
			t->high = c;
	}

	r.path = t->path;
	buf = slurp(t->path, &size);
	read_rows(&r, buf, size);
	free(buf);
	if (r.nrows == 0)
		fail_at(t->path, 0, 0, "is empty");
	map_header(t, &r);
	if (r.nrows == 1)
		fail_at(t->path, r.lines[0], 0, "has a header but no rows");

	t->rows = r.nrows - 1;
	t->cells = xcalloc(t->rows * t->columns, sizeof(struct cell));
	t->lines = xcalloc(t->rows, sizeof(long));
	for (row = 0; row < t->rows; row++) {
		t->lines[row] = r.lines[row + 1];
		if (r.widths[row + 1] != r.widths[0])
			fail_at(t->path, t->lines[row], 0, "%zu fields, but the "
			    "header has %zu", r.widths[row + 1], r.widths[0]);
		for (c = 0; (size_t)c < t->columns; c++)
			t->cells[row * t->columns + c].text =
			    r.rows[row + 1][t->positions[c] - 1];
		for (c = 0; (size_t)c < t->columns; c++)
			check_cell(t, row, c);
	}
	if (t->low >= 0 && t->high >= 0)
		check_bands(t);

	/* The cells keep the data rows' strings; the rest goes. */
	for (i = 0; i < r.widths[0]; i++)
		free(r.rows[0][i]);
	for (row = 0; row < r.nrows; row++)
		free(r.rows[row]);
	free(r.rows);
	free(r.widths);
	free(r.lines);
	return t;
}

void
table_free(struct table *t)
{
	size_t i;

	if (t == NULL)
		return;
	for (i = 0; i < t->rows * t->columns; i++)
		free((char *)t->cells[i].text);
	free(t->cells);
	free(t->lines);
	free(t->positions);
	free(t->path);
	free(t);
}

const char *
cell_text(const struct table *t, size_t row, int column)
{
	return t->cells[row * t->columns + column].text;
}

long
cell_whole(const struct table *t, size_t row, int column)
{
	return t->cells[row * t->columns + column].whole;
}

long
table_find(const struct table *t, int column, const char *value)
{
	size_t row;

	for (row = 0; row < t->rows; row++)
		if (strcmp(cell_text(t, row, column), value) == 0)
			return (long)row;
	return -1;
}

size_t
table_band(const struct table *t, long value)
{
	const struct cell *low, *high;
	size_t row;

	for (row = 0; row < t->rows; row++) {
		low = &t->cells[row * t->columns + t->low];
		high = &t->cells[row * t->columns + t->high];
		if ((low->blank || value >= low->whole)
		    && (high->blank || value <= high->whole))
			return row;
	}
	fail_at(t->path, 0, 0, "no band holds %ld", value);
}

const char *
table_source(const struct table *t, size_t row)
{
	static char buf[4][256];
	static int next;

	next = (next + 1) % 4;
	snprintf(buf[next], sizeof(buf[next]), "%s:%ld", t->schema->file,
	    t->lines[row]);
	return buf[next];
}

void
table_fail(const struct table *t, size_t row, int column, const char *fmt, ...)
{
	char message[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(message, sizeof(message), fmt, ap);
	va_end(ap);
	if (row >= t->rows)
		fail_at(t->path, 0, 0, "%s", message);
	fail_at(t->path, t->lines[row], column < 0 ? 0 : t->positions[column],
	    "%s", message);
}
