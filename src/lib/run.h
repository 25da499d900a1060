/*
 * run.h - what the engine and a tool's mechanic share: the tool as it
 * declares itself (struct tool, its outcomes and quantities) and one
 * run of it (struct run), with its tables.  Tools include tool.h.
 */
#ifndef MUSKET_RUN_H
#define MUSKET_RUN_H

#include <stddef.h>

#include "dice.h"
#include "opts.h"
#include "out.h"
#include "table.h"

/* A run's follow-up: none until follow_up() names its tool. */
struct follow_up {
	const char	*tool;
	struct out	 args;		/* each word NUL-ended */
	size_t		 nargs;
	struct out	 missing;	/* option, NUL, hint, NUL each */
	size_t		 nmissing;
	struct out	 text;		/* follow_up_text()'s */
};

struct odds_found;
struct run;

/* An end of the mechanic, indexed by the tool's enum of outcomes. */
struct outcome_def {
	const char	*token;		/* JSON and --odds: "driven_back" */
	const char	*word;		/* text: "DRIVEN BACK" */
	int		 success;	/* -e exits 0, and --odds sums it
					 * under the tool's question */
};

/*
 * A number the mechanic works out (hits, stands lost, pins after):
 * --odds gives its distribution, the chance of each value or better,
 * its mean and spread ("expected_KEY"), and --need may ask for it by
 * key.
 */
struct quantity_def {
	const char	*key;		/* JSON, --need: "pins_after" */
	const char	*label;		/* text: "pins after" */
	int		 better;	/* +1 more is better, -1 fewer is,
					 * 0 neither ("or more") */
	/* Quantities of one group are written in one JSON object, each
	 * under its member: "stands_lost":{"attacker":...}. */
	const char	*group;
	const char	*member;
	const char	*value_key;	/* an entry's value: "value" if NULL */
	/* A yes or no (0 or 1): written only as its chance, "p_KEY", or
	 * bare, "KEY", where a spec names it so. */
	int		 event;
	int		 bare;
	/* Its values count 1/per of the unit a mean is asked in (quarter
	 * inches: 4); 0 is 1. */
	long		 per;
	/*
	 * Where a spec gives the odds as this number's distribution (02:
	 * hits), the outcome's token: "odds" is then its values, each
	 * {"outcome":odds_token, KEY:value, "p", ...}, its mean the number
	 * "expected_KEY" beside "expected_KEY_fraction" and "_sd", and its
	 * text rows "2 hits" (one: the label for 1, "1 hit") and
	 * "expected hits: 2/3 = 0.667, sd 0.745".
	 */
	const char	*odds_token;
	const char	*one;
	/* A tally only the tool's odds_tallies writes (a state by its
	 * enum, not a number): no row, key or --vary column of its own. */
	int		 own;
	/* The yes or no whose chance --odds answers first, where no sum
	 * of outcomes is the question (a charge: "carried"). */
	int		 asked;
};

/*
 * What --odds answers first in one of a tool's modes, where the modes
 * ask different things.  A mode may list several: the first whose
 * outcomes can happen is asked, else its last ("NO CHECK", then
 * "PASS": a certain outcome is not a 0 chance of another).
 */
struct question {
	int		 mode;		/* index into tool->modes */
	const char	*question;	/* as tool->question */
	unsigned	 asked;		/* as tool->asked */
};

/* Another spelling of a value of a KIND_WORD option, taken as the
 * value: the sheet's "favorable" for the table's "favourable". */
struct synonym {
	int		 opt;		/* index into tool->opts */
	const char	*alias;
	const char	*name;
};

/*
 * What --odds asks of a tool or two only, each field serving one or
 * two of the 22: kept by the tool that needs it, pointed to from its
 * struct tool, so the rest declare none of it.
 */
struct odds_hooks {
	/* Which of the mode's questions the inputs ask (0 its first),
	 * where the outcomes cannot tell: a table's column, where one
	 * outcome ends both and a unit may reach nothing else.  state is
	 * any path's. */
	int		(*question_of)(const struct run *, const void *state);
	/* --odds answers the mean of its first quantity that has values,
	 * where no chance is what a player asks ("how far?"). */
	int		 asked_mean;
	/* Where an outcome is certain, the whole --odds text in place of
	 * the question's line, or 0 to leave it to the library ("NO TEST
	 * no test needed (...)", where no row would tell anything). */
	int		(*odds_certain)(struct run *, const void *state);
	/* The outcomes some other choice on the same dice would give,
	 * said by reach() on each path.  --odds then gives the chance each
	 * can be reached, under "reach_label:" in text and in JSON as
	 * reach_key:[{reach_member:token,"p","fraction"},...]. */
	const char	*reach_label;	/* "reachable by some choice of dice" */
	const char	*reach_key;	/* "reachable" */
	const char	*reach_member;	/* "status" */
	/* The outcomes --odds lists at a 0 chance too where one of them
	 * can happen, a bit each by their enum, as a spec asks each
	 * status's chance (04); others are listed where they can happen. */
	unsigned	 always_listed;
	/*
	 * The odds stated by stages rather than walked path by path (a
	 * melee's blows, each a law worked out once): called on the
	 * walk's first path, state its, it adds to found's outcomes and
	 * quantities the chance of every path the walk would take, as
	 * the walk would, and returns 1; 0 leaves them to the walk.  The
	 * tool's tests hold it to the walk ($MUSKET_ODDS_WALK=paths).
	 */
	int		(*law)(struct run *, const void *state,
			    struct odds_found *found);
};

struct tool {
	const char	*name;
	const char	*modes;		/* "close,artillery": a first word picks
					 * one, the first is the default */
	/* Each array below is indexed by a counted enum of the tool's
	 * (OPT_COUNT...): its count says how many entries it holds before
	 * the NULL that ends it, and tool_main() refuses a hole or a
	 * missing end at start-up, so an enum entry added without its row
	 * fails at once rather than cutting the array short. */
	size_t		 nopts, ntables, noutcomes, nquantities;
	const struct opt *opts;		/* by the tool's enum; a NULL name ends */
	const struct table_schema *const *tables;	/* by its enum; NULL ends */
	const struct outcome_def *outcomes;	/* by its enum; a NULL token ends */
	const struct quantity_def *quantities;	/* NULL, or a NULL key ends */
	const char	*question;	/* what --odds answers first: "PASS",
					 * "the attacker carries the position" */
	unsigned	 asked;		/* the outcomes it sums, a bit each by
					 * their enum (0: the successes) */
	const struct question *questions;	/* NULL, or a NULL question
					 * ends; over the two above */
	/* The side (a quantity's member) whose view the question takes,
	 * where the tool has sides: a game's luck is told for each, the
	 * others' the asker's "this or better" (luck.c). */
	const char	*asker;
	/* The words --dice takes for roll_kind's kinds, "a,b" (NULL:
	 * numbers alone). */
	const char	*dice_kinds;
	/* NULL, or a NULL alias ends: values' other spellings. */
	const struct synonym *synonyms;
	size_t		 state_size;	/* the mechanic's own state, zeroed
					 * before each resolution */
	/* Optional: its first bytes alone zeroed, where the rest is what
	 * the mechanic writes before it reads (dice die by die): an --odds
	 * walk clears a state a path. */
	size_t		 state_cleared;
	/* Rules that span tables, checked once they are loaded. */
	void		(*check_tables)(struct run *);
	/* Optional: whether an enumerated option's value k (its table row
	 * or choice) is one the tool ever takes there, the tables loaded:
	 * --list and --help, and so the completions, offer no other (an
	 * evader, say, of a unit that does not evade). */
	int		(*offers)(const struct run *, int opt, size_t k);
	/* Optional: what some options imply of others, option_imply()
	 * each, or why they cannot go together; done again whenever an
	 * option changes (a batch line, a --vary value). */
	void		(*imply)(struct run *);
	/* The mechanic: roll through run->dice, say outcome(), effect(),
	 * quantity() and modifier_add(); the same for every form. */
	void		(*resolve)(struct run *, void *state);
	/* Its text, the answer on the first line; --verbose adds the
	 * modifiers after it. */
	void		(*text)(struct run *, const void *state);
	/* Its own JSON keys, after the common ones. */
	void		(*json)(struct run *, const void *state);
	/* Optional: --odds lines under the first (what was tested against),
	 * and its own keys in the odds object; state is any path's. */
	void		(*odds_text)(struct run *, const void *state);
	void		(*odds_json)(struct run *, const void *state);
	/* Optional: --odds rows or keys of its own from the walk's
	 * tallies (walk.h), after the outcomes'. */
	void		(*odds_tallies)(struct run *,
			    const struct odds_found *, const void *state);
	/* Optional: the paths a walk weighs, counted, where the estimate
	 * from a few random paths misses by far (odds_estimate): a bag's
	 * draws, whose paths end where one side's dice run out, are a
	 * tree of very uneven depth. */
	double		(*odds_paths)(struct run *);
	/* Optional: what --odds asks of a tool or two only (the tool's
	 * own; odds_hooks() reads it, none where NULL). */
	const struct odds_hooks *odds_hooks;
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
#define QUANTITIES_MAX	16

struct run {
	const struct tool *tool;
	struct common	 common;
	struct opt_value *values;	/* one per tool option */
	struct table	**tables;	/* one per tool table */
	int		 mode;		/* index into tool->modes */
	/* The options' needs and exclusions were checked for these
	 * values (check_presence): once a set of values, not a path. */
	int		 presence_checked;
	const int	*presence;	/* its lists resolved (options.c) */
	size_t		 npresence;	/* of the options it has */
	struct name_slot *names;	/* the options' long names, */
	size_t		 names_mask;	/* hashed (option_names()) */
	const char	*tables_dir;	/* where the tables were read from, */
	const char	*tables_from;	/* and why there: "--tables" */
	int		 argc;		/* the command line, for a page's */
	char	       **argv;		/* footer (--format html) */
	struct dice	 dice;
	struct out	 out;
	long		 line;		/* the batch line it answers, 0: none */
	int		 failed;	/* the outcome failed (for -e) */
	int		 outcome;	/* index into tool->outcomes, or -1 */
	struct out	 effect;	/* effect(): the clauses said */
	struct follow_up follow;	/* follow_up(): the command next */
	long		 quantity[QUANTITIES_MAX];
	unsigned	 quantity_set;	/* bit i: quantity i was said */
	/* bit i: quantity i has steps, quantity_repeat()'s (rethrow.c
	 * keeps them) */
	unsigned	 repeat_set;
	unsigned	 reached;	/* bit i: outcome i reachable (reach()) */
	struct modifier	 modifiers[MODIFIERS_MAX];
	size_t		 nmodifiers;
	void		*state;		/* the mechanic's, tool->state_size */
	/* The tool's own, kept through the run (a batch's lines too):
	 * what check_tables allocates is the run's, not a line's. */
	void		*kept;
	/* table_of's index: the loaded tables by their schema's address. */
	const struct table_schema *slot_schema[TABLE_SLOTS];
	struct table	*slot_table[TABLE_SLOTS];
};


/* A tool's odds hooks, all empty where it has none. */
static inline const struct odds_hooks *
odds_hooks(const struct tool *tool)
{
	static const struct odds_hooks none;

	return tool->odds_hooks != NULL ? tool->odds_hooks : &none;
}

/* The loaded table i of the tool (its index in tool->tables). */
static inline const struct table *
table(const struct run *run, int i)
{
	return run->tables[i];
}
/* The loaded table of a schema of the tool. */
const struct table *table_of(const struct run *run,
    const struct table_schema *schema);
/* Index the loaded tables by their schemas, for table_of. */
void index_tables(struct run *run);

#endif
