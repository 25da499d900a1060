#!/bin/sh
# The engine (src/lib/) is layered: no file includes the header of a
# file that includes its own, however far round (a cycle among the
# modules, x.c and x.h being one), and none includes a rule set's
# header (src/rules/, which sits above it).  Nor does an engine file
# name a rule set: those names belong to src/rules/ and the tools.
set -u
TOP=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
status=0
names='bacw|bolivar|fpga|regimental|lib-|pw3x3'
edges=$(
	for f in "$TOP"/src/lib/*.[ch]; do
		from=$(basename "$f"); from=${from%.[ch]}
		echo "$from $from"
		grep -Ein "$names" "$f" | sed "s|^|NAMES ${f#"$TOP"/}:|"
		sed -n 's/^#[ 	]*include[ 	]*"\([^"]*\)".*/\1/p' "$f" |
		while read -r h; do
			if [ -f "$TOP/src/rules/$h" ]; then
				echo "RULES ${f#"$TOP"/} $h"
			elif [ -f "$TOP/src/lib/$h" ]; then
				echo "$from ${h%.h}"
			fi
		done
	done
)
if printf '%s\n' "$edges" | grep '^RULES '; then
	echo "include-graph: a src/lib file includes a src/rules header"
	status=1
fi
if printf '%s\n' "$edges" | grep '^NAMES '; then
	echo "include-graph: a src/lib file names a rule set"
	status=1
fi
if ! printf '%s\n' "$edges" | grep -v '^RULES \|^NAMES ' |
    tsort >/dev/null 2>"${TMPDIR:-/tmp}/include-graph.$$"; then
	echo "include-graph: an include cycle among src/lib's modules:"
	cat "${TMPDIR:-/tmp}/include-graph.$$"
	status=1
fi
rm -f "${TMPDIR:-/tmp}/include-graph.$$"
exit $status
