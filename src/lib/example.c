/* example.c - no example: the linker takes this one only when the
 * program brings none of its own (see example.h) */
#include "example.h"

const char tool_example[] = "";
