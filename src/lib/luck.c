/* luck.c - how lucky a roll was, and a game's luck at its end */
#include <string.h>

#include <gmp.h>

#include "arena.h"
#include "luck.h"
#include "odds-out.h"
#include "out.h"
#include "tally.h"

/* A measure of luck: the chance of a result this bad or worse, and of
 * one this good or better, for the asker (a number that is neither
 * better nor worse either way has the chance of its value alone). */
struct luck {
	mpq_t		 worse, better;
	int		 ordered;
};

/*
 * A game's luck, summed over a batch's lines: each line's chance of
 * this or worse on its question (or its first ordered number where it
 * asks a mean); the luckiest line the one least likely to do as well,
 * the unluckiest the one least likely to do as badly; and each side's
 * luck.  In the run's arena, as the lines' are freed.
 */
#define SIDES_MAX	4
static struct game {
	long		 lines;
	mpq_t		 sum, luckiest, unluckiest;
	long		 luckiest_line, unluckiest_line;
	struct {
		const char	*member;
		long		 n;
		mpq_t		 sum;
	}		 side[SIDES_MAX];
	size_t		 nsides;
} game;

/* The question's luck: its yes is the asker's better result. */
static int
question_luck(const struct odds_found *found, const struct luck_roll *roll,
    struct luck *l)
{
	int yes;

	if (found->mean)
		return -1;
	yes = found->asked_quantity >= 0
	    ? (roll->quantity_set & 1u << found->asked_quantity) != 0
	    && roll->quantity[found->asked_quantity] == 1
	    : (found->asked_outcomes & 1u << roll->outcome) != 0;
	l->ordered = 1;
	if (yes) {
		mpq_set_ui(l->worse, 1, 1);
		mpq_set(l->better, found->answer);
	} else {
		mpq_set_ui(l->worse, 1, 1);
		mpq_sub(l->worse, l->worse, found->answer);
		mpq_set_ui(l->better, 1, 1);
	}
	return yes;
}

/* Number i's luck at the value rolled; 0 where the walk holds no row
 * for it (a value past a rethrow's rows). */
static int
number_luck(const struct tool *tool, const struct odds_found *found,
    size_t i, long value, struct luck *l)
{
	const struct tally *t = &found->quantity[i];
	int better = tool->quantities[i].better;
	size_t at;

	if (t->n == 0 || value < t->lo || (size_t)(value - t->lo) >= t->n)
		return 0;
	at = (size_t)(value - t->lo);
	l->ordered = better != 0;
	if (!l->ordered) {
		mpq_set(l->worse, t->p[at]);
		return 1;
	}
	tally_at_least(t, at, -better, l->worse);
	tally_at_least(t, at, better, l->better);
	return 1;
}

void
luck_keep(const struct run *run, struct luck_roll *roll)
{
	roll->outcome = run->outcome;
	memcpy(roll->quantity, run->quantity, sizeof(roll->quantity));
	roll->quantity_set = run->quantity_set;
	roll->line = run->line;
}

static void
text_luck(struct out *out, const struct luck *l)
{
	if (!l->ordered) {
		out_str(out, "this result ");
		out_chance(out, l->worse);
		return;
	}
	out_str(out, "this or worse ");
	out_chance(out, l->worse);
	out_str(out, ", this or better ");
	out_chance(out, l->better);
}

/* key:{"p","fraction"} */
static void
json_chance_in(struct out *out, const char *key, const mpq_t q)
{
	json_key(out, key);
	json_open(out, '{');
	json_chance(out, "", q);
	json_close(out, '}');
}

static void
json_luck(struct out *out, const struct luck *l)
{
	if (!l->ordered) {
		json_chance(out, "", l->worse);
		return;
	}
	json_chance_in(out, "or_worse", l->worse);
	json_chance_in(out, "or_better", l->better);
}

/* key:{"line",chance:{"p","fraction"}}: a game's luckiest or
 * unluckiest line. */
static void
json_line(struct out *out, const char *key, long line, const char *chance,
    const mpq_t q)
{
	json_key(out, key);
	json_open(out, '{');
	json_key(out, "line");
	json_whole(out, line);
	json_chance_in(out, chance, q);
	json_close(out, '}');
}

/* Room for a side of the game, by its name. */
static size_t
game_side(const char *member)
{
	size_t s;

	for (s = 0; s < game.nsides && strcmp(game.side[s].member, member)
	    != 0; s++)
		continue;
	if (s == game.nsides && s < SIDES_MAX) {
		game.side[s].member = member;
		mpq_init(game.side[s].sum);
		game.nsides++;
	}
	return s;
}

/*
 * The line's luck into the game.  Each side's is the question's from
 * its view: the asker's this or worse, the other's its this or better
 * (what is worse for one side is better for the other).
 */
static void
game_add(const struct tool *tool, long line, const struct luck *measure,
    const struct luck *question)
{
	struct arena *was = arena_use(NULL);
	size_t i, s;

	if (game.lines++ == 0)
		mpq_inits(game.sum, game.luckiest, game.unluckiest, NULL);
	mpq_add(game.sum, game.sum, measure->worse);
	/* The luckiest: the least likely to do as well or better. */
	if (game.lines == 1 || mpq_cmp(measure->better, game.luckiest) < 0) {
		mpq_set(game.luckiest, measure->better);
		game.luckiest_line = line;
	}
	if (game.lines == 1 || mpq_cmp(measure->worse, game.unluckiest) < 0) {
		mpq_set(game.unluckiest, measure->worse);
		game.unluckiest_line = line;
	}
	for (i = 0; question != NULL && tool->asker != NULL
	    && tool->quantities[i].key != NULL; i++) {
		if (tool->quantities[i].member == NULL
		    || (s = game_side(tool->quantities[i].member))
		    == SIDES_MAX || game.side[s].n == game.lines)
			continue;
		game.side[s].n++;
		mpq_add(game.side[s].sum, game.side[s].sum,
		    strcmp(game.side[s].member, tool->asker) == 0
		    ? question->worse : question->better);
	}
	arena_use(was);
}

void
luck_print(struct run *run, const struct luck_roll *roll,
    const struct odds_found *found)
{
	const struct tool *tool = run->tool;
	struct out *out = &run->out;
	struct luck question, numbers[QUANTITIES_MAX];
	const struct luck *measure = NULL;
	int has[QUANTITIES_MAX], yes;
	size_t i, o;

	mpq_inits(question.worse, question.better, NULL);
	if ((yes = question_luck(found, roll, &question)) >= 0)
		measure = &question;
	for (i = 0; i < found->nquantities; i++) {
		mpq_inits(numbers[i].worse, numbers[i].better, NULL);
		has[i] = (roll->quantity_set & 1u << i) && !tool->quantities[i].own
		    && number_luck(tool, found, i, roll->quantity[i],
		    &numbers[i]);
		if (has[i] && measure == NULL && numbers[i].ordered)
			measure = &numbers[i];
	}
	/* A token declared twice has its chance on its first. */
	for (o = 0; strcmp(tool->outcomes[o].token,
	    tool->outcomes[roll->outcome].token) != 0; o++)
		continue;
	if (run->common.json) {
		json_key(out, "luck");
		json_open(out, '{');
		if (yes >= 0) {
			json_key(out, "question");
			json_open(out, '{');
			json_key(out, "question");
			json_string(out, found->question);
			json_key(out, "yes");
			json_bool(out, yes);
			json_luck(out, &question);
			json_close(out, '}');
		}
		if (found->ntokens > 1) {
			json_key(out, "outcome");
			json_open(out, '{');
			json_key(out, "outcome");
			json_string(out, tool->outcomes[o].token);
			json_chance(out, "", found->outcome.p[o]);
			json_close(out, '}');
		}
		json_key(out, "numbers");
		json_open(out, '[');
		for (i = 0; i < found->nquantities; i++) {
			if (!has[i])
				continue;
			json_open(out, '{');
			json_key(out, "key");
			json_string(out, tool->quantities[i].key);
			json_key(out, "value");
			json_whole(out, roll->quantity[i]);
			json_luck(out, &numbers[i]);
			json_close(out, '}');
		}
		json_close(out, ']');
		json_close(out, '}');
	} else {
		if (yes >= 0) {
			out_str(out, "luck: ");
			out_str(out, found->question);
			out_str(out, yes ? ": yes; " : ": no; ");
			text_luck(out, &question);
			out_char(out, '\n');
		}
		/* A tool of one token ("hits") says nothing by it. */
		if (found->ntokens > 1) {
			out_str(out, "luck: ");
			out_str(out, tool->outcomes[o].token);
			out_str(out, ": this result ");
			out_chance(out, found->outcome.p[o]);
			out_char(out, '\n');
		}
		for (i = 0; i < found->nquantities; i++) {
			if (!has[i])
				continue;
			out_str(out, "luck: ");
			out_str(out, tool->quantities[i].label);
			out_char(out, ' ');
			out_long(out, roll->quantity[i]);
			out_str(out, ": ");
			text_luck(out, &numbers[i]);
			out_char(out, '\n');
		}
	}
	if (run->common.batch && measure != NULL)
		game_add(tool, roll->line, measure, yes >= 0 ? &question : NULL);
	mpq_clears(question.worse, question.better, NULL);
	for (i = 0; i < found->nquantities; i++)
		mpq_clears(numbers[i].worse, numbers[i].better, NULL);
}

void
luck_game_begin(void)
{
	memset(&game, 0, sizeof(game));
}

void
luck_game_print(struct run *run)
{
	struct out *out = &run->out;
	mpq_t mean;
	size_t s;

	if (game.lines == 0)
		return;
	mpq_init(mean);
	mpq_set_si(mean, game.lines, 1);
	mpq_div(mean, game.sum, mean);
	if (run->common.json) {
		json_open(out, '{');
		json_key(out, "tool");
		json_string(out, run->tool->name);
		json_key(out, "game");
		json_open(out, '{');
		json_key(out, "resolutions");
		json_whole(out, game.lines);
		json_chance_in(out, "mean_or_worse", mean);
		json_line(out, "luckiest", game.luckiest_line, "or_better",
		    game.luckiest);
		json_line(out, "unluckiest", game.unluckiest_line, "or_worse",
		    game.unluckiest);
		json_key(out, "sides");
		json_open(out, '{');
		for (s = 0; s < game.nsides; s++) {
			mpq_set_si(mean, game.side[s].n, 1);
			mpq_div(mean, game.side[s].sum, mean);
			json_chance_in(out, game.side[s].member, mean);
		}
		json_close(out, '}');
		json_close(out, '}');
		json_close(out, '}');
	} else {
		out_str(out, "game: ");
		out_long(out, game.lines);
		out_str(out, game.lines == 1 ? " resolution" : " resolutions");
		out_str(out, ", this or worse ");
		out_chance(out, mean);
		out_str(out, " on average; luckiest line ");
		out_long(out, game.luckiest_line);
		out_str(out, ", this or better ");
		out_chance(out, game.luckiest);
		out_str(out, "; unluckiest line ");
		out_long(out, game.unluckiest_line);
		out_str(out, ", this or worse ");
		out_chance(out, game.unluckiest);
		for (s = 0; s < game.nsides; s++) {
			mpq_set_si(mean, game.side[s].n, 1);
			mpq_div(mean, game.side[s].sum, mean);
			out_str(out, s == 0 ? "; by side, " : ", ");
			out_str(out, game.side[s].member);
			out_char(out, ' ');
			out_chance(out, mean);
		}
		out_char(out, '\n');
	}
	mpq_clear(mean);
}
