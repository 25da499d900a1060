/*
 * fpga-officer - the Fast-Play Grande Armée officer casualty: two dice,
 * and a total in the killed band kills him; each one his bonus dice
 * showed in the combat adds to it.
 */
#include <string.h>

#include "err.h"
#include "tool.h"

enum { ROLL_DICE, ROLL_SIDES };
static const struct column roll_columns[] = {
	[ROLL_DICE] = { "dice", CELL_WHOLE, 1, 10 },
	[ROLL_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema roll_table = {
	"fpga/officer-roll.csv", roll_columns
};

enum { OFFICER_LOW, OFFICER_HIGH, OFFICER_RESULT, OFFICER_EFFECT };
static const struct column officer_columns[] = {
	[OFFICER_LOW] = { "low", CELL_LOW, -1000, 1000 },
	[OFFICER_HIGH] = { "high", CELL_HIGH, -1000, 1000 },
	[OFFICER_RESULT] = { "result", CELL_TEXT, 0, 0 },
	[OFFICER_EFFECT] = { "effect", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema officer_table = {
	"fpga/officer.csv", officer_columns
};

enum { MODIFIER_NAME, MODIFIER_VALUE, MODIFIER_COUNT_REROLLS };
static const struct column modifier_columns[] = {
	[MODIFIER_NAME] = { "name", CELL_KEY, 0, 0 },
	[MODIFIER_VALUE] = { "value", CELL_WHOLE, -99, 99 },
	[MODIFIER_COUNT_REROLLS] = { "count_rerolls", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema modifier_table = {
	"fpga/officer-modifiers.csv", modifier_columns
};

enum { T_ROLL, T_OFFICER, T_MODIFIERS };
static const struct table_schema *const tables[] = {
	[T_ROLL] = &roll_table,
	[T_OFFICER] = &officer_table,
	[T_MODIFIERS] = &modifier_table,
	NULL
};

/* The row of officer-modifiers.csv a one on a bonus die adds. */
static const char one_on_bonus_die[] = "one-on-bonus-die";

enum { OPT_REASON, OPT_ONES };
enum { REASON_COMBAT };		/* the first of the choices */
static const struct opt opts[] = {
	[OPT_REASON] = { .name = "reason", .kind = KIND_WORD,
	    .arg = "REASON", .help = "why he rolls: combat, overrun or break",
	    .choices = "combat,overrun,break", .fallback = "combat" },
	[OPT_ONES] = { .name = "ones", .kind = KIND_WHOLE, .arg = "N",
	    .help = "ones on the bonus dice he gave (combat)", .min = 0,
	    .max = 99, .fallback = "0" },
	{ .name = NULL }
};

enum { SURVIVES, KILLED };
static const struct outcome_def outcomes[] = {
	[SURVIVES] = { "survives", "SURVIVES", 1 },
	[KILLED] = { "killed", "KILLED", 0 },
	{ NULL, NULL, 0 }
};

static const char roll_name[] = "officer casualty";

struct casualty {
	long	 ones, per_one, rolled, total;
	size_t	 band;
};

static void
check_tables(struct run *run)
{
	const struct table *officer = table(run, T_OFFICER);
	const struct table *modifiers = table(run, T_MODIFIERS);
	const struct table *roll = table(run, T_ROLL);
	const struct opt *ones = &opts[OPT_ONES];
	long dice, sides, per_one, lowest, highest;
	size_t row;

	if (roll->rows != 1)
		table_fail(roll, roll->rows, -1, "needs exactly one row: the "
		    "dice of the roll");
	if (table_find(modifiers, MODIFIER_NAME, one_on_bonus_die) < 0)
		table_fail(modifiers, modifiers->rows, -1, "no row for '%s'",
		    one_on_bonus_die);
	for (row = 0; row < officer->rows; row++)
		if (strcmp(cell_text(officer, row, OFFICER_RESULT),
		    outcomes[SURVIVES].token) != 0
		    && strcmp(cell_text(officer, row, OFFICER_RESULT),
		    outcomes[KILLED].token) != 0)
			table_fail(officer, row, OFFICER_RESULT, "'%s' is not "
			    "killed or survives",
			    cell_text(officer, row, OFFICER_RESULT));
	/* Every total the dice and the ones can make has its band. */
	dice = cell_whole(roll, 0, ROLL_DICE);
	sides = cell_whole(roll, 0, ROLL_SIDES);
	per_one = cell_whole(modifiers, (size_t)table_find(modifiers,
	    MODIFIER_NAME, one_on_bonus_die), MODIFIER_VALUE);
	lowest = dice + (per_one < 0 ? per_one * ones->max : 0);
	highest = dice * sides + (per_one > 0 ? per_one * ones->max : 0);
	table_require_band_cover(officer, lowest, highest, "the total of the "
	    "dice and the ones");
}

static void
resolve(struct run *run, void *state)
{
	const struct table *roll = table(run, T_ROLL);
	const struct table *officer = table(run, T_OFFICER);
	const struct table *modifiers = table(run, T_MODIFIERS);
	struct casualty *c = state;
	long row = table_find(modifiers, MODIFIER_NAME, one_on_bonus_die);

	c->ones = option(run, OPT_ONES)->whole;
	if (c->ones > 0 && option(run, OPT_REASON)->row != REASON_COMBAT)
		fail(EXIT_USAGE, "--ones: only bonus dice given in a combat "
		    "count (--reason combat)");
	c->per_one = cell_whole(modifiers, (size_t)row, MODIFIER_VALUE);
	if (c->ones > 0)
		modifier_add(run, one_on_bonus_die, c->ones * c->per_one, NULL,
		    modifiers, (size_t)row);
	c->rolled = roll_total(&run->dice, (int)cell_whole(roll, 0, ROLL_DICE),
	    (int)cell_whole(roll, 0, ROLL_SIDES), roll_name);
	c->total = c->rolled + c->ones * c->per_one;
	c->band = table_band(officer, c->total);
	outcome(run, strcmp(cell_text(officer, c->band, OFFICER_RESULT),
	    outcomes[KILLED].token) == 0 ? KILLED : SURVIVES);
	effect(run, "%s", cell_text(officer, c->band, OFFICER_EFFECT));
}

static void
text(struct run *run, const void *state)
{
	const struct casualty *c = state;

	out_printf(&run->out, "%s  rolled ", outcomes[run->outcome].word);
	out_dice(&run->out, &run->dice, roll_name, "+");
	out_printf(&run->out, "=%ld", c->rolled);
	if (c->ones > 0)
		out_printf(&run->out, " %+ld for %ld one%s = %ld", c->ones *
		    c->per_one, c->ones, c->ones == 1 ? "" : "s", c->total);
	out_printf(&run->out, " (");
	out_band(&run->out, table(run, T_OFFICER), c->band);
	out_printf(&run->out, ": %s)\n%s (%s)\n", cell_text(table(run,
	    T_OFFICER), c->band, OFFICER_RESULT), run->effect.buf,
	    option_text(run, OPT_REASON));
}

static void
json(struct run *run, const void *state)
{
	const struct casualty *c = state;

	json_key(&run->out, "reason");
	json_string(&run->out, option_text(run, OPT_REASON));
	json_key(&run->out, "roll");
	json_dice_of(&run->out, &run->dice, roll_name);
	json_key(&run->out, "ones");
	json_whole(&run->out, c->ones);
	json_key(&run->out, "total");
	json_whole(&run->out, c->total);
	json_key(&run->out, "killed");
	json_bool(&run->out, run->outcome == KILLED);
}

static void
odds_text(struct run *run, const void *state)
{
	const struct casualty *c = state;
	const struct table *roll = table(run, T_ROLL);

	out_printf(&run->out, "%ldd%ld", cell_whole(roll, 0, ROLL_DICE),
	    cell_whole(roll, 0, ROLL_SIDES));
	if (c->ones > 0)
		out_printf(&run->out, " %+ld for %ld one%s", c->ones * c->per_one,
		    c->ones, c->ones == 1 ? "" : "s");
	out_printf(&run->out, "\n");
}

static const struct tool fpga_officer = {
	.name = "fpga-officer",
	.opts = opts,
	.tables = tables,
	.outcomes = outcomes,
	.question = "killed",
	.asked = 1u << KILLED,
	.state_size = sizeof(struct casualty),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text
};

int
main(int argc, char *argv[])
{
	return tool_main(&fpga_officer, argc, argv);
}
