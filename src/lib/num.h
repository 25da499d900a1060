/* num.h - the one checked number parser: a value or the reason it is not */
#ifndef MUSKET_NUM_H
#define MUSKET_NUM_H

#include <stddef.h>

/*
 * Parse a whole number in [min, max].  On error return the reason
 * text ("is not a number", "is above the maximum 12", ...) and leave
 * *value alone; on success return NULL.
 */
const char *parse_whole(const char *s, long min, long max, long *value);

/*
 * Parse a plain decimal (digits, at most one point, at most three
 * decimals) in [min, max]: distances on the table, never 1e9 or 0x10.
 * The value is kept exact in thousandths.
 */
const char *parse_thousandths(const char *s, long min, long max, long *value);

/* Thousandths written back as the shortest decimal: 20000 is "20",
 * 12500 "12.5".  Returns buf. */
char *format_thousandths(long value, char *buf, size_t size);
/* A whole number, as "%ld" writes it, without snprintf's cost.
 * Returns buf. */
char *format_whole(long value, char *buf, size_t size);

#endif
