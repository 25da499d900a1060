#!/bin/sh
# Each tool's --help (issue 32, 3): no line over 80 columns, and every
# enumerated option's values (its --list line) in its entry.
set -u
status=0
say() { echo "$*"; status=1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-help.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

for tool in "$@"; do
	name=${tool##*/}
	"$tool" --help >"$tmp/help" || say "$name: --help failed"
	awk -v t="$name" 'length > 80 {
		printf "%s: --help line %d is %d columns: %s\n", t, NR,
		    length, $0; bad = 1 } END { exit bad }' "$tmp/help" ||
		status=1

	# An entry is its line and the lines under it, as one.
	missing=$("$tool" --list | grep -e '^--' | while read -r option values
	do
		entry=$(awk -v o="$option" '
			index($0, "  " o " ") == 1 {
				on = 1; printf "%s", $0; next }
			on && /^          *[^ ]/ {
				sub(/^ +/, " "); printf "%s", $0; next }
			{ on = 0 }' "$tmp/help")
		for v in $values; do
			case " $entry," in
			*[\ :]"$v"[,\ ]*) ;;
			*) echo "$name: --help does not give" \
			    "$option's value $v" ;;
			esac
		done
	done)
	[ -z "$missing" ] || say "$missing"
done
exit $status
