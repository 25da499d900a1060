/*
 * options.h - a tool's options as the mechanic reads them, and their
 * values resolved once the tables are loaded.
 */
#ifndef MUSKET_OPTIONS_H
#define MUSKET_OPTIONS_H

#include <stddef.h>

#include "run.h"

/* The value of the tool's option i (its index in tool->opts). */
const struct opt_value *option(const struct run *run, int i);
/* The text option i was given as, else its fallback (NULL: neither). */
const char *option_text(const struct run *run, int i);
/* Option i, not given, taken as text because of another (tool->imply):
 * the inputs show it, and --vary and --repeat do not see it as given. */
void option_imply(struct run *run, int i, const char *text);
/* For --vary (vary.c): a tool option by name (-1: none); its k-th
 * enumerated value, len bytes (NULL past the last); option i taken as
 * if given once as text ("no" or "yes" for a flag), checked as the
 * command line's are. */
int option_find(const struct tool *tool, const char *name, size_t len);
const char *option_choice(const struct run *run, int i, size_t k, int *len);
void option_take(struct run *run, int i, const char *text);
/* What the options imply, worked out again once vary puts them back. */
void options_imply(struct run *run);

/* The k-th value an enumerated option takes, and its length; NULL past
 * the last. */
/* The tool's option of that name (len bytes), or -1. */
int option_named(const struct tool *tool, const char *name, size_t len);
const char *value_at(const struct run *run, const struct opt *o, size_t k,
    int *len);
/* What the options need and exclude (struct opt's needs, excludes,
 * required and instead), refused in one wording; run_mechanic asks it
 * once a set of values. */
void check_presence(struct run *run);
/* Its lists of options resolved to indexes once (run->presence): a
 * session's, before its batch lines. */
void presence_resolve(struct run *run);
/* " (needs --y)": what an option needs and excludes, for --help. */
void option_rules_help(struct out *into, const struct opt *o);
/* Whether the tool's declared needs, excludes and instead name options
 * it has: a name that names none is a build defect (tool_main). */
const char *check_presence_names(const struct tool *tool);

/*
 * Fill in the fallbacks and turn names into rows, now the tables are
 * here.  given (NULL: all) says which options a batch line gave, each
 * not 0: the others hold the command line's values, found already (a
 * line's fallbacks looked up anew were a tenth of a short line).
 */
void finish_values(struct run *run, const int *given);

#endif
