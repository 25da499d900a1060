/*
 * bacw-shoot - Bolt Action ACW shooting: one unit firing at one target,
 * from the shots to the bases removed and whether a morale test is due.
 */
#include <stddef.h>
#include <string.h>

#include "bacw-morale-test.h"
#include "bacw-shooting.h"
#include "err.h"
#include "num.h"
#include "tool.h"

enum { T_UNITS, T_SHOTS, T_WEAPONS, T_SHOOT, T_MODIFIERS, T_COVER,
	T_EXPERIENCE, T_EXTREMES, T_DAMAGE, T_EXCEPTIONAL, T_TEST, T_MORALE,
	T_MORALE_MODIFIERS, T_COMMANDERS, T_REASONS, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_UNITS] = &bacw_unit_table,
	[T_SHOTS] = &bacw_shots_table,
	[T_WEAPONS] = &bacw_weapon_table,
	[T_SHOOT] = &bacw_shoot_table,
	[T_MODIFIERS] = &bacw_shoot_modifier_table,
	[T_COVER] = &bacw_cover_table,
	[T_EXPERIENCE] = &bacw_experience_table,
	[T_EXTREMES] = &bacw_extreme_table,
	[T_DAMAGE] = &bacw_damage_table,
	[T_EXCEPTIONAL] = &bacw_exceptional_table,
	[T_TEST] = &bacw_morale_test_table,
	[T_MORALE] = &bacw_morale_table,
	[T_MORALE_MODIFIERS] = &bacw_morale_modifier_table,
	[T_COMMANDERS] = &bacw_morale_commander_table,
	[T_REASONS] = &bacw_morale_reason_table,
	NULL
};

enum { OPT_UNIT, OPT_FORMATION, OPT_BASES, OPT_SHOTS, OPT_WEAPON,
	OPT_RANGE, OPT_PINS, OPT_EXPERIENCE, OPT_MOVED, OPT_FAILED_CHARGE,
	OPT_CASUALTIES, OPT_INTERPENETRATED, OPT_TARGET_TYPE,
	OPT_TARGET_EXPERIENCE, OPT_TARGET_DOWN, OPT_TARGET_SMALL,
	OPT_NO_TARGET_SMALL, OPT_COVER, OPT_ENFILADE, OPT_TARGET_BASES,
	OPT_TARGET_START_BASES, OPT_TARGET_CASUALTIES, OPT_TARGET_PINS,
	OPT_TARGET_COLONEL, OPT_ROLL_MORALE, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_UNIT] = { .name = "type", .kind = KIND_WORD, .arg = "TYPE",
	    .help = "the firing unit", .table = &bacw_unit_table,
	    .column = UNIT_NAME, .fallback = "infantry", .also = "unit" },
	[OPT_FORMATION] = { .name = "formation", .kind = KIND_WORD,
	    .arg = "FORMATION", .help = "line or column",
	    .choices = BACW_FORMATIONS, .fallback = "line" },
	[OPT_BASES] = { .name = "bases", .kind = KIND_WHOLE, .arg = "N",
	    .help = "its bases now (default: the unit's)", .min = 1,
	    .max = BASES_MAX },
	[OPT_SHOTS] = { .name = "shots", .kind = KIND_WHOLE, .arg = "N",
	    .help = "the shots, for odd cases", .min = 0, .max = SHOTS_MAX,
	    .excludes = "bases" },
	[OPT_WEAPON] = { .name = "weapon", .kind = KIND_WORD, .arg = "WEAPON",
	    .help = "its weapon (default: the unit's)",
	    .table = &bacw_weapon_table, .column = WEAPON_NAME },
	[OPT_RANGE] = { .name = "range", .kind = KIND_DISTANCE,
	    .arg = "INCHES", .help = "the distance to the target",
	    .min = 0, .max = RANGE_MAX, .required = 1 },
	[OPT_PINS] = { .name = "pins", .kind = KIND_WHOLE, .arg = "N",
	    .help = "pins on the firing unit", .min = 0, .max = PINS_MAX,
	    .fallback = "0" },
	[OPT_EXPERIENCE] = { .name = "quality", .kind = KIND_WORD,
	    .arg = "LEVEL", .help = "the firers' quality",
	    .table = &bacw_experience_table, .column = EXPERIENCE_NAME,
	    .fallback = "regular", .also = "experience" },
	[OPT_MOVED] = { .name = "moved", .kind = KIND_FLAG,
	    .help = "it fires on the move" },
	[OPT_FAILED_CHARGE] = { .name = "failed-charge", .kind = KIND_FLAG,
	    .help = "it fires after a failed charge order" },
	[OPT_CASUALTIES] = { .name = "casualties", .kind = KIND_WHOLE,
	    .arg = "N", .help = "casualties on the firing artillery",
	    .min = 0, .max = CASUALTIES_MAX, .fallback = "0" },
	[OPT_INTERPENETRATED] = { .name = "interpenetrated",
	    .kind = KIND_FLAG,
	    .help = "it passed through a friendly unit this turn" },
	[OPT_TARGET_TYPE] = { .name = "target-type", .kind = KIND_WORD,
	    .arg = "TYPE", .help = "the target unit", .table = &bacw_unit_table,
	    .column = UNIT_NAME, .fallback = "infantry" },
	[OPT_TARGET_EXPERIENCE] = { .name = "target-quality",
	    .kind = KIND_WORD, .arg = "LEVEL",
	    .help = "the target's quality", .table = &bacw_experience_table,
	    .column = EXPERIENCE_NAME, .fallback = "regular",
	    .also = "target-experience" },
	[OPT_TARGET_DOWN] = { .name = "target-down", .kind = KIND_FLAG,
	    .help = "the target is down" },
	[OPT_TARGET_SMALL] = { .name = "target-small", .kind = KIND_FLAG,
	    .help = "the target is a small unit",
	    .excludes = "no-target-small" },
	[OPT_NO_TARGET_SMALL] = { .name = "no-target-small",
	    .kind = KIND_FLAG, .help = "the target is not a small unit" },
	[OPT_COVER] = { .name = "cover", .kind = KIND_WORD, .arg = "COVER",
	    .help = "the target's cover", .table = &bacw_cover_table,
	    .column = COVER_NAME, .fallback = "none" },
	[OPT_ENFILADE] = { .name = "enfilade", .kind = KIND_FLAG,
	    .help = "the fire enfilades the target" },
	[OPT_TARGET_BASES] = { .name = "target-bases", .kind = KIND_WHOLE,
	    .arg = "N", .help = "the target's bases now (default: its "
	    "unit's)", .min = 1, .max = BASES_MAX },
	[OPT_TARGET_START_BASES] = { .name = "target-start-bases",
	    .kind = KIND_WHOLE, .arg = "N",
	    .help = "the bases the target started with", .min = 1,
	    .max = BASES_MAX },
	[OPT_TARGET_CASUALTIES] = { .name = "target-casualties",
	    .kind = KIND_WHOLE, .arg = "N",
	    .help = "casualties already marked on the target", .min = 0,
	    .max = CASUALTIES_MAX, .fallback = "0" },
	[OPT_TARGET_PINS] = { .name = "target-pins", .kind = KIND_WHOLE,
	    .arg = "N", .help = "pins on the target", .min = 0,
	    .max = PINS_MAX },
	[OPT_TARGET_COLONEL] = { .name = "target-colonel", .kind = KIND_FLAG,
	    .help = "the target's colonel is with it" },
	[OPT_ROLL_MORALE] = { .name = "roll-morale", .kind = KIND_FLAG,
	    .help = "roll the morale test when one is due",
	    .needs = "target-pins" },
	{ .name = NULL }
};

/* What a cannon's damage is, as damage.csv says it. */
static const char *const damage_kinds[] = { "hits", "casualties" };
enum { DAMAGE_HITS, DAMAGE_CASUALTIES };

enum { NO_HITS, PINNED, CASUALTIES, BASE_LOST, BASE_LOST_NO_TEST,
	DESTROYED, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[NO_HITS] = { "no_hits", "NO HITS", 0 },
	[PINNED] = { "pinned", "PINNED", 0 },
	[CASUALTIES] = { "casualties", "CASUALTIES", 1 },
	[BASE_LOST] = { "base_lost", "BASE LOST", 1 },
	[BASE_LOST_NO_TEST] = { "base_lost_no_test", "BASE LOST", 1 },
	[DESTROYED] = { "destroyed", "DESTROYED", 1 },
	{ NULL }
};

enum { Q_HITS, Q_CASUALTIES, Q_BASES_REMOVED, Q_PINS_ADDED,
	Q_COLONEL_KILLED, Q_MORALE_TEST, Q_MORALE_FAILED, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_HITS] = { "hits", "hits", +1 },
	[Q_CASUALTIES] = { "casualties", "casualties", +1 },
	[Q_BASES_REMOVED] = { "bases_removed", "bases removed", +1 },
	/* Spec 07's odds keys: "pins", "expected_pins". */
	[Q_PINS_ADDED] = { "pins", "pins added", +1 },
	/* Yes or no: "p_colonel_killed", "p_morale_test". */
	[Q_COLONEL_KILLED] = { "colonel_killed", "colonel killed", +1,
	    .event = 1 },
	[Q_MORALE_TEST] = { "morale_test", "morale test", +1, .event = 1 },
	/* With --roll-morale: the test was due and failed. */
	[Q_MORALE_FAILED] = { "morale_failed", "morale test failed", +1,
	    .event = 1 },
	{ NULL }
};

/* Where the target stands, by the range. */
enum band { BAND_CLOSE, BAND_NORMAL, BAND_LONG };
static const char *const band_names[] = {
	[BAND_CLOSE] = "point_blank", [BAND_NORMAL] = "normal",
	[BAND_LONG] = "long"
};

struct volley {
	size_t		 unit, weapon, target;	/* rows */
	long		 bases_firing, per_base, shots;
	long		 range;			/* thousandths of an inch */
	enum band	 band;
	int		 cannon;		/* the weapon is a cannon */
	int		 point_blank;		/* a cannon at point blank */
	struct hit_need	 hit;
	int		 hits;
	int		 damage_dice, damage;	/* a cannon's dice, their sum */
	int		 wound_on, wounds, sixes, kills;
	int		 colonel;		/* --target-colonel */
	long		 pins_added;
	long		 marked_before, per_base_lost;
	long		 target_bases, start_bases;
	long		 bases_removed, marked_after;
	int		 destroyed, morale_test;
	struct morale_test morale;	/* --roll-morale's */
};

static void
check_tables(struct run *run)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *shots = table(run, T_SHOTS);
	const struct table *weapons = table(run, T_WEAPONS);
	const struct table *damage = table(run, T_DAMAGE);
	size_t row;

	shooting_check(run);
	table_require_rows(damage, 1, NULL);
	morale_test_table_check(run);
	if (strcmp(cell_text(damage, 0, DAMAGE_IS), damage_kinds[0]) != 0
	    && strcmp(cell_text(damage, 0, DAMAGE_IS), damage_kinds[1]) != 0)
		table_fail(damage, 0, DAMAGE_IS, "expected %s or %s",
		    damage_kinds[0], damage_kinds[1]);
	for (row = 0; row < units->rows; row++) {
		long w = table_find(weapons, WEAPON_NAME,
		    cell_text(units, row, UNIT_WEAPON));

		if (w < 0)
			table_fail(units, row, UNIT_WEAPON, "'%s' is not a "
			    "weapon of %s", cell_text(units, row, UNIT_WEAPON),
			    bacw_weapon_table.file);
		if ((cell_whole(weapons, (size_t)w, WEAPON_DAMAGE) > 0)
		    != cell_whole(units, row, UNIT_CANNON))
			table_fail(units, row, UNIT_WEAPON, "'%s' does not go "
			    "with the unit's cannon column",
			    cell_text(units, row, UNIT_WEAPON));
	}
	unit_column_check(run, shots, SHOTS_UNIT);
	for (row = 0; row < shots->rows; row++) {
		if (bacw_formation_named(cell_text(shots, row,
		    SHOTS_FORMATION)) < 0)
			table_fail(shots, row, SHOTS_FORMATION, "expected line "
			    "or column");
	}
}

/* The firer: its shots, its weapon and the range band. */
static void
firer(struct run *run, struct volley *v)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *shots = table(run, T_SHOTS);
	const struct table *weapons = table(run, T_WEAPONS);
	const struct table *shoot = table(run, T_SHOOT);
	const struct opt_value *formation = option(run, OPT_FORMATION);
	const struct opt_value *weapon = option(run, OPT_WEAPON);
	const char *unit, *form;
	char a[32], b[32];
	long bases, row = -1, max, point_blank;
	size_t r;

	v->unit = (size_t)option(run, OPT_UNIT)->row;
	unit = cell_text(units, v->unit, UNIT_NAME);
	form = bacw_formation[formation->row];
	for (r = 0; r < shots->rows && row < 0; r++)
		if (strcmp(cell_text(shots, r, SHOTS_UNIT), unit) == 0
		    && strcmp(cell_text(shots, r, SHOTS_FORMATION), form) == 0)
			row = (long)r;
	if (row < 0)
		fail(EXIT_USAGE, "--formation %s: %s cannot fire in %s (%s)",
		    form, unit, form, bacw_shots_table.file);
	if (weapon->given)
		v->weapon = (size_t)weapon->row;
	else
		v->weapon = (size_t)table_find(weapons, WEAPON_NAME,
		    cell_text(units, v->unit, UNIT_WEAPON));
	v->cannon = cell_whole(weapons, v->weapon, WEAPON_DAMAGE) > 0;
	if (v->cannon != cell_whole(units, v->unit, UNIT_CANNON))
		fail(EXIT_USAGE, "--weapon %s: %s %s", cell_text(weapons,
		    v->weapon, WEAPON_NAME), unit, v->cannon
		    ? "has no cannon" : "fires only a cannon");
	bases = option(run, OPT_BASES)->given ? option(run, OPT_BASES)->whole
	    : cell_whole(units, v->unit, UNIT_BASES);
	v->bases_firing = cell_whole(shots, (size_t)row, SHOTS_BASES);
	if (v->bases_firing == 0 || v->bases_firing > bases)
		v->bases_firing = bases;
	v->per_base = cell_whole(shots, (size_t)row, SHOTS_PER_BASE);
	v->shots = option(run, OPT_SHOTS)->given ? option(run,
	    OPT_SHOTS)->whole : v->bases_firing * v->per_base;

	v->range = option(run, OPT_RANGE)->whole;
	max = cell_whole(weapons, v->weapon, WEAPON_MAX_RANGE);
	if (v->range > max)
		fail(EXIT_USAGE, "--range: %s\" is beyond the %s's range of "
		    "%s\" (%s)", format_thousandths(v->range, a, sizeof(a)),
		    cell_text(weapons, v->weapon, WEAPON_NAME),
		    format_thousandths(max, b, sizeof(b)),
		    bacw_weapon_table.file);
	/* "More than 1/2 range" leaves out the half; "6 or less" has 6. */
	if (v->range <= cell_whole(shoot, 0, SHOOT_CLOSE_RANGE))
		v->band = BAND_CLOSE;
	else if (v->range * 100 > max * cell_whole(shoot, 0,
	    SHOOT_LONG_PERCENT))
		v->band = BAND_LONG;
	else
		v->band = BAND_NORMAL;
	point_blank = cell_whole(weapons, v->weapon, WEAPON_POINT_BLANK);
	v->point_blank = v->cannon && v->range <= point_blank;
	v->damage_dice = (int)cell_whole(weapons, v->weapon, v->point_blank
	    ? WEAPON_DAMAGE_POINT_BLANK : WEAPON_DAMAGE);
}

/*
 * The most damage dice a cannon's volley may roll under --odds: twice
 * the shipped tables' most (20 bases of guns at point blank, 2 a hit,
 * about 10 ms).  The damage is summed into the wound dice, a
 * distribution raised to the dice once (roll_total_stages_read), each
 * power kept: 80 dice take about 0.1 s and 12 MB with a colonel and the
 * morale test, 200 dice (10 a hit of 20 guns) 0.4 s and 80 MB, growing
 * as the cube.  Not a rule: a bound on work.
 */
#define ODDS_DAMAGE_DICE_MAX	80

/*
 * Under --odds, before the walk (the estimate's probes come here
 * first): a volley that may roll more damage dice than the walk weighs
 * is refused, naming the weapons.csv cell of its damage dice.
 */
static void
odds_damage_bound(struct run *run, const struct volley *v)
{
	const struct table *weapons = table(run, T_WEAPONS);
	int column = v->point_blank ? WEAPON_DAMAGE_POINT_BLANK
	    : WEAPON_DAMAGE;

	if (run->dice.source != DICE_WALK || !v->cannon
	    || v->shots * v->damage_dice <= ODDS_DAMAGE_DICE_MAX)
		return;
	fail(EXIT_USAGE, "%s:%ld:%d: odds: %ld shot%s of %d damage dice a "
	    "hit may roll %ld damage dice, more than the %d the odds weigh: "
	    "fewer shots or damage dice", weapons->path,
	    weapons->lines[v->weapon], weapons->positions[column], v->shots,
	    v->shots == 1 ? "" : "s", v->damage_dice,
	    v->shots * v->damage_dice, ODDS_DAMAGE_DICE_MAX);
}

/* The number to hit, from the firer's and the target's modifiers. */
static void
to_hit(struct run *run, struct volley *v)
{
	const struct table *units = table(run, T_UNITS);
	struct hit_need *h = &v->hit;
	long pins = option(run, OPT_PINS)->whole;
	int small;

	hit_need_begin(run, h);
	if (v->band == BAND_CLOSE)
		hit_need_modifier(run, h, M_CLOSE_RANGE, 1, NULL);
	if (pins > 0)
		hit_need_modifier(run, h, M_PINS, pins, NULL);
	if (v->band == BAND_LONG)
		hit_need_modifier(run, h, M_LONG_RANGE, 1, NULL);
	hit_need_experience(run, h, (size_t)option(run, OPT_EXPERIENCE)->row,
	    NULL);
	if (option(run, OPT_MOVED)->given)
		hit_need_modifier(run, h, M_MOVED, 1, NULL);
	if (cell_whole(units, v->unit, UNIT_MOUNTED))
		hit_need_modifier(run, h, M_MOUNTED, 1, NULL);
	if (option(run, OPT_FAILED_CHARGE)->given)
		hit_need_modifier(run, h, M_FAILED_CHARGE, 1, NULL);
	if (option(run, OPT_TARGET_DOWN)->given) {
		if (!cell_whole(units, v->target, UNIT_CAN_GO_DOWN))
			fail(EXIT_USAGE, "--target-down: %s cannot go down "
			    "(%s)", cell_text(units, v->target, UNIT_NAME),
			    bacw_unit_table.file);
		hit_need_modifier(run, h, M_TARGET_DOWN, 1, NULL);
	}
	small = option(run, OPT_TARGET_SMALL)->given
	    || (cell_whole(units, v->target, UNIT_SMALL)
	    && !option(run, OPT_NO_TARGET_SMALL)->given);
	if (small)
		hit_need_modifier(run, h, M_TARGET_SMALL, 1, NULL);
	if (option(run, OPT_CASUALTIES)->given) {
		if (!cell_whole(units, v->unit, UNIT_CANNON))
			fail(EXIT_USAGE, "--casualties: only artillery fires "
			    "worse for its casualties, not %s",
			    cell_text(units, v->unit, UNIT_NAME));
		if (option(run, OPT_CASUALTIES)->whole > 0)
			hit_need_modifier(run, h, M_ARTILLERY_CASUALTIES, 1,
			    NULL);
	}
	hit_need_cover(run, h, (size_t)option(run, OPT_COVER)->row, NULL);
	if (option(run, OPT_INTERPENETRATED)->given)
		hit_need_modifier(run, h, M_INTERPENETRATED, 1, NULL);
	hit_need_faces(run, h);
}

/* The target's state before the fire, and the contradictions in it. */
static void
target(struct run *run, struct volley *v)
{
	const struct table *units = table(run, T_UNITS);
	const struct opt_value *bases = option(run, OPT_TARGET_BASES);
	const struct opt_value *start = option(run, OPT_TARGET_START_BASES);
	long usual;

	v->target = (size_t)option(run, OPT_TARGET_TYPE)->row;
	usual = cell_whole(units, v->target, UNIT_BASES);
	v->target_bases = bases->given ? bases->whole : usual;
	v->start_bases = morale_start_bases(run, v->target, v->target_bases,
	    start->given ? start->whole : -1,
	    opts[OPT_TARGET_START_BASES].name);
	v->per_base_lost = cell_whole(units, v->target, UNIT_PER_BASE);
	v->marked_before = option(run, OPT_TARGET_CASUALTIES)->whole;
	if (v->marked_before >= v->per_base_lost)
		fail(EXIT_USAGE, "--target-casualties: %ld would make a whole "
		    "base (%s: %ld a base)", v->marked_before,
		    bacw_unit_table.file, v->per_base_lost);
	v->colonel = option(run, OPT_TARGET_COLONEL)->given > 0;
}

/* The row of t named name, where the test needs one. */
static size_t
row_named(const struct table *t, int column, const char *name)
{
	long row = table_find(t, column, name);

	if (row < 0)
		table_fail(t, t->rows, -1, "no row for '%s', which "
		    "--roll-morale needs", name);
	return (size_t)row;
}

/*
 * --roll-morale: bacw-morale's test for casualties, on the target as
 * this fire leaves it (its pins after, the bases it lost below the full
 * bases, its colonel unless this fire killed him).
 */
static void
roll_morale(struct run *run, struct volley *v, long lost, long pins)
{
	const struct table *reasons = table(run, T_REASONS);
	const struct table *modifiers = table(run, T_MORALE_MODIFIERS);
	const struct table *morale = table(run, T_MORALE);
	size_t experience = (size_t)option(run, OPT_TARGET_EXPERIENCE)->row;
	size_t reason = row_named(reasons, REASON_NAME, "casualties");
	long row = morale_of_experience(run, experience);
	long n[MORALE_COUNTED] = { 0 };
	unsigned colonel = v->colonel && v->kills == 0
	    ? 1u << MORALE_COLONEL : 0;

	/* The tables are asked only here: what the test reads, named. */
	if (row < 0)
		table_fail(morale, morale->rows, -1, "no row for '%s', which "
		    "--roll-morale needs", cell_text(table(run, T_EXPERIENCE),
		    experience, EXPERIENCE_NAME));
	if (colonel)
		row_named(table(run, T_COMMANDERS), COMMANDER_NAME,
		    morale_commander[MORALE_COLONEL]);
	row_named(modifiers, MORALE_MODIFIER_NAME,
	    morale_counted[MORALE_PINS]);
	if (!cell_whole(reasons, reason, REASON_IGNORE_BASE_LOSS))
		row_named(modifiers, MORALE_MODIFIER_NAME,
		    morale_counted[MORALE_BASES_LOST]);
	morale_test_begin(run, &v->morale, reason, row, 0);
	morale_test_commanders(run, &v->morale, colonel, colonel);
	n[MORALE_PINS] = pins;
	n[MORALE_BASES_LOST] = lost;
	morale_test_count(run, &v->morale, n);
	morale_test_roll_passed(run, &v->morale, "morale test");
	effect(run, "morale test %ld against %ld, %s: %s", v->morale.total,
	    v->morale.target, v->morale.passed ? "passed" : "failed",
	    cell_text(reasons, reason, v->morale.passed ? REASON_ON_PASS
	    : REASON_ON_FAIL));
	morale_test_friendly_pins(run, &v->morale);
}

/*
 * The bacw-morale command for the test due, with all this fire knows of
 * the target, so that it tests as --roll-morale would: its experience,
 * its unit and bases (the bases it started with where its unit's would
 * not be), its pins after, its colonel or that he was killed.
 */
static void
morale_follow_up(struct run *run, const struct volley *v)
{
	const struct opt_value *pins = option(run, OPT_TARGET_PINS);
	long left = v->target_bases - v->bases_removed;

	follow_up(run, "bacw-morale");
	follow_arg(run, "--reason");
	follow_arg(run, "casualties");
	follow_arg(run, "--quality");
	follow_arg(run, "%s", cell_text(table(run, T_EXPERIENCE),
	    (size_t)option(run, OPT_TARGET_EXPERIENCE)->row,
	    EXPERIENCE_NAME));
	follow_arg(run, "--type");
	follow_arg(run, "%s", cell_text(table(run, T_UNITS), v->target,
	    UNIT_NAME));
	follow_arg(run, "--bases");
	follow_arg(run, "%ld", left);
	/* Where bacw-morale's own start, from the same rule, would not
	 * be this one. */
	if (v->start_bases != morale_start_bases(run, v->target, left, -1,
	    NULL)) {
		follow_arg(run, "--start-bases");
		follow_arg(run, "%ld", v->start_bases);
	}
	if (pins->given) {
		follow_arg(run, "--pins");
		follow_arg(run, "%ld", pins->whole + v->pins_added);
	}
	if (v->colonel)
		follow_arg(run, v->kills > 0 ? "--colonel-killed"
		    : "--colonel");
	if (!pins->given)
		follow_missing(run, "--pins", "its pins now");
}

/* What a hit needs to wound; 0 when a cannon's damage is casualties. */
static void
wounding(struct run *run, struct volley *v)
{
	const struct table *experience = table(run, T_EXPERIENCE);
	const struct table *damage = table(run, T_DAMAGE);

	if (v->cannon && strcmp(cell_text(damage, 0, DAMAGE_IS),
	    damage_kinds[DAMAGE_CASUALTIES]) == 0)
		v->wound_on = 0;
	else
		v->wound_on = (int)cell_whole(experience, (size_t)option(run,
		    OPT_TARGET_EXPERIENCE)->row, EXPERIENCE_WOUND_ON);
}

/* Where a wound die ends, and what the odds read of it: whether a 6
 * killed only where a colonel is there to kill (with none, a kill
 * changes no number: --odds need not branch on it). */
enum { END_NONE, END_WOUND, END_SIX, END_KILL, NENDS };
static const int ends_read[2][NENDS] = { {
	[END_NONE] = STAGES_UNREAD, [END_WOUND] = STAGES_COUNTED,
	[END_SIX] = STAGES_COUNTED, [END_KILL] = STAGES_COUNTED
}, {
	[END_NONE] = STAGES_UNREAD, [END_WOUND] = STAGES_COUNTED,
	[END_SIX] = STAGES_COUNTED, [END_KILL] = STAGES_MARKED
} };

/* The dice: shots, follow-ups, damage, wounds and exceptional re-rolls. */
static void
roll_volley(struct run *run, struct volley *v)
{
	const struct table *shoot = table(run, T_SHOOT);
	const struct table *damage = table(run, T_DAMAGE);
	const struct table *exceptional = table(run, T_EXCEPTIONAL);
	int sides = (int)cell_whole(shoot, 0, SHOOT_SIDES);
	int counts[NENDS], face, trigger, kills_on;
	struct stage stages[2];

	if (v->hit.first == 0)
		return;		/* cannot hit: no dice */
	v->hits = roll_count(&run->dice, (int)v->shots, sides,
	    v->hit.first, "to hit");
	if (v->hit.then > 0)
		v->hits = roll_count(&run->dice, v->hits, sides, v->hit.then,
		    "follow-up");
	if (v->cannon && v->wound_on == 0) {
		v->damage = roll_total(&run->dice, v->hits * v->damage_dice,
		    (int)cell_whole(damage, 0, DAMAGE_SIDES), "damage");
		v->wounds = v->damage;
		return;
	}
	/* To wound, then each wound 6 re-rolled: all the wound dice
	 * first.  What follows reads the wounds and whether a 6 killed,
	 * and the walk branches on those alone; a cannon's damage too
	 * (its total is not read under --odds: summed in, not a branch
	 * a total). */
	trigger = (int)cell_whole(exceptional, 0, EXCEPTIONAL_TRIGGER);
	kills_on = (int)cell_whole(exceptional, 0, EXCEPTIONAL_KILLS_ON);
	memset(stages, 0, sizeof(stages));
	stages[0].what = "to wound";
	stages[1].what = "exceptional";
	stages[0].sides = stages[1].sides = sides;
	for (face = 1; face <= sides; face++) {
		stages[0].next[face] = face >= trigger ? 1 : face >= v->wound_on
		    ? ENDS_IN(END_WOUND) : ENDS_IN(END_NONE);
		stages[1].next[face] = face >= kills_on ? ENDS_IN(END_KILL)
		    : ENDS_IN(END_SIX);
	}
	if (v->cannon)
		v->damage = roll_total_stages_read(&run->dice, v->hits
		    * v->damage_dice, (int)cell_whole(damage, 0,
		    DAMAGE_SIDES), "damage", stages, 2, NENDS,
		    ends_read[v->colonel], counts);
	else
		roll_stages_read(&run->dice, v->hits, stages, 2, NENDS,
		    ends_read[v->colonel], counts);
	v->sixes = counts[END_SIX] + counts[END_KILL];
	v->wounds = counts[END_WOUND] + v->sixes;
	v->kills = counts[END_KILL];
}

static void
resolve(struct run *run, void *state)
{
	struct volley *v = state;
	const struct table *shoot = table(run, T_SHOOT);
	long total, up_to, bases_for_test, lost;
	const struct opt_value *pins = option(run, OPT_TARGET_PINS);
	int which;

	target(run, v);
	firer(run, v);
	odds_damage_bound(run, v);
	to_hit(run, v);
	wounding(run, v);
	roll_volley(run, v);

	if (v->hits > 0)
		v->pins_added = cell_whole(shoot, 0, SHOOT_PINS_ON_HIT)
		    + (option(run, OPT_ENFILADE)->given ? cell_whole(shoot,
		    0, SHOOT_ENFILADE_PINS) : 0);
	total = v->marked_before + v->wounds;
	v->bases_removed = total / v->per_base_lost;
	v->marked_after = total % v->per_base_lost;
	if (v->bases_removed >= v->target_bases) {
		v->bases_removed = v->target_bases;
		v->marked_after = 0;
		v->destroyed = 1;
	}
	up_to = cell_whole(shoot, 0, SHOOT_TEST_UP_TO);
	/* The other reading: no test while more than that many remain. */
	bases_for_test = cell_whole(shoot, 0, SHOOT_BY_START)
	    ? v->start_bases : v->target_bases - v->bases_removed;
	v->morale_test = v->bases_removed > 0 && !v->destroyed
	    && bases_for_test <= up_to;

	if (v->destroyed)
		which = DESTROYED;
	else if (v->bases_removed > 0)
		which = v->morale_test ? BASE_LOST : BASE_LOST_NO_TEST;
	else if (v->wounds > 0)
		which = CASUALTIES;
	else if (v->hits > 0)
		which = PINNED;
	else
		which = NO_HITS;
	outcome(run, which);

	/* A unit that is gone keeps no pins and has no colonel to lose. */
	if (v->hits == 0)
		effect(run, "no effect on the target");
	else if (v->destroyed)
		;
	else if (pins->given)
		effect(run, "%ld pin%s added, pins %ld -> %ld", v->pins_added,
		    v->pins_added == 1 ? "" : "s", pins->whole,
		    pins->whole + v->pins_added);
	else
		effect(run, "%ld pin%s added", v->pins_added,
		    v->pins_added == 1 ? "" : "s");
	if (v->destroyed)
		effect(run, "destroyed: every base removed");
	else if (v->bases_removed > 0)
		effect(run, "%ld base%s removed", v->bases_removed,
		    v->bases_removed == 1 ? "" : "s");
	if (!v->destroyed && v->marked_after > 0)
		effect(run, "%ld casualt%s marked", v->marked_after,
		    v->marked_after == 1 ? "y" : "ies");
	if (v->kills > 0 && !v->destroyed)
		effect(run, v->colonel ? "the colonel is killed: no more "
		    "colonel's bonus" : "exceptional damage: no colonel with "
		    "the unit to lose");
	if (v->morale_test) {
		/* Bases lost below the full bases, of those it started with. */
		lost = morale_bases_lost(run, v->start_bases,
		    v->target_bases - v->bases_removed);
		if (option(run, OPT_ROLL_MORALE)->given) {
			roll_morale(run, v, lost, pins->whole + v->pins_added);
		} else {
			morale_follow_up(run, v);
			effect(run, "morale test due: %s",
			    follow_up_text(run));
		}
	} else if (v->bases_removed > 0 && !v->destroyed) {
		effect(run, "no morale test: it %s more than %ld bases",
		    cell_whole(shoot, 0, SHOOT_BY_START) ? "started with"
		    : "still has", up_to);
	}

	quantity(run, Q_HITS, v->hits);
	quantity(run, Q_CASUALTIES, v->wounds);
	quantity(run, Q_BASES_REMOVED, v->bases_removed);
	quantity(run, Q_PINS_ADDED, v->pins_added);
	if (v->colonel)
		quantity(run, Q_COLONEL_KILLED, v->kills > 0);
	quantity(run, Q_MORALE_TEST, v->morale_test);
	if (option(run, OPT_ROLL_MORALE)->given)
		quantity(run, Q_MORALE_FAILED, v->morale_test
		    && !v->morale.passed);
}

static void
text(struct run *run, const void *state)
{
	const struct volley *v = state;
	const struct table *units = table(run, T_UNITS);
	const struct table *weapons = table(run, T_WEAPONS);
	const struct table *experience = table(run, T_EXPERIENCE);
	char range[32];

	out_printf(&run->out, "%s  %.*s\n", outcomes[run->outcome].word,
	    (int)run->effect.len, run->effect.buf);
	out_printf(&run->out, "%ld shot%s", v->shots, v->shots == 1 ? ""
	    : "s");
	if (!option(run, OPT_SHOTS)->given)
		out_printf(&run->out, " (%ld base%s x %ld)", v->bases_firing,
		    v->bases_firing == 1 ? "" : "s", v->per_base);
	out_printf(&run->out, ", %s with %s at %s\"%s\n",
	    cell_text(units, v->unit, UNIT_NAME), cell_text(weapons,
	    v->weapon, WEAPON_NAME), format_thousandths(v->range, range,
	    sizeof(range)), v->point_blank ? ", point blank"
	    : v->band == BAND_LONG ? ", long range" : "");
	out_str(&run->out, "to hit ");
	hit_need_explain(run, &v->hit, NULL);
	text_dice(run, ": ", "to hit");
	text_dice(run, "; follow-ups ", "follow-up");
	if (v->hit.first > 0)
		out_printf(&run->out, ", %d hit%s", v->hits, v->hits == 1 ? ""
		    : "s");
	out_str(&run->out, "\n");
	if (v->cannon && v->hits > 0) {
		out_printf(&run->out, "damage %d di%s a hit", v->damage_dice,
		    v->damage_dice == 1 ? "e" : "ce");
		text_dice(run, ": ", "damage");
		out_printf(&run->out, ", %d %s\n", v->damage,
		    v->wound_on > 0 ? "to wound" : "casualties");
	}
	if (v->wound_on > 0 && v->hits > 0) {
		out_printf(&run->out, "to wound %d+ (%s)", v->wound_on,
		    cell_text(experience, (size_t)option(run,
		    OPT_TARGET_EXPERIENCE)->row, EXPERIENCE_NAME));
		text_dice(run, ": ", "to wound");
		out_printf(&run->out, ", %d wound%s\n", v->wounds,
		    v->wounds == 1 ? "" : "s");
	}
	if (v->sixes > 0) {
		out_str(&run->out, "exceptional damage, re-rolled");
		text_dice(run, ": ", "exceptional");
		out_printf(&run->out, ", %s\n", v->kills == 0
		    ? "no harm done" : v->colonel ? "the colonel is killed"
		    : "no colonel with the unit");
	}
	if (v->morale_test && option(run, OPT_ROLL_MORALE)->given) {
		out_printf(&run->out, "morale test %ld or less",
		    v->morale.target);
		text_dice(run, ": ", "morale test");
		out_printf(&run->out, ", %ld, %s\n", v->morale.total,
		    v->morale.passed ? "passed" : "failed");
	}
}

/* key: [6,3,1], the dice rolled for what; null if none could be. */
static void
json_dice(struct run *run, const char *key, const char *what, int could)
{
	json_key(&run->out, key);
	if (!could) {
		json_null(&run->out);
		return;
	}
	json_dice_of(&run->out, &run->dice, what);
}

static void
json(struct run *run, const void *state)
{
	const struct volley *v = state;
	const struct opt_value *pins = option(run, OPT_TARGET_PINS);

	json_key(&run->out, "shots");
	json_whole(&run->out, v->shots);
	hit_need_json(run, &v->hit);
	json_key(&run->out, "range_band");
	json_string(&run->out, band_names[v->band]);
	json_key(&run->out, "cannon_point_blank");
	json_bool(&run->out, v->point_blank);
	json_dice(run, "rolls", "to hit", 1);
	json_dice(run, "follow_ups", "follow-up", 1);
	json_key(&run->out, "hits");
	json_whole(&run->out, v->hits);
	json_dice(run, "damage_rolls", "damage", v->cannon);
	json_key(&run->out, "wound_on");
	if (v->wound_on == 0)
		json_null(&run->out);
	else
		json_whole(&run->out, v->wound_on);
	json_dice(run, "wound_rolls", "to wound", 1);
	json_key(&run->out, "casualties");
	json_whole(&run->out, v->wounds);
	json_key(&run->out, "exceptional");
	json_open(&run->out, '{');
	json_key(&run->out, "sixes");
	json_whole(&run->out, v->sixes);
	json_dice(run, "rerolls", "exceptional", 1);
	json_key(&run->out, "colonel_killed");
	if (v->colonel)
		json_bool(&run->out, v->kills > 0);
	else
		json_null(&run->out);
	json_close(&run->out, '}');
	json_key(&run->out, "pins_added");
	json_whole(&run->out, v->pins_added);
	json_key(&run->out, "target_pins_after");
	if (pins->given)
		json_whole(&run->out, pins->whole + v->pins_added);
	else
		json_null(&run->out);
	json_key(&run->out, "bases_removed");
	json_whole(&run->out, v->bases_removed);
	json_key(&run->out, "casualties_marked");
	json_whole(&run->out, v->marked_after);
	json_key(&run->out, "destroyed");
	json_bool(&run->out, v->destroyed);
	json_key(&run->out, "morale_test");
	json_bool(&run->out, v->morale_test);
	/* The test due, as bacw-morale's words: null where none is, or
	 * where --roll-morale rolled it. */
	json_follow_up(run);
	if (!option(run, OPT_ROLL_MORALE)->given)
		return;
	/* --roll-morale's keys: null where no test was due. */
	json_dice(run, "morale_rolls", "morale test", v->morale_test);
	json_key(&run->out, "morale_target");
	if (v->morale_test)
		json_whole(&run->out, v->morale.target);
	else
		json_null(&run->out);
	json_key(&run->out, "morale_failed");
	if (v->morale_test)
		json_bool(&run->out, !v->morale.passed);
	else
		json_null(&run->out);
}

/* What the odds were worked against: the same on every path. */
static void
odds_text(struct run *run, const void *state)
{
	const struct volley *v = state;

	out_printf(&run->out, "%ld shot%s, to hit ", v->shots,
	    v->shots == 1 ? "" : "s");
	hit_need_explain(run, &v->hit, NULL);
	out_str(&run->out, "\n");
}

static const struct tool bacw_shoot = {
	.name = "bacw-shoot",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "a casualty",
	.state_size = sizeof(struct volley),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text
};

int
main(int argc, char *argv[])
{
	return tool_main(&bacw_shoot, argc, argv);
}
