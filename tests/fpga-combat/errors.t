# Each side's own dice are needed, 1 to 30.
$ fpga-combat --defender-pool 2

$ fpga-combat --attacker-pool 2

$ fpga-combat --attacker-pool 0 --defender-pool 2

$ fpga-combat --attacker-pool 31 --defender-pool 2

$ fpga-combat --attacker-pool two --defender-pool 2

# Units: artillery does not fight a combat; unknown units are refused.
$ fpga-combat --attacker artillery --attacker-pool 2 --defender-pool 2

$ fpga-combat --attacker-pool 2 --defender artillery --defender-pool 2

$ fpga-combat --attacker dragoons --attacker-pool 2 --defender-pool 2

# Bonus dice: a die a point of a Personality modifier, at most 3.
$ fpga-combat --attacker-pool 2 --attacker-bonus 4 --defender-pool 2

$ fpga-combat --attacker-pool 2 --defender-pool 2 --defender-bonus -1

# Options.
$ fpga-combat --attacker-pool 2 --defender-pool 2 --attacker-flank

$ fpga-combat --attacker-pool 2 --defender-pool 2 --attacker-cd=yes

$ fpga-combat --attacker-pool 2 --defender-pool 2 --attacker-pool 3

# The dice: the defender's pool, a re-roll, an officer's roll missing;
# too many; off the die.
$ fpga-combat --attacker-pool 2 --defender-pool 2 --dice 5,5,5

$ fpga-combat --attacker-pool 2 --defender-pool 1 --defender-flanked --dice 5,1

$ fpga-combat --attacker-pool 1 --attacker-bonus 1 --defender-pool 1 --dice 5,1,2,6

$ fpga-combat --attacker-pool 1 --defender-pool 1 --dice 5,1,2

$ fpga-combat --attacker-pool 1 --defender-pool 1 --dice 5,9

$ fpga-combat --attacker-pool 1 --defender-pool 1 --odds --dice 5,1

# Tables: a combat with no to-hit row, a role, a cover or a roller that
# is none, a hit number off the die, a bonus against no unit, an extra
# or a condition row missing, a kind that is none, a re-roll that a one
# would pass (the officer counts ones), the officer's table missing.
$ cp -R "$TABLES" t && sed -i '/^cavalry,any,any,any,5$/d' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && sed -i 's/^infantry,attacker,cavalry/infantry,charger,cavalry/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && sed -i 's/^cavalry,any,any,yes,6$/cavalry,any,any,maybe,6/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && sed -i 's/^cavalry,any,any,yes,6$/hussars,any,any,yes,6/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && sed -i 's/^cavalry,any,any,yes,6$/cavalry,any,any,yes,7/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && sed -i 's/,light-cavalry$/,lancers/' t/fpga/combat-units.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && sed -i '/^mx,/d' t/fpga/combat-extra-dice.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && sed -i '/^flanked,/d' t/fpga/combat-conditions.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && sed -i 's/^flanked,bonus,/flanked,boon,/' t/fpga/combat-conditions.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && sed -i 's/^combat,penalty,hits,4,/combat,penalty,hits,1,/' t/fpga/rerolls.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2

$ cp -R "$TABLES" t && rm t/fpga/officer.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
