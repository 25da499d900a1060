# Options.
$ bacw-order --pinz 1
! bacw-order: unknown option '--pinz'; did you mean --pins?
[2]

$ bacw-order -x
! bacw-order: unknown option '-x'
[2]

# A word taken as an unknown option is shown as any other value, a
# control byte as \xNN: not a fake second line, not raw on the terminal
# (issue 38, 13).
$ bacw-order "$(printf -- '--zz\nzz')" 1
! bacw-order: unknown option '--zz\x0azz'
[2]

$ bacw-order "$(printf -- '-\033[2J')"
! bacw-order: unknown option '-\x1b'
[2]

$ bacw-order --pins
! bacw-order: --pins needs a value
[2]

# Given twice: the last value, a flag given twice the flag (musket(7));
# the answer is the same as with it given once (--pins 2), checked.
$ bacw-order --pins 1 --pins 2 --dice 5,3 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":2,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":5},{"roll":"order test","sides":6,"value":3}],"outcome":"fail","effect":"advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting","modifiers":[{"name":"pins","value":-2,"side":null,"source":null}],"order":"advance","target":6,"total":8,"passed":false,"blunder":null,"pins_before":2,"pins_after":2,"not_counted":[],"friendly_pins":0}

$ bacw-order --colonel=yes
! bacw-order: --colonel takes no value
[2]

$ bacw-order advance
! bacw-order: unexpected argument 'advance'
[2]

$ bacw-order --odds --dice 1,2
! bacw-order: --dice: no test is needed (advance, no pins): --dice is not used
[2]

$ bacw-order --odds --seed 1
! bacw-order: --odds and --seed cannot go together
[2]

$ bacw-order --odds --repeat 2
! bacw-order: --odds and --repeat cannot go together
[2]

$ bacw-order --dice 1,2 --repeat 2
! bacw-order: --dice and --repeat cannot go together
[2]

$ bacw-order --dice 1,2 --seed 3
! bacw-order: --dice and --seed cannot go together
[2]

# Numbers.
$ bacw-order --pins 3x
! bacw-order: --pins: '3x' is not a number
[2]

$ bacw-order --pins ' 3'
! bacw-order: --pins: ' 3' is not a number
[2]

$ bacw-order --pins 0x10
! bacw-order: --pins: '0x10' is not a number
[2]

$ bacw-order --pins -0
! bacw-order: --pins: '-0' is a negative zero
[2]

$ bacw-order --pins 1e9
! bacw-order: --pins: '1e9' is not a number
[2]

$ bacw-order --pins 99999999999999999999
! bacw-order: --pins: '99999999999999999999' is too large
[2]

$ bacw-order --pins -1
! bacw-order: --pins: '-1' is below the minimum 0
[2]

$ bacw-order --pins 100
! bacw-order: --pins: '100' is above the maximum 99
[2]

$ bacw-order --pins ''
! bacw-order: --pins: '' is empty
[2]

$ bacw-order --pins 2.5
! bacw-order: --pins: '2.5' is not a whole number
[2]

$ bacw-order --pins 07
! bacw-order: --pins: '07' has a leading zero
[2]

$ bacw-order --morale 13
! bacw-order: --morale: '13' is not one of inexperienced, regular, veteran, or a number from 2 to 12
[2]

$ bacw-order --seed -5
! bacw-order: --seed: '-5' is below the minimum 0
[2]

$ bacw-order --repeat 0
! bacw-order: --repeat: '0' is below the minimum 1
[2]

# Enumerations: unknown, wrong case, empty.
$ bacw-order --morale heroic
! bacw-order: --morale: 'heroic' is not one of inexperienced, regular, veteran, or a number from 2 to 12
[2]

# A value in any letter case is the table's (issue 32): the same answer
# as with --morale regular, checked.
$ bacw-order --morale Regular --pins 2 --dice 5,3 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":2,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":"regular"},"dice":[{"roll":"order test","sides":6,"value":5},{"roll":"order test","sides":6,"value":3}],"outcome":"fail","effect":"advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting","modifiers":[{"name":"pins","value":-2,"side":null,"source":null}],"order":"advance","target":6,"total":8,"passed":false,"blunder":null,"pins_before":2,"pins_after":2,"not_counted":[],"friendly_pins":0}

$ bacw-order --morale ''
! bacw-order: --morale: '' is not one of inexperienced, regular, veteran, or a number from 2 to 12
[2]

$ bacw-order --order retreat
! bacw-order: --order: 'retreat' is not one of fire, advance, run, charge, receive-charge, formation, rally, down
[2]

$ bacw-order --reason ''
! bacw-order: --reason: '' is not one of woods, interpenetrate, ineffective, retreat-through, army-broken, second-charge
[2]

# Options that contradict each other are refused, naming both (issue 33
# item 5): a reason goes with the orders of its row of reasons.csv (a
# line moving through woods does not fire without moving), and an order
# with an enemy in sight (sees_enemy in orders.csv) not with none.
$ bacw-order --reason woods --order fire --dice 3,3
! bacw-order: --reason: woods goes with --order advance, run or charge, not --order fire
[2]

$ bacw-order --reason second-charge --order fire --dice 3,3
! bacw-order: --reason: second-charge goes with --order charge, not --order fire
[2]

$ bacw-order --reason retreat-through --order charge --dice 3,3
! bacw-order: --reason: retreat-through goes with --order receive-charge, not --order charge
[2]

$ bacw-order --reason army-broken --order rally --dice 3,3
! bacw-order: --reason: army-broken goes with --order fire, advance, run, charge, formation or down, not --order rally
[2]

$ bacw-order --order receive-charge --enemy none --dice 3,3
! bacw-order: --enemy: --order receive-charge has an enemy in sight, not --enemy none
[2]

$ bacw-order --reason woods --order fire --odds
! bacw-order: --reason: woods goes with --order advance, run or charge, not --order fire
[2]

$ printf -- '--reason woods --order run --dice 2,2\n--reason woods --order fire --dice 2,2\n' | bacw-order --batch
PASS  rolled 2+2=4 vs 8 (regular 8); run: moves at double speed
! bacw-order: line 2: --reason: woods goes with --order advance, run or charge, not --order fire
[2]

$ bacw-order --order receive-charge --odds --vary enemy=charge-range,visible,none
! bacw-order: --enemy: --order receive-charge has an enemy in sight, not --enemy none
[2]

# A unit that cannot go down (can_go_down in units.csv) is not ordered
# down (issue 33 item 6).
$ bacw-order --unit cavalry --order down --pins 1 --dice 2,2
! bacw-order: --order down: --type cavalry cannot go down (bacw/units.csv)
[2]

$ bacw-order --unit cavalry --order down --odds
! bacw-order: --order down: --type cavalry cannot go down (bacw/units.csv)
[2]

$ bacw-order --unit horse
! bacw-order: --type: 'horse' is not one of infantry, cavalry, dismounted, skirmishers, artillery
[2]

# Dice.
$ bacw-order --pins 1 --dice 7,1
! bacw-order: --dice: die 1 is 7, off a d6 (order test)
[2]

$ bacw-order --pins 1 --dice 0,1
! bacw-order: --dice: die 1, '0', is below the minimum 1
[2]

$ bacw-order --pins 1 --dice 3
! bacw-order: --dice: needs 1 more die: order test (2d6)
[2]

$ bacw-order --pins 1 --dice 6,6
! bacw-order: --dice: needs 1 more die: blunder (1d6)
[2]

$ bacw-order --order rally --pins 2 --dice 1,1
! bacw-order: --dice: needs 1 more die: rally (1d6)
[2]

$ bacw-order --pins 1 --dice 1,2,3
! bacw-order: --dice: 3 dice given, only 2 used
[2]

$ bacw-order --dice 1,2
! bacw-order: --dice: no test is needed (advance, no pins): --dice is not used
[2]

$ bacw-order --pins 1 --dice 1,,2
! bacw-order: --dice: '1,,2': die 2 is missing
[2]

$ bacw-order --pins 1 --dice 3,
! bacw-order: --dice: '3,': die 2 is missing
[2]

$ bacw-order --pins 1 --dice ''
! bacw-order: --dice: the list is empty
[2]

$ bacw-order --pins 1 --dice 1,x
! bacw-order: --dice: die 2, 'x', is not a number
[2]

$ bacw-order --pins 1 --dice 1,101
! bacw-order: --dice: die 2, '101', is above the maximum 100
[2]

# Tables: missing, broken, wrong.
$ bacw-order -T nowhere --pins 1
! bacw-order: --tables: nowhere: No such file or directory
[3]

$ cp -R "$TABLES" tables && rm tables/bacw/blunder.csv && cp "$TOP/bacw-order" . && env -u MUSKET_TABLES ./bacw-order -T tables --pins 1
! bacw-order: tables/bacw/blunder.csv: No such file or directory
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i 's/^veteran,9$/veteran,x/' t/bacw/morale.csv && bacw-order -T t --pins 1 --dice 1,1
! bacw-order: t/bacw/morale.csv:4:2: 'x' is not a number
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i '1s/morale/moral/' t/bacw/morale.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/morale.csv:1:2: unknown column 'moral'
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i '1s/$/,note/' t/bacw/morale.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/morale.csv:1:3: unknown column 'note'
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i 's/^regular,8$/regular,8,9/' t/bacw/morale.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/morale.csv:3: 3 fields, but the header has 2
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && echo 'regular,10' >>t/bacw/morale.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/morale.csv:5:1: 'regular' is already on line 3
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && : >t/bacw/morale.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/morale.csv: is empty
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && head -n 1 "$TABLES/bacw/morale.csv" >t/bacw/morale.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/morale.csv:1: has a header but no rows
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/blunder.csv" t/bacw/ && sed -i 's/^3,move left/3,"move left/' t/bacw/blunder.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/blunder.csv:4:2: unterminated quoted field
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/orders.csv" t/bacw/ && sed -i 's/^charge,yes/charge,maybe/' t/bacw/orders.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/orders.csv:5:2: 'maybe' is not yes or no
[3]

$ cp -R "$TABLES" t && sed -i 's/,advance run charge,/,advance walk charge,/' t/bacw/reasons.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/reasons.csv:2:8: 'walk' is not an order of t/bacw/orders.csv
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/commanders.csv" t/bacw/ && sed -i '/^colonel,/d' t/bacw/commanders.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/commanders.csv: no row for 'colonel'
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/blunder.csv" t/bacw/ && sed -i 's/^4,move right/5,move right/' t/bacw/blunder.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/blunder.csv:5:1: expected roll 4: roll runs 1, 2, ... one a row
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i '/^regular,/d' t/bacw/morale.csv && bacw-order -T t --pins 1 --dice 1,1
! bacw-order: t/bacw/morale.csv: the default --quality 'regular' is not one of inexperienced, veteran
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/orders.csv" t/bacw/ && cp "$TABLES/bacw/reasons.csv" t/bacw/ && sed -i '/^advance,/d' t/bacw/orders.csv && sed -i 's/advance //' t/bacw/reasons.csv && bacw-order -T t --pins 1 --dice 1,1
! bacw-order: t/bacw/orders.csv: the default --order 'advance' is not one of fire, run, charge, receive-charge, formation, rally, down
[3]

$ cp -R "$TABLES" t && rm t/bacw/test.csv && mkdir t/bacw/test.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/test.csv: is a directory
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/test.csv" t/bacw/ && echo '2,6,12,fails' >>t/bacw/test.csv && bacw-order -T t --pins 1
! bacw-order: t/bacw/test.csv:3: needs exactly 1 row: the dice of the test
[3]

# Output that cannot be written is an error, not a silent success.
$ bacw-order --pins 1 --dice 1,1 >/dev/full
! bacw-order: standard output: No space left on device
[2]

# With no -T nor $MUSKET_TABLES: a binary in a bin/ folder reads the
# tables of ../share/musket/tables (here a regular morale of 10) ...
$ mkdir -p bin share/musket && cp "$TOP/bacw-order" bin/ && cp -R "$TABLES" share/musket/tables && sed -i 's/^regular,8$/regular,10/' share/musket/tables/bacw/morale.csv && env -u MUSKET_TABLES bin/bacw-order --pins 1 --dice 3,4
PASS  rolled 3+4=7 vs 9 (regular 10, 1 pin -1)
advance: fires and advances
pins 1 -> 0

# ... but its own tables/ first, as in a build tree ...
$ mkdir -p bin share/musket && cp "$TOP/bacw-order" bin/ && cp -R "$TABLES" share/musket/tables && sed -i 's/^regular,8$/regular,10/' share/musket/tables/bacw/morale.csv && cp -R "$TABLES" bin/tables && env -u MUSKET_TABLES bin/bacw-order --pins 1 --dice 3,4
PASS  rolled 3+4=7 vs 7 (regular 8, 1 pin -1)
advance: fires and advances
pins 1 -> 0

# ... and a binary in any other folder never the folder above's: in
# /tmp anyone may have put rules there.
$ mkdir -p x share/musket && cp "$TOP/bacw-order" x/ && cp -R "$TABLES" share/musket/tables && sed -i 's/^regular,8$/regular,10/' share/musket/tables/bacw/morale.csv && env -u MUSKET_TABLES x/bacw-order --pins 1 --dice 3,4 2>/dev/null | grep -c 'vs 9'
0
[1]

# --verbose says last which folder the tables came from, and why that
# one: the install beside bin/ ...
$ mkdir -p bin share/musket && cp "$TOP/bacw-order" bin/ && cp -R "$TABLES" share/musket/tables && env -u MUSKET_TABLES bin/bacw-order -v --pins 1 --dice 3,4 | sed "s|$PWD|.|" | tail -n 1
  tables: ./bin/../share/musket/tables (installed beside its bin/)

# ... the binary's own tables/ ...
$ mkdir -p bin share/musket && cp "$TOP/bacw-order" bin/ && cp -R "$TABLES" bin/tables && env -u MUSKET_TABLES bin/bacw-order -v --pins 1 --dice 3,4 | sed "s|$PWD|.|" | tail -n 1
  tables: ./bin/tables (beside the binary)

# ... or --tables, over $MUSKET_TABLES, with a control byte shown, not
# obeyed.
$ mkdir "$(printf 'a\nb')" && cp -R "$TABLES" "$(printf 'a\nb')/t" && bacw-order -v --tables "$(printf 'a\nb/t')" --pins 1 --dice 3,4 | tail -n 1
  tables: a\x0ab/t (--tables)

# An empty --tables is an error, not the root folder.
$ bacw-order -T '' --pins 1
! bacw-order: --tables: '' is empty
[2]

# No test needed and dice given: still exit 2 (the dice contract), and
# the message says why no dice are used (issue 13).
$ bacw-order --dice 3,4
! bacw-order: --dice: no test is needed (advance, no pins): --dice is not used
[2]

$ bacw-order --order down --reason ineffective --dice 3,4
! bacw-order: --dice: no test is needed (down, no pins; ineffective tests aggressive orders only): --dice is not used
[2]

# No fixed buffer cuts the message (issue 20, item 4): a house order
# named in 567 bytes goes whole into why no test is needed (512 held
# the reason before, and lost the pins).
$ cp -R "$TABLES" t && long=advance$(printf '_in_good_order%.0s' $(seq 1 40)) && sed -i "s/advance/$long/g" t/bacw/orders.csv t/bacw/blunder.csv t/bacw/reasons.csv && bacw-order -T t --order $long --dice 1,2 2>&1 | awk '{ print length($0), substr($0, 1, 50) "..." substr($0, length($0) - 40) }'
636 bacw-order: --dice: no test is needed (advance_in_..._good_order, no pins): --dice is not used

# A name --list prints a line each (the completions read them), messages
# quote, and --vary takes back comma-separated: a control byte, a comma
# or a blank at either end is refused at load, at its cell (issue 38, 7).
$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i 's/^regular,8$/"reg\nular",8/' t/bacw/morale.csv && bacw-order -T t --list
! bacw-order: t/bacw/morale.csv:3:1: 'reg\x0aular' holds a control byte
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i 's/^regular,8$/\x1b[2Jregular,8/' t/bacw/morale.csv && bacw-order -T t --list
! bacw-order: t/bacw/morale.csv:3:1: '\x1b[2Jregular' holds a control byte
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i 's/^regular,8$/"regular,green",8/' t/bacw/morale.csv && bacw-order -T t --list
! bacw-order: t/bacw/morale.csv:3:1: 'regular,green' holds a comma
[3]

$ mkdir -p t/bacw && cp "$TABLES/bacw/morale.csv" t/bacw/ && sed -i 's/^regular,8$/"regular ",8/' t/bacw/morale.csv && bacw-order -T t --list
! bacw-order: t/bacw/morale.csv:3:1: 'regular ' begins or ends with a blank
[3]

# Issue 32: an error points at the word that is wrong.  An option that
# needs a value, followed by another option, says so.
$ bacw-order --morale --pins 2
! bacw-order: --morale needs a value (got '--pins')
[2]

# A negative number is a value, not an option.
$ bacw-order --pins -1
! bacw-order: --pins: '-1' is below the minimum 0
[2]

$ bacw-order -d --json
! bacw-order: -d needs a value (got '--json')
[2]

# A flag followed by a word: the word was meant for the flag.
$ bacw-order --colonel yes
! bacw-order: --colonel takes no value (got 'yes')
[2]

$ bacw-order -j yes
! bacw-order: -j takes no value (got 'yes')
[2]

# --help anywhere wins, even after a bad option or value.
$ bacw-order --pinz 1 --help | tail -n 1
See bacw-order(1) and musket(7).

$ bacw-order --morale purple -h | tail -n 1
See bacw-order(1) and musket(7).

# An option's first letters, as getopt_long takes them (the same answer
# as --morale veteran --pins 2, checked); a value's first letters too.
$ bacw-order --mor vet --pi 2 --dice 5,3 --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":2,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":"veteran"},"dice":[{"roll":"order test","sides":6,"value":5},{"roll":"order test","sides":6,"value":3}],"outcome":"fail","effect":"advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting","modifiers":[{"name":"pins","value":-2,"side":null,"source":null}],"order":"advance","target":7,"total":8,"passed":false,"blunder":null,"pins_before":2,"pins_after":2,"not_counted":[],"friendly_pins":0}

# First letters of more than one option, or of more than one value.
$ bacw-order --b 1
! bacw-order: --b is ambiguous: --batch, --brigade-commander
[2]

$ bacw-order --order r
! bacw-order: --order: 'r' is ambiguous: run, receive-charge, rally
[2]

# A near miss of a value.
$ bacw-order --morale vetran
! bacw-order: --morale: 'vetran' is not one of inexperienced, regular, veteran, or a number from 2 to 12; did you mean veteran?
[2]
