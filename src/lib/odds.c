/* odds.c - rational arithmetic; a result too big to be exact is an error */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "odds.h"
#include "out.h"

#define BAR_WIDTH	20

static int64_t
gcd(int64_t a, int64_t b)
{
	if (a < 0)
		a = -a;
	while (b != 0) {
		int64_t t = a % b;

		a = b;
		b = t;
	}
	return a < 0 ? -a : a;
}

static void __attribute__((noreturn))
too_big(void)
{
	fail(EXIT_USAGE, "odds: the exact fractions outgrow 64 bits");
}

static int64_t
mul(int64_t a, int64_t b)
{
	int64_t r;

	if (__builtin_mul_overflow(a, b, &r))
		too_big();
	return r;
}

struct frac
frac_make(int64_t num, int64_t den)
{
	struct frac f;
	int64_t g;

	if (den == 0)
		fail(EXIT_USAGE, "odds: division by zero");
	if (den < 0) {
		if (num == INT64_MIN || den == INT64_MIN)
			too_big();
		num = -num;
		den = -den;
	}
	g = gcd(num, den);
	f.num = g ? num / g : 0;
	f.den = g ? den / g : 1;
	return f;
}

struct frac
frac_add(struct frac a, struct frac b)
{
	int64_t g = gcd(a.den, b.den), r;

	if (__builtin_add_overflow(mul(a.num, b.den / g), mul(b.num, a.den / g),
	    &r))
		too_big();
	return frac_make(r, mul(a.den / g, b.den));
}

struct frac
frac_sub(struct frac a, struct frac b)
{
	b.num = -b.num;
	return frac_add(a, b);
}

struct frac
frac_mul(struct frac a, struct frac b)
{
	int64_t g1 = gcd(a.num, b.den), g2 = gcd(b.num, a.den);

	if (g1 == 0 || g2 == 0)
		return frac_make(0, 1);
	return frac_make(mul(a.num / g1, b.num / g2), mul(a.den / g2, b.den / g1));
}

struct frac
frac_div(struct frac a, struct frac b)
{
	if (b.num == 0)
		fail(EXIT_USAGE, "odds: division by zero");
	return frac_mul(a, frac_make(b.den, b.num));
}

int
frac_is_zero(struct frac a)
{
	return a.num == 0;
}

double
frac_value(struct frac a)
{
	return (double)a.num / (double)a.den;
}

char *
frac_format(struct frac a, char *buf)
{
	snprintf(buf, 48, "%" PRId64 "/%" PRId64, a.num, a.den);
	return buf;
}

void
odds_add(struct odds *o, const char *token, struct frac p)
{
	size_t i;

	for (i = 0; i < o->n; i++)
		if (o->token[i][0] == token[0]
		    && strcmp(o->token[i], token) == 0) {
			o->p[i] = frac_add(o->p[i], p);
			return;
		}
	if (o->n == ODDS_MAX)
		fail(EXIT_USAGE, "odds: more than %d outcomes", ODDS_MAX);
	snprintf(o->token[o->n], sizeof(o->token[0]), "%s", token);
	o->p[o->n++] = p;
}

void
odds_check(const struct odds *o, const char *what)
{
	struct frac sum = frac_make(0, 1);
	size_t i;

	for (i = 0; i < o->n; i++)
		sum = frac_add(sum, o->p[i]);
	if (sum.num != 1 || sum.den != 1)
		fail(EXIT_TABLE, "odds: the %s do not sum to 1", what);
}

char *
frac_text(struct frac a, char *buf)
{
	if (a.den == 1)
		snprintf(buf, 48, "%" PRId64, a.num);
	else
		frac_format(a, buf);
	return buf;
}

static void
json_probability_as(struct out *out, struct frac p,
    char *(*format)(struct frac, char *))
{
	char buf[48];

	json_key(out, "p");
	json_double(out, frac_value(p));
	json_key(out, "fraction");
	json_string(out, format(p, buf));
}

void
json_probability(struct out *out, struct frac p)
{
	json_probability_as(out, p, frac_format);
}

void
json_chance_text(struct out *out, struct frac p)
{
	json_probability_as(out, p, frac_text);
}

static void
json_odds_as(struct out *out, const char *key, const struct odds *o,
    char *(*format)(struct frac, char *))
{
	size_t i;

	json_key(out, key);
	json_open(out, '[');
	for (i = 0; i < o->n; i++) {
		json_open(out, '{');
		json_key(out, "outcome");
		json_string(out, o->token[i]);
		json_probability_as(out, o->p[i], format);
		json_close(out, '}');
	}
	json_close(out, ']');
}

void
json_odds(struct out *out, const char *key, const struct odds *o)
{
	json_odds_as(out, key, o, frac_format);
}

void
json_odds_text(struct out *out, const char *key, const struct odds *o)
{
	json_odds_as(out, key, o, frac_text);
}

void
text_odds_answer(struct out *out, const char *question, struct frac p)
{
	char buf[48];

	out_printf(out, "%s %.2f%% (%s)\n", question, 100 * frac_value(p),
	    frac_text(p, buf));
}

void
text_odds_row(struct out *out, const char *label, struct frac p)
{
	char buf[48], bar[BAR_WIDTH + 1] = "";
	double value = frac_value(p);
	int marks = (int)(value * BAR_WIDTH + 0.5);

	/* A chance too small for one mark still shows, as a dot. */
	if (marks == 0 && value > 0)
		snprintf(bar, sizeof(bar), ".");
	else
		memset(bar, '#', (size_t)marks);
	out_printf(out, "%-16s %11s %7.3f%%%s%s\n", label, frac_format(p, buf),
	    100 * value, *bar ? "  " : "", bar);
}

void
text_odds(struct out *out, const struct odds *o)
{
	size_t i;

	for (i = 0; i < o->n; i++)
		text_odds_row(out, o->token[i], o->p[i]);
}
