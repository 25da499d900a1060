/*
 * fpga-initiative - the Fast-Play Grande Armée initiative roll: each
 * side rolls 2d6 and a d4 to break a tie; the lower side may spend CDs
 * to re-roll its dice, then the higher side; the re-rolls stand.
 */
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "num.h"
#include "tool.h"

/* The dice a side rolls, and so the most it may re-roll. */
enum { DICE_MAX = 4, NAME_CHARS = 32 };

enum { INITIATIVE_DICE, INITIATIVE_SIDES, INITIATIVE_TIEBREAK_SIDES,
	INITIATIVE_MAX_REROLLS, INITIATIVE_CD_PER_REROLL };
static const struct column initiative_columns[] = {
	[INITIATIVE_DICE] = { "dice", CELL_WHOLE, 1, DICE_MAX },
	[INITIATIVE_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[INITIATIVE_TIEBREAK_SIDES] = { "tiebreak_sides", CELL_WHOLE, 2,
	    100 },
	[INITIATIVE_MAX_REROLLS] = { "max_rerolls", CELL_WHOLE, 0,
	    DICE_MAX },
	[INITIATIVE_CD_PER_REROLL] = { "cd_per_reroll", CELL_WHOLE, 0, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
static const struct table_schema initiative_table = {
	"fpga/initiative.csv", initiative_columns
};

enum { T_INITIATIVE };
static const struct table_schema *const tables[] = {
	[T_INITIATIVE] = &initiative_table,
	NULL
};

enum { OPT_NAMES, OPT_A_REROLLS, OPT_B_REROLLS, OPT_A_REROLL_DICE,
	OPT_B_REROLL_DICE };
static const struct opt opts[] = {
	[OPT_NAMES] = { .name = "names", .kind = KIND_TEXT,
	    .arg = "NAME,NAME", .help = "what to call sides a and b",
	    .fallback = "a,b" },
	[OPT_A_REROLLS] = { .name = "a-rerolls", .kind = KIND_WHOLE,
	    .arg = "N", .help = "dice side a will re-roll, a CD each, lowest "
	    "first", .min = 0, .max = DICE_MAX, .fallback = "0" },
	[OPT_B_REROLLS] = { .name = "b-rerolls", .kind = KIND_WHOLE,
	    .arg = "N", .help = "dice side b will re-roll, a CD each, lowest "
	    "first", .min = 0, .max = DICE_MAX, .fallback = "0" },
	[OPT_A_REROLL_DICE] = { .name = "a-reroll-dice", .kind = KIND_TEXT,
	    .arg = "N,...", .help = "instead, which of side a's dice it "
	    "re-rolls, by position" },
	[OPT_B_REROLL_DICE] = { .name = "b-reroll-dice", .kind = KIND_TEXT,
	    .arg = "N,...", .help = "instead, which of side b's dice it "
	    "re-rolls, by position" },
	{ .name = NULL }
};

enum { A, B };
static const char *const side_letter[] = { "a", "b" };

enum { A_WINS, B_WINS };
static const struct outcome_def outcomes[] = {
	[A_WINS] = { "a_wins", "a wins", 1 },
	[B_WINS] = { "b_wins", "b wins", 0 },
	{ NULL, NULL, 0 }
};

enum { Q_A_CDS, Q_B_CDS };
static const struct quantity_def quantities[] = {
	[Q_A_CDS] = { "a_cds", "CDs side a spends", -1 },
	[Q_B_CDS] = { "b_cds", "CDs side b spends", -1 },
	{ NULL, NULL, 0 }
};

struct side {
	int		 first[DICE_MAX], dice[DICE_MAX];
	int		 first_d4, d4;
	int		 want[DICE_MAX];	/* to re-roll, from 0 */
	int		 nwant;
	int		 chosen;	/* want was given by position */
	long		 cds;
	char		 name[NAME_CHARS + 1];
};

struct reroll {
	int		 side, die, old, new;
};

struct initiative {
	struct side	 side[2];
	int		 ndice;
	int		 lower;
	int		 higher_rerolls;	/* the higher side re-rolled */
	int		 d4_rethrown;
	struct reroll	 reroll[2 * DICE_MAX];
	int		 nrerolls;
	int		 winner;
};

static void
check_tables(struct run *run)
{
	const struct table *t = table(run, T_INITIATIVE);

	if (t->rows != 1)
		table_fail(t, t->rows, -1, "needs exactly one row: the "
		    "initiative roll");
	if (cell_whole(t, 0, INITIATIVE_MAX_REROLLS) > cell_whole(t, 0,
	    INITIATIVE_DICE))
		table_fail(t, 0, INITIATIVE_MAX_REROLLS, "re-rolls more dice "
		    "than are rolled");
}

/* --names: two names, different, not empty. */
static void
read_names(struct run *run, struct initiative *in)
{
	const struct opt_value *v = option(run, OPT_NAMES);
	const char *text = v->given ? v->text[0] : opts[OPT_NAMES].fallback;
	const char *comma = strchr(text, ',');
	size_t len[2];

	len[A] = comma == NULL ? 0 : (size_t)(comma - text);
	len[B] = comma == NULL ? 0 : strlen(comma + 1);
	if (comma == NULL || strchr(comma + 1, ',') != NULL || len[A] == 0
	    || len[B] == 0)
		fail(EXIT_USAGE, "--names: %s is not two names, NAME,NAME",
		    quoted(text));
	if (len[A] > NAME_CHARS || len[B] > NAME_CHARS)
		fail(EXIT_USAGE, "--names: %s has a name longer than %d "
		    "characters", quoted(text), NAME_CHARS);
	memcpy(in->side[A].name, text, len[A]);
	memcpy(in->side[B].name, comma + 1, len[B]);
	if (strcmp(in->side[A].name, in->side[B].name) == 0)
		fail(EXIT_USAGE, "--names: %s names both sides the same",
		    quoted(text));
}

/* --a-reroll-dice 2,1: positions of the side's dice, each once. */
static void
read_positions(struct run *run, int opt, long most, struct side *s,
    int ndice)
{
	const char *text = option(run, opt)->text[0], *p, *why;
	char number[16];
	size_t len;
	long position;
	int i;

	for (p = text; ; p += len + 1) {
		len = strcspn(p, ",");
		if (len == 0 || len >= sizeof(number))
			fail(EXIT_USAGE, "--%s: %s is not a list of dice "
			    "positions, such as 1,2", opts[opt].name,
			    quoted(text));
		memcpy(number, p, len);
		number[len] = '\0';
		if ((why = parse_whole(number, 1, ndice, &position)) != NULL)
			fail(EXIT_USAGE, "--%s: %s %s", opts[opt].name,
			    quoted(number), why);
		for (i = 0; i < s->nwant; i++)
			if (s->want[i] == position - 1)
				fail(EXIT_USAGE, "--%s: die %ld is named twice",
				    opts[opt].name, position);
		if (s->nwant == most)
			fail(EXIT_USAGE, "--%s: %s re-rolls more than %ld "
			    "dice (%s)", opts[opt].name, quoted(text), most,
			    table_source(table(run, T_INITIATIVE), 0));
		s->want[s->nwant++] = (int)position - 1;
		if (p[len] == '\0')
			break;
	}
	s->chosen = 1;
}

static void
read_rerolls(struct run *run, struct initiative *in, int side)
{
	const struct table *t = table(run, T_INITIATIVE);
	int count = side == A ? OPT_A_REROLLS : OPT_B_REROLLS;
	int dice = side == A ? OPT_A_REROLL_DICE : OPT_B_REROLL_DICE;
	long most = cell_whole(t, 0, INITIATIVE_MAX_REROLLS);

	if (option(run, count)->given && option(run, dice)->given)
		fail(EXIT_USAGE, "--%s and --%s cannot go together",
		    opts[count].name, opts[dice].name);
	if (option(run, dice)->given) {
		read_positions(run, dice, most, &in->side[side], in->ndice);
		return;
	}
	if (option(run, count)->whole > most)
		fail(EXIT_USAGE, "--%s: %ld is above the maximum %ld (%s)",
		    opts[count].name, option(run, count)->whole, most,
		    table_source(t, 0));
	in->side[side].nwant = (int)option(run, count)->whole;
}

static long
sum_of(const struct initiative *in, const int *dice)
{
	long sum = 0;
	int i;

	for (i = 0; i < in->ndice; i++)
		sum += dice[i];
	return sum;
}

static long
total(const struct initiative *in, int side)
{
	return sum_of(in, in->side[side].dice);
}

/* The side ahead, on the dice and then the d4s, rethrown while tied. */
static int
ahead(struct run *run, struct initiative *in)
{
	long a = total(in, A), b = total(in, B);

	if (a != b)
		return a > b ? A : B;
	if (in->side[A].d4 == in->side[B].d4) {
		roll_untied(&run->dice, (int)cell_whole(table(run,
		    T_INITIATIVE), 0, INITIATIVE_TIEBREAK_SIDES),
		    "tiebreak again", &in->side[A].d4, &in->side[B].d4);
		in->d4_rethrown = 1;
	}
	return in->side[A].d4 > in->side[B].d4 ? A : B;
}

/* Choose the lowest dice, the lowest first (of equals, the first). */
static void
choose_lowest(struct side *s, int ndice)
{
	int i, j, k, taken[DICE_MAX] = { 0 };

	for (k = 0; k < s->nwant; k++) {
		for (j = -1, i = 0; i < ndice; i++)
			if (!taken[i] && (j < 0 || s->dice[i] < s->dice[j]))
				j = i;
		taken[j] = 1;
		s->want[k] = j;
	}
}

static void
reroll(struct run *run, struct initiative *in, int side)
{
	const struct table *t = table(run, T_INITIATIVE);
	struct side *s = &in->side[side];
	struct reroll *r;
	int k;

	if (!s->chosen)
		choose_lowest(s, in->ndice);
	for (k = 0; k < s->nwant; k++) {
		r = &in->reroll[in->nrerolls++];
		r->side = side;
		r->die = s->want[k];
		r->old = s->dice[r->die];
		r->new = roll(&run->dice, (int)cell_whole(t, 0,
		    INITIATIVE_SIDES), side == A ? "a re-roll" : "b re-roll");
		s->dice[r->die] = r->new;
	}
	s->cds = s->nwant * cell_whole(t, 0, INITIATIVE_CD_PER_REROLL);
}

static void
resolve(struct run *run, void *state)
{
	struct initiative *in = state;
	const struct table *t = table(run, T_INITIATIVE);
	int sides = (int)cell_whole(t, 0, INITIATIVE_SIDES);
	int tiebreak = (int)cell_whole(t, 0, INITIATIVE_TIEBREAK_SIDES);
	int side, higher;

	in->ndice = (int)cell_whole(t, 0, INITIATIVE_DICE);
	read_names(run, in);
	read_rerolls(run, in, A);
	read_rerolls(run, in, B);
	for (side = A; side <= B; side++) {
		roll_sum(&run->dice, in->ndice, sides, side == A ?
		    "a initiative" : "b initiative", in->side[side].first);
		memcpy(in->side[side].dice, in->side[side].first,
		    sizeof(in->side[side].dice));
		in->side[side].d4 = roll(&run->dice, tiebreak, side == A ?
		    "a tiebreak" : "b tiebreak");
		in->side[side].first_d4 = in->side[side].d4;
	}
	in->lower = ahead(run, in) == A ? B : A;
	higher = in->lower == A ? B : A;
	reroll(run, in, in->lower);
	/* The higher side spends only when the re-rolls put it behind,
	 * unless its dice are named. */
	if (in->side[higher].chosen || ahead(run, in) != higher) {
		reroll(run, in, higher);
		in->higher_rerolls = in->side[higher].nwant > 0;
	}
	in->winner = ahead(run, in);
	outcome(run, in->winner == A ? A_WINS : B_WINS);
	effect(run, "%s has the initiative: makes the SK attacks and phases "
	    "first", in->side[in->winner].name);
	quantity(run, Q_A_CDS, in->side[A].cds);
	quantity(run, Q_B_CDS, in->side[B].cds);
}

/* "3+4 = 7" and, when the totals tie, ", d4 3". */
static void
text_roll(struct run *run, const struct initiative *in, const int *dice,
    int d4, int with_d4)
{
	int i;

	for (i = 0; i < in->ndice; i++)
		out_printf(&run->out, "%s%d", i ? "+" : "", dice[i]);
	out_printf(&run->out, " = %ld", sum_of(in, dice));
	if (with_d4)
		out_printf(&run->out, ", d%ld %d", cell_whole(table(run,
		    T_INITIATIVE), 0, INITIATIVE_TIEBREAK_SIDES), d4);
}

static void
text_rerolls(struct run *run, const struct initiative *in, int side)
{
	const struct side *s = &in->side[side];
	int k, shown = 0;

	if (s->nwant == 0)
		return;
	out_printf(&run->out, "%s re-rolls for %ld CD%s:", s->name, s->cds,
	    s->cds == 1 ? "" : "s");
	for (k = 0; k < in->nrerolls; k++)
		if (in->reroll[k].side == side)
			out_printf(&run->out, "%s die %d, %d to %d",
			    shown++ ? "," : "", in->reroll[k].die + 1,
			    in->reroll[k].old, in->reroll[k].new);
	out_printf(&run->out, "\n");
}

static void
text(struct run *run, const void *state)
{
	const struct initiative *in = state;
	int w = in->winner, l = 1 - in->winner, higher = 1 - in->lower;
	int tied = total(in, A) == total(in, B);
	int first_tied = sum_of(in, in->side[A].first)
	    == sum_of(in, in->side[B].first);

	out_printf(&run->out, "%s wins the initiative: ", in->side[w].name);
	text_roll(run, in, in->side[w].dice, in->side[w].d4, tied);
	out_printf(&run->out, " against %s's ", in->side[l].name);
	text_roll(run, in, in->side[l].dice, in->side[l].d4, tied);
	out_printf(&run->out, "\nrolled: %s ", in->side[A].name);
	text_roll(run, in, in->side[A].first, in->side[A].first_d4,
	    first_tied);
	out_printf(&run->out, ", %s ", in->side[B].name);
	text_roll(run, in, in->side[B].first, in->side[B].first_d4,
	    first_tied);
	out_printf(&run->out, "; %s is lower\n", in->side[in->lower].name);
	text_rerolls(run, in, in->lower);
	if (in->higher_rerolls)
		text_rerolls(run, in, higher);
	else if (in->side[higher].nwant > 0)
		out_printf(&run->out, "%s is still ahead and re-rolls "
		    "nothing\n", in->side[higher].name);
	if (in->d4_rethrown)
		out_printf(&run->out, "the tied d%ld rolled again: %d against "
		    "%d\n", cell_whole(table(run, T_INITIATIVE), 0,
		    INITIATIVE_TIEBREAK_SIDES), in->side[A].d4, in->side[B].d4);
	out_printf(&run->out, "CDs spent: %s %ld, %s %ld\n", in->side[A].name,
	    in->side[A].cds, in->side[B].name, in->side[B].cds);
}

static void
json_side_dice(struct run *run, const struct initiative *in,
    const int *dice, int d4)
{
	int i;

	json_open(&run->out, '{');
	json_key(&run->out, "dice");
	json_open(&run->out, '[');
	for (i = 0; i < in->ndice; i++)
		json_whole(&run->out, dice[i]);
	json_close(&run->out, ']');
	json_key(&run->out, "total");
	json_whole(&run->out, sum_of(in, dice));
	json_key(&run->out, "d4");
	json_whole(&run->out, d4);
	json_close(&run->out, '}');
}

static void
json(struct run *run, const void *state)
{
	const struct initiative *in = state;
	int side, k;

	json_key(&run->out, "names");
	json_open(&run->out, '{');
	for (side = A; side <= B; side++) {
		json_key(&run->out, side_letter[side]);
		json_string(&run->out, in->side[side].name);
	}
	json_close(&run->out, '}');
	json_key(&run->out, "rolls");
	json_open(&run->out, '{');
	for (side = A; side <= B; side++) {
		json_key(&run->out, side_letter[side]);
		json_side_dice(run, in, in->side[side].first,
		    in->side[side].first_d4);
	}
	json_close(&run->out, '}');
	json_key(&run->out, "lower");
	json_string(&run->out, side_letter[in->lower]);
	json_key(&run->out, "rerolls");
	json_open(&run->out, '[');
	for (k = 0; k < in->nrerolls; k++) {
		json_open(&run->out, '{');
		json_key(&run->out, "side");
		json_string(&run->out, side_letter[in->reroll[k].side]);
		json_key(&run->out, "die");
		json_whole(&run->out, in->reroll[k].die + 1);
		json_key(&run->out, "old");
		json_whole(&run->out, in->reroll[k].old);
		json_key(&run->out, "new");
		json_whole(&run->out, in->reroll[k].new);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "final");
	json_open(&run->out, '{');
	for (side = A; side <= B; side++) {
		json_key(&run->out, side_letter[side]);
		json_side_dice(run, in, in->side[side].dice, in->side[side].d4);
	}
	json_close(&run->out, '}');
	json_key(&run->out, "cds_spent");
	json_open(&run->out, '{');
	for (side = A; side <= B; side++) {
		json_key(&run->out, side_letter[side]);
		json_whole(&run->out, in->side[side].cds);
	}
	json_close(&run->out, '}');
	json_key(&run->out, "winner");
	json_string(&run->out, side_letter[in->winner]);
}

/* The policies the odds are under. */
static void
odds_text_side(struct run *run, const struct initiative *in, int side)
{
	const struct side *s = &in->side[side];
	int k;

	out_printf(&run->out, "%s (%s) ", s->name, side_letter[side]);
	if (s->chosen) {
		out_printf(&run->out, "re-rolls die");
		for (k = 0; k < s->nwant; k++)
			out_printf(&run->out, "%s %d", k ? "," : "",
			    s->want[k] + 1);
	} else if (s->nwant == 0) {
		out_printf(&run->out, "re-rolls nothing");
	} else {
		out_printf(&run->out, "re-rolls its lowest %d when lower, or "
		    "when behind after the other's", s->nwant);
	}
	out_printf(&run->out, "\n");
}

static void
odds_text(struct run *run, const void *state)
{
	odds_text_side(run, state, A);
	odds_text_side(run, state, B);
}

static const struct tool t = {
	.name = "fpga-initiative",
	.opts = opts,
	.tables = tables,
	.outcomes = outcomes,
	.quantities = quantities,
	.question = "a wins",
	.state_size = sizeof(struct initiative),
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
