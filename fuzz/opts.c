/*
 * opts.c - fuzz the option and batch-line parser, for a tool with every
 * kind of option, two modes and no table; linked with fuzz/tool.c, which
 * makes the input's first line the command line (words split at blanks)
 * and the rest what --batch reads.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "tool.h"

enum { OPT_FLAG, OPT_COUNT, OPT_RANGE, OPT_SIDE, OPT_LEVEL, OPT_UNIT };
static const struct opt opts[] = {
	[OPT_FLAG] = { .name = "flag", .kind = KIND_FLAG, .help = "a flag" },
	[OPT_COUNT] = { .name = "count", .kind = KIND_WHOLE, .arg = "N",
	    .help = "a number", .min = -5, .max = 12, .fallback = "0" },
	[OPT_RANGE] = { .name = "range", .kind = KIND_DISTANCE, .arg = "D",
	    .help = "a distance", .min = 0, .max = 40, .fallback = "6",
	    .modes = 1 },
	[OPT_SIDE] = { .name = "side", .kind = KIND_WORD, .arg = "SIDE",
	    .help = "a choice", .choices = "left,right", .fallback = "left" },
	[OPT_LEVEL] = { .name = "level", .kind = KIND_WORD, .arg = "L",
	    .help = "a choice or a number", .min = 2, .max = 12,
	    .choices = "low,high", .modes = 2 },
	[OPT_UNIT] = { .name = "unit", .kind = KIND_TEXT, .arg = "U",
	    .help = "text, up to three times", .times = 3 },
	{ .name = NULL }
};

static const struct table_schema *const tables[] = { NULL };

enum { PASS, FAIL };
static const struct outcome_def outcomes[] = {
	[PASS] = { "pass", "PASS", 1 },
	[FAIL] = { "fail", "FAIL", 0 },
	{ NULL, NULL, 0 }
};

static const struct quantity_def quantities[] = {
	{ "total", "total", 1 },
	{ NULL, NULL, 0 }
};

/* Two dice, the second only after a high first: the walk branches. */
static void
resolve(struct run *run, void *state)
{
	int a = roll(&run->dice, 6, "first"), b;

	(void)state;
	b = a > 3 ? roll(&run->dice, 10, "second") : 0;
	outcome(run, a + b < 6 ? FAIL : PASS);
	quantity(run, 0, a + b);
	effect(run, "%s", option_text(run, OPT_SIDE));
}

static void
text(struct run *run, const void *state)
{
	(void)state;
	out_printf(&run->out, "%s  ", outcomes[run->outcome].word);
	out_dice(&run->out, &run->dice, "first", "+");
	out_dice(&run->out, &run->dice, "second", "+");
	out_printf(&run->out, "\n%s\n", run->effect.buf);
}

static void
json(struct run *run, const void *state)
{
	(void)state;
	json_key(&run->out, "count");
	json_whole(&run->out, option(run, OPT_COUNT)->whole);
}

static const struct tool fuzz_tool = {
	.name = "fuzz-opts",
	.modes = "one,two",
	.opts = opts,
	.tables = tables,
	.outcomes = outcomes,
	.quantities = quantities,
	.question = "PASS",
	.resolve = resolve,
	.text = text,
	.json = json,
};

/* fuzz/tool.c drives it, as it drives each tool's main. */
int
tool_entry(int argc, char *argv[])
{
	return tool_main(&fuzz_tool, argc, argv);
}
