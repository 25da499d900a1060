#!/bin/sh
# tests/cards.sh - make cards, and each card printed by headless Chromium
# is one page whose PDF title is the card's (issue 37, 3).  Needs
# chromium and pdfinfo (Debian poppler-utils): .ci/run installs them and
# runs it; not part of make check.
set -u
cd "$(dirname "$0")/.." || exit 2
for cmd in chromium pdfinfo; do
	command -v "$cmd" >/dev/null || { echo "cards: no $cmd"; exit 2; }
done
make -s cards >/dev/null || { echo "cards: make cards failed"; exit 1; }
status=0 n=0
for template in examples/*.md.in; do
	name=${template##*/}
	card=cards/${name%.md.in}
	title=$(sed -n 's/^# //p' "$template" | head -n 1)
	pages=$(pdfinfo "$card.pdf" | sed -n 's/^Pages: *//p')
	got=$(pdfinfo "$card.pdf" | sed -n 's/^Title: *//p')
	n=$((n + 1))
	if [ "$pages" != 1 ] || [ "$got" != "$title" ] || ! [ -s "$card.png" ]
	then
		echo "cards: $card.pdf: $pages pages, title '$got' (want 1, '$title')"
		status=1
	fi
done
[ $n -gt 0 ] || { echo "cards: no card"; exit 1; }
echo "cards: $n cards, each one page with its title"
exit $status
