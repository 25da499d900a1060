/* opts.h - every tool's options, parsed in one place so all behave alike */
#ifndef MUSKET_OPTS_H
#define MUSKET_OPTS_H

#include <stdint.h>

struct table_schema;

enum opt_kind {
	KIND_FLAG,	/* --name */
	KIND_WHOLE,	/* --name N, a whole number in [min, max] */
	KIND_DISTANCE,	/* --name D, a decimal in [min, max], kept in thousandths */
	KIND_WORD,	/* --name W, one of a table's names or of choices */
	KIND_TEXT	/* --name T, parsed by the tool */
};

struct opt {
	const char	*name;		/* without the dashes */
	enum opt_kind	 kind;
	const char	*arg;		/* the argument in usage, NULL for flags */
	const char	*help;
	long		 min, max;	/* KIND_WHOLE, KIND_DISTANCE; a KIND_WORD
					 * with max > min also takes a number */
	const struct table_schema *table;	/* KIND_WORD: its values are */
	int		 column;		/* this column's names... */
	const char	*choices;	/* ...or these: "high,low"; a KIND_TEXT
					 * option's fixed set, for --help,
					 * --list and completions alone */
	const char	*fallback;	/* shown in the inputs when not given */
	int		 times;		/* most times it may be given (0: 1,
					 * at most 4) */
	unsigned	 modes;		/* the modes it belongs to (0: all) */
	/* Old names it still answers to (musket(7)'s synonyms), a comma
	 * list: "experience" is this option; "target-town=town", a flag,
	 * is this option given as "town". */
	const char	*also;
	/* KIND_WORD: the value it takes when given bare, with no value
	 * after it ("--cover" alone: "cover"). */
	const char	*bare;
	/*
	 * What it needs and excludes, as data: the engine refuses a run
	 * that breaks them before its mechanic resolves, in one wording
	 * for the suite, and --help says them.  Each a comma list of the
	 * tool's option names, or of the common ones ("odds", "dice"),
	 * checked against the options at start-up.  Presence only: a rule
	 * on a value (--type guns) stays in the mechanic.
	 */
	const char	*needs;		/* each given with it: "--x needs
					 * --y" */
	const char	*excludes;	/* none given with it: "--x and --y
					 * cannot go together" */
	/* Given in every run of its modes, or one of these in its place:
	 * "give --x" ("give --x or --y"). */
	int		 required;
	const char	*instead;
};

/* An option's help, where its rule is the spec's research and not the
 * sheet's (issue 33 item 31): the man page's CAVEATS says whence. */
#define NOT_ON_SHEET	"not on the sheet: spec research, see CAVEATS"

/* What one option was given as. */
struct opt_value {
	int		 given;		/* times given */
	const char	*text[4];	/* as given */
	long		 whole;		/* KIND_WHOLE, KIND_DISTANCE (thousandths),
					 * KIND_WORD taken as a number */
	long		 row;		/* KIND_WORD: the table row or the
					 * choice's index; -1 for a number */
	/* Not given, but what another option implies (--order charge:
	 * --enemy charge-range), set by tool->imply: the inputs show it. */
	const char	*implied;
	/* The name it was given by last (parse.c): the canonical name or
	 * one of its old names in opt.also, to refuse two names at odds. */
	const char	*named;
};

/* The options every tool has (00-suite.md). */
struct common {
	int		 json, odds, exit_status, verbose, list, batch;
	int		 help, version;
	const char	*dice;
	int		 ask;		/* --ask: the dice read a roll at a time */
	int		 seeded;
	uint64_t	 seed;
	long		 repeat;
	const char	*tables;
	const char	*vary[2];	/* --vary OPTION=VALUES, a grid's two */
	int		 nvary;
	const char	*need;		/* --need EVENT@P */
	const char	*format_name;	/* --format, */
	int		 format;	/* as its enum format */
};

#endif
