# --format svg and html (issue 37): the shapes of a picture and a page;
# tests/tap/svg.sh checks them well-formed and drawn where the odds say.

# A line a chance over one option: the answer, each of the six outcomes
# and the desperate struggle's chance, drawn and in the legend (a path
# each), named as the text's columns.
$ lib-charge --odds --vary attacker-quality --format svg | grep -c 'class="series"'
16

$ lib-charge --odds --vary attacker-quality --format svg | sed -n 's/^<text x="[0-9.]*" y="[0-9.]*">\([a-z_]*\)<\/text>$/\1/p'
answer
swept
driven_back
hard_pressed
falter
recoil
repulsed
p_desperate_struggle

# A grid: a cell a pair, its chance written in it, white on the darkest.
$ lib-charge --odds --vary attacker-quality --vary defender-quality --format svg | grep -c 'class="cell"'
25

$ lib-charge --odds --vary attacker-quality=guard,peasant --vary defender-quality=guard,peasant --format svg | grep -o '<text class="[a-z]*" x="[0-9]*" y="[0-9]*">[0-9.]*%</text>'
<text class="value" x="109" y="96">50.000%</text>
<text class="light" x="177" y="96">84.043%</text>
<text class="value" x="109" y="124">15.957%</text>
<text class="value" x="177" y="124">50.000%</text>

# The page: its heading the answer, its footer the command and the
# tables, a house table over the shipped ones named.
$ lib-charge --odds --vary attacker-quality --format html | sed -n 's/^<h1>\(.*\)<\/h1>$/\1/p'
best attacker-quality=guard: the attacker carries the position 69.57% (16/23)

$ mkdir -p house/lib && cp "$TABLES/lib/cavalry.csv" house/lib && lib-charge --odds --attacker-quality guard --format html --tables house | sed -n '/^<footer>/,$p'
<footer><p>lib-charge (musket 0.1.0): <code>lib-charge --odds --attacker-quality guard --format html --tables house</code></p>
<p>Tables read: <code>$TOP/tables</code> ($MUSKET_TABLES); over them <code>house/lib/cavalry.csv</code></p></footer>
</body>
</html>

# A mean's scale (fpga-move's inches): 0 to a whole number of ticks.
$ fpga-move --type slow-infantry --near --odds --vary cd=no,yes --format svg | sed -n 's/^<text class="tick".*>\(.*\)<\/text>$/\1/p'
0
3
6
9
12

# A byte a page cannot hold (XML has no control bytes) written \xNN.
$ mkdir -p "$(printf 'h\033')/lib" && cp "$TABLES/lib/cavalry.csv" "$(printf 'h\033')/lib" && lib-charge --odds --format html --tables "$(printf 'h\033')" | sed -n '/^<footer>/,$p'
<footer><p>lib-charge (musket 0.1.0): <code>lib-charge --odds --format html --tables 'h\x1b'</code></p>
<p>Tables read: <code>$TOP/tables</code> ($MUSKET_TABLES); over them <code>h\x1b/lib/cavalry.csv</code></p></footer>
</body>
</html>

# lib-charge(1)'s EXAMPLES: the page and the grid, written to files
# (their shapes are the cases above).
$ lib-charge --odds --vary attacker-quality --format html >charge.html

$ lib-charge --odds --vary attacker-quality --vary defender-quality --format svg >grid.svg
