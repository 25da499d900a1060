/*
 * tool.c - fuzz one tool's whole resolution, from its arguments to its
 * answer: linked with src/TOOL.c built with -Dmain=tool_entry (make
 * fuzz builds one for each tool of BIN).  The first line of the input
 * is the command line, words split at blanks; the rest is what --batch
 * reads.  The tables are the shipped ones, or $MUSKET_TABLES.
 *
 * The fuzz builds' WALK_PATHS_MAX bounds one walk, but a batch of many
 * --odds lines is a walk a line: such inputs took 25 ms each under ASan,
 * and the fuzzer, finding new edges in them, grew its corpus towards
 * them until a target ran at 40 execs/s.  So an input has a budget of
 * paths over all its walks, counted here by wrapping the walk's step
 * (linked with -Wl,--wrap=dice_walk_next): past it, the walk fails as
 * one past WALK_PATHS_MAX does (the same exit, the same abandoned walk),
 * and so does every later walk of the input at its first step.  The
 * tools and the library, and their limits, are as shipped.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "err.h"

#ifndef FUZZ_TABLES
#define FUZZ_TABLES "tables"
#endif

/* As many as the one walk the fuzz builds allow (the Makefile's
 * WALK_PATHS_MAX, some 50 ms under ASan): an input of one --odds line
 * is as it was, a batch of them shares that. */
#define INPUT_PATHS_MAX	WALK_PATHS_MAX

int tool_entry(int argc, char *argv[]);
int __real_dice_walk_next(struct dice *d);

static unsigned long input_paths;	/* walked by this input's lines */

int
__wrap_dice_walk_next(struct dice *d)
{
	if (++input_paths > INPUT_PATHS_MAX)
		fail(EXIT_USAGE, "odds: more than the fuzz input's %lu "
		    "paths", (unsigned long)INPUT_PATHS_MAX);
	return __real_dice_walk_next(d);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	setenv("MUSKET_TABLES", FUZZ_TABLES, 0);
	/* The answers and the batch lines' errors go nowhere; libFuzzer
	 * and the sanitizers keep descriptor 2. */
	stdout = fopen("/dev/null", "w");
	stderr = fopen("/dev/null", "w");
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct failure failure;
	char *text = malloc(size + 1), *rest, *p, *argv[65];
	FILE *in, *was = stdin;
	int argc = 0;

	memcpy(text, data, size);
	text[size] = '\0';
	if ((rest = memchr(text, '\n', size)) != NULL)
		*rest++ = '\0';
	argv[argc++] = "tool";
	for (p = strtok(text, " \t"); p != NULL && argc < 64;
	    p = strtok(NULL, " \t"))
		argv[argc++] = p;
	argv[argc] = NULL;
	if (rest != NULL && rest < text + size)
		in = fmemopen(rest, (size_t)(text + size - rest), "r");
	else
		in = fopen("/dev/null", "r");
	stdin = in;
	input_paths = 0;
	catching = &failure;
	if (setjmp(failure.where) == 0)
		tool_entry(argc, argv);
	catching = NULL;
	stdin = was;
	fclose(in);
	free(text);
	return 0;
}
