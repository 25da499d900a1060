/*
 * tool.h - one resolution at a time: options, tables, dice and output
 * brought together, in batch or alone.
 *
 * To add a tool (fpga-officer.c is the smallest example; a test fails
 * when a binary in BIN lacks any of these):
 *  1. src/<tool>.c: its tables' schemas and an enum indexing them, its
 *     options (designated initialisers on its enum), its outcomes and
 *     quantities, the mechanic (resolve), its text lines (text) and its
 *     own JSON keys (json), and a struct tool handed to tool_main().
 *  2. tables/<ruleset>/, one CSV a table: every number of the rules.
 *  3. man/<tool>.1: mdoc, every EXAMPLES line a tested case.
 *  4. tests/<tool>/NAME.t: golden cases for every rule and bad input, and
 *     tests/<tool>/demo; bench/<tool>.bench.
 *  5. its name in the Makefile's BIN list, and a README section.
 * Completions, the usage line, --help, --list, the JSON framing, the
 * odds walk and its rendering, batch and repeat come from the library.
 */
#ifndef MUSKET_TOOL_H
#define MUSKET_TOOL_H

#include <stddef.h>

#include "dice.h"
#include "follow.h"
#include "odds-out.h"
#include "opts.h"
#include "out.h"
#include "table.h"

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
	 * of outcomes is the question (lib-charge: "carried"). */
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
	/* Optional: which of the mode's questions the inputs ask (0 its
	 * first), where the outcomes cannot tell: lib-maneuver's column,
	 * as PANIC ends both and a unit may reach nothing else.  state
	 * is any path's. */
	int		(*question_of)(const struct run *, const void *state);
	/* NULL, or a NULL alias ends: values' other spellings. */
	const struct synonym *synonyms;
	/* --odds answers the mean of its first quantity that has values,
	 * where no chance is what a player asks ("how far?"). */
	int		 asked_mean;
	size_t		 state_size;	/* the mechanic's own state, zeroed
					 * before each resolution */
	/* Rules that span tables, checked once they are loaded. */
	void		(*check_tables)(struct run *);
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
	/* Optional: where an outcome is certain, the whole --odds text in
	 * place of the question's line, or 0 to leave it to the library
	 * (bacw-order's "NO TEST  no test needed (...)": no row would
	 * tell anything). */
	int		(*odds_certain)(struct run *, const void *state);
	/* Optional: the outcomes some other choice on the same dice would
	 * give, said by reach() on each path.  --odds then gives the chance
	 * each can be reached, under "reach_label:" in text and in JSON as
	 * reach_key:[{reach_member:token,"p","fraction"},...]. */
	const char	*reach_label;	/* "reachable by some choice of dice" */
	const char	*reach_key;	/* "reachable" */
	const char	*reach_member;	/* "status" */
	/* The outcomes --odds lists at a 0 chance too where one of them
	 * can happen, a bit each by their enum, as a spec asks each
	 * status's chance (04); others are listed where they can happen. */
	unsigned	 always_listed;
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
	const char	*tables_dir;	/* where the tables were read from, */
	const char	*tables_from;	/* and why there: "--tables" */
	struct dice	 dice;
	struct out	 out;
	int		 failed;	/* the outcome failed (for -e) */
	int		 outcome;	/* index into tool->outcomes, or -1 */
	struct out	 effect;	/* effect(): the clauses said */
	struct follow_up follow;	/* follow_up(): the command next */
	long		 quantity[QUANTITIES_MAX];
	unsigned	 quantity_set;	/* bit i: quantity i was said */
	/* quantity_repeat(): by quantity, then difference + sides - 1 */
	long		 repeat_step[QUANTITIES_MAX][2 * DIE_SIDES_MAX - 1];
	unsigned	 repeat_set;	/* bit i: quantity i has steps */
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

int tool_main(const struct tool *tool, int argc, char *argv[]);

/* The value of the tool's option i (its index in tool->opts). */
const struct opt_value *option(const struct run *run, int i);
/* The text option i was given as, else its fallback (NULL: neither). */
const char *option_text(const struct run *run, int i);
/* Option i, not given, taken as text because of another (tool->imply):
 * the inputs show it, and --vary and --repeat do not see it as given. */
void option_imply(struct run *run, int i, const char *text);
/* The loaded table i of the tool (its index in tool->tables). */
static inline const struct table *
table(const struct run *run, int i)
{
	return run->tables[i];
}
/* The loaded table of a schema of the tool. */
const struct table *table_of(const struct run *run,
    const struct table_schema *schema);

/* For --vary (vary.c): a tool option by name (-1: none); its k-th
 * enumerated value, len bytes (NULL past the last); option i taken as
 * if given once as text ("no" or "yes" for a flag), checked as the
 * command line's are. */
int option_find(const struct tool *tool, const char *name, size_t len);
const char *option_choice(const struct run *run, int i, size_t k, int *len);
void option_take(struct run *run, int i, const char *text);
/* What the options imply, worked out again once vary puts them back. */
void options_imply(struct run *run);
/* --vary: the odds walked once a value (a pair, for two), side by
 * side. */
void vary_print(struct run *run);

/* What the mechanic says: its outcome (by the tool's enum), the effect's
 * clauses (each call adds one, "; " between), a quantity's value. */
void outcome(struct run *run, int which);
/* The tool's outcome whose token is token, by its enum, or -1. */
int outcome_named(const struct run *run, const char *token);
void effect(struct run *run, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void quantity(struct run *run, int which, long value);
/* Each rethrow on difference --odds folds (roll_difference_ending)
 * adds step to the quantity (0 where not said): its values then go on
 * past any a path takes. */
void quantity_repeat(struct run *run, int which, long difference,
    long step);
/* An outcome some choice on these dice would give (tool->reach_key). */
void reach(struct run *run, int which);

/* The mechanic once, on a fresh state, from the dice as they stand. */
void run_mechanic(struct run *run);

/* A band row as a player reads it: "12 or more", "up to 3", "4-6". */
void out_band(struct out *out, const struct table *t, size_t row);
/* The values of the dice rolled for what, as a JSON array. */
void json_dice_of(struct out *out, const struct dice *d, const char *what);
/* label, then the values of the dice rolled for what, " " between, on a
 * text line; nothing where none was. */
void text_dice(struct run *run, const char *label, const char *what);

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
