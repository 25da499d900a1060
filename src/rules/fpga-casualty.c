/* fpga-casualty.c - the FGA officer casualty roll, for fpga-officer and
 * fpga-combat */
#include <string.h>

#include "fpga-casualty.h"
#include "tool.h"

const char one_on_bonus_die[] = "one-on-bonus-die";

static const char killed[] = "killed";
static const char survives[] = "survives";

size_t
one_on_bonus_die_row(const struct table *mods)
{
	long row = table_find(mods, OFFICER_MOD_NAME, one_on_bonus_die);

	if (row < 0)
		table_fail(mods, mods->rows, -1, "no row for '%s'",
		    one_on_bonus_die);
	return (size_t)row;
}

void
casualty_check(struct run *run, long most_ones, const char *what)
{
	const struct table *roll = table_of(run, &fpga_officer_roll_table);
	const struct table *officer = table_of(run, &fpga_officer_table);
	const struct table *mods = table_of(run, &fpga_officer_modifiers_table);
	const char *result;
	long dice, per_one;
	size_t row;

	if (roll->rows != 1)
		table_fail(roll, roll->rows, -1, "needs exactly one row: the "
		    "dice of the roll");
	per_one = cell_whole(mods, one_on_bonus_die_row(mods),
	    OFFICER_MOD_VALUE);
	for (row = 0; row < officer->rows; row++) {
		result = cell_text(officer, row, OFFICER_RESULT);
		if (strcmp(result, survives) != 0
		    && strcmp(result, killed) != 0)
			table_fail(officer, row, OFFICER_RESULT, "'%s' is not "
			    "%s or %s", result, killed, survives);
	}
	dice = cell_whole(roll, 0, ROLL_DICE);
	table_require_band_cover(officer, dice + (per_one < 0 ? per_one *
	    most_ones : 0), dice * cell_whole(roll, 0, ROLL_SIDES) + (per_one
	    > 0 ? per_one * most_ones : 0), what);
}

void
casualty_roll(struct run *run, long ones, const char *what,
    struct casualty_roll *c)
{
	const struct table *roll = table_of(run, &fpga_officer_roll_table);
	const struct table *officer = table_of(run, &fpga_officer_table);
	const struct table *mods = table_of(run, &fpga_officer_modifiers_table);

	c->dice = (int)cell_whole(roll, 0, ROLL_DICE);
	c->per_one = cell_whole(mods, one_on_bonus_die_row(mods),
	    OFFICER_MOD_VALUE);
	c->rolled = roll_total(&run->dice, c->dice, (int)cell_whole(roll, 0,
	    ROLL_SIDES), what);
	c->total = c->rolled + ones * c->per_one;
	c->band = table_band(officer, c->total);
	c->killed = strcmp(cell_text(officer, c->band, OFFICER_RESULT),
	    killed) == 0;
}
