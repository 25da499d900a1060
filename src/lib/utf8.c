/* utf8.c - where a byte sequence is UTF-8: for messages, JSON and
 * tables alike, below them all */
#include "utf8.h"

size_t
utf8_sequence(const unsigned char *s, size_t n)
{
	unsigned long cp;
	size_t len, k;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (k = 1; k < len; k++) {
		if ((s[k] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[k] & 0x3f);
	}
	if ((len == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff)))
	    || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)))
		return 0;
	return len;
}
