/* parse.c - the words of a command line or a batch line: the common
 * options and the tool's, each value checked as it is read */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "format.h"
#include "num.h"
#include "parse.h"

#ifndef REPEAT_MAX		/* the fuzzers' builds keep it small */
#define REPEAT_MAX	100000000L
#endif

const struct common_opt common_opts[C_COUNT] = {
	{ "dice", 'd', "LIST", "use these die results instead of rolling", 1 },
	{ "seed", 's', "N", "seed the random generator", 1 },
	{ "json", 'j', NULL, "print JSON, one object per line", 1 },
	{ "odds", 'o', NULL, "print the exact odds instead of rolling", 1 },
	{ "vary", 'w', "OPTION=VALUES",
	    "with --odds: compare the odds over these values", 1 },
	{ "need", 'g', "EVENT@P",
	    "with --vary: the first value where EVENT reaches P", 1 },
	{ "format", 'f', "FORMAT",
	    "with --odds: text, markdown, csv or json", 1 },
	{ "exit-status", 'e', NULL, "make the outcome the exit status", 1 },
	{ "batch", 'b', NULL, "read one scenario per line from standard input", 0 },
	{ "repeat", 'n', "N", "resolve N times with fresh dice", 1 },
	{ "tables", 'T', "DIR", "read the tables from DIR", 0 },
	{ "verbose", 'v', NULL, "explain every modifier and its table row", 1 },
	{ "list", 'l', NULL, "list the values of the enumerated options", 0 },
	{ "help", 'h', NULL, "print this help", 0 },
	{ "version", 'V', NULL, "print the version", 0 },
};

size_t
count_opts(const struct tool *tool)
{
	size_t n = 0;

	while (tool->opts[n].name != NULL)
		n++;
	return n;
}

/* The index of word in a comma list, or -1. */
int
choice_index(const char *list, const char *word)
{
	size_t len = strlen(word), n;
	int i;

	for (i = 0; list != NULL && *list != '\0'; i++) {
		n = strcspn(list, ",");
		if (n == len && strncmp(list, word, len) == 0)
			return i;
		list += n + (list[n] == ',');
	}
	return -1;
}

/* The mode's name, up to the next comma of tool->modes. */
const char *
mode_name(const struct tool *tool, int mode)
{
	const char *m = tool->modes;

	while (mode-- > 0 && *m != '\0')
		m += strcspn(m, ",") + (m[strcspn(m, ",")] == ',');
	return m;
}

/* Whether name, len bytes long, is the option's: a batch looks up every
 * word of every line, so most options are passed over at a glance. */
static int
same_name(const char *option, const char *name, size_t len)
{
	return option[0] == name[0] && strncmp(option, name, len) == 0
	    && option[len] == '\0';
}

/* "close, artillery": the names of the modes in mask, joined by sep. */
const char *
mode_names(const struct tool *tool, unsigned mask, const char *sep,
    char *buf, size_t size)
{
	const char *m;
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; *(m = mode_name(tool, i)) != '\0' && len < size; i++)
		if (mask & 1u << i)
			len += (size_t)snprintf(buf + len, size - len, "%s%.*s",
			    len ? sep : "", (int)strcspn(m, ","), m);
	return buf;
}

static int
find_common(const char *name, size_t len, char letter)
{
	int i;

	for (i = 0; i < C_COUNT; i++)
		if (letter ? common_opts[i].letter == letter
		    : same_name(common_opts[i].name, name, len))
			return i;
	return -1;
}

/* Whether name, len bytes, is one of the option's old names; *as is
 * the value an old flag stands for ("target-town=town"), else NULL. */
static int
old_name(const struct opt *o, const char *name, size_t len,
    const char **as)
{
	const char *a = o->also;
	size_t n, eq;

	while (a != NULL && *a != '\0') {
		n = strcspn(a, ",");
		eq = strcspn(a, "=,");
		if (eq == len && strncmp(a, name, len) == 0) {
			*as = eq < n ? a + eq + 1 : NULL;
			return 1;
		}
		a += n + (a[n] == ',');
	}
	return 0;
}

int
find_tool_opt(const struct tool *tool, const char *name, size_t len,
    const char **as)
{
	int i;

	*as = NULL;
	for (i = 0; tool->opts[i].name != NULL; i++)
		if (same_name(tool->opts[i].name, name, len))
			return i;
	for (i = 0; tool->opts[i].name != NULL; i++)
		if (old_name(&tool->opts[i], name, len, as))
			return i;
	return -1;
}

/* An old flag's value, up to the comma that ends it. */
static const char *
old_flag_value(const char *as)
{
	size_t n = strcspn(as, ",");
	char *v;

	if (as[n] == '\0')
		return as;
	v = xcalloc(n + 1, 1);
	memcpy(v, as, n);
	return v;
}

long
whole_value(const char *option, const char *text, long min, long max)
{
	const char *why;
	long value;

	if ((why = parse_whole(text, min, max, &value)) != NULL)
		fail(EXIT_USAGE, "--%s: %s %s", option, quoted(text), why);
	return value;
}

/* Distances are kept exact, in thousandths: 2.5 is 2500. */
void
distance_value(const struct opt *o, const char *text, long *thousandths)
{
	const char *why;

	if ((why = parse_thousandths(text, o->min * 1000, o->max * 1000,
	    thousandths)) != NULL)
		fail(EXIT_USAGE, "--%s: %s %s", o->name, quoted(text), why);
}

int
format_value(const char *text)
{
	struct out names = {0};
	int f;

	for (f = 0; format_names[f] != NULL; f++)
		if (strcmp(format_names[f], text) == 0)
			return f;
	for (f = 0; format_names[f] != NULL; f++)
		out_printf(&names, "%s%s", f == 0 ? "" : format_names[f + 1]
		    == NULL ? " or " : ", ", format_names[f]);
	fail(EXIT_USAGE, "--format: %s is not one of %s", quoted(text),
	    names.buf);
}

static void
set_common(struct pass *p, int c, const char *value)
{
	struct common *cm = &p->run->common;

	if (p->in_line && !common_opts[c].in_batch_line)
		fail(EXIT_USAGE, "--%s cannot be given in a batch line",
		    common_opts[c].name);
	/* A grid varies two options: --vary may come twice. */
	if (c == C_VARY) {
		if (p->seen_common[c] == 2)
			fail(EXIT_USAGE, "--vary given more than 2 times");
		/* A batch line's override the command line's. */
		if (p->seen_common[c]++ == 0)
			cm->nvary = 0;
	} else if (common_opts[c].arg != NULL && p->seen_common[c]++ > 0)
		fail(EXIT_USAGE, "--%s given twice", common_opts[c].name);
	switch (c) {
	case C_DICE:	cm->dice = value; break;
	case C_SEED:
		cm->seeded = 1;
		cm->seed = (uint64_t)whole_value("seed", value, 0, LONG_MAX);
		break;
	case C_JSON:	cm->json = 1; break;
	case C_ODDS:	cm->odds = 1; break;
	case C_VARY:	cm->vary[cm->nvary++] = value; break;
	case C_NEED:	cm->need = value; break;
	case C_FORMAT:	cm->format_name = value; break;
	case C_EXIT_STATUS: cm->exit_status = 1; break;
	case C_BATCH:	cm->batch = 1; break;
	case C_REPEAT:	cm->repeat = whole_value("repeat", value, 1, REPEAT_MAX); break;
	case C_TABLES:
		if (*value == '\0')
			fail(EXIT_USAGE, "--tables: '' is empty");
		cm->tables = value;
		break;
	case C_VERBOSE:	cm->verbose = 1; break;
	case C_LIST:	cm->list = 1; break;
	case C_HELP:	cm->help = 1; break;
	case C_VERSION:	cm->version = 1; break;
	}
}

static void
set_tool_opt(struct pass *p, int i, const char *value)
{
	const struct opt *o = &p->run->tool->opts[i];
	struct opt_value *v = &p->run->values[i];
	int times = o->times > 0 ? o->times : 1;

	/* opt_value keeps four texts (opts.h). */
	if (times > (int)(sizeof(v->text) / sizeof(v->text[0])))
		times = (int)(sizeof(v->text) / sizeof(v->text[0]));

	if (p->seen[i] == 0)
		v->given = 0;	/* a batch line overrides the command line */
	if (p->seen[i]++ == times) {
		if (times == 1)
			fail(EXIT_USAGE, "--%s given twice", o->name);
		fail(EXIT_USAGE, "--%s given more than %d times", o->name, times);
	}
	v->text[v->given++] = value;
	/* Free text (names a tool prints) is printable text: a newline
	 * would make a fake line of the answer, an escape reach the
	 * terminal. */
	if (o->kind == KIND_TEXT && escape(NULL, value) != strlen(value))
		fail(EXIT_USAGE, "--%s: %s holds a control byte or a byte "
		    "not of UTF-8", o->name, quoted(value));
	if (o->kind == KIND_WHOLE)
		v->whole = whole_value(o->name, value, o->min, o->max);
	if (o->kind == KIND_DISTANCE)
		distance_value(o, value, &v->whole);
}

static void
set_mode(struct pass *p, const char *word)
{
	const struct tool *tool = p->run->tool;
	char names[256];
	int mode;

	if (tool->modes == NULL || p->mode_given)
		fail(EXIT_USAGE, "unexpected argument %s", quoted(word));
	if ((mode = choice_index(tool->modes, word)) < 0)
		fail(EXIT_USAGE, "%s is not a mode: one of %s", quoted(word),
		    mode_names(tool, ~0u, ", ", names, sizeof(names)));
	p->run->mode = mode;
	p->mode_given = 1;
}

/* Long and short options, --name=value, -jv, -d1,2, and "--". */
void
parse_words(struct pass *p, int n, char **words)
{
	const struct tool *tool = p->run->tool;
	const char *w, *name, *eq, *value, *as;
	int i, c, t, options = 1;
	size_t len;

	for (i = 0; i < n; i++) {
		w = words[i];
		if (!options || w[0] != '-' || w[1] == '\0') {
			set_mode(p, w);
			continue;
		}
		if (strcmp(w, "--") == 0) {
			options = 0;
			continue;
		}
		if (w[1] == '-') {
			name = w + 2;
			eq = strchr(name, '=');
			len = eq ? (size_t)(eq - name) : strlen(name);
			c = find_common(name, len, 0);
			t = c < 0 ? find_tool_opt(tool, name, len, &as) : -1;
			if (c < 0 && t < 0)
				fail(EXIT_USAGE, "unknown option %s", quoted(w));
			if (t >= 0 && as != NULL) {
				if (eq != NULL)
					fail(EXIT_USAGE, "--%.*s takes no value",
					    (int)len, name);
				set_tool_opt(p, t, old_flag_value(as));
				continue;
			}
			if (t >= 0 && tool->opts[t].bare != NULL && eq == NULL
			    && (i + 1 == n || words[i + 1][0] == '-'
			    || (tool->modes != NULL
			    && choice_index(tool->modes, words[i + 1]) >= 0))) {
				set_tool_opt(p, t, tool->opts[t].bare);
				continue;
			}
			if ((c >= 0 ? common_opts[c].arg : tool->opts[t].arg) == NULL) {
				if (eq != NULL)
					fail(EXIT_USAGE, "--%.*s takes no value",
					    (int)len, name);
				value = NULL;
			} else if (eq != NULL) {
				value = eq + 1;
			} else if (i + 1 < n) {
				value = words[++i];
			} else {
				fail(EXIT_USAGE, "--%s needs a value", name);
			}
			if (c >= 0)
				set_common(p, c, value);
			else
				set_tool_opt(p, t, value);
			continue;
		}
		for (w++; *w != '\0'; w++) {
			if ((c = find_common(NULL, 0, *w)) < 0)
				fail(EXIT_USAGE, "unknown option '-%c'", *w);
			if (common_opts[c].arg == NULL) {
				set_common(p, c, NULL);
				continue;
			}
			if (w[1] != '\0')
				value = w + 1;
			else if (i + 1 < n)
				value = words[++i];
			else
				fail(EXIT_USAGE, "-%c needs a value", *w);
			set_common(p, c, value);
			break;
		}
	}
}

void
begin_pass(struct pass *p, struct run *run, int in_line)
{
	size_t n = count_opts(run->tool);

	memset(p->seen, 0, n * sizeof(int));
	memset(p->seen_common, 0, sizeof(p->seen_common));
	p->run = run;
	p->in_line = in_line;
	p->mode_given = 0;
}
