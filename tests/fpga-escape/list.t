# --list offers only the values the tool takes (issue 32, 7): a house
# table where infantry evades offers it as --evader-type ...
$ mkdir -p t/fpga && sed 's/^infantry,0,no,no$/infantry,0,yes,no/' "$TABLES/fpga/escape-evade.csv" >t/fpga/escape-evade.csv && fpga-escape -T t --list | grep -e '^--evader-type '
--evader-type heavy light cossack infantry

# ... and takes it (by hand: infantry 4+0 against heavy 2+0, modifiers
# of the table, beats it).
$ mkdir -p t/fpga && sed 's/^infantry,0,no,no$/infantry,0,yes,no/' "$TABLES/fpga/escape-evade.csv" >t/fpga/escape-evade.csv && fpga-escape -T t cavalry --evader infantry --pursuer heavy --dice 4,2 | head -n 1
ESCAPED  infantry 4 against heavy 2

# The shipped one refuses it, and does not offer it.
$ fpga-escape cavalry --evader infantry --pursuer heavy --dice 4,2
! fpga-escape: --evader-type infantry: it does not evade (fpga/escape-evade.csv:5)
[2]

# --help gives the same values as --list.
$ fpga-escape --help | grep -A1 -e '^  --evader-type '
  --evader-type TYPE           the cavalry that evades (needed): heavy, light,
                               cossack
