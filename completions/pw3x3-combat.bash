# bash completion for pw3x3-combat(1)

_pw3x3_combat()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local close="--attacker-quality --attacker-sp --attacker-support
		--attacker-general --attacker-cover --attacker-uphill
		--attacker-fortified --attacker-no-retreat
		--defender-quality --defender-sp --defender-support
		--defender-general --defender-cover --defender-uphill
		--defender-fortified --defender-no-retreat --flank"
	local artillery="--target --range --ranged-in --general --cover --moved"
	local common="-d --dice -s --seed -j --json -o --odds -e --exit-status
		-b --batch -n --repeat -T --tables -v --verbose -l --list
		-h --help -V --version"
	local words="$close $artillery" modes w

	# The modes and the values are the tool's own: ask it.
	modes=$("${COMP_WORDS[0]}" --list 2>/dev/null | awk '$1 == "mode" { $1 = ""; print }')
	# Once a mode word is on the line, only its options.
	for w in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
		case " $modes " in
		*" $w "*) modes=; [ "$w" = artillery ] && words=$artillery || words=$close ;;
		esac
	done

	case $prev in
	--attacker-quality|--defender-quality)
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --list 2>/dev/null |
			awk -v o="$prev" '$1 == o { $1 = ""; print }')" -- "$cur"))
		return ;;
	--target)
		# QUALITY[,general][,no-retreat][,sp=N]: the quality first.
		COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" --list 2>/dev/null |
			awk '$1 == "--attacker-quality" { $1 = ""; print }')" -- "$cur"))
		return ;;
	-T|--tables)
		COMPREPLY=($(compgen -d -- "$cur"))
		return ;;
	--attacker-sp|--defender-sp|--range|-d|--dice|-s|--seed|-n|--repeat)
		return ;;
	esac
	COMPREPLY=($(compgen -W "$modes $words $common" -- "$cur"))
}
complete -F _pw3x3_combat pw3x3-combat
