/* out.h - a resolution's text or JSON, held until it is whole */
#ifndef MUSKET_OUT_H
#define MUSKET_OUT_H

#include <stdarg.h>
#include <stddef.h>

#include "utf8.h"

#define JSON_DEPTH_MAX	16

/*
 * Output is built here and written only once the resolution succeeded,
 * so that an error never leaves half an answer on stdout.
 */
struct out {
	char		*buf;
	size_t		 len, cap;
	int		 depth;
	int		 after_key;
	int		 cells;		/* rows as cells (format.h) */
	unsigned char	 has_items[JSON_DEPTH_MAX];
};

void out_printf(struct out *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void out_vprintf(struct out *out, const char *fmt, va_list ap);
void out_write(struct out *out, const char *s, size_t n);
/* Without a format: what a batch line writes most, at a fraction of
 * printf's cost. */
void out_str(struct out *out, const char *s);
void out_char(struct out *out, char c);
void out_long(struct out *out, long n);
void out_signed(struct out *out, long n);
void out_difference(struct out *out, long n);
void out_upper(struct out *out, const char *s);
void out_reset(struct out *out);
void out_free(struct out *out);
/* Room for n bytes now, in the arena in use (a buffer that outlives
 * a batch line's arena); and an out as new, its room kept. */
void out_reserve(struct out *out, size_t n);
void out_restart(struct out *out);
/* A word as a shell reads it back: quoted only where it must be. */
void out_shell_word(struct out *out, const char *w);
/* n bytes as XML's (and HTML's) text: a markup character as its
 * entity, a control byte or one of no UTF-8 as \xNN, which XML cannot
 * hold. */
void out_xml(struct out *out, const char *s, size_t n);

/* JSON: commas and escaping are taken care of. */
void json_open(struct out *out, char bracket);	/* '{' or '[' */
void json_close(struct out *out, char bracket);	/* '}' or ']' */
void json_key(struct out *out, const char *key);
void json_string(struct out *out, const char *s);
void json_span(struct out *out, const char *s, size_t n);	/* n bytes */
void json_whole(struct out *out, long n);
void json_double(struct out *out, double d);
/* n thousandths, as a decimal number. */
void json_thousandths(struct out *out, long n);
void json_bool(struct out *out, int b);
void json_null(struct out *out);


#endif
