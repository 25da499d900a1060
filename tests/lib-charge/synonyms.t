# A side's troops are --SIDE-type infantry|cavalry, a word as a unit's
# type is suite-wide (issue 32); the old flags --attacker-cavalry and
# --defender-cavalry are its value cavalry.  By hand: guard +2 and the
# cavalry charge over open ground +2 (cavalry.csv): 3+4=7 against 1,
# +6, Driven Back (5..8, results.csv); the guard reins in on 8 or less
# (rein-in.csv).
$ lib-charge --attacker-quality guard --attacker-type cavalry --dice 3,1,8
DRIVEN BACK  +6 (attacker 3+4=7 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0
modifiers: attacker +4 (guard +2, worn 0, cavalry charge open +2); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)
attacker: carries the position; disordered (cavalry)
rein-in: attacker cavalry rolled 8, needs 8 or less (guard, a reading): passed, reins in and may recall up to a full move

$ lib-charge --attacker guard --attacker-cavalry --dice 3,1,8 --json >old; lib-charge --attacker-quality guard --attacker-type cavalry --dice 3,1,8 --json >new; cmp old new && jq -c '[.inputs.attacker_type, .inputs.defender_type, .inputs.attacker_cavalry, .result]' new
["cavalry","infantry",null,"driven_back"]

# The defender's cavalry countercharging: its own cavalry charge +2,
# 1 against 10+2=12, -11, Repulsed.
$ lib-charge --defender-type cavalry --defender-countercharge --dice 1,10,1 | head -n 2
REPULSED  -11 (attacker 1+0=1 vs defender 10+2=12); the attacker does not carry the position; stands lost: defender 0, attacker 4
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, worn 0, cavalry charge open +2)

$ lib-charge --defender-cavalry --defender-countercharge --dice 1,10,1 --json >old; lib-charge --defender-type cavalry --defender-countercharge --dice 1,10,1 --json >new; cmp old new && jq -c '[.inputs.defender_type, .inputs.defender_cavalry]' new
["cavalry",null]

# Infantry, the default, given: no cavalry charge, so no gaucho.
$ lib-charge --attacker-type infantry --attacker-gaucho
! lib-charge: --attacker-gaucho needs --attacker-type cavalry
[2]

# A battery is --defender-guns, by its support, not a type.
$ lib-charge --defender-type guns
! lib-charge: --defender-type: 'guns' is not one of infantry, cavalry
[2]

$ lib-charge --defender-cavalry --defender-type cavalry --dice 5,4
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: disordered; retreats 2" from the enemy; may recall up to a full move (cavalry)
attacker: carries the position
