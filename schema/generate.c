/*
 * schema/generate.c - a tool's JSON Schema, from its declarations.
 *
 * Linked with a tool's own object (src/TOOL.o, main and all) and
 * -Wl,--wrap=tool_main: the tool's main hands its struct tool to
 * __wrap_tool_main here, which prints the schema of every object that
 * tool writes with --json (a result, an odds walk, a --vary table, a
 * refused batch line) and exits.  The schema is so derived, never copied:
 * an option renamed or an outcome added changes it at the next build.
 *
 * What it declares is what the engine writes (report.c, odds-out.c):
 * "inputs" exactly (every option typed by its kind, null where it may
 * have no value), "outcome" as the tool's tokens, each quantity's rows
 * and means.  A tool's own keys (its json and odds_json) are allowed
 * unchecked: no declaration says their shape.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

int __wrap_tool_main(const struct tool *tool, int argc, char *argv[]);

static int first;		/* no comma before the next member */

static void
str(const char *s)
{
	putchar('"');
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			printf("\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			printf("\\u%04x", (unsigned char)*s);
		else
			putchar(*s);
	}
	putchar('"');
}

/* The next member of an object or array: a comma unless it is the first. */
static void
next(void)
{
	if (!first)
		putchar(',');
	first = 0;
}

static void
key(const char *k)
{
	next();
	str(k);
	putchar(':');
}

/* k: then raw JSON text (a schema written out whole). */
static void
raw(const char *k, const char *json)
{
	key(k);
	fputs(json, stdout);
}

static void
open_(int c)
{
	putchar(c);
	first = 1;
}

static void
close_(int c)
{
	putchar(c);
	first = 0;
}

/* An option's name as the "inputs" key has it: '-' as '_'. */
static const char *
input_name(const char *name)
{
	static char buf[128];
	size_t i;

	for (i = 0; name[i] != '\0' && i + 1 < sizeof(buf); i++)
		buf[i] = name[i] == '-' ? '_' : name[i];
	buf[i] = '\0';
	return buf;
}

/* The items of a comma list ("close,artillery") as an enum. */
static void
enum_of_list(const char *list)
{
	const char *p = list;
	size_t n;
	char buf[128];

	key("enum");
	open_('[');
	while (*p != '\0') {
		n = strcspn(p, ",");
		snprintf(buf, sizeof(buf), "%.*s", (int)n, p);
		next();
		str(buf);
		p += n;
		if (*p == ',')
			p++;
	}
	close_(']');
}

#define CHANCE "{\"type\":\"number\",\"minimum\":0,\"maximum\":1}"
/* A chance's exact fraction, in lowest terms: "0", "1" or "n/d". */
#define FRACTION "{\"type\":\"string\"," \
	"\"pattern\":\"^(0|1|[1-9][0-9]*/[1-9][0-9]*)$\"}"
#define PAIR "\"p\":" CHANCE ",\"fraction\":" FRACTION
/* {p, fraction}: a chance, exact and as a double. */
#define EVENT "{\"type\":\"object\",\"required\":[\"p\",\"fraction\"]," \
	"\"properties\":{" PAIR "},\"additionalProperties\":false}"
/* A mean: {value, fraction, sd}. */
#define MEAN "{\"type\":\"object\"," \
	"\"required\":[\"value\",\"fraction\",\"sd\"]," \
	"\"properties\":{\"value\":{\"type\":\"number\"},\"fraction\":" \
	"{\"type\":\"string\"},\"sd\":{\"type\":\"number\",\"minimum\":0}}," \
	"\"additionalProperties\":false}"

/* "inputs": every option of the tool (report.c's json_inputs). */
static void
inputs(const struct tool *tool)
{
	const struct opt *o;
	size_t i;
	int nullable;

	key("inputs");
	open_('{');
	raw("type", "\"object\"");
	key("required");
	open_('[');
	if (tool->modes != NULL) {
		next();
		str("mode");
	}
	for (i = 0; i < tool->nopts; i++) {
		/* An option of some modes only is left out in the others. */
		if (tool->opts[i].modes != 0)
			continue;
		next();
		str(input_name(tool->opts[i].name));
	}
	close_(']');
	key("properties");
	open_('{');
	if (tool->modes != NULL) {
		key("mode");
		open_('{');
		raw("type", "\"string\"");
		enum_of_list(tool->modes);
		close_('}');
	}
	for (i = 0; i < tool->nopts; i++) {
		o = &tool->opts[i];
		/* Not given, with nothing to fall back on: null. */
		nullable = o->kind != KIND_FLAG && o->fallback == NULL;
		key(input_name(o->name));
		open_('{');
		raw("description", "");
		str(o->help != NULL ? o->help : "");
		switch (o->kind) {
		case KIND_FLAG:
			raw("type", "\"boolean\"");
			break;
		case KIND_WHOLE:
			raw("type", nullable ? "[\"integer\",\"null\"]"
			    : "\"integer\"");
			break;
		case KIND_DISTANCE:
			raw("type", nullable ? "[\"number\",\"null\"]"
			    : "\"number\"");
			break;
		case KIND_WORD:
		case KIND_TEXT:
			if (o->times > 1) {
				/* Each time given, as given. */
				raw("type", nullable ? "[\"array\",\"null\"]"
				    : "\"array\"");
				raw("items", "{\"type\":\"string\"}");
			} else if (o->kind == KIND_WORD && o->max > o->min)
				/* A word, or a number in its place. */
				raw("type", nullable
				    ? "[\"string\",\"integer\",\"null\"]"
				    : "[\"string\",\"integer\"]");
			else
				raw("type", nullable ? "[\"string\",\"null\"]"
				    : "\"string\"");
			break;
		}
		close_('}');
	}
	close_('}');
	raw("additionalProperties", "false");
	close_('}');
}

/*
 * The tool's outcome tokens; none where a table names them (lib-charge's
 * results.csv, a house table's rows as much as the shipped one's): then
 * any string.
 */
static void
outcome_enum(const struct tool *tool)
{
	size_t i;

	raw("type", "\"string\"");
	if (tool->noutcomes == 0)
		return;
	key("enum");
	open_('[');
	for (i = 0; i < tool->noutcomes; i++) {
		next();
		str(tool->outcomes[i].token);
	}
	close_(']');
}

/* A row of a quantity's distribution (odds-out.c, json_quantity_part). */
static void
distribution_row(const struct quantity_def *q)
{
	open_('{');
	raw("type", "\"object\"");
	raw("required", q->better < 0
	    ? "[\"value\",\"p\",\"fraction\",\"p_at_least\","
	    "\"fraction_at_least\",\"p_at_most\",\"fraction_at_most\"]"
	    : "[\"value\",\"p\",\"fraction\",\"p_at_least\","
	    "\"fraction_at_least\"]");
	key("properties");
	open_('{');
	if (q->odds_token != NULL) {
		key("outcome");
		open_('{');
		key("const");
		str(q->odds_token);
		close_('}');
	}
	raw("value", "{\"type\":\"integer\"}");
	if (q->value_key != NULL && strcmp(q->value_key, "value") != 0)
		raw(q->value_key, "{\"type\":\"integer\"}");
	raw("or_more", "{\"const\":true}");
	raw("p", CHANCE);
	raw("fraction", FRACTION);
	raw("p_at_least", CHANCE);
	raw("fraction_at_least", FRACTION);
	if (q->better < 0) {
		raw("p_at_most", CHANCE);
		raw("fraction_at_most", FRACTION);
	}
	close_('}');
	raw("additionalProperties", "false");
	close_('}');
}

static void
distribution(const struct quantity_def *q)
{
	open_('{');
	raw("type", "\"array\"");
	key("items");
	distribution_row(q);
	close_('}');
}

enum part { DISTRIBUTION, CHANCE_OF, EXPECTED };

static void
part_schema(const struct quantity_def *q, enum part part)
{
	if (part == DISTRIBUTION)
		distribution(q);
	else
		fputs(part == CHANCE_OF ? EVENT : MEAN, stdout);
}

/*
 * Each quantity's key in an odds object (odds-out.c, json_quantities):
 * its distribution under KEY, its chance under p_KEY (or KEY), its mean
 * under expected_KEY; a group's members in one object under the group.
 */
static void
quantities(const struct tool *tool, enum part part)
{
	static const char *const prefix[] = {
		[DISTRIBUTION] = "", [CHANCE_OF] = "p_",
		[EXPECTED] = "expected_"
	};
	const struct quantity_def *q = tool->quantities, *m;
	char buf[160];
	size_t i, j;

	for (i = 0; i < tool->nquantities; i++) {
		if (q[i].own || (part == CHANCE_OF) != (q[i].event != 0))
			continue;
		if (q[i].odds_token != NULL) {
			/* Its distribution is "odds"; its mean flat too. */
			if (part != EXPECTED)
				continue;
			snprintf(buf, sizeof(buf), "expected_%s", q[i].key);
			raw(buf, MEAN);
			snprintf(buf, sizeof(buf), "expected_%s_fraction",
			    q[i].key);
			raw(buf, "{\"type\":\"string\"}");
			snprintf(buf, sizeof(buf), "expected_%s_sd", q[i].key);
			raw(buf, "{\"type\":\"number\"}");
			continue;
		}
		if (q[i].group == NULL) {
			snprintf(buf, sizeof(buf), "%s%s",
			    q[i].bare ? "" : prefix[part], q[i].key);
			key(buf);
			part_schema(&q[i], part);
			continue;
		}
		/* A group once, where its first member stands. */
		for (j = 0; j < i; j++)
			if (q[j].group != NULL && !q[j].own
			    && (part == CHANCE_OF) == (q[j].event != 0)
			    && q[j].odds_token == NULL
			    && strcmp(q[j].group, q[i].group) == 0)
				break;
		if (j < i)
			continue;
		snprintf(buf, sizeof(buf), "%s%s",
		    q[i].bare ? "" : prefix[part], q[i].group);
		key(buf);
		open_('{');
		raw("type", "\"object\"");
		key("properties");
		open_('{');
		for (j = i; j < tool->nquantities; j++) {
			m = &q[j];
			if (m->group == NULL || m->own
			    || (part == CHANCE_OF) != (m->event != 0)
			    || m->odds_token != NULL
			    || strcmp(m->group, q[i].group) != 0)
				continue;
			key(m->member);
			part_schema(m, part);
		}
		close_('}');
		raw("additionalProperties", "false");
		close_('}');
	}
}

/* What every object of the tool's has first: its name, a batch line. */
static void
head(const struct tool *tool)
{
	key("tool");
	open_('{');
	key("const");
	str(tool->name);
	close_('}');
	raw("line", "{\"type\":\"integer\",\"minimum\":1}");
	raw("inputs", "{\"$ref\":\"#/definitions/inputs\"}");
}

/* A resolution (report.c, json_result_begin). */
static void
result(const struct tool *tool)
{
	open_('{');
	raw("title", "\"a resolution\"");
	raw("type", "\"object\"");
	raw("required", "[\"tool\",\"inputs\",\"dice\",\"outcome\","
	    "\"effect\",\"modifiers\"]");
	key("properties");
	open_('{');
	head(tool);
	raw("dice", "{\"type\":\"array\",\"items\":{\"type\":\"object\","
	    "\"required\":[\"roll\",\"sides\",\"value\"],\"properties\":{"
	    "\"roll\":{\"type\":\"string\"},\"sides\":{\"type\":\"integer\","
	    "\"minimum\":1},\"value\":{\"type\":\"integer\",\"minimum\":1}},"
	    "\"additionalProperties\":false}}");
	key("outcome");
	open_('{');
	outcome_enum(tool);
	close_('}');
	raw("effect", "{\"type\":\"string\"}");
	raw("modifiers", "{\"type\":\"array\",\"items\":{\"type\":\"object\","
	    "\"required\":[\"name\",\"value\",\"side\",\"source\"],"
	    "\"properties\":{\"name\":{\"type\":\"string\"},"
	    "\"value\":{\"type\":\"integer\"},"
	    "\"side\":{\"type\":[\"string\",\"null\"]},"
	    "\"source\":{\"type\":[\"string\",\"null\"]}},"
	    "\"additionalProperties\":false}}");
	raw("follow_up", "{\"oneOf\":[{\"type\":\"null\"},{\"type\":\"object\","
	    "\"required\":[\"tool\",\"args\",\"missing\"],\"properties\":{"
	    "\"tool\":{\"type\":\"string\"},"
	    "\"args\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}},"
	    "\"missing\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}}"
	    "}]}");
	close_('}');
	close_('}');
}

/* The answer: a chance, or a mean where the tool asks how much. */
#define ANSWER "{\"type\":\"object\"," \
	"\"required\":[\"question\",\"fraction\"]," \
	"\"properties\":{\"question\":{\"type\":\"string\"},\"p\":" CHANCE \
	",\"value\":{\"type\":\"number\"},\"fraction\":{\"type\":\"string\"}}," \
	"\"oneOf\":[{\"required\":[\"p\"]},{\"required\":[\"value\"]}]," \
	"\"additionalProperties\":false}"

/* An odds walk (odds-out.c, json_odds_found). */
static void
odds(const struct tool *tool)
{
	size_t i;

	open_('{');
	raw("title", "\"the odds (--odds)\"");
	raw("type", "\"object\"");
	raw("required", "[\"tool\",\"inputs\",\"answer\",\"odds\"]");
	key("properties");
	open_('{');
	head(tool);
	raw("answer", ANSWER);
	/* Each outcome's chance, or a number's distribution as its rows. */
	key("odds");
	open_('{');
	raw("type", "\"array\"");
	key("items");
	open_('{');
	key("anyOf");
	open_('[');
	next();
	open_('{');
	raw("type", "\"object\"");
	raw("required", "[\"outcome\",\"p\",\"fraction\"]");
	key("properties");
	open_('{');
	key("outcome");
	open_('{');
	outcome_enum(tool);
	close_('}');
	raw("p", CHANCE);
	raw("fraction", FRACTION);
	close_('}');
	raw("additionalProperties", "false");
	close_('}');
	for (i = 0; i < tool->nquantities; i++)
		if (tool->quantities[i].odds_token != NULL) {
			next();
			distribution_row(&tool->quantities[i]);
		}
	close_(']');
	close_('}');
	close_('}');
	if (odds_hooks(tool)->reach_key != NULL) {
		key(odds_hooks(tool)->reach_key);
		open_('{');
		raw("type", "\"array\"");
		key("items");
		open_('{');
		raw("type", "\"object\"");
		raw("required", "[\"outcome\",\"p\",\"fraction\"]");
		key("properties");
		open_('{');
		key("outcome");
		open_('{');
		outcome_enum(tool);
		close_('}');
		if (strcmp(odds_hooks(tool)->reach_member, "outcome") != 0) {
			key(odds_hooks(tool)->reach_member);
			open_('{');
			outcome_enum(tool);
			close_('}');
		}
		raw("p", CHANCE);
		raw("fraction", FRACTION);
		close_('}');
		raw("additionalProperties", "false");
		close_('}');
		close_('}');
	}
	quantities(tool, DISTRIBUTION);
	quantities(tool, CHANCE_OF);
	quantities(tool, EXPECTED);
	close_('}');
	close_('}');
}

/* A --vary table (vary-out.c): its rows are the odds of each value. */
static void
vary(const struct tool *tool)
{
	open_('{');
	raw("title", "\"a --vary table (--odds --vary)\"");
	raw("type", "\"object\"");
	raw("required", "[\"tool\",\"inputs\",\"vary\",\"answer\",\"rows\"]");
	key("properties");
	open_('{');
	head(tool);
	raw("vary", "{\"type\":\"array\",\"items\":{\"type\":\"object\","
	    "\"required\":[\"option\",\"values\"],\"properties\":{"
	    "\"option\":{\"type\":\"string\"},"
	    "\"values\":{\"type\":\"array\"}}}}");
	raw("answer", "{\"type\":\"object\"}");
	raw("rows", "{\"type\":\"array\",\"items\":{\"type\":\"object\"}}");
	close_('}');
	close_('}');
}

int
__wrap_tool_main(const struct tool *tool, int argc, char *argv[])
{
	(void)argc;
	(void)argv;
	open_('{');
	raw("$schema", "\"http://json-schema.org/draft-07/schema#\"");
	key("title");
	printf("\"%s --json\"", tool->name);
	raw("description", "\"Each line a --json (-j) object of this tool "
	    "writes: a resolution, its odds (-o), a --vary table, a "
	    "refused batch line, or a batch's closing luck (-d with -o). "
	    "Made from the tool's declarations at build time "
	    "(schema/generate.c); a key the tool writes itself is "
	    "allowed unchecked.\"");
	/* Each kind of object by name, and which it is by its keys: a
	 * validator then says what is wrong with it, not that it is none
	 * of four. */
	key("definitions");
	open_('{');
	inputs(tool);
	key("result");
	result(tool);
	key("odds");
	odds(tool);
	key("vary");
	vary(tool);
	/* A refused batch line, in JSON mode (report.c, json_refused). */
	raw("refused", "{\"title\":\"a refused batch line\","
	    "\"type\":\"object\",\"required\":[\"line\",\"error\"],"
	    "\"properties\":{\"line\":{\"type\":\"integer\",\"minimum\":1},"
	    "\"error\":{\"type\":\"string\"}},\"additionalProperties\":false}");
	/* A batch's closing luck (luck.c, luck_game_print). */
	raw("game", "{\"title\":\"a batch's luck\",\"type\":\"object\","
	    "\"required\":[\"tool\",\"game\"],\"properties\":{\"tool\":"
	    "{\"type\":\"string\"},\"game\":{\"type\":\"object\","
	    "\"required\":[\"resolutions\",\"mean_or_worse\",\"luckiest\","
	    "\"unluckiest\",\"sides\"],\"properties\":{\"resolutions\":"
	    "{\"type\":\"integer\",\"minimum\":1}}}},"
	    "\"additionalProperties\":false}");
	close_('}');
	raw("type", "\"object\"");
	raw("if", "{\"required\":[\"error\"]}");
	raw("then", "{\"$ref\":\"#/definitions/refused\"}");
	raw("else", "{\"if\":{\"required\":[\"vary\"]},"
	    "\"then\":{\"$ref\":\"#/definitions/vary\"},"
	    "\"else\":{\"if\":{\"required\":[\"dice\"]},"
	    "\"then\":{\"$ref\":\"#/definitions/result\"},"
	    "\"else\":{\"if\":{\"required\":[\"game\"]},"
	    "\"then\":{\"$ref\":\"#/definitions/game\"},"
	    "\"else\":{\"$ref\":\"#/definitions/odds\"}}}}");
	close_('}');
	putchar('\n');
	exit(fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1);
}
