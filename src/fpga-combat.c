/*
 * fpga-combat - Fast-Play Grande Armée combat: both sides roll their
 * pools against the to-hit table, re-roll misses for each bonus and hits
 * for each penalty, and a sub-commander who gave bonus dice rolls for
 * his life, one worse for each one those dice showed.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <gmp.h>

#include "arena.h"
#include "err.h"
#include "fpga-casualty.h"
#include "fpga-dice.h"
#include "fpga.h"
#include "tool.h"

/* A side's own dice (from the roster), and every die of its pool. */
#define OWN_DICE_MAX	30
#define POOL_MAX	48
/* A pass a row of combat-conditions.csv. */
#define PASSES_MAX	8

enum { T_UNIT, T_TO_HIT, T_EXTRA, T_CONDITION, T_REROLL, T_OFFICER,
	T_OFFICER_MOD, T_OFFICER_DICE, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_UNIT] = &fpga_combat_units_table,
	[T_TO_HIT] = &fpga_combat_to_hit_table,
	[T_EXTRA] = &fpga_combat_extra_dice_table,
	[T_CONDITION] = &fpga_combat_conditions_table,
	[T_REROLL] = &fpga_rerolls_table,
	[T_OFFICER] = &fpga_officer_table,
	[T_OFFICER_MOD] = &fpga_officer_modifiers_table,
	[T_OFFICER_DICE] = &fpga_officer_roll_table,
	NULL
};

enum role { ATTACKER, DEFENDER, NSIDES };
static const char *const side_name[NSIDES] = { "attacker", "defender" };

/* The sheet knows a unit in cover or not (lines 91, 95): --SIDE-cover
 * is a word, the suite's cover, and alone means "cover" as the old
 * flag did. */
#define COVERS		"none,cover"
enum { COVER_NONE, COVER_IN };

/* Each side's options, in one order: option o of a side is at
 * o + side * NSIDE_OPTS. */
enum { OPT_UNIT, OPT_POOL, OPT_CD, OPT_MX, OPT_BONUS, OPT_COVER,
	OPT_FLANKED, OPT_VULNERABLE, OPT_OUT_OF_RADIUS, NSIDE_OPTS };
enum { OPT_COUNT = NSIDES * NSIDE_OPTS };
#define AT(side, o)	[(o) + (side) * NSIDE_OPTS]
#define SIDE_OPTS(side, who)						\
	AT(side, OPT_UNIT) = { .name = who "-type", .kind = KIND_WORD,	\
	    .arg = "TYPE", .help = "the " who "'s unit type",		\
	    .table = &fpga_combat_units_table, .column = UNIT_NAME,	\
	    .fallback = "infantry", .also = who },			\
	AT(side, OPT_POOL) = { .name = who "-pool", .kind = KIND_WHOLE,	\
	    .arg = "N", .help = "the " who "'s own combat dice",	\
	    .min = 1, .max = OWN_DICE_MAX, .required = 1 },		\
	AT(side, OPT_CD) = { .name = who "-cd", .kind = KIND_FLAG,	\
	    .help = "the army commander adds a CD to its dice" },	\
	AT(side, OPT_MX) = { .name = who "-mx", .kind = KIND_FLAG,	\
	    .help = "an MX unit, not in or for a town" },		\
	AT(side, OPT_BONUS) = { .name = who "-bonus",			\
	    .kind = KIND_WHOLE, .arg = "N", .help = "bonus dice from "	\
	    "its sub-commander's Personality modifier", .min = 0,	\
	    .max = 99, .fallback = "0" },				\
	AT(side, OPT_COVER) = { .name = who "-cover", .kind = KIND_WORD, \
	    .arg = "none|cover", .help = "the " who " is in cover "	\
	    "(given alone: cover)", .choices = COVERS, .bare = "cover",	\
	    .fallback = "none" },					\
	AT(side, OPT_FLANKED) = { .name = who "-flanked",		\
	    .kind = KIND_FLAG, .help = "the " who " is flanked" },	\
	AT(side, OPT_VULNERABLE) = { .name = who "-vulnerable",	\
	    .kind = KIND_FLAG, .help = "the " who " is vulnerable" },	\
	AT(side, OPT_OUT_OF_RADIUS) = { .name = who "-out-of-radius",	\
	    .kind = KIND_FLAG, .help = "the " who " is outside its "	\
	    "sub-commander's radius" }
static const struct opt opts[OPT_COUNT + 1] = {
	SIDE_OPTS(ATTACKER, "attacker"),
	SIDE_OPTS(DEFENDER, "defender"),
	{ .name = NULL }
};

/* The conditions of a pass, named as the rows of combat-conditions.csv. */
enum { C_HEAVY_VS_LIGHT, C_FLANKED, C_VULNERABLE, C_OUT_OF_RADIUS,
	NCONDITIONS };
static const char *const condition_name[NCONDITIONS] = {
	"heavy-vs-light", "flanked", "vulnerable", "out-of-radius"
};

/* The extra dice, named as the rows of combat-extra-dice.csv. */
enum { X_CD, X_MX, X_BONUS, NEXTRAS };
static const char *const extra_name[NEXTRAS] = { "cd", "mx", "bonus" };

static const char *const mechanic = "combat";

/* The faces of a bonus die: the officer counts its ones. */
enum { FACE_ONE, FACE_MISS, FACE_HIT, NFACES };

struct pass {
	enum pass_kind	 kind;
	int		 condition;
	int		*rerolled;	/* die indices: struct side_dice's */
	int		*rolls;
	int		 n, hits;	/* dice re-rolled, hits after */
};

struct side {
	size_t		 unit_row, to_hit_row;
	int		 own, extra[NEXTRAS], total;	/* dice */
	int		 plain;		/* own, CD and MX dice: no officer */
	int		 sides, hit_on;
	int		 counts_on[PASS_KINDS];
	int		*first_rolls;	/* die by die: struct side_dice's */
	int		*rolls, *hit;
	int		 plain_hits, bonus_hits, hits, first_hits;
	int		 ones, first_ones;	/* on the bonus dice */
	struct pass	 passes[PASSES_MAX];
	int		 npasses;
	/* Passes a pass of the other kind cancelled (cancel=yes): shown
	 * under --verbose, so that a condition given is not lost. */
	struct pass	 cancelled[PASSES_MAX];
	int		 ncancelled;
	int		 officer;	/* rolls for his life */
	int		*officer_rolls;
	struct casualty_roll casualty;
};

/* A side's dice, die by die: written before they are read, so not
 * cleared a resolution (state_cleared): an --odds walk clears the
 * sides alone on each path. */
struct side_dice {
	int		 first_rolls[POOL_MAX], rolls[POOL_MAX], hit[POOL_MAX];
	int		 rerolled[PASSES_MAX][POOL_MAX];
	int		 pass_rolls[PASSES_MAX][POOL_MAX];
	int		 officer_rolls[OFFICER_DICE_MAX];
};

struct combat {
	struct side	 side[NSIDES];
	struct side_dice dice[NSIDES];
};

/*
 * Under --odds a side's dice are one law, worked out once (issue 34):
 * each die goes its own way through the passes, so the side's hits and
 * the ones its officer counts are sums over dice alike (the plain dice
 * a binomial, the bonus dice a convolution over hits and ones), and the
 * officer's fall a sum over his roll.  The walk then branches on the
 * side's hits and whether its officer falls: some hundred ways where
 * every die's path was hundreds of thousands.  --dice and random dice
 * go through roll_side; tests/fpga-combat/odds-check.py throws the dice
 * face by face and holds the odds to it.
 */
struct law_key {
	int		 plain, bonus, sides, hit_on;
	int		 counts_on[PASS_KINDS];
	int		 npasses, kind[PASSES_MAX];
};
#define LAW_MAX		(2 * (POOL_MAX + 1))	/* hits by killed or not */
struct law {
	struct law_key	 key;	/* what it is the law of */
	int		 n;	/* 0: none yet */
	int		 hits[LAW_MAX], killed[LAW_MAX];
	mpz_t		 ways[LAW_MAX], total;
};

/* Rows found once, when the tables are checked, and read by index on
 * each path of a walk (run->kept); and each side's law. */
struct kept {
	size_t		 extra[NEXTRAS];	/* combat-extra-dice.csv */
	size_t		 reroll[PASS_KINDS];	/* rerolls.csv */
	int		 cancel;
	struct planned	*plan;	/* the conditions, bonuses first */
	size_t		 nplan;
	struct {	/* the last to-hit row a side looked up */
		size_t	 unit, target;
		int	 cover;
		long	 row;	/* -1: none yet */
	}		 to_hit[NSIDES];
	struct law	*law[NSIDES];	/* made by a first walk */
};

enum { OUTCOME_MORE, OUTCOME_NOT_MORE, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[OUTCOME_MORE] = { "hits", "HITS", 1 },
	[OUTCOME_NOT_MORE] = { "hits", "HITS", 0 },
	{ NULL, NULL, 0 }
};

/*
 * Each side's hits and officer, grouped by side as the spec's odds keys
 * are: "hits", "expected_hits" and "p_officer_killed", each
 * {"attacker":...,"defender":...} (12-fpga-combat.md).  An officer is
 * said only where his side has bonus dice.
 */
enum { Q_ATTACKER_HITS, Q_DEFENDER_HITS, Q_ATTACKER_OFFICER_KILLED,
	Q_DEFENDER_OFFICER_KILLED, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_ATTACKER_HITS] = { .key = "attacker_hits",
	    .label = "attacker hits", .better = +1, .group = "hits",
	    .member = "attacker" },
	[Q_DEFENDER_HITS] = { .key = "defender_hits",
	    .label = "defender hits", .better = -1, .group = "hits",
	    .member = "defender" },
	[Q_ATTACKER_OFFICER_KILLED] = { .key = "attacker_officer_killed",
	    .label = "attacker's sub-commander killed", .better = -1,
	    .group = "officer_killed", .member = "attacker", .event = 1 },
	[Q_DEFENDER_OFFICER_KILLED] = { .key = "defender_officer_killed",
	    .label = "defender's sub-commander killed", .better = -1,
	    .group = "officer_killed", .member = "defender", .event = 1 },
	{ .key = NULL }
};

/* The rolls of a side, named for --dice and the JSON "dice". */
enum { R_POOL, R_BONUS_DICE, R_BONUS_PASS, R_PENALTY_PASS, R_OFFICER,
	NROLLS };
static const char *const roll_name[NSIDES][NROLLS] = {
	{ "attacker pool", "attacker bonus dice", "attacker bonus re-roll",
	    "attacker penalty re-roll", "attacker officer" },
	{ "defender pool", "defender bonus dice", "defender bonus re-roll",
	    "defender penalty re-roll", "defender officer" }
};

static int
opt_of(enum role who, int which)
{
	return which + (int)who * NSIDE_OPTS;
}

/* The combat rows of rerolls.csv: a one misses, whatever the pass, for
 * the officer counts it; and a face on each fighting unit's die, as its
 * number to hit is. */
static void
check_rerolls(const struct table *rerolls, const struct table *units)
{
	size_t row, unit;
	long face;
	int k;

	rerolls_check(rerolls, mechanic);
	for (k = 0; k < PASS_KINDS; k++) {
		row = reroll_row(rerolls, mechanic, (enum pass_kind)k);
		if ((face = reroll_face(rerolls, row)) < 0 || face == 1)
			table_fail(rerolls, row, REROLL_COUNTS_ON, "%s is "
			    "neither \"hit\" nor a face above 1 (a one "
			    "misses: the officer counts it)",
			    quoted(cell_text(rerolls, row, REROLL_COUNTS_ON)));
		for (unit = 0; unit < units->rows; unit++)
			if (cell_whole(units, unit, UNIT_FIGHTS)
			    && face > cell_whole(units, unit, UNIT_SIDES))
				table_fail(rerolls, row, REROLL_COUNTS_ON,
				    "%ld is off the %s's %ld-sided die", face,
				    cell_text(units, unit, UNIT_NAME),
				    cell_whole(units, unit, UNIT_SIDES));
	}
}

/* Two words the same: most differ at their first letter, where a call
 * of strcmp each was most of a start-up's check of the to-hit rows. */
static int
same_word(const char *a, const char *b)
{
	return a[0] == b[0] && strcmp(a, b) == 0;
}

/* A to-hit cell names a unit, an arm of one, or "any". */
static int
names_unit(const struct table *units, const char *cell, size_t unit)
{
	return same_word(cell, "any")
	    || same_word(cell, cell_text(units, unit, UNIT_NAME))
	    || same_word(cell, cell_text(units, unit, UNIT_ARM));
}

/* Cells sorted, to be found in a long table without a pass over it; a
 * short one's are looked at in turn, as sorting them cost a start-up
 * more than the passes. */
#define SORTED_CELLS	32

static int
by_text(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static const char **
sorted_cells(const struct table *t, int c1, int c2)
{
	const char **sorted = xcalloc(t->rows * 2 + 1, sizeof(*sorted));
	size_t row, n = 0;

	for (row = 0; row < t->rows; row++) {
		sorted[n++] = cell_text(t, row, c1);
		sorted[n++] = cell_text(t, row, c2);
	}
	if (n >= SORTED_CELLS)
		qsort(sorted, n, sizeof(*sorted), by_text);
	return sorted;
}

static int
sorted_has(const char **sorted, size_t n, const char *cell)
{
	size_t i;

	if (n >= SORTED_CELLS)
		return bsearch(&cell, sorted, n, sizeof(*sorted), by_text)
		    != NULL;
	for (i = 0; i < n; i++)
		if (same_word(sorted[i], cell))
			return 1;
	return 0;
}

/* The first to-hit row for the roller, in its role, at the target. */
static long
to_hit_row(const struct table *to_hit, const struct table *units,
    size_t roller, enum role role, size_t target, int cover)
{
	const char *c;
	size_t row;

	for (row = 0; row < to_hit->rows; row++) {
		c = cell_text(to_hit, row, TO_HIT_TARGET_COVER);
		if (names_unit(units, cell_text(to_hit, row, TO_HIT_ROLLER),
		    roller)
		    && names_unit(units, cell_text(to_hit, row, TO_HIT_TARGET),
		    target)
		    && (same_word(cell_text(to_hit, row, TO_HIT_ROLE), "any")
		    || same_word(cell_text(to_hit, row, TO_HIT_ROLE),
		    side_name[role]))
		    && (same_word(c, "any") || same_word(c, cover ? "yes"
		    : "no")))
			return (long)row;
	}
	return -1;
}

/* A combat the options allow has a to-hit row, a face of the die. */
static void
check_combat(const struct table *to_hit, const struct table *units,
    size_t roller, enum role role, size_t target, int cover)
{
	long row, need, sides = cell_whole(units, roller, UNIT_SIDES);

	if (!cell_whole(units, roller, UNIT_FIGHTS)
	    || !cell_whole(units, target, UNIT_FIGHTS))
		return;
	row = to_hit_row(to_hit, units, roller, role, target, cover);
	if (row < 0)
		table_fail(to_hit, to_hit->rows, -1, "no row for %s %s %s%s",
		    cell_text(units, roller, UNIT_NAME), role == ATTACKER
		    ? "attacking" : "defending against", cell_text(units,
		    target, UNIT_NAME), cover ? " in cover" : "");
	need = cell_whole(to_hit, (size_t)row, TO_HIT_HIT_ON);
	if (need > sides)
		table_fail(to_hit, (size_t)row, TO_HIT_HIT_ON, "%ld is off "
		    "the %s's %ld-sided die", need, cell_text(units, roller,
		    UNIT_NAME), sides);
}

/* A unit or arm of combat-units.csv (known, its names and arms
 * sorted), or any. */
static void
check_names(const struct table *to_hit, const struct table *units,
    const char **known, size_t row, int column)
{
	const char *name = cell_text(to_hit, row, column);

	if (strcmp(name, "any") != 0
	    && !sorted_has(known, units->rows * 2, name))
		table_fail(to_hit, row, column, "%s is no unit or arm of %s, "
		    "nor any", quoted(name), units->path);
}

/*
 * Order for the kinds of unit: a unit no to-hit cell names (named 0)
 * fights as any other of its arm, die and fighting does; a named unit
 * is its own kind.  Among equals the first row comes first.
 */
static const struct table *kind_units;
static const char **kind_named;
static size_t kind_nnamed;

static int
named(size_t unit)
{
	return sorted_has(kind_named, kind_nnamed,
	    cell_text(kind_units, unit, UNIT_NAME));
}

static int
by_kind(const void *a_, const void *b_)
{
	size_t a = *(const size_t *)a_, b = *(const size_t *)b_;
	const struct table *u = kind_units;
	int order;

	if ((order = named(a) - named(b)) != 0)
		return order;
	if (!named(a)) {
		if ((order = strcmp(cell_text(u, a, UNIT_ARM),
		    cell_text(u, b, UNIT_ARM))) != 0)
			return order;
		if (cell_whole(u, a, UNIT_SIDES) != cell_whole(u, b, UNIT_SIDES))
			return cell_whole(u, a, UNIT_SIDES)
			    < cell_whole(u, b, UNIT_SIDES) ? -1 : 1;
		if (cell_whole(u, a, UNIT_FIGHTS)
		    != cell_whole(u, b, UNIT_FIGHTS))
			return cell_whole(u, a, UNIT_FIGHTS)
			    < cell_whole(u, b, UNIT_FIGHTS) ? -1 : 1;
	}
	return a < b ? -1 : a > b;
}

static int
same_kind(size_t a, size_t b)
{
	return !named(a) && !named(b) && strcmp(cell_text(kind_units, a, UNIT_ARM),
	    cell_text(kind_units, b, UNIT_ARM)) == 0
	    && cell_whole(kind_units, a, UNIT_SIDES)
	    == cell_whole(kind_units, b, UNIT_SIDES)
	    && cell_whole(kind_units, a, UNIT_FIGHTS)
	    == cell_whole(kind_units, b, UNIT_FIGHTS);
}

static int
by_row(const void *a_, const void *b_)
{
	size_t a = *(const size_t *)a_, b = *(const size_t *)b_;

	return a < b ? -1 : a > b;
}

static void
check_to_hit(const struct table *to_hit, const struct table *units)
{
	const char *c, **known = sorted_cells(units, UNIT_NAME, UNIT_ARM);
	size_t row, roller, target, *order, *first, nfirst = 0, i;
	int role, cover;

	for (row = 0; row < to_hit->rows; row++) {
		check_names(to_hit, units, known, row, TO_HIT_ROLLER);
		check_names(to_hit, units, known, row, TO_HIT_TARGET);
		c = cell_text(to_hit, row, TO_HIT_ROLE);
		if (strcmp(c, "any") && strcmp(c, side_name[ATTACKER])
		    && strcmp(c, side_name[DEFENDER]))
			table_fail(to_hit, row, TO_HIT_ROLE, "%s is not a "
			    "role: attacker, defender or any", quoted(c));
		c = cell_text(to_hit, row, TO_HIT_TARGET_COVER);
		if (strcmp(c, "any") && strcmp(c, "yes") && strcmp(c, "no"))
			table_fail(to_hit, row, TO_HIT_TARGET_COVER, "%s is "
			    "not yes, no or any", quoted(c));
	}
	xfree(known);
	/*
	 * Every combat the options can give has its number.  Each kind of
	 * unit is tried by its first row, as roller and as target: every
	 * pair of rows would be 10^8 combats for 10,000 units, and the
	 * first that fails is a first of its kind all the same.
	 */
	kind_units = units;
	kind_named = sorted_cells(to_hit, TO_HIT_ROLLER, TO_HIT_TARGET);
	kind_nnamed = to_hit->rows * 2;
	order = xcalloc(units->rows + 1, sizeof(*order));
	first = xcalloc(units->rows + 1, sizeof(*first));
	for (i = 0; i < units->rows; i++)
		order[i] = i;
	qsort(order, units->rows, sizeof(*order), by_kind);
	for (i = 0; i < units->rows; i++)
		if (i == 0 || !same_kind(order[i - 1], order[i]))
			first[nfirst++] = order[i];
	qsort(first, nfirst, sizeof(*first), by_row);
	for (roller = 0; roller < nfirst; roller++)
		for (target = 0; target < nfirst; target++)
			for (role = 0; role < NSIDES; role++)
				for (cover = 0; cover < 2; cover++)
					check_combat(to_hit, units,
					    first[roller], (enum role)role,
					    first[target], cover);
	xfree(order);
	xfree(first);
	xfree(kind_named);
}

/*
 * Every total the officer's dice and the ones counted can make has its
 * band: the most bonus dice roll once, and again on each pass where the
 * re-rolls count (a pass a condition, at most).
 */
static void
officer_cover(struct run *run)
{
	const struct table *extras = table(run, T_EXTRA);
	const struct table *mods = table(run, T_OFFICER_MOD);
	size_t bonus = (size_t)table_find(extras, EXTRA_NAME,
	    extra_name[X_BONUS]);
	long ones = cell_whole(extras, bonus, EXTRA_MOST) * cell_whole(extras,
	    bonus, EXTRA_DICE);

	if (cell_whole(mods, one_on_bonus_die_row(mods),
	    OFFICER_MOD_COUNT_REROLLS))
		ones *= 1 + (long)table(run, T_CONDITION)->rows;
	casualty_check(run, ones, "the officer's total");
}

static void
keep_rows(struct run *run)
{
	const struct table *conditions = table(run, T_CONDITION);
	const struct table *rerolls = table(run, T_REROLL);
	struct kept *kept = run->kept = xcalloc(1, sizeof(*kept));
	int i, k;

	for (i = 0; i < NEXTRAS; i++)
		kept->extra[i] = (size_t)table_find(table(run, T_EXTRA),
		    EXTRA_NAME, extra_name[i]);
	for (k = 0; k < PASS_KINDS; k++)
		kept->reroll[k] = reroll_row(rerolls, mechanic,
		    (enum pass_kind)k);
	kept->cancel = rerolls_cancel(rerolls, mechanic);
	kept->plan = pass_plan(conditions, COMBAT_CONDITION_KIND,
	    COMBAT_CONDITION_NAME, condition_name, NCONDITIONS, &kept->nplan);
	for (i = 0; i < NSIDES; i++)
		kept->to_hit[i].row = -1;
}

static void
check_tables(struct run *run)
{
	const struct table *units = table(run, T_UNIT);
	const struct table *extras = table(run, T_EXTRA);
	const struct table *conditions = table(run, T_CONDITION);
	const char *against, **names;
	size_t row;
	long dice;
	int i;

	/* Sorted: a table_find a row is 10^8 comparisons at 10,000. */
	names = sorted_cells(units, UNIT_NAME, UNIT_NAME);
	for (row = 0; row < units->rows; row++) {
		against = cell_text(units, row, UNIT_BONUS_AGAINST);
		if (*against && !sorted_has(names, units->rows * 2, against))
			table_fail(units, row, UNIT_BONUS_AGAINST, "%s is not "
			    "a unit", quoted(against));
	}
	xfree(names);
	check_to_hit(table(run, T_TO_HIT), units);
	for (i = 0; i < NEXTRAS; i++)
		if (table_find(extras, EXTRA_NAME, extra_name[i]) < 0)
			table_fail(extras, extras->rows, -1, "needs a row for "
			    "%s", extra_name[i]);
	for (i = 0; i < NCONDITIONS; i++)
		if (table_find(conditions, COMBAT_CONDITION_NAME,
		    condition_name[i]) < 0)
			table_fail(conditions, conditions->rows, -1, "needs a "
			    "row for %s", condition_name[i]);
	/* The most dice the options can give a side fit its pool. */
	for (i = 0, dice = OWN_DICE_MAX; i < NEXTRAS; i++) {
		row = (size_t)table_find(extras, EXTRA_NAME, extra_name[i]);
		dice += cell_whole(extras, row, EXTRA_DICE) * (i == X_BONUS
		    ? cell_whole(extras, row, EXTRA_MOST) : 1);
		if (dice > POOL_MAX)
			table_fail(extras, row, EXTRA_DICE, "%d own dice and "
			    "every extra make %ld dice a side, more than %d",
			    OWN_DICE_MAX, dice, POOL_MAX);
	}
	for (row = 0; row < conditions->rows; row++)
		pass_kind_of(conditions, row, COMBAT_CONDITION_KIND);
	check_rerolls(table(run, T_REROLL), units);
	officer_cover(run);
	keep_rows(run);
}

static int
extra_dice(struct run *run, int which)
{
	return (int)cell_whole(table(run, T_EXTRA),
	    ((const struct kept *)run->kept)->extra[which], EXTRA_DICE);
}

/* A side's unit, pool and number to hit; refuse what cannot fight. */
static void
set_up_side(struct run *run, struct side *s, enum role who)
{
	const struct table *units = table(run, T_UNIT);
	const struct table *to_hit = table(run, T_TO_HIT);
	const struct table *extras = table(run, T_EXTRA);
	const struct table *rerolls = table(run, T_REROLL);
	const struct opt_value *bonus = option(run, opt_of(who, OPT_BONUS));
	enum role enemy = who == ATTACKER ? DEFENDER : ATTACKER;
	struct kept *kept = run->kept;
	size_t target, most = kept->extra[X_BONUS];
	int k, cover;

	s->unit_row = (size_t)option(run, opt_of(who, OPT_UNIT))->row;
	if (bonus->whole > cell_whole(extras, most, EXTRA_MOST))
		fail(EXIT_USAGE, "--%s-bonus: %ld is above the maximum %ld "
		    "(%s)", side_name[who], bonus->whole, cell_whole(extras,
		    most, EXTRA_MOST), table_source(extras, most));
	s->own = (int)option(run, opt_of(who, OPT_POOL))->whole;
	if (option(run, opt_of(who, OPT_CD))->given)
		s->extra[X_CD] = extra_dice(run, X_CD);
	if (option(run, opt_of(who, OPT_MX))->given)
		s->extra[X_MX] = extra_dice(run, X_MX);
	s->extra[X_BONUS] = (int)bonus->whole * extra_dice(run, X_BONUS);
	for (k = 0; k < NEXTRAS; k++)
		if (s->extra[k] > 0)
			modifier_add(run, extra_name[k], s->extra[k],
			    side_name[who], extras, kept->extra[k]);
	s->plain = s->own + s->extra[X_CD] + s->extra[X_MX];
	s->total = s->plain + s->extra[X_BONUS];
	s->sides = (int)cell_whole(units, s->unit_row, UNIT_SIDES);
	target = (size_t)option(run, opt_of(enemy, OPT_UNIT))->row;
	cover = option(run, opt_of(enemy, OPT_COVER))->row == COVER_IN;
	if (kept->to_hit[who].row < 0 || kept->to_hit[who].unit != s->unit_row
	    || kept->to_hit[who].target != target
	    || kept->to_hit[who].cover != cover) {
		kept->to_hit[who].row = to_hit_row(to_hit, units, s->unit_row,
		    who, target, cover);
		kept->to_hit[who].unit = s->unit_row;
		kept->to_hit[who].target = target;
		kept->to_hit[who].cover = cover;
	}
	s->to_hit_row = (size_t)kept->to_hit[who].row;
	s->hit_on = (int)cell_whole(to_hit, s->to_hit_row, TO_HIT_HIT_ON);
	for (k = 0; k < PASS_KINDS; k++)
		s->counts_on[k] = reroll_counts_on(rerolls, kept->reroll[k],
		    s->hit_on);
}

/* Whether a condition holds for the side rolling. */
static int
holds(struct run *run, enum role who, int condition)
{
	const struct table *units = table(run, T_UNIT);
	enum role enemy = who == ATTACKER ? DEFENDER : ATTACKER;
	size_t unit = (size_t)option(run, opt_of(who, OPT_UNIT))->row;
	size_t target = (size_t)option(run, opt_of(enemy, OPT_UNIT))->row;

	switch (condition) {
	case C_HEAVY_VS_LIGHT:
		return strcmp(cell_text(units, unit, UNIT_BONUS_AGAINST),
		    cell_text(units, target, UNIT_NAME)) == 0;
	case C_FLANKED:
		return option(run, opt_of(enemy, OPT_FLANKED))->given > 0;
	case C_VULNERABLE:
		return option(run, opt_of(who, OPT_VULNERABLE))->given > 0;
	default:
		return option(run, opt_of(who, OPT_OUT_OF_RADIUS))->given > 0;
	}
}

/* A pass a condition that holds: the bonuses first, each kind in the
 * order of combat-conditions.csv; with cancel=yes each bonus pass and
 * a penalty pass cancel out. */
static void
plan_passes(struct run *run, struct side *s, enum role who)
{
	const struct kept *kept = run->kept;
	const struct planned *p;
	int k, i, j, count[PASS_KINDS] = { 0, 0 };
	int dropped[PASS_KINDS] = { 0, 0 };

	for (p = kept->plan; p < kept->plan + kept->nplan; p++) {
		if (!holds(run, who, p->condition))
			continue;
		if (s->npasses == PASSES_MAX)
			table_fail(table(run, T_CONDITION), p->row, -1, "more "
			    "than %d passes", PASSES_MAX);
		s->passes[s->npasses].kind = p->kind;
		s->passes[s->npasses++].condition = p->condition;
		count[p->kind]++;
	}
	if (!kept->cancel)
		return;
	/* Drop the first passes of each kind that the other kind cancels. */
	for (i = 0, j = 0; i < s->npasses; i++) {
		k = s->passes[i].kind;
		if (dropped[k] < count[!k]) {
			dropped[k]++;
			s->cancelled[s->ncancelled++] = s->passes[i];
		} else
			s->passes[j++] = s->passes[i];
	}
	s->npasses = j;
}

/*
 * Roll dice of a side: the plain dice by count, the bonus dice by face
 * so that their ones are counted; need is the face that hits.  Returns
 * the hits of each, the values of the dice in order in values.
 */
static void
roll_dice(struct run *run, struct side *s, int plain, int bonus, int need,
    const char *plain_what, const char *bonus_what, int *plain_hits,
    int *bonus_hits, int *values)
{
	int category[101], counts[NFACES] = { 0, 0, 0 }, face;
	size_t before = run->dice.nlog;

	*plain_hits = plain > 0 ? roll_count(&run->dice, plain, s->sides, need,
	    plain_what) : 0;
	if (bonus > 0) {
		for (face = 1; face <= s->sides; face++)
			category[face] = face == 1 ? FACE_ONE : face >= need
			    ? FACE_HIT : FACE_MISS;
		roll_pool(&run->dice, bonus, s->sides, category, NFACES, counts,
		    bonus_what);
		s->ones += counts[FACE_ONE];
	}
	*bonus_hits = counts[FACE_HIT];
	dice_logged(run, before, plain + bonus, values);
}

/* A pass re-rolls the misses (bonus) or the hits (penalty) of the side,
 * plain dice and bonus dice apart; each then hits on counts_on. */
static void
roll_pass(struct run *run, struct side *s, struct pass *p, enum role who)
{
	int n, plain, bonus, plain_hits, bonus_hits;
	int r = p->kind == PASS_BONUS ? R_BONUS_PASS : R_PENALTY_PASS;

	n = pass_rerolled(p->kind, s->hit, s->total, p->rerolled);
	plain = p->kind == PASS_BONUS ? s->plain - s->plain_hits
	    : s->plain_hits;
	bonus = p->kind == PASS_BONUS ? s->extra[X_BONUS] - s->bonus_hits
	    : s->bonus_hits;
	p->n = plain + bonus;
	roll_dice(run, s, plain, bonus, s->counts_on[p->kind],
	    roll_name[who][r], roll_name[who][r], &plain_hits, &bonus_hits,
	    p->rolls);
	s->plain_hits = pass_hits(p->kind, s->plain_hits, plain_hits);
	s->bonus_hits = pass_hits(p->kind, s->bonus_hits, bonus_hits);
	s->hits = p->hits = s->plain_hits + s->bonus_hits;
	pass_apply(p->rerolled, p->rolls, n < p->n ? n : p->n,
	    s->counts_on[p->kind], s->rolls, s->hit);
}

static void
roll_side(struct run *run, struct side *s, enum role who)
{
	int i, j;

	roll_dice(run, s, s->plain, s->extra[X_BONUS], s->hit_on,
	    roll_name[who][R_POOL], roll_name[who][R_BONUS_DICE],
	    &s->plain_hits, &s->bonus_hits, s->first_rolls);
	s->hits = s->first_hits = s->plain_hits + s->bonus_hits;
	s->first_ones = s->ones;
	for (i = 0; i < s->total; i++) {
		s->rolls[i] = s->first_rolls[i];
		s->hit[i] = s->rolls[i] >= s->hit_on;
	}
	for (j = 0; j < s->npasses; j++)
		roll_pass(run, s, &s->passes[j], who);
}

/* The ones the officer counts: re-rolls included, as shipped. */
static int
ones_counted(struct run *run, const struct side *s)
{
	const struct table *mods = table(run, T_OFFICER_MOD);

	return cell_whole(mods, one_on_bonus_die_row(mods),
	    OFFICER_MOD_COUNT_REROLLS)
	    ? s->ones : s->first_ones;
}

/* The sub-commander who gave bonus dice rolls for his life, each one
 * they showed counting against him. */
static void
officer_check(struct run *run, struct side *s, enum role who)
{
	size_t before = run->dice.nlog;

	s->officer = 1;
	casualty_roll(run, ones_counted(run, s), roll_name[who][R_OFFICER],
	    &s->casualty);
	dice_logged(run, before, s->casualty.dice, s->officer_rolls);
}

/* Each die's ways through the passes, a die of sides a stage (one not
 * re-rolled at a pass stays with sides ways): by[h] ends hitting (h 1)
 * or not; a bonus die's by[h][j] with j ones counted against the
 * officer, at most ones_most. */
static void
plain_die(const struct side *s, mpz_t by[2])
{
	mpz_t was[2];
	int q, c, h;

	mpz_inits(was[0], was[1], NULL);
	mpz_set_si(by[0], s->hit_on - 1);
	mpz_set_si(by[1], s->sides - s->hit_on + 1);
	for (q = 0; q < s->npasses; q++) {
		c = s->counts_on[s->passes[q].kind];
		h = s->passes[q].kind == PASS_PENALTY;	/* re-rolled */
		mpz_swap(was[0], by[0]);
		mpz_swap(was[1], by[1]);
		mpz_mul_ui(by[!h], was[!h], (unsigned long)s->sides);
		mpz_set_ui(by[h], 0);
		mpz_addmul_ui(by[0], was[h], (unsigned long)(c - 1));
		mpz_addmul_ui(by[1], was[h], (unsigned long)(s->sides - c
		    + 1));
	}
	mpz_clears(was[0], was[1], NULL);
}

#define ONES_A_DIE	(PASSES_MAX + 2)
static void
bonus_die(const struct side *s, int counted, mpz_t by[2][ONES_A_DIE])
{
	mpz_t was[2][ONES_A_DIE];
	int q, c, h, k, j;

	for (k = 0; k < 2; k++)
		for (j = 0; j < ONES_A_DIE; j++) {
			mpz_init(was[k][j]);
			mpz_set_ui(by[k][j], 0);
		}
	/* A one misses, and counts (check_combat: it does not hit). */
	mpz_set_ui(by[0][1], 1);
	mpz_set_si(by[0][0], s->hit_on - 2);
	mpz_set_si(by[1][0], s->sides - s->hit_on + 1);
	for (q = 0; q < s->npasses; q++) {
		c = s->counts_on[s->passes[q].kind];
		h = s->passes[q].kind == PASS_PENALTY;
		for (k = 0; k < 2; k++)
			for (j = 0; j < ONES_A_DIE; j++) {
				mpz_swap(was[k][j], by[k][j]);
				mpz_set_ui(by[k][j], 0);
			}
		for (j = 0; j + counted < ONES_A_DIE; j++) {
			mpz_addmul_ui(by[!h][j], was[!h][j],
			    (unsigned long)s->sides);
			mpz_add(by[0][j + counted], by[0][j + counted],
			    was[h][j]);
			mpz_addmul_ui(by[0][j], was[h][j],
			    (unsigned long)(c - 2));
			mpz_addmul_ui(by[1][j], was[h][j],
			    (unsigned long)(s->sides - c + 1));
		}
	}
	for (k = 0; k < 2; k++)
		for (j = 0; j < ONES_A_DIE; j++)
			mpz_clear(was[k][j]);
}

static void
law_key_of(const struct side *s, struct law_key *key)
{
	int q;

	memset(key, 0, sizeof(*key));
	key->plain = s->plain;
	key->bonus = s->extra[X_BONUS];
	key->sides = s->sides;
	key->hit_on = s->hit_on;
	memcpy(key->counts_on, s->counts_on, sizeof(key->counts_on));
	key->npasses = s->npasses;
	for (q = 0; q < s->npasses; q++)
		key->kind[q] = (int)s->passes[q].kind;
}

/* The law of a side's hits and its officer's fall: law_work_out() with
 * the plain dice's binomial and the bonus dice's (hits, ones). */
static void
law_work_out(struct run *run, const struct side *s, struct law *law)
{
	const struct table *mods = table(run, T_OFFICER_MOD);
	int counted = cell_whole(mods, one_on_bonus_die_row(mods),
	    OFFICER_MOD_COUNT_REROLLS) != 0;
	int ones_die = 1 + counted * s->npasses, nb = s->extra[X_BONUS];
	int ones = nb * ones_die, width = ones + 1, officer = nb > 0;
	int n, h, j, k, b, hb;
	mpz_t plain[2], die[2][ONES_A_DIE], *bonus, *next, *killed, kill_total;
	mpz_t *by_hits, term;

	mpz_inits(plain[0], plain[1], kill_total, term, NULL);
	for (k = 0; k < 2; k++)
		for (j = 0; j < ONES_A_DIE; j++)
			mpz_init(die[k][j]);
	plain_die(s, plain);
	bonus_die(s, counted, die);
	/* The bonus dice's (hits, ones), a die at a time. */
	bonus = xcalloc((size_t)((nb + 1) * width), sizeof(*bonus));
	next = xcalloc((size_t)((nb + 1) * width), sizeof(*next));
	for (j = 0; j < (nb + 1) * width; j++)
		mpz_inits(bonus[j], next[j], NULL);
	mpz_set_ui(bonus[0], 1);
	for (n = 0; n < nb; n++) {
		for (j = 0; j < (nb + 1) * width; j++)
			mpz_set_ui(next[j], 0);
		for (hb = 0; hb <= n; hb++)
			for (j = 0; j <= n * ones_die; j++) {
				if (mpz_sgn(bonus[hb * width + j]) == 0)
					continue;
				for (k = 0; k < 2; k++)
					for (b = 0; b <= ones_die; b++)
						mpz_addmul(next[(hb + k) *
						    width + j + b],
						    bonus[hb * width + j],
						    die[k][b]);
			}
		for (j = 0; j < (nb + 1) * width; j++)
			mpz_swap(bonus[j], next[j]);
	}
	/* Each bonus hits' ways the officer is killed (k 1) or not. */
	killed = xcalloc((size_t)width, sizeof(*killed));
	for (j = 0; j < width; j++)
		mpz_init(killed[j]);
	if (officer)
		casualty_law(run, ones, killed, kill_total);
	else
		mpz_set_ui(kill_total, 1);
	by_hits = xcalloc((size_t)(nb + 1) * 2, sizeof(*by_hits));
	for (hb = 0; hb <= nb; hb++)
		for (k = 0; k < 2; k++) {
			mpz_init(by_hits[hb * 2 + k]);
			for (j = 0; j < width; j++) {
				if (k)
					mpz_set(term, killed[j]);
				else
					mpz_sub(term, kill_total, killed[j]);
				mpz_addmul(by_hits[hb * 2 + k],
				    bonus[hb * width + j], term);
			}
		}
	/* With the plain dice's binomial: hits h of them, by killed. */
	law->n = 0;
	mpz_set_ui(law->total, 0);
	for (h = 0; h <= s->plain + nb; h++)
		for (k = 0; k <= officer; k++) {
			mpz_set_ui(law->ways[law->n], 0);
			for (hb = 0; hb <= nb && hb <= h; hb++) {
				if (h - hb > s->plain)
					continue;
				mpz_bin_uiui(term, (unsigned long)s->plain,
				    (unsigned long)(h - hb));
				mpz_mul(term, term, by_hits[hb * 2 + k]);
				mpz_pow_ui(kill_total, plain[1],
				    (unsigned long)(h - hb));
				mpz_mul(term, term, kill_total);
				mpz_pow_ui(kill_total, plain[0],
				    (unsigned long)(s->plain - h + hb));
				mpz_addmul(law->ways[law->n], term,
				    kill_total);
			}
			if (mpz_sgn(law->ways[law->n]) == 0)
				continue;
			mpz_add(law->total, law->total, law->ways[law->n]);
			law->hits[law->n] = h;
			law->killed[law->n++] = k;
		}
	/* Reduced: the walk multiplies the two sides' totals. */
	mpz_set(term, law->total);
	for (n = 0; n < law->n; n++)
		mpz_gcd(term, term, law->ways[n]);
	mpz_divexact(law->total, law->total, term);
	for (n = 0; n < law->n; n++)
		mpz_divexact(law->ways[n], law->ways[n], term);

	for (j = 0; j < (nb + 1) * width; j++)
		mpz_clears(bonus[j], next[j], NULL);
	for (j = 0; j < width; j++)
		mpz_clear(killed[j]);
	for (j = 0; j < (nb + 1) * 2; j++)
		mpz_clear(by_hits[j]);
	xfree(bonus);
	xfree(next);
	xfree(killed);
	xfree(by_hits);
	for (k = 0; k < 2; k++)
		for (j = 0; j < ONES_A_DIE; j++)
			mpz_clear(die[k][j]);
	mpz_clears(plain[0], plain[1], kill_total, term, NULL);
}

/* A side under --odds: its hits and officer's fall, a branch of its
 * law, the law kept through the run (a --vary row or batch line with
 * the same dice needs it again). */
static void
walk_side(struct run *run, struct side *s, enum role who)
{
	struct law **kept = &((struct kept *)run->kept)->law[who], *law;
	struct law_key key;
	struct arena *line;
	int i;

	law_key_of(s, &key);
	/* Made by the first walk, not by every start-up (its 5 KB and
	 * 198 numbers were 3% of one). */
	if (*kept == NULL) {
		line = arena_use(NULL);
		*kept = xcalloc(1, sizeof(**kept));
		for (i = 0; i < LAW_MAX; i++)
			mpz_init((*kept)->ways[i]);
		mpz_init((*kept)->total);
		arena_use(line);
	}
	law = *kept;
	if (law->n == 0 || memcmp(&key, &law->key, sizeof(key)) != 0) {
		/* In the run's arena, not the batch line's. */
		line = arena_use(NULL);
		law->n = 0;	/* none, should it fail */
		law->key = key;
		law_work_out(run, s, law);
		arena_use(line);
	}
	i = roll_weighed(&run->dice, law->ways, law->n, law->total);
	s->hits = law->hits[i];
	s->officer = s->extra[X_BONUS] > 0;
	s->casualty.killed = law->killed[i];
}

static void
side_dice(struct side *s, struct side_dice *d)
{
	int j;

	s->first_rolls = d->first_rolls;
	s->rolls = d->rolls;
	s->hit = d->hit;
	s->officer_rolls = d->officer_rolls;
	for (j = 0; j < s->npasses; j++) {
		s->passes[j].rerolled = d->rerolled[j];
		s->passes[j].rolls = d->pass_rolls[j];
	}
}

static void
resolve(struct run *run, void *state)
{
	struct combat *c = state;
	struct side *a = &c->side[ATTACKER], *d = &c->side[DEFENDER];
	const struct table *units = table(run, T_UNIT);
	size_t row;
	int who;

	/* Both sides fight before either's dice are looked up against
	 * the other. */
	for (who = 0; who < NSIDES; who++) {
		row = (size_t)option(run, opt_of(who, OPT_UNIT))->row;
		if (!cell_whole(units, row, UNIT_FIGHTS))
			fail(EXIT_USAGE, "--%s-type %s: it does not fight a combat "
			    "(%s)", side_name[who], cell_text(units, row,
			    UNIT_NAME), table_source(units, row));
	}
	for (who = 0; who < NSIDES; who++) {
		set_up_side(run, &c->side[who], (enum role)who);
		plan_passes(run, &c->side[who], (enum role)who);
		side_dice(&c->side[who], &c->dice[who]);
	}
	for (who = 0; who < NSIDES; who++)
		if (run->dice.source == DICE_WALK)
			walk_side(run, &c->side[who], (enum role)who);
		else
			roll_side(run, &c->side[who], (enum role)who);
	for (who = 0; who < NSIDES; who++)
		if (c->side[who].extra[X_BONUS] > 0) {
			if (run->dice.source != DICE_WALK)
				officer_check(run, &c->side[who],
				    (enum role)who);
			quantity(run, Q_ATTACKER_OFFICER_KILLED + who,
			    c->side[who].casualty.killed);
		}
	outcome(run, a->hits > d->hits ? OUTCOME_MORE : OUTCOME_NOT_MORE);
	quantity(run, Q_ATTACKER_HITS, a->hits);
	quantity(run, Q_DEFENDER_HITS, d->hits);
	effect(run, "attacker %d hit%s, defender %d hit%s", a->hits,
	    a->hits == 1 ? "" : "s", d->hits, d->hits == 1 ? "" : "s");
	for (who = 0; who < NSIDES; who++)
		if (c->side[who].casualty.killed)
			effect(run, "the %s's sub-commander is killed",
			    side_name[who]);
}

/* "6 + 1 CD + 2 bonus = 9d6" */
static void
text_pool(struct run *run, const struct side *s)
{
	static const char *const label[NEXTRAS] = { "CD", "MX", "bonus" };
	int i;

	if (s->total > s->own) {
		out_printf(&run->out, "%d", s->own);
		for (i = 0; i < NEXTRAS; i++)
			if (s->extra[i] > 0)
				out_printf(&run->out, " + %d %s", s->extra[i],
				    label[i]);
		out_str(&run->out, " = ");
	}
	out_printf(&run->out, "%dd%d", s->total, s->sides);
}

static void
text_side(struct run *run, const struct side *s, enum role who)
{
	const struct table *conditions = table(run, T_CONDITION);
	const struct pass *p;
	char need[16];
	int j;

	format_need(s->hit_on, s->sides, need, sizeof(need));
	out_printf(&run->out, "%s %s, ", side_name[who],
	    cell_text(table(run, T_UNIT), s->unit_row, UNIT_NAME));
	text_pool(run, s);
	out_printf(&run->out, " hitting on %s, rolled ", need);
	values_text(run, s->first_rolls, s->total);
	out_str(&run->out, ": ");
	hits_text(run, s->first_hits);
	out_str(&run->out, "\n");
	for (j = 0; j < s->npasses; j++) {
		p = &s->passes[j];
		out_printf(&run->out, "  %s, re-roll the %s (%s): ",
		    pass_kind_name[p->kind], pass_rerolls[p->kind],
		    cell_text(conditions, (size_t)table_find(conditions,
		    COMBAT_CONDITION_NAME, condition_name[p->condition]),
		    COMBAT_CONDITION_REASON));
		pass_text(run, p->rolls, p->n, s->counts_on[p->kind],
		    s->sides, p->hits);
	}
}

static void
text_officer(struct run *run, const struct side *s, enum role who)
{
	int ones = ones_counted(run, s);

	out_printf(&run->out, "the %s's sub-commander, for his %d bonus "
	    "di%s: rolled ", side_name[who], s->extra[X_BONUS],
	    s->extra[X_BONUS] == 1 ? "e" : "ce");
	values_text(run, s->officer_rolls, s->casualty.dice);
	if (ones == 0)
		out_str(&run->out, ", no ones");
	else
		out_printf(&run->out, " %+ld for %d one%s", ones *
		    s->casualty.per_one, ones, ones == 1 ? "" : "s");
	out_printf(&run->out, " = %ld: %s\n", s->casualty.total,
	    s->casualty.killed ? "killed" : "survives");
}

/* --verbose: the rows a side's number to hit and passes came from. */
static void
text_sources(struct run *run, const struct side *s, enum role who)
{
	const struct table *to_hit = table(run, T_TO_HIT);
	const struct table *conditions = table(run, T_CONDITION);
	const struct table *rerolls = table(run, T_REROLL);
	char need[16];
	size_t row;
	int j;

	format_need(s->hit_on, s->sides, need, sizeof(need));
	out_printf(&run->out, "  %s hits on %s  (%s)\n", side_name[who], need,
	    table_source(to_hit, s->to_hit_row));
	for (j = 0; j < s->npasses; j++) {
		row = (size_t)table_find(conditions, COMBAT_CONDITION_NAME,
		    condition_name[s->passes[j].condition]);
		out_printf(&run->out, "  %s %s pass: %s  (%s)\n",
		    side_name[who], pass_kind_name[s->passes[j].kind],
		    condition_name[s->passes[j].condition],
		    table_source(conditions, row));
		format_need(s->counts_on[s->passes[j].kind], s->sides, need,
		    sizeof(need));
		out_printf(&run->out, "  %s re-rolls hit on %s  (%s)\n",
		    pass_kind_name[s->passes[j].kind], need,
		    table_source(rerolls, reroll_row(rerolls, mechanic,
		    s->passes[j].kind)));
	}
	for (j = 0; j < s->ncancelled; j++) {
		row = (size_t)table_find(conditions, COMBAT_CONDITION_NAME,
		    condition_name[s->cancelled[j].condition]);
		out_printf(&run->out, "  %s %s pass: %s, cancelled by a %s "
		    "pass  (%s; %s)\n", side_name[who],
		    pass_kind_name[s->cancelled[j].kind],
		    condition_name[s->cancelled[j].condition],
		    pass_kind_name[!s->cancelled[j].kind],
		    table_source(conditions, row), table_source(rerolls,
		    reroll_row(rerolls, mechanic, s->cancelled[j].kind)));
	}
}

static void
text(struct run *run, const void *state)
{
	const struct combat *c = state;
	int who;

	/* As bolivar-melee's: "HITS  attacker 3, defender 2". */
	out_str(&run->out, "HITS  attacker ");
	out_long(&run->out, c->side[ATTACKER].hits);
	out_str(&run->out, ", defender ");
	out_long(&run->out, c->side[DEFENDER].hits);
	for (who = 0; who < NSIDES; who++)
		if (c->side[who].casualty.killed)
			out_printf(&run->out, "; the %s's sub-commander is "
			    "killed", side_name[who]);
	out_str(&run->out, "\n");
	for (who = 0; who < NSIDES; who++)
		text_side(run, &c->side[who], (enum role)who);
	for (who = 0; who < NSIDES; who++)
		if (c->side[who].officer)
			text_officer(run, &c->side[who], (enum role)who);
	if (run->common.verbose)
		for (who = 0; who < NSIDES; who++)
			text_sources(run, &c->side[who], (enum role)who);
}

static void
json_side(struct run *run, const struct side *s)
{
	const struct pass *p;
	int j;

	json_open(&run->out, '{');
	json_key(&run->out, "unit");
	json_string(&run->out, cell_text(table(run, T_UNIT), s->unit_row,
	    UNIT_NAME));
	json_key(&run->out, "pool");
	json_open(&run->out, '{');
	json_key(&run->out, "own");
	json_whole(&run->out, s->own);
	json_key(&run->out, "cd");
	json_whole(&run->out, s->extra[X_CD]);
	json_key(&run->out, "mx");
	json_whole(&run->out, s->extra[X_MX]);
	json_key(&run->out, "bonus");
	json_whole(&run->out, s->extra[X_BONUS]);
	json_key(&run->out, "total");
	json_whole(&run->out, s->total);
	json_close(&run->out, '}');
	json_key(&run->out, "hit_on");
	json_whole(&run->out, s->hit_on);
	json_key(&run->out, "rolls");
	values_json(run, s->first_rolls, s->total);
	json_key(&run->out, "passes");
	json_open(&run->out, '[');
	for (j = 0; j < s->npasses; j++) {
		p = &s->passes[j];
		json_open(&run->out, '{');
		json_key(&run->out, "kind");
		json_string(&run->out, pass_kind_name[p->kind]);
		json_key(&run->out, "reason");
		json_string(&run->out, condition_name[p->condition]);
		pass_json(run, p->rerolled, p->rolls, p->n);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "hits");
	json_whole(&run->out, s->hits);
	json_key(&run->out, "officer");
	if (!s->officer) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '{');
		json_key(&run->out, "roll");
		values_json(run, s->officer_rolls, s->casualty.dice);
		json_key(&run->out, "ones");
		json_whole(&run->out, ones_counted(run, s));
		json_key(&run->out, "total");
		json_whole(&run->out, s->casualty.total);
		json_key(&run->out, "killed");
		json_bool(&run->out, s->casualty.killed);
		json_close(&run->out, '}');
	}
	json_close(&run->out, '}');
}

static void
json(struct run *run, const void *state)
{
	const struct combat *c = state;
	int who;

	json_key(&run->out, "sides");
	json_open(&run->out, '{');
	for (who = 0; who < NSIDES; who++) {
		json_key(&run->out, side_name[who]);
		json_side(run, &c->side[who]);
	}
	json_close(&run->out, '}');
}

static const struct tool fpga_combat = {
	.name = "fpga-combat",
	.asker = "attacker",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "the attacker scores more hits",
	.state_size = sizeof(struct combat),
	.state_cleared = offsetof(struct combat, dice),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json
};

int
main(int argc, char *argv[])
{
	return tool_main(&fpga_combat, argc, argv);
}
