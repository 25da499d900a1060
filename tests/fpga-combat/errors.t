# Each side's own dice are needed, 1 to 30.
$ fpga-combat --defender-pool 2
! fpga-combat: give --attacker-pool N
[2]

$ fpga-combat --attacker-pool 2
! fpga-combat: give --defender-pool N
[2]

$ fpga-combat --attacker-pool 0 --defender-pool 2
! fpga-combat: --attacker-pool: '0' is below the minimum 1
[2]

$ fpga-combat --attacker-pool 31 --defender-pool 2
! fpga-combat: --attacker-pool: '31' is above the maximum 30
[2]

$ fpga-combat --attacker-pool two --defender-pool 2
! fpga-combat: --attacker-pool: 'two' is not a number
[2]

# Units: artillery does not fight a combat; unknown units are refused.
$ fpga-combat --attacker artillery --attacker-pool 2 --defender-pool 2
! fpga-combat: --attacker-type artillery: it does not fight a combat (fpga/combat-units.csv:5)
[2]

$ fpga-combat --attacker-pool 2 --defender artillery --defender-pool 2
! fpga-combat: --defender-type artillery: it does not fight a combat (fpga/combat-units.csv:5)
[2]

$ fpga-combat --attacker dragoons --attacker-pool 2 --defender-pool 2
! fpga-combat: --attacker-type: 'dragoons' is not one of infantry, heavy-cavalry, light-cavalry, artillery
[2]

# Bonus dice: a die a point of a Personality modifier, at most 3.
$ fpga-combat --attacker-pool 2 --attacker-bonus 4 --defender-pool 2
! fpga-combat: --attacker-bonus: 4 is above the maximum 3 (fpga/combat-extra-dice.csv:4)
[2]

$ fpga-combat --attacker-pool 2 --defender-pool 2 --defender-bonus -1
! fpga-combat: --defender-bonus: '-1' is below the minimum 0
[2]

# Options.
# An option's first letters (issue 32): --attacker-flank is
# --attacker-flanked, the same answer, checked.
$ fpga-combat --attacker-pool 2 --defender-pool 2 --attacker-flank --dice 2,1,2,3,6,6 --json
{"tool":"fpga-combat","inputs":{"attacker_type":"infantry","attacker_pool":2,"attacker_cd":false,"attacker_mx":false,"attacker_bonus":0,"attacker_cover":"none","attacker_flanked":true,"attacker_vulnerable":false,"attacker_out_of_radius":false,"defender_type":"infantry","defender_pool":2,"defender_cd":false,"defender_mx":false,"defender_bonus":0,"defender_cover":"none","defender_flanked":false,"defender_vulnerable":false,"defender_out_of_radius":false},"dice":[{"roll":"attacker pool","sides":6,"value":2},{"roll":"attacker pool","sides":6,"value":1},{"roll":"defender pool","sides":6,"value":2},{"roll":"defender pool","sides":6,"value":3},{"roll":"defender bonus re-roll","sides":6,"value":6},{"roll":"defender bonus re-roll","sides":6,"value":6}],"outcome":"hits","effect":"attacker 0 hits, defender 2 hits","modifiers":[],"sides":{"attacker":{"unit":"infantry","pool":{"own":2,"cd":0,"mx":0,"bonus":0,"total":2},"hit_on":5,"rolls":[2,1],"passes":[],"hits":0,"officer":null},"defender":{"unit":"infantry","pool":{"own":2,"cd":0,"mx":0,"bonus":0,"total":2},"hit_on":5,"rolls":[2,3],"passes":[{"kind":"bonus","reason":"flanked","rerolled":[0,1],"rolls":[6,6]}],"hits":2,"officer":null}}}

$ fpga-combat --attacker-pool 2 --defender-pool 2 --attacker-cd=yes
! fpga-combat: --attacker-cd takes no value
[2]

# Given twice: the last value, a flag given twice the flag (musket(7));
# the answer is the same as with it given once (--attacker-pool 3), checked.
$ fpga-combat --attacker-pool 2 --defender-pool 2 --attacker-pool 3 --dice 5,5,6,6,2 --json
{"tool":"fpga-combat","inputs":{"attacker_type":"infantry","attacker_pool":3,"attacker_cd":false,"attacker_mx":false,"attacker_bonus":0,"attacker_cover":"none","attacker_flanked":false,"attacker_vulnerable":false,"attacker_out_of_radius":false,"defender_type":"infantry","defender_pool":2,"defender_cd":false,"defender_mx":false,"defender_bonus":0,"defender_cover":"none","defender_flanked":false,"defender_vulnerable":false,"defender_out_of_radius":false},"dice":[{"roll":"attacker pool","sides":6,"value":5},{"roll":"attacker pool","sides":6,"value":5},{"roll":"attacker pool","sides":6,"value":6},{"roll":"defender pool","sides":6,"value":6},{"roll":"defender pool","sides":6,"value":2}],"outcome":"hits","effect":"attacker 3 hits, defender 1 hit","modifiers":[],"sides":{"attacker":{"unit":"infantry","pool":{"own":3,"cd":0,"mx":0,"bonus":0,"total":3},"hit_on":5,"rolls":[5,5,6],"passes":[],"hits":3,"officer":null},"defender":{"unit":"infantry","pool":{"own":2,"cd":0,"mx":0,"bonus":0,"total":2},"hit_on":5,"rolls":[6,2],"passes":[],"hits":1,"officer":null}}}

# The dice: the defender's pool, a re-roll, an officer's roll missing;
# too many; off the die.
$ fpga-combat --attacker-pool 2 --defender-pool 2 --dice 5,5,5
! fpga-combat: --dice: needs 1 more die: defender pool (2d6)
[2]

$ fpga-combat --attacker-pool 2 --defender-pool 1 --defender-flanked --dice 5,1
! fpga-combat: --dice: needs 1 more die: attacker bonus re-roll (1d6)
[2]

$ fpga-combat --attacker-pool 1 --attacker-bonus 1 --defender-pool 1 --dice 5,1,2,6
! fpga-combat: --dice: needs 1 more die: attacker officer (2d6)
[2]

$ fpga-combat --attacker-pool 1 --defender-pool 1 --dice 5,1,2
! fpga-combat: --dice: 3 dice given, only 2 used
[2]

$ fpga-combat --attacker-pool 1 --defender-pool 1 --dice 5,9
! fpga-combat: --dice: die 2 is 9, off a d6 (defender pool)
[2]

# Tables: a combat with no to-hit row, a role, a cover or a roller that
# is none, a hit number off the die, a bonus against no unit, an extra
# or a condition row missing, a kind that is none, a re-roll that a one
# would pass (the officer counts ones), the officer's table missing.
$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-to-hit.csv" t/fpga/ && sed -i '/^cavalry,any,any,any,5$/d' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-to-hit.csv: no row for heavy-cavalry attacking infantry
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-to-hit.csv" t/fpga/ && sed -i 's/^infantry,attacker,cavalry/infantry,charger,cavalry/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-to-hit.csv:3:2: 'charger' is not a role: attacker, defender or any
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-to-hit.csv" t/fpga/ && sed -i 's/^cavalry,any,any,yes,6$/cavalry,any,any,maybe,6/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-to-hit.csv:6:4: 'maybe' is not yes, no or any
[3]

$ cp -R "$TABLES" t && sed -i 's/^cavalry,any,any,yes,6$/hussars,any,any,yes,6/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-to-hit.csv:6:1: 'hussars' is no unit or arm of t/fpga/combat-units.csv, nor any
[3]

# The same with 24 units: their names and arms are then sorted to be
# looked for (fpga-combat.c, SORTED_CELLS), a short table's in turn.
$ cp -R "$TABLES" t && for i in $(seq 20); do echo "militia$i,infantry,yes,6," >>t/fpga/combat-units.csv; done && sed -i 's/^cavalry,any,any,yes,6$/hussars,any,any,yes,6/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-to-hit.csv:6:1: 'hussars' is no unit or arm of t/fpga/combat-units.csv, nor any
[3]

$ cp -R "$TABLES" t && for i in $(seq 20); do echo "militia$i,infantry,yes,6," >>t/fpga/combat-units.csv; done && sed -i 's/^cavalry,any,any,yes,6$/militia17,any,any,yes,6/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2 --attacker-type militia17 --dice 6,5,4,3
HITS  attacker 2, defender 0
attacker militia17, 2d6 hitting on 5+, rolled 6 5: 2 hits
defender infantry, 2d6 hitting on 5+, rolled 4 3: 0 hits

$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-to-hit.csv" t/fpga/ && sed -i 's/^cavalry,any,any,yes,6$/cavalry,any,any,yes,7/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-to-hit.csv:6:5: 7 is off the heavy-cavalry's 6-sided die
[3]

# Extras that would take a side past its pool (it overran before).
$ mkdir -p t/fpga && printf 'extra,dice,most,condition\ncd,4,1,x\nmx,4,1,y\nbonus,4,4,z\n' >t/fpga/combat-extra-dice.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-extra-dice.csv:4:2: 30 own dice and every extra make 54 dice a side, more than 48
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-units.csv" t/fpga/ && sed -i 's/,light-cavalry$/,lancers/' t/fpga/combat-units.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-units.csv:3:5: 'lancers' is not a unit
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-extra-dice.csv" t/fpga/ && sed -i '/^mx,/d' t/fpga/combat-extra-dice.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-extra-dice.csv: needs a row for mx
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-conditions.csv" t/fpga/ && sed -i '/^flanked,/d' t/fpga/combat-conditions.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-conditions.csv: needs a row for flanked
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-conditions.csv" t/fpga/ && sed -i 's/^flanked,bonus,/flanked,boon,/' t/fpga/combat-conditions.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/combat-conditions.csv:3:2: 'boon' is not a kind of pass: bonus or penalty
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^combat,penalty,hits,4,/combat,penalty,hits,1,/' t/fpga/rerolls.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/rerolls.csv:3:4: '1' is neither "hit" nor a face above 1 (a one misses: the officer counts it)
[3]

# A re-roll's face off a fighting unit's die, as fpga-artillery's off a
# gun's; a result the officer's table does not know and a missing
# one-on-bonus-die row, refused as fpga-officer refuses them (the
# casualty roll is one, src/rules/fpga-casualty.c).
$ cp -R "$TABLES" t && sed -i 's/^combat,bonus,misses,6,/combat,bonus,misses,7,/' t/fpga/rerolls.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/rerolls.csv:2:4: 7 is off the infantry's 6-sided die
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/officer.csv" t/fpga/ && sed -i 's/^12,,killed,/12,,wounded,/' t/fpga/officer.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/officer.csv:3:3: 'wounded' is not killed or survives
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/officer-modifiers.csv" t/fpga/ && sed -i 's/^one-on-bonus-die,/one-on-a-die,/' t/fpga/officer-modifiers.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 2
! fpga-combat: t/fpga/officer-modifiers.csv: no row for 'one-on-bonus-die'
[3]

$ cp -R "$TABLES" tables && rm tables/fpga/officer.csv && cp "$TOP/fpga-combat" . && env -u MUSKET_TABLES ./fpga-combat -T tables --attacker-pool 2 --defender-pool 2
! fpga-combat: tables/fpga/officer.csv: No such file or directory
[3]

# Issue 20 item 5: every officer total has its band, found at load: 2d6
# and +1 a one on the bonus dice, re-rolls counted (3 dice, rolled once
# and once a pass of each of 4 conditions), run 2..27.  Without the last
# band a --repeat run stopped mid-way.
$ mkdir -p t/fpga && cp "$TABLES/fpga/officer.csv" t/fpga/ && sed -i '$d' t/fpga/officer.csv && fpga-combat -T t --attacker-pool 3 --defender-pool 2 --attacker-bonus 2 --repeat 5
! fpga-combat: t/fpga/officer.csv:2:2: no band holds 12: the officer's total runs to 27
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/officer.csv" t/fpga/ && sed -i 's/^,11,survives/3,11,survives/' t/fpga/officer.csv && fpga-combat -T t --attacker-pool 3 --defender-pool 2
! fpga-combat: t/fpga/officer.csv:2:1: no band holds 2: the officer's total runs from 2
[3]

# An outcome every roll has (every answer is "hits") is always reached:
# --need refuses it and names the number to compare (issue 33, 27).
$ fpga-combat --defender-pool 2 --odds --vary attacker-pool=1..3 --need hits@60%
! fpga-combat: --need: 'hits' is every outcome of fpga-combat: compare a number, as attacker_hits>=1: one of attacker_hits, defender_hits, attacker_officer_killed, defender_officer_killed
[2]

# A repeated row of combat-to-hit.csv (roller, role, target and cover
# alike) or of rerolls.csv (mechanic and kind) is refused at load
# (issue 38, 8).
$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-to-hit.csv" t/fpga/ && sed -n 2p "$TABLES/fpga/combat-to-hit.csv" | sed 's/,[0-9]*$/,4/' >>t/fpga/combat-to-hit.csv && fpga-combat -T t --list
! fpga-combat: t/fpga/combat-to-hit.csv:8:1: the row of roller 'infantry', role 'any', target 'any', target_cover 'yes' is already on line 2
[3]

$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && echo 'combat,bonus,misses,5,no,no' >>t/fpga/rerolls.csv && fpga-combat -T t --list
! fpga-combat: t/fpga/rerolls.csv:6:1: the row of mechanic 'combat', kind 'bonus' is already on line 2
[3]
