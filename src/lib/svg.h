/*
 * svg.h - --format svg: the odds as a standalone SVG 1.1 picture.
 *
 * From the text answer with its rows as cells (cells.h): the first line
 * the picture's title, each run of odds rows a chart of bars, one a
 * outcome, the chance written beside each bar and the bars hatched, so
 * that a black-and-white print loses nothing; where the outcomes are
 * ordered ("or more", "or fewer") a dashed line with square marks joins
 * the chances of each outcome or better. The other lines are kept as
 * text under the title.
 */
#ifndef MUSKET_SVG_H
#define MUSKET_SVG_H

struct out;

/* Rewrite out, a text answer with rows as cells, as an SVG document. */
void svg_format(struct out *out);

#endif
