# fish completion for lib-charge(1)

# The values of an enumerated option are the tables' own: ask the tool.
function __lib_charge_values
    lib-charge --list 2>/dev/null | string match -r -- "^--$argv[1] .*" | string split ' ' | tail -n +2
end

complete -c lib-charge -f
complete -c lib-charge -l attacker -x -a '(__lib_charge_values attacker)' -d "the attacker's quality"
complete -c lib-charge -l attacker-condition -x -a '(__lib_charge_values attacker-condition)' -d 'fresh, worn or spent'
complete -c lib-charge -l attacker-outnumbered -x -a '(__lib_charge_values attacker-outnumbered)' -d 'outnumbered 3:2, 2:1 or 3:1'
complete -c lib-charge -l attacker-guns -x -a '(__lib_charge_values attacker-guns)' -d 'guns, supported or unsupported'
complete -c lib-charge -l attacker-disordered -d 'disordered troops or a silenced gun'
complete -c lib-charge -l attacker-leader -d 'a brave colonel or leader attached'
complete -c lib-charge -l attacker-gaucho -d 'gaucho cavalry'
complete -c lib-charge -l attacker-cavalry -d 'a cavalry charge'
complete -c lib-charge -l attacker-cold-steel -d 'cold steel, lancers or breakthrough'
complete -c lib-charge -l attacker-stationary -d 'cavalry charging from a stand'
complete -c lib-charge -l defender -x -a '(__lib_charge_values defender)' -d "the defender's quality"
complete -c lib-charge -l defender-condition -x -a '(__lib_charge_values defender-condition)' -d 'fresh, worn or spent'
complete -c lib-charge -l defender-outnumbered -x -a '(__lib_charge_values defender-outnumbered)' -d 'outnumbered 3:2, 2:1 or 3:1'
complete -c lib-charge -l defender-guns -x -a '(__lib_charge_values defender-guns)' -d 'guns, supported or unsupported'
complete -c lib-charge -l defender-disordered -d 'disordered troops or a silenced gun'
complete -c lib-charge -l defender-leader -d 'a brave colonel or leader attached'
complete -c lib-charge -l defender-gaucho -d 'gaucho cavalry'
complete -c lib-charge -l defender-cavalry -d 'the defender is cavalry'
complete -c lib-charge -l defender-countercharge -d 'the defending cavalry countercharges'
complete -c lib-charge -l defender-formation -x -a '(__lib_charge_values defender-formation)' -d "the defender's formation"
complete -c lib-charge -l defender-outflanked -d 'the defender is outflanked'
complete -c lib-charge -l defender-ground -x -a '(__lib_charge_values defender-ground)' -d 'favourable, strong or fortified'
complete -c lib-charge -l terrain -x -a '(__lib_charge_values terrain)' -d 'the ground charged over'
complete -c lib-charge -s d -l dice -x -d 'use these die results'
complete -c lib-charge -s s -l seed -x -d 'seed the random generator'
complete -c lib-charge -s j -l json -d 'print JSON'
complete -c lib-charge -s o -l odds -d 'print the exact odds'
complete -c lib-charge -s e -l exit-status -d 'make the outcome the exit status'
complete -c lib-charge -s b -l batch -d 'one scenario a line from standard input'
complete -c lib-charge -s n -l repeat -x -d 'resolve N times'
complete -c lib-charge -s T -l tables -r -a '(__fish_complete_directories)' -d 'read the tables from DIR'
complete -c lib-charge -s v -l verbose -d 'explain every modifier'
complete -c lib-charge -s l -l list -d 'list the values of the options'
complete -c lib-charge -s h -l help -d 'print the help'
complete -c lib-charge -s V -l version -d 'print the version'
