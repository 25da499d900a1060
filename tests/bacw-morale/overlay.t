# Tables as an overlay (issue 31, 5): --tables and $MUSKET_TABLES may
# hold only the files a group changed; every other file comes from the
# shipped tables.  The shipped answer to --dice 5,4 is FAILED (9 vs 8).
$ bacw-morale --dice 5,4
FAIL  rolled 5+4=9 vs 8 (regular 8)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# One file overlaid changes the answer (regular 10: 9 vs 10 passes) ...
$ mkdir -p t/bacw && sed 's/^regular,8$/regular,10/' "$TABLES/bacw/morale.csv" >t/bacw/morale.csv && bacw-morale -T t --dice 5,4
PASS  rolled 5+4=9 vs 10 (regular 10)
casualties: holds its ground

# ... the others still load from the shipped tables (the pins' -1 of
# morale-modifiers.csv: 10 - 2 = 8), and --verbose says which file came
# from where: the overlay's by its path as read.
$ mkdir -p t/bacw && sed 's/^regular,8$/regular,10/' "$TABLES/bacw/morale.csv" >t/bacw/morale.csv && bacw-morale -T t --dice 5,4 --pins 2 -v
FAIL  rolled 5+4=9 vs 8 (regular 10, 2 pins -2)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
  pins -2  (bacw/morale-modifiers.csv:2)
  tables: $TOP/tables ($MUSKET_TABLES)
  overlay: t/bacw/morale.csv (--tables)

# $MUSKET_TABLES is an overlay too (pins -2 each: 8 - 4 = 4) ...
$ mkdir -p h/bacw && sed 's/^pins,-1,/pins,-2,/' "$TABLES/bacw/morale-modifiers.csv" >h/bacw/morale-modifiers.csv && MUSKET_TABLES=h bacw-morale --dice 2,3 --pins 2 -v
FAIL  rolled 2+3=5 vs 4 (regular 8, 2 pins -4)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin
  pins -4  (bacw/morale-modifiers.csv:2)
  tables: $TOP/tables (beside the binary)
  overlay: h/bacw/morale-modifiers.csv ($MUSKET_TABLES)

# ... and --tables goes over it, not instead of it: the house rules of
# $MUSKET_TABLES stay (10 - 4 = 6) ...
$ mkdir -p h/bacw t/bacw && sed 's/^pins,-1,/pins,-2,/' "$TABLES/bacw/morale-modifiers.csv" >h/bacw/morale-modifiers.csv && sed 's/^regular,8$/regular,10/' "$TABLES/bacw/morale.csv" >t/bacw/morale.csv && MUSKET_TABLES=h bacw-morale -T t --dice 2,3 --pins 2 -v
PASS  rolled 2+3=5 vs 6 (regular 10, 2 pins -4)
casualties: holds its ground
  pins -4  (bacw/morale-modifiers.csv:2)
  tables: $TOP/tables (beside the binary)
  overlay: t/bacw/morale.csv (--tables)
  overlay: h/bacw/morale-modifiers.csv ($MUSKET_TABLES)

# ... and where both hold a file, --tables' is read (regular 10, not 6).
$ mkdir -p u/bacw t/bacw && sed 's/^regular,8$/regular,6/' "$TABLES/bacw/morale.csv" >u/bacw/morale.csv && sed 's/^regular,8$/regular,10/' "$TABLES/bacw/morale.csv" >t/bacw/morale.csv && MUSKET_TABLES=u bacw-morale -T t --dice 5,4
PASS  rolled 5+4=9 vs 10 (regular 10)
casualties: holds its ground

# An overlay's broken file is refused by its path as read.
$ mkdir -p t/bacw && printf 'experience,morale\nregular,x\n' >t/bacw/morale.csv && bacw-morale -T t
! bacw-morale: t/bacw/morale.csv:2:2: 'x' is not a number
[3]

# A folder named that is not there is refused, not passed over for the
# shipped tables (a mistyped name would quietly read the shipped rules).
$ bacw-morale -T nowhere
! bacw-morale: --tables: nowhere: No such file or directory
[3]

$ MUSKET_TABLES=nowhere bacw-morale
! bacw-morale: $MUSKET_TABLES: nowhere: No such file or directory
[3]

$ touch t && bacw-morale -T t
! bacw-morale: --tables: t: Not a directory
[3]

# A file in no folder is the same error as before the overlay, naming
# it in the last folder looked in: here the binary's own tables/, named
# with -T too (so read once, and read whoever may write it).
$ cp -R "$TABLES" tables && rm tables/bacw/morale.csv && cp "$TOP/bacw-morale" . && env -u MUSKET_TABLES ./bacw-morale -T tables
! bacw-morale: tables/bacw/morale.csv: No such file or directory
[3]

# --help gives a table-valued option's values from the tables as loaded
# (issue 31, 4) ...
$ bacw-morale --help | grep -A1 -e '^  --quality '
  --quality LEVEL              the unit's quality: inexperienced, regular,
                               veteran

# ... so a house table renaming veteran to elite shows elite, in --help
# and --list, and not veteran ...
$ mkdir -p t/bacw && sed 's/^veteran,9$/elite,9/' "$TABLES/bacw/morale.csv" >t/bacw/morale.csv && bacw-morale -T t --help | grep -A1 -e '^  --quality '
  --quality LEVEL              the unit's quality: inexperienced, regular, elite
  --pins N                     pins on the unit

$ mkdir -p t/bacw && sed 's/^veteran,9$/elite,9/' "$TABLES/bacw/morale.csv" >t/bacw/morale.csv && bacw-morale -T t --list | grep -e '^--quality '
--quality inexperienced regular elite

# ... and when the tables cannot be loaded, --help still prints, without
# the values.
$ bacw-morale -T nowhere --help | grep -e '^  --quality ' -e '^  --reason '
  --reason REASON              why the unit tests
  --quality LEVEL              the unit's quality
