/*
 * input.c - standard input read in blocks and split at its newlines by
 * memchr: through getc, a byte at a time, a batch line's reading cost
 * more than many a tool's mechanic.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "err.h"
#include "input.h"

#define INPUT_BLOCK	65536

static char block[INPUT_BLOCK];
static size_t start, end;	/* the bytes read and not yet taken */
static int at_end;		/* read() said so: not asked again */

void
input_begin(void)
{
	start = end = 0;
	at_end = 0;
}

/*
 * More of the input into block; 0 at its end.  From stdin's descriptor,
 * whatever stdin is (a harness's file): stdio's buffer is never used,
 * and read() gives a line a pipe has as soon as it has it, where fread
 * would wait for a block's worth.
 */
static int
fill(void)
{
	ssize_t n;
	int fd = fileno(stdin);

	if (at_end)
		return 0;
	if (fd < 0)
		fail(EXIT_USAGE, "standard input: %s", strerror(EBADF));
	while ((n = read(fd, block, sizeof(block))) == -1 && errno == EINTR)
		;
	if (n == -1)
		fail(EXIT_USAGE, "standard input: %s", strerror(errno));
	if (n == 0) {
		at_end = 1;
		return 0;
	}
	start = 0;
	end = (size_t)n;
	return 1;
}

int
input_line(char *line, size_t max, size_t *len, int *nul)
{
	const char *newline;
	size_t n, take, kept = 0, total = 0;
	int any = 0;

	*nul = 0;
	while (start < end || fill()) {
		any = 1;
		newline = memchr(block + start, '\n', end - start);
		n = (newline != NULL ? (size_t)(newline - block) : end)
		    - start;
		if (memchr(block + start, '\0', n) != NULL)
			*nul = 1;
		take = n < max - kept ? n : max - kept;
		memcpy(line + kept, block + start, take);
		kept += take;
		total += n;
		start += n;
		if (newline != NULL) {
			start++;
			break;
		}
	}
	if (!any)
		return 0;
	line[kept] = '\0';
	*len = total;
	return 1;
}
