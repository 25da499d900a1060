/*
 * regimental.h - what LIB Regimental's tools read alike: a unit's
 * quality (quality.csv), the dice of each roll (dice.csv), the Fallen
 * Leader check (fallen-leader.csv), and the "if" of a sheet's rows.
 * lib-charge, lib-maneuver and lib-musketry read them through this
 * (the unit's condition: effectiveness.h).
 */
#ifndef MUSKET_REGIMENTAL_H
#define MUSKET_REGIMENTAL_H

#include <stddef.h>

#include "lib.h"
#include "table.h"

struct out;
struct run;

/* The sides of the die of roll ("maneuver"); no row: table_fail(). */
int roll_sides(const struct table *dice, const char *roll);

/* Once the tables are loaded: the fallen leader die has a result on
 * each face, else table_fail(). */
void fallen_leader_check(const struct table *leader,
    const struct table *dice);
/* The Fallen Leader check: its die into *die, its row returned. */
size_t fallen_leader(struct run *run, const struct table *leader,
    const struct table *dice, int *die);
/* A check's "roll", "result" and "effect", in the tool's object. */
void fallen_leader_json(struct out *out, const struct table *leader,
    int die, size_t row);

/* Whether word is one of the names of list, sep between. */
int in_list(const char *list, int sep, const char *word);

/*
 * A sheet's "if": empty (always), or terms joined by "|", any of which
 * makes it hold, each words joined by "&", all of which must, "not-"
 * before a word turning it round.  Read once, when the tables are
 * loaded (if_read), so that a resolution matches no names: each word
 * as the tool's number for it, twice over, plus 1 where "not-" turns
 * it round; IF_OR ends a term, IF_END the whole.
 */
enum { IF_END = -2, IF_OR = -1 };
/* The tool's number (0 or more) for a word of an "if", its len bytes
 * at word ("not-" taken off), or -1 for one it does not know. */
typedef int if_index_fn(const void *arg, const char *word, size_t len);
/* Whether the word numbered word holds, 1 or 0; *reason, NULL when
 * called, may be set to what to say of it holding. */
typedef int if_word_fn(const void *arg, int word, const char **reason);
/*
 * The "if" in column of each row of t, read (index_of on arg), or
 * table_fail() at the first cell with a word unknown, in one wording for
 * every tool: "'x' is not a condition: a, b or c, each may be not-,
 * joined by & and |", the n words known, then also (NULL: none) as the
 * last: "a quality".  A row's is the array at its index.
 */
const int **if_read(const struct table *t, int column,
    if_index_fn *index_of, const void *arg, const char *const *words,
    size_t n, const char *also);
/*
 * Whether an "if" read holds: 1 or 0.  why (NULL: none wanted) gets
 * the reasons of the words, not turned round, of the terms that hold,
 * ", " between.
 */
int if_holds(const int *cond, if_word_fn *word_holds, const void *arg,
    struct out *why);

#endif
