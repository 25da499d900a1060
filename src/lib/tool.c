/* tool.c - the driver: load the tables, resolve (once, N times or per
 * line), print; the options are options.c's, the reports report.c's */
#include <errno.h>
#include <stdarg.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "arena.h"
#include "err.h"
#include "example.h"
#include "format.h"
#include "html.h"
#include "input.h"
#include "num.h"
#include "options.h"
#include "parse.h"
#include "luck.h"
#include "tables-dir.h"
#include "tool.h"
#include "vary-out.h"
#include "walk.h"

#ifndef MUSKET_VERSION
#define MUSKET_VERSION "0"
#endif

/* A scenario is a short line; a longer one is not a scenario. */
#define BATCH_LINE_MAX	65536
#define BATCH_LINE_MAX_TEXT "65536"
/* What a batch line's answer holds at first: most fit. */
#define BATCH_ANSWER_ROOM	1024

/* A terminal's width: --help fits it, wrapping where it must. */
#define HELP_WIDTH	80

/*
 * Print the pieces of text, separated by sep, from column col: a piece
 * that would pass HELP_WIDTH starts a line of its own, indented to
 * indent, after cont (" \\" for a command, so a paste still runs).  A
 * piece longer than a line stays whole.  at_start: col is where the
 * first piece goes, with no blank before it.
 */
static void
print_wrapped(const char *s, size_t len, char sep, int col, int indent,
    int at_start, const char *cont)
{
	const char *end = s + len, *w;
	int n, room = HELP_WIDTH - (int)strlen(cont);

	for (;;) {
		while (s < end && *s == sep)
			s++;
		if (s == end)
			break;
		for (w = s; s < end && *s != sep; s++)
			;
		n = (int)(s - w);
		if (!at_start && col + 1 + n > room && col > indent) {
			printf("%s\n%*s", cont, indent, "");
			col = indent;
			at_start = 1;
		}
		if (!at_start) {
			putchar(' ');
			col++;
		}
		printf("%.*s", n, w);
		col += n;
		at_start = 0;
	}
	putchar('\n');
}

/*
 * usage: NAME [--option ARG] ... [options], from the options; a tool
 * with modes has an alternative a mode, its word first (the first
 * mode's in brackets: the default), with the options of that mode.
 * Wrapped under the first option; completions/generate reads it to the
 * blank line.
 */
static void
usage_line(const struct tool *tool)
{
	struct out text = {0};
	const struct opt *o;
	const char *m = tool->modes;
	int mode = 0, i, col;

	do {
		if (m != NULL) {
			out_printf(&text, mode ? "| %.*s\n" : "[%.*s]\n",
			    (int)strcspn(m, ","), m);
			m += strcspn(m, ",");
			m += *m == ',';
		}
		for (i = 0; tool->opts[i].name != NULL; i++) {
			o = &tool->opts[i];
			if (o->modes != 0 && !(o->modes & 1u << mode))
				continue;
			out_printf(&text, "[--%s%s%s]\n", o->name,
			    o->arg ? " " : "", o->arg ? o->arg : "");
		}
		out_str(&text, "[options]\n");
		mode++;
	} while (m != NULL && *m != '\0');
	col = printf("usage: %s", tool->name);
	print_wrapped(text.buf, text.len, '\n', col, col + 1, 0, "");
	printf("\n");
	out_free(&text);
}

/*
 * One option's line: its help, then an enumerated option's values (a
 * table's as loaded: a house table's names, not a copy of the shipped
 * ones kept in C; none when the tables could not be loaded), wrapped
 * under the help.
 */
static void
help_option(struct run *run, const struct opt *o, int loaded)
{
	struct out text = {0};
	const char *name;
	char left[64];
	size_t k, shown = 0;
	int n, col;

	snprintf(left, sizeof(left), "--%s%s%s", o->name, o->arg ? " " : "",
	    o->arg ? o->arg : "");
	out_printf(&text, "%s", o->help);
	option_rules_help(&text, o);
	/* A tool's check_tables may make choices of a table (a list of
	 * terrains of a movement table): without the tables, none. */
	if ((o->kind == KIND_WORD && (o->table != NULL ? loaded
	    : o->choices != NULL))
	    || (o->kind == KIND_TEXT && o->choices != NULL)) {
		/* Those the tool takes there, as --list gives them. */
		for (k = 0; (name = value_at(run, o, k, &n)) != NULL; k++)
			if (!loaded || o->kind != KIND_WORD
			    || run->tool->offers == NULL
			    || run->tool->offers(run, (int)(o - run->tool->opts),
			    k))
				out_printf(&text, "%s%.*s", shown++ ? ", " :
				    ": ", n, name);
		if (shown > 0 && o->max > o->min)
			out_str(&text, " or a number");
	}
	col = printf("  %-28s ", left);
	print_wrapped(text.buf, text.len, ' ', col, 31, 1, "");
	out_free(&text);
}

/*
 * The tables for the help, as a run loads them and checks them (a
 * check may make an option's choices of a table): 1 if they could be,
 * 0 if not, the help going on without their values.
 */
static int
help_tables(struct run *run)
{
	struct failure *outer = catching, here;
	volatile int loaded = 0;

	catching = &here;
	if (setjmp(here.where) == 0) {
		tables_load(run);
		index_tables(run);
		if (run->tool->check_tables != NULL)
			run->tool->check_tables(run);
		loaded = 1;
	}
	catching = outer;
	return loaded;
}

/* The help, and one example from the man page. */
static void
help(struct run *run, int loaded)
{
	const struct tool *tool = run->tool;
	char left[64];
	int i;

	usage_line(tool);
	for (i = 0; tool->opts[i].name != NULL; i++)
		help_option(run, &tool->opts[i], loaded);
	printf("\n");
	for (i = 0; i < C_COUNT; i++) {
		snprintf(left, sizeof(left), "-%c, --%s%s%s",
		    common_opts[i].letter, common_opts[i].name,
		    common_opts[i].arg ? " " : "",
		    common_opts[i].arg ? common_opts[i].arg : "");
		print_wrapped(common_opts[i].help,
		    strlen(common_opts[i].help), ' ',
		    printf("  %-28s ", left), 31, 1, "");
	}
	if (tool_example[0] != '\0') {
		/* An option and its value stay on one line, if they fit
		 * in one: the pieces begin at each word with a dash. */
		size_t len = strlen(tool_example), at, end, k;
		char *pieces = xrealloc(NULL, len + 1);

		memcpy(pieces, tool_example, len + 1);
		for (at = 0; at < len; at = end + 1) {
			for (end = at + 1; end < len && !(pieces[end] == ' '
			    && pieces[end + 1] == '-'); end++)
				;
			for (k = at; end - at > HELP_WIDTH - 4 - 2 && k < end;
			    k++)
				if (pieces[k] == ' ')
					pieces[k] = '\n';
			if (end < len)
				pieces[end] = '\n';
		}
		i = (int)len;
		printf("\nExample:\n  ");
		print_wrapped(pieces, (size_t)i, '\n', 2, 4, 1, " \\");
		xfree(pieces);
	}
	printf("\nSee %s(1) and musket(7).\n", tool->name);
}

/*
 * A probe of --list: one resolution on random dice of the line so far
 * with values, as a batch line is tried, its allocations an arena's.
 * 0: refused by an error that starts "--OPTION " of option i; 1: not;
 * -1: refused as an option the line needs is missing ("give --x ..."),
 * *missing that option.
 */
static int
probe_once(const struct run *run, const struct opt_value *values, int i,
    int *missing)
{
	const char *o = run->tool->opts[i].name, *m;
	struct failure failure, *outer = catching;
	struct arena arena = {0};
	struct run probe = *run;
	size_t len = strlen(o), nopts = count_opts(run->tool);
	int taken = 1;

	probe.values = xcalloc(nopts, sizeof(struct opt_value));
	memcpy(probe.values, values, nopts * sizeof(struct opt_value));
	probe.state = xcalloc(1, run->tool->state_size ? run->tool->state_size
	    : 1);
	probe.common.odds = probe.common.json = probe.common.seeded = 0;
	probe.common.nvary = 0;
	probe.common.repeat = 0;
	probe.common.dice = NULL;
	probe.common.format_name = NULL;
	probe.out = probe.effect = (struct out){0};
	probe.follow = (struct follow_up){0};
	probe.dice = (struct dice){ .kinds = run->tool->dice_kinds,
	    .source = DICE_RANDOM };
	/* --list runs before the dice are seeded: an unseeded generator
	 * gives one face for ever, and a roll until two dice differ
	 * (a tie-break's) never ended. */
	rng_seed(&probe.dice.rng, 1);
	arena_use(&arena);
	catching = &failure;
	if (setjmp(failure.where) == 0) {
		finish_values(&probe, NULL);
		dice_start(&probe.dice);
		run_mechanic(&probe);
	} else if (strncmp(failure.message, "--", 2) == 0
	    && strncmp(failure.message + 2, o, len) == 0
	    && (failure.message[2 + len] == ' '
	    || failure.message[2 + len] == ':')) {
		taken = 0;
	} else if (strncmp(failure.message, "give --", 7) == 0) {
		m = failure.message + 7;
		*missing = option_named(run->tool, m, strcspn(m, " ,"));
		taken = *missing >= 0 ? -1 : 1;
	}
	catching = outer;
	arena_use(NULL);
	arena_free(&arena);
	xfree(probe.state);
	xfree(probe.values);
	return taken;
}

/* Probes a value takes at most with an option the line needs filled in:
 * past them, it goes. */
#define PROBES_MAX	64

/*
 * Whether values, with option i's value among them, go together: as
 * probe_once(), but an option the line needs and does not have yet is
 * filled in with each value it takes (a number: its least and greatest),
 * so that a unit's weapons are offered by the unit alone before the
 * range is typed: a value goes if it goes with one of them.
 */
static int
probe(const struct run *run, struct opt_value *values, int i, int *budget)
{
	const struct opt *o;
	struct opt_value was;
	const char *name;
	char text[64];
	size_t k;
	int missing = -1, taken, n;

	if ((taken = probe_once(run, values, i, &missing)) >= 0)
		return taken;
	o = &run->tool->opts[missing];
	was = values[missing];
	taken = 0;
	for (k = 0; !taken; k++) {
		if (o->kind == KIND_WORD) {
			if ((name = value_at(run, o, k, &n)) == NULL
			    || n >= (int)sizeof(text))
				break;
			snprintf(text, sizeof(text), "%.*s", n, name);
		} else if ((o->kind == KIND_WHOLE || o->kind == KIND_DISTANCE)
		    && k < 2) {
			snprintf(text, sizeof(text), "%ld", k ? o->max : o->min);
		} else {
			break;
		}
		if ((*budget)-- <= 0) {
			taken = 1;
			break;
		}
		values[missing].given = 1;
		values[missing].text[0] = text;
		taken = probe(run, values, i, budget);
	}
	/* Nothing to fill it with: no evidence against the value. */
	if (k == 0)
		taken = 1;
	values[missing] = was;
	return taken;
}

/*
 * Whether value name (n bytes) of option i goes with the options given
 * with --list (issue 32: a completion offers only what the tool takes
 * on that line): a refusal that starts "--OPTION " refuses the value;
 * any other says nothing against it.
 */
static int
goes_with(const struct run *run, int i, const char *name, int n)
{
	size_t nopts = count_opts(run->tool);
	struct opt_value *values;
	char text[64];
	int budget = PROBES_MAX, taken;

	if ((size_t)n >= sizeof(text))
		return 1;
	memcpy(text, name, (size_t)n);
	text[n] = '\0';
	values = xcalloc(nopts, sizeof(*values));
	memcpy(values, run->values, nopts * sizeof(*values));
	values[i].given = 1;
	values[i].text[0] = text;
	taken = probe(run, values, i, &budget);
	xfree(values);
	return taken;
}

/*
 * "--morale inexperienced regular veteran": for players and completions,
 * the values the tool takes (tool->offers); with a tool option given
 * before --list (the line a completion has so far), only those that go
 * with it.
 */
static void
list_values(struct run *run)
{
	const struct opt *o;
	const char *name;
	size_t k;
	int i, n, typed = 0;

	for (i = 0; run->tool->opts[i].name != NULL; i++)
		typed |= run->values[i].given > 0;

	if (run->tool->modes != NULL) {
		printf("mode");
		for (i = 0; *mode_name(run->tool, i) != '\0'; i++)
			printf(" %.*s", (int)strcspn(mode_name(run->tool, i), ","),
			    mode_name(run->tool, i));
		printf("\n");
	}
	for (i = 0; run->tool->opts[i].name != NULL; i++) {
		o = &run->tool->opts[i];
		/* A text option read by the tool's own code may name its
		 * fixed set of values, as choices, for --help and the
		 * completions (a status to keep, say). */
		if (o->kind != KIND_WORD
		    && (o->kind != KIND_TEXT || o->choices == NULL))
			continue;
		printf("--%s", o->name);
		for (k = 0; (name = value_at(run, o, k, &n)) != NULL; k++)
			if ((o->kind != KIND_WORD || run->tool->offers == NULL
			    || run->tool->offers(run, i, k))
			    && (!typed || goes_with(run, i, name, n)))
				printf(" %.*s", n, name);
		printf("\n");
	}
}

/* The bytes that end a run of a word's plain bytes. */
static const unsigned char word_stop[256] = {
	['\0'] = 1, [' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\\'] = 1,
	['\''] = 1, ['"'] = 1
};

/*
 * A batch line's words, shell style: blanks separate, '' and "" quote,
 * a backslash escapes, # starts a comment.  Split in place.
 */
static const char *
split_words(char *line, char ***words, size_t *n, size_t *cap)
{
	char *r = line, *w, *p;
	char quote;

	*n = 0;
	for (;;) {
		while (*r == ' ' || *r == '\t' || *r == '\r')
			r++;
		if (*r == '\0' || *r == '#')
			return NULL;
		if (*n + 1 >= *cap) {
			size_t more = *cap ? 2 * *cap : 32;

			*words = xrealloc(*words, more * sizeof(char *));
			*cap = more;
		}
		(*words)[(*n)++] = w = r;
		for (;;) {
			/* Plain bytes, most of a line, at once: moved down
			 * only after an escape or a quote. */
			for (p = r; !word_stop[(unsigned char)*p]; p++)
				;
			if (w != r)
				memmove(w, r, (size_t)(p - r));
			w += p - r;
			r = p;
			if (*r == '\0' || *r == ' ' || *r == '\t' || *r == '\r')
				break;
			if (*r == '\\') {
				if (*++r == '\0')
					return "a backslash ends the line";
				*w++ = *r++;
			} else if (*r == '\'' || *r == '"') {
				quote = *r++;
				while (*r != quote) {
					if (*r == '\0')
						return quote == '\'' ?
						    "unterminated ' quote" :
						    "unterminated \" quote";
					/* strchr() finds the terminating NUL too. */
					if (quote == '"' && *r == '\\' && r[1] != '\0'
					    && strchr("\"\\$`", r[1]) != NULL)
						r++;
					*w++ = *r++;
				}
				r++;
			}
		}
		if (*r != '\0')
			r++;
		*w = '\0';
	}
}

/*
 * The dice given and the odds (issue 35, 2): the answer as --dice
 * gives it, then its luck among every roll of those inputs, from a walk
 * after it (the walk runs the mechanic again: what the roll made is
 * kept first, and its text or JSON written).
 */
static void
resolve_luck(struct run *run)
{
	const struct tool *tool = run->tool;
	struct odds_found found = {0};
	struct luck_roll roll;
	int failed;

	dice_start(&run->dice);
	run_mechanic(run);
	dice_finish(&run->dice);
	failed = run->failed;
	luck_keep(run, &roll);
	if (run->common.json) {
		json_result_begin(run, tool->outcomes[run->outcome].token,
		    run->effect.len ? run->effect.buf : "");
		tool->json(run, run->state);
	} else {
		tool->text(run, run->state);
		if (run->common.verbose) {
			text_modifiers(run);
			text_tables(run);
		}
	}
	odds_bound(odds_estimate(run));
	odds_walk(run, &found);
	luck_print(run, &roll, &found);
	odds_found_free(&found);
	if (run->common.json)
		json_close(&run->out, '}');
	/* The next --repeat's dice are asked for again. */
	run->dice.source = DICE_GIVEN;
	run->failed = failed;
}

/*
 * The odds in a --format past json.  A page's footer names the tool,
 * its command line and the tables read: their folder, and each table
 * read from elsewhere (a house rule's file over the shipped ones).
 */
static void
format_odds(struct run *run)
{
	struct page_source source = { .tables = run->tables_dir,
		.tables_from = run->tables_from, .over = "" };
	struct out tool = {0}, command = {0}, tables = {0};
	size_t dir_len = strlen(run->tables_dir), i;
	int k;

	if (run->common.format == FORMAT_HTML) {
		out_printf(&tool, "%s (musket %s)", run->tool->name,
		    MUSKET_VERSION);
		out_str(&command, run->tool->name);
		for (k = 1; k < run->argc; k++) {
			out_char(&command, ' ');
			out_shell_word(&command, run->argv[k]);
		}
		for (i = 0; run->tool->tables[i] != NULL; i++)
			if (strncmp(run->tables[i]->path, run->tables_dir,
			    dir_len) != 0 || run->tables[i]->path[dir_len]
			    != '/')
				out_printf(&tables, "%s%s", tables.len > 0
				    ? ", " : "", run->tables[i]->path);
		source.tool = tool.buf;
		source.command = command.buf;
		source.over = tables.len > 0 ? tables.buf : "";
	}
	out_format(&run->out, run->common.format, &source);
	out_free(&tool);
	out_free(&command);
	out_free(&tables);
}

/* One resolution, or the odds, into run->out in the form asked for. */
static void
resolve_once(struct run *run)
{
	const struct tool *tool = run->tool;
	run->out.cells = run->common.format >= FORMAT_MARKDOWN;
	if (run->common.nvary > 0) {
		vary_print(run);
		format_odds(run);
		return;
	}
	if (run->common.odds && (run->common.dice || run->common.ask)) {
		resolve_luck(run);
		return;
	}
	if (run->common.odds) {
		struct odds_found found = {0};

		odds_bound(odds_estimate(run));
		odds_walk(run, &found);
		odds_print(run, &found, run->state);
		odds_found_free(&found);
		run->failed = 0;
		format_odds(run);
		return;
	}
	dice_start(&run->dice);
	run_mechanic(run);
	dice_finish(&run->dice);
	if (run->common.json) {
		json_result_begin(run, tool->outcomes[run->outcome].token,
		    run->effect.len ? run->effect.buf : "");
		tool->json(run, run->state);
		json_close(&run->out, '}');
		return;
	}
	tool->text(run, run->state);
	if (run->common.verbose) {
		text_modifiers(run);
		text_tables(run);
	}
}

/*
 * Many resolutions (a batch, --repeat) print one line each, so that
 * sort and awk see one result a line: the lines of a text answer are
 * joined with "; " (their indents dropped), unless the player asked
 * for the whole story with --verbose.
 */
static void
write_answer(struct run *run, long times)
{
	size_t start = run->out.len;
	const char *p, *end, *nl;
	char *to;

	if ((times == 1 && !run->common.batch) || run->common.json
	    || run->common.odds || run->common.verbose) {
		fwrite(run->out.buf, 1, run->out.len, stdout);
		return;
	}
	/* Its lines joined by "; " past its end, "\n" a byte to two at
	 * most, and written at once (a write a piece cost more than the
	 * joining, and let a line's error fall amid its answer). */
	out_reserve(&run->out, start);
	p = run->out.buf;
	end = to = run->out.buf + start;
	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (nl == NULL || nl + 1 == end) {
			memcpy(to, p, (size_t)(end - p));
			to += end - p;
			break;
		}
		memcpy(to, p, (size_t)(nl - p));
		to += nl - p;
		*to++ = ';';
		*to++ = ' ';
		/* An indent lays out lines; joined, it is only blanks. */
		for (p = nl + 1; p < end && *p == ' '; p++)
			continue;
	}
	fwrite(run->out.buf + start, 1, (size_t)(to - run->out.buf - start),
	    stdout);
	run->out.buf[start] = '\0';
}

/* Standard output is a pipe or a socket, whose reader may go. */
static int flush_each;

/*
 * A batch line's error, "line N: why".  Standard error lost too (a
 * closed pipe, SIGPIPE ignored) ends the batch, bad lines being told
 * nowhere: there is nothing left to say it on.
 */
static void
line_error(long lineno, const char *why, int json)
{
	if (json)
		json_refused(lineno, why);
	if (fprintf(stderr, "%s: line %ld: %s\n", progname, lineno, why) < 0
	    || ferror(stderr)) {
		fflush(stdout);
		exit(EXIT_USAGE);
	}
}

/* Resolve as the options say, writing each answer once it is whole. */
static int
resolve_all(struct run *run)
{
	long i, times = run->common.repeat ? run->common.repeat : 1;
	int failed = 0;

	run->dice.kinds = run->tool->dice_kinds;
	if (run->common.dice != NULL) {
		dice_take_list(&run->dice, run->common.dice);
		/* A player at a terminal is asked for what the list lacks;
		 * a script is told (musket(7)). */
		if (isatty(STDIN_FILENO) && isatty(STDERR_FILENO))
			run->dice.ask = ASK_SHORT;
	} else if (run->common.ask)
		dice_ask(&run->dice);
	else
		run->dice.source = DICE_RANDOM;
	if (run->common.seeded)
		rng_seed(&run->dice.rng, run->common.seed);
	for (i = 0; i < times; i++) {
		out_reset(&run->out);
		resolve_once(run);
		write_answer(run, times);
		/* To a pipe, each answer goes at once: a reader gone is seen
		 * at the first answer, not a stdio buffer later. */
		if ((flush_each && fflush(stdout) == EOF) || ferror(stdout))
			output_lost();
		failed |= run->failed;
	}
	return run->common.exit_status && failed ? EXIT_FAILED : EXIT_RESOLVED;
}

/* What one call of tool_main holds, all of it in the run's arena. */
struct session {
	struct failure	 line_failure;	/* what a batch line catches */
	struct arena	 line_arena;	/* what it allocates */
	struct run	 run;
	struct pass	 pass;
	struct run	 line_run;	/* a batch line, on top of run */
	char		*line;		/* the batch line being read */
	char		**words;
	size_t		 nwords, cap_words;
};

/*
 * One batch line: its status, its error told as "line N: ...".  What
 * it allocates is its own arena's, freed when it ends however it ends:
 * its dice, its output, and whatever a fail() cut short.
 */
static int
try_line(struct session *s, long lineno)
{
	/* A line's own --seed holds for that line: the lines after it go
	 * on with the batch's dice. */
	struct rng stream = s->line_run.dice.rng;
	struct failure *outer = catching;	/* a harness's */
	int status;

	dice_renew(&s->line_run.dice);
	out_restart(&s->line_run.out);
	out_restart(&s->line_run.effect);
	s->line_run.follow = (struct follow_up){0};
	s->line_run.line = lineno;
	arena_use(&s->line_arena);
	catching = &s->line_failure;
	if (setjmp(s->line_failure.where) == 0) {
		begin_pass(&s->pass, &s->line_run, 1);
		parse_words(&s->pass, (int)s->nwords, s->words);
		finish_values(&s->line_run, s->pass.seen);
		status = resolve_all(&s->line_run);
	} else {
		line_error(lineno, s->line_failure.message,
		    s->line_run.common.json);
		status = s->line_failure.status;
	}
	catching = outer;
	if (!s->line_run.common.seeded)
		stream = s->line_run.dice.rng;
	arena_use(NULL);
	arena_free(&s->line_arena);
	s->line_run.dice.rng = stream;
	return status;
}

/*
 * Read a line of at most BATCH_LINE_MAX bytes into s->line, without
 * its newline: 1 if one was read, 0 at the end of the input.  A longer
 * line is read to its end and reported, and so is a NUL byte.
 */
static int
read_line(struct session *s, const char **why)
{
	size_t len;
	int nul;

	if (s->line == NULL)
		s->line = xrealloc(NULL, BATCH_LINE_MAX + 1);
	*why = NULL;
	if (!input_line(s->line, BATCH_LINE_MAX, &len, &nul))
		return 0;
	if (len > BATCH_LINE_MAX)
		*why = "longer than " BATCH_LINE_MAX_TEXT " bytes";
	else if (nul)
		*why = "contains a NUL byte";
	return 1;
}

/* Each line resolved on its own; a bad line is told and skipped. */
static int
run_batch(struct session *s)
{
	const struct run *base = &s->run;
	size_t n = count_opts(base->tool);
	const char *why;
	long lineno = 0;
	int status = EXIT_RESOLVED, st;

	/* The line's own values, dice and output; the rest is shared.  Its
	 * answer, effect and dice log grow in the run's arena, kept from
	 * line to line: allocated and freed a line, they were a tenth of a
	 * short line's instructions. */
	s->line_run = *base;
	s->line_run.values = xcalloc(n, sizeof(struct opt_value));
	luck_game_begin();
	out_reserve(&s->line_run.out, BATCH_ANSWER_ROOM);
	out_reserve(&s->line_run.effect, BATCH_ANSWER_ROOM);
	s->line_run.dice.cap_log = BATCH_ANSWER_ROOM / sizeof(struct die);
	s->line_run.dice.log = xcalloc(s->line_run.dice.cap_log,
	    sizeof(struct die));
	while (read_line(s, &why)) {
		lineno++;
		if (why == NULL)
			why = split_words(s->line, &s->words, &s->nwords,
			    &s->cap_words);
		if (why != NULL) {
			line_error(lineno, why, base->common.json);
			st = EXIT_USAGE;
		} else if (s->nwords == 0) {
			continue;
		} else {
			/* The line's options go on top of the command line's. */
			memcpy(s->line_run.values, base->values,
			    n * sizeof(struct opt_value));
			s->line_run.common = base->common;
			s->line_run.mode = base->mode;
			st = try_line(s, lineno);
		}
		/* The worst status wins: a table error, bad input, a failure. */
		if (st > status)
			status = st;
	}
	/* A game's luck closes it, where its lines rolled with --odds. */
	s->line_run.common = base->common;
	s->line_run.line = 0;
	out_restart(&s->line_run.out);
	luck_game_print(&s->line_run);
	if (s->line_run.out.len > 0 && (fwrite(s->line_run.out.buf, 1,
	    s->line_run.out.len, stdout) != s->line_run.out.len
	    || fflush(stdout) == EOF))
		output_lost();
	return status;
}

static int
run_session(struct session *s, const struct tool *tool, int argc, char *argv[])
{
	struct run *run = &s->run;
	size_t n = count_opts(tool);

	run->tool = tool;
	run->argc = argc;
	run->argv = argv;
	run->values = xcalloc(n, sizeof(struct opt_value));
	run->state = xcalloc(1, tool->state_size ? tool->state_size : 1);
	s->pass.seen = xcalloc(n, sizeof(int));
	option_names(run);
	begin_pass(&s->pass, run, 0);
	parse_words(&s->pass, argc - 1, argv + 1);
	if (run->common.help) {
		help(run, help_tables(run));
		return EXIT_RESOLVED;
	}
	if (run->common.version) {
		printf("%s (musket) %s\n", tool->name, MUSKET_VERSION);
		return EXIT_RESOLVED;
	}

	tables_load(run);
	index_tables(run);
	if (tool->check_tables != NULL)
		tool->check_tables(run);

	if (run->common.list) {
		list_values(run);
		return EXIT_RESOLVED;
	}
	finish_values(run, NULL);
	presence_resolve(run);
	if (getrandom(&run->dice.rng, sizeof(run->dice.rng), 0)
	    != (ssize_t)sizeof(run->dice.rng))
		rng_seed(&run->dice.rng, (uint64_t)getpid());
	if (!run->common.batch)
		return resolve_all(run);
	/* Each line takes its own dice; the command line's go with none. */
	if (run->common.dice != NULL)
		fail(EXIT_USAGE, "--dice goes in a batch line, not with --batch");
	if (run->common.seeded)
		rng_seed(&run->dice.rng, run->common.seed);
	run->common.seeded = 0;
	return run_batch(s);
}

/* GMP's allocations are the suite's: out of memory is told alike. */
static void *
gmp_alloc(size_t size)
{
	return xrealloc(NULL, size);
}

static void *
gmp_realloc(void *p, size_t old, size_t size)
{
	(void)old;
	return xrealloc(p, size);
}

static void
gmp_free(void *p, size_t size)
{
	(void)size;
	xfree(p);
}

/*
 * Each declared array has exactly its enum's count of entries, then its
 * NULL end: a hole (an enum entry without its designated row) or a row
 * past the count is a build defect, refused before any input is read
 * (EX_SOFTWARE: no user input causes it).  A count of 0 is not checked.
 */
static void
check_declared(const char *what, size_t count, size_t stride,
    const void *array, size_t offset)
{
	const char *base = array;
	const char *name;
	size_t i;

	if (count == 0 || array == NULL)
		return;
	for (i = 0; i <= count; i++) {
		memcpy(&name, base + i * stride + offset, sizeof(name));
		if ((name == NULL) == (i < count)) {
			fprintf(stderr, "%s: %s %zu of %zu is %s\n", progname,
			    what, i, count, i < count ? "not declared" :
			    "not the end");
			exit(70);
		}
	}
}

static void
check_declarations(const struct tool *tool)
{
	const char *why;

	check_declared("option", tool->nopts, sizeof(struct opt),
	    tool->opts, offsetof(struct opt, name));
	check_declared("table", tool->ntables, sizeof(*tool->tables),
	    tool->tables, 0);
	check_declared("outcome", tool->noutcomes,
	    sizeof(struct outcome_def), tool->outcomes,
	    offsetof(struct outcome_def, token));
	check_declared("quantity", tool->nquantities,
	    sizeof(struct quantity_def), tool->quantities,
	    offsetof(struct quantity_def, key));
	if ((why = check_presence_names(tool)) != NULL) {
		fprintf(stderr, "%s: %s\n", progname, why);
		exit(70);
	}
}

int
tool_main(const struct tool *tool, int argc, char *argv[])
{
	struct stat st;
	int status;

	progname = tool->name;
	check_declarations(tool);
	flush_each = fstat(STDOUT_FILENO, &st) == 0
	    && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode));
	mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
	input_begin();
	status = run_session(xcalloc(1, sizeof(struct session)), tool, argc,
	    argv);
	/* The run's all: its tables, its session.  A fail() leaves it to
	 * exit(), or to the harness that caught it. */
	arena_free(NULL);
	if (fflush(stdout) == EOF || ferror(stdout))
		fail(EXIT_USAGE, "standard output: %s", strerror(errno));
	return status;
}
