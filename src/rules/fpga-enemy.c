/* fpga-enemy.c - how near the enemy is, for fpga-control and
 * fpga-recovery */
#include "fpga-enemy.h"

void
enemy_check(const struct table *enemy)
{
	distances_check(enemy, ENEMY_FROM);
}

void
distances_check(const struct table *t, int from)
{
	size_t row;

	if (t->rows == 0 || cell_whole(t, 0, from) != 0)
		table_fail(t, 0, from, "the first row must be from 0");
	for (row = 1; row < t->rows; row++)
		if (cell_whole(t, row, from) <= cell_whole(t, row - 1, from))
			table_fail(t, row, from, "rows must run outward: this "
			    "is not farther than line %ld", t->lines[row - 1]);
}

size_t
enemy_row(const struct table *enemy, long distance)
{
	size_t row = 0;

	while (row + 1 < enemy->rows
	    && distance > cell_whole(enemy, row + 1, ENEMY_FROM))
		row++;
	return row;
}
