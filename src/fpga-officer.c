/*
 * fpga-officer - the Fast-Play Grande Armée officer casualty: two dice,
 * and a total in the killed band kills him; each one his bonus dice
 * showed in the combat adds to it.
 */
#include "err.h"
#include "fpga-casualty.h"
#include "fpga.h"
#include "tool.h"

enum { T_ROLL, T_OFFICER, T_MODIFIERS, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_ROLL] = &fpga_officer_roll_table,
	[T_OFFICER] = &fpga_officer_table,
	[T_MODIFIERS] = &fpga_officer_modifiers_table,
	NULL
};

enum { OPT_REASON, OPT_ONES, OPT_COUNT };
enum { REASON_COMBAT };		/* the first of the choices */
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_REASON] = { .name = "reason", .kind = KIND_WORD,
	    .arg = "REASON", .help = "why he rolls: combat, overrun or break",
	    .choices = "combat,overrun,break", .fallback = "combat" },
	[OPT_ONES] = { .name = "ones", .kind = KIND_WHOLE, .arg = "N",
	    .help = "ones on the bonus dice he gave (combat)", .min = 0,
	    .max = 99, .fallback = "0" },
	{ .name = NULL }
};

enum { SURVIVES, KILLED, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[SURVIVES] = { "survives", "SURVIVES", 1 },
	[KILLED] = { "killed", "KILLED", 0 },
	{ NULL, NULL, 0 }
};

static const char roll_name[] = "officer casualty";

struct casualty {
	long			 ones;
	struct casualty_roll	 roll;
};

/* Every total the dice and the most ones --ones takes can make has its
 * band. */
static void
check_tables(struct run *run)
{
	casualty_check(run, opts[OPT_ONES].max, "the total of the dice and "
	    "the ones");
}

static void
resolve(struct run *run, void *state)
{
	const struct table *modifiers = table(run, T_MODIFIERS);
	struct casualty *c = state;
	struct casualty_roll *r = &c->roll;

	c->ones = option(run, OPT_ONES)->whole;
	if (c->ones > 0 && option(run, OPT_REASON)->row != REASON_COMBAT)
		fail(EXIT_USAGE, "--ones: only bonus dice given in a combat "
		    "count (--reason combat)");
	casualty_roll(run, c->ones, roll_name, r);
	if (c->ones > 0)
		modifier_add(run, one_on_bonus_die, c->ones * r->per_one, NULL,
		    modifiers, one_on_bonus_die_row(modifiers));
	outcome(run, r->killed ? KILLED : SURVIVES);
	effect(run, "%s", cell_text(table(run, T_OFFICER), r->band,
	    OFFICER_EFFECT));
}

static void
text(struct run *run, const void *state)
{
	const struct casualty *c = state;
	const struct casualty_roll *r = &c->roll;

	out_printf(&run->out, "%s  rolled ", outcomes[run->outcome].word);
	out_dice(&run->out, &run->dice, roll_name, "+");
	out_printf(&run->out, "=%ld", r->rolled);
	if (c->ones > 0)
		out_printf(&run->out, " %+ld for %ld one%s = %ld", c->ones *
		    r->per_one, c->ones, c->ones == 1 ? "" : "s", r->total);
	out_str(&run->out, " (");
	out_band(&run->out, table(run, T_OFFICER), r->band);
	out_printf(&run->out, ": %s)\n%s (%s)\n", cell_text(table(run,
	    T_OFFICER), r->band, OFFICER_RESULT), run->effect.buf,
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
	json_whole(&run->out, c->roll.total);
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
		out_printf(&run->out, " %+ld for %ld one%s", c->ones *
		    c->roll.per_one, c->ones, c->ones == 1 ? "" : "s");
	out_str(&run->out, "\n");
}

static const struct tool fpga_officer = {
	.name = "fpga-officer",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
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
