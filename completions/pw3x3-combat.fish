# fish completion for pw3x3-combat(1)

# The modes and the values of an enumerated option are the tool's own:
# ask it for its --list line that starts with $argv[1].
function __pw3x3_combat_list
    pw3x3-combat --list 2>/dev/null | string match -r -- "^$argv[1] .*" | string split ' ' | tail -n +2
end

# Once a mode word is on the line, only its options.
function __pw3x3_combat_not_mode
    not __fish_seen_subcommand_from $argv
end

set -l close '__pw3x3_combat_not_mode artillery'
set -l artillery '__pw3x3_combat_not_mode close'

complete -c pw3x3-combat -f
complete -c pw3x3-combat -n '__pw3x3_combat_not_mode close artillery' -a '(__pw3x3_combat_list mode)'
complete -c pw3x3-combat -n $close -l attacker-quality -x -a '(__pw3x3_combat_list --attacker-quality)' -d "the attacker's quality"
complete -c pw3x3-combat -n $close -l attacker-sp -x -d "the attacker's SP"
complete -c pw3x3-combat -n $close -l attacker-support -d 'a friendly unit of the same type is with the attacker'
complete -c pw3x3-combat -n $close -l attacker-general -d 'a friendly General is with the attacker'
complete -c pw3x3-combat -n $close -l attacker-cover -d 'the attacker is in cover'
complete -c pw3x3-combat -n $close -l attacker-uphill -d 'the attacker is uphill'
complete -c pw3x3-combat -n $close -l attacker-fortified -d 'the attacker is in fortifications'
complete -c pw3x3-combat -n $close -l attacker-no-retreat -d 'the attacker cannot or will not retreat'
complete -c pw3x3-combat -n $close -l defender-quality -x -a '(__pw3x3_combat_list --defender-quality)' -d "the defender's quality"
complete -c pw3x3-combat -n $close -l defender-sp -x -d "the defender's SP"
complete -c pw3x3-combat -n $close -l defender-support -d 'a friendly unit of the same type is with the defender'
complete -c pw3x3-combat -n $close -l defender-general -d 'a friendly General is with the defender'
complete -c pw3x3-combat -n $close -l defender-cover -d 'the defender is in cover'
complete -c pw3x3-combat -n $close -l defender-uphill -d 'the defender is uphill'
complete -c pw3x3-combat -n $close -l defender-fortified -d 'the defender is in fortifications'
complete -c pw3x3-combat -n $close -l defender-no-retreat -d 'the defender cannot or will not retreat'
complete -c pw3x3-combat -n $close -l flank -d "the attacker strikes the defender's flank or rear"
complete -c pw3x3-combat -n $artillery -l target -x -a '(__pw3x3_combat_list --attacker-quality)' -d 'a unit in the target area: QUALITY[,general][,no-retreat][,sp=N]'
complete -c pw3x3-combat -n $artillery -l range -x -d 'grid areas to the target'
complete -c pw3x3-combat -n $artillery -l ranged-in -d 'fired at the same stationary target last turn'
complete -c pw3x3-combat -n $artillery -l general -d 'a friendly General is with the artillery'
complete -c pw3x3-combat -n $artillery -l cover -d 'the target is in cover or fortifications'
complete -c pw3x3-combat -n $artillery -l moved -d 'the artillery moved this turn'
complete -c pw3x3-combat -s d -l dice -x -d 'use these die results'
complete -c pw3x3-combat -s s -l seed -x -d 'seed the random generator'
complete -c pw3x3-combat -s j -l json -d 'print JSON'
complete -c pw3x3-combat -s o -l odds -d 'print the exact odds'
complete -c pw3x3-combat -s e -l exit-status -d 'make the outcome the exit status'
complete -c pw3x3-combat -s b -l batch -d 'one scenario a line from standard input'
complete -c pw3x3-combat -s n -l repeat -x -d 'resolve N times'
complete -c pw3x3-combat -s T -l tables -r -a '(__fish_complete_directories)' -d 'read the tables from DIR'
complete -c pw3x3-combat -s v -l verbose -d 'explain every modifier'
complete -c pw3x3-combat -s l -l list -d 'list the values of the options'
complete -c pw3x3-combat -s h -l help -d 'print the help'
complete -c pw3x3-combat -s V -l version -d 'print the version'
