# Infantry against infantry hits on 5+, both sides rolling at once:
# the attacker's 5 4 6 score 2, the defender's 5 4 score 1.
$ fpga-combat --attacker-pool 3 --defender-pool 2 --dice 5,4,6,5,4

# A target in cover needs 6s (the target's cover: --defender-cover).
$ fpga-combat --attacker-pool 3 --defender-pool 1 --defender-cover --dice 5,6,6,5

# Infantry attacking cavalry needs 6s; the cavalry hits it on 5+.
$ fpga-combat --attacker-pool 2 --defender heavy-cavalry --defender-pool 2 --dice 5,6,5,4

# Infantry defending against cavalry hits on 5+.
$ fpga-combat --attacker light-cavalry --attacker-pool 2 --defender-pool 2 --dice 5,4,5,6

# Cavalry needs 6s at a target in cover, 5+ at all others.
$ fpga-combat --attacker heavy-cavalry --attacker-pool 2 --defender-pool 1 --defender-cover --dice 5,6,5

$ fpga-combat --attacker light-cavalry --attacker-pool 2 --defender-pool 1 --defender-cover --dice 5,6,5

# Extra dice: the army commander's CD and an MX unit, one die each, after
# the unit's own (5 4 own, 6 CD, 5 MX).
$ fpga-combat --attacker-pool 2 --attacker-cd --attacker-mx --defender-pool 1 --dice 5,4,6,5,1

# Bonus dice, a die a point, after the rest; their sub-commander then
# rolls 2d6 (3 4) plus the ones they showed (one): 8, he survives.
$ fpga-combat --attacker-pool 2 --attacker-bonus 2 --defender-pool 1 --dice 5,4,1,6,2,3,4

# Heavy cavalry rolling against light cavalry re-rolls its misses, a
# re-rolled die hitting on a 6 only (a 5 misses).
$ fpga-combat --attacker heavy-cavalry --attacker-pool 3 --defender light-cavalry --defender-pool 1 --dice 5,1,2,5,6,4

# Light against heavy cavalry gets no such pass, but the heavy cavalry
# defending against it does (its 4 re-rolled: 6).
$ fpga-combat --attacker light-cavalry --attacker-pool 2 --defender heavy-cavalry --defender-pool 1 --dice 5,1,4,6

# Rolling against a flanked enemy: the defender is flanked, the attacker
# re-rolls its misses (the 2 and the 3, in order).
$ fpga-combat --attacker-pool 3 --defender-pool 1 --defender-flanked --dice 5,2,3,6,1,5

# The defender rolls against a flanked attacker the same way.
$ fpga-combat --attacker-pool 1 --attacker-flanked --defender-pool 2 --dice 6,1,4,6,2

# The passes may be done more than once: heavy against light cavalry that
# is flanked is two bonus passes.
$ fpga-combat --attacker heavy-cavalry --attacker-pool 3 --defender light-cavalry --defender-pool 1 --defender-flanked --dice 1,2,3,6,1,5,6,1,4

# A vulnerable unit re-rolls its hits, each staying a hit on 4+ (a 3
# does not).
$ fpga-combat --attacker-pool 3 --attacker-vulnerable --defender-pool 1 --dice 5,6,2,4,3,5

# Outside its sub-commander's radius: the same penalty; with vulnerable,
# two passes, the second re-rolling what the first kept.
$ fpga-combat --attacker-pool 2 --defender-pool 2 --defender-out-of-radius --dice 1,2,5,6,4,4

$ fpga-combat --attacker-pool 2 --defender-pool 2 --defender-out-of-radius --defender-vulnerable --dice 1,2,5,6,4,4,6,1

# Bonuses first, then penalties: a flanked defender and a vulnerable
# attacker (misses 1 4 re-rolled 6 2, then hits 5 6 re-rolled 4 1).
$ fpga-combat --attacker-pool 3 --attacker-vulnerable --defender-pool 1 --defender-flanked --dice 5,1,4,6,2,4,1,5

# No miss, nothing to re-roll; no hit, the same.
$ fpga-combat --attacker-pool 2 --defender-pool 1 --defender-flanked --dice 5,6,1

$ fpga-combat --attacker-pool 2 --attacker-vulnerable --defender-pool 1 --dice 1,2,1

# The officer: 2d6 plus one a one on his bonus dice, re-rolls included,
# 12 or more killed.  First roll 1 1 on the bonus dice, the flanked
# defender's pass re-rolls them 1 6: three ones, 5 4 + 3 = 12, killed.
$ fpga-combat --attacker-pool 1 --attacker-bonus 2 --defender-pool 1 --defender-flanked --dice 5,1,1,1,6,2,5,4

# 11 survives; with no ones 6 6 is 12 and kills him.
$ fpga-combat --attacker-pool 1 --attacker-bonus 1 --defender-pool 1 --dice 5,1,2,6,4

$ fpga-combat --attacker-pool 1 --attacker-bonus 1 --defender-pool 1 --dice 5,5,2,6,6

# A one on his own dice does not count: only the bonus dice's ones.
$ fpga-combat --attacker-pool 2 --attacker-bonus 1 --defender-pool 1 --dice 1,1,5,2,6,5

# Both sides' sub-commanders: the attacker's roll first.
$ fpga-combat --attacker-pool 1 --attacker-bonus 1 --defender-pool 1 --defender-bonus 1 --dice 5,1,6,1,6,6,2,3

# A house rule: the officer counts the first roll's ones only
# (count_rerolls no): the re-rolled one is not counted, 5 4 + 2 = 11.
$ cp -R "$TABLES" t && sed -i 's/,yes$/,no/' t/fpga/officer-modifiers.csv && fpga-combat --tables t --attacker-pool 1 --attacker-bonus 2 --defender-pool 1 --defender-flanked --dice 5,1,1,1,6,2,5,4

# A house rule: a bonus and a penalty cancel (cancel yes on both combat
# rows): flanked and vulnerable give no pass at all.
$ cp -R "$TABLES" t && sed -i 's/^\(combat,[a-z]*,[a-z]*,[0-9],\)no/\1yes/' t/fpga/rerolls.csv && fpga-combat --tables t --attacker-pool 2 --attacker-vulnerable --defender-pool 1 --defender-flanked --dice 5,1,2

# A house rule: infantry against infantry on 4+.
$ cp -R "$TABLES" t && sed -i 's/^infantry,any,infantry,any,5$/infantry,any,infantry,any,4/' t/fpga/combat-to-hit.csv && fpga-combat --tables t --attacker-pool 2 --defender-pool 1 --dice 4,3,4

# --verbose: the rows of the extra dice, the numbers to hit and passes.
$ fpga-combat --attacker heavy-cavalry --attacker-pool 2 --attacker-cd --attacker-bonus 1 --defender light-cavalry --defender-pool 2 --defender-flanked --dice 5,1,2,3,6,6,5,2,6,4 --verbose

# JSON.
$ fpga-combat --attacker heavy-cavalry --attacker-pool 2 --attacker-cd --attacker-bonus 1 --defender light-cavalry --defender-pool 2 --defender-flanked --dice 5,1,2,3,6,6,5,2,6,4 --json

$ fpga-combat --attacker-pool 1 --defender-pool 1 --dice 6,2 --json
