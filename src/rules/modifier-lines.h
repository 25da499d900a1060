/*
 * modifier-lines.h - LIB Regimental's modifier sheets: each printed line
 * counts once, however many of its alternatives hold, the greatest in
 * size; different lines add up.  A sheet is a table of name, line and
 * modifier, a row an alternative.  lib-maneuver and lib-musketry read
 * theirs alike, and print the sum, through this.
 */
#ifndef MUSKET_MODIFIER_LINES_H
#define MUSKET_MODIFIER_LINES_H

#include <stddef.h>

#include "lib.h"
#include "table.h"

struct run;

/* An alternative that holds, by its row's name. */
struct line_choice {
	const char	*name;
	long		 times;		/* its modifier counts so many times
					 * (a count); 0 is 1 (a flag) */
	long		 counted;	/* set: what it added, 0 where it
					 * did not count */
};

/*
 * Each line of the sheet t once: of its alternatives in held, the
 * greatest in size, the first of equals, said by modifier_add().
 * Returns the lines' sum.
 */
long modifier_lines(struct run *run, const struct table *t,
    struct line_choice *held, size_t n);

/* "modifiers: +1 (good +1, regular 0, worn 0)": total, then every
 * modifier noted, on a text line. */
void modifier_lines_text(struct run *run, long total);

#endif
