# The options each mode needs.
$ fpga-escape --attacker infantry
! fpga-escape: give --battery-type TYPE
[2]

$ fpga-escape --battery foot
! fpga-escape: give --attacker-type infantry|cavalry
[2]

$ fpga-escape cavalry --pursuer heavy
! fpga-escape: give --evader-type TYPE
[2]

$ fpga-escape cavalry --evader light
! fpga-escape: give --pursuer-type TYPE
[2]

# Values from the tables, and the choices.
$ fpga-escape --battery field --attacker infantry
! fpga-escape: --battery-type: 'field' is not one of foot, horse
[2]

$ fpga-escape --battery foot --attacker artillery
! fpga-escape: --attacker-type: 'artillery' is not one of infantry, cavalry
[2]

$ fpga-escape cavalry --evader dragoon --pursuer heavy
! fpga-escape: --evader-type: 'dragoon' is not one of heavy, light, cossack, infantry, artillery
[2]

# A mode's options are not the other's.
$ fpga-escape --battery foot --attacker infantry --evader light
! fpga-escape: --evader-type goes with cavalry, not artillery
[2]

$ fpga-escape cavalry --evader light --pursuer heavy --battery foot
! fpga-escape: --battery-type goes with artillery, not cavalry
[2]

$ fpga-escape horse --battery foot
! fpga-escape: 'horse' is not a mode: one of artillery, cavalry
[2]

# Only cavalry evades (the evades column).
$ fpga-escape cavalry --evader infantry --pursuer heavy
! fpga-escape: --evader-type infantry: it does not evade (fpga/escape-evade.csv:5)
[2]

$ fpga-escape cavalry --evader artillery --pursuer heavy
! fpga-escape: --evader-type artillery: it does not evade (fpga/escape-evade.csv:6)
[2]

# Dice: too few, off the die, too many; a tie needs another pair.
$ fpga-escape --battery foot --attacker infantry --dice 3
! fpga-escape: --dice: needs 1 more die: escape (2d6)
[2]

$ fpga-escape --battery foot --attacker infantry --dice 3,7
! fpga-escape: --dice: die 2 is 7, off a d6 (escape)
[2]

$ fpga-escape --battery foot --attacker infantry --dice 3,3,3
! fpga-escape: --dice: 3 dice given, only 2 used
[2]

$ fpga-escape cavalry --evader heavy --pursuer heavy --dice 3,3
! fpga-escape: --dice: needs 1 more die: evader (1d6)
[2]

$ fpga-escape cavalry --evader heavy --pursuer heavy --dice 3,4,5
! fpga-escape: --dice: 3 dice given, only 2 used
[2]

# Tables: the comparison, the hit rule, the tie rule, one row each.
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && sed -i 's/,lt,/,lower,/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry
! fpga-escape: t/fpga/escape-artillery.csv:2:3: 'lower' is not lt (the total less than the number) or le (at most the number)
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && sed -i 's/either-odd/any-odd/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry
! fpga-escape: t/fpga/escape-artillery.csv:2:4: 'any-odd' is not either-odd, either-one or doubles
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-cavalry.csv" t/fpga/ && sed -i 's/reroll/again/' t/fpga/escape-cavalry.csv && fpga-escape --tables t cavalry --evader light --pursuer heavy
! fpga-escape: t/fpga/escape-cavalry.csv:2:2: 'again' is not reroll, pursuer or evader
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && echo 2,6,lt,either-odd,1 >>t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry
! fpga-escape: t/fpga/escape-artillery.csv:3: needs exactly 1 row: the escape roll
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-cavalry.csv" t/fpga/ && echo 6,reroll >>t/fpga/escape-cavalry.csv && fpga-escape --tables t cavalry --evader light --pursuer heavy
! fpga-escape: t/fpga/escape-cavalry.csv:3: needs exactly 1 row: the evade roll
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-evade.csv" t/fpga/ && sed -i 's/^light,1,/light,x,/' t/fpga/escape-evade.csv && fpga-escape --tables t cavalry --evader light --pursuer heavy
! fpga-escape: t/fpga/escape-evade.csv:3:2: 'x' is not a number
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-battery.csv" t/fpga/ && sed -i 's/^horse,9,/horse,,/' t/fpga/escape-battery.csv && fpga-escape --tables t --battery foot --attacker infantry
! fpga-escape: t/fpga/escape-battery.csv:3:2: '' is empty
[3]

# escape-combat.csv names fpga-combat's units, checked against
# combat-units.csv at load: a name it lacks, and a unit that does not
# fight a combat, are refused at their cell rather than written into the
# follow-up command fpga-combat would refuse.
$ cp -R "$TABLES" t && sed -i 's/^heavy,heavy-cavalry$/heavy,dragoons/' t/fpga/escape-combat.csv && fpga-escape --tables t cavalry --evader light --pursuer heavy
! fpga-escape: t/fpga/escape-combat.csv:2:2: 'dragoons' is not a unit of t/fpga/combat-units.csv
[3]

$ cp -R "$TABLES" t && sed -i 's/^infantry,infantry$/infantry,artillery/' t/fpga/escape-combat.csv && fpga-escape --tables t --battery foot --attacker infantry
! fpga-escape: t/fpga/escape-combat.csv:5:2: 'artillery' does not fight a combat (fpga/combat-units.csv:5)
[3]

# The names are fpga-combat's own: a house table that renames a unit in
# both files is taken, and the follow-up names it.
$ cp -R "$TABLES" t && sed -i 's/^heavy-cavalry,/cuirassiers,/' t/fpga/combat-units.csv && sed -i 's/^heavy,heavy-cavalry$/heavy,cuirassiers/' t/fpga/escape-combat.csv && fpga-escape --tables t cavalry --evader light --pursuer heavy --dice 1,6
CAUGHT  light 1+1 = 2 against heavy 6
combat follows: fpga-combat --tables t --attacker-type cuirassiers --defender-type light-cavalry (add --attacker-pool: the pursuer's combat dice; --defender-pool: the evader's combat dice)
