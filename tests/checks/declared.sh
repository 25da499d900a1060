#!/bin/sh
# Every shipped CSV is declared exactly once: each rule set's module
# (src/rules/SET.c) lists its tables in SET_tables[], and this prints
# them all (built against the library as it stands); each file of
# tables/ must be there once, and no tool declares a schema of its own.
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-declared.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
sets=$(cd "$TOP/tables" && ls -d */ | tr -d /)
{
	echo '#include <stdio.h>'
	echo '#include "table.h"'
	for s in $sets; do
		echo "extern const struct table_schema *const ${s}_tables[];"
	done
	echo 'static void list(const struct table_schema *const *t)'
	echo '{ for (; *t != NULL; t++) puts((*t)->file); }'
	echo 'int main(void) {'
	for s in $sets; do echo "list(${s}_tables);"; done
	echo 'return 0; }'
} >"$tmp/declared.c"
if ! eval "$(cat "$TOP/.flags")" -I'"$TOP/src/lib"' -o '"$tmp/declared"' \
    '"$tmp/declared.c"' '"$TOP/libmusket.a"' -l:libcsv.a -l:libgmp.a -lm \
    2>"$tmp/log"; then
	echo "the rule sets' lists of tables do not build:"; cat "$tmp/log"
	exit 1
fi
"$tmp/declared" | sort >"$tmp/declared.txt"
(cd "$TOP/tables" && ls */*.csv) | sort >"$tmp/shipped.txt"
twice=$(uniq -d "$tmp/declared.txt")
[ -z "$twice" ] || { echo "declared twice:" $twice; status=1; }
nowhere=$(sort -u "$tmp/declared.txt" | comm -13 - "$tmp/shipped.txt")
[ -z "$nowhere" ] || { echo "declared nowhere:" $nowhere; status=1; }
unshipped=$(sort -u "$tmp/declared.txt" | comm -23 - "$tmp/shipped.txt")
[ -z "$unshipped" ] || { echo "declared, not shipped:" $unshipped; status=1; }
# A schema is defined in its rule set's module, nowhere else.
own=$(grep -l 'struct table_schema [a-z_0-9]* *= *{' "$TOP"/src/*.c \
    "$TOP"/src/lib/*.c 2>/dev/null)
[ -z "$own" ] || { echo "schemas outside src/rules/:" $own; status=1; }
exit $status
