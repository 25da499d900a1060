/* err.c - one error idiom: "progname: what is wrong", then an exit status */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"

const char *progname = "musket";
struct failure *catching;

void
fail(int status, const char *fmt, ...)
{
	va_list ap;

	if (catching != NULL) {
		va_start(ap, fmt);
		vsnprintf(catching->message, sizeof(catching->message), fmt, ap);
		va_end(ap);
		catching->status = status;
		longjmp(catching->where, 1);
	}
	fflush(stdout);
	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(status);
}

/*
 * A value from the user may be megabytes long or hold control bytes;
 * a message shows at most a short, printable prefix of it.  Four
 * buffers in turn let one message quote two or three values.
 */
const char *
quoted(const char *s)
{
	static char buf[4][64];
	static int next;
	char *q = buf[next], *end = q + sizeof(buf[0]) - 8;
	const unsigned char *p;

	next = (next + 1) % 4;
	*q++ = '\'';
	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if (q >= end) {
			q += sprintf(q, "...");
			break;
		}
		if (*p < 0x20 || *p == 0x7f)
			q += sprintf(q, "\\x%02x", *p);
		else
			*q++ = (char)*p;
	}
	*q++ = '\'';
	*q = '\0';
	return buf[(next + 3) % 4];
}

void *
xrealloc(void *p, size_t size)
{
	if ((p = realloc(p, size ? size : 1)) == NULL)
		fail(EXIT_USAGE, "out of memory");
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p;

	if ((p = calloc(n ? n : 1, size ? size : 1)) == NULL)
		fail(EXIT_USAGE, "out of memory");
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xrealloc(NULL, n), s, n);
}
