/*
 * fpga-dice.h - Fast-Play Grande Armée dice: the face a die needs, as
 * the sheet prints it, and the re-roll passes of rerolls.csv.  A bonus
 * pass re-rolls the misses, a penalty pass the hits, each re-rolled die
 * then judged on the face the mechanic's row gives (a number, or "hit":
 * the roller's own).  fpga-combat and fpga-artillery roll them alike,
 * through this; fpga-skirmish prints its needs so.
 */
#ifndef MUSKET_FPGA_DICE_H
#define MUSKET_FPGA_DICE_H

#include <stddef.h>

#include "fpga.h"

struct run;

/* The table is fpga.h's rerolls.csv. */
enum pass_kind { PASS_BONUS, PASS_PENALTY, PASS_KINDS };
/* "bonus", "penalty": as the tables and the JSON name them. */
extern const char *const pass_kind_name[PASS_KINDS];
/* What each kind re-rolls, as rerolls.csv says it: "misses", "hits". */
extern const char *const pass_rerolls[PASS_KINDS];

/* The kind a cell names; else table_fail(). */
enum pass_kind pass_kind_of(const struct table *t, size_t row, int column);
/* The rerolls.csv row of the mechanic and kind; else table_fail(). */
size_t reroll_row(const struct table *rerolls, const char *mechanic,
    enum pass_kind kind);
/* The face the row's counts_on names, 0 for "hit", -1 for neither: the
 * faces the mechanic's dice can take are the tool's to check. */
long reroll_face(const struct table *rerolls, size_t row);
/* The face a die re-rolled by the row must reach, for a roller that
 * hits on hit_on. */
int reroll_counts_on(const struct table *rerolls, size_t row, int hit_on);
/* Whether the mechanic's bonus and penalty passes cancel out. */
int rerolls_cancel(const struct table *rerolls, const char *mechanic);
/* Once loaded: the mechanic has a row of each kind, re-rolling what the
 * kind does, and cancel alike on both; else table_fail(). */
void rerolls_check(const struct table *rerolls, const char *mechanic);

/* A condition's pass: its kind, which of the tool's conditions it is,
 * and its row of the conditions table. */
struct planned {
	enum pass_kind	 kind;
	int		 condition;
	size_t		 row;
};
/*
 * The rows of a conditions table (kind and name in columns kind and
 * name) that name one of the tool's n conditions, bonuses first, each
 * kind in the table's order: the order a resolution plans its passes
 * in.  Made once the tables are loaded, in an array of rows + 1; its
 * length in *n_plan.
 */
struct planned *pass_plan(const struct table *conditions, int kind,
    int name, const char *const *names, int n, size_t *n_plan);

/*
 * A pass's stages, die by die (hit: each die's state, 1 a hit): the
 * dice it re-rolls, their indices in order (returns how many); the
 * hits after it, where kept of those it re-rolled hit; and the n it
 * re-rolled as rolls shows them, each now a hit on counts_on or more.
 */
int pass_rerolled(enum pass_kind kind, const int *hit, int dice,
    int *rerolled);
int pass_hits(enum pass_kind kind, int before, int kept);
void pass_apply(const int *rerolled, const int *rolls, int n,
    int counts_on, int *values, int *hit);

/* "6" when only the top face does, else "5+". */
void format_need(int need, int sides, char *buf, size_t size);
/* The values of the dice logged since before, at most n; how many. */
int dice_logged(const struct run *run, size_t before, int n, int *values);
/* "1 5 6" on a text line; [1,5,6] in the JSON. */
void values_text(struct run *run, const int *values, int n);
void values_json(struct run *run, const int *values, int n);
/* "2 hits" */
void hits_text(struct run *run, int hits);
/* A pass's line once its reason is said: "none to re-roll", or
 * "rolled 1 5, hit on 5+: 2 hits" (hits: the side's after it). */
void pass_text(struct run *run, const int *rolls, int n, int counts_on,
    int sides, int hits);
/* Its JSON "rerolled" (die indices) and "rolls". */
void pass_json(struct run *run, const int *rerolled, const int *rolls,
    int n);

#endif
