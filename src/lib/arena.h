/* arena.h - memory: what a run allocates, freed as a whole */
#ifndef MUSKET_ARENA_H
#define MUSKET_ARENA_H

#include <stddef.h>

/*
 * Every block xrealloc, xcalloc and xstrdup give (GMP's too) is in an
 * arena: the one in use when the block was first allocated, for
 * xrealloc keeps a block in its own.  A run allocates from the run's
 * arena, freed as a whole when the run ends; a batch line from its
 * own, freed when the line ends, however it ends.  So nothing is freed
 * on the way out of a fail(): whoever catches it frees an arena.  xfree
 * gives a block back early, as a long --repeat or walk must.
 */
struct link {
	struct link	*prev, *next;
};
struct arena {
	struct link	 blocks;	/* a ring; {0}: none yet */
};

/* Allocate from a (NULL: the run's) until the next call; returns the
 * arena that was in use. */
struct arena *arena_use(struct arena *a);
/* Free every block of a (NULL: the run's). */
void arena_free(struct arena *a);

/* Out of memory exits at once (err.h). */
void *xrealloc(void *p, size_t size);
void *xcalloc(size_t n, size_t size);
char *xstrdup(const char *s);
void xfree(void *p);
/* As xrealloc, but NULL when out of memory, p untouched: for a loader
 * that returns its errors. */
void *arena_realloc(void *p, size_t size);

#endif
