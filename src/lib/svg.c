/*
 * svg.c - --format svg (svg.h), and the picture on --format html's page.
 * Plain text out of the C library: an SVG file needs no drawing library.
 */
#include <ctype.h>
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
	SVG_LINE = 18, SVG_CHAR = 7	/* a 12px letter's width, about */
};

/* A --vary table's lines: 0 at PLOT_H below the plot's top, 1 (or the
 * highest mean) at it; the first row's point at PLOT_X, the last's
 * PLOT_W right of it.  A grid's cells MAP_CELL high.  tests/tap/svg.sh
 * reads them so. */
enum {
	PLOT_X = 60, PLOT_W = 480, PLOT_H = 240, PLOT_TICKS = 4,
	LEGEND_ROW = 18, LEGEND_COLUMN = 300, MAP_CELL = 28, MAP_GREY = 191
};

/* The document being drawn: its body, the next row free, its width. */
struct svg {
	struct out	 body;
	int		 y, width;
};

/* The end of the line at line: its newline, or end. */
static const char *
line_end(const char *line, const char *end)
{
	const char *nl = memchr(line, '\n', (size_t)(end - line));

	return nl != NULL ? nl : end;
}

/* Cell k of a row line (its mark to end), or NULL (and 0) past its
 * last. */
static const char *
cell_at(const char *line, const char *end, int k, size_t *len)
{
	const char *at = line + 1, *stop;

	for (; at < end; at = stop + 1) {
		stop = memchr(at, CELL_END, (size_t)(end - at));
		if (stop == NULL)
			stop = end;
		if (k-- == 0) {
			*len = (size_t)(stop - at);
			return at;
		}
	}
	*len = 0;
	return NULL;
}

static int
is_cell(const char *cell, size_t len, const char *s)
{
	return cell != NULL && len == strlen(s) && memcmp(cell, s, len) == 0;
}

/* "5/12", "1" or "0" as a number; the exact fraction, not the rounded
 * percent, so a bar stands where the odds say.  -1: not a number
 * ("-", "cannot: ..."). */
static double
fraction_of(const char *s, size_t len)
{
	char buf[128], *slash;
	double num, den;

	if (s == NULL || len == 0 || !isdigit((unsigned char)s[0]))
		return -1;
	if (len >= sizeof(buf))
		len = sizeof(buf) - 1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	num = strtod(buf, NULL);
	slash = strchr(buf, '/');
	den = slash != NULL ? strtod(slash + 1, NULL) : 1;
	return den > 0 ? num / den : -1;
}

/* A percent cell, "41.667%", as 0.41667; -1 if it is not one. */
static double
percent_of(const char *s, size_t len)
{
	char buf[64];

	if (s == NULL || len < 2 || len >= sizeof(buf) || s[len - 1] != '%'
	    || !isdigit((unsigned char)s[0]))
		return -1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	return strtod(buf, NULL) / 100;
}

/* A line of text at the left, a row down. */
static void
svg_line(struct svg *s, const char *text, size_t len)
{
	s->y += SVG_LINE;
	out_printf(&s->body, "<text x=\"%d\" y=\"%d\">", SVG_MARGIN,
	    s->y - 4);
	out_xml(&s->body, text, len);
	out_str(&s->body, "</text>\n");
}

/* The cells of an odds row: outcome, value, fraction, chance, or better,
 * direction (odds-out.c's text_row). */
#define ODDS_CELLS 6

/* One odds row at y: label, hatched bar, its chance in words. */
static void
svg_bar(struct out *to, const char *line, const char *end, int y,
    struct out *curve)
{
	const char *cell[ODDS_CELLS];
	size_t len[ODDS_CELLS];
	double p, more;
	int k;

	for (k = 0; k < ODDS_CELLS; k++)
		if ((cell[k] = cell_at(line, end, k, &len[k])) == NULL)
			return;
	p = fraction_of(cell[2], len[2]);
	out_printf(to, "<text x=\"%d\" y=\"%d\">", SVG_MARGIN,
	    y + SVG_BAR - 3);
	out_xml(to, cell[0], len[0]);
	if (len[1] > 0) {
		out_str(to, " ");
		out_xml(to, cell[1], len[1]);
	}
	out_str(to, "</text>\n");
	out_printf(to, "<rect class=\"bar\" x=\"%d\" y=\"%d\" width=\"%.3f\""
	    " height=\"%d\"/>\n", SVG_TRACK_X, y, p > 0 ? p * SVG_TRACK : 0,
	    SVG_BAR);
	out_printf(to, "<text x=\"%d\" y=\"%d\">", SVG_TRACK_X + SVG_TRACK
	    + 8, y + SVG_BAR - 3);
	out_xml(to, cell[2], len[2]);
	out_str(to, " ");
	out_xml(to, cell[3], len[3]);
	if (len[4] > 0) {
		out_str(to, ", ");
		out_xml(to, cell[4], len[4]);
		out_str(to, " ");
		out_xml(to, cell[5], len[5]);
	}
	out_str(to, "</text>\n");
	more = percent_of(cell[4], len[4]);
	if (more >= 0)
		out_printf(curve, "%s%.3f,%d", curve->len ? " " : "",
		    SVG_TRACK_X + more * SVG_TRACK, y + SVG_BAR / 2);
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

/*
 * A series' mark: six shapes, filled then hollow, so that twelve lines
 * tell apart in black and white; with the dash of marker % 4.
 */
static void
svg_marker(struct out *to, int marker, double x, double y)
{
	const char *fill = marker / 6 % 2 ? "#ffffff" : "#000000";

	switch (marker % 6) {
	case 0:
		out_printf(to, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\"",
		    x, y);
		break;
	case 1:
		out_printf(to, "<rect x=\"%.1f\" y=\"%.1f\" width=\"7\""
		    " height=\"7\"", x - 3.5, y - 3.5);
		break;
	case 2:
		out_printf(to, "<path d=\"M%.1f,%.1f l4.5,8 h-9 z\"", x,
		    y - 5);
		break;
	case 3:
		out_printf(to, "<path d=\"M%.1f,%.1f l5,5 l-5,5 l-5,-5 z\"",
		    x, y - 5);
		break;
	case 4:
		out_printf(to, "<path d=\"M%.1f,%.1f l8,8 m0,-8 l-8,8\"",
		    x - 4, y - 4);
		fill = "none";
		break;
	default:
		out_printf(to, "<path d=\"M%.1f,%.1f h10 m-5,-5 v10\"", x - 5,
		    y);
		fill = "none";
		break;
	}
	out_printf(to, " fill=\"%s\" stroke=\"#000000\""
	    " stroke-width=\"1.2\"/>\n", fill);
}

static const char *const dashes[] = { "none", "7,3", "2,3", "9,3,2,3" };

/* A column of a --vary table drawn as a line: the answer, an outcome's
 * chance ("swept"), an event's ("p_morale_test"); not a difference, a
 * mean of a number ("expected_hits") or the fraction. */
static int
is_line(const char *head, size_t len)
{
	return !is_cell(head, len, "difference")
	    && !is_cell(head, len, "fraction")
	    && !(len >= 9 && memcmp(head, "expected_", 9) == 0);
}

/* Row r's value in column k: the answer exact from the fraction column
 * (at fraction_k) where there is one; chances as 0 to 1 when percent,
 * a number (the answer as a mean) when not. */
static double
value_at(const char *line, const char *end, int k, int fraction_k,
    int percent)
{
	const char *cell;
	size_t len;
	double v = -1;

	if (k == 1 && fraction_k > 0) {
		cell = cell_at(line, end, fraction_k, &len);
		v = fraction_of(cell, len);
		cell = cell_at(line, end, k, &len);
		if (percent && percent_of(cell, len) < 0)
			v = -1;
		return v;
	}
	cell = cell_at(line, end, k, &len);
	return percent ? percent_of(cell, len) : fraction_of(cell, len);
}

/* The top of a mean's scale: a whole number above v, a whole number
 * of ticks apart when past PLOT_TICKS. */
static double
scale_top(double v)
{
	long top = (long)v;

	if (top < v)
		top++;
	if (top > PLOT_TICKS && top % PLOT_TICKS != 0)
		top += PLOT_TICKS - top % PLOT_TICKS;
	return top > 0 ? (double)top : 1;
}

/* The plot's x of row r of n. */
static double
plot_x(int r, int n)
{
	return n == 1 ? PLOT_X + PLOT_W / 2.0
	    : PLOT_X + (double)r * PLOT_W / (n - 1);
}

/*
 * A --vary table of one option (head, then its rows to end): a line
 * for each chance over the option's values, a mark at each value, a
 * legend below naming the lines as the text's columns do.  A mean
 * answer (inches moved) is drawn alone on its own scale.
 */
static void
svg_lines(struct svg *s, const char *head, const char *end)
{
	const char *head_end = line_end(head, end), *rows = head_end + 1;
	const char *line, *le, *cell;
	size_t len, widest = 1;
	double top_value = 1, v, x, y;
	int n = 0, k, r, percent = 0, fraction_k = 0, series = 0, step;
	int top = s->y + 10, pen;

	for (line = rows; line < end; line = line_end(line, end) + 1) {
		cell = cell_at(line, line_end(line, end), 0, &len);
		if (cell != NULL && len > widest)
			widest = len;
		n++;
	}
	for (k = 1; (cell = cell_at(head, head_end, k, &len)) != NULL; k++)
		if (is_cell(cell, len, "fraction"))
			fraction_k = k;
	/* Percent if any row's answer or chance is one; else the answer's
	 * mean, its scale up to its largest. */
	for (line = rows; line < end && !percent; line = le + 1) {
		le = line_end(line, end);
		for (k = 1; (cell = cell_at(line, le, k, &len)) != NULL; k++)
			if (percent_of(cell, len) >= 0)
				percent = 1;
	}
	if (!percent) {
		top_value = 0;
		for (line = rows; line < end; line = le + 1) {
			le = line_end(line, end);
			v = value_at(line, le, 1, fraction_k, 0);
			if (v > top_value)
				top_value = v;
		}
		top_value = scale_top(top_value);
	}

	/* The scale: a light line at each quarter, its value at the left. */
	for (k = 0; k <= PLOT_TICKS; k++) {
		y = top + PLOT_H - (double)k * PLOT_H / PLOT_TICKS;
		out_printf(&s->body, "<line class=\"grid\" x1=\"%d\""
		    " y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>\n", PLOT_X, y,
		    PLOT_X + PLOT_W, y);
		out_printf(&s->body, "<text class=\"tick\" x=\"%d\""
		    " y=\"%.1f\">", PLOT_X - 6, y + 4);
		if (percent)
			out_printf(&s->body, "%d%%", k * 100 / PLOT_TICKS);
		else
			out_printf(&s->body, "%.4g",
			    top_value * k / PLOT_TICKS);
		out_str(&s->body, "</text>\n");
	}
	/* The values under the axis, as many as stand apart. */
	step = 1;
	if (n > 1)
		step = (int)(((double)widest * SVG_CHAR + 8) * (n - 1)
		    / PLOT_W) + 1;
	r = 0;
	for (line = rows; line < end; line = le + 1, r++) {
		le = line_end(line, end);
		if (r % step != 0)
			continue;
		cell = cell_at(line, le, 0, &len);
		out_printf(&s->body, "<text class=\"value\" x=\"%.1f\""
		    " y=\"%d\">", plot_x(r, n), top + PLOT_H + 18);
		out_xml(&s->body, cell, len);
		out_str(&s->body, "</text>\n");
	}
	cell = cell_at(head, head_end, 0, &len);
	out_printf(&s->body, "<text class=\"value\" x=\"%d\" y=\"%d\">",
	    PLOT_X + PLOT_W / 2, top + PLOT_H + 36);
	out_xml(&s->body, cell, len);
	out_str(&s->body, "</text>\n");
	s->y = top + PLOT_H + 50;

	/* Each line, broken where a row has no value; its marks; its
	 * legend entry. */
	for (k = 1; (cell = cell_at(head, head_end, k, &len)) != NULL; k++) {
		if (!is_line(cell, len) || (!percent && k != 1))
			continue;
		out_printf(&s->body, "<path class=\"series\" stroke-width="
		    "\"%s\" stroke-dasharray=\"%s\" d=\"", series == 0
		    ? "2.5" : "1.2", dashes[series % 4]);
		pen = 0;
		r = 0;
		for (line = rows; line < end; line = le + 1, r++) {
			le = line_end(line, end);
			v = value_at(line, le, k, fraction_k, percent);
			if (v < 0) {
				pen = 0;
				continue;
			}
			out_printf(&s->body, "%s%.1f,%.1f ", pen ? "L" : "M",
			    plot_x(r, n), top + PLOT_H - v / top_value
			    * PLOT_H);
			pen = 1;
		}
		out_str(&s->body, "\"/>\n");
		r = 0;
		for (line = rows; line < end; line = le + 1, r++) {
			le = line_end(line, end);
			v = value_at(line, le, k, fraction_k, percent);
			if (v >= 0)
				svg_marker(&s->body, series, plot_x(r, n),
				    top + PLOT_H - v / top_value * PLOT_H);
		}
		x = SVG_MARGIN + series % 2 * LEGEND_COLUMN;
		y = s->y + series / 2 * LEGEND_ROW;
		out_printf(&s->body, "<path class=\"series\" stroke-width="
		    "\"%s\" stroke-dasharray=\"%s\" d=\"M%.1f,%.1f h36\"/>\n",
		    series == 0 ? "2.5" : "1.2", dashes[series % 4], x, y);
		svg_marker(&s->body, series, x + 18, y);
		out_printf(&s->body, "<text x=\"%.1f\" y=\"%.1f\">", x + 44,
		    y + 4);
		out_xml(&s->body, cell, len);
		out_str(&s->body, "</text>\n");
		series++;
	}
	s->y += (series + 1) / 2 * LEGEND_ROW + 4;
}

/*
 * A --vary grid (head, then its rows to end): a cell for each pair of
 * values, its answer written in it and its grey the darker the likelier
 * (white at 0, MAP_GREY below white at 1, or at the largest mean), the
 * writing white on the darkest, so that the numbers carry it all.
 */
static void
svg_map(struct svg *s, const char *head, const char *end)
{
	const char *head_end = line_end(head, end), *rows = head_end + 1;
	const char *line, *le, *cell;
	size_t len, label = 1, wide = 8;
	double v, top_value = 1;
	int k, columns = 0, cell_w, label_w, percent = 0, grey, x, y;

	for (k = 1; (cell = cell_at(head, head_end, k, &len)) != NULL;
	    k += 2) {
		columns++;
		if (len > wide)
			wide = len;
	}
	for (line = rows; line < end; line = le + 1) {
		le = line_end(line, end);
		if ((cell = cell_at(line, le, 0, &len)) != NULL && len > label)
			label = len;
		if ((cell = cell_at(line, le, 1, &len)) != NULL
		    && percent_of(cell, len) >= 0)
			percent = 1;
	}
	if (!percent) {
		top_value = 0;
		for (line = rows; line < end; line = le + 1) {
			le = line_end(line, end);
			for (k = 2; (cell = cell_at(line, le, k, &len))
			    != NULL; k += 2)
				if ((v = fraction_of(cell, len)) > top_value)
					top_value = v;
		}
		if (top_value <= 0)
			top_value = 1;
	}
	label_w = (int)label * SVG_CHAR + 16;
	cell_w = (int)wide * SVG_CHAR + 12;
	if (2 * SVG_MARGIN + label_w + columns * cell_w > s->width)
		s->width = 2 * SVG_MARGIN + label_w + columns * cell_w;

	/* The corner's "down / across", then the across values. */
	cell = cell_at(head, head_end, 0, &len);
	svg_line(s, cell, len);
	y = s->y + 6;
	for (k = 0; k < columns; k++) {
		cell = cell_at(head, head_end, 1 + 2 * k, &len);
		out_printf(&s->body, "<text class=\"value\" x=\"%d\" y=\"%d\">",
		    SVG_MARGIN + label_w + k * cell_w + cell_w / 2, y + 12);
		out_xml(&s->body, cell, len);
		out_str(&s->body, "</text>\n");
	}
	y += 18;
	for (line = rows; line < end; line = le + 1, y += MAP_CELL) {
		le = line_end(line, end);
		cell = cell_at(line, le, 0, &len);
		out_printf(&s->body, "<text x=\"%d\" y=\"%d\">", SVG_MARGIN,
		    y + MAP_CELL / 2 + 4);
		out_xml(&s->body, cell, len);
		out_str(&s->body, "</text>\n");
		for (k = 0; k < columns; k++) {
			x = SVG_MARGIN + label_w + k * cell_w;
			cell = cell_at(line, le, 2 + 2 * k, &len);
			v = fraction_of(cell, len);
			grey = v < 0 ? 255 : 255 - (int)(v / top_value
			    * MAP_GREY + 0.5);
			out_printf(&s->body, "<rect class=\"cell\" x=\"%d\""
			    " y=\"%d\" width=\"%d\" height=\"%d\""
			    " fill=\"#%02x%02x%02x\"/>\n", x, y, cell_w,
			    MAP_CELL, grey, grey, grey);
			cell = cell_at(line, le, 1 + 2 * k, &len);
			if (cell != NULL && len > 7
			    && memcmp(cell, "cannot:", 7) == 0)
				len = 6;
			out_printf(&s->body, "<text class=\"%s\" x=\"%d\""
			    " y=\"%d\">", grey < 140 ? "light" : "value",
			    x + cell_w / 2, y + MAP_CELL / 2 + 4);
			out_xml(&s->body, cell, cell != NULL ? len : 0);
			out_str(&s->body, "</text>\n");
		}
	}
	s->y = y + 4;
}

/* A --vary table, head to end: a grid's head pairs each value with its
 * fraction ("regular", "regular fraction"); a one-option table's not. */
static void
svg_table(struct svg *s, const char *head, const char *end)
{
	const char *head_end = line_end(head, end), *cell, *value;
	size_t len, value_len = 0;
	int k, grid = 1;

	for (k = 2; (cell = cell_at(head, head_end, k, &len)) != NULL
	    && grid; k += 2) {
		value = cell_at(head, head_end, k - 1, &value_len);
		grid = value != NULL && len == value_len + 9
		    && memcmp(cell, value, value_len)
		    == 0 && memcmp(cell + value_len, " fraction", 9) == 0;
	}
	if (k == 2)
		grid = 0;
	(grid ? svg_map : svg_lines)(s, head, end);
}

/*
 * The picture of a text answer with its rows as cells: the first line
 * its title, the other lines of text under it, each run of odds rows
 * bars, each --vary table lines or a grid.  Without the title and the
 * other lines (bare), the picture alone: a page says them itself.
 */
static void
svg_picture(struct out *to, const char *buf, size_t size, int bare)
{
	struct svg s = { .y = SVG_TITLE + 6, .width = SVG_WIDTH };
	struct out curve = {0};
	const char *line, *end = buf + size, *nl, *table_end;
	const char *title = "";
	size_t title_len = 0;
	int first = 1, in_odds = 0;

	if (bare)
		s.y = SVG_MARGIN;
	for (line = buf; line < end; line = nl + 1) {
		nl = line_end(line, end);
		if (in_odds && *line != ROW_ODDS) {
			svg_curve(&s.body, &curve);
			s.y += SVG_ROW / 2;
			in_odds = 0;
		}
		if (*line == ROW_ODDS) {
			svg_bar(&s.body, line, nl, s.y, &curve);
			s.y += SVG_ROW;
			in_odds = 1;
		} else if (*line == ROW_HEAD) {
			for (table_end = nl; table_end + 1 < end
			    && table_end[1] == ROW_CELLS;)
				table_end = line_end(table_end + 1, end);
			svg_table(&s, line, table_end);
			s.y += SVG_ROW / 2;
			nl = table_end;
		} else if (first) {
			title = line;
			title_len = (size_t)(nl - line);
		} else if (*line != CELL_END && *line != ROW_CELLS
		    && nl > line && !bare)
			svg_line(&s, line, (size_t)(nl - line));
		first = 0;
	}
	if (in_odds)
		svg_curve(&s.body, &curve);
	s.y += SVG_MARGIN;
	/* The title whole: a bold 16px letter is some 10px wide. */
	if (!bare && 2 * SVG_MARGIN + (int)title_len * 10 > s.width)
		s.width = 2 * SVG_MARGIN + (int)title_len * 10;

	out_printf(to, "<svg xmlns=\"http://www.w3.org/2000/svg\""
	    " version=\"1.1\" width=\"%d\" height=\"%d\""
	    " viewBox=\"0 0 %d %d\">\n", s.width, s.y, s.width, s.y);
	out_str(to, "<title>");
	out_xml(to, title, title_len);
	out_str(to, "</title>\n");
	/* Black on white; the bars hatched, not coloured, and outlined;
	 * the lines told apart by their dashes and marks. */
	out_str(to, "<defs>\n"
	    "<pattern id=\"hatch\" width=\"6\" height=\"6\""
	    " patternUnits=\"userSpaceOnUse\">\n"
	    "<rect width=\"6\" height=\"6\" fill=\"#ffffff\"/>\n"
	    "<path d=\"M0,6 L6,0\" stroke=\"#000000\" stroke-width=\"1\"/>\n"
	    "</pattern>\n"
	    "<style type=\"text/css\">\n"
	    "text { font-family: sans-serif; font-size: 12px; fill: #000000 }\n"
	    "text.title { font-size: 16px; font-weight: bold }\n"
	    "text.tick { text-anchor: end }\n"
	    "text.value { text-anchor: middle }\n"
	    "text.light { text-anchor: middle; fill: #ffffff }\n"
	    ".bar { fill: url(#hatch); stroke: #000000; stroke-width: 1 }\n"
	    ".more { fill: none; stroke: #000000; stroke-width: 1.5;"
	    " stroke-dasharray: 4,3 }\n"
	    ".mark { fill: #000000 }\n"
	    ".grid { stroke: #b0b0b0; stroke-width: 0.5 }\n"
	    ".series { fill: none; stroke: #000000 }\n"
	    ".cell { stroke: #000000; stroke-width: 0.5 }\n"
	    "</style>\n</defs>\n");
	out_printf(to, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>"
	    "\n", s.width, s.y);
	if (!bare) {
		out_printf(to, "<text class=\"title\" x=\"%d\" y=\"%d\">",
		    SVG_MARGIN, SVG_TITLE - 8);
		out_xml(to, title, title_len);
		out_str(to, "</text>\n");
	}
	if (s.body.len > 0)
		out_write(to, s.body.buf, s.body.len);
	out_str(to, "</svg>\n");
	out_free(&s.body);
	out_free(&curve);
}

void
svg_format(struct out *out)
{
	struct out doc = {0};

	out_str(&doc, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	svg_picture(&doc, out->buf, out->len, 0);
	out_reset(out);
	out_write(out, doc.buf, doc.len);
	out_free(&doc);
}

void
svg_figure(struct out *to, const struct out *answer)
{
	svg_picture(to, answer->buf, answer->len, 1);
}
