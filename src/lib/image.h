/* image.h - the shipped tables as the tool's build read them */
#ifndef MUSKET_IMAGE_H
#define MUSKET_IMAGE_H

#include <stddef.h>

/*
 * Each table of a tool as its load made it when the tool was built, with
 * the file's bytes (src/images/TOOL.c, by images/generate): a file of
 * the same bytes is the same table, copied from its image rather than
 * parsed and checked again on every run (bench/run: two thirds of a
 * start-up).  A file of other bytes, a house rule, is read as ever.  The
 * library's own, image.c, holds none: a program without images (the
 * unit tests, the fuzzers) links that instead, and parses every table.
 */
struct image_cell {
	size_t		 text;		/* offset in the image's text */
	long		 whole;
	int		 blank;
};

struct table_image {
	const char	*file;		/* the schema's: "lib/results.csv" */
	const unsigned char *bytes;	/* the file's */
	size_t		 size;
	size_t		 rows, columns;
	/* The cells' text, each NUL-terminated, as bytes: a table may
	 * hold UTF-8, and a char initialised to 195 may overflow. */
	const unsigned char *text;
	size_t		 text_size;
	const struct image_cell *cells;	/* rows * columns */
	const long	*lines;		/* rows */
	const int	*positions;	/* columns */
};

/* The tool's images, ending with one whose file is NULL. */
extern const struct table_image table_images[];

#endif
