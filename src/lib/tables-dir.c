/* tables-dir.c - where the tables are read from, and --verbose saying it */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "arena.h"
#include "err.h"
#include "tables-dir.h"
#include "tool.h"

#ifndef MUSKET_DATADIR
#define MUSKET_DATADIR "/usr/local/share/musket/tables"
#endif

/*
 * The folders tables_dir() found but would not read, each "DIR (why)",
 * for --verbose and for the error when nothing else is there.
 */
#define SKIPPED_MAX	2
static char skipped[SKIPPED_MAX][2 * PATH_MAX + 160];
static size_t nskipped;

/* A skipped[] line as a message shows it (escape()). */
static const char *
escaped(const char *s)
{
	static char buf[4 * sizeof(skipped[0])];

	escape(buf, s);
	return buf;
}

/*
 * Why the folder path may have been put there by someone else, or NULL:
 * it is neither ours nor root's, anyone may write it, or a folder above
 * it that is not ours anyone may write (a sticky one as /tmp too: there
 * another user may have made the name first).  why has room for size.
 */
static const char *
untrusted(const char *path, char *why, size_t size)
{
	char up[PATH_MAX + 64], *slash;
	struct stat st;
	uid_t me = geteuid();

	if (stat(path, &st) != 0)
		return strerror(errno);
	if (st.st_uid != me && st.st_uid != 0) {
		snprintf(why, size, "owned by uid %lu, not by you or root",
		    (unsigned long)st.st_uid);
		return why;
	}
	if (st.st_mode & S_IWOTH)
		return "anyone may write it";
	snprintf(up, sizeof(up), "%s", path);
	while ((slash = strrchr(up, '/')) != NULL) {
		slash[slash == up] = '\0';	/* "/" stays "/" */
		if (stat(up, &st) == 0 && (st.st_mode & S_IWOTH)
		    && st.st_uid != me) {
			snprintf(why, size, "under %s, which anyone may write",
			    up);
			return why;
		}
		if (slash == up)
			break;
	}
	return NULL;
}

/*
 * Whether a folder found by the binary's own place may be read: it, as
 * named and as it resolves, is trusted (untrusted() above); if not, it
 * is kept in skipped[] with why.
 */
static int
trusted(const char *dir, const char *from)
{
	char real[PATH_MAX], why[PATH_MAX + 128];
	const char *bad;

	if ((bad = untrusted(dir, why, sizeof(why))) == NULL)
		bad = realpath(dir, real) == NULL ? strerror(errno)
		    : untrusted(real, why, sizeof(why));
	if (bad == NULL)
		return 1;
	if (nskipped < SKIPPED_MAX)
		snprintf(skipped[nskipped++], sizeof(skipped[0]),
		    "%s (%s: %s)", dir, from, bad);
	return 0;
}

/*
 * --tables, then $MUSKET_TABLES, then tables/ beside the binary (a build
 * tree's own), then, for a binary in a bin/ folder, bin/../share/musket/
 * tables (so that a DESTDIR or relocated install finds its own), then
 * the folder compiled in.  Nothing else: a binary in a folder anyone
 * may write, as /tmp, must not read rules a stranger left beside it;
 * nor is a folder found beside the binary read if another user may have
 * put it there (trusted()).  Naming it (-T) reads it still.
 */
const char *
tables_dir(const struct common *c, const char **from)
{
	static char dir[PATH_MAX + 64];
	char exe[PATH_MAX], *slash;
	ssize_t n;
	const char *env;

	*from = "--tables";
	if (c->tables != NULL)
		return c->tables;
	*from = "$MUSKET_TABLES";
	if ((env = getenv("MUSKET_TABLES")) != NULL && *env != '\0')
		return env;
	if ((n = readlink("/proc/self/exe", exe, sizeof(exe) - 1)) > 0) {
		exe[n] = '\0';
		if ((slash = strrchr(exe, '/')) != NULL)
			*slash = '\0';
		*from = "beside the binary";
		snprintf(dir, sizeof(dir), "%s/tables", exe);
		if (access(dir, F_OK) == 0 && trusted(dir, *from))
			return dir;
		slash = strrchr(exe, '/');
		*from = "installed beside its bin/";
		snprintf(dir, sizeof(dir), "%s/../share/musket/tables", exe);
		if (slash != NULL && strcmp(slash, "/bin") == 0
		    && access(dir, F_OK) == 0 && trusted(dir, *from))
			return dir;
	}
	*from = "compiled in";
	/* A folder skipped, and none to fall back on: say so, not that
	 * the first table is missing there. */
	if (nskipped > 0 && access(MUSKET_DATADIR, F_OK) != 0)
		fail(EXIT_TABLE, "%s: not read, and no tables at %s: name it "
		    "with --tables to read it", escaped(skipped[0]),
		    MUSKET_DATADIR);
	return MUSKET_DATADIR;
}

/*
 * The modifiers' table rows are named under the tables folder, which
 * --verbose names last, and how it was chosen (tables_dir).
 */
void
text_tables(struct run *run)
{
	char *dir = xcalloc(escape(NULL, run->tables_dir) + 1, 1);
	size_t i;

	escape(dir, run->tables_dir);
	out_printf(&run->out, "  tables: %s (%s)\n", dir, run->tables_from);
	xfree(dir);
	for (i = 0; i < nskipped; i++)
		out_printf(&run->out, "  skipped: %s\n", escaped(skipped[i]));
}
