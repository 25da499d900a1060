/* options.c - a tool's options as the mechanic reads them: their values,
 * synonyms, what they imply and what cannot go together */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "arena.h"
#include "err.h"
#include "format.h"
#include "num.h"
#include "options.h"
#include "parse.h"
#include "tables-dir.h"

static void
check_conflicts(const struct run *run)
{
	const struct common *c = &run->common;
	const struct tool *tool = run->tool;
	char names[256], mode[64];
	size_t i;

	/* --odds with the dice rolled says how lucky they were; a grid
	 * or a table of them has no one roll. */
	if (c->nvary > 0 && (c->dice || c->ask))
		fail(EXIT_USAGE, "--vary and --%s cannot go together",
		    c->dice ? "dice" : "ask");
	if (c->odds && (c->dice || c->ask) && c->format != FORMAT_TEXT
	    && c->format != FORMAT_JSON)
		fail(EXIT_USAGE, "--format %s and --%s cannot go together",
		    format_names[c->format], c->dice ? "dice" : "ask");
	if (c->ask && c->dice)
		fail(EXIT_USAGE, "--ask and --dice cannot go together");
	if (c->ask && c->seeded)
		fail(EXIT_USAGE, "--ask and --seed cannot go together");
	if (c->odds && c->repeat)
		fail(EXIT_USAGE, "--odds and --repeat cannot go together");
	if (c->odds && c->seeded)
		fail(EXIT_USAGE, "--odds and --seed cannot go together");
	if (c->dice && c->repeat)
		fail(EXIT_USAGE, "--dice and --repeat cannot go together");
	if (c->dice && c->seeded)
		fail(EXIT_USAGE, "--dice and --seed cannot go together");
	if (c->nvary > 0 && !c->odds)
		fail(EXIT_USAGE, "--vary needs --odds");
	if (c->need != NULL && c->nvary == 0)
		fail(EXIT_USAGE, "--need needs --vary");
	if (c->json && c->format != FORMAT_TEXT && c->format != FORMAT_JSON)
		fail(EXIT_USAGE, "--format %s and --json cannot go together",
		    format_names[c->format]);
	if (c->format >= FORMAT_MARKDOWN && !c->odds)
		fail(EXIT_USAGE, "--format %s needs --odds",
		    format_names[c->format]);
	/* A picture, or a page, is one document: one answer. */
	if (c->format >= FORMAT_SVG && c->batch)
		fail(EXIT_USAGE, "--format %s and --batch cannot go together",
		    format_names[c->format]);
	for (i = 0; tool->opts[i].name != NULL; i++)
		if (run->values[i].given && tool->opts[i].modes != 0
		    && !(tool->opts[i].modes & 1u << run->mode))
			fail(EXIT_USAGE, "--%s goes with %s, not %s",
			    tool->opts[i].name, mode_names(tool,
			    tool->opts[i].modes, " or ", names, sizeof(names)),
			    mode_names(tool, 1u << run->mode, "", mode,
			    sizeof(mode)));
}

/*
 * The option a word of a needs, excludes or instead list names: the
 * tool's option i (>= 0), the common option c as -2 - c, or -1 for
 * none.
 */
static int
named(const struct tool *tool, const char *name, size_t len)
{
	int i;

	for (i = 0; tool->opts[i].name != NULL; i++)
		if (strncmp(tool->opts[i].name, name, len) == 0
		    && tool->opts[i].name[len] == '\0')
			return i;
	for (i = 0; i < C_COUNT; i++)
		if (strncmp(common_opts[i].name, name, len) == 0
		    && common_opts[i].name[len] == '\0')
			return -2 - i;
	return -1;
}

int
option_named(const struct tool *tool, const char *name, size_t len)
{
	int i = named(tool, name, len);

	return i >= 0 ? i : -1;
}

/* Whether option i (named()'s index: a common option below -1) was
 * given. */
static int
index_given(const struct run *run, int i)
{
	const struct common *c = &run->common;

	if (i >= 0)
		return run->values[i].given > 0;
	switch (-2 - i) {
	case C_DICE:		return c->dice != NULL;
	case C_ASK:		return c->ask;
	case C_SEED:		return c->seeded;
	case C_JSON:		return c->json;
	case C_ODDS:		return c->odds;
	case C_VARY:		return c->nvary > 0;
	case C_NEED:		return c->need != NULL;
	case C_FORMAT:		return c->format_name != NULL;
	case C_EXIT_STATUS:	return c->exit_status;
	case C_REPEAT:		return c->repeat != 0;
	case C_VERBOSE:		return c->verbose;
	default:		return 0;
	}
}

/* Option i's name, named()'s index. */
static const char *
index_name(const struct tool *tool, int i)
{
	return i >= 0 ? tool->opts[i].name : common_opts[-2 - i].name;
}

/* The next word of a comma list at *list, its length in *len; NULL at
 * the end. */
static const char *
next_name(const char **list, size_t *len)
{
	const char *w = *list;

	if (w == NULL || *w == '\0')
		return NULL;
	*len = strcspn(w, ",");
	*list = w + *len + (w[*len] == ',');
	return w;
}

/* The first option of a resolved list given (named()'s index), or
 * -1. */
static int
any_given(const struct run *run, const int *list)
{
	for (; *list != -1; list++)
		if (index_given(run, *list))
			return *list;
	return -1;
}

/* "--range INCHES" (into size bytes, after len of them): an option as
 * a refusal or the help asks for it; the new length. */
static size_t
asked(char *into, size_t size, size_t len, const char *before,
    const struct opt *o)
{
	if (len < size)
		len += (size_t)snprintf(into + len, size - len, "%s--%s%s%s",
		    before, o->name, o->arg ? " " : "", o->arg ? o->arg : "");
	return len;
}

/*
 * "--points N, or --firing-stands N and --range INCHES" (into size
 * bytes): an option and the options that may stand in its place, each
 * with what it needs, as a refusal asks for them.
 */
static void
wanted(char *into, size_t size, const struct tool *tool,
    const struct opt *o)
{
	const char *list = o->instead, *w, *needs;
	const struct opt *alt;
	size_t n, k, len;

	len = asked(into, size, 0, "", o);
	while ((w = next_name(&list, &n)) != NULL) {
		alt = &tool->opts[named(tool, w, n)];
		len = asked(into, size, len, alt->needs != NULL ? ", or "
		    : " or ", alt);
		needs = alt->needs;
		while ((w = next_name(&needs, &k)) != NULL
		    && named(tool, w, k) >= 0)
			len = asked(into, size, len, " and ",
			    &tool->opts[named(tool, w, k)]);
	}
}

/* The names of a list after its head ("needs "), each "--name", joined
 * by ", "; *parts: the clauses said so far, "; " between (a head that
 * begins with a comma goes on with the clause before). */
static void
help_list(struct out *into, const char *head, const char *list, int *parts)
{
	const char *w;
	size_t n;
	int k;

	for (k = 0; (w = next_name(&list, &n)) != NULL; k++)
		out_printf(into, "%s%s--%.*s", k ? ", " : *head == ',' ? ""
		    : *parts ? "; " : " (", k ? "" : head, (int)n, w);
	*parts += k > 0;
}

void
option_rules_help(struct out *into, const struct opt *o)
{
	int parts = 0;

	if (o->required) {
		/* One clause: "needed, or --firing-stands". */
		out_str(into, " (needed");
		parts = 1;
		help_list(into, ", or ", o->instead, &parts);
		parts = 1;
	}
	help_list(into, "needs ", o->needs, &parts);
	help_list(into, "not with ", o->excludes, &parts);
	if (parts > 0)
		out_str(into, ")");
}

/*
 * The options' lists of options, resolved once to named()'s indexes in
 * run->presence: first, for option i, where its list k (excludes,
 * needs, instead) begins, at i * NLISTS + k, and at n * NLISTS + k
 * where the list of the options that have a list k begins (for instead,
 * those required); then the lists, each ended by -1.
 */
enum { LIST_EXCLUDES, LIST_NEEDS, LIST_INSTEAD, NLISTS };

/* Option o's lists from at[used] on (at NULL: counted), their offsets
 * into offset[]; the ints they take. */
static size_t
resolve_lists(const struct tool *tool, const struct opt *o, int *at,
    size_t used, int *offset)
{
	const char *lists[NLISTS] = { o->excludes, o->needs, o->instead };
	const char *w;
	size_t n;
	int k;

	for (k = 0; k < NLISTS; k++) {
		if (at != NULL)
			offset[k] = (int)used;
		while ((w = next_name(&lists[k], &n)) != NULL) {
			if (at != NULL)
				at[used] = named(tool, w, n);
			used++;
		}
		if (at != NULL)
			at[used] = -1;
		used++;
	}
	return used;
}

void
presence_resolve(struct run *run)
{
	const struct tool *tool = run->tool;
	size_t n, used;
	int i, k, *at;

	for (n = 0; tool->opts[n].name != NULL; n++)
		;
	used = (n + 1) * NLISTS;
	for (i = 0; tool->opts[i].name != NULL; i++)
		used = resolve_lists(tool, &tool->opts[i], NULL, used, NULL);
	at = xcalloc(used + NLISTS * (n + 1), sizeof(int));
	used = (n + 1) * NLISTS;
	for (i = 0; tool->opts[i].name != NULL; i++)
		used = resolve_lists(tool, &tool->opts[i], at, used,
		    at + i * NLISTS);
	/* Most options have no list: check_presence looks at the others
	 * alone. */
	for (k = 0; k < NLISTS; k++) {
		at[n * NLISTS + k] = (int)used;
		for (i = 0; (size_t)i < n; i++)
			if (k == LIST_INSTEAD ? tool->opts[i].required
			    : at[at[i * NLISTS + k]] != -1)
				at[used++] = i;
		at[used++] = -1;
	}
	run->presence = at;
	run->npresence = n;
}

/* Option i's list k, resolved. */
static const int *
list_of(const struct run *run, int i, int k)
{
	return run->presence + run->presence[i * NLISTS + k];
}

void
check_presence(struct run *run)
{
	const struct tool *tool = run->tool;
	const struct opt *o;
	const int *at, *who;
	char text[256];
	int i, w, pass;

	if (run->presence == NULL)
		presence_resolve(run);
	/* A contradiction first, then what is missing: the run's own
	 * options before what one of them brings. */
	for (pass = 0; pass < 3; pass++)
		for (who = run->presence + run->presence[run->npresence
		    * NLISTS + (pass == 0 ? LIST_EXCLUDES : pass == 1
		    ? LIST_INSTEAD : LIST_NEEDS)]; (i = *who) != -1; who++) {
			o = &tool->opts[i];
			if ((pass != 1 && !run->values[i].given)
			    || (o->modes != 0
			    && !(o->modes & 1u << run->mode)))
				continue;
			if (pass == 0 && run->values[i].given && (w = any_given(
			    run, list_of(run, i, LIST_EXCLUDES))) != -1)
				fail(EXIT_USAGE, "--%s and --%s cannot go "
				    "together", o->name, index_name(tool, w));
			if (pass == 1 && o->required && !run->values[i].given
			    && any_given(run, list_of(run, i, LIST_INSTEAD))
			    == -1) {
				wanted(text, sizeof(text), tool, o);
				fail(EXIT_USAGE, "give %s", text);
			}
			if (pass != 2 || !run->values[i].given)
				continue;
			for (at = list_of(run, i, LIST_NEEDS); *at != -1; at++)
				if (!index_given(run, *at))
					fail(EXIT_USAGE, "--%s needs --%s",
					    o->name, index_name(tool, *at));
		}
}

const char *
check_presence_names(const struct tool *tool)
{
	static char why[128];
	const struct opt *o;
	const char *lists[3], *w;
	size_t n, k;
	int i;

	for (i = 0; tool->opts[i].name != NULL; i++) {
		o = &tool->opts[i];
		lists[0] = o->needs;
		lists[1] = o->excludes;
		lists[2] = o->instead;
		for (k = 0; k < 3; k++)
			while ((w = next_name(&lists[k], &n)) != NULL)
				/* instead names the tool's own: a common
				 * option is no value of the unit's. */
				if (named(tool, w, n) == -1 || (k == 2
				    && named(tool, w, n) < 0)) {
					snprintf(why, sizeof(why), "option "
					    "--%s names no option --%.*s",
					    o->name, (int)n, w);
					return why;
				}
	}
	return NULL;
}

const struct opt_value *
option(const struct run *run, int i)
{
	return &run->values[i];
}

/* The k-th value an enumerated option takes, and its length; NULL past
 * the last. */
const char *
value_at(const struct run *run, const struct opt *o, size_t k, int *len)
{
	const struct table *t;
	const char *c = o->choices;

	if (o->table != NULL) {
		t = table_of(run, o->table);
		if (k >= t->rows)
			return NULL;
		c = cell_text(t, k, o->column);
		*len = (int)strlen(c);
		return c;
	}
	while (k-- > 0 && *c != '\0')
		c += strcspn(c, ",") + (c[strcspn(c, ",")] == ',');
	*len = (int)strcspn(c, ",");
	return *c != '\0' ? c : NULL;
}

/* "inexperienced, regular, veteran", for a message: whole names, and
 * "..." where a house table's many more do not fit. */
static void
values_of(const struct run *run, const struct opt *o, char *buf,
    size_t size)
{
	const char *name;
	size_t k, len = 0;
	int n;

	buf[0] = '\0';
	for (k = 0; (name = value_at(run, o, k, &n)) != NULL; k++) {
		if (len + (size_t)n + sizeof(", , ...") > size) {
			snprintf(buf + len, size - len, k ? ", ..." : "...");
			return;
		}
		len += (size_t)snprintf(buf + len, size - len, "%s%.*s",
		    k ? ", " : "", n, name);
	}
}

/* An option's values one by one, for match_word(). */
struct values_of {
	const struct run	*run;
	const struct opt	*o;
};

static const char *
nth_value(const void *ctx, size_t k, int *len)
{
	const struct values_of *v = ctx;

	return value_at(v->run, v->o, k, len);
}

/* A choice's name, n bytes of a comma list, on its own. */
static const char *
copy_of(const char *name, size_t n)
{
	char *s = xcalloc(n + 1, 1);

	memcpy(s, name, n);
	return s;
}

/*
 * The suite's table of words the sheets spell two ways, spelling and
 * means (src/rules/suite.c declares it: the rules layer, above the
 * engine, holds every table's schema, so it is named here, not
 * included).
 */
extern const struct table_schema suite_spellings_table;
enum { SPELLING, MEANS };

/* The other spelling of text, either way round, or NULL: read from the
 * tables' folder or the shipped one, only where a value is not found,
 * and not at all where neither has the table. */
static const char *
respelled(const struct run *run, const char *text)
{
	const char *dirs[2] = { run->tables_dir, musket_datadir };
	const char *file = suite_spellings_table.file;
	const struct table *t = NULL;
	char *path;
	size_t k;

	for (k = 0; k < 2 && t == NULL; k++) {
		if (dirs[k] == NULL)
			continue;
		path = xcalloc(strlen(dirs[k]) + strlen(file) + 2, 1);
		sprintf(path, "%s/%s", dirs[k], file);
		if (access(path, F_OK) == 0)
			t = table_load_or_fail(dirs[k], &suite_spellings_table);
		xfree(path);
	}
	for (k = 0; t != NULL && k < t->rows; k++) {
		if (strcasecmp(cell_text(t, k, SPELLING), text) == 0)
			return cell_text(t, k, MEANS);
		if (strcasecmp(cell_text(t, k, MEANS), text) == 0)
			return cell_text(t, k, SPELLING);
	}
	return NULL;
}

/* The value an option's text names: a synonym's name, or the text. */
static const char *
synonym_of(const struct run *run, int i, const char *text)
{
	const struct synonym *y = run->tool->synonyms;

	for (; y != NULL && y->alias != NULL && text != NULL; y++)
		if (y->opt == i && strcmp(y->alias, text) == 0)
			return y->name;
	return text;
}

/* An enumerated option's value as a table row or choice index. */
static void
resolve_word(struct run *run, int i)
{
	const struct opt *o = &run->tool->opts[i];
	struct opt_value *v = &run->values[i];
	const char *text = v->given ? v->text[0] : o->fallback, *why, *name;
	struct out candidates = {0};
	char names[256], mean[96] = "";
	const char *other;
	long row, near = -1, found, unused;
	int n;

	v->row = -1;
	if (text == NULL)
		return;
	text = synonym_of(run, i, text);
	if (o->table != NULL)
		row = table_find(table_of(run, o->table), o->column, text);
	else
		row = choice_index(o->choices, text);
	v->row = row;
	if (row >= 0)
		return;
	if (o->max > o->min && (why = parse_whole(text, o->min, o->max,
	    &v->whole)) == NULL)
		return;
	if (v->given)
		row = match_word(nth_value, &(struct values_of){ run, o },
		    text, &candidates, &near);
	/* "favorable" for the table's "favourable", "maneuver" for
	 * "manoeuvre": either spelling of the sheets. */
	if (row == -1 && v->given && (other = respelled(run, text)) != NULL
	    && (found = match_word(nth_value, &(struct values_of){ run, o },
	    other, NULL, &unused)) >= 0)
		row = found;
	if (row >= 0) {
		/* Taken as the value it names: the tools, the inputs and a
		 * follow-up read the table's spelling. */
		v->row = row;
		name = value_at(run, o, (size_t)row, &n);
		v->text[v->given - 1] = name[n] == '\0' ? name
		    : copy_of(name, (size_t)n);
		return;
	}
	if (row == -2)
		fail(EXIT_USAGE, "--%s: %s is ambiguous: %s", o->name,
		    quoted(text), candidates.buf);
	values_of(run, o, names, sizeof(names));
	if (!v->given)
		fail(EXIT_TABLE, "%s: the default --%s %s is not one of %s",
		    table_of(run, o->table)->path, o->name, quoted(text), names);
	if (near >= 0) {
		name = value_at(run, o, (size_t)near, &n);
		snprintf(mean, sizeof(mean), "; did you mean %.*s?", n, name);
	}
	if (o->max > o->min)
		fail(EXIT_USAGE, "--%s: %s is not one of %s, or a number from "
		    "%ld to %ld%s", o->name, quoted(text), names, o->min,
		    o->max, mean);
	fail(EXIT_USAGE, "--%s: %s is not one of %s%s", o->name, quoted(text),
	    names, mean);
}

int
option_find(const struct tool *tool, const char *name, size_t len)
{
	const char *as;

	return find_tool_opt(tool, name, len, &as);
}

const char *
option_choice(const struct run *run, int i, size_t k, int *len)
{
	return value_at(run, &run->tool->opts[i], k, len);
}

void
option_take(struct run *run, int i, const char *text)
{
	const struct opt *o = &run->tool->opts[i];
	struct opt_value *v = &run->values[i];

	if (o->kind == KIND_FLAG) {
		v->given = strcmp(text, "yes") == 0;
		v->text[0] = NULL;
	} else {
		v->given = 1;
		v->text[0] = text;
	}
	if (o->kind == KIND_WHOLE)
		v->whole = whole_value(o->name, text, o->min, o->max);
	else if (o->kind == KIND_DISTANCE)
		distance_value(o, text, &v->whole);
	else if (o->kind == KIND_WORD)
		resolve_word(run, i);
	run->presence_checked = 0;
	check_conflicts(run);
	options_imply(run);
}

void
option_imply(struct run *run, int i, const char *text)
{
	run->values[i].implied = text;
}

void
options_imply(struct run *run)
{
	int i;

	for (i = 0; run->tool->opts[i].name != NULL; i++)
		run->values[i].implied = NULL;
	if (run->tool->imply != NULL)
		run->tool->imply(run);
}

/* Fill in the fallbacks and turn names into rows, now the tables are here. */
void
finish_values(struct run *run, const int *given)
{
	const struct opt *o;
	struct opt_value *v;
	int i;

	if (run->common.format_name != NULL) {
		run->common.format = format_value(run->common.format_name);
		run->common.json |= run->common.format == FORMAT_JSON;
	}
	for (i = 0; run->tool->opts[i].name != NULL; i++) {
		o = &run->tool->opts[i];
		v = &run->values[i];
		if (given != NULL && given[i] == 0)
			continue;
		if (o->kind == KIND_WORD)
			resolve_word(run, i);
		else if (!v->given && o->fallback != NULL && o->kind == KIND_WHOLE)
			v->whole = whole_value(o->name, o->fallback, o->min, o->max);
		else if (!v->given && o->fallback != NULL && o->kind == KIND_DISTANCE)
			distance_value(o, o->fallback, &v->whole);
	}
	run->presence_checked = 0;
	check_conflicts(run);
	options_imply(run);
}

const char *
option_text(const struct run *run, int i)
{
	const struct opt_value *v = option(run, i);

	return v->given ? v->text[v->given - 1] : run->tool->opts[i].fallback;
}
