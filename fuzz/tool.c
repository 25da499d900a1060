/*
 * tool.c - fuzz one tool's whole resolution, from its arguments to its
 * answer: linked with src/TOOL.c built with -Dmain=tool_entry (make
 * fuzz builds one for each tool of BIN).  The first line of the input
 * is the command line, words split at blanks; the rest is what --batch
 * reads.  The tables are the shipped ones, or $MUSKET_TABLES.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"

#ifndef FUZZ_TABLES
#define FUZZ_TABLES "tables"
#endif

int tool_entry(int argc, char *argv[]);

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
	catching = &failure;
	if (setjmp(failure.where) == 0)
		tool_entry(argc, argv);
	catching = NULL;
	stdin = was;
	fclose(in);
	free(text);
	return 0;
}
