/* opts.h - every tool's options, parsed in one place so all behave alike */
#ifndef MUSKET_OPTS_H
#define MUSKET_OPTS_H

#include <stdint.h>

struct table_schema;

enum opt_kind {
	OPT_FLAG,	/* --name */
	OPT_WHOLE,	/* --name N, a whole number in [min, max] */
	OPT_DISTANCE,	/* --name D, a decimal in [min, max], kept in thousandths */
	OPT_WORD,	/* --name W, one of a table's names or of choices */
	OPT_TEXT	/* --name T, parsed by the tool */
};

struct opt {
	const char	*name;		/* without the dashes */
	enum opt_kind	 kind;
	const char	*arg;		/* the argument in usage, NULL for flags */
	const char	*help;
	long		 min, max;	/* OPT_WHOLE, OPT_DISTANCE; an OPT_WORD
					 * with max > min also takes a number */
	const struct table_schema *table;	/* OPT_WORD: its values are */
	int		 column;		/* this column's names... */
	const char	*choices;	/* ...or these: "high,low" */
	const char	*fallback;	/* shown in the inputs when not given */
	int		 times;		/* most times it may be given (0: 1,
					 * at most 4) */
	unsigned	 modes;		/* the modes it belongs to (0: all) */
};

/* What one option was given as. */
struct opt_value {
	int		 given;		/* times given */
	const char	*text[4];	/* as given */
	long		 whole;		/* OPT_WHOLE, OPT_DISTANCE (thousandths),
					 * OPT_WORD taken as a number */
	long		 row;		/* OPT_WORD: the table row or the
					 * choice's index; -1 for a number */
};

/* The options every tool has (00-suite.md). */
struct common {
	int		 json, odds, exit_status, verbose, list, batch;
	int		 help, version;
	const char	*dice;
	int		 seeded;
	uint64_t	 seed;
	long		 repeat;
	const char	*tables;
};

#endif
