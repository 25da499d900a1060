/*
 * bolivar-command - 4 Page Bolivar commander rolls.  check: whether the
 * unit's zone and action need a command check, then a die a point of
 * resolve (the higher of a two-stand unit's), one fewer beyond the
 * commander's reach, passing on any die at the number to hit.
 * casualty: the enemy's dice for a commander whose unit took hits, more
 * if it routed, a casualty on any die at the number to hit.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "bolivar.h"
#include "bolivar-conditions.h"
#include "err.h"
#include "num.h"
#include "tool.h"

enum { MODE_CHECK, MODE_CASUALTY };
#define IN_CHECK	(1u << MODE_CHECK)
#define IN_CASUALTY	(1u << MODE_CASUALTY)

/* The words of the zone table's conditions, and what the text calls them. */
#define ZONES		"manoeuvre,threat,control,locked"
#define ACTIONS		"formation,direction,move,about-face"
#define FLAG_WORDS	"yes,no"
/* The zone table's conditions, each a column of that name. */
enum { N_ZONE, N_ACTION, N_SHOOTING, NCONDS };
static const struct bolivar_cond cond_list[NCONDS] = {
	[N_ZONE] = { "zone", ZONES, VOCAB_WORDS },
	[N_ACTION] = { "action", ACTIONS, VOCAB_WORDS },
	[N_SHOOTING] = { "shooting", FLAG_WORDS, VOCAB_WORDS }
};
static const struct bolivar_conds conds = { cond_list, NCONDS, -1 };
static const char *const action_said[] = {
	"a change of formation", "a change of direction",
	"a move straight ahead", "an about face"
};

enum { T_UNITS, T_COMMAND, T_NEEDED, T_CASUALTY, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_UNITS] = &bolivar_units_table,
	[T_COMMAND] = &bolivar_command_table,
	[T_NEEDED] = &bolivar_command_needed_table,
	[T_CASUALTY] = &bolivar_casualty_table,
	NULL
};

enum { OPT_RESOLVE, OPT_UNIT, OPT_DISTANCE, OPT_FAR, OPT_ZONE, OPT_ACTION,
	OPT_SHOOTING, OPT_ROUTED, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_RESOLVE] = { .name = "resolve", .kind = KIND_TEXT, .arg = "N[,M]",
	    .help = "current resolve; N,M for a two-stand unit",
	    .modes = IN_CHECK },
	[OPT_UNIT] = { .name = "type", .kind = KIND_WORD, .arg = "TYPE",
	    .help = "the unit, for its starting resolve",
	    .table = &bolivar_units_table, .column = UNIT_NAME,
	    .modes = IN_CHECK, .also = "unit" },
	[OPT_DISTANCE] = { .name = "commander-distance",
	    .kind = KIND_DISTANCE, .arg = "TUM",
	    .help = "distance from the unit to its commander",
	    .min = 0, .max = 999, .modes = IN_CHECK, .also = "distance" },
	[OPT_FAR] = { .name = "far", .kind = KIND_FLAG,
	    .help = "the unit is beyond its commander's reach",
	    .modes = IN_CHECK, .excludes = "commander-distance" },
	[OPT_ZONE] = { .name = "zone", .kind = KIND_WORD, .arg = "ZONE",
	    .help = "the unit's zone, to know if a check is needed",
	    .choices = ZONES, .modes = IN_CHECK, .needs = "action" },
	[OPT_ACTION] = { .name = "action", .kind = KIND_WORD, .arg = "ACTION",
	    .help = "what the unit does in its zone", .choices = ACTIONS,
	    .modes = IN_CHECK, .needs = "zone" },
	[OPT_SHOOTING] = { .name = "shooting", .kind = KIND_FLAG,
	    .help = "the unit is shooting", .modes = IN_CHECK,
	    .needs = "zone" },
	[OPT_ROUTED] = { .name = "routed", .kind = KIND_FLAG,
	    .help = "the commander's unit routed", .modes = IN_CASUALTY },
	{ .name = NULL }
};

enum { PASS, FAIL, NO_CHECK, CASUALTY, SAFE, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[PASS] = { "pass", "PASS", 1 },
	[FAIL] = { "fail", "FAIL", 0 },
	[NO_CHECK] = { "no_check", "NO CHECK", 1 },
	[CASUALTY] = { "casualty", "CASUALTY", 0 },
	[SAFE] = { "safe", "SAFE", 1 },
	{ NULL, NULL, 0 }
};

/*
 * What a player asks in each mode (spec 11, Odds): will the check pass,
 * unless the zone needs none, and will the commander fall.
 */
static const struct question questions[] = {
	{ MODE_CHECK, "NO CHECK", 1u << NO_CHECK },
	{ MODE_CHECK, "PASS", 1u << PASS },
	{ MODE_CASUALTY, "CASUALTY", 1u << CASUALTY },
	{ 0, NULL, 0 }
};

/* A check of no dice, said in text, effect and odds alike. */
static const char automatic_fail[] = "an automatic fail: no dice to roll";

/* The rolls' names, in messages and the JSON "dice". */
#define CHECK_ROLL	"command check"
#define CASUALTY_ROLL	"commander casualty"

struct command {
	long		 needed_row;	/* the zone table's row, or -1 */
	int		 needed;
	long		 resolve[2];	/* as given: a second stand's or 0 */
	long		 pool_resolve;	/* the one that counts */
	int		 far;
	char		 far_name[64];	/* the modifier: "beyond 8 TUM ..." */
	long		 pool, minimum_added;
	long		 hit_on;
	int		 sides;
	long		 hits;
	size_t		 casualty_row;
};

/* The first row of the zone table for the zone, action and shooting. */
static long
needed_row(const struct table *t, const char *zone, const char *action,
    const char *shooting)
{
	const char *word[NCONDS];

	word[N_ZONE] = zone;
	word[N_ACTION] = action;
	word[N_SHOOTING] = shooting;
	return bolivar_first_row(&conds, t, word, NULL);
}

static void
check_tables(struct run *run)
{
	const struct table *command = table(run, T_COMMAND);
	const struct table *needed = table(run, T_NEEDED);
	const struct table *casualty = table(run, T_CASUALTY);
	struct bolivar_names names = { NULL, NULL, NULL };
	char zone[32], action[32];
	size_t row, other;
	int z, a, s;

	if (command->rows != 1)
		table_fail(command, command->rows, -1, "needs exactly one row: "
		    "the dice of the check");
	bolivar_check_conditions(&conds, &names, needed);
	/* Every zone, action and shooting meets a row. */
	for (z = 0; bolivar_nth_word(ZONES, z, zone, sizeof(zone)) != NULL; z++)
		for (a = 0; bolivar_nth_word(ACTIONS, a, action, sizeof(action))
		    != NULL; a++)
			for (s = 0; s < 2; s++)
				if (needed_row(needed, zone, action,
				    s ? "yes" : "no") < 0)
					table_fail(needed, needed->rows, -1,
					    "no row for %s, %s, shooting %s",
					    zone, action, s ? "yes" : "no");
	/* One row for a routed unit, one for the others. */
	for (row = 0; row < casualty->rows; row++)
		for (other = 0; other < row; other++)
			if (cell_whole(casualty, other, CASUALTY_ROUTED)
			    == cell_whole(casualty, row, CASUALTY_ROUTED))
				table_fail(casualty, row, CASUALTY_ROUTED,
				    "routed %s is already on line %ld",
				    cell_text(casualty, row, CASUALTY_ROUTED),
				    casualty->lines[other]);
	if (casualty->rows != 2)
		table_fail(casualty, casualty->rows, -1, "needs a row for "
		    "routed yes and one for no");
}

/* Does the zone need a check for the action?  Refuse what it forbids. */
static void
zone_rules(struct run *run, struct command *c)
{
	const struct opt_value *zone = option(run, OPT_ZONE);
	const struct opt_value *action = option(run, OPT_ACTION);
	const struct table *needed = table(run, T_NEEDED);
	const char *shooting = option(run, OPT_SHOOTING)->given ? "yes" : "no";

	c->needed_row = -1;
	c->needed = 1;
	/* --zone and --action come together (their options say so). */
	if (!zone->given)
		return;
	/* check_tables saw that every zone, action and shooting has a row. */
	c->needed_row = needed_row(needed, zone->text[0], action->text[0],
	    shooting);
	if (!cell_whole(needed, (size_t)c->needed_row, NEEDED_ALLOWED))
		fail(EXIT_USAGE, "--action %s%s in the %s zone: %s",
		    action->text[0], *shooting == 'y' ? " with --shooting" : "",
		    zone->text[0], cell_text(needed, (size_t)c->needed_row,
		    NEEDED_NOTE));
	c->needed = (int)cell_whole(needed, (size_t)c->needed_row,
	    NEEDED_NEEDED);
}

/* One resolve value of --resolve, len characters at text, in 1..highest. */
static long
resolve_value(struct run *run, const char *text, size_t len, long highest)
{
	const struct opt_value *unit = option(run, OPT_UNIT);
	char part[32];
	const char *why;
	long value;

	if (len >= sizeof(part))
		fail(EXIT_USAGE, "--resolve: %s is too long",
		    quoted(option(run, OPT_RESOLVE)->text[0]));
	snprintf(part, sizeof(part), "%.*s", (int)len, text);
	if ((why = parse_whole(part, 1, LONG_MAX, &value)) != NULL)
		fail(EXIT_USAGE, "--resolve: %s %s", quoted(part), why);
	if (value > highest && unit->given)
		fail(EXIT_USAGE, "--resolve: %s is above the %s's starting "
		    "resolve %ld", quoted(part), unit->text[0], highest);
	/* Without a unit, the highest starting resolve of any. */
	if (value > highest)
		fail(EXIT_USAGE, "--resolve: %s is above the maximum %ld",
		    quoted(part), highest);
	return value;
}

/* The current resolve: N, or the higher of a two-stand unit's N,M, up
 * to the unit's starting resolve (any unit's, without --unit). */
static void
take_resolve(struct run *run, struct command *c)
{
	const struct table *units = table(run, T_UNITS);
	const struct opt_value *unit = option(run, OPT_UNIT);
	const char *given = option(run, OPT_RESOLVE)->text[0], *second;
	long highest = 0;
	size_t row, len;

	if (unit->given)
		highest = cell_whole(units, (size_t)unit->row, UNIT_RESOLVE);
	else
		for (row = 0; row < units->rows; row++)
			if (cell_whole(units, row, UNIT_RESOLVE) > highest)
				highest = cell_whole(units, row, UNIT_RESOLVE);
	if (!option(run, OPT_RESOLVE)->given) {
		/* Needed only if a check is: check() says. */
		if (unit->given)
			c->resolve[0] = c->pool_resolve = highest;
		return;
	}
	len = strcspn(given, ",");
	second = given[len] == ',' ? given + len + 1 : NULL;
	if (second != NULL && (len == 0 || *second == '\0'
	    || strchr(second, ',') != NULL))
		fail(EXIT_USAGE, "--resolve: %s is not N or N,M",
		    quoted(given));
	c->resolve[0] = resolve_value(run, given, len, highest);
	if (second != NULL)
		c->resolve[1] = resolve_value(run, second, strlen(second),
		    highest);
	c->pool_resolve = c->resolve[0] > c->resolve[1]
	    ? c->resolve[0] : c->resolve[1];
}

static void
check(struct run *run, struct command *c)
{
	const struct table *command = table(run, T_COMMAND);
	const struct opt_value *distance = option(run, OPT_DISTANCE);
	long modifier, minimum;
	char edge[32];

	take_resolve(run, c);
	zone_rules(run, c);
	if (!c->needed) {
		outcome(run, NO_CHECK);
		effect(run, "no command check needed");
		if (*cell_text(table(run, T_NEEDED), (size_t)c->needed_row,
		    NEEDED_NOTE) != '\0')
			effect(run, "%s", cell_text(table(run, T_NEEDED),
			    (size_t)c->needed_row, NEEDED_NOTE));
		return;
	}
	if (c->pool_resolve == 0)
		fail(EXIT_USAGE, "give --resolve or --type: the unit's "
		    "current resolve, or its starting resolve");
	c->sides = (int)cell_whole(command, 0, COMMAND_SIDES);
	c->hit_on = cell_whole(command, 0, COMMAND_HIT_ON);
	c->pool = c->pool_resolve * cell_whole(command, 0, COMMAND_PER_RESOLVE);
	c->far = option(run, OPT_FAR)->given || (distance->given
	    && distance->whole > cell_whole(command, 0, COMMAND_FAR_BEYOND));
	if (c->far) {
		modifier = cell_whole(command, 0, COMMAND_FAR_MODIFIER);
		c->pool += modifier;
		snprintf(c->far_name, sizeof(c->far_name), "beyond %s TUM of "
		    "the commander", format_thousandths(cell_whole(command, 0,
		    COMMAND_FAR_BEYOND), edge, sizeof(edge)));
		modifier_add(run, c->far_name, modifier, NULL, command, 0);
	}
	minimum = cell_whole(command, 0, COMMAND_MINIMUM);
	if (c->pool < minimum) {
		c->minimum_added = minimum - c->pool;
		modifier_add(run, "minimum", c->minimum_added, NULL, command,
		    0);
		c->pool = minimum;
	}
	if (c->pool < 0)
		c->pool = 0;
	c->hits = roll_count(&run->dice, (int)c->pool, c->sides,
	    (int)c->hit_on, CHECK_ROLL);
	outcome(run, c->hits > 0 ? PASS : FAIL);
	effect(run, "command check %s", c->hits > 0 ? "passed" : "failed");
	/* The sheet's "success if any hit (6)" cannot be met with no die:
	 * said, not left to a pool of 0 to imply. */
	if (c->pool == 0)
		effect(run, "%s", automatic_fail);
	if (c->needed_row >= 0 && *cell_text(table(run, T_NEEDED),
	    (size_t)c->needed_row, NEEDED_NOTE) != '\0')
		effect(run, "%s", cell_text(table(run, T_NEEDED),
		    (size_t)c->needed_row, NEEDED_NOTE));
}

static void
casualty(struct run *run, struct command *c)
{
	const struct table *casualty = table(run, T_CASUALTY);
	int routed = option(run, OPT_ROUTED)->given;
	size_t row;

	/* check_tables saw one row for each. */
	for (row = 0; cell_whole(casualty, row, CASUALTY_ROUTED) != routed;
	    row++)
		continue;
	c->casualty_row = row;
	c->pool = cell_whole(casualty, row, CASUALTY_DICE);
	c->hit_on = cell_whole(casualty, row, CASUALTY_HIT_ON);
	c->sides = (int)cell_whole(casualty, row, CASUALTY_SIDES);
	c->hits = roll_count(&run->dice, (int)c->pool, c->sides,
	    (int)c->hit_on, CASUALTY_ROLL);
	outcome(run, c->hits > 0 ? CASUALTY : SAFE);
	effect(run, "commander %s", c->hits > 0 ? "casualty" : "safe");
}

static void
resolve(struct run *run, void *state)
{
	if (run->mode == MODE_CASUALTY)
		casualty(run, state);
	else
		check(run, state);
}

/* "4d6, hit on 6+": what is rolled, at the table or in the odds. */
static void
text_pool(struct run *run, const struct command *c)
{
	out_printf(&run->out, "%ldd%d, hit on %ld+", c->pool, c->sides,
	    c->hit_on);
}

/* "command check: resolve 4 x 1d6, far from the commander -1d6" */
static void
text_pool_made(struct run *run, const struct command *c)
{
	const struct table *command = table(run, T_COMMAND);
	size_t i;

	out_printf(&run->out, "command check: resolve %ld", c->pool_resolve);
	if (c->resolve[1] != 0)
		out_printf(&run->out, " (the higher of %ld and %ld)",
		    c->resolve[0], c->resolve[1]);
	out_printf(&run->out, " x %ldd%d", cell_whole(command, 0,
	    COMMAND_PER_RESOLVE), c->sides);
	for (i = 0; i < run->nmodifiers; i++)
		out_printf(&run->out, ", %s %+ldd%d", run->modifiers[i].name,
		    run->modifiers[i].value, c->sides);
	out_str(&run->out, "\n");
}

/* "threat zone: a change of direction needs a command check", and the
 * zone's note on a line of its own. */
static void
text_zone(struct run *run, const struct command *c)
{
	const struct table *needed = table(run, T_NEEDED);
	const char *note;

	if (c->needed_row < 0)
		return;
	out_printf(&run->out, "%s zone: %s needs %s command check\n",
	    option(run, OPT_ZONE)->text[0],
	    action_said[option(run, OPT_ACTION)->row],
	    c->needed ? "a" : "no");
	note = cell_text(needed, (size_t)c->needed_row, NEEDED_NOTE);
	if (*note != '\0')
		out_printf(&run->out, "%s zone: %s\n",
		    option(run, OPT_ZONE)->text[0], note);
}

static void
text(struct run *run, const void *state)
{
	const struct command *c = state;
	const char *roll = run->mode == MODE_CASUALTY
	    ? CASUALTY_ROLL : CHECK_ROLL;

	out_printf(&run->out, "%s  ", outcomes[run->outcome].word);
	if (run->mode == MODE_CHECK && !c->needed) {
		text_zone(run, c);
		return;
	}
	if (c->pool > 0) {
		out_str(&run->out, "rolled ");
		out_dice(&run->out, &run->dice, roll, " ");
		out_printf(&run->out, ", %ld hit%s (", c->hits,
		    c->hits == 1 ? "" : "s");
	} else if (run->mode == MODE_CHECK)
		out_printf(&run->out, "%s (", automatic_fail);
	else
		out_str(&run->out, "no dice to roll (");
	text_pool(run, c);
	out_str(&run->out, ")\n");
	if (run->mode == MODE_CASUALTY) {
		out_printf(&run->out, "commander casualty: the enemy player "
		    "rolls; the unit %s\n", option(run, OPT_ROUTED)->given
		    ? "routed" : "did not rout");
		return;
	}
	text_pool_made(run, c);
	text_zone(run, c);
}

/* The dice of roll what, as a JSON array. */
static void
json_rolls(struct run *run, const char *what)
{
	json_key(&run->out, "rolls");
	json_dice_of(&run->out, &run->dice, what);
}

static void
json(struct run *run, const void *state)
{
	const struct command *c = state;

	json_key(&run->out, "mode");
	if (run->mode == MODE_CASUALTY) {
		json_string(&run->out, "casualty");
		json_key(&run->out, "routed");
		json_bool(&run->out, option(run, OPT_ROUTED)->given);
		json_key(&run->out, "pool");
		json_whole(&run->out, c->pool);
		json_rolls(run, CASUALTY_ROLL);
		json_key(&run->out, "casualty");
		json_bool(&run->out, c->hits > 0);
		return;
	}
	json_string(&run->out, "check");
	json_key(&run->out, "needed");
	json_bool(&run->out, c->needed);
	if (!c->needed) {
		json_key(&run->out, "automatic_fail");
		json_null(&run->out);
		json_key(&run->out, "pool");
		json_null(&run->out);
		json_key(&run->out, "hit_on");
		json_null(&run->out);
		json_rolls(run, CHECK_ROLL);
		json_key(&run->out, "hits");
		json_null(&run->out);
		json_key(&run->out, "passed");
		json_null(&run->out);
		return;
	}
	json_key(&run->out, "automatic_fail");
	json_bool(&run->out, c->pool == 0);
	json_key(&run->out, "pool");
	json_whole(&run->out, c->pool);
	json_key(&run->out, "hit_on");
	json_whole(&run->out, c->hit_on);
	json_rolls(run, CHECK_ROLL);
	json_key(&run->out, "hits");
	json_whole(&run->out, c->hits);
	json_key(&run->out, "passed");
	json_bool(&run->out, c->hits > 0);
}

/* Under the odds' first line: what was rolled, and how it was made. */
static void
odds_text(struct run *run, const void *state)
{
	const struct command *c = state;

	if (run->mode == MODE_CHECK && !c->needed) {
		text_zone(run, c);
		return;
	}
	text_pool(run, c);
	out_str(&run->out, "\n");
	if (run->mode == MODE_CASUALTY)
		out_printf(&run->out, "commander casualty: the unit %s\n",
		    option(run, OPT_ROUTED)->given ? "routed" : "did not rout");
	else {
		text_pool_made(run, c);
		text_zone(run, c);
	}
}

/* A check of no dice: the fail is certain, and why comes first. */
static int
odds_certain(struct run *run, const void *state)
{
	const struct command *c = state;

	if (run->mode != MODE_CHECK || !c->needed || c->pool > 0)
		return 0;
	out_printf(&run->out, "%s  %s, PASS 0%% (0)\n", outcomes[FAIL].word,
	    automatic_fail);
	odds_text(run, state);
	return 1;
}

/* Whether the check's fail is certain for want of dice. */
static void
odds_json(struct run *run, const void *state)
{
	const struct command *c = state;

	if (run->mode != MODE_CHECK)
		return;
	json_key(&run->out, "automatic_fail");
	if (c->needed)
		json_bool(&run->out, c->pool == 0);
	else
		json_null(&run->out);
}

static const struct odds_hooks hooks = { .odds_certain = odds_certain };

static const struct tool bolivar_command = {
	.name = "bolivar-command",
	.modes = "check,casualty",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.questions = questions,
	.state_size = sizeof(struct command),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text,
	.odds_json = odds_json,
	.odds_hooks = &hooks
};

int
main(int argc, char *argv[])
{
	return tool_main(&bolivar_command, argc, argv);
}
