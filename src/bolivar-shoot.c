/*
 * bolivar-shoot - 4 Page Bolivar shooting: a pool of dice from the
 * unit's resolve less the shooting modifiers (at least the minimum), each
 * die hitting on a number from the first matching row of the to-hit table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "bolivar.h"
#include "bolivar-conditions.h"
#include "bolivar-units.h"
#include "err.h"
#include "num.h"
#include "tool.h"

/* Names the condition cells may hold, besides the units', the bands and
 * the formations. */
#define TARGETS		"infantry,cavalry,artillery,skirmisher,commander"
#define TERRAINS	"open,difficult,fortified"
#define FLAG_WORDS	"yes,no"

/*
 * The condition columns of the modifier and to-hit tables: each cell is
 * empty (any) or the words it matches, separated by spaces.
 */
enum cond { COND_SHOOTER, COND_BAND, COND_FORMATION, COND_CROWDED,
	COND_DIFFICULT, COND_OBLIQUE, COND_FIRST_FIRE, COND_TARGET,
	COND_TARGET_IN, COND_DEEP, NCONDS };
static const struct bolivar_cond cond_list[NCONDS] = {
	[COND_SHOOTER] = { "shooter", TARGETS, VOCAB_UNITS },
	[COND_BAND] = { "band", NULL, VOCAB_BANDS },
	[COND_FORMATION] = { "formation", NULL, VOCAB_FORMATIONS },
	[COND_CROWDED] = { "crowded", FLAG_WORDS, VOCAB_WORDS },
	[COND_DIFFICULT] = { "difficult", FLAG_WORDS, VOCAB_WORDS },
	[COND_OBLIQUE] = { "oblique", FLAG_WORDS, VOCAB_WORDS },
	[COND_FIRST_FIRE] = { "first_fire", FLAG_WORDS, VOCAB_WORDS },
	[COND_TARGET] = { "target", TARGETS, VOCAB_WORDS },
	[COND_TARGET_IN] = { "target_in", TERRAINS, VOCAB_WORDS },
	[COND_DEEP] = { "deep", FLAG_WORDS, VOCAB_WORDS }
};
/* A shooter cell may name the unit's class as well as the unit. */
static const struct bolivar_conds conds = { cond_list, NCONDS, COND_SHOOTER };

/* -e's success, and what --odds asks first: at least one hit. */
enum { HITS, NO_HITS, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[HITS] = { "hits", "HITS", 1 },
	[NO_HITS] = { "hits", "HITS", 0 },
	{ NULL, NULL, 0 }
};

/* Spec 02: the odds are the distribution of hits. */
enum { Q_HITS, Q_TARGET_RESOLVE, Q_TARGET_SPENT, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_HITS] = { .key = "hits", .label = "hits", .better = +1,
	    .value_key = "hits", .odds_token = "hits", .one = "hit" },
	/* With --target-resolve: what the hits leave of it, and whether
	 * they spend it all. */
	[Q_TARGET_RESOLVE] = { .key = "target_resolve_after",
	    .label = "target resolve", .better = -1 },
	[Q_TARGET_SPENT] = { .key = "target_resolve_spent",
	    .label = "target resolve spent", .better = +1, .event = 1 },
	{ .key = NULL }
};

static const char *const what_shooting = "shooting";

enum { T_UNITS, T_RANGES, T_STANDS, T_MODIFIERS, T_HIT, T_SHOOTING, T_LOSS,
	T_FORMATIONS, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_UNITS] = &bolivar_units_table,
	[T_RANGES] = &bolivar_ranges_table,
	[T_STANDS] = &bolivar_stands_table,
	[T_MODIFIERS] = &bolivar_modifiers_table,
	[T_HIT] = &bolivar_to_hit_table,
	[T_SHOOTING] = &bolivar_shooting_table,
	[T_LOSS] = &bolivar_resolve_loss_table,
	[T_FORMATIONS] = &bolivar_formations_table,
	NULL
};

enum { OPT_UNIT, OPT_RANGE, OPT_RESOLVE, OPT_STAND, OPT_FORMATION,
	OPT_CROWDED, OPT_DIFFICULT, OPT_OBLIQUE, OPT_TARGET, OPT_TARGET_IN,
	OPT_DEEP, OPT_FIRST_FIRE, OPT_TARGET_RESOLVE, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_UNIT] = { .name = "type", .kind = KIND_WORD, .arg = "TYPE",
	    .help = "the shooting unit", .table = &bolivar_units_table,
	    .column = UNIT_NAME, .fallback = "battalion", .also = "unit" },
	[OPT_RANGE] = { .name = "range", .kind = KIND_DISTANCE, .arg = "TUM",
	    .help = "distance to the target (needed)", .min = 0, .max = 999 },
	[OPT_RESOLVE] = { .name = "resolve", .kind = KIND_WHOLE, .arg = "N",
	    .help = "current resolve (default: the starting resolve)",
	    .min = 1, .max = 20 },
	[OPT_STAND] = { .name = "stand", .kind = KIND_WORD, .arg = "STAND",
	    .help = "the fighter stand that shoots",
	    .table = &bolivar_stands_table, .column = STAND_NAME,
	    .fallback = "primary" },
	[OPT_FORMATION] = { .name = "formation", .kind = KIND_WORD,
	    .arg = "FORMATION", .help = "the shooter's formation",
	    .table = &bolivar_formations_table, .column = FORMATION_NAME,
	    .fallback = bolivar_no_formation },
	[OPT_CROWDED] = { .name = "crowded", .kind = KIND_FLAG,
	    .help = "the shooting line or column is crowded" },
	[OPT_DIFFICULT] = { .name = "difficult", .kind = KIND_FLAG,
	    .help = "the shooter is in difficult terrain" },
	[OPT_OBLIQUE] = { .name = "oblique", .kind = KIND_FLAG,
	    .help = "the target is not directly to the front" },
	[OPT_TARGET] = { .name = "target-type", .kind = KIND_WORD,
	    .arg = "TYPE", .help = "what the target is", .choices = TARGETS,
	    .fallback = "infantry", .also = "target" },
	/* Cover: the sheet's "-2d6 cover from shooting" (a skirmisher in
	 * difficult terrain) and field fortifications. */
	[OPT_TARGET_IN] = { .name = "target-cover", .kind = KIND_WORD,
	    .arg = "COVER", .help = "the cover the target is in",
	    .choices = TERRAINS, .fallback = "open", .also = "target-in" },
	[OPT_DEEP] = { .name = "deep", .kind = KIND_FLAG,
	    .help = "the target is deep: column, enfiladed line, march" },
	[OPT_FIRST_FIRE] = { .name = "first-fire", .kind = KIND_FLAG,
	    .help = "the unit shoots for the first time" },
	[OPT_TARGET_RESOLVE] = { .name = "target-resolve", .kind = KIND_WHOLE,
	    .arg = "N", .help = "the target's resolve, for what the hits "
	    "leave of it", .min = 1, .max = 20 },
	{ .name = NULL }
};

/*
 * The rows the mechanic reads, found once by name when the tables are
 * loaded (check_tables, run->kept) and then taken by index: the unit of
 * each row of ranges.csv, and the row of shooting.csv of each formation.
 */
struct rows {
	size_t		*range_unit;	/* by ranges.csv row: units.csv row */
	size_t		*shooting;	/* by formations.csv row */
};

struct shot {
	size_t		 unit, stand, range_row, hit_row;
	long		 resolve, base, pool, minimum_added;
	int		 sides;
	long		 hit_on;
	const char	*word[NCONDS];	/* the shot, as the conditions see it */
	const char	*class;		/* the shooter's: a shooter word too */
	/* A flag given that does not count, and whether as a row comes
	 * first (else as its band does not hold). */
	const char	*idle;
	int		 idle_first;
	long		 hits;
	long		 target_before, target_after;	/* --target-resolve */
};

/*
 * Every shot a unit can take meets a to-hit row: try each value of each
 * condition the table has, so that a gap is refused when the table is
 * read, not when the one shot that falls in it comes up. The rows are
 * read once for all the tries: which hold for the unit and band, and the
 * values each names of each other condition.
 */
struct cover {
	const struct table *hits;
	/* A row's values of each condition, bits by place in cond_words;
	 * for the shooter and band all bits if they hold, none if not. */
	unsigned	(*values)[NCONDS];
	int		 in_table[NCONDS]; /* the table has the condition */
	unsigned	 tried[NCONDS];	/* the place of the value tried */
	char		 word[NCONDS][32]; /* and its name */
	struct shot	 shot;
};

/* The values of condition k's words a cell names (all when empty), as
 * bits. */
static unsigned
cell_values(const char *cell, int k)
{
	const char *w;
	char word[32];
	unsigned bits = 0, i;
	size_t n;

	if (*cell == '\0')
		return ~0u;
	for (w = cond_list[k].words, i = 0; *w != '\0';
	    w += n + (w[n] == ','), i++) {
		n = strcspn(w, ",");
		memcpy(word, w, n);	/* the lists' words are short */
		word[n] = '\0';
		if (bolivar_listed(cell, word))
			bits |= 1u << i;
	}
	return bits;
}

/* Does some row hold for the unit, band and values tried? */
static int
covered(const struct cover *cv)
{
	size_t row;
	int k;

	for (row = 0; row < cv->hits->rows; row++) {
		for (k = 0; k < NCONDS; k++)
			if (!(cv->values[row][k] >> cv->tried[k] & 1))
				break;
		if (k == NCONDS)
			return 1;
	}
	return 0;
}

/* Is every shot of the unit and band covered? If not, cv->shot is a gap. */
static int
cover(struct cover *cv, int k)
{
	const char *w;
	size_t n;
	unsigned i;

	if (k == NCONDS)
		return covered(cv);
	/* The shooter and band are set; a condition not in the table is any. */
	if (k == COND_SHOOTER || k == COND_BAND || !cv->in_table[k])
		return cover(cv, k + 1);
	for (w = cond_list[k].words, i = 0; *w != '\0';
	    w += n + (w[n] == ','), i++) {
		n = strcspn(w, ",");
		memcpy(cv->word[k], w, n);
		cv->word[k][n] = '\0';
		cv->shot.word[k] = cv->word[k];
		cv->tried[k] = i;
		if (!cover(cv, k + 1))
			return 0;
	}
	return 1;
}

/* The shot no row covers. */
static void
no_row(const struct table *hits, const struct shot *s)
{
	struct out what = {0};
	int c, k;

	out_printf(&what, "%s", "");
	for (c = 0; (size_t)c < hits->columns; c++)
		if ((k = bolivar_cond_of(&conds, hits, c)) > COND_BAND)
			out_printf(&what, ", %s %s", cond_list[k].column,
			    s->word[k]);
	table_fail(hits, hits->rows, -1, "no row for the %s at %s range%s",
	    s->word[COND_SHOOTER], *s->word[COND_BAND] != '\0'
	    ? s->word[COND_BAND] : "its", what.buf);
}

static void
check_tables(struct run *run)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *ranges = table(run, T_RANGES);
	const struct table *hits = table(run, T_HIT);
	const struct table *shooting, *formations;
	struct rows *found;
	struct bolivar_names names = { units, table(run, T_FORMATIONS),
		ranges };
	struct cover cv = {0};
	struct shot *s = &cv.shot;
	size_t row, before, r;
	const char *unit;
	char list[256];
	int c, k;

	table_require_rows(table(run, T_LOSS), 1, "what a hit costs the "
	    "target's resolve");
	for (row = 0; row < units->rows; row++)
		if (!bolivar_listed(TARGETS, cell_text(units, row, UNIT_CLASS)))
			table_fail(units, row, UNIT_CLASS, "%s is not one "
			    "of %s", quoted(cell_text(units, row, UNIT_CLASS)),
			    bolivar_spaced(TARGETS, list, sizeof(list)));
	/* A unit's bands run outward: the first that reaches the target is
	 * it.  An empty band is a unit's one range, which has no band. */
	for (row = 0; row < ranges->rows; row++) {
		unit = cell_text(ranges, row, RANGE_UNIT);
		if (table_find(units, UNIT_NAME, unit) < 0)
			table_fail(ranges, row, RANGE_UNIT, "%s is not a unit",
			    quoted(unit));
		for (before = 0; before < ranges->rows; before++)
			if (before != row && *cell_text(ranges, row,
			    RANGE_BAND) == '\0' && strcmp(cell_text(ranges,
			    before, RANGE_UNIT), unit) == 0)
				table_fail(ranges, row, RANGE_BAND, "empty "
				    "band: the %s has another range, on line "
				    "%ld; only a unit's one range has no band",
				    unit, ranges->lines[before]);
		for (before = 0; before < row; before++) {
			if (strcmp(cell_text(ranges, before, RANGE_UNIT),
			    unit) != 0)
				continue;
			if (strcmp(cell_text(ranges, before, RANGE_BAND),
			    cell_text(ranges, row, RANGE_BAND)) == 0)
				table_fail(ranges, row, RANGE_BAND, "%s's band "
				    "%s is already on line %ld", unit, quoted(
				    cell_text(ranges, row, RANGE_BAND)),
				    ranges->lines[before]);
			if (cell_whole(ranges, before, RANGE_UP_TO)
			    >= cell_whole(ranges, row, RANGE_UP_TO))
				table_fail(ranges, row, RANGE_UP_TO, "%s's "
				    "band %s must reach further than %s on "
				    "line %ld", unit, quoted(cell_text(ranges,
				    row, RANGE_BAND)), quoted(cell_text(ranges,
				    before, RANGE_BAND)),
				    ranges->lines[before]);
		}
	}
	formations = table(run, T_FORMATIONS);
	shooting = table(run, T_SHOOTING);
	found = run->kept = xcalloc(1, sizeof(*found));
	found->range_unit = xcalloc(ranges->rows + 1,
	    sizeof(*found->range_unit));
	for (row = 0; row < ranges->rows; row++)
		found->range_unit[row] = (size_t)table_find(units, UNIT_NAME,
		    cell_text(ranges, row, RANGE_UNIT));
	found->shooting = xcalloc(formations->rows + 1,
	    sizeof(*found->shooting));
	for (row = 0; row < formations->rows; row++)
		found->shooting[row] = table_require_row(shooting,
		    SHOOTING_FORMATION, cell_text(formations, row,
		    FORMATION_NAME));
	bolivar_check_units(units, formations);
	bolivar_check_conditions(&conds, &names, table(run, T_MODIFIERS));
	/* Each row may apply, and the minimum's modifier after them: a
	 * table that could pass the run's limit is refused here, not at
	 * every resolution with no file named. */
	if (table(run, T_MODIFIERS)->rows > MODIFIERS_MAX - 1)
		table_fail(table(run, T_MODIFIERS), MODIFIERS_MAX - 1,
		    -1, "more than %d modifiers, with the minimum's: at most "
		    "%d rows", MODIFIERS_MAX, MODIFIERS_MAX - 1);
	bolivar_check_conditions(&conds, &names, hits);
	cv.hits = hits;
	for (c = 0; (size_t)c < hits->columns; c++)
		if ((k = bolivar_cond_of(&conds, hits, c)) >= 0)
			cv.in_table[k] = 1;
	cv.values = xcalloc(hits->rows + 1, sizeof(*cv.values));
	for (r = 0; r < hits->rows; r++) {
		for (k = 0; k < NCONDS; k++)
			cv.values[r][k] = ~0u;	/* not in the table: any */
		for (c = 0; (size_t)c < hits->columns; c++)
			if ((k = bolivar_cond_of(&conds, hits, c)) > COND_BAND)
				cv.values[r][k] = cell_values(cell_text(hits,
				    r, c), k);
	}
	for (row = 0; row < ranges->rows; row++) {
		s->word[COND_SHOOTER] = cell_text(ranges, row, RANGE_UNIT);
		s->class = cell_text(units, (size_t)table_find(units,
		    UNIT_NAME, s->word[COND_SHOOTER]), UNIT_CLASS);
		s->word[COND_BAND] = cell_text(ranges, row, RANGE_BAND);
		for (r = 0; r < hits->rows; r++)
			cv.values[r][COND_SHOOTER] = cv.values[r][COND_BAND] =
			    bolivar_conds_hold(&conds, hits, r, s->word,
			    s->class, COND_SHOOTER, COND_BAND + 1) ? ~0u : 0;
		if (!cover(&cv, 0)) {
			xfree(cv.values);
			no_row(hits, s);
		}
	}
	xfree(cv.values);
}

/* The unit, its band at this range and its resolve, or why it cannot shoot. */
static void
take_aim(struct run *run, struct shot *s)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *ranges = table(run, T_RANGES);
	const struct opt_value *range = option(run, OPT_RANGE);
	const struct rows *rows = run->kept;
	const char *unit;
	char given[32], edge[32];
	long reach = -1;
	size_t row;
	int found = 0;

	s->unit = (size_t)option(run, OPT_UNIT)->row;
	unit = cell_text(units, s->unit, UNIT_NAME);
	for (row = 0; row < ranges->rows; row++) {
		if (rows->range_unit[row] != s->unit)
			continue;
		reach = cell_whole(ranges, row, RANGE_UP_TO);
		if (!found && range->given && range->whole <= reach) {
			s->range_row = row;
			found = 1;
		}
	}
	if (reach < 0)
		fail(EXIT_USAGE, "--type: the %s cannot shoot", unit);
	if (!range->given)
		fail(EXIT_USAGE, "give --range %s", opts[OPT_RANGE].arg);
	if (!found)
		fail(EXIT_USAGE, "--range: %s TUM is beyond the %s's range "
		    "of %s TUM", format_thousandths(range->whole, given,
		    sizeof(given)), unit, format_thousandths(reach, edge,
		    sizeof(edge)));
	s->resolve = cell_whole(units, s->unit, UNIT_RESOLVE);
	if (option(run, OPT_RESOLVE)->given) {
		if (option(run, OPT_RESOLVE)->whole > s->resolve)
			fail(EXIT_USAGE, "--resolve: %ld is above the %s's "
			    "starting resolve %ld", option(run,
			    OPT_RESOLVE)->whole, unit, s->resolve);
		s->resolve = option(run, OPT_RESOLVE)->whole;
	}
}

/* A formation the unit cannot take (units.csv, as bolivar-melee reads
 * it), or one that does not shoot, is a usage error (exit 2), not a
 * pool. */
static void
check_formation(struct run *run, const struct shot *s)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *shooting = table(run, T_SHOOTING);
	const char *formation = s->word[COND_FORMATION];
	const char *unit = s->word[COND_SHOOTER];
	const struct rows *rows = run->kept;
	size_t row = rows->shooting[option(run, OPT_FORMATION)->row];

	/* Not given: the unit stands as it is, whatever it takes. */
	if (!option(run, OPT_FORMATION)->given)
		return;
	bolivar_require_formation(units, s->unit, opts[OPT_FORMATION].name,
	    formation);
	if (!cell_whole(shooting, row, SHOOTING_SHOOTS))
		fail(EXIT_USAGE, "--formation: the %s does not shoot in %s "
		    "(%s)", unit, formation, table_source(shooting, row));
}

/* The words the condition columns are matched against. */
static void
describe_shot(struct run *run, struct shot *s)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *ranges = table(run, T_RANGES);
	static const int flag_opt[][2] = {
		{ COND_CROWDED, OPT_CROWDED },
		{ COND_DIFFICULT, OPT_DIFFICULT },
		{ COND_OBLIQUE, OPT_OBLIQUE },
		{ COND_FIRST_FIRE, OPT_FIRST_FIRE },
		{ COND_DEEP, OPT_DEEP }
	};
	size_t i;

	s->word[COND_SHOOTER] = cell_text(units, s->unit, UNIT_NAME);
	s->class = cell_text(units, s->unit, UNIT_CLASS);
	s->word[COND_BAND] = cell_text(ranges, s->range_row, RANGE_BAND);
	s->word[COND_FORMATION] = option_text(run, OPT_FORMATION);
	check_formation(run, s);
	s->word[COND_TARGET] = option(run, OPT_TARGET)->given
	    ? option(run, OPT_TARGET)->text[0] : opts[OPT_TARGET].fallback;
	s->word[COND_TARGET_IN] = option(run, OPT_TARGET_IN)->given
	    ? option(run, OPT_TARGET_IN)->text[0]
	    : opts[OPT_TARGET_IN].fallback;
	for (i = 0; i < sizeof(flag_opt) / sizeof(flag_opt[0]); i++)
		s->word[flag_opt[i][0]] = option(run, flag_opt[i][1])->given
		    ? "yes" : "no";
}

/* The pool: per resolve and fixed dice, the modifiers, the minimum. */
static void
count_dice(struct run *run, struct shot *s)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *stands = table(run, T_STANDS);
	const struct table *modifiers = table(run, T_MODIFIERS);
	const uint64_t *holds;
	long minimum, dice;
	size_t row;

	s->stand = (size_t)option(run, OPT_STAND)->row;
	s->sides = (int)cell_whole(stands, s->stand, STAND_SIDES);
	s->base = cell_whole(stands, s->stand, STAND_DICE);
	if (cell_whole(stands, s->stand, STAND_PER_RESOLVE))
		s->base += s->resolve * cell_whole(units, s->unit,
		    UNIT_DICE_PER_RESOLVE);
	s->pool = s->base;
	holds = bolivar_rows_holding(&conds, modifiers, s->word, s->class);
	if (cell_whole(stands, s->stand, STAND_MODIFIERS))
		for (row = 0; row < modifiers->rows; row++) {
			if (!BOLIVAR_HOLDS(holds, row))
				continue;
			dice = cell_whole(modifiers, row, MODIFIER_DICE);
			s->pool += dice;
			modifier_add(run, cell_text(modifiers, row,
			    MODIFIER_NAME), dice, NULL, modifiers, row);
		}
	minimum = cell_whole(stands, s->stand, STAND_MINIMUM);
	s->minimum_added = 0;
	if (s->pool < minimum) {
		s->minimum_added = minimum - s->pool;
		modifier_add(run, "minimum", s->minimum_added, NULL, stands,
		    s->stand);
		s->pool = minimum;
	}
	if (s->pool < 0)
		s->pool = 0;
}

/* Does the to-hit row tell the flag k's yes from its no? */
static int
row_tests(const struct table *hits, size_t row, int k)
{
	const char *cell = cell_text(hits, row, k == COND_DEEP ? HIT_DEEP
	    : HIT_FIRST_FIRE);

	return *cell != '\0' && !(bolivar_listed(cell, "yes")
	    && bolivar_listed(cell, "no"));
}

/*
 * A flag no to-hit row of the shooter tests cannot apply to it (--deep
 * for a battalion): an error, not a silent no. One its rows test only at
 * another band, or that the row taken does not test, is given but does
 * not count: the text says so.
 */
static void
check_flags(struct run *run, struct shot *s)
{
	static const struct { int cond, opt; const char *name; } flag[] = {
		{ COND_FIRST_FIRE, OPT_FIRST_FIRE, "--first-fire" },
		{ COND_DEEP, OPT_DEEP, "--deep" }
	};
	const struct table *hits = table(run, T_HIT);
	size_t i, row;
	int shooter, band;

	s->idle = NULL;
	for (i = 0; i < sizeof(flag) / sizeof(flag[0]); i++) {
		if (!option(run, flag[i].opt)->given)
			continue;
		shooter = band = 0;
		for (row = 0; row < hits->rows; row++) {
			if (!row_tests(hits, row, flag[i].cond)
			    || !bolivar_conds_hold(&conds, hits, row, s->word,
			    s->class, COND_SHOOTER, COND_SHOOTER + 1))
				continue;
			shooter = 1;
			band |= bolivar_conds_hold(&conds, hits, row, s->word,
			    s->class, COND_BAND, COND_BAND + 1);
		}
		if (!shooter)
			fail(EXIT_USAGE, "%s cannot apply to the %s: no %s "
			    "row of %s asks for it", flag[i].name,
			    s->word[COND_SHOOTER], s->word[COND_SHOOTER],
			    hits->schema->file);
		if (!band || !row_tests(hits, s->hit_row, flag[i].cond)) {
			s->idle = flag[i].name;
			s->idle_first = band;
		}
	}
}

static void
find_hit_number(struct run *run, struct shot *s)
{
	const struct table *hits = table(run, T_HIT);

	/* check_tables saw that some row holds for every shot. */
	s->hit_row = (size_t)bolivar_first_row(&conds, hits, s->word,
	    s->class);
	s->hit_on = cell_whole(hits, s->hit_row, HIT_ON);
	check_flags(run, s);
}

/* Everything but the dice: the pool and the number to hit. */
static void
work_out(struct run *run, struct shot *s)
{
	take_aim(run, s);
	describe_shot(run, s);
	count_dice(run, s);
	find_hit_number(run, s);
}

/* "battalion (primary stand) at 2.5 TUM, short range: resolve 4 x 1d6,
 * column or square -1d6; to hit: short range and first time shooting" */
static void
explain(struct run *run, const struct shot *s, struct out *out)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *stands = table(run, T_STANDS);
	const struct modifier *m;
	long fixed = cell_whole(stands, s->stand, STAND_DICE);
	/* The minimum, when it counts, is the last modifier: told apart. */
	size_t n = run->nmodifiers - (s->minimum_added > 0), i;
	char range[32];

	out_printf(out, "%s (%s stand) at %s TUM%s%s%s: ",
	    s->word[COND_SHOOTER], cell_text(stands, s->stand, STAND_NAME),
	    format_thousandths(option(run, OPT_RANGE)->whole, range,
	    sizeof(range)), *s->word[COND_BAND] != '\0' ? ", " : "",
	    s->word[COND_BAND], *s->word[COND_BAND] != '\0' ? " range" : "");
	if (cell_whole(stands, s->stand, STAND_PER_RESOLVE))
		out_printf(out, "resolve %ld x %ldd%d%s", s->resolve,
		    cell_whole(units, s->unit, UNIT_DICE_PER_RESOLVE), s->sides,
		    fixed ? " + " : "");
	if (fixed || !cell_whole(stands, s->stand, STAND_PER_RESOLVE))
		out_printf(out, "%ldd%d", fixed, s->sides);
	for (i = 0; i < n; i++) {
		m = &run->modifiers[i];
		out_printf(out, ", %s %+ldd%d", m->name, m->value, s->sides);
	}
	if (!cell_whole(stands, s->stand, STAND_MODIFIERS))
		out_str(out, ", no modifiers");
	if (s->minimum_added > 0)
		out_printf(out, ", minimum %ldd%d", cell_whole(stands, s->stand,
		    STAND_MINIMUM), s->sides);
	out_printf(out, "; to hit: %s", cell_text(table(run, T_HIT),
	    s->hit_row, HIT_RULE));
	if (s->idle != NULL && s->idle_first)
		out_printf(out, " (%s does not count: this row comes first)",
		    s->idle);
	else if (s->idle != NULL)
		out_printf(out, " (%s does not count at %s range)", s->idle,
		    *s->word[COND_BAND] != '\0' ? s->word[COND_BAND]
		    : "this");
}

static void
verbose_lines(struct run *run, const struct shot *s)
{
	const struct table *ranges = table(run, T_RANGES);
	const struct table *hits = table(run, T_HIT);
	const struct table *units = table(run, T_UNITS);
	char edge[32];

	out_printf(&run->out, "  %s%srange up to %s TUM  (%s)\n",
	    s->word[COND_BAND], *s->word[COND_BAND] != '\0' ? " " : "",
	    format_thousandths(cell_whole(ranges,
	    s->range_row, RANGE_UP_TO), edge, sizeof(edge)),
	    table_source(ranges, s->range_row));
	out_printf(&run->out, "  resolve %ld of %ld  (%s)\n", s->resolve,
	    cell_whole(units, s->unit, UNIT_RESOLVE), table_source(units,
	    s->unit));
	out_printf(&run->out, "  %ldd%d before modifiers  (%s)\n", s->base,
	    s->sides, table_source(table(run, T_STANDS), s->stand));
	out_printf(&run->out, "  hit on %ld+: %s  (%s)\n", s->hit_on,
	    cell_text(hits, s->hit_row, HIT_RULE), table_source(hits,
	    s->hit_row));
}

/* " 6 4 3 1", or " nothing". */
static void
roll_values(struct run *run)
{
	size_t i;

	for (i = 0; i < run->dice.nlog; i++)
		out_printf(&run->out, " %d", run->dice.log[i].value);
	if (run->dice.nlog == 0)
		out_str(&run->out, " nothing");
}

/* Hits are a count of the pool's dice: --odds branches on the count,
 * so a pool of any size costs its size plus one paths. */
static void
resolve(struct run *run, void *state)
{
	struct shot *s = state;

	work_out(run, s);
	s->hits = roll_count(&run->dice, (int)s->pool, s->sides,
	    (int)s->hit_on, what_shooting);
	outcome(run, s->hits > 0 ? HITS : NO_HITS);
	quantity(run, Q_HITS, s->hits);
	effect(run, "%ld hit%s", s->hits, s->hits == 1 ? "" : "s");
	if (!option(run, OPT_TARGET_RESOLVE)->given)
		return;
	s->target_before = option(run, OPT_TARGET_RESOLVE)->whole;
	s->target_after = s->target_before - s->hits * cell_whole(table(run,
	    T_LOSS), 0, LOSS_PER_HIT);
	if (s->target_after < 0)
		s->target_after = 0;
	quantity(run, Q_TARGET_RESOLVE, s->target_after);
	quantity(run, Q_TARGET_SPENT, s->target_after == 0);
}

/* "target resolve 3 -> 1", and whether that spends it. */
static void
text_target(struct run *run, const struct shot *s)
{
	if (!option(run, OPT_TARGET_RESOLVE)->given)
		return;
	out_printf(&run->out, "target resolve %ld -> %ld%s\n",
	    s->target_before, s->target_after, s->target_after == 0
	    ? ", spent" : "");
}

static void
text(struct run *run, const void *state)
{
	const struct shot *s = state;

	/* The answer first whoever rolled (issue 32): the hits, then the
	 * dice and what they needed. */
	out_printf(&run->out, "%ld %s  rolled", s->hits,
	    s->hits == 1 ? "HIT" : "HITS");
	roll_values(run);
	out_printf(&run->out, ", hit on %ld+ (%ldd%d)\n", s->hit_on,
	    s->pool, s->sides);
	explain(run, s, &run->out);
	out_str(&run->out, "\n");
	text_target(run, s);
	if (run->common.verbose)
		verbose_lines(run, s);
}

/* Spec 02's keys, in both forms: the pool and what it hits on. */
static void
json_pool(struct run *run, const struct shot *s)
{
	json_key(&run->out, "pool");
	json_whole(&run->out, s->pool);
	json_key(&run->out, "hit_on");
	json_whole(&run->out, s->hit_on);
	/* null: the unit's one range, which has no band. */
	json_key(&run->out, "range_band");
	if (*s->word[COND_BAND] != '\0')
		json_string(&run->out, s->word[COND_BAND]);
	else
		json_null(&run->out);
}

static void
json(struct run *run, const void *state)
{
	const struct shot *s = state;

	json_pool(run, s);
	json_key(&run->out, "rolls");
	json_dice_of(&run->out, &run->dice, what_shooting);
	json_key(&run->out, "hits");
	json_whole(&run->out, s->hits);
	json_key(&run->out, "resolve");
	json_whole(&run->out, s->resolve);
	if (!option(run, OPT_TARGET_RESOLVE)->given)
		return;
	json_key(&run->out, "target_resolve_after");
	json_whole(&run->out, s->target_after);
}

/* The pool is the same on every path: what to roll, and why. */
static void
odds_text(struct run *run, const void *state)
{
	const struct shot *s = state;

	out_printf(&run->out, "%ldd%d, hit on %ld+\n", s->pool, s->sides,
	    s->hit_on);
	explain(run, s, &run->out);
	out_str(&run->out, "\n");
	if (run->common.verbose) {
		verbose_lines(run, s);
		text_modifiers(run);
	}
}

static void
odds_json(struct run *run, const void *state)
{
	const struct shot *s = state;

	json_pool(run, s);
	json_key(&run->out, "resolve");
	json_whole(&run->out, s->resolve);
}

static const struct tool bolivar_shoot = {
	.name = "bolivar-shoot",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "at least one hit",
	.state_size = sizeof(struct shot),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text,
	.odds_json = odds_json
};

int
main(int argc, char *argv[])
{
	return tool_main(&bolivar_shoot, argc, argv);
}
