/*
 * svg.h - --format svg: the odds, or --vary's table, as a standalone
 * SVG 1.1 picture; and that picture for --format html's page.
 *
 * From the text answer with its rows as cells (cells.h): the first line
 * the picture's title, each run of odds rows a chart of bars, one a
 * outcome, the chance written beside each bar and the bars hatched, so
 * that a black-and-white print loses nothing; where the outcomes are
 * ordered ("or more", "or fewer") a dashed line with square marks joins
 * the chances of each outcome or better.  A --vary table of one option
 * is a line a chance (and the answer) over its values, each line its
 * own dash and marks, named in a legend; a grid of two a map of cells,
 * each with its answer written in it on a grey the darker the likelier.
 * The other lines are kept as text under the title.
 */
#ifndef MUSKET_SVG_H
#define MUSKET_SVG_H

struct out;

/* Rewrite out, a text answer with rows as cells, as an SVG document. */
void svg_format(struct out *out);
/* The picture of answer (rows as cells) onto to, as an <svg> element
 * for a page: without its title and other lines, which the page says. */
void svg_figure(struct out *to, const struct out *answer);

#endif
