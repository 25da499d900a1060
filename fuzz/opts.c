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

static const struct opt opts[] = {
	{ "flag", KIND_FLAG, NULL, "a flag", 0, 0, NULL, 0, NULL, NULL, 0, 0 },
	{ "count", KIND_WHOLE, "N", "a number", -5, 12, NULL, 0, NULL, "0", 0, 0 },
	{ "range", KIND_DISTANCE, "D", "a distance", 0, 40, NULL, 0, NULL, "6", 0, 1 },
	{ "side", KIND_WORD, "SIDE", "a choice", 0, 0, NULL, 0, "left,right",
	    "left", 0, 0 },
	{ "level", KIND_WORD, "L", "a choice or a number", 2, 12, NULL, 0,
	    "low,high", NULL, 0, 2 },
	{ "unit", KIND_TEXT, "U", "text, up to three times", 0, 0, NULL, 0, NULL,
	    NULL, 3, 0 },
	{ NULL, KIND_FLAG, NULL, NULL, 0, 0, NULL, 0, NULL, NULL, 0, 0 }
};

static const struct table_schema *const tables[] = { NULL };

static void
resolve(struct run *run)
{
	int a = roll(&run->dice, 6, "first"), b;

	b = a > 3 ? roll(&run->dice, 10, "second") : 0;
	run->failed = a + b < 6;
	if (run->common.json) {
		json_result_begin(run, run->failed ? "fail" : "pass", "done");
		json_close(&run->out, '}');
	} else {
		out_printf(&run->out, "%d %d\n", a, b);
	}
}

static void
odds(struct run *run)
{
	struct odds o = {0};

	dice_every(&run->dice);
	do {
		dice_start(&run->dice);
		roll(&run->dice, 6, "first");
		odds_add(&o, "any", dice_path_weight(&run->dice));
	} while (dice_next_path(&run->dice));
	odds_check(&o, "outcomes");
	if (run->common.json) {
		json_odds_begin(run);
		json_odds(&run->out, "odds", &o);
		json_close(&run->out, '}');
	} else {
		text_odds(&run->out, &o);
	}
}

static const struct tool fuzz_tool = {
	"fuzz-opts", "[options]", "one,two", opts, tables, NULL, resolve, odds
};

/* fuzz/tool.c drives it, as it drives each tool's main. */
int
tool_entry(int argc, char *argv[])
{
	return tool_main(&fuzz_tool, argc, argv);
}
