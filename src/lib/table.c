/* table.c - typed CSV tables: every cell checked once, at load */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csv.h>

#include "err.h"
#include "num.h"
#include "out.h"
#include "table.h"

/*
 * No rule table comes near these; past them a file is not a table, and
 * it is refused before it costs time or memory.  libcsv grows a field
 * TABLE_BLOCK bytes at a time (128 unless told), through table_realloc,
 * which refuses to grow one past TABLE_FIELD_MAX.
 */
#define TABLE_BYTES_MAX	(1L << 20)
#define TABLE_FIELD_MAX	(1L << 16)
#define TABLE_BLOCK	4096
#define TABLE_ROWS_MAX	10000
#define TABLE_FIELDS_MAX	64

/* The rows as read, before the header maps them to the schema. */
struct reading {
	const char	*path;
	long		 line;		/* line being read */
	char		*text;		/* every field's text, one after another */
	size_t		 text_len, text_cap;
	char		**fields;	/* every field, row after row */
	size_t		 nfields, cap_fields;
	size_t		 row_first;	/* the row being read: its first field */
	long		 row_line;	/* the line it began on */
	long		 field_line;	/* the line the field being read began on */
	int		 in_row;
	size_t		*first;		/* each row's first field */
	size_t		*widths;
	long		*lines;
	size_t		 nrows, cap_rows;
	int		 too_wide;
	int		 ascii;		/* the file has no byte above 0x7f */
};

struct key {
	const char	*text;
	size_t		 row;
};

/*
 * Everything a load holds, so that a table error (which leaves by
 * fail()) frees it all on the way out: a batch, a test or a fuzzer may
 * go on after it.
 */
struct loading {
	struct failure	 failure;
	char		*path;
	struct table	*table;
	struct reading	 r;
	int		 fd;
	char		*buf;		/* the file, NUL-terminated */
	struct csv_parser parser;
	int		 parsing;
	struct key	*keys;		/* a key column's names, sorted (in
					 * the block of repeats) */
	long		*repeats;	/* row * columns + column: an earlier
					 * row of the same name, or -1 */
};

/* libcsv's realloc has no context: the one load at a time says here why
 * a field could not grow. */
static int field_too_long;

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

	while (n > 0) {
		if (*s < 0x80) {
			s++, n--;
			continue;
		}
		if ((len = utf8_sequence(s, n)) == 0)
			return 0;
		s += len;
		n -= len;
	}
	return 1;
}

/* Most tables are plain ASCII, and then no field needs the UTF-8 check. */
static int
ascii(const char *s, size_t n)
{
	uint64_t word, high = 0;

	for (; n >= sizeof(word); s += sizeof(word), n -= sizeof(word)) {
		memcpy(&word, s, sizeof(word));
		high |= word;
	}
	for (; n > 0; s++, n--)
		high |= (unsigned char)*s;
	return (high & 0x8080808080808080ULL) == 0;
}

static void
end_field(void *data, size_t len, void *r_)
{
	struct reading *r = r_;
	size_t width = r->nfields - r->row_first;

	/* A field ends at a comma (the next begins on this line) or at the
	 * end of a row (and end_row says no field is open). */
	r->field_line = r->line;
	if (width == TABLE_FIELDS_MAX) {
		r->too_wide = 1;
		return;
	}
	if (len > TABLE_FIELD_MAX)
		fail_at(r->path, r->line, (int)width + 1,
		    "a field is longer than %ld bytes", TABLE_FIELD_MAX);
	if (!r->ascii && !valid_utf8(data, len))
		fail_at(r->path, r->line, (int)width + 1, "is not valid UTF-8");
	/* A field and its NUL take no more bytes than the field and its
	 * delimiter did in the file, so the text never outgrows the file. */
	if (r->text_len + len + 1 > r->text_cap)
		fail_at(r->path, r->line, (int)width + 1, "does not fit");
	if (r->nfields == r->cap_fields) {
		size_t cap = r->cap_fields ? 2 * r->cap_fields : 256;

		r->fields = xrealloc(r->fields, cap * sizeof(char *));
		r->cap_fields = cap;
	}
	r->fields[r->nfields] = memcpy(r->text + r->text_len, data, len);
	r->fields[r->nfields++][len] = '\0';
	r->text_len += len + 1;
}

static void
end_row(int terminator, void *r_)
{
	struct reading *r = r_;

	(void)terminator;
	r->in_row = 0;
	if (r->too_wide)
		fail_at(r->path, r->row_line, TABLE_FIELDS_MAX + 1,
		    "more than %d fields in a row", TABLE_FIELDS_MAX);
	if (r->nrows == TABLE_ROWS_MAX)
		fail_at(r->path, r->row_line, 0, "more than %d rows",
		    TABLE_ROWS_MAX);
	if (r->nrows == r->cap_rows) {
		size_t cap = r->cap_rows ? 2 * r->cap_rows : 32;

		r->first = xrealloc(r->first, cap * sizeof(*r->first));
		r->widths = xrealloc(r->widths, cap * sizeof(*r->widths));
		r->lines = xrealloc(r->lines, cap * sizeof(*r->lines));
		r->cap_rows = cap;
	}
	r->first[r->nrows] = r->row_first;
	r->widths[r->nrows] = r->nfields - r->row_first;
	r->lines[r->nrows++] = r->row_line;
	r->row_first = r->nfields;
}

static void *
table_realloc(void *p, size_t size)
{
	/* libcsv wants room for one byte more before it reads a field's
	 * end: a field of TABLE_FIELD_MAX bytes needs one past it. */
	if (size > TABLE_FIELD_MAX + 1) {
		field_too_long = 1;
		return NULL;
	}
	return realloc(p, size);
}

/* The file, NUL-terminated, in one read when its size is known. */
static void
slurp(struct loading *L, const char *path, size_t *size)
{
	struct stat st;
	size_t n = 0, cap;
	ssize_t got;

	if ((L->fd = open(path, O_RDONLY)) == -1)
		fail_at(path, 0, 0, "%s", strerror(errno));
	if (fstat(L->fd, &st) == 0 && S_ISDIR(st.st_mode))
		fail_at(path, 0, 0, "is a directory");
	if (fstat(L->fd, &st) == 0 && st.st_size > TABLE_BYTES_MAX)
		fail_at(path, 0, 0, "is larger than %ld bytes", TABLE_BYTES_MAX);
	/* Room to see the end of the file in the same read, and a NUL. */
	cap = fstat(L->fd, &st) == 0 && st.st_size > 0 ? (size_t)st.st_size + 2
	    : 4096;
	L->buf = xrealloc(NULL, cap);
	for (;;) {
		if (n + 1 == cap) {
			size_t more = 2 * cap < TABLE_BYTES_MAX + 2 ? 2 * cap
			    : TABLE_BYTES_MAX + 2;

			L->buf = xrealloc(L->buf, more);
			cap = more;
		}
		if ((got = read(L->fd, L->buf + n, cap - 1 - n)) == 0)
			break;
		if (got == -1 && errno == EINTR)
			continue;
		if (got == -1)
			fail_at(path, 0, 0, "%s", strerror(errno));
		if ((n += (size_t)got) > TABLE_BYTES_MAX)
			fail_at(path, 0, 0, "is larger than %ld bytes",
			    TABLE_BYTES_MAX);
	}
	close(L->fd);
	L->fd = -1;
	L->buf[n] = '\0';
	*size = n;
}

/* Bytes that start a row: not blanks or line ends (libcsv skips those). */
static int
has_content(const char *s, size_t n)
{
	for (; n > 0; s++, n--)
		if (*s != ' ' && *s != '\t' && *s != '\r' && *s != '\n')
			return 1;
	return 0;
}

/*
 * Feed libcsv one line at a time, so that every field it hands back
 * knows its line: the messages point at line and column.
 */
static void
read_rows(struct loading *L, char *buf, size_t size)
{
	struct reading *r = &L->r;
	struct csv_parser *parser = &L->parser;
	size_t start = 0, end, len;
	const char *nul, *p;
	int error;

	if (size >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		start = 3;
	if ((nul = memchr(buf, '\0', size)) != NULL) {
		long line = 1;

		for (p = buf; p < nul; p++)
			if (*p == '\n' || (*p == '\r' && p[1] != '\n'))
				line++;
		fail_at(r->path, line, 0, "contains a NUL byte");
	}
	r->ascii = ascii(buf, size);
	if (csv_init(parser, CSV_STRICT | CSV_STRICT_FINI) != 0)
		fail(EXIT_USAGE, "out of memory");
	L->parsing = 1;
	csv_set_realloc_func(parser, table_realloc);
	csv_set_free_func(parser, free);
	csv_set_blk_size(parser, TABLE_BLOCK);
	field_too_long = 0;
	for (r->line = 1; start < size; r->line++, start = end) {
		len = strcspn(buf + start, "\r\n");
		end = start + len;
		if (buf[end] == '\r' && buf[end + 1] == '\n')
			end++;
		if (end < size)
			end++;
		if (!r->in_row && has_content(buf + start, len)) {
			r->in_row = 1;
			r->row_line = r->field_line = r->line;
		}
		if (csv_parse(parser, buf + start, end - start, end_field,
		    end_row, r) == end - start)
			continue;
		/* Read the reason now: csv_fini and csv_init reset it. */
		error = csv_error(parser);
		if (error == CSV_EPARSE)
			fail_at(r->path, r->line, (int)(r->nfields - r->row_first)
			    + 1, "misplaced or unmatched quote");
		if (field_too_long)
			fail_at(r->path, r->field_line, (int)(r->nfields
			    - r->row_first) + 1, "a field is longer than %ld bytes",
			    TABLE_FIELD_MAX);
		if (error == CSV_ENOMEM)
			fail(EXIT_USAGE, "out of memory");
		fail_at(r->path, r->line, (int)(r->nfields - r->row_first) + 1,
		    "%s", csv_strerror(error));
	}
	r->line--;
	if (csv_fini(parser, end_field, end_row, r) != 0)
		fail_at(r->path, r->field_line, (int)(r->nfields - r->row_first)
		    + 1, "unterminated quoted field");
	L->parsing = 0;
	csv_free(parser);
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
	char **header = r->fields + r->first[0];
	size_t i;
	int c;

	for (i = 0; i < r->widths[0]; i++) {
		if ((c = column_of(s, header[i])) < 0)
			fail_at(t->path, r->lines[0], (int)i + 1,
			    "unknown column %s", quoted(header[i]));
		if (t->positions[c] != 0)
			fail_at(t->path, r->lines[0], (int)i + 1,
			    "column %s given twice", quoted(header[i]));
		t->positions[c] = (int)i + 1;
	}
	for (c = 0; (size_t)c < t->columns; c++)
		if (t->positions[c] == 0)
			fail_at(t->path, r->lines[0], 0, "missing column '%s'",
			    s->columns[c].name);
}

static int
key_order(const void *a_, const void *b_)
{
	const struct key *a = a_, *b = b_;
	int order = strcmp(a->text, b->text);

	if (order != 0)
		return order;
	return a->row < b->row ? -1 : a->row > b->row;
}

/*
 * For each data row, the first earlier row with the same name in key
 * column c, or -1: sorted, so that a long table is not compared row by
 * row with every other.
 */
static void
find_repeats(struct loading *L, int c)
{
	const struct table *t = L->table;
	const struct reading *r = &L->r;
	size_t row, n = 0, i, first = 0;

	for (row = 0; row < t->rows; row++) {
		L->repeats[row * t->columns + c] = -1;
		/* A ragged row is refused before its name is looked at. */
		if (r->widths[row + 1] == r->widths[0]) {
			L->keys[n].text = r->fields[r->first[row + 1]
			    + t->positions[c] - 1];
			L->keys[n++].row = row;
		}
	}
	qsort(L->keys, n, sizeof(*L->keys), key_order);
	for (i = 0; i < n; i++) {
		if (i == 0 || strcmp(L->keys[i].text, L->keys[first].text) != 0)
			first = i;
		else
			L->repeats[L->keys[i].row * t->columns + c] =
			    (long)L->keys[first].row;
	}
}

static void
check_cell(struct table *t, const long *repeats, size_t row, int c)
{
	const struct column *col = &t->schema->columns[c];
	struct cell *cell = &t->cells[row * t->columns + c];
	const char *why;
	long other;

	switch (col->type) {
	case CELL_TEXT:
		return;
	case CELL_KEY:
		if (*cell->text == '\0')
			table_fail(t, row, c, "empty name");
		if ((other = repeats[row * t->columns + c]) >= 0)
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
		if (low->whole - 1 > prev_high->whole)
			table_fail(t, row, t->low, "gap: no band holds %ld",
			    prev_high->whole + 1);
	}
}

/* The typed table of the rows read. */
static void
make_table(struct loading *L)
{
	struct table *t = L->table;
	struct reading *r = &L->r;
	char **fields;
	size_t row;
	int c;

	if (r->nrows == 0)
		fail_at(t->path, 0, 0, "is empty");
	map_header(t, r);
	if (r->nrows == 1)
		fail_at(t->path, r->lines[0], 0, "has a header but no rows");
	/* A row's cells, and after all the cells each row's line, in one
	 * block (table_free frees it with the cells). */
	t->cells = xcalloc(r->nrows - 1, t->columns * sizeof(struct cell)
	    + sizeof(long));
	t->rows = r->nrows - 1;
	t->lines = (long *)(t->cells + t->rows * t->columns);
	for (c = 0; (size_t)c < t->columns; c++)
		if (t->schema->columns[c].type == CELL_KEY) {
			/* The same for the names' repeats and their sorting. */
			if (L->repeats == NULL) {
				L->repeats = xcalloc(t->rows, t->columns
				    * sizeof(long) + sizeof(struct key));
				L->keys = (struct key *)(L->repeats
				    + t->rows * t->columns);
			}
			find_repeats(L, c);
		}
	for (row = 0; row < t->rows; row++) {
		t->lines[row] = r->lines[row + 1];
		if (r->widths[row + 1] != r->widths[0])
			fail_at(t->path, t->lines[row], 0, "%zu fields, but the "
			    "header has %zu", r->widths[row + 1], r->widths[0]);
		fields = r->fields + r->first[row + 1];
		for (c = 0; (size_t)c < t->columns; c++)
			t->cells[row * t->columns + c].text =
			    fields[t->positions[c] - 1];
		for (c = 0; (size_t)c < t->columns; c++)
			check_cell(t, L->repeats, row, c);
	}
	if (t->low >= 0 && t->high >= 0)
		check_bands(t);
}

static void
new_table(struct loading *L, const struct table_schema *schema)
{
	struct table *t;
	size_t columns;
	int c;

	for (columns = 0; schema->columns[columns].name; columns++)
		;
	/* The columns' positions follow the table, in one block. */
	t = L->table = xcalloc(1, sizeof(*t) + columns * sizeof(int));
	t->positions = (int *)(t + 1);
	t->columns = columns;
	t->schema = schema;
	t->low = t->high = -1;
	t->path = L->path;	/* the table's now */
	L->path = NULL;
	for (c = 0; (size_t)c < t->columns; c++) {
		if (schema->columns[c].type == CELL_LOW)
			t->low = c;
		if (schema->columns[c].type == CELL_HIGH)
			t->high = c;
	}
}

/* What a load leaves behind; on a failure, the table too. */
static void
end_loading(struct loading *L, int failed)
{
	if (L->fd != -1)
		close(L->fd);
	if (L->parsing)
		csv_free(&L->parser);
	free(L->buf);
	free(L->path);
	free(L->repeats);	/* and the keys */
	free(L->r.fields);
	free(L->r.first);
	free(L->r.widths);
	free(L->r.lines);
	if (failed)
		table_free(L->table);
	free(L);
}

static void
load(struct loading *L, const char *dir, const char *file, const char *text,
    size_t size, const struct table_schema *schema)
{
	size_t dirlen;

	if (dir == NULL) {
		L->path = xstrdup(file);
	} else {
		dirlen = strlen(dir);
		L->path = xrealloc(NULL, dirlen + strlen(file) + 2);
		memcpy(L->path, dir, dirlen);
		L->path[dirlen] = '/';
		memcpy(L->path + dirlen + 1, file, strlen(file) + 1);
	}
	new_table(L, schema);
	L->r.path = L->table->path;
	if (text == NULL) {
		slurp(L, L->r.path, &size);
	} else {
		if (size > TABLE_BYTES_MAX)
			fail_at(L->r.path, 0, 0, "is larger than %ld bytes",
			    TABLE_BYTES_MAX);
		L->buf = xrealloc(NULL, size + 1);
		memcpy(L->buf, text, size);
		L->buf[size] = '\0';
	}
	/* Every cell's text in one block, kept; the file passes through. */
	L->table->text = L->r.text = xrealloc(NULL, size + 1);
	L->r.text_cap = size + 1;
	read_rows(L, L->buf, size);
	make_table(L);
}

/* Read dir/file (or file when dir is NULL) from text, or from the file
 * when text is NULL. */
static struct table *
read_table(const char *dir, const char *file, const char *text, size_t size,
    const struct table_schema *schema)
{
	struct loading *L = xcalloc(1, sizeof(*L));
	struct failure *outer = catching, failure;
	struct table *t;

	L->fd = -1;
	catching = &L->failure;
	if (setjmp(L->failure.where) != 0) {
		catching = outer;
		failure = L->failure;
		end_loading(L, 1);
		fail(failure.status, "%s", failure.message);
	}
	load(L, dir, file, text, size, schema);
	catching = outer;
	t = L->table;
	end_loading(L, 0);
	return t;
}

struct table *
table_load(const char *dir, const struct table_schema *schema)
{
	return read_table(dir, schema->file, NULL, 0, schema);
}

struct table *
table_read(const char *path, const char *text, size_t size,
    const struct table_schema *schema)
{
	return read_table(NULL, path, text, size, schema);
}

void
table_free(struct table *t)
{
	if (t == NULL)
		return;
	free(t->text);
	free(t->cells);		/* and the lines */
	free(t->path);
	free(t);
}

long
table_find(const struct table *t, int column, const char *value)
{
	const char *cell;
	size_t row;

	/* Called for every option and many a rule: most rows differ at
	 * their first letter. */
	for (row = 0; row < t->rows; row++) {
		cell = cell_text(t, row, column);
		if (cell[0] == value[0] && strcmp(cell, value) == 0)
			return (long)row;
	}
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
