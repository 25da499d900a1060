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
 *     help never copies a table's values; its outcomes and quantities;
 *     fixed rows found once in check_tables and read by index; the
 *     mechanic (resolve), its text lines (text) and its own JSON keys
 *     (json); and a struct tool handed to tool_main().
 *  3. man/<tool>.1: mdoc, every EXAMPLES line a tested case.
 *  4. tests/<tool>/NAME.t: golden cases for every rule and bad input, and
 *     tests/<tool>/demo; bench/<tool>.bench.
 *  5. its name in the Makefile's BIN list, a line in README.md's table
 *     and one in man/musket.7's list (tests/checks/musket7.sh).
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
