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

#include "arena.h"
#include "err.h"
#include "image.h"
#include "num.h"
#include "out.h"
#include "table.h"

/*
 * No rule table comes near these; past them a file is not a table, and
 * it is refused before it costs time or memory.  libcsv grows a field
 * TABLE_BLOCK bytes at a time (128 unless told), through table_realloc,
 * which refuses to grow one past TABLE_FIELD_MAX.  A schema's file name
 * is the tool's own, and short: table_source() has room for it.
 */
#define TABLE_BYTES_MAX	(1L << 20)
#define TABLE_FIELD_MAX	(1L << 16)
#define TABLE_BLOCK	4096
#define TABLE_ROWS_MAX	10000
#define TABLE_FIELDS_MAX	64
#define TABLE_NAME_MAX	200
/* Fewer rows than these are compared row by row for repeats, of a key
 * column and of a name of parts: sorting them (qsort's copy and its
 * calls) cost more, at every start-up. */
#define TABLE_SORT_KEYS	32
#define TABLE_SORT_PARTS	12

/* The rows as read, before the header maps them to the schema. */
struct reading {
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

/* Everything a load holds, freed however it ends. */
struct loading {
	const char	*error;		/* why the load failed, or NULL */
	char		*path;		/* the file, to open */
	struct table	*table;
	struct reading	 r;
	char		*buf;		/* the file, NUL-terminated */
	struct key	*keys;		/* a key column's names, sorted (in
					 * the block of repeats) */
	long		*repeats;	/* row * columns + column: an earlier
					 * row of the same name, or -1 */
	size_t		*order;		/* the rows, by their names' parts */
};

/* What a load says when memory ran out: no file, no line, exit 2. */
static const char no_memory[] = "out of memory";

/* The last table error, whole: it holds a path, which may be long. */
static char *message;
static size_t message_cap;

/* libcsv's realloc has no context: the one load at a time says here why
 * a field could not grow. */
static int field_too_long;

/*
 * "path:line:column: reason" in the message buffer, grown to hold it
 * (line 0: the whole file, "path: reason"; column 0: the whole line).
 */
static const char *
format_error(const char *path, long line, int column, const char *fmt,
    va_list ap)
{
	char where[48];
	va_list again;
	size_t need;
	char *grown;
	int n, head;

	if (line == 0)
		where[0] = '\0';
	else if (column == 0)
		snprintf(where, sizeof(where), ":%ld", line);
	else
		snprintf(where, sizeof(where), ":%ld:%d", line, column);
	va_copy(again, ap);
	n = vsnprintf(NULL, 0, fmt, again);
	va_end(again);
	if (n < 0)
		return "a table error that cannot be formatted";
	need = strlen(path) + strlen(where) + 2 + (size_t)n + 1;
	if (need > message_cap) {
		if ((grown = realloc(message, need)) == NULL)
			return no_memory;
		message = grown;
		message_cap = need;
	}
	head = snprintf(message, message_cap, "%s%s: ", path, where);
	vsnprintf(message + head, message_cap - (size_t)head, fmt, ap);
	return message;
}

/* A load's error at a line and column of the file: -1, to return. */
static int __attribute__((format(printf, 4, 5)))
load_error(struct loading *L, long line, int column, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	L->error = format_error(L->table->path, line, column, fmt, ap);
	va_end(ap);
	return -1;
}

/* The same at a row's line and a column of the schema (-1: the row). */
static int __attribute__((format(printf, 4, 5)))
cell_error(struct loading *L, size_t row, int column, const char *fmt, ...)
{
	const struct table *t = L->table;
	va_list ap;

	va_start(ap, fmt);
	L->error = format_error(t->path, t->lines[row], column < 0 ? 0
	    : t->positions[column], fmt, ap);
	va_end(ap);
	return -1;
}

/* realloc, or NULL with the load's error said. */
static void *
grow(struct loading *L, void *p, size_t size)
{
	void *grown;

	if ((grown = arena_realloc(p, size)) == NULL)
		L->error = no_memory;
	return grown;
}

static void *
zeroed(struct loading *L, size_t n, size_t size)
{
	void *p;

	if ((size != 0 && n > SIZE_MAX / size)
	    || (p = arena_realloc(NULL, n * size)) == NULL) {
		L->error = no_memory;
		return NULL;
	}
	return memset(p, 0, n * size);
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

/* libcsv's field callback: after an error, the rest is not looked at. */
static void
end_field(void *data, size_t len, void *L_)
{
	struct loading *L = L_;
	struct reading *r = &L->r;
	size_t width = r->nfields - r->row_first;
	char **fields;

	if (L->error != NULL)
		return;
	/* A field ends at a comma (the next begins on this line) or at the
	 * end of a row (and end_row says no field is open). */
	r->field_line = r->line;
	if (width == TABLE_FIELDS_MAX) {
		r->too_wide = 1;
		return;
	}
	if (len > TABLE_FIELD_MAX) {
		load_error(L, r->line, (int)width + 1, "a field is longer than "
		    "%ld bytes", TABLE_FIELD_MAX);
		return;
	}
	if (!r->ascii && !valid_utf8(data, len)) {
		load_error(L, r->line, (int)width + 1, "is not valid UTF-8");
		return;
	}
	/* A field and its NUL take no more bytes than the field and its
	 * delimiter did in the file, so the text never outgrows the file. */
	if (r->text_len + len + 1 > r->text_cap) {
		load_error(L, r->line, (int)width + 1, "does not fit");
		return;
	}
	if (r->nfields == r->cap_fields) {
		size_t cap = r->cap_fields ? 2 * r->cap_fields : 256;

		if ((fields = grow(L, r->fields, cap * sizeof(char *))) == NULL)
			return;
		r->fields = fields;
		r->cap_fields = cap;
	}
	r->fields[r->nfields] = memcpy(r->text + r->text_len, data, len);
	r->fields[r->nfields++][len] = '\0';
	r->text_len += len + 1;
}

/* Room for one row more in the rows' arrays: 0, or -1. */
static int
room_for_row(struct loading *L)
{
	struct reading *r = &L->r;
	size_t cap = r->cap_rows ? 2 * r->cap_rows : 32;
	void *p;

	if (r->nrows < r->cap_rows)
		return 0;
	if ((p = grow(L, r->first, cap * sizeof(*r->first))) == NULL)
		return -1;
	r->first = p;
	if ((p = grow(L, r->widths, cap * sizeof(*r->widths))) == NULL)
		return -1;
	r->widths = p;
	if ((p = grow(L, r->lines, cap * sizeof(*r->lines))) == NULL)
		return -1;
	r->lines = p;
	r->cap_rows = cap;
	return 0;
}

static void
end_row(int terminator, void *L_)
{
	struct loading *L = L_;
	struct reading *r = &L->r;

	(void)terminator;
	if (L->error != NULL)
		return;
	r->in_row = 0;
	if (r->too_wide) {
		load_error(L, r->row_line, TABLE_FIELDS_MAX + 1,
		    "more than %d fields in a row", TABLE_FIELDS_MAX);
		return;
	}
	if (r->nrows == TABLE_ROWS_MAX) {
		load_error(L, r->row_line, 0, "more than %d rows",
		    TABLE_ROWS_MAX);
		return;
	}
	if (room_for_row(L) != 0)
		return;
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

/* Whether escape() would give s back as it is: printable ASCII. */
static int
printable(const char *s)
{
	for (; *s != '\0'; s++)
		if ((unsigned char)*s < 0x20 || (unsigned char)*s >= 0x7f)
			return 0;
	return 1;
}

/*
 * The file, NUL-terminated, in one read when its size is known.  Only a
 * regular file is a table: it is opened without blocking, so that a
 * FIFO (which would wait for a writer) is seen for what it is, and
 * refused.
 */
static int
slurp(struct loading *L, size_t *size)
{
	struct stat st;
	size_t n = 0, cap;
	ssize_t got;
	char *buf;
	int fd, status = -1;

	if ((fd = open(L->path, O_RDONLY | O_NONBLOCK | O_NOCTTY)) == -1)
		return load_error(L, 0, 0, "%s", strerror(errno));
	if (fstat(fd, &st) == -1) {
		load_error(L, 0, 0, "%s", strerror(errno));
		goto done;
	}
	if (S_ISDIR(st.st_mode)) {
		load_error(L, 0, 0, "is a directory");
		goto done;
	}
	if (!S_ISREG(st.st_mode)) {
		load_error(L, 0, 0, "is not a regular file");
		goto done;
	}
	if (st.st_size > TABLE_BYTES_MAX) {
		load_error(L, 0, 0, "is larger than %ld bytes",
		    TABLE_BYTES_MAX);
		goto done;
	}
	/* Room to see the end of the file in the same read, and a NUL; a
	 * file that says it is empty (as /proc's do) may not be. */
	cap = st.st_size > 0 ? (size_t)st.st_size + 2 : 4096;
	if ((L->buf = grow(L, NULL, cap)) == NULL)
		goto done;
	for (;;) {
		if (n + 1 == cap) {
			cap = 2 * cap < TABLE_BYTES_MAX + 2 ? 2 * cap
			    : TABLE_BYTES_MAX + 2;
			if ((buf = grow(L, L->buf, cap)) == NULL)
				goto done;
			L->buf = buf;
		}
		if ((got = read(fd, L->buf + n, cap - 1 - n)) == 0)
			break;
		if (got == -1 && errno == EINTR)
			continue;
		if (got == -1) {
			load_error(L, 0, 0, "%s", strerror(errno));
			goto done;
		}
		if ((n += (size_t)got) > TABLE_BYTES_MAX) {
			load_error(L, 0, 0, "is larger than %ld bytes",
			    TABLE_BYTES_MAX);
			goto done;
		}
	}
	L->buf[n] = '\0';
	*size = n;
	status = 0;
done:
	close(fd);
	return status;
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
static int
parse_lines(struct loading *L, struct csv_parser *parser, const char *buf,
    size_t size)
{
	struct reading *r = &L->r;
	size_t start = 0, end, len;
	int error;

	if (size >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		start = 3;
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
		    end_row, L) == end - start) {
			if (L->error != NULL)
				return -1;
			continue;
		}
		if (L->error != NULL)
			return -1;
		error = csv_error(parser);
		if (error == CSV_EPARSE)
			return load_error(L, r->line, (int)(r->nfields
			    - r->row_first) + 1, "misplaced or unmatched "
			    "quote");
		if (field_too_long)
			return load_error(L, r->field_line, (int)(r->nfields
			    - r->row_first) + 1, "a field is longer than %ld "
			    "bytes", TABLE_FIELD_MAX);
		if (error == CSV_ENOMEM) {
			L->error = no_memory;
			return -1;
		}
		return load_error(L, r->line, (int)(r->nfields - r->row_first)
		    + 1, "%s", csv_strerror(error));
	}
	r->line--;
	if (csv_fini(parser, end_field, end_row, L) != 0)
		return load_error(L, r->field_line, (int)(r->nfields
		    - r->row_first) + 1, "unterminated quoted field");
	return L->error != NULL ? -1 : 0;
}

/* The rows of the text, read by libcsv: its parser made, used, freed. */
static int
read_rows(struct loading *L, const char *buf, size_t size)
{
	struct csv_parser parser;
	const char *nul, *p;
	long line = 1;
	int status;

	if ((nul = memchr(buf, '\0', size)) != NULL) {
		for (p = buf; p < nul; p++)
			if (*p == '\n' || (*p == '\r' && p[1] != '\n'))
				line++;
		return load_error(L, line, 0, "contains a NUL byte");
	}
	L->r.ascii = ascii(buf, size);
	if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI) != 0) {
		L->error = no_memory;
		return -1;
	}
	csv_set_realloc_func(&parser, table_realloc);
	csv_set_free_func(&parser, free);
	csv_set_blk_size(&parser, TABLE_BLOCK);
	field_too_long = 0;
	status = parse_lines(L, &parser, buf, size);
	csv_free(&parser);
	return status;
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

static int
map_header(struct loading *L)
{
	struct table *t = L->table;
	const struct reading *r = &L->r;
	const struct table_schema *s = t->schema;
	char **header = r->fields + r->first[0];
	size_t i;
	int c;

	for (i = 0; i < r->widths[0]; i++) {
		if ((c = column_of(s, header[i])) < 0)
			return load_error(L, r->lines[0], (int)i + 1,
			    "unknown column %s", quoted(header[i]));
		if (t->positions[c] != 0)
			return load_error(L, r->lines[0], (int)i + 1,
			    "column %s given twice", quoted(header[i]));
		t->positions[c] = (int)i + 1;
	}
	for (c = 0; (size_t)c < t->columns; c++)
		if (t->positions[c] == 0)
			return load_error(L, r->lines[0], 0,
			    "missing column '%s'", s->columns[c].name);
	return 0;
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
	size_t row, n = 0, i, j, first = 0;

	for (row = 0; row < t->rows; row++) {
		L->repeats[row * t->columns + c] = -1;
		/* A ragged row is refused before its name is looked at. */
		if (r->widths[row + 1] == r->widths[0]) {
			L->keys[n].text = r->fields[r->first[row + 1]
			    + t->positions[c] - 1];
			L->keys[n++].row = row;
		}
	}
	if (n < TABLE_SORT_KEYS) {
		/* In row order: the first alike is the earliest. */
		for (i = 1; i < n; i++)
			for (j = 0; j < i; j++)
				if (L->keys[j].text[0] == L->keys[i].text[0]
				    && strcmp(L->keys[j].text,
				    L->keys[i].text) == 0) {
					L->repeats[L->keys[i].row * t->columns
					    + c] = (long)L->keys[j].row;
					break;
				}
		return;
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

/* Whether any text has a control byte: every cell is printed, in an
 * answer, a message or --verbose, and one there would make a fake line
 * or reach the terminal as an escape. */
static int
has_control(const char *text)
{
	const unsigned char *p;

	for (p = (const unsigned char *)text; *p != '\0'; p++)
		if (*p < 0x20 || *p == 0x7f)
			return 1;
	return 0;
}

/*
 * Why a name cannot be one, or NULL: a name is printed a line a name by
 * --list (the completions read it), into one-line messages and the
 * terminal, and given back in --vary's comma-separated values.
 */
static const char *
name_fault(const char *name)
{
	const unsigned char *p;

	if (has_control(name))
		return "holds a control byte";
	for (p = (const unsigned char *)name; *p != '\0'; p++)
		if (*p == ',')
			return "holds a comma";
	/* A blank inside is the shipped tables' own ("close combat"); at
	 * either end it is a name no one can type back. */
	if (*name == ' ' || (p > (const unsigned char *)name && p[-1] == ' '))
		return "begins or ends with a blank";
	return NULL;
}

static int
check_cell(struct loading *L, size_t row, int c)
{
	struct table *t = L->table;
	const struct column *col = &t->schema->columns[c];
	struct cell *cell = &t->cells[row * t->columns + c];
	const char *why;
	long other;

	switch (col->type) {
	case CELL_TEXT:
		/* Free text (an effect, a reason) keeps its commas and
		 * blanks, but is printed as it is. */
		if (has_control(cell->text))
			return cell_error(L, row, c, "%s holds a control byte",
			    quoted(cell->text));
		return 0;
	case CELL_PART:
		/* A part of a name may be empty (any), else a name. */
		if (*cell->text != '\0'
		    && (why = name_fault(cell->text)) != NULL)
			return cell_error(L, row, c, "%s %s", quoted(cell->text),
			    why);
		return 0;
	case CELL_KEY:
		if (*cell->text == '\0')
			return cell_error(L, row, c, "empty name");
		if ((why = name_fault(cell->text)) != NULL)
			return cell_error(L, row, c, "%s %s", quoted(cell->text),
			    why);
		if ((other = L->repeats[row * t->columns + c]) >= 0)
			return cell_error(L, row, c, "%s is already on line "
			    "%ld", quoted(cell->text), t->lines[other]);
		return 0;
	case CELL_FLAG:
		if (strcmp(cell->text, "yes") == 0
		    || strcmp(cell->text, "no") == 0) {
			cell->whole = cell->text[0] == 'y';
			return 0;
		}
		return cell_error(L, row, c, "%s is not yes or no",
		    quoted(cell->text));
	case CELL_LOW:
	case CELL_HIGH:
		if (*cell->text == '\0') {
			cell->blank = 1;
			return 0;
		}
		/* FALLTHROUGH */
	case CELL_WHOLE:
		if ((why = parse_whole(cell->text, col->min, col->max,
		    &cell->whole)) != NULL)
			return cell_error(L, row, c, "%s %s",
			    quoted(cell->text), why);
		return 0;
	case CELL_DISTANCE:
		if ((why = parse_thousandths(cell->text, col->min * 1000,
		    col->max * 1000, &cell->whole)) != NULL)
			return cell_error(L, row, c, "%s %s",
			    quoted(cell->text), why);
		return 0;
	}
	return 0;
}

/* Whether a column is a part of the row's name. */
static int
is_part(const struct column *col)
{
	return col->type == CELL_PART || col->part;
}

/* Rows a and b in column c, as a part of their names: text by its
 * letters, anything else by its value ("8" and "8.0" the same). */
static int
part_order(const struct table *t, size_t a, size_t b, int c)
{
	const struct cell *x = &t->cells[a * t->columns + c];
	const struct cell *y = &t->cells[b * t->columns + c];

	switch (t->schema->columns[c].type) {
	case CELL_TEXT:
	case CELL_KEY:
	case CELL_PART:
		return strcmp(x->text, y->text);
	default:
		if (x->blank != y->blank)
			return x->blank < y->blank ? -1 : 1;
		return x->whole < y->whole ? -1 : x->whole > y->whole;
	}
}

/* The table whose rows key_tuple_order sorts: one load at a time. */
static const struct table *keyed;

static int
key_tuple_order(const void *a_, const void *b_)
{
	size_t a = *(const size_t *)a_, b = *(const size_t *)b_;
	int c, order;

	for (c = 0; (size_t)c < keyed->columns; c++)
		if (is_part(&keyed->schema->columns[c])
		    && (order = part_order(keyed, a, b, c)) != 0)
			return order;
	return a < b ? -1 : a > b;
}

/* Rows a and b alike in every part of their names. */
static int
alike(const struct table *t, size_t a, size_t b)
{
	int c;

	for (c = 0; (size_t)c < t->columns; c++)
		if (is_part(&t->schema->columns[c])
		    && part_order(t, a, b, c) != 0)
			return 0;
	return 1;
}

/*
 * The first row alike an earlier one in every part of its name, and the
 * earliest row it is alike, in *row and *other (*row is t->rows if
 * none); -1 when memory runs out.  Sorted, so that a long table is not
 * compared row by row with every other.
 */
static int
first_alike(struct loading *L, size_t *row, size_t *other)
{
	const struct table *t = L->table;
	size_t i, j, first = 0;

	*row = t->rows;
	*other = 0;
	if (t->rows < TABLE_SORT_PARTS) {
		for (i = 1; i < t->rows; i++)
			for (j = 0; j < i; j++)
				if (alike(t, i, j)) {
					*row = i;
					*other = j;
					return 0;
				}
		return 0;
	}
	if ((L->order = zeroed(L, t->rows, sizeof(size_t))) == NULL)
		return -1;
	for (i = 0; i < t->rows; i++)
		L->order[i] = i;
	keyed = t;
	qsort(L->order, t->rows, sizeof(size_t), key_tuple_order);
	for (i = 1; i < t->rows; i++) {
		if (!alike(t, L->order[i], L->order[first]))
			first = i;
		else if (L->order[i] < *row) {
			*row = L->order[i];
			*other = L->order[first];
		}
	}
	return 0;
}

/*
 * No two rows alike in every part of their names: the first would win,
 * and the other, a house rule, be lost unsaid.  The repeat told is the
 * first in the file.
 */
static int
check_parts(struct loading *L)
{
	const struct table *t = L->table;
	const struct column *col = t->schema->columns;
	struct out what = {0};
	size_t row, other;
	int c, at = -1, fault;

	for (c = 0; (size_t)c < t->columns && at < 0; c++)
		if (is_part(&col[c]))
			at = c;
	if (at < 0)
		return 0;
	if (first_alike(L, &row, &other) != 0)
		return -1;
	if (row == t->rows)
		return 0;
	for (c = 0; (size_t)c < t->columns; c++)
		if (is_part(&col[c]))
			out_printf(&what, "%s%s %s", what.len ? ", " : "",
			    col[c].name, quoted(cell_text(t, row, c)));
	fault = cell_error(L, row, at, "the row of %s is already on line %ld",
	    what.buf, t->lines[other]);
	out_free(&what);
	return fault;
}

static int
check_bands(struct loading *L)
{
	const struct table *t = L->table;
	const struct cell *low, *high, *prev_high;
	size_t row;

	for (row = 0; row < t->rows; row++) {
		low = &t->cells[row * t->columns + t->low];
		high = &t->cells[row * t->columns + t->high];
		if (low->blank && row > 0)
			return cell_error(L, row, t->low, "only the first band "
			    "may be open below");
		if (high->blank && row + 1 < t->rows)
			return cell_error(L, row, t->high, "only the last band "
			    "may be open above");
		if (!low->blank && !high->blank && low->whole > high->whole)
			return cell_error(L, row, t->high, "band %ld..%ld runs "
			    "downward", low->whole, high->whole);
		if (row == 0)
			continue;
		prev_high = &t->cells[(row - 1) * t->columns + t->high];
		if (low->whole <= prev_high->whole)
			return cell_error(L, row, t->low, "band from %ld "
			    "overlaps the band on line %ld", low->whole,
			    t->lines[row - 1]);
		if (low->whole - 1 > prev_high->whole)
			return cell_error(L, row, t->low, "gap: no band holds "
			    "%ld", prev_high->whole + 1);
	}
	return 0;
}

/* The typed table of the rows read. */
static int
make_table(struct loading *L)
{
	struct table *t = L->table;
	const struct reading *r = &L->r;
	char **fields;
	size_t row;
	int c;

	if (r->nrows == 0)
		return load_error(L, 0, 0, "is empty");
	if (map_header(L) != 0)
		return -1;
	if (r->nrows == 1)
		return load_error(L, r->lines[0], 0, "has a header but no "
		    "rows");
	/* A row's cells, and after all the cells each row's line, in one
	 * block (table_free frees it with the cells). */
	if ((t->cells = zeroed(L, r->nrows - 1, t->columns
	    * sizeof(struct cell) + sizeof(long))) == NULL)
		return -1;
	t->rows = r->nrows - 1;
	t->lines = (long *)(t->cells + t->rows * t->columns);
	for (c = 0; (size_t)c < t->columns; c++)
		if (t->schema->columns[c].type == CELL_KEY) {
			/* The same for the names' repeats and their sorting. */
			if (L->repeats == NULL) {
				L->repeats = zeroed(L, t->rows, t->columns
				    * sizeof(long) + sizeof(struct key));
				if (L->repeats == NULL)
					return -1;
				L->keys = (struct key *)(L->repeats
				    + t->rows * t->columns);
			}
			find_repeats(L, c);
		}
	for (row = 0; row < t->rows; row++) {
		t->lines[row] = r->lines[row + 1];
		if (r->widths[row + 1] != r->widths[0])
			return load_error(L, t->lines[row], 0, "%zu fields, "
			    "but the header has %zu", r->widths[row + 1],
			    r->widths[0]);
		fields = r->fields + r->first[row + 1];
		for (c = 0; (size_t)c < t->columns; c++)
			t->cells[row * t->columns + c].text =
			    fields[t->positions[c] - 1];
		for (c = 0; (size_t)c < t->columns; c++)
			if (check_cell(L, row, c) != 0)
				return -1;
	}
	if (check_parts(L) != 0)
		return -1;
	if (t->low >= 0 && t->high >= 0)
		return check_bands(L);
	return 0;
}

static int
new_table(struct loading *L, const char *dir, const char *file,
    const struct table_schema *schema)
{
	struct table *t;
	size_t columns, dirlen = dir ? strlen(dir) + 1 : 0;
	int c;

	for (columns = 0; schema->columns[columns].name; columns++)
		;
	/* The columns' positions follow the table, in one block. */
	if ((t = L->table = zeroed(L, 1, sizeof(*t) + columns * sizeof(int)))
	    == NULL)
		return -1;
	t->positions = (int *)(t + 1);
	t->columns = columns;
	t->schema = schema;
	t->low = t->high = -1;
	for (c = 0; (size_t)c < t->columns; c++) {
		if (schema->columns[c].type == CELL_LOW)
			t->low = c;
		if (schema->columns[c].type == CELL_HIGH)
			t->high = c;
	}
	if ((L->path = grow(L, NULL, dirlen + strlen(file) + 1)) == NULL)
		return -1;
	if (dir != NULL) {
		memcpy(L->path, dir, dirlen - 1);
		L->path[dirlen - 1] = '/';
	}
	memcpy(L->path + dirlen, file, strlen(file) + 1);
	/* As messages show it: a newline in a folder's name cannot make an
	 * error two lines. */
	if (printable(L->path)) {
		/* Nearly always: copied, not walked a character at a time
		 * twice. */
		if ((t->path = grow(L, NULL, strlen(L->path) + 1)) == NULL)
			return -1;
		strcpy(t->path, L->path);
	} else {
		if ((t->path = grow(L, NULL, escape(NULL, L->path) + 1))
		    == NULL)
			return -1;
		escape(t->path, L->path);
	}
	if (strlen(schema->file) > TABLE_NAME_MAX)
		return load_error(L, 0, 0, "a table's name is longer than %d "
		    "bytes", TABLE_NAME_MAX);
	return 0;
}

/*
 * The table from the tool's image of a file of the same bytes (image.h):
 * 1 if it had one (with L->error when memory ran out), else 0.
 */
static int
from_image(struct loading *L, size_t size)
{
	const struct table_image *im;
	struct table *t = L->table;
	size_t i;

	for (im = table_images; im->file != NULL; im++)
		if (strcmp(im->file, t->schema->file) == 0)
			break;
	if (im->file == NULL || im->size != size || im->columns != t->columns
	    || memcmp(im->bytes, L->buf, size) != 0)
		return 0;
	/* Every cell is set below: not zeroed first (a memset as long as
	 * the copy). */
	if ((t->text = grow(L, NULL, im->text_size)) == NULL
	    || (t->cells = grow(L, NULL, im->rows * (t->columns
	    * sizeof(struct cell) + sizeof(long)))) == NULL)
		return 1;
	memcpy(t->text, im->text, im->text_size);
	t->rows = im->rows;
	t->lines = (long *)(t->cells + t->rows * t->columns);
	for (i = 0; i < t->rows * t->columns; i++) {
		t->cells[i].text = t->text + im->cells[i].text;
		t->cells[i].whole = im->cells[i].whole;
		t->cells[i].blank = im->cells[i].blank;
	}
	memcpy(t->lines, im->lines, t->rows * sizeof(*t->lines));
	memcpy(t->positions, im->positions, t->columns
	    * sizeof(*t->positions));
	return 1;
}

/* Read the table from text, or from its file when text is NULL. */
static int
load(struct loading *L, const char *text, size_t size)
{
	if (text == NULL) {
		if (slurp(L, &size) != 0)
			return -1;
	} else {
		if (size > TABLE_BYTES_MAX)
			return load_error(L, 0, 0, "is larger than %ld bytes",
			    TABLE_BYTES_MAX);
		if ((L->buf = grow(L, NULL, size + 1)) == NULL)
			return -1;
		memcpy(L->buf, text, size);
		L->buf[size] = '\0';
	}
	if (from_image(L, size))
		return L->error != NULL ? -1 : 0;
	/* Every cell's text in one block, kept; the file passes through. */
	if ((L->table->text = L->r.text = grow(L, NULL, size + 1)) == NULL)
		return -1;
	L->r.text_cap = size + 1;
	if (read_rows(L, L->buf, size) != 0)
		return -1;
	return make_table(L);
}

/* Read dir/file (or file when dir is NULL) from text, or from the file
 * when text is NULL; what the load held is freed either way. */
static struct table *
read_table(const char *dir, const char *file, const char *text, size_t size,
    const struct table_schema *schema, const char **error)
{
	struct loading L = {0};
	struct table *t = NULL;

	if (new_table(&L, dir, file, schema) == 0 && load(&L, text, size) == 0)
		t = L.table;
	else
		table_free(L.table);
	xfree(L.buf);
	xfree(L.path);
	xfree(L.repeats);	/* and the keys */
	xfree(L.order);
	xfree(L.r.fields);
	xfree(L.r.first);
	xfree(L.r.widths);
	xfree(L.r.lines);
	*error = L.error;
	return t;
}

struct table *
table_load(const char *dir, const struct table_schema *schema,
    const char **error)
{
	return read_table(dir, schema->file, NULL, 0, schema, error);
}

struct table *
table_read(const char *path, const char *text, size_t size,
    const struct table_schema *schema, const char **error)
{
	return read_table(NULL, path, text, size, schema, error);
}

struct table *
table_load_or_fail(const char *dir, const struct table_schema *schema)
{
	struct table *t;
	const char *error;

	if ((t = table_load(dir, schema, &error)) == NULL)
		fail(error == no_memory ? EXIT_USAGE : EXIT_TABLE, "%s", error);
	return t;
}

void
table_free(struct table *t)
{
	if (t == NULL)
		return;
	xfree(t->text);
	xfree(t->cells);		/* and the lines */
	xfree(t->path);
	xfree(t);
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
	size_t first = 0, past = t->rows, mid;

	/* The loader saw the bands run upward with no gap and no overlap:
	 * the band is the first whose high end holds value, found by
	 * halving, as an odds walk may band every total of its dice on a
	 * house table of a band a value. */
	while (first < past) {
		mid = first + (past - first) / 2;
		high = &t->cells[mid * t->columns + t->high];
		if (!high->blank && value > high->whole)
			first = mid + 1;
		else
			past = mid;
	}
	if (first < t->rows) {
		low = &t->cells[first * t->columns + t->low];
		if (low->blank || value >= low->whole)
			return first;
	}
	table_fail(t, t->rows, -1, "no band holds %ld", value);
}

const char *
table_source(const struct table *t, size_t row)
{
	/* A name of at most TABLE_NAME_MAX bytes (new_table saw to it), a
	 * colon and a line number. */
	static char buf[4][TABLE_NAME_MAX + 32];
	static int next;

	char digits[24], *d = digits + sizeof(digits);
	unsigned long line = (unsigned long)t->lines[row];
	size_t n = strlen(t->schema->file);

	/* Built by hand: every modifier a text line shows names its
	 * source, and snprintf cost more than the rest of the line. */
	next = (next + 1) % 4;
	if (t->lines[row] < 0) {	/* never, but not a wrong answer */
		snprintf(buf[next], sizeof(buf[next]), "%s:%ld",
		    t->schema->file, t->lines[row]);
		return buf[next];
	}
	do
		*--d = (char)('0' + line % 10);
	while ((line /= 10) != 0);
	if (n > TABLE_NAME_MAX)
		n = TABLE_NAME_MAX;
	memcpy(buf[next], t->schema->file, n);
	buf[next][n] = ':';
	memcpy(buf[next] + n + 1, d, (size_t)(digits + sizeof(digits) - d));
	buf[next][n + 1 + (digits + sizeof(digits) - d)] = '\0';
	return buf[next];
}

void
table_fail(const struct table *t, size_t row, int column, const char *fmt, ...)
{
	const char *error;
	va_list ap;

	va_start(ap, fmt);
	if (row >= t->rows)
		error = format_error(t->path, 0, 0, fmt, ap);
	else
		error = format_error(t->path, t->lines[row], column < 0 ? 0
		    : t->positions[column], fmt, ap);
	va_end(ap);
	fail(error == no_memory ? EXIT_USAGE : EXIT_TABLE, "%s", error);
}

size_t
table_require_row(const struct table *t, int column, const char *name)
{
	long row;

	if ((row = table_find(t, column, name)) < 0)
		table_fail(t, t->rows, -1, "no row for %s", quoted(name));
	return (size_t)row;
}

void
table_require_rows(const struct table *t, size_t n, const char *what)
{
	/* Too many: the first row past them; too few: the whole file. */
	if (t->rows != n)
		table_fail(t, t->rows > n ? n : t->rows, -1, "needs exactly "
		    "%zu row%s%s%s", n, n == 1 ? "" : "s", what ? ": " : "",
		    what ? what : "");
}

void
table_require_faces(const struct table *t, int column)
{
	const char *name = t->schema->columns[column].name;
	size_t row;

	for (row = 0; row < t->rows; row++)
		if (cell_whole(t, row, column) != (long)row + 1)
			table_fail(t, row, column, "expected %s %zu: %s runs "
			    "1, 2, ... one a row", name, row + 1, name);
}

void
table_require_band_cover(const struct table *t, long low, long high,
    const char *what)
{
	const struct cell *first, *last;

	if (t->rows == 0)
		table_fail(t, t->rows, -1, "no bands: %s runs from %ld to %ld",
		    what, low, high);
	first = &t->cells[t->low];
	last = &t->cells[(t->rows - 1) * t->columns + t->high];
	/* The loader saw the bands run upward with no gap between: only
	 * the ends can fall short. */
	if (!first->blank && low < first->whole)
		table_fail(t, 0, t->low, "no band holds %ld: %s runs from %ld",
		    first->whole - 1, what, low);
	if (!last->blank && high > last->whole)
		table_fail(t, t->rows - 1, t->high, "no band holds %ld: %s "
		    "runs to %ld", last->whole + 1, what, high);
}

void
table_require_open_bands(const struct table *t, const char *what)
{
	if (t->rows == 0)
		table_fail(t, t->rows, -1, "no bands: %s needs a band for "
		    "every value", what);
	if (!t->cells[t->low].blank)
		table_fail(t, 0, t->low, "the first band needs an empty low "
		    "end: %s has no floor", what);
	if (!t->cells[(t->rows - 1) * t->columns + t->high].blank)
		table_fail(t, t->rows - 1, t->high, "the last band needs an "
		    "empty high end: %s has no ceiling", what);
}
