#!/bin/sh
# The play aids under examples/ are what make examples makes now: a
# change to a tool or a shipped table that moves a card fails here until
# the card is made again and committed.
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-examples.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
for template in "$TOP"/examples/*.md.in; do
	card=${template%.in}
	if ! sh "$TOP/examples/card" "$template" >"$tmp/card" 2>"$tmp/err"; then
		echo "examples/${template##*/}: $(cat "$tmp/err")"
		status=1
	elif ! diff -u "$card" "$tmp/card" >"$tmp/diff"; then
		echo "examples/${card##*/} is stale: make examples"
		cat "$tmp/diff"
		status=1
	fi
done
exit $status
