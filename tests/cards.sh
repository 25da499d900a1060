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

# --format html's page (issue 37, 2) printed on US Letter (Chromium's
# own paper) and on A4 (the page's @page given A4's size): one page
# each, its title the answer's first line.
profile=$(mktemp -d "${TMPDIR:-/tmp}/musket-page.XXXXXX") || exit 2
trap 'rm -rf "$profile"' EXIT
set -- --odds --vary attacker-quality
./lib-charge "$@" --format html >"$profile/letter.html" &&
sed 's/^@page { /&size: A4; /' "$profile/letter.html" >"$profile/a4.html" ||
	{ echo "cards: lib-charge --format html failed"; exit 1; }
title=$(./lib-charge "$@" | head -n 1)
for paper in letter a4; do
	chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
	    --user-data-dir="$profile/chromium" --no-pdf-header-footer \
	    --print-to-pdf="$profile/$paper.pdf" "file://$profile/$paper.html" \
	    >"$profile/log" 2>&1 || { cat "$profile/log"; exit 1; }
	pages=$(pdfinfo "$profile/$paper.pdf" | sed -n 's/^Pages: *//p')
	got=$(pdfinfo "$profile/$paper.pdf" | sed -n 's/^Title: *//p')
	size=$(pdfinfo "$profile/$paper.pdf" | sed -n 's/^Page size: *//p')
	case $paper:$size in
	letter:*letter*|a4:*A4*) ;;
	*) echo "cards: the $paper page printed on $size"; status=1 ;;
	esac
	if [ "$pages" != 1 ] || [ "$got" != "$title" ]; then
		echo "cards: lib-charge $* --format html on $paper:" \
		    "$pages pages, title '$got' (want 1, '$title')"
		status=1
	fi
done
[ $status = 0 ] &&
	echo "cards: lib-charge's --format html page, one page on Letter and A4"
exit $status
