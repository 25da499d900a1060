/*
 * format.h - --format markdown, csv, svg and html: the odds and --vary's
 * tables as a card to print, a sheet to open, a chart (svg.h) or a page
 * (html.h).
 *
 * The text form's writers, when their struct out has cells set, write a
 * table row as a mark and its cells instead of padded columns; out_format()
 * then turns the whole answer into the format, the lines around the rows
 * kept as prose (markdown) or left out (csv, whose rows of odds name the
 * line above them, their heading, as their "section").
 */
#ifndef MUSKET_FORMAT_H
#define MUSKET_FORMAT_H

#include "cells.h"

struct out;
struct page_source;

enum format { FORMAT_TEXT, FORMAT_JSON, FORMAT_MARKDOWN, FORMAT_CSV,
	FORMAT_SVG, FORMAT_HTML };

/* "text", "json", ...: by the enum, NULL past the last. */
extern const char *const format_names[];

/* The rows after this are under no heading (csv's "section" column is
 * empty): in text, nothing. */
void out_end_section(struct out *out);
/* A cell of the row being written. */
void out_cell(struct out *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Rewrite out, a text answer with rows as cells, in the format; a page
 * (html) says source in its footer. */
void out_format(struct out *out, enum format format,
    const struct page_source *source);

#endif
