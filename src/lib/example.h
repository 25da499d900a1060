/* example.h - a tool's one example for its --help */
#ifndef MUSKET_EXAMPLE_H
#define MUSKET_EXAMPLE_H

/*
 * The first command of the EXAMPLES of the tool's man page, made from
 * it when the tool is built (src/examples/TOOL.c, by man/first-example),
 * so that --help shows what the page shows and a test runs.  The
 * library's own, example.c, is empty: a program without one (the unit
 * tests, the fuzzers) links that instead.
 */
extern const char tool_example[];

#endif
