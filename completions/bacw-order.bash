# bash completion for bacw-order(1)

_bacw_order()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local opts="--morale --pins --colonel --brigade-commander
		--army-commander --order --reason
		-d --dice -s --seed -j --json -o --odds -e --exit-status
		-b --batch -n --repeat -T --tables -v --verbose -l --list
		-h --help -V --version"

	case $prev in
	--morale|--order|--reason)
		# The values are the tables' own: ask the tool.
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --list 2>/dev/null |
			awk -v o="$prev" '$1 == o { $1 = ""; print }')" -- "$cur"))
		return ;;
	-T|--tables)
		COMPREPLY=($(compgen -d -- "$cur"))
		return ;;
	--pins|-d|--dice|-s|--seed|-n|--repeat)
		return ;;
	esac
	COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -F _bacw_order bacw-order
