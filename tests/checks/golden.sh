#!/bin/sh
# The golden driver (tests/golden) fails where it should: a wrong stdout
# line, status or stderr line, run directly or through sh -c, each gives
# its FAIL line and diff; a case that writes files leaves the next an
# empty folder; quoting and $TABLES are read as sh reads them; a program
# killed by a signal is told as sh told it; with $GOLDEN_SAMPLE, a plain
# case of options an earlier case had is passed over, a shell one is not.
# Uses bacw-order.
set -u
: "${TOP:?}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-golden.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
cat >"$tmp/cases.t" <<'CASES'
# passes, run directly: $TABLES, '' and "" quoting
$ bacw-order --tables "$TABLES" --pins '1' --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, 1 pin -1)
advance: fires and advances
pins 1 -> 0

$ bacw-order --pins 1 --dice 3,4
PASSED wrong

$ bacw-order --pins x
! bacw-order: --pins: not a number
[3]

$ bacw-order --pins x 2>&1 >/dev/null | cat >&2; exit 2
! something else
[2]

$ mkdir -p t/s && touch t/s/x u && ls
t
u

$ ls -A

$ no-such-tool
! sh: 1: no-such-tool: not found
[127]

$ sh -c 'kill -9 $$'
CASES
cat >"$tmp/expected" <<'EXPECTED'
FAIL cases.t:7: bacw-order --pins 1 --dice 3,4
  stdout @@ -1 +1,3 @@
  stdout -PASSED wrong
  stdout +PASS  rolled 3+4=7 vs 7 (regular 8, 1 pin -1)
  stdout +advance: fires and advances
  stdout +pins 1 -> 0
FAIL cases.t:10: bacw-order --pins x
  stderr @@ -1 +1 @@
  stderr -bacw-order: --pins: not a number
  stderr +bacw-order: --pins: 'x' is not a number
  status 3 expected, got 2
FAIL cases.t:14: bacw-order --pins x 2>&1 >/dev/null | cat >&2; exit 2
  stderr @@ -1 +1 @@
  stderr -something else
  stderr +bacw-order: --pins: 'x' is not a number
FAIL cases.t:28: sh -c 'kill -9 $$'
  stderr @@ -0,0 +1 @@
  stderr +Killed
  status 0 expected, got 137
4 passed, 4 failed
EXPECTED
mkdir "$tmp/scratch"
(cd "$tmp" && "$TOP/tests/golden" "$tmp/scratch" cases.t) >"$tmp/got" 2>&1
rc=$?
status=0
[ $rc -eq 1 ] || { echo "tests/golden exited $rc, not 1"; status=1; }
diff -u "$tmp/expected" "$tmp/got" || status=1

cat >"$tmp/sampled.t" <<'CASES'
$ bacw-order --pins 1 --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, 1 pin -1)
advance: fires and advances
pins 1 -> 0

$ bacw-order --dice=6,6 --pins 2 --pins 3
not run: the options of the case above

$ bacw-order --dice 6,6 --pins 2 --colonel
wrong

$ bacw-order --pins 1 --dice 3,4 | head -n 1
wrong
CASES
(cd "$tmp" && GOLDEN_SAMPLE=1 "$TOP/tests/golden" "$tmp/scratch" \
	sampled.t) >"$tmp/got" 2>&1
sed -n '$p; /^FAIL/p' "$tmp/got" >"$tmp/fails"
printf '%s\n' 'FAIL sampled.t:9: bacw-order --dice 6,6 --pins 2 --colonel' \
	'FAIL sampled.t:12: bacw-order --pins 1 --dice 3,4 | head -n 1' \
	'1 passed, 2 failed' | diff -u - "$tmp/fails" || status=1
exit $status
