/*
 * vocabulary-list.c - tests/checks/vocabulary.sh links each tool's object
 * with this in place of tool_main() (objcopy renames the tool's call), so
 * that it prints the tool's declarations as the tool has them, not as
 * --help happens to word them:
 *	option TOOL NAME KIND
 *	synonym TOOL OLD KIND CANONICAL
 * one line each; KIND is flag, number, distance, word, word-or-number or
 * text.  An old flag standing for a value ("target-town=town") is a flag.
 */
#include <stdio.h>
#include <string.h>

#include "tool.h"

int vocabulary_list(const struct tool *, int, char *[]);

static const char *
kind_name(const struct opt *o)
{
	switch (o->kind) {
	case KIND_FLAG:		return "flag";
	case KIND_WHOLE:	return "number";
	case KIND_DISTANCE:	return "distance";
	case KIND_WORD:		return o->max > o->min ? "word-or-number" :
				    "word";
	case KIND_TEXT:		return "text";
	}
	return "unknown";
}

int
vocabulary_list(const struct tool *tool, int argc, char *argv[])
{
	(void)argc;
	(void)argv;
	for (size_t i = 0; i < tool->nopts && tool->opts[i].name; i++) {
		const struct opt *o = &tool->opts[i];
		printf("option %s %s %s\n", tool->name, o->name, kind_name(o));
		for (const char *p = o->also; p && *p; ) {
			size_t n = strcspn(p, ",");
			size_t eq = strcspn(p, "=");
			/* "old=value": an old flag; "old": this option. */
			if (eq < n)
				printf("synonym %s %.*s flag %s\n", tool->name,
				    (int)eq, p, o->name);
			else
				printf("synonym %s %.*s %s %s\n", tool->name,
				    (int)n, p, kind_name(o), o->name);
			p += n + (p[n] == ',');
		}
	}
	return ferror(stdout) ? 1 : 0;
}
