#!/bin/sh
# Every tool has all the parts the checklist of src/lib/tool.h names:
# its source, man page, tests (golden cases and a demo), bench file,
# line in the README's table of tools and completions, and its tables
# are there: --list and each demo line run on the shipped tables
# without a word on stderr.
set -u
: "${TOP:?}"
status=0
say() { echo "$*"; status=1; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/musket-parts.XXXXXX") || exit 2
trap 'rm -rf "$scratch"' EXIT INT TERM

for tool in "$@"; do
	for part in "src/$tool.c" "man/$tool.1" "tests/$tool/demo" \
	    "bench/$tool.bench" "completions/$tool.bash" \
	    "completions/_$tool" "completions/$tool.fish"; do
		[ -s "$TOP/$part" ] || say "$tool: no $part"
	done
	for t in "$TOP/tests/$tool"/*.t; do break; done
	[ -f "$t" ] || say "$tool: no tests/$tool/*.t"
	grep -Fq "| \`$tool\` |" "$TOP/README.md" ||
		say "$tool: no line in README.md's table of tools"

	(cd "$scratch" && "$tool" --list) >/dev/null 2>"$scratch/err" ||
		say "$tool: --list fails: $(head -n 1 "$scratch/err")"
	demos=0
	[ -f "$TOP/tests/$tool/demo" ] || continue
	while IFS= read -r line; do
		case $line in ''|'#'*) continue ;; esac
		demos=$((demos + 1))
		(cd "$scratch" && sh -c "$line") </dev/null >/dev/null \
		    2>"$scratch/err"
		rc=$?
		[ $rc -le 1 ] && [ ! -s "$scratch/err" ] ||
			say "$tool: demo \"$line\" exits $rc:" \
			    "$(head -n 1 "$scratch/err")"
	done <"$TOP/tests/$tool/demo"
	[ $demos -gt 0 ] || say "$tool: tests/$tool/demo runs nothing"
done
exit $status
