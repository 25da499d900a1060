/* effectiveness.c - stands and rating to condition (LIB Regimental) */
#include <string.h>

#include "effectiveness.h"
#include "err.h"
#include "num.h"
#include "out.h"
#include "regimental.h"

const char *const unit_condition_name[UNIT_CONDITIONS + 1] = {
	"fresh", "worn", "spent", "destroyed"
};

int
unit_size(const struct table *t, const char *opt, const char *text,
    const char *rating, struct unit_size *u)
{
	char buf[32];
	const char *slash = strchr(text, '/'), *why;
	size_t row;

	if (slash == NULL || (size_t)(slash - text) >= sizeof(buf))
		fail(EXIT_USAGE, "--%s: %s is not NOW/START, as 5/8", opt,
		    quoted(text));
	memcpy(buf, text, (size_t)(slash - text));
	buf[slash - text] = '\0';
	if ((why = parse_whole(slash + 1, 1, 999, &u->start)) != NULL)
		fail(EXIT_USAGE, "--%s: %s: the start %s", opt, quoted(text),
		    why);
	if ((why = parse_whole(buf, 1, 999, &u->now)) != NULL)
		fail(EXIT_USAGE, "--%s: %s: the stands now %s", opt,
		    quoted(text), why);
	if (u->now > u->start)
		fail(EXIT_USAGE, "--%s: %s: more stands now than at the start",
		    opt, quoted(text));
	for (row = 0; row < t->rows; row++)
		if (strcmp(cell_text(t, row, EFF_RATING), rating) == 0
		    && cell_whole(t, row, EFF_STANDS) == u->start)
			break;
	if (row == t->rows)
		fail(EXIT_USAGE, "--%s: '%ld/%ld': %s has no %s unit of "
		    "%ld stands", opt, u->now, u->start, t->schema->file,
		    rating, u->start);
	u->rating = cell_text(t, row, EFF_RATING);
	u->row = row;
	u->spent_at = cell_whole(t, row, EFF_SPENT_AT);
	u->worn_at = t->cells[row * t->columns + EFF_WORN_AT].blank ? -1
	    : cell_whole(t, row, EFF_WORN_AT);
	return unit_condition(u, u->now);
}

int
unit_condition(const struct unit_size *u, long left)
{
	if (left <= 0)
		return UNIT_DESTROYED;
	if (left <= u->spent_at)
		return UNIT_SPENT;
	return left <= u->worn_at ? UNIT_WORN : UNIT_FRESH;
}

void
unit_size_text(struct out *out, const struct unit_size *u)
{
	out_printf(out, "%ld of %ld stands (%s: ", u->now, u->start,
	    u->rating);
	if (u->worn_at >= 0)
		out_printf(out, "worn at %ld, ", u->worn_at);
	out_printf(out, "spent at %ld)", u->spent_at);
}

size_t
condition_row(const struct table *conditions, int condition)
{
	return table_require_row(conditions, CONDITION_NAME,
	    unit_condition_name[condition]);
}

void
effectiveness_check(const struct table *t, const struct table *conditions,
    const char *opt)
{
	const char *rating;
	size_t row;
	int i;

	for (i = 0; i < UNIT_CONDITIONS; i++)
		condition_row(conditions, i);
	for (row = 0; row < t->rows; row++) {
		rating = cell_text(t, row, EFF_RATING);
		if (!in_list(EFFECTIVENESS_RATINGS, ',', rating))
			table_fail(t, row, EFF_RATING, "'%s' is not a rating "
			    "of --%s", rating, opt);
		if (cell_whole(t, row, EFF_SPENT_AT)
		    >= cell_whole(t, row, EFF_STANDS))
			table_fail(t, row, EFF_SPENT_AT, "spent at %ld of %ld "
			    "stands: a full unit would be spent",
			    cell_whole(t, row, EFF_SPENT_AT),
			    cell_whole(t, row, EFF_STANDS));
		if (!t->cells[row * t->columns + EFF_WORN_AT].blank
		    && (cell_whole(t, row, EFF_WORN_AT)
		    >= cell_whole(t, row, EFF_STANDS)
		    || cell_whole(t, row, EFF_WORN_AT)
		    <= cell_whole(t, row, EFF_SPENT_AT)))
			table_fail(t, row, EFF_WORN_AT, "worn at %ld must lie "
			    "between spent at %ld and the %ld stands",
			    cell_whole(t, row, EFF_WORN_AT),
			    cell_whole(t, row, EFF_SPENT_AT),
			    cell_whole(t, row, EFF_STANDS));
	}
}
