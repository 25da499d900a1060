/*
 * lib-charge - LIB Regimental charge combat: each side rolls a d10 and
 * adds its own modifiers; the difference, attacker minus defender, picks
 * a band of the charge table.  A Desperate Struggle costs both sides a
 * stand, disorders both, takes away the attacker's charge bonuses and
 * rolls again until the difference is not 0.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "effectiveness.h"
#include "err.h"
#include "num.h"
#include "regimental.h"
#include "tool.h"
#include "walk.h"

enum { T_QUALITY, T_CONDITION, T_OUTNUMBERED, T_GUNS, T_MODIFIERS,
	T_FORMATIONS, T_GROUND, T_TERRAIN, T_CAVALRY, T_DICE, T_REIN,
	T_LEADER, T_RESULTS, T_EFFECTS, T_EFFECTIVENESS, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_QUALITY] = &lib_quality_table,
	[T_CONDITION] = &lib_condition_table,
	[T_OUTNUMBERED] = &lib_outnumbered_table,
	[T_GUNS] = &lib_guns_table,
	[T_MODIFIERS] = &lib_modifier_table,
	[T_FORMATIONS] = &lib_formation_table,
	[T_GROUND] = &lib_ground_table,
	[T_TERRAIN] = &lib_terrain_table,
	[T_CAVALRY] = &lib_cavalry_table,
	[T_DICE] = &lib_dice_table,
	[T_REIN] = &lib_rein_table,
	[T_LEADER] = &lib_leader_table,
	[T_RESULTS] = &lib_result_table,
	[T_EFFECTS] = &lib_effect_table,
	[T_EFFECTIVENESS] = &lib_effectiveness_table
};

enum {
	OPT_ATTACKER_QUALITY, OPT_ATTACKER_CONDITION, OPT_ATTACKER_STANDS,
	OPT_ATTACKER_RATING, OPT_ATTACKER_OUTNUMBERED,
	OPT_ATTACKER_DISORDERED, OPT_ATTACKER_COLONEL, OPT_ATTACKER_LEADER,
	OPT_ATTACKER_GAUCHO, OPT_ATTACKER_TYPE, OPT_ATTACKER_COLD_STEEL,
	OPT_ATTACKER_STATIONARY, OPT_ATTACKER_OUTFLANKED,
	OPT_DEFENDER_QUALITY, OPT_DEFENDER_CONDITION, OPT_DEFENDER_STANDS,
	OPT_DEFENDER_RATING, OPT_DEFENDER_OUTNUMBERED,
	OPT_DEFENDER_GUNS, OPT_DEFENDER_DISORDERED, OPT_DEFENDER_COLONEL,
	OPT_DEFENDER_LEADER, OPT_DEFENDER_GAUCHO, OPT_DEFENDER_TYPE,
	OPT_DEFENDER_COUNTERCHARGE, OPT_DEFENDER_FORMATION,
	OPT_DEFENDER_OUTFLANKED, OPT_DEFENDER_GROUND, OPT_TERRAIN, OPT_COMBAT,
	OPT_COUNT
};
/* A value of a table's names (its ROW_NAME), a flag, a side's rating. */
#define WORD(n, a, h, t, f)	{ .name = n, .kind = KIND_WORD, .arg = a, \
	.help = h, .table = t, .column = ROW_NAME, .fallback = f }
#define FLAG(n, h)		{ .name = n, .kind = KIND_FLAG, .help = h }
#define RATING(n, s)		{ .name = n, .kind = KIND_WORD, \
	.arg = "RATING", .help = "spirited, reliable or unreliable (with " \
	"NOW/START)", .choices = EFFECTIVENESS_RATINGS, .needs = s }
/* A side's quality; the bare --SIDE QUALITY is its old name (issue 32:
 * a unit's grade is --SIDE-quality suite-wide). */
#define QUALITY(side)		{ .name = side "-quality", \
	.kind = KIND_WORD, .arg = "QUALITY", .help = "the " side "'s quality", \
	.table = &lib_quality_table, .column = ROW_NAME, \
	.fallback = "regular", .also = side }
/* A side's troops, a word as a unit's type is suite-wide (issue 32);
 * the old flag --SIDE-cavalry is its value.  A battery is given by its
 * support (--defender-guns). */
enum { TYPE_INFANTRY, TYPE_CAVALRY };
#define TYPE(side, h)		{ .name = side "-type", .kind = KIND_WORD, \
	.arg = "TYPE", .help = h, .choices = "infantry,cavalry", \
	.fallback = "infantry", .also = side "-cavalry=cavalry" }
#define STANDS(n)		{ .name = n, .kind = KIND_TEXT, \
	.arg = "NOW[/START]", .help = "stands now (and at the start, for " \
	"the condition)" }
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_ATTACKER_QUALITY] = QUALITY("attacker"),
	[OPT_ATTACKER_CONDITION] = WORD("attacker-condition", "STATE",
	    "the attacker's condition (worn if not given)",
	    &lib_condition_table, NULL),
	[OPT_ATTACKER_STANDS] = STANDS("attacker-stands"),
	[OPT_ATTACKER_RATING] = RATING("attacker-rating", "attacker-stands"),
	[OPT_ATTACKER_OUTNUMBERED] = { .name = "attacker-outnumbered",
	    .kind = KIND_WORD, .arg = "RATIO", .help = "the attacker is "
	    "outnumbered, by this ratio", .table = &lib_outnumbered_table,
	    .column = ROW_NAME, .excludes = "defender-outnumbered" },
	[OPT_ATTACKER_DISORDERED] = FLAG("attacker-disordered",
	    "disordered troops"),
	[OPT_ATTACKER_COLONEL] = FLAG("attacker-colonel", "a brave colonel"),
	[OPT_ATTACKER_LEADER] = FLAG("attacker-leader",
	    "a leader attached (and the Fallen Leader check)"),
	[OPT_ATTACKER_GAUCHO] = FLAG("attacker-gaucho",
	    "gaucho cavalry (with --attacker-type cavalry)"),
	[OPT_ATTACKER_TYPE] = TYPE("attacker",
	    "infantry or cavalry, a cavalry charge"),
	[OPT_ATTACKER_COLD_STEEL] = FLAG("attacker-cold-steel",
	    "cold steel or lancers"),
	[OPT_ATTACKER_STATIONARY] = FLAG("attacker-stationary",
	    "cavalry charging from a stand"),
	[OPT_ATTACKER_OUTFLANKED] = FLAG("attacker-outflanked",
	    "the attacker is outflanked"),
	[OPT_DEFENDER_QUALITY] = QUALITY("defender"),
	[OPT_DEFENDER_CONDITION] = WORD("defender-condition", "STATE",
	    "the defender's condition (worn if not given)",
	    &lib_condition_table, NULL),
	[OPT_DEFENDER_STANDS] = STANDS("defender-stands"),
	[OPT_DEFENDER_RATING] = RATING("defender-rating", "defender-stands"),
	[OPT_DEFENDER_OUTNUMBERED] = WORD("defender-outnumbered", "RATIO",
	    "the defender is outnumbered, by this ratio",
	    &lib_outnumbered_table, NULL),
	[OPT_DEFENDER_GUNS] = WORD("defender-guns", "SUPPORT",
	    "the defender is guns, and how supported", &lib_guns_table,
	    NULL),
	[OPT_DEFENDER_DISORDERED] = FLAG("defender-disordered",
	    "disordered troops or a silenced gun"),
	[OPT_DEFENDER_COLONEL] = FLAG("defender-colonel", "a brave colonel"),
	[OPT_DEFENDER_LEADER] = FLAG("defender-leader",
	    "a leader attached (and the Fallen Leader check)"),
	[OPT_DEFENDER_GAUCHO] = FLAG("defender-gaucho",
	    "gaucho cavalry (with --defender-type cavalry)"),
	[OPT_DEFENDER_TYPE] = TYPE("defender", "infantry or cavalry"),
	[OPT_DEFENDER_COUNTERCHARGE] = FLAG("defender-countercharge",
	    "the defending cavalry countercharges"),
	[OPT_DEFENDER_FORMATION] = WORD("defender-formation", "FORM",
	    "the defender's formation", &lib_formation_table, "line"),
	[OPT_DEFENDER_OUTFLANKED] = FLAG("defender-outflanked",
	    "the defender is outflanked"),
	[OPT_DEFENDER_GROUND] = WORD("defender-ground", "GROUND",
	    "the defender's ground (the sheet's favorable taken too)",
	    &lib_ground_table, NULL),
	[OPT_TERRAIN] = WORD("terrain", "TERRAIN", "the ground charged over",
	    &lib_terrain_table, "open"),
	[OPT_COMBAT] = { .name = "combat", .kind = KIND_WORD,
	    .arg = "COMBAT", .help = "first (the default) or breakthrough",
	    .choices = "first,breakthrough", .fallback = "first" },
	{ .name = NULL }
};
enum { COMBAT_FIRST, COMBAT_BREAKTHROUGH };

enum side { ATTACKER, DEFENDER };
static const char *const side_name[] = { "attacker", "defender" };

/*
 * What --odds tallies beside the bands: whether the attacker carries
 * the position (the question: Hard Pressed carries unless the defender
 * holds), whether there was a struggle, whether a rein-in passes, each
 * side's stands lost and its Fallen Leader result (a row), by side.
 */
enum { Q_CARRIED, Q_STRUGGLE, Q_REIN_IN, Q_STANDS_LOST,
	Q_FALLEN_LEADER = Q_STANDS_LOST + 2,
	QUANTITY_COUNT = Q_FALLEN_LEADER + 2 };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_CARRIED] = { .key = "carried", .event = 1, .own = 1,
	    .asked = 1 },
	[Q_STRUGGLE] = { .key = "desperate_struggle", .label = "struggle",
	    .event = 1 },
	[Q_REIN_IN] = { .key = "rein_in", .label = "rein-in passes",
	    .event = 1 },
	[Q_STANDS_LOST + ATTACKER] = { .key = "attacker_stands_lost",
	    .label = "attacker stands lost", .group = "stands_lost",
	    .member = "attacker" },
	[Q_STANDS_LOST + DEFENDER] = { .key = "defender_stands_lost",
	    .label = "defender stands lost", .group = "stands_lost",
	    .member = "defender" },
	[Q_FALLEN_LEADER + ATTACKER] = { .key = "attacker_fallen_leader",
	    .own = 1 },
	[Q_FALLEN_LEADER + DEFENDER] = { .key = "defender_fallen_leader",
	    .own = 1 },
	{ .key = NULL }
};

/* Its outcomes are the bands of results.csv, as a group names them;
 * --odds lists them by a bit each. */
#define RESULTS_MAX	32
static struct outcome_def outcomes[RESULTS_MAX + 1];
/* Its always_listed: the bands that end a charge (check_tables). */
static struct odds_hooks hooks;

/* The options both sides have; -1: this side has none. */
static const struct side_opts {
	int	quality, condition, stands, rating, outnumbered, guns,
		disordered, colonel, leader, gaucho, cavalry, outflanked;
} side_opts[2] = {
	{ OPT_ATTACKER_QUALITY, OPT_ATTACKER_CONDITION,
	  OPT_ATTACKER_STANDS, OPT_ATTACKER_RATING, OPT_ATTACKER_OUTNUMBERED,
	  -1, OPT_ATTACKER_DISORDERED, OPT_ATTACKER_COLONEL,
	  OPT_ATTACKER_LEADER, OPT_ATTACKER_GAUCHO, OPT_ATTACKER_TYPE,
	  OPT_ATTACKER_OUTFLANKED },
	{ OPT_DEFENDER_QUALITY, OPT_DEFENDER_CONDITION,
	  OPT_DEFENDER_STANDS, OPT_DEFENDER_RATING, OPT_DEFENDER_OUTNUMBERED,
	  OPT_DEFENDER_GUNS, OPT_DEFENDER_DISORDERED, OPT_DEFENDER_COLONEL,
	  OPT_DEFENDER_LEADER, OPT_DEFENDER_GAUCHO, OPT_DEFENDER_TYPE,
	  OPT_DEFENDER_OUTFLANKED }
};

/* The rows modifiers.csv must have. */
enum { MOD_DISORDERED, MOD_LEADER, MOD_GAUCHO, MOD_OUTFLANKED,
	MOD_COLD_STEEL, NMODS };
static const char *const mod_name[NMODS] = {
	"disordered", "leader", "gaucho", "outflanked", "cold-steel"
};

/* The rolls dice.csv must have. */
enum { DIE_COMBAT, DIE_REIN_IN, DIE_FALLEN_LEADER, NDICE };
static const char *const die_name[NDICE] = {
	"combat", "rein-in", "fallen-leader"
};

/*
 * The conditions an effect may be given under in effects.csv, seen from
 * the side the effect falls on; "not-" before one turns it round, "a&b"
 * holds when both do and "a|b" when either does.  "held" is the
 * result's own "held" column of results.csv, which cannot name it.
 */
enum { IF_DISORDERED, IF_CAVALRY, IF_BY_CAVALRY, IF_OUTFLANKED, IF_SQUARE,
	IF_FORTIFIED, IF_ROUGH_GROUND, IF_GUNS, IF_BREAKTHROUGH,
	IF_COUNTERCHARGE, IF_HELD, NCONDITIONS };
static const char *const if_word[NCONDITIONS] = {
	"disordered", "cavalry", "by-cavalry", "outflanked", "square",
	"fortified", "rough-ground", "guns", "breakthrough", "countercharge",
	"held"
};
static const char *const if_reason[NCONDITIONS] = {
	"already disordered", "cavalry", "defeated by cavalry", "outflanked",
	"defender in square", "defender fortified",
	"charged over broken or rough ground", NULL, "breakthrough combat",
	"countercharging", NULL
};

/* The rounds kept at first; a charge fights as many as its dice give. */
#define ROUNDS_KEPT	16

static const char never_ending[] = "after a struggle every roll is "
    "another: a charge would never end";

struct round {
	int		 roll[2];
	long		 total[2];
	long		 difference;
	int		 disordered[2];		/* before this round's result */
	size_t		 result;		/* row of results.csv */
};

/*
 * What a struggle changed: run->modifiers from..to, and each side's
 * modifier before and after, for the re-roll after round (1-based).
 */
struct change {
	size_t		 round, from, to;
	long		 before[2], after[2];
};
/* The first struggle, and each condition a side can fall to after it. */
#define CHANGES_MAX	8

struct charge {
	/* What the inputs decide, once. */
	int		 cavalry[2], guns[2], outflanked[2], square, fortified,
			 rough, breakthrough;
	size_t		 mod_row[NMODS];
	long		 cold_steel;		/* lost in a struggle */
	long		 cavalry_charge[2];	/* by side, lost in a struggle */
	size_t		 cavalry_row[2];
	const char	*not_counted;		/* of the one -3 */
	/* The round being fought. */
	long		 first_modifier[2], modifier[2];
	int		 disordered[2];
	size_t		 first_changes;		/* the first round's end */
	struct change	 changes[CHANGES_MAX];	/* of each struggle */
	size_t		 nchanges;
	/* The condition: from the stands (sized) or as given. */
	int		 sized[2];
	struct unit_size unit[2];
	int		 condition[2], first_condition[2];	/* UNIT_FRESH..:
							 * sized only */
	size_t		 condition_row[2], first_condition_row[2];
	int		 after[2];		/* sized: after the charge */
	long		 now[2];		/* stands now; -1: not given */
	/* The fight. */
	struct round	*rounds;		/* kept->rounds */
	size_t		 nrounds;
	long		 stands[2], damaged[2];
	int		 destroyed[2], carried;
	int		 rein_side, rein_roll, rein_passed;	/* side -1: none */
	long		 rein_needed;
	size_t		 rein_row;
	int		 leader_side, leader_roll;
	size_t		 leader_row;
};

/*
 * What a charge uses, grown to the longest yet and kept through the run
 * (run->kept): the rounds under way, and the names of two words of its
 * modifiers, a slot a modifier.  Made by check_tables, so in the run's
 * arena, not a batch line's: a line that fails frees nothing of it.
 */
struct kept {
	struct round	*rounds;
	size_t		 cap;
	char		*names[MODIFIERS_MAX];
	size_t		 sizes[MODIFIERS_MAX];
	/* The rows the mechanic reads, found once by name when the tables
	 * are loaded: modifiers.csv's, dice.csv's sides, rein-in.csv's by
	 * the quality's row, cavalry.csv's by the terrain's and the
	 * formation's (-1: none) and "stationary"'s, condition.csv's by
	 * the condition (UNIT_FRESH...). */
	size_t		 mod_row[NMODS];
	size_t		 condition_row[UNIT_CONDITIONS];
	int		 sides[NDICE];
	size_t		*rein_row;
	size_t		*cavalry_terrain;
	long		*cavalry_formation;
	size_t		 cavalry_stationary;
	/* effects.csv's rows by results.csv's row and side: matched by
	 * name on every row of each round, they were a third of a batch
	 * line. */
	size_t		*effect_result;
	int		*effect_side;
	/* The "if" of each row of effects.csv and "held" of results.csv,
	 * read (if_read): matched by name, they were a quarter of a line. */
	const int	**effect_if, **held_if;
};

/* "attacker", "defender" or "" in a results.csv column, as a side or -1. */
static int
side_of(const char *text)
{
	if (strcmp(text, side_name[ATTACKER]) == 0)
		return ATTACKER;
	if (strcmp(text, side_name[DEFENDER]) == 0)
		return DEFENDER;
	return -1;
}

/* The condition a word of an effect's "if" names ("not-" off), or -1. */
static int
condition_of(const char *word, size_t len)
{
	int i;

	for (i = 0; i < NCONDITIONS; i++)
		if (strlen(if_word[i]) == len
		    && strncmp(word, if_word[i], len) == 0)
			return i;
	return -1;
}

/* A condition's number (if_index_fn): arg is whether "held" may be
 * one. */
static int
condition_known(const void *arg, const char *word, size_t len)
{
	int i = condition_of(word, len);

	return i == IF_HELD && !*(const int *)arg ? -1 : i;
}

/* The conditions in the column, read: "held" only if held (the last of
 * them). */
static const int **
read_conditions(const struct table *t, int column, int held)
{
	return if_read(t, column, condition_known, &held, if_word,
	    held ? NCONDITIONS : IF_HELD, NULL);
}

static void
check_tables(struct run *run)
{
	const struct table *results = table(run, T_RESULTS);
	const struct table *effects = table(run, T_EFFECTS);
	const struct table *quality = table(run, T_QUALITY);
	const struct table *terrain = table(run, T_TERRAIN);
	const struct table *leader = table(run, T_LEADER);
	const struct table *cavalry = table(run, T_CAVALRY);
	const struct table *formations = table(run, T_FORMATIONS);
	struct kept *kept;
	size_t row;
	long found;
	int i, c, ends = 0;

	kept = run->kept = xcalloc(1, sizeof(*kept));
	kept->rounds = xcalloc(ROUNDS_KEPT, sizeof(*kept->rounds));
	kept->cap = ROUNDS_KEPT;
	for (i = 0; i < MODIFIERS_MAX; i++)
		kept->names[i] = xcalloc(1, 1);

	for (i = 0; i < NMODS; i++)
		kept->mod_row[i] = table_require_row(table(run, T_MODIFIERS),
		    ROW_NAME, mod_name[i]);
	for (i = 0; i < NDICE; i++)
		kept->sides[i] = roll_sides(table(run, T_DICE), die_name[i]);
	kept->rein_row = xcalloc(quality->rows, sizeof(*kept->rein_row));
	for (row = 0; row < quality->rows; row++)
		kept->rein_row[row] = table_require_row(table(run, T_REIN),
		    REIN_QUALITY, cell_text(quality, row, QUALITY_NAME));
	kept->cavalry_terrain = xcalloc(terrain->rows,
	    sizeof(*kept->cavalry_terrain));
	for (row = 0; row < terrain->rows; row++)
		kept->cavalry_terrain[row] = table_require_row(cavalry,
		    CAVALRY_SITUATION, cell_text(terrain, row, TERRAIN_NAME));
	kept->cavalry_formation = xcalloc(formations->rows,
	    sizeof(*kept->cavalry_formation));
	for (row = 0; row < formations->rows; row++)
		kept->cavalry_formation[row] = table_find(cavalry,
		    CAVALRY_SITUATION, cell_text(formations, row,
		    FORMATION_NAME));
	kept->cavalry_stationary = table_require_row(cavalry,
	    CAVALRY_SITUATION, "stationary");
	for (i = 0; i < UNIT_CONDITIONS; i++)
		kept->condition_row[i] = condition_row(table(run, T_CONDITION),
		    i);
	if (results->rows > RESULTS_MAX)
		table_fail(results, RESULTS_MAX, -1, "more than %d results",
		    RESULTS_MAX);
	/* The best band first, as the sheet reads; every one that ends a
	 * charge listed in --odds, at 0 too. */
	hooks.always_listed = 0;
	for (row = 0; row < results->rows; row++) {
		i = (int)(results->rows - 1 - row);
		outcomes[i].token = cell_text(results, row, RESULT_TOKEN);
		outcomes[i].word = cell_text(results, row, RESULT_NAME);
		if (!cell_whole(results, row, RESULT_AGAIN))
			hooks.always_listed |= 1u << i;
	}
	outcomes[results->rows].token = NULL;
	for (row = 0; row < results->rows; row++) {
		for (c = RESULT_FALLEN_LEADER; c <= RESULT_REIN_IN; c++)
			if (*cell_text(results, row, c) != '\0'
			    && side_of(cell_text(results, row, c)) < 0)
				table_fail(results, row, c, "'%s' is not "
				    "attacker, defender or empty",
				    cell_text(results, row, c));
		ends |= !cell_whole(results, row, RESULT_AGAIN);
	}
	if (!ends)
		table_fail(results, results->rows, -1, "every band rolls again: "
		    "a charge would never end");
	table_require_open_bands(results, "the difference of the totals");
	kept->effect_result = xcalloc(effects->rows,
	    sizeof(*kept->effect_result));
	kept->effect_side = xcalloc(effects->rows, sizeof(*kept->effect_side));
	for (row = 0; row < effects->rows; row++) {
		if ((found = table_find(results, RESULT_TOKEN,
		    cell_text(effects, row, EFFECT_RESULT))) < 0)
			table_fail(effects, row, EFFECT_RESULT, "'%s' is not a "
			    "result of %s", cell_text(effects, row,
			    EFFECT_RESULT), results->path);
		kept->effect_result[row] = (size_t)found;
		if ((kept->effect_side[row] = side_of(cell_text(effects, row,
		    EFFECT_SIDE))) < 0)
			table_fail(effects, row, EFFECT_SIDE, "'%s' is not "
			    "attacker or defender", cell_text(effects, row,
			    EFFECT_SIDE));
	}
	kept->effect_if = read_conditions(effects, EFFECT_IF, 1);
	kept->held_if = read_conditions(results, RESULT_HELD, 0);
	fallen_leader_check(leader, table(run, T_DICE));
	effectiveness_check(table(run, T_EFFECTIVENESS),
	    table(run, T_CONDITION), opts[OPT_ATTACKER_RATING].name);
}

/* A modifier's name of two words, kept as long as the charge. */
static const char *
label(const struct run *run, const char *first, const char *second)
{
	struct kept *kept = run->kept;
	size_t i = run->nmodifiers % MODIFIERS_MAX;
	size_t size = strlen(first) + strlen(second) + 2;

	if (size > kept->sizes[i]) {
		kept->names[i] = xrealloc(kept->names[i], size);
		kept->sizes[i] = size;
	}
	snprintf(kept->names[i], size, "%s %s", first, second);
	return kept->names[i];
}

/* Count the modifier in row of t for side, named as the row unless name. */
static void
add_modifier(struct run *run, struct charge *c, int side,
    const struct table *t, size_t row, const char *name)
{
	long value = cell_whole(t, row, ROW_MODIFIER);

	modifier_add(run, name ? name : cell_text(t, row, ROW_NAME), value,
	    side_name[side], t, row);
	c->modifier[side] += value;
}

/* A side's quality. */
static size_t
quality_row(const struct run *run, int s)
{
	return (size_t)option(run, side_opts[s].quality)->row;
}

/*
 * "+1 Brave colonel or leader attached" is one line: a colonel and an
 * attached leader together give one +1.
 */
static void
side_modifiers(struct run *run, struct charge *c, int s)
{
	const struct side_opts *o = &side_opts[s];
	const struct table *mods = table(run, T_MODIFIERS);
	const struct opt_value *v;
	int colonel = option(run, o->colonel)->given > 0;
	int leader = option(run, o->leader)->given > 0;

	add_modifier(run, c, s, table(run, T_QUALITY),
	    quality_row(run, s), NULL);
	add_modifier(run, c, s, table(run, T_CONDITION),
	    c->condition_row[s], NULL);
	if ((v = option(run, o->outnumbered))->given)
		add_modifier(run, c, s, table(run, T_OUTNUMBERED),
		    (size_t)v->row, label(run, "outnumbered", v->text[0]));
	if (o->guns >= 0 && (v = option(run, o->guns))->given)
		add_modifier(run, c, s, table(run, T_GUNS),
		    (size_t)v->row, label(run, v->text[0], "guns"));
	if (c->disordered[s])
		add_modifier(run, c, s, mods, c->mod_row[MOD_DISORDERED], NULL);
	if (colonel || leader)
		add_modifier(run, c, s, mods, c->mod_row[MOD_LEADER],
		    colonel && leader ? "colonel and leader" : colonel
		    ? "colonel" : "leader");
	if (option(run, o->gaucho)->given)
		add_modifier(run, c, s, mods, c->mod_row[MOD_GAUCHO], NULL);
}

/*
 * Outflanked, march column and limbered guns are one -3 however many
 * apply: the worst of them counts and the other is noted.
 */
static void
defender_modifiers(struct run *run, struct charge *c)
{
	const struct table *formations = table(run, T_FORMATIONS);
	const struct table *mods = table(run, T_MODIFIERS);
	const struct opt_value *ground = option(run, OPT_DEFENDER_GROUND);
	size_t f = (size_t)option(run, OPT_DEFENDER_FORMATION)->row;
	size_t outflanked = c->mod_row[MOD_OUTFLANKED];
	long fmod = cell_whole(formations, f, ROW_MODIFIER);
	int as_outflanked = cell_whole(formations, f, FORMATION_AS_OUTFLANKED);

	c->not_counted = NULL;
	if (c->outflanked[DEFENDER] && as_outflanked && fmod <= cell_whole(mods,
	    outflanked, ROW_MODIFIER)) {
		add_modifier(run, c, DEFENDER, formations, f, NULL);
		c->not_counted = mod_name[MOD_OUTFLANKED];
	} else if (c->outflanked[DEFENDER]) {
		add_modifier(run, c, DEFENDER, mods, outflanked, NULL);
		if (as_outflanked)
			c->not_counted = cell_text(formations, f, ROW_NAME);
		else if (fmod != 0)
			add_modifier(run, c, DEFENDER, formations, f, NULL);
	} else if (fmod != 0) {
		add_modifier(run, c, DEFENDER, formations, f, NULL);
	}
	if (ground->given)
		add_modifier(run, c, DEFENDER, table(run, T_GROUND),
		    (size_t)ground->row, label(run, cell_text(table(run,
		    T_GROUND), (size_t)ground->row, ROW_NAME), "ground"));
}

/*
 * The cavalry charge line for side s: the lowest of the situations that
 * apply, n rows of cavalry.csv (the first a row, the others -1 where
 * the table has none).
 */
static void
cavalry_charge(struct run *run, struct charge *c, int s,
    const long *situation, size_t n)
{
	const struct table *cavalry = table(run, T_CAVALRY);
	size_t i;

	c->cavalry_row[s] = (size_t)situation[0];
	for (i = 1; i < n; i++)
		if (situation[i] >= 0 && cell_whole(cavalry,
		    (size_t)situation[i], CAVALRY_BONUS) < cell_whole(cavalry,
		    c->cavalry_row[s], CAVALRY_BONUS))
			c->cavalry_row[s] = (size_t)situation[i];
	add_modifier(run, c, s, cavalry, c->cavalry_row[s], label(run,
	    "cavalry charge", cell_text(cavalry, c->cavalry_row[s],
	    CAVALRY_SITUATION)));
	c->cavalry_charge[s] = run->modifiers[run->nmodifiers - 1].value;
}

/*
 * "+1 Cold steel, lancers, or breakthrough" is one +1 however many
 * apply; the cavalry charge bonus is the lowest of the situations that
 * apply.
 */
static void
attacker_modifiers(struct run *run, struct charge *c)
{
	const struct kept *kept = run->kept;
	long situation[3];
	int cold_steel = option(run, OPT_ATTACKER_COLD_STEEL)->given > 0;
	size_t n = 0;

	if (c->outflanked[ATTACKER])
		add_modifier(run, c, ATTACKER, table(run, T_MODIFIERS),
		    c->mod_row[MOD_OUTFLANKED], NULL);
	c->cold_steel = 0;
	if (cold_steel || c->breakthrough) {
		add_modifier(run, c, ATTACKER, table(run, T_MODIFIERS),
		    c->mod_row[MOD_COLD_STEEL], cold_steel && c->breakthrough
		    ? "cold-steel and breakthrough" : cold_steel ? NULL
		    : "breakthrough");
		c->cold_steel = run->modifiers[run->nmodifiers - 1].value;
	}
	if (!c->cavalry[ATTACKER])
		return;
	situation[n++] = (long)kept->cavalry_terrain[option(run,
	    OPT_TERRAIN)->row];
	if (option(run, OPT_ATTACKER_STATIONARY)->given)
		situation[n++] = (long)kept->cavalry_stationary;
	situation[n++] = kept->cavalry_formation[option(run,
	    OPT_DEFENDER_FORMATION)->row];
	cavalry_charge(run, c, ATTACKER, situation, n);
}

/*
 * Countercharging cavalry charges too (issue 33): "+2 Cavalry charge
 * over open ground +1 Broken ground ... 0 Rough ground" (sheet line
 * 185), over the ground between them, --terrain; it meets the charge,
 * so it is not stationary, and the attacker is in no square.
 */
static void
countercharge_modifiers(struct run *run, struct charge *c)
{
	const struct kept *kept = run->kept;
	long situation[1];

	if (!option(run, OPT_DEFENDER_COUNTERCHARGE)->given)
		return;
	situation[0] = (long)kept->cavalry_terrain[option(run,
	    OPT_TERRAIN)->row];
	cavalry_charge(run, c, DEFENDER, situation, 1);
}

static void
requires(const struct run *run, int opt, int needed)
{
	if (option(run, opt)->given && !option(run, needed)->given)
		fail(EXIT_USAGE, "--%s needs --%s", opts[opt].name,
		    opts[needed].name);
}

/* opt is cavalry's alone: its side's type must be cavalry. */
static void
requires_cavalry(const struct run *run, int opt, int type)
{
	if (option(run, opt)->given
	    && option(run, type)->row != TYPE_CAVALRY)
		fail(EXIT_USAGE, "--%s needs --%s cavalry", opts[opt].name,
		    opts[type].name);
}

/*
 * A side's stands (--SIDE-stands NOW, -1 if not given) and condition:
 * as given, fresh, worn or spent by NOW/START and its rating
 * (effectiveness.csv), or worn.
 */
static void
side_condition(struct run *run, struct charge *c, int s)
{
	const struct side_opts *o = &side_opts[s];
	const struct kept *kept = run->kept;
	const struct opt_value *condition = option(run, o->condition);
	const char *stands = option_text(run, o->stands), *why;

	c->now[s] = -1;
	c->sized[s] = stands != NULL && (strchr(stands, '/') != NULL
	    || option(run, o->rating)->given);
	if (c->sized[s]) {
		if (condition->given)
			fail(EXIT_USAGE, "--%s and --%s NOW/START cannot go "
			    "together", opts[o->condition].name,
			    opts[o->stands].name);
		requires(run, o->stands, o->rating);
		c->condition[s] = unit_size(table(run, T_EFFECTIVENESS),
		    opts[o->stands].name, stands, option_text(run, o->rating),
		    &c->unit[s]);
		c->condition_row[s] = kept->condition_row[c->condition[s]];
		c->now[s] = c->unit[s].now;
	} else {
		if (stands != NULL && (why = parse_whole(stands, 1, 999,
		    &c->now[s])) != NULL)
			fail(EXIT_USAGE, "--%s: %s is not NOW or NOW/START: the "
			    "stands now %s", opts[o->stands].name,
			    quoted(stands), why);
		c->condition_row[s] = condition->given ? (size_t)condition->row
		    : kept->condition_row[UNIT_WORN];
	}
	c->first_condition[s] = c->condition[s];
	c->first_condition_row[s] = c->condition_row[s];
}

/*
 * The defender's formation is one its kind (infantry, cavalry or guns)
 * can take; a formed square has no flank.
 */
static void
check_formation(const struct run *run, const struct charge *c)
{
	const struct table *formations = table(run, T_FORMATIONS);
	size_t f = (size_t)option(run, OPT_DEFENDER_FORMATION)->row;
	int kind = c->cavalry[DEFENDER] ? FORMATION_CAVALRY
	    : c->guns[DEFENDER] ? FORMATION_GUNS : FORMATION_INFANTRY;
	static const char *const kind_name[] = { "infantry", "cavalry",
	    "guns" };

	if (!cell_whole(formations, f, kind))
		fail(EXIT_USAGE, "--defender-formation %s: not a formation of "
		    "%s", cell_text(formations, f, ROW_NAME),
		    kind_name[kind - FORMATION_INFANTRY]);
	if (c->square && c->outflanked[DEFENDER])
		fail(EXIT_USAGE, "--defender-outflanked: a formed square "
		    "(--defender-formation %s) has no flank",
		    cell_text(formations, f, ROW_NAME));
}

/* The inputs and the modifiers of the first round. */
static void
set_up(struct run *run, struct charge *c)
{
	size_t f = (size_t)option(run, OPT_DEFENDER_FORMATION)->row;
	const struct opt_value *ground = option(run, OPT_DEFENDER_GROUND);
	int s;

	requires_cavalry(run, OPT_ATTACKER_GAUCHO, OPT_ATTACKER_TYPE);
	requires_cavalry(run, OPT_ATTACKER_STATIONARY, OPT_ATTACKER_TYPE);
	requires_cavalry(run, OPT_DEFENDER_GAUCHO, OPT_DEFENDER_TYPE);
	requires_cavalry(run, OPT_DEFENDER_COUNTERCHARGE, OPT_DEFENDER_TYPE);
	if (option(run, OPT_DEFENDER_TYPE)->row == TYPE_CAVALRY
	    && option(run, OPT_DEFENDER_GUNS)->given)
		fail(EXIT_USAGE, "--%s cavalry and --%s: the defender is "
		    "cavalry or guns, not both", opts[OPT_DEFENDER_TYPE].name,
		    opts[OPT_DEFENDER_GUNS].name);
	memset(c, 0, sizeof(*c));
	memcpy(c->mod_row, ((const struct kept *)run->kept)->mod_row,
	    sizeof(c->mod_row));
	for (s = ATTACKER; s <= DEFENDER; s++) {
		c->cavalry[s] = option(run, side_opts[s].cavalry)->row
		    == TYPE_CAVALRY;
		c->guns[s] = side_opts[s].guns >= 0
		    && option(run, side_opts[s].guns)->given > 0;
		c->disordered[s] = option(run, side_opts[s].disordered)->given > 0;
		c->outflanked[s] = option(run, side_opts[s].outflanked)->given > 0;
		side_condition(run, c, s);
	}
	c->square = (int)cell_whole(table(run, T_FORMATIONS), f,
	    FORMATION_SQUARE);
	check_formation(run, c);
	c->breakthrough = option(run, OPT_COMBAT)->row == COMBAT_BREAKTHROUGH;
	c->fortified = ground->given && cell_whole(table(run, T_GROUND),
	    (size_t)ground->row, GROUND_FORTIFIED);
	c->rough = (int)cell_whole(table(run, T_TERRAIN), (size_t)option(run,
	    OPT_TERRAIN)->row, TERRAIN_ROUGH);
	side_modifiers(run, c, ATTACKER);
	attacker_modifiers(run, c);
	side_modifiers(run, c, DEFENDER);
	defender_modifiers(run, c);
	countercharge_modifiers(run, c);
	c->first_changes = run->nmodifiers;
	memcpy(c->first_modifier, c->modifier, sizeof(c->modifier));
	c->rein_side = c->leader_side = -1;
}

/*
 * A side given by its stands fights the re-roll in the condition the
 * stands it has lost leave it ("adjust modifiers and roll again"); one
 * with none left fights on as spent.
 */
static void
struggle_condition(struct run *run, struct charge *c, int s)
{
	const struct table *conditions = table(run, T_CONDITION);
	size_t row;
	long value;
	int now;

	if (!c->sized[s])
		return;
	now = unit_condition(&c->unit[s], c->unit[s].now - c->stands[s]);
	if (now == UNIT_DESTROYED)
		now = UNIT_SPENT;
	if (now == c->condition[s])
		return;
	row = ((const struct kept *)run->kept)->condition_row[now];
	value = cell_whole(conditions, row, ROW_MODIFIER)
	    - cell_whole(conditions, c->condition_row[s], ROW_MODIFIER);
	modifier_add(run, label(run, cell_text(conditions, row, ROW_NAME),
	    "by the struggle"), value, side_name[s], conditions, row);
	c->modifier[s] += value;
	c->condition[s] = now;
	c->condition_row[s] = row;
}

/*
 * After a struggle both sides are disordered and fight on without cold
 * steel and the cavalry charge (either side's: line 186); a side of
 * given stands may fall to worn or spent.  Later struggles change no
 * more than that.  fought is the number of rounds fought.
 */
static void
struggle(struct run *run, struct charge *c, size_t fought)
{
	const struct table *mods = table(run, T_MODIFIERS);
	struct change *ch = &c->changes[c->nchanges];
	size_t from = run->nmodifiers;
	long before[2];
	int s;

	memcpy(before, c->modifier, sizeof(before));
	for (s = ATTACKER; s <= DEFENDER; s++)
		if (!c->disordered[s]) {
			add_modifier(run, c, s, mods,
			    c->mod_row[MOD_DISORDERED],
			    "disordered by the struggle");
			c->disordered[s] = 1;
		}
	if (c->cold_steel != 0) {
		modifier_add(run, "cold-steel lost", -c->cold_steel,
		    side_name[ATTACKER], mods, c->mod_row[MOD_COLD_STEEL]);
		c->modifier[ATTACKER] -= c->cold_steel;
		c->cold_steel = 0;
	}
	for (s = ATTACKER; s <= DEFENDER; s++) {
		if (c->cavalry_charge[s] == 0)
			continue;
		modifier_add(run, "cavalry charge lost", -c->cavalry_charge[s],
		    side_name[s], table(run, T_CAVALRY),
		    c->cavalry_row[s]);
		c->modifier[s] -= c->cavalry_charge[s];
		c->cavalry_charge[s] = 0;
	}
	for (s = ATTACKER; s <= DEFENDER; s++)
		struggle_condition(run, c, s);
	/* The first always, to say what the re-roll is fought with. */
	if ((c->nchanges == 0 || run->nmodifiers > from)
	    && c->nchanges < CHANGES_MAX) {
		ch->round = fought;
		ch->from = from;
		ch->to = run->nmodifiers;
		memcpy(ch->before, before, sizeof(before));
		memcpy(ch->after, c->modifier, sizeof(c->modifier));
		c->nchanges++;
	}
}

static int conditions_hold(const struct run *, const struct charge *,
    const struct round *, int, const int *, struct out *);

/* Does a condition hold; if held, its reasons go to why (NULL: none
 * wanted) as the result's "held" conditions give them. */
static int
condition_holds(const struct run *run, const struct charge *c,
    const struct round *r, int side, int cond, struct out *why)
{
	const int *held;

	switch (cond) {
	case IF_DISORDERED:	return r->disordered[side];
	case IF_CAVALRY:	return c->cavalry[side];
	case IF_BY_CAVALRY:	return c->cavalry[!side];
	case IF_OUTFLANKED:	return c->outflanked[side];
	case IF_SQUARE:		return c->square;
	case IF_FORTIFIED:	return c->fortified;
	case IF_ROUGH_GROUND:	return c->rough;
	case IF_GUNS:		return c->guns[side];
	case IF_BREAKTHROUGH:	return c->breakthrough;
	case IF_COUNTERCHARGE:	return side == DEFENDER && option(run,
				    OPT_DEFENDER_COUNTERCHARGE)->given;
	default:
		held = ((const struct kept *)run->kept)->held_if[r->result];
		return *held != IF_END && conditions_hold(run, c, r, DEFENDER,
		    held, why);
	}
}

/* A round's conditions for a side (conditions_hold), and where their
 * reasons go. */
struct held {
	const struct run	*run;
	const struct charge	*c;
	const struct round	*r;
	int			 side;
	struct out		*why;
};

/* Whether a word of an "if" holds for the side (if_word_fn). */
static int
word_holds(const void *arg, int i, const char **reason)
{
	const struct held *h = arg;

	*reason = if_reason[i];
	return condition_holds(h->run, h->c, h->r, h->side, i, h->why);
}

/*
 * Do the conditions cond (a cell's "a&b|c" as if_read() read it, empty:
 * always) hold for side in round r?  The reasons that made them hold
 * ("defeated by cavalry") are added to why, where it is not NULL.
 */
static int
conditions_hold(const struct run *run, const struct charge *c,
    const struct round *r, int side, const int *cond, struct out *why)
{
	const struct held h = { run, c, r, side, why };

	return if_holds(cond, word_holds, &h, why);
}

/*
 * Does the effect in row hold for side in round r?  why (NULL: none
 * wanted) gets the reasons that made it hold ("defeated by cavalry,
 * outflanked").
 */
static int
effect_holds(const struct run *run, const struct charge *c,
    const struct round *r, int side, size_t row, struct out *why)
{
	const struct kept *kept = run->kept;

	if (kept->effect_result[row] != r->result
	    || kept->effect_side[row] != side)
		return 0;
	if (why != NULL)
		out_reset(why);
	return conditions_hold(run, c, r, side, kept->effect_if[row], why);
}

/* Does the attacker carry the position with the band of round r? */
static int
carried(const struct run *run, const struct charge *c, const struct round *r)
{
	const struct table *results = table(run, T_RESULTS);

	return cell_whole(results, r->result, RESULT_CARRIED)
	    && !condition_holds(run, c, r, DEFENDER, IF_HELD, NULL);
}

/* Points of difference past the band's edge nearer 0 (Swept's "over 9"). */
static long
points_past(const struct run *run, const struct round *r)
{
	const struct table *results = table(run, T_RESULTS);
	const struct cell *low = &results->cells[r->result * results->columns
	    + RESULT_LOW], *high = &results->cells[r->result
	    * results->columns + RESULT_HIGH];
	long edge = low->blank || (!high->blank
	    && labs(high->whole) < labs(low->whole)) ? high->whole : low->whole;

	return labs(r->difference - edge);
}

/*
 * The stands side loses in round r, never more than it has left; the
 * gun stands damaged go to *damaged.
 */
static long
stands_lost(const struct run *run, const struct charge *c,
    const struct round *r, int side, long *damaged)
{
	const struct table *effects = table(run, T_EFFECTS);
	size_t row;
	long stands = 0;

	*damaged = 0;
	for (row = 0; row < effects->rows; row++)
		if (effect_holds(run, c, r, side, row, NULL)) {
			stands += cell_whole(effects, row, EFFECT_STANDS)
			    + cell_whole(effects, row, EFFECT_PER_POINT)
			    * points_past(run, r);
			*damaged += cell_whole(effects, row, EFFECT_DAMAGED);
		}
	if (c->now[side] >= 0 && stands > c->now[side] - c->stands[side])
		stands = c->now[side] - c->stands[side];
	return stands;
}

static int
die_sides(const struct run *run, int die)
{
	return ((const struct kept *)run->kept)->sides[die];
}

/* A round in the present state, before its dice are known. */
static void
begin_round(const struct charge *c, struct round *r)
{
	memcpy(r->disordered, c->disordered, sizeof(r->disordered));
}

static void
finish_round(const struct run *run, const struct charge *c, struct round *r)
{
	int s;

	for (s = ATTACKER; s <= DEFENDER; s++)
		r->total[s] = r->roll[s] + c->modifier[s];
	r->difference = r->total[ATTACKER] - r->total[DEFENDER];
	r->result = table_band(table(run, T_RESULTS), r->difference);
}

/* Is a side destroyed, given by its stands and with none left? */
static int
destroyed(const struct charge *c, int s)
{
	return c->now[s] >= 0 && c->stands[s] >= c->now[s];
}

/*
 * Whose cavalry tests for reining in after the band of r, or -1:
 * attacking cavalry that drove the defender back "after 1st combat";
 * defending cavalry that countercharged and held.
 */
static int
rein_in_side(const struct run *run, const struct charge *c,
    const struct round *r)
{
	int s = side_of(cell_text(table(run, T_RESULTS), r->result,
	    RESULT_REIN_IN));

	if (s == ATTACKER)
		return c->cavalry[ATTACKER] && !c->breakthrough ? s : -1;
	if (s == DEFENDER)
		return option(run, OPT_DEFENDER_COUNTERCHARGE)->given ? s : -1;
	return -1;
}

/* The row of rein-in.csv of side's quality. */
static size_t
rein_in_row(const struct run *run, int s)
{
	return ((const struct kept *)run->kept)->rein_row[quality_row(run,
	    s)];
}

/* Whose attached leader the band of r checks, or -1. */
static int
leader_side(const struct run *run, const struct round *r)
{
	int s = side_of(cell_text(table(run, T_RESULTS), r->result,
	    RESULT_FALLEN_LEADER));

	return s >= 0 && option(run, side_opts[s].leader)->given ? s : -1;
}

/* A round of two dice whose difference is d, as --odds takes it. */
static void
round_of_difference(const struct run *run, const struct charge *c,
    struct round *r, long d)
{
	begin_round(c, r);
	r->roll[ATTACKER] = d > 0 ? (int)d + 1 : 1;
	r->roll[DEFENDER] = r->roll[ATTACKER] - (int)d;
	finish_round(run, c, r);
}

/* Does a roll of difference d in the present state struggle again? */
static int
again_of(const void *arg, long d)
{
	const struct run *run = ((const void *const *)arg)[0];
	const struct charge *c = ((const void *const *)arg)[1];
	struct round r;

	round_of_difference(run, c, &r, d);
	return (int)cell_whole(table(run, T_RESULTS), r.result,
	    RESULT_AGAIN);
}

/*
 * The struggles side s can fight, each costing it cost stands, before
 * the next changes its condition or leaves it none (LONG_MAX: never).
 */
static long
struggles_left(const struct charge *c, int s, long cost)
{
	long j, left;
	int now;

	if (cost <= 0 || c->now[s] < 0)
		return LONG_MAX;
	for (j = 1; ; j++) {
		left = c->now[s] - c->stands[s] - j * cost;
		if (left <= 0)
			return j;
		now = c->sized[s] ? unit_condition(&c->unit[s], left)
		    : c->condition[s];
		if (now != c->condition[s])
			return j;
	}
}

/*
 * Would a struggle now leave the modifiers as they are, so that every
 * re-roll from here is alike until a side's stands change them, and
 * --odds may fold them?  cost: the stands each side loses in each (and
 * each roll's, quantity_repeat, for a fold without end); limit: the
 * struggles before they change anything.  A charge that could never
 * end is a table error.
 */
static int
settled(struct run *run, const struct charge *c, long cost[2], long *limit)
{
	const struct table *results = table(run, T_RESULTS);
	struct round r;
	int sides = die_sides(run, DIE_COMBAT), s, ends = 0, seen = 0;
	int varies[2] = { 0, 0 }, same;
	long d, n, damaged, left;

	cost[ATTACKER] = cost[DEFENDER] = 0;
	for (d = 1 - sides; d < sides; d++) {
		round_of_difference(run, c, &r, d);
		if (!cell_whole(results, r.result, RESULT_AGAIN)) {
			ends = 1;
			continue;
		}
		for (s = ATTACKER; s <= DEFENDER; s++) {
			n = stands_lost(run, c, &r, s, &damaged);
			varies[s] |= seen && n != cost[s];
			cost[s] = n;
			quantity_repeat(run, Q_STANDS_LOST + s, d, n);
		}
		seen = 1;
	}
	same = c->disordered[ATTACKER] && c->disordered[DEFENDER]
	    && c->cold_steel == 0 && c->cavalry_charge[ATTACKER] == 0
	    && c->cavalry_charge[DEFENDER] == 0;
	*limit = LONG_MAX;
	for (s = ATTACKER; s <= DEFENDER; s++)
		if ((left = struggles_left(c, s, cost[s])) < *limit)
			*limit = left;
	if (same && !ends && *limit == LONG_MAX)
		table_fail(results, results->rows, -1, "%s", never_ending);
	/* Folded for ever, each struggle may cost what its roll says
	 * (quantity_repeat); folded up to a limit, or with stands to run
	 * out of, one cost for every roll. */
	for (s = ATTACKER; same && s <= DEFENDER; s++)
		if (varies[s] && (*limit < LONG_MAX || c->now[s] >= 0)
		    && run->dice.source == DICE_WALK)
			table_fail(results, results->rows, -1, "a struggle's "
			    "stands lost vary with the roll: the odds cannot "
			    "follow the %s's stands", side_name[s]);
	return same;
}

/*
 * Round after round until a band that does not roll again, or a
 * struggle that leaves a side given by its stands with none: then the
 * attacker carries the position if the defender is gone and it is not.
 */
static void
fight(struct run *run, struct charge *c)
{
	const struct table *results = table(run, T_RESULTS);
	const struct table *rein = table(run, T_REIN);
	const void *arg[2] = { run, c };
	const struct dice_again again_here = { again_of, arg };
	struct kept *kept = run->kept;
	struct round *r;
	int sides = die_sides(run, DIE_COMBAT), s, again, folded = 0;
	long damaged, cost[2], limit, rethrows;

	set_up(run, c);
	do {
		if (c->nrounds > 0) {
			struggle(run, c, c->nrounds);
			folded = settled(run, c, cost, &limit);
		}
		if (c->nrounds == kept->cap) {
			kept->cap *= 2;
			kept->rounds = xrealloc(kept->rounds, kept->cap
			    * sizeof(*kept->rounds));
		}
		c->rounds = kept->rounds;
		r = &c->rounds[c->nrounds++];
		begin_round(c, r);
		/* The first round is never folded: it says whether there
		 * was a struggle at all. */
		if (folded) {
			roll_difference_ending(&run->dice, sides,
			    "attacker re-roll", "defender re-roll", &again_here,
			    limit, &rethrows, &r->roll[ATTACKER],
			    &r->roll[DEFENDER]);
			for (s = ATTACKER; s <= DEFENDER; s++)
				c->stands[s] += rethrows * cost[s];
		} else
			roll_difference(&run->dice, sides, c->nrounds == 1
			    ? "attacker" : "attacker re-roll", c->nrounds == 1
			    ? "defender" : "defender re-roll",
			    &r->roll[ATTACKER], &r->roll[DEFENDER]);
		finish_round(run, c, r);
		for (s = ATTACKER; s <= DEFENDER; s++) {
			c->stands[s] += stands_lost(run, c, r, s, &damaged);
			c->damaged[s] += damaged;
			c->destroyed[s] = destroyed(c, s);
		}
		again = (int)cell_whole(results, r->result, RESULT_AGAIN);
	} while (again && !c->destroyed[ATTACKER] && !c->destroyed[DEFENDER]);
	c->carried = again ? c->destroyed[DEFENDER] && !c->destroyed[ATTACKER]
	    : carried(run, c, r);
	for (s = ATTACKER; s <= DEFENDER; s++) {
		if (c->sized[s])
			c->after[s] = unit_condition(&c->unit[s],
			    c->unit[s].now - c->stands[s]);
	}

	if ((s = rein_in_side(run, c, r)) >= 0) {
		c->rein_side = s;
		c->rein_row = rein_in_row(run, s);
		c->rein_needed = cell_whole(rein, c->rein_row, REIN_NEEDED);
		c->rein_roll = roll(&run->dice, die_sides(run, DIE_REIN_IN),
		    "rein-in");
		c->rein_passed = c->rein_roll <= c->rein_needed;
	}
	if ((s = leader_side(run, r)) >= 0) {
		c->leader_side = s;
		c->leader_row = fallen_leader(run, table(run, T_LEADER),
		    table(run, T_DICE), &c->leader_roll);
	}
}

/* "loses 1 stand; full retreat broken (outflanked)": one side's effects. */
static void
side_effects(const struct run *run, const struct charge *c,
    const struct round *r, int side, struct out *out)
{
	const struct table *effects = table(run, T_EFFECTS);
	struct out why = {0};
	size_t row;
	long per_point;
	int n = 0;

	for (row = 0; row < effects->rows; row++) {
		if (!effect_holds(run, c, r, side, row, &why))
			continue;
		out_printf(out, "%s%s", n++ ? "; " : "",
		    cell_text(effects, row, EFFECT_TEXT));
		if ((per_point = cell_whole(effects, row, EFFECT_PER_POINT)) > 0)
			out_printf(out, " (+%ld)", per_point * points_past(run, r));
		if (why.len > 0)
			out_printf(out, " (%s)", why.buf);
	}
	out_free(&why);
	if (n == 0)
		out_str(out, "no effect");
}

/*
 * "attacker +4 (elite +1, fresh +2, cavalry charge hasty-square +1)",
 * or after a struggle "attacker +3 -> -1 (disordered by the struggle
 * -1, ...)": the modifiers from..to of run->modifiers.
 */
static void
text_side_modifiers(struct run *run, int side, size_t from, size_t to,
    const long *before, long total, const char *not_counted)
{
	const struct modifier *m;
	struct out *out = &run->out;
	size_t i;
	int n = 0;

	out_str(out, side_name[side]);
	out_char(out, ' ');
	if (before != NULL) {
		out_difference(out, *before);
		out_str(out, " -> ");
	}
	out_difference(out, total);
	out_str(out, " (");
	for (i = from; i < to; i++) {
		m = &run->modifiers[i];
		if (strcmp(m->side, side_name[side]) == 0) {
			if (n++)
				out_str(out, ", ");
			out_str(out, m->name);
			out_char(out, ' ');
			out_difference(out, m->value);
		}
	}
	if (n == 0)
		out_str(out, "unchanged");
	if (not_counted != NULL) {
		out_str(out, "; ");
		out_str(out, not_counted);
		out_str(out, " not counted");
	}
	out_char(out, ')');
}

/* Both sides' modifiers, the line they make. */
static void
text_sides(struct run *run, const struct charge *c, size_t from, size_t to,
    const long before[2], const long total[2])
{
	text_side_modifiers(run, ATTACKER, from, to, before ? &before[ATTACKER]
	    : NULL, total[ATTACKER], NULL);
	out_str(&run->out, "; ");
	text_side_modifiers(run, DEFENDER, from, to, before ? &before[DEFENDER]
	    : NULL, total[DEFENDER], before ? NULL : c->not_counted);
	out_str(&run->out, "\n");
}

static void
text_round(struct run *run, const struct round *r)
{
	int side;

	for (side = ATTACKER; side <= DEFENDER; side++) {
		out_str(&run->out, side == ATTACKER ? "" : " vs ");
		out_str(&run->out, side_name[side]);
		out_char(&run->out, ' ');
		out_long(&run->out, r->roll[side]);
		out_signed(&run->out, r->total[side] - r->roll[side]);
		out_char(&run->out, '=');
		out_long(&run->out, r->total[side]);
	}
}

/* What a struggle changed, the line it makes. */
static void
text_change(struct run *run, const struct charge *c, const struct change *ch)
{
	text_sides(run, c, ch->from, ch->to, ch->before, ch->after);
}

/*
 * "defender condition: worn, 6 of 8 stands (reliable: worn at 6, spent
 * at 4); after: spent, 4 of 8 stands"
 */
static void
text_condition(struct run *run, const struct charge *c, int s)
{
	const struct unit_size *u = &c->unit[s];

	out_printf(&run->out, "%s condition: %s, ", side_name[s],
	    unit_condition_name[c->first_condition[s]]);
	unit_size_text(&run->out, u);
	out_printf(&run->out, "; after: %s, %ld of %ld stands\n",
	    unit_condition_name[c->after[s]],
	    u->now > c->stands[s] ? u->now - c->stands[s] : 0, u->start);
}

static void
text(struct run *run, const void *state)
{
	const struct charge *c = state;
	const struct table *results = table(run, T_RESULTS);
	const struct table *leader = table(run, T_LEADER);
	const struct round *last = &c->rounds[c->nrounds - 1], *r;
	size_t i, k;
	int s;

	out_upper(&run->out, cell_text(results, last->result, RESULT_NAME));
	out_str(&run->out, "  ");
	out_difference(&run->out, last->difference);
	out_str(&run->out, " (");
	text_round(run, last);
	out_str(&run->out, ")");
	if (c->nrounds > 1)
		out_printf(&run->out, " after %zu re-roll%s", c->nrounds - 1,
		    c->nrounds == 2 ? "" : "s");
	out_printf(&run->out, "; the attacker %s the position; stands lost: "
	    "defender %ld, attacker %ld", c->carried ? "carries"
	    : "does not carry", c->stands[DEFENDER], c->stands[ATTACKER]);
	if (c->damaged[DEFENDER] > 0)
		out_printf(&run->out, "; defender gun stands damaged %ld",
		    c->damaged[DEFENDER]);
	for (s = DEFENDER; s >= ATTACKER; s--)
		if (c->destroyed[s])
			out_printf(&run->out, "; %s destroyed", side_name[s]);
	for (s = DEFENDER; s >= ATTACKER; s--)
		if (c->sized[s] && c->after[s] != c->first_condition[s])
			out_printf(&run->out, "; %s %s -> %s", side_name[s],
			    unit_condition_name[c->first_condition[s]],
			    unit_condition_name[c->after[s]]);
	out_str(&run->out, "\n");

	out_str(&run->out, "modifiers: ");
	text_sides(run, c, 0, c->first_changes, NULL, c->first_modifier);
	for (i = 0; c->nrounds > 1 && i < c->nrounds; i++) {
		r = &c->rounds[i];
		out_printf(&run->out, "round %zu: ", i + 1);
		text_round(run, r);
		out_str(&run->out, ": ");
		out_difference(&run->out, r->difference);
		out_printf(&run->out, " %s\n", cell_text(results, r->result,
		    RESULT_NAME));
		if (r == last)
			break;
		for (s = DEFENDER; s >= ATTACKER; s--) {
			out_printf(&run->out, "  %s: ", side_name[s]);
			side_effects(run, c, r, s, &run->out);
			out_str(&run->out, "\n");
		}
		for (k = 0; k < c->nchanges; k++)
			if (c->changes[k].round == i + 1) {
				out_str(&run->out, "  re-roll modifiers: ");
				text_change(run, c, &c->changes[k]);
			}
	}
	for (s = DEFENDER; s >= ATTACKER; s--) {
		out_printf(&run->out, "%s: ", side_name[s]);
		side_effects(run, c, last, s, &run->out);
		out_str(&run->out, "\n");
	}
	for (s = DEFENDER; s >= ATTACKER; s--)
		if (c->sized[s])
			text_condition(run, c, s);
	if (c->rein_side >= 0)
		out_printf(&run->out, "rein-in: %s cavalry rolled %d, needs %ld "
		    "or less (%s%s): %s, %s\n", side_name[c->rein_side],
		    c->rein_roll, c->rein_needed, cell_text(table(run, T_REIN),
		    c->rein_row, REIN_QUALITY), cell_whole(table(run, T_REIN),
		    c->rein_row, REIN_READING) ? ", a reading" : "",
		    c->rein_passed ? "passed" : "failed", cell_text(results,
		    last->result, c->rein_passed ? RESULT_REIN_PASS
		    : RESULT_REIN_FAIL));
	if (c->leader_side >= 0)
		out_printf(&run->out, "fallen leader: %s leader rolled %d: %s, "
		    "%s\n", side_name[c->leader_side], c->leader_roll,
		    cell_text(leader, c->leader_row, LEADER_RESULT),
		    cell_text(leader, c->leader_row, LEADER_EFFECT));
}

static void
json(struct run *run, const void *state)
{
	const struct charge *c = state;
	const struct table *results = table(run, T_RESULTS);
	const struct table *leader = table(run, T_LEADER);
	const struct round *last = &c->rounds[c->nrounds - 1], *r;
	size_t i;
	int s;

	json_key(&run->out, "rounds");
	json_open(&run->out, '[');
	for (i = 0; i < c->nrounds; i++) {
		r = &c->rounds[i];
		json_open(&run->out, '{');
		json_key(&run->out, "attacker_roll");
		json_whole(&run->out, r->roll[ATTACKER]);
		json_key(&run->out, "defender_roll");
		json_whole(&run->out, r->roll[DEFENDER]);
		json_key(&run->out, "attacker_total");
		json_whole(&run->out, r->total[ATTACKER]);
		json_key(&run->out, "defender_total");
		json_whole(&run->out, r->total[DEFENDER]);
		json_key(&run->out, "result");
		json_string(&run->out, cell_text(results, r->result,
		    RESULT_TOKEN));
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "result");
	json_string(&run->out, cell_text(results, last->result, RESULT_TOKEN));
	json_key(&run->out, "carried");
	json_bool(&run->out, c->carried);
	json_key(&run->out, "defender_stands_lost");
	json_whole(&run->out, c->stands[DEFENDER]);
	json_key(&run->out, "attacker_stands_lost");
	json_whole(&run->out, c->stands[ATTACKER]);
	json_key(&run->out, "defender_guns_damaged");
	json_whole(&run->out, c->damaged[DEFENDER]);
	json_key(&run->out, "destroyed");
	json_open(&run->out, '{');
	for (s = ATTACKER; s <= DEFENDER; s++) {
		json_key(&run->out, side_name[s]);
		json_bool(&run->out, c->destroyed[s]);
	}
	json_close(&run->out, '}');
	json_key(&run->out, "condition");
	json_open(&run->out, '{');
	for (s = ATTACKER; s <= DEFENDER; s++) {
		json_key(&run->out, side_name[s]);
		json_string(&run->out, cell_text(table(run, T_CONDITION),
		    c->first_condition_row[s], ROW_NAME));
	}
	json_close(&run->out, '}');
	json_key(&run->out, "condition_after");
	json_open(&run->out, '{');
	for (s = ATTACKER; s <= DEFENDER; s++) {
		json_key(&run->out, side_name[s]);
		if (c->sized[s])
			json_string(&run->out, unit_condition_name[c->after[s]]);
		else
			json_null(&run->out);
	}
	json_close(&run->out, '}');
	json_key(&run->out, "fallen_leader");
	if (c->leader_side < 0) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '{');
		json_key(&run->out, "side");
		json_string(&run->out, side_name[c->leader_side]);
		fallen_leader_json(&run->out, leader, c->leader_roll,
		    c->leader_row);
		json_close(&run->out, '}');
	}
	json_key(&run->out, "rein_in");
	if (c->rein_side < 0) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '{');
		json_key(&run->out, "side");
		json_string(&run->out, side_name[c->rein_side]);
		json_key(&run->out, "roll");
		json_whole(&run->out, c->rein_roll);
		json_key(&run->out, "needed");
		json_whole(&run->out, c->rein_needed);
		json_key(&run->out, "passed");
		json_bool(&run->out, c->rein_passed);
		json_key(&run->out, "effect");
		json_string(&run->out, cell_text(results, last->result,
		    c->rein_passed ? RESULT_REIN_PASS : RESULT_REIN_FAIL));
		json_close(&run->out, '}');
	}
}

static void
resolve(struct run *run, void *state)
{
	struct charge *c = state;
	const struct round *last;
	struct out effects = {0};
	int s;

	fight(run, c);
	last = &c->rounds[c->nrounds - 1];
	outcome(run, (int)(table(run, T_RESULTS)->rows - 1
	    - last->result));
	run->failed = !c->carried;
	quantity(run, Q_CARRIED, c->carried);
	quantity(run, Q_STRUGGLE, cell_whole(table(run, T_RESULTS),
	    c->rounds[0].result, RESULT_AGAIN));
	/* Where one can be due: attacking cavalry, or a countercharge. */
	if ((c->cavalry[ATTACKER] && !c->breakthrough)
	    || option(run, OPT_DEFENDER_COUNTERCHARGE)->given)
		quantity(run, Q_REIN_IN, c->rein_side >= 0 && c->rein_passed);
	for (s = ATTACKER; s <= DEFENDER; s++) {
		quantity(run, Q_STANDS_LOST + s, c->stands[s]);
		if (c->leader_side == s)
			quantity(run, Q_FALLEN_LEADER + s, (long)(table(run,
			    T_LEADER)->rows - 1 - c->leader_row));
	}
	/* The effect in a clause a side is the JSON's: the text says each
	 * side's on a line of its own, and the walk says none. */
	if (run->dice.source == DICE_WALK || !run->common.json)
		return;
	for (s = DEFENDER; s >= ATTACKER; s--) {
		out_printf(&effects, "%s%s: ", s == DEFENDER ? "" : ". ",
		    side_name[s]);
		side_effects(run, c, last, s, &effects);
	}
	effect(run, "%s", effects.buf);
	out_free(&effects);
}

/*
 * The modifiers of the first round, and what the struggles change of
 * them where one can happen: each struggle in turn, its stands lost as
 * every struggle in its state loses them, until one changes nothing.
 */
static void
odds_text(struct run *run, const void *state)
{
	struct charge charge, *c = &charge;	/* nothing held if it fails */
	const void *arg[2] = { run, c };
	long cost[2], d, limit;
	size_t k;
	int sides, s, struggles = 0;

	(void)state;
	run->nmodifiers = 0;
	set_up(run, c);
	sides = die_sides(run, DIE_COMBAT);
	out_str(&run->out, "modifiers: ");
	text_sides(run, c, 0, c->first_changes, NULL, c->first_modifier);
	for (d = 1 - sides; d < sides; d++)
		struggles |= again_of(arg, d);
	/* A side that loses stands in a struggle runs out of them. */
	for (k = 1; struggles && (!settled(run, c, cost, &limit)
	    || limit < LONG_MAX || k == 1); k++) {
		for (s = ATTACKER; s <= DEFENDER; s++) {
			c->stands[s] += cost[s];
			c->destroyed[s] = destroyed(c, s);
		}
		if (c->destroyed[ATTACKER] || c->destroyed[DEFENDER])
			break;
		struggle(run, c, k);
	}
	for (k = 0; k < c->nchanges; k++) {
		if (k == 0)
			out_str(&run->out, "re-roll modifiers: ");
		else
			out_printf(&run->out, "after %zu struggles: ",
			    c->changes[k].round);
		text_change(run, c, &c->changes[k]);
	}
}

/* A Fallen Leader result by its row, counted from the sheet's last,
 * which it lists first. */
static const char *
leader_result(const struct run *run, long v)
{
	const struct table *leader = table(run, T_LEADER);

	return cell_text(leader, leader->rows - 1 - (size_t)v, LEADER_RESULT);
}

/*
 * Each Fallen Leader result where a side has its leader attached, at
 * its chance; in JSON "p_rein_in" too where no rein-in can be due, as
 * spec 03 has it always.
 */
static void
odds_tallies(struct run *run, const struct odds_found *found,
    const void *state)
{
	long rows = (long)table(run, T_LEADER)->rows;
	int json = run->common.json, s;
	struct out *out = &run->out;
	mpq_t zero;

	(void)state;
	if (json && found->quantity[Q_REIN_IN].n == 0) {
		mpq_init(zero);
		json_key(out, "p_rein_in");
		json_open(out, '{');
		json_chance(out, "", zero);
		json_close(out, '}');
		mpq_clear(zero);
	}
	if (json) {
		json_key(out, "fallen_leader");
		json_open(out, '{');
	}
	/* The text has the defender first, as its effects. */
	for (s = json ? ATTACKER : DEFENDER; s >= ATTACKER && s <= DEFENDER;
	    s += json ? 1 : -1) {
		if (json)
			json_key(out, side_name[s]);
		if (option(run, side_opts[s].leader)->given)
			odds_rows(run, &found->quantity[Q_FALLEN_LEADER + s],
			    rows, s == ATTACKER ? "attacker leader: "
			    : "defender leader: ", leader_result);
		else if (json)
			json_null(out);
	}
	if (json)
		json_close(out, '}');
}

/*
 * The sheet spells it "Defending favorable ground" (line 184), the
 * table "favourable" (issue 33): both are taken.  The sheet's other LIB
 * values match the tables' spelling.
 */
static const struct synonym synonyms[] = {
	{ OPT_DEFENDER_GROUND, "favorable", "favourable" },
	{ 0, NULL, NULL }
};

static const struct tool lib_charge = {
	.name = "lib-charge",
	.asker = "attacker",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	/* No noutcomes: its outcomes are results.csv's rows, as many as
	 * a house table has (check_tables). */
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "the attacker carries the position",
	.state_size = sizeof(struct charge),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text,
	.odds_tallies = odds_tallies,
	.odds_hooks = &hooks,
	.synonyms = synonyms
};

int
main(int argc, char *argv[])
{
	return tool_main(&lib_charge, argc, argv);
}
