#!/bin/sh
# The README stays short and says what a new user needs (issue 32):
# the two commands .ci/run takes as a new user's path, that a tool runs
# as ./TOOL until installed, how to switch completions on for any
# PREFIX in each shell, and a house-rules recipe that names no fixed
# prefix; the per-tool detail lives in the man pages.
set -u
: "${TOP:?}"
readme=$TOP/README.md
status=0
say() { echo "README.md: $*"; status=1; }
lines=$(wc -l <"$readme")
[ "$lines" -le 150 ] ||
	say "$lines lines: the per-tool detail belongs in the man pages"
for want in '    make deps demo ' '    make check ' '    make install ' \
    '`./bacw-order' XDG_DATA_DIRS 'fpath=' fish_complete_path \
    'man musket'; do
	grep -qF -- "$want" "$readme" || say "does not say '$want'"
done
! grep -n '/usr/local/share/musket' "$readme" ||
	say "the house-rules recipe hard-codes /usr/local"
exit $status
