/* input.h - standard input a line at a time, for --batch and --ask */
#ifndef MUSKET_INPUT_H
#define MUSKET_INPUT_H

#include <stddef.h>

/*
 * The next line of standard input, without its newline: its first max
 * bytes into line and a NUL after them (line has max + 1 bytes), its
 * whole length in *len, and whether a NUL byte is in it in *nul.  The
 * whole line is read, however long.  0 at the end of the input; a
 * read error fails.  Every reader of standard input goes through it,
 * so that a batch line's --ask reads the line after it.
 */
int input_line(char *line, size_t max, size_t *len, int *nul);
/* A run reads its input from its start: what an earlier run in the same
 * process (a test harness's) left unread is dropped. */
void input_begin(void);

#endif
