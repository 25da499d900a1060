/*
 * parse.h - the words of a command line or a batch line read into a
 * run (parse.c): the common options, a pass over words, and the checks
 * of a value options.c makes again when --vary takes one.  The engine's
 * own: tools do not see it.
 */
#ifndef MUSKET_PARSE_H
#define MUSKET_PARSE_H

#include <stddef.h>

#include "run.h"

enum common_index {
	C_DICE, C_ASK, C_SEED, C_JSON, C_ODDS, C_VARY, C_NEED, C_FORMAT, C_EXIT_STATUS,
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

/* The run's index of every long name of an option (run->names). */
void option_names(struct run *run);
/* How many options the tool has. */
size_t count_opts(const struct tool *tool);
/* The mode's name, up to the next comma of tool->modes. */
const char *mode_name(const struct tool *tool, int mode);
/* A pass over words begins: none seen yet. */
void begin_pass(struct pass *p, struct run *run, int in_line);
/* Long and short options, --name=value, -jv, -d1,2, and "--". */
void parse_words(struct pass *p, int n, char **words);

/* The index of word in a comma list, or -1. */
int choice_index(const char *list, const char *word);
/* "close, artillery": the names of the modes in mask, joined by sep. */
const char *mode_names(const struct tool *tool, unsigned mask,
    const char *sep, char *buf, size_t size);
/* The tool's option of that name or old name, len bytes, or -1; *as
 * the value an old flag name stands for, else NULL. */
int find_tool_opt(const struct tool *tool, const char *name, size_t len,
    const char **as);
/* The k-th word of a comma list and its length; NULL past the last. */
const char *list_word(const void *list, size_t k, int *len);
/* Whether text, len bytes, is a near miss of word, n bytes: "did you
 * mean" names it. */
int near_miss(const char *text, size_t len, const char *word, size_t n);
/*
 * The index of the word nth(ctx, k) that text names: the same, the same
 * but for its letters' case, or the one word it begins.  -2 where it
 * begins several (listed into candidates, "a, b"), -1 where none:
 * *suggest then the nearest near miss, or -1.
 */
struct out;
long match_word(const char *(*nth)(const void *, size_t, int *),
    const void *ctx, const char *text, struct out *candidates,
    long *suggest);
/* An option's value checked as it is read, or fail() saying why. */
long whole_value(const char *option, const char *text, long min, long max);
void distance_value(const struct opt *o, const char *text,
    long *thousandths);
int format_value(const char *text);

#endif
