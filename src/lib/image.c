/* image.c - no images: the linker takes this one only when the program
 * brings none of its own (see image.h) */
#include "image.h"

const struct table_image table_images[1];
