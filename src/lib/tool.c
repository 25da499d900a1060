/* tool.c - parse, load the tables, resolve (once, N times or per line), print */
#include <errno.h>
#include <stdarg.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "arena.h"
#include "err.h"
#include "format.h"
#include "num.h"
#include "tables-dir.h"
#include "tool.h"
#include "walk.h"

#ifndef MUSKET_VERSION
#define MUSKET_VERSION "0"
#endif

#ifndef REPEAT_MAX		/* the fuzzers' builds keep it small */
#define REPEAT_MAX	100000000L
#endif
/* A scenario is a short line; a longer one is not a scenario. */
#define BATCH_LINE_MAX	65536
#define BATCH_LINE_MAX_TEXT "65536"

enum common_index {
	C_DICE, C_SEED, C_JSON, C_ODDS, C_VARY, C_NEED, C_FORMAT, C_EXIT_STATUS,
	C_BATCH, C_REPEAT, C_TABLES, C_VERBOSE, C_LIST, C_HELP, C_VERSION,
	C_COUNT
};

static const struct common_opt {
	const char	*name;
	char		 letter;
	const char	*arg;
	const char	*help;
	int		 in_batch_line;
} common_opts[C_COUNT] = {
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

/* One pass over words: the command line, or a batch line on top of it. */
struct pass {
	struct run	*run;
	int		 in_line;	/* a batch line */
	int		*seen;		/* times each tool option was given */
	int		 seen_common[C_COUNT];
	int		 mode_given;
};

static size_t
count_opts(const struct tool *tool)
{
	size_t n = 0;

	while (tool->opts[n].name != NULL)
		n++;
	return n;
}

/* The index of word in a comma list, or -1. */
static int
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
static const char *
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
static const char *
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

static int
find_tool_opt(const struct tool *tool, const char *name, size_t len)
{
	int i;

	for (i = 0; tool->opts[i].name != NULL; i++)
		if (same_name(tool->opts[i].name, name, len))
			return i;
	return -1;
}

static long
whole_value(const char *option, const char *text, long min, long max)
{
	const char *why;
	long value;

	if ((why = parse_whole(text, min, max, &value)) != NULL)
		fail(EXIT_USAGE, "--%s: %s %s", option, quoted(text), why);
	return value;
}

/* Distances are kept exact, in thousandths: 2.5 is 2500. */
static void
distance_value(const struct opt *o, const char *text, long *thousandths)
{
	const char *why;

	if ((why = parse_thousandths(text, o->min * 1000, o->max * 1000,
	    thousandths)) != NULL)
		fail(EXIT_USAGE, "--%s: %s %s", o->name, quoted(text), why);
}

static int
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
static void
parse_words(struct pass *p, int n, char **words)
{
	const struct tool *tool = p->run->tool;
	const char *w, *name, *eq, *value;
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
			t = c < 0 ? find_tool_opt(tool, name, len) : -1;
			if (c < 0 && t < 0)
				fail(EXIT_USAGE, "unknown option %s", quoted(w));
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

static void
check_conflicts(const struct run *run)
{
	const struct common *c = &run->common;
	const struct tool *tool = run->tool;
	char names[256], mode[64];
	size_t i;

	if (c->odds && c->dice)
		fail(EXIT_USAGE, "--odds and --dice cannot go together");
	if (c->odds && c->repeat)
		fail(EXIT_USAGE, "--odds and --repeat cannot go together");
	if (c->odds && c->seeded)
		fail(EXIT_USAGE, "--odds and --seed cannot go together");
	if (c->dice && c->repeat)
		fail(EXIT_USAGE, "--dice and --repeat cannot go together");
	if (c->dice && c->seeded)
		fail(EXIT_USAGE, "--dice and --seed cannot go together");
	if (c->nvary > 0 && !c->odds)
		fail(EXIT_USAGE, "--vary goes with --odds");
	if (c->need != NULL && c->nvary == 0)
		fail(EXIT_USAGE, "--need goes with --vary");
	if (c->json && c->format != FORMAT_TEXT && c->format != FORMAT_JSON)
		fail(EXIT_USAGE, "--format %s and --json cannot go together",
		    format_names[c->format]);
	if (c->format >= FORMAT_MARKDOWN && !c->odds)
		fail(EXIT_USAGE, "--format %s goes with --odds",
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

static size_t
slot_of(const struct table_schema *schema)
{
	return (uintptr_t)schema / sizeof(*schema) % TABLE_SLOTS;
}

/* Index the loaded tables: a tool may look one up a thousand times a
 * resolution, and a tool may have a dozen tables. */
static void
index_tables(struct run *run)
{
	size_t i, h;

	for (i = 0; run->tool->tables[i] != NULL && i < TABLE_SLOTS / 2; i++) {
		for (h = slot_of(run->tool->tables[i]); run->slot_schema[h];
		    h = (h + 1) % TABLE_SLOTS)
			;
		run->slot_schema[h] = run->tool->tables[i];
		run->slot_table[h] = run->tables[i];
	}
}

const struct table *
table_of(const struct run *run, const struct table_schema *schema)
{
	size_t i, h;

	for (h = slot_of(schema); run->slot_schema[h] != NULL;
	    h = (h + 1) % TABLE_SLOTS)
		if (run->slot_schema[h] == schema)
			return run->slot_table[h];
	/* Not indexed: not the tool's, or past the index's room. */
	for (i = 0; run->tool->tables[i] != NULL; i++)
		if (run->tool->tables[i] == schema)
			return run->tables[i];
	fail(EXIT_TABLE, "%s: not a table of %s", schema->file, run->tool->name);
}

const struct opt_value *
option(const struct run *run, int i)
{
	return &run->values[i];
}

/* The k-th value an enumerated option takes, and its length; NULL past
 * the last. */
static const char *
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
	const char *text = v->given ? v->text[0] : o->fallback, *why;
	char names[256];
	long row;

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
	values_of(run, o, names, sizeof(names));
	if (!v->given)
		fail(EXIT_TABLE, "%s: the default --%s %s is not one of %s",
		    table_of(run, o->table)->path, o->name, quoted(text), names);
	if (o->max > o->min)
		fail(EXIT_USAGE, "--%s: %s is not one of %s, or a number from "
		    "%ld to %ld", o->name, quoted(text), names, o->min, o->max);
	fail(EXIT_USAGE, "--%s: %s is not one of %s", o->name, quoted(text),
	    names);
}

int
option_find(const struct tool *tool, const char *name, size_t len)
{
	return find_tool_opt(tool, name, len);
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
static void
finish_values(struct run *run)
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
		if (o->kind == KIND_WORD)
			resolve_word(run, i);
		else if (!v->given && o->fallback != NULL && o->kind == KIND_WHOLE)
			v->whole = whole_value(o->name, o->fallback, o->min, o->max);
		else if (!v->given && o->fallback != NULL && o->kind == KIND_DISTANCE)
			distance_value(o, o->fallback, &v->whole);
	}
	check_conflicts(run);
	options_imply(run);
}

static void
json_inputs(struct run *run)
{
	const struct tool *tool = run->tool;
	const struct opt *o;
	const struct opt_value *v;
	char key[64];
	int i, k;

	json_key(&run->out, "inputs");
	json_open(&run->out, '{');
	if (tool->modes != NULL) {
		json_key(&run->out, "mode");
		snprintf(key, sizeof(key), "%.*s",
		    (int)strcspn(mode_name(tool, run->mode), ","),
		    mode_name(tool, run->mode));
		json_string(&run->out, key);
	}
	for (i = 0; tool->opts[i].name != NULL; i++) {
		o = &tool->opts[i];
		v = &run->values[i];
		if (o->modes != 0 && !(o->modes & 1u << run->mode))
			continue;
		snprintf(key, sizeof(key), "%s", o->name);
		for (k = 0; key[k] != '\0'; k++)
			if (key[k] == '-')
				key[k] = '_';
		json_key(&run->out, key);
		if (o->kind == KIND_FLAG)
			json_bool(&run->out, v->given > 0);
		else if (!v->given && v->implied == NULL && o->fallback == NULL)
			json_null(&run->out);
		else if (o->kind == KIND_WHOLE || (o->kind == KIND_WORD && v->row < 0))
			json_whole(&run->out, v->whole);
		else if (o->kind == KIND_DISTANCE)
			json_double(&run->out, (double)v->whole / 1000);
		else if (o->times > 1) {
			json_open(&run->out, '[');
			for (k = 0; k < v->given; k++)
				json_string(&run->out, v->text[k]);
			json_close(&run->out, ']');
		} else
			json_string(&run->out, v->given ? v->text[0]
			    : v->implied != NULL ? v->implied : o->fallback);
	}
	json_close(&run->out, '}');
}

void
modifier_add(struct run *run, const char *name, long value, const char *side,
    const struct table *t, size_t row)
{
	struct modifier *m;

	if (run->nmodifiers == MODIFIERS_MAX)
		fail(EXIT_TABLE, "more than %d modifiers", MODIFIERS_MAX);
	m = &run->modifiers[run->nmodifiers++];
	m->name = name;
	m->value = value;
	m->side = side;
	m->table = t;
	m->row = row;
}

void
text_modifiers(struct run *run)
{
	const struct modifier *m;
	size_t i;

	for (i = 0; i < run->nmodifiers; i++) {
		m = &run->modifiers[i];
		out_printf(&run->out, "  %s%s%s %+ld", m->side ? m->side : "",
		    m->side ? " " : "", m->name, m->value);
		if (m->table != NULL)
			out_printf(&run->out, "  (%s)", table_source(m->table,
			    m->row));
		out_printf(&run->out, "\n");
	}
}

static void
json_head(struct run *run)
{
	json_open(&run->out, '{');
	json_key(&run->out, "tool");
	json_string(&run->out, run->tool->name);
	json_inputs(run);
}

void
json_result_begin(struct run *run, const char *outcome, const char *effect)
{
	const struct modifier *m;
	size_t i;

	json_head(run);
	json_key(&run->out, "dice");
	json_open(&run->out, '[');
	for (i = 0; i < run->dice.nlog; i++) {
		json_open(&run->out, '{');
		json_key(&run->out, "roll");
		json_string(&run->out, run->dice.log[i].roll);
		json_key(&run->out, "sides");
		json_whole(&run->out, run->dice.log[i].sides);
		json_key(&run->out, "value");
		json_whole(&run->out, run->dice.log[i].value);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "outcome");
	json_string(&run->out, outcome);
	json_key(&run->out, "effect");
	json_string(&run->out, effect);
	json_key(&run->out, "modifiers");
	json_open(&run->out, '[');
	for (i = 0; i < run->nmodifiers; i++) {
		m = &run->modifiers[i];
		json_open(&run->out, '{');
		json_key(&run->out, "name");
		json_string(&run->out, m->name);
		json_key(&run->out, "value");
		json_whole(&run->out, m->value);
		json_key(&run->out, "side");
		if (m->side != NULL)
			json_string(&run->out, m->side);
		else
			json_null(&run->out);
		json_key(&run->out, "source");
		if (m->table != NULL)
			json_string(&run->out, table_source(m->table, m->row));
		else
			json_null(&run->out);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
}

void
json_odds_begin(struct run *run)
{
	json_head(run);
}

/*
 * usage: NAME [--option ARG] ... [options], from the options; a tool
 * with modes has an alternative a mode, its word first (the first
 * mode's in brackets: the default), with the options of that mode.
 */
static void
usage_line(const struct tool *tool)
{
	const struct opt *o;
	const char *m = tool->modes;
	int mode = 0, i;

	printf("usage: %s", tool->name);
	do {
		if (m != NULL) {
			printf(mode ? " | %.*s" : " [%.*s]",
			    (int)strcspn(m, ","), m);
			m += strcspn(m, ",");
			m += *m == ',';
		}
		for (i = 0; tool->opts[i].name != NULL; i++) {
			o = &tool->opts[i];
			if (o->modes != 0 && !(o->modes & 1u << mode))
				continue;
			printf(" [--%s%s%s]", o->name, o->arg ? " " : "",
			    o->arg ? o->arg : "");
		}
		printf(" [options]");
		mode++;
	} while (m != NULL && *m != '\0');
	printf("\n\n");
}

/*
 * The help, with each table-valued option's values from the tables as
 * loaded (a house table's names, not a copy of the shipped ones kept in
 * C); without them when the tables could not be loaded.
 */
static void
help(struct run *run, int loaded)
{
	const struct tool *tool = run->tool;
	const struct opt *o;
	const char *name;
	char left[64];
	size_t k;
	int i, n;

	usage_line(tool);
	for (i = 0; tool->opts[i].name != NULL; i++) {
		o = &tool->opts[i];
		snprintf(left, sizeof(left), "--%s%s%s", o->name,
		    o->arg ? " " : "", o->arg ? o->arg : "");
		printf("  %-28s %s", left, o->help);
		if (loaded && o->kind == KIND_WORD && o->table != NULL) {
			for (k = 0; (name = value_at(run, o, k, &n)) != NULL;
			    k++)
				printf("%s%.*s", k ? ", " : ": ", n, name);
			if (o->max > o->min)
				printf(" or a number");
		}
		printf("\n");
	}
	printf("\n");
	for (i = 0; i < C_COUNT; i++) {
		snprintf(left, sizeof(left), "-%c, --%s%s%s",
		    common_opts[i].letter, common_opts[i].name,
		    common_opts[i].arg ? " " : "",
		    common_opts[i].arg ? common_opts[i].arg : "");
		printf("  %-28s %s\n", left, common_opts[i].help);
	}
	printf("\nSee %s(1) and musket(7).\n", tool->name);
}

/* "--morale inexperienced regular veteran": for players and completions. */
static void
list_values(struct run *run)
{
	const struct opt *o;
	const char *name;
	size_t k;
	int i, n;

	if (run->tool->modes != NULL) {
		printf("mode");
		for (i = 0; *mode_name(run->tool, i) != '\0'; i++)
			printf(" %.*s", (int)strcspn(mode_name(run->tool, i), ","),
			    mode_name(run->tool, i));
		printf("\n");
	}
	for (i = 0; run->tool->opts[i].name != NULL; i++) {
		o = &run->tool->opts[i];
		if (o->kind != KIND_WORD)
			continue;
		printf("--%s", o->name);
		for (k = 0; (name = value_at(run, o, k, &n)) != NULL; k++)
			printf(" %.*s", n, name);
		printf("\n");
	}
}

/*
 * A batch line's words, shell style: blanks separate, '' and "" quote,
 * a backslash escapes, # starts a comment.  Split in place.
 */
static const char *
split_words(char *line, char ***words, size_t *n, size_t *cap)
{
	char *r = line, *w;
	char quote;

	*n = 0;
	for (;;) {
		while (*r == ' ' || *r == '\t' || *r == '\r')
			r++;
		if (*r == '\0' || *r == '#')
			return NULL;
		if (*n + 1 >= *cap) {
			size_t more = *cap ? 2 * *cap : 32;

			*words = xrealloc(*words, more * sizeof(char *));
			*cap = more;
		}
		(*words)[(*n)++] = w = r;
		while (*r != '\0' && *r != ' ' && *r != '\t' && *r != '\r') {
			if (*r == '\\') {
				if (*++r == '\0')
					return "a backslash ends the line";
				*w++ = *r++;
			} else if (*r == '\'' || *r == '"') {
				quote = *r++;
				while (*r != quote) {
					if (*r == '\0')
						return quote == '\'' ?
						    "unterminated ' quote" :
						    "unterminated \" quote";
					/* strchr() finds the terminating NUL too. */
					if (quote == '"' && *r == '\\' && r[1] != '\0'
					    && strchr("\"\\$`", r[1]) != NULL)
						r++;
					*w++ = *r++;
				}
				r++;
			} else {
				*w++ = *r++;
			}
		}
		if (*r != '\0')
			r++;
		*w = '\0';
	}
}

void
outcome(struct run *run, int which)
{
	run->outcome = which;
	run->failed = !run->tool->outcomes[which].success;
}

int
outcome_named(const struct run *run, const char *token)
{
	const struct outcome_def *o = run->tool->outcomes;
	int i;

	for (i = 0; o[i].token != NULL; i++)
		if (strcmp(o[i].token, token) == 0)
			return i;
	return -1;
}

void
effect(struct run *run, const char *fmt, ...)
{
	va_list ap;

	/* No walk of the odds prints an effect. */
	if (run->dice.source == DICE_WALK)
		return;
	if (run->effect.len > 0)
		out_write(&run->effect, "; ", 2);
	va_start(ap, fmt);
	out_vprintf(&run->effect, fmt, ap);
	va_end(ap);
}

void
quantity(struct run *run, int which, long value)
{
	run->quantity[which] = value;
	run->quantity_set |= 1u << which;
}

void
quantity_repeat(struct run *run, int which, long difference, long step)
{
	if (!(run->repeat_set & 1u << which)) {
		memset(run->repeat_step[which], 0,
		    sizeof(run->repeat_step[which]));
		run->repeat_set |= 1u << which;
	}
	run->repeat_step[which][difference + DIE_SIDES_MAX - 1] = step;
}

void
reach(struct run *run, int which)
{
	run->reached |= 1u << which;
}

const char *
option_text(const struct run *run, int i)
{
	const struct opt_value *v = option(run, i);

	return v->given ? v->text[v->given - 1] : run->tool->opts[i].fallback;
}

void
out_band(struct out *out, const struct table *t, size_t row)
{
	const struct cell *low = &t->cells[row * t->columns + t->low];
	const struct cell *high = &t->cells[row * t->columns + t->high];

	if (low->blank && high->blank)
		out_printf(out, "any");
	else if (high->blank)
		out_printf(out, "%ld or more", low->whole);
	else if (low->blank)
		out_printf(out, "up to %ld", high->whole);
	else if (low->whole == high->whole)
		out_printf(out, "%ld", low->whole);
	else
		out_printf(out, "%ld-%ld", low->whole, high->whole);
}

void
json_dice_of(struct out *out, const struct dice *d, const char *what)
{
	size_t i;

	json_open(out, '[');
	for (i = 0; i < d->nlog; i++)
		if (d->log[i].roll == what || strcmp(d->log[i].roll, what) == 0)
			json_whole(out, d->log[i].value);
	json_close(out, ']');
}

void
text_dice(struct run *run, const char *label, const char *what)
{
	size_t i;

	for (i = 0; i < run->dice.nlog; i++)
		if (strcmp(run->dice.log[i].roll, what) == 0) {
			out_printf(&run->out, "%s", label);
			out_dice(&run->out, &run->dice, what, " ");
			return;
		}
}

void
run_mechanic(struct run *run)
{
	run->nmodifiers = 0;
	run->outcome = -1;
	run->quantity_set = 0;
	run->repeat_set = 0;
	run->reached = 0;
	out_reset(&run->effect);
	run->follow.tool = NULL;
	memset(run->state, 0, run->tool->state_size);
	run->tool->resolve(run, run->state);
	if (run->outcome < 0)
		fail(EXIT_TABLE, "%s: no outcome for these inputs",
		    run->tool->name);
}

/* One resolution, or the odds, into run->out in the form asked for. */
static void
resolve_once(struct run *run)
{
	const struct tool *tool = run->tool;
	run->out.cells = run->common.format >= FORMAT_MARKDOWN;
	if (run->common.nvary > 0) {
		vary_print(run);
		out_format(&run->out, run->common.format);
		return;
	}
	if (run->common.odds) {
		struct odds_found found = {0};

		odds_bound(odds_estimate(run));
		odds_walk(run, &found);
		odds_print(run, &found, run->state);
		odds_found_free(&found);
		run->failed = 0;
		out_format(&run->out, run->common.format);
		return;
	}
	dice_start(&run->dice);
	run_mechanic(run);
	dice_finish(&run->dice);
	if (run->common.json) {
		json_result_begin(run, tool->outcomes[run->outcome].token,
		    run->effect.len ? run->effect.buf : "");
		tool->json(run, run->state);
		json_close(&run->out, '}');
		return;
	}
	tool->text(run, run->state);
	if (run->common.verbose) {
		text_modifiers(run);
		text_tables(run);
	}
}

/*
 * Many resolutions (a batch, --repeat) print one line each, so that
 * sort and awk see one result a line: the lines of a text answer are
 * joined with "; " (their indents dropped), unless the player asked
 * for the whole story with --verbose.
 */
static void
write_answer(const struct run *run, long times)
{
	const char *p = run->out.buf, *end = p + run->out.len;

	if ((times == 1 && !run->common.batch) || run->common.json
	    || run->common.odds || run->common.verbose) {
		fwrite(p, 1, run->out.len, stdout);
		return;
	}
	/* A byte at a time, unlocked: cheaper than a locked call a piece. */
	for (; p < end; p++) {
		if (*p != '\n') {
			putc_unlocked(*p, stdout);
			continue;
		}
		if (p + 1 == end) {
			putc_unlocked('\n', stdout);
			break;
		}
		putc_unlocked(';', stdout);
		putc_unlocked(' ', stdout);
		/* An indent lays out lines; joined, it is only blanks. */
		while (p + 1 < end && p[1] == ' ')
			p++;
	}
}

/* Standard output is a pipe or a socket, whose reader may go. */
static int flush_each;

/*
 * A batch line's error, "line N: why".  Standard error lost too (a
 * closed pipe, SIGPIPE ignored) ends the batch, bad lines being told
 * nowhere: there is nothing left to say it on.
 */
static void
line_error(long lineno, const char *why)
{
	if (fprintf(stderr, "%s: line %ld: %s\n", progname, lineno, why) < 0
	    || ferror(stderr)) {
		fflush(stdout);
		exit(EXIT_USAGE);
	}
}

/* Resolve as the options say, writing each answer once it is whole. */
static int
resolve_all(struct run *run)
{
	long i, times = run->common.repeat ? run->common.repeat : 1;
	int failed = 0;

	if (run->common.dice != NULL)
		dice_take_list(&run->dice, run->common.dice);
	else
		run->dice.source = DICE_RANDOM;
	if (run->common.seeded)
		rng_seed(&run->dice.rng, run->common.seed);
	for (i = 0; i < times; i++) {
		out_reset(&run->out);
		resolve_once(run);
		write_answer(run, times);
		/* To a pipe, each answer goes at once: a reader gone is seen
		 * at the first answer, not a stdio buffer later. */
		if ((flush_each && fflush(stdout) == EOF) || ferror(stdout))
			output_lost();
		failed |= run->failed;
	}
	return run->common.exit_status && failed ? EXIT_FAILED : EXIT_RESOLVED;
}

static void
begin_pass(struct pass *p, struct run *run, int in_line)
{
	size_t n = count_opts(run->tool);

	memset(p->seen, 0, n * sizeof(int));
	memset(p->seen_common, 0, sizeof(p->seen_common));
	p->run = run;
	p->in_line = in_line;
	p->mode_given = 0;
}

/* What one call of tool_main holds, all of it in the run's arena. */
struct session {
	struct failure	 line_failure;	/* what a batch line catches */
	struct arena	 line_arena;	/* what it allocates */
	struct run	 run;
	struct pass	 pass;
	struct run	 line_run;	/* a batch line, on top of run */
	char		*line;		/* the batch line being read */
	char		**words;
	size_t		 nwords, cap_words;
};

/*
 * One batch line: its status, its error told as "line N: ...".  What
 * it allocates is its own arena's, freed when it ends however it ends:
 * its dice, its output, and whatever a fail() cut short.
 */
static int
try_line(struct session *s, long lineno)
{
	/* A line's own --seed holds for that line: the lines after it go
	 * on with the batch's dice. */
	struct rng stream = s->line_run.dice.rng;
	struct failure *outer = catching;	/* a harness's */
	int status;

	s->line_run.dice = (struct dice){ .rng = stream };
	s->line_run.out = (struct out){0};
	s->line_run.effect = (struct out){0};
	s->line_run.follow = (struct follow_up){0};
	arena_use(&s->line_arena);
	catching = &s->line_failure;
	if (setjmp(s->line_failure.where) == 0) {
		begin_pass(&s->pass, &s->line_run, 1);
		parse_words(&s->pass, (int)s->nwords, s->words);
		finish_values(&s->line_run);
		status = resolve_all(&s->line_run);
	} else {
		line_error(lineno, s->line_failure.message);
		status = s->line_failure.status;
	}
	catching = outer;
	if (!s->line_run.common.seeded)
		stream = s->line_run.dice.rng;
	arena_use(NULL);
	arena_free(&s->line_arena);
	s->line_run.dice.rng = stream;
	return status;
}

/*
 * Read a line of at most BATCH_LINE_MAX bytes into s->line, without
 * its newline: 1 if one was read, 0 at the end of the input.  A longer
 * line is read to its end and reported, and so is a NUL byte.
 */
static int
read_line(struct session *s, const char **why)
{
	size_t len = 0;
	int c, nul = 0;

	if (s->line == NULL)
		s->line = xrealloc(NULL, BATCH_LINE_MAX + 1);
	*why = NULL;
	while ((c = getc_unlocked(stdin)) != EOF && c != '\n') {
		if (c == '\0')
			nul = 1;
		if (len < BATCH_LINE_MAX)
			s->line[len] = (char)c;
		len++;
	}
	if (ferror(stdin))
		fail(EXIT_USAGE, "standard input: %s", strerror(errno));
	if (c == EOF && len == 0)
		return 0;
	if (len > BATCH_LINE_MAX)
		*why = "longer than " BATCH_LINE_MAX_TEXT " bytes";
	else if (nul)
		*why = "contains a NUL byte";
	s->line[len > BATCH_LINE_MAX ? BATCH_LINE_MAX : len] = '\0';
	return 1;
}

/* Each line resolved on its own; a bad line is told and skipped. */
static int
run_batch(struct session *s)
{
	const struct run *base = &s->run;
	size_t n = count_opts(base->tool);
	const char *why;
	long lineno = 0;
	int status = EXIT_RESOLVED, st;

	/* The line's own values, dice and output; the rest is shared. */
	s->line_run = *base;
	s->line_run.values = xcalloc(n, sizeof(struct opt_value));
	while (read_line(s, &why)) {
		lineno++;
		if (why == NULL)
			why = split_words(s->line, &s->words, &s->nwords,
			    &s->cap_words);
		if (why != NULL) {
			line_error(lineno, why);
			st = EXIT_USAGE;
		} else if (s->nwords == 0) {
			continue;
		} else {
			/* The line's options go on top of the command line's. */
			memcpy(s->line_run.values, base->values,
			    n * sizeof(struct opt_value));
			s->line_run.common = base->common;
			s->line_run.mode = base->mode;
			st = try_line(s, lineno);
		}
		/* The worst status wins: a table error, bad input, a failure. */
		if (st > status)
			status = st;
	}
	return status;
}

static int
run_session(struct session *s, const struct tool *tool, int argc, char *argv[])
{
	struct run *run = &s->run;
	size_t n = count_opts(tool);

	run->tool = tool;
	run->values = xcalloc(n, sizeof(struct opt_value));
	run->state = xcalloc(1, tool->state_size ? tool->state_size : 1);
	s->pass.seen = xcalloc(n, sizeof(int));
	begin_pass(&s->pass, run, 0);
	parse_words(&s->pass, argc - 1, argv + 1);
	if (run->common.help) {
		help(run, tables_try_load(run));
		return EXIT_RESOLVED;
	}
	if (run->common.version) {
		printf("%s (musket) %s\n", tool->name, MUSKET_VERSION);
		return EXIT_RESOLVED;
	}

	tables_load(run);
	index_tables(run);
	if (tool->check_tables != NULL)
		tool->check_tables(run);

	if (run->common.list) {
		list_values(run);
		return EXIT_RESOLVED;
	}
	finish_values(run);
	if (getrandom(&run->dice.rng, sizeof(run->dice.rng), 0)
	    != (ssize_t)sizeof(run->dice.rng))
		rng_seed(&run->dice.rng, (uint64_t)getpid());
	if (!run->common.batch)
		return resolve_all(run);
	/* Each line takes its own dice; the command line's go with none. */
	if (run->common.dice != NULL)
		fail(EXIT_USAGE, "--dice goes in a batch line, not with --batch");
	if (run->common.seeded)
		rng_seed(&run->dice.rng, run->common.seed);
	run->common.seeded = 0;
	return run_batch(s);
}

/* GMP's allocations are the suite's: out of memory is told alike. */
static void *
gmp_alloc(size_t size)
{
	return xrealloc(NULL, size);
}

static void *
gmp_realloc(void *p, size_t old, size_t size)
{
	(void)old;
	return xrealloc(p, size);
}

static void
gmp_free(void *p, size_t size)
{
	(void)size;
	xfree(p);
}

/*
 * Each declared array has exactly its enum's count of entries, then its
 * NULL end: a hole (an enum entry without its designated row) or a row
 * past the count is a build defect, refused before any input is read
 * (EX_SOFTWARE: no user input causes it).  A count of 0 is not checked.
 */
static void
check_declared(const char *what, size_t count, size_t stride,
    const void *array, size_t offset)
{
	const char *base = array;
	const char *name;
	size_t i;

	if (count == 0 || array == NULL)
		return;
	for (i = 0; i <= count; i++) {
		memcpy(&name, base + i * stride + offset, sizeof(name));
		if ((name == NULL) == (i < count)) {
			fprintf(stderr, "%s: %s %zu of %zu is %s\n", progname,
			    what, i, count, i < count ? "not declared" :
			    "not the end");
			exit(70);
		}
	}
}

static void
check_declarations(const struct tool *tool)
{
	check_declared("option", tool->nopts, sizeof(struct opt),
	    tool->opts, offsetof(struct opt, name));
	check_declared("table", tool->ntables, sizeof(*tool->tables),
	    tool->tables, 0);
	check_declared("outcome", tool->noutcomes,
	    sizeof(struct outcome_def), tool->outcomes,
	    offsetof(struct outcome_def, token));
	check_declared("quantity", tool->nquantities,
	    sizeof(struct quantity_def), tool->quantities,
	    offsetof(struct quantity_def, key));
}

int
tool_main(const struct tool *tool, int argc, char *argv[])
{
	struct stat st;
	int status;

	progname = tool->name;
	check_declarations(tool);
	flush_each = fstat(STDOUT_FILENO, &st) == 0
	    && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode));
	mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
	status = run_session(xcalloc(1, sizeof(struct session)), tool, argc,
	    argv);
	/* The run's all: its tables, its session.  A fail() leaves it to
	 * exit(), or to the harness that caught it. */
	arena_free(NULL);
	if (fflush(stdout) == EOF || ferror(stdout))
		fail(EXIT_USAGE, "standard output: %s", strerror(errno));
	return status;
}
