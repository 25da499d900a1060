/* out.c - buffered text and JSON */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "err.h"
#include "num.h"
#include "out.h"

static void
reserve(struct out *out, size_t more)
{
	size_t cap = out->cap;

	if (out->len + more + 1 <= cap)
		return;
	while (out->len + more + 1 > cap)
		cap = cap ? 2 * cap : 1024;
	out->buf = xrealloc(out->buf, cap);
	out->cap = cap;
}

/* out_write, inlined where this file writes most: a piece is often a
 * byte or two, and a call costs more than the copy. */
static inline void
put(struct out *out, const char *s, size_t n)
{
	if (out->len + n + 1 > out->cap)
		reserve(out, n);
	memcpy(out->buf + out->len, s, n);
	out->len += n;
	out->buf[out->len] = '\0';
}

void
out_write(struct out *out, const char *s, size_t n)
{
	put(out, s, n);
}

void
out_str(struct out *out, const char *s)
{
	put(out, s, strlen(s));
}

void
out_char(struct out *out, char c)
{
	put(out, &c, 1);
}

/* printf's "%ld" without its parsing of the format: a batch line writes
 * a dozen numbers, and vsnprintf spent most of a line's instructions.
 * The digits go straight into the buffer, most often one of them. */
void
out_long(struct out *out, long n)
{
	char digits[24], *p = digits + sizeof(digits);
	unsigned long u = n < 0 ? -(unsigned long)n : (unsigned long)n;
	size_t len;

	if (out->len + sizeof(digits) + 1 > out->cap)
		reserve(out, sizeof(digits));
	if (u < 10) {
		p = out->buf + out->len;
		if (n < 0)
			*p++ = '-';
		*p++ = (char)('0' + u);
		*p = '\0';
		out->len = (size_t)(p - out->buf);
		return;
	}
	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (n < 0)
		*--p = '-';
	len = (size_t)(digits + sizeof(digits) - p);
	memcpy(out->buf + out->len, p, len);
	out->len += len;
	out->buf[out->len] = '\0';
}

/* A headline's outcome in capitals (musket(7)), from a table's word:
 * ASCII letters only, the rest as it is. */
void
out_upper(struct out *out, const char *s)
{
	for (; *s != '\0'; s++)
		out_char(out, (char)toupper((unsigned char)*s));
}

/* "+2", "-1", "0": a modifier or a difference as a table writes it. */
void
out_difference(struct out *out, long n)
{
	if (n == 0)
		out_char(out, '0');
	else
		out_signed(out, n);
}

/* "%+ld": a modifier's sign always shown. */
void
out_signed(struct out *out, long n)
{
	if (n >= 0)
		out_char(out, '+');
	out_long(out, n);
}

void
out_printf(struct out *out, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	out_vprintf(out, fmt, ap);
	va_end(ap);
}

void
out_reset(struct out *out)
{
	out->len = 0;
	out->depth = 0;
	out->after_key = 0;
	if (out->buf != NULL)
		out->buf[0] = '\0';
}

void
out_reserve(struct out *out, size_t n)
{
	reserve(out, n);
}

void
out_restart(struct out *out)
{
	char *buf = out->buf;
	size_t cap = out->cap;

	memset(out, 0, sizeof(*out));
	out->buf = buf;
	out->cap = cap;
	if (buf != NULL)
		buf[0] = '\0';
}

void
out_free(struct out *out)
{
	xfree(out->buf);
	out->buf = NULL;
	out->len = out->cap = 0;
}

/* Before a value or a key: the comma that separates it from the last. */
static void
separate(struct out *out)
{
	if (out->after_key) {
		out->after_key = 0;
		return;
	}
	if (out->depth > 0 && out->has_items[out->depth - 1])
		put(out, ",", 1);
	if (out->depth > 0)
		out->has_items[out->depth - 1] = 1;
}

void
json_open(struct out *out, char bracket)
{
	separate(out);
	if (out->depth == JSON_DEPTH_MAX)
		fail(EXIT_USAGE, "output: JSON nested too deep");
	put(out, &bracket, 1);
	out->has_items[out->depth++] = 0;
}

void
json_close(struct out *out, char bracket)
{
	out->depth--;
	put(out, &bracket, 1);
	if (out->depth == 0)
		put(out, "\n", 1);
}

void
json_key(struct out *out, const char *key)
{
	json_string(out, key);
	put(out, ":", 1);
	out->after_key = 1;
}

void
json_string(struct out *out, const char *s)
{
	json_span(out, s, strlen(s));
}

/* The printable ASCII bytes a JSON string holds as they are: looked up,
 * since JSON is mostly such bytes and a test of four compares each cost
 * a line a third of its instructions. */
#define P4(c)	plain_byte(c), plain_byte(c + 1), plain_byte(c + 2), \
		plain_byte(c + 3)
#define P16(c)	P4(c), P4(c + 4), P4(c + 8), P4(c + 12)
#define P64(c)	P16(c), P16(c + 16), P16(c + 32), P16(c + 48)
#define plain_byte(c) \
	((c) >= 0x20 && (c) < 0x7f && (c) != '"' && (c) != '\\')
static const unsigned char plain_bytes[256] = {
	P64(0), P64(64), P64(128), P64(192)
};
#define plain(c)	plain_bytes[(unsigned char)(c)]

void
json_span(struct out *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *run;
	size_t len;
	char esc[8];

	separate(out);
	/* A key or a word, all plain: quoted in one piece, the quotes and
	 * the bytes at once (a JSON line is hundreds of such strings). */
	for (len = 0; len + 4 <= n && (plain(p[len]) & plain(p[len + 1]) &
	    plain(p[len + 2]) & plain(p[len + 3])); len += 4)
		;
	while (len < n && plain(p[len]))
		len++;
	if (len == n) {
		char *to;

		if (out->len + n + 3 > out->cap)
			reserve(out, n + 2);
		to = out->buf + out->len;
		to[0] = '"';
		memcpy(to + 1, s, n);
		to[n + 1] = '"';
		to[n + 2] = '\0';
		out->len += n + 2;
		return;
	}
	put(out, "\"", 1);
	while (n > 0) {
		/* Text that needs no escape goes out in one piece. */
		for (run = p; n > 0; p += len, n -= len) {
			if (plain(*p)) {
				/* The run of plain bytes at once: the
				 * common case, a word or a phrase. */
				for (len = 1; len + 4 <= n && plain(p[len]) &&
				    plain(p[len + 1]) && plain(p[len + 2]) &&
				    plain(p[len + 3]); len += 4)
					;
				while (len < n && plain(p[len]))
					len++;
			} else if (*p < 0x80 ||
			    (len = utf8_sequence(p, n)) == 0)
				break;
		}
		put(out, (const char *)run, (size_t)(p - run));
		if (n == 0)
			break;
		if (*p == '"' || *p == '\\') {
			esc[0] = '\\';
			esc[1] = (char)*p;
			put(out, esc, 2);
		} else if (*p == '\n') {
			put(out, "\\n", 2);
		} else if (*p == '\t') {
			put(out, "\\t", 2);
		} else if (*p < 0x20 || *p == 0x7f) {
			snprintf(esc, sizeof(esc), "\\u%04x", *p);
			put(out, esc, 6);
		} else {
			/* Not text: say so rather than emit invalid JSON. */
			put(out, "\\ufffd", 6);
		}
		p++;
		n--;
	}
	put(out, "\"", 1);
}

void
json_whole(struct out *out, long n)
{
	separate(out);
	out_long(out, n);
}

void
json_double(struct out *out, double d)
{
	separate(out);
	out_printf(out, "%.17g", d);
}

/* A distance or a rate in thousandths, as the decimal it is ("0.1",
 * not "%.17g"'s "0.10000000000000001"): the same number to a JSON
 * reader, and printf's float conversion was a third of a JSON line. */
void
json_thousandths(struct out *out, long n)
{
	char buf[32];

	separate(out);
	out_str(out, format_thousandths(n, buf, sizeof(buf)));
}

void
json_bool(struct out *out, int b)
{
	separate(out);
	if (b)
		put(out, "true", 4);
	else
		put(out, "false", 5);
}

void
json_null(struct out *out)
{
	separate(out);
	put(out, "null", 4);
}

/*
 * The formats of most fragments a tool writes, whose conversions are a
 * bare %s, %c, %d or %ld, a signed %+d or %+ld, or %%, are appended
 * directly, in one pass: vsnprintf spent most of a batch line.  At a
 * width or any other conversion, what was appended is taken back and
 * the whole is vsnprintf's, from copies of the arguments.
 */
void
out_vprintf(struct out *out, const char *fmt, va_list ap)
{
	va_list first, second;
	const char *whole = fmt, *pc, *s;
	size_t start = out->len, room;
	int n = 0, precision;

	va_copy(first, ap);
	va_copy(second, ap);
	for (;; fmt = pc + 2) {
		/* Formats are short: a byte at a time costs less than
		 * strchr's call. */
		for (pc = fmt; *pc != '\0' && *pc != '%'; pc++)
			;
		if (pc > fmt)
			put(out, fmt, (size_t)(pc - fmt));
		if (*pc == '\0')
			break;
		if (pc[1] == 's')
			out_str(out, va_arg(ap, const char *));
		else if (pc[1] == 'd')
			out_long(out, va_arg(ap, int));
		else if (pc[1] == 'l' && pc[2] == 'd')
			out_long(out, va_arg(ap, long)), pc++;
		else if (pc[1] == 'c')
			out_char(out, (char)va_arg(ap, int));
		else if (pc[1] == '+' && pc[2] == 'd')
			out_signed(out, va_arg(ap, int)), pc++;
		else if (pc[1] == '+' && pc[2] == 'l' && pc[3] == 'd')
			out_signed(out, va_arg(ap, long)), pc += 2;
		else if (pc[1] == '.' && pc[2] == '*' && pc[3] == 's') {
			/* A piece of a longer text, as "%.*s" takes it:
			 * no further than its end. */
			precision = va_arg(ap, int);
			s = va_arg(ap, const char *);
			put(out, s, precision < 0 ? strlen(s)
			    : strnlen(s, (size_t)precision));
			pc += 2;
		} else if (pc[1] == '%')
			put(out, "%", 1);
		else
			break;
	}
	if (*pc != '\0') {
		out->len = start;
		reserve(out, 256);
		room = out->cap - out->len;
		n = vsnprintf(out->buf + out->len, room, whole, first);
		if (n >= 0 && (size_t)n >= room) {
			reserve(out, (size_t)n);
			vsnprintf(out->buf + out->len, (size_t)n + 1, whole,
			    second);
		}
	}
	va_end(first);
	va_end(second);
	if (n < 0)
		fail(EXIT_USAGE, "output: cannot format");
	if (*pc != '\0')
		out->len += (size_t)n;
}

/* A word as a shell reads it back: quoted only where it must be. */
void
out_shell_word(struct out *out, const char *w)
{
	const char *p;

	if (*w != '\0' && strspn(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789_-+=.,:/@%") == strlen(w)) {
		out_printf(out, "%s", w);
		return;
	}
	out_write(out, "'", 1);
	for (p = w; *p != '\0'; p++)
		if (*p == '\'')
			out_write(out, "'\\''", 4);
		else
			out_write(out, p, 1);
	out_write(out, "'", 1);
}

void
out_xml(struct out *out, const char *s, size_t len)
{
	size_t i, n;

	for (i = 0; i < len; i += n) {
		n = 1;
		switch (s[i]) {
		case '&': out_str(out, "&amp;"); continue;
		case '<': out_str(out, "&lt;"); continue;
		case '>': out_str(out, "&gt;"); continue;
		case '"': out_str(out, "&quot;"); continue;
		}
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f
		    || ((unsigned char)s[i] >= 0x80 && (n = utf8_sequence(
		    (const unsigned char *)s + i, len - i)) == 0)) {
			out_printf(out, "\\x%02x", (unsigned char)s[i]);
			n = 1;
		} else
			out_write(out, s + i, n);
	}
}
