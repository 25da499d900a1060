# Issue 32: either spelling where the sheets differ, from the suite's
# table tables/suite/spellings.csv (data, not C).  The Bolivar sheet and
# zones.csv write "manoeuvre"; "maneuver" (LIB's spelling) is the same
# zone: the same answer as --zone manoeuvre, checked.
$ bolivar-command --zone maneuver --action direction --resolve 4 --json
{"tool":"bolivar-command","inputs":{"mode":"check","resolve":"4","type":null,"commander_distance":null,"far":false,"zone":"manoeuvre","action":"direction","shooting":false},"dice":[],"outcome":"no_check","effect":"no command check needed","modifiers":[],"mode":"check","needed":false,"automatic_fail":null,"pool":null,"hit_on":null,"rolls":[],"hits":null,"passed":null}

$ bolivar-command --zone Maneuver --action direction --resolve 4
NO CHECK  manoeuvre zone: a change of direction needs no command check

# A near miss of either is still refused, naming the table's word.
$ bolivar-command --zone maneuvre --action direction
! bolivar-command: --zone: 'maneuvre' is not one of manoeuvre, threat, control, locked; did you mean manoeuvre?
[2]

# A house table's own spellings: a folder with its own
# suite/spellings.csv ("manouvre" meaning "manoeuvre").
$ cp -R "$TABLES" tables && printf 'spelling,means\nmanouvre,manoeuvre\n' >tables/suite/spellings.csv && bolivar-command -T tables --zone manouvre --action direction --resolve 4
NO CHECK  manoeuvre zone: a change of direction needs no command check
