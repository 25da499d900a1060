/*
 * utf8.h - the one UTF-8 check of the suite.
 */
#ifndef MUSKET_UTF8_H
#define MUSKET_UTF8_H

#include <stddef.h>

/* Length of the valid UTF-8 sequence at s (at most n bytes), or 0. */
size_t utf8_sequence(const unsigned char *s, size_t n);

#endif
