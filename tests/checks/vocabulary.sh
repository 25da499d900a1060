#!/bin/sh
# One vocabulary (musket(7), VOCABULARY): every tool's options as it
# declares them (each tool's object linked with vocabulary-list.c in
# place of tool_main, for every tool of the Makefile's BIN), and fails
#  - on a canonical option name with two kinds across the tools (a JSON
#    "inputs" key is the name, its type the kind's, so this is also a
#    key with two types);
#  - on one concept with two kinds under its side prefixes (--cover a
#    word, --defender-cover a flag: the name less attacker-, defender-
#    or target-);
#  - on an old name of the vocabulary still canonical somewhere
#    (--experience, --unit, --distance...: a concept with two names).
# An old name (.also) may keep its old kind, and may be another tool's
# canonical name where two tools used one name for two concepts.
# Built against the library as it stands.
set -u
: "${TOP:?}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-vocab.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

# Known exceptions, each with its reason (what issue 32's renames left):
# "NAME reason" or "SIDE-STEM reason", one a line.  One that no longer
# holds fails the check, naming the line to delete.
exceptions='
resolve bolivar-command: N or N,M (two stands), text
SIDE-resolve the same, against bolivar-melee --SIDE-resolve N
SIDE-cd fpga-combat: a flag (a CD spent); fpga-control --cd N: two ideas
target-town fpga-skirmish: a save, not cover, on the sheet (002 line 48)
'
# The vocabulary's old names (musket(7)), not to be canonical.
retired='unit attacker-unit defender-unit target-unit experience
attacker-experience defender-experience target-experience firer
distance leader-distance near linear-cover target-town target-in
firer-disordered'

bin=$(make --no-print-directory -s -C "$TOP" bin-names) ||
	{ echo "vocabulary: make bin-names failed"; exit 1; }
flags=$(cat "$TOP/.flags") || exit 1
if ! eval "$flags" -I'"$TOP/src/lib"' -I'"$TOP/src/rules"' -c \
    -o '"$tmp/list.o"' '"$TOP/tests/checks/vocabulary-list.c"' \
    2>"$tmp/log"; then
	echo "vocabulary: vocabulary-list.c does not build:"; cat "$tmp/log"
	exit 1
fi
for tool in $bin; do
	[ -f "$TOP/src/$tool.o" ] ||
		{ echo "vocabulary: no src/$tool.o (build first)"; exit 1; }
	objcopy --redefine-sym tool_main=vocabulary_list \
	    "$TOP/src/$tool.o" "$tmp/$tool.o" &&
	eval "$flags" -o '"$tmp/$tool"' '"$tmp/$tool.o"' '"$tmp/list.o"' \
	    '"$TOP/libmusket.a"' -l:libcsv.a -l:libgmp.a -lm 2>"$tmp/log" ||
		{ echo "vocabulary: $tool does not link:"; cat "$tmp/log"
		  exit 1; }
	"$tmp/$tool" >>"$tmp/all" ||
		{ echo "vocabulary: $tool's list failed"; exit 1; }
done
grep -q '^option ' "$tmp/all" ||
	{ echo "vocabulary: no options listed"; exit 1; }

printf '%s\n' "$exceptions" | awk 'NF { print $1 }' >"$tmp/except"
printf '%s\n' $retired >"$tmp/retired"
awk -v except="$tmp/except" -v retired="$tmp/retired" '
BEGIN {
	while ((getline line < except) > 0) ok[line] = 1
	while ((getline line < retired) > 0) old[line] = 1
}
$1 == "option" {
	tool = $2; name = $3; kind = $4
	add(name, kind, tool " --" name)
	stem = name
	if (sub(/^(attacker|defender|target)-/, "", stem))
		add("SIDE-" stem, kind, tool " --" name)
	else
		add("SIDE-" stem, kind, tool " --" name, 1)
	if (name in old) hit[name] = 1
	if (name in old && !(name in ok)) {
		printf "%s: --%s is an old name (musket(7) VOCABULARY), " \
		    "still canonical\n", tool, name
		bad = 1
	}
}
# add KEY KIND WHERE [BARE]: a stem counts only where some side uses it.
function add(key, kind, where, bare) {
	if (!((key, kind) in seen)) {
		seen[key, kind] = where
		kinds[key] = kinds[key] ? kinds[key] "; " kind " (" where ")" \
		    : kind " (" where ")"
		nkinds[key]++
	}
	if (!bare) sided[key] = 1
}
END {
	for (key in nkinds) {
		if (nkinds[key] < 2) continue
		if (key ~ /^SIDE-/ && !(key in sided)) continue
		hit[key] = 1
		if (key in ok) continue
		printf "%s has %d kinds: %s\n", key, nkinds[key], kinds[key]
		bad = 1
	}
	# An exception that no longer holds fails too, so that the list
	# is trimmed as the fixes merge and a name cannot slip back.
	for (key in ok) if (!(key in hit)) {
		printf "exception %s no longer holds: delete its line\n", key
		bad = 1
	}
	exit bad
}' "$tmp/all"
