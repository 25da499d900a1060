/*
 * bolivar-melee - 4 Page Bolivar melee: both sides roll at once, each
 * with its primary fighter stand (a die or two a point of resolve, less
 * the melee modifiers, at least the minimum), its secondary stand and an
 * attached commander; the number to hit is the first matching row of a
 * ladder by unit, charge, terrain, the enemy's formation and the contact.
 */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "bolivar.h"
#include "bolivar-conditions.h"
#include "bolivar-units.h"
#include "err.h"
#include "num.h"
#include "tool.h"

/* The words of the condition cells, besides the units and their classes
 * and the formations. */
#define STANDS		"primary,secondary,commander"
#define FACES		"front,flank,rear"
#define TERRAINS	"open,difficult"
#define FLAG_WORDS	"yes,no"
#define SUPPORT_WORDS	"yes,no,exempt"
#define SUPPORT_RULES	"always,never,criteria,exempt"

/* What an enemy without formations counts as. */
#define OTHER_ENEMY	"other"
static const char other_enemy[] = OTHER_ENEMY;
/* The unit of units.csv an attached commander fights as. */
static const char attached_commander[] = "commander";

/*
 * The conditions a row of the dice, modifier and to-hit tables may test,
 * each a column of that name: empty (any) or the words it matches.  A
 * side sees them from its own place: contact is the face of the enemy it
 * fights, enemy_at where the enemy stands as the side sees it.
 */
enum cond { C_STAND, C_UNIT, C_FORMATION, C_CHARGING, C_TERRAIN, C_ENEMY,
	C_CONTACT, C_ENEMY_AT, C_CROWDED, C_UPHILL, C_FORTIFICATIONS,
	C_SUPPORTED, NCONDS };
static const struct bolivar_cond cond_list[NCONDS] = {
	[C_STAND] = { "stand", STANDS, VOCAB_WORDS },
	[C_UNIT] = { "unit", NULL, VOCAB_UNITS },
	[C_FORMATION] = { "formation", NULL, VOCAB_FORMATIONS },
	[C_CHARGING] = { "charging", FLAG_WORDS, VOCAB_WORDS },
	[C_TERRAIN] = { "terrain", TERRAINS, VOCAB_WORDS },
	[C_ENEMY] = { "enemy", OTHER_ENEMY, VOCAB_FORMATIONS },
	[C_CONTACT] = { "contact", FACES, VOCAB_WORDS },
	[C_ENEMY_AT] = { "enemy_at", FACES, VOCAB_WORDS },
	[C_CROWDED] = { "crowded", FLAG_WORDS, VOCAB_WORDS },
	[C_UPHILL] = { "uphill", FLAG_WORDS, VOCAB_WORDS },
	[C_FORTIFICATIONS] = { "fortifications", FLAG_WORDS, VOCAB_WORDS },
	[C_SUPPORTED] = { "supported", SUPPORT_WORDS, VOCAB_WORDS }
};
/* A unit cell may name the unit's class as well as the unit. */
static const struct bolivar_conds conds = { cond_list, NCONDS, C_UNIT };

enum { ALWAYS, NEVER, CRITERIA, EXEMPT };

enum { T_UNITS, T_FORMATIONS, T_DICE, T_MODIFIERS, T_SUPPORT, T_HIT,
	T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_UNITS] = &bolivar_units_table,
	[T_FORMATIONS] = &bolivar_formations_table,
	[T_DICE] = &bolivar_melee_dice_table,
	[T_MODIFIERS] = &bolivar_melee_modifiers_table,
	[T_SUPPORT] = &bolivar_support_table,
	[T_HIT] = &bolivar_melee_to_hit_table,
	NULL
};

/* A side's options, in this order from its first. */
enum { S_UNIT, S_RESOLVE, S_FORMATION, S_SECONDARY, S_COMMANDER, S_CROWDED,
	S_DIFFICULT, S_ENEMY_REAR, S_FRIEND_REAR, NSIDE_OPTS };
enum { ATTACKER, DEFENDER, NSIDES };
static const char *const side_name[NSIDES] = { "attacker", "defender" };

enum { OPT_ATTACKER = 0, OPT_DEFENDER = NSIDE_OPTS,
	OPT_CONTACT = 2 * NSIDE_OPTS, OPT_CONTINUED, OPT_UPHILL,
	OPT_FORTIFICATIONS, OPT_COUNT };

#define SIDE_OPTS(first, side) \
	[first + S_UNIT] = { .name = side "-type", .kind = KIND_WORD, \
	    .arg = "TYPE", .help = "the " side "'s unit", \
	    .table = &bolivar_units_table, .column = UNIT_NAME, \
	    .fallback = "battalion", .also = side "-unit" }, \
	[first + S_RESOLVE] = { .name = side "-resolve", .kind = KIND_WHOLE, \
	    .arg = "N", .help = "its current resolve (default: the starting " \
	    "resolve)", .min = 1, .max = 20 }, \
	[first + S_FORMATION] = { .name = side "-formation", \
	    .kind = KIND_WORD, .arg = "FORMATION", \
	    .help = "its formation (battalion, spearmen)", \
	    .table = &bolivar_formations_table, .column = FORMATION_NAME, \
	    .fallback = bolivar_no_formation }, \
	[first + S_SECONDARY] = { .name = side "-secondary", \
	    .kind = KIND_FLAG, .help = "its second stand fights too" }, \
	[first + S_COMMANDER] = { .name = side "-commander", \
	    .kind = KIND_FLAG, .help = "a commander is attached to it" }, \
	[first + S_CROWDED] = { .name = side "-crowded", .kind = KIND_FLAG, \
	    .help = "it is a crowded line or column" }, \
	[first + S_DIFFICULT] = { .name = side "-difficult", \
	    .kind = KIND_FLAG, .help = "it fights in difficult terrain" }, \
	[first + S_ENEMY_REAR] = { .name = side "-enemy-rear", \
	    .kind = KIND_FLAG, \
	    .help = "an enemy unit is close to its rear" }, \
	[first + S_FRIEND_REAR] = { .name = side "-friend-rear", \
	    .kind = KIND_FLAG, \
	    .help = "a friendly squadron or battalion is close to its rear" }

static const struct opt opts[OPT_COUNT + 1] = {
	SIDE_OPTS(OPT_ATTACKER, "attacker"),
	SIDE_OPTS(OPT_DEFENDER, "defender"),
	[OPT_CONTACT] = { .name = "contact", .kind = KIND_WORD,
	    .arg = "FACE", .help = "where the attacker is, seen from the "
	    "defender", .choices = FACES, .fallback = "front" },
	[OPT_CONTINUED] = { .name = "continued", .kind = KIND_FLAG,
	    .help = "the melee goes on from an earlier turn: no charge" },
	[OPT_UPHILL] = { .name = "uphill", .kind = KIND_FLAG,
	    .help = "the attacker charges uphill" },
	[OPT_FORTIFICATIONS] = { .name = "fortifications", .kind = KIND_FLAG,
	    .help = "the attacker charges fortifications" },
	{ .name = NULL }
};

/* The token is hits, whatever they are; -e asks whether the attacker
 * inflicted any. */
enum { HITS, NO_HITS, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[HITS] = { "hits", "HITS", 1 },
	[NO_HITS] = { "hits", "HITS", 0 },
	{ NULL, NULL, 0 }
};

/* Who out-hits whom: information only, the sheet names no winner. */
enum { Q_ATTACKER_HITS, Q_DEFENDER_HITS, Q_MARGIN, Q_ATTACKER_MORE,
	Q_EQUAL, Q_DEFENDER_MORE, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_ATTACKER_HITS] = { .key = "attacker_hits", .label = "attacker hits",
	    .better = +1 },
	[Q_DEFENDER_HITS] = { .key = "defender_hits", .label = "defender hits",
	    .better = +1 },
	[Q_MARGIN] = { .key = "margin", .label = "attacker's margin",
	    .better = +1 },
	[Q_ATTACKER_MORE] = { .key = "attacker_more", .label = "the attacker "
	    "inflicts more hits", .event = 1 },
	[Q_EQUAL] = { .key = "equal", .label = "both inflict as many hits",
	    .event = 1 },
	[Q_DEFENDER_MORE] = { .key = "defender_more", .label = "the defender "
	    "inflicts more hits", .event = 1 },
	{ .key = NULL }
};

enum { PRIMARY, SECONDARY, COMMANDER, NPOOLS };

struct pool {
	int		 rolled;	/* the side has this stand */
	size_t		 dice_row;
	long		 hit_row;	/* -1: no dice, no number to hit */
	long		 dice, minimum_added, hit_on;
	int		 sides;
	long		 hits;
	char		 what[32];	/* its roll: "attacker primary" */
};

struct side {
	size_t		 unit;
	long		 resolve;
	const char	*word[NCONDS];	/* the side, as the conditions see it */
	const char	*class;
	long		 support_row;
	int		 support_rule, supported;
	struct pool	 pool[NPOOLS];
	long		 hits;
};

struct melee {
	struct side	 side[NSIDES];
	int		 charge;	/* not --continued */
};

/*
 * A pool's rows of the dice, modifier and to-hit tables, by the words
 * they were looked up with: nothing in them depends on the dice, so a
 * walk finds them on its first path and takes them as found on the
 * rest (the largest pools spent 82 % of their 448 paths matching
 * them).  Kept through the run (run->kept), by the words' text, not
 * their addresses: a batch line's or a --vary row's words are new.
 */
#define POOL_KEY_MAX	512
struct pool_rows {
	size_t		 keylen;	/* 0: none kept */
	char		 key[POOL_KEY_MAX];	/* the words, each NUL-ended */
	size_t		 dice_row;
	long		 hit_row;	/* -2: not looked up yet */
	size_t		 nmodifiers;
	size_t		*modifier;	/* the modifier rows that hold */
};

struct kept {
	struct pool_rows pool[NSIDES][NPOOLS];
};

/* The option k of a side. */
static const struct opt_value *
side_option(const struct run *run, int side, int k)
{
	return option(run, side * NSIDE_OPTS + k);
}

static void
check_conditions(struct run *run, const struct table *t)
{
	struct bolivar_names names = { table(run, T_UNITS),
		table(run, T_FORMATIONS), NULL };

	bolivar_check_conditions(&conds, &names, t);
}

/* Every formation has its front among its faces. */
static void
check_formations_table(const struct table *t)
{
	size_t row;

	for (row = 0; row < t->rows; row++) {
		bolivar_check_words(t, row, FORMATION_FACES, FACES);
		if (!bolivar_listed(cell_text(t, row, FORMATION_FACES),
		    opts[OPT_CONTACT].fallback))
			table_fail(t, row, FORMATION_FACES, "a formation has "
			    "a %s", opts[OPT_CONTACT].fallback);
	}
}

static void kept_rows(struct run *);

static void
check_tables(struct run *run)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *support = table(run, T_SUPPORT);
	size_t row;

	if (table_find(units, UNIT_NAME, attached_commander) < 0)
		table_fail(units, units->rows, -1, "no unit %s, which an "
		    "attached commander fights as", quoted(attached_commander));
	bolivar_check_units(units, table(run, T_FORMATIONS));
	check_formations_table(table(run, T_FORMATIONS));
	for (row = 0; row < support->rows; row++)
		bolivar_check_words(support, row, SUPPORT_RULE, SUPPORT_RULES);
	check_conditions(run, table(run, T_DICE));
	check_conditions(run, table(run, T_MODIFIERS));
	check_conditions(run, table(run, T_HIT));
	kept_rows(run);
}

/* The index of word in a comma list. */
static int
word_index(const char *list, const char *word)
{
	size_t len = strlen(word), n;
	int i;

	for (i = 0; *list != '\0'; i++, list += n + (list[n] == ',')) {
		n = strcspn(list, ",");
		if (n == len && strncmp(list, word, n) == 0)
			return i;
	}
	return -1;
}

/* The unit, its resolve and formation, or why they cannot be. */
static void
take_side(struct run *run, struct melee *m, int s)
{
	const struct table *units = table(run, T_UNITS);
	struct side *side = &m->side[s];
	const struct opt_value *resolve = side_option(run, s, S_RESOLVE);
	const char *unit, *formation;

	side->unit = (size_t)side_option(run, s, S_UNIT)->row;
	unit = cell_text(units, side->unit, UNIT_NAME);
	side->class = cell_text(units, side->unit, UNIT_CLASS);
	if (s == ATTACKER && !cell_whole(units, side->unit, UNIT_MELEE))
		fail(EXIT_USAGE, "--attacker-unit: the %s cannot melee", unit);
	side->resolve = cell_whole(units, side->unit, UNIT_RESOLVE);
	if (resolve->given) {
		if (resolve->whole > side->resolve)
			fail(EXIT_USAGE, "--%s-resolve: %ld is above the %s's "
			    "starting resolve %ld", side_name[s],
			    resolve->whole, unit, side->resolve);
		side->resolve = resolve->whole;
	}
	formation = option_text(run, s * NSIDE_OPTS + S_FORMATION);
	bolivar_require_formation(units, side->unit, opts[s * NSIDE_OPTS
	    + S_FORMATION].name, formation);
	side->word[C_FORMATION] = formation;
	if (strcmp(unit, attached_commander) == 0) {
		if (side_option(run, s, S_SECONDARY)->given)
			fail(EXIT_USAGE, "--%s-secondary: a commander "
			    "fighting alone has no second stand",
			    side_name[s]);
		if (side_option(run, s, S_COMMANDER)->given)
			fail(EXIT_USAGE, "--%s-commander: the %s is a "
			    "commander already", side_name[s], side_name[s]);
	}
}

/* What the formations allow: a charge, and the faces a contact finds. */
static void
check_formations(struct run *run, const struct melee *m)
{
	const struct table *formations = table(run, T_FORMATIONS);
	const char *contact = option_text(run, OPT_CONTACT);
	const char *formation = m->side[ATTACKER].word[C_FORMATION];
	/* check_tables saw a row for every formation. */
	size_t row = (size_t)table_find(formations, FORMATION_NAME, formation);

	if (m->charge && !cell_whole(formations, row, FORMATION_CHARGES))
		fail(EXIT_USAGE, "--attacker-formation: a %s does not charge "
		    "(%s); a melee that goes on is --continued", formation,
		    table_source(formations, row));
	formation = m->side[DEFENDER].word[C_FORMATION];
	row = (size_t)table_find(formations, FORMATION_NAME, formation);
	if (!bolivar_listed(cell_text(formations, row, FORMATION_FACES),
	    contact))
		fail(EXIT_USAGE, "--contact: a %s has no %s to contact (%s)",
		    formation, contact, table_source(formations, row));
}

/* A crowded square or march cannot be: the crowded rows say which
 * formations are. */
static void
check_crowded(struct run *run, const struct side *side, int s)
{
	const struct table *modifiers = table(run, T_MODIFIERS);
	const char *formations;
	size_t row;

	if (!side_option(run, s, S_CROWDED)->given)
		return;
	for (row = 0; row < modifiers->rows; row++) {
		formations = cell_text(modifiers, row,
		    MELEE_MODIFIER_FORMATION);
		if (strcmp(cell_text(modifiers, row, MELEE_MODIFIER_CROWDED),
		    "yes") == 0 && *formations != '\0'
		    && !bolivar_listed(formations, side->word[C_FORMATION]))
			fail(EXIT_USAGE, "--%s-crowded: a %s cannot be "
			    "crowded (%s: %s only)", side_name[s],
			    side->word[C_FORMATION],
			    table_source(modifiers, row), formations);
	}
}

/* Supported, unsupported or neither (exempt), by the formation or class. */
static void
find_support(struct run *run, struct side *side, int s)
{
	const struct table *support = table(run, T_SUPPORT);
	const char *by = side->class;

	/* By class, else by formation: rabble have none, so a line. */
	side->support_row = table_find(support, SUPPORT_NAME, by);
	if (side->support_row < 0) {
		by = side->word[C_FORMATION];
		side->support_row = table_find(support, SUPPORT_NAME, by);
	}
	if (side->support_row < 0)
		table_fail(support, support->rows, -1, "no row for the %s or "
		    "its formation %s", side->class, by);
	side->support_rule = word_index(SUPPORT_RULES, cell_text(support,
	    (size_t)side->support_row, SUPPORT_RULE));
	switch (side->support_rule) {
	case ALWAYS:
		side->supported = 1;
		break;
	case NEVER:
		side->supported = 0;
		break;
	case CRITERIA:
		side->supported = !side_option(run, s, S_ENEMY_REAR)->given
		    && side_option(run, s, S_FRIEND_REAR)->given;
		break;
	default:
		side->supported = -1;
		break;
	}
	side->word[C_SUPPORTED] = side->supported < 0 ? "exempt"
	    : side->supported ? "yes" : "no";
}

/* The words the conditions see for each side. */
static void
describe(struct run *run, struct melee *m)
{
	const struct table *units = table(run, T_UNITS);
	const char *contact = option_text(run, OPT_CONTACT);
	const char *front = opts[OPT_CONTACT].fallback;
	struct side *side, *enemy;
	int s;

	for (s = 0; s < NSIDES; s++) {
		side = &m->side[s];
		enemy = &m->side[!s];
		side->word[C_UNIT] = cell_text(units, side->unit, UNIT_NAME);
		side->word[C_CHARGING] = m->charge && s == ATTACKER
		    ? "yes" : "no";
		side->word[C_TERRAIN] = side_option(run, s, S_DIFFICULT)->given
		    ? "difficult" : "open";
		side->word[C_ENEMY] = *cell_text(units, enemy->unit,
		    UNIT_FORMATIONS) != '\0' ? option_text(run, !s * NSIDE_OPTS
		    + S_FORMATION) : other_enemy;
		/* The attacker fights the defender's contact face, the
		 * defender the attacker's front. */
		side->word[C_CONTACT] = s == ATTACKER ? contact : front;
		side->word[C_ENEMY_AT] = s == ATTACKER ? front : contact;
		side->word[C_CROWDED] = side_option(run, s, S_CROWDED)->given
		    ? "yes" : "no";
		side->word[C_UPHILL] = s == ATTACKER
		    && option(run, OPT_UPHILL)->given ? "yes" : "no";
		side->word[C_FORTIFICATIONS] = s == ATTACKER
		    && option(run, OPT_FORTIFICATIONS)->given ? "yes" : "no";
		find_support(run, side, s);
	}
}

/* The words a pool's rows are looked up with, as one key (0: too long
 * to keep, looked up each time). */
static size_t
pool_key(char *key, const char *const *word, const char *class)
{
	const char *w;
	size_t len = 0, n;
	int k;

	for (k = 0; k <= NCONDS; k++) {
		/* A word not set is "\1", which no table's text is. */
		w = k < NCONDS ? word[k] : class;
		if (w == NULL)
			w = "\1";
		n = strlen(w) + 1;
		if (len + n > POOL_KEY_MAX)
			return 0;
		memcpy(key + len, w, n);
		len += n;
	}
	return len;
}

/* Room for each pool's modifier rows, the tables loaded. */
static void
kept_rows(struct run *run)
{
	const struct table *modifiers = table(run, T_MODIFIERS);
	struct kept *kept = run->kept = xcalloc(1, sizeof(*kept));
	int s, p;

	for (s = 0; s < NSIDES; s++)
		for (p = 0; p < NPOOLS; p++)
			kept->pool[s][p].modifier = xcalloc(modifiers->rows
			    ? modifiers->rows : 1, sizeof(size_t));
}

/* The pool's rows, as kept for these words or looked up now. */
static struct pool_rows *
pool_rows(struct run *run, int s, int p, const char *const *word,
    const char *class)
{
	const struct table *dice = table(run, T_DICE);
	const struct table *modifiers = table(run, T_MODIFIERS);
	struct pool_rows *rows = &((struct kept *)run->kept)->pool[s][p];
	char key[POOL_KEY_MAX];
	size_t len = pool_key(key, word, class), r;
	const uint64_t *holds;
	long row;

	if (len > 0 && rows->keylen == len && memcmp(rows->key, key, len) == 0)
		return rows;
	rows->keylen = 0;
	if ((row = bolivar_first_row(&conds, dice, word, class)) < 0)
		table_fail(dice, dice->rows, -1, "no row for the %s's %s stand "
		    "(%s)", side_name[s], word[C_STAND], word[C_UNIT]);
	rows->dice_row = (size_t)row;
	rows->hit_row = -2;
	rows->nmodifiers = 0;
	holds = bolivar_rows_holding(&conds, modifiers, word, class);
	for (r = 0; r < modifiers->rows; r++)
		if (BOLIVAR_HOLDS(holds, r))
			rows->modifier[rows->nmodifiers++] = r;
	memcpy(rows->key, key, len);
	rows->keylen = len;
	return rows;
}

/* A pool's dice and number to hit; hits rolled later. */
static void
count_pool(struct run *run, struct side *side, int s, int p)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *dice = table(run, T_DICE);
	const struct table *modifiers = table(run, T_MODIFIERS);
	const struct table *hits = table(run, T_HIT);
	struct pool *pool = &side->pool[p];
	struct pool_rows *rows;
	const char *word[NCONDS];
	const char *class = side->class;
	long minimum, change;
	size_t r, i, n;

	memcpy(word, side->word, sizeof(word));
	word[C_STAND] = p == PRIMARY ? "primary" : p == SECONDARY
	    ? "secondary" : "commander";
	if (p == COMMANDER) {
		r = (size_t)table_find(units, UNIT_NAME, attached_commander);
		word[C_UNIT] = attached_commander;
		class = cell_text(units, r, UNIT_CLASS);
	}
	/* "attacker primary", without a format: a walk names it on every
	 * path, and both words are the file's own, well inside what. */
	n = strlen(side_name[s]);
	memcpy(pool->what, side_name[s], n);
	pool->what[n] = ' ';
	strcpy(pool->what + n + 1, word[C_STAND]);
	pool->rolled = 1;
	pool->hit_row = -1;
	rows = pool_rows(run, s, p, word, class);
	pool->dice_row = rows->dice_row;
	pool->sides = (int)cell_whole(dice, pool->dice_row, MELEE_DICE_SIDES);
	/* Guns cannot melee: their stands roll nothing. */
	if (p != COMMANDER && !cell_whole(units, side->unit, UNIT_MELEE))
		return;
	pool->dice = cell_whole(dice, pool->dice_row, MELEE_DICE_DICE)
	    + side->resolve * cell_whole(dice, pool->dice_row,
	    MELEE_DICE_PER_RESOLVE);
	if (cell_whole(dice, pool->dice_row, MELEE_DICE_MODIFIERS))
		for (i = 0; i < rows->nmodifiers; i++) {
			r = rows->modifier[i];
			change = cell_whole(modifiers, r, MELEE_MODIFIER_DICE);
			pool->dice += change;
			modifier_add(run, cell_text(modifiers, r,
			    MELEE_MODIFIER_NAME), change, side_name[s],
			    modifiers, r);
		}
	minimum = cell_whole(dice, pool->dice_row, MELEE_DICE_MINIMUM);
	if (pool->dice < minimum) {
		pool->minimum_added = minimum - pool->dice;
		modifier_add(run, "minimum", pool->minimum_added, side_name[s],
		    dice, pool->dice_row);
		pool->dice = minimum;
	}
	if (pool->dice < 0)
		pool->dice = 0;
	if (pool->dice == 0)
		return;
	if (rows->hit_row == -2
	    && (rows->hit_row = bolivar_first_row(&conds, hits, word,
	    class)) < 0) {
		rows->keylen = 0;
		table_fail(hits, hits->rows, -1, "no row for the %s's %s stand "
		    "(%s, charging %s, %s, enemy %s, contact %s)",
		    side_name[s], word[C_STAND], word[C_UNIT],
		    word[C_CHARGING], word[C_TERRAIN], word[C_ENEMY],
		    word[C_CONTACT]);
	}
	pool->hit_row = rows->hit_row;
	pool->hit_on = cell_whole(hits, (size_t)pool->hit_row, MELEE_HIT_ON);
}

static void
resolve(struct run *run, void *state)
{
	struct melee *m = state;
	struct side *side;
	struct pool *pool;
	int s, p;

	m->charge = !option(run, OPT_CONTINUED)->given;
	if (!m->charge && option(run, OPT_UPHILL)->given)
		fail(EXIT_USAGE, "--uphill: only a charge is uphill, not a "
		    "--continued melee");
	if (!m->charge && option(run, OPT_FORTIFICATIONS)->given)
		fail(EXIT_USAGE, "--fortifications: only a charge is into "
		    "fortifications, not a --continued melee");
	for (s = 0; s < NSIDES; s++)
		take_side(run, m, s);
	check_formations(run, m);
	describe(run, m);
	for (s = 0; s < NSIDES; s++) {
		side = &m->side[s];
		check_crowded(run, side, s);
		count_pool(run, side, s, PRIMARY);
		if (side_option(run, s, S_SECONDARY)->given)
			count_pool(run, side, s, SECONDARY);
		if (side_option(run, s, S_COMMANDER)->given)
			count_pool(run, side, s, COMMANDER);
	}
	/* Both sides roll at once: the attacker's pools, then the
	 * defender's, each primary, secondary, commander. */
	for (s = 0; s < NSIDES; s++)
		for (p = 0; p < NPOOLS; p++) {
			pool = &m->side[s].pool[p];
			if (pool->rolled && pool->dice > 0)
				pool->hits = roll_count(&run->dice,
				    (int)pool->dice, pool->sides,
				    (int)pool->hit_on, pool->what);
			m->side[s].hits += pool->hits;
		}
	quantity(run, Q_ATTACKER_HITS, m->side[ATTACKER].hits);
	quantity(run, Q_DEFENDER_HITS, m->side[DEFENDER].hits);
	quantity(run, Q_MARGIN, m->side[ATTACKER].hits
	    - m->side[DEFENDER].hits);
	quantity(run, Q_ATTACKER_MORE, m->side[ATTACKER].hits
	    > m->side[DEFENDER].hits);
	quantity(run, Q_EQUAL, m->side[ATTACKER].hits
	    == m->side[DEFENDER].hits);
	quantity(run, Q_DEFENDER_MORE, m->side[ATTACKER].hits
	    < m->side[DEFENDER].hits);
	outcome(run, m->side[ATTACKER].hits > 0 ? HITS : NO_HITS);
	effect(run, "attacker %ld hit%s, defender %ld hit%s",
	    m->side[ATTACKER].hits, m->side[ATTACKER].hits == 1 ? "" : "s",
	    m->side[DEFENDER].hits, m->side[DEFENDER].hits == 1 ? "" : "s");
	for (s = 0; s < NSIDES; s++)
		if (m->side[s].pool[COMMANDER].rolled)
			effect(run, "the %s's commander rolls for commander "
			    "loss in the morale phase", side_name[s]);
}

/* "attacker: 4d6 hit on 4+ (primary) / 1d6 hit on 4+ (commander)":
 * ASCII, so that any terminal and any script reads it alike. */
static void
text_pools(struct run *run, const struct melee *m, int s)
{
	const struct pool *pool;
	const char *sep = "";
	int p;

	out_printf(&run->out, "%s:", side_name[s]);
	for (p = 0; p < NPOOLS; p++) {
		pool = &m->side[s].pool[p];
		if (!pool->rolled)
			continue;
		out_printf(&run->out, "%s %ldd%d", sep, pool->dice,
		    pool->sides);
		if (pool->dice > 0)
			out_printf(&run->out, " hit on %ld+", pool->hit_on);
		out_printf(&run->out, " (%s)", pool->what + strlen(side_name[s])
		    + 1);
		sep = " /";
	}
	out_str(&run->out, "\n");
}

/* "attacker battalion in line, charging, supported: primary fighter,
 * resolve 4 x 1d6, unsupported -1d6; to hit: battalion or spearmen
 * charging" */
static void
text_made(struct run *run, const struct melee *m, int s)
{
	const struct table *units = table(run, T_UNITS);
	const struct table *dice = table(run, T_DICE);
	const struct table *support = table(run, T_SUPPORT);
	const struct side *side = &m->side[s];
	const struct pool *pool = &side->pool[PRIMARY];
	const struct modifier *mod;
	char within[32];
	size_t i;

	out_printf(&run->out, "%s %s", side_name[s], side->word[C_UNIT]);
	if (*cell_text(units, side->unit, UNIT_FORMATIONS) != '\0')
		out_printf(&run->out, " in %s", side->word[C_FORMATION]);
	if (strcmp(side->word[C_CHARGING], "yes") == 0)
		out_str(&run->out, ", charging");
	format_thousandths(cell_whole(support, (size_t)side->support_row,
	    SUPPORT_WITHIN), within, sizeof(within));
	if (side->supported == 1)
		out_str(&run->out, ", supported");
	else if (side->support_rule == NEVER)
		out_printf(&run->out, ", unsupported (%s)", cell_text(support,
		    (size_t)side->support_row, SUPPORT_NAME));
	else if (side->supported == 0)
		out_printf(&run->out, ", unsupported (%s to the rear within "
		    "%s TUM)", side_option(run, s, S_ENEMY_REAR)->given
		    ? "an enemy" : "no friend", within);
	if (!cell_whole(units, side->unit, UNIT_MELEE)) {
		out_printf(&run->out, ": the %s cannot melee\n",
		    side->word[C_UNIT]);
		return;
	}
	out_printf(&run->out, ": %s", cell_text(dice, pool->dice_row,
	    MELEE_DICE_RULE));
	if (cell_whole(dice, pool->dice_row, MELEE_DICE_PER_RESOLVE) > 0)
		out_printf(&run->out, ", resolve %ld x %ldd%d", side->resolve,
		    cell_whole(dice, pool->dice_row, MELEE_DICE_PER_RESOLVE),
		    pool->sides);
	if (cell_whole(dice, pool->dice_row, MELEE_DICE_DICE) > 0)
		out_printf(&run->out, " + %ldd%d", cell_whole(dice,
		    pool->dice_row, MELEE_DICE_DICE), pool->sides);
	for (i = 0; i < run->nmodifiers; i++) {
		mod = &run->modifiers[i];
		if (strcmp(mod->side, side_name[s]) == 0
		    && strcmp(mod->name, "minimum") != 0)
			out_printf(&run->out, ", %s %+ldd%d", mod->name,
			    mod->value, pool->sides);
	}
	if (pool->minimum_added > 0)
		out_printf(&run->out, ", minimum %ldd%d", cell_whole(dice,
		    pool->dice_row, MELEE_DICE_MINIMUM), pool->sides);
	if (pool->hit_row >= 0)
		out_printf(&run->out, "; to hit: %s", cell_text(table(run,
		    T_HIT), (size_t)pool->hit_row, MELEE_HIT_RULE));
	out_str(&run->out, "\n");
}

/* What is rolled and how it was made: none of it hangs on the dice. */
static void
text_setup(struct run *run, const struct melee *m)
{
	int s;

	for (s = 0; s < NSIDES; s++)
		text_pools(run, m, s);
	for (s = 0; s < NSIDES; s++)
		text_made(run, m, s);
}

static void
text(struct run *run, const void *state)
{
	const struct melee *m = state;
	const struct pool *pool;
	const char *sep;
	int s, p;

	/* The suite's headline style (issue 32): "HEADLINE  detail". */
	out_printf(&run->out, "%s  attacker %ld, defender %ld\n",
	    outcomes[HITS].word, m->side[ATTACKER].hits,
	    m->side[DEFENDER].hits);
	for (s = 0; s < NSIDES; s++)
		text_pools(run, m, s);
	for (s = 0; s < NSIDES; s++) {
		out_printf(&run->out, "%s rolled", side_name[s]);
		sep = " ";
		for (p = 0; p < NPOOLS; p++) {
			pool = &m->side[s].pool[p];
			if (!pool->rolled || pool->dice == 0)
				continue;
			out_printf(&run->out, "%s", sep);
			out_dice(&run->out, &run->dice, pool->what, " ");
			sep = " / ";
		}
		if (strcmp(sep, " ") == 0)
			out_str(&run->out, " nothing");
		out_printf(&run->out, ", %ld hit%s\n", m->side[s].hits,
		    m->side[s].hits == 1 ? "" : "s");
	}
	for (s = 0; s < NSIDES; s++)
		text_made(run, m, s);
	for (s = 0; s < NSIDES; s++)
		if (m->side[s].pool[COMMANDER].rolled)
			out_printf(&run->out, "the %s's commander rolls for "
			    "commander loss in the morale phase "
			    "(bolivar-command casualty)\n", side_name[s]);
}

static void
json_side(struct run *run, const struct side *side)
{
	const struct pool *pool;
	int p;

	json_open(&run->out, '{');
	json_key(&run->out, "supported");
	if (side->supported < 0)
		json_null(&run->out);
	else
		json_bool(&run->out, side->supported);
	json_key(&run->out, "pools");
	json_open(&run->out, '[');
	for (p = 0; p < NPOOLS; p++) {
		pool = &side->pool[p];
		if (!pool->rolled)
			continue;
		json_open(&run->out, '{');
		json_key(&run->out, "stand");
		json_string(&run->out, p == PRIMARY ? "primary"
		    : p == SECONDARY ? "secondary" : "commander");
		json_key(&run->out, "dice");
		json_whole(&run->out, pool->dice);
		json_key(&run->out, "hit_on");
		if (pool->dice > 0)
			json_whole(&run->out, pool->hit_on);
		else
			json_null(&run->out);
		json_key(&run->out, "rolls");
		json_dice_of(&run->out, &run->dice, pool->what);
		json_key(&run->out, "hits");
		json_whole(&run->out, pool->hits);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "hits");
	json_whole(&run->out, side->hits);
	json_close(&run->out, '}');
}

static void
json(struct run *run, const void *state)
{
	const struct melee *m = state;
	int s;

	json_key(&run->out, "round");
	json_string(&run->out, m->charge ? "charge" : "continued");
	json_key(&run->out, "contact");
	json_string(&run->out, option_text(run, OPT_CONTACT));
	json_key(&run->out, "sides");
	json_open(&run->out, '{');
	for (s = 0; s < NSIDES; s++) {
		json_key(&run->out, side_name[s]);
		json_side(run, &m->side[s]);
	}
	json_close(&run->out, '}');
}

static void
odds_text(struct run *run, const void *state)
{
	text_setup(run, state);
}

static const struct tool bolivar_melee = {
	.name = "bolivar-melee",
	.asker = "attacker",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "the attacker hits",
	.state_size = sizeof(struct melee),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text
};

int
main(int argc, char *argv[])
{
	return tool_main(&bolivar_melee, argc, argv);
}
