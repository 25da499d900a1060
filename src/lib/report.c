/* report.c - what every answer says alike: the inputs, the dice, the
 * modifiers, the opening of a JSON object */
#include <stdio.h>
#include <string.h>

#include "err.h"
#include "parse.h"
#include "report.h"
#include "run.h"

void
json_option_key(struct out *out, const struct opt *o)
{
	char key[64];
	int k;

	/* As snprintf did, cut at the buffer; no copy through it, which
	 * cost a line of JSON a fifth of its instructions. */
	for (k = 0; o->name[k] != '\0' && k + 1 < (int)sizeof(key); k++)
		key[k] = o->name[k] == '-' ? '_' : o->name[k];
	key[k] = '\0';
	json_key(out, key);
}

static void
json_inputs(struct run *run)
{
	const struct tool *tool = run->tool;
	const struct opt *o;
	const struct opt_value *v;
	int i, k;

	json_key(&run->out, "inputs");
	json_open(&run->out, '{');
	if (tool->modes != NULL) {
		json_key(&run->out, "mode");
		json_span(&run->out, mode_name(tool, run->mode),
		    strcspn(mode_name(tool, run->mode), ","));
	}
	for (i = 0; tool->opts[i].name != NULL; i++) {
		o = &tool->opts[i];
		v = &run->values[i];
		if (o->modes != 0 && !(o->modes & 1u << run->mode))
			continue;
		json_option_key(&run->out, o);
		if (o->kind == KIND_FLAG)
			json_bool(&run->out, v->given > 0);
		else if (!v->given && v->implied == NULL && o->fallback == NULL)
			json_null(&run->out);
		else if (o->kind == KIND_WHOLE || (o->kind == KIND_WORD && v->row < 0))
			json_whole(&run->out, v->whole);
		else if (o->kind == KIND_DISTANCE)
			json_thousandths(&run->out, v->whole);
		else if (o->times > 1) {
			json_open(&run->out, '[');
			for (k = 0; k < v->given; k++)
				json_string(&run->out, v->text[k]);
			json_close(&run->out, ']');
		} else
			json_string(&run->out, v->given ? v->text[0]
			    : v->implied != NULL ? v->implied : o->fallback);
	}
	json_close(&run->out, '}');
}

void
modifier_add(struct run *run, const char *name, long value, const char *side,
    const struct table *t, size_t row)
{
	struct modifier *m;

	/* Only a house table adds so many: name the row that overflowed. */
	if (run->nmodifiers == MODIFIERS_MAX && t != NULL)
		table_fail(t, row, -1, "more than %d modifiers apply at once",
		    MODIFIERS_MAX);
	if (run->nmodifiers == MODIFIERS_MAX)
		fail(EXIT_TABLE, "more than %d modifiers", MODIFIERS_MAX);
	m = &run->modifiers[run->nmodifiers++];
	m->name = name;
	m->value = value;
	m->side = side;
	m->table = t;
	m->row = row;
}

void
text_modifiers(struct run *run)
{
	const struct modifier *m;
	size_t i;

	for (i = 0; i < run->nmodifiers; i++) {
		m = &run->modifiers[i];
		out_str(&run->out, "  ");
		if (m->side != NULL) {
			out_str(&run->out, m->side);
			out_char(&run->out, ' ');
		}
		out_str(&run->out, m->name);
		out_str(&run->out, m->value < 0 ? " " : " +");
		out_long(&run->out, m->value);
		if (m->table != NULL) {
			out_str(&run->out, "  (");
			out_str(&run->out, table_source(m->table, m->row));
			out_char(&run->out, ')');
		}
		out_char(&run->out, '\n');
	}
}

static void
json_head(struct run *run)
{
	json_open(&run->out, '{');
	json_key(&run->out, "tool");
	json_string(&run->out, run->tool->name);
	/* A batch's answers name their line: a line refused or blank
	 * shifts no later answer against its input. */
	if (run->line > 0) {
		json_key(&run->out, "line");
		json_whole(&run->out, run->line);
	}
	json_inputs(run);
}

void
json_refused(long line, const char *why)
{
	struct out out = {0};

	json_open(&out, '{');
	json_key(&out, "line");
	json_whole(&out, line);
	json_key(&out, "error");
	json_string(&out, why);
	json_close(&out, '}');
	if (fwrite(out.buf, 1, out.len, stdout) != out.len || fflush(stdout)
	    == EOF)
		output_lost();
	out_free(&out);
}

void
json_result_begin(struct run *run, const char *outcome, const char *effect)
{
	const struct modifier *m;
	size_t i;

	json_head(run);
	json_key(&run->out, "dice");
	json_open(&run->out, '[');
	for (i = 0; i < run->dice.nlog; i++) {
		json_open(&run->out, '{');
		json_key(&run->out, "roll");
		json_string(&run->out, run->dice.log[i].roll);
		json_key(&run->out, "sides");
		json_whole(&run->out, run->dice.log[i].sides);
		json_key(&run->out, "value");
		json_whole(&run->out, run->dice.log[i].value);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
	json_key(&run->out, "outcome");
	json_string(&run->out, outcome);
	json_key(&run->out, "effect");
	json_string(&run->out, effect);
	json_key(&run->out, "modifiers");
	json_open(&run->out, '[');
	for (i = 0; i < run->nmodifiers; i++) {
		m = &run->modifiers[i];
		json_open(&run->out, '{');
		json_key(&run->out, "name");
		json_string(&run->out, m->name);
		json_key(&run->out, "value");
		json_whole(&run->out, m->value);
		json_key(&run->out, "side");
		if (m->side != NULL)
			json_string(&run->out, m->side);
		else
			json_null(&run->out);
		json_key(&run->out, "source");
		if (m->table != NULL)
			json_string(&run->out, table_source(m->table, m->row));
		else
			json_null(&run->out);
		json_close(&run->out, '}');
	}
	json_close(&run->out, ']');
}

void
json_odds_begin(struct run *run)
{
	json_head(run);
}
