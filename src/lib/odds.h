/* odds.h - exact odds: fractions in lowest terms, overflow checked */
#ifndef MUSKET_ODDS_H
#define MUSKET_ODDS_H

#include <stddef.h>
#include <stdint.h>

struct out;

struct frac {
	int64_t	num, den;	/* den > 0, gcd(num, den) == 1 */
};

struct frac frac_make(int64_t num, int64_t den);
struct frac frac_add(struct frac a, struct frac b);
struct frac frac_sub(struct frac a, struct frac b);
struct frac frac_mul(struct frac a, struct frac b);
struct frac frac_div(struct frac a, struct frac b);
int frac_is_zero(struct frac a);
double frac_value(struct frac a);
/* "5/12"; buf holds at least 48 bytes. */
char *frac_format(struct frac a, char *buf);
/* "5/12", a whole number bare: "0", "2" (the suite's reading; the tools
 * still on frac_format move to it one at a time). */
char *frac_text(struct frac a, char *buf);

#define ODDS_MAX	64

/* A distribution: outcome tokens and their probabilities. */
struct odds {
	char		 token[ODDS_MAX][32];
	struct frac	 p[ODDS_MAX];
	size_t		 n;
};

/* Add p to token's probability (adding the token if it is new). */
void odds_add(struct odds *o, const char *token, struct frac p);
/* Fail unless the probabilities sum to exactly 1. */
void odds_check(const struct odds *o, const char *what);

/* "p" and "fraction" keys of one entry. */
void json_probability(struct out *out, struct frac p);
/* key: [{"outcome":…,"p":…,"fraction":…},…] */
void json_odds(struct out *out, const char *key, const struct odds *o);
/* The same two, the fraction as frac_text writes it. */
void json_chance_text(struct out *out, struct frac p);
void json_odds_text(struct out *out, const char *key, const struct odds *o);
/* --odds' first line, the chance asked about: "PASS 58.33% (7/12)", as
 * the tools on the odds walk print it. */
void text_odds_answer(struct out *out, const char *question, struct frac p);
/* One row a token: fraction, percent and a bar to see it at a glance. */
void text_odds(struct out *out, const struct odds *o);
void text_odds_row(struct out *out, const char *label, struct frac p);

#endif
