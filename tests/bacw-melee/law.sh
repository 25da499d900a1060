#!/bin/sh
# tests/bacw-melee/law.sh - the melee's odds by stages (melee_law) are
# the walk's: each case below, text and JSON, with the law and with
# $MUSKET_ODDS_WALK=paths (the mechanic run on every path of dice), must
# print the same bytes.  The cases reach every outcome, both colonels'
# re-rolls, blows at once, a reply cut short by the bases lost, the
# commanders who count or not, the tests' targets at their ends, and
# sides too pinned to hit.
# Prints "N alike", or each case that differs or is refused.  In the cases, a: stands
# for --attacker- and d: for --defender-.
n=0
bad=0
while IFS= read -r args; do
	args=$(echo "$args" | sed 's/a:/--attacker-/g; s/d:/--defender-/g')
	for json in "" --json; do
		n=$((n + 1))
		# shellcheck disable=SC2086
		law=$(bacw-melee $args --odds $json 2>&1; echo "[$?]")
		# shellcheck disable=SC2086
		walk=$(MUSKET_ODDS_WALK=paths bacw-melee $args --odds $json \
		    2>&1; echo "[$?]")
		# Refused alike would be alike: each case must answer.
		case $law in
		*"[0]") ;;
		*)	printf 'refused: %s --odds %s\n' "$args" "$json"
			bad=$((bad + 1)) ;;
		esac
		if [ "$law" != "$walk" ]; then
			printf 'differs: %s --odds %s\n' "$args" "$json"
			bad=$((bad + 1))
		fi
	done
done <<'EOF'

a:colonel d:colonel
a:bases 1 d:bases 1 a:colonel d:colonel
a:bases 2 d:bases 4 d:colonel d:casualties 3
a:bases 4 d:bases 1 a:casualties 3 a:colonel
--obstacle d:colonel a:colonel
--obstacle a:bases 1 d:bases 1 a:casualties 3 d:casualties 3
a:type cavalry d:type cavalry --countercharge a:colonel d:colonel
a:type cavalry d:type artillery d:colonel
a:type cavalry d:pins 2 d:formation line
a:formation column a:bases 8 d:formation column d:bases 8
a:quality veteran d:quality inexperienced d:pins 3 --flank
a:quality inexperienced d:quality veteran --rear a:pins 4
d:cover hard d:down a:colonel-killed a:brigade-commander
a:colonel a:brigade-commander a:army-commander d:colonel d:army-commander
a:morale 12 d:morale 2 a:routing-friends 3
a:morale 2 d:morale 12 d:routing-friends 2
a:start-bases 8 a:bases 3 d:start-bases 6 d:bases 2 a:colonel
d:type skirmishers
d:type cavalry d:colonel a:colonel d:bases 2
a:bases 20 d:bases 3 d:colonel a:colonel
a:pins 20 d:pins 20
d:pins 20 a:colonel d:colonel
--vary attacker-bases=1..5 --vary defender-bases=1..5 a:colonel
--vary defender-type --need defender_routed@30%
EOF
if [ "$bad" -eq 0 ]; then
	echo "$n alike"
fi
