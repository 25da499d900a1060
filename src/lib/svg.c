/*
 * svg.c - --format svg (svg.h). Plain text out of the C library: an SVG
 * file needs no drawing library.
 */
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "out.h"
#include "svg.h"

/* The layout, in px (user units): a label column, the bars' track, the
 * chance written after it. A bar's length is its chance times
 * SVG_TRACK, from SVG_TRACK_X: tests/tap/svg.sh reads it so. */
enum {
	SVG_WIDTH = 640, SVG_MARGIN = 10, SVG_TRACK_X = 170,
	SVG_TRACK = 300, SVG_ROW = 20, SVG_BAR = 14, SVG_TITLE = 30,
	SVG_LINE = 18
};

/* Text as XML character data. */
static void
svg_text(struct out *to, const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		switch (s[i]) {
		case '&': out_str(to, "&amp;"); break;
		case '<': out_str(to, "&lt;"); break;
		case '>': out_str(to, "&gt;"); break;
		case '"': out_str(to, "&quot;"); break;
		default: out_write(to, &s[i], 1);
		}
}

/* The cells of an odds row: outcome, value, fraction, chance, or better,
 * direction (odds-out.c's text_row). */
#define ODDS_CELLS 6

static int
split_cells(const char *line, const char *end, const char *cell[],
    size_t len[])
{
	const char *at = line + 1, *stop;
	int n = 0;

	while (at < end && n < ODDS_CELLS) {
		stop = memchr(at, CELL_END, (size_t)(end - at));
		if (stop == NULL)
			stop = end;
		cell[n] = at;
		len[n++] = (size_t)(stop - at);
		at = stop + 1;
	}
	return n;
}

/* "5/12", "1" or "0" as a number from 0 to 1; the exact fraction, not
 * the rounded percent, so a bar stands where the odds say. */
static double
fraction_of(const char *s, size_t len)
{
	char buf[128], *slash;
	double num, den;

	if (len >= sizeof(buf))
		len = sizeof(buf) - 1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	num = strtod(buf, NULL);
	slash = strchr(buf, '/');
	den = slash != NULL ? strtod(slash + 1, NULL) : 1;
	return den > 0 ? num / den : 0;
}

/* The percent cell "41.667%" back as 0.41667, for the or-better line. */
static double
percent_of(const char *s, size_t len)
{
	char buf[64];

	if (len == 0 || len >= sizeof(buf))
		return -1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	return strtod(buf, NULL) / 100;
}

/* One odds row at y: label, hatched bar, its chance in words. */
static void
svg_bar(struct out *to, const char *cell[], size_t len[], int y,
    struct out *curve)
{
	double p = fraction_of(cell[2], len[2]), more;
	int x;

	out_printf(to, "<text x=\"%d\" y=\"%d\">", SVG_MARGIN,
	    y + SVG_BAR - 3);
	svg_text(to, cell[0], len[0]);
	if (len[1] > 0) {
		out_str(to, " ");
		svg_text(to, cell[1], len[1]);
	}
	out_str(to, "</text>\n");
	out_printf(to, "<rect class=\"bar\" x=\"%d\" y=\"%d\" width=\"%.3f\""
	    " height=\"%d\"/>\n", SVG_TRACK_X, y, p * SVG_TRACK, SVG_BAR);
	out_printf(to, "<text x=\"%d\" y=\"%d\">", SVG_TRACK_X + SVG_TRACK
	    + 8, y + SVG_BAR - 3);
	svg_text(to, cell[2], len[2]);
	out_str(to, " ");
	svg_text(to, cell[3], len[3]);
	if (len[4] > 0) {
		out_str(to, ", ");
		svg_text(to, cell[4], len[4]);
		out_str(to, " ");
		svg_text(to, cell[5], len[5]);
	}
	out_str(to, "</text>\n");
	more = percent_of(cell[4], len[4]);
	if (more >= 0) {
		x = SVG_TRACK_X;
		out_printf(curve, "%s%.3f,%d", curve->len ? " " : "",
		    x + more * SVG_TRACK, y + SVG_BAR / 2);
	}
}

/* The or-better points of a chart, as a dashed line with marks. */
static void
svg_curve(struct out *to, struct out *curve)
{
	const char *p, *end;

	if (curve->len == 0)
		return;
	out_str(to, "<polyline class=\"more\" points=\"");
	out_write(to, curve->buf, curve->len);
	out_str(to, "\"/>\n");
	for (p = curve->buf, end = p + curve->len; p < end;) {
		double x = strtod(p, (char **)&p);
		double y = strtod(p + 1, (char **)&p);

		out_printf(to, "<rect class=\"mark\" x=\"%.3f\" y=\"%.3f\""
		    " width=\"6\" height=\"6\"/>\n", x - 3, y - 3);
		while (p < end && *p == ' ')
			p++;
	}
	out_reset(curve);
}

void
svg_format(struct out *out)
{
	struct out body = {0}, curve = {0}, doc = {0};
	const char *line, *end = out->buf + out->len, *nl;
	const char *cell[ODDS_CELLS], *title = "";
	size_t len[ODDS_CELLS], title_len = 0;
	int y = SVG_TITLE + 6, first = 1, in_odds = 0;

	for (line = out->buf; line < end; line = nl + 1) {
		nl = memchr(line, '\n', (size_t)(end - line));
		if (nl == NULL)
			nl = end;
		if (in_odds && *line != ROW_ODDS) {
			svg_curve(&body, &curve);
			y += SVG_ROW / 2;
			in_odds = 0;
		}
		if (first && *line != ROW_ODDS) {
			title = line;
			title_len = (size_t)(nl - line);
		} else if (*line == ROW_ODDS) {
			if (split_cells(line, nl, cell, len) < ODDS_CELLS)
				continue;
			svg_bar(&body, cell, len, y, &curve);
			y += SVG_ROW;
			in_odds = 1;
		} else if (*line != CELL_END && *line != ROW_HEAD
		    && *line != ROW_CELLS && nl > line) {
			y += SVG_LINE;
			out_printf(&body, "<text x=\"%d\" y=\"%d\">",
			    SVG_MARGIN, y - 4);
			svg_text(&body, line, (size_t)(nl - line));
			out_str(&body, "</text>\n");
		}
		first = 0;
	}
	if (in_odds)
		svg_curve(&body, &curve);
	y += SVG_MARGIN;

	out_printf(&doc, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
	    " width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n",
	    SVG_WIDTH, y, SVG_WIDTH, y);
	out_str(&doc, "<title>");
	svg_text(&doc, title, title_len);
	out_str(&doc, "</title>\n");
	/* Black on white; the bars hatched, not coloured, and outlined. */
	out_str(&doc, "<defs>\n"
	    "<pattern id=\"hatch\" width=\"6\" height=\"6\""
	    " patternUnits=\"userSpaceOnUse\">\n"
	    "<rect width=\"6\" height=\"6\" fill=\"#ffffff\"/>\n"
	    "<path d=\"M0,6 L6,0\" stroke=\"#000000\" stroke-width=\"1\"/>\n"
	    "</pattern>\n"
	    "<style type=\"text/css\">\n"
	    "text { font-family: sans-serif; font-size: 12px; fill: #000000 }\n"
	    "text.title { font-size: 16px; font-weight: bold }\n"
	    ".bar { fill: url(#hatch); stroke: #000000; stroke-width: 1 }\n"
	    ".more { fill: none; stroke: #000000; stroke-width: 1.5;"
	    " stroke-dasharray: 4,3 }\n"
	    ".mark { fill: #000000 }\n"
	    "</style>\n</defs>\n");
	out_printf(&doc, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>"
	    "\n", SVG_WIDTH, y);
	out_printf(&doc, "<text class=\"title\" x=\"%d\" y=\"%d\">",
	    SVG_MARGIN, SVG_TITLE - 8);
	svg_text(&doc, title, title_len);
	out_str(&doc, "</text>\n");
	if (body.len > 0)
		out_write(&doc, body.buf, body.len);
	out_str(&doc, "</svg>\n");

	out_reset(out);
	out_write(out, doc.buf, doc.len);
	out_free(&doc);
	out_free(&body);
	out_free(&curve);
}
