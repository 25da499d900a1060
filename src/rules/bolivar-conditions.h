/*
 * bolivar-conditions.h - the condition cells of 4 Page Bolivar's ladders
 * and modifier lists (to-hit.csv, modifiers.csv, the melee's three,
 * command-needed.csv): a column named for a condition holds nothing
 * (any) or the words it matches, separated by spaces, and the first row
 * whose every condition holds is taken.  bolivar-shoot, bolivar-melee
 * and bolivar-command match and check them alike, through this.
 */
#ifndef MUSKET_BOLIVAR_CONDITIONS_H
#define MUSKET_BOLIVAR_CONDITIONS_H

#include <stddef.h>
#include <stdint.h>

#include "table.h"

/* The names a condition's words may be, besides its own words. */
enum bolivar_vocabulary {
	VOCAB_WORDS,		/* its words only */
	VOCAB_UNITS,		/* units.csv's units, and their classes */
	VOCAB_FORMATIONS,	/* formations.csv's formations */
	VOCAB_BANDS		/* ranges.csv's bands */
};

/* A condition: the column that tests it, in whichever table has it. */
struct bolivar_cond {
	const char	*column;
	const char	*words;		/* a comma list, or NULL */
	enum bolivar_vocabulary vocabulary;
};

/* A tool's conditions, indexed by its enum of them. */
struct bolivar_conds {
	const struct bolivar_cond *cond;
	int		 n;
	/* The condition a cell may meet with the unit's class as well as
	 * its name (-1: none). */
	int		 unit;
};

/* The tables the vocabularies are read from (NULL: not used). */
struct bolivar_names {
	const struct table *units, *formations, *ranges;
};

/* Is word one of list's words (separated by commas or spaces)? */
int bolivar_listed(const char *list, const char *word);

/* The n-th word of a comma list into buf, or NULL past the last. */
const char *bolivar_nth_word(const char *list, int n, char *buf,
    size_t size);

/* "a,b" as "a, b" in buf, for a message. */
const char *bolivar_spaced(const char *list, char *buf, size_t size);

/* The condition column of t tests, or -1: by the column's name. */
int bolivar_cond_of(const struct bolivar_conds *set, const struct table *t,
    int column);

/*
 * Do the row's conditions from first to before end hold for the view:
 * word[k] the word of condition k, class the unit's (set->unit)?
 */
int bolivar_conds_hold(const struct bolivar_conds *set,
    const struct table *t, size_t row, const char *const *word,
    const char *class, int first, int end);

/* Every condition of the row; the first row all hold for, or -1. */
int bolivar_row_holds(const struct bolivar_conds *set,
    const struct table *t, size_t row, const char *const *word,
    const char *class);
long bolivar_first_row(const struct bolivar_conds *set,
    const struct table *t, const char *const *word, const char *class);

/*
 * The rows every condition holds for, as a set: BOLIVAR_HOLDS(rows,
 * row).  By the index bolivar_check_conditions() made of t, so for a
 * table it checked; the set is kept until the next call for t.
 */
const uint64_t *bolivar_rows_holding(const struct bolivar_conds *set,
    const struct table *t, const char *const *word, const char *class);
#define BOLIVAR_SET_BITS	64
#define BOLIVAR_HOLDS(rows, row) \
	((rows)[(row) / BOLIVAR_SET_BITS] >> (row) % BOLIVAR_SET_BITS & 1)

/* Each word of the cell is one of words (a comma list): a typo must not
 * make a row that silently never holds.  Else table_fail(). */
void bolivar_check_words(const struct table *t, size_t row, int column,
    const char *words);

/* The same for every condition cell of t, each by its vocabulary; and
 * t's index for bolivar_rows_holding() made. */
void bolivar_check_conditions(const struct bolivar_conds *set,
    const struct bolivar_names *names, const struct table *t);

#endif
