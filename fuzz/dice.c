/*
 * dice.c - fuzz the --dice parser and the number parsers: the input is
 * a --dice list for a resolution that rolls 2d6, then a die of as many
 * sides as the first die shows times ten, then checks that every die
 * was used; and the same text as a whole number and as a decimal.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "err.h"
#include "num.h"

static void
resolve(struct dice *d)
{
	int each[2];

	dice_start(d);
	roll_sum(d, 2, 6, "test", each);
	roll(d, each[0] * 10, "second");
	dice_finish(d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct failure failure;
	struct dice d = {0};
	char *text = malloc(size + 1);
	long value;

	memcpy(text, data, size);
	text[size] = '\0';
	catching = &failure;
	if (setjmp(failure.where) == 0) {
		dice_take_list(&d, text);
		resolve(&d);
	}
	catching = NULL;
	parse_whole(text, -1000, 1000, &value);
	parse_thousandths(text, -40000, 40000, &value);
	dice_free(&d);
	free(text);
	return 0;
}
