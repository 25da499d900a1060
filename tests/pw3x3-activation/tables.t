# House rules, each a cell of the shipped tables.
# A group that throws for numbers on the first turn too, the attacker
# still first (reading 2): turn_from 1.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/^2,rethrow,/1,rethrow,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 1 --dice 2,5
FIRST TURN  attacker 2, defender 5
the attacker goes first
the attacker may activate 2 units
the defender may activate 5 units

# ... and with first_turn_fixed_order no, the throw decides on turn 1
# too.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/^2,rethrow,yes,yes$/1,rethrow,yes,no/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 1 --dice 2,5
DEFENDER CHOOSES  attacker 2, defender 5
the defender chooses whether to move first
the attacker may activate 2 units
the defender may activate 5 units

# The later first turn of turn_from 3: turn 2 throws nothing.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/^2,rethrow,/3,rethrow,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 2
FIRST TURN  turn 2: no throw
the attacker goes first
every unit may be activated

# tie=previous: a tie goes to the side that moved first last turn, and
# both activate the tied number; after the first turn that is the
# attacker.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,previous,/' t/pw3x3/activation.csv && pw3x3-activation -T t --dice 4,4
ATTACKER CHOOSES  attacker 4, defender 4
the attacker chooses whether to move first (a tie: it moved first last turn)
the attacker may activate 4 units
the defender may activate 4 units

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,previous,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 3 --previous-first defender --dice 4,4
DEFENDER CHOOSES  attacker 4, defender 4
the defender chooses whether to move first (a tie: it moved first last turn)
the attacker may activate 4 units
the defender may activate 4 units

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,previous,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 3 --previous-first defender --dice 2,3
DEFENDER CHOOSES  attacker 2, defender 3
the defender chooses whether to move first
the attacker may activate 2 units
the defender may activate 3 units

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,previous,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 3 --dice 4,4
! pw3x3-activation: --previous-first: needed from turn 3, as a tie goes to the side that moved first last turn (pw3x3/activation.csv:2)
[2]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,previous,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 1 --previous-first attacker
! pw3x3-activation: --previous-first: turn 1 has no previous turn
[2]

# cap_at_units no: the number is the throw.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,yes,/,rethrow,no,/' t/pw3x3/activation.csv && pw3x3-activation -T t --defender-units 3 --dice 2,5
DEFENDER CHOOSES  attacker 2, defender 5
the defender chooses whether to move first
the attacker may activate 2 units
the defender may activate 5 units

# A larger army (per_army), and a larger die (the activation row).
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/units.csv" t/pw3x3/ && sed -i 's/^2,1,1,6$/2,1,1,8/' t/pw3x3/units.csv && pw3x3-activation -T t --attacker-units 8 --dice 6,5
ATTACKER CHOOSES  attacker 6, defender 5
the attacker chooses whether to move first
the attacker may activate 6 units
the defender may activate 5 units

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i 's/^activation,1,6$/activation,1,8/' t/pw3x3/dice.csv && pw3x3-activation -T t --dice 8,7
ATTACKER CHOOSES  attacker 8, defender 7
the attacker chooses whether to move first
the attacker may activate 6 units (threw 8, has 6 left)
the defender may activate 6 units (threw 7, has 6 left)

# Table errors: file, line and column, exit 3, nothing on stdout.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,coin,/' t/pw3x3/activation.csv && pw3x3-activation -T t --dice 1,2
! pw3x3-activation: t/pw3x3/activation.csv:2:2: 'coin' is not a tie rule: rethrow or previous
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && echo 3,rethrow,yes,yes >>t/pw3x3/activation.csv && pw3x3-activation -T t --dice 1,2
! pw3x3-activation: t/pw3x3/activation.csv:3: needs exactly 1 row: the turn sequence
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/^2,rethrow,/0,rethrow,/' t/pw3x3/activation.csv && pw3x3-activation -T t --dice 1,2
! pw3x3-activation: t/pw3x3/activation.csv:2:1: '0' is below the minimum 1
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i '/^activation,/d' t/pw3x3/dice.csv && pw3x3-activation -T t --dice 1,2
! pw3x3-activation: t/pw3x3/dice.csv: no row for 'activation'
[3]

# dice.csv is the set's: each tool requires every roll's row, so a house
# table is refused alike by all three, whichever rolls a tool throws.
$ cp -R "$TABLES" t && sed -i '/^General,/d' t/pw3x3/dice.csv && pw3x3-activation -T t --dice 1,2
! pw3x3-activation: t/pw3x3/dice.csv: no row for 'General'
[3]

$ cp -R "$TABLES" t && sed -i 's/^activation,1,6$/activation,2,6/' t/pw3x3/dice.csv && pw3x3-activation -T t --dice 1,2
! pw3x3-activation: t/pw3x3/dice.csv:6:2: 'activation' throws 1 die a side, whose faces are compared
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/units.csv" t/pw3x3/ && sed -i 's/^2,1,1,6$/2,1,1,0/' t/pw3x3/units.csv && pw3x3-activation -T t --dice 1,2
! pw3x3-activation: t/pw3x3/units.csv:2:4: '0' is below the minimum 1
[3]

$ cp -R "$TABLES" tables && rm tables/pw3x3/activation.csv && cp "$TOP/pw3x3-activation" . && env -u MUSKET_TABLES ./pw3x3-activation -T tables --dice 1,2
! pw3x3-activation: tables/pw3x3/activation.csv: No such file or directory
[3]

# tie=previous on turn 2: the attacker went first on turn 1 without a
# choice, so naming the defender is a contradiction.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,previous,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 2 --previous-first defender --dice 4,4
! pw3x3-activation: --previous-first: on turn 1 the attacker went first (pw3x3/activation.csv:2)
[2]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/,rethrow,/,previous,/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 2 --previous-first attacker --dice 4,4
ATTACKER CHOOSES  attacker 4, defender 4
the attacker chooses whether to move first (a tie: it moved first last turn)
the attacker may activate 4 units
the defender may activate 4 units

# turn_from 1 with the order fixed: turn 1 throws, the attacker first,
# so on turn 2 a tie is still the attacker's.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/^2,rethrow,yes,yes$/1,previous,yes,yes/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 2 --dice 3,3
ATTACKER CHOOSES  attacker 3, defender 3
the attacker chooses whether to move first (a tie: it moved first last turn)
the attacker may activate 3 units
the defender may activate 3 units

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/activation.csv" t/pw3x3/ && sed -i 's/^2,rethrow,yes,yes$/1,previous,yes,yes/' t/pw3x3/activation.csv && pw3x3-activation -T t --turn 3 --dice 3,3
! pw3x3-activation: --previous-first: needed from turn 3, as a tie goes to the side that moved first last turn (pw3x3/activation.csv:2)
[2]
