# Artillery: the number by battery and attacker (fpga/escape-battery.csv),
# 2d6 less than it escapes.  Foot artillery attacked by infantry, 7: a 6
# escapes, a 7 is caught (reading 5, strictly less); 2+4 has no odd die.
$ fpga-escape --battery foot --attacker infantry --dice 2,4
ESCAPED  rolled 2+4 = 6, less than 7 (foot artillery attacked by infantry)
the attacker takes no hit: no die is odd

# Caught guns: the sheet (lines 102-117) says no more, and fpga-combat
# takes no artillery, so no "combat follows": the group settles it.
$ fpga-escape --battery foot --attacker infantry --dice 3,4
CAUGHT  rolled 3+4 = 7, not less than 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is odd
the sheet says no more of caught guns: settle the contact as your group plays

# Foot artillery attacked by cavalry, 6: 5 escapes, 6 is caught.
$ fpga-escape --battery foot --attacker cavalry --dice 1,4
ESCAPED  rolled 1+4 = 5, less than 6 (foot artillery attacked by cavalry)
the attacker takes 1 hit: a die is odd

$ fpga-escape --battery foot --attacker cavalry --dice 2,4
CAUGHT  rolled 2+4 = 6, not less than 6 (foot artillery attacked by cavalry)
the attacker takes no hit: no die is odd
the sheet says no more of caught guns: settle the contact as your group plays

# Horse artillery attacked by infantry, 9: 8 escapes, 9 is caught.
$ fpga-escape artillery --battery horse --attacker infantry --dice 4,4
ESCAPED  rolled 4+4 = 8, less than 9 (horse artillery attacked by infantry)
the attacker takes no hit: no die is odd

$ fpga-escape artillery --battery horse --attacker infantry --dice 4,5
CAUGHT  rolled 4+5 = 9, not less than 9 (horse artillery attacked by infantry)
the attacker takes 1 hit: a die is odd
the sheet says no more of caught guns: settle the contact as your group plays

# Horse artillery attacked by cavalry, 7.
$ fpga-escape --battery horse --attacker cavalry --dice 6,6
CAUGHT  rolled 6+6 = 12, not less than 7 (horse artillery attacked by cavalry)
the attacker takes no hit: no die is odd
the sheet says no more of caught guns: settle the contact as your group plays

$ fpga-escape --battery horse --attacker cavalry --dice 2,2
ESCAPED  rolled 2+2 = 4, less than 7 (horse artillery attacked by cavalry)
the attacker takes no hit: no die is odd

# Either die odd: the attacker takes 1 hit, escaped or caught (reading 1).
$ fpga-escape --battery horse --attacker infantry --dice 1,2
ESCAPED  rolled 1+2 = 3, less than 9 (horse artillery attacked by infantry)
the attacker takes 1 hit: a die is odd

$ fpga-escape --battery foot --attacker cavalry --dice 5,6
CAUGHT  rolled 5+6 = 11, not less than 6 (foot artillery attacked by cavalry)
the attacker takes 1 hit: a die is odd
the sheet says no more of caught guns: settle the contact as your group plays

# The other readings of the odd-die line, a cell each: a 1, or doubles.
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && sed -i 's/either-odd/either-one/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry --dice 3,5
CAUGHT  rolled 3+5 = 8, not less than 7 (foot artillery attacked by infantry)
the attacker takes no hit: no die is a 1
the sheet says no more of caught guns: settle the contact as your group plays

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && sed -i 's/either-odd/either-one/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry --dice 1,5
ESCAPED  rolled 1+5 = 6, less than 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is a 1

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && sed -i 's/either-odd/doubles/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry --dice 3,3
ESCAPED  rolled 3+3 = 6, less than 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: the dice are doubles

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && sed -i 's/either-odd/doubles/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry --dice 3,5
CAUGHT  rolled 3+5 = 8, not less than 7 (foot artillery attacked by infantry)
the attacker takes no hit: the dice are not doubles
the sheet says no more of caught guns: settle the contact as your group plays

# compare le: a total equal to the number escapes.
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-artillery.csv" t/fpga/ && sed -i 's/,lt,/,le,/' t/fpga/escape-artillery.csv && fpga-escape --tables t --battery foot --attacker infantry --dice 3,4
ESCAPED  rolled 3+4 = 7, at most 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is odd

# A house number: foot artillery against infantry 8.
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-battery.csv" t/fpga/ && sed -i 's/^foot,7,6$/foot,8,6/' t/fpga/escape-battery.csv && fpga-escape --tables t --battery foot --attacker infantry --dice 3,4
ESCAPED  rolled 3+4 = 7, less than 8 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is odd

# Cavalry: each rolls a die, +1 light, +2 Cossacks (fpga/escape-evade.csv);
# the higher evader total gets away.
$ fpga-escape cavalry --evader light --pursuer heavy --dice 3,3
ESCAPED  light 3+1 = 4 against heavy 3

$ fpga-escape cavalry --evader heavy --pursuer light --dice 3,3
CAUGHT  heavy 3 against light 3+1 = 4
combat follows: fpga-combat --attacker-type light-cavalry --defender-type heavy-cavalry (add --attacker-pool: the pursuer's combat dice; --defender-pool: the evader's combat dice)

$ fpga-escape cavalry --evader heavy --pursuer heavy --dice 2,5
CAUGHT  heavy 2 against heavy 5
combat follows: fpga-combat --attacker-type heavy-cavalry --defender-type heavy-cavalry (add --attacker-pool: the pursuer's combat dice; --defender-pool: the evader's combat dice)

# Cossacks add 2, not 1 + 2 (reading 3).
$ fpga-escape cavalry --evader cossack --pursuer light --dice 2,2
ESCAPED  cossack 2+2 = 4 against light 2+1 = 3

# Infantry and artillery pursue with no bonus, and roll (reading 4).
$ fpga-escape cavalry --evader heavy --pursuer infantry --dice 4,4,1,6
CAUGHT  heavy 1 against infantry 6
tied first: heavy 4 against infantry 4, rolled again
combat follows: fpga-combat --attacker-type infantry --defender-type heavy-cavalry (add --attacker-pool: the pursuer's combat dice; --defender-pool: the evader's combat dice)

$ fpga-escape cavalry --evader light --pursuer artillery --dice 1,3
CAUGHT  light 1+1 = 2 against artillery 3

# A tie is rolled again until the totals differ (reading 2).
$ fpga-escape cavalry --evader light --pursuer heavy --dice 2,3,5,6,5,4
ESCAPED  light 5+1 = 6 against heavy 4
tied first: light 2+1 = 3 against heavy 3, rolled again
tied again: light 5+1 = 6 against heavy 6, rolled again

# tie=pursuer: the evader must beat him; tie=evader: a tie gets away.
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-cavalry.csv" t/fpga/ && sed -i 's/^6,reroll$/6,pursuer/' t/fpga/escape-cavalry.csv && fpga-escape cavalry --tables t --evader light --pursuer heavy --dice 2,3
CAUGHT  light 2+1 = 3 against heavy 3, a tie to the pursuer
combat follows: fpga-combat --tables t --attacker-type heavy-cavalry --defender-type light-cavalry (add --attacker-pool: the pursuer's combat dice; --defender-pool: the evader's combat dice)

$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-cavalry.csv" t/fpga/ && sed -i 's/^6,reroll$/6,evader/' t/fpga/escape-cavalry.csv && fpga-escape cavalry --tables t --evader light --pursuer heavy --dice 2,3
ESCAPED  light 2+1 = 3 against heavy 3, a tie to the evader

# auto=yes on a pursuer's row: evading it needs no roll.
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-evade.csv" t/fpga/ && sed -i 's/^infantry,0,no,no$/infantry,0,no,yes/' t/fpga/escape-evade.csv && fpga-escape cavalry --tables t --evader heavy --pursuer infantry
ESCAPED  without a roll: heavy evades infantry (fpga/escape-evade.csv:5)

# --verbose lists the bonuses and their rows.
$ fpga-escape cavalry --evader cossack --pursuer light --dice 2,2 --verbose
ESCAPED  cossack 2+2 = 4 against light 2+1 = 3
  1d6 a side, ties rolled again  (fpga/escape-cavalry.csv:2)
  evader cossack +2  (fpga/escape-evade.csv:4)
  pursuer light +1  (fpga/escape-evade.csv:3)
  tables: $TOP/tables ($MUSKET_TABLES)

# JSON in both modes.
$ fpga-escape --battery foot --attacker infantry --dice 3,2 --json
{"tool":"fpga-escape","inputs":{"mode":"artillery","battery_type":"foot","attacker_type":"infantry"},"dice":[{"roll":"escape","sides":6,"value":3},{"roll":"escape","sides":6,"value":2}],"outcome":"escaped","effect":"the guns get away before combat; the attacker takes 1 hit","modifiers":[],"mode":"artillery","battery":"foot","attacker":"infantry","needed":7,"rolls":[3,2],"total":5,"escaped":true,"attacker_hit":true,"follow_up":null}

$ fpga-escape cavalry --evader light --pursuer heavy --dice 2,3,5,4 --json
{"tool":"fpga-escape","inputs":{"mode":"cavalry","evader_type":"light","pursuer_type":"heavy"},"dice":[{"roll":"evader","sides":6,"value":2},{"roll":"pursuer","sides":6,"value":3},{"roll":"evader","sides":6,"value":5},{"roll":"pursuer","sides":6,"value":4}],"outcome":"escaped","effect":"the cavalry evades: it moves away before contact","modifiers":[{"name":"light","value":1,"side":"evader","source":"fpga/escape-evade.csv:3"}],"mode":"cavalry","evader":"light","pursuer":"heavy","rounds":[{"evader_roll":2,"pursuer_roll":3,"evader_total":3,"pursuer_total":3},{"evader_roll":5,"pursuer_roll":4,"evader_total":6,"pursuer_total":4}],"escaped":true,"follow_up":null}

# A caught evader's combat (issue 33 item 1): the fpga-combat command
# carries both units in fpga-combat's words (fpga/escape-combat.csv), the
# pursuer attacking, and names the combat dice it does not know.  Run
# with them, heavy cavalry gets its re-roll against light cavalry.
$ cmd=$(fpga-escape cavalry --evader light --pursuer heavy --dice 1,6 | sed -n 's/^combat follows: \(.*\) (add .*/\1/p') && echo "$cmd" && eval "$cmd --attacker-pool 2 --defender-pool 2 --dice 1,2,3,4,5,6"
fpga-combat --attacker-type heavy-cavalry --defender-type light-cavalry
HITS  attacker 0, defender 2
attacker heavy-cavalry, 2d6 hitting on 5+, rolled 1 2: 0 hits
  bonus, re-roll the misses (heavy cavalry rolling against light cavalry): rolled 3 4, hit on 6: 0 hits
defender light-cavalry, 2d6 hitting on 5+, rolled 5 6: 2 hits

# In JSON: args a list, missing the two pools; a script adds them.
$ fpga-escape cavalry --evader cossack --pursuer heavy --dice 1,6 --json | jq -c '.follow_up, (.follow_up.args|type)'
{"tool":"fpga-combat","args":["--attacker-type","heavy-cavalry","--defender-type","light-cavalry"],"missing":["--attacker-pool","--defender-pool"]}
"array"

$ fpga-escape cavalry --evader light --pursuer heavy --dice 1,6 --json | jq -r '(.follow_up.args + ["--attacker-pool","2","--defender-pool","2","--dice","1,2,3,4,5,6"])|@sh' | fpga-combat --batch
HITS  attacker 0, defender 2; attacker heavy-cavalry, 2d6 hitting on 5+, rolled 1 2: 0 hits; bonus, re-roll the misses (heavy cavalry rolling against light cavalry): rolled 3 4, hit on 6: 0 hits; defender light-cavalry, 2d6 hitting on 5+, rolled 5 6: 2 hits

# fpga-combat takes no guns: caught artillery, or a pursuit by it, has
# no follow-up; nor has an escape.
$ fpga-escape --battery foot --attacker infantry --dice 6,6 --json | jq -c '[.outcome, .follow_up]'
["caught",null]

$ fpga-escape cavalry --evader light --pursuer artillery --dice 1,6 --json | jq -c '[.outcome, .follow_up]'
["caught",null]

$ fpga-escape cavalry --evader light --pursuer heavy --dice 6,1 --json | jq -c '[.outcome, .follow_up]'
["escaped",null]

# Each type needs its row in fpga/escape-combat.csv.
$ mkdir -p t/fpga && cp "$TABLES/fpga/escape-combat.csv" t/fpga/ && sed -i '/^cossack,/d' t/fpga/escape-combat.csv && fpga-escape cavalry --tables t --evader light --pursuer heavy
! fpga-escape: t/fpga/escape-combat.csv: no row for 'cossack'
[3]

# The JSON effect of caught guns says the same.
$ fpga-escape --battery foot --attacker infantry --dice 3,4 --json | jq -r .effect
the sheet says no more of caught guns: settle the contact as your group plays; the attacker takes 1 hit

# --verbose cites the rows every number came from (issue 33 item 32:
# it cited none for the guns, and only a bonus for the cavalry).
$ fpga-escape artillery --battery foot --attacker infantry --verbose --dice 3,4
CAUGHT  rolled 3+4 = 7, not less than 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is odd
the sheet says no more of caught guns: settle the contact as your group plays
  escape on 7: foot artillery attacked by infantry  (fpga/escape-battery.csv:2)
  2d6 less than it, the attacker hit when either die is odd  (fpga/escape-artillery.csv:2)
  tables: $TOP/tables ($MUSKET_TABLES)

$ fpga-escape cavalry --evader heavy --pursuer heavy --verbose --dice 3,3,4,3
ESCAPED  heavy 4 against heavy 3
tied first: heavy 3 against heavy 3, rolled again
  evader heavy, no bonus  (fpga/escape-evade.csv:2)
  pursuer heavy, no bonus  (fpga/escape-evade.csv:2)
  1d6 a side, ties rolled again  (fpga/escape-cavalry.csv:2)
  tables: $TOP/tables ($MUSKET_TABLES)

$ fpga-escape cavalry --evader light --pursuer heavy --verbose --dice 5,1
ESCAPED  light 5+1 = 6 against heavy 1
  pursuer heavy, no bonus  (fpga/escape-evade.csv:2)
  1d6 a side, ties rolled again  (fpga/escape-cavalry.csv:2)
  evader light +1  (fpga/escape-evade.csv:3)
  tables: $TOP/tables ($MUSKET_TABLES)

# Issue 32's vocabulary: each side's unit type, --battery-type and
# --attacker-type, --evader-type and --pursuer-type; the old names give
# the same answer.
$ fpga-escape --battery foot --attacker infantry --dice 3,2
ESCAPED  rolled 3+2 = 5, less than 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is odd

$ fpga-escape --battery-type foot --attacker-type infantry --dice 3,2
ESCAPED  rolled 3+2 = 5, less than 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is odd

$ fpga-escape cavalry --evader light --pursuer heavy --dice 2,3,5,4
ESCAPED  light 5+1 = 6 against heavy 4
tied first: light 2+1 = 3 against heavy 3, rolled again

$ fpga-escape cavalry --evader-type light --pursuer-type heavy --dice 2,3,5,4
ESCAPED  light 5+1 = 6 against heavy 4
tied first: light 2+1 = 3 against heavy 3, rolled again
