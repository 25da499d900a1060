/*
 * fpga-initiative - the Fast-Play Grande Armée initiative roll: each
 * side rolls 2d6 and a d4 to break a tie; the lower side may spend CDs
 * to re-roll its dice, then the higher side; the re-rolls stand.
 */
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "fpga.h"
#include "num.h"
#include "tool.h"

/* The dice a side rolls (and so the most it may re-roll), their sides
 * (fpga.h bounds both), and the longest name of a side. */
enum { DICE_MAX = INITIATIVE_DICE_MAX, SIDES_MAX = INITIATIVE_SIDES_MAX,
	NAME_CHARS = 32 };

enum { T_INITIATIVE, T_COUNT };
static const struct table_schema *const tables[T_COUNT + 1] = {
	[T_INITIATIVE] = &fpga_initiative_table,
	NULL
};

/*
 * How a side picks the dice it re-rolls, up to its --a-rerolls: always
 * some of its lowest (keeping the highest dice is never worse), the
 * count being the one that gives it the best chance of winning (fewest
 * of equals), all it may, or each die below a face.  The words are
 * --a-policy's choices, in order; a number is a face.
 */
#define POLICIES	"best,lowest"
enum { POLICY_BEST, POLICY_LOWEST, POLICY_BELOW };

enum { OPT_NAMES, OPT_A_REROLLS, OPT_B_REROLLS, OPT_A_REROLL_DICE,
	OPT_B_REROLL_DICE, OPT_A_POLICY, OPT_B_POLICY, OPT_COUNT };
static const struct opt opts[OPT_COUNT + 1] = {
	[OPT_NAMES] = { .name = "names", .kind = KIND_TEXT,
	    .arg = "NAME,NAME", .help = "what to call sides a and b",
	    .fallback = "a,b" },
	[OPT_A_REROLLS] = { .name = "a-rerolls", .kind = KIND_WHOLE,
	    .arg = "N", .help = "the most dice side a will re-roll for "
	    "CDs", .min = 0, .max = 99, .fallback = "0",
	    .excludes = "a-reroll-dice" },
	[OPT_B_REROLLS] = { .name = "b-rerolls", .kind = KIND_WHOLE,
	    .arg = "N", .help = "the most dice side b will re-roll for "
	    "CDs", .min = 0, .max = 99, .fallback = "0",
	    .excludes = "b-reroll-dice" },
	[OPT_A_REROLL_DICE] = { .name = "a-reroll-dice", .kind = KIND_TEXT,
	    .arg = "N,...", .help = "instead, which of side a's dice it "
	    "re-rolls, by position", .excludes = "a-policy" },
	[OPT_B_REROLL_DICE] = { .name = "b-reroll-dice", .kind = KIND_TEXT,
	    .arg = "N,...", .help = "instead, which of side b's dice it "
	    "re-rolls, by position", .excludes = "b-policy" },
	[OPT_A_POLICY] = { .name = "a-policy", .kind = KIND_WORD,
	    .arg = "best|lowest|FACE", .help = "which of its dice side a "
	    "re-rolls: the best choice, its lowest, or each below FACE",
	    .choices = POLICIES, .min = 1, .max = SIDES_MAX + 1,
	    .fallback = "best" },
	[OPT_B_POLICY] = { .name = "b-policy", .kind = KIND_WORD,
	    .arg = "best|lowest|FACE", .help = "the same for side b",
	    .choices = POLICIES, .min = 1, .max = SIDES_MAX + 1,
	    .fallback = "best" },
	{ .name = NULL }
};

enum { A, B };
static const char *const side_letter[] = { "a", "b" };

enum { A_WINS, B_WINS, OUTCOME_COUNT };
static const struct outcome_def outcomes[OUTCOME_COUNT + 1] = {
	[A_WINS] = { "a_wins", "a wins", 1 },
	[B_WINS] = { "b_wins", "b wins", 0 },
	{ NULL, NULL, 0 }
};

enum { Q_A_CDS, Q_B_CDS, QUANTITY_COUNT };
static const struct quantity_def quantities[QUANTITY_COUNT + 1] = {
	[Q_A_CDS] = { "a_cds", "CDs a spends", -1 },
	[Q_B_CDS] = { "b_cds", "CDs b spends", -1 },
	{ NULL, NULL, 0 }
};

/*
 * A side's dice as the mechanic keeps them: sorted upward (the odds then
 * branch on the pair, not on each order), or in the order rolled when
 * its dice are named by position.  What is shown comes from the dice
 * rolled, in their order (struct view).
 */
struct side {
	int		 dice[DICE_MAX];
	long		 total, first_total;
	int		 d4, first_d4;
	int		 want[DICE_MAX];	/* named, from 0, as given */
	int		 nwant;		/* dice to re-roll */
	int		 chosen;	/* want was given by position */
	int		 policy;	/* POLICY_BEST ... */
	long		 below;		/* POLICY_BELOW: the face */
	int		 rerolled;
	long		 cds;
	char		 name[NAME_CHARS + 1];
};

struct initiative {
	struct side	 side[2];
	int		 ndice;
	int		 lower;
	int		 d4_rethrown;
	int		 winner;
};

/* A side's dice by position, as rolled and as they ended. */
struct view {
	int		 first[DICE_MAX], final[DICE_MAX];
	int		 position[DICE_MAX];	/* of each re-roll, from 0 */
	int		 old[DICE_MAX], new[DICE_MAX];
	int		 nrerolls;
};

static const char *const roll_name[] = { "a initiative", "b initiative" };
static const char *const tiebreak_name[] = { "a tiebreak", "b tiebreak" };
static const char *const reroll_name[] = { "a re-roll", "b re-roll" };

static void
check_tables(struct run *run)
{
	const struct table *t = table(run, T_INITIATIVE);

	table_require_rows(t, 1, "the initiative roll");
	if (cell_whole(t, 0, INITIATIVE_MAX_REROLLS) > cell_whole(t, 0,
	    INITIATIVE_DICE))
		table_fail(t, 0, INITIATIVE_MAX_REROLLS, "re-rolls more dice "
		    "than are rolled");
}

/* --names: two names, different, not empty. */
static void
read_names(struct run *run, struct initiative *in)
{
	const char *text = option_text(run, OPT_NAMES);
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
	char number[64];
	size_t len;
	long position;
	int i;

	for (p = text; ; p += len + 1) {
		len = strcspn(p, ",");
		if ((len == 0 && *text != '\0') || len >= sizeof(number))
			fail(EXIT_USAGE, "--%s: %s is not a list of dice "
			    "positions, such as 1,2", opts[opt].name,
			    quoted(text));
		/* Each position as any number is read, with its reason. */
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
			fail(EXIT_USAGE, "--%s: %s is more than the %ld "
			    "di%s a side may re-roll (%s)", opts[opt].name,
			    quoted(text), most, most == 1 ? "e" : "ce",
			    table_source(table(run, T_INITIATIVE), 0));
		s->want[s->nwant++] = (int)position - 1;
		if (p[len] == '\0')
			break;
	}
	s->chosen = 1;
}

/* --a-policy best, lowest or a face; a face with named dice is moot. */
static void
read_policy(struct run *run, struct initiative *in, int side)
{
	const struct opt_value *v = option(run, side == A ? OPT_A_POLICY
	    : OPT_B_POLICY);
	struct side *s = &in->side[side];

	if (v->given && v->row < 0) {
		s->policy = POLICY_BELOW;
		s->below = v->whole;
	} else if (v->given) {
		s->policy = (int)v->row;
	}
}

static void
read_rerolls(struct run *run, struct initiative *in, int side)
{
	const struct table *t = table(run, T_INITIATIVE);
	int count = side == A ? OPT_A_REROLLS : OPT_B_REROLLS;
	int dice = side == A ? OPT_A_REROLL_DICE : OPT_B_REROLL_DICE;
	long most = cell_whole(t, 0, INITIATIVE_MAX_REROLLS);

	if (option(run, dice)->given) {
		read_positions(run, dice, most, &in->side[side], in->ndice);
		return;
	}
	if (option(run, count)->whole > most)
		fail(EXIT_USAGE, "--%s: %ld is above the maximum %ld (%s)",
		    opts[count].name, option(run, count)->whole, most,
		    table_source(t, 0));
	in->side[side].nwant = (int)option(run, count)->whole;
	read_policy(run, in, side);
}

static long
sum_of(const int *dice, int n)
{
	long sum = 0;
	int i;

	for (i = 0; i < n; i++)
		sum += dice[i];
	return sum;
}

/* A side's dice and its tiebreak die. */
static void
roll_side(struct run *run, struct initiative *in, int side)
{
	const struct table *t = table(run, T_INITIATIVE);
	struct side *s = &in->side[side];
	int sides = (int)cell_whole(t, 0, INITIATIVE_SIDES);
	int category[SIDES_MAX + 1], counts[SIDES_MAX], face, k = 0;

	if (s->chosen) {
		roll_sum(&run->dice, in->ndice, sides, roll_name[side],
		    s->dice);
	} else {
		/* Each face its own, set alone: the array is as long as
		 * a die may have faces. */
		category[0] = 0;
		for (face = 1; face <= sides; face++)
			category[face] = face - 1;
		roll_pool(&run->dice, in->ndice, sides, category, sides,
		    counts, roll_name[side]);
		for (face = 1; face <= sides; face++)
			while (counts[face - 1]-- > 0)
				s->dice[k++] = face;
	}
	s->total = s->first_total = sum_of(s->dice, in->ndice);
	/* The odds walk leaves the d4s at 0, a tie, until totals tie: then
	 * ahead() throws them untied, each untied pair as likely as when
	 * thrown first, and the paths are not multiplied by 16 for dice
	 * that mostly do not count (the fuzzer's 10 seconds). */
	if (run->dice.source != DICE_WALK)
		s->d4 = s->first_d4 = roll(&run->dice, (int)cell_whole(t, 0,
		    INITIATIVE_TIEBREAK_SIDES), tiebreak_name[side]);
}

/* The side ahead, on the dice and then the d4s, rethrown while tied. */
static int
ahead(struct run *run, struct initiative *in)
{
	long a = in->side[A].total, b = in->side[B].total;

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

/*
 * Re-roll the named dice, or the lowest (the first of the sorted dice);
 * all of them is one total, which is all that counts after.
 */
static void
reroll(struct run *run, struct initiative *in, int side, int n)
{
	const struct table *t = table(run, T_INITIATIVE);
	struct side *s = &in->side[side];
	int sides = (int)cell_whole(t, 0, INITIATIVE_SIDES);
	int k, i, die;

	if (n == 0)
		return;
	if (n == in->ndice) {
		s->total = roll_total(&run->dice, n, sides,
		    reroll_name[side]);
	} else {
		for (k = 0; k < n; k++) {
			i = s->chosen ? s->want[k] : k;
			die = roll(&run->dice, sides, reroll_name[side]);
			s->total += die - s->dice[i];
			s->dice[i] = die;
		}
	}
	s->rerolled = n;
	s->cds = n * cell_whole(t, 0, INITIATIVE_CD_PER_REROLL);
}

/*
 * The best choice: a side re-rolls some of its lowest dice (keeping its
 * highest is never worse), as many as give it the best chance of the
 * initiative, the fewest of equal chances.  The lower side weighs the
 * higher side's answer to each total it may reach, by the higher's own
 * policy.  Chances are counted exactly, in ways over the dice: ways[k][t]
 * is how many throws of k dice make t.  Kept between resolutions, as
 * the odds walk resolves every path.
 */
static long ways[DICE_MAX + 1][DICE_MAX * SIDES_MAX + 1];
static int ways_sides;

static void
count_ways(int sides)
{
	int k, t, face;

	if (ways_sides == sides)
		return;
	memset(ways, 0, sizeof(ways));
	ways[0][0] = 1;
	for (k = 1; k <= DICE_MAX; k++)
		for (t = k; t <= k * sides; t++)
			for (face = 1; face <= sides && face <= t; face++)
				ways[k][t] += ways[k - 1][t - face];
	ways_sides = sides;
}

static long
power(long base, int n)
{
	long p = 1;

	while (n-- > 0)
		p *= base;
	return p;
}

static int
sides_of(struct run *run)
{
	return (int)cell_whole(table(run, T_INITIATIVE), 0, INITIATIVE_SIDES);
}

/* Who takes a tie of the totals, as the side sees it: 1 it, -1 the
 * other, 0 not known yet (the d4s tie, and are rolled again only when
 * a tie of totals needs them). */
static int
tie_to(const struct initiative *in, int side)
{
	int mine = in->side[side].d4, theirs = in->side[1 - side].d4;

	return mine > theirs ? 1 : mine < theirs ? -1 : 0;
}

/* The total of a side's dice but its k lowest (the dice sorted). */
static long
kept_of(const struct initiative *in, const struct side *s, int k)
{
	long kept = 0;
	int i;

	for (i = k; i < in->ndice; i++)
		kept += s->dice[i];
	return kept;
}

/* How many of its lowest dice a side's policy re-rolls, of its own. */
static int
by_rule(const struct initiative *in, const struct side *s)
{
	int k = 0;

	if (s->policy == POLICY_LOWEST)
		return s->nwant;
	while (k < s->nwant && k < in->ndice && s->dice[k] < s->below)
		k++;
	return k;
}

/* The lower side's chance, over 2 sides^ndice, at total t when the
 * higher side re-rolls k dice and keeps kept; tie: t's side's. */
static long
chance_after(const struct initiative *in, int sides, long t, long kept,
    int k, int tie)
{
	long sum = 0, u;
	int face;

	for (face = k; face <= k * sides; face++) {
		u = kept + face;
		sum += ways[k][face] * (t > u ? 2 : t < u ? 0 : tie + 1);
	}
	return sum * power(sides, in->ndice - k);
}

/* The dice the higher side re-rolls against the lower's total t; tie:
 * the lower's.  Named dice are re-rolled ahead or behind; else none
 * while ahead. */
static int
higher_count(struct run *run, const struct initiative *in, long t, int tie)
{
	const struct side *s = &in->side[1 - in->lower];
	int sides = sides_of(run), k, best = 0;
	long chance, least = -1;

	if (s->chosen)
		return s->nwant;
	if (s->total > t || (s->total == t && tie < 0))
		return 0;
	if (s->policy != POLICY_BEST)
		return by_rule(in, s);
	count_ways(sides);
	for (k = 0; k <= s->nwant; k++) {
		chance = chance_after(in, sides, t, kept_of(in, s, k), k, tie);
		if (least < 0 || chance < least) {
			least = chance;
			best = k;
		}
	}
	return best;
}

/* The lower side's chance, over 4 sides^ndice, at total t, the higher
 * side answering by its policy; a tie of totals on tied d4s throws
 * them again, each side's with 1/2. */
static long
chance_answered(struct run *run, const struct initiative *in, long t,
    int tie)
{
	const struct side *s = &in->side[1 - in->lower];
	int sides = sides_of(run), k, i;
	long kept;

	if (tie == 0 && t == s->total)
		return chance_answered(run, in, t, 1) / 2
		    + chance_answered(run, in, t, -1) / 2;
	k = higher_count(run, in, t, tie);
	if (s->chosen)
		for (kept = s->total, i = 0; i < s->nwant; i++)
			kept -= s->dice[s->want[i]];
	else
		kept = kept_of(in, s, k);
	return 2 * chance_after(in, sides, t, kept, k, tie);
}

/*
 * lower_count's choices, kept: the choice depends on both sides' dice,
 * who is lower and the d4s, and an odds walk meets each of those again
 * on many paths (2 and 1 re-rolls: 59,528 paths, 2,000 choices), each
 * weighing every total it may reach.  Kept for one set of what else
 * counts (its config: a --vary value or batch line may change it), in a
 * table open addressed; past half full, a choice is worked out anew.
 */
#define CHOICES_KEPT	8192
struct choice_key {
	int		 lower, tie;
	int		 dice[2][DICE_MAX];
};
struct choice_config {
	int		 ndice, sides;
	int		 nwant[2], chosen[2], policy[2];
	long		 below[2];
};
static struct {
	struct choice_config config;
	struct choice_key key[CHOICES_KEPT];
	signed char	 count[CHOICES_KEPT];	/* -1: none */
	size_t		 n;
} choices;

static int lower_choice(struct run *, const struct initiative *);

static int
lower_count(struct run *run, const struct initiative *in)
{
	struct choice_config config;
	struct choice_key key;
	const unsigned char *p;
	size_t i, hash = 2166136261u;
	int side;

	memset(&config, 0, sizeof(config));
	config.ndice = in->ndice;
	config.sides = sides_of(run);
	memset(&key, 0, sizeof(key));
	key.lower = in->lower;
	key.tie = tie_to(in, in->lower);
	for (side = A; side <= B; side++) {
		config.nwant[side] = in->side[side].nwant;
		config.chosen[side] = in->side[side].chosen;
		config.policy[side] = in->side[side].policy;
		config.below[side] = in->side[side].below;
		memcpy(key.dice[side], in->side[side].dice,
		    sizeof(key.dice[side]));
	}
	/* Named dice are no choice. */
	if (in->side[in->lower].chosen || in->side[1 - in->lower].chosen)
		return lower_choice(run, in);
	if (choices.n == 0 || memcmp(&config, &choices.config,
	    sizeof(config)) != 0) {
		choices.config = config;
		memset(choices.count, -1, sizeof(choices.count));
		choices.n = 1;	/* counted from 1: 0 is "none yet" */
	}
	for (p = (const unsigned char *)&key, i = 0; i < sizeof(key); i++)
		hash = (hash ^ p[i]) * 16777619u;
	for (i = hash & (CHOICES_KEPT - 1); choices.count[i] >= 0;
	    i = (i + 1) & (CHOICES_KEPT - 1))
		if (memcmp(&choices.key[i], &key, sizeof(key)) == 0)
			return choices.count[i];
	if (2 * choices.n > CHOICES_KEPT)
		return lower_choice(run, in);
	choices.key[i] = key;
	choices.count[i] = (signed char)lower_choice(run, in);
	choices.n++;
	return choices.count[i];
}

/* The dice the lower side re-rolls: named, by its rule, or the best. */
static int
lower_choice(struct run *run, const struct initiative *in)
{
	const struct side *s = &in->side[in->lower];
	int sides = sides_of(run), k, best = 0, tie = tie_to(in, in->lower);
	long chance, most = -1, kept;
	/* The answer to each total once: re-rolls of more dice reach the
	 * same totals again (half of a walk's work). */
	long answered[DICE_MAX * SIDES_MAX + 1];
	unsigned char known[DICE_MAX * SIDES_MAX + 1] = { 0 };
	int face;

	if (s->chosen)
		return s->nwant;
	if (s->policy != POLICY_BEST)
		return by_rule(in, s);
	count_ways(sides);
	for (k = 0; k <= s->nwant; k++) {
		kept = kept_of(in, s, k);
		for (chance = 0, face = k; face <= k * sides; face++) {
			if (ways[k][face] == 0)
				continue;
			if (!known[kept + face]) {
				answered[kept + face] = chance_answered(run,
				    in, kept + face, tie);
				known[kept + face] = 1;
			}
			chance += ways[k][face] * answered[kept + face];
		}
		chance *= power(sides, in->ndice - k);
		if (chance > most) {
			most = chance;
			best = k;
		}
	}
	return best;
}

/* A side choosing the best needs the d4s before it chooses. */
static int
choosing(const struct initiative *in)
{
	int side;

	for (side = A; side <= B; side++)
		if (!in->side[side].chosen && in->side[side].nwant > 0
		    && in->side[side].policy == POLICY_BEST)
			return 1;
	return 0;
}

/* The odds walk's d4s when a side chooses: only who is ahead on them
 * counts, so it branches on that, three ways, not sixteen: a's d4 and
 * the other's turned over (d4 + 1 - b) sum as two d4s do, and a total
 * below d4 + 1 has b ahead, above it a. */
static long
tiebreak_band(const void *arg, long total)
{
	long middle = *(const long *)arg + 1;

	return total < middle ? 0 : total == middle ? 1 : 2;
}

static void
walk_tiebreak(struct run *run, struct initiative *in)
{
	long d4 = cell_whole(table(run, T_INITIATIVE), 0,
	    INITIATIVE_TIEBREAK_SIDES), total;
	struct dice_band band = { tiebreak_band, &d4 };

	total = roll_band(&run->dice, 2, (int)d4, &band, "tiebreak");
	in->side[A].d4 = total > d4 + 1 ? (int)(total - d4) : 1;
	in->side[B].d4 = total < d4 + 1 ? (int)(d4 + 2 - total) : 1;
	in->side[A].first_d4 = in->side[A].d4;
	in->side[B].first_d4 = in->side[B].d4;
}

static void
resolve(struct run *run, void *state)
{
	struct initiative *in = state;
	int higher;

	in->ndice = (int)cell_whole(table(run, T_INITIATIVE), 0,
	    INITIATIVE_DICE);
	read_names(run, in);
	read_rerolls(run, in, A);
	read_rerolls(run, in, B);
	roll_side(run, in, A);
	roll_side(run, in, B);
	if (run->dice.source == DICE_WALK && choosing(in))
		walk_tiebreak(run, in);
	in->lower = ahead(run, in) == A ? B : A;
	higher = in->lower == A ? B : A;
	reroll(run, in, in->lower, lower_count(run, in));
	/* The higher side spends only when the re-rolls put it behind,
	 * unless its dice are named. */
	if (in->side[higher].chosen || ahead(run, in) != higher)
		reroll(run, in, higher, higher_count(run, in,
		    in->side[in->lower].total, tie_to(in, in->lower)));
	in->winner = ahead(run, in);
	outcome(run, in->winner == A ? A_WINS : B_WINS);
	effect(run, "the initiative to %s: the SK attacks and the first "
	    "phase", in->side[in->winner].name);
	quantity(run, Q_A_CDS, in->side[A].cds);
	quantity(run, Q_B_CDS, in->side[B].cds);
}

/* A side's dice by position: the lowest re-rolled first, of equal dice
 * the first rolled, as the mechanic chose them by value. */
static void
view_side(struct run *run, const struct initiative *in, int side,
    struct view *v)
{
	const struct side *s = &in->side[side];
	int taken[DICE_MAX] = { 0 }, i, j, k;

	dice_values(&run->dice, roll_name[side], v->first, in->ndice);
	memcpy(v->final, v->first, sizeof(v->final));
	v->nrerolls = dice_values(&run->dice, reroll_name[side], v->new,
	    s->rerolled);
	for (k = 0; k < v->nrerolls; k++) {
		if (s->chosen) {
			j = s->want[k];
		} else {
			for (j = -1, i = 0; i < in->ndice; i++)
				if (!taken[i] && (j < 0
				    || v->first[i] < v->first[j]))
					j = i;
		}
		taken[j] = 1;
		v->position[k] = j;
		v->old[k] = v->first[j];
		v->final[j] = v->new[k];
	}
}

/* "3+4 = 7" and, when the totals tie, ", d4 3". */
static void
text_roll(struct run *run, const struct initiative *in, const int *dice,
    int d4, int with_d4)
{
	int i;

	for (i = 0; i < in->ndice; i++)
		out_printf(&run->out, "%s%d", i ? "+" : "", dice[i]);
	out_printf(&run->out, " = %ld", sum_of(dice, in->ndice));
	if (with_d4)
		out_printf(&run->out, ", d%ld %d", cell_whole(table(run,
		    T_INITIATIVE), 0, INITIATIVE_TIEBREAK_SIDES), d4);
}

static void
text_rerolls(struct run *run, const struct side *s, const struct view *v)
{
	int k;

	out_printf(&run->out, "re-rolled by %s for %ld CD%s:", s->name, s->cds,
	    s->cds == 1 ? "" : "s");
	for (k = 0; k < v->nrerolls; k++)
		out_printf(&run->out, "%s die %d from %d to %d", k ? "," : "",
		    v->position[k] + 1, v->old[k], v->new[k]);
	out_str(&run->out, "\n");
}

/* --verbose: no modifier changes the roll; its one row gives every
 * number of it. */
static void
text_source(struct run *run, const struct initiative *in)
{
	const struct table *t = table(run, T_INITIATIVE);

	out_printf(&run->out, "  %dd%ld a side and a d%ld to break a tie, at "
	    "most %ld re-rolled, %ld CD a die  (%s)\n", in->ndice,
	    cell_whole(t, 0, INITIATIVE_SIDES), cell_whole(t, 0,
	    INITIATIVE_TIEBREAK_SIDES), cell_whole(t, 0,
	    INITIATIVE_MAX_REROLLS), cell_whole(t, 0,
	    INITIATIVE_CD_PER_REROLL), table_source(t, 0));
}

/* Why a side willing to re-roll did not. */
static void
text_no_reroll(struct run *run, const struct side *s, int ahead)
{
	out_printf(&run->out, "no re-roll by %s: ", s->name);
	if (ahead)
		out_str(&run->out, "still ahead\n");
	else if (s->policy == POLICY_BELOW)
		out_printf(&run->out, "no die below %ld\n", s->below);
	else
		out_str(&run->out, "no re-roll can win\n");
}

/* Whether the side was ahead after the lower side's re-rolls. */
static int
ahead_now(const struct initiative *in, int side)
{
	long mine = in->side[side].total, theirs = in->side[1 - side].total;

	return mine > theirs || (mine == theirs && tie_to(in, side) > 0);
}

static void
text(struct run *run, const void *state)
{
	const struct initiative *in = state;
	const struct side *s = in->side;
	struct view v[2];
	int w = in->winner, l = 1 - in->winner, higher = 1 - in->lower;
	int tied = s[A].total == s[B].total;
	int first_tied = s[A].first_total == s[B].first_total;

	view_side(run, in, A, &v[A]);
	view_side(run, in, B, &v[B]);
	/* "INITIATIVE TO Austrians  ...": the suite's headline style
	 * (issue 32); a name is singular or plural, so no verb follows
	 * one, and it keeps the case it was given in. */
	out_printf(&run->out, "INITIATIVE TO %s  ", s[w].name);
	text_roll(run, in, v[w].final, s[w].d4, tied);
	out_printf(&run->out, "%s against %s ", tied ? "," : "", s[l].name);
	text_roll(run, in, v[l].final, s[l].d4, tied);
	out_printf(&run->out, "\nrolled: %s ", s[A].name);
	text_roll(run, in, v[A].first, s[A].first_d4, first_tied);
	out_printf(&run->out, "; %s ", s[B].name);
	text_roll(run, in, v[B].first, s[B].first_d4, first_tied);
	out_printf(&run->out, "; lower: %s\n", s[in->lower].name);
	if (s[in->lower].rerolled)
		text_rerolls(run, &s[in->lower], &v[in->lower]);
	else if (s[in->lower].nwant > 0)
		text_no_reroll(run, &s[in->lower], 0);
	if (s[higher].rerolled)
		text_rerolls(run, &s[higher], &v[higher]);
	else if (s[higher].nwant > 0)
		text_no_reroll(run, &s[higher], ahead_now(in, higher));
	if (in->d4_rethrown)
		out_printf(&run->out, "the tied d%lds rolled again: %d against "
		    "%d\n", cell_whole(table(run, T_INITIATIVE), 0,
		    INITIATIVE_TIEBREAK_SIDES), s[A].d4, s[B].d4);
	out_printf(&run->out, "CDs spent: %s %ld, %s %ld\n", s[A].name,
	    s[A].cds, s[B].name, s[B].cds);
	if (run->common.verbose)
		text_source(run, in);
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
	json_whole(&run->out, sum_of(dice, in->ndice));
	json_key(&run->out, "d4");
	json_whole(&run->out, d4);
	json_close(&run->out, '}');
}

static void
json_sides(struct run *run, const char *key, int *values)
{
	int side;

	json_key(&run->out, key);
	json_open(&run->out, '{');
	for (side = A; side <= B; side++) {
		json_key(&run->out, side_letter[side]);
		json_whole(&run->out, values[side]);
	}
	json_close(&run->out, '}');
}

/* A list of die faces, as "rolls" is suite-wide. */
static void
json_faces(struct run *run, const struct initiative *in, const int *dice)
{
	int i;

	json_open(&run->out, '[');
	for (i = 0; i < in->ndice; i++)
		json_whole(&run->out, dice[i]);
	json_close(&run->out, ']');
}

/*
 * "sides": each side's name, rolls and CDs under it (00-suite.md, one
 * vocabulary round 3: names and dice by side go under the sides; rolls
 * a list of die faces).  The keys before it (names, rolls, final,
 * cds_spent) stay for the scripts that read them (musket(7)).
 */
static void
json_by_side(struct run *run, const struct initiative *in,
    const struct view *v, const int *cds)
{
	int side, k;

	json_key(&run->out, "sides");
	json_open(&run->out, '{');
	for (side = A; side <= B; side++) {
		json_key(&run->out, side_letter[side]);
		json_open(&run->out, '{');
		json_key(&run->out, "name");
		json_string(&run->out, in->side[side].name);
		json_key(&run->out, "rolls");
		json_faces(run, in, v[side].first);
		json_key(&run->out, "total");
		json_whole(&run->out, sum_of(v[side].first, in->ndice));
		json_key(&run->out, "d4");
		json_whole(&run->out, in->side[side].first_d4);
		json_key(&run->out, "rerolls");
		json_open(&run->out, '[');
		for (k = 0; k < v[side].nrerolls; k++) {
			json_open(&run->out, '{');
			json_key(&run->out, "die");
			json_whole(&run->out, v[side].position[k] + 1);
			json_key(&run->out, "old");
			json_whole(&run->out, v[side].old[k]);
			json_key(&run->out, "new");
			json_whole(&run->out, v[side].new[k]);
			json_close(&run->out, '}');
		}
		json_close(&run->out, ']');
		json_key(&run->out, "final_rolls");
		json_faces(run, in, v[side].final);
		json_key(&run->out, "final_total");
		json_whole(&run->out, sum_of(v[side].final, in->ndice));
		json_key(&run->out, "final_d4");
		json_whole(&run->out, in->side[side].d4);
		json_key(&run->out, "cds_spent");
		json_whole(&run->out, cds[side]);
		json_close(&run->out, '}');
	}
	json_close(&run->out, '}');
}

static void
json(struct run *run, const void *state)
{
	const struct initiative *in = state;
	struct view v[2];
	int side, k, order[2] = { in->lower, 1 - in->lower };
	int cds[2] = { (int)in->side[A].cds, (int)in->side[B].cds };

	view_side(run, in, A, &v[A]);
	view_side(run, in, B, &v[B]);
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
		json_side_dice(run, in, v[side].first, in->side[side].first_d4);
	}
	json_close(&run->out, '}');
	json_key(&run->out, "lower");
	json_string(&run->out, side_letter[in->lower]);
	json_key(&run->out, "rerolls");
	json_open(&run->out, '[');
	for (side = 0; side < 2; side++)
		for (k = 0; k < v[order[side]].nrerolls; k++) {
			json_open(&run->out, '{');
			json_key(&run->out, "side");
			json_string(&run->out, side_letter[order[side]]);
			json_key(&run->out, "die");
			json_whole(&run->out, v[order[side]].position[k] + 1);
			json_key(&run->out, "old");
			json_whole(&run->out, v[order[side]].old[k]);
			json_key(&run->out, "new");
			json_whole(&run->out, v[order[side]].new[k]);
			json_close(&run->out, '}');
		}
	json_close(&run->out, ']');
	json_key(&run->out, "final");
	json_open(&run->out, '{');
	for (side = A; side <= B; side++) {
		json_key(&run->out, side_letter[side]);
		json_side_dice(run, in, v[side].final, in->side[side].d4);
	}
	json_close(&run->out, '}');
	json_sides(run, "cds_spent", cds);
	json_key(&run->out, "winner");
	json_string(&run->out, side_letter[in->winner]);
	json_by_side(run, in, v, cds);
}

/* The policies the odds are under. */
static void
odds_text_side(struct run *run, const struct initiative *in, int side)
{
	const struct side *s = &in->side[side];
	int k;

	out_printf(&run->out, "%s", s->name);
	if (strcmp(s->name, side_letter[side]) != 0)
		out_printf(&run->out, " (%s)", side_letter[side]);
	out_str(&run->out, ": ");
	if (s->chosen) {
		out_str(&run->out, "re-rolls die");
		for (k = 0; k < s->nwant; k++)
			out_printf(&run->out, "%s %d", k ? "," : "",
			    s->want[k] + 1);
	} else if (s->nwant == 0) {
		out_str(&run->out, "re-rolls nothing");
	} else {
		if (s->policy == POLICY_BEST)
			out_printf(&run->out, "re-rolls as many of its lowest "
			    "dice, up to %d, as give it the best chance,",
			    s->nwant);
		else if (s->policy == POLICY_BELOW)
			out_printf(&run->out, "re-rolls each die below %ld, up "
			    "to %d,", s->below, s->nwant);
		else if (s->nwant == 1)
			out_str(&run->out, "re-rolls its lowest die");
		else
			out_printf(&run->out, "re-rolls its %d lowest dice",
			    s->nwant);
		out_printf(&run->out, " when lower, or when behind after the "
		    "other's re-rolls");
	}
	out_str(&run->out, "\n");
}

static void
odds_text(struct run *run, const void *state)
{
	odds_text_side(run, state, A);
	odds_text_side(run, state, B);
}

/*
 * The paths a walk weighs, estimated as the engine does (a few paths
 * picked at random); past the bound, refused before any is walked.
 * Only initiative.csv's row sets how many dice roll and their faces,
 * so the refusal names its dice cell, with the sides, not an option
 * (issue 38, 4).
 */
static double
odds_paths(struct run *run)
{
	const struct table *t = table(run, T_INITIATIVE);
	double paths = odds_probed(run);

	if (paths > odds_paths_max)
		fail(EXIT_USAGE, "%s: %s:%ld:%d: %ld dice a side of %ld "
		    "sides: fewer dice or sides", odds_too_many_text(paths, 0),
		    t->path, t->lines[0], t->positions[INITIATIVE_DICE],
		    cell_whole(t, 0, INITIATIVE_DICE),
		    cell_whole(t, 0, INITIATIVE_SIDES));
	return paths;
}

static const struct tool t = {
	.name = "fpga-initiative",
	.nopts = OPT_COUNT,
	.opts = opts,
	.ntables = T_COUNT,
	.tables = tables,
	.noutcomes = OUTCOME_COUNT,
	.outcomes = outcomes,
	.nquantities = QUANTITY_COUNT,
	.quantities = quantities,
	.question = "a wins",
	.state_size = sizeof(struct initiative),
	.check_tables = check_tables,
	.resolve = resolve,
	.text = text,
	.json = json,
	.odds_text = odds_text,
	.odds_paths = odds_paths
};

int
main(int argc, char *argv[])
{
	return tool_main(&t, argc, argv);
}
