/*
 * tests/golden.c - runs the golden cases of .t files, for tests/run.
 *
 * usage: golden DIR FILE.t...      run every case; print a FAIL line and
 *                                  the diffs for each that fails, then
 *                                  "N passed, N failed"; exit 1 on a failure
 *        golden --regen DIR FILE.t print FILE.t as the tools answer now
 *
 * With $GOLDEN_SAMPLE set, a case of one plain command whose program and
 * set of option names an earlier case of the run had is passed over
 * (counted neither way): make valgrind's memcheck costs a third of a
 * second a run, most of it its start, and cases that differ only in
 * their values mostly walk the same code.  The ASan and plain runs keep
 * every case.
 *
 * DIR is a folder of the caller's for scratch (DIR/work, the cases' empty
 * current folder, and the files diff compares).  The .t format is told at
 * the top of tests/run.  $TOP (from the environment) is the tree: it is
 * shown as "$TOP" in what the cases print.
 *
 * Why not the shell: a case cost the shell driver some 58 ms (sh -c, a new
 * scratch folder, sed, cmp and cat each a fork) where the tool took 3 ms.
 * Three cases in four are one command of plain words, which this runs
 * itself: split into words ('' and "" quoting, $TABLES, $TOP and $HOME
 * expanded), found on PATH and exec'd, stdout and stderr read through pipes
 * and compared in memory.  Anything else a shell would read differently
 * (pipes, redirections, lists, $( ), globs, other variables, a builtin, a
 * command not on PATH) goes to sh -c as before.  Either way the case runs
 * in DIR/work, emptied before it when the last case left something there.
 */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE /* WCOREDUMP */
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct buf {
	char *s;
	size_t len, cap;
};

struct tcase {
	const char *file;
	long line;              /* of the "$ " line */
	struct buf pre;         /* the "#" lines before it, for --regen */
	char *cmd;
	struct buf out, err;
	int status;
};

static const char *prog = "golden";
static const char *top;         /* $TOP, shown as "$TOP" */
static char *work;              /* DIR/work */
static char *scratch;           /* DIR */
static void (*sigpipe)(int);    /* as we were started: the cases' too */

static void
die(const char *fmt, ...)
{
	va_list ap;
	int e = errno;

	fflush(stdout);
	fprintf(stderr, "%s: ", prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	if (fmt[0] && fmt[strlen(fmt) - 1] == ':')
		fprintf(stderr, " %s", strerror(e));
	fputc('\n', stderr);
	exit(2);
}

static void *
xrealloc(void *p, size_t n)
{
	if (!(p = realloc(p, n ? n : 1)))
		die("out of memory");
	return p;
}

static char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xrealloc(NULL, n), s, n);
}

static void
add(struct buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->s = xrealloc(b->s, b->cap);
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

static void
adds(struct buf *b, const char *s)
{
	add(b, s, strlen(s));
}

static char *
joined(const char *a, const char *b)
{
	struct buf r = {0};

	adds(&r, a);
	adds(&r, b);
	return r.s;
}

/* The whole of a file, NUL-ended. */
static char *
slurp(const char *path)
{
	struct buf b = {0};
	char chunk[65536];
	ssize_t n;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		die("%s:", path);
	add(&b, "", 0);
	while ((n = read(fd, chunk, sizeof chunk)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			die("%s:", path);
		add(&b, chunk, (size_t)n);
	}
	close(fd);
	return b.s;
}

/*
 * The cases of a .t file, as tests/run's awk read them: "#" lines outside
 * a case are the next case's comments; "$ " starts a case; a blank line
 * ends one; within it "[N]" is the status, "! " (or "!") a stderr line,
 * any other line one of stdout.
 */
static struct tcase *
parse(const char *file, char *text, size_t *ncases)
{
	struct tcase *cases = NULL, *c = NULL;
	struct buf pre = {0};
	size_t n = 0;
	long line = 0;
	int incase = 0;
	char *p = text, *nl;

	for (; *p; p = nl ? nl + 1 : p + strlen(p)) {
		size_t len;

		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		line++;
		if (p[0] == '#' && !incase) {
			add(&pre, p, len);
			add(&pre, "\n", 1);
		} else if (len >= 2 && p[0] == '$' && p[1] == ' ') {
			cases = xrealloc(cases, (n + 1) * sizeof *cases);
			c = &cases[n++];
			memset(c, 0, sizeof *c);
			c->file = file;
			c->line = line;
			c->pre = pre;
			memset(&pre, 0, sizeof pre);
			c->cmd = xrealloc(NULL, len - 1);
			memcpy(c->cmd, p + 2, len - 2);
			c->cmd[len - 2] = '\0';
			add(&c->out, "", 0);
			add(&c->err, "", 0);
			incase = 1;
		} else if (len == 0) {
			incase = 0;
		} else if (!incase) {
			continue;
		} else if (p[0] == '[' && p[len - 1] == ']' && len > 2 &&
		    strspn(p + 1, "0123456789") == len - 2) {
			c->status = atoi(p + 1);
		} else if (p[0] == '!' && (len == 1 || p[1] == ' ')) {
			if (len > 2)
				add(&c->err, p + 2, len - 2);
			add(&c->err, "\n", 1);
		} else {
			add(&c->out, p, len);
			add(&c->out, "\n", 1);
		}
	}
	free(pre.s);
	*ncases = n;
	return cases;
}

/*
 * The words of a command the shell would read as plain words, NULL if it
 * might read it otherwise: then it goes to sh -c.  Unquoted, only letters,
 * digits and "%+,-./:=@^_" pass, and "$TABLES", "$TOP", "$HOME" (or in
 * braces) whose values hold no blank or glob character; within '' anything
 * but a newline; within "" no \ ` or other $.  The first word may not be
 * an assignment, a builtin or a reserved word.
 */
static const char *const shell_words[] = {
	"!", ".", ":", "[", "alias", "bg", "break", "case", "cd", "command",
	"continue", "do", "done", "echo", "elif", "else", "esac", "eval",
	"exec", "exit", "export", "false", "fc", "fg", "fi", "for", "getopts",
	"hash", "if", "in", "jobs", "kill", "local", "printf", "pwd", "read",
	"readonly", "return", "set", "shift", "test", "then", "times", "trap",
	"true", "type", "ulimit", "umask", "unalias", "unset", "until", "wait",
	"while", "{", "}", NULL
};

/* The length of "$NAME" or "${NAME}" at s, for one of the three names. */
static size_t
variable(const char *s, const char **value)
{
	static const char *const names[] = { "TABLES", "TOP", "HOME", NULL };
	int braced = s[1] == '{';
	const char *name = s + 1 + braced;

	for (int i = 0; names[i]; i++) {
		size_t n = strlen(names[i]);
		const char *end = name + n;

		if (strncmp(name, names[i], n) != 0)
			continue;
		if (braced ? *end != '}' :
		    *end == '_' || isalnum((unsigned char)*end))
			continue;
		if (!(*value = getenv(names[i])))
			return 0;
		return (size_t)(end - s) + braced;
	}
	return 0;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char **
simple_words(const char *cmd, size_t *nwords)
{
	static const char plain[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789%+,-./:=@^_";
	char **words = NULL;
	size_t n = 0;
	const char *p = cmd, *value;
	size_t k;

	for (;;) {
		struct buf w = {0};
		int any = 0;

		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		while (*p && *p != ' ' && *p != '\t') {
			any = 1;
			if (*p == '\'') {
				const char *end = strchr(p + 1, '\'');

				if (!end || memchr(p + 1, '\n', end - p - 1))
					goto shell;
				add(&w, p + 1, (size_t)(end - p - 1));
				p = end + 1;
			} else if (*p == '"') {
				for (p++; *p != '"'; p++) {
					if (!*p || *p == '\\' || *p == '`' ||
					    *p == '\n')
						goto shell;
					if (*p != '$') {
						add(&w, p, 1);
					} else if ((k = variable(p, &value))) {
						adds(&w, value);
						p += k - 1;
					} else {
						goto shell;
					}
				}
				p++;
			} else if (*p == '$') {
				if (!(k = variable(p, &value)) ||
				    strpbrk(value, " \t\n*?["))
					goto shell;
				adds(&w, value);
				p += k;
			} else if (strchr(plain, *p)) {
				add(&w, p, 1);
				p++;
			} else {
				goto shell;
			}
		}
		if (any && !w.s)
			add(&w, "", 0);
		words = xrealloc(words, (n + 2) * sizeof *words);
		words[n++] = w.s;
		words[n] = NULL;
		continue;
shell:
		free(w.s);
		goto refuse;
	}
	if (n == 0 || strchr(words[0], '='))
		goto refuse;
	for (int i = 0; shell_words[i]; i++)
		if (strcmp(words[0], shell_words[i]) == 0)
			goto refuse;
	*nwords = n;
	return words;
refuse:
	for (size_t i = 0; i < n; i++)
		free(words[i]);
	free(words);
	return NULL;
}

/*
 * The program and its option names ("-" words, cut at '='), sorted and
 * each once, of a plain command; NULL for one the shell runs.
 */
static char *
signature(const char *cmd)
{
	size_t nwords = 0, nopts = 0;
	char **words = simple_words(cmd, &nwords), **opts;
	struct buf b = {0};

	if (!words)
		return NULL;
	opts = xrealloc(NULL, nwords * sizeof *opts);
	for (size_t i = 1; i < nwords; i++) {
		if (words[i][0] != '-')
			continue;
		words[i][strcspn(words[i], "=")] = '\0';
		opts[nopts++] = words[i];
	}
	qsort(opts, nopts, sizeof *opts, by_name);
	adds(&b, words[0]);
	for (size_t i = 0; i < nopts; i++)
		if (i == 0 || strcmp(opts[i], opts[i - 1]) != 0) {
			adds(&b, " ");
			adds(&b, opts[i]);
		}
	free(opts);
	for (size_t i = 0; i < nwords; i++)
		free(words[i]);
	free(words);
	return b.s;
}

/* The program PATH gives for name (a path when it holds a slash), or NULL. */
static char *
on_path(const char *name)
{
	const char *path = getenv("PATH"), *p, *end;
	struct stat st;
	struct buf b = {0};

	if (strchr(name, '/'))
		return xstrdup(name);
	for (p = path ? path : ""; ; p = end + 1) {
		end = strchr(p, ':');
		if (!end)
			end = p + strlen(p);
		b.len = 0;
		if (end == p)
			adds(&b, ".");
		else
			add(&b, p, (size_t)(end - p));
		adds(&b, "/");
		adds(&b, name);
		if (stat(b.s, &st) == 0 && S_ISREG(st.st_mode) &&
		    access(b.s, X_OK) == 0)
			return b.s;
		if (!*end)
			break;
	}
	free(b.s);
	return NULL;
}

static int
unlink_one(const char *path, const struct stat *st, int flag, struct FTW *f)
{
	(void)st;
	(void)flag;
	if (f->level == 0)
		return 0;
	return remove(path);
}

/*
 * DIR/work, empty and our current folder.  Reading it is cheap; only a
 * case that left files there costs a removal.  What nftw cannot remove
 * (a folder a case made unwritable), rm -rf is asked to, as before.
 */
static void
fresh_work(void)
{
	DIR *d = opendir(work);
	struct dirent *e;
	int empty = 1;

	if (d) {
		while (empty && (e = readdir(d)))
			if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
				empty = 0;
		closedir(d);
		if (empty && chdir(work) == 0)
			return;
		if (chdir(scratch) != 0)
			die("%s:", scratch);
		if (nftw(work, unlink_one, 16, FTW_DEPTH | FTW_PHYS) != 0 ||
		    rmdir(work) != 0) {
			char *argv[] = { "rm", "-rf", work, NULL };
			pid_t pid = fork();
			int st;

			if (pid < 0)
				die("fork:");
			if (pid == 0) {
				execvp("rm", argv);
				_exit(127);
			}
			waitpid(pid, &st, 0);
		}
	}
	if (mkdir(work, 0777) != 0 || chdir(work) != 0)
		die("%s:", work);
}

/* Every "$TOP" of b shown as the word "$TOP", as sed did. */
static void
hide_top(struct buf *b)
{
	size_t n = strlen(top);
	struct buf r = {0};
	char *p, *at;

	if (n == 0 || !b->s || !strstr(b->s, top))
		return;
	add(&r, "", 0);
	for (p = b->s; (at = strstr(p, top)); p = at + n) {
		add(&r, p, (size_t)(at - p));
		adds(&r, "$TOP");
	}
	add(&r, p, b->len - (size_t)(p - b->s));
	free(b->s);
	*b = r;
}

/* What fd holds from its start, then emptied for the next case. */
static void
take(int fd, struct buf *b)
{
	char chunk[65536];
	off_t at = 0;
	ssize_t n;

	b->len = 0;
	add(b, "", 0);
	while ((n = pread(fd, chunk, sizeof chunk, at)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			die("pread:");
		add(b, chunk, (size_t)n);
		at += n;
	}
	if (ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0)
		die("ftruncate:");
}

/*
 * Runs a case in a fresh DIR/work, stdin /dev/null: its stdout and stderr
 * into out and err, its status as the shell's $? says it.  They go to two
 * files kept open, read when it has ended: pipes would wake us at each
 * write, which on a loaded machine cost a wait each.
 */
static int
run(const char *cmd, struct buf *out, struct buf *err)
{
	static int fds[2] = { -1, -1 };
	static posix_spawn_file_actions_t actions;
	static posix_spawnattr_t attr;
	size_t nwords = 0;
	char **words = simple_words(cmd, &nwords);
	char *file = words ? on_path(words[0]) : NULL;
	char *sh_argv[] = { "sh", "-c", (char *)cmd, NULL };
	extern char **environ;
	pid_t pid;
	int st;

	if (fds[0] < 0) {
		sigset_t def;

		for (int i = 0; i < 2; i++) {
			char *path = joined(scratch, i ? "/err" : "/out");

			fds[i] = open(path, O_RDWR | O_CREAT | O_TRUNC |
			    O_CLOEXEC, 0600);
			if (fds[i] < 0)
				die("%s:", path);
			free(path);
		}
		if (posix_spawn_file_actions_init(&actions) != 0 ||
		    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null",
		    O_RDONLY, 0) != 0 ||
		    posix_spawn_file_actions_adddup2(&actions, fds[0], 1) ||
		    posix_spawn_file_actions_adddup2(&actions, fds[1], 2) ||
		    posix_spawnattr_init(&attr) != 0)
			die("posix_spawn:");
		sigemptyset(&def);
		if (sigpipe == SIG_DFL)
			sigaddset(&def, SIGPIPE);
		posix_spawnattr_setsigdefault(&attr, &def);
		posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF);
	}
	fresh_work();
	fflush(stdout);
	/* Not a program exec can start: as the shell would. */
	if (!file || posix_spawn(&pid, file, &actions, &attr, words,
	    environ) != 0) {
		errno = posix_spawn(&pid, "/bin/sh", &actions, &attr, sh_argv,
		    environ);
		if (errno != 0)
			die("/bin/sh:");
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			die("waitpid:");
	take(fds[0], out);
	take(fds[1], err);
	if (words)
		for (size_t i = 0; i < nwords; i++)
			free(words[i]);
	free(words);
	free(file);
	hide_top(out);
	hide_top(err);
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	/* The line sh -c said when a program it ran died of a signal. */
	if (WTERMSIG(st) != SIGINT && WTERMSIG(st) != SIGPIPE) {
		adds(err, strsignal(WTERMSIG(st)));
		if (WCOREDUMP(st))
			adds(err, " (core dumped)");
		adds(err, "\n");
	}
	return 128 + WTERMSIG(st);
}

static void
write_file(const char *path, const struct buf *b)
{
	FILE *f = fopen(path, "w");

	if (!f || fwrite(b->s, 1, b->len, f) != b->len || fclose(f) != 0)
		die("%s:", path);
}

/* diff -u of what was expected and what came, less its two header lines. */
static void
show_diff(const char *what, const struct buf *want, const struct buf *got)
{
	char *a = joined(scratch, "/expected"), *b = joined(scratch, "/got");
	char *argv[] = { "diff", "-u", a, b, NULL };
	char line[4096];
	FILE *f;
	int p[2], lineno = 0, bol = 1;
	pid_t pid;

	if (want->len == got->len && memcmp(want->s, got->s, want->len) == 0)
		goto done;
	write_file(a, want);
	write_file(b, got);
	fflush(stdout);
	if (pipe(p) != 0 || (pid = fork()) < 0)
		die("diff:");
	if (pid == 0) {
		dup2(p[1], 1);
		close(p[0]);
		close(p[1]);
		execvp("diff", argv);
		_exit(127);
	}
	close(p[1]);
	if (!(f = fdopen(p[0], "r")))
		die("diff:");
	for (; fgets(line, sizeof line, f); bol = strchr(line, '\n') != NULL) {
		if (bol && ++lineno > 2)
			printf("  %s ", what);
		if (lineno > 2)
			fputs(line, stdout);
	}
	if (!bol && lineno > 2)
		putchar('\n');
	fclose(f);
	waitpid(pid, NULL, 0);
done:
	free(a);
	free(b);
}

static int
same(const struct buf *a, const struct buf *b)
{
	return a->len == b->len && memcmp(a->s, b->s, a->len) == 0;
}

/* Lines of b, each after prefix, "!" alone for an empty one (--regen). */
static void
print_err_lines(const struct buf *b)
{
	const char *p = b->s, *end = b->s + b->len;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

		if (n == 0)
			fputs("!\n", stdout);
		else
			printf("! %.*s\n", (int)n, p);
		p += n + 1;
	}
}

int
main(int argc, char **argv)
{
	struct buf out = {0}, err = {0};
	int regen = 0, failed = 0, passed = 0;
	const char *sample = getenv("GOLDEN_SAMPLE");
	char **seen = NULL;
	size_t nseen = 0;

	if (argc > 1 && strcmp(argv[1], "--regen") == 0) {
		regen = 1;
		argv++;
		argc--;
	}
	if (argc < 3 || (regen && argc != 3)) {
		fprintf(stderr, "usage: %s [--regen] DIR FILE.t...\n", prog);
		return 2;
	}
	if (!(top = getenv("TOP")))
		top = "";
	sigpipe = signal(SIGPIPE, SIG_IGN);
	{
		char here[PATH_MAX];

		if (argv[1][0] != '/' && getcwd(here, sizeof here)) {
			char *with = joined(here, "/");

			scratch = joined(with, argv[1]);
			free(with);
		} else {
			scratch = xstrdup(argv[1]);
		}
	}
	work = joined(scratch, "/work");

	/* Every file is read before the cases move the current folder. */
	size_t nfiles = (size_t)argc - 2, *ncases;
	struct tcase **cases;

	cases = xrealloc(NULL, nfiles * sizeof *cases);
	ncases = xrealloc(NULL, nfiles * sizeof *ncases);
	for (size_t f = 0; f < nfiles; f++)
		cases[f] = parse(argv[f + 2], slurp(argv[f + 2]), &ncases[f]);

	for (size_t f = 0; f < nfiles; f++) {
		for (size_t i = 0; i < ncases[f]; i++) {
			struct tcase *c = &cases[f][i];
			char *sig = !regen && sample && *sample ?
			    signature(c->cmd) : NULL;
			size_t k = 0;

			while (sig && k < nseen && strcmp(seen[k], sig) != 0)
				k++;
			if (sig && k < nseen) {
				free(sig);
				continue;
			}
			if (sig) {
				seen = xrealloc(seen, (nseen + 1) * sizeof *seen);
				seen[nseen++] = sig;
			}

			int status = run(c->cmd, &out, &err);

			if (regen) {
				if (i > 0)
					putchar('\n');
				fwrite(c->pre.s ? c->pre.s : "", 1, c->pre.len,
				    stdout);
				printf("$ %s\n", c->cmd);
				fwrite(out.s, 1, out.len, stdout);
				print_err_lines(&err);
				if (status != 0)
					printf("[%d]\n", status);
				continue;
			}
			if (same(&c->out, &out) && same(&c->err, &err) &&
			    c->status == status) {
				passed++;
				continue;
			}
			failed++;
			printf("FAIL %s:%ld: %s\n", c->file, c->line, c->cmd);
			show_diff("stdout", &c->out, &out);
			show_diff("stderr", &c->err, &err);
			if (c->status != status)
				printf("  status %d expected, got %d\n",
				    c->status, status);
		}
	}
	if (!regen)
		printf("%d passed, %d failed\n", passed, failed);
	if (fflush(stdout) != 0)
		die("stdout:");
	return failed > 0;
}
