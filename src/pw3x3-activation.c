/*
 * pw3x3-activation - the 3x3 Portable Wargame's turn sequence: on the
 * first turn the attacker goes first; on later turns both sides throw a
 * die, ties thrown again, the higher chooses whether to move first, and
 * each side may activate as many units as it threw.
 */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "pw3x3.h"
#include "tool.h"

enum { T_DICE, T_ACTIVATION, T_UNITS, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_DICE] = &pw3x3_dice_table,
	[T_ACTIVATION] = &pw3x3_activation_table,
	[T_UNITS] = &pw3x3_units_table,
	NULL
};

/* The tie rules of activation.csv. */
enum { TIE_RETHROW, TIE_PREVIOUS, NTIES };
static const char *const tie_rule[] = { "rethrow", "previous" };

/* Found once the tables are loaded (check_tables): the row of dice.csv
 * thrown and the tie rule, read by index. */
struct kept {
	size_t		 dice[ROLL_COUNT];
	int		 tie;
};

/* Each side's options are consecutive, the attacker's first. */
enum { OPT_TURN, OPT_UNITS, OPT_ENGAGED = OPT_UNITS + SIDE_COUNT,
	OPT_PREVIOUS_FIRST = OPT_ENGAGED + SIDE_COUNT, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_TURN] = { .name = "turn", .kind = KIND_WHOLE, .arg = "N",
	    .help = "the turn", .min = 1, .max = 999, .fallback = "2" },
	[OPT_UNITS + ATTACKER] = { .name = "attacker-units",
	    .kind = KIND_WHOLE, .arg = "N", .help = "units the attacker has "
	    "left (default: a full army)", .min = 1, .max = 99 },
	[OPT_UNITS + DEFENDER] = { .name = "defender-units",
	    .kind = KIND_WHOLE, .arg = "N", .help = "units the defender has "
	    "left (default: a full army)", .min = 1, .max = 99 },
	[OPT_ENGAGED + ATTACKER] = { .name = "attacker-engaged",
	    .kind = KIND_WHOLE, .arg = "N", .help = "of them, units already "
	    "in close combat", .min = 0, .max = 99, .fallback = "0" },
	[OPT_ENGAGED + DEFENDER] = { .name = "defender-engaged",
	    .kind = KIND_WHOLE, .arg = "N", .help = "of them, units already "
	    "in close combat", .min = 0, .max = 99, .fallback = "0" },
	[OPT_PREVIOUS_FIRST] = { .name = "previous-first", .kind = KIND_WORD,
	    .arg = "SIDE", .help = "the side that moved first last turn "
	    "(when it wins ties)", .choices = pw3x3_sides },
	{ .name = NULL }
};

enum { ATTACKER_CHOOSES, DEFENDER_CHOOSES, FIRST_TURN, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[ATTACKER_CHOOSES] = { "attacker_chooses", "ATTACKER CHOOSES", 1 },
	[DEFENDER_CHOOSES] = { "defender_chooses", "DEFENDER CHOOSES", 0 },
	[FIRST_TURN] = { "first_turn", "FIRST TURN", 1 },
	{ NULL, NULL, 0 }
};

/* Each side's number, then the chooser's and the other side's. */
enum { Q_ATTACKER, Q_DEFENDER, Q_CHOOSER, Q_OTHER, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_ATTACKER] = { .key = "attacker_activations",
	    .label = "attacker activates", .better = 1,
	    .group = "activations", .member = "attacker", .value_key = "k" },
	[Q_DEFENDER] = { .key = "defender_activations",
	    .label = "defender activates", .better = 1,
	    .group = "activations", .member = "defender", .value_key = "k" },
	[Q_CHOOSER] = { .key = "chooser_activations",
	    .label = "chooser activates", .better = 1,
	    .group = "activations", .member = "chooser", .value_key = "k" },
	[Q_OTHER] = { .key = "other_activations",
	    .label = "other activates", .better = 1,
	    .group = "activations", .member = "other", .value_key = "k" },
	{ .key = NULL }
};

/* The dice's names, for --dice messages and the JSON "dice". */
static const char *const throw_what[] = {
	"attacker activation", "defender activation"
};
static const char again_what[] = "activation again after a tie";

struct turn {
	long		 turn;
	int		 thrown;	/* dice were thrown this turn */
	int		 score[SIDE_COUNT];	/* the throw that counts */
	int		 tied;		/* tie=previous: it tied */
	int		 chooser;	/* a side, or -1: the attacker goes
					 * first, no choice */
	long		 units[SIDE_COUNT];
	long		 activations[SIDE_COUNT];	/* when thrown */
	long		 engaged[SIDE_COUNT];
};

/* The row of dice.csv thrown, found by check_tables. */
static const struct table *
dice_of_table(const struct run *run, size_t *row)
{
	const struct kept *k = run->kept;

	*row = k->dice[ROLL_ACTIVATION];
	return table(run, T_DICE);
}

static int
tie_of(const struct run *run)
{
	const struct kept *k = run->kept;

	return k->tie;
}

static void
check_tables(struct run *run)
{
	const struct table *activation = table(run, T_ACTIVATION);
	const char *tie;
	struct kept *k;

	k = run->kept = xcalloc(1, sizeof(*k));
	pw3x3_check_dice(table(run, T_DICE), k->dice);
	table_require_rows(activation, 1, "the turn sequence");
	tie = cell_text(activation, 0, ACTIVATION_TIE);
	for (k->tie = 0; k->tie < NTIES; k->tie++)
		if (strcmp(tie, tie_rule[k->tie]) == 0)
			break;
	if (k->tie == NTIES)
		table_fail(activation, 0, ACTIVATION_TIE, "'%s' is not a tie "
		    "rule: rethrow or previous", tie);
	pw3x3_check_units(table(run, T_UNITS));
}

/* Units left and engaged, checked against the army and each other. */
static void
take_sides(struct run *run, struct turn *t)
{
	const struct table *units = table(run, T_UNITS);
	long army = cell_whole(units, 0, UNITS_PER_ARMY);
	const struct opt_value *left;
	int side;

	for (side = 0; side < SIDE_COUNT; side++) {
		left = option(run, OPT_UNITS + side);
		t->units[side] = left->given ? left->whole : army;
		if (t->units[side] > army)
			fail(EXIT_USAGE, "--%s: %s is more than an army's %ld "
			    "units (%s)", opts[OPT_UNITS + side].name,
			    quoted(left->text[0]), army,
			    table_source(units, 0));
		t->engaged[side] = option(run, OPT_ENGAGED + side)->whole;
		if (t->engaged[side] > t->units[side])
			fail(EXIT_USAGE, "--%s: %ld units in close combat, but "
			    "the %s has %ld left",
			    opts[OPT_ENGAGED + side].name, t->engaged[side],
			    pw3x3_side[side], t->units[side]);
	}
}

/*
 * Who wins a tie under tie=previous: the side that moved first last
 * turn, given, or the attacker after a first turn without a choice;
 * -1 when ties are thrown again.
 */
static int
previous_first(struct run *run, const struct turn *t)
{
	const struct opt_value *previous = option(run, OPT_PREVIOUS_FIRST);
	const struct table *activation = table(run, T_ACTIVATION);
	long turn_from = cell_whole(activation, 0, ACTIVATION_TURN_FROM);
	int known = -1;

	if (tie_of(run) != TIE_PREVIOUS) {
		if (previous->given)
			fail(EXIT_USAGE, "--previous-first: ties are thrown "
			    "again (%s), so last turn's order does not count",
			    table_source(activation, 0));
		return -1;
	}
	if (t->turn == 1) {
		if (previous->given)
			fail(EXIT_USAGE, "--previous-first: turn 1 has no "
			    "previous turn");
		return -1;
	}
	/* Last turn the attacker went first, without a choice. */
	if (t->turn - 1 < turn_from || (t->turn == 2 &&
	    cell_whole(activation, 0, ACTIVATION_FIXED_ORDER)))
		known = ATTACKER;
	if (previous->given) {
		if (known >= 0 && previous->row != known)
			fail(EXIT_USAGE, "--previous-first: on turn %ld the "
			    "attacker went first (%s)", t->turn - 1,
			    table_source(activation, 0));
		return (int)previous->row;
	}
	if (known >= 0)
		return known;
	fail(EXIT_USAGE, "--previous-first: needed from turn %ld, as a tie "
	    "goes to the side that moved first last turn (%s)",
	    turn_from + (cell_whole(activation, 0, ACTIVATION_FIXED_ORDER)
	    && turn_from == 1 ? 2 : 1), table_source(activation, 0));
}

/* Both throw, the attacker first; a tie as the table says. */
static void
throw_for_order(struct run *run, struct turn *t, int previous)
{
	const struct table *activation = table(run, T_ACTIVATION);
	const struct table *dice;
	size_t row;
	int sides, side, *s = t->score;
	long free_units;

	dice = dice_of_table(run, &row);
	sides = (int)cell_whole(dice, row, DICE_SIDES);
	t->thrown = 1;
	s[ATTACKER] = roll(&run->dice, sides, throw_what[ATTACKER]);
	s[DEFENDER] = roll(&run->dice, sides, throw_what[DEFENDER]);
	if (s[ATTACKER] == s[DEFENDER]) {
		if (previous < 0)
			roll_untied(&run->dice, sides, again_what,
			    &s[ATTACKER], &s[DEFENDER]);
		else
			t->tied = 1;
	}
	if (t->turn == 1 && cell_whole(activation, 0, ACTIVATION_FIXED_ORDER)) {
		t->chooser = -1;
		outcome(run, FIRST_TURN);
		effect(run, "the attacker goes first");
	} else {
		if (t->tied)
			t->chooser = previous;
		else
			t->chooser = s[ATTACKER] > s[DEFENDER] ? ATTACKER :
			    DEFENDER;
		outcome(run, t->chooser == ATTACKER ? ATTACKER_CHOOSES :
		    DEFENDER_CHOOSES);
		effect(run, "the %s chooses whether to move first%s",
		    pw3x3_side[t->chooser], t->tied ? " (a tie: it moved "
		    "first last turn)" : "");
	}
	for (side = 0; side < SIDE_COUNT; side++) {
		/* The cap is the units that need activating: those in
		 * close combat act without (sheet, lines 63-65). */
		free_units = t->units[side] - t->engaged[side];
		t->activations[side] = s[side];
		if (cell_whole(activation, 0, ACTIVATION_CAP) &&
		    free_units < t->activations[side])
			t->activations[side] = free_units;
		if (t->activations[side] < s[side] && t->engaged[side] > 0)
			effect(run, "the %s may activate %ld unit%s (threw "
			    "%d, has %ld left, %ld of them in close combat)",
			    pw3x3_side[side], t->activations[side],
			    t->activations[side] == 1 ? "" : "s", s[side],
			    t->units[side], t->engaged[side]);
		else if (t->activations[side] < s[side])
			effect(run, "the %s may activate %ld unit%s (threw "
			    "%d, has %ld left)", pw3x3_side[side],
			    t->activations[side],
			    t->activations[side] == 1 ? "" : "s", s[side],
			    t->units[side]);
		else
			effect(run, "the %s may activate %ld unit%s",
			    pw3x3_side[side], t->activations[side],
			    t->activations[side] == 1 ? "" : "s");
	}
	quantity(run, Q_ATTACKER, t->activations[ATTACKER]);
	quantity(run, Q_DEFENDER, t->activations[DEFENDER]);
	if (t->chooser >= 0) {
		quantity(run, Q_CHOOSER, t->activations[t->chooser]);
		quantity(run, Q_OTHER, t->activations[!t->chooser]);
	}
}

static void
resolve(struct run *run, void *state)
{
	struct turn *t = state;
	long turn_from = cell_whole(table(run, T_ACTIVATION), 0,
	    ACTIVATION_TURN_FROM);
	int side, previous;

	t->turn = option(run, OPT_TURN)->whole;
	take_sides(run, t);
	previous = previous_first(run, t);
	t->chooser = -1;
	if (t->turn < turn_from) {
		outcome(run, FIRST_TURN);
		effect(run, "the attacker goes first");
		effect(run, "every unit may be activated");
	} else
		throw_for_order(run, t, previous);
	for (side = 0; side < SIDE_COUNT; side++)
		if (t->engaged[side] > 0)
			effect(run, "%ld more %s unit%s in close combat act%s "
			    "without activation", t->engaged[side],
			    pw3x3_side[side], t->engaged[side] == 1 ? "" : "s",
			    t->engaged[side] == 1 ? "s" : "");
}

/* Each throw of the turn, the tied ones after: the log holds pairs. */
static void
text_throws(struct run *run, const struct turn *t)
{
	const struct dice *d = &run->dice;
	size_t i;

	out_printf(&run->out, "attacker %d, defender %d", t->score[ATTACKER],
	    t->score[DEFENDER]);
	if (d->nlog <= SIDE_COUNT)
		return;
	out_str(&run->out, " (");
	for (i = 0; i + SIDE_COUNT < d->nlog; i += SIDE_COUNT)
		out_printf(&run->out, "%s%d-%d", i > 0 ? ", " : "",
		    d->log[i].value, d->log[i + 1].value);
	out_str(&run->out, " tied, thrown again)");
}

static void
text(struct run *run, const void *state)
{
	const struct turn *t = state;
	const char *p;

	out_printf(&run->out, "%s  ", outcomes[run->outcome].word);
	if (t->thrown)
		text_throws(run, t);
	else
		out_printf(&run->out, "turn %ld: no throw", t->turn);
	out_str(&run->out, "\n");
	/* A line a clause: no clause holds "; " itself. */
	for (p = run->effect.buf; p != NULL && *p != '\0'; ) {
		size_t n = strcspn(p, ";");

		out_write(&run->out, p, n);
		p += n;
		if (p[0] == ';' && p[1] == ' ') {
			out_char(&run->out, '\n');
			p += 2;
		} else if (p[0] == ';') {
			out_char(&run->out, ';');
			p++;
		}
	}
	out_str(&run->out, "\n");
	if (run->common.verbose) {
		size_t row;
		const struct table *dice = dice_of_table(run, &row);

		out_printf(&run->out, "  rules: %s,", table_source(table(run,
		    T_ACTIVATION), 0));
		out_printf(&run->out, " %s,", table_source(table(run,
		    T_UNITS), 0));
		out_printf(&run->out, " %s\n", table_source(dice, row));
	}
}

static void
json_sides(struct run *run, const char *key, const long *value)
{
	int side;

	json_key(&run->out, key);
	json_open(&run->out, '{');
	for (side = 0; side < SIDE_COUNT; side++) {
		json_key(&run->out, pw3x3_side[side]);
		json_whole(&run->out, value[side]);
	}
	json_close(&run->out, '}');
}

static void
json(struct run *run, const void *state)
{
	const struct turn *t = state;
	const struct dice *d = &run->dice;
	size_t i;
	int side;

	json_key(&run->out, "turn");
	json_whole(&run->out, t->turn);
	json_key(&run->out, "throws");
	json_open(&run->out, '[');
	for (i = 0; i + 1 < d->nlog; i += SIDE_COUNT) {
		json_open(&run->out, '{');
		for (side = 0; side < SIDE_COUNT; side++) {
			json_key(&run->out, pw3x3_side[side]);
			json_whole(&run->out, d->log[i + side].value);
		}
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "chooser");
	if (t->chooser < 0)
		json_null(&run->out);
	else
		json_string(&run->out, pw3x3_side[t->chooser]);
	if (t->thrown)
		json_sides(run, "activations", t->activations);
	else {
		json_key(&run->out, "activations");
		json_null(&run->out);
	}
	json_sides(run, "engaged", t->engaged);
	json_sides(run, "units", t->units);
}

/* What the odds are under: the throw, or none on the first turn. */
static void
odds_text(struct run *run, const void *state)
{
	const struct turn *t = state;
	size_t row;
	const struct table *dice = dice_of_table(run, &row);

	if (t->turn < cell_whole(table(run, T_ACTIVATION), 0,
	    ACTIVATION_TURN_FROM)) {
		out_printf(&run->out, "turn %ld: no throw, the attacker goes "
		    "first and every unit may be activated\n", t->turn);
		return;
	}
	out_printf(&run->out, "turn %ld: each side throws 1d%ld, %s\n",
	    t->turn, cell_whole(dice, row, DICE_SIDES),
	    tie_of(run) == TIE_RETHROW ? "ties thrown again" :
	    "a tie goes to the side that moved first last turn");
}

static const struct tool t = {
	.name = "pw3x3-activation",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "the attacker chooses or goes first",
	.state_size = sizeof(struct turn),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text
};

int
main(int argc, char *argv[])
{
	return tool_main(&t, argc, argv);
}
