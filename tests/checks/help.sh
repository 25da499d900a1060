#!/bin/sh
# Each tool's --help (issue 32, 3): no line over 80 columns; every
# enumerated option's values (its --list line) in its entry; and one
# example, the first EXAMPLES command of its man page, which runs.
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

	# The example, joined, is the page's first command (its .Dl lines
	# joined where one ends in \e, as man.sh reads them), and runs.
	example=$(sed -n '/^Example:$/,/^$/p' "$tmp/help" | sed '1d; /^$/d' |
		sed 's/^ *//; s/ \\$//' | tr '\n' ' ' | sed 's/ $//')
	page=$(sed -n '/^\.Sh EXAMPLES/,/^\.Sh [^E]/p' "$TOP/man/$name.1" |
		sed -n 's/^\.Dl //p' |
		sed 's/\\-/-/g; s/\\(dq/"/g; s/\\&//g; s/\\ / /g; s/\\e/\\/g' |
		awk '{ if (cont) { sub(/^ +/, ""); line = line $0 }
			else line = $0
			if (cont = sub(/\\$/, "", line)) next
			print line; exit }')
	if [ -z "$example" ]; then
		say "$name: --help gives no example"
	elif [ "$example" != "$page" ]; then
		say "$name: the --help example is not the man page's first:" \
		    "'$example' / '$page'"
	elif ! (cd "$tmp" && PATH="$(dirname "$tool"):$PATH" \
	    eval "$example" >/dev/null 2>"$tmp/err"); then
		say "$name: the --help example fails: $example:" \
		    "$(cat "$tmp/err")"
	fi
done
exit $status
