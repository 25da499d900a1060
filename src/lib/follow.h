/*
 * follow.h - the command a tool tells the player to run next, with
 * every input the tool knows, so that running it as printed gives what
 * a chained roll would.  Text as a shell line; JSON as data a script
 * composes: "follow_up":{"tool","args":[words],"missing":[options]}.
 */
#ifndef MUSKET_FOLLOW_H
#define MUSKET_FOLLOW_H

#include <stddef.h>

/* struct follow_up, a run's: run.h. */
struct run;

/* The tool to run next; any follow-up said before is forgotten. */
void follow_up(struct run *run, const char *tool);
/* One word of its command line, as printf would make it. */
void follow_arg(struct run *run, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* An input this tool does not know, which the player must add: its
 * option ("--pins") and what to give it ("its pins now"). */
void follow_missing(struct run *run, const char *option, const char *hint);
/* "TOOL --pins 2 ... (add --x: hint)", shell-quoted where a word
 * needs it, with --tables DIR where this run was given it (not in the
 * JSON args: a batch line cannot take it); valid until the next call.
 * "" where there is none. */
const char *follow_up_text(struct run *run);
/* "follow_up": the object, or null where there is none. */
void json_follow_up(struct run *run);

#endif
