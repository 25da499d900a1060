/*
 * report.h - what every answer says alike: the modifiers, the inputs,
 * the opening of its JSON object.
 */
#ifndef MUSKET_REPORT_H
#define MUSKET_REPORT_H

#include <stddef.h>

#include "run.h"

/* Note a modifier for --verbose and the JSON "modifiers" array. */
void modifier_add(struct run *run, const char *name, long value,
    const char *side, const struct table *t, size_t row);
/* "  colonel +1 (SET/commanders.csv:2)" lines, for --verbose. */
void text_modifiers(struct run *run);

/* {"tool","inputs","dice","outcome","effect","modifiers" ... : the tool
 * adds its own keys and closes the object. */
void json_result_begin(struct run *run, const char *outcome,
    const char *effect);
/* {"tool","inputs" ... : the tool adds "odds" and closes the object. */
void json_odds_begin(struct run *run);
/* An option's JSON key, as "inputs" has it: its name, '-' as '_'. */
void json_option_key(struct out *out, const struct opt *o);
/* {"line":N,"error":why} on standard output, for a refused batch line
 * in JSON, so that the answers stay one a line of input. */
void json_refused(long line, const char *why);

#endif
