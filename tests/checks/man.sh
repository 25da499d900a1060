#!/bin/sh
# Every man page is clean under mandoc -Tlint, every EXAMPLES command of
# a tool's page (a .Dl line, or lines joined by a final \e) is one its
# tests run, and musket(7) names every tool.
set -u
status=0
command -v mandoc >/dev/null 2>&1 || { echo "mandoc is not installed"; exit 1; }
for page in "$TOP"/man/*.[1-9]; do
	out=$(mandoc -Tlint -W warning "$page" 2>&1) || true
	[ -z "$out" ] || { echo "$out"; status=1; }
	# A quote opened inside another (`0, `1'') is a quoting macro that
	# swallowed the next one and the text after it: lint passes it.
	out=$(mandoc -Tascii "$page" | tr -d '\010' | grep -n "\`[^']*\`") || true
	[ -z "$out" ] || { echo "$page: nested quotes: $out"; status=1; }
done
for tool in "$@"; do
	[ -f "$TOP/man/$tool.1" ] || { echo "$tool has no man page"; status=1; continue; }
	grep -q "^\.Xr $tool 1" "$TOP/man/musket.7" ||
		{ echo "musket(7) SEE ALSO does not name $tool(1)"; status=1; }
	# A long command is split over .Dl lines ending in "\e", as a
	# shell reads it: the backslash and the next line's leading blanks
	# (\ , an indent) go.
	sed -n '/^\.Sh EXAMPLES/,/^\.Sh/s/^\.Dl //p' "$TOP/man/$tool.1" |
		sed 's/\\ / /g; s/\\e/\\/g; s/\\&//g' |
		awk '{ if (cont) { sub(/^ +/, ""); line = line $0 }
			else line = $0
			if (cont = sub(/\\$/, "", line)) next
			print line }' | while IFS= read -r example; do
		grep -qxF -- "\$ $example" "$TOP/tests/$tool"/*.t \
			|| printf '%s(1) EXAMPLES: no test runs: %s\n' "$tool" "$example"
	done | grep . && status=1
done
exit $status
