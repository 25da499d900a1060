# --vary over a number, a range A..B: regular morale 8 less a pin each,
# PASS on 2d6 <= 8 - pins: 26, 21, 15, 10, 6 of 36 = 13/18, 7/12, 5/12,
# 5/18, 1/6 (by hand, counting the 36 throws).  The first line names
# the best value for the tool's question, PASS.
$ bacw-morale --odds --vary pins=0..4
best pins=0: PASS 72.22% (13/18)
pins   answer     pass     fail  fraction
0     72.222%  72.222%  27.778%  13/18
1     58.333%  58.333%  41.667%  7/12
2     41.667%  41.667%  58.333%  5/12
3     27.778%  27.778%  72.222%  5/18
4     16.667%  16.667%  83.333%  1/6

# --vary over a word option alone: every value it has, in its table's
# order; targets 7, 8, 9: 21, 26, 30 of 36 = 7/12, 13/18, 5/6 (by hand).
$ bacw-morale --odds --vary morale
best morale=veteran: PASS 83.33% (5/6)
morale          answer     pass     fail  fraction
inexperienced  58.333%  58.333%  41.667%  7/12
regular        72.222%  72.222%  27.778%  13/18
veteran        83.333%  83.333%  16.667%  5/6

# A grid, a number down and a flag across (a flag alone is no,yes): the
# colonel's +1 makes the targets 9, 8, 7 for 0..2 pins: 5/6, 13/18,
# 7/12; without him 13/18, 7/12, 5/12 (by hand).
$ bacw-morale --odds --vary pins=0..2 --vary colonel
best pins=0 colonel=yes: PASS 83.33% (5/6)
pins\colonel       no      yes
0             72.222%  83.333%
1             58.333%  72.222%
2             41.667%  58.333%

# --need: the first value in the order given, a range running down:
# 4..0 pins give 1/6, 5/18, 5/12, 7/12: 1 pin is the first to reach
# 1/2 (by hand, as above).
$ bacw-morale --odds --vary pins=4..0 --need pass@1/2
pins=1: pass 58.33% (7/12), reaching 1/2
best pins=0: PASS 72.22% (13/18)
pins   answer     pass     fail  fraction
4     16.667%  16.667%  83.333%  1/6
3     27.778%  27.778%  72.222%  5/18
2     41.667%  41.667%  58.333%  5/12
1     58.333%  58.333%  41.667%  7/12
0     72.222%  72.222%  27.778%  13/18

# --need missed, with -e: 13/18 < 3/4 at best (by hand): exit 1.
$ bacw-morale --odds --vary pins=0..2 --need pass@75% -e
none of them does: pass at most 72.22% (13/18), short of 75%
best pins=0: PASS 72.22% (13/18)
pins   answer     pass     fail  fraction
0     72.222%  72.222%  27.778%  13/18
1     58.333%  58.333%  41.667%  7/12
2     41.667%  41.667%  58.333%  5/12
[1]

# The same need met, with -e: exit 0.
$ bacw-morale --odds --vary pins=0..2 --need pass@72.222% -e
pins=0: pass 72.22% (13/18), reaching 72.222%
best pins=0: PASS 72.22% (13/18)
pins   answer     pass     fail  fraction
0     72.222%  72.222%  27.778%  13/18
1     58.333%  58.333%  41.667%  7/12
2     41.667%  41.667%  58.333%  5/12

# --need on a quantity.  A rout with p pins passes on 2d6 <= 8 - p and
# then takes a d6 of pins off; a failure keeps them.  P(pins after <= 1)
# and the mean (python fractions over the 36 x 6 throws):
# 2 pins 5/12, mean 89/72 = 1.236; 3 pins 25/108, mean 83/36 = 2.306;
# 4 pins 1/9, mean 7/2.  2 pins is the first to reach 1/4.
$ bacw-morale --reason rout --odds --vary pins=2..4 --need 'pins_after<=1@1/4'
pins=2: pins_after<=1 41.67% (5/12), reaching 1/4
best pins=2: PASS 41.67% (5/12)
pins   answer     pass     fail expected_pins_after  fraction
2     41.667%  41.667%  58.333%               1.236  5/12
3     27.778%  27.778%  72.222%               2.306  5/18
4     16.667%  16.667%  83.333%               3.500  1/6

# ... and none reaches 1/2, the nearest 5/12.
$ bacw-morale --reason rout --odds --vary pins=2..4 --need 'pins_after<=1@1/2' -e
none of them does: pins_after<=1 at most 41.67% (5/12), short of 1/2
best pins=2: PASS 41.67% (5/12)
pins   answer     pass     fail expected_pins_after  fraction
2     41.667%  41.667%  58.333%               1.236  5/12
3     27.778%  27.778%  72.222%               2.306  5/18
4     16.667%  16.667%  83.333%               3.500  1/6
[1]

# JSON: the varied values, each row's answer and --need's chance, and
# the value found (the fractions as above).
$ bacw-morale --odds --json --vary pins=0,1 --need pass@3/5 | jq -c '.vary, .answer, [.rows[] | [.values.pins, .answer.fraction, .need.fraction, [.odds[].fraction]]], .need'
[{"option":"pins","values":[0,1]}]
{"question":"PASS","alike":false,"values":{"pins":0},"p":0.7222222222222222,"fraction":"13/18"}
[[0,"13/18","13/18",["13/18","5/18"]],[1,"7/12","7/12",["7/12","5/12"]]]
{"event":"pass","reach":{"p":0.6,"fraction":"3/5"},"values":{"pins":0},"p":0.7222222222222222,"fraction":"13/18"}

# The inputs are the command line's: the varied option is not given.
$ bacw-morale --odds --json --vary pins=0,1 | jq -c '.inputs.pins, (.rows | length)'
0
2

# Bad --vary and --need input: each refused, naming what and why.
$ bacw-morale --vary pins=0..2
! bacw-morale: --vary needs --odds
[2]

$ bacw-morale --odds --need pass@50%
! bacw-morale: --need needs --vary
[2]

$ bacw-morale --odds --vary nerve=1,2
! bacw-morale: --vary: 'nerve' is not an option of bacw-morale
[2]

# A value the option refuses, with the option's own message.
$ bacw-morale --odds --vary pins=0,x
! bacw-morale: --pins: 'x' is not a number
[2]

$ bacw-morale --odds --vary pins=0..100
! bacw-morale: --pins: '100' is above the maximum 99
[2]

$ bacw-morale --odds --vary morale=regular,elite
! bacw-morale: --morale: 'elite' is not one of inexperienced, regular, veteran, or a number from 2 to 12
[2]

$ bacw-morale --odds --vary reason=rout..melee-loser
! bacw-morale: --vary: 'reason=rout..melee-loser': a range A..B goes with a number or a distance, not --reason
[2]

$ bacw-morale --odds --vary colonel=maybe
! bacw-morale: --vary: --colonel is a flag: 'maybe' is neither no nor yes
[2]

$ bacw-morale --odds --vary pins
! bacw-morale: --vary: give the values of --pins, as pins=A,B or pins=A..B
[2]

$ bacw-morale --odds --pins 1 --vary pins=0,1
! bacw-morale: --vary: --pins is given too: vary it or give it, not both
[2]

$ bacw-morale --odds --vary pins=0,1 --vary pins=2
! bacw-morale: --vary: --pins varied twice
[2]

$ bacw-morale --odds --vary pins=0,1 --vary colonel --vary morale
! bacw-morale: --vary given more than 2 times
[2]

$ bacw-morale --odds --vary pins=0,1 --need nerve@50%
! bacw-morale: --need: 'nerve' is not an outcome of bacw-morale: one of pass, fail
[2]

$ bacw-morale --odds --vary pins=0,1 --need 'hits>=2@50%'
! bacw-morale: --need: 'hits' is not a number bacw-morale works out: one of pins_after
[2]

$ bacw-morale --odds --vary pins=0,1 --need pins_after@50%
! bacw-morale: --need: 'pins_after' is a number: compare it, as pins_after>=1
[2]

$ bacw-morale --odds --vary pins=0,1 --need 'pins_after=>1@50%'
! bacw-morale: --need: 'pins_after=>1': compare with >=, <=, >, < or =
[2]

$ bacw-morale --odds --vary pins=0,1 --need pass@120%
! bacw-morale: --need: '120%': '120' is above the maximum 100, as a percentage
[2]

$ bacw-morale --odds --vary pins=0,1 --need pass@5/4
! bacw-morale: --need: '5/4' is more than 1
[2]

$ bacw-morale --odds --vary pins=0,1 --need pass@50
! bacw-morale: --need: '50' is not a chance: give a percentage (75%) or a fraction (3/4)
[2]

$ bacw-morale --odds --vary pins=0,1 --need pass
! bacw-morale: --need: 'pass' has no '@': give EVENT@P, as hits>=2@75%
[2]

# In a batch, a line may vary; a bad line is told and skipped.
$ printf '%s\n' '--vary pins=0,1' '--vary pins=0,x' | bacw-morale --odds --batch
best pins=0: PASS 72.22% (13/18)
pins   answer     pass     fail  fraction
0     72.222%  72.222%  27.778%  13/18
1     58.333%  58.333%  41.667%  7/12
! bacw-morale: line 2: --pins: 'x' is not a number
[2]

# House rules against the book (issue 35, 3): a row a table set,
# "default" the tables without --tables, a folder holding only the
# changed file over them.  Regulars at morale 9: a pass on 2d6 <= 9,
# 30/36 = 5/6 against the book's 26/36 = 13/18, 1/9 more (by hand).
$ mkdir -p house/bacw && sed 's/^regular,8$/regular,9/' "$TABLES/bacw/morale.csv" >house/bacw/morale.csv && bacw-morale --odds --vary tables=default,house
best tables=house: PASS 83.33% (5/6)
tables    answer difference     pass     fail  fraction
default  72.222%     0.000%  72.222%  27.778%  13/18
house    83.333%   +11.111%  83.333%  16.667%  5/6

$ mkdir -p house/bacw && sed 's/^regular,8$/regular,9/' "$TABLES/bacw/morale.csv" >house/bacw/morale.csv && bacw-morale --odds --vary tables=default,house --json | jq -c '.vary, [.rows[] | [.values.tables, .answer.fraction, .difference.fraction]]'
[{"option":"tables","values":["default","house"]}]
[["default","13/18","0"],["house","5/6","1/9"]]

# --need over it; a grid of it; every format.
$ mkdir -p house/bacw && sed 's/^regular,8$/regular,9/' "$TABLES/bacw/morale.csv" >house/bacw/morale.csv && bacw-morale --odds --vary tables=default,house --need 'pass@3/4' | head -n 1
tables=house: pass 83.33% (5/6), reaching 3/4

$ mkdir -p house/bacw && sed 's/^regular,8$/regular,9/' "$TABLES/bacw/morale.csv" >house/bacw/morale.csv && bacw-morale --odds --vary pins=0..2 --vary tables=default,house
best pins=0 tables=house: PASS 83.33% (5/6)
pins\tables  default    house
0            72.222%  83.333%
1            58.333%  72.222%
2            41.667%  58.333%

$ mkdir -p house/bacw && sed 's/^regular,8$/regular,9/' "$TABLES/bacw/morale.csv" >house/bacw/morale.csv && bacw-morale --odds --vary tables=default,house --format csv
tables,answer,difference,pass,fail,fraction
default,72.222%,0.000%,72.222%,27.778%,13/18
house,83.333%,+11.111%,83.333%,16.667%,5/6

# A folder that is not there, --tables as well, an empty folder name,
# no folders given.
$ bacw-morale --odds --vary tables=default,nowhere
! bacw-morale: tables=nowhere: --tables: nowhere: No such file or directory
[3]

$ bacw-morale --odds --tables "$TABLES" --vary tables=default
! bacw-morale: --vary: --tables is given too: vary it or give it, not both
[2]

$ bacw-morale --odds --vary tables=,default
! bacw-morale: --tables: '' is empty
[2]

$ bacw-morale --odds --vary tables
! bacw-morale: --vary: give the folders, as tables=default,DIR (default: the tables without --tables)
[2]
