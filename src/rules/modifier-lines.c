/* modifier-lines.c - a LIB modifier sheet's lines, each counted once */
#include <string.h>

#include "arena.h"
#include "modifier-lines.h"
#include "out.h"
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
	const char *name = cell_text(t, row, MOD_NAME);
	size_t i;

	/* Most rows are not held: told apart by their first byte. */
	for (i = 0; i < n; i++)
		if (held[i].name[0] == name[0]
		    && strcmp(held[i].name, name) == 0)
			return (long)i;
	return -1;
}

/*
 * The alternatives that hold, each with the first row of its line (which
 * speaks for the line), sorted by line and then by row: only they are
 * compared, where every row against every other took a quarter of a
 * lib-maneuver batch line.
 */
struct alternative {
	size_t	row, line;
	long	held;
};

long
modifier_lines(struct run *run, const struct table *t,
    struct line_choice *held, size_t n)
{
	struct alternative *alt, a;
	size_t row, line, i, j, found, nalt = 0;
	long sum = 0, h, v, best;

	for (i = 0; i < n; i++)
		held[i].counted = 0;
	alt = xcalloc(t->rows + 1, sizeof(*alt));
	for (row = 0; row < t->rows; row++) {
		if ((h = held_as(t, row, held, n)) < 0)
			continue;
		for (line = 0; !same_line(t, line, row); line++)
			continue;
		a = (struct alternative){ row, line, h };
		for (j = nalt++; j > 0 && alt[j - 1].line > line; j--)
			alt[j] = alt[j - 1];
		alt[j] = a;
	}
	for (i = 0; i < nalt; i = j) {
		/* Of the line's, the greatest in size, the first of equals. */
		found = i;
		best = 0;
		for (j = i; j < nalt && alt[j].line == alt[i].line; j++) {
			v = cell_whole(t, alt[j].row, MOD_MODIFIER)
			    * (held[alt[j].held].times != 0
			    ? held[alt[j].held].times : 1);
			if (j == i || (v < 0 ? -v : v) > (best < 0 ? -best
			    : best)) {
				found = j;
				best = v;
			}
		}
		held[alt[found].held].counted = best;
		sum += best;
		modifier_add(run, cell_text(t, alt[found].row, MOD_NAME), best,
		    NULL, t, alt[found].row);
	}
	xfree(alt);
	return sum;
}

void
modifier_lines_text(struct run *run, long total)
{
	size_t i;

	out_str(&run->out, "modifiers: ");
	out_difference(&run->out, total);
	out_str(&run->out, " (");
	for (i = 0; i < run->nmodifiers; i++) {
		if (i > 0)
			out_str(&run->out, ", ");
		out_str(&run->out, run->modifiers[i].name);
		out_char(&run->out, ' ');
		out_difference(&run->out, run->modifiers[i].value);
	}
	out_str(&run->out, ")\n");
}
