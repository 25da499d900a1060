# House rules, each a cell of the shipped tables.
# A second 1 read as the sheet's row 1 would, "flat": still no feature,
# and the same as the shipped "none" in every other way.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^second,1,1,none,no further feature,/second,1,1,none,nothing more,/' t/pw3x3/terrain.csv && pw3x3-setup -T t --dice 6,1,6,1
RIVER  attacker first, defender second
set-up throw: first 6, second 1
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 1: nothing more
the defender (second) places it within the grid areas given

# A river that does not throw again.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^first,6,6,river,\(.*\),yes,$/first,6,6,river,\1,no,/' t/pw3x3/terrain.csv && pw3x3-setup -T t --dice 6,1,6
RIVER  attacker first, defender second
set-up throw: first 6, second 1
terrain 6: a river, parallel to the defender's baseline
the defender (second) places it within the grid areas given

# A d8 for the terrain: the bands must reach 8.
$ cp -R "$TABLES" t && sed -i 's/^terrain,1,6$/terrain,1,8/' t/pw3x3/dice.csv && pw3x3-setup -T t --dice 6,1,1
! pw3x3-setup: t/pw3x3/terrain.csv:6:3: the first throw's bands end at 6, not at the terrain die's 8
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^terrain,1,6$/terrain,1,8/; s/^set-up,1,6$/set-up,1,8/' t/pw3x3/dice.csv && sed -i 's/^first,6,6,river/first,6,8,river/; s/^second,6,6,none/second,6,8,none/' t/pw3x3/terrain.csv && pw3x3-setup -T t --dice 8,7,8,7
RIVER  attacker first, defender second
set-up throw: first 8, second 7
terrain 8: a river, parallel to the defender's baseline, and the defender throws again
terrain again 7: no further features
the defender (second) places it within the grid areas given

# Table errors: file, line and column, exit 3, nothing on stdout.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^first,2,3,hill/first,2,3,mountain/' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv:3:4: 'mountain' is not a feature of the first throw: flat, hill, built_up, wood or river
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^second,2,3,hill/second,2,3,river/' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv:8:4: 'river' is not a feature of the second throw: none, hill, built_up or wood
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^first,2,3,hill,\(.*\),no,/first,2,3,hill,\1,yes,/' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv:3:7: only a river throws again
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^first,4,4,/first,5,5,/' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv:4:2: the first throw's bands go on at 5, not 4
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^first,6,6,/first,6,7,/' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv:6:3: 7 is above the terrain die's 6
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i '/^first,6,6,/d' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv:5:3: the first throw's bands end at 5, not at the terrain die's 6
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i '/^second,/d' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv: no rows for the second throw
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^second,1,1,/third,1,1,/' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv:7:1: 'third' is not a throw: first or second
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/terrain.csv" t/pw3x3/ && sed -i 's/^first,2,3,/first,3,2,/' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv:3:2: the first throw's bands go on at 3, not 2
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i '/^set-up,/d' t/pw3x3/dice.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/dice.csv: no row for 'set-up'
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i 's/^terrain,1,6$/terrain,2,6/' t/pw3x3/dice.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/dice.csv:8:2: 'terrain' throws 1 die
[3]

# Each side throws one die for the set-up, faces compared, as each does
# for activation: the same rule, checked in one place (src/rules/pw3x3.c).
$ cp -R "$TABLES" t && sed -i 's/^set-up,1,6$/set-up,2,6/' t/pw3x3/dice.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/dice.csv:7:2: 'set-up' throws 1 die a side, whose faces are compared
[3]

$ cp -R "$TABLES" t && sed -i '1s/effect/notes/' t/pw3x3/terrain.csv && pw3x3-setup -T t
! pw3x3-setup: t/pw3x3/terrain.csv:1:8: unknown column 'notes'
[3]

$ cp -R "$TABLES" tables && rm tables/pw3x3/terrain.csv && cp "$TOP/pw3x3-setup" . && env -u MUSKET_TABLES ./pw3x3-setup -T tables
! pw3x3-setup: tables/pw3x3/terrain.csv: No such file or directory
[3]
