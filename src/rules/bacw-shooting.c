/* bacw-shooting.c - the Bolt Action ACW to-hit and to-wound tables, for
 * bacw-shoot and bacw-melee */
#include <string.h>

#include "bacw-morale-test.h"
#include "bacw-shooting.h"
#include "tool.h"

const char *const shoot_modifier[NSHOOT_MODIFIERS] = {
	[M_CLOSE_RANGE] = "close-range",
	[M_PINS] = "pins",
	[M_LONG_RANGE] = "long-range",
	[M_MOVED] = "moved",
	[M_MOUNTED] = "mounted",
	[M_FAILED_CHARGE] = "failed-charge",
	[M_TARGET_DOWN] = "target-down",
	[M_TARGET_SMALL] = "target-small",
	[M_ARTILLERY_CASUALTIES] = "artillery-casualties",
	[M_INTERPENETRATED] = "interpenetrated"
};

void
shooting_check(struct run *run)
{
	const struct table *shoot = table_of(run, &bacw_shoot_table);
	const struct table *modifiers = table_of(run,
	    &bacw_shoot_modifier_table);
	const struct table *experience = table_of(run, &bacw_experience_table);
	const struct table *extremes = table_of(run, &bacw_extreme_table);
	const struct table *exceptional = table_of(run,
	    &bacw_exceptional_table);
	long sides, trigger;
	size_t row;
	int i;

	for (i = 0; i < NSHOOT_MODIFIERS; i++)
		if (table_find(modifiers, MODIFIER_NAME, shoot_modifier[i]) < 0)
			table_fail(modifiers, modifiers->rows, -1, "no row for "
			    "the modifier '%s'", shoot_modifier[i]);
	table_require_rows(shoot, 1, NULL);
	table_require_rows(exceptional, 1, NULL);
	sides = cell_whole(shoot, 0, SHOOT_SIDES);
	/* A face of the die, or 0 for none. */
	for (row = 0; row < extremes->rows; row++)
		for (i = EXTREME_FIRST; i <= EXTREME_THEN; i++)
			if (cell_whole(extremes, row, i) > sides)
				table_fail(extremes, row, i, "above the %ld "
				    "sides of the die (%s)", sides,
				    bacw_shoot_table.file);
	for (i = EXCEPTIONAL_TRIGGER; i <= EXCEPTIONAL_KILLS_ON; i++)
		if (cell_whole(exceptional, 0, i) > sides)
			table_fail(exceptional, 0, i, "above the %ld sides of "
			    "the die (%s)", sides, bacw_shoot_table.file);
	/* A wound die that triggers is one that wounds. */
	trigger = cell_whole(exceptional, 0, EXCEPTIONAL_TRIGGER);
	for (row = 0; row < experience->rows; row++)
		if (cell_whole(experience, row, EXPERIENCE_WOUND_ON) > trigger)
			table_fail(experience, row, EXPERIENCE_WOUND_ON,
			    "above the exceptional damage trigger %ld (%s)",
			    trigger, bacw_exceptional_table.file);
}

void
unit_column_check(struct run *run, const struct table *t, int column)
{
	const struct table *units = table_of(run, &bacw_unit_table);
	size_t row;

	for (row = 0; row < t->rows; row++)
		if (table_find(units, UNIT_NAME, cell_text(t, row, column)) < 0)
			table_fail(t, row, column, "'%s' is not a unit of %s",
			    cell_text(t, row, column), bacw_unit_table.file);
}

void
hit_need_begin(struct run *run, struct hit_need *h)
{
	h->need = cell_whole(table_of(run, &bacw_shoot_table), 0, SHOOT_HIT_ON);
}

void
hit_need_modifier(struct run *run, struct hit_need *h, int m, long times,
    const char *side)
{
	const struct table *modifiers = table_of(run,
	    &bacw_shoot_modifier_table);

	hit_need_modifier_at(run, h, m, (size_t)table_find(modifiers,
	    MODIFIER_NAME, shoot_modifier[m]), times, side);
}

void
hit_need_modifier_at(struct run *run, struct hit_need *h, int m, size_t row,
    long times, const char *side)
{
	const struct table *modifiers = table_of(run,
	    &bacw_shoot_modifier_table);
	long value = times * cell_whole(modifiers, row, MODIFIER_VALUE);

	modifier_add(run, shoot_modifier[m], value, side, modifiers, row);
	h->need -= value;
}

void
hit_need_experience(struct run *run, struct hit_need *h, size_t row,
    const char *side)
{
	const struct table *experience = table_of(run, &bacw_experience_table);
	long value = cell_whole(experience, row, EXPERIENCE_TO_HIT);

	if (value == 0)
		return;
	modifier_add(run, cell_text(experience, row, EXPERIENCE_NAME), value,
	    side, experience, row);
	h->need -= value;
}

void
hit_need_cover(struct run *run, struct hit_need *h, size_t row,
    const char *side)
{
	const struct table *cover = table_of(run, &bacw_cover_table);
	long value = cell_whole(cover, row, COVER_MODIFIER);

	if (value == 0)
		return;
	modifier_add(run, "cover", value, side, cover, row);
	h->need -= value;
}

void
hit_need_faces(struct run *run, struct hit_need *h)
{
	const struct table *extremes = table_of(run, &bacw_extreme_table);
	size_t row = table_band(extremes, h->need);

	h->first = (int)cell_whole(extremes, row, EXTREME_FIRST);
	h->then = (int)cell_whole(extremes, row, EXTREME_THEN);
}

void
hit_need_explain(struct run *run, const struct hit_need *h,
    const char *side)
{
	const struct modifier *m;
	size_t i;

	if (h->first == 0)
		out_printf(&run->out, "%ld+: cannot hit", h->need);
	else if (h->then > 0)
		out_printf(&run->out, "%ld+: a %d, then %d+", h->need, h->first,
		    h->then);
	else
		out_printf(&run->out, "%d+", h->first);
	out_printf(&run->out, " (%ld+", cell_whole(table_of(run,
	    &bacw_shoot_table), 0, SHOOT_HIT_ON));
	for (i = 0; i < run->nmodifiers; i++) {
		m = &run->modifiers[i];
		if (side == NULL || (m->side && strcmp(m->side, side) == 0))
			out_printf(&run->out, ", %s %+ld", m->name, m->value);
	}
	out_str(&run->out, ")");
}

void
hit_need_json(struct run *run, const struct hit_need *h)
{
	json_key(&run->out, "hit_on");
	if (h->first == 0)
		json_null(&run->out);
	else
		json_whole(&run->out, h->then > 0 ? h->need : h->first);
	json_key(&run->out, "follow_up_on");
	if (h->then == 0)
		json_null(&run->out);
	else
		json_whole(&run->out, h->then);
}
