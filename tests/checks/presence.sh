#!/bin/sh
# What an option needs and excludes is data (struct opt's needs,
# excludes, required and instead), refused by the engine in one
# wording: fpga-officer, whose options declare none, built with each
# added to --ones, refuses a run that breaks it, answers one that keeps
# it, and says it in --help; a name that names no option is refused at
# start-up (exit 70).  Built against the library as it stands.
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-presence.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
# The shipped tables.
MUSKET_TABLES=$TOP/tables
export MUSKET_TABLES
# build NAME FIELDS: fpga-officer with FIELDS added to --ones's row
build() {
	sed "s/\.max = 99, \.fallback = \"0\" },/.max = 99, .fallback = \"0\", $2 },/" \
	    "$TOP/src/fpga-officer.c" >"$tmp/$1.c"
	if cmp -s "$TOP/src/fpga-officer.c" "$tmp/$1.c"; then
		echo "$1: the edit did not apply"; status=1; return 1
	fi
	# The library's own flags (.flags: a sanitizer's build links only
	# with them).
	if ! eval "$(cat "$TOP/.flags")" -I'"$TOP/src/lib"' \
	    -I'"$TOP/src/rules"' -o '"$tmp/$1"' '"$tmp/$1.c"' \
	    '"$TOP/libmusket.a"' -l:libcsv.a -l:libgmp.a -lm \
	    2>"$tmp/$1.log"; then
		echo "$1: does not build:"; cat "$tmp/$1.log"; status=1
		return 1
	fi
}
# expect NAME STATUS STDERR ARGS...: a run of NAME's build
expect() {
	name=$1 want=$2 message=$3
	shift 3
	"$tmp/$name" "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -ne "$want" ] || [ "$(cat "$tmp/err")" != "$message" ] ||
	    { [ "$want" -ne 0 ] && [ -s "$tmp/out" ]; }; then
		echo "$name $*: exit $rc, stderr '$(cat "$tmp/err")'," \
		    "expected $want and '$message'"
		status=1
	fi
}
# help NAME TEXT: --ones's help, its lines joined, says TEXT
help() {
	"$tmp/$1" --help | grep -A2 -e '^  --ones ' | tr -s ' \n' '  ' \
	    >"$tmp/help"
	if ! grep -q -F -e "$2" "$tmp/help"; then
		echo "$1 --help: '$(cat "$tmp/help")' lacks '$2'"
		status=1
	fi
}
if build needs '.needs = "reason", .excludes = "odds"'; then
	expect needs 2 'fpga-officer: --ones needs --reason' --ones 1 --dice 3,4
	expect needs 0 '' --ones 1 --reason combat --dice 3,4
	expect needs 0 '' --dice 3,4
	# Each line of a batch, and each row of a grid, is checked.
	printf '%s\n' '--ones 1 --reason combat --dice 3,4' '--ones 1 --dice 3,4' |
	    "$tmp/needs" --batch >"$tmp/out" 2>"$tmp/err"
	[ "$(cat "$tmp/err")" = 'fpga-officer: line 2: --ones needs --reason' ] ||
	    { echo "needs --batch: stderr '$(cat "$tmp/err")'"; status=1; }
	expect needs 2 'fpga-officer: --ones and --odds cannot go together' \
	    --ones 1 --reason combat --odds
	expect needs 0 '' --odds --reason combat
	help needs '(needs --reason; not with --odds)'
fi
if build required '.required = 1, .instead = "reason"'; then
	expect required 2 'fpga-officer: give --ones N or --reason REASON' \
	    --dice 3,4
	expect required 0 '' --reason combat --dice 3,4
	expect required 0 '' --ones 0 --dice 3,4
	help required '(needed, or --reason)'
fi
if build unknown '.needs = "reasons"'; then
	expect unknown 70 \
	    'fpga-officer: option --ones names no option --reasons' --dice 3,4
fi
exit $status
