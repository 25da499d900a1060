/* bacw-morale-test.c - the Bolt Action ACW morale test, for three tools */
#include <string.h>

#include "bacw-morale-test.h"
#include "err.h"
#include "tool.h"

const char *const morale_commander[MORALE_COMMANDERS] = {
	[MORALE_COLONEL] = "colonel",
	[MORALE_BRIGADE_COMMANDER] = "brigade-commander",
	[MORALE_ARMY_COMMANDER] = "army-commander"
};

const char *const morale_counted[MORALE_COUNTED] = {
	[MORALE_PINS] = "pins",
	[MORALE_BASES_LOST] = "bases-lost",
	[MORALE_ROUTING_FRIENDS] = "routing-friends"
};
const char *const morale_counted_one[MORALE_COUNTED] = {
	[MORALE_PINS] = "pin",
	[MORALE_BASES_LOST] = "base lost",
	[MORALE_ROUTING_FRIENDS] = "routing friend"
};
const char *const morale_counted_many[MORALE_COUNTED] = {
	[MORALE_PINS] = "pins",
	[MORALE_BASES_LOST] = "bases lost",
	[MORALE_ROUTING_FRIENDS] = "routing friends"
};

/* The colonel killed: a flag of the tools', not a commander. */
static const char colonel_killed[] = "colonel-killed";

const char *
morale_flag_name(int flag)
{
	return flag < MORALE_COMMANDERS ? morale_commander[flag]
	    : colonel_killed;
}

int
morale_flag_named(const char *name)
{
	int i;

	for (i = 0; i < MORALE_FLAGS; i++)
		if (strcmp(morale_flag_name(i), name) == 0)
			return i;
	return -1;
}

void
morale_test_table_check(struct run *run)
{
	table_require_rows(table_of(run, &bacw_morale_test_table), 1,
	    "the dice of the test and the full bases");
}

void
morale_test_check(struct run *run)
{
	const struct table *commanders = table_of(run,
	    &bacw_morale_commander_table);
	const struct table *modifiers = table_of(run,
	    &bacw_morale_modifier_table);
	const char *name;
	struct out flags = {0};
	size_t row;
	int i, c;

	morale_test_table_check(run);
	/* What a commander requires or excludes is a flag the tools
	 * know: "colonel, brigade-commander, army-commander or
	 * colonel-killed". */
	for (row = 0; row < commanders->rows; row++)
		for (c = COMMANDER_REQUIRES; c <= COMMANDER_EXCLUDES; c++) {
			name = cell_text(commanders, row, c);
			if (*name == '\0' || morale_flag_named(name) >= 0)
				continue;
			for (i = 0; i < MORALE_FLAGS; i++)
				out_printf(&flags, "%s%s", i == 0 ? "" : i <
				    MORALE_FLAGS - 1 ? ", " : " or ",
				    morale_flag_name(i));
			table_fail(commanders, row, c, "'%s' is not a flag: "
			    "%s", name, flags.buf);
		}

	for (i = 0; i < MORALE_COMMANDERS; i++)
		if (table_find(commanders, COMMANDER_NAME,
		    morale_commander[i]) < 0)
			table_fail(commanders, commanders->rows, -1, "no row "
			    "for the commander '%s'", morale_commander[i]);
	for (i = 0; i < MORALE_COUNTED; i++)
		if (table_find(modifiers, MORALE_MODIFIER_NAME,
		    morale_counted[i]) < 0)
			table_fail(modifiers, modifiers->rows, -1, "no row for "
			    "the modifier '%s'", morale_counted[i]);
}

long
morale_of_experience(struct run *run, size_t experience)
{
	return table_find(table_of(run, &bacw_morale_table),
	    MORALE_EXPERIENCE, cell_text(table_of(run,
	    &bacw_experience_table), experience, EXPERIENCE_NAME));
}

void
morale_test_begin(struct run *run, struct morale_test *t, size_t reason,
    long row, long morale)
{
	const struct table *m = table_of(run, &bacw_morale_table);

	t->reason = reason;
	if (row >= 0) {
		t->experience = cell_text(m, (size_t)row, MORALE_EXPERIENCE);
		t->morale = cell_whole(m, (size_t)row, MORALE_MORALE);
	} else {
		t->experience = NULL;
		t->morale = morale;
	}
	t->target = t->morale;
}

/* The row of commander i and his bonus. */
static long
commander_bonus(const struct table *commanders, int i, size_t *row)
{
	*row = table_require_row(commanders, COMMANDER_NAME,
	    morale_commander[i]);
	return cell_whole(commanders, *row, COMMANDER_BONUS);
}

void
morale_test_commanders(struct run *run, struct morale_test *t,
    unsigned with, unsigned may_count)
{
	const struct table *commanders = table_of(run,
	    &bacw_morale_commander_table);
	long bonus, best = 0, stacked = 0;
	size_t row;
	int i;

	t->best = -1;
	for (i = 0; i < MORALE_COMMANDERS; i++) {
		if (!(may_count & 1u << i))
			continue;
		bonus = commander_bonus(commanders, i, &row);
		if (cell_whole(commanders, row, COMMANDER_STACKS)) {
			t->stacked[i] = 1;
			stacked += bonus;
		} else if (t->best < 0 || bonus > best) {
			/* Not cumulative: the best, the first of equals. */
			t->best = i;
			best = bonus;
		}
	}
	for (i = 0; i < MORALE_COMMANDERS; i++)
		t->not_counted[i] = (with & 1u << i) && !t->stacked[i]
		    && i != t->best;
	t->target += best + stacked;
}

long
morale_start_bases(struct run *run, size_t unit, long now, long start,
    const char *option)
{
	/* Sheet 004 line 118, "Most units will start with 5 bases", and
	 * line 50, "The standard unit is 12 figures on 3 bases mounted":
	 * a unit starts with its unit's bases, so a full-strength unit of
	 * cavalry has lost none. */
	long usual = cell_whole(table_of(run, &bacw_unit_table), unit,
	    UNIT_BASES);

	if (start < 0)
		return usual > now ? usual : now;
	if (start < now)
		fail(EXIT_USAGE, "--%s: %ld is fewer than the %ld bases it has "
		    "now", option, start, now);
	return start;
}

long
morale_bases_lost(struct run *run, long start, long left)
{
	long full = cell_whole(table_of(run, &bacw_morale_test_table), 0,
	    TEST_FULL_BASES);

	/* "Each base lost below 5 bases": a base counts if it was lost
	 * and it was under the full bases. */
	if (start < full)
		full = start;
	return left < full ? full - left : 0;
}

/* The row of counted thing i and its value, each. */
static long
counted_value(const struct table *modifiers, int i, size_t *row)
{
	*row = table_require_row(modifiers, MORALE_MODIFIER_NAME,
	    morale_counted[i]);
	return cell_whole(modifiers, *row, MORALE_MODIFIER_VALUE);
}

void
morale_test_count(struct run *run, struct morale_test *t,
    const long n[MORALE_COUNTED])
{
	const struct table *modifiers = table_of(run,
	    &bacw_morale_modifier_table);
	size_t row;
	int i;

	for (i = 0; i < MORALE_COUNTED; i++)
		t->counted[i] = n[i];
	if (cell_whole(table_of(run, &bacw_morale_reason_table), t->reason,
	    REASON_IGNORE_BASE_LOSS)) {
		t->bases_ignored = t->counted[MORALE_BASES_LOST];
		t->counted[MORALE_BASES_LOST] = 0;
	}
	for (i = 0; i < MORALE_COUNTED; i++)
		if (t->counted[i] != 0)
			t->target += t->counted[i] * counted_value(modifiers,
			    i, &row);
}

void
morale_test_roll(struct run *run, struct morale_test *t, const char *what)
{
	const struct table *test = table_of(run, &bacw_morale_test_table);

	t->total = roll_total(&run->dice, (int)cell_whole(test, 0, TEST_DICE),
	    (int)cell_whole(test, 0, TEST_SIDES), what);
	t->passed = t->total <= t->target;
}

/* A test's band: 0 passes, 1 fails. */
static long
test_band(const void *arg, long total)
{
	const struct morale_test *t = arg;

	return total > t->target;
}

void
morale_test_roll_passed(struct run *run, struct morale_test *t,
    const char *what)
{
	const struct table *test = table_of(run, &bacw_morale_test_table);
	const struct dice_band band = { test_band, t };

	t->total = roll_band(&run->dice, (int)cell_whole(test, 0, TEST_DICE),
	    (int)cell_whole(test, 0, TEST_SIDES), &band, what);
	t->passed = t->total <= t->target;
}

void
morale_test_modifiers(struct run *run, const struct morale_test *t)
{
	const struct table *commanders = table_of(run,
	    &bacw_morale_commander_table);
	const struct table *modifiers = table_of(run,
	    &bacw_morale_modifier_table);
	long value;
	size_t row;
	int i;

	for (i = 0; i < MORALE_COMMANDERS; i++)
		if (t->stacked[i]) {
			value = commander_bonus(commanders, i, &row);
			modifier_add(run, morale_commander[i], value, NULL,
			    commanders, row);
		}
	if (t->best >= 0) {
		value = commander_bonus(commanders, (int)t->best, &row);
		modifier_add(run, morale_commander[t->best], value, NULL,
		    commanders, row);
	}
	for (i = 0; i < MORALE_COUNTED; i++)
		if (t->counted[i] != 0) {
			value = t->counted[i] * counted_value(modifiers, i,
			    &row);
			modifier_add(run, morale_counted[i], value, NULL,
			    modifiers, row);
		}
}

void
morale_test_friendly_pins(struct run *run, const struct morale_test *t)
{
	long friendly = cell_whole(table_of(run, &bacw_morale_reason_table),
	    t->reason, REASON_FRIENDLY_PINS);

	if (!t->passed && friendly > 0)
		effect(run, "each friendly unit it moves through takes %ld "
		    "pin%s", friendly, friendly == 1 ? "" : "s");
}

void
morale_test_explain(struct run *run, const struct morale_test *t)
{
	const struct table *commanders = table_of(run,
	    &bacw_morale_commander_table);
	const struct table *modifiers = table_of(run,
	    &bacw_morale_modifier_table);
	size_t row;
	int i;

	if (t->experience != NULL)
		out_printf(&run->out, "%s %ld", t->experience, t->morale);
	else
		out_printf(&run->out, "morale %ld", t->morale);
	for (i = 0; i < MORALE_COMMANDERS; i++)
		if (i == t->best || t->stacked[i])
			out_printf(&run->out, ", %s %+ld", morale_commander[i],
			    commander_bonus(commanders, i, &row));
	for (i = 0; i < MORALE_COUNTED; i++)
		if (t->counted[i] != 0)
			out_printf(&run->out, ", %ld %s %+ld", t->counted[i],
			    t->counted[i] == 1 ? morale_counted_one[i]
			    : morale_counted_many[i], t->counted[i]
			    * counted_value(modifiers, i, &row));
}

void
morale_test_json(struct run *run, const struct morale_test *t)
{
	json_key(&run->out, "reason");
	json_string(&run->out, cell_text(table_of(run,
	    &bacw_morale_reason_table), t->reason, REASON_NAME));
	json_key(&run->out, "target");
	json_whole(&run->out, t->target);
	json_key(&run->out, "total");
	json_whole(&run->out, t->total);
	json_key(&run->out, "passed");
	json_bool(&run->out, t->passed);
}
