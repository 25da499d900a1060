#!/bin/sh
# musket(7)'s list of tools (its DESCRIPTION) and its SEE ALSO name
# exactly the tools of the Makefile's BIN, read from the Makefile (not
# from the tools this run was given), so a tool added to BIN without its
# line in `man musket' fails here, and so does a line for a tool gone.
set -u
: "${TOP:?}"
status=0
bin=$(make --no-print-directory -s -C "$TOP" bin-names) ||
	{ echo "musket7: make bin-names failed"; exit 1; }
[ -n "$bin" ] || { echo "musket7: BIN is empty"; exit 1; }
want=$(printf '%s\n' $bin | sort)
# section NAME: the tools an ".It Xr TOOL 1" or ".Xr TOOL 1" of it names.
section() {
	sed -n "/^\\.Sh $1\$/,/^\\.Sh /p" "$TOP/man/musket.7" |
		sed -n 's/^\(\.It \)\{0,1\}\.\{0,1\}Xr \([a-z0-9-]*\) 1.*/\2/p' |
		sort
}
for sh in DESCRIPTION "SEE ALSO"; do
	got=$(section "$sh")
	[ "$got" = "$want" ] && continue
	status=1
	printf '%s\n' "$want" >"${TMPDIR:-/tmp}/musket7.$$.want"
	printf '%s\n' "$got" | comm -3 "${TMPDIR:-/tmp}/musket7.$$.want" - |
		sed "s/^\\t\\(.*\\)/musket(7) $sh names \\1, not in BIN/;
		     t; s/^\\(.*\\)/musket(7) $sh lacks \\1 of BIN/"
	rm -f "${TMPDIR:-/tmp}/musket7.$$.want"
done
exit $status
