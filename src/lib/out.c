/* out.c - buffered text and JSON */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
	/* The new size counts only once it is there: a failed xrealloc
	 * may be caught, and the buffer used again. */
	out->buf = xrealloc(out->buf, cap);
	out->cap = cap;
}

void
out_write(struct out *out, const char *s, size_t n)
{
	reserve(out, n);
	memcpy(out->buf + out->len, s, n);
	out->len += n;
	out->buf[out->len] = '\0';
}

void
out_printf(struct out *out, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		fail(EXIT_USAGE, "output: cannot format");
	reserve(out, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(out->buf + out->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
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
	free(out->buf);
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
		out_write(out, ",", 1);
	if (out->depth > 0)
		out->has_items[out->depth - 1] = 1;
}

void
json_open(struct out *out, char bracket)
{
	separate(out);
	if (out->depth == JSON_DEPTH_MAX)
		fail(EXIT_USAGE, "output: JSON nested too deep");
	out_write(out, &bracket, 1);
	out->has_items[out->depth++] = 0;
}

void
json_close(struct out *out, char bracket)
{
	out->depth--;
	out_write(out, &bracket, 1);
	if (out->depth == 0)
		out_write(out, "\n", 1);
}

void
json_key(struct out *out, const char *key)
{
	json_string(out, key);
	out_write(out, ":", 1);
	out->after_key = 1;
}

size_t
utf8_sequence(const unsigned char *s, size_t n)
{
	unsigned long cp;
	size_t len, k;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (k = 1; k < len; k++) {
		if ((s[k] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[k] & 0x3f);
	}
	if ((len == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff)))
	    || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)))
		return 0;
	return len;
}

void
json_string(struct out *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s), len;
	char esc[8];

	separate(out);
	out_write(out, "\"", 1);
	while (n > 0) {
		if (*p == '"' || *p == '\\') {
			esc[0] = '\\';
			esc[1] = (char)*p;
			out_write(out, esc, 2);
			len = 1;
		} else if (*p == '\n') {
			out_write(out, "\\n", 2), len = 1;
		} else if (*p == '\t') {
			out_write(out, "\\t", 2), len = 1;
		} else if (*p < 0x20 || *p == 0x7f) {
			snprintf(esc, sizeof(esc), "\\u%04x", *p);
			out_write(out, esc, 6);
			len = 1;
		} else if ((len = utf8_sequence(p, n)) == 0) {
			/* Not text: say so rather than emit invalid JSON. */
			out_write(out, "\\ufffd", 6);
			len = 1;
		} else {
			out_write(out, (const char *)p, len);
		}
		p += len;
		n -= len;
	}
	out_write(out, "\"", 1);
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
	out_printf(out, "%s", b ? "true" : "false");
}

void
json_null(struct out *out)
{
	separate(out);
	out_write(out, "null", 4);
}
