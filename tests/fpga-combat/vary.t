# A grid of a number and a flag: the attacker's 1..3 dice against the
# defender's 2, the defender in cover or not.  Infantry hits infantry on
# 5+ (p = 1/3), on 6 in cover (p = 1/6); the attacker scores more with
# sum over i > j of B(a, p)(i) B(2, 1/3)(j) (python fractions):
# 4/27, 8/27, 35/81 in the open; 2/27, 4/27, 143/648 in cover.
$ fpga-combat --defender-pool 2 --odds --vary attacker-pool=1..3 --vary defender-cover
best attacker-pool=3 defender-cover=none: the attacker scores more hits 43.21% (35/81)
attacker-pool\defender-cover     none    cover
1                             14.815%   7.407%
2                             29.630%  14.815%
3                             43.210%  22.068%

# The same as JSON: each cell a row, the first option's values slowest.
$ fpga-combat --defender-pool 2 --odds --json --vary attacker-pool=1..3 --vary defender-cover | jq -c '.answer.values, [.rows[] | [.values["attacker-pool"], .values["defender-cover"], .answer.fraction]]'
{"attacker_pool":3,"attacker-pool":3,"defender_cover":"none","defender-cover":"none"}
[[1,"none","4/27"],[1,"cover","2/27"],[2,"none","8/27"],[2,"cover","4/27"],[3,"none","35/81"],[3,"cover","143/648"]]

# --need on a quantity of a grid: attacker hits >= 1, 1 - (1 - p)^a:
# 1/3 (1 die, open), 11/36 (2 dice in cover) short of 1/2, then 5/9 with
# 2 dice in the open, the first in the grid's order (by hand).
$ fpga-combat --defender-pool 2 --odds --vary attacker-pool=1..3 --vary defender-cover=cover,none --need 'attacker_hits>=1@1/2'
attacker-pool=2 defender-cover=none: attacker_hits>=1 55.56% (5/9), reaching 1/2
best attacker-pool=3 defender-cover=none: the attacker scores more hits 43.21% (35/81)
attacker-pool\defender-cover    cover     none
1                              7.407%  14.815%
2                             14.815%  29.630%
3                             22.068%  43.210%

# A run cut short by one value's error says which.
$ fpga-combat --odds --vary attacker-pool=1,2
! fpga-combat: attacker-pool=1: give --defender-pool N
[2]

# Two options, a cell refused (issue 35, 4): artillery fights no combat.
# The grid says "cannot" in its cells and each reason below; markdown
# and CSV hold the reason in the cell.  8/27, 32/81: the cases of
# odds.t and batch.t (python fractions, odds-check.py).
$ fpga-combat --attacker-pool 2 --defender-pool 2 --odds --vary attacker-type=infantry,artillery --vary defender-type=infantry,light-cavalry,artillery
best attacker-type=infantry defender-type=infantry: the attacker scores more hits 29.63% (8/27)
attacker-type\defender-type infantry light-cavalry artillery
infantry                     29.630%       14.815%    cannot
artillery                     cannot        cannot    cannot
cannot: attacker-type=infantry defender-type=artillery: --defender-type artillery: it does not fight a combat (fpga/combat-units.csv:5)
cannot: attacker-type=artillery defender-type=infantry: --attacker-type artillery: it does not fight a combat (fpga/combat-units.csv:5)
cannot: attacker-type=artillery defender-type=light-cavalry: --attacker-type artillery: it does not fight a combat (fpga/combat-units.csv:5)
cannot: attacker-type=artillery defender-type=artillery: --attacker-type artillery: it does not fight a combat (fpga/combat-units.csv:5)

$ fpga-combat --attacker-pool 2 --defender-pool 2 --odds --vary attacker-type=infantry,artillery --format csv
attacker-type,answer,expected_attacker_hits,expected_defender_hits,fraction
infantry,29.630%,0.667,0.667,8/27
artillery,cannot: --attacker-type artillery: it does not fight a combat (fpga/combat-units.csv:5),-,-,-

# Table sets that differ in a number to hit (issue 35, 3): infantry hit
# infantry on 4+ in the house folder.  One die each: the book's
# attacker wins on 1/3 * 2/3 = 2/9; the house's 1/2 * 1/2 = 1/4, 1/36
# more (by hand).  Each set's odds are its own, not the last set's.
$ mkdir -p house/fpga && sed 's/^infantry,any,infantry,any,5$/infantry,any,infantry,any,4/' "$TABLES/fpga/combat-to-hit.csv" >house/fpga/combat-to-hit.csv && fpga-combat --attacker-pool 1 --defender-pool 1 --odds --vary tables=default,house,default --json | jq -c '[.rows[] | [.values.tables, .answer.fraction, .difference.fraction]]'
[["default","2/9","0"],["house","1/4","1/36"],["default","2/9","0"]]
