/*
 * vary-out.c - --vary's rows or grid and --need's answer, as text,
 * cells (--format) or JSON: the odds walked once a value of an option
 * (or a pair of values of two), side by side, and the first value whose
 * chance of an event reaches what the player needs.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "format.h"
#include "num.h"
#include "odds-out.h"
#include "options.h"
#include "report.h"
#include "run.h"
#include "vary-out.h"
#include "vary.h"
#include "walk.h"

/*
 * A varied value as "inputs" has it: a flag a boolean, a number or a
 * distance a number (so that a script's .pins < 2 compares numbers), a
 * word a string, or a number where the option takes one.
 */
static void
json_value(struct out *out, const struct opt *o, const char *text)
{
	char buf[64];
	size_t len = strlen(text);
	long n;

	if (o->kind == KIND_FLAG) {
		json_bool(out, strcmp(text, "yes") == 0);
		return;
	}
	if (o->kind == KIND_DISTANCE) {
		/* 6", 6in and 6 are one distance. */
		if (len > 0 && text[len - 1] == '"')
			len--;
		else if (len > 2 && strcmp(text + len - 2, "in") == 0)
			len -= 2;
		snprintf(buf, sizeof(buf), "%.*s", (int)len, text);
		if (parse_thousandths(buf, o->min * 1000, o->max * 1000, &n)
		    == NULL) {
			json_thousandths(out, n);
			return;
		}
	} else if ((o->kind == KIND_WHOLE || (o->kind == KIND_WORD
	    && o->max > o->min)) && parse_whole(text, o->min, o->max, &n)
	    == NULL) {
		json_whole(out, n);
		return;
	}
	json_string(out, text);
}

static void
json_values(struct out *out, const struct run *run, const struct vary *va,
    size_t r)
{
	size_t across = va->nopts == 2 ? va->opt[1].n : 1, k;
	const struct opt *o;

	json_open(out, '{');
	for (k = 0; k < va->nopts; k++) {
		o = vary_opt(run, &va->opt[k]);
		/* By the key "inputs" gives it (issue 32); the option's
		 * name, the old key, too where the two differ. */
		json_option_key(out, o);
		json_value(out, o, va->opt[k].values[k == 0 ? r / across :
		    r % across]);
		if (strchr(o->name, '-') == NULL)
			continue;
		json_key(out, o->name);
		json_value(out, o, va->opt[k].values[k == 0 ? r / across :
		    r % across]);
	}
	json_close(out, '}');
}

static void
out_event(struct out *out, const struct run *run, const struct vary *va)
{
	if (va->op == NEED_TOKEN)
		out_printf(out, "%s", va->token);
	else if (va->op == NEED_HAPPENS)
		out_printf(out, "%s", run->tool->quantities[va->quantity].key);
	else
		out_printf(out, "%s%s%ld", run->tool->quantities[va->quantity].key,
		    op_text[va->op], va->than);
}

/* Whether outcome i has a column: its token's first, reached somewhere,
 * and not the tool's one token (a count of "hits" every outcome is),
 * which would say 100% on every row, as --odds gives it no row. */
static int
has_column(const struct run *run, const struct vary *va, size_t i)
{
	size_t r, j;
	int alike;

	if (va->rows[best_row(va, &alike)].found.ntokens < 2)
		return 0;
	for (j = 0; j < i; j++)
		if (strcmp(run->tool->outcomes[i].token,
		    run->tool->outcomes[j].token) == 0)
			return 0;
	for (r = 0; r < va->nrows; r++)
		if (va->rows[r].refused == NULL
		    && mpq_sgn(va->rows[r].found.outcome.p[i]) != 0)
			return 1;
	return 0;
}

static int
width(const char *s, int least)
{
	int n = (int)strlen(s);

	return n > least ? n : least;
}

#define PERCENT_WIDTH	8	/* "100.000%" */
#define DIFFERENCE_WIDTH	10	/* "difference", "-100.000%" */

/* Whether quantity i was worked out on some row, and is a column. */
static int
has_quantity(const struct tool *tool, const struct vary *va, size_t i)
{
	size_t r;

	if (tool->quantities[i].own)
		return 0;
	for (r = 0; r < va->nrows; r++)
		if (va->rows[r].refused == NULL
		    && va->rows[r].found.quantity[i].n > 0)
			return 1;
	return 0;
}

/* A quantity's cell: a yes-or-no's chance, else the mean where it was
 * worked out; its head where t is NULL. */
static void
text_quantity(struct out *out, const struct quantity_def *q,
    const struct tally *t)
{
	char pct[PERCENT_SIZE];
	char head[128];
	mpq_t x, variance;
	int w;

	snprintf(head, sizeof(head), "%s%s", q->event ? "p_" : "expected_",
	    q->key);
	w = width(head, q->event ? PERCENT_WIDTH : 0);
	if (t == NULL) {
		out_printf(out, " %*s", w, head);
		return;
	}
	if (t->n == 0) {
		out_printf(out, " %*s", w, "-");
		return;
	}
	mpq_inits(x, variance, NULL);
	if (q->event) {
		tally_chance(t, NEED_HAPPENS, 0, x);
		out_printf(out, " %*s%%", w - 1, percent_text(pct,
		    sizeof(pct), x, 3));
	} else {
		tally_moments(t, x, variance);
		out_printf(out, " %*.3f", w, fraction_value(x));
	}
	mpq_clears(x, variance, NULL);
}

/* The answer in a column w wide: a percentage, or a mean. */
static void
out_answer_cell(struct out *out, const struct odds_found *found, int w)
{
	char pct[PERCENT_SIZE];

	if (found->mean)
		out_printf(out, "%*.3f ", w - 1, fraction_value(found->answer));
	else
		out_printf(out, "%*s%%", w - 1, percent_text(pct, sizeof(pct),
		    found->answer, 3));
}

/*
 * A house rule against the book (--vary tables=, issue 35, 3): each
 * row's answer less the first answered row's, where the table sets are
 * the one option varied; NULL where there is no such column.
 */
static const struct odds_found *
difference_base(const struct vary *va)
{
	size_t r;

	if (va->nopts != 1 || !vary_tables(va))
		return NULL;
	for (r = 0; va->rows[r].refused != NULL; r++)
		continue;	/* walk_rows: one row at least is answered */
	return &va->rows[r].found;
}

/* "+11.111%" (points) or "-0.250" (a mean's unit), into buf. */
static const char *
difference_text(char *buf, size_t size, const struct odds_found *found,
    const struct odds_found *base)
{
	char pct[PERCENT_SIZE];
	mpq_t d;
	int sign;

	mpq_init(d);
	mpq_sub(d, found->answer, base->answer);
	sign = mpq_sgn(d);
	if (found->mean)
		snprintf(buf, size, "%+.3f", fraction_value(d));
	else {
		mpq_abs(d, d);
		snprintf(buf, size, "%s%s%%", sign < 0 ? "-" : sign > 0 ? "+"
		    : "", percent_text(pct, sizeof(pct), d, 3));
	}
	mpq_clear(d);
	return buf;
}

/* A row a value: its answer, each outcome's chance, each quantity's
 * mean (a yes-or-no's chance). */
static void
text_rows(struct run *run, const struct vary *va)
{
	const struct tool *tool = run->tool;
	const struct varied *v = &va->opt[0];
	const struct odds_found *base = difference_base(va);
	struct out *out = &run->out;
	size_t r, i;
	int w = width(vary_opt(run, v)->name, 0);
	char pct[PERCENT_SIZE];

	for (r = 0; r < v->n; r++)
		w = width(v->values[r], w);
	out_printf(out, "%-*s %*s", w, vary_opt(run, v)->name,
	    PERCENT_WIDTH, "answer");
	if (base != NULL)
		out_printf(out, " %*s", DIFFERENCE_WIDTH, "difference");
	for (i = 0; i < va->noutcomes; i++)
		if (has_column(run, va, i))
			out_printf(out, " %*s", width(tool->outcomes[i].token,
			    PERCENT_WIDTH), tool->outcomes[i].token);
	for (i = 0; i < va->nquantities; i++)
		if (has_quantity(tool, va, i))
			text_quantity(out, &tool->quantities[i], NULL);
	out_str(out, "  fraction\n");
	for (r = 0; r < va->nrows; r++) {
		out_printf(out, "%-*s ", w, v->values[r]);
		if (va->rows[r].refused != NULL) {
			out_printf(out, "cannot: %s\n", va->rows[r].refused);
			continue;
		}
		out_answer_cell(out, &va->rows[r].found, PERCENT_WIDTH);
		if (base != NULL)
			out_printf(out, " %*s", DIFFERENCE_WIDTH,
			    difference_text(pct, sizeof(pct),
			    &va->rows[r].found, base));
		for (i = 0; i < va->noutcomes; i++)
			if (has_column(run, va, i))
				out_printf(out, " %*s%%",
				    width(tool->outcomes[i].token,
				    PERCENT_WIDTH) - 1, percent_text(pct,
				    sizeof(pct), va->rows[r].found.outcome.p[i],
				    3));
		for (i = 0; i < va->nquantities; i++)
			if (has_quantity(tool, va, i))
				text_quantity(out, &tool->quantities[i],
				    &va->rows[r].found.quantity[i]);
		out_str(out, "  ");
		out_fraction(out, va->rows[r].found.answer);
		out_str(out, "\n");
	}
}

/* The answer as a cell: a percentage, or a mean. */
static void
answer_cell(struct out *out, const struct odds_found *found)
{
	char pct[PERCENT_SIZE];

	if (found->mean)
		out_cell(out, "%.3f", fraction_value(found->answer));
	else
		out_cell(out, "%s%%", percent_text(pct, sizeof(pct),
		    found->answer, 3));
}

/* A quantity's cell as text_quantity gives it, unpadded. */
static void
quantity_cell(struct out *out, const struct quantity_def *q,
    const struct tally *t)
{
	char pct[PERCENT_SIZE];
	mpq_t x, variance;

	if (t == NULL) {
		out_cell(out, "%s%s", q->event ? "p_" : "expected_", q->key);
		return;
	}
	if (t->n == 0) {
		out_cell(out, "-");
		return;
	}
	mpq_inits(x, variance, NULL);
	if (q->event) {
		tally_chance(t, NEED_HAPPENS, 0, x);
		out_cell(out, "%s%%", percent_text(pct, sizeof(pct), x, 3));
	} else {
		tally_moments(t, x, variance);
		out_cell(out, "%.3f", fraction_value(x));
	}
	mpq_clears(x, variance, NULL);
}

/* A refused row's cells: its reason where the answer stands, "-" in
 * each other column. */
static void
refused_cells(struct out *out, const struct run *run, const struct vary *va,
    size_t r)
{
	size_t i;

	out_cell(out, "cannot: %s", va->rows[r].refused);
	for (i = 0; i < va->noutcomes; i++)
		if (has_column(run, va, i))
			out_cell(out, "-");
	for (i = 0; i < va->nquantities; i++)
		if (has_quantity(run->tool, va, i))
			out_cell(out, "-");
	out_cell(out, "-");
	out_str(out, "\n");
}

/* text_rows' table as cells, for --format (format.h). */
static void
cell_rows(struct run *run, const struct vary *va)
{
	const struct tool *tool = run->tool;
	struct out *out = &run->out;
	const struct odds_found *base = difference_base(va);
	struct out fraction = {0};
	size_t r, i;
	char pct[PERCENT_SIZE];

	out_printf(out, "%c", ROW_HEAD);
	out_cell(out, "%s", vary_opt(run, &va->opt[0])->name);
	out_cell(out, "answer");
	if (base != NULL)
		out_cell(out, "difference");
	for (i = 0; i < va->noutcomes; i++)
		if (has_column(run, va, i))
			out_cell(out, "%s", tool->outcomes[i].token);
	for (i = 0; i < va->nquantities; i++)
		if (has_quantity(tool, va, i))
			quantity_cell(out, &tool->quantities[i], NULL);
	out_cell(out, "fraction");
	out_str(out, "\n");
	for (r = 0; r < va->nrows; r++) {
		out_printf(out, "%c", ROW_CELLS);
		out_cell(out, "%s", va->opt[0].values[r]);
		if (va->rows[r].refused != NULL) {
			refused_cells(out, run, va, r);
			continue;
		}
		answer_cell(out, &va->rows[r].found);
		if (base != NULL)
			out_cell(out, "%s", difference_text(pct, sizeof(pct),
			    &va->rows[r].found, base));
		for (i = 0; i < va->noutcomes; i++)
			if (has_column(run, va, i))
				out_cell(out, "%s%%", percent_text(pct,
				    sizeof(pct), va->rows[r].found.outcome.p[i],
				    3));
		for (i = 0; i < va->nquantities; i++)
			if (has_quantity(tool, va, i))
				quantity_cell(out, &tool->quantities[i],
				    &va->rows[r].found.quantity[i]);
		out_reset(&fraction);
		out_fraction(&fraction, va->rows[r].found.answer);
		out_cell(out, "%s", fraction.buf);
		out_str(out, "\n");
	}
	out_free(&fraction);
}

/*
 * text_grid's table as cells, each answer's exact fraction in a column
 * beside it, as a one-option table has its "fraction".  The corner is
 * "pins / morale": a backslash is markdown's escape, which pandoc
 * drops, and a sheet's label needs none.
 */
static void
cell_grid(struct run *run, const struct vary *va)
{
	const struct varied *down = &va->opt[0], *across = &va->opt[1];
	struct out *out = &run->out;
	struct out fraction = {0};
	size_t r, c;

	out_printf(out, "%c", ROW_HEAD);
	out_cell(out, "%s / %s", vary_opt(run, down)->name,
	    vary_opt(run, across)->name);
	for (c = 0; c < across->n; c++) {
		out_cell(out, "%s", across->values[c]);
		out_cell(out, "%s fraction", across->values[c]);
	}
	out_str(out, "\n");
	for (r = 0; r < down->n; r++) {
		out_printf(out, "%c", ROW_CELLS);
		out_cell(out, "%s", down->values[r]);
		for (c = 0; c < across->n; c++) {
			if (va->rows[r * across->n + c].refused != NULL) {
				out_cell(out, "cannot: %s",
				    va->rows[r * across->n + c].refused);
				out_cell(out, "-");
				continue;
			}
			answer_cell(out, &va->rows[r * across->n + c].found);
			out_reset(&fraction);
			out_fraction(&fraction,
			    va->rows[r * across->n + c].found.answer);
			out_cell(out, "%s", fraction.buf);
		}
		out_str(out, "\n");
	}
	out_free(&fraction);
}

/* Two options: the first's values down, the second's across, each cell
 * the answer's chance. */
static void
text_grid(struct run *run, const struct vary *va)
{
	const struct varied *down = &va->opt[0], *across = &va->opt[1];
	struct out *out = &run->out;
	struct out corner = {0};
	size_t r, c;
	int w;

	out_printf(&corner, "%s\\%s", vary_opt(run, down)->name,
	    vary_opt(run, across)->name);
	w = width(corner.buf, 0);
	for (r = 0; r < down->n; r++)
		w = width(down->values[r], w);
	out_printf(out, "%-*s", w, corner.buf);
	out_free(&corner);
	for (c = 0; c < across->n; c++)
		out_printf(out, " %*s", width(across->values[c],
		    PERCENT_WIDTH), across->values[c]);
	out_str(out, "\n");
	for (r = 0; r < down->n; r++) {
		out_printf(out, "%-*s", w, down->values[r]);
		for (c = 0; c < across->n; c++) {
			out_str(out, " ");
			if (va->rows[r * across->n + c].refused != NULL)
				out_printf(out, "%*s", width(across->values[c],
				    PERCENT_WIDTH), "cannot");
			else
				out_answer_cell(out,
				    &va->rows[r * across->n + c].found,
				    width(across->values[c], PERCENT_WIDTH));
		}
		out_str(out, "\n");
	}
	/* A cell holds no reason: each is told below. */
	for (r = 0; r < va->nrows; r++)
		if (va->rows[r].refused != NULL) {
			out_str(out, "cannot: ");
			out_values(out, run, va, r);
			out_printf(out, ": %s\n", va->rows[r].refused);
		}
}

static void
text_vary(struct run *run, const struct vary *va)
{
	struct out *out = &run->out;
	size_t best, r;
	int alike;

	if (va->need != NULL) {
		if ((r = need_row(va)) < va->nrows) {
			out_values(out, run, va, r);
			out_str(out, ": ");
			out_event(out, run, va);
			out_str(out, " ");
			out_chance(out, va->rows[r].need);
			out_printf(out, ", reaching %s\n", va->reach);
		} else {
			/* How near the nearest comes. */
			best = best_row(va, &alike);
			for (r = 0; r < va->nrows; r++)
				if (va->rows[r].refused == NULL
				    && mpq_cmp(va->rows[r].need,
				    va->rows[best].need) > 0)
					best = r;
			out_str(out, "none of them does: ");
			out_event(out, run, va);
			out_str(out, " at most ");
			out_chance(out, va->rows[best].need);
			out_printf(out, ", short of %s\n", va->reach);
		}
	}
	best = best_row(va, &alike);
	if (alike)
		out_str(out, "every value alike: ");
	else {
		out_str(out, "best ");
		out_values(out, run, va, best);
		out_str(out, ": ");
	}
	out_printf(out, "%s ", va->rows[best].found.question);
	out_answer(out, &va->rows[best].found);
	out_str(out, "\n");
	if (va->nopts == 2)
		(run->out.cells ? cell_grid : text_grid)(run, va);
	else
		(run->out.cells ? cell_rows : text_rows)(run, va);
}

/* "difference": the answer less the first answered row's, as "answer"
 * is written: {"p","fraction"}, or {"value","fraction"} for a mean. */
static void
json_difference(struct out *out, const struct odds_found *found,
    const struct odds_found *base)
{
	mpq_t d;

	mpq_init(d);
	mpq_sub(d, found->answer, base->answer);
	json_key(out, "difference");
	json_open(out, '{');
	json_key(out, found->mean ? "value" : "p");
	json_double(out, fraction_value(d));
	json_key(out, "fraction");
	json_fraction(out, d);
	json_close(out, '}');
	mpq_clear(d);
}

static void
json_vary(struct run *run, const struct vary *va)
{
	const struct tool *tool = run->tool;
	const struct odds_found *base = difference_base(va);
	struct out *out = &run->out;
	size_t r, i, k, best;
	int alike;

	json_odds_begin(run);
	json_key(out, "vary");
	json_open(out, '[');
	for (k = 0; k < va->nopts; k++) {
		json_open(out, '{');
		json_key(out, "option");
		json_string(out, vary_opt(run, &va->opt[k])->name);
		json_key(out, "values");
		json_open(out, '[');
		for (i = 0; i < va->opt[k].n; i++)
			json_value(out, vary_opt(run, &va->opt[k]),
			    va->opt[k].values[i]);
		json_close(out, ']');
		json_close(out, '}');
	}
	json_close(out, ']');
	best = best_row(va, &alike);
	json_key(out, "answer");
	json_open(out, '{');
	json_key(out, "question");
	json_string(out, va->rows[best].found.question);
	json_key(out, "alike");
	json_bool(out, alike);
	json_key(out, "values");
	json_values(out, run, va, best);
	json_answer(out, &va->rows[best].found);
	json_close(out, '}');
	json_key(out, "rows");
	json_open(out, '[');
	for (r = 0; r < va->nrows; r++) {
		json_open(out, '{');
		json_key(out, "values");
		json_values(out, run, va, r);
		if (va->rows[r].refused != NULL) {
			json_key(out, "refused");
			json_string(out, va->rows[r].refused);
			json_close(out, '}');
			continue;
		}
		json_key(out, "answer");
		json_open(out, '{');
		json_answer(out, &va->rows[r].found);
		json_close(out, '}');
		if (base != NULL)
			json_difference(out, &va->rows[r].found, base);
		if (va->need != NULL) {
			json_key(out, "need");
			json_open(out, '{');
			json_chance(out, "", va->rows[r].need);
			json_close(out, '}');
		}
		json_key(out, "odds");
		json_odds_array(out, tool, &va->rows[r].found);
		json_odds_means(out, &va->rows[r].found, tool->quantities);
		json_close(out, '}');
	}
	json_close(out, ']');
	if (va->need != NULL) {
		json_key(out, "need");
		json_open(out, '{');
		json_key(out, "event");
		json_string(out, va->event);
		json_key(out, "reach");
		json_open(out, '{');
		json_chance(out, "", va->p);
		json_close(out, '}');
		json_key(out, "values");
		if ((r = need_row(va)) < va->nrows) {
			json_values(out, run, va, r);
			json_chance(out, "", va->rows[r].need);
		} else
			json_null(out);
		json_close(out, '}');
	}
	json_close(out, '}');
}

void
vary_print(struct run *run)
{
	const struct tool *tool = run->tool;
	struct vary *va;
	size_t k, i;

	va = xcalloc(1, sizeof(*va));
	while (tool->outcomes[va->noutcomes].token != NULL)
		va->noutcomes++;
	while (tool->quantities != NULL
	    && tool->quantities[va->nquantities].key != NULL)
		va->nquantities++;
	for (k = 0; k < (size_t)run->common.nvary; k++)
		parse_vary(run, va, run->common.vary[k]);
	if (run->common.need != NULL)
		parse_need(run, va);
	/* Every value checked before any is walked: a table set's
	 * folder when it is read, its rows' first. */
	for (k = 0; k < va->nopts; k++) {
		/* A folder as --tables takes one; whether it is there is
		 * told when its row reads it. */
		for (i = 0; va->opt[k].opt == VARY_TABLES
		    && i < va->opt[k].n; i++)
			if (*va->opt[k].values[i] == '\0')
				fail(EXIT_USAGE, "--tables: '' is empty");
		if (va->opt[k].opt == VARY_TABLES)
			continue;
		for (i = 0; i < va->opt[k].n; i++)
			option_take(run, va->opt[k].opt, va->opt[k].values[i]);
		run->values[va->opt[k].opt] = va->opt[k].saved;
	}
	bound_rows(run, va);
	walk_rows(run, va);
	/* The inputs are the command line's: the varied are in "vary". */
	if (vary_tables(va))
		vary_take_tables(run, va, "default");
	for (k = 0; k < va->nopts; k++)
		if (va->opt[k].opt != VARY_TABLES)
			run->values[va->opt[k].opt] = va->opt[k].saved;
	options_imply(run);
	if (run->common.json)
		json_vary(run, va);
	else
		text_vary(run, va);
	run->failed = va->need != NULL && need_row(va) == va->nrows;
	vary_free(va);
}
