/*
 * tool.h - one resolution at a time: options, tables, dice and output
 * brought together, in batch or alone.
 *
 * To add a tool (the smallest tool of src/ is the model; a test fails
 * when a binary in BIN lacks any of these):
 *  1. src/<tool>.c: its tables' schemas and an enum indexing them, its
 *     options (designated initialisers on its enum), its outcomes and
 *     quantities, the mechanic (resolve), its text lines (text) and its
 *     own JSON keys (json), and a struct tool handed to tool_main().
 *  2. tables/<ruleset>/, one CSV a table: every number of the rules.
 *  3. man/<tool>.1: mdoc, every EXAMPLES line a tested case.
 *  4. tests/<tool>/NAME.t: golden cases for every rule and bad input, and
 *     tests/<tool>/demo; bench/<tool>.bench.
 *  5. its name in the Makefile's BIN list, and a README section.
 * Completions, the usage line, --help, --list, the JSON framing, the
 * odds walk and its rendering, batch and repeat come from the library.
 */
#ifndef MUSKET_TOOL_H
#define MUSKET_TOOL_H

#include <stddef.h>

#include "dice.h"
#include "follow.h"
#include "mechanic.h"
#include "odds-out.h"
#include "options.h"
#include "opts.h"
#include "out.h"
#include "report.h"
#include "rethrow.h"
#include "run.h"
#include "table.h"

int tool_main(const struct tool *tool, int argc, char *argv[]);

#endif
