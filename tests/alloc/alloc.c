/*
 * alloc.c - allocation failure, for one tool: run the tool's main (built
 * as tool_entry) on the arguments given, count the allocations it makes,
 * then run it again once for every n of them with the n-th allocation
 * and every later one failing, as when memory runs out (past the first
 * ALLOC_HEAD, every k-th and the last, so that a walk of thousands of
 * paths, whose later allocations repeat the sites its first ones
 * passed, costs ALLOC_RUNS runs, not one a path).  Each run must
 * end cleanly: the same answer, or exit 2 with "out of memory" and
 * nothing on stdout but whole lines of the full answer; a crash ends
 * this program.  Every run must free all it allocated.
 *
 * The tool's and the library's malloc, calloc, realloc and free come
 * here through ld --wrap; libcsv's buffer comes too, through the
 * realloc and free table.c gives it.  Output is a TAP line.
 *
 * usage: alloc-TOOL [-i FILE] -- TOOL ARGS...   (-i: its standard input)
 */
#include <sys/types.h>
#include <sys/wait.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "err.h"

int tool_entry(int argc, char *argv[]);

void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t size);
void __real_free(void *p);

/* The allocations a run holds: a set of pointers, open addressing. */
#define LIVE_MAX	(1 << 16)
static void *live[LIVE_MAX];
static long nlive;
static long allocations, fail_from;	/* fail_from 0: none fails */
#define ALLOC_HEAD	300	/* allocations each failed in turn */
#define ALLOC_RUNS	600	/* at most, with the sampled ones */

static size_t
slot(void *p)
{
	size_t h = (size_t)((uintptr_t)p >> 4) * 0x9e3779b97f4a7c15ULL;

	return h & (LIVE_MAX - 1);
}

static void
hold(void *p)
{
	size_t i;

	if (nlive == LIVE_MAX / 2) {
		fputs("alloc: more allocations held than counted\n", stderr);
		abort();
	}
	for (i = slot(p); live[i] != NULL; i = (i + 1) & (LIVE_MAX - 1))
		;
	live[i] = p;
	nlive++;
}

/* Forget p if it is held (libc's own allocations are not). */
static void
release(void *p)
{
	size_t i, j, k;

	for (i = slot(p); live[i] != p; i = (i + 1) & (LIVE_MAX - 1))
		if (live[i] == NULL)
			return;
	live[i] = NULL;
	nlive--;
	/* Close the gap, so that later probes still find their pointers. */
	for (j = (i + 1) & (LIVE_MAX - 1); live[j] != NULL;
	    j = (j + 1) & (LIVE_MAX - 1)) {
		k = slot(live[j]);
		if ((j > i && (k <= i || k > j)) || (j < i && k <= i && k > j)) {
			live[i] = live[j];
			live[j] = NULL;
			i = j;
		}
	}
}

static int
failing(void)
{
	allocations++;
	return fail_from > 0 && allocations >= fail_from;
}

void *
__wrap_malloc(size_t size)
{
	void *p;

	if (failing() || (p = __real_malloc(size)) == NULL)
		return NULL;
	hold(p);
	return p;
}

void *
__wrap_calloc(size_t n, size_t size)
{
	void *p;

	if (failing() || (p = __real_calloc(n, size)) == NULL)
		return NULL;
	hold(p);
	return p;
}

void *
__wrap_realloc(void *p, size_t size)
{
	void *q;

	if (failing() || (q = __real_realloc(p, size)) == NULL)
		return NULL;
	if (p != NULL)
		release(p);
	hold(q);
	return q;
}

void
__wrap_free(void *p)
{
	if (p != NULL)
		release(p);
	__real_free(p);
}

struct result {
	int	 status;
	char	*out, *err;
	long	 allocations, leaked;
};

/* A child's exit status: the tool's, and this bit if it leaked. */
#define LEAKED	64

static char out_path[] = "/tmp/musket-alloc-out.XXXXXX";
static char err_path[] = "/tmp/musket-alloc-err.XXXXXX";

static char *
contents(const char *path)
{
	FILE *fp = fopen(path, "rb");
	size_t n = 0, cap = 4096, got;
	char *buf = __real_malloc(cap);

	while (fp != NULL && (got = fread(buf + n, 1, cap - n - 1, fp)) > 0)
		if ((n += got) == cap - 1)
			buf = __real_realloc(buf, cap *= 2);
	buf[n] = '\0';
	if (fp != NULL)
		fclose(fp);
	return buf;
}

/* Out of memory exits at once: what runs at exit then (gcov's counts
 * of make coverage) allocates as usual and says what it has to say on
 * this program's stderr, not in the tool's answer. */
static FILE *driver_stderr;

static void
stop_failing(void)
{
	fail_from = 0;
	fflush(stderr);
	stderr = driver_stderr;
}

/*
 * The tool's stdin, stdout and stderr are files, by their FILE pointers:
 * descriptor 2 stays this program's, for what a sanitizer has to say.
 * A run with an allocation failing is a child of its own, since out of
 * memory exits at once; it tells in its status what it left unfreed.
 */
static void
run(int argc, char *argv[], const char *input, long fail_at, struct result *r)
{
	FILE *in = stdin, *out = stdout, *err = stderr;
	pid_t pid = 0;
	int status;

	if (fail_at > 0 && (pid = fork()) == -1) {
		perror("alloc");
		exit(2);
	}
	if (pid == 0) {
		if ((stdin = fopen(input, "r")) == NULL
		    || (stdout = fopen(out_path, "w")) == NULL
		    || (stderr = fopen(err_path, "w")) == NULL) {
			perror("alloc");
			exit(2);
		}
		driver_stderr = err;
		if (fail_at > 0 && atexit(stop_failing) != 0) {
			perror("alloc");
			_exit(2);
		}
		allocations = 0;
		fail_from = fail_at;
		r->status = tool_entry(argc, argv);
		fail_from = 0;
		r->allocations = allocations;
		r->leaked = nlive;
		fclose(stdin);
		fclose(stdout);
		fclose(stderr);
		stdin = in;
		stdout = out;
		stderr = err;
		if (fail_at > 0)
			_exit(r->status | (r->leaked ? LEAKED : 0));
	} else {
		if (waitpid(pid, &status, 0) == -1) {
			perror("alloc");
			exit(2);
		}
		if (!WIFEXITED(status)) {
			printf("not ok - allocation %ld failing: the tool died "
			    "(signal %d)\n", fail_at, WTERMSIG(status));
			exit(1);
		}
		r->status = WEXITSTATUS(status) & ~LEAKED;
		r->leaked = (WEXITSTATUS(status) & LEAKED) != 0;
		r->allocations = 0;
	}
	r->out = contents(out_path);
	r->err = contents(err_path);
}

/* Every line of what the run said ends "out of memory". */
static int
said_out_of_memory(const struct result *r)
{
	const char *p, *nl;
	int lines = 0;

	for (p = r->err; *p != '\0'; p = nl + 1, lines++) {
		if ((nl = strchr(p, '\n')) == NULL)
			return 0;
		if (nl - p < 13 || strncmp(nl - 13, "out of memory", 13) != 0)
			return 0;
	}
	return lines > 0;
}

/* Each line of got is a line of want, in order (a batch goes on after a
 * line that failed). */
static int
whole_lines_of(const char *got, const char *want)
{
	const char *nl;
	size_t len;

	for (; *got != '\0'; got = nl + 1) {
		if ((nl = strchr(got, '\n')) == NULL)
			return 0;
		len = (size_t)(nl - got) + 1;
		while (want != NULL && strncmp(got, want, len) != 0)
			if ((want = strchr(want, '\n')) != NULL)
				want++;
		if (want == NULL)
			return 0;
		want += len;
	}
	return 1;
}

int
main(int argc, char *argv[])
{
	struct result want, got;
	const char *input = "/dev/null", *why;
	long n, step, tried = 0, failures = 0, same = 0;
	int fd, i = 1;

	if (argc > 2 && strcmp(argv[1], "-i") == 0) {
		input = argv[2];
		i = 3;
	}
	if (i < argc && strcmp(argv[i], "--") == 0)
		i++;
	if (i >= argc) {
		fprintf(stderr, "usage: %s [-i FILE] -- TOOL ARGS...\n", argv[0]);
		return 2;
	}
	if ((fd = mkstemp(out_path)) == -1 || close(fd) == -1
	    || (fd = mkstemp(err_path)) == -1 || close(fd) == -1) {
		perror("alloc");
		return 2;
	}
	argc -= i;
	argv += i;

	run(argc, argv, input, 0, &want);
	if (want.leaked != 0) {
		printf("not ok - %ld of %ld allocations not freed after "
		    "a whole run\n", want.leaked, want.allocations);
		failures++;
	}
	step = want.allocations > ALLOC_RUNS ? (want.allocations - ALLOC_HEAD)
	    / (ALLOC_RUNS - ALLOC_HEAD) + 1 : 1;
	for (n = 1; n <= want.allocations; n = n < ALLOC_HEAD ? n + 1
	    : n + step > want.allocations && n < want.allocations
	    ? want.allocations : n + step) {
		tried++;
		run(argc, argv, input, n, &got);
		why = NULL;
		if (got.status == want.status && strcmp(got.out, want.out) == 0
		    && strcmp(got.err, want.err) == 0)
			same++;
		else if (got.status != EXIT_USAGE)
			why = "not exit 2";
		else if (!said_out_of_memory(&got))
			why = "not \"out of memory\"";
		else if (!whole_lines_of(got.out, want.out))
			why = "a part of an answer on stdout";
		if (why == NULL && got.leaked != 0)
			why = "allocations not freed";
		if (why != NULL && failures++ < 5)
			printf("# allocation %ld of %ld failing: %s "
			    "(status %d, %ld not freed; said: %.200s)\n", n,
			    want.allocations, why, got.status, got.leaked,
			    got.err);
		__real_free(got.out);
		__real_free(got.err);
	}
	if (tried == want.allocations)
		printf("%s - %ld allocations, each failing in turn: %s%s\n",
		    failures ? "not ok" : "ok", want.allocations,
		    failures ? "not clean" : "a clean exit 2", same ?
		    ", or the same answer" : "");
	else
		printf("%s - %ld allocations, %ld of them failing in turn: "
		    "%s%s\n", failures ? "not ok" : "ok", want.allocations,
		    tried, failures ? "not clean" : "a clean exit 2", same ?
		    ", or the same answer" : "");
	fflush(stdout);
	__real_free(want.out);
	__real_free(want.err);
	remove(out_path);
	remove(err_path);
	return failures != 0;
}
