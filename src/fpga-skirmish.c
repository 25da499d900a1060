/*
 * fpga-skirmish - Fast-Play Grande Armée skirmish (SK) attacks: the
 * attacker rolls a die a point of SK rating, each 6 hits an infantry or
 * artillery unit, and a defender who gets a save rolls one a hit.
 */
#include <string.h>

#include "err.h"
#include "fpga-dice.h"
#include "fpga.h"
#include "num.h"
#include "tool.h"

enum { T_SK, T_TARGET, T_SAVE, T_REMINDER, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_SK] = &fpga_skirmish_table,
	[T_TARGET] = &fpga_skirmish_targets_table,
	[T_SAVE] = &fpga_skirmish_saves_table,
	[T_REMINDER] = &fpga_skirmish_reminders_table,
	NULL
};

enum { OPT_SK, OPT_RANGE, OPT_TARGET, OPT_SAVE, OPT_TARGET_MX,
	OPT_TARGET_NEAR_CAVALRY, OPT_TARGET_TOWN, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_SK] = { .name = "sk", .kind = KIND_WORD, .arg = "RATING",
	    .help = "the attacker's SK rating", .table = &fpga_skirmish_table,
	    .column = SK_RATING, .required = 1 },
	[OPT_RANGE] = { .name = "range", .kind = KIND_DISTANCE, .arg = "INCHES",
	    .help = "how far the target is", .min = 0, .max = 1000 },
	[OPT_TARGET] = { .name = "target-type", .kind = KIND_WORD,
	    .arg = "TYPE", .help = "the target's unit type",
	    .table = &fpga_skirmish_targets_table, .column = TARGET_NAME,
	    .fallback = "infantry", .also = "target" },
	[OPT_SAVE] = { .name = "save", .kind = KIND_FLAG,
	    .help = "the defender gets saves, whatever the conditions" },
	/* When saves apply is not on the sheet (issue 33 item 31): the
	 * help says where the three conditions come from. */
	[OPT_TARGET_MX] = { .name = "target-mx", .kind = KIND_FLAG,
	    .help = "the target is an MX unit, so saves (" NOT_ON_SHEET ")" },
	[OPT_TARGET_NEAR_CAVALRY] = { .name = "target-near-cavalry",
	    .kind = KIND_FLAG, .help = "the target is near friendly cavalry, "
	    "so saves (" NOT_ON_SHEET ")" },
	[OPT_TARGET_TOWN] = { .name = "target-town", .kind = KIND_FLAG,
	    .help = "the target is in a town or redoubt, so saves ("
	    NOT_ON_SHEET ")" },
	{ .name = NULL }
};

/* The save conditions, in the order of their options. */
static const int condition_opts[] = {
	OPT_TARGET_MX, OPT_TARGET_NEAR_CAVALRY, OPT_TARGET_TOWN
};
#define NCONDITIONS	(sizeof(condition_opts) / sizeof(condition_opts[0]))

enum { HITS_STAND, NO_HIT_STANDS, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[HITS_STAND] = { "hits", "HITS", 1 },
	[NO_HIT_STANDS] = { "hits", "HITS", 0 },
	{ NULL, NULL, 0 }
};

enum { Q_HITS, Q_HITS_AFTER_SAVES, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_HITS] = { "hits", "hits", +1 },
	[Q_HITS_AFTER_SAVES] = { "hits_after_saves", "hits after saves", +1 },
	{ NULL, NULL, 0 }
};

struct skirmish {
	size_t		 sk_row;
	long		 sk;		/* the rating, as a number */
	int		 dice, sides, hit_on, save_on;
	int		 save;		/* the defender saves */
	int		 saved_by[NCONDITIONS];	/* conditions giving it */
	int		 hits, saved, stand;
};

static const char *const what_sk = "SK attack";
static const char *const what_save = "save";

static const char *
condition_name(int i)
{
	return opts[condition_opts[i]].name + strlen("target-");
}

/* A face the dice of the row can show. */
static void
check_face(const struct table *sk, size_t row, int column)
{
	long face = cell_whole(sk, row, column);
	long sides = cell_whole(sk, row, SK_SIDES);

	if (face > sides)
		table_fail(sk, row, column, "%ld is off a %ld-sided die", face,
		    sides);
}

static void
check_tables(struct run *run)
{
	const struct table *sk = table(run, T_SK);
	const struct table *saves = table(run, T_SAVE);
	const char *rating, *why;
	long number;
	size_t row, i;

	for (row = 0; row < sk->rows; row++) {
		rating = cell_text(sk, row, SK_RATING);
		if ((why = parse_whole(rating, 0, 99, &number)) != NULL)
			table_fail(sk, row, SK_RATING, "%s %s", quoted(rating),
			    why);
		check_face(sk, row, SK_HIT_ON);
		check_face(sk, row, SK_SAVE_ON);
	}
	for (i = 0; i < NCONDITIONS; i++)
		if (table_find(saves, SAVE_CONDITION, condition_name(i)) < 0)
			table_fail(saves, saves->rows, -1, "needs a row for %s "
			    "(--%s)", condition_name(i),
			    opts[condition_opts[i]].name);
}

static void
set_up(struct run *run, struct skirmish *s)
{
	const struct table *sk = table(run, T_SK);
	const struct table *targets = table(run, T_TARGET);
	const struct table *saves = table(run, T_SAVE);
	const struct opt_value *range = option(run, OPT_RANGE);
	const struct opt_value *target = option(run, OPT_TARGET);
	char inches[32], edge[32];
	size_t i;
	long row;

	s->sk_row = (size_t)option(run, OPT_SK)->row;
	parse_whole(cell_text(sk, s->sk_row, SK_RATING), 0, 99, &s->sk);
	s->dice = (int)cell_whole(sk, s->sk_row, SK_DICE);
	s->sides = (int)cell_whole(sk, s->sk_row, SK_SIDES);
	s->hit_on = (int)cell_whole(sk, s->sk_row, SK_HIT_ON);
	s->save_on = (int)cell_whole(sk, s->sk_row, SK_SAVE_ON);
	if (range->given && range->whole > cell_whole(sk, s->sk_row, SK_RANGE))
		fail(EXIT_USAGE, "--range: %s\" is beyond SK%ld's range of "
		    "%s\" (%s)", format_thousandths(range->whole, inches,
		    sizeof(inches)), s->sk, format_thousandths(cell_whole(sk,
		    s->sk_row, SK_RANGE), edge, sizeof(edge)),
		    table_source(sk, s->sk_row));
	if (!cell_whole(targets, (size_t)target->row, TARGET_SK_HITS))
		fail(EXIT_USAGE, "--target %s: SK attacks do not hit %s (%s)",
		    cell_text(targets, (size_t)target->row, TARGET_NAME),
		    cell_text(targets, (size_t)target->row, TARGET_NAME),
		    table_source(targets, (size_t)target->row));
	s->save = option(run, OPT_SAVE)->given > 0;
	for (i = 0; i < NCONDITIONS; i++) {
		if (!option(run, condition_opts[i])->given)
			continue;
		row = table_find(saves, SAVE_CONDITION, condition_name(i));
		if (cell_whole(saves, (size_t)row, SAVE_GIVES_SAVE))
			s->saved_by[i] = s->save = 1;
	}
}

static void
resolve(struct run *run, void *state)
{
	struct skirmish *s = state;

	set_up(run, s);
	s->hits = roll_count(&run->dice, s->dice, s->sides, s->hit_on, what_sk);
	if (s->save && s->hits > 0)
		s->saved = roll_count(&run->dice, s->hits, s->sides, s->save_on,
		    what_save);
	s->stand = s->hits - s->saved;
	outcome(run, s->stand > 0 ? HITS_STAND : NO_HIT_STANDS);
	quantity(run, Q_HITS, s->hits);
	quantity(run, Q_HITS_AFTER_SAVES, s->stand);
	effect(run, "%d hit%s on the %s", s->stand, s->stand == 1 ? "" : "s",
	    cell_text(table(run, T_TARGET), (size_t)option(run,
	    OPT_TARGET)->row, TARGET_NAME));
}

/* "in a town or redoubt and an MX unit", or "asked for". */
static void
format_save_reasons(struct run *run, const struct skirmish *s)
{
	const struct table *saves = table(run, T_SAVE);
	size_t i, row;
	int first = 1;

	if (option(run, OPT_SAVE)->given) {
		out_str(&run->out, "given by --save");
		first = 0;
	}
	for (i = 0; i < NCONDITIONS; i++) {
		if (!s->saved_by[i])
			continue;
		row = (size_t)table_find(saves, SAVE_CONDITION,
		    condition_name(i));
		out_printf(&run->out, "%s%s", first ? "" : ", ",
		    cell_text(saves, row, SAVE_REASON));
		first = 0;
	}
}

static void
text(struct run *run, const void *state)
{
	const struct skirmish *s = state;
	const struct table *sk = table(run, T_SK);
	const struct table *saves = table(run, T_SAVE);
	const struct table *reminders = table(run, T_REMINDER);
	const struct opt_value *range = option(run, OPT_RANGE);
	char need[16], inches[32];
	size_t row, i;

	out_printf(&run->out, "%d %s  on the %s\n", s->stand,
	    s->stand == 1 ? "HIT" : "HITS", cell_text(table(run, T_TARGET),
	    (size_t)option(run, OPT_TARGET)->row, TARGET_NAME));
	format_need(s->hit_on, s->sides, need, sizeof(need));
	out_printf(&run->out, "SK%ld", s->sk);
	if (range->given)
		out_printf(&run->out, " at %s\"",
		    format_thousandths(range->whole, inches, sizeof(inches)));
	out_printf(&run->out, ": %dd%d hitting on %s, rolled ", s->dice,
	    s->sides, need);
	out_dice(&run->out, &run->dice, what_sk, " ");
	out_printf(&run->out, ": %d hit%s\n", s->hits, s->hits == 1 ? "" : "s");
	if (!s->save) {
		out_str(&run->out, "no save\n");
	} else {
		format_need(s->save_on, s->sides, need, sizeof(need));
		out_printf(&run->out, "saves on %s (", need);
		format_save_reasons(run, s);
		out_str(&run->out, "): ");
		if (s->hits == 0) {
			out_str(&run->out, "no hit to save\n");
		} else {
			out_str(&run->out, "rolled ");
			out_dice(&run->out, &run->dice, what_save, " ");
			out_printf(&run->out, ", %d saved\n", s->saved);
		}
	}
	for (row = 0; row < reminders->rows; row++)
		out_printf(&run->out, "%s%s", row ? "; " : "",
		    cell_text(reminders, row, REMINDER_TEXT));
	out_str(&run->out, "\n");
	if (!run->common.verbose)
		return;
	out_printf(&run->out, "  SK%ld: %d dice, range %s\"  (%s)\n", s->sk,
	    s->dice, format_thousandths(cell_whole(sk, s->sk_row, SK_RANGE),
	    inches, sizeof(inches)), table_source(sk, s->sk_row));
	for (i = 0; i < NCONDITIONS; i++)
		if (s->saved_by[i]) {
			row = (size_t)table_find(saves, SAVE_CONDITION,
			    condition_name(i));
			out_printf(&run->out, "  save: %s  (%s)\n",
			    cell_text(saves, row, SAVE_REASON),
			    table_source(saves, row));
		}
}

static void
json(struct run *run, const void *state)
{
	const struct skirmish *s = state;
	size_t i;

	json_key(&run->out, "sk");
	json_whole(&run->out, s->sk);
	json_key(&run->out, "rolls");
	json_dice_of(&run->out, &run->dice, what_sk);
	json_key(&run->out, "hits");
	json_whole(&run->out, s->hits);
	/* Spec 16's "save" is a bool, its reasons beside it. */
	json_key(&run->out, "save");
	json_bool(&run->out, s->save);
	json_key(&run->out, "save_reasons");
	json_open(&run->out, '[');
	if (option(run, OPT_SAVE)->given)
		json_string(&run->out, opts[OPT_SAVE].name);
	for (i = 0; i < NCONDITIONS; i++)
		if (s->saved_by[i])
			json_string(&run->out, opts[condition_opts[i]].name);
	json_close(&run->out, ']');
	json_key(&run->out, "save_rolls");
	json_dice_of(&run->out, &run->dice, what_save);
	json_key(&run->out, "hits_after_saves");
	json_whole(&run->out, s->stand);
}

static void
odds_text(struct run *run, const void *state)
{
	const struct skirmish *s = state;
	char need[16], save[16];

	format_need(s->hit_on, s->sides, need, sizeof(need));
	out_printf(&run->out, "SK%ld: %dd%d hitting on %s", s->sk, s->dice,
	    s->sides, need);
	if (s->save) {
		format_need(s->save_on, s->sides, save, sizeof(save));
		out_printf(&run->out, ", saves on %s (", save);
		format_save_reasons(run, s);
		out_str(&run->out, ")\n");
	} else {
		out_str(&run->out, ", no save\n");
	}
}

/* A target SK attacks do not hit is refused: not offered.  (Known by
 * its table, whatever the option's name.) */
static int
offers(const struct run *run, int opt, size_t k)
{
	return run->tool->opts[opt].table != &fpga_skirmish_targets_table
	    || cell_whole(table(run, T_TARGET), k, TARGET_SK_HITS);
}

static const struct tool fpga_skirmish = {
	.name = "fpga-skirmish",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "a hit stands",
	.state_size = sizeof(struct skirmish),
	.check_tables = check_tables,
	.offers = offers,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text
};

int
main(int argc, char *argv[])
{
	return tool_main(&fpga_skirmish, argc, argv);
}
