#!/bin/sh
# A table read from its image (src/lib/image.h: the shipped file's
# bytes, as the tool was built) is the table its file makes when parsed:
# each tool's --help, --list and its --help example (with --verbose,
# --json and --odds) say the same from the shipped tables as from a copy
# of them each with a blank line more at its end (other bytes, so
# parsed; the same rows on the same lines).  Each run must answer: two
# refusals alike would weigh nothing.  That the images are used at all
# is a start-up's cost, measured by bench/.
set -u
: "${TOP:?}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-images.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
cp -R "$TOP/tables" "$tmp/parsed" || exit 1
for f in "$tmp"/parsed/*/*.csv; do
	echo >>"$f" || exit 1
done
status=0

# What a run prints, and its status, with its tables' folder as DIR.
said() {
	dir=$1
	shift
	"$@" >"$tmp/out" 2>&1
	echo "[$?]" >>"$tmp/out"
	sed "s|$dir|DIR|g" "$tmp/out"
}

for tool in $(make -s -C "$TOP" bin-names); do
	example=$(sed -n 's/^    "\(.*\)";$/\1/p' "$TOP/src/examples/$tool.c" \
	    | sed 's/\\"/"/g; s/\\\\/\\/g')
	for extra in --help --list "--verbose" "--json" "--odds"; do
		# --odds weighs every roll: the example's own dice or seed
		# would be refused with it.
		case $extra in
		--help|--list) run="$tool $extra" ;;
		--odds) run="$(printf '%s\n' "$example" |
		    sed 's/ --\(seed\|dice\) [^ ]*//g') $extra" ;;
		*) run="$example $extra" ;;
		esac
		for tables in "$TOP/tables" "$tmp/parsed"; do
			eval "said \"\$tables\" $TOP/$run --tables \"\$tables\"" \
			    >"$tmp/said-${tables##*/}"
		done
		if [ "$(tail -n 1 "$tmp/said-tables")" != "[0]" ]; then
			echo "$run: refused:"
			head -n 3 "$tmp/said-tables"
			status=1
		elif ! cmp -s "$tmp/said-tables" "$tmp/said-parsed"; then
			echo "$run: the image and the parse differ:"
			diff "$tmp/said-tables" "$tmp/said-parsed" | head -10
			status=1
		fi
	done
done

exit $status
