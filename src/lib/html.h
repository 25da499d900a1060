/*
 * html.h - --format html: the answer as one page to print, self-contained
 * (inline SVG and CSS, no script, nothing fetched), on A4 or US Letter:
 * the first line its heading, the picture (svg.h), the other lines and
 * the rows as tables, and a footer saying where it came from.
 */
#ifndef MUSKET_HTML_H
#define MUSKET_HTML_H

struct out;

/* Where a page came from, for its footer: a house rule's page says it
 * is one. */
struct page_source {
	const char	*tool;		/* its name and musket's version */
	const char	*command;	/* the command line, shell-quoted */
	const char	*tables;	/* the tables folder read */
	const char	*tables_from;	/* and why there: "--tables" */
	const char	*over;		/* the tables read from elsewhere,
					 * over its ("" none) */
};

/* Rewrite out, a text answer with rows as cells, as the page. */
void html_format(struct out *out, const struct page_source *source);

#endif
