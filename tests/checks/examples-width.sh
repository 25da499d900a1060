#!/bin/sh
# Every EXAMPLES command of a tool's page, as `mandoc -Tascii' renders it
# (what man shows in an 80-column terminal), fits 80 columns and is not
# wrapped mid-command: each .Dl line of the source is one whole rendered
# line, so a paste runs it.  A long command is split over .Dl lines
# that end in "\e" (a shell continuation) or "|", which
# tests/checks/man.sh joins again to find its test.
set -u
: "${TOP:?}"
command -v mandoc >/dev/null 2>&1 || { echo "mandoc is not installed"; exit 1; }
status=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-exw.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
for page in "$TOP"/man/*.1; do
	name=${page##*/}
	# The EXAMPLES section as rendered, tabs expanded, each line's
	# leading blanks dropped into $tmp/flat for the whole-line match.
	mandoc -Tascii "$page" | col -bx |
		sed -n '/^EXAMPLES$/,/^[A-Z]/p' >"$tmp/shown"
	awk -v page="$name" 'length($0) > 80 {
		printf "%s EXAMPLES: %d columns: %s\n", page, length($0), $0 }' \
		"$tmp/shown" | grep . && status=1
	sed 's/^ *//' "$tmp/shown" >"$tmp/flat"
	# Each .Dl line as mandoc prints it: escapes undone, runs of
	# blanks between words one blank.
	sed -n '/^\.Sh EXAMPLES/,/^\.Sh/s/^\.Dl //p' "$page" |
		sed 's/\\e/\\/g; s/\\&//g; s/\\ / /g; s/^ *//; s/  */ /g' \
		>"$tmp/lines"
	while IFS= read -r line; do
		grep -qxF -- "$line" "$tmp/flat" ||
			printf '%s EXAMPLES: wrapped at 80 columns: %s\n' \
			    "$name" "$line"
	done <"$tmp/lines" | grep . && status=1
done
exit $status
