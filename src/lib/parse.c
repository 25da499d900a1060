/* parse.c - the words of a command line or a batch line: the common
 * options and the tool's, each value checked as it is read */
#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
	{ "ask", 'a', NULL, "ask for the dice on standard input, a roll "
	    "at a time", 1 },
	{ "seed", 's', "N", "seed the random generator", 1 },
	{ "json", 'j', NULL, "print JSON, one object per line", 1 },
	{ "odds", 'o', NULL, "print the exact odds instead of rolling", 1 },
	{ "vary", 'w', "OPTION=VALUES",
	    "with --odds: compare the odds over these values", 1 },
	{ "need", 'g', "EVENT@P",
	    "with --vary: the first value where EVENT reaches P", 1 },
	{ "format", 'f', "FORMAT",
	    "with --odds: text, markdown, csv, svg, html or json", 1 },
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

/* Whether a and b, n bytes, are the same letters, their case aside. */
static int
same_letters(const char *a, const char *b, size_t n)
{
	for (; n > 0; a++, b++, n--)
		if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
			return 1;
	return 0;
}

/* The k-th word of a comma list and its length; NULL past the last. */
const char *
list_word(const void *list, size_t k, int *len)
{
	const char *c = list;

	while (c != NULL && k-- > 0 && *c != '\0')
		c += strcspn(c, ",") + (c[strcspn(c, ",")] == ',');
	if (c == NULL || *c == '\0')
		return NULL;
	*len = (int)strcspn(c, ",");
	return c;
}

/* How far apart two words are, a letter case aside: the edits (a letter
 * put in, taken out, changed, or two swapped) that make one the other,
 * counted up to 3. */
static int
distance(const char *a, size_t m, const char *b, size_t n)
{
	int d[3][33], i, j, best, x;

	if (m > 32 || n > 32)
		return 3;
	if (m > n + 2 || n > m + 2)
		return 3;
	for (j = 0; j <= (int)n; j++)
		d[0][j] = j;
	for (i = 1; i <= (int)m; i++) {
		d[i % 3][0] = i;
		for (j = 1; j <= (int)n; j++) {
			x = tolower((unsigned char)a[i - 1])
			    != tolower((unsigned char)b[j - 1]);
			best = d[(i - 1) % 3][j - 1] + x;
			if (d[(i - 1) % 3][j] + 1 < best)
				best = d[(i - 1) % 3][j] + 1;
			if (d[i % 3][j - 1] + 1 < best)
				best = d[i % 3][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2]
			    && a[i - 2] == b[j - 1]
			    && d[(i - 2) % 3][j - 2] + 1 < best)
				best = d[(i - 2) % 3][j - 2] + 1;
			d[i % 3][j] = best;
		}
	}
	return d[m % 3][n] > 3 ? 3 : d[m % 3][n];
}

/* Whether text, len bytes, is a near miss of the word, n bytes: two
 * edits, one in a word of four letters or fewer, none in a number or a
 * word of two letters ("3" is no near miss of "2"). */
int
near_miss(const char *text, size_t len, const char *word, size_t n)
{
	int most = len <= 2 ? 0 : len <= 4 ? 1 : 2;

	if (isdigit((unsigned char)text[0]))
		return 0;
	return distance(text, len, word, n) <= most;
}

long
match_word(const char *(*nth)(const void *, size_t, int *),
    const void *ctx, const char *text, struct out *candidates,
    long *suggest)
{
	size_t len = strlen(text), k;
	const char *w;
	long found = -1, count = 0;
	int n, best = 4, d;

	*suggest = -1;
	for (k = 0; (w = nth(ctx, k, &n)) != NULL; k++)
		if ((size_t)n == len && strncmp(w, text, len) == 0)
			return (long)k;
	/* "Veteran" as the table's "veteran". */
	for (k = 0; (w = nth(ctx, k, &n)) != NULL; k++)
		if ((size_t)n == len && same_letters(w, text, len) == 0)
			return (long)k;
	/* "vet": the one value it begins, as getopt_long takes a long
	 * option's. */
	for (k = 0; len > 0 && (w = nth(ctx, k, &n)) != NULL; k++)
		if ((size_t)n > len && same_letters(w, text, len) == 0) {
			if (count++ == 0)
				found = (long)k;
			if (candidates != NULL)
				out_printf(candidates, "%s%.*s",
				    count > 1 ? ", " : "", n, w);
		}
	if (count == 1)
		return found;
	if (count > 1)
		return -2;
	for (k = 0; len > 0 && (w = nth(ctx, k, &n)) != NULL; k++)
		if (near_miss(text, len, w, (size_t)n)
		    && (d = distance(text, len, w, (size_t)n)) < best) {
			best = d;
			*suggest = (long)k;
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
find_letter(char letter)
{
	int i;

	for (i = 0; i < C_COUNT; i++)
		if (common_opts[i].letter == letter)
			return i;
	return -1;
}

/*
 * Every long name the tool answers to, for a look-up by the whole name:
 * a batch line names a few options, and a walk of every name for each
 * of them cost a line a thousand instructions.  Made once a run, in the
 * order the walk took: the common options, the tool's, their old names;
 * the first of equal names stays.
 */
struct name_slot {
	const char	*name;		/* NULL: free */
	size_t		 len;
	int		 c, t;		/* common option or tool option */
	const char	*as;		/* an old flag's value */
};

static size_t
name_hash(const char *name, size_t len)
{
	uint32_t h = 2166136261u;	/* FNV-1a */

	while (len-- > 0)
		h = (h ^ (unsigned char)*name++) * 16777619u;
	return h;
}

static struct name_slot *
name_slot(const struct run *run, const char *name, size_t len)
{
	struct name_slot *s;
	size_t i = name_hash(name, len);

	for (;; i++) {
		s = &run->names[i & run->names_mask];
		if (s->name == NULL || (s->len == len
		    && memcmp(s->name, name, len) == 0))
			return s;
	}
}

static void
add_name(const struct run *run, const char *name, size_t len, int c,
    int t, const char *as)
{
	struct name_slot *s = name_slot(run, name, len);

	if (s->name == NULL)
		*s = (struct name_slot){ name, len, c, t, as };
}

void
option_names(struct run *run)
{
	const struct tool *tool = run->tool;
	size_t n = C_COUNT, size = 64, len, whole;
	const char *a;
	int i;

	for (i = 0; tool->opts[i].name != NULL; i++)
		for (n++, a = tool->opts[i].also; a != NULL && *a != '\0';
		    a += whole + (a[whole] == ','), n++)
			whole = strcspn(a, ",");
	while (size < 2 * n)
		size *= 2;
	run->names = xcalloc(size, sizeof(*run->names));
	run->names_mask = size - 1;
	for (i = 0; i < C_COUNT; i++)
		add_name(run, common_opts[i].name,
		    strlen(common_opts[i].name), i, -1, NULL);
	for (i = 0; tool->opts[i].name != NULL; i++)
		add_name(run, tool->opts[i].name, strlen(tool->opts[i].name),
		    -1, i, NULL);
	for (i = 0; tool->opts[i].name != NULL; i++)
		for (a = tool->opts[i].also; a != NULL && *a != '\0';
		    a += whole + (a[whole] == ',')) {
			whole = strcspn(a, ",");
			len = strcspn(a, "=,");
			add_name(run, a, len, -1, i, len < whole
			    ? a + len + 1 : NULL);
		}
}

/* The option named name, len bytes, whole: *c the common option or *t
 * the tool's, *as an old flag's value, *named the name as the tool has
 * it; 0 if no name is name. */
static int
find_name(const struct run *run, const char *name, size_t len, int *c,
    int *t, const char **as, const char **named)
{
	const struct name_slot *s = name_slot(run, name, len);

	if (s->name == NULL)
		return 0;
	*c = s->c;
	*t = s->t;
	*as = s->as;
	*named = s->name;
	return 1;
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
	char bare[32];
	size_t n = strlen(text);

	/* 6" or 6in as the sheets and the output write it, or 6. */
	if (n > 1 && text[n - 1] == '"')
		n--;
	else if (n > 2 && (text[n - 2] == 'i' || text[n - 2] == 'I')
	    && (text[n - 1] == 'n' || text[n - 1] == 'N'))
		n -= 2;
	if (n < strlen(text) && n < sizeof(bare)
	    && isdigit((unsigned char)text[n - 1])) {
		memcpy(bare, text, n);
		bare[n] = '\0';
	} else {
		snprintf(bare, sizeof(bare), "%s", "");
		n = 0;
	}
	if ((why = parse_thousandths(n > 0 ? bare : text, o->min * 1000,
	    o->max * 1000, thousandths)) != NULL)
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

/*
 * A value a tool prints back, in its answer or a message's context (a
 * --vary row "points=2: ..."), is printable text: a newline would make
 * a fake line, an escape reach the terminal (issue 38, 13).  The one
 * check of every such value: the tool's free text, and --vary's and
 * --need's, whose values are the tool's options' again.
 */
static void
printable_value(const char *option, const char *value)
{
	if (value != NULL && escape(NULL, value) != strlen(value))
		fail(EXIT_USAGE, "--%s: %s holds a control byte or a byte "
		    "not of UTF-8", option, quoted(value));
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
	}
	if (c == C_VARY || c == C_NEED)
		printable_value(common_opts[c].name, value);
	/* Any other given twice: the last (musket(7)), as set below. */
	switch (c) {
	case C_DICE:	cm->dice = value; break;
	case C_ASK:	cm->ask = 1; break;
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

static const char *any_name(const struct tool *, size_t, int *, int *, int *,
    const char **);

/* Which of option i's names, canonical or old, the word name (len
 * bytes, whole or its first letters) is: its place in the tool's
 * declarations, so that two names are told apart by address.  Only
 * option i's names are read: any_name() finds the k-th name from the
 * first, and walking all of them that way cost a batch line a fifth
 * of its instructions. */
static const char *
name_of(const struct tool *tool, int i, const char *name, size_t len)
{
	const struct opt *o = &tool->opts[i];
	const char *a, *first = NULL;
	size_t n, whole;

	n = strlen(o->name);
	if (n >= len && strncmp(o->name, name, len) == 0) {
		if (n == len)
			return o->name;
		first = o->name;
	}
	for (a = o->also; a != NULL && *a != '\0';
	    a += whole + (a[whole] == ',')) {
		whole = strcspn(a, ",");
		n = strcspn(a, "=,");
		if (n < len || strncmp(a, name, len) != 0)
			continue;
		if (n == len)
			return a;
		if (first == NULL)
			first = a;
	}
	return first;
}

/* Two texts of one value: alike, flags' NULLs too, in any case. */
static int
same_text(const char *a, const char *b)
{
	if (a == NULL || b == NULL)
		return a == b;
	return strcasecmp(a, b) == 0;
}

/*
 * Option i given the value, by the name named (NULL: not known).  A
 * value given twice by one name is the last (musket(7)); by two of its
 * names, old or canonical, with two values, a contradiction a player
 * did not mean ("--guns --cavalry"): refused (issue 32).
 */
static void
set_tool_opt(struct pass *p, int i, const char *value, const char *named)
{
	const struct opt *o = &p->run->tool->opts[i];
	struct opt_value *v = &p->run->values[i];
	int times = o->times > 0 ? o->times : 1;

	if (times == 1 && p->seen[i] > 0 && named != NULL
	    && v->named != NULL && named != v->named && v->given > 0
	    && !same_text(v->text[v->given - 1], value))
		fail(EXIT_USAGE, "--%.*s and --%.*s both set --%s",
		    (int)strcspn(v->named, "=,"), v->named,
		    (int)strcspn(named, "=,"), named, o->name);
	v->named = named;

	/* opt_value keeps four texts (opts.h). */
	if (times > (int)(sizeof(v->text) / sizeof(v->text[0])))
		times = (int)(sizeof(v->text) / sizeof(v->text[0]));

	if (p->seen[i] == 0)
		v->given = 0;	/* a batch line overrides the command line */
	/* A flag given twice is the flag; a value given twice, the last
	 * (musket(7)); an option that takes a list of values, not more
	 * than it can hold. */
	if (o->kind == KIND_FLAG && p->seen[i] > 0)
		return;
	if (times == 1 && p->seen[i] > 0)
		v->given = 0;
	else if (p->seen[i] == times)
		fail(EXIT_USAGE, "--%s given more than %d times", o->name, times);
	p->seen[i]++;
	v->text[v->given++] = value;
	if (o->kind == KIND_TEXT)
		printable_value(o->name, value);
	if (o->kind == KIND_WHOLE)
		v->whole = whole_value(o->name, value, o->min, o->max);
	if (o->kind == KIND_DISTANCE)
		distance_value(o, value, &v->whole);
}

static void
set_mode(struct pass *p, const char *word, const char *flag)
{
	const struct tool *tool = p->run->tool;
	struct out candidates = {0};
	char names[256];
	long mode, near;
	int len;

	/* "--attacker-cover soft": the word was meant for the flag. */
	if (flag != NULL && (tool->modes == NULL || p->mode_given
	    || choice_index(tool->modes, word) < 0))
		fail(EXIT_USAGE, "%s takes no value (got %s)", flag,
		    quoted(word));
	if (tool->modes == NULL || p->mode_given)
		fail(EXIT_USAGE, "unexpected argument %s", quoted(word));
	mode = match_word(list_word, tool->modes, word, &candidates, &near);
	if (mode == -2)
		fail(EXIT_USAGE, "%s is ambiguous: %s", quoted(word),
		    candidates.buf);
	if (mode < 0 && near >= 0 && list_word(tool->modes, (size_t)near,
	    &len) != NULL)
		fail(EXIT_USAGE, "%s is not a mode: one of %s; did you mean "
		    "%.*s?", quoted(word), mode_names(tool, ~0u, ", ", names,
		    sizeof(names)), len, list_word(tool->modes, (size_t)near,
		    &len));
	if (mode < 0)
		fail(EXIT_USAGE, "%s is not a mode: one of %s", quoted(word),
		    mode_names(tool, ~0u, ", ", names, sizeof(names)));
	p->run->mode = (int)mode;
	p->mode_given = 1;
}

/*
 * Every name an option answers to, common and the tool's, canonical
 * and old, for a prefix or a near miss: the k-th, its length, and what
 * it is (*c the common option, or *t the tool's and *as an old flag's
 * value).
 */
static const char *
any_name(const struct tool *tool, size_t k, int *len, int *c, int *t,
    const char **as)
{
	const char *a;
	size_t n;
	int i;

	*c = *t = -1;
	*as = NULL;
	if (k < C_COUNT) {
		*c = (int)k;
		*len = (int)strlen(common_opts[k].name);
		return common_opts[k].name;
	}
	k -= C_COUNT;
	for (i = 0; tool->opts[i].name != NULL; i++, k--)
		if (k == 0) {
			*t = i;
			*len = (int)strlen(tool->opts[i].name);
			return tool->opts[i].name;
		}
	for (i = 0; tool->opts[i].name != NULL; i++)
		for (a = tool->opts[i].also; a != NULL && *a != '\0';
		    a += n + (a[n] == ','), k--) {
			n = strcspn(a, ",");
			if (k == 0) {
				*t = i;
				*len = (int)strcspn(a, "=,");
				*as = (size_t)*len < n ? a + *len + 1 : NULL;
				return a;
			}
		}
	return NULL;
}

/* Whether two old flags stand for the same value (NULL: none). */
static int
same_as(const char *a, const char *b)
{
	size_t n;

	if (a == NULL || b == NULL)
		return a == b;
	n = strcspn(a, ",");
	return n == strcspn(b, ",") && strncmp(a, b, n) == 0;
}

/* "'--name'" as a message shows a word typed as an option: a control
 * byte in it as \xNN, not raw on the terminal. */
static const char *
quoted_option(const char *dashes, const char *name, size_t len)
{
	struct out word = {0};
	const char *shown;

	/* Not kept: a batch line's allocations end with the line. */
	out_printf(&word, "%s%.*s", dashes, (int)len, name);
	shown = quoted(word.buf);
	out_free(&word);
	return shown;
}

/*
 * An option named by its first letters, as getopt_long takes them
 * ("--comm" for "--commander-distance"): the one option they begin,
 * else an error that lists those they could be or names a near miss.
 */
static void
find_by_prefix(const struct tool *tool, const char *name, size_t len,
    int *c, int *t, const char **as)
{
	struct out could = {0};
	const char *w, *best = NULL, *as2;
	int n, c2, t2, d, bestd = 4, bestn = 0, count = 0;
	size_t k;

	for (k = 0; (w = any_name(tool, k, &n, &c2, &t2, &as2)) != NULL;
	    k++) {
		if ((size_t)n <= len || strncmp(w, name, len) != 0)
			continue;
		if (count == 0) {
			*c = c2;
			*t = t2;
			*as = as2;
			count = 1;
		} else if (c2 != *c || t2 != *t || !same_as(as2, *as)) {
			/* The same option by another of its names is no
			 * choice. */
			count++;
		}
		out_printf(&could, "%s--%.*s", could.len ? ", " : "", n, w);
	}
	if (count == 1)
		return;
	if (count > 1)
		fail(EXIT_USAGE, "--%.*s is ambiguous: %s", (int)len, name,
		    could.buf);
	for (k = 0; (w = any_name(tool, k, &n, &c2, &t2, &as2)) != NULL;
	    k++)
		if (near_miss(name, len, w, (size_t)n)
		    && (d = distance(name, len, w, (size_t)n)) < bestd) {
			bestd = d;
			best = w;
			bestn = n;
		}
	if (best != NULL)
		fail(EXIT_USAGE, "unknown option %s; did you mean "
		    "--%.*s?", quoted_option("--", name, len), bestn, best);
	fail(EXIT_USAGE, "unknown option %s", quoted_option("--", name, len));
}

/* Whether a word after an option that needs a value is another option
 * rather than its value: "--pins", "-j", but not "-1" or "-". */
static int
is_option(const char *w)
{
	return w[0] == '-' && w[1] != '\0' && w[1] != '.'
	    && !isdigit((unsigned char)w[1]);
}

/* Whether -h or --help is among the words (before a "--"). */
static int
asks_help(int n, char **words)
{
	const char *w;
	int i, c;

	for (i = 0; i < n; i++) {
		w = words[i];
		if (strcmp(w, "--") == 0)
			return 0;
		if (strcmp(w, "--help") == 0)
			return 1;
		if (w[0] != '-' || w[1] == '-')
			continue;
		for (w++; *w != '\0'; w++) {
			if ((c = find_letter(*w)) < 0)
				break;
			if (c == C_HELP)
				return 1;
			if (common_opts[c].arg != NULL)
				break;
		}
	}
	return 0;
}

/* The word parse_from() is at: after a failure, help goes on past it. */
static volatile int word_at;

/* Long and short options, --name=value, -jv, -d1,2, and "--", from the
 * word at word_at on. */
static void
parse_from(struct pass *p, int n, char **words)
{
	const struct tool *tool = p->run->tool;
	const char *w, *next, *name, *eq, *value, *as, *named;
	const char *flag = NULL;
	char short_flag[3] = "-?";
	int c, t, options = 1;
	size_t len;

	for (; word_at < n; word_at++) {
		w = words[word_at];
		next = word_at + 1 < n ? words[word_at + 1] : NULL;
		if (!options || w[0] != '-' || w[1] == '\0') {
			set_mode(p, w, options ? flag : NULL);
			flag = NULL;
			continue;
		}
		flag = NULL;
		if (strcmp(w, "--") == 0) {
			options = 0;
			continue;
		}
		if (w[1] == '-') {
			name = w + 2;
			eq = strchr(name, '=');
			len = eq ? (size_t)(eq - name) : strlen(name);
			if (!find_name(p->run, name, len, &c, &t, &as,
			    &named)) {
				c = t = -1;
				as = NULL;
				find_by_prefix(tool, name, len, &c, &t, &as);
				named = t >= 0 ? name_of(tool, t, name, len)
				    : NULL;
			}
			if (t >= 0 && as != NULL) {
				if (eq != NULL)
					fail(EXIT_USAGE, "--%.*s takes no value",
					    (int)len, name);
				set_tool_opt(p, t, old_flag_value(as), named);
				flag = w;
				continue;
			}
			if (t >= 0 && tool->opts[t].bare != NULL && eq == NULL
			    && (next == NULL || next[0] == '-'
			    || (tool->modes != NULL
			    && choice_index(tool->modes, next) >= 0))) {
				set_tool_opt(p, t, tool->opts[t].bare, named);
				continue;
			}
			if ((c >= 0 ? common_opts[c].arg : tool->opts[t].arg) == NULL) {
				if (eq != NULL)
					fail(EXIT_USAGE, "--%.*s takes no value",
					    (int)len, name);
				value = NULL;
				flag = w;
			} else if (eq != NULL) {
				value = eq + 1;
			} else if (next != NULL && !is_option(next)) {
				value = words[++word_at];
			} else if (next != NULL) {
				fail(EXIT_USAGE, "--%s needs a value (got %s)",
				    name, quoted(next));
			} else {
				fail(EXIT_USAGE, "--%s needs a value", name);
			}
			if (c >= 0)
				set_common(p, c, value);
			else
				set_tool_opt(p, t, value, named);
			continue;
		}
		for (w++; *w != '\0'; w++) {
			if ((c = find_letter(*w)) < 0)
				fail(EXIT_USAGE, "unknown option %s",
				    quoted_option("-", w, 1));
			if (common_opts[c].arg == NULL) {
				set_common(p, c, NULL);
				short_flag[1] = *w;
				flag = short_flag;
				continue;
			}
			flag = NULL;
			if (w[1] != '\0')
				value = w + 1;
			else if (next != NULL && !is_option(next))
				value = words[++word_at];
			else if (next != NULL)
				fail(EXIT_USAGE, "-%c needs a value (got %s)",
				    *w, quoted(next));
			else
				fail(EXIT_USAGE, "-%c needs a value", *w);
			set_common(p, c, value);
			break;
		}
	}
}

/*
 * The words of a command line or a batch line.  --help anywhere on the
 * command line wins: the words are read past any error, so that a
 * --tables before or after it still shows that folder's values.
 */
void
parse_words(struct pass *p, int n, char **words)
{
	struct failure skip, *outer = catching;

	word_at = 0;
	if (p->in_line || !asks_help(n, words)) {
		parse_from(p, n, words);
		return;
	}
	catching = &skip;
	if (setjmp(skip.where) != 0)
		word_at++;
	if (word_at < n)
		parse_from(p, n, words);
	catching = outer;
	p->run->common.help = 1;
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
