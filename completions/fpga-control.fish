# fish completion for fpga-control(1)

# The values of an enumerated option are the tool's own: ask it.
function __fpga_control_values
    fpga-control --list 2>/dev/null | string match -r -- "^--$argv[1] .*" | string split ' ' | tail -n +2
end

complete -c fpga-control -f
complete -c fpga-control -l cd -x -d 'command dice from the army commander'
complete -c fpga-control -l mod -x -d "the sub-commander's personality modifier"
complete -c fpga-control -l enemy -x -a '(__fpga_control_values enemy)' -d 'whether an enemy is within 20"'
complete -c fpga-control -l enemy-distance -x -d 'how far the nearest enemy is'
complete -c fpga-control -l commander-distance -x -d 'how far the army commander is'
complete -c fpga-control -l pick -x -a '(__fpga_control_values pick)' -d 'keep the highest or the lowest dice'
complete -c fpga-control -l want -x -a '(__fpga_control_values want)' -d 'keep dice giving this status'
complete -c fpga-control -l inactive -d 'choose Inactive without rolling'
complete -c fpga-control -s d -l dice -x -d 'use these die results'
complete -c fpga-control -s s -l seed -x -d 'seed the random generator'
complete -c fpga-control -s j -l json -d 'print JSON'
complete -c fpga-control -s o -l odds -d 'print the exact odds'
complete -c fpga-control -s e -l exit-status -d 'make the outcome the exit status'
complete -c fpga-control -s b -l batch -d 'one scenario a line from standard input'
complete -c fpga-control -s n -l repeat -x -d 'resolve N times'
complete -c fpga-control -s T -l tables -r -a '(__fish_complete_directories)' -d 'read the tables from DIR'
complete -c fpga-control -s v -l verbose -d 'explain every modifier'
complete -c fpga-control -s l -l list -d 'list the values of the options'
complete -c fpga-control -s h -l help -d 'print the help'
complete -c fpga-control -s V -l version -d 'print the version'
