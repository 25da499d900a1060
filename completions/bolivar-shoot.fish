# fish completion for bolivar-shoot(1)

# The values of an enumerated option are the tables' own: ask the tool.
function __bolivar_shoot_values
    bolivar-shoot --list 2>/dev/null | string match -r -- "^--$argv[1] .*" | string split ' ' | tail -n +2
end

complete -c bolivar-shoot -f
complete -c bolivar-shoot -l unit -x -a '(__bolivar_shoot_values unit)' -d 'the shooting unit'
complete -c bolivar-shoot -l range -x -d 'distance to the target in TUM'
complete -c bolivar-shoot -l resolve -x -d 'current resolve'
complete -c bolivar-shoot -l stand -x -a '(__bolivar_shoot_values stand)' -d 'the fighter stand that shoots'
complete -c bolivar-shoot -l formation -x -a '(__bolivar_shoot_values formation)' -d "the shooters' formation"
complete -c bolivar-shoot -l crowded -d 'the shooting line or column is crowded'
complete -c bolivar-shoot -l difficult -d 'the shooters are in difficult terrain'
complete -c bolivar-shoot -l oblique -d 'the target is not directly to the front'
complete -c bolivar-shoot -l target -x -a '(__bolivar_shoot_values target)' -d 'what the target is'
complete -c bolivar-shoot -l target-in -x -a '(__bolivar_shoot_values target-in)' -d 'where the target is'
complete -c bolivar-shoot -l deep -d 'the target is deep: column, enfiladed line, march'
complete -c bolivar-shoot -l first-fire -d 'the unit shoots for the first time'
complete -c bolivar-shoot -s d -l dice -x -d 'use these die results'
complete -c bolivar-shoot -s s -l seed -x -d 'seed the random generator'
complete -c bolivar-shoot -s j -l json -d 'print JSON'
complete -c bolivar-shoot -s o -l odds -d 'print the exact odds'
complete -c bolivar-shoot -s e -l exit-status -d 'make the outcome the exit status'
complete -c bolivar-shoot -s b -l batch -d 'one scenario a line from standard input'
complete -c bolivar-shoot -s n -l repeat -x -d 'resolve N times'
complete -c bolivar-shoot -s T -l tables -r -a '(__fish_complete_directories)' -d 'read the tables from DIR'
complete -c bolivar-shoot -s v -l verbose -d 'explain every modifier'
complete -c bolivar-shoot -s l -l list -d 'list the values of the options'
complete -c bolivar-shoot -s h -l help -d 'print the help'
complete -c bolivar-shoot -s V -l version -d 'print the version'
