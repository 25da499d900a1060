/*
 * tool.c - fuzz one tool's whole resolution, from its arguments to its
 * answer: linked with src/TOOL.c built with -Dmain=tool_entry (make
 * fuzz builds one for each tool of BIN).  The first line of the input
 * is the command line, words split at blanks; the rest is what --batch
 * reads.  The tables are the shipped ones, or $MUSKET_TABLES.
 *
 * The fuzz builds' WALK_PATHS_MAX bounds one walk and REPEAT_MAX one
 * --repeat, but a batch is a walk or a --repeat a line: such inputs took
 * 25-190 ms each under ASan, and the fuzzer, finding new edges in them,
 * grew its corpus towards them until a target ran at 40-240 execs/s.
 * So an input has a budget of resolutions (a roll, or a path of a walk)
 * over all its lines, counted here by wrapping the start of each
 * (linked with -Wl,--wrap=dice_start): past it, the resolution fails
 * as one does whose walk is past WALK_PATHS_MAX (the same exit, the
 * same abandoned walk), and so does every later one of the input.  The
 * tools and the library, and their limits, are as shipped.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "dice.h"
#include "err.h"

#ifndef FUZZ_TABLES
#define FUZZ_TABLES "tables"
#endif

/* A path of bacw-melee's walk, its most costly, takes 10 us under ASan
 * and the fuzzer's tracing: an input takes at most some 10 ms. */
#define INPUT_RESOLUTIONS_MAX	1000UL

int tool_entry(int argc, char *argv[]);
void __real_dice_start(struct dice *d);

static unsigned long input_resolutions;	/* by this input's lines */

void
__wrap_dice_start(struct dice *d)
{
	if (++input_resolutions > INPUT_RESOLUTIONS_MAX)
		fail(EXIT_USAGE, "more than the fuzz input's %lu resolutions",
		    INPUT_RESOLUTIONS_MAX);
	__real_dice_start(d);
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
	/* A file with a descriptor: the tools read standard input's
	 * descriptor (input.c), which fmemopen's stream has not. */
	if ((in = tmpfile()) == NULL)
		abort();
	if (rest != NULL && rest < text + size
	    && fwrite(rest, 1, (size_t)(text + size - rest), in)
	    != (size_t)(text + size - rest))
		abort();
	rewind(in);
	stdin = in;
	input_resolutions = 0;
	catching = &failure;
	if (setjmp(failure.where) == 0)
		tool_entry(argc, argv);
	catching = NULL;
	/* What a fail() left of the run: tool_main frees it only on its
	 * way out. */
	arena_use(NULL);
	arena_free(NULL);
	stdin = was;
	fclose(in);
	free(text);
	return 0;
}
