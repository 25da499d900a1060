#!/bin/sh
# tests/tap/svg.sh TOOL... - --format svg and html (issue 37): each
# tool's --odds, --vary over one option and over two, as SVG and as an
# HTML page, is well-formed XML (xmllint), the page with no script and
# nothing fetched; and, drawn by rsvg-convert, bacw-order's bars,
# bacw-shoot's line of chances and lib-charge's grid stand where the
# odds say.  As TAP; a case whose program is not installed is skipped
# (.ci/run installs them and allows no skip).
set -u
: "${TOP:?}"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/musket-svg.XXXXXX") || exit 2
trap 'rm -rf "$scratch"' EXIT INT TERM
n=0

verdict() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		sed 's/^/# /' "$scratch/err" | head -n 5
	fi
}
skip() { n=$((n + 1)); echo "ok $n - $1 # SKIP $2"; }

# A tool's --odds: its first golden --odds case that answers alone (no
# dice, no other form); varied over the tables (a row each) and over the
# first option its --list names that answers varied over its first two
# values, left out of the case if it gives it (or, with none such, the
# first number it takes, over 1 and 2); fails if none is found.
pictures() {
	tool=$1
	sed -n "s/^\\\$ $tool \\(.*--odds.*\\)\$/\\1/p" "$TOP/tests/$tool"/*.t |
	    grep -v -e '[|<>;&$`"'"'"'\\]' -e --batch -e --vary -e --format \
	    -e --dice -e --json -e --need -e --seed -e --tables -e --ask \
	    -e --list -e --help >"$scratch/cases"
	while read -r args; do
		"$TOP/$tool" $args >/dev/null 2>&1 && break
	done <"$scratch/cases"
	: >"$scratch/err"
	# "OPTION=VALUES ARGS", the case without it.
	found=$("$TOP/$tool" --list | while read -r name first second rest; do
		case $name in --*) ;; *) continue ;; esac
		[ -n "$second" ] || continue
		without=$(printf '%s\n' " $args " | sed "s/ $name [^ ]* / /")
		# shellcheck disable=SC2086
		"$TOP/$tool" $without --odds --vary "${name#--}=$first,$second" \
		    >/dev/null 2>&1 &&
		    { echo "${name#--}=$first,$second $without"; break; }
	done)
	[ -n "$found" ] || found=$("$TOP/$tool" --help |
	    sed -n 's/^  --\([a-z-]*\) N .*/\1/p' | while read -r name; do
		# shellcheck disable=SC2086
		"$TOP/$tool" $args --odds --vary "$name=1,2" >/dev/null 2>&1 &&
		    { echo "$name=1,2 $args"; break; }
	done)
	[ -n "$args" ] && [ -n "$found" ] ||
	    { echo "$tool: no --odds case, or no option to vary" \
	    >>"$scratch/err"; return 1; }
	option=${found%% *} without=${found#* }
	for vary in "" "--vary tables=$TABLES,$TABLES" \
	    "--vary tables=$TABLES,$TABLES --vary $option"; do
		case $vary in *" --vary "*) args=$without ;; esac
		for format in svg html; do
			# shellcheck disable=SC2086
			"$TOP/$tool" $args --odds $vary --format $format \
			    >"$scratch/doc" 2>>"$scratch/err" &&
			    xmllint --noout "$scratch/doc" 2>>"$scratch/err" ||
			    { echo "$tool $args $vary --format $format" \
			    >>"$scratch/err"; return 1; }
			if [ $format = html ] && grep -n -e '<script' \
			    -e 'src=' -e 'href=' -e 'url(http' "$scratch/doc" \
			    >>"$scratch/err"; then
				echo "$tool: the page fetches or runs" \
				    >>"$scratch/err"
				return 1
			fi
		done
	done
}

if command -v xmllint >/dev/null 2>&1; then
	for tool in "$@"; do
		pictures "$tool"
		verdict $? "$tool: --odds, --vary and a grid as SVG and HTML"
	done
else
	for tool in "$@"; do
		skip "$tool: --odds, --vary and a grid as SVG and HTML" \
		    "no xmllint"
	done
fi

# The tools given, when bacw-order is among them: one answer with both
# kinds of chart, unordered outcomes and pins after with "or fewer".
case " $* " in *" bacw-order "*) ;; *) exit 0 ;; esac
if command -v xmllint >/dev/null 2>&1; then
	"$TOP/bacw-order" --odds --pins 2 --format svg >"$scratch/order.svg" \
	    2>"$scratch/err" &&
	    xmllint --noout "$scratch/order.svg" 2>>"$scratch/err"
	verdict $? "bacw-order --odds --format svg well-formed"
else
	skip "bacw-order --odds --format svg well-formed" "no xmllint"
fi

drawn="bacw-order's bars drawn where the odds say"
shoot="bacw-shoot's line of chances drawn where the odds say"
grid="lib-charge's grid drawn as its chances say"
for cmd in rsvg-convert python3; do
	command -v $cmd >/dev/null 2>&1 && continue
	for name in "$drawn" "$shoot" "$grid"; do
		skip "$name" "no $cmd"
	done
	exit 0
done

# A PNG's pixels as (red, green, blue): rsvg-convert's, 8 bits deep.
cat >"$scratch/png.py" <<'PY'
import struct, zlib
def load(path):
    data = open(path, "rb").read()
    pos, idat = 8, b""
    while pos < len(data):
        size, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + size]
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + size
    assert depth == 8 and ctype in (2, 6), (depth, ctype)
    bpp = 4 if ctype == 6 else 3
    raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], None
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:
            (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i] if prev else 0
            c = prev[i - bpp] if prev and i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else
                    b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    def pixel(x, y):
        if bpp == 4 and rows[y][x * bpp + 3] < 5:
            return (255, 255, 255)
        return tuple(rows[y][x * bpp:x * bpp + 3])
    return width, height, pixel
PY

# One render.  bacw-order --odds --pins 2 passes 5/12 and fails 5/9 (by
# hand: target 6 on 2d6, 15/36; a 2 is a blunder, 1/36); each bar
# starts at x 170 and is 300 px at 1 (svg.c), so the pass bar (the
# first, rows 54 to 68) ends at 170 + 300 * 5/12 = 295, the fail bar
# (rows 74 to 88) at 170 + 300 * 5/9 = 336.7: the last column not white
# in the bar's middle row, in 171 to 470, is within a pixel of it.
"$TOP/bacw-order" --odds --pins 2 --format svg 2>"$scratch/err" |
    rsvg-convert -f png -o "$scratch/order.png" 2>>"$scratch/err" &&
python3 - "$scratch" >>"$scratch/err" 2>&1 <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
import png
width, height, pixel = png.load(sys.argv[1] + "/order.png")
dark = lambda x, y: sum(pixel(x, y)) < 3 * 250
bad = 0
for row, end in ((61, 170 + 300 * 5 / 12), (81, 170 + 300 * 5 / 9)):
    last = max(x for x in range(171, 471) if dark(x, row))
    if abs(last - end) > 1.5:
        print("row %d: bar ends at %d, not %.1f" % (row, last, end))
        bad = 1
sys.exit(bad)
PY
verdict $? "$drawn"

# bacw-shoot --range 10 --odds --vary shots=1..4: a casualty 1 - (2/3)^n
# of n shots (one shot's 1/3, each shot alone: python3 fractions), the
# answer's line (the first) a filled mark of radius 4 at each.  The plot
# (svg.c) is 240 px high from its top at 46 (the title's row, 36, and
# 10), 0 at its foot, and its 4 values 480 / 3 px apart from x 60: the
# mark of n shots centred at (60 + 160 (n - 1), 46 + 240 (1 - p)), its
# 3 x 3 middle black; and the picture as wide as the page (640).
"$TOP/bacw-shoot" --range 10 --odds --vary shots=1..4 --format svg \
    2>"$scratch/err" |
    rsvg-convert -f png -o "$scratch/shoot.png" 2>>"$scratch/err" &&
python3 - "$scratch" >>"$scratch/err" 2>&1 <<'PY'
import sys
from fractions import Fraction as F
sys.path.insert(0, sys.argv[1])
import png
width, height, pixel = png.load(sys.argv[1] + "/shoot.png")
bad = width != 640
for n in range(1, 5):
    p = 1 - F(2, 3) ** n
    x, y = round(60 + 160 * (n - 1)), round(float(46 + 240 * (1 - p)))
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            if sum(pixel(x + dx, y + dy)) > 3 * 60:
                print("%d shots: no mark at (%d, %d)" % (n, x, y))
                bad = 1
sys.exit(bad)
PY
verdict $? "$shoot"

# lib-charge's grid of qualities: a cell's grey is 255 less 191 times
# its chance (svg.c), the exact fraction --format csv gives beside it;
# each cell, read where the picture has it, 3 px in from its corner
# (clear of its writing), is that grey within 2, and the cells stand in
# rows, left to right, as the grid's.
set -- --odds --vary attacker-quality --vary defender-quality
"$TOP/lib-charge" "$@" --format csv >"$scratch/grid.csv" 2>"$scratch/err" &&
"$TOP/lib-charge" "$@" --format svg >"$scratch/grid.svg" 2>>"$scratch/err" &&
    rsvg-convert -f png -o "$scratch/grid.png" "$scratch/grid.svg" \
    2>>"$scratch/err" &&
python3 - "$scratch" >>"$scratch/err" 2>&1 <<'PY'
import csv, sys
import xml.etree.ElementTree as ET
from fractions import Fraction as F
sys.path.insert(0, sys.argv[1])
import png
width, height, pixel = png.load(sys.argv[1] + "/grid.png")
rows = list(csv.reader(open(sys.argv[1] + "/grid.csv")))
across = len(rows[0][1::2])
chances = [F(c) for row in rows[1:] for c in row[2::2]]
ns = "{http://www.w3.org/2000/svg}"
cells = [r for r in ET.parse(sys.argv[1] + "/grid.svg").iter(ns + "rect")
         if r.get("class") == "cell"]
bad = len(cells) != len(chances) or len(chances) != 25
for i, (cell, p) in enumerate(zip(cells, chances)):
    x, y = int(cell.get("x")), int(cell.get("y"))
    if i % across and x <= int(cells[i - 1].get("x")) or \
            i >= across and y <= int(cells[i - across].get("y")):
        print("cell %d out of its place" % i)
        bad = 1
    want = 255 - round(p * 191)
    got = pixel(x + 3, y + 3)
    if any(abs(c - want) > 2 for c in got):
        print("cell %d (%s): grey %s, not %d" % (i, p, got, want))
        bad = 1
sys.exit(bad)
PY
verdict $? "$grid"
