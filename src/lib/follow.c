/* follow.c - the command to run next, as a shell line and as data */
#include <stdarg.h>
#include <string.h>

#include "follow.h"
#include "run.h"

void
follow_up(struct run *run, const char *tool)
{
	struct follow_up *f = &run->follow;

	/* No walk of the odds prints a follow-up. */
	if (run->dice.source == DICE_WALK)
		return;
	f->tool = tool;
	out_reset(&f->args);
	out_reset(&f->missing);
	f->nargs = f->nmissing = 0;
}

void
follow_arg(struct run *run, const char *fmt, ...)
{
	struct follow_up *f = &run->follow;
	va_list ap;

	if (run->dice.source == DICE_WALK || f->tool == NULL)
		return;
	va_start(ap, fmt);
	out_vprintf(&f->args, fmt, ap);
	va_end(ap);
	out_write(&f->args, "", 1);	/* the word's NUL, kept */
	f->nargs++;
}

void
follow_missing(struct run *run, const char *option, const char *hint)
{
	struct follow_up *f = &run->follow;

	if (run->dice.source == DICE_WALK || f->tool == NULL)
		return;
	out_write(&f->missing, option, strlen(option) + 1);
	out_write(&f->missing, hint, strlen(hint) + 1);
	f->nmissing++;
}

const char *
follow_up_text(struct run *run)
{
	struct follow_up *f = &run->follow;
	const char *w = f->args.buf;
	size_t i;

	out_reset(&f->text);
	if (f->tool == NULL)
		return "";
	out_printf(&f->text, "%s", f->tool);
	/* The same rules: the tables this run read.  Not one of the args,
	 * which a batch line takes and --tables is not. */
	if (run->common.tables != NULL) {
		out_write(&f->text, " --tables ", 10);
		out_shell_word(&f->text, run->common.tables);
	}
	for (i = 0; i < f->nargs; i++, w += strlen(w) + 1) {
		out_write(&f->text, " ", 1);
		out_shell_word(&f->text, w);
	}
	w = f->missing.buf;
	for (i = 0; i < f->nmissing; i++) {
		out_printf(&f->text, "%s%s: ", i == 0 ? " (add " : "; ", w);
		w += strlen(w) + 1;
		out_printf(&f->text, "%s", w);
		w += strlen(w) + 1;
	}
	if (f->nmissing > 0)
		out_write(&f->text, ")", 1);
	return f->text.buf;
}

void
json_follow_up(struct run *run)
{
	struct follow_up *f = &run->follow;
	const char *w = f->args.buf;
	size_t i;

	json_key(&run->out, "follow_up");
	if (f->tool == NULL) {
		json_null(&run->out);
		return;
	}
	json_open(&run->out, '{');
	json_key(&run->out, "tool");
	json_string(&run->out, f->tool);
	json_key(&run->out, "args");
	json_open(&run->out, '[');
	for (i = 0; i < f->nargs; i++, w += strlen(w) + 1)
		json_string(&run->out, w);
	json_close(&run->out, ']');
	json_key(&run->out, "missing");
	json_open(&run->out, '[');
	w = f->missing.buf;
	for (i = 0; i < f->nmissing; i++) {
		json_string(&run->out, w);
		w += strlen(w) + 1;	/* the option, then its hint */
		w += strlen(w) + 1;
	}
	json_close(&run->out, ']');
	json_close(&run->out, '}');
}
