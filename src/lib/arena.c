/* arena.c - each block linked into its arena, so an arena frees all */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "err.h"

/* A block of the caller's and its place in the ring of its arena. */
struct block {
	struct link	 link;
	max_align_t	 data[];
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
	struct link *l, *next;

	if (a == NULL)
		a = &run_arena;
	if (a->blocks.next == NULL)
		return;
	for (l = a->blocks.next; l != &a->blocks; l = next) {
		next = l->next;
		free(l);
	}
	a->blocks.prev = a->blocks.next = &a->blocks;
}

void *
arena_realloc(void *p, size_t size)
{
	struct block *b = p != NULL ? block_of(p) : NULL, *grown;
	struct link *ring = &in_use->blocks;

	if (size > SIZE_MAX - sizeof(*b))
		return NULL;
	if ((grown = realloc(b, sizeof(*b) + size)) == NULL)
		return NULL;
	if (b == NULL) {
		if (ring->next == NULL)
			ring->prev = ring->next = ring;
		grown->link.prev = ring->prev;
		grown->link.next = ring;
	}
	/* New or moved: its neighbours are told. */
	grown->link.prev->next = &grown->link;
	grown->link.next->prev = &grown->link;
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
	b->link.prev->next = b->link.next;
	b->link.next->prev = b->link.prev;
	free(b);
}
