# bash completion for bolivar-shoot(1)

_bolivar_shoot()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local opts="--unit --range --resolve --stand --formation --crowded
		--difficult --oblique --target --target-in --deep --first-fire
		-d --dice -s --seed -j --json -o --odds -e --exit-status
		-b --batch -n --repeat -T --tables -v --verbose -l --list
		-h --help -V --version"

	case $prev in
	--unit|--stand|--formation|--target|--target-in)
		# The values are the tables' own: ask the tool.
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --list 2>/dev/null |
			awk -v o="$prev" '$1 == o { $1 = ""; print }')" -- "$cur"))
		return ;;
	-T|--tables)
		COMPREPLY=($(compgen -d -- "$cur"))
		return ;;
	--range|--resolve|-d|--dice|-s|--seed|-n|--repeat)
		return ;;
	esac
	COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -F _bolivar_shoot bolivar-shoot
