#!/bin/sh
# How lucky (issue 35, 2) in every tool given: for up to two golden
# cases a tool answers with --dice (no pipe, no batch), the same with
# --odds must print the very answer first, then its luck; and the luck
# of the question must be the odds' own headline chance P, as python3
# fractions reckon it: a yes this or worse 1 and this or better P, a no
# this or worse 1 - P and this or better 1.  (Each tool's odds are
# checked independently in its odds.t; luck.t holds worked examples.)
set -u
: "${TOP:?}"
cd "$TOP" || exit 1
status=0
for tool in "$@"; do
	sed -n "s/^\\\$ $tool \\(.*--dice [0-9A-Za-z,]*.*\\)\$/\\1/p" \
	    tests/"$tool"/*.t | grep -v -e '[|<>;&$`"'"'"'\\]' -e --batch \
	    -e --repeat -e --odds -e --vary -e --help -e --list -e --json |
	    sort -u >"$TOP/.luck-$tool"
	checked=0
	while read -r args && [ $checked -lt 2 ]; do
		answer=$(./"$tool" $args 2>/dev/null) || continue
		luck=$(./"$tool" $args --odds 2>&1) || {
			echo "luck: $tool $args --odds: $luck"; status=1
			continue; }
		checked=$((checked + 1))
		n=$(printf '%s\n' "$answer" | wc -l)
		if [ "$(printf '%s\n' "$luck" | head -n "$n")" != "$answer" ] ||
		    ! printf '%s\n' "$luck" | grep -q '^luck: '; then
			echo "luck: $tool $args: not the answer, then its luck:"
			printf '%s\n' "$luck" | sed 's/^/  /'
			status=1
			continue
		fi
		q=$(printf '%s\n' "$luck" | grep -m 1 -E '^luck: .*: (yes|no); ')
		[ -n "$q" ] || continue
		head=$(./"$tool" $(printf '%s\n' "$args" |
		    sed 's/--dice [0-9A-Za-z,]*//') --odds | head -n 1)
		python3 - "$q" "$head" <<'PY' || { echo "luck: $tool $args"; status=1; }
import re, sys
from fractions import Fraction as F
q, head = sys.argv[1], sys.argv[2]
p = F(re.search(r'\(([0-9/]+)\)$', head).group(1))
yes = ': yes; ' in q
worse, better = (F(x) for x in re.findall(r'\(([0-9/]+)\)', q))
want = (F(1), p) if yes else (1 - p, F(1))
if (worse, better) != want:
    print("  %s\n  headline %s: want %s, %s" % (q, head, *want))
    sys.exit(1)
PY
	done <"$TOP/.luck-$tool"
	rm -f "$TOP/.luck-$tool"
	if [ $checked -eq 0 ]; then
		echo "luck: $tool: no --dice case to check"
		status=1
	fi
done
exit $status
