/*
 * vary.h - --vary and --need as vary.c reads and walks them, for
 * vary-out.c to print.
 */
#ifndef MUSKET_VARY_H
#define MUSKET_VARY_H

#include <gmp.h>
#include <stddef.h>

#include "run.h"
#include "walk.h"

/* NEED_HAPPENS: a yes-or-no quantity named alone, as its "p_KEY". */
enum need_op {
	NEED_TOKEN, NEED_GE, NEED_LE, NEED_GT, NEED_LT, NEED_EQ, NEED_HAPPENS
};

/* One varied option: its values, as given or counted out. */
#define VARY_TABLES	(-1)	/* opt: the table sets, tables=DIR,... */
struct varied {
	int		 opt;		/* index into tool->opts, or VARY_TABLES */
	char		**values;
	size_t		 n;
	struct opt_value saved;		/* the command line's, put back */
};

/* What one walk found, and the chance of --need's event in it; or why
 * the tool refuses the row's values (then found is nothing). */
struct vary_row {
	struct odds_found found;
	mpq_t		 need;
	char		*refused;
};

struct vary {
	struct varied	 opt[2];
	size_t		 nopts;
	struct vary_row	*rows;
	size_t		 nrows;		/* walked */
	size_t		 noutcomes, nquantities;
	/* --need EVENT@P: an outcome token, or a quantity compared */
	const char	*need;	/* EVENT@P as given */
	char		*event;	/* EVENT */
	char		*token;
	int		 quantity;
	enum need_op	 op;
	long		 than;
	const char	*reach;		/* P as given */
	mpq_t		 p;
	int		 has_p;
	const char	*tables_in;	/* the table set read, or NULL */
};

/* The comparisons' texts, by enum need_op. */
extern const char *const op_text[];

void vary_free(struct vary *va);
/* The option v varies: the tool's, or "tables" (a folder a value). */
const struct opt *vary_opt(const struct run *run, const struct varied *v);
/* Whether the grid varies the table sets. */
int vary_tables(const struct vary *va);
/* OPTION=V1,V2,... or OPTION=A..B; a flag alone is no,yes, a word
 * option alone every value it has. */
void parse_vary(struct run *run, struct vary *va, const char *spec);
/* EVENT@P: EVENT an outcome token, or a quantity compared with a
 * number (hits>=2); P as parse_reach takes it. */
void parse_need(struct run *run, struct vary *va);
/* The chance a quantity's value compares so, given nothing. */
void tally_chance(const struct tally *t, enum need_op op, long than,
    mpq_t into);
/* --vary tables=: the run's tables those a value names. */
void vary_take_tables(struct run *run, struct vary *va, const char *value);
/* "pins=0 colonel=yes": row r's values, as --vary takes them. */
void out_values(struct out *out, const struct run *run, const struct vary *va,
    size_t r);
/*
 * The whole grid's paths, estimated before its first row is walked:
 * the rows' estimates (some of them, evenly spread, where there are
 * many), and each refused as --odds refuses it.
 */
void bound_rows(struct run *run, struct vary *va);
/*
 * Each row walked.  A row whose values the tool refuses as bad input
 * keeps the refusal (issue 35, 4: cavalry that cannot charge infantry
 * in line) and the grid goes on; every row refused is the first's
 * refusal.  Any other fail() in a row is told with its values.
 */
void walk_rows(struct run *run, struct vary *va);
/* The first row answered whose chance of the event reaches P, or
 * nrows. */
size_t need_row(const struct vary *va);
/* The answered row best for the tool's question (the first of equals),
 * and whether every answered row is alike. */
size_t best_row(const struct vary *va, int *alike);

#endif
