/*
 * html.c - --format html (html.h).  Written as XHTML's syntax allows as
 * well as HTML's, so that an XML reader (xmllint) checks it.
 */
#include <string.h>

#include "cells.h"
#include "html.h"
#include "out.h"
#include "svg.h"

/* Large type for a table; the rows in print kept whole; nothing in
 * colour.  186mm is A4's width less its margins, and fits Letter's. */
static const char page_style[] =
	"@page { margin: 12mm; }\n"
	"html { -webkit-print-color-adjust: exact;"
	" print-color-adjust: exact; }\n"
	"body { font: 14pt/1.35 Georgia, \"DejaVu Serif\", serif;"
	" color: #000; background: #fff; max-width: 186mm;"
	" margin: 0 auto; }\n"
	"h1 { font-size: 18pt; margin: 0 0 3mm; }\n"
	"p { margin: 1mm 0; }\n"
	"figure { margin: 3mm 0; break-inside: avoid; }\n"
	"figure svg { width: 100%; height: auto; }\n"
	"table { border-collapse: collapse; margin: 3mm 0; font-size: 9pt;"
	" break-inside: avoid; }\n"
	"th, td { border: 1px solid #000; padding: 0.4mm 1mm;"
	" text-align: right; }\n"
	"th { overflow-wrap: anywhere; } td { white-space: nowrap; }\n"
	"th:first-child, td:first-child { text-align: left; }\n"
	"footer { margin-top: 5mm; font-size: 9pt;"
	" border-top: 1px solid #000; padding-top: 1mm; }\n"
	"@media screen { body { padding: 8mm; } }\n";

/* The odds rows' head: text_row()'s cells (odds-out.c). */
static const char *const odds_head[] = { "outcome", "value", "fraction",
	"chance", "or better", "direction" };

static void
html_str(struct out *to, const char *s)
{
	out_xml(to, s, strlen(s));
}

/* A row line's cells (from after its mark to end) as a table row. */
static void
html_row(struct out *to, const char *line, const char *end, int head)
{
	const char *at = line + 1, *stop;

	out_str(to, "<tr>");
	for (; at < end; at = stop + 1) {
		stop = memchr(at, CELL_END, (size_t)(end - at));
		if (stop == NULL)
			stop = end;
		out_str(to, head ? "<th>" : "<td>");
		out_xml(to, at, (size_t)(stop - at));
		out_str(to, head ? "</th>" : "</td>");
	}
	out_str(to, "</tr>\n");
}

void
html_format(struct out *out, const struct page_source *source)
{
	struct out page = {0};
	const char *line, *end = out->buf + out->len, *nl, *title;
	size_t title_len, i;
	int kind = 0, pictured = 0;

	nl = memchr(out->buf, '\n', out->len);
	title = out->buf;
	title_len = nl != NULL ? (size_t)(nl - title) : out->len;
	out_str(&page, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\"/>\n<title>");
	out_xml(&page, title, title_len);
	out_str(&page, "</title>\n<style>\n");
	out_str(&page, page_style);
	out_str(&page, "</style>\n</head>\n<body>\n<h1>");
	out_xml(&page, title, title_len);
	out_str(&page, "</h1>\n");

	/* The lines after the first as the text has them, the picture
	 * before the first table. */
	for (line = nl != NULL ? nl + 1 : end; line < end; line = nl + 1) {
		nl = memchr(line, '\n', (size_t)(end - line));
		if (nl == NULL)
			nl = end;
		if (kind == ROW_HEAD || kind == ROW_CELLS || kind == ROW_ODDS)
			if (*line != ROW_CELLS && *line != kind)
				out_str(&page, "</table>\n");
		if (*line == ROW_HEAD || (*line == ROW_ODDS
		    && kind != ROW_ODDS)) {
			if (!pictured++) {
				out_str(&page, "<figure>\n");
				svg_figure(&page, out);
				out_str(&page, "</figure>\n");
			}
			out_str(&page, "<table>\n");
		}
		if (*line == ROW_ODDS && kind != ROW_ODDS) {
			out_str(&page, "<tr>");
			for (i = 0; i < sizeof(odds_head) / sizeof(*odds_head);
			    i++)
				out_printf(&page, "<th>%s</th>", odds_head[i]);
			out_str(&page, "</tr>\n");
		}
		if (*line == ROW_HEAD || *line == ROW_CELLS
		    || *line == ROW_ODDS)
			html_row(&page, line, nl, *line == ROW_HEAD);
		else if (*line != CELL_END && nl > line) {
			out_str(&page, "<p>");
			out_xml(&page, line, (size_t)(nl - line));
			out_str(&page, "</p>\n");
		}
		kind = *line;
	}
	if (kind == ROW_HEAD || kind == ROW_CELLS || kind == ROW_ODDS)
		out_str(&page, "</table>\n");

	out_str(&page, "<footer><p>");
	html_str(&page, source->tool);
	out_str(&page, ": <code>");
	html_str(&page, source->command);
	out_str(&page, "</code></p>\n<p>Tables read: <code>");
	html_str(&page, source->tables);
	out_str(&page, "</code> (");
	html_str(&page, source->tables_from);
	out_str(&page, ")");
	if (*source->over != '\0') {
		out_str(&page, "; over them <code>");
		html_str(&page, source->over);
		out_str(&page, "</code>");
	}
	out_str(&page, "</p></footer>\n</body>\n</html>\n");

	out_reset(out);
	out_write(out, page.buf, page.len);
	out_free(&page);
}
