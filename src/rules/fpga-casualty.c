/* fpga-casualty.c - the FGA officer casualty roll, for fpga-officer and
 * fpga-combat */
#include <string.h>

#include "arena.h"
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

/* Whether a total of the roll and the ones falls in a killing band. */
static int
kills(const struct table *officer, long total)
{
	return strcmp(cell_text(officer, table_band(officer, total),
	    OFFICER_RESULT), killed) == 0;
}

void
casualty_law(struct run *run, int most, mpz_t *killed_ways, mpz_t total)
{
	const struct table *roll = table_of(run, &fpga_officer_roll_table);
	const struct table *officer = table_of(run, &fpga_officer_table);
	const struct table *mods = table_of(run, &fpga_officer_modifiers_table);
	long dice = cell_whole(roll, 0, ROLL_DICE);
	long sides = cell_whole(roll, 0, ROLL_SIDES);
	long per_one = cell_whole(mods, one_on_bonus_die_row(mods),
	    OFFICER_MOD_VALUE);
	long n, face, sum, sums = dice * sides + 1;
	mpz_t *ways = xcalloc((size_t)sums, sizeof(*ways));
	int j;

	/* The ways of each sum of the dice, a die at a time. */
	for (sum = 0; sum < sums; sum++)
		mpz_init(ways[sum]);
	mpz_set_ui(ways[0], 1);
	for (n = 1; n <= dice; n++)
		for (sum = n * sides; sum >= 0; sum--) {
			mpz_set_ui(ways[sum], 0);
			for (face = 1; face <= sides && face <= sum; face++)
				if (sum - face <= (n - 1) * sides)
					mpz_add(ways[sum], ways[sum],
					    ways[sum - face]);
		}
	mpz_ui_pow_ui(total, (unsigned long)sides, (unsigned long)dice);
	for (j = 0; j <= most; j++) {
		mpz_set_ui(killed_ways[j], 0);
		for (sum = dice; sum < sums; sum++)
			if (kills(officer, sum + j * per_one))
				mpz_add(killed_ways[j], killed_ways[j],
				    ways[sum]);
	}
	for (sum = 0; sum < sums; sum++)
		mpz_clear(ways[sum]);
	xfree(ways);
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
	c->killed = kills(officer, c->total);
}
