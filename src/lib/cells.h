/*
 * cells.h - the marks of a text answer written as cells (format.h), apart
 * so that a format's writer (svg.c) reads them without format.h, which
 * calls it.
 */
#ifndef MUSKET_CELLS_H
#define MUSKET_CELLS_H

#define ROW_HEAD	'\036'	/* a table's head row: its cells follow */
#define ROW_CELLS	'\035'	/* a table's row */
#define ROW_ODDS	'\034'	/* an odds row: outcome, fraction, chance,
				 * chance of it or better, "more" or "fewer" */
#define CELL_END	'\037'

#endif
