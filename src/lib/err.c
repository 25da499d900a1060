/* err.c - one error idiom: "progname: what is wrong", then an exit status */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "utf8.h"

const char *progname = "musket";
struct failure *catching;

/*
 * A caught message, whole (it may hold a long path).  Past its first
 * size it grows on the heap, and stays.
 */
#define CAUGHT_SIZE	512
static char caught_room[CAUGHT_SIZE];
static char *caught = caught_room;
static size_t caught_size = CAUGHT_SIZE;

static const char *context;	/* fail_context() */

static const char *
catch_message(int *status, const char *prefix, const char *fmt, va_list ap)
{
	size_t head = prefix != NULL ? strlen(prefix) + 2 : 0, need;
	va_list again;
	char *grown;
	int n;

	va_copy(again, ap);
	n = vsnprintf(NULL, 0, fmt, again);
	va_end(again);
	if (n < 0)
		return "cannot format an error";
	need = head + (size_t)n + 1;
	if (need > caught_size) {
		grown = realloc(caught == caught_room ? NULL : caught, need);
		if (grown == NULL) {
			*status = EXIT_USAGE;
			return "out of memory";
		}
		caught = grown;
		caught_size = need;
	}
	if (prefix != NULL)
		snprintf(caught, caught_size, "%s: ", prefix);
	vsnprintf(caught + head, caught_size - head, fmt, ap);
	return caught;
}

void
fail_context(const char *prefix)
{
	context = prefix;
}

void
fail(int status, const char *fmt, ...)
{
	const char *prefix = context;
	va_list ap;

	context = NULL;
	if (catching != NULL) {
		va_start(ap, fmt);
		catching->message = catch_message(&status, prefix, fmt, ap);
		va_end(ap);
		catching->status = status;
		longjmp(catching->where, 1);
	}
	fflush(stdout);
	fprintf(stderr, "%s: ", progname);
	if (prefix != NULL)
		fprintf(stderr, "%s: ", prefix);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(status);
}

/* Bytes of s to show as they are (a printable character, a whole UTF-8
 * sequence), or 0: a control byte or one not of UTF-8, shown as \xNN. */
static size_t
shown(const unsigned char *s)
{
	if (*s < 0x20 || *s == 0x7f)
		return 0;
	if (*s < 0x80)
		return 1;
	return utf8_sequence(s, strnlen((const char *)s, 4));
}

size_t
escape(char *buf, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = 0, len;

	for (; *p != '\0'; p += len ? len : 1) {
		if ((len = shown(p)) > 0 && buf != NULL)
			memcpy(buf + n, p, len);
		else if (len == 0 && buf != NULL)
			snprintf(buf + n, 5, "\\x%02x", *p);
		n += len ? len : 4;
	}
	if (buf != NULL)
		buf[n] = '\0';
	return n;
}

/*
 * A value from the user may be megabytes long or hold control bytes;
 * a message shows at most a short, printable prefix of it, cut between
 * characters.  Four buffers in turn let one message quote two or three
 * values.
 */
const char *
quoted(const char *s)
{
	static char buf[4][64];
	static int next;
	/* Past end, room for a character or \xNN, "...", "'" and a NUL. */
	char *q = buf[next], *end = q + sizeof(buf[0]) - 8;
	const unsigned char *p;
	size_t len;

	next = (next + 1) % 4;
	*q++ = '\'';
	for (p = (const unsigned char *)s; *p != '\0'; p += len ? len : 1) {
		if (q >= end) {
			q += sprintf(q, "...");
			break;
		}
		if ((len = shown(p)) > 0) {
			memcpy(q, p, len);
			q += len;
		} else {
			q += sprintf(q, "\\x%02x", *p);
		}
	}
	*q++ = '\'';
	*q = '\0';
	return buf[(next + 3) % 4];
}

/* No run goes on short of memory, in a batch or not: one line, gone. */
void
out_of_memory(void)
{
	fflush(stdout);
	fprintf(stderr, "%s: out of memory\n", progname);
	exit(EXIT_USAGE);
}

/* Nor does a run, a batch or a --repeat, go on writing to nowhere. */
void
output_lost(void)
{
	const char *why = strerror(errno);

	fprintf(stderr, "%s: standard output: %s\n", progname, why);
	exit(EXIT_USAGE);
}
