/* run.c - a run's tables, found by their schemas */
#include <stdint.h>

#include "err.h"
#include "run.h"

static size_t
slot_of(const struct table_schema *schema)
{
	return (uintptr_t)schema / sizeof(*schema) % TABLE_SLOTS;
}

/* Index the loaded tables: a tool may look one up a thousand times a
 * resolution, and a tool may have a dozen tables. */
void
index_tables(struct run *run)
{
	size_t i, h;

	for (i = 0; run->tool->tables[i] != NULL && i < TABLE_SLOTS / 2; i++) {
		for (h = slot_of(run->tool->tables[i]); run->slot_schema[h];
		    h = (h + 1) % TABLE_SLOTS)
			;
		run->slot_schema[h] = run->tool->tables[i];
		run->slot_table[h] = run->tables[i];
	}
}

const struct table *
table_of(const struct run *run, const struct table_schema *schema)
{
	size_t i, h;

	for (h = slot_of(schema); run->slot_schema[h] != NULL;
	    h = (h + 1) % TABLE_SLOTS)
		if (run->slot_schema[h] == schema)
			return run->slot_table[h];
	/* Not indexed: not the tool's, or past the index's room. */
	for (i = 0; run->tool->tables[i] != NULL; i++)
		if (run->tool->tables[i] == schema)
			return run->tables[i];
	fail(EXIT_TABLE, "%s: not a table of %s", schema->file, run->tool->name);
}
