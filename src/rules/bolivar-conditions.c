/*
 * bolivar-conditions.c - matching and checking the condition cells of
 * the Bolivar tables, once for the three tools (bolivar-conditions.h).
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "bolivar.h"
#include "bolivar-conditions.h"
#include "bolivar-units.h"
#include "err.h"
#include "out.h"

/* Compared in place, a byte at a time: a batch line matches a few
 * hundred short words, and strcspn, strspn and strncmp for each were a
 * sixth of a bolivar-melee line. */
int
bolivar_listed(const char *list, const char *word)
{
	const char *w;

	if (*list == '\0')
		return 0;
	for (;;) {
		for (w = word; *w != '\0' && *list == *w; w++, list++)
			continue;
		if (*w == '\0' && (*list == '\0' || *list == ','
		    || *list == ' '))
			return 1;
		while (*list != '\0' && *list != ',' && *list != ' ')
			list++;
		while (*list == ',' || *list == ' ')
			list++;
		if (*list == '\0')
			return 0;
	}
}

const char *
bolivar_nth_word(const char *list, int n, char *buf, size_t size)
{
	size_t len;

	for (; n > 0 && *list != '\0'; n--)
		list += strcspn(list, ",") + (strchr(list, ',') != NULL);
	if (*list == '\0')
		return NULL;
	/* Cut as snprintf would cut it, without its format: a tool's
	 * check of its tables asks for a few dozen words at start-up. */
	if ((len = strcspn(list, ",")) >= size)
		len = size - 1;
	memcpy(buf, list, len);
	buf[len] = '\0';
	return buf;
}

const char *
bolivar_spaced(const char *list, char *buf, size_t size)
{
	size_t len = 0;

	buf[0] = '\0';
	for (; *list != '\0' && len + 3 < size; list++)
		len += (size_t)snprintf(buf + len, size - len,
		    *list == ',' ? ", " : "%c", *list);
	return buf;
}

/* The condition each column of a schema tests, by the columns' names:
 * worked out for every cell it was half a bolivar-melee batch line, so
 * it is once a pair of set and schema (a tool has a few). */
#define COND_MAPS	8
#define COND_COLUMNS	64

struct cond_map {
	const struct bolivar_conds	*set;
	const struct table_schema	*schema;
	signed char			 k[COND_COLUMNS];
};

static int
cond_by_name(const struct bolivar_conds *set, const char *column)
{
	int k;

	for (k = 0; k < set->n; k++)
		if (strcmp(column, set->cond[k].column) == 0)
			return k;
	return -1;
}

/* The map of t's columns, or NULL where one would not fit. */
static const signed char *
cond_map(const struct bolivar_conds *set, const struct table *t)
{
	static struct cond_map maps[COND_MAPS];
	static int nmaps;
	struct cond_map *m;
	int i;

	if (t->columns > COND_COLUMNS || set->n > SCHAR_MAX)
		return NULL;
	for (i = 0; i < nmaps; i++)
		if (maps[i].set == set && maps[i].schema == t->schema)
			return maps[i].k;
	m = &maps[nmaps < COND_MAPS ? nmaps++ : COND_MAPS - 1];
	m->set = set;
	m->schema = t->schema;
	for (i = 0; i < (int)t->columns; i++)
		m->k[i] = (signed char)cond_by_name(set,
		    t->schema->columns[i].name);
	return m->k;
}

int
bolivar_cond_of(const struct bolivar_conds *set, const struct table *t,
    int column)
{
	const signed char *map = cond_map(set, t);

	return map != NULL ? map[column] : cond_by_name(set,
	    t->schema->columns[column].name);
}

/*
 * A condition table's index, made when its cells are checked: for each
 * column that tests a condition, the words its cells hold and the rows
 * each is in, and the rows that leave it empty (any word holds).  The
 * rows that hold for a view are then an AND of a set a column; matched
 * cell by cell and word by word, a bolivar-melee batch line's 35 rows
 * were a third of it.
 */
/* A word of a column's cells, where it is in the first cell that has
 * it: words are not copied. */
struct cond_word {
	const char	*text;
	size_t		 len;
};

struct cond_column {
	int		 column, k;
	size_t		 first, nwords;	/* its words in the index's */
	const uint64_t	*any;		/* the rows it leaves empty */
	/* The rows whose cell begins with a comma or a blank, where
	 * bolivar_listed() finds an empty word (a horse's band). */
	const uint64_t	*lead;
	/* Some cell has a comma or a blank: only there can a word with
	 * one in it be found (bolivar_listed() matches it byte by byte,
	 * across words). */
	int		 separated;
};

struct bolivar_index {
	const struct bolivar_conds *set;
	size_t		 sets;		/* the uint64_t of a set of rows */
	struct cond_word *word;		/* every column's, column by column */
	uint64_t	*rows;		/* a set a word */
	uint64_t	*holding;	/* the last answer (holding()) */
	size_t		 ncolumns;
	struct cond_column column[];
};

/* Is the word of len bytes at text the NUL-terminated word?  A byte at
 * a time, as they are a few: a shorter word stops at its NUL, which no
 * byte of text is. */
static int
same_word(const char *text, size_t len, const char *word)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (text[i] != word[i])
			return 0;
	return word[len] == '\0';
}

/* The set of the index's word of len bytes at text in column c, added
 * if new; the words are bolivar_listed()'s, between commas and spaces. */
static uint64_t *
word_rows(struct bolivar_index *ix, struct cond_column *c, const char *text,
    size_t len)
{
	size_t i;

	for (i = c->first; i < c->first + c->nwords; i++)
		if (ix->word[i].len == len
		    && memcmp(ix->word[i].text, text, len) == 0)
			return ix->rows + i * ix->sets;
	ix->word[i].text = text;
	ix->word[i].len = len;
	c->nwords++;
	return ix->rows + i * ix->sets;
}

static int
separates(char c)
{
	return c == ',' || c == ' ';
}

/*
 * Made in one pass a column, in three blocks: a table is indexed at
 * every start-up, and a block a word made it cost more than the
 * matching it saved a batch line.
 */
static void
make_index(const struct bolivar_conds *set, const struct table *t)
{
	const signed char *map = cond_map(set, t);
	struct bolivar_index *ix;
	struct cond_column *col;
	const char *cell, *end;
	size_t row, c, bound = 0, sets = t->rows / BOLIVAR_SET_BITS + 1;
	uint64_t bit, *any, *lead;
	int k;

	/* A word is a byte and a separator at least. */
	for (c = 0; c < t->columns; c++)
		if ((map != NULL ? map[c] : bolivar_cond_of(set, t, (int)c))
		    >= 0)
			for (row = 0; row < t->rows; row++)
				bound += strlen(cell_text(t, row, (int)c)) / 2
				    + 1;
	ix = xcalloc(1, sizeof(*ix) + t->columns * sizeof(*ix->column));
	ix->set = set;
	ix->sets = sets;
	ix->word = xcalloc(bound + 1, sizeof(*ix->word));
	/* The words' sets, then a column's empty cells' and its leading
	 * separators', and the answer. */
	ix->rows = xcalloc((bound + 2 * t->columns + 1) * sets,
	    sizeof(uint64_t));
	any = ix->rows + bound * sets;
	lead = any + t->columns * sets;
	ix->holding = lead + t->columns * sets;
	for (c = 0; c < t->columns; c++) {
		k = map != NULL ? map[c] : bolivar_cond_of(set, t, (int)c);
		if (k < 0)
			continue;
		col = &ix->column[ix->ncolumns++];
		col->column = (int)c;
		col->k = k;
		col->first = col == ix->column ? 0 : col[-1].first
		    + col[-1].nwords;
		col->any = any;
		col->lead = lead;
		for (row = 0; row < t->rows; row++) {
			bit = (uint64_t)1 << row % BOLIVAR_SET_BITS;
			cell = cell_text(t, row, (int)c);
			if (*cell == '\0')
				any[row / BOLIVAR_SET_BITS] |= bit;
			if (separates(*cell))
				lead[row / BOLIVAR_SET_BITS] |= bit;
			col->separated |= cell[strcspn(cell, ", ")] != '\0';
			for (; *cell != '\0'; cell = end) {
				while (separates(*cell))
					cell++;
				for (end = cell; *end != '\0'
				    && !separates(*end); end++)
					continue;
				if (end > cell)
					word_rows(ix, col, cell, (size_t)(end
					    - cell))[row / BOLIVAR_SET_BITS]
					    |= bit;
			}
		}
		any += sets;
		lead += sets;
	}
	/* The table is the run's, loaded, not a constant: only its index
	 * is set, once. */
	((struct table *)t)->index = ix;
}

/* t's index for set: bolivar_check_conditions() made it. */
static struct bolivar_index *
index_of(const struct bolivar_conds *set, const struct table *t)
{
	struct bolivar_index *ix = t->index;

	if (ix == NULL || ix->set != set)
		fail(EXIT_TABLE, "%s: its conditions were not checked",
		    t->path);
	return ix;
}

/* A word bolivar_listed() finds in a cell as the cell's index finds it:
 * one with no comma or space in it (NULL too: no cell is matched with
 * it).  A byte at a time: words are short, and strcspn's set-up was a
 * sixth of a bolivar-melee line. */
static int
plain_word(const char *word)
{
	if (word == NULL)
		return 1;
	for (; *word != '\0'; word++)
		if (*word == ',' || *word == ' ')
			return 0;
	return 1;
}

/* The set of rows of c whose cell holds word, or NULL: none. */
static const uint64_t *
rows_of(const struct bolivar_index *ix, const struct cond_column *c,
    const char *word)
{
	size_t i;

	if (word == NULL)
		return NULL;
	if (*word == '\0')
		return c->lead;
	for (i = c->first; i < c->first + c->nwords; i++)
		if (same_word(ix->word[i].text, ix->word[i].len, word))
			return ix->rows + i * ix->sets;
	return NULL;
}

/* The rows whose conditions first to before end hold, in ix->holding. */
static const uint64_t *
holding(const struct bolivar_index *ix, const struct table *t,
    const char *const *word, const char *class, int first, int end)
{
	const struct cond_column *c;
	const uint64_t *any, *by_word, *by_class;
	size_t i, j, row;
	uint64_t bit;
	int k;

	for (i = 0; i < ix->sets; i++)
		ix->holding[i] = ~(uint64_t)0;
	for (j = 0; j < ix->ncolumns; j++) {
		c = &ix->column[j];
		if ((k = c->k) < first || k >= end)
			continue;
		/* A word the column holds is a plain one, as its words are
		 * (or the empty one); one it does not hold may be plain or
		 * not. */
		by_word = rows_of(ix, c, word[k]);
		by_class = k == ix->set->unit ? rows_of(ix, c, class) : NULL;
		if (c->separated && ((by_word == NULL
		    && !plain_word(word[k])) || (k == ix->set->unit
		    && by_class == NULL && class != NULL
		    && !plain_word(class)))) {
			/* Matched as bolivar_listed() matches it. */
			for (row = 0; row < t->rows; row++) {
				bit = (uint64_t)1 << row % BOLIVAR_SET_BITS;
				if (!bolivar_conds_hold(ix->set, t, row, word,
				    class, k, k + 1))
					ix->holding[row / BOLIVAR_SET_BITS] &=
					    ~bit;
			}
			continue;
		}
		any = c->any;
		for (i = 0; i < ix->sets; i++)
			ix->holding[i] &= any[i] | (by_word != NULL
			    ? by_word[i] : 0) | (by_class != NULL
			    ? by_class[i] : 0);
	}
	return ix->holding;
}

int
bolivar_conds_hold(const struct bolivar_conds *set, const struct table *t,
    size_t row, const char *const *word, const char *class, int first,
    int end)
{
	const signed char *map = cond_map(set, t);
	const char *cell;
	size_t c;
	int k;

	for (c = 0; c < t->columns; c++) {
		k = map != NULL ? map[c] : bolivar_cond_of(set, t, (int)c);
		if (k < first || k >= end)
			continue;
		cell = cell_text(t, row, (int)c);
		if (*cell != '\0' && !bolivar_listed(cell, word[k])
		    && !(k == set->unit && bolivar_listed(cell, class)))
			return 0;
	}
	return 1;
}

const uint64_t *
bolivar_rows_holding(const struct bolivar_conds *set, const struct table *t,
    const char *const *word, const char *class)
{
	return holding(index_of(set, t), t, word, class, 0, set->n);
}

int
bolivar_row_holds(const struct bolivar_conds *set, const struct table *t,
    size_t row, const char *const *word, const char *class)
{
	return bolivar_conds_hold(set, t, row, word, class, 0, set->n);
}

long
bolivar_first_row(const struct bolivar_conds *set, const struct table *t,
    const char *const *word, const char *class)
{
	const uint64_t *rows = bolivar_rows_holding(set, t, word, class);
	size_t i, row;

	for (i = 0; i * BOLIVAR_SET_BITS < t->rows; i++)
		if (rows[i] != 0)
			for (row = i * BOLIVAR_SET_BITS; row < t->rows; row++)
				if (BOLIVAR_HOLDS(rows, row))
					return (long)row;
	return -1;
}

void
bolivar_check_words(const struct table *t, size_t row, int column,
    const char *words)
{
	const char *cell = cell_text(t, row, column);
	struct out word = {0};
	char list[256];
	size_t n;

	for (; *cell != '\0'; cell += n, cell += strspn(cell, " ")) {
		n = strcspn(cell, " ");
		out_reset(&word);
		out_write(&word, cell, n);
		if (!bolivar_listed(words, word.buf))
			table_fail(t, row, column, "%s is not one of %s",
			    quoted(word.buf), bolivar_spaced(words, list,
			    sizeof(list)));
	}
	out_free(&word);
}

/* Is word a unit, or a unit's class? */
static int
unit_word(const struct table *units, const char *word)
{
	size_t row;

	for (row = 0; row < units->rows; row++)
		if (strcmp(cell_text(units, row, UNIT_NAME), word) == 0
		    || strcmp(cell_text(units, row, UNIT_CLASS), word) == 0)
			return 1;
	return 0;
}

/* One word of a condition cell, checked by its condition's vocabulary. */
static void
check_word(const struct bolivar_cond *cond,
    const struct bolivar_names *names, const struct table *t, size_t row,
    int column, const char *word)
{
	const char *words = cond->words != NULL ? cond->words : "";
	char list[256];

	if (bolivar_listed(words, word))
		return;
	switch (cond->vocabulary) {
	case VOCAB_UNITS:
		if (unit_word(names->units, word))
			return;
		if (*words != '\0')
			table_fail(t, row, column, "%s is neither a unit nor "
			    "one of %s", quoted(word), bolivar_spaced(words,
			    list, sizeof(list)));
		table_fail(t, row, column, "%s is not a unit or a unit's "
		    "class", quoted(word));
	case VOCAB_FORMATIONS:
		if (bolivar_is_formation(names->formations, word))
			return;
		table_fail(t, row, column, "%s is not one of %s%s%s",
		    quoted(word), bolivar_formation_names(names->formations),
		    *words != '\0' ? ", " : "", bolivar_spaced(words, list,
		    sizeof(list)));
	case VOCAB_BANDS:
		if (table_find(names->ranges, RANGE_BAND, word) >= 0)
			return;
		table_fail(t, row, column, "%s is not a band of %s",
		    quoted(word), names->ranges->schema->file);
	case VOCAB_WORDS:
		break;
	}
	table_fail(t, row, column, "%s is not one of %s", quoted(word),
	    bolivar_spaced(words, list, sizeof(list)));
}

void
bolivar_check_conditions(const struct bolivar_conds *set,
    const struct bolivar_names *names, const struct table *t)
{
	const signed char *map = cond_map(set, t);
	const char *cell;
	struct out word = {0};
	size_t row, c, n;
	int k;

	for (row = 0; row < t->rows; row++)
		for (c = 0; c < t->columns; c++) {
			k = map != NULL ? map[c] : bolivar_cond_of(set, t,
			    (int)c);
			if (k < 0)
				continue;
			for (cell = cell_text(t, row, (int)c); *cell != '\0';
			    cell += n, cell += strspn(cell, " ")) {
				n = strcspn(cell, " ");
				out_reset(&word);
				out_write(&word, cell, n);
				check_word(&set->cond[k], names, t, row,
				    (int)c, word.buf);
			}
		}
	out_free(&word);
	make_index(set, t);
}
