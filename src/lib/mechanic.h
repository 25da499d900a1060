/*
 * mechanic.h - what a tool's mechanic says of a resolution (its
 * outcome, effect, quantities, reach) and the run of it once.
 */
#ifndef MUSKET_MECHANIC_H
#define MUSKET_MECHANIC_H

#include <stddef.h>

#include "run.h"

/* What the mechanic says: its outcome (by the tool's enum), the effect's
 * clauses (each call adds one, "; " between), a quantity's value. */
void outcome(struct run *run, int which);
/* The tool's outcome whose token is token, by its enum, or -1. */
int outcome_named(const struct run *run, const char *token);
void effect(struct run *run, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void quantity(struct run *run, int which, long value);
/* An outcome some choice on these dice would give (tool->reach_key). */
void reach(struct run *run, int which);
/* The mechanic once, on a fresh state, from the dice as they stand. */
void run_mechanic(struct run *run);

/* A band row as a player reads it: "12 or more", "up to 3", "4-6". */
void out_band(struct out *out, const struct table *t, size_t row);
/* The values of the dice rolled for what, as a JSON array. */
void json_dice_of(struct out *out, const struct dice *d, const char *what);
/* label, then the values of the dice rolled for what, " " between, on a
 * text line; nothing where none was. */
void text_dice(struct run *run, const char *label, const char *what);

#endif
