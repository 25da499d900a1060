/*
 * lib-musketry - LIB Regimental musketry and cannonade: the fire points
 * (halved once for a disordered, short or damaged firer) give a die
 * modifier, the base d10 and the other modifiers a total, read in the
 * target's quality column: the fire's effect on the target, on a charge
 * it stops or not, and on the units massed behind it.
 */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "effectiveness.h"
#include "err.h"
#include "modifier-lines.h"
#include "num.h"
#include "regimental.h"
#include "tool.h"

enum { T_QUALITY, T_CONDITION, T_EFFECTIVENESS, T_DICE, T_LEADER,
	T_FIRE_POINTS, T_FIRE, T_FPM, T_MODIFIERS, T_COVER, T_FORMATIONS,
	T_BANDS, T_RESULTS, T_EFFECTS, T_CHARGE, T_WEAPONS, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_QUALITY] = &lib_quality_table,
	[T_CONDITION] = &lib_condition_table,
	[T_EFFECTIVENESS] = &lib_effectiveness_table,
	[T_DICE] = &lib_dice_table,
	[T_LEADER] = &lib_leader_table,
	[T_FIRE_POINTS] = &lib_fire_point_table,
	[T_FIRE] = &lib_fire_table,
	[T_FPM] = &lib_fpm_table,
	[T_MODIFIERS] = &lib_fire_modifier_table,
	[T_COVER] = &lib_cover_table,
	[T_FORMATIONS] = &lib_target_formation_table,
	[T_BANDS] = &lib_musketry_table,
	[T_RESULTS] = &lib_fire_result_table,
	[T_EFFECTS] = &lib_fire_effect_table,
	[T_CHARGE] = &lib_fire_charge_table,
	[T_WEAPONS] = &lib_weapon_table,
	NULL
};

enum { OPT_POINTS, OPT_STANDS, OPT_RANGE, OPT_FIRE, OPT_FIRER,
	OPT_FIRER_BRITISH, OPT_FIRER_DISORDERED, OPT_LOW_AMMO, OPT_DAMAGED_GUN,
	OPT_POOR_COMMISSARIAT, OPT_TARGET, OPT_TARGET_TYPE,
	OPT_TARGET_FORMATION, OPT_TARGET_ABOUT_FACED, OPT_TARGET_PASSAGE,
	OPT_TARGET_FLANK_MARCH, OPT_TARGET_ENFILADED, OPT_TARGET_BROKEN,
	OPT_TARGET_DISORDERED, OPT_TARGET_COVER, OPT_TARGET_SKIRMISH,
	OPT_SKIRMISH_CHECK, OPT_TARGET_CHARGING, OPT_TARGET_COLD_STEEL,
	OPT_MASSED, OPT_TARGET_LEADER, OPT_TARGET_STANDS, OPT_TARGET_RATING,
	OPT_LEADER_ROLLS, OPT_WEAPON, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_POINTS] = { .name = "points", .kind = KIND_TEXT, .arg = "N",
	    .help = "the fire points firing, in halves", .required = 1,
	    .instead = "firing-stands", .excludes = "firing-stands" },
	/* "stands" is NOW[/START] in the other LIB tools: the stands
	 * firing have their own name, the old one kept (issue 32). */
	[OPT_STANDS] = { .name = "firing-stands", .kind = KIND_WHOLE,
	    .arg = "N", .help = "musket, carbine or gun stands firing",
	    .min = 1, .max = 999, .also = "stands",
	    .needs = "range" },
	[OPT_RANGE] = { .name = "range", .kind = KIND_DISTANCE, .arg = "INCHES",
	    .help = "the range, for --firing-stands", .min = 0, .max = 999,
	    .needs = "firing-stands" },
	[OPT_FIRE] = { .name = "fire", .kind = KIND_WORD, .arg = "FIRE",
	    .help = "musketry or cannonade", .choices = "musketry,cannonade",
	    .fallback = "musketry" },
	/* The firer unprefixed, the target's "target-" (issue 32). */
	[OPT_FIRER] = { .name = "quality", .kind = KIND_WORD,
	    .arg = "QUALITY", .help = "the firer's quality",
	    .table = &lib_quality_table, .column = QUALITY_NAME,
	    .fallback = "regular", .also = "firer" },
	[OPT_FIRER_BRITISH] = { .name = "british", .kind = KIND_FLAG,
	    .help = "the firer is British", .also = "firer-british" },
	[OPT_FIRER_DISORDERED] = { .name = "disordered", .kind = KIND_FLAG,
	    .help = "the firer is disordered", .also = "firer-disordered" },
	[OPT_LOW_AMMO] = { .name = "low-ammo", .kind = KIND_FLAG,
	    .help = "the firer is low on ammo" },
	[OPT_DAMAGED_GUN] = { .name = "damaged-gun", .kind = KIND_FLAG,
	    .help = "a damaged gun fires" },
	[OPT_POOR_COMMISSARIAT] = { .name = "poor-commissariat",
	    .kind = KIND_FLAG, .help = "the firer has a poor commissariat" },
	[OPT_TARGET] = { .name = "target-quality", .kind = KIND_WORD,
	    .arg = "QUALITY", .help = "the target's quality: its column",
	    .table = &lib_quality_table, .column = QUALITY_NAME,
	    .fallback = "regular", .also = "target" },
	[OPT_TARGET_TYPE] = { .name = "target-type", .kind = KIND_WORD,
	    .arg = "TYPE", .help = "infantry, cavalry or guns",
	    .choices = "infantry,cavalry,guns", .fallback = "infantry" },
	[OPT_TARGET_FORMATION] = { .name = "target-formation",
	    .kind = KIND_WORD, .arg = "FORM", .help = "the target's formation",
	    .table = &lib_target_formation_table, .column = TFORM_NAME,
	    .fallback = "line" },
	[OPT_TARGET_ABOUT_FACED] = { .name = "target-about-faced",
	    .kind = KIND_FLAG, .help = "the target has about faced" },
	[OPT_TARGET_PASSAGE] = { .name = "target-passage", .kind = KIND_FLAG,
	    .help = "the target is in a passage of lines" },
	[OPT_TARGET_FLANK_MARCH] = { .name = "target-flank-march",
	    .kind = KIND_FLAG, .help = "the target marched by the flank" },
	[OPT_TARGET_ENFILADED] = { .name = "target-enfiladed",
	    .kind = KIND_FLAG, .help = "the target is enfiladed" },
	[OPT_TARGET_BROKEN] = { .name = "target-broken", .kind = KIND_FLAG,
	    .help = "the target is broken" },
	[OPT_TARGET_DISORDERED] = { .name = "target-disordered",
	    .kind = KIND_FLAG, .help = "the target is already disordered" },
	[OPT_TARGET_COVER] = { .name = "target-cover", .kind = KIND_WORD,
	    .arg = "COVER", .help = "the target's cover",
	    .table = &lib_cover_table, .column = COVER_NAME,
	    .fallback = "none" },
	[OPT_TARGET_SKIRMISH] = { .name = "target-skirmish",
	    .kind = KIND_WHOLE, .arg = "N",
	    .help = "the target's skirmisher rating: it rolls the check",
	    .min = 1, .max = 100 },
	[OPT_SKIRMISH_CHECK] = { .name = "skirmish-check", .kind = KIND_WORD,
	    .arg = "RESULT", .help = "a skirmisher check already rolled",
	    .choices = "made,failed", .excludes = "target-skirmish" },
	[OPT_TARGET_CHARGING] = { .name = "target-charging", .kind = KIND_FLAG,
	    .help = "defensive fire at chargers" },
	[OPT_TARGET_COLD_STEEL] = { .name = "target-cold-steel",
	    .kind = KIND_FLAG, .help = "the chargers charge with cold steel",
	    .needs = "target-charging" },
	[OPT_MASSED] = { .name = "massed", .kind = KIND_FLAG,
	    .help = "units are massed close behind the target" },
	[OPT_TARGET_LEADER] = { .name = "target-leader", .kind = KIND_FLAG,
	    .help = "a leader is close to the target" },
	[OPT_TARGET_STANDS] = { .name = "target-stands", .kind = KIND_TEXT,
	    .arg = "NOW/START", .help = "the target's stands now and at the "
	    "start", .needs = "target-rating" },
	[OPT_TARGET_RATING] = { .name = "target-rating", .kind = KIND_WORD,
	    .arg = "RATING", .help = "the target's effectiveness rating",
	    .choices = EFFECTIVENESS_RATINGS, .needs = "target-stands" },
	[OPT_LEADER_ROLLS] = { .name = "leader-rolls", .kind = KIND_FLAG,
	    .help = "the fallen leader die as a number, for --odds",
	    .needs = "target-leader" },
	[OPT_WEAPON] = { .name = "weapon", .kind = KIND_WORD,
	    .arg = "WEAPON", .help = "what the --firing-stands fire (default: "
	    "musket)",
	    .table = &lib_weapon_table,
	    .column = WEAPON_NAME, .needs = "firing-stands" },
	{ .name = NULL }
};

enum { FIRE_MUSKETRY, FIRE_CANNONADE };
/* The most fire points given, and the weapon rows --firing-stands
 * reads. */
#define POINTS_MAX	200
#define MUSKET		"musket"
enum { TYPE_INFANTRY, TYPE_CAVALRY, TYPE_GUNS };
enum { CHECK_MADE, CHECK_FAILED };

enum { WITHERING, TELLING, GALLING, LIVELY, DESULTORY, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[WITHERING] = { "withering", "WITHERING FIRE", 1 },
	[TELLING] = { "telling", "TELLING FIRE", 1 },
	[GALLING] = { "galling", "GALLING FIRE", 1 },
	[LIVELY] = { "lively", "LIVELY FIRE", 0 },
	[DESULTORY] = { "desultory", "DESULTORY FIRE", 0 },
	{ NULL, NULL, 0 }
};

/*
 * --odds asks what -e counts (issue 33): Galling Fire or better, the
 * results that always do something; but cannonade's Lively disorders
 * troops or silences a gun stand, so there Lively or better.  At
 * chargers -e asks whether the charge is checked (its own row).
 */
enum { QUESTION_GALLING, QUESTION_LIVELY, QUESTION_COUNT };
static const struct question questions[QUESTION_COUNT + 1] = {
	[QUESTION_GALLING] = { 0, "Galling Fire or better",
	    1u << WITHERING | 1u << TELLING | 1u << GALLING },
	[QUESTION_LIVELY] = { 0, "Lively Fire or better",
	    1u << WITHERING | 1u << TELLING | 1u << GALLING | 1u << LIVELY },
	{ 0, NULL, 0 }
};

enum { Q_STANDS_LOST, Q_CHARGE_CHECKED, Q_CHARGE_HOME, Q_LOW_ON_AMMO,
	Q_FALLEN_LEADER, Q_FALLEN_LEADER_ROLL, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_STANDS_LOST] = { "stands_lost", "stands lost", +1 },
	/* Spec 06: "charge": checked and home, summing to 1. */
	[Q_CHARGE_CHECKED] = { .key = "charge_checked",
	    .label = "charge checked", .better = +1, .group = "charge",
	    .member = "checked", .event = 1, .bare = 1 },
	[Q_CHARGE_HOME] = { .key = "charge_home", .label = "charge home",
	    .better = -1, .group = "charge", .member = "home", .event = 1,
	    .bare = 1 },
	[Q_LOW_ON_AMMO] = { .key = "low_on_ammo",
	    .label = "firer low on ammo", .better = -1, .event = 1 },
	[Q_FALLEN_LEADER] = { .key = "fallen_leader",
	    .label = "fallen leader check", .better = +1, .event = 1 },
	/*
	 * With --leader-rolls: the die, 0 with no check, so that a roll or
	 * more is the chance of the check and a result at least as bad
	 * (fallen-leader.csv's rows go from harmless to fatal).
	 */
	[Q_FALLEN_LEADER_ROLL] = { .key = "fallen_leader_roll",
	    .label = "leader roll", .better = +1 },
	{ .key = NULL }
};

/* The charge column's words; home_cold_steel goes home with cold steel. */
enum { CHARGE_CHECKED, CHARGE_HOME, CHARGE_HOME_COLD_STEEL, NCHARGES };
static const char *const charge_word[NCHARGES] = {
	"checked", "home", "home_cold_steel"
};

/* The conditions of an "if" of musketry-effects.csv and -charge.csv. */
enum { IF_TROOPS, IF_GUNS, IF_INFANTRY, IF_CAVALRY, IF_DISORDERED,
	IF_MUSKETRY, IF_CANNONADE, IF_FIRER_BRITISH, IF_COLD_STEEL,
	NCONDITIONS };
static const char *const if_word[NCONDITIONS] = {
	"troops", "guns", "infantry", "cavalry", "disordered", "musketry",
	"cannonade", "firer-british", "cold-steel"
};
/* The British firer's row of fire-modifiers.csv, named as the option
 * was before the firer's options lost their prefix (issue 32). */
#define FIRER_BRITISH	(if_word[IF_FIRER_BRITISH])

/* Target flags that are a fire-modifiers.csv row of their own name,
 * without the "target-". */
static const int target_flags[] = {
	OPT_TARGET_ABOUT_FACED, OPT_TARGET_PASSAGE, OPT_TARGET_FLANK_MARCH,
	OPT_TARGET_BROKEN
};
#define NTARGET_FLAGS (sizeof(target_flags) / sizeof(target_flags[0]))
#define TARGET_PREFIX "target-"
/* The other names a fire-modifiers.csv row may have. */
#define SKIRMISHER_CHECK	"skirmisher-check"
static const char *const modifier_names[] = {
	SKIRMISHER_CHECK, "enfiladed-gun", "enfiladed-troops"
};
#define NMODIFIER_NAMES (sizeof(modifier_names) / sizeof(modifier_names[0]))

struct fire {
	/* What the inputs decide. */
	long		 points;	/* thousandths, as given or computed */
	long		 points_used;	/* whole, after halving and rounding */
	int		 halvings;
	long		 points_modifier, modifier;
	long		 check_modifier;	/* of modifier: a check made */
	size_t		 column;	/* of musketry.csv: the target's */
	int		 is[NCONDITIONS];
	struct unit_size target;	/* with before >= 0 */
	/* The skirmisher check: rating 0 for none, roll 0 for given. */
	long		 skirmish_rating;
	int		 skirmish_roll, skirmish_made;
	/* The roll. */
	int		 base;
	long		 total;
	size_t		 band;
	int		 result, charge;	/* charge -1: not charging */
	long		 stands_lost, silenced, damaged;
	int		 all_silenced, disordered, low_on_ammo;
	int		 leader_roll;		/* 0: no check */
	size_t		 leader_row;
	int		 massed;		/* the result behind, or -1 */
	int		 before, after;		/* UNIT_FRESH..UNIT_DESTROYED,
						 * -1 not asked */
	char		 cover_name[64];	/* the cover's modifier */
};

static int
die_sides(const struct run *run, const char *what)
{
	return roll_sides(table(run, T_DICE), what);
}

static int
charge_named(const char *word)
{
	int i;

	for (i = 0; i < NCHARGES; i++)
		if (strcmp(charge_word[i], word) == 0)
			return i;
	return -1;
}

/* The number of a word of an "if" (if_index_fn). */
static int
word_index(const void *arg, const char *word, size_t len)
{
	int i;

	(void)arg;
	for (i = 0; i < NCONDITIONS; i++)
		if (strlen(if_word[i]) == len
		    && strncmp(word, if_word[i], len) == 0)
			return i;
	return -1;
}

/* Whether one word of an "if" holds (if_word_fn): arg is the fire. */
static int
word_holds(const void *arg, int word, const char **reason)
{
	(void)reason;
	return ((const struct fire *)arg)->is[word];
}

/*
 * What the rows of musketry-effects.csv and -charge.csv ask, read once
 * (run->kept): each effect's result, each charge's, each "if".
 */
struct kept {
	int	 *effect_result, *charge;
	const int **effect_if, **charge_if;
};

/* The column of musketry.csv of a target quality, or -1. */
static int
quality_column(const char *quality)
{
	int c;

	for (c = FBAND_GUARD; c <= FBAND_PEASANT; c++)
		if (strcmp(lib_musketry_table.columns[c].name, quality) == 0)
			return c;
	return -1;
}

/* Whether name is one a fire-modifiers.csv row may have. */
static int
modifier_name_known(const struct run *run, const char *name)
{
	size_t i;

	if (table_find(table(run, T_QUALITY), QUALITY_NAME, name) >= 0
	    || table_find(table(run, T_FORMATIONS), TFORM_NAME, name) >= 0
	    || strcmp(name, FIRER_BRITISH) == 0
	    || strcmp(name, "cavalry") == 0)
		return 1;
	for (i = 0; i < NTARGET_FLAGS; i++)
		if (strcmp(name, opts[target_flags[i]].name
		    + strlen(TARGET_PREFIX)) == 0)
			return 1;
	for (i = 0; i < NMODIFIER_NAMES; i++)
		if (strcmp(name, modifier_names[i]) == 0)
			return 1;
	return 0;
}

static void
check_tables(struct run *run)
{
	const struct table *t;
	struct kept *kept;
	size_t row, above;
	const char *word, *round;
	int c;

	die_sides(run, "skirmish-check");
	die_sides(run, "musketry");
	fallen_leader_check(table(run, T_LEADER), table(run, T_DICE));
	if (table_find(table(run, T_FIRE_POINTS), FP_WEAPON, MUSKET) < 0)
		table_fail(table(run, T_FIRE_POINTS), table(run,
		    T_FIRE_POINTS)->rows, -1, "no row for '%s'", MUSKET);
	t = table(run, T_WEAPONS);
	for (row = 0; row < t->rows; row++) {
		word = cell_text(t, row, WEAPON_FIRE);
		if (!in_list(opts[OPT_FIRE].choices, ',', word))
			table_fail(t, row, WEAPON_FIRE, "'%s' is not musketry "
			    "or cannonade", word);
	}
	t = table(run, T_FIRE_POINTS);
	for (row = 0; row < t->rows; row++)
		if (table_find(table(run, T_WEAPONS), WEAPON_NAME,
		    cell_text(t, row, FP_WEAPON)) < 0)
			table_fail(t, row, FP_WEAPON, "'%s' is no weapon of "
			    "%s", cell_text(t, row, FP_WEAPON),
			    table(run, T_WEAPONS)->path);
	t = table(run, T_FIRE);
	if (t->rows != 1)
		table_fail(t, t->rows, -1, "needs exactly one row");
	round = cell_text(t, 0, FIRE_ROUND);
	if (strcmp(round, "up") && strcmp(round, "down"))
		table_fail(t, 0, FIRE_ROUND, "'%s' is not up or down", round);
	t = table(run, T_MODIFIERS);
	for (row = 0; row < t->rows; row++)
		if (!modifier_name_known(run, cell_text(t, row, MOD_NAME)))
			table_fail(t, row, MOD_NAME, "'%s' is no quality, "
			    "formation, target type or flag that counts",
			    cell_text(t, row, MOD_NAME));
	t = table(run, T_QUALITY);
	for (row = 0; row < t->rows; row++)
		if (quality_column(cell_text(t, row, QUALITY_NAME)) < 0)
			table_fail(t, row, QUALITY_NAME, "'%s' has no column "
			    "in %s", cell_text(t, row, QUALITY_NAME),
			    lib_musketry_table.file);
	/* Each column runs down, and the last row takes the rest. */
	t = table(run, T_BANDS);
	if (t->rows == 0)
		table_fail(t, 0, -1, "no rows");
	for (row = 0; row < t->rows; row++) {
		word = cell_text(t, row, FBAND_RESULT);
		if (outcome_named(run, word) < 0 || table_find(table(run,
		    T_RESULTS), FRESULT_TOKEN, word) < 0)
			table_fail(t, row, FBAND_RESULT, "'%s' is no result of "
			    "%s", word, lib_fire_result_table.file);
		if (charge_named(cell_text(t, row, FBAND_CHARGE)) < 0)
			table_fail(t, row, FBAND_CHARGE, "'%s' is not checked, "
			    "home or home_cold_steel",
			    cell_text(t, row, FBAND_CHARGE));
		for (c = FBAND_GUARD; c <= FBAND_PEASANT; c++) {
			if (t->cells[row * t->columns + c].blank)
				continue;
			if (row + 1 == t->rows)
				table_fail(t, row, c, "the last row takes the "
				    "rest: leave it blank");
			for (above = row; above-- > 0; )
				if (!t->cells[above * t->columns + c].blank)
					break;
			if (above < row && cell_whole(t, above, c)
			    <= cell_whole(t, row, c))
				table_fail(t, row, c, "%ld is not below %ld on "
				    "line %ld", cell_whole(t, row, c),
				    cell_whole(t, above, c), t->lines[above]);
		}
	}
	t = table(run, T_EFFECTS);
	kept = run->kept = xcalloc(1, sizeof(*kept));
	kept->effect_result = xcalloc(t->rows, sizeof(int));
	for (row = 0; row < t->rows; row++) {
		if ((c = outcome_named(run, cell_text(t, row,
		    FEFFECT_RESULT))) < 0)
			table_fail(t, row, FEFFECT_RESULT, "'%s' is no result",
			    cell_text(t, row, FEFFECT_RESULT));
		kept->effect_result[row] = c;
	}
	kept->effect_if = if_read(t, FEFFECT_IF, word_index, NULL, if_word,
	    NCONDITIONS, NULL);
	t = table(run, T_CHARGE);
	kept->charge = xcalloc(t->rows, sizeof(int));
	for (row = 0; row < t->rows; row++) {
		c = charge_named(cell_text(t, row, CHARGE_NAME));
		if (c != CHARGE_CHECKED && c != CHARGE_HOME)
			table_fail(t, row, CHARGE_NAME, "'%s' is not checked "
			    "or home", cell_text(t, row, CHARGE_NAME));
		kept->charge[row] = c;
	}
	kept->charge_if = if_read(t, CHARGE_IF, word_index, NULL, if_word,
	    NCONDITIONS, NULL);
	effectiveness_check(table(run, T_EFFECTIVENESS),
	    table(run, T_CONDITION), opts[OPT_TARGET_RATING].name);
}

/* The fire points, as given or from the stands and range. */
static void
work_out_points(struct run *run, struct fire *f)
{
	const struct table *fp = table(run, T_FIRE_POINTS);
	const struct table *fire = table(run, T_FIRE);
	const struct opt_value *points = option(run, OPT_POINTS);
	const struct opt_value *stands = option(run, OPT_STANDS);
	const struct opt_value *range = option(run, OPT_RANGE);
	const char *why, *text, *weapon, *kind;
	char buf[32];
	long divide = 1000;
	size_t row, last = 0;
	int i;

	if (points->given) {
		text = option_text(run, OPT_POINTS);
		if ((why = parse_thousandths(text, 0, POINTS_MAX * 1000,
		    &f->points)) != NULL)
			fail(EXIT_USAGE, "--points: %s %s", quoted(text), why);
		/* In halves: 500 thousandths. */
		if (f->points == 0 || f->points % 500 != 0)
			fail(EXIT_USAGE, "--points: %s is not a whole or half "
			    "point above 0", quoted(text));
	} else {
		weapon = option(run, OPT_WEAPON)->given ? option_text(run,
		    OPT_WEAPON) : MUSKET;
		kind = cell_text(table(run, T_WEAPONS), (size_t)table_find(
		    table(run, T_WEAPONS), WEAPON_NAME, weapon), WEAPON_FIRE);
		if (strcmp(kind, option_text(run, OPT_FIRE)) != 0)
			fail(EXIT_USAGE, "--firing-stands: %s stands fire %s, not "
			    "%s%s",
			    weapon, kind, option_text(run, OPT_FIRE),
			    f->is[IF_CANNONADE] && !option(run,
			    OPT_WEAPON)->given ? " (give --weapon)" : "");
		for (row = 0; row < fp->rows; row++) {
			if (strcmp(cell_text(fp, row, FP_WEAPON), weapon))
				continue;
			last = row;
			if (range->whole <= cell_whole(fp, row, FP_UP_TO))
				break;
		}
		if (row == fp->rows)
			fail(EXIT_USAGE, "--range: %s\" is beyond the %s's "
			    "%s\"", option_text(run, OPT_RANGE), weapon,
			    format_thousandths(cell_whole(fp, last, FP_UP_TO),
			    buf, sizeof(buf)));
		/* A cell the OCR lost is said, not guessed (issue 33). */
		if (!cell_whole(fp, row, FP_LEGIBLE))
			fail(EXIT_USAGE, "--range: the sheet's fire points of "
			    "a %s at %s\" cannot be read (%s:%ld); give "
			    "--points", weapon, format_thousandths(cell_whole(
			    fp, row, FP_UP_TO), buf, sizeof(buf)), fp->path,
			    fp->lines[row]);
		f->points = stands->whole * cell_whole(fp, row, FP_POINTS);
	}
	f->halvings = option(run, OPT_FIRER_DISORDERED)->given
	    + option(run, OPT_LOW_AMMO)->given
	    + option(run, OPT_DAMAGED_GUN)->given;
	if (f->halvings > 1 && cell_whole(fire, 0, FIRE_HALVE_ONCE))
		f->halvings = 1;
	for (i = 0; i < f->halvings; i++)
		divide *= cell_whole(fire, 0, FIRE_DIVISOR);
	f->points_used = strcmp(cell_text(fire, 0, FIRE_ROUND), "up") == 0
	    ? (f->points + divide - 1) / divide : f->points / divide;
}

/* The fire point modifier, stepping on past an open last band. */
static void
work_out_points_modifier(struct run *run, struct fire *f)
{
	const struct table *fpm = table(run, T_FPM);
	const struct cell *low = &fpm->cells[fpm->low];
	size_t band;
	long step;

	/* Below the first band still fires, at its points. */
	if (!low->blank && f->points_used < low->whole)
		f->points_used = low->whole;
	band = table_band(fpm, f->points_used);
	f->points_modifier = cell_whole(fpm, band, FPM_MODIFIER);
	step = cell_whole(fpm, band, FPM_STEP);
	if (step > 0 && !fpm->cells[band * fpm->columns + FPM_LOW].blank)
		f->points_modifier += cell_whole(fpm, band, FPM_STEP_MODIFIER)
		    * ((f->points_used - cell_whole(fpm, band, FPM_LOW))
		    / step);
	modifier_add(run, "fire points", f->points_modifier, NULL, fpm, band);
}

/* The target, its column and what is refused. */
static void
work_out_target(struct run *run, struct fire *f)
{
	const struct table *formations = table(run, T_FORMATIONS);
	const struct opt_value *formation = option(run, OPT_TARGET_FORMATION);
	const char *units = cell_text(formations, (size_t)formation->row,
	    TFORM_UNITS), *type = option_text(run, OPT_TARGET_TYPE);
	long t = option(run, OPT_TARGET_TYPE)->row;

	if (!in_list(units, '|', type))
		fail(EXIT_USAGE, "--target-formation %s: not for %s (%s only)",
		    cell_text(formations, (size_t)formation->row, TFORM_NAME),
		    type, units);
	if (t == TYPE_GUNS && (option(run, OPT_TARGET_BROKEN)->given
	    || option(run, OPT_TARGET_DISORDERED)->given))
		fail(EXIT_USAGE, "%s: guns are silenced, not disordered or "
		    "broken", option(run, OPT_TARGET_BROKEN)->given
		    ? "--target-broken" : "--target-disordered");
	if (t == TYPE_GUNS && option(run, OPT_TARGET_CHARGING)->given)
		fail(EXIT_USAGE, "--target-charging: guns do not charge");
	if (option(run, OPT_DAMAGED_GUN)->given && !f->is[IF_CANNONADE])
		fail(EXIT_USAGE, "--damaged-gun needs --fire cannonade");
	f->is[IF_TROOPS] = t != TYPE_GUNS;
	f->is[IF_GUNS] = t == TYPE_GUNS;
	f->is[IF_INFANTRY] = t == TYPE_INFANTRY;
	f->is[IF_CAVALRY] = t == TYPE_CAVALRY;
	/* A broken unit is a disordered one that is worse off. */
	f->is[IF_DISORDERED] = option(run, OPT_TARGET_DISORDERED)->given
	    || option(run, OPT_TARGET_BROKEN)->given;
	f->is[IF_FIRER_BRITISH] = option(run, OPT_FIRER_BRITISH)->given;
	f->is[IF_COLD_STEEL] = option(run, OPT_TARGET_COLD_STEEL)->given;
	f->column = (size_t)quality_column(cell_text(table(run, T_QUALITY),
	    (size_t)option(run, OPT_TARGET)->row, QUALITY_NAME));
}

static void
work_out_modifiers(struct run *run, struct fire *f)
{
	const struct table *cover = table(run, T_COVER);
	const struct table *formations = table(run, T_FORMATIONS);
	size_t form = (size_t)option(run, OPT_TARGET_FORMATION)->row;
	size_t row = (size_t)option(run, OPT_TARGET_COVER)->row;
	struct line_choice held[NTARGET_FLAGS + 8];
	size_t n = 0, i, check = 0;
	int skirmishers = (int)cell_whole(formations, form, TFORM_SKIRMISHERS);
	long v;

	if (f->is[IF_FIRER_BRITISH])
		held[n++] = (struct line_choice){ .name = FIRER_BRITISH };
	held[n++] = (struct line_choice){
	    .name = cell_text(table(run, T_QUALITY),
	    (size_t)option(run, OPT_FIRER)->row, QUALITY_NAME) };
	if (f->skirmish_made) {
		check = n;
		held[n++] = (struct line_choice){ .name = SKIRMISHER_CHECK };
	}
	held[n++] = (struct line_choice){
	    .name = cell_text(formations, form, TFORM_NAME) };
	if (f->is[IF_CAVALRY])
		held[n++] = (struct line_choice){ .name = "cavalry" };
	for (i = 0; i < NTARGET_FLAGS; i++)
		if (option(run, target_flags[i])->given)
			held[n++] = (struct line_choice){
			    .name = opts[target_flags[i]].name
			    + strlen(TARGET_PREFIX) };
	if (option(run, OPT_TARGET_ENFILADED)->given)
		held[n++] = (struct line_choice){ .name = f->is[IF_GUNS]
		    ? "enfiladed-gun" : "enfiladed-troops" };
	f->modifier += modifier_lines(run, table(run, T_MODIFIERS), held, n);
	if (f->skirmish_made)
		f->check_modifier = held[check].counted;
	v = cell_whole(cover, row, skirmishers ? COVER_SKIRMISHERS
	    : COVER_MODIFIER);
	if (v != 0) {
		f->modifier += v;
		if ((size_t)snprintf(f->cover_name, sizeof(f->cover_name),
		    "cover %s%s", cell_text(cover, row, COVER_NAME),
		    skirmishers ? " (skirmishers)" : "")
		    >= sizeof(f->cover_name))
			table_fail(cover, row, COVER_NAME, "longer than %zu "
			    "characters", sizeof(f->cover_name) - 20);
		modifier_add(run, f->cover_name, v, NULL, cover, row);
	}
}

/* The skirmisher check, rolled by the target or given as rolled. */
static void
skirmisher_check(struct run *run, struct fire *f)
{
	const struct opt_value *rating = option(run, OPT_TARGET_SKIRMISH);
	const struct opt_value *given = option(run, OPT_SKIRMISH_CHECK);
	int sides = die_sides(run, "skirmish-check");

	if (given->given) {
		f->skirmish_made = given->row == CHECK_MADE;
		return;
	}
	if (!rating->given)
		return;
	if (rating->whole > sides)
		fail(EXIT_USAGE, "--target-skirmish: %ld is above the check's "
		    "die, 1d%d", rating->whole, sides);
	f->skirmish_rating = rating->whole;
	f->skirmish_roll = roll(&run->dice, sides, "skirmisher check");
	f->skirmish_made = f->skirmish_roll >= f->skirmish_rating;
}

/* The row of the target's column the total falls in. */
static size_t
band_of(const struct table *bands, size_t column, long total)
{
	size_t row;

	for (row = 0; row + 1 < bands->rows; row++)
		if (!bands->cells[row * bands->columns + column].blank
		    && total >= cell_whole(bands, row, column))
			break;
	return row;
}

/* The effect of the result on the target, row by row of the table. */
static void
apply_effects(struct run *run, struct fire *f)
{
	const struct table *effects = table(run, T_EFFECTS);
	const struct table *charges = table(run, T_CHARGE);
	const struct kept *kept = run->kept;
	size_t row;
	long over;

	for (row = 0; row < effects->rows; row++) {
		if (kept->effect_result[row] != f->result
		    || !if_holds(kept->effect_if[row], word_holds, f, NULL))
			continue;
		f->stands_lost += cell_whole(effects, row, FEFFECT_STANDS);
		over = cell_whole(effects, row, FEFFECT_OVER);
		if (f->total > over)
			f->stands_lost += cell_whole(effects, row,
			    FEFFECT_PER_POINT) * (f->total - over);
		if (cell_whole(effects, row, FEFFECT_DISORDERS))
			f->disordered = 1;
		if (effects->cells[row * effects->columns
		    + FEFFECT_SILENCED].blank)
			f->all_silenced = 1;
		else
			f->silenced += cell_whole(effects, row,
			    FEFFECT_SILENCED);
		f->damaged += cell_whole(effects, row, FEFFECT_DAMAGED);
		effect(run, "%s", cell_text(effects, row, FEFFECT_TEXT));
	}
	if (f->charge < 0)
		return;
	for (row = 0; row < charges->rows; row++)
		if (kept->charge[row] == f->charge && if_holds(
		    kept->charge_if[row], word_holds, f, NULL))
			effect(run, "%s", cell_text(charges, row,
			    CHARGE_EFFECT));
}

static void
resolve(struct run *run, void *state)
{
	struct fire *f = state;
	const struct table *bands = table(run, T_BANDS);
	const struct table *fire = table(run, T_FIRE);
	const struct table *leader = table(run, T_LEADER);
	const struct opt_value *stands = option(run, OPT_TARGET_STANDS);
	size_t row;
	long low_ammo_on;
	int sides;

	f->is[IF_MUSKETRY] = option(run, OPT_FIRE)->row == FIRE_MUSKETRY;
	f->is[IF_CANNONADE] = !f->is[IF_MUSKETRY];
	work_out_target(run, f);
	work_out_points(run, f);
	f->before = f->after = -1;
	if (stands->given) {
		f->before = unit_size(table(run, T_EFFECTIVENESS),
		    opts[OPT_TARGET_STANDS].name,
		    option_text(run, OPT_TARGET_STANDS),
		    option_text(run, OPT_TARGET_RATING), &f->target);
	}
	skirmisher_check(run, f);
	work_out_points_modifier(run, f);
	work_out_modifiers(run, f);

	sides = die_sides(run, "musketry");
	f->base = roll(&run->dice, sides, "base");
	f->total = f->base + f->points_modifier + f->modifier;
	f->band = band_of(bands, f->column, f->total);
	f->result = outcome_named(run, cell_text(bands, f->band, FBAND_RESULT));
	outcome(run, f->result);
	f->charge = -1;
	if (option(run, OPT_TARGET_CHARGING)->given) {
		f->charge = charge_named(cell_text(bands, f->band,
		    FBAND_CHARGE));
		if (f->charge == CHARGE_HOME_COLD_STEEL)
			f->charge = f->is[IF_COLD_STEEL] ? CHARGE_HOME
			    : CHARGE_CHECKED;
	}
	apply_effects(run, f);

	low_ammo_on = cell_whole(fire, 0,
	    option(run, OPT_POOR_COMMISSARIAT)->given ? FIRE_POOR_LOW_AMMO_ON
	    : FIRE_LOW_AMMO_ON);
	f->low_on_ammo = f->base >= low_ammo_on;
	if (f->low_on_ammo)
		effect(run, "the firer is low on ammo");
	if (option(run, OPT_TARGET_LEADER)->given
	    && f->base >= cell_whole(fire, 0, FIRE_FALLEN_LEADER_ON)) {
		f->leader_row = fallen_leader(run, leader, table(run, T_DICE),
		    &f->leader_roll);
		effect(run, "fallen leader: %s, %s", cell_text(leader,
		    f->leader_row, LEADER_RESULT), cell_text(leader,
		    f->leader_row, LEADER_EFFECT));
	}

	/* The units behind take the next result down the sheet. */
	f->massed = -1;
	if (option(run, OPT_MASSED)->given) {
		for (row = f->band; row + 1 < bands->rows && strcmp(cell_text(
		    bands, row, FBAND_RESULT), cell_text(bands, f->band,
		    FBAND_RESULT)) == 0; row++)
			continue;
		f->massed = outcome_named(run, cell_text(bands, row,
		    FBAND_RESULT));
	}

	if (f->before >= 0)
		f->after = unit_condition(&f->target,
		    f->target.now - f->stands_lost);
	/*
	 * XXX library: -e asks more than the outcome: at chargers whether
	 * the charge is checked, else whether the fire did anything.
	 */
	if (f->charge >= 0)
		run->failed = f->charge != CHARGE_CHECKED;
	else
		run->failed = !f->disordered && f->stands_lost == 0
		    && f->silenced == 0 && f->damaged == 0 && !f->all_silenced;
	if (f->is[IF_TROOPS])
		quantity(run, Q_STANDS_LOST, f->stands_lost);
	if (f->charge >= 0) {
		quantity(run, Q_CHARGE_CHECKED, f->charge == CHARGE_CHECKED);
		quantity(run, Q_CHARGE_HOME, f->charge != CHARGE_CHECKED);
	}
	quantity(run, Q_LOW_ON_AMMO, f->low_on_ammo);
	if (option(run, OPT_TARGET_LEADER)->given)
		quantity(run, Q_FALLEN_LEADER, f->leader_roll > 0);
	if (option(run, OPT_LEADER_ROLLS)->given)
		quantity(run, Q_FALLEN_LEADER_ROLL, f->leader_roll);
}

static void
text(struct run *run, const void *state)
{
	const struct fire *f = state;
	const struct table *results = table(run, T_RESULTS);
	size_t row;
	char buf[32];

	out_printf(&run->out, "%s  rolled %d%+ld=%ld vs %s", outcomes[
	    f->result].word, f->base, f->points_modifier + f->modifier,
	    f->total, lib_musketry_table.columns[f->column].name);
	if (f->is[IF_TROOPS])
		out_printf(&run->out, "; %ld stand%s lost", f->stands_lost,
		    f->stands_lost == 1 ? "" : "s");
	else
		out_printf(&run->out, "; %ld stand%s wrecked", f->stands_lost,
		    f->stands_lost == 1 ? "" : "s");
	if (f->charge >= 0)
		out_printf(&run->out, "; charge %s", charge_word[f->charge]);
	out_str(&run->out, "\n");
	out_printf(&run->out, "fire points %s%s",
	    format_thousandths(f->points, buf, sizeof(buf)),
	    f->halvings > 0 ? " halved" : "");
	if (f->points != f->points_used * 1000)
		out_printf(&run->out, ": %ld used", f->points_used);
	out_str(&run->out, "\n");
	modifier_lines_text(run, f->points_modifier + f->modifier);
	if (f->skirmish_roll > 0)
		out_printf(&run->out, "skirmisher check: rolled %d, needs %ld: "
		    "%s\n", f->skirmish_roll, f->skirmish_rating,
		    f->skirmish_made ? "made" : "failed");
	out_printf(&run->out, "%s\n", run->effect.buf);
	if (f->massed >= 0) {
		row = (size_t)table_find(results, FRESULT_TOKEN,
		    outcomes[f->massed].token);
		out_printf(&run->out, "massed: the units behind take %s: %s\n",
		    cell_text(results, row, FRESULT_NAME),
		    cell_text(results, row, FRESULT_SHEET));
	}
	if (f->before >= 0)
		out_printf(&run->out, "target: %s, %ld of %ld stands; after: "
		    "%s, %ld\n", unit_condition_name[f->before], f->target.now,
		    f->target.start, unit_condition_name[f->after],
		    f->target.now > f->stands_lost
		    ? f->target.now - f->stands_lost : 0);
}

static void
json(struct run *run, const void *state)
{
	const struct fire *f = state;
	const struct table *results = table(run, T_RESULTS);
	const struct table *leader = table(run, T_LEADER);
	size_t row;

	json_key(&run->out, "points");
	json_thousandths(&run->out, f->points);
	json_key(&run->out, "points_used");
	json_whole(&run->out, f->points_used);
	json_key(&run->out, "points_modifier");
	json_whole(&run->out, f->points_modifier);
	json_key(&run->out, "base_roll");
	json_whole(&run->out, f->base);
	json_key(&run->out, "total");
	json_whole(&run->out, f->total);
	json_key(&run->out, "column");
	json_string(&run->out, lib_musketry_table.columns[f->column].name);
	json_key(&run->out, "result");
	json_string(&run->out, outcomes[f->result].token);
	json_key(&run->out, "charge");
	if (f->charge < 0)
		json_null(&run->out);
	else
		json_string(&run->out, charge_word[f->charge]);
	json_key(&run->out, "stands_lost");
	json_whole(&run->out, f->stands_lost);
	json_key(&run->out, "disordered");
	json_bool(&run->out, f->disordered);
	json_key(&run->out, "guns");
	if (f->is[IF_TROOPS]) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '{');
		json_key(&run->out, "silenced");
		if (!f->all_silenced)
			json_whole(&run->out, f->silenced);
		else if (f->before >= 0)
			json_whole(&run->out, f->target.now > f->stands_lost
			    ? f->target.now - f->stands_lost : 0);
		else
			json_null(&run->out);
		json_key(&run->out, "damaged");
		json_whole(&run->out, f->damaged);
		json_key(&run->out, "wrecked");
		json_whole(&run->out, f->stands_lost);
		json_close(&run->out, '}');
	}
	json_key(&run->out, "skirmish_check");
	if (f->skirmish_roll == 0) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '{');
		json_key(&run->out, "roll");
		json_whole(&run->out, f->skirmish_roll);
		json_key(&run->out, "rating");
		json_whole(&run->out, f->skirmish_rating);
		json_key(&run->out, "made");
		json_bool(&run->out, f->skirmish_made);
		json_close(&run->out, '}');
	}
	json_key(&run->out, "low_on_ammo");
	json_bool(&run->out, f->low_on_ammo);
	json_key(&run->out, "fallen_leader");
	if (f->leader_roll == 0) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '{');
		fallen_leader_json(&run->out, leader, f->leader_roll,
		    f->leader_row);
		json_close(&run->out, '}');
	}
	json_key(&run->out, "massed");
	if (f->massed < 0) {
		json_null(&run->out);
	} else {
		row = (size_t)table_find(results, FRESULT_TOKEN,
		    outcomes[f->massed].token);
		json_open(&run->out, '{');
		json_key(&run->out, "result");
		json_string(&run->out, outcomes[f->massed].token);
		json_key(&run->out, "effect");
		json_string(&run->out, cell_text(results, row, FRESULT_SHEET));
		json_close(&run->out, '}');
	}
	json_key(&run->out, "target_condition");
	if (f->before < 0) {
		json_null(&run->out);
	} else {
		json_open(&run->out, '{');
		json_key(&run->out, "before");
		json_string(&run->out, unit_condition_name[f->before]);
		json_key(&run->out, "after");
		json_string(&run->out, unit_condition_name[f->after]);
		json_close(&run->out, '}');
	}
}

/* What the odds were worked for: the points, modifier and column. */
static void
odds_text(struct run *run, const void *state)
{
	const struct fire *f = state;

	out_printf(&run->out, "1d%d%+ld vs %s (%ld fire points used)",
	    die_sides(run, "musketry"),
	    f->points_modifier + f->modifier - f->check_modifier,
	    lib_musketry_table.columns[f->column].name, f->points_used);
	if (f->skirmish_rating > 0)
		out_printf(&run->out, "; the skirmisher check first, made on "
		    "%ld or more", f->skirmish_rating);
	out_str(&run->out, "\n");
}

static int
question_of(const struct run *run, const void *state)
{
	const struct fire *f = state;

	return option(run, OPT_FIRE)->row == FIRE_CANNONADE && f->charge < 0
	    ? QUESTION_LIVELY : QUESTION_GALLING;
}

static const struct odds_hooks hooks = { .question_of = question_of };

static const struct tool lib_musketry = {
	.name = "lib-musketry",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "Galling Fire or better",
	.asked = 1u << WITHERING | 1u << TELLING | 1u << GALLING,
	.questions = questions,
	.odds_hooks = &hooks,
	.state_size = sizeof(struct fire),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text
};

int
main(int argc, char *argv[])
{
	return tool_main(&lib_musketry, argc, argv);
}
