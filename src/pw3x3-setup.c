/*
 * pw3x3-setup - the 3x3 Portable Wargame's set-up: both sides throw a
 * die, ties thrown again, and the higher is the attacker; the defender
 * throws for the terrain, and after a river throws again for another
 * feature.
 */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "pw3x3.h"
#include "tool.h"

/* The longest name of a side. */
enum { NAME_CHARS = 32 };

enum { T_DICE, T_TERRAIN, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_DICE] = &pw3x3_dice_table,
	[T_TERRAIN] = &pw3x3_terrain_table,
	NULL
};

/* Found once the tables are loaded (check_tables): the rows of dice.csv
 * thrown, and each row's throw and feature of terrain.csv, read by
 * index. */
struct kept {
	size_t		 dice[ROLL_COUNT];
	int		*throw;		/* by row of terrain.csv */
	int		*feature;
};

/* The throws of terrain.csv, and the features each may give. */
enum { FIRST_THROW, SECOND_THROW, NTHROWS };
static const char *const throw_name[] = { "first", "second" };
enum { F_FLAT, F_HILL, F_BUILT_UP, F_WOOD, F_RIVER, F_NONE, NFEATURES };
static const char *const feature_name[] = {
	"flat", "hill", "built_up", "wood", "river", "none"
};
/* By throw, a bit a feature. */
static const unsigned feature_allowed[] = {
	[FIRST_THROW] = 1u << F_FLAT | 1u << F_HILL | 1u << F_BUILT_UP |
	    1u << F_WOOD | 1u << F_RIVER,
	[SECOND_THROW] = 1u << F_NONE | 1u << F_HILL | 1u << F_BUILT_UP |
	    1u << F_WOOD
};

enum { FIRST, SECOND, NSIDES };

enum { OPT_NAMES, OPT_ATTACKER, OPT_TERRAIN_ONLY, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_NAMES] = { .name = "names", .kind = KIND_TEXT,
	    .arg = "NAME,NAME", .help = "what to call the first and second "
	    "sides", .fallback = "first,second" },
	/* Not the bare --attacker, an old name of a unit's grade or type
	 * in other tools (issue 32); kept as this one's old name. */
	[OPT_ATTACKER] = { .name = "attacker-side", .kind = KIND_WORD,
	    .arg = "SIDE", .help = "the attacker is known: skip its throw",
	    .choices = "first,second", .also = "attacker" },
	[OPT_TERRAIN_ONLY] = { .name = "terrain-only", .kind = KIND_FLAG,
	    .help = "throw for the terrain only, the names as "
	    "attacker,defender", .excludes = "attacker-side" },
	{ .name = NULL }
};

enum { FLAT, HILL, BUILT_UP, WOOD, RIVER, RIVER_HILL, RIVER_BUILT_UP,
	RIVER_WOOD, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[FLAT] = { "flat", "FLAT", 1 },
	[HILL] = { "hill", "HILL", 1 },
	[BUILT_UP] = { "built_up", "BUILT-UP AREA", 1 },
	[WOOD] = { "wood", "WOOD", 1 },
	[RIVER] = { "river", "RIVER", 1 },
	[RIVER_HILL] = { "river_hill", "RIVER AND HILL", 1 },
	[RIVER_BUILT_UP] = { "river_built_up", "RIVER AND BUILT-UP AREA", 1 },
	[RIVER_WOOD] = { "river_wood", "RIVER AND WOOD", 1 },
	{ NULL, NULL, 0 }
};
/* The outcome of a first feature alone, and of a river and a second. */
static const int alone[] = {
	[F_FLAT] = FLAT, [F_HILL] = HILL, [F_BUILT_UP] = BUILT_UP,
	[F_WOOD] = WOOD, [F_RIVER] = RIVER
};
static const int after_river[] = {
	[F_NONE] = RIVER, [F_HILL] = RIVER_HILL,
	[F_BUILT_UP] = RIVER_BUILT_UP, [F_WOOD] = RIVER_WOOD
};

enum { Q_FIRST_ATTACKS, Q_FEATURES, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_FIRST_ATTACKS] = { .key = "first_attacks",
	    .label = "first side attacks", .better = 0 },
	[Q_FEATURES] = { .key = "features", .label = "terrain features",
	    .better = 1 },
	{ .key = NULL }
};

/* The dice's names, for --dice messages and the JSON "dice". */
static const char *const setup_what[] = {
	"first side's set-up throw", "second side's set-up throw"
};
static const char again_what[] = "set-up throws again after a tie";
static const char *const terrain_what[] = { "terrain", "terrain again" };

struct setup {
	char		 name[NSIDES][NAME_CHARS + 1];
	int		 thrown;	/* the sides threw for attacker */
	int		 score[NSIDES];	/* the throw that counts */
	int		 attacker;
	int		 unnamed;	/* --terrain-only, no --names: the
					 * sides are only "attacker" and
					 * "defender" */
	int		 nterrain;	/* terrain throws */
	int		 terrain[NTHROWS];
	size_t		 row[NTHROWS];	/* of terrain.csv */
	int		 feature[NTHROWS];
};

static int
feature_of(const struct table *t, size_t row)
{
	const char *name = cell_text(t, row, TERRAIN_FEATURE);
	int i;

	for (i = 0; i < NFEATURES; i++)
		if (strcmp(name, feature_name[i]) == 0)
			break;
	return i;
}

static int
throw_of(const struct table *t, size_t row)
{
	const char *name = cell_text(t, row, TERRAIN_THROW);
	int i;

	for (i = 0; i < NTHROWS; i++)
		if (strcmp(name, throw_name[i]) == 0)
			break;
	return i;
}

/* Each throw's rows: its features, and its bands from 1 up to sides. */
static void
check_terrain(const struct table *t, long sides, struct kept *k)
{
	long next[NTHROWS] = { 1, 1 };
	size_t row, last[NTHROWS] = { 0, 0 };
	int throw, feature, again = 0;

	for (row = 0; row < t->rows; row++) {
		if ((throw = k->throw[row] = throw_of(t, row)) == NTHROWS)
			table_fail(t, row, TERRAIN_THROW, "'%s' is not a "
			    "throw: first or second", cell_text(t, row,
			    TERRAIN_THROW));
		feature = k->feature[row] = feature_of(t, row);
		if (feature == NFEATURES
		    || !(feature_allowed[throw] & 1u << feature))
			table_fail(t, row, TERRAIN_FEATURE, "'%s' is not a "
			    "feature of the %s throw: %s", cell_text(t, row,
			    TERRAIN_FEATURE), throw_name[throw],
			    throw == FIRST_THROW ? "flat, hill, built_up, "
			    "wood or river" : "none, hill, built_up or wood");
		if (cell_whole(t, row, TERRAIN_THROW_AGAIN)) {
			if (feature != F_RIVER)
				table_fail(t, row, TERRAIN_THROW_AGAIN, "only "
				    "a river throws again");
			again = 1;
		}
		if (cell_whole(t, row, TERRAIN_LOW) != next[throw])
			table_fail(t, row, TERRAIN_LOW, "the %s throw's "
			    "bands %s at %ld, not %ld", throw_name[throw],
			    next[throw] == 1 ? "start" : "go on",
			    cell_whole(t, row, TERRAIN_LOW), next[throw]);
		if (cell_whole(t, row, TERRAIN_HIGH) < next[throw])
			table_fail(t, row, TERRAIN_HIGH, "%ld is below low",
			    cell_whole(t, row, TERRAIN_HIGH));
		if (cell_whole(t, row, TERRAIN_HIGH) > sides)
			table_fail(t, row, TERRAIN_HIGH, "%ld is above the "
			    "terrain die's %ld", cell_whole(t, row,
			    TERRAIN_HIGH), sides);
		next[throw] = cell_whole(t, row, TERRAIN_HIGH) + 1;
		last[throw] = row;
	}
	for (throw = 0; throw < NTHROWS; throw++) {
		if (throw == SECOND_THROW && !again && next[throw] == 1)
			continue;
		if (next[throw] == 1)
			table_fail(t, t->rows, -1, "no rows for the %s throw",
			    throw_name[throw]);
		if (next[throw] <= sides)
			table_fail(t, last[throw], TERRAIN_HIGH, "the %s "
			    "throw's bands end at %ld, not at the terrain "
			    "die's %ld", throw_name[throw], next[throw] - 1,
			    sides);
	}
}

static void
check_tables(struct run *run)
{
	const struct table *dice = table(run, T_DICE);
	const struct table *terrain = table(run, T_TERRAIN);
	struct kept *k;

	k = run->kept = xcalloc(1, sizeof(*k));
	k->throw = xcalloc(terrain->rows + 1, sizeof(*k->throw));
	k->feature = xcalloc(terrain->rows + 1, sizeof(*k->feature));
	pw3x3_check_dice(dice, k->dice);
	check_terrain(terrain, cell_whole(dice, k->dice[ROLL_TERRAIN],
	    DICE_SIDES), k);
}

/* The sides of a roll's die, by its row found in check_tables. */
static int
sides_of(const struct run *run, int which)
{
	const struct kept *k = run->kept;

	return (int)cell_whole(table(run, T_DICE), k->dice[which],
	    DICE_SIDES);
}

/* XXX library (fpga-initiative's too): --names, two names, different,
 * not empty. */
static void
read_names(struct setup *s, const char *text)
{
	const char *comma = strchr(text, ',');
	size_t len[NSIDES];

	len[FIRST] = comma == NULL ? 0 : (size_t)(comma - text);
	len[SECOND] = comma == NULL ? 0 : strlen(comma + 1);
	if (comma == NULL || strchr(comma + 1, ',') != NULL
	    || len[FIRST] == 0 || len[SECOND] == 0)
		fail(EXIT_USAGE, "--names: %s is not two names, NAME,NAME",
		    quoted(text));
	if (len[FIRST] > NAME_CHARS || len[SECOND] > NAME_CHARS)
		fail(EXIT_USAGE, "--names: %s has a name longer than %d "
		    "characters", quoted(text), NAME_CHARS);
	memcpy(s->name[FIRST], text, len[FIRST]);
	memcpy(s->name[SECOND], comma + 1, len[SECOND]);
	if (strcmp(s->name[FIRST], s->name[SECOND]) == 0)
		fail(EXIT_USAGE, "--names: %s names both sides the same",
		    quoted(text));
}

/* The attacker: given, or both throw, the first side first. */
static void
find_attacker(struct run *run, struct setup *s)
{
	int sides, *score = s->score;

	if (option(run, OPT_TERRAIN_ONLY)->given) {
		s->attacker = FIRST;
		return;
	}
	if (option(run, OPT_ATTACKER)->given) {
		s->attacker = (int)option(run, OPT_ATTACKER)->row;
		return;
	}
	sides = sides_of(run, ROLL_SETUP);
	s->thrown = 1;
	score[FIRST] = roll(&run->dice, sides, setup_what[FIRST]);
	score[SECOND] = roll(&run->dice, sides, setup_what[SECOND]);
	if (score[FIRST] == score[SECOND])
		roll_untied(&run->dice, sides, again_what, &score[FIRST],
		    &score[SECOND]);
	s->attacker = score[FIRST] > score[SECOND] ? FIRST : SECOND;
}

/* The row of a throw's band that holds the die. */
static size_t
terrain_row(const struct run *run, int throw, int die)
{
	const struct table *t = table(run, T_TERRAIN);
	const struct kept *k = run->kept;
	size_t row;

	for (row = 0; row < t->rows; row++)
		if (k->throw[row] == throw
		    && cell_whole(t, row, TERRAIN_LOW) <= die
		    && die <= cell_whole(t, row, TERRAIN_HIGH))
			break;
	return row;	/* check_terrain: every face has its row */
}

static void
resolve(struct run *run, void *state)
{
	struct setup *s = state;
	const struct table *t = table(run, T_TERRAIN);
	const struct kept *k = run->kept;
	const char *names = option_text(run, OPT_NAMES);
	int sides = sides_of(run, ROLL_TERRAIN), i, features = 0;
	size_t row;

	if (option(run, OPT_TERRAIN_ONLY)->given
	    && !option(run, OPT_NAMES)->given) {
		names = pw3x3_sides;
		s->unnamed = 1;
	}
	read_names(s, names);
	find_attacker(run, s);
	if (!s->unnamed)
		effect(run, "%s is the attacker, %s the defender",
		    s->name[s->attacker], s->name[!s->attacker]);
	do {
		i = s->nterrain++;
		s->terrain[i] = roll(&run->dice, sides, terrain_what[i]);
		row = s->row[i] = terrain_row(run, i, s->terrain[i]);
		s->feature[i] = k->feature[row];
		if (s->feature[i] != F_FLAT && s->feature[i] != F_NONE)
			features++;
		if (*cell_text(t, row, TERRAIN_PLACEMENT) != '\0')
			effect(run, "%s %s", cell_text(t, row,
			    TERRAIN_TERRAIN), cell_text(t, row,
			    TERRAIN_PLACEMENT));
		else
			effect(run, "%s", cell_text(t, row, TERRAIN_TERRAIN));
	} while (i == FIRST_THROW && cell_whole(t, row, TERRAIN_THROW_AGAIN));
	for (i = 0; i < s->nterrain; i++)
		if (*cell_text(t, s->row[i], TERRAIN_EFFECT) != '\0')
			effect(run, "%s", cell_text(t, s->row[i],
			    TERRAIN_EFFECT));
	outcome(run, s->nterrain == 1 ? alone[s->feature[FIRST_THROW]] :
	    after_river[s->feature[SECOND_THROW]]);
	quantity(run, Q_FIRST_ATTACKS, s->attacker == FIRST);
	quantity(run, Q_FEATURES, features);
}

static void
text(struct run *run, const void *state)
{
	const struct setup *s = state;
	const struct table *t = table(run, T_TERRAIN);
	const struct dice *d = &run->dice;
	size_t i, row;
	int k;

	out_printf(&run->out, "%s", outcomes[run->outcome].word);
	if (!s->unnamed)
		out_printf(&run->out, "  attacker %s, defender %s",
		    s->name[s->attacker], s->name[!s->attacker]);
	out_str(&run->out, "\n");
	if (s->thrown) {
		out_printf(&run->out, "set-up throw: %s %d, %s %d",
		    s->name[FIRST], s->score[FIRST], s->name[SECOND],
		    s->score[SECOND]);
		/* The set-up pairs come first in the log, the last kept. */
		for (i = 0; d->log[i + 2].roll == again_what; i += 2)
			out_printf(&run->out, "%s%d-%d", i == 0 ? " (" : ", ",
			    d->log[i].value, d->log[i + 1].value);
		out_printf(&run->out, "%s\n", i > 0 ? " tied, thrown again)" :
		    "");
	} else if (!s->unnamed)
		out_printf(&run->out, "set-up throw: none, %s attacks as "
		    "given\n", s->name[s->attacker]);
	for (k = 0; k < s->nterrain; k++) {
		row = s->row[k];
		out_printf(&run->out, "%s %d: %s", terrain_what[k],
		    s->terrain[k], cell_text(t, row, TERRAIN_TERRAIN));
		if (*cell_text(t, row, TERRAIN_PLACEMENT) != '\0')
			out_printf(&run->out, ", %s", cell_text(t, row,
			    TERRAIN_PLACEMENT));
		if (k == FIRST_THROW && cell_whole(t, row, TERRAIN_THROW_AGAIN))
			out_printf(&run->out, ", and the defender throws "
			    "again");
		out_str(&run->out, "\n");
	}
	if (run->quantity[Q_FEATURES] > 0) {
		out_str(&run->out, "the defender ");
		if (!s->unnamed)
			out_printf(&run->out, "(%s) ", s->name[!s->attacker]);
		out_printf(&run->out, "places %s within the grid areas "
		    "given\n", run->quantity[Q_FEATURES] == 1 ? "it" :
		    "them");
	}
	for (k = 0; k < s->nterrain; k++)
		if (*cell_text(t, s->row[k], TERRAIN_EFFECT) != '\0')
			out_printf(&run->out, "%s\n", cell_text(t, s->row[k],
			    TERRAIN_EFFECT));
	if (run->common.verbose)
		for (k = 0; k < s->nterrain; k++)
			out_printf(&run->out, "  %s %d: %s\n", terrain_what[k],
			    s->terrain[k], table_source(t, s->row[k]));
}

static void
json(struct run *run, const void *state)
{
	const struct setup *s = state;
	const struct table *t = table(run, T_TERRAIN);
	const struct dice *d = &run->dice;
	size_t i;
	int k;

	json_key(&run->out, "names");
	json_open(&run->out, '[');
	json_string(&run->out, s->name[FIRST]);
	json_string(&run->out, s->name[SECOND]);
	json_close(&run->out, ']');
	json_key(&run->out, "attacker");
	json_string(&run->out, s->name[s->attacker]);
	json_key(&run->out, "defender");
	json_string(&run->out, s->name[!s->attacker]);
	json_key(&run->out, "attacker_throws");
	json_open(&run->out, '[');
	for (i = 0; s->thrown && i + 1 < d->nlog && (i == 0
	    || d->log[i].roll == again_what); i += 2) {
		json_open(&run->out, '[');
		json_whole(&run->out, d->log[i].value);
		json_whole(&run->out, d->log[i + 1].value);
		json_close(&run->out, ']');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "terrain_rolls");
	json_open(&run->out, '[');
	for (k = 0; k < s->nterrain; k++)
		json_whole(&run->out, s->terrain[k]);
	json_close(&run->out, ']');
	json_key(&run->out, "features");
	json_open(&run->out, '[');
	for (k = 0; k < s->nterrain; k++) {
		if (s->feature[k] == F_FLAT || s->feature[k] == F_NONE)
			continue;
		json_open(&run->out, '{');
		json_key(&run->out, "feature");
		json_string(&run->out, feature_name[s->feature[k]]);
		json_key(&run->out, "placement");
		json_string(&run->out, cell_text(t, s->row[k],
		    TERRAIN_PLACEMENT));
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
}

/* What the odds are under: the set-up throw, or the attacker given. */
static void
odds_text(struct run *run, const void *state)
{
	const struct setup *s = state;

	if (s->thrown)
		out_printf(&run->out, "set-up: %s and %s each throw 1d%d, "
		    "ties thrown again\n", s->name[FIRST], s->name[SECOND],
		    sides_of(run, ROLL_SETUP));
	else if (!s->unnamed)
		out_printf(&run->out, "set-up: %s attacks, as given\n",
		    s->name[s->attacker]);
	out_printf(&run->out, "terrain: the defender throws 1d%d\n",
	    sides_of(run, ROLL_TERRAIN));
}

static const struct tool t = {
	.name = "pw3x3-setup",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "a terrain feature",
	.asked = 1u << HILL | 1u << BUILT_UP | 1u << WOOD | 1u << RIVER |
	    1u << RIVER_HILL | 1u << RIVER_BUILT_UP | 1u << RIVER_WOOD,
	.state_size = sizeof(struct setup),
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
