/*
 * bolivar-units.c - the formations a 4 Page Bolivar unit takes (the
 * sheet's unit table: only Battalion and Spearmen list March, Column,
 * Line and Square), one rule for bolivar-shoot and bolivar-melee.
 */
#include <string.h>

#include "bolivar-units.h"

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
