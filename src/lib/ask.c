/* ask.c - --ask: the prompt for a roll and the line typed for it */
#include <stdio.h>
#include <unistd.h>

#include "ask.h"
#include "err.h"
#include "input.h"

/* A roll's faces: a hundred dice of 100 sides and their commas fit. */
#define ASK_LINE_MAX	1023

const char *
ask_line(const char *prompt)
{
	static char line[ASK_LINE_MAX + 1];
	size_t len;
	int nul;

	if (fprintf(stderr, "%s%s", prompt, isatty(STDERR_FILENO) ? " "
	    : "\n") < 0 || fflush(stderr) == EOF)
		fail(EXIT_USAGE, "--ask: standard error cannot be written");
	if (!input_line(line, ASK_LINE_MAX, &len, &nul))
		return NULL;
	if (len > ASK_LINE_MAX)
		fail(EXIT_USAGE, "--ask: a line longer than %d bytes",
		    ASK_LINE_MAX);
	/* What follows a NUL would not be read: "3,4\0009" is not 3,4. */
	if (nul)
		fail(EXIT_USAGE, "--ask: a line contains a NUL byte");
	return line;
}
