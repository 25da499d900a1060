#!/bin/sh
# An option's old names (struct opt's .also) and a word option given
# bare (.bare), on fpga-officer built with both: "--why overrun" is
# "--reason overrun", the old flag "--overrun" is "--reason overrun",
# "--reason" with no value is "--reason break", and an old flag takes
# no value.  Built against the library as it stands.
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-also.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
sed 's/\.fallback = "combat" }/.fallback = "combat", .also = "why,overrun=overrun", .bare = "break" }/' \
	"$TOP/src/fpga-officer.c" >"$tmp/officer.c"
if cmp -s "$TOP/src/fpga-officer.c" "$tmp/officer.c"; then
	echo "synonyms: the edit did not apply"; exit 1
fi
if ! eval "$(cat "$TOP/.flags")" -I'"$TOP/src/lib"' -I'"$TOP/src/rules"' \
    -o '"$tmp/officer"' '"$tmp/officer.c"' '"$TOP/libmusket.a"' \
    -l:libcsv.a -l:libgmp.a -lm 2>"$tmp/log"; then
	echo "synonyms: does not build:"; cat "$tmp/log"; exit 1
fi
# same WORDS -- WORDS: both give the same stdout, stderr and status.
same() {
	a=$(cd "$TOP" && "$tmp/officer" $1 2>&1; echo "[$?]")
	b=$(cd "$TOP" && "$tmp/officer" $2 2>&1; echo "[$?]")
	if [ "$a" != "$b" ]; then
		echo "synonyms: '$1' gave:"; echo "$a"
		echo "but '$2' gave:"; echo "$b"; status=1
	fi
}
same "--json --dice 3,4 --why overrun" "--json --dice 3,4 --reason overrun"
same "--json --dice 3,4 --overrun" "--json --dice 3,4 --reason overrun"
same "--json --dice 3,4 --reason" "--json --dice 3,4 --reason break"
same "--json --reason --dice 3,4" "--json --reason break --dice 3,4"
same "--json --dice 3,4 --why" "--json --dice 3,4 --reason break"
got=$(cd "$TOP" && "$tmp/officer" --dice 3,4 --overrun=yes 2>&1; echo "[$?]")
want="fpga-officer: --overrun takes no value
[2]"
[ "$got" = "$want" ] || { echo "synonyms: --overrun=yes gave: $got"; status=1; }
# The shipped tool knows neither.
got=$(cd "$TOP" && "$TOP/fpga-officer" --dice 3,4 --why overrun 2>&1; echo "[$?]")
[ "$got" = "fpga-officer: unknown option '--why'
[2]" ] || { echo "synonyms: shipped --why gave: $got"; status=1; }
exit $status
