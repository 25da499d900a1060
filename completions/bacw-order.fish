# fish completion for bacw-order(1)

# The values of an enumerated option are the tables' own: ask the tool.
function __bacw_order_values
    bacw-order --list 2>/dev/null | string match -r -- "^--$argv[1] .*" | string split ' ' | tail -n +2
end

complete -c bacw-order -f
complete -c bacw-order -l morale -x -a '(__bacw_order_values morale)' -d 'base morale: experience or a number'
complete -c bacw-order -l pins -x -d 'pins on the unit'
complete -c bacw-order -l colonel -d 'the colonel is with the unit'
complete -c bacw-order -l brigade-commander -d 'its brigade commander is within 6"'
complete -c bacw-order -l army-commander -d 'the army commander is within 12"'
complete -c bacw-order -l order -x -a '(__bacw_order_values order)' -d 'the order given'
complete -c bacw-order -l reason -x -a '(__bacw_order_values reason)' -d 'another occasion for a test'
complete -c bacw-order -s d -l dice -x -d 'use these die results'
complete -c bacw-order -s s -l seed -x -d 'seed the random generator'
complete -c bacw-order -s j -l json -d 'print JSON'
complete -c bacw-order -s o -l odds -d 'print the exact odds'
complete -c bacw-order -s e -l exit-status -d 'make the outcome the exit status'
complete -c bacw-order -s b -l batch -d 'one scenario a line from standard input'
complete -c bacw-order -s n -l repeat -x -d 'resolve N times'
complete -c bacw-order -s T -l tables -r -a '(__fish_complete_directories)' -d 'read the tables from DIR'
complete -c bacw-order -s v -l verbose -d 'explain every modifier'
complete -c bacw-order -s l -l list -d 'list the values of the options'
complete -c bacw-order -s h -l help -d 'print the help'
complete -c bacw-order -s V -l version -d 'print the version'
