#!/bin/sh
# --ask answers as --dice does (issue 35, 1): for every tool given, the
# JSON of each golden case that gives --dice (with no pipe, no
# --batch), run again with --ask and those dice typed one a line: each
# line short of its roll asks on, so the stages take them as they come.
# The answers must be the same, and --ask must have asked (its prompts
# on standard error) in every tool.
set -u
: "${TOP:?}"
cd "$TOP" || exit 1
status=0 cases=0
for tool in "$@"; do
	sed -n "s/^\\\$ $tool \\(.*--dice \\([0-9a-z,]*\\).*\\)\$/\\2 \\1/p" \
	    tests/"$tool"/*.t | grep -v -e '[|<>;&$`"'"'"'\\]' -e --batch \
	    -e --repeat -e --draws -e '--dice [0-9a-z,]* .*--dice ' \
	    -e --help -e --list |
	    sort -u | head -n 6 >"$TOP/.ask-$tool"
	asked=0
	while read -r list args; do
		want=$(./"$tool" $args --json 2>&1) || continue
		ask=$(printf '%s\n' "$args" | sed "s/--dice $list//")
		got=$(printf '%s\n' "$list" | tr , '\n' |
		    ./"$tool" $ask --ask --json 2>"$TOP/.ask-err")
		cases=$((cases + 1))
		[ -s "$TOP/.ask-err" ] && asked=$((asked + 1))
		if [ "$got" != "$want" ]; then
			echo "ask: $tool $args:"
			echo "  --dice: $want"
			echo "  --ask:  $got"
			sed 's/^/  stderr: /' "$TOP/.ask-err"
			status=1
		fi
	done <"$TOP/.ask-$tool"
	if [ $asked -eq 0 ]; then
		echo "ask: $tool: no case asked for its dice"
		status=1
	fi
	rm -f "$TOP/.ask-$tool" "$TOP/.ask-err"
done
exit $status
