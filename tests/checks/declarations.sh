#!/bin/sh
# A tool's declarations check themselves: fpga-officer with an option,
# a table or an outcome added to its enum but not declared is refused
# at start-up (exit 70, naming the hole), not left to cut its array
# short.  Built against the library as it stands.
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-decl.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
# hole NAME SED-SCRIPT EXPECTED-MESSAGE
hole() {
	sed "$2" "$TOP/src/fpga-officer.c" >"$tmp/$1.c"
	if cmp -s "$TOP/src/fpga-officer.c" "$tmp/$1.c"; then
		echo "$1: the edit did not apply"; status=1; return
	fi
	# The library's own flags (.flags: a sanitizer's build links only
	# with them).
	if ! eval "$(cat "$TOP/.flags")" -I'"$TOP/src/lib"' \
	    -I'"$TOP/src/rules"' -o '"$tmp/$1"' '"$tmp/$1.c"' \
	    '"$TOP/libmusket.a"' -l:libcsv.a -l:libgmp.a -lm \
	    2>"$tmp/$1.log"; then
		echo "$1: does not build:"; cat "$tmp/$1.log"; status=1; return
	fi
	"$tmp/$1" --dice 3,4 >"$tmp/$1.out" 2>"$tmp/$1.err"
	rc=$?
	if [ $rc -ne 70 ] || [ "$(cat "$tmp/$1.err")" != "$3" ] ||
	    [ -s "$tmp/$1.out" ]; then
		echo "$1: exit $rc, stderr '$(cat "$tmp/$1.err")'," \
		    "expected 70 and '$3'"
		status=1
	fi
}
hole option-last 's/OPT_ONES, OPT_COUNT/OPT_ONES, OPT_EXTRA, OPT_COUNT/' \
	'fpga-officer: option 2 of 3 is not declared'
hole option-first 's/{ OPT_REASON, OPT_ONES,/{ OPT_EXTRA, OPT_REASON, OPT_ONES,/' \
	'fpga-officer: option 0 of 3 is not declared'
hole table 's/T_MODIFIERS, T_COUNT/T_MODIFIERS, T_EXTRA, T_COUNT/' \
	'fpga-officer: table 3 of 4 is not declared'
hole outcome 's/KILLED, OUTCOME_COUNT/KILLED, DROWNED, OUTCOME_COUNT/' \
	'fpga-officer: outcome 2 of 3 is not declared'
exit $status
