/* regimental.c - quality, dice, Fallen Leader and "if" (LIB Regimental) */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "regimental.h"
#include "tool.h"

/* The roll dice.csv names the fallen leader die. */
#define FALLEN_LEADER_ROLL	"fallen-leader"

int
roll_sides(const struct table *dice, const char *roll)
{
	return (int)cell_whole(dice, table_require_row(dice, DICE_ROLL, roll),
	    DICE_SIDES);
}

void
fallen_leader_check(const struct table *leader, const struct table *dice)
{
	table_require_band_cover(leader, 1, roll_sides(dice,
	    FALLEN_LEADER_ROLL), "the fallen leader die");
}

size_t
fallen_leader(struct run *run, const struct table *leader,
    const struct table *dice, int *die)
{
	*die = roll(&run->dice, roll_sides(dice, FALLEN_LEADER_ROLL),
	    "fallen leader");
	return table_band(leader, *die);
}

void
fallen_leader_json(struct out *out, const struct table *leader, int die,
    size_t row)
{
	json_key(out, "roll");
	json_whole(out, die);
	json_key(out, "result");
	json_string(out, cell_text(leader, row, LEADER_RESULT));
	json_key(out, "effect");
	json_string(out, cell_text(leader, row, LEADER_EFFECT));
}

int
in_list(const char *list, int sep, const char *word)
{
	size_t len = strlen(word);
	const char *p;

	for (p = list; p != NULL; p = strchr(p, sep)) {
		p += *p == sep;
		if (strncmp(p, word, len) == 0 && (p[len] == sep
		    || p[len] == '\0'))
			return 1;
	}
	return 0;
}

#define NOT_LEN	(sizeof("not-") - 1)

/* The "if" of a cell, into code: room for if_size(cond) ints. */
static void
read_if(const struct table *t, size_t row, int column, if_index_fn *index_of,
    const void *arg, const char *const *words, size_t n, const char *also,
    int *code)
{
	const char *cond = cell_text(t, row, column), *word, *end;
	char known[512];
	size_t len, i, at = 0, last = n - (also == NULL), used = 0;
	int not, k;

	for (word = cond; *cond != '\0'; word = end + 1) {
		end = word + strcspn(word, "&|");
		len = (size_t)(end - word);
		not = len > NOT_LEN && strncmp(word, "not-", NOT_LEN) == 0;
		if ((k = index_of(arg, word + NOT_LEN * (size_t)not,
		    len - NOT_LEN * (size_t)not)) >= 0) {
			code[used++] = 2 * k + not;
			if (*end == '|')
				code[used++] = IF_OR;
			if (*end == '\0')
				break;
			continue;
		}
		known[0] = '\0';
		for (i = 0; i <= n && at < sizeof(known); i++) {
			if (i == n && also == NULL)
				break;
			at += (size_t)snprintf(known + at, sizeof(known) - at,
			    "%s%s", i == 0 ? "" : i == last ? " or " : ", ",
			    i < n ? words[i] : also);
		}
		table_fail(t, row, column, "'%.*s' is not a condition: %s, "
		    "each may be not-, joined by & and |", (int)len, word,
		    known);
	}
	code[used] = IF_END;
}

/* The ints an "if" reads into: a word and an IF_OR for each "&" or "|",
 * a word and IF_END. */
static size_t
if_size(const char *cond)
{
	size_t size = 2;

	for (; *cond != '\0'; cond++)
		size += 2 * (*cond == '&' || *cond == '|');
	return size;
}

const int **
if_read(const struct table *t, int column, if_index_fn *index_of,
    const void *arg, const char *const *words, size_t n, const char *also)
{
	const int **conds;
	int *code;
	size_t row, size = 0;

	/* One block, the rows' pointers then their ints: an allocation
	 * a row was most of a lib tool's start. */
	for (row = 0; row < t->rows; row++)
		size += if_size(cell_text(t, row, column));
	conds = xcalloc(t->rows * sizeof(*conds) + size * sizeof(int), 1);
	code = (int *)(conds + t->rows);
	for (row = 0; row < t->rows; row++) {
		read_if(t, row, column, index_of, arg, words, n, also, code);
		conds[row] = code;
		code += if_size(cell_text(t, row, column));
	}
	return conds;
}

int
if_holds(const int *cond, if_word_fn *word_holds, const void *arg,
    struct out *why)
{
	const char *reason;
	size_t mark = why != NULL ? why->len : 0;
	int any = 0, all = 1, h, not;

	for (;; cond++) {
		if (*cond >= 0) {
			not = *cond & 1;
			reason = NULL;
			h = word_holds(arg, *cond >> 1, &reason);
			all = all && h != not;
			if (h && !not && reason != NULL && why != NULL)
				out_printf(why, "%s%s", why->len ? ", " : "",
				    reason);
			continue;
		}
		any = any || all;
		/* A term that fails says nothing. */
		if (!all && why != NULL) {
			why->len = mark;
			if (why->buf != NULL)
				why->buf[mark] = '\0';
		}
		if (*cond == IF_END)
			return any;
		all = 1;
		mark = why != NULL ? why->len : 0;
	}
}
