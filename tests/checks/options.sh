#!/bin/sh
# Each tool's options, as its --help gives them, are exactly those its man
# page, its usage line and its bash, zsh and fish completions offer, and
# its completions offer the values --list gives.
set -u
status=0
say() { echo "$*"; status=1; }

# "--json" words of the tool's own help (short options folded away).
help_options() {
	"$1" --help | sed -n 's/^  \(-., \)\{0,1\}\(--[a-z][a-z-]*\).*/\2/p' | sort
}

for tool in "$@"; do
	help=$(help_options "$tool")
	own=$("$tool" --help | sed -n '/^  --/s/^  \(--[a-z][a-z-]*\).*/\1/p' | sort)

	usage=$("$tool" --help | head -n 1 | grep -o -- '--[a-z][a-z-]*' | sort -u)
	[ "$usage" = "$own" ] || say "$tool: usage line options differ from --help: $(echo $usage) / $(echo $own)"

	man=$(sed -n '/^\.Sh SYNOPSIS/,/^\.Sh/p' "$TOP/man/$tool.1" |
		grep -o 'Fl \\-[a-z][a-z\\-]*' | sed 's/Fl \\-/--/; s/\\-/-/g' | sort -u)
	[ "$man" = "$own" ] || say "$tool: man SYNOPSIS options differ from --help: $(echo $man) / $(echo $own)"
	for o in $own; do
		# --brigade-commander is written ".It Fl \-brigade\-commander".
		item=".It Fl $(printf '%s' "${o#-}" | sed 's/-/\\-/g')"
		awk -v item="$item" '$0 == item || index($0, item " ") == 1 { found = 1 }
			END { exit !found }' "$TOP/man/$tool.1" \
			|| say "$tool: man page does not describe $o"
	done

	bash=$(bash -c '
		. "$1"; COMP_WORDS=("$2" --); COMP_CWORD=1
		f=$(complete -p "$2" | sed "s/.*-F \([^ ]*\).*/\1/"); $f
		printf "%s\n" "${COMPREPLY[@]}"' sh "$TOP/completions/$tool.bash" "$tool" | sort)
	[ "$bash" = "$help" ] || say "$tool: bash completes $(echo $bash), --help has $(echo $help)"

	zsh=$(grep -o -- "--[a-z][a-z-]*[[}]" "$TOP/completions/_$tool" | tr -d '[}' | sort -u)
	[ "$zsh" = "$help" ] || say "$tool: zsh completes $(echo $zsh), --help has $(echo $help)"

	if command -v fish >/dev/null 2>&1; then
		fish=$(fish -c "source $TOP/completions/$tool.fish; complete -C'$tool --'" |
			cut -f 1 | sort)
	else
		fish=$(grep -o -- "-l [a-z][a-z-]*" "$TOP/completions/$tool.fish" |
			sed 's/-l /--/' | sort)
	fi
	[ "$fish" = "$help" ] || say "$tool: fish completes $(echo $fish), --help has $(echo $help)"

	# The values of every enumerated option, through bash and fish.
	"$tool" --list | grep '^--' | while read -r option values; do
		want=$(printf '%s\n' $values | sort)
		got=$(bash -c '
			. "$1"; COMP_WORDS=("$2" "$3" ""); COMP_CWORD=2
			f=$(complete -p "$2" | sed "s/.*-F \([^ ]*\).*/\1/"); $f
			printf "%s\n" "${COMPREPLY[@]}"' sh "$TOP/completions/$tool.bash" \
			"$tool" "$option" | sort)
		[ "$got" = "$want" ] || echo "$tool: bash completes $option with $(echo $got), --list has $(echo $want)"
		if command -v fish >/dev/null 2>&1; then
			got=$(fish -c "source $TOP/completions/$tool.fish; complete -C'$tool $option '" |
				cut -f 1 | sort)
			[ "$got" = "$want" ] || echo "$tool: fish completes $option with $(echo $got), --list has $(echo $want)"
		fi
		grep -q -- "^[[:space:]]*'$option\[.*:_[a-z0-9_]*_values ${option#--}'" \
			"$TOP/completions/_$tool" \
			|| echo "$tool: zsh does not complete the values of $option"
	done | grep . && status=1
done
exit $status
