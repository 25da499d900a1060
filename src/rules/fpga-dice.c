/* fpga-dice.c - the Fast-Play Grande Armée re-roll passes, for
 * fpga-combat and fpga-artillery */
#include <string.h>

#include "arena.h"
#include "err.h"
#include "fpga-dice.h"
#include "num.h"
#include "tool.h"

const char *const pass_kind_name[PASS_KINDS] = {
	[PASS_BONUS] = "bonus",
	[PASS_PENALTY] = "penalty"
};
const char *const pass_rerolls[PASS_KINDS] = {
	[PASS_BONUS] = "misses",
	[PASS_PENALTY] = "hits"
};

enum pass_kind
pass_kind_of(const struct table *t, size_t row, int column)
{
	int k;

	for (k = 0; k < PASS_KINDS; k++)
		if (strcmp(cell_text(t, row, column), pass_kind_name[k]) == 0)
			return (enum pass_kind)k;
	table_fail(t, row, column, "%s is not a kind of pass: bonus or "
	    "penalty", quoted(cell_text(t, row, column)));
}

size_t
reroll_row(const struct table *rerolls, const char *mechanic,
    enum pass_kind kind)
{
	size_t row;

	for (row = 0; row < rerolls->rows; row++)
		if (strcmp(cell_text(rerolls, row, REROLL_MECHANIC), mechanic)
		    == 0 && pass_kind_of(rerolls, row, REROLL_KIND) == kind)
			return row;
	table_fail(rerolls, rerolls->rows, -1, "needs a %s row for %s",
	    pass_kind_name[kind], mechanic);
}

long
reroll_face(const struct table *rerolls, size_t row)
{
	const char *text = cell_text(rerolls, row, REROLL_COUNTS_ON);
	long face;

	if (strcmp(text, "hit") == 0)
		return 0;
	if (parse_whole(text, 1, DIE_SIDES_MAX, &face) != NULL)
		return -1;
	return face;
}

int
reroll_counts_on(const struct table *rerolls, size_t row, int hit_on)
{
	long face = reroll_face(rerolls, row);

	return face > 0 ? (int)face : hit_on;
}

int
rerolls_cancel(const struct table *rerolls, const char *mechanic)
{
	return cell_whole(rerolls, reroll_row(rerolls, mechanic, PASS_BONUS),
	    REROLL_CANCEL) != 0;
}

struct planned *
pass_plan(const struct table *conditions, int kind, int name,
    const char *const *names, int n, size_t *n_plan)
{
	struct planned *plan = xcalloc(conditions->rows + 1, sizeof(*plan));
	size_t row;
	int k, i;

	*n_plan = 0;
	for (k = 0; k < PASS_KINDS; k++)
		for (row = 0; row < conditions->rows; row++) {
			if (pass_kind_of(conditions, row, kind)
			    != (enum pass_kind)k)
				continue;
			for (i = 0; i < n; i++)
				if (strcmp(cell_text(conditions, row, name),
				    names[i]) == 0)
					break;
			if (i == n)
				continue;
			plan[*n_plan].kind = (enum pass_kind)k;
			plan[*n_plan].condition = i;
			plan[(*n_plan)++].row = row;
		}
	return plan;
}

void
rerolls_check(const struct table *rerolls, const char *mechanic)
{
	size_t row;
	int k;

	for (k = 0; k < PASS_KINDS; k++) {
		row = reroll_row(rerolls, mechanic, (enum pass_kind)k);
		if (strcmp(cell_text(rerolls, row, REROLL_REROLLS),
		    pass_rerolls[k]) != 0)
			table_fail(rerolls, row, REROLL_REROLLS, "a %s pass "
			    "re-rolls the %s", pass_kind_name[k],
			    pass_rerolls[k]);
	}
	row = reroll_row(rerolls, mechanic, PASS_PENALTY);
	if (cell_whole(rerolls, row, REROLL_CANCEL) != rerolls_cancel(rerolls,
	    mechanic))
		table_fail(rerolls, row, REROLL_CANCEL, "the bonus and penalty "
		    "rows of %s differ", mechanic);
}

int
pass_rerolled(enum pass_kind kind, const int *hit, int dice, int *rerolled)
{
	int i, n = 0;

	for (i = 0; i < dice; i++)
		if (hit[i] == (kind == PASS_PENALTY))
			rerolled[n++] = i;
	return n;
}

int
pass_hits(enum pass_kind kind, int before, int kept)
{
	return kind == PASS_BONUS ? before + kept : kept;
}

void
pass_apply(const int *rerolled, const int *rolls, int n, int counts_on,
    int *values, int *hit)
{
	int i;

	for (i = 0; i < n; i++) {
		values[rerolled[i]] = rolls[i];
		hit[rerolled[i]] = rolls[i] >= counts_on;
	}
}

void
format_need(int need, int sides, char *buf, size_t size)
{
	size_t n = strlen(format_whole(need, buf, size));

	if (need < sides && n + 1 < size) {
		buf[n] = '+';
		buf[n + 1] = '\0';
	}
}

int
dice_logged(const struct run *run, size_t before, int n, int *values)
{
	int i;

	for (i = 0; i < n && before + (size_t)i < run->dice.nlog; i++)
		values[i] = run->dice.log[before + (size_t)i].value;
	return i;
}

void
values_text(struct run *run, const int *values, int n)
{
	int i;

	for (i = 0; i < n; i++)
		out_printf(&run->out, "%s%d", i ? " " : "", values[i]);
}

void
values_json(struct run *run, const int *values, int n)
{
	int i;

	json_open(&run->out, '[');
	for (i = 0; i < n; i++)
		json_whole(&run->out, values[i]);
	json_close(&run->out, ']');
}

void
hits_text(struct run *run, int hits)
{
	out_printf(&run->out, "%d hit%s", hits, hits == 1 ? "" : "s");
}

void
pass_text(struct run *run, const int *rolls, int n, int counts_on,
    int sides, int hits)
{
	char need[16];

	if (n == 0) {
		out_str(&run->out, "none to re-roll\n");
		return;
	}
	format_need(counts_on, sides, need, sizeof(need));
	out_str(&run->out, "rolled ");
	values_text(run, rolls, n);
	out_printf(&run->out, ", hit on %s: ", need);
	hits_text(run, hits);
	out_str(&run->out, "\n");
}

void
pass_json(struct run *run, const int *rerolled, const int *rolls, int n)
{
	json_key(&run->out, "rerolled");
	values_json(run, rerolled, n);
	json_key(&run->out, "rolls");
	values_json(run, rolls, n);
}
