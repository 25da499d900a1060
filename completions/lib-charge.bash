# bash completion for lib-charge(1)

_lib_charge()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local opts="--attacker --attacker-condition --attacker-outnumbered
		--attacker-guns --attacker-disordered --attacker-leader
		--attacker-gaucho --attacker-cavalry --attacker-cold-steel
		--attacker-stationary
		--defender --defender-condition --defender-outnumbered
		--defender-guns --defender-disordered --defender-leader
		--defender-gaucho --defender-cavalry --defender-countercharge
		--defender-formation --defender-outflanked --defender-ground
		--terrain
		-d --dice -s --seed -j --json -o --odds -e --exit-status
		-b --batch -n --repeat -T --tables -v --verbose -l --list
		-h --help -V --version"

	case $prev in
	--attacker|--attacker-condition|--attacker-outnumbered|--attacker-guns|\
	--defender|--defender-condition|--defender-outnumbered|--defender-guns|\
	--defender-formation|--defender-ground|--terrain)
		# The values are the tables' own: ask the tool.
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --list 2>/dev/null |
			awk -v o="$prev" '$1 == o { $1 = ""; print }')" -- "$cur"))
		return ;;
	-T|--tables)
		COMPREPLY=($(compgen -d -- "$cur"))
		return ;;
	-d|--dice|-s|--seed|-n|--repeat)
		return ;;
	esac
	COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -F _lib_charge lib-charge
