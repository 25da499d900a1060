/*
 * fpga-enemy.h - Fast-Play Grande Armée: where the nearest enemy is,
 * by fpga/enemy.csv, and whether a force may then choose Inactive.
 * fpga-control and fpga-recovery read the table alike, through this:
 * the sheet's "If no enemy within 20\" of any unit in Force: May opt
 * not to roll and choose \"Inactive.\"" (002, lines 36-38), where
 * "within 20\"" takes in 20" itself.
 */
#ifndef MUSKET_FPGA_ENEMY_H
#define MUSKET_FPGA_ENEMY_H

#include "fpga.h"

/* The table is fpga.h's enemy.csv: near, then far, each from a distance
 * outward. */

/* Once loaded: a first row from 0, each next one farther; else
 * table_fail(). */
void enemy_check(const struct table *enemy);
/* The same of any table whose rows run outward by a distance column
 * (cd-range.csv's "from" too). */
void distances_check(const struct table *t, int from);

/*
 * The row an enemy this far away (thousandths of an inch) is in: the
 * last whose "from" it is beyond.  An enemy at a row's "from" is still
 * within the row before: at exactly 20" it is near.
 */
size_t enemy_row(const struct table *enemy, long distance);

#endif
