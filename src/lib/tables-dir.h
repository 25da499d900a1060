/* tables-dir.h - where the tables are read from */
#ifndef MUSKET_TABLES_DIR_H
#define MUSKET_TABLES_DIR_H

struct common;
struct run;

/* The folder to read the tables from, and *from why there. */
const char *tables_dir(const struct common *c, const char **from);
/* --verbose: the folder the tables came from, and those passed over. */
void text_tables(struct run *run);

#endif
