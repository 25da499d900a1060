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

# Known exceptions, being fixed this round on other branches (issue 32):
# "NAME reason" or "SIDE-STEM reason", one a line.  One that no longer
# holds fails the check, naming the line to delete as the fixes merge.
exceptions='
cover fpga-artillery and pw3x3-combat: a flag, to be a word (.bare)
attacker-cover fpga-combat and pw3x3-combat: a flag, to be a word
defender-cover fpga-combat and pw3x3-combat: a flag, to be a word
SIDE-cover the three above
cd fpga-move, fpga-recovery: a flag, to be --cd-reroll
sk fpga-move: a flag, to be --skirmisher
battery lib-maneuver: a flag, fpga-escape: foot|horse
target pw3x3-combat: a list of targets; elsewhere a quality or type
range pw3x3-combat: grid areas, a number; elsewhere inches
resolve bolivar-command: N or N,M (two stands), text
SIDE-resolve the same, against bolivar-melee --SIDE-resolve N
SIDE-cd fpga-combat --SIDE-cd a flag; fpga-control --cd N
SIDE-guns lib-charge --defender-guns a word; lib-maneuver --guns a flag
stands lib-maneuver: NOW/START (text); lib-musketry: musket stands
SIDE-stands lib-charge, lib-musketry: NOW/START; lib-musketry --stands N
SIDE-leader lib-charge --attacker-leader a flag; lib-maneuver a rating
unit to be --type (bacw, bolivar)
attacker-unit to be --attacker-type (bolivar-melee)
defender-unit to be --defender-type
experience to be --quality (bacw-shoot)
attacker-experience to be --attacker-quality (bacw-melee)
defender-experience to be --defender-quality (bacw-melee)
target-experience to be --target-quality (bacw-shoot)
firer to be --quality (lib-musketry)
distance to be --commander-distance (bolivar-command)
leader-distance to be --commander-distance (lib-maneuver)
near to be --enemy near (fpga-move)
linear-cover to be a --cover value (lib-maneuver)
target-town to be a --cover value (fpga-skirmish)
target-in to be a --cover value (bolivar-shoot)
firer-disordered to be --disordered (lib-musketry: the firer unprefixed)
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
