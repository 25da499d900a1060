/*
 * images/generate.c - a tool's images of its shipped tables (image.h).
 *
 * Linked with a tool's own object (src/TOOL.o, main and all) and
 * -Wl,--wrap=tool_main, as schema/generate.c is: the tool's main hands
 * its struct tool to __wrap_tool_main here, which loads each of its
 * tables from tables/ by the library's own load (a program without
 * images parses: image.c) and prints, as C, each file's bytes and the
 * table they made.  A table that does not load fails the build with the
 * load's message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "image.h"
#include "table.h"
#include "tool.h"

#define TABLES_MAX	64	/* well above a tool's tables */

int __wrap_tool_main(const struct tool *tool, int argc, char *argv[]);

/* n bytes as a C array's initialisers, twelve a line. */
static void
bytes(const char *type, const char *name, size_t i, const unsigned char *p,
    size_t n)
{
	size_t k;

	printf("static const %s %s%zu[] = {", type, name, i);
	for (k = 0; k < n; k++)
		printf("%s%u%s", k % 12 ? " " : "\n\t", p[k],
		    k + 1 < n ? "," : "");
	printf("\n};\n");
}

/* The file's bytes, whole, as the load read them. */
static unsigned char *
slurp(const char *path, size_t *size)
{
	unsigned char *buf = NULL;
	size_t cap = 0, n = 0, got;
	FILE *f;

	if ((f = fopen(path, "rb")) == NULL) {
		perror(path);
		exit(1);
	}
	do {
		if (n == cap && (buf = realloc(buf, cap = 2 * cap + 4096))
		    == NULL) {
			perror(path);
			exit(1);
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
	} while (got > 0);
	if (ferror(f)) {
		perror(path);
		exit(1);
	}
	fclose(f);
	*size = n;
	return buf;
}

/* The image of schema's table, the tool's i-th: its rows and columns in
 * *rows and *columns. */
static void
image(const struct table_schema *schema, size_t i, size_t *rows,
    size_t *columns)
{
	char path[4096];
	const char *error, *c;
	struct table *t;
	unsigned char *file;
	size_t size, k, n, len, at = 0;

	if ((t = table_load("tables", schema, &error)) == NULL) {
		fprintf(stderr, "%s\n", error);
		exit(1);
	}
	snprintf(path, sizeof(path), "tables/%s", schema->file);
	file = slurp(path, &size);
	bytes("unsigned char", "bytes", i, file, size);
	free(file);
	n = t->rows * t->columns;
	printf("static const unsigned char text%zu[] = {", i);
	for (k = 0; k < n; k++) {
		len = strlen(t->cells[k].text);
		fwrite("\n\t", 1, 2, stdout);
		for (c = t->cells[k].text; c <= t->cells[k].text + len; c++)
			printf("%u%s", (unsigned char)*c,
			    k + 1 < n || *c != '\0' ? ", " : "");
	}
	printf("\n};\nstatic const struct image_cell cells%zu[] = {", i);
	for (k = 0; k < n; k++) {
		printf("\n\t{ %zu, %ld, %d }%s", at, t->cells[k].whole,
		    t->cells[k].blank, k + 1 < n ? "," : "");
		at += strlen(t->cells[k].text) + 1;
	}
	printf("\n};\nstatic const long lines%zu[] = {", i);
	for (k = 0; k < t->rows; k++)
		printf("%s%ld%s", k % 12 ? " " : "\n\t", t->lines[k],
		    k + 1 < t->rows ? "," : "");
	printf("\n};\nstatic const int positions%zu[] = {", i);
	for (k = 0; k < t->columns; k++)
		printf(" %d%s", t->positions[k], k + 1 < t->columns ? "," : "");
	printf(" };\n\n");
	*rows = t->rows;
	*columns = t->columns;
	table_free(t);
}

int
__wrap_tool_main(const struct tool *tool, int argc, char *argv[])
{
	size_t i, n, rows[TABLES_MAX], columns[TABLES_MAX];

	(void)argc;
	(void)argv;
	printf("/* %s's tables as its build read them: made by "
	    "images/generate */\n#include \"image.h\"\n\n", tool->name);
	for (n = 0; tool->tables[n] != NULL; n++) {
		if (n == TABLES_MAX) {
			fprintf(stderr, "%s: more than %d tables\n", tool->name,
			    TABLES_MAX);
			return 1;
		}
		image(tool->tables[n], n, &rows[n], &columns[n]);
	}
	printf("const struct table_image table_images[] = {\n");
	for (i = 0; i < n; i++) {
		printf("\t{ \"%s\", bytes%zu, sizeof(bytes%zu), %zu, %zu,\n",
		    tool->tables[i]->file, i, i, rows[i], columns[i]);
		printf("\t    text%zu, sizeof(text%zu), cells%zu, lines%zu, "
		    "positions%zu },\n", i, i, i, i, i);
	}
	printf("\t{ NULL, NULL, 0, 0, 0, NULL, 0, NULL, NULL, NULL }\n};\n");
	return 0;
}
