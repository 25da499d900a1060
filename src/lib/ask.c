/* ask.c - --ask: the prompt for a roll and the line typed for it */
#include <stdio.h>
#include <unistd.h>

#include "ask.h"
#include "err.h"

/* A roll's faces: a hundred dice of 100 sides and their commas fit. */
#define ASK_LINE_MAX	1023

const char *
ask_line(const char *prompt)
{
	static char line[ASK_LINE_MAX + 1];
	size_t len = 0;
	int c;

	if (fprintf(stderr, "%s%s", prompt, isatty(STDERR_FILENO) ? " "
	    : "\n") < 0 || fflush(stderr) == EOF)
		fail(EXIT_USAGE, "--ask: standard error cannot be written");
	while ((c = getc(stdin)) != EOF && c != '\n') {
		if (len == ASK_LINE_MAX)
			fail(EXIT_USAGE, "--ask: a line longer than %d bytes",
			    ASK_LINE_MAX);
		line[len++] = (char)c;
	}
	if (c == EOF && len == 0)
		return NULL;
	line[len] = '\0';
	return line;
}
