/*
 * format.c - --format markdown and csv, from the text answer with its
 * rows written as cells (format.h); svg and html by their writers.
 */
#include <stdarg.h>
#include <string.h>

#include "format.h"
#include "html.h"
#include "out.h"
#include "svg.h"

const char *const format_names[] = {
	[FORMAT_TEXT] = "text", [FORMAT_JSON] = "json",
	[FORMAT_MARKDOWN] = "markdown", [FORMAT_CSV] = "csv",
	[FORMAT_SVG] = "svg", [FORMAT_HTML] = "html", NULL
};

static int
is_mark(char c)
{
	return c == ROW_HEAD || c == ROW_CELLS || c == ROW_ODDS
	    || c == CELL_END;
}

void
out_cell(struct out *out, const char *fmt, ...)
{
	va_list ap;
	size_t from = out->len, i;

	va_start(ap, fmt);
	out_vprintf(out, fmt, ap);
	va_end(ap);
	/* A value that held a mark would split its row. */
	for (i = from; i < out->len; i++)
		if (is_mark(out->buf[i]) || out->buf[i] == '\n')
			out->buf[i] = ' ';
	out_write(out, (const char[]){ CELL_END }, 1);
}

void
out_end_section(struct out *out)
{
	if (out->cells)
		out_write(out, (const char[]){ CELL_END, '\n' }, 2);
}

/* The cells of a row line, from after its mark to end. */
struct cells {
	const char	*at, *end;
};

static int
next_cell(struct cells *c, const char **cell, size_t *len)
{
	const char *stop;

	if (c->at >= c->end)
		return 0;
	stop = memchr(c->at, CELL_END, (size_t)(c->end - c->at));
	if (stop == NULL)
		stop = c->end;
	*cell = c->at;
	*len = (size_t)(stop - c->at);
	c->at = stop + 1;
	return 1;
}

static void
markdown_cell(struct out *to, const char *s, size_t len)
{
	size_t i;

	out_write(to, "| ", 2);
	for (i = 0; i < len; i++) {
		if (s[i] == '|')
			out_write(to, "\\", 1);
		out_write(to, &s[i], 1);
	}
	out_write(to, " ", 1);
}

static void
csv_cell(struct out *to, const char *s, size_t len, int first, int label)
{
	size_t i;

	if (!first)
		out_write(to, ",", 1);
	/* A label's comma ("attacker: average, 2 SP") is a ";": a sheet
	 * or a cut -d, splits no name. */
	if (label) {
		for (i = 0; i < len; i++)
			out_write(to, s[i] == ',' ? ";" : &s[i], 1);
		return;
	}
	/* s is a slice of a row, not a string. */
	if (memchr(s, ',', len) == NULL && memchr(s, '"', len) == NULL) {
		out_write(to, s, len);
		return;
	}
	out_write(to, "\"", 1);
	for (i = 0; i < len; i++) {
		if (s[i] == '"')
			out_write(to, "\"", 1);
		out_write(to, &s[i], 1);
	}
	out_write(to, "\"", 1);
}

/* A row's cells in the format; its head's alignment row after it in
 * markdown (the first column a name, the others numbers). */
static void
write_row(struct out *to, enum format format, const char *section,
    size_t section_len, const char *line, const char *end, int head)
{
	struct cells c = { line + 1, end };
	const char *cell;
	size_t len, n = 0, i;

	if (format == FORMAT_CSV && section != NULL)
		csv_cell(to, section, section_len, 1, 1), n++;
	while (next_cell(&c, &cell, &len)) {
		if (format == FORMAT_CSV)
			csv_cell(to, cell, len, n == 0, n == 0
			    || (section != NULL && n == 1));
		else
			markdown_cell(to, cell, len);
		n++;
	}
	if (format == FORMAT_MARKDOWN)
		out_write(to, "|", 1);
	out_write(to, "\n", 1);
	if (format != FORMAT_MARKDOWN || !head)
		return;
	for (i = 0; i < n; i++)
		out_printf(to, "| %s ", i == 0 ? ":--" : "--:");
	out_write(to, "|\n", 2);
}

/* The odds rows' head: text_row()'s cells (odds-out.c). */
static const char odds_head[] = { ROW_HEAD, 'o', 'u', 't', 'c', 'o', 'm', 'e',
	CELL_END, 'v', 'a', 'l', 'u', 'e', CELL_END, 'f', 'r', 'a', 'c', 't',
	'i', 'o', 'n', CELL_END, 'c', 'h', 'a', 'n', 'c', 'e', CELL_END, 'o',
	'r', ' ', 'b', 'e', 't', 't', 'e', 'r', CELL_END, 'd', 'i', 'r', 'e',
	'c', 't', 'i', 'o', 'n', CELL_END };

void
out_format(struct out *out, enum format format,
    const struct page_source *source)
{
	struct out to = {0};
	const char *line, *end = out->buf + out->len, *nl;
	const char *section = "";
	size_t section_len = 0;
	int kind = 0, csv_odds = 0, first = 1;

	if (format < FORMAT_MARKDOWN)
		return;
	if (format == FORMAT_SVG) {
		svg_format(out);
		return;
	}
	if (format == FORMAT_HTML) {
		html_format(out, source);
		return;
	}

	for (line = out->buf; line < end; line = nl + 1) {
		nl = memchr(line, '\n', (size_t)(end - line));
		if (nl == NULL)
			nl = end;
		/* The end of a section ends markdown's table too. */
		if (*line == CELL_END) {
			section_len = 0;
			kind = CELL_END;
			continue;
		}
		/* Markdown: a blank line between paragraphs and tables. */
		if (format == FORMAT_MARKDOWN && !first && (*line != kind
		    || !is_mark(*line)) && !(*line == ROW_CELLS
		    && kind == ROW_HEAD))
			out_write(&to, "\n", 1);
		if (!is_mark(*line)) {
			if (format == FORMAT_MARKDOWN)
				out_write(&to, line, (size_t)(nl - line + 1));
			else if (!first) {
				section = line;
				section_len = (size_t)(nl - line);
			}
		} else if (*line == ROW_ODDS) {
			if (format == FORMAT_MARKDOWN && kind != ROW_ODDS)
				write_row(&to, format, NULL, 0, odds_head,
				    odds_head + sizeof(odds_head), 1);
			else if (format == FORMAT_CSV && !csv_odds++)
				write_row(&to, format, "section", 7, odds_head,
				    odds_head + sizeof(odds_head), 1);
			write_row(&to, format, format == FORMAT_CSV ? section
			    : NULL, section_len, line, nl, 0);
		} else
			write_row(&to, format, NULL, 0, line, nl,
			    *line == ROW_HEAD);
		kind = *line;
		first = 0;
	}
	out_reset(out);
	if (to.len > 0)
		out_write(out, to.buf, to.len);
	out_free(&to);
}
