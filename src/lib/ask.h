/* ask.h - --ask: a roll's dice typed in as the player rolls them */
#ifndef MUSKET_ASK_H
#define MUSKET_ASK_H

/*
 * Write prompt to standard error and read a line of standard input,
 * without its newline; NULL at the end of the input.  The line is
 * good until the next call.  To a terminal the prompt waits on its
 * line; to anything else (a log, a test) it is a line of its own.
 */
const char *ask_line(const char *prompt);

#endif
