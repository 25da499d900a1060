/* mechanic.c - what a mechanic says (outcome, effect, quantities, the
 * outcomes it could reach) and the run of it once */
#include <stdarg.h>
#include <string.h>

#include "err.h"
#include "mechanic.h"
#include "options.h"

void
outcome(struct run *run, int which)
{
	run->outcome = which;
	run->failed = !run->tool->outcomes[which].success;
}

int
outcome_named(const struct run *run, const char *token)
{
	const struct outcome_def *o = run->tool->outcomes;
	int i;

	for (i = 0; o[i].token != NULL; i++)
		if (strcmp(o[i].token, token) == 0)
			return i;
	return -1;
}

void
effect(struct run *run, const char *fmt, ...)
{
	va_list ap;

	/* No walk of the odds prints an effect. */
	if (run->dice.source == DICE_WALK)
		return;
	if (run->effect.len > 0)
		out_write(&run->effect, "; ", 2);
	va_start(ap, fmt);
	out_vprintf(&run->effect, fmt, ap);
	va_end(ap);
}

void
quantity(struct run *run, int which, long value)
{
	run->quantity[which] = value;
	run->quantity_set |= 1u << which;
}

void
reach(struct run *run, int which)
{
	run->reached |= 1u << which;
}

void
out_band(struct out *out, const struct table *t, size_t row)
{
	const struct cell *low = &t->cells[row * t->columns + t->low];
	const struct cell *high = &t->cells[row * t->columns + t->high];

	/* Without printf: a band is in many a batch line. */
	if (low->blank && high->blank)
		out_str(out, "any");
	else if (high->blank) {
		out_long(out, low->whole);
		out_str(out, " or more");
	} else if (low->blank) {
		out_str(out, "up to ");
		out_long(out, high->whole);
	} else {
		out_long(out, low->whole);
		if (low->whole != high->whole) {
			out_char(out, '-');
			out_long(out, high->whole);
		}
	}
}

void
json_dice_of(struct out *out, const struct dice *d, const char *what)
{
	const char *seen = NULL;
	size_t i;
	int match = 0;

	json_open(out, '[');
	for (i = 0; i < d->nlog; i++)
		if (die_of(&d->log[i], what, &seen, &match))
			json_whole(out, d->log[i].value);
	json_close(out, ']');
}

void
text_dice(struct run *run, const char *label, const char *what)
{
	const char *seen = NULL;
	size_t i;
	int match = 0;

	for (i = 0; i < run->dice.nlog; i++)
		if (die_of(&run->dice.log[i], what, &seen, &match)) {
			out_str(&run->out, label);
			out_dice(&run->out, &run->dice, what, " ");
			return;
		}
}

void
run_mechanic(struct run *run)
{
	run->nmodifiers = 0;
	run->outcome = -1;
	run->quantity_set = 0;
	run->repeat_set = 0;
	run->reached = 0;
	out_reset(&run->effect);
	run->follow.tool = NULL;
	memset(run->state, 0, run->tool->state_cleared
	    ? run->tool->state_cleared : run->tool->state_size);
	if (!run->presence_checked) {
		check_presence(run);
		run->presence_checked = 1;
	}
	run->tool->resolve(run, run->state);
	if (run->outcome < 0)
		fail(EXIT_TABLE, "%s: no outcome for these inputs",
		    run->tool->name);
}
