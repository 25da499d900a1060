# Infantry against infantry hits on 5+, both sides rolling at once:
# the attacker's 5 4 6 score 2, the defender's 5 4 score 1.
$ fpga-combat --attacker-pool 3 --defender-pool 2 --dice 5,4,6,5,4
HITS  attacker 2, defender 1
attacker infantry, 3d6 hitting on 5+, rolled 5 4 6: 2 hits
defender infantry, 2d6 hitting on 5+, rolled 5 4: 1 hit

# A target in cover needs 6s (the target's cover: --defender-cover).
$ fpga-combat --attacker-pool 3 --defender-pool 1 --defender-cover --dice 5,6,6,5
HITS  attacker 2, defender 1
attacker infantry, 3d6 hitting on 6, rolled 5 6 6: 2 hits
defender infantry, 1d6 hitting on 5+, rolled 5: 1 hit

# Infantry attacking cavalry needs 6s; the cavalry hits it on 5+.
$ fpga-combat --attacker-pool 2 --defender heavy-cavalry --defender-pool 2 --dice 5,6,5,4
HITS  attacker 1, defender 1
attacker infantry, 2d6 hitting on 6, rolled 5 6: 1 hit
defender heavy-cavalry, 2d6 hitting on 5+, rolled 5 4: 1 hit

# Infantry defending against cavalry hits on 5+.
$ fpga-combat --attacker light-cavalry --attacker-pool 2 --defender-pool 2 --dice 5,4,5,6
HITS  attacker 1, defender 2
attacker light-cavalry, 2d6 hitting on 5+, rolled 5 4: 1 hit
defender infantry, 2d6 hitting on 5+, rolled 5 6: 2 hits

# Cavalry needs 6s at a target in cover, 5+ at all others.
$ fpga-combat --attacker heavy-cavalry --attacker-pool 2 --defender-pool 1 --defender-cover --dice 5,6,5
HITS  attacker 1, defender 1
attacker heavy-cavalry, 2d6 hitting on 6, rolled 5 6: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 5: 1 hit

$ fpga-combat --attacker light-cavalry --attacker-pool 2 --defender-pool 1 --defender-cover --dice 5,6,5
HITS  attacker 1, defender 1
attacker light-cavalry, 2d6 hitting on 6, rolled 5 6: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 5: 1 hit

# Extra dice: the army commander's CD and an MX unit, one die each, after
# the unit's own (5 4 own, 6 CD, 5 MX).
$ fpga-combat --attacker-pool 2 --attacker-cd --attacker-mx --defender-pool 1 --dice 5,4,6,5,1
HITS  attacker 3, defender 0
attacker infantry, 2 + 1 CD + 1 MX = 4d6 hitting on 5+, rolled 5 4 6 5: 3 hits
defender infantry, 1d6 hitting on 5+, rolled 1: 0 hits

# Bonus dice, a die a point, after the rest; their sub-commander then
# rolls 2d6 (3 4) plus the ones they showed (one): 8, he survives.
$ fpga-combat --attacker-pool 2 --attacker-bonus 2 --defender-pool 1 --dice 5,4,1,6,2,3,4
HITS  attacker 2, defender 0
attacker infantry, 2 + 2 bonus = 4d6 hitting on 5+, rolled 5 4 1 6: 2 hits
defender infantry, 1d6 hitting on 5+, rolled 2: 0 hits
the attacker's sub-commander, for his 2 bonus dice: rolled 3 4 +1 for 1 one = 8: survives

# Heavy cavalry rolling against light cavalry re-rolls its misses, a
# re-rolled die hitting on a 6 only (a 5 misses).
$ fpga-combat --attacker heavy-cavalry --attacker-pool 3 --defender light-cavalry --defender-pool 1 --dice 5,1,2,5,6,4
HITS  attacker 2, defender 0
attacker heavy-cavalry, 3d6 hitting on 5+, rolled 5 1 2: 1 hit
  bonus, re-roll the misses (heavy cavalry rolling against light cavalry): rolled 5 6, hit on 6: 2 hits
defender light-cavalry, 1d6 hitting on 5+, rolled 4: 0 hits

# Light against heavy cavalry gets no such pass, but the heavy cavalry
# defending against it does (its 4 re-rolled: 6).
$ fpga-combat --attacker light-cavalry --attacker-pool 2 --defender heavy-cavalry --defender-pool 1 --dice 5,1,4,6
HITS  attacker 1, defender 1
attacker light-cavalry, 2d6 hitting on 5+, rolled 5 1: 1 hit
defender heavy-cavalry, 1d6 hitting on 5+, rolled 4: 0 hits
  bonus, re-roll the misses (heavy cavalry rolling against light cavalry): rolled 6, hit on 6: 1 hit

# Rolling against a flanked enemy: the defender is flanked, the attacker
# re-rolls its misses (the 2 and the 3, in order).
$ fpga-combat --attacker-pool 3 --defender-pool 1 --defender-flanked --dice 5,2,3,6,1,5
HITS  attacker 2, defender 1
attacker infantry, 3d6 hitting on 5+, rolled 5 2 3: 1 hit
  bonus, re-roll the misses (rolling against a flanked enemy): rolled 6 1, hit on 6: 2 hits
defender infantry, 1d6 hitting on 5+, rolled 5: 1 hit

# The defender rolls against a flanked attacker the same way.
$ fpga-combat --attacker-pool 1 --attacker-flanked --defender-pool 2 --dice 6,1,4,6,2
HITS  attacker 1, defender 1
attacker infantry, 1d6 hitting on 5+, rolled 6: 1 hit
defender infantry, 2d6 hitting on 5+, rolled 1 4: 0 hits
  bonus, re-roll the misses (rolling against a flanked enemy): rolled 6 2, hit on 6: 1 hit

# The passes may be done more than once: heavy against light cavalry that
# is flanked is two bonus passes.
$ fpga-combat --attacker heavy-cavalry --attacker-pool 3 --defender light-cavalry --defender-pool 1 --defender-flanked --dice 1,2,3,6,1,5,6,1,4
HITS  attacker 2, defender 0
attacker heavy-cavalry, 3d6 hitting on 5+, rolled 1 2 3: 0 hits
  bonus, re-roll the misses (heavy cavalry rolling against light cavalry): rolled 6 1 5, hit on 6: 1 hit
  bonus, re-roll the misses (rolling against a flanked enemy): rolled 6 1, hit on 6: 2 hits
defender light-cavalry, 1d6 hitting on 5+, rolled 4: 0 hits

# A vulnerable unit re-rolls its hits, each staying a hit on 4+ (a 3
# does not).
$ fpga-combat --attacker-pool 3 --attacker-vulnerable --defender-pool 1 --dice 5,6,2,4,3,5
HITS  attacker 1, defender 1
attacker infantry, 3d6 hitting on 5+, rolled 5 6 2: 2 hits
  penalty, re-roll the hits (the rolling unit is vulnerable): rolled 4 3, hit on 4+: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 5: 1 hit

# Outside its sub-commander's radius: the same penalty; with vulnerable,
# two passes, the second re-rolling what the first kept.
$ fpga-combat --attacker-pool 2 --defender-pool 2 --defender-out-of-radius --dice 1,2,5,6,4,4
HITS  attacker 0, defender 2
attacker infantry, 2d6 hitting on 5+, rolled 1 2: 0 hits
defender infantry, 2d6 hitting on 5+, rolled 5 6: 2 hits
  penalty, re-roll the hits (the rolling unit is outside its sub-commander's radius): rolled 4 4, hit on 4+: 2 hits

$ fpga-combat --attacker-pool 2 --defender-pool 2 --defender-out-of-radius --defender-vulnerable --dice 1,2,5,6,4,4,6,1
HITS  attacker 0, defender 1
attacker infantry, 2d6 hitting on 5+, rolled 1 2: 0 hits
defender infantry, 2d6 hitting on 5+, rolled 5 6: 2 hits
  penalty, re-roll the hits (the rolling unit is vulnerable): rolled 4 4, hit on 4+: 2 hits
  penalty, re-roll the hits (the rolling unit is outside its sub-commander's radius): rolled 6 1, hit on 4+: 1 hit

# Bonuses first, then penalties: a flanked defender and a vulnerable
# attacker (misses 1 4 re-rolled 6 2, then hits 5 6 re-rolled 4 1).
$ fpga-combat --attacker-pool 3 --attacker-vulnerable --defender-pool 1 --defender-flanked --dice 5,1,4,6,2,4,1,5
HITS  attacker 1, defender 1
attacker infantry, 3d6 hitting on 5+, rolled 5 1 4: 1 hit
  bonus, re-roll the misses (rolling against a flanked enemy): rolled 6 2, hit on 6: 2 hits
  penalty, re-roll the hits (the rolling unit is vulnerable): rolled 4 1, hit on 4+: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 5: 1 hit

# No miss, nothing to re-roll; no hit, the same.
$ fpga-combat --attacker-pool 2 --defender-pool 1 --defender-flanked --dice 5,6,1
HITS  attacker 2, defender 0
attacker infantry, 2d6 hitting on 5+, rolled 5 6: 2 hits
  bonus, re-roll the misses (rolling against a flanked enemy): none to re-roll
defender infantry, 1d6 hitting on 5+, rolled 1: 0 hits

$ fpga-combat --attacker-pool 2 --attacker-vulnerable --defender-pool 1 --dice 1,2,1
HITS  attacker 0, defender 0
attacker infantry, 2d6 hitting on 5+, rolled 1 2: 0 hits
  penalty, re-roll the hits (the rolling unit is vulnerable): none to re-roll
defender infantry, 1d6 hitting on 5+, rolled 1: 0 hits

# The officer: 2d6 plus one a one on his bonus dice, re-rolls included,
# 12 or more killed.  First roll 1 1 on the bonus dice, the flanked
# defender's pass re-rolls them 1 6: three ones, 5 4 + 3 = 12, killed.
$ fpga-combat --attacker-pool 1 --attacker-bonus 2 --defender-pool 1 --defender-flanked --dice 5,1,1,1,6,2,5,4
HITS  attacker 2, defender 0; the attacker's sub-commander is killed
attacker infantry, 1 + 2 bonus = 3d6 hitting on 5+, rolled 5 1 1: 1 hit
  bonus, re-roll the misses (rolling against a flanked enemy): rolled 1 6, hit on 6: 2 hits
defender infantry, 1d6 hitting on 5+, rolled 2: 0 hits
the attacker's sub-commander, for his 2 bonus dice: rolled 5 4 +3 for 3 ones = 12: killed

# 11 survives; with no ones 6 6 is 12 and kills him.
$ fpga-combat --attacker-pool 1 --attacker-bonus 1 --defender-pool 1 --dice 5,1,2,6,4
HITS  attacker 1, defender 0
attacker infantry, 1 + 1 bonus = 2d6 hitting on 5+, rolled 5 1: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 2: 0 hits
the attacker's sub-commander, for his 1 bonus die: rolled 6 4 +1 for 1 one = 11: survives

$ fpga-combat --attacker-pool 1 --attacker-bonus 1 --defender-pool 1 --dice 5,5,2,6,6
HITS  attacker 2, defender 0; the attacker's sub-commander is killed
attacker infantry, 1 + 1 bonus = 2d6 hitting on 5+, rolled 5 5: 2 hits
defender infantry, 1d6 hitting on 5+, rolled 2: 0 hits
the attacker's sub-commander, for his 1 bonus die: rolled 6 6, no ones = 12: killed

# A one on his own dice does not count: only the bonus dice's ones.
$ fpga-combat --attacker-pool 2 --attacker-bonus 1 --defender-pool 1 --dice 1,1,5,2,6,5
HITS  attacker 1, defender 0
attacker infantry, 2 + 1 bonus = 3d6 hitting on 5+, rolled 1 1 5: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 2: 0 hits
the attacker's sub-commander, for his 1 bonus die: rolled 6 5, no ones = 11: survives

# Both sides' sub-commanders: the attacker's roll first.
$ fpga-combat --attacker-pool 1 --attacker-bonus 1 --defender-pool 1 --defender-bonus 1 --dice 5,1,6,1,6,6,2,3
HITS  attacker 1, defender 1; the attacker's sub-commander is killed
attacker infantry, 1 + 1 bonus = 2d6 hitting on 5+, rolled 5 1: 1 hit
defender infantry, 1 + 1 bonus = 2d6 hitting on 5+, rolled 6 1: 1 hit
the attacker's sub-commander, for his 1 bonus die: rolled 6 6 +1 for 1 one = 13: killed
the defender's sub-commander, for his 1 bonus die: rolled 2 3 +1 for 1 one = 6: survives

# A house rule: the officer counts the first roll's ones only
# (count_rerolls no): the re-rolled one is not counted, 5 4 + 2 = 11.
$ mkdir -p t/fpga && cp "$TABLES/fpga/officer-modifiers.csv" t/fpga/ && sed -i 's/,yes$/,no/' t/fpga/officer-modifiers.csv && fpga-combat --tables t --attacker-pool 1 --attacker-bonus 2 --defender-pool 1 --defender-flanked --dice 5,1,1,1,6,2,5,4
HITS  attacker 2, defender 0
attacker infantry, 1 + 2 bonus = 3d6 hitting on 5+, rolled 5 1 1: 1 hit
  bonus, re-roll the misses (rolling against a flanked enemy): rolled 1 6, hit on 6: 2 hits
defender infantry, 1d6 hitting on 5+, rolled 2: 0 hits
the attacker's sub-commander, for his 2 bonus dice: rolled 5 4 +2 for 2 ones = 11: survives

# A house rule: a bonus and a penalty cancel (cancel yes on both combat
# rows): flanked and vulnerable give no pass at all.
$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^\(combat,[a-z]*,[a-z]*,[0-9],\)no/\1yes/' t/fpga/rerolls.csv && fpga-combat --tables t --attacker-pool 2 --attacker-vulnerable --defender-pool 1 --defender-flanked --dice 5,1,2
HITS  attacker 1, defender 0
attacker infantry, 2d6 hitting on 5+, rolled 5 1: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 2: 0 hits

# ...and --verbose shows the two passes that cancelled, with their rows
# (issue 33 item 32: they left no trace).
$ mkdir -p t/fpga && cp "$TABLES/fpga/rerolls.csv" t/fpga/ && sed -i 's/^\(combat,[a-z]*,[a-z]*,[0-9],\)no/\1yes/' t/fpga/rerolls.csv && fpga-combat --tables t --attacker-pool 2 --attacker-vulnerable --defender-pool 1 --defender-flanked --dice 5,1,2 --verbose
HITS  attacker 1, defender 0
attacker infantry, 2d6 hitting on 5+, rolled 5 1: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 2: 0 hits
  attacker hits on 5+  (fpga/combat-to-hit.csv:4)
  attacker bonus pass: flanked, cancelled by a penalty pass  (fpga/combat-conditions.csv:3; fpga/rerolls.csv:2)
  attacker penalty pass: vulnerable, cancelled by a bonus pass  (fpga/combat-conditions.csv:4; fpga/rerolls.csv:3)
  defender hits on 5+  (fpga/combat-to-hit.csv:4)
  tables: $TOP/tables ($MUSKET_TABLES)
  overlay: t/fpga/rerolls.csv (--tables)

# A house rule: infantry against infantry on 4+.
$ mkdir -p t/fpga && cp "$TABLES/fpga/combat-to-hit.csv" t/fpga/ && sed -i 's/^infantry,any,infantry,any,5$/infantry,any,infantry,any,4/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 1 --dice 4,3,4
HITS  attacker 1, defender 1
attacker infantry, 2d6 hitting on 4+, rolled 4 3: 1 hit
defender infantry, 1d6 hitting on 4+, rolled 4: 1 hit

# --verbose: the rows of the extra dice, the numbers to hit and passes.
$ fpga-combat --attacker heavy-cavalry --attacker-pool 2 --attacker-cd --attacker-bonus 1 --defender light-cavalry --defender-pool 2 --defender-flanked --dice 5,1,2,3,6,6,5,1,6,4,3,4 --verbose
HITS  attacker 3, defender 1
attacker heavy-cavalry, 2 + 1 CD + 1 bonus = 4d6 hitting on 5+, rolled 5 1 2 3: 1 hit
  bonus, re-roll the misses (heavy cavalry rolling against light cavalry): rolled 6 6 5, hit on 6: 3 hits
  bonus, re-roll the misses (rolling against a flanked enemy): rolled 1, hit on 6: 3 hits
defender light-cavalry, 2d6 hitting on 5+, rolled 6 4: 1 hit
the attacker's sub-commander, for his 1 bonus die: rolled 3 4 +1 for 1 one = 8: survives
  attacker hits on 5+  (fpga/combat-to-hit.csv:7)
  attacker bonus pass: heavy-vs-light  (fpga/combat-conditions.csv:2)
  bonus re-rolls hit on 6  (fpga/rerolls.csv:2)
  attacker bonus pass: flanked  (fpga/combat-conditions.csv:3)
  bonus re-rolls hit on 6  (fpga/rerolls.csv:2)
  defender hits on 5+  (fpga/combat-to-hit.csv:7)
  attacker cd +1  (fpga/combat-extra-dice.csv:2)
  attacker bonus +1  (fpga/combat-extra-dice.csv:4)
  tables: $TOP/tables ($MUSKET_TABLES)

# JSON.
$ fpga-combat --attacker heavy-cavalry --attacker-pool 2 --attacker-cd --attacker-bonus 1 --defender light-cavalry --defender-pool 2 --defender-flanked --dice 5,1,2,3,6,6,5,1,6,4,3,4 --json
{"tool":"fpga-combat","inputs":{"attacker_type":"heavy-cavalry","attacker_pool":2,"attacker_cd":true,"attacker_mx":false,"attacker_bonus":1,"attacker_cover":"none","attacker_flanked":false,"attacker_vulnerable":false,"attacker_out_of_radius":false,"defender_type":"light-cavalry","defender_pool":2,"defender_cd":false,"defender_mx":false,"defender_bonus":0,"defender_cover":"none","defender_flanked":true,"defender_vulnerable":false,"defender_out_of_radius":false},"dice":[{"roll":"attacker pool","sides":6,"value":5},{"roll":"attacker pool","sides":6,"value":1},{"roll":"attacker pool","sides":6,"value":2},{"roll":"attacker bonus dice","sides":6,"value":3},{"roll":"attacker bonus re-roll","sides":6,"value":6},{"roll":"attacker bonus re-roll","sides":6,"value":6},{"roll":"attacker bonus re-roll","sides":6,"value":5},{"roll":"attacker bonus re-roll","sides":6,"value":1},{"roll":"defender pool","sides":6,"value":6},{"roll":"defender pool","sides":6,"value":4},{"roll":"attacker officer","sides":6,"value":3},{"roll":"attacker officer","sides":6,"value":4}],"outcome":"hits","effect":"attacker 3 hits, defender 1 hit","modifiers":[{"name":"cd","value":1,"side":"attacker","source":"fpga/combat-extra-dice.csv:2"},{"name":"bonus","value":1,"side":"attacker","source":"fpga/combat-extra-dice.csv:4"}],"sides":{"attacker":{"unit":"heavy-cavalry","pool":{"own":2,"cd":1,"mx":0,"bonus":1,"total":4},"hit_on":5,"rolls":[5,1,2,3],"passes":[{"kind":"bonus","reason":"heavy-vs-light","rerolled":[1,2,3],"rolls":[6,6,5]},{"kind":"bonus","reason":"flanked","rerolled":[3],"rolls":[1]}],"hits":3,"officer":{"roll":[3,4],"ones":1,"total":8,"killed":false}},"defender":{"unit":"light-cavalry","pool":{"own":2,"cd":0,"mx":0,"bonus":0,"total":2},"hit_on":5,"rolls":[6,4],"passes":[],"hits":1,"officer":null}}}

$ fpga-combat --attacker-pool 1 --defender-pool 1 --dice 6,2 --json
{"tool":"fpga-combat","inputs":{"attacker_type":"infantry","attacker_pool":1,"attacker_cd":false,"attacker_mx":false,"attacker_bonus":0,"attacker_cover":"none","attacker_flanked":false,"attacker_vulnerable":false,"attacker_out_of_radius":false,"defender_type":"infantry","defender_pool":1,"defender_cd":false,"defender_mx":false,"defender_bonus":0,"defender_cover":"none","defender_flanked":false,"defender_vulnerable":false,"defender_out_of_radius":false},"dice":[{"roll":"attacker pool","sides":6,"value":6},{"roll":"defender pool","sides":6,"value":2}],"outcome":"hits","effect":"attacker 1 hit, defender 0 hits","modifiers":[],"sides":{"attacker":{"unit":"infantry","pool":{"own":1,"cd":0,"mx":0,"bonus":0,"total":1},"hit_on":5,"rolls":[6],"passes":[],"hits":1,"officer":null},"defender":{"unit":"infantry","pool":{"own":1,"cd":0,"mx":0,"bonus":0,"total":1},"hit_on":5,"rolls":[2],"passes":[],"hits":0,"officer":null}}}

# --list: the words each option takes, from the tables.
$ fpga-combat --list
--attacker-type infantry heavy-cavalry light-cavalry artillery
--attacker-cover none cover
--defender-type infantry heavy-cavalry light-cavalry artillery
--defender-cover none cover

# Issue 32's vocabulary: --attacker-type and --defender-type (old:
# --attacker, --defender), --SIDE-cover a word, none or cover (old: a
# flag; given alone it is still cover).  Old and new, the same answer.
$ fpga-combat --attacker heavy-cavalry --attacker-pool 2 --defender light-cavalry --defender-pool 1 --attacker-cover --dice 6,5,5
HITS  attacker 2, defender 0
attacker heavy-cavalry, 2d6 hitting on 5+, rolled 6 5: 2 hits
  bonus, re-roll the misses (heavy cavalry rolling against light cavalry): none to re-roll
defender light-cavalry, 1d6 hitting on 6, rolled 5: 0 hits

$ fpga-combat --attacker-type heavy-cavalry --attacker-pool 2 --defender-type light-cavalry --defender-pool 1 --attacker-cover cover --dice 6,5,5
HITS  attacker 2, defender 0
attacker heavy-cavalry, 2d6 hitting on 5+, rolled 6 5: 2 hits
  bonus, re-roll the misses (heavy cavalry rolling against light cavalry): none to re-roll
defender light-cavalry, 1d6 hitting on 6, rolled 5: 0 hits

$ fpga-combat --attacker-type heavy-cavalry --attacker-pool 2 --defender-cover --defender-pool 1 --dice 6,5,5
HITS  attacker 1, defender 1
attacker heavy-cavalry, 2d6 hitting on 6, rolled 6 5: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 5: 1 hit

$ fpga-combat --attacker-type heavy-cavalry --attacker-pool 2 --defender-cover cover --defender-pool 1 --dice 6,5,5
HITS  attacker 1, defender 1
attacker heavy-cavalry, 2d6 hitting on 6, rolled 6 5: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 5: 1 hit

$ fpga-combat --defender-cover none --attacker-pool 1 --defender-pool 1 --dice 5,5
HITS  attacker 1, defender 1
attacker infantry, 1d6 hitting on 5+, rolled 5: 1 hit
defender infantry, 1d6 hitting on 5+, rolled 5: 1 hit

$ fpga-combat --defender-cover woods --attacker-pool 1 --defender-pool 1 --dice 5,5
! fpga-combat: --defender-cover: 'woods' is not one of none, cover
[2]
