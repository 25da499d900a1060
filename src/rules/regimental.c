/* regimental.c - quality, dice, Fallen Leader and "if" (LIB Regimental) */
#include <stdio.h>
#include <string.h>

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

int
if_holds(const char *cond, if_word_fn *word_holds, const void *arg,
    struct out *why, const char **bad, size_t *badlen)
{
	const char *term = cond, *word, *end, *reason;
	int any = *cond == '\0', all, not, h;
	size_t len, mark;

	while (*term != '\0') {
		all = 1;
		mark = why != NULL ? why->len : 0;
		for (word = term; ; word = end + 1) {
			for (end = word; *end != '\0' && *end != '&'
			    && *end != '|'; end++)
				continue;
			len = (size_t)(end - word);
			not = len > NOT_LEN && strncmp(word, "not-",
			    NOT_LEN) == 0;
			reason = NULL;
			h = word_holds(arg, word + NOT_LEN * not,
			    len - NOT_LEN * (size_t)not, &reason);
			if (h < 0) {
				*bad = word;
				*badlen = len;
				return -1;
			}
			all = all && h != not;
			if (h && !not && reason != NULL && why != NULL)
				out_printf(why, "%s%s", why->len ? ", " : "",
				    reason);
			if (*end != '&')
				break;
		}
		any = any || all;
		/* A term that fails says nothing. */
		if (!all && why != NULL) {
			why->len = mark;
			if (why->buf != NULL)
				why->buf[mark] = '\0';
		}
		term = *end == '|' ? end + 1 : end;
	}
	return any;
}

void
if_check(const struct table *t, size_t row, int column,
    if_word_fn *word_holds, const void *arg, const char *const *words,
    size_t n, const char *also)
{
	char known[512];
	const char *bad;
	size_t len, i, at = 0, last = n - (also == NULL);

	if (if_holds(cell_text(t, row, column), word_holds, arg, NULL, &bad,
	    &len) >= 0)
		return;
	known[0] = '\0';
	for (i = 0; i <= n && at < sizeof(known); i++) {
		if (i == n && also == NULL)
			break;
		at += (size_t)snprintf(known + at, sizeof(known) - at, "%s%s",
		    i == 0 ? "" : i == last ? " or " : ", ",
		    i < n ? words[i] : also);
	}
	table_fail(t, row, column, "'%.*s' is not a condition: %s, each may "
	    "be not-, joined by & and |", (int)len, bad, known);
}
