/*
 * tool.h - one resolution at a time: options, tables, dice and output
 * brought together, in batch or alone.
 *
 * To add a tool (every tool of src/ follows this; the smallest is the
 * model; a test fails when a binary in BIN lacks any of these):
 *  1. tables/<set>/, one CSV a table: every number of the rules; each
 *     declared once, in src/rules/<set>.{c,h} (its column enum, columns
 *     and schema, listed in <set>_tables[]: tests/checks/declared.sh),
 *     with the rules and vocabularies the set's tools share beside it.
 *  2. src/<tool>.c: counted enums (T_COUNT, OPT_COUNT, OUTCOME_COUNT,
 *     QUANTITY_COUNT) indexing arrays sized by them, each row a
 *     designated initialiser, the counts in its struct tool (tool_main
 *     refuses a hole: tests/checks/declarations.sh); its options, whose
 *     help never copies a table's values, each with what it needs and
 *     excludes as data (.needs, .excludes, .required: the engine
 *     refuses, tests/checks/presence.sh); its outcomes and quantities;
 *     fixed rows found once in check_tables and read by index; the
 *     mechanic (resolve), its text lines (text) and its own JSON keys
 *     (json); and a struct tool handed to tool_main().  A draw that is
 *     no die of like faces (a bag) is roll_kind(), its --dice words
 *     tool->dice_kinds.  A walk of very uneven depth (a bag, its
 *     paths ending where a side runs out) is estimated far off by
 *     odds_estimate, either way: the tool counts it, tool->odds_paths.
 *  3. man/<tool>.1: mdoc, mandoc -Tlint clean; every option in the
 *     SYNOPSIS and in an item of its own, ".It Fl \-a\-brigades" (each
 *     '-' escaped: tests/checks/options.sh); every EXAMPLES line one
 *     tested case, within 80 columns as mandoc renders it (a long one
 *     split by tests/checks/fold-examples).
 *  4. tests/<tool>/NAME.t: golden cases for every rule and bad input, and
 *     tests/<tool>/demo; bench/<tool>.bench.
 *  5. its name in the Makefile's BIN list and in .gitignore; a row in
 *     README.md's table of tools; musket(7)'s list of tools and its SEE
 *     ALSO (tests/checks/musket7.sh).
 * Completions, the usage line, --help, --list, the JSON framing, the
 * odds walk and its rendering, batch and repeat come from the engine.
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
