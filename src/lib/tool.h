/*
 * tool.h - one resolution at a time: options, tables, dice and output
 * brought together, in batch or alone.
 */
#ifndef MUSKET_TOOL_H
#define MUSKET_TOOL_H

#include <stddef.h>

#include "dice.h"
#include "odds.h"
#include "opts.h"
#include "out.h"
#include "table.h"

struct run;

struct tool {
	const char	*name;
	const char	*synopsis;	/* usage after the name, as in the man page */
	const char	*modes;		/* "close,artillery": a first word picks
					 * one, the first is the default */
	const struct opt *opts;		/* ends with a NULL name */
	const struct table_schema *const *tables;	/* ends with NULL */
	/* Rules that span tables, checked once they are loaded. */
	void		(*check_tables)(struct run *);
	/* Resolve with run->dice and print to run->out. */
	void		(*resolve)(struct run *);
	/* Print the exact odds to run->out. */
	void		(*odds)(struct run *);
};

struct modifier {
	const char	*name;
	long		 value;
	const char	*side;		/* NULL when there are no sides */
	/* The table row it came from (table NULL: none), named only when
	 * printed: table_source() reuses its buffers. */
	const struct table *table;
	size_t		 row;
};

#define MODIFIERS_MAX	32
#define TABLE_SLOTS	64	/* a power of 2, well above a tool's tables */

struct run {
	const struct tool *tool;
	struct common	 common;
	struct opt_value *values;	/* one per tool option */
	struct table	**tables;	/* one per tool table */
	int		 mode;		/* index into tool->modes */
	struct dice	 dice;
	struct out	 out;
	int		 failed;	/* the outcome failed (for -e) */
	struct modifier	 modifiers[MODIFIERS_MAX];
	size_t		 nmodifiers;
	/* table_of's index: the loaded tables by their schema's address. */
	const struct table_schema *slot_schema[TABLE_SLOTS];
	struct table	*slot_table[TABLE_SLOTS];
};

int tool_main(const struct tool *tool, int argc, char *argv[]);

/* The value of the tool's option i (its index in tool->opts). */
const struct opt_value *option(const struct run *run, int i);
/* The loaded table of a schema of the tool. */
const struct table *table_of(const struct run *run,
    const struct table_schema *schema);

/* Note a modifier for --verbose and the JSON "modifiers" array. */
void modifier_add(struct run *run, const char *name, long value,
    const char *side, const struct table *t, size_t row);
/* "  colonel +1 (bacw/commanders.csv:2)" lines, for --verbose. */
void text_modifiers(struct run *run);

/* {"tool","inputs","dice","outcome","effect","modifiers" ... : the tool
 * adds its own keys and closes the object. */
void json_result_begin(struct run *run, const char *outcome,
    const char *effect);
/* {"tool","inputs" ... : the tool adds "odds" and closes the object. */
void json_odds_begin(struct run *run);

#endif
