# bash completion for fpga-officer(1)

_fpga_officer()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local opts="--reason --ones
		-d --dice -s --seed -j --json -o --odds -e --exit-status
		-b --batch -n --repeat -T --tables -v --verbose -l --list
		-h --help -V --version"

	case $prev in
	--reason)
		# The values are the tool's own: ask it.
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --list 2>/dev/null |
			awk -v o="$prev" '$1 == o { $1 = ""; print }')" -- "$cur"))
		return ;;
	-T|--tables)
		COMPREPLY=($(compgen -d -- "$cur"))
		return ;;
	--ones|-d|--dice|-s|--seed|-n|--repeat)
		return ;;
	esac
	COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -F _fpga_officer fpga-officer
