/*
 * odds-out.h - what a walk found (walk.h), as --odds prints it.
 */
#ifndef MUSKET_ODDS_OUT_H
#define MUSKET_ODDS_OUT_H

#include <gmp.h>
#include <stddef.h>

#include "walk.h"

struct out;
struct run;

/*
 * 100 q with digits decimals, into buf, without the "%"; more decimals
 * where those would read 0 or 100 of a chance that is neither.
 */
#define PERCENT_SIZE	64
const char *percent_text(char *buf, size_t size, const mpq_t q, int digits);
/* A chance as a first line says it: "51.77% (671/1296)". */
void out_chance(struct out *out, const mpq_t q);
/* The answer as the first line says it: "51.77% (671/1296)", or a
 * mean, "7.500 (15/2)"; in JSON, "p" or "value", and "fraction". */
void out_answer(struct out *out, const struct odds_found *found);
void json_answer(struct out *out, const struct odds_found *found);

/* An odds row: label, fraction, percentage and a bar. */
void out_odds_row(struct out *out, const char *label, const mpq_t p);
/*
 * Every value of a tally from 0 to n - 1, reached or not, as odds rows
 * (the text's labels after prefix) or a JSON array of
 * {"outcome","p","fraction"}: a state by its enum, a table's row, each
 * named by name(run, value).
 */
void odds_rows(struct run *run, const struct tally *t, long n,
    const char *prefix, const char *(*name)(const struct run *, long));

/* "5/12", "0", "2". */
void out_fraction(struct out *out, const mpq_t q);
/* The same, as a JSON string. */
void json_fraction(struct out *out, const mpq_t q);
/* The nearest double, where the fraction allows. */
double fraction_value(const mpq_t q);
/* "p" and "fraction" keys, with a suffix: "p_at_least". */
void json_chance(struct out *out, const char *suffix, const mpq_t q);

/* The "p_KEY" and "expected_KEY" keys of a walk's quantities, as
 * --odds writes them: --vary's rows have the same. */
struct quantity_def;
void json_odds_means(struct out *out, const struct odds_found *found,
    const struct quantity_def *q);

/* The "odds" array: each outcome that can happen and its chance, or
 * the values of the quantity the tool gives them as (its odds_token). */
struct tool;
void json_odds_array(struct out *out, const struct tool *tool,
    const struct odds_found *found);

/* Print the run's odds, text or JSON, from a walk. */
void odds_print(struct run *run, const struct odds_found *found,
    const void *state);

#endif
