/*
 * err.h - the one error idiom of the suite, and its exit statuses.
 */
#ifndef MUSKET_ERR_H
#define MUSKET_ERR_H

#include <setjmp.h>
#include <stddef.h>

enum exit_status {
	EXIT_RESOLVED = 0,	/* resolved; with -e, the outcome succeeded */
	EXIT_FAILED = 1,	/* with -e only: the outcome failed */
	EXIT_USAGE = 2,		/* usage error or bad input */
	EXIT_TABLE = 3		/* a table is missing or wrong */
};

extern const char *progname;

/*
 * Print "progname: message" on stderr and leave with status; inside a
 * batch line, the message is kept and the line abandoned instead.
 */
void fail(int status, const char *fmt, ...)
	__attribute__((noreturn, format(printf, 2, 3)));

/* What fail() says first, "prefix: ", while one part of a larger whole
 * is under way (a row of --vary: its values), until the next fail() or
 * fail_context(NULL). */
void fail_context(const char *prefix);

/* Where fail() goes while a batch line is being resolved. */
struct failure {
	jmp_buf		 where;
	int		 status;
	const char	*message;	/* whole; good until the next
					 * fail() */
};
extern struct failure *catching;

/* The text of a user's value fit for a one-line message. */
const char *quoted(const char *s);
/* s whole, as a message shows a path: a control byte or a byte not of
 * UTF-8 as \xNN.  Written to buf (room for the length returned and a
 * NUL) unless buf is NULL; the length either way. */
size_t escape(char *buf, const char *s);

/* Out of memory: say so and exit 2 at once. */
void out_of_memory(void) __attribute__((noreturn));
/* Standard output lost (a closed pipe, a full disk): say why and exit 2
 * at once. */
void output_lost(void) __attribute__((noreturn));

#endif
