/*
 * bacw-melee - Bolt Action ACW hand-to-hand combat: the chargers strike
 * first (both at once across a linear obstacle or in a countercharge),
 * the side that inflicted more casualties wins, the loser tests its
 * morale and, if it holds, the victor tests: rout, fall back or go on.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "bacw-morale-test.h"
#include "bacw-shooting.h"
#include "err.h"
#include "tally.h"
#include "tool.h"
#include "walk.h"

enum { T_UNITS, T_SHOOT, T_MODIFIERS, T_COVER, T_EXPERIENCE, T_EXTREMES,
	T_EXCEPTIONAL, T_MORALE, T_TEST, T_MORALE_MODIFIERS, T_COMMANDERS,
	T_REASONS, T_DICE, T_MELEE, T_ATTACK, T_EVADE, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_UNITS] = &bacw_unit_table,
	[T_SHOOT] = &bacw_shoot_table,
	[T_MODIFIERS] = &bacw_shoot_modifier_table,
	[T_COVER] = &bacw_cover_table,
	[T_EXPERIENCE] = &bacw_experience_table,
	[T_EXTREMES] = &bacw_extreme_table,
	[T_EXCEPTIONAL] = &bacw_exceptional_table,
	[T_MORALE] = &bacw_morale_table,
	[T_TEST] = &bacw_morale_test_table,
	[T_MORALE_MODIFIERS] = &bacw_morale_modifier_table,
	[T_COMMANDERS] = &bacw_morale_commander_table,
	[T_REASONS] = &bacw_morale_reason_table,
	[T_DICE] = &bacw_melee_dice_table,
	[T_MELEE] = &bacw_melee_table,
	[T_ATTACK] = &bacw_melee_modifier_table,
	[T_EVADE] = &bacw_evade_table,
	NULL
};

enum side { ATTACKER, DEFENDER, NSIDES };
static const char *const side_names[NSIDES] = { "attacker", "defender" };

/* Each side's options, in the same order for both. */
enum { SO_UNIT, SO_BASES, SO_START_BASES, SO_FORMATION, SO_EXPERIENCE,
	SO_MORALE, SO_PINS, SO_CASUALTIES, SO_DOWN, SO_COVER, SO_COLONEL,
	SO_COLONEL_KILLED, SO_BRIGADE_COMMANDER, SO_ARMY_COMMANDER,
	SO_ROUTING_FRIENDS, NSIDE_OPTS };
#define SIDE_OPT(side, o)	((side) * NSIDE_OPTS + (o))
enum { OPT_FLANK = NSIDES * NSIDE_OPTS, OPT_REAR, OPT_OBSTACLE,
	OPT_COUNTERCHARGE, OPT_COUNT };

#define SIDE_OPTIONS(s, who)						\
	[SIDE_OPT(s, SO_UNIT)] = { .name = who "-type",			\
	    .kind = KIND_WORD, .arg = "TYPE", .help = "the " who "'s unit", \
	    .table = &bacw_unit_table, .column = UNIT_NAME,		\
	    .fallback = "infantry", .also = who "-unit" },		\
	[SIDE_OPT(s, SO_BASES)] = { .name = who "-bases",		\
	    .kind = KIND_WHOLE, .arg = "N", .help = "its bases now "	\
	    "(default: its unit's)", .min = 1, .max = BASES_MAX },	\
	[SIDE_OPT(s, SO_START_BASES)] = { .name = who "-start-bases",	\
	    .kind = KIND_WHOLE, .arg = "N", .help = "the bases it "	\
	    "started with (default: its unit's, or its bases if more)",	\
	    .min = 1, .max = BASES_MAX },				\
	[SIDE_OPT(s, SO_FORMATION)] = { .name = who "-formation",	\
	    .kind = KIND_WORD, .arg = "FORMATION",			\
	    .help = "line or column", .choices = BACW_FORMATIONS,	\
	    .fallback = "line" },					\
	[SIDE_OPT(s, SO_EXPERIENCE)] = { .name = who "-quality",	\
	    .kind = KIND_WORD, .arg = "LEVEL", .help = "its quality",	\
	    .table = &bacw_experience_table, .column = EXPERIENCE_NAME,	\
	    .fallback = "regular", .also = who "-experience" },	\
	[SIDE_OPT(s, SO_MORALE)] = { .name = who "-morale",		\
	    .kind = KIND_WORD, .arg = "LEVEL", .help = "its morale "	\
	    "(default: its quality's)", .min = 2, .max = 12,		\
	    .table = &bacw_morale_table, .column = MORALE_EXPERIENCE },	\
	[SIDE_OPT(s, SO_PINS)] = { .name = who "-pins",			\
	    .kind = KIND_WHOLE, .arg = "N", .help = "pins on it",	\
	    .min = 0, .max = PINS_MAX, .fallback = "0" },		\
	[SIDE_OPT(s, SO_CASUALTIES)] = { .name = who "-casualties",	\
	    .kind = KIND_WHOLE, .arg = "N",				\
	    .help = "casualties marked on it", .min = 0,		\
	    .max = CASUALTIES_MAX, .fallback = "0" },			\
	[SIDE_OPT(s, SO_DOWN)] = { .name = who "-down",			\
	    .kind = KIND_FLAG, .help = "it is down" },			\
	[SIDE_OPT(s, SO_COVER)] = { .name = who "-cover",		\
	    .kind = KIND_WORD, .arg = "COVER",				\
	    .help = "the cover it fights from",				\
	    .table = &bacw_cover_table,					\
	    .column = COVER_NAME, .fallback = "none" },			\
	[SIDE_OPT(s, SO_COLONEL)] = { .name = who "-colonel",		\
	    .kind = KIND_FLAG, .help = "its colonel is with it" },	\
	[SIDE_OPT(s, SO_COLONEL_KILLED)] = { .name = who "-colonel-killed", \
	    .kind = KIND_FLAG, .help = "its colonel has been killed" },	\
	[SIDE_OPT(s, SO_BRIGADE_COMMANDER)] = {				\
	    .name = who "-brigade-commander", .kind = KIND_FLAG,	\
	    .help = "its brigade commander is near" },			\
	[SIDE_OPT(s, SO_ARMY_COMMANDER)] = {				\
	    .name = who "-army-commander", .kind = KIND_FLAG,		\
	    .help = "the army commander is near it" },			\
	[SIDE_OPT(s, SO_ROUTING_FRIENDS)] = {				\
	    .name = who "-routing-friends", .kind = KIND_WHOLE,		\
	    .arg = "N", .help = "friendly units routing near it",	\
	    .min = 0, .max = FRIENDS_MAX, .fallback = "0" }

static const struct opt opts[OPT_COUNT + 1] = {
	SIDE_OPTIONS(ATTACKER, "attacker"),
	SIDE_OPTIONS(DEFENDER, "defender"),
	[OPT_FLANK] = { .name = "flank", .kind = KIND_FLAG,
	    .help = "the chargers attack a flank", .excludes = "rear" },
	[OPT_REAR] = { .name = "rear", .kind = KIND_FLAG,
	    .help = "the chargers attack the rear" },
	[OPT_OBSTACLE] = { .name = "obstacle", .kind = KIND_FLAG,
	    .help = "the defenders defend a linear obstacle" },
	[OPT_COUNTERCHARGE] = { .name = "countercharge", .kind = KIND_FLAG,
	    .help = "the defending cavalry countercharges" },
	{ .name = NULL }
};

/* The flags' options, by their ends: the commanders, then the colonel
 * killed (morale-commanders.csv's requires and excludes cells). */
static const int flag_opts[MORALE_FLAGS] = {
	[MORALE_COLONEL] = SO_COLONEL,
	[MORALE_BRIGADE_COMMANDER] = SO_BRIGADE_COMMANDER,
	[MORALE_ARMY_COMMANDER] = SO_ARMY_COMMANDER,
	[MORALE_COLONEL_KILLED] = SO_COLONEL_KILLED
};

/* The rows of shoot-modifiers.csv that can apply in a melee; nothing in
 * a melee says when the others would. */
static const int in_melee[NSHOOT_MODIFIERS] = {
	[M_CLOSE_RANGE] = 1, [M_PINS] = 1, [M_MOUNTED] = 1,
	[M_TARGET_DOWN] = 1, [M_TARGET_SMALL] = 1,
	[M_ARTILLERY_CASUALTIES] = 1
};

/* The reasons of morale-reasons.csv the melee's tests are. */
static const char loser_reason[] = "melee-loser";
static const char victor_reason[] = "melee-victor";
static const char *const reasons_needed[] = { loser_reason, victor_reason };
/* The charger's extra to hit, in melee-modifiers.csv. */
static const char *const attacks_needed[] = { "flank", "rear" };
#define NROWS_NEEDED 2

enum { DEFENDER_ROUTED, ATTACKER_ROUTED, DEFENDER_FELL_BACK,
	ATTACKER_FELL_BACK, CONTINUES, DRAW, DEFENDER_DESTROYED,
	ATTACKER_DESTROYED, BOTH_DESTROYED, SKIRMISHERS_EVADE, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[DEFENDER_ROUTED] = { "defender_routed", "DEFENDER ROUTED", 1 },
	[ATTACKER_ROUTED] = { "attacker_routed", "ATTACKER ROUTED", 0 },
	[DEFENDER_FELL_BACK] = { "defender_fell_back", "DEFENDER FALLS BACK",
	    0 },
	[ATTACKER_FELL_BACK] = { "attacker_fell_back", "ATTACKER FALLS BACK",
	    0 },
	[CONTINUES] = { "continues", "MELEE CONTINUES", 0 },
	[DRAW] = { "draw", "DRAW", 0 },
	[DEFENDER_DESTROYED] = { "defender_destroyed", "DEFENDER DESTROYED",
	    1 },
	[ATTACKER_DESTROYED] = { "attacker_destroyed", "ATTACKER DESTROYED",
	    0 },
	/* Not in the spec: blows at once can leave no one on either side.
	 * The defender is destroyed, which -e counts as the charge's. */
	[BOTH_DESTROYED] = { "both_destroyed", "BOTH DESTROYED", 1 },
	[SKIRMISHERS_EVADE] = { "skirmishers_evade", "SKIRMISHERS EVADE", 0 },
	{ NULL }
};

enum { Q_DEFENDER_CASUALTIES, Q_ATTACKER_CASUALTIES,
	Q_DEFENDER_COLONEL_KILLED, Q_ATTACKER_COLONEL_KILLED, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	/* "casualties" and "expected_casualties" by side, and yes or no,
	 * "p_colonel_killed" by side: spec 15's odds keys. */
	[Q_DEFENDER_CASUALTIES] = { "defender_casualties",
	    "defender casualties", +1, .group = "casualties",
	    .member = "defender" },
	[Q_ATTACKER_CASUALTIES] = { "attacker_casualties",
	    "attacker casualties", -1, .group = "casualties",
	    .member = "attacker" },
	[Q_DEFENDER_COLONEL_KILLED] = { "defender_colonel_killed",
	    "defender colonel killed", +1, .group = "colonel_killed",
	    .member = "defender", .event = 1 },
	[Q_ATTACKER_COLONEL_KILLED] = { "attacker_colonel_killed",
	    "attacker colonel killed", -1, .group = "colonel_killed",
	    .member = "attacker", .event = 1 },
	{ NULL }
};

/* The names of each side's rolls, for --dice and the JSON "dice". */
static const char *const hit_roll[NSIDES] = {
	"attacker to hit", "defender to hit"
};
static const char *const follow_roll[NSIDES] = {
	"attacker follow-up", "defender follow-up"
};
static const char *const wound_roll[NSIDES] = {
	"attacker to wound", "defender to wound"
};
static const char *const exceptional_roll[NSIDES] = {
	"attacker exceptional", "defender exceptional"
};
static const char *const morale_roll[NSIDES] = {
	"attacker morale", "defender morale"
};

struct fighter {
	size_t		 unit;
	long		 start;		/* the bases it started with */
	long		 bases, fighting, striking, per_base_dice, dice;
	size_t		 dice_row;	/* its row of melee-dice.csv */
	int		 charging;
	struct hit_need	 hit;
	int		 hits, wound_on, wounds, sixes, kills, rerolled;
	long		 marked, removed, left;	/* after the melee */
	long		 pins_before, pins_after;
	int		 colonel;		/* --SIDE-colonel */
	int		 colonel_killed;	/* in this round */
	int		 tested;
	struct morale_test test;	/* after the melee */
};

struct melee {
	struct fighter	 side[NSIDES];
	int		 simultaneous;
	int		 winner;		/* a side, or -1 */
};

/*
 * The fixed rows the mechanic reads, found once the tables are loaded
 * (check_tables, run->kept) and then taken by index: the --odds walk
 * resolves once a path, and finding them by name was a tenth of it.
 */
struct rows {
	size_t	 modifier[NSHOOT_MODIFIERS];	/* shoot-modifiers.csv */
	size_t	 reason[NROWS_NEEDED];		/* reasons_needed[] */
	size_t	 attack[NROWS_NEEDED];		/* attacks_needed[] */
	size_t	 commander[MORALE_COMMANDERS];	/* morale-commanders.csv */
	/* Its flag that a commander requires and excludes, -1: none. */
	int	 requires[MORALE_COMMANDERS], excludes[MORALE_COMMANDERS];
	/* Under --odds, the sides as they stand to strike on the walk's
	 * path: melee_law starts each pair of blows from them (kept here,
	 * not in the state, which a batch line clears). */
	struct fighter before[NSIDES];
};

static const struct opt_value *
side_option(const struct run *run, int side, int o)
{
	return option(run, SIDE_OPT(side, o));
}

static long
dice_row(const struct table *dice, const char *unit, int charging)
{
	size_t row;

	for (row = 0; row < dice->rows; row++)
		if (strcmp(cell_text(dice, row, DICE_UNIT), unit) == 0
		    && cell_whole(dice, row, DICE_CHARGING) == charging)
			return (long)row;
	return -1;
}

static void
check_tables(struct run *run)
{
	const struct table *modifiers = table(run, T_MODIFIERS);
	const struct table *reasons = table(run, T_REASONS);
	const struct table *units = table(run, T_UNITS);
	const struct table *dice = table(run, T_DICE);
	const struct table *melee = table(run, T_MELEE);
	const struct table *attack = table(run, T_ATTACK);
	const struct table *evade = table(run, T_EVADE);
	const struct table *experience = table(run, T_EXPERIENCE);
	struct rows *rows = run->kept = xcalloc(1, sizeof(*rows));
	const char *name;
	size_t i, row;
	long r;

	shooting_check(run);
	for (i = 0; i < NSHOOT_MODIFIERS; i++) {
		r = table_find(modifiers, MODIFIER_NAME, shoot_modifier[i]);
		rows->modifier[i] = (size_t)r;
		if (!in_melee[i] && cell_whole(modifiers, (size_t)r,
		    MODIFIER_IN_MELEE))
			table_fail(modifiers, (size_t)r, MODIFIER_IN_MELEE,
			    "nothing in a melee says when '%s' applies",
			    shoot_modifier[i]);
	}
	morale_test_check(run);
	for (i = 0; i < MORALE_COMMANDERS; i++) {
		rows->commander[i] = (size_t)table_find(table(run,
		    T_COMMANDERS), COMMANDER_NAME, morale_commander[i]);
		rows->requires[i] = morale_flag_named(cell_text(table(run,
		    T_COMMANDERS), rows->commander[i], COMMANDER_REQUIRES));
		rows->excludes[i] = morale_flag_named(cell_text(table(run,
		    T_COMMANDERS), rows->commander[i], COMMANDER_EXCLUDES));
	}
	for (i = 0; i < NROWS_NEEDED; i++)
		if ((r = table_find(reasons, REASON_NAME,
		    reasons_needed[i])) < 0)
			table_fail(reasons, reasons->rows, -1, "no row for the "
			    "reason '%s'", reasons_needed[i]);
		else
			rows->reason[i] = (size_t)r;
	for (i = 0; i < NROWS_NEEDED; i++)
		if ((r = table_find(attack, ATTACK_NAME,
		    attacks_needed[i])) < 0)
			table_fail(attack, attack->rows, -1, "no row for '%s'",
			    attacks_needed[i]);
		else
			rows->attack[i] = (size_t)r;
	unit_column_check(run, dice, DICE_UNIT);
	unit_column_check(run, evade, EVADE_UNIT);
	for (row = 0; row < evade->rows; row++) {
		name = cell_text(evade, row, EVADE_UNIT);
		if (dice_row(dice, name, 0) >= 0)
			table_fail(evade, row, EVADE_UNIT, "'%s' fights when "
			    "charged (%s): it cannot evade", name,
			    bacw_melee_dice_table.file);
	}
	/* A unit charged either fights or evades. */
	for (row = 0; row < units->rows; row++) {
		name = cell_text(units, row, UNIT_NAME);
		if (dice_row(dice, name, 0) < 0
		    && table_find(evade, EVADE_UNIT, name) < 0)
			table_fail(evade, evade->rows, -1, "no row for '%s', "
			    "which does not fight when charged (%s)", name,
			    bacw_melee_dice_table.file);
	}
	/* A side's morale defaults from its experience. */
	for (row = 0; row < experience->rows; row++)
		if (morale_of_experience(run, row) < 0)
			table_fail(experience, row, EXPERIENCE_NAME, "no "
			    "morale for '%s' in %s", cell_text(experience, row,
			    EXPERIENCE_NAME), bacw_morale_table.file);
	if (melee->rows != 1)
		table_fail(melee, melee->rows, -1, "needs exactly one row");
}

/* Who fights, with how many dice, and the rules that forbid a melee. */
static void
line_up(struct run *run, struct melee *m)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *dice = table(run, T_DICE);
	const struct table *melee = table(run, T_MELEE);
	struct fighter *a = &m->side[ATTACKER], *f;
	const struct opt_value *start;
	const char *unit;
	long row;
	int s;

	for (s = 0; s < NSIDES; s++) {
		f = &m->side[s];
		f->unit = (size_t)side_option(run, s, SO_UNIT)->row;
		f->bases = side_option(run, s, SO_BASES)->given
		    ? side_option(run, s, SO_BASES)->whole
		    : cell_whole(units, f->unit, UNIT_BASES);
		start = side_option(run, s, SO_START_BASES);
		f->start = morale_start_bases(run, f->unit, f->bases,
		    start->given ? start->whole : -1,
		    opts[SIDE_OPT(s, SO_START_BASES)].name);
		f->marked = side_option(run, s, SO_CASUALTIES)->whole;
		if (f->marked >= cell_whole(units, f->unit, UNIT_PER_BASE))
			fail(EXIT_USAGE, "--%s-casualties: %ld would make a "
			    "whole base (%s: %ld a base)", side_names[s],
			    f->marked, bacw_unit_table.file, cell_whole(units,
			    f->unit, UNIT_PER_BASE));
		if (side_option(run, s, SO_DOWN)->given
		    && !cell_whole(units, f->unit, UNIT_CAN_GO_DOWN))
			fail(EXIT_USAGE, "--%s-down: %s cannot go down (%s)",
			    side_names[s], cell_text(units, f->unit,
			    UNIT_NAME), bacw_unit_table.file);
		f->pins_before = side_option(run, s, SO_PINS)->whole;
		f->colonel = side_option(run, s, SO_COLONEL)->given > 0;
	}
	f = &m->side[DEFENDER];
	/* "Cavalry can counter charge cavalry": both are mounted. */
	for (s = 0; s < NSIDES && option(run, OPT_COUNTERCHARGE)->given; s++)
		if (!cell_whole(units, m->side[s].unit, UNIT_MOUNTED))
			fail(EXIT_USAGE, "--countercharge: only cavalry "
			    "countercharges cavalry, and the %s is %s (%s)",
			    side_names[s], cell_text(units, m->side[s].unit,
			    UNIT_NAME), bacw_unit_table.file);
	if (cell_whole(units, a->unit, UNIT_MOUNTED)) {
		if (option(run, OPT_OBSTACLE)->given)
			fail(EXIT_USAGE, "--obstacle: cavalry cannot charge "
			    "defended obstacles");
		if (cell_whole(units, f->unit, UNIT_LINE_STOPS_CAVALRY)
		    && side_option(run, DEFENDER, SO_FORMATION)->row
		    == FORMATION_LINE
		    && f->pins_before == 0)
			fail(EXIT_USAGE, "cavalry cannot charge unpinned %s in "
			    "line", cell_text(units, f->unit, UNIT_NAME));
	}
	a->charging = 1;
	f->charging = option(run, OPT_COUNTERCHARGE)->given > 0;
	m->simultaneous = option(run, OPT_OBSTACLE)->given
	    || option(run, OPT_COUNTERCHARGE)->given;
	/* Down is "no move": a unit that charges has moved. */
	for (s = 0; s < NSIDES; s++)
		if (m->side[s].charging && side_option(run, s, SO_DOWN)->given)
			fail(EXIT_USAGE, "--%s-down: the %s charges, so it is "
			    "not down", side_names[s], side_names[s]);
	for (s = 0; s < NSIDES; s++) {
		f = &m->side[s];
		unit = cell_text(units, f->unit, UNIT_NAME);
		if ((row = dice_row(dice, unit, f->charging)) < 0) {
			if (s == ATTACKER || f->charging)
				fail(EXIT_USAGE, "--%s-type %s: %s cannot "
				    "charge (%s)", side_names[s], unit, unit,
				    bacw_melee_dice_table.file);
			f->per_base_dice = -1;	/* it evades */
			continue;
		}
		f->dice_row = (size_t)row;
		f->per_base_dice = cell_whole(dice, (size_t)row,
		    DICE_PER_BASE);
		f->fighting = f->bases;
		if (side_option(run, s, SO_FORMATION)->row
		    == FORMATION_COLUMN
		    && f->fighting > cell_whole(melee, 0, MELEE_COLUMN_BASES))
			f->fighting = cell_whole(melee, 0, MELEE_COLUMN_BASES);
	}
}

/*
 * The most dice a side may strike with under --odds.  A blow of n dice
 * is 2n + 1 branches of the walk, each as long as n's digits, and the
 * enemy's blow branches under each, so the path estimate misses what a
 * path costs: the shipped tables' largest blow is 60 dice (20 bases of
 * charging cavalry), 100 against 100 with both colonels (a house
 * table's 5 dice a base) walks in 0.2 s, 1,980 against 1,980 (99 a
 * base) ran for minutes.  Not a rule: a bound on work.
 */
#define ODDS_DICE_MAX	100

/*
 * Under --odds, before the walk (the estimate's probes come here
 * first): a side whose blow would be more dice than the walk weighs is
 * refused, naming the melee-dice.csv cell that makes it so.
 */
static void
odds_dice_bound(struct run *run, const struct melee *m)
{
	const struct table *dice = table(run, T_DICE);
	const struct fighter *f;
	int s;

	if (run->dice.source != DICE_WALK)
		return;
	for (s = 0; s < NSIDES; s++) {
		f = &m->side[s];
		if (f->per_base_dice < 0
		    || f->fighting * f->per_base_dice <= ODDS_DICE_MAX)
			continue;
		fail(EXIT_USAGE, "%s:%ld:%d: odds: the %s's %ld bases of %ld "
		    "dice each strike with %ld dice, more than the %d a side "
		    "the odds weigh: fewer dice a base", dice->path,
		    dice->lines[f->dice_row], dice->positions[DICE_PER_BASE],
		    side_names[s], f->fighting, f->per_base_dice,
		    f->fighting * f->per_base_dice, ODDS_DICE_MAX);
	}
}

/* Modifier m, times over, if it holds in a melee. */
static void
add_modifier(struct run *run, struct fighter *f, int s, int m, long times)
{
	const struct table *modifiers = table(run, T_MODIFIERS);
	const struct rows *rows = run->kept;
	size_t row = rows->modifier[m];

	if (cell_whole(modifiers, row, MODIFIER_IN_MELEE) && times != 0)
		hit_need_modifier_at(run, &f->hit, m, row, times,
		    side_names[s]);
}

/* What side s needs to hit its enemy. */
static void
to_hit(struct run *run, struct melee *m, int s)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *attack = table(run, T_ATTACK);
	struct fighter *f = &m->side[s];
	const struct fighter *e = &m->side[!s];
	size_t row;
	long value;
	int o;

	hit_need_begin(run, &f->hit);
	add_modifier(run, f, s, M_CLOSE_RANGE, 1);
	add_modifier(run, f, s, M_PINS, f->pins_before);
	hit_need_experience(run, &f->hit, (size_t)side_option(run, s,
	    SO_EXPERIENCE)->row, side_names[s]);
	add_modifier(run, f, s, M_MOUNTED, cell_whole(units, f->unit,
	    UNIT_MOUNTED));
	add_modifier(run, f, s, M_ARTILLERY_CASUALTIES, cell_whole(units,
	    f->unit, UNIT_CANNON) && f->marked > 0);
	add_modifier(run, f, s, M_TARGET_DOWN, side_option(run, !s,
	    SO_DOWN)->given > 0);
	add_modifier(run, f, s, M_TARGET_SMALL, cell_whole(units, e->unit,
	    UNIT_SMALL));
	hit_need_cover(run, &f->hit, (size_t)side_option(run, !s,
	    SO_COVER)->row, side_names[s]);
	/* The flank and the rear are the chargers'. */
	for (o = OPT_FLANK; s == ATTACKER && o <= OPT_REAR; o++) {
		if (!option(run, o)->given)
			continue;
		/* attacks_needed[] are the flank's and the rear's. */
		row = ((const struct rows *)run->kept)->attack[o - OPT_FLANK];
		value = cell_whole(attack, row, ATTACK_VALUE);
		modifier_add(run, opts[o].name, value, side_names[s], attack,
		    row);
		f->hit.need -= value;
	}
	hit_need_faces(run, &f->hit);
	f->wound_on = (int)cell_whole(table(run, T_EXPERIENCE),
	    (size_t)side_option(run, !s, SO_EXPERIENCE)->row,
	    EXPERIENCE_WOUND_ON);
}

/* Where a die of a blow ends: its stages below. */
enum { END_MISSED, END_HIT, END_WOUND, END_SIX, END_KILL, NENDS };
enum { STAGE_HIT, STAGE_FOLLOW, STAGE_WOUND, STAGE_EXCEPTIONAL, NSTAGES };

/*
 * What the odds read of a blow: the wounds, and whether a re-rolled 6
 * killed the colonel.  The hits and 6s are the text's and the JSON's,
 * so a colonel's re-roll costs the walk a branch, not a count.
 */
static const int ends_read[NENDS] = {
	[END_MISSED] = STAGES_UNREAD, [END_HIT] = STAGES_UNREAD,
	[END_WOUND] = STAGES_COUNTED, [END_SIX] = STAGES_COUNTED,
	[END_KILL] = STAGES_MARKED
};

/* Side s's blow with bases, as stages of a die: the dice it rolls. */
static int
blow(struct run *run, struct melee *m, int s, long bases,
    struct stage stages[NSTAGES])
{
	const struct table *exceptional = table(run, T_EXCEPTIONAL);
	struct fighter *f = &m->side[s];
	struct fighter *e = &m->side[!s];
	int sides = (int)cell_whole(table(run, T_SHOOT), 0, SHOOT_SIDES);
	int face, trigger, kills_on, i;

	f->striking = bases;
	f->dice = bases * f->per_base_dice;
	/* The 6s are re-rolled only for a colonel to lose: nothing else
	 * turns on them. */
	f->rerolled = e->colonel && cell_whole(exceptional, 0,
	    EXCEPTIONAL_IN_MELEE);
	trigger = f->rerolled ? (int)cell_whole(exceptional, 0,
	    EXCEPTIONAL_TRIGGER) : sides + 1;
	kills_on = (int)cell_whole(exceptional, 0, EXCEPTIONAL_KILLS_ON);
	/* Each die: to hit, the follow-up of a 7+, to wound, and a wound
	 * 6 re-rolled; all of a stage's dice before the next stage's. */
	memset(stages, 0, NSTAGES * sizeof(*stages));
	stages[STAGE_HIT].what = hit_roll[s];
	stages[STAGE_FOLLOW].what = follow_roll[s];
	stages[STAGE_WOUND].what = wound_roll[s];
	stages[STAGE_EXCEPTIONAL].what = exceptional_roll[s];
	for (face = 1; face <= sides; face++) {
		stages[STAGE_HIT].next[face] = face < f->hit.first
		    ? ENDS_IN(END_MISSED) : f->hit.then > 0 ? STAGE_FOLLOW
		    : STAGE_WOUND;
		stages[STAGE_FOLLOW].next[face] = face < f->hit.then
		    ? ENDS_IN(END_MISSED) : STAGE_WOUND;
		stages[STAGE_WOUND].next[face] = face >= trigger
		    ? STAGE_EXCEPTIONAL : face >= f->wound_on
		    ? ENDS_IN(END_WOUND) : ENDS_IN(END_HIT);
		stages[STAGE_EXCEPTIONAL].next[face] = face >= kills_on
		    ? ENDS_IN(END_KILL) : ENDS_IN(END_SIX);
	}
	for (i = 0; i < NSTAGES; i++)
		stages[i].sides = sides;
	/* A blow that cannot hit rolls no dice. */
	return f->hit.first > 0 ? (int)f->dice : 0;
}

/* Side s strikes with bases: hits, wounds and the enemy's colonel. */
static void
strike(struct run *run, struct melee *m, int s, long bases)
{
	struct fighter *f = &m->side[s];
	struct fighter *e = &m->side[!s];
	struct stage stages[NSTAGES];
	int counts[NENDS];

	roll_stages_read(&run->dice, blow(run, m, s, bases, stages), stages,
	    NSTAGES, NENDS, ends_read, counts);
	f->hits = counts[END_HIT] + counts[END_WOUND] + counts[END_SIX]
	    + counts[END_KILL];
	f->sixes = counts[END_SIX] + counts[END_KILL];
	f->wounds = counts[END_WOUND] + f->sixes;
	f->kills = counts[END_KILL];
	e->colonel_killed = f->kills > 0;
}

/* The casualties side s took: bases removed, the rest marked. */
static void
take_losses(struct run *run, struct melee *m, int s)
{
	const struct table *units = table(run, T_UNITS);
	struct fighter *f = &m->side[s];
	long per_base = cell_whole(units, f->unit, UNIT_PER_BASE);
	long total = f->marked + m->side[!s].wounds;

	f->removed = total / per_base;
	f->marked = total % per_base;
	if (f->removed >= f->bases) {
		f->removed = f->bases;
		f->marked = 0;
	}
	f->left = f->bases - f->removed;
}

/* The defenders that strike back: those left, unless the blows fall at
 * once. */
static long
reply_bases(struct melee *m)
{
	struct fighter *d = &m->side[DEFENDER];

	if (!m->simultaneous && d->fighting > d->left)
		d->fighting = d->left;
	return d->left > 0 || m->simultaneous ? d->fighting : 0;
}

/* A side that took casualties takes its pins. */
static void
pin(struct run *run, struct melee *m)
{
	long pins = cell_whole(table(run, T_MELEE), 0, MELEE_PINS_ON_LOSS);
	int s;

	for (s = 0; s < NSIDES; s++)
		m->side[s].pins_after = m->side[s].pins_before
		    + (m->side[!s].wounds > 0 ? pins : 0);
}

/* Whether a flag of side s holds now: a colonel killed this round is.
 * flag is one of the flags (morale_test_check). */
static int
flag_holds(const struct run *run, const struct melee *m, int s, int flag)
{
	if (flag == MORALE_COLONEL_KILLED && m->side[s].colonel_killed)
		return 1;
	if (flag == MORALE_COLONEL && m->side[s].colonel_killed)
		return 0;
	return side_option(run, s, flag_opts[flag])->given > 0;
}

/* Commanders whose conditions no outcome of the round can meet. */
static void
check_commanders(struct run *run)
{
	const struct table *commanders = table(run, T_COMMANDERS);
	const struct rows *rows = run->kept;
	const char *requires, *excludes;
	char flag[64];
	int s, o, i;

	/* The walk checks again on every path: by the flags' numbers,
	 * found once, and a name only to refuse. */
	for (s = 0; s < NSIDES; s++)
		for (i = 0; i < MORALE_COMMANDERS; i++) {
			o = SIDE_OPT(s, flag_opts[i]);
			if (!option(run, o)->given)
				continue;
			requires = cell_text(commanders, rows->commander[i],
			    COMMANDER_REQUIRES);
			excludes = cell_text(commanders, rows->commander[i],
			    COMMANDER_EXCLUDES);
			if (rows->excludes[i] >= 0 && side_option(run, s,
			    flag_opts[rows->excludes[i]])->given) {
				snprintf(flag, sizeof(flag), "%s-%s",
				    side_names[s], excludes);
				fail(EXIT_USAGE, "--%s and --%s cannot go "
				    "together", opts[o].name, flag);
			}
			/* A colonel with the unit may fall this round. */
			if (rows->requires[i] == MORALE_COLONEL_KILLED
			    && !side_option(run, s, SO_COLONEL_KILLED)->given
			    && !side_option(run, s, SO_COLONEL)->given) {
				snprintf(flag, sizeof(flag), "%s-%s",
				    side_names[s], requires);
				fail(EXIT_USAGE, "--%s needs --%s (or "
				    "--%s-colonel, if he falls)",
				    opts[o].name, flag, side_names[s]);
			}
		}
}

/* Side s's morale test for reason, bacw-morale's, after the melee: all
 * but its dice. */
static void
morale_target(struct run *run, struct melee *m, int s, const char *reason)
{
	const struct rows *rows = run->kept;
	struct fighter *f = &m->side[s];
	struct morale_test *t = &f->test;
	const struct opt_value *mo = side_option(run, s, SO_MORALE);
	long n[MORALE_COUNTED];
	unsigned with = 0, may_count = 0;
	int i;

	f->tested = 1;
	/* A side's morale is its experience's, unless given. */
	/* reasons_needed[]: the loser's, then the victor's. */
	morale_test_begin(run, t, ((const struct rows *)run->kept)->reason[
	    reason == loser_reason ? 0 : 1], mo->given ? mo->row
	    : morale_of_experience(run, (size_t)side_option(run, s,
	    SO_EXPERIENCE)->row), mo->whole);
	/* Those whose flags hold now may count: not a colonel killed. */
	for (i = 0; i < MORALE_COMMANDERS; i++) {
		if (!side_option(run, s, flag_opts[i])->given)
			continue;
		with |= 1u << i;
		if ((rows->requires[i] >= 0
		    && !flag_holds(run, m, s, rows->requires[i]))
		    || (rows->excludes[i] >= 0
		    && flag_holds(run, m, s, rows->excludes[i]))
		    || (i == MORALE_COLONEL && f->colonel_killed))
			continue;
		may_count |= 1u << i;
	}
	morale_test_commanders(run, t, with, may_count);
	n[MORALE_PINS] = f->pins_after;
	n[MORALE_BASES_LOST] = morale_bases_lost(run, f->start, f->left);
	n[MORALE_ROUTING_FRIENDS] = side_option(run, s,
	    SO_ROUTING_FRIENDS)->whole;
	morale_test_count(run, t, n);
}

/* The test and its dice. */
static void
morale_test(struct run *run, struct melee *m, int s, const char *reason)
{
	morale_target(run, m, s, reason);
	morale_test_roll_passed(run, &m->side[s].test, morale_roll[s]);
}

/*
 * Victorious charging cavalry may charge again: a reminder, and the
 * bacw-order command for its test with all the melee knows of it: its
 * morale, its pins after, and the commanders who may count (not a
 * colonel killed, before or in this round).
 */
static void
second_charge(struct run *run, const struct melee *m, int s)
{
	const struct fighter *f = &m->side[s];
	const char *morale = option_text(run, SIDE_OPT(s, SO_MORALE));

	if (!f->charging || !cell_whole(table(run, T_UNITS), f->unit,
	    UNIT_MOUNTED))
		return;
	follow_up(run, "bacw-order");
	follow_arg(run, "--order");
	follow_arg(run, "charge");
	follow_arg(run, "--reason");
	follow_arg(run, "second-charge");
	follow_arg(run, "--quality");
	follow_arg(run, "%s", morale != NULL ? morale : cell_text(table(run,
	    T_EXPERIENCE), (size_t)side_option(run, s, SO_EXPERIENCE)->row,
	    EXPERIENCE_NAME));
	follow_arg(run, "--pins");
	follow_arg(run, "%ld", f->pins_after);
	if (f->colonel && !f->colonel_killed)
		follow_arg(run, "--colonel");
	if (side_option(run, s, SO_BRIGADE_COMMANDER)->given)
		follow_arg(run, "--brigade-commander");
	if (side_option(run, s, SO_ARMY_COMMANDER)->given)
		follow_arg(run, "--army-commander");
	effect(run, "the %s may charge again if it passes an order test "
	    "(%s) and an enemy is within its remaining charge distance",
	    side_names[s], follow_up_text(run));
}

static void
resolve(struct run *run, void *state)
{
	const struct table *evade = table(run, T_EVADE);
	const struct table *reasons = table(run, T_REASONS);
	const struct table *units = table(run, T_UNITS);
	struct melee *m = state;
	struct fighter *a = &m->side[ATTACKER], *d = &m->side[DEFENDER];
	struct fighter *loser, *victor;
	int l;

	line_up(run, m);
	check_commanders(run);
	m->winner = -1;
	if (d->per_base_dice < 0) {
		outcome(run, SKIRMISHERS_EVADE);
		effect(run, "the %s %s", cell_text(units, d->unit, UNIT_NAME),
		    cell_text(evade, (size_t)table_find(evade, EVADE_UNIT,
		    cell_text(units, d->unit, UNIT_NAME)), EVADE_EFFECT));
		return;
	}
	odds_dice_bound(run, m);
	to_hit(run, m, ATTACKER);
	to_hit(run, m, DEFENDER);
	if (run->dice.source == DICE_WALK)
		memcpy(((struct rows *)run->kept)->before, m->side,
		    sizeof(m->side));
	strike(run, m, ATTACKER, a->fighting);
	take_losses(run, m, DEFENDER);
	strike(run, m, DEFENDER, reply_bases(m));
	take_losses(run, m, ATTACKER);
	pin(run, m);
	quantity(run, Q_DEFENDER_CASUALTIES, a->wounds);
	quantity(run, Q_ATTACKER_CASUALTIES, d->wounds);
	if (d->colonel)
		quantity(run, Q_DEFENDER_COLONEL_KILLED, d->colonel_killed);
	if (a->colonel)
		quantity(run, Q_ATTACKER_COLONEL_KILLED, a->colonel_killed);

	/*
	 * Blows at once can leave no one on either side: every base of
	 * both is removed, so no one is left to test or to charge again.
	 */
	if (d->left == 0 && a->left == 0) {
		outcome(run, BOTH_DESTROYED);
		effect(run, "both sides are destroyed: every base removed; no "
		    "one is left to test");
		return;
	}
	if (d->left == 0) {
		outcome(run, DEFENDER_DESTROYED);
		effect(run, "the defender is destroyed: every base removed");
		second_charge(run, m, ATTACKER);
		return;
	}
	if (a->left == 0) {
		outcome(run, ATTACKER_DESTROYED);
		effect(run, "the attacker is destroyed: every base removed");
		return;
	}
	if (a->wounds == d->wounds) {
		outcome(run, DRAW);
		effect(run, "a draw, %d casualt%s each: no test; the melee "
		    "continues next turn", a->wounds, a->wounds == 1 ? "y"
		    : "ies");
		return;
	}
	m->winner = a->wounds > d->wounds ? ATTACKER : DEFENDER;
	l = !m->winner;
	loser = &m->side[l];
	victor = &m->side[m->winner];
	effect(run, "the %s wins, %d casualt%s to %d", side_names[m->winner],
	    victor->wounds, victor->wounds == 1 ? "y" : "ies", loser->wounds);
	morale_test(run, m, l, loser_reason);
	if (!loser->test.passed) {
		outcome(run, l == DEFENDER ? DEFENDER_ROUTED : ATTACKER_ROUTED);
		effect(run, "the %s fails its test and %s", side_names[l],
		    cell_text(reasons, loser->test.reason, REASON_ON_FAIL));
		morale_test_friendly_pins(run, &loser->test);
		second_charge(run, m, m->winner);
		return;
	}
	morale_test(run, m, m->winner, victor_reason);
	if (!victor->test.passed) {
		outcome(run, m->winner == DEFENDER ? DEFENDER_FELL_BACK
		    : ATTACKER_FELL_BACK);
		effect(run, "the %s holds; the %s fails its test and %s",
		    side_names[l], side_names[m->winner], cell_text(reasons,
		    victor->test.reason, REASON_ON_FAIL));
		return;
	}
	outcome(run, CONTINUES);
	effect(run, "both hold: %s", cell_text(reasons, victor->test.reason,
	    REASON_ON_PASS));
}

/*
 * --odds by stages (issue 34).  The walk's paths are the chargers' blow,
 * the reply, and the tests, and it ran the whole melee again on each
 * (15,000 paths at 20 bases a side with both colonels, 30 times
 * dicelab's time).  Here a blow is one law (stages_law), the reply's
 * one for each number of dice it can strike with, and each pair of
 * blows weighs its outcomes by its tests' chances, their targets worked
 * out by the tests' own code: the walk's answer, exactly
 * (tests/bacw-melee/law.sh holds them to each other).  Every chance is
 * over one total, the chargers' power, the reply's largest and the
 * tests' dice twice, so that each adds as integers; and the replies'
 * ways are summed under a branch of the charge before they are
 * multiplied by its.
 */
struct law {
	struct stages_law charge, reply[ODDS_DICE_MAX + 1];
	mpz_t	*pass;		/* a test's passing ways by its target */
	long	 lowest, highest;	/* the targets pass[] tells apart */
	mpz_t	 tests, squared, ways;
	mpz_t	 reply_squared;	/* the reply's largest total, times squared */
	/* Under a branch of the charge, each outcome's ways of the replies
	 * and the tests; and by the reply's dice, the ways of the charge
	 * that lead to it. */
	mpz_t	 outcome[OUTCOME_COUNT], led[ODDS_DICE_MAX + 1];
	struct chance w;
	/* The targets met, by side, reason, pinned, colonel killed and
	 * bases left. */
	struct met {
		long	 target;
		int	 known;
	} met[NSIDES][2][2][2][BASES_MAX + 1];
};

/* A target met before, or side s's for reason in m, kept in *at. */
static long
law_met(struct run *run, struct met *at, struct melee *m, int s,
    const char *reason)
{
	if (!at->known) {
		morale_target(run, m, s, reason);
		at->target = m->side[s].test.target;
		at->known = 1;
	}
	return at->target;
}

/* Side s's target for reason in m, worked out once for what it turns
 * on. */
static long
law_target(struct run *run, struct law *law, struct melee *m, int s,
    const char *reason)
{
	struct fighter *f = &m->side[s];

	/* A house table's unit of more bases than an option allows is
	 * worked out each time. */
	if (f->left > BASES_MAX) {
		morale_target(run, m, s, reason);
		return f->test.target;
	}
	return law_met(run, &law->met[s][reason == victor_reason]
	    [f->pins_after != f->pins_before][f->colonel_killed][f->left],
	    m, s, reason);
}

/* The ways a test of target passes, of law->tests. */
static mpz_srcptr
law_pass(const struct law *law, long target)
{
	if (target < law->lowest)
		return law->pass[0];
	if (target > law->highest)
		return law->tests;
	return law->pass[target - law->lowest];
}

/* The outcomes of a pair of blows, m after both, the reply in ways:
 * added to law->outcome[] by the tests' ways of each. */
static void
law_settle(struct run *run, struct law *law, struct melee *m,
    mpz_srcptr ways)
{
	const struct fighter *a = &m->side[ATTACKER], *d = &m->side[DEFENDER];
	mpz_ptr tests = law->ways;
	mpz_srcptr loser, victor;
	int winner, l;

	if (d->left == 0 || a->left == 0 || a->wounds == d->wounds) {
		mpz_addmul(law->outcome[d->left == 0 && a->left == 0
		    ? BOTH_DESTROYED : d->left == 0 ? DEFENDER_DESTROYED
		    : a->left == 0 ? ATTACKER_DESTROYED : DRAW], ways,
		    law->squared);
		return;
	}
	winner = a->wounds > d->wounds ? ATTACKER : DEFENDER;
	l = !winner;
	loser = law_pass(law, law_target(run, law, m, l, loser_reason));
	victor = law_pass(law, law_target(run, law, m, winner,
	    victor_reason));
	/* The loser fails: the other's dice are not rolled. */
	mpz_sub(tests, law->tests, loser);
	mpz_mul(tests, tests, law->tests);
	mpz_addmul(law->outcome[l == DEFENDER ? DEFENDER_ROUTED
	    : ATTACKER_ROUTED], ways, tests);
	mpz_sub(tests, law->tests, victor);
	mpz_mul(tests, tests, loser);
	mpz_addmul(law->outcome[winner == DEFENDER ? DEFENDER_FELL_BACK
	    : ATTACKER_FELL_BACK], ways, tests);
	mpz_mul(tests, victor, loser);
	mpz_addmul(law->outcome[CONTINUES], ways, tests);
}

/* The reply's law of n dice, worked out once, its ways over the
 * largest's total, most dice's. */
static const struct stages_law *
law_reply(struct run *run, struct law *law, struct melee *m, int n,
    int most)
{
	struct stages_law *reply = &law->reply[n];
	struct stage stages[NSTAGES];
	int j;

	if (reply->cap != 0)
		return reply;
	blow(run, m, DEFENDER, 0, stages);
	if (law->reply[most].cap == 0)
		stages_law(&run->dice, most, stages, NSTAGES, NENDS, ends_read,
		    &law->reply[most]);
	if (n == most)
		return reply;
	stages_law(&run->dice, n, stages, NSTAGES, NENDS, ends_read, reply);
	mpz_divexact(law->ways, law->reply[most].power, reply->power);
	for (j = 0; j < reply->n; j++)
		mpz_mul(reply->ways[j], reply->ways[j], law->ways);
	mpz_set(reply->power, law->reply[most].power);
	return reply;
}

static int
melee_law(struct run *run, const void *state, struct odds_found *found)
{
	const struct table *test = table(run, T_TEST);
	const struct melee *path = state;
	const struct fighter *before = ((const struct rows *)run->kept)->before;
	int dice = (int)cell_whole(test, 0, TEST_DICE);
	int sides = (int)cell_whole(test, 0, TEST_SIDES);
	const struct stages_law *reply;
	struct stage stages[NSTAGES];
	struct melee struck, m;
	struct law *law;
	long target;
	int i, j, n, o, most;

	if (path->side[DEFENDER].per_base_dice < 0)
		return 0;	/* the skirmishers evade: no dice */
	law = xcalloc(1, sizeof(*law));
	mpz_inits(law->tests, law->squared, law->ways, law->reply_squared,
	    law->w.ways, law->w.total, law->w.seen[0], law->w.seen[1],
	    law->w.factor[0], law->w.factor[1], NULL);
	for (i = 0; i < OUTCOME_COUNT; i++)
		mpz_init(law->outcome[i]);
	for (i = 0; i <= ODDS_DICE_MAX; i++)
		mpz_init(law->led[i]);
	law->lowest = dice - 1;
	law->highest = (long)dice * sides;
	law->pass = xcalloc((size_t)(law->highest - law->lowest + 1),
	    sizeof(mpz_t));
	for (target = law->lowest; target <= law->highest; target++) {
		mpz_init(law->pass[target - law->lowest]);
		sum_law(&run->dice, dice, sides, target,
		    law->pass[target - law->lowest], law->tests);
	}

	/* Only the sides change, blow by blow. */
	m = struck = *path;
	memcpy(m.side, before, sizeof(m.side));
	stages_law(&run->dice, blow(run, &m, ATTACKER,
	    m.side[ATTACKER].fighting, stages), stages, NSTAGES, NENDS,
	    ends_read, &law->charge);
	/* The most dice the reply strikes with: all its fighters'. */
	most = blow(run, &m, DEFENDER, m.side[DEFENDER].fighting, stages);
	mpz_mul(law->squared, law->tests, law->tests);
	mpz_mul(law->reply_squared, law_reply(run, law, &m, most,
	    most)->power, law->squared);
	mpz_mul(law->w.total, law->charge.power, law->reply_squared);
	for (i = 0; i < law->charge.n; i++) {
		memcpy(struck.side, before, sizeof(struck.side));
		struck.side[ATTACKER].wounds = law->charge.counted[i];
		struck.side[DEFENDER].colonel_killed = law->charge.marked[i];
		mpz_mul(law->w.ways, law->charge.ways[i], law->reply_squared);
		tally_add(&found->quantity[Q_DEFENDER_CASUALTIES],
		    law->charge.counted[i], &law->w, found->scratch);
		if (struck.side[DEFENDER].colonel)
			tally_add(&found->quantity[Q_DEFENDER_COLONEL_KILLED],
			    law->charge.marked[i], &law->w, found->scratch);
		take_losses(run, &struck, DEFENDER);
		n = blow(run, &struck, DEFENDER, reply_bases(&struck), stages);
		reply = law_reply(run, law, &struck, n, most);
		mpz_add(law->led[n], law->led[n], law->charge.ways[i]);
		for (j = 0; j < reply->n; j++) {
			memcpy(m.side, struck.side, sizeof(m.side));
			m.side[DEFENDER].wounds = reply->counted[j];
			m.side[ATTACKER].colonel_killed = reply->marked[j];
			take_losses(run, &m, ATTACKER);
			pin(run, &m);
			law_settle(run, law, &m, reply->ways[j]);
		}
		for (o = 0; o < OUTCOME_COUNT; o++) {
			if (mpz_sgn(law->outcome[o]) == 0)
				continue;
			mpz_mul(law->w.ways, law->charge.ways[i],
			    law->outcome[o]);
			chance_add(&found->outcome.found[o], &law->w,
			    found->scratch);
			mpz_set_ui(law->outcome[o], 0);
		}
	}
	/* The casualties of the reply, by the charges that led to it. */
	for (n = 0; n <= most; n++) {
		if (mpz_sgn(law->led[n]) == 0)
			continue;
		mpz_mul(law->ways, law->led[n], law->squared);
		for (reply = &law->reply[n], j = 0; j < reply->n; j++) {
			mpz_mul(law->w.ways, law->ways, reply->ways[j]);
			tally_add(&found->quantity[Q_ATTACKER_CASUALTIES],
			    reply->counted[j], &law->w, found->scratch);
			if (path->side[ATTACKER].colonel)
				tally_add(&found->quantity[
				    Q_ATTACKER_COLONEL_KILLED],
				    reply->marked[j], &law->w, found->scratch);
		}
	}

	for (target = law->lowest; target <= law->highest; target++)
		mpz_clear(law->pass[target - law->lowest]);
	xfree(law->pass);
	stages_law_free(&law->charge);
	for (i = 0; i <= ODDS_DICE_MAX; i++)
		stages_law_free(&law->reply[i]);
	for (i = 0; i < OUTCOME_COUNT; i++)
		mpz_clear(law->outcome[i]);
	for (i = 0; i <= ODDS_DICE_MAX; i++)
		mpz_clear(law->led[i]);
	mpz_clears(law->tests, law->squared, law->ways, law->reply_squared,
	    law->w.ways, law->w.total, law->w.seen[0], law->w.seen[1],
	    law->w.factor[0], law->w.factor[1], NULL);
	xfree(law);
	return 1;
}

/* "attacker: 10 dice (5 bases x 2, charging), to hit 3+ (3+): ..." */
static void
text_strike(struct run *run, const struct melee *m, int s)
{
	const struct fighter *f = &m->side[s];

	out_printf(&run->out, "%s: %ld di%s (%ld base%s x %ld%s), to hit ",
	    side_names[s], f->dice, f->dice == 1 ? "e" : "ce", f->striking,
	    f->striking == 1 ? "" : "s", f->per_base_dice, f->charging
	    ? ", charging" : "");
	hit_need_explain(run, &f->hit, side_names[s]);
	text_dice(run, ": ", hit_roll[s]);
	text_dice(run, "; follow-ups ", follow_roll[s]);
	out_printf(&run->out, ", %d hit%s", f->hits, f->hits == 1 ? "" : "s");
	if (f->hits > 0) {
		out_printf(&run->out, "; to wound %d+", f->wound_on);
		text_dice(run, ": ", wound_roll[s]);
		out_printf(&run->out, ", %d casualt%s", f->wounds,
		    f->wounds == 1 ? "y" : "ies");
	}
	if (f->sixes > 0) {
		text_dice(run, "; 6s re-rolled: ", exceptional_roll[s]);
		out_printf(&run->out, ", %s", f->kills > 0 ? "the colonel "
		    "is killed" : "the colonel survives");
	}
	out_str(&run->out, "\n");
}

/* "defender morale (melee-loser): rolled 5+6=11 vs 6 (...): FAIL" */
static void
text_test(struct run *run, const struct melee *m, int s)
{
	const struct morale_test *t = &m->side[s].test;
	int i;

	out_printf(&run->out, "%s morale (%s): rolled ", side_names[s],
	    cell_text(table(run, T_REASONS), t->reason, REASON_NAME));
	out_dice(&run->out, &run->dice, morale_roll[s], "+");
	out_printf(&run->out, "=%ld vs %ld (", t->total, t->target);
	morale_test_explain(run, t);
	for (i = 0; i < MORALE_COMMANDERS; i++)
		if (t->not_counted[i])
			out_printf(&run->out, "; %s %s", morale_commander[i],
			    i == MORALE_COLONEL && m->side[s].colonel_killed
			    ? "killed" : "not counted");
	out_printf(&run->out, "): %s\n", t->passed ? "PASS" : "FAIL");
}

static void
text(struct run *run, const void *state)
{
	const struct melee *m = state;
	const struct fighter *f;
	int s;

	out_printf(&run->out, "%s  %s\n", outcomes[run->outcome].word,
	    run->effect.buf);
	if (run->outcome == SKIRMISHERS_EVADE)
		return;
	for (s = 0; s < NSIDES; s++)
		if (s == ATTACKER || m->side[s].striking > 0)
			text_strike(run, m, s);
	for (s = 0; s < NSIDES; s++) {
		f = &m->side[s];
		out_printf(&run->out, "%s: %d casualt%s", side_names[s],
		    m->side[!s].wounds, m->side[!s].wounds == 1 ? "y" : "ies");
		if (f->removed > 0)
			out_printf(&run->out, ", %ld base%s removed",
			    f->removed, f->removed == 1 ? "" : "s");
		out_printf(&run->out, ", %ld marked, %ld base%s left, pins %ld "
		    "-> %ld\n", f->marked, f->left, f->left == 1 ? "" : "s",
		    f->pins_before, f->pins_after);
	}
	/* The loser tests first, the victor after. */
	if (m->winner >= 0 && m->side[!m->winner].tested)
		text_test(run, m, !m->winner);
	if (m->winner >= 0 && m->side[m->winner].tested)
		text_test(run, m, m->winner);
}

/* key: {"attacker":a,"defender":d} */
static void
json_pair(struct run *run, const char *key, long a, long d)
{
	json_key(&run->out, key);
	json_open(&run->out, '{');
	json_key(&run->out, side_names[ATTACKER]);
	json_whole(&run->out, a);
	json_key(&run->out, side_names[DEFENDER]);
	json_whole(&run->out, d);
	json_close(&run->out, '}');
}

static void
json(struct run *run, const void *state)
{
	const struct melee *m = state;
	const struct fighter *f, *a = &m->side[ATTACKER];
	const struct fighter *d = &m->side[DEFENDER];
	int s, order[NSIDES];

	json_key(&run->out, "simultaneous");
	json_bool(&run->out, m->simultaneous);
	json_key(&run->out, "sides");
	if (run->outcome == SKIRMISHERS_EVADE)
		json_null(&run->out);
	else
		json_open(&run->out, '{');
	for (s = 0; s < NSIDES && run->outcome != SKIRMISHERS_EVADE; s++) {
		f = &m->side[s];
		json_key(&run->out, side_names[s]);
		json_open(&run->out, '{');
		json_key(&run->out, "dice");
		json_whole(&run->out, f->dice);
		hit_need_json(run, &f->hit);
		json_key(&run->out, "rolls");
		json_dice_of(&run->out, &run->dice, hit_roll[s]);
		json_key(&run->out, "follow_ups");
		json_dice_of(&run->out, &run->dice, follow_roll[s]);
		json_key(&run->out, "hits");
		json_whole(&run->out, f->hits);
		json_key(&run->out, "wound_on");
		json_whole(&run->out, f->wound_on);
		json_key(&run->out, "wound_rolls");
		json_dice_of(&run->out, &run->dice, wound_roll[s]);
		json_key(&run->out, "casualties_inflicted");
		json_whole(&run->out, f->wounds);
		json_key(&run->out, "exceptional");
		json_open(&run->out, '{');
		json_key(&run->out, "sixes");
		json_whole(&run->out, f->sixes);
		json_key(&run->out, "rerolls");
		json_dice_of(&run->out, &run->dice, exceptional_roll[s]);
		json_close(&run->out, '}');
		json_key(&run->out, "colonel_killed");
		if (m->side[!s].colonel)
			json_bool(&run->out, m->side[!s].colonel_killed);
		else
			json_null(&run->out);
		json_close(&run->out, '}');
	}
	if (run->outcome != SKIRMISHERS_EVADE)
		json_close(&run->out, '}');
	json_pair(run, "casualties", d->wounds, a->wounds);
	json_pair(run, "bases_removed", a->removed, d->removed);
	json_pair(run, "pins_after", a->pins_after, d->pins_after);
	json_key(&run->out, "winner");
	if (m->winner < 0)
		json_null(&run->out);
	else
		json_string(&run->out, side_names[m->winner]);
	json_key(&run->out, "morale");
	json_open(&run->out, '[');
	/* The loser tests first. */
	order[0] = m->winner < 0 ? ATTACKER : !m->winner;
	order[1] = !order[0];
	for (s = 0; s < NSIDES; s++) {
		f = &m->side[order[s]];
		if (!f->tested)
			continue;
		json_open(&run->out, '{');
		json_key(&run->out, "side");
		json_string(&run->out, side_names[order[s]]);
		morale_test_json(run, &f->test);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	/* The victorious cavalry's second charge test, as data. */
	json_follow_up(run);
}

/* What the odds were worked against: the same on every path. */
static void
odds_text(struct run *run, const void *state)
{
	const struct melee *m = state;
	const struct table *units = table(run, T_UNITS);
	int s;

	for (s = 0; s < NSIDES; s++)
		out_printf(&run->out, "%s: %s, %ld base%s%s\n", side_names[s],
		    cell_text(units, m->side[s].unit, UNIT_NAME),
		    m->side[s].bases, m->side[s].bases == 1 ? "" : "s",
		    m->simultaneous && s == DEFENDER ? "; simultaneous" : "");
}

/*
 * The paths a walk weighs, for the bound (odds_estimate): where the
 * melee is stated (melee_law) it walks its first path alone, the law's
 * work bounded by ODDS_DICE_MAX a side; the probes' estimate where it
 * walks every path.  Skirmishers who evade, whose melee the law leaves
 * to the walk, roll no dice: one path.
 */
static double
odds_paths(struct run *run)
{
	return odds_every_path() ? odds_probed(run) : 1;
}

static const struct odds_hooks hooks = {
	.law = melee_law
};

static const struct tool bacw_melee = {
	.name = "bacw-melee",
	.asker = "attacker",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "the charge succeeds",
	.state_size = sizeof(struct melee),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text,
	.odds_paths = odds_paths,
	.odds_hooks = &hooks
};

int
main(int argc, char *argv[])
{
	return tool_main(&bacw_melee, argc, argv);
}
