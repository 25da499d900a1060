/* num.c - numbers are refused with the reason, never guessed at */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "num.h"

static char reason[96];

/* A bound for a message: 40000 thousandths reads "40", 2500 "2.5".
 * Digit by digit: a distance is in many text lines, and snprintf was a
 * twentieth of a batch line of a tool that writes one. */
static void
format_bound(char *buf, size_t size, long bound, long scale)
{
	char digits[32], *end = digits + sizeof(digits) - 1, *p = end;
	unsigned long u = bound < 0 ? -(unsigned long)bound
	    : (unsigned long)bound;
	unsigned long whole = u / (unsigned long)scale;
	unsigned long part = u % (unsigned long)scale;
	long places;
	size_t n;

	if (size == 0)
		return;
	*p = '\0';
	for (places = scale; places > 1 && part % 10 == 0; places /= 10)
		part /= 10;
	for (; places > 1; places /= 10, part /= 10)
		*--p = (char)('0' + part % 10);
	if (p[0] != '\0')
		*--p = '.';
	do
		*--p = (char)('0' + whole % 10);
	while ((whole /= 10) != 0);
	if (bound < 0)
		*--p = '-';
	if ((n = (size_t)(end - p)) >= size)
		n = size - 1;
	memcpy(buf, p, n);
	buf[n] = '\0';
}

static const char *
out_of_range(long value, long min, long max, long scale)
{
	char bound[32];

	if (value < min)
		format_bound(bound, sizeof(bound), min, scale);
	else if (value > max)
		format_bound(bound, sizeof(bound), max, scale);
	else
		return NULL;
	snprintf(reason, sizeof(reason), "is %s the %s %s",
	    value < min ? "below" : "above", value < min ? "minimum" : "maximum",
	    bound);
	return reason;
}

/* Digits only, optional leading '-', no leading zero, no overflow. */
static const char *
scan_digits(const char **sp, int negative_ok, long *value)
{
	const char *s = *sp;
	long v = 0;
	int negative = 0;

	if (*s == '\0')
		return "is empty";
	if (*s == '-' && negative_ok) {
		negative = 1;
		s++;
	}
	if (*s < '0' || *s > '9')
		return "is not a number";
	if (s[0] == '0' && s[1] >= '0' && s[1] <= '9')
		return "has a leading zero";
	for (; *s >= '0' && *s <= '9'; s++) {
		if (v > (LONG_MAX - (*s - '0')) / 10)
			return negative ? "is too small" : "is too large";
		v = v * 10 + (*s - '0');
	}
	if (negative && v == 0 && *s != '.')
		return "is a negative zero";
	*sp = s;
	*value = negative ? -v : v;
	return NULL;
}

const char *
parse_whole(const char *s, long min, long max, long *value)
{
	const char *why;
	long v;

	if ((why = scan_digits(&s, 1, &v)) != NULL)
		return why;
	if (*s == '.' && s[1] >= '0' && s[1] <= '9')
		return "is not a whole number";
	if (*s != '\0')
		return "is not a number";
	if ((why = out_of_range(v, min, max, 1)) != NULL)
		return why;
	*value = v;
	return NULL;
}

char *
format_thousandths(long value, char *buf, size_t size)
{
	format_bound(buf, size, value, 1000);
	return buf;
}

char *
format_whole(long value, char *buf, size_t size)
{
	format_bound(buf, size, value, 1);
	return buf;
}

const char *
parse_thousandths(const char *s, long min, long max, long *value)
{
	const char *why;
	long whole, frac = 0, scale = 100;
	int negative = (*s == '-');

	if ((why = scan_digits(&s, 1, &whole)) != NULL)
		return why;
	if (*s == '.') {
		if (s[1] < '0' || s[1] > '9')
			return "is not a number";
		for (s++; *s >= '0' && *s <= '9'; s++, scale /= 10) {
			if (scale == 0)
				return "has more than three decimals";
			frac += (*s - '0') * scale;
		}
	}
	if (*s != '\0')
		return "is not a number";
	if (whole > LONG_MAX / 1000 - 1 || whole < -(LONG_MAX / 1000 - 1))
		return "is too large";
	whole = whole * 1000 + (negative ? -frac : frac);
	if (negative && whole == 0)
		return "is a negative zero";
	if ((why = out_of_range(whole, min, max, 1000)) != NULL)
		return why;
	*value = whole;
	return NULL;
}
