#!/bin/sh
# Each tool's options, as its --help gives them, are exactly those its man
# page and its usage line give.  (Its completions, made from --help, are
# run in each shell by tests/tap/completions.sh.)
set -u
status=0
say() { echo "$*"; status=1; }

for tool in "$@"; do
	own=$("$tool" --help | sed -n '/^  --/s/^  \(--[a-z][a-z-]*\).*/\1/p' | sort)

	# The usage is wrapped: its lines up to the first blank one.
	usage=$("$tool" --help | sed '/^$/,$d' | grep -o -- '--[a-z][a-z-]*' |
		sort -u)
	[ "$usage" = "$own" ] || say "$tool: usage line options differ from --help: $(echo $usage) / $(echo $own)"

	man=$(sed -n '/^\.Sh SYNOPSIS/,/^\.Sh/p' "$TOP/man/$tool.1" |
		grep -o 'Fl \\-[a-z][a-z\\-]*' | sed 's/Fl \\-/--/; s/\\-/-/g' | sort -u)
	[ "$man" = "$own" ] || say "$tool: man SYNOPSIS options differ from --help: $(echo $man) / $(echo $own)"
	for o in $own; do
		# --brigade-commander is written ".It Fl \-brigade\-commander".
		item=".It Fl $(printf '%s' "${o#-}" | sed 's/-/\\-/g')"
		awk -v item="$item" '$0 == item || index($0, item " ") == 1 { found = 1 }
			END { exit !found }' "$TOP/man/$tool.1" \
			|| say "$tool: man page does not describe $o"
	done
done
exit $status
