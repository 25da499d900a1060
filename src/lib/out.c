/* out.c - buffered text and JSON */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "err.h"
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
out_printf(struct out *out, const char *fmt, ...)
{
	va_list ap;
	size_t room;
	int n;

	/* Into the room there is: only a longer text is formatted twice. */
	reserve(out, 256);
	room = out->cap - out->len;
	va_start(ap, fmt);
	n = vsnprintf(out->buf + out->len, room, fmt, ap);
	va_end(ap);
	if (n < 0)
		fail(EXIT_USAGE, "output: cannot format");
	if ((size_t)n >= room) {
		reserve(out, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(out->buf + out->len, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	out->len += (size_t)n;
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
	const unsigned char *p = (const unsigned char *)s, *run;
	size_t n = strlen(s), len;
	char esc[8];

	separate(out);
	put(out, "\"", 1);
	while (n > 0) {
		/* Text that needs no escape goes out in one piece. */
		for (run = p; n > 0; p += len, n -= len) {
			if (*p >= 0x20 && *p < 0x7f && *p != '"' && *p != '\\')
				len = 1;
			else if (*p < 0x80 || (len = utf8_sequence(p, n)) == 0)
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
	out_printf(out, "%ld", n);
}

void
json_double(struct out *out, double d)
{
	separate(out);
	out_printf(out, "%.17g", d);
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

void
out_vprintf(struct out *out, const char *fmt, va_list ap)
{
	va_list again;
	size_t room;
	int n;

	va_copy(again, ap);
	reserve(out, 256);
	room = out->cap - out->len;
	n = vsnprintf(out->buf + out->len, room, fmt, ap);
	if (n >= 0 && (size_t)n >= room) {
		reserve(out, (size_t)n);
		vsnprintf(out->buf + out->len, (size_t)n + 1, fmt, again);
	}
	va_end(again);
	if (n < 0)
		fail(EXIT_USAGE, "output: cannot format");
	out->len += (size_t)n;
}
