# fish completion for fpga-officer(1)

# The values of an enumerated option are the tool's own: ask it.
function __fpga_officer_values
    fpga-officer --list 2>/dev/null | string match -r -- "^--$argv[1] .*" | string split ' ' | tail -n +2
end

complete -c fpga-officer -f
complete -c fpga-officer -l reason -x -a '(__fpga_officer_values reason)' -d 'why he rolls'
complete -c fpga-officer -l ones -x -d 'ones on his bonus dice'
complete -c fpga-officer -s d -l dice -x -d 'use these die results'
complete -c fpga-officer -s s -l seed -x -d 'seed the random generator'
complete -c fpga-officer -s j -l json -d 'print JSON'
complete -c fpga-officer -s o -l odds -d 'print the exact odds'
complete -c fpga-officer -s e -l exit-status -d 'make the outcome the exit status'
complete -c fpga-officer -s b -l batch -d 'one scenario a line from standard input'
complete -c fpga-officer -s n -l repeat -x -d 'resolve N times'
complete -c fpga-officer -s T -l tables -r -a '(__fish_complete_directories)' -d 'read the tables from DIR'
complete -c fpga-officer -s v -l verbose -d 'explain every modifier'
complete -c fpga-officer -s l -l list -d 'list the values of the options'
complete -c fpga-officer -s h -l help -d 'print the help'
complete -c fpga-officer -s V -l version -d 'print the version'
