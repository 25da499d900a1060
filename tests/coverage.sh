#!/bin/sh
# tests/coverage.sh SOURCE... - line and branch coverage of each source
# (gcov, after a --coverage build has run: make coverage), and in all.
# A branch counts when it was taken at least once.
set -u
cd "$(dirname "$0")/.." || exit 2
for src in "$@"; do
	gcov -b -n -o "$(dirname "$src")" "$src" 2>/dev/null |
		awk -v file="File '$src'" '
		/^File / { mine = ($0 == file) }
		function part(prefix,    d) {
			sub(prefix, ""); split($0, d, "% of ")
			count = d[2]; return d[1] * d[2] / 100
		}
		mine && /^Lines executed:/ { hit = part("^Lines executed:"); lines = count }
		mine && /^Taken at least once:/ { taken = part("^Taken at least once:"); branches = count }
		END { printf "%d %d %d %d\n", hit + 0.5, lines, taken + 0.5, branches }' |
		sed "s|^|$src |"
done | awk '
	function pct(a, b) { return b ? sprintf("%.1f%%", 100 * a / b) : "-" }
	BEGIN { printf "%-24s %18s %21s\n", "", "lines", "branches taken" }
	{ printf "%-24s %7s of %5d %10s of %5d\n", $1, pct($2, $3), $3, pct($4, $5), $5
	  hit += $2; lines += $3; taken += $4; branches += $5 }
	END { printf "%-24s %7s of %5d %10s of %5d\n", "all of src/", pct(hit, lines), lines, pct(taken, branches), branches }'
