/*
 * bolivar-conditions.c - matching and checking the condition cells of
 * the Bolivar tables, once for the three tools (bolivar-conditions.h).
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

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
	len = strcspn(list, ",");
	snprintf(buf, size, "%.*s", (int)len, list);
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
	size_t row;

	for (row = 0; row < t->rows; row++)
		if (bolivar_row_holds(set, t, row, word, class))
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
	const char *cell;
	struct out word = {0};
	size_t row, c, n;
	int k;

	for (row = 0; row < t->rows; row++)
		for (c = 0; c < t->columns; c++) {
			if ((k = bolivar_cond_of(set, t, (int)c)) < 0)
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
}
