/*
 * options.h - the engine's own side of options.c, for the driver
 * (tool.c), the reports and --vary: a tool sees its options through
 * tool.h.
 */
#ifndef MUSKET_OPTIONS_H
#define MUSKET_OPTIONS_H

#include <stddef.h>

#include "tool.h"

enum common_index {
	C_DICE, C_SEED, C_JSON, C_ODDS, C_VARY, C_NEED, C_FORMAT, C_EXIT_STATUS,
	C_BATCH, C_REPEAT, C_TABLES, C_VERBOSE, C_LIST, C_HELP, C_VERSION,
	C_COUNT
};

struct common_opt {
	const char	*name;
	char		 letter;
	const char	*arg;
	const char	*help;
	int		 in_batch_line;
};
extern const struct common_opt common_opts[C_COUNT];

/* One pass over words: the command line, or a batch line on top of it. */
struct pass {
	struct run	*run;
	int		 in_line;	/* a batch line */
	int		*seen;		/* times each tool option was given */
	int		 seen_common[C_COUNT];
	int		 mode_given;
};

/* How many options the tool has. */
size_t count_opts(const struct tool *tool);
/* The mode's name, up to the next comma of tool->modes. */
const char *mode_name(const struct tool *tool, int mode);
/* The k-th value an enumerated option takes, and its length; NULL past
 * the last. */
const char *value_at(const struct run *run, const struct opt *o, size_t k,
    int *len);
/* A pass over words begins: none seen yet. */
void begin_pass(struct pass *p, struct run *run, int in_line);
/* Long and short options, --name=value, -jv, -d1,2, and "--". */
void parse_words(struct pass *p, int n, char **words);
/* Fill in the fallbacks and turn names into rows, now the tables are
 * here. */
void finish_values(struct run *run);

#endif
