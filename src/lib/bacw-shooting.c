/* bacw-shooting.c - the Bolt Action ACW to-hit and to-wound tables, for
 * bacw-shoot and bacw-melee */
#include <string.h>

#include "bacw-morale-test.h"
#include "bacw-shooting.h"
#include "tool.h"

static const struct column unit_columns[] = {
	[UNIT_NAME] = { "unit", CELL_KEY, 0, 0 },
	[UNIT_BASES] = { "default_bases", CELL_WHOLE, 1, BASES_MAX },
	[UNIT_WEAPON] = { "default_weapon", CELL_TEXT, 0, 0 },
	[UNIT_PER_BASE] = { "casualties_per_base", CELL_WHOLE, 1,
	    CASUALTIES_MAX },
	[UNIT_SMALL] = { "small", CELL_FLAG, 0, 0 },
	[UNIT_MOUNTED] = { "mounted", CELL_FLAG, 0, 0 },
	[UNIT_CANNON] = { "cannon", CELL_FLAG, 0, 0 },
	[UNIT_CAN_GO_DOWN] = { "can_go_down", CELL_FLAG, 0, 0 },
	/* bacw-melee's: cavalry cannot charge it unpinned in line. */
	[UNIT_LINE_STOPS_CAVALRY] = { "line_stops_cavalry", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema unit_table = {
	"bacw/units.csv", unit_columns
};

static const struct column shoot_columns[] = {
	[SHOOT_SIDES] = { "sides", CELL_WHOLE, 2, 100 },
	[SHOOT_HIT_ON] = { "hit_on", CELL_WHOLE, 1, 100 },
	/* Held against --range, which stops at RANGE_MAX. */
	[SHOOT_CLOSE_RANGE] = { "close_range", CELL_DISTANCE, 0, RANGE_MAX },
	[SHOOT_LONG_PERCENT] = { "long_beyond_percent", CELL_WHOLE, 0, 100 },
	[SHOOT_PINS_ON_HIT] = { "pins_on_hit", CELL_WHOLE, 0, PINS_MAX },
	[SHOOT_ENFILADE_PINS] = { "enfilade_pins", CELL_WHOLE, 0, PINS_MAX },
	[SHOOT_TEST_UP_TO] = { "test_up_to_bases", CELL_WHOLE, 0, BASES_MAX },
	[SHOOT_BY_START] = { "by_start_bases", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema shoot_table = {
	"bacw/shoot.csv", shoot_columns
};

static const struct column modifier_columns[] = {
	[MODIFIER_NAME] = { "modifier", CELL_KEY, 0, 0 },
	[MODIFIER_VALUE] = { "value", CELL_WHOLE, -99, 99 },
	/* bacw-melee's: whether it holds in hand-to-hand combat too. */
	[MODIFIER_IN_MELEE] = { "in_melee", CELL_FLAG, 0, 0 },
	[MODIFIER_CONDITION] = { "condition", CELL_TEXT, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema shoot_modifier_table = {
	"bacw/shoot-modifiers.csv", modifier_columns
};

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

static const struct column cover_columns[] = {
	[COVER_NAME] = { "cover", CELL_KEY, 0, 0 },
	[COVER_MODIFIER] = { "modifier", CELL_WHOLE, -99, 99 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema cover_table = {
	"bacw/cover.csv", cover_columns
};

static const struct column experience_columns[] = {
	[EXPERIENCE_NAME] = { "experience", CELL_KEY, 0, 0 },
	[EXPERIENCE_TO_HIT] = { "to_hit", CELL_WHOLE, -99, 99 },
	[EXPERIENCE_WOUND_ON] = { "wound_on", CELL_WHOLE, 1, 100 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema experience_table = {
	"bacw/experience.csv", experience_columns
};

static const struct column extreme_columns[] = {
	[EXTREME_LOW] = { "low", CELL_LOW, -999, 999 },
	[EXTREME_HIGH] = { "high", CELL_HIGH, -999, 999 },
	[EXTREME_FIRST] = { "first", CELL_WHOLE, 0, 100 },
	[EXTREME_THEN] = { "then", CELL_WHOLE, 0, 100 },
	[EXTREME_READING] = { "reading", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema extreme_table = {
	"bacw/to-hit-extremes.csv", extreme_columns
};

static const struct column exceptional_columns[] = {
	[EXCEPTIONAL_TRIGGER] = { "trigger", CELL_WHOLE, 1, 100 },
	[EXCEPTIONAL_KILLS_ON] = { "reroll_kills_on", CELL_WHOLE, 1, 100 },
	/* bacw-melee's: whether colonels fall in melee too. */
	[EXCEPTIONAL_IN_MELEE] = { "in_melee", CELL_FLAG, 0, 0 },
	{ NULL, CELL_TEXT, 0, 0 }
};
const struct table_schema exceptional_table = {
	"bacw/exceptional.csv", exceptional_columns
};

void
shooting_check(struct run *run)
{
	const struct table *shoot = table_of(run, &shoot_table);
	const struct table *modifiers = table_of(run, &shoot_modifier_table);
	const struct table *experience = table_of(run, &experience_table);
	const struct table *extremes = table_of(run, &extreme_table);
	const struct table *exceptional = table_of(run, &exceptional_table);
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
				    shoot_table.file);
	for (i = EXCEPTIONAL_TRIGGER; i <= EXCEPTIONAL_KILLS_ON; i++)
		if (cell_whole(exceptional, 0, i) > sides)
			table_fail(exceptional, 0, i, "above the %ld sides of "
			    "the die (%s)", sides, shoot_table.file);
	/* A wound die that triggers is one that wounds. */
	trigger = cell_whole(exceptional, 0, EXCEPTIONAL_TRIGGER);
	for (row = 0; row < experience->rows; row++)
		if (cell_whole(experience, row, EXPERIENCE_WOUND_ON) > trigger)
			table_fail(experience, row, EXPERIENCE_WOUND_ON,
			    "above the exceptional damage trigger %ld (%s)",
			    trigger, exceptional_table.file);
}

void
hit_need_begin(struct run *run, struct hit_need *h)
{
	h->need = cell_whole(table_of(run, &shoot_table), 0, SHOOT_HIT_ON);
}

void
hit_need_modifier(struct run *run, struct hit_need *h, int m, long times,
    const char *side)
{
	const struct table *modifiers = table_of(run, &shoot_modifier_table);
	size_t row = (size_t)table_find(modifiers, MODIFIER_NAME,
	    shoot_modifier[m]);
	long value = times * cell_whole(modifiers, row, MODIFIER_VALUE);

	modifier_add(run, shoot_modifier[m], value, side, modifiers, row);
	h->need -= value;
}

void
hit_need_experience(struct run *run, struct hit_need *h, size_t row,
    const char *side)
{
	const struct table *experience = table_of(run, &experience_table);
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
	const struct table *cover = table_of(run, &cover_table);
	long value = cell_whole(cover, row, COVER_MODIFIER);

	if (value == 0)
		return;
	modifier_add(run, "cover", value, side, cover, row);
	h->need -= value;
}

void
hit_need_faces(struct run *run, struct hit_need *h)
{
	const struct table *extremes = table_of(run, &extreme_table);
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
	    &shoot_table), 0, SHOOT_HIT_ON));
	for (i = 0; i < run->nmodifiers; i++) {
		m = &run->modifiers[i];
		if (side == NULL || (m->side && strcmp(m->side, side) == 0))
			out_printf(&run->out, ", %s %+ld", m->name, m->value);
	}
	out_printf(&run->out, ")");
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
