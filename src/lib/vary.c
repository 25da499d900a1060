/*
 * vary.c - --vary and --need read: the values of an option (or of two)
 * and the event a player needs, each value's odds walked, and the row
 * that answers; vary-out.c prints them side by side.
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
#include "rethrow.h"
#include "options.h"
#include "run.h"
#include "tables-dir.h"
#include "vary.h"
#include "walk.h"

/* A row a value: past this it is no longer a table to read. */
#define VARY_VALUES_MAX	100
#define VARY_VALUES_MAX_TEXT "100"

const char *const op_text[] = { "", ">=", "<=", ">", "<", "=" };

void
vary_free(struct vary *va)
{
	size_t r, i, k;

	for (k = 0; k < va->nopts; k++) {
		for (i = 0; i < va->opt[k].n; i++)
			xfree(va->opt[k].values[i]);
		xfree(va->opt[k].values);
	}
	for (r = 0; r < va->nrows; r++) {
		if (va->rows[r].refused == NULL)
			odds_found_free(&va->rows[r].found);
		mpq_clear(va->rows[r].need);
		xfree(va->rows[r].refused);
	}
	xfree(va->rows);
	xfree(va->token);
	xfree(va->event);
	if (va->has_p)
		mpq_clear(va->p);
	xfree(va);
}

/* --vary tables=: a word a value, the JSON key "tables". */
static const struct opt tables_opt = { .name = "tables", .kind = KIND_WORD };

const struct opt *
vary_opt(const struct run *run, const struct varied *v)
{
	return v->opt == VARY_TABLES ? &tables_opt : &run->tool->opts[v->opt];
}

int
vary_tables(const struct vary *va)
{
	return va->opt[0].opt == VARY_TABLES
	    || (va->nopts == 2 && va->opt[1].opt == VARY_TABLES);
}

static void
add_value(const struct run *run, struct varied *v, const char *text,
    size_t len)
{
	if (v->n == VARY_VALUES_MAX)
		fail(EXIT_USAGE, "--vary: more than " VARY_VALUES_MAX_TEXT
		    " values of --%s", vary_opt(run, v)->name);
	v->values = xrealloc(v->values, (v->n + 1) * sizeof(char *));
	v->values[v->n] = xrealloc(NULL, len + 1);
	memcpy(v->values[v->n], text, len);
	v->values[v->n++][len] = '\0';
}

/* An end of a range, as the option takes its value. */
static const char *
parse_end(const struct opt *o, const char *text, long *value)
{
	if (o->kind == KIND_DISTANCE)
		return parse_thousandths(text, o->min * 1000, o->max * 1000,
		    value);
	return parse_whole(text, o->min, o->max, value);
}

/* A..B by steps of 1, each end checked as the option checks its value. */
static void
add_range(struct run *run, struct varied *v, const char *a, size_t alen,
    const char *b)
{
	const struct opt *o = &run->tool->opts[v->opt];
	long scale = o->kind == KIND_DISTANCE ? 1000 : 1, lo, hi, x, step;
	char first[64], text[64];
	const char *why;

	snprintf(first, sizeof(first), "%.*s", (int)alen, a);
	if ((why = parse_end(o, first, &lo)) != NULL)
		fail(EXIT_USAGE, "--%s: %s %s", o->name, quoted(first), why);
	if ((why = parse_end(o, b, &hi)) != NULL)
		fail(EXIT_USAGE, "--%s: %s %s", o->name, quoted(b), why);
	/* Counted before any is made: 0..1000000 is refused at once. */
	if ((hi > lo ? hi - lo : lo - hi) / scale >= VARY_VALUES_MAX)
		fail(EXIT_USAGE, "--vary: more than " VARY_VALUES_MAX_TEXT
		    " values of --%s", o->name);
	step = hi >= lo ? scale : -scale;
	for (x = lo; step > 0 ? x <= hi : x >= hi; x += step) {
		if (o->kind == KIND_DISTANCE)
			format_thousandths(x, text, sizeof(text));
		else
			snprintf(text, sizeof(text), "%ld", x);
		add_value(run, v, text, strlen(text));
	}
}

/* OPTION=V1,V2,... or OPTION=A..B; a flag alone is no,yes, a word
 * option alone every value it has. */
void
parse_vary(struct run *run, struct vary *va, const char *spec)
{
	const struct tool *tool = run->tool;
	struct varied *v = &va->opt[va->nopts];
	const struct opt *o;
	const char *eq = strchr(spec, '='), *list, *dots, *c;
	size_t len = eq != NULL ? (size_t)(eq - spec) : strlen(spec), k;
	char name[64];
	int n;

	snprintf(name, sizeof(name), "%.*s", (int)len, spec);
	if (strcmp(name, tables_opt.name) == 0)
		v->opt = VARY_TABLES;
	else if (len == 0 || len >= sizeof(name)
	    || (v->opt = option_find(tool, spec, len)) < 0)
		fail(EXIT_USAGE, "--vary: %s is not an option of %s",
		    quoted(name), tool->name);
	o = vary_opt(run, v);
	if (va->nopts == 1 && va->opt[0].opt == v->opt)
		fail(EXIT_USAGE, "--vary: --%s varied twice", o->name);
	if (v->opt == VARY_TABLES ? run->common.tables != NULL
	    : run->values[v->opt].given > 0)
		fail(EXIT_USAGE, "--vary: --%s is given too: vary it or give "
		    "it, not both", o->name);
	if (v->opt != VARY_TABLES)
		v->saved = run->values[v->opt];
	va->nopts++;
	if (v->opt == VARY_TABLES && eq == NULL)
		fail(EXIT_USAGE, "--vary: give the folders, as "
		    "tables=default,DIR (default: the tables without "
		    "--tables)");
	if (eq == NULL && o->kind == KIND_FLAG) {
		add_value(run, v, "no", 2);
		add_value(run, v, "yes", 3);
		return;
	}
	if (eq == NULL && o->kind == KIND_WORD) {
		for (k = 0; (c = option_choice(run, v->opt, k, &n)) != NULL;
		    k++)
			add_value(run, v, c, (size_t)n);
		return;
	}
	if (eq == NULL)
		fail(EXIT_USAGE, "--vary: give the values of --%s, as "
		    "%s=A,B or %s=A..B", o->name, o->name, o->name);
	list = eq + 1;
	if ((dots = strstr(list, "..")) != NULL) {
		if (o->kind != KIND_WHOLE && o->kind != KIND_DISTANCE
		    && !(o->kind == KIND_WORD && o->max > o->min))
			fail(EXIT_USAGE, "--vary: %s: a range A..B goes with a "
			    "number or a distance, not --%s", quoted(spec),
			    o->name);
		add_range(run, v, list, (size_t)(dots - list), dots + 2);
		return;
	}
	for (;;) {
		len = strcspn(list, ",");
		if (o->kind == KIND_FLAG && !(len == 2
		    && strncmp(list, "no", 2) == 0) && !(len == 3
		    && strncmp(list, "yes", 3) == 0)) {
			snprintf(name, sizeof(name), "%.*s", (int)len, list);
			fail(EXIT_USAGE, "--vary: --%s is a flag: %s is "
			    "neither no nor yes", o->name, quoted(name));
		}
		add_value(run, v, list, len);
		if (list[len] == '\0')
			break;
		list += len + 1;
	}
}

/* The tool's outcome tokens, each once, for a message. */
static void
tokens_of(const struct tool *tool, struct out *names)
{
	size_t i, j;

	for (i = 0; tool->outcomes[i].token != NULL; i++) {
		for (j = 0; j < i; j++)
			if (strcmp(tool->outcomes[i].token,
			    tool->outcomes[j].token) == 0)
				break;
		if (j == i)
			out_printf(names, "%s%s", names->len ? ", " : "",
			    tool->outcomes[i].token);
	}
}

/* A quantity --need may compare: its own tallies (a state by its enum,
 * a combat's winner) are no number a player asks for, but the
 * yes-or-no a tool's question asks is. */
static int
comparable(const struct quantity_def *q)
{
	return !q->own || q->asked;
}

/* The tool's quantity keys, for a message. */
static void
keys_of(const struct tool *tool, struct out *names)
{
	int i;

	for (i = 0; tool->quantities != NULL
	    && tool->quantities[i].key != NULL; i++)
		if (comparable(&tool->quantities[i]))
			out_printf(names, "%s%s", names->len ? ", " : "",
			    tool->quantities[i].key);
}

static int
find_quantity(const struct tool *tool, const char *key, size_t len)
{
	int i;

	for (i = 0; tool->quantities != NULL
	    && tool->quantities[i].key != NULL; i++)
		if (strlen(tool->quantities[i].key) == len
		    && strncmp(tool->quantities[i].key, key, len) == 0
		    && comparable(&tool->quantities[i]))
			return i;
	return -1;
}

/* P: "75%", "12.5%" or "3/4", exact, from 0 to 1. */
static void
parse_reach(struct vary *va)
{
	const char *s = va->reach, *slash = strchr(s, '/'), *why;
	size_t len = strlen(s);
	char part[64];
	long num, den;

	mpq_init(va->p);
	va->has_p = 1;
	if (len > 0 && s[len - 1] == '%') {
		snprintf(part, sizeof(part), "%.*s", (int)len - 1, s);
		if (len - 1 >= sizeof(part))
			why = "is not a number";
		else
			why = parse_thousandths(part, 0, 100000, &num);
		if (why != NULL)
			fail(EXIT_USAGE, "--need: %s: %s %s, as a percentage",
			    quoted(s), quoted(part), why);
		mpq_set_si(va->p, num, 100000);
		mpq_canonicalize(va->p);
		return;
	}
	if (slash == NULL)
		fail(EXIT_USAGE, "--need: %s is not a chance: give a "
		    "percentage (75%%) or a fraction (3/4)", quoted(s));
	snprintf(part, sizeof(part), "%.*s", (int)(slash - s), s);
	if ((why = parse_whole(part, 0, LONG_MAX, &num)) != NULL
	    || (why = parse_whole(slash + 1, 1, LONG_MAX, &den)) != NULL)
		fail(EXIT_USAGE, "--need: %s: %s %s", quoted(s),
		    quoted(parse_whole(part, 0, LONG_MAX, &num) != NULL ?
		    part : slash + 1), why);
	if (num > den)
		fail(EXIT_USAGE, "--need: %s is more than 1", quoted(s));
	mpq_set_si(va->p, num, (unsigned long)den);
	mpq_canonicalize(va->p);
}

/* EVENT@P: EVENT an outcome token, or a quantity compared with a
 * number (hits>=2); P as parse_reach takes it. */
void
parse_need(struct run *run, struct vary *va)
{
	const struct tool *tool = run->tool;
	const char *need = run->common.need, *at = strrchr(need, '@');
	const char *why;
	struct out names = {0};
	size_t len, oplen;
	char *event;
	int i;

	va->need = need;
	if (at == NULL)
		fail(EXIT_USAGE, "--need: %s has no '@': give EVENT@P, as "
		    "hits>=2@75%%", quoted(need));
	va->reach = at + 1;
	event = va->event = xcalloc((size_t)(at - need) + 1, 1);
	memcpy(event, need, (size_t)(at - need));
	len = strcspn(event, "<>=");
	if (event[len] == '\0') {
		for (i = 0; tool->outcomes[i].token != NULL; i++)
			if (strcmp(tool->outcomes[i].token, event) == 0)
				break;
		va->quantity = find_quantity(tool, event, len);
		if (tool->outcomes[i].token == NULL && va->quantity >= 0
		    && tool->quantities[va->quantity].event) {
			va->op = NEED_HAPPENS;
			parse_reach(va);
			return;
		}
		if (tool->outcomes[i].token == NULL) {
			if (va->quantity >= 0)
				fail(EXIT_USAGE, "--need: %s is a number: "
				    "compare it, as %s>=1", quoted(event),
				    event);
			tokens_of(tool, &names);
			fail(EXIT_USAGE, "--need: %s is not an outcome of %s: "
			    "one of %s", quoted(event), tool->name, names.buf);
		}
		/* A token every outcome has (a count of "hits") is always
		 * reached: the question is a number of it. */
		for (i = 0; tool->outcomes[i].token != NULL; i++)
			if (strcmp(tool->outcomes[i].token, event) != 0)
				break;
		if (tool->outcomes[i].token == NULL) {
			if (va->quantity >= 0)
				fail(EXIT_USAGE, "--need: %s is every outcome "
				    "of %s: compare the number, as %s>=1",
				    quoted(event), tool->name, event);
			keys_of(tool, &names);
			if (names.len == 0)
				fail(EXIT_USAGE, "--need: %s is every outcome "
				    "of %s: its chance is always 1",
				    quoted(event), tool->name);
			fail(EXIT_USAGE, "--need: %s is every outcome of %s: "
			    "compare a number, as %.*s>=1: one of %s",
			    quoted(event), tool->name,
			    (int)strcspn(names.buf, ","), names.buf,
			    names.buf);
		}
		va->token = xstrdup(event);
		va->op = NEED_TOKEN;
	} else {
		if ((va->quantity = find_quantity(tool, event, len)) < 0) {
			event[len] = '\0';
			keys_of(tool, &names);
			if (names.len == 0)
				fail(EXIT_USAGE, "--need: %s: %s works out no "
				    "number to compare", quoted(event),
				    tool->name);
			fail(EXIT_USAGE, "--need: %s is not a number %s works "
			    "out: one of %s", quoted(event), tool->name,
			    names.buf);
		}
		oplen = strspn(event + len, "<>=");
		for (va->op = NEED_GE; va->op <= NEED_EQ; va->op++)
			if (strlen(op_text[va->op]) == oplen && strncmp(
			    op_text[va->op], event + len, oplen) == 0)
				break;
		if (va->op > NEED_EQ)
			fail(EXIT_USAGE, "--need: %s: compare with >=, <=, >, "
			    "< or =", quoted(event));
		if ((why = parse_whole(event + len + oplen, LONG_MIN + 1,
		    LONG_MAX, &va->than)) != NULL)
			fail(EXIT_USAGE, "--need: %s: %s %s", quoted(event),
			    quoted(event + len + oplen), why);
	}
	parse_reach(va);
}

static int
compare(enum need_op op, long value, long than)
{
	switch (op) {
	case NEED_GE:	return value >= than;
	case NEED_LE:	return value <= than;
	case NEED_GT:	return value > than;
	case NEED_LT:	return value < than;
	case NEED_EQ:	return value == than;
	default:	return value != 0;
	}
}

/* The chance a quantity's value compares so, given nothing. */
void
tally_chance(const struct tally *t, enum need_op op, long than, mpq_t into)
{
	size_t i;

	long past = t->lo + (long)t->n, from, to;
	mpq_t beyond;

	mpq_set_ui(into, 0, 1);
	for (i = 0; i < t->n; i++)
		if (compare(op, t->lo + (long)i, than))
			mpq_add(into, into, t->p[i]);
	if (t->tail == NULL)
		return;
	/* Past the rows, the tail's values from..to compare so; none of
	 * them is 0.  No value is more than LONG_MAX or less than
	 * LONG_MIN: the edges answer none, not a wrapped-round bound. */
	if ((op == NEED_GT && than == LONG_MAX)
	    || (op == NEED_LT && than == LONG_MIN))
		return;
	from = op == NEED_GE || op == NEED_EQ ? than : op == NEED_GT
	    ? than + 1 : past;
	to = op == NEED_LE || op == NEED_EQ ? than : op == NEED_LT ? than - 1
	    : LONG_MAX;
	if (from < past)
		from = past;
	if (to < from)
		return;
	/* Before beyond is held: a fail() would leave it.  Refused by
	 * the comparison typed: "<=2002" is summed as "2003 or more". */
	if (!tally_beyond_within(t, from) || (to < LONG_MAX
	    && !tally_beyond_within(t, to + 1)))
		fail(EXIT_USAGE, "odds: %s%ld is more than %d past the values "
		    "the walk found", op_text[op], than, TALLY_BEYOND_MAX);
	mpq_init(beyond);
	tally_beyond(t, from, beyond);
	mpq_add(into, into, beyond);
	if (to < LONG_MAX) {
		tally_beyond(t, to + 1, beyond);
		mpq_sub(into, into, beyond);
	}
	mpq_clear(beyond);
}

/* The chance of --need's event in what one walk found. */
static void
need_chance(const struct run *run, const struct vary *va,
    const struct odds_found *found, mpq_t into)
{
	size_t i;

	mpq_set_ui(into, 0, 1);
	if (va->op == NEED_TOKEN) {
		/* A token declared twice has its chance on the first. */
		for (i = 0; i < found->noutcomes; i++)
			if (strcmp(run->tool->outcomes[i].token, va->token) == 0)
				mpq_add(into, into, found->outcome.p[i]);
		return;
	}
	tally_chance(&found->quantity[va->quantity], va->op, va->than, into);
}

/* "pins=0 colonel=yes": row r's values, as --vary takes them. */
void
out_values(struct out *out, const struct run *run, const struct vary *va,
    size_t r)
{
	size_t across = va->nopts == 2 ? va->opt[1].n : 1;

	out_printf(out, "%s=%s", vary_opt(run, &va->opt[0])->name,
	    va->opt[0].values[r / across]);
	if (va->nopts == 2)
		out_printf(out, " %s=%s", vary_opt(run, &va->opt[1])->name,
		    va->opt[1].values[r % across]);
}

/*
 * The table set a value names: "default" the run's own (no --tables),
 * else a folder over them, read afresh where the last row read another
 * (va->tables_in), and the options' words found in it again.
 */
void
vary_take_tables(struct run *run, struct vary *va, const char *value)
{
	if (va->tables_in != NULL && strcmp(va->tables_in, value) == 0)
		return;
	tables_use(run, strcmp(value, "default") == 0 ? NULL : value);
	finish_values(run, NULL);
	va->tables_in = value;
}

/* The option values of row r: the first option's slowest; the table
 * set first, where it varies, for the other option's words. */
static void
take_row(struct run *run, struct vary *va, size_t r)
{
	size_t across = va->nopts == 2 ? va->opt[1].n : 1, k;
	const char *value[2];

	value[0] = va->opt[0].values[r / across];
	value[1] = va->nopts == 2 ? va->opt[1].values[r % across] : NULL;
	for (k = 0; k < va->nopts; k++)
		if (va->opt[k].opt == VARY_TABLES)
			vary_take_tables(run, va, value[k]);
	for (k = 0; k < va->nopts; k++)
		if (va->opt[k].opt != VARY_TABLES)
			option_take(run, va->opt[k].opt, value[k]);
}

/*
 * Walked as --odds walks, and kept: the walk's own tallies are what
 * the table and the JSON read.  A refusal of the row's values (exit
 * status 2) is kept instead, its found left as nothing (what the walk
 * had allocated goes with the run's arena); any other fail() is told
 * with the row's values, label.
 */
static void
row_walk(struct run *run, struct vary *va, struct vary_row *row,
    const char *label)
{
	struct failure here, *outer = catching;

	mpq_init(row->need);
	va->nrows++;
	catching = &here;
	if (setjmp(here.where) != 0) {
		catching = outer;
		if (here.status != EXIT_USAGE) {
			fail_context(label);
			fail(here.status, "%s", here.message);
		}
		memset(&row->found, 0, sizeof(row->found));
		row->refused = xstrdup(here.message);
		return;
	}
	odds_walk(run, &row->found);
	catching = outer;
	fail_context(label);
	if (va->need != NULL)
		need_chance(run, va, &row->found, row->need);
	fail_context(NULL);
}

/* The paths of the row's walk, or 0 where the tool refuses its values
 * (walk_rows keeps the refusal). */
static double
row_estimate(struct run *run)
{
	struct failure here, *outer = catching;
	double paths;

	catching = &here;
	if (setjmp(here.where) != 0) {
		catching = outer;
		if (here.status != EXIT_USAGE)
			fail(here.status, "%s", here.message);
		return 0;
	}
	paths = odds_estimate(run);
	catching = outer;
	return paths;
}

/* Rows whose walks are estimated, spread over the grid: each costs
 * odds_estimate's probes. */
#define ROWS_PROBED	32

/*
 * The whole grid's paths, estimated before its first row is walked:
 * the rows' estimates (some of them, evenly spread, where there are
 * many), and each refused as --odds refuses it.
 */
void
bound_rows(struct run *run, struct vary *va)
{
	size_t total = va->opt[0].n * (va->nopts == 2 ? va->opt[1].n : 1);
	size_t probed = total < ROWS_PROBED ? total : ROWS_PROBED, i, r;
	struct out label = {0};
	double paths = 0, row;

	for (i = 0; i < probed; i++) {
		r = probed == 1 ? 0 : i * (total - 1) / (probed - 1);
		out_reset(&label);
		out_values(&label, run, va, r);
		fail_context(label.buf);
		take_row(run, va, r);
		/* A row too large alone is refused as its --odds is. */
		fail_context(NULL);
		row = row_estimate(run);
		fail_context(label.buf);
		odds_bound(row);
		paths += row;
	}
	fail_context(NULL);
	out_free(&label);
	paths *= (double)total / (double)probed;
	if (paths > odds_paths_max)
		fail(EXIT_USAGE, "--vary: %s: fewer values",
		    odds_too_many_text(paths, total));
}

/* Each row walked; a fail() in one is told with its values. */
void
walk_rows(struct run *run, struct vary *va)
{
	size_t total = va->opt[0].n * (va->nopts == 2 ? va->opt[1].n : 1);
	struct out label = {0};

	size_t r;

	va->rows = xcalloc(total, sizeof(*va->rows));
	for (va->nrows = 0; va->nrows < total; ) {
		/* The row that fails: walked, or asked of by --need. */
		out_reset(&label);
		out_values(&label, run, va, va->nrows);
		fail_context(label.buf);
		take_row(run, va, va->nrows);
		fail_context(NULL);
		row_walk(run, va, &va->rows[va->nrows], label.buf);
	}
	for (r = 0; r < va->nrows && va->rows[r].refused != NULL; r++)
		continue;
	if (r == va->nrows) {
		out_reset(&label);
		out_values(&label, run, va, 0);
		fail_context(label.buf);
		fail(EXIT_USAGE, "%s", va->rows[0].refused);
	}
	fail_context(NULL);
	out_free(&label);
}

/* The first row whose chance of the event reaches P, or nrows. */
size_t
need_row(const struct vary *va)
{
	size_t r;

	for (r = 0; r < va->nrows; r++)
		if (va->rows[r].refused == NULL
		    && mpq_cmp(va->rows[r].need, va->p) >= 0)
			break;
	return r;
}

/* The row best for the tool's question (the first of equals), and
 * whether every row is alike. */
size_t
best_row(const struct vary *va, int *alike)
{
	size_t r, best;

	*alike = 1;
	for (best = 0; va->rows[best].refused != NULL; best++)
		*alike = 0;	/* walk_rows: one row at least is answered */
	for (r = best + 1; r < va->nrows; r++) {
		if (va->rows[r].refused != NULL) {
			*alike = 0;	/* a row refused is no answer */
			continue;
		}
		if (mpq_cmp(va->rows[r].found.answer,
		    va->rows[best].found.answer) != 0)
			*alike = 0;
		if (mpq_cmp(va->rows[r].found.answer,
		    va->rows[best].found.answer) > 0)
			best = r;
	}
	return best;
}
