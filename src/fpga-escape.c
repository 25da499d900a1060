/*
 * fpga-escape - Fast-Play Grande Armée: does a unit contacted by the
 * enemy get away before combat?  Artillery rolls 2d6 under a number by
 * its weight and its attacker, an odd die costing the attacker a hit;
 * cavalry evades when its die and bonus beat the pursuer's.
 */
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "fpga.h"
#include "tool.h"

/* The dice of the artillery roll (fpga.h bounds them), and the rounds
 * of tied evades kept. */
enum { DICE_MAX = ESCAPE_DICE_MAX, ROUNDS_MAX = 32 };

/* The attackers: escape-battery.csv has a column for each. */
#define ATTACKERS	"infantry,cavalry"

/* combat-units.csv is fpga-combat's: escape-combat.csv names its units. */
enum { T_ARTILLERY, T_BATTERY, T_CAVALRY, T_EVADE, T_COMBAT, T_UNITS,
	T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_ARTILLERY] = &fpga_escape_artillery_table,
	[T_BATTERY] = &fpga_escape_battery_table,
	[T_CAVALRY] = &fpga_escape_cavalry_table,
	[T_EVADE] = &fpga_escape_evade_table,
	[T_COMBAT] = &fpga_escape_combat_table,
	[T_UNITS] = &fpga_combat_units_table,
	NULL
};

enum { MODE_ARTILLERY, MODE_CAVALRY };
#define IN_ARTILLERY	(1u << MODE_ARTILLERY)
#define IN_CAVALRY	(1u << MODE_CAVALRY)

/* Each mode's two sides prefix their unit type (issue 32): the battery
 * and its attacker; the evader and its pursuer. */
enum { OPT_BATTERY, OPT_ATTACKER, OPT_EVADER, OPT_PURSUER, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_BATTERY] = { .name = "battery-type", .kind = KIND_WORD,
	    .arg = "TYPE", .help = "the guns contacted", .required = 1,
	    .also = "battery",
	    .table = &fpga_escape_battery_table, .column = BATTERY_NAME,
	    .modes = IN_ARTILLERY },
	[OPT_ATTACKER] = { .name = "attacker-type", .kind = KIND_WORD,
	    .arg = "infantry|cavalry", .help = "what contacts them",
	    .required = 1,
	    .also = "attacker",
	    .choices = ATTACKERS, .modes = IN_ARTILLERY },
	[OPT_EVADER] = { .name = "evader-type", .kind = KIND_WORD,
	    .arg = "TYPE", .also = "evader",
	    .help = "the cavalry that evades", .required = 1,
	    .table = &fpga_escape_evade_table, .column = EVADE_TYPE,
	    .modes = IN_CAVALRY },
	[OPT_PURSUER] = { .name = "pursuer-type", .kind = KIND_WORD,
	    .arg = "TYPE", .also = "pursuer",
	    .help = "the unit that contacts it", .required = 1,
	    .table = &fpga_escape_evade_table, .column = EVADE_TYPE,
	    .modes = IN_CAVALRY },
	{ .name = NULL }
};

enum { ESCAPED, CAUGHT, OUTCOME_COUNT };
/* What a player does with guns that are caught: the sheet's "Artillery
 * Escape" (lines 102-117) says only "To Escape: roll < than number on
 * 2d6", and its to-hit table has no artillery row. */
#define CAUGHT_GUNS	"the sheet says no more of caught guns: settle the " \
	"contact as your group plays"
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[ESCAPED] = { "escaped", "ESCAPED", 1 },
	[CAUGHT] = { "caught", "CAUGHT", 0 },
	{ NULL, NULL, 0 }
};

/*
 * The hits on the attacker, and the same split by whether the guns got
 * away: said only then, so that --odds gives the joint chances, in the
 * spec's "with_attacker_hit" {"escaped":[...],"caught":[...]}, one entry
 * per count of hits (19-fpga-escape.md; a table may give more than 1).
 */
enum { Q_ATTACKER_HITS, Q_ESCAPED_HITS, Q_CAUGHT_HITS, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_ATTACKER_HITS] = { "attacker_hits", "attacker hits", +1,
	    NULL, NULL, NULL, 0 },
	[Q_ESCAPED_HITS] = { "escaped_attacker_hits", "escaped, hits", +1,
	    "with_attacker_hit", "escaped", "attacker_hits", 0 },
	[Q_CAUGHT_HITS] = { "caught_attacker_hits", "caught, hits", +1,
	    "with_attacker_hit", "caught", "attacker_hits", 0 },
	{ NULL, NULL, 0, NULL, NULL, NULL, 0 }
};

/* The attacker_hit_if rules (reading 1 of 19-fpga-escape.md). */
enum { HIT_EITHER_ODD, HIT_EITHER_ONE, HIT_DOUBLES };
static const char *const hit_rule[] = { "either-odd", "either-one",
	"doubles", NULL };
/* Who a tied evade goes to, or rolled again. */
enum { TIE_REROLL, TIE_PURSUER, TIE_EVADER };
static const char *const tie_rule[] = { "reroll", "pursuer", "evader",
	NULL };
static const char *const hit_text[] = { "either die is odd",
	"either die is a 1", "the dice are doubles" };
static const char *const tie_text[] = { "ties rolled again",
	"ties to the pursuer", "ties to the evader" };

struct round {
	int	 evader, pursuer;	/* the dice */
};

struct escape {
	/* artillery */
	long		 battery, needed;
	int		 attacker;
	int		 dice[DICE_MAX], ndice, total;
	long		 attacker_hits;
	/* cavalry */
	long		 evader, pursuer;
	long		 evader_mod, pursuer_mod;
	int		 automatic;
	struct round	 round[ROUNDS_MAX];
	int		 rounds;
	int		 escaped;
};

/* The index of word in a NULL-ended list, or -1. */
static int
rule_index(const char *const *list, const char *word)
{
	int i;

	for (i = 0; list[i] != NULL; i++)
		if (strcmp(list[i], word) == 0)
			return i;
	return -1;
}

static void
check_tables(struct run *run)
{
	const struct table *artillery = table(run, T_ARTILLERY);
	const struct table *cavalry = table(run, T_CAVALRY);
	const struct table *evade = table(run, T_EVADE);
	const char *compare = cell_text(artillery, 0, ESCAPE_ARTILLERY_COMPARE);
	size_t row;

	table_require_rows(artillery, 1, "the escape roll");
	if (strcmp(compare, "lt") != 0 && strcmp(compare, "le") != 0)
		table_fail(artillery, 0, ESCAPE_ARTILLERY_COMPARE, "%s is not "
		    "lt (the total less than the number) or le (at most the "
		    "number)", quoted(compare));
	if (rule_index(hit_rule, cell_text(artillery, 0,
	    ESCAPE_ARTILLERY_HIT_IF)) < 0)
		table_fail(artillery, 0, ESCAPE_ARTILLERY_HIT_IF, "%s is not "
		    "either-odd, either-one or doubles",
		    quoted(cell_text(artillery, 0, ESCAPE_ARTILLERY_HIT_IF)));
	for (row = 0; row < evade->rows; row++)
		table_require_row(table(run, T_COMBAT), ESCAPE_COMBAT_TYPE,
		    cell_text(evade, row, EVADE_TYPE));
	fpga_check_units(table(run, T_COMBAT), ESCAPE_COMBAT_UNIT,
	    table(run, T_UNITS));
	table_require_rows(cavalry, 1, "the evade roll");
	if (rule_index(tie_rule, cell_text(cavalry, 0, CAVALRY_TIE)) < 0)
		table_fail(cavalry, 0, CAVALRY_TIE, "%s is not reroll, pursuer "
		    "or evader", quoted(cell_text(cavalry, 0, CAVALRY_TIE)));
}

/* The row or choice of a needed word option (.required: given). */
static long
needed_word(struct run *run, int i)
{
	return option(run, i)->row;
}

static void
resolve_artillery(struct run *run, struct escape *e)
{
	const struct table *artillery = table(run, T_ARTILLERY);
	const struct table *battery = table(run, T_BATTERY);
	int i, odd = 0, one = 0, doubles = 1;
	long hits = 0;

	e->battery = needed_word(run, OPT_BATTERY);
	e->attacker = (int)needed_word(run, OPT_ATTACKER);
	e->needed = cell_whole(battery, (size_t)e->battery,
	    BATTERY_INFANTRY + e->attacker);
	e->ndice = (int)cell_whole(artillery, 0, ESCAPE_ARTILLERY_DICE);
	roll_sum(&run->dice, e->ndice, (int)cell_whole(artillery, 0,
	    ESCAPE_ARTILLERY_SIDES), "escape", e->dice);
	for (i = 0; i < e->ndice; i++) {
		e->total += e->dice[i];
		odd |= e->dice[i] % 2;
		one |= e->dice[i] == 1;
		doubles &= e->dice[i] == e->dice[0];
	}
	if (strcmp(cell_text(artillery, 0, ESCAPE_ARTILLERY_COMPARE), "le")
	    == 0)
		e->escaped = e->total <= e->needed;
	else
		e->escaped = e->total < e->needed;
	switch (rule_index(hit_rule, cell_text(artillery, 0,
	    ESCAPE_ARTILLERY_HIT_IF))) {
	case HIT_EITHER_ODD:
		hits = odd;
		break;
	case HIT_EITHER_ONE:
		hits = one;
		break;
	case HIT_DOUBLES:
		hits = doubles;
		break;
	}
	e->attacker_hits = hits * cell_whole(artillery, 0,
	    ESCAPE_ARTILLERY_HITS);
	outcome(run, e->escaped ? ESCAPED : CAUGHT);
	/* The sheet says no more of caught guns, and gives artillery no
	 * combat dice (fpga-combat refuses it): the group settles it. */
	effect(run, e->escaped ? "the guns get away before combat" :
	    CAUGHT_GUNS);
	if (e->attacker_hits > 0)
		effect(run, "the attacker takes %ld hit%s", e->attacker_hits,
		    e->attacker_hits == 1 ? "" : "s");
	quantity(run, Q_ATTACKER_HITS, e->attacker_hits);
	quantity(run, e->escaped ? Q_ESCAPED_HITS : Q_CAUGHT_HITS,
	    e->attacker_hits);
}

/*
 * XXX library: roll_untied with a bonus on each die, "thrown until the
 * totals differ".  Given dice and random ones are thrown a pair at a
 * time; the odds walk takes every untied pair alike in one branch, as
 * roll_untied does, since the ties' geometric series leaves each untied
 * pair the same chance.
 */
static int
roll_round(struct dice *d, int sides, long evader_mod, long pursuer_mod,
    int untied, struct round *r)
{
	int pairs = 0, a, b, index;

	if (untied && d->source == DICE_WALK) {
		for (a = 1; a <= sides; a++)
			for (b = 1; b <= sides; b++)
				pairs += a + evader_mod != b + pursuer_mod;
		index = roll(d, pairs, "evade");
		for (a = 1; a <= sides; a++)
			for (b = 1; b <= sides; b++)
				if (a + evader_mod != b + pursuer_mod
				    && --index == 0) {
					r->evader = a;
					r->pursuer = b;
				}
		return 1;
	}
	r->evader = roll(d, sides, "evader");
	r->pursuer = roll(d, sides, "pursuer");
	return r->evader + evader_mod != r->pursuer + pursuer_mod;
}

/*
 * The fpga-combat command for the combat a caught evader fights: the
 * pursuer, who contacted it, attacks.  Their combat dice are not known
 * here.  None where fpga-combat takes either unit not (artillery).
 */
static void
combat_follow_up(struct run *run, const struct escape *e)
{
	const struct table *evade = table(run, T_EVADE);
	const struct table *combat = table(run, T_COMBAT);
	const char *pursuer = cell_text(combat, (size_t)table_find(combat,
	    ESCAPE_COMBAT_TYPE, cell_text(evade, (size_t)e->pursuer,
	    EVADE_TYPE)), ESCAPE_COMBAT_UNIT);
	const char *evader = cell_text(combat, (size_t)table_find(combat,
	    ESCAPE_COMBAT_TYPE, cell_text(evade, (size_t)e->evader,
	    EVADE_TYPE)), ESCAPE_COMBAT_UNIT);

	if (*pursuer == '\0' || *evader == '\0')
		return;
	follow_up(run, "fpga-combat");
	follow_arg(run, "--attacker-type");
	follow_arg(run, "%s", pursuer);
	follow_arg(run, "--defender-type");
	follow_arg(run, "%s", evader);
	follow_missing(run, "--attacker-pool", "the pursuer's combat dice");
	follow_missing(run, "--defender-pool", "the evader's combat dice");
	effect(run, "fight it with %s", follow_up_text(run));
}

/* Each side rolls a die and adds its bonus; ties go as the table says. */
static void
resolve_cavalry(struct run *run, struct escape *e)
{
	const struct table *cavalry = table(run, T_CAVALRY);
	const struct table *evade = table(run, T_EVADE);
	int sides = (int)cell_whole(cavalry, 0, CAVALRY_SIDES);
	int tie = rule_index(tie_rule, cell_text(cavalry, 0, CAVALRY_TIE));
	struct round *r;
	long a, b;

	e->evader = needed_word(run, OPT_EVADER);
	e->pursuer = needed_word(run, OPT_PURSUER);
	if (!cell_whole(evade, (size_t)e->evader, EVADE_EVADES))
		fail(EXIT_USAGE, "--evader-type %s: it does not evade (%s)",
		    cell_text(evade, (size_t)e->evader, EVADE_TYPE),
		    table_source(evade, (size_t)e->evader));
	e->evader_mod = cell_whole(evade, (size_t)e->evader, EVADE_MODIFIER);
	e->pursuer_mod = cell_whole(evade, (size_t)e->pursuer,
	    EVADE_MODIFIER);
	if (e->evader_mod != 0)
		modifier_add(run, cell_text(evade, (size_t)e->evader,
		    EVADE_TYPE), e->evader_mod, "evader", evade,
		    (size_t)e->evader);
	if (e->pursuer_mod != 0)
		modifier_add(run, cell_text(evade, (size_t)e->pursuer,
		    EVADE_TYPE), e->pursuer_mod, "pursuer", evade,
		    (size_t)e->pursuer);
	e->automatic = (int)cell_whole(evade, (size_t)e->pursuer, EVADE_AUTO);
	if (e->automatic) {
		e->escaped = 1;
	} else {
		do {
			if (e->rounds == ROUNDS_MAX)
				fail(EXIT_USAGE, "--dice: more than %d tied "
				    "rounds", ROUNDS_MAX);
			r = &e->round[e->rounds++];
		} while (!roll_round(&run->dice, sides, e->evader_mod,
		    e->pursuer_mod, tie == TIE_REROLL, r)
		    && tie == TIE_REROLL);
		a = r->evader + e->evader_mod;
		b = r->pursuer + e->pursuer_mod;
		e->escaped = a > b || (a == b && tie == TIE_EVADER);
	}
	outcome(run, e->escaped ? ESCAPED : CAUGHT);
	effect(run, e->escaped ? "the cavalry evades: it moves away before "
	    "contact" : "the cavalry is caught: combat follows");
	if (!e->escaped)
		combat_follow_up(run, e);
}

static void
resolve(struct run *run, void *state)
{
	if (run->mode == MODE_ARTILLERY)
		resolve_artillery(run, state);
	else
		resolve_cavalry(run, state);
}

/* "foot artillery attacked by infantry" */
static void
text_situation(struct run *run, const struct escape *e)
{
	const struct table *battery = table(run, T_BATTERY);

	out_printf(&run->out, "%s artillery attacked by %s",
	    cell_text(battery, (size_t)e->battery, BATTERY_NAME),
	    battery->schema->columns[BATTERY_INFANTRY + e->attacker].name);
}

/* "less than 7" or, when caught, "not less than 7". */
static void
text_needed(struct run *run, const struct escape *e, int escaped)
{
	int le = strcmp(cell_text(table(run, T_ARTILLERY), 0,
	    ESCAPE_ARTILLERY_COMPARE), "le") == 0;

	out_printf(&run->out, "%s %ld", le ? (escaped ? "at most" :
	    "more than") : (escaped ? "less than" : "not less than"),
	    e->needed);
}

static void
text_artillery(struct run *run, const struct escape *e)
{
	static const char *const why[] = {
		[HIT_EITHER_ODD] = "a die is odd",
		[HIT_EITHER_ONE] = "a die is a 1",
		[HIT_DOUBLES] = "the dice are doubles"
	};
	static const char *const why_not[] = {
		[HIT_EITHER_ODD] = "no die is odd",
		[HIT_EITHER_ONE] = "no die is a 1",
		[HIT_DOUBLES] = "the dice are not doubles"
	};
	int rule = rule_index(hit_rule, cell_text(table(run, T_ARTILLERY), 0,
	    ESCAPE_ARTILLERY_HIT_IF));

	out_printf(&run->out, "%s  rolled ", outcomes[run->outcome].word);
	out_dice(&run->out, &run->dice, "escape", "+");
	out_printf(&run->out, " = %d, ", e->total);
	text_needed(run, e, e->escaped);
	out_str(&run->out, " (");
	text_situation(run, e);
	out_str(&run->out, ")\n");
	if (e->attacker_hits > 0)
		out_printf(&run->out, "the attacker takes %ld hit%s: %s\n",
		    e->attacker_hits, e->attacker_hits == 1 ? "" : "s",
		    why[rule]);
	else
		out_printf(&run->out, "the attacker takes no hit: %s\n",
		    why_not[rule]);
	if (!e->escaped)
		out_printf(&run->out, "%s\n", CAUGHT_GUNS);
}

/* "light 4+1 = 5" */
static void
text_side(struct run *run, long type, int die, long mod)
{
	out_printf(&run->out, "%s %d", cell_text(table(run, T_EVADE),
	    (size_t)type, EVADE_TYPE), die);
	if (mod != 0)
		out_printf(&run->out, "%+ld = %ld", mod, die + mod);
}

static void
text_cavalry(struct run *run, const struct escape *e)
{
	const struct table *evade = table(run, T_EVADE);
	const struct round *last;
	int i;

	out_printf(&run->out, "%s  ", outcomes[run->outcome].word);
	if (e->automatic) {
		out_printf(&run->out, "without a roll: %s evades %s (%s)\n",
		    cell_text(evade, (size_t)e->evader, EVADE_TYPE),
		    cell_text(evade, (size_t)e->pursuer, EVADE_TYPE),
		    table_source(evade, (size_t)e->pursuer));
		return;
	}
	/* Only now: an evade without a roll has no round. */
	last = &e->round[e->rounds - 1];
	text_side(run, e->evader, last->evader, e->evader_mod);
	out_str(&run->out, " against ");
	text_side(run, e->pursuer, last->pursuer, e->pursuer_mod);
	if (last->evader + e->evader_mod == last->pursuer + e->pursuer_mod)
		out_printf(&run->out, ", a tie to the %s",
		    e->escaped ? "evader" : "pursuer");
	out_str(&run->out, "\n");
	for (i = 0; i + 1 < e->rounds; i++) {
		out_printf(&run->out, "tied %s: ", i == 0 ? "first" : "again");
		text_side(run, e->evader, e->round[i].evader, e->evader_mod);
		out_str(&run->out, " against ");
		text_side(run, e->pursuer, e->round[i].pursuer,
		    e->pursuer_mod);
		out_str(&run->out, ", rolled again\n");
	}
	if (run->follow.tool != NULL)
		out_printf(&run->out, "combat follows: %s\n",
		    follow_up_text(run));
}

/* --verbose: the rows the roll's numbers came from. */
static void
text_sources(struct run *run, const struct escape *e)
{
	const struct table *evade = table(run, T_EVADE);
	const struct table *cavalry = table(run, T_CAVALRY);
	const struct table *artillery = table(run, T_ARTILLERY);

	if (run->mode == MODE_ARTILLERY) {
		out_printf(&run->out, "  escape on %ld: ", e->needed);
		text_situation(run, e);
		out_printf(&run->out, "  (%s)\n", table_source(table(run,
		    T_BATTERY), (size_t)e->battery));
		out_printf(&run->out, "  %ldd%ld %s it, the attacker hit "
		    "when %s  (%s)\n", cell_whole(artillery, 0,
		    ESCAPE_ARTILLERY_DICE), cell_whole(artillery, 0,
		    ESCAPE_ARTILLERY_SIDES), strcmp(cell_text(artillery, 0,
		    ESCAPE_ARTILLERY_COMPARE), "le") == 0 ? "at most" :
		    "less than", hit_text[rule_index(hit_rule,
		    cell_text(artillery, 0, ESCAPE_ARTILLERY_HIT_IF))],
		    table_source(artillery, 0));
		return;
	}
	/* A bonus is a modifier line already; the row is said once. */
	if (e->evader_mod == 0)
		out_printf(&run->out, "  evader %s, no bonus  (%s)\n",
		    cell_text(evade, (size_t)e->evader, EVADE_TYPE),
		    table_source(evade, (size_t)e->evader));
	if (e->pursuer_mod == 0 || e->automatic)
		out_printf(&run->out, "  pursuer %s, %s  (%s)\n",
		    cell_text(evade, (size_t)e->pursuer, EVADE_TYPE),
		    e->automatic ? "evaded without a roll" : "no bonus",
		    table_source(evade, (size_t)e->pursuer));
	out_printf(&run->out, "  1d%ld a side, %s  (%s)\n", cell_whole(cavalry,
	    0, CAVALRY_SIDES), tie_text[rule_index(tie_rule,
	    cell_text(cavalry, 0, CAVALRY_TIE))], table_source(cavalry, 0));
}

static void
text(struct run *run, const void *state)
{
	if (run->mode == MODE_ARTILLERY)
		text_artillery(run, state);
	else
		text_cavalry(run, state);
	if (run->common.verbose)
		text_sources(run, state);
}

static void
json(struct run *run, const void *state)
{
	const struct escape *e = state;
	const struct table *evade = table(run, T_EVADE);
	int i;

	json_key(&run->out, "mode");
	json_string(&run->out, run->mode == MODE_ARTILLERY ? "artillery" :
	    "cavalry");
	if (run->mode == MODE_ARTILLERY) {
		json_key(&run->out, "battery");
		json_string(&run->out, cell_text(table(run, T_BATTERY),
		    (size_t)e->battery, BATTERY_NAME));
		json_key(&run->out, "attacker");
		json_string(&run->out, table(run, T_BATTERY)->schema->
		    columns[BATTERY_INFANTRY + e->attacker].name);
		json_key(&run->out, "needed");
		json_whole(&run->out, e->needed);
		json_key(&run->out, "rolls");
		json_open(&run->out, '[');
		for (i = 0; i < e->ndice; i++)
			json_whole(&run->out, e->dice[i]);
		json_close(&run->out, ']');
		json_key(&run->out, "total");
		json_whole(&run->out, e->total);
		json_key(&run->out, "escaped");
		json_bool(&run->out, e->escaped);
		json_key(&run->out, "attacker_hit");
		json_bool(&run->out, e->attacker_hits > 0);
		/* fpga-combat takes no guns: nothing to follow. */
		json_follow_up(run);
		return;
	}
	json_key(&run->out, "evader");
	json_string(&run->out, cell_text(evade, (size_t)e->evader, EVADE_TYPE));
	json_key(&run->out, "pursuer");
	json_string(&run->out, cell_text(evade, (size_t)e->pursuer,
	    EVADE_TYPE));
	json_key(&run->out, "rounds");
	json_open(&run->out, '[');
	for (i = 0; i < e->rounds; i++) {
		json_open(&run->out, '{');
		json_key(&run->out, "evader_roll");
		json_whole(&run->out, e->round[i].evader);
		json_key(&run->out, "pursuer_roll");
		json_whole(&run->out, e->round[i].pursuer);
		json_key(&run->out, "evader_total");
		json_whole(&run->out, e->round[i].evader + e->evader_mod);
		json_key(&run->out, "pursuer_total");
		json_whole(&run->out, e->round[i].pursuer + e->pursuer_mod);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "escaped");
	json_bool(&run->out, e->escaped);
	json_follow_up(run);
}

/* "light 1d6+1" */
static void
odds_die(struct run *run, long type, long mod)
{
	out_printf(&run->out, "%s 1d%ld", cell_text(table(run, T_EVADE),
	    (size_t)type, EVADE_TYPE), cell_whole(table(run, T_CAVALRY), 0,
	    CAVALRY_SIDES));
	if (mod != 0)
		out_printf(&run->out, "%+ld", mod);
}

/* What was tested: "2d6 less than 7, foot artillery attacked by ...". */
static void
odds_text(struct run *run, const void *state)
{
	const struct escape *e = state;
	const struct table *artillery = table(run, T_ARTILLERY);
	const struct table *cavalry = table(run, T_CAVALRY);
	const struct table *evade = table(run, T_EVADE);

	if (run->mode == MODE_ARTILLERY) {
		out_printf(&run->out, "%ldd%ld ", cell_whole(artillery, 0,
		    ESCAPE_ARTILLERY_DICE), cell_whole(artillery, 0,
		    ESCAPE_ARTILLERY_SIDES));
		text_needed(run, e, 1);
		out_str(&run->out, ", ");
		text_situation(run, e);
		out_str(&run->out, "\n");
		return;
	}
	if (e->automatic) {
		out_printf(&run->out, "%s evades %s without a roll\n",
		    cell_text(evade, (size_t)e->evader, EVADE_TYPE),
		    cell_text(evade, (size_t)e->pursuer, EVADE_TYPE));
		return;
	}
	odds_die(run, e->evader, e->evader_mod);
	out_str(&run->out, " against ");
	odds_die(run, e->pursuer, e->pursuer_mod);
	out_printf(&run->out, ", %s\n", tie_text[rule_index(tie_rule,
	    cell_text(cavalry, 0, CAVALRY_TIE))]);
}

/* A unit that does not evade is refused as --evader: not offered. */
static int
offers(const struct run *run, int opt, size_t k)
{
	return opt != OPT_EVADER || cell_whole(table(run, T_EVADE), k,
	    EVADE_EVADES);
}

static const struct tool t = {
	.name = "fpga-escape",
	.modes = "artillery,cavalry",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "the unit gets away",
	.state_size = sizeof(struct escape),
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
	return tool_main(&t, argc, argv);
}
