/*
 * vary-out.h - --vary and --need, whole: read, walked and printed.
 */
#ifndef MUSKET_VARY_OUT_H
#define MUSKET_VARY_OUT_H

struct run;

/* --vary: the odds walked once a value (a pair, for two), side by
 * side. */
void vary_print(struct run *run);

#endif
