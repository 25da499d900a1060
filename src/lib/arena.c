/* arena.c - each block linked into its arena, so an arena frees all */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "err.h"

struct block {
	struct arena	*arena;
	struct block	*prev, *next;	/* in the order first allocated */
	max_align_t	 data[];	/* what the caller has */
};

static struct arena run_arena;
static struct arena *in_use = &run_arena;

static struct block *
block_of(void *p)
{
	return (struct block *)((char *)p - offsetof(struct block, data));
}

struct arena *
arena_use(struct arena *a)
{
	struct arena *was = in_use;

	in_use = a != NULL ? a : &run_arena;
	return was;
}

void
arena_free(struct arena *a)
{
	struct block *b, *prev;

	if (a == NULL)
		a = &run_arena;
	for (b = a->last; b != NULL; b = prev) {
		prev = b->prev;
		free(b);
	}
	a->last = NULL;
}

void *
arena_realloc(void *p, size_t size)
{
	struct block *b = p != NULL ? block_of(p) : NULL, *grown;

	if (size > SIZE_MAX - sizeof(*b))
		return NULL;
	if ((grown = realloc(b, sizeof(*b) + size)) == NULL)
		return NULL;
	if (b == NULL) {
		grown->arena = in_use;
		grown->prev = in_use->last;
		grown->next = NULL;
	}
	/* Moved or new: its neighbours and its arena are told. */
	if (grown->prev != NULL)
		grown->prev->next = grown;
	if (grown->next != NULL)
		grown->next->prev = grown;
	else
		grown->arena->last = grown;
	return grown->data;
}

void *
xrealloc(void *p, size_t size)
{
	if ((p = arena_realloc(p, size)) == NULL)
		out_of_memory();
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size)
		out_of_memory();
	return memset(xrealloc(NULL, n * size), 0, n * size);
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xrealloc(NULL, n), s, n);
}

void
xfree(void *p)
{
	struct block *b;

	if (p == NULL)
		return;
	b = block_of(p);
	if (b->prev != NULL)
		b->prev->next = b->next;
	if (b->next != NULL)
		b->next->prev = b->prev;
	else
		b->arena->last = b->prev;
	free(b);
}
