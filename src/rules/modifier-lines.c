/* modifier-lines.c - a LIB modifier sheet's lines, each counted once */
#include <string.h>

#include "modifier-lines.h"
#include "tool.h"

static int
same_line(const struct table *t, size_t row, size_t other)
{
	return strcmp(cell_text(t, row, MOD_LINE),
	    cell_text(t, other, MOD_LINE)) == 0;
}

/* The alternative of held that row is, or -1. */
static long
held_as(const struct table *t, size_t row, const struct line_choice *held,
    size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(held[i].name, cell_text(t, row, MOD_NAME)) == 0)
			return (long)i;
	return -1;
}

long
modifier_lines(struct run *run, const struct table *t,
    struct line_choice *held, size_t n)
{
	size_t row, other, i;
	long sum = 0, best = 0, v, found, which = 0, h;

	for (i = 0; i < n; i++)
		held[i].counted = 0;
	for (row = 0; row < t->rows; row++) {
		/* The first row of each line speaks for it. */
		for (other = 0; other < row; other++)
			if (same_line(t, other, row))
				break;
		if (other < row)
			continue;
		found = -1;
		for (other = row; other < t->rows; other++) {
			if (!same_line(t, other, row)
			    || (h = held_as(t, other, held, n)) < 0)
				continue;
			v = cell_whole(t, other, MOD_MODIFIER)
			    * (held[h].times != 0 ? held[h].times : 1);
			if (found < 0 || (v < 0 ? -v : v)
			    > (best < 0 ? -best : best)) {
				found = (long)other;
				best = v;
				which = h;
			}
		}
		if (found < 0)
			continue;
		held[which].counted = best;
		sum += best;
		modifier_add(run, cell_text(t, (size_t)found, MOD_NAME), best,
		    NULL, t, (size_t)found);
	}
	return sum;
}

void
modifier_lines_text(struct run *run, long total)
{
	size_t i;
	long v;

	out_printf(&run->out, total == 0 ? "modifiers: 0 ("
	    : "modifiers: %+ld (", total);
	for (i = 0; i < run->nmodifiers; i++) {
		v = run->modifiers[i].value;
		out_printf(&run->out, v == 0 ? "%s%s 0" : "%s%s %+ld",
		    i ? ", " : "", run->modifiers[i].name, v);
	}
	out_printf(&run->out, ")\n");
}
