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
#include "run.h"

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
 * The folders a table is looked for in, first first: --tables, then
 * $MUSKET_TABLES, then the shipped tables.  Each may hold only the
 * files a group changed (an overlay); a file not in one is read from
 * the next.  --tables does not replace $MUSKET_TABLES but goes over it:
 * a group's house rules in $MUSKET_TABLES stay when a scenario's one
 * changed table is given with --tables, as a player who made both
 * expects; --verbose says which file came from where.
 */
#define LAYERS_MAX	3
static struct layer {
	const char	*dir;
	const char	*from;		/* why there: "--tables" */
	dev_t		 dev;		/* the folder, to know it again */
	ino_t		 ino;
	int		 found;		/* found by the binary's place: each
					 * file is trusted as the folder is */
} layers[LAYERS_MAX];
static size_t nlayers;
/* The shipped tables were not found, and why (a folder skipped). */
static int no_shipped;
/* Which layer each of the tool's tables came from. */
static unsigned char source[TABLE_SLOTS];

/*
 * A folder the player named: it must be there (a mistyped name must not
 * quietly read the shipped tables instead), and it is read whoever may
 * write it.
 */
static void
named(const char *dir, const char *from)
{
	struct stat st;

	if (stat(dir, &st) != 0)
		fail(EXIT_TABLE, "%s: %s: %s", from, escaped(dir),
		    strerror(errno));
	if (!S_ISDIR(st.st_mode))
		fail(EXIT_TABLE, "%s: %s: %s", from, escaped(dir),
		    strerror(ENOTDIR));
	layers[nlayers++] = (struct layer){ dir, from, st.st_dev, st.st_ino,
	    0 };
}

/* Whether dir is a folder the player named: it needs no trust, and is
 * read once. */
static int
is_named(const char *dir)
{
	struct stat st;
	size_t i;

	if (stat(dir, &st) != 0)
		return 0;
	for (i = 0; i < nlayers; i++)
		if (layers[i].dev == st.st_dev && layers[i].ino == st.st_ino)
			return 1;
	return 0;
}

/* dir as the shipped tables, unless a folder named holds them already;
 * found says it was found by the binary's place, not compiled in. */
static void
shipped(const char *dir, const char *from, int found)
{
	if (!is_named(dir))
		layers[nlayers++] = (struct layer){ dir, from, 0, 0, found };
}

/*
 * The shipped tables: tables/ beside the binary (a build tree's own),
 * then, for a binary in a bin/ folder, bin/../share/musket/tables (so
 * that a DESTDIR or relocated install finds its own), then the folder
 * compiled in.  Nothing else: a binary in a folder anyone may write, as
 * /tmp, must not read rules a stranger left beside it; nor is a folder
 * found beside the binary read if another user may have put it there
 * (trusted()).  Naming it (-T) reads it still.
 */
static void
find_shipped(void)
{
	static char dir[PATH_MAX + 64];
	char exe[PATH_MAX], *slash;
	ssize_t n;
	const char *from;

	if ((n = readlink("/proc/self/exe", exe, sizeof(exe) - 1)) > 0) {
		exe[n] = '\0';
		if ((slash = strrchr(exe, '/')) != NULL)
			*slash = '\0';
		from = "beside the binary";
		snprintf(dir, sizeof(dir), "%s/tables", exe);
		if (access(dir, F_OK) == 0
		    && (is_named(dir) || trusted(dir, from))) {
			shipped(dir, from, 1);
			return;
		}
		slash = strrchr(exe, '/');
		from = "installed beside its bin/";
		snprintf(dir, sizeof(dir), "%s/../share/musket/tables", exe);
		if (slash != NULL && strcmp(slash, "/bin") == 0
		    && access(dir, F_OK) == 0
		    && (is_named(dir) || trusted(dir, from))) {
			shipped(dir, from, 1);
			return;
		}
	}
	/* A folder skipped, and none to fall back on: a table found in no
	 * folder named is told so (tables_load), not as missing there. */
	if (nskipped > 0 && access(musket_datadir, F_OK) != 0)
		no_shipped = 1;
	else
		shipped(musket_datadir, "compiled in", 0);
}

static void
find_layers(const struct common *c)
{
	const char *env;

	if (nlayers > 0)
		return;
	if (c->tables != NULL)
		named(c->tables, "--tables");
	if ((env = getenv("MUSKET_TABLES")) != NULL && *env != '\0'
	    && !is_named(env))
		named(env, "$MUSKET_TABLES");
	find_shipped();
	if (nlayers == 0)
		fail(EXIT_TABLE, "%s: not read, and no tables at %s: name it "
		    "with --tables to read it", escaped(skipped[0]),
		    musket_datadir);
}

/*
 * Whether path is not there at all, so that the next folder is looked
 * in.  Anything else there (a folder, a dangling link, a file that
 * cannot be read) is this folder's, and its error is told.
 */
static int
absent(const char *path)
{
	struct stat st;

	return lstat(path, &st) != 0 && errno == ENOENT;
}

/* dir/file in buf of size bytes, cut short as snprintf would cut it:
 * joined by hand, as a start-up joins it for every table. */
static void
join(char *buf, size_t size, const char *dir, const char *file)
{
	size_t d = strlen(dir), f = strlen(file) + 1;

	if (d + 1 + f > size) {
		snprintf(buf, size, "%s/%s", dir, file);
		return;
	}
	memcpy(buf, dir, d);
	buf[d] = '/';
	memcpy(buf + d + 1, file, f);
}

/*
 * realpath(path, real): a file that is not a link resolves as its folder
 * does, and a rule set's tables share one, resolved once (realpath's
 * walk of every part of every table's path was a twentieth of a lib
 * tool's start-up).
 */
static char *
resolved(const char *path, char *real)
{
	static char named[2 * PATH_MAX], as[PATH_MAX];
	const char *slash = strrchr(path, '/');
	struct stat st;
	size_t len;

	if (slash == NULL || slash == path || lstat(path, &st) != 0
	    || S_ISLNK(st.st_mode) || strcmp(slash, "/.") == 0
	    || strcmp(slash, "/..") == 0)
		return realpath(path, real);
	len = (size_t)(slash - path);
	if (len >= sizeof(named))
		return realpath(path, real);
	if (strncmp(named, path, len) != 0 || named[len] != '\0') {
		memcpy(named, path, len);
		named[len] = '\0';
		if (realpath(named, as) == NULL) {
			named[0] = '\0';
			return realpath(path, real);
		}
	}
	/* "/" resolved is the one folder that ends in a slash. */
	len = strcmp(as, "/") != 0 ? strlen(as) : 0;
	if (len + strlen(slash) >= PATH_MAX)
		return realpath(path, real);
	memcpy(real, as, len);
	memcpy(real + len, slash, strlen(slash) + 1);
	return real;
}

/*
 * A table in a folder found by the binary's place is read only if it
 * and the rule set's folder holding it are trusted as that folder was
 * (untrusted(): a rule set's folder anyone may write, or a file another
 * user put there, would give a stranger's rules all the same), as named
 * and as they resolve.  Else refused, naming it: passing over to the next
 * folder would mix two sets of rules unsaid.
 */
static void
trust_file(const struct layer *layer, const char *file)
{
	char path[2 * PATH_MAX], real[PATH_MAX], folder[2 * PATH_MAX];
	char why[3 * PATH_MAX + 256];
	/* The folder last looked at, as named and as it resolves, and
	 * what untrusted() said of it. */
	static struct {
		char		 folder[2 * PATH_MAX];
		char		 why[PATH_MAX + 128];
		const char	*bad;
		int		 known;
	} seen[2];
	const char *bad = NULL, *at = path, *slash;
	/* Kept, as the message that reads them ends the run. */
	static char *shown[2];
	struct stat st;
	int pass;

	if (!layer->found)
		return;
	join(path, sizeof(path), layer->dir, file);
	for (pass = 0; pass < 2 && bad == NULL; pass++) {
		if (pass == 1) {
			if (resolved(path, real) == NULL)
				return;	/* its own error is told when read */
			at = real;
		}
		if (stat(at, &st) != 0)
			return;
		if (st.st_uid != geteuid() && st.st_uid != 0) {
			snprintf(why, sizeof(why), "owned by uid %lu, not by "
			    "you or root", (unsigned long)st.st_uid);
			bad = why;
		} else if (st.st_mode & S_IWOTH) {
			bad = "anyone may write it";
		} else if ((slash = strrchr(at, '/')) != NULL) {
			/* Its folder, named in why: "it" is the folder.  A
			 * rule set's tables share one, looked at once (its
			 * walk up to / was most of the cost of a table). */
			memcpy(folder, at, (size_t)(slash - at));
			folder[slash - at] = '\0';
			if (!seen[pass].known
			    || strcmp(folder, seen[pass].folder) != 0) {
				seen[pass].known = 1;
				memcpy(seen[pass].folder, folder,
				    (size_t)(slash - at) + 1);
				seen[pass].bad = untrusted(folder,
				    seen[pass].why, sizeof(seen[pass].why));
			}
			if ((bad = seen[pass].bad) != NULL) {
				snprintf(why, sizeof(why), "%s: %s", folder,
				    bad);
				bad = why;
			}
		}
	}
	if (bad == NULL)
		return;
	/* Paths as messages show them: a control byte as \xNN. */
	shown[0] = xcalloc(escape(NULL, path) + 1, 1);
	escape(shown[0], path);
	shown[1] = xcalloc(escape(NULL, bad) + 1, 1);
	escape(shown[1], bad);
	fail(EXIT_TABLE, "%s: not read (%s: %s): name the folder with "
	    "--tables to read it", shown[0], layer->from, shown[1]);
}

void
tables_load(struct run *run)
{
	const struct table_schema *const *schemas = run->tool->tables;
	size_t i, k, n, size, base = 0;
	char *path;

	find_layers(&run->common);
	for (n = 0; schemas[n] != NULL; n++)
		;
	run->tables = xcalloc(n, sizeof(struct table *));
	for (i = 0; i < n; i++) {
		for (k = 0; k < nlayers; k++) {
			size = strlen(layers[k].dir)
			    + strlen(schemas[i]->file) + 2;
			path = xcalloc(size, 1);
			join(path, size, layers[k].dir, schemas[i]->file);
			if (!absent(path) || (k + 1 == nlayers && !no_shipped)) {
				xfree(path);
				break;
			}
			xfree(path);
		}
		if (k == nlayers)
			fail(EXIT_TABLE, "%s: not read, and no tables at %s: "
			    "name it with --tables to read it",
			    escaped(skipped[0]), musket_datadir);
		trust_file(&layers[k], schemas[i]->file);
		run->tables[i] = table_load_or_fail(layers[k].dir, schemas[i]);
		if (i < sizeof(source))
			source[i] = (unsigned char)k;
		if (k > base)
			base = k;
	}
	/* The modifiers' rows are named under the last folder any came
	 * from (the shipped tables, unless a folder named held them all);
	 * --verbose names the others' files. */
	run->tables_dir = layers[base].dir;
	run->tables_from = layers[base].from;
}

void
tables_use(struct run *run, const char *dir)
{
	struct common c = run->common;

	nlayers = nskipped = 0;
	no_shipped = 0;
	c.tables = dir;
	find_layers(&c);
	tables_load(run);
	memset(run->slot_schema, 0, sizeof(run->slot_schema));
	index_tables(run);
	if (run->tool->check_tables != NULL)
		run->tool->check_tables(run);
}

int
tables_try_load(struct run *run)
{
	struct failure *outer = catching, here;
	volatile int loaded = 0;

	catching = &here;
	if (setjmp(here.where) == 0) {
		tables_load(run);
		loaded = 1;
	}
	catching = outer;
	return loaded;
}

/*
 * --verbose names last the folder the tables came from, and how it was
 * chosen: the modifiers' table rows are named under it.  Each table an
 * overlay gave is named as read, and each folder passed over.
 */
void
text_tables(struct run *run)
{
	char *dir = xcalloc(escape(NULL, run->tables_dir) + 1, 1);
	size_t i;

	escape(dir, run->tables_dir);
	out_printf(&run->out, "  tables: %s (%s)\n", dir, run->tables_from);
	xfree(dir);
	for (i = 0; run->tool->tables[i] != NULL && i < sizeof(source); i++)
		if (layers[source[i]].dir != run->tables_dir)
			out_printf(&run->out, "  overlay: %s (%s)\n",
			    run->tables[i]->path, layers[source[i]].from);
	for (i = 0; i < nskipped; i++)
		out_printf(&run->out, "  skipped: %s\n", escaped(skipped[i]));
}
