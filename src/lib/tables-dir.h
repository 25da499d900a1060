/* tables-dir.h - where the tables are read from */
#ifndef MUSKET_TABLES_DIR_H
#define MUSKET_TABLES_DIR_H

struct run;

/* The shipped tables' folder compiled in (datadir.c). */
extern const char musket_datadir[];

/* Load the tool's tables into run->tables, each from the first folder
 * holding it of --tables, $MUSKET_TABLES and the shipped tables; or
 * fail() with the file's error. */
void tables_load(struct run *run);
/*
 * --vary tables=DIR: the tool's tables read again, from dir over
 * $MUSKET_TABLES and the shipped tables (NULL: as without --tables),
 * indexed and checked as at start; run->kept is the tool's anew.
 */
void tables_use(struct run *run, const char *dir);
/* The same, for --help: 1 if loaded, 0 (and nothing said) if not. */
int tables_try_load(struct run *run);
/* --verbose: the folders the tables came from, and those passed over. */
void text_tables(struct run *run);

#endif
