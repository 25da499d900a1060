/* fpga-enemy.c - how near the enemy is, for fpga-control and
 * fpga-recovery */
#include "fpga-enemy.h"

void
enemy_check(const struct table *enemy)
{
	size_t row;

	if (enemy->rows == 0 || cell_whole(enemy, 0, ENEMY_FROM) != 0)
		table_fail(enemy, 0, ENEMY_FROM, "the first row must be from "
		    "0");
	for (row = 1; row < enemy->rows; row++)
		if (cell_whole(enemy, row, ENEMY_FROM)
		    <= cell_whole(enemy, row - 1, ENEMY_FROM))
			table_fail(enemy, row, ENEMY_FROM, "rows must run "
			    "outward: this is not farther than line %ld",
			    enemy->lines[row - 1]);
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
