/*
 * bolivar-units.c - the formations a 4 Page Bolivar unit takes (the
 * sheet's unit table: only Battalion and Spearmen list March, Column,
 * Line and Square), one rule for bolivar-shoot and bolivar-melee.
 */
#include <stdio.h>
#include <string.h>

#include "bolivar.h"
#include "bolivar-units.h"
#include "err.h"
#include "out.h"

const char bolivar_no_formation[] = "line";

int
bolivar_takes_formation(const char *formations, const char *formation)
{
	size_t len = strlen(formation), n;

	if (*formations == '\0')
		return strcmp(formation, bolivar_no_formation) == 0;
	while (*formations != '\0') {
		n = strcspn(formations, ", ");
		if (n == len && strncmp(formations, formation, len) == 0)
			return 1;
		formations += n;
		formations += strspn(formations, ", ");
	}
	return 0;
}

int
bolivar_is_formation(const struct table *formations, const char *word)
{
	return table_find(formations, FORMATION_NAME, word) >= 0;
}

const char *
bolivar_formation_names(const struct table *formations)
{
	static char buf[256];
	size_t row, len = 0;

	buf[0] = '\0';
	for (row = 0; row < formations->rows && len < sizeof(buf); row++)
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%s",
		    row > 0 ? ", " : "", cell_text(formations, row,
		    FORMATION_NAME));
	return buf;
}

void
bolivar_check_units(const struct table *units,
    const struct table *formations)
{
	const char *cell;
	struct out word = {0};
	size_t row, n;

	table_require_row(formations, FORMATION_NAME, bolivar_no_formation);
	for (row = 0; row < units->rows; row++)
		for (cell = cell_text(units, row, UNIT_FORMATIONS);
		    *cell != '\0'; cell += n, cell += strspn(cell, ", ")) {
			n = strcspn(cell, ", ");
			out_reset(&word);
			out_write(&word, cell, n);
			if (!bolivar_is_formation(formations, word.buf))
				table_fail(units, row, UNIT_FORMATIONS, "%s is "
				    "not one of %s", quoted(word.buf),
				    bolivar_formation_names(formations));
		}
	out_free(&word);
}

void
bolivar_require_formation(const struct table *units, size_t row,
    const char *option, const char *formation)
{
	const char *takes = cell_text(units, row, UNIT_FORMATIONS);
	const char *unit = cell_text(units, row, UNIT_NAME);

	if (bolivar_takes_formation(takes, formation))
		return;
	if (*takes == '\0')
		fail(EXIT_USAGE, "--%s: the %s takes no formation (%s)", option,
		    unit, table_source(units, row));
	fail(EXIT_USAGE, "--%s: the %s cannot be in %s (%s)", option, unit,
	    formation, table_source(units, row));
}
