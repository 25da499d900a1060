# Both units roll a d6; a modified 2 or less is hit, 3 or more unaffected.
$ pw3x3-combat --dice 3,6
NEITHER HIT  attacker 3 (rolled 3), defender 6 (rolled 6)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

# close is the default mode; the word may be given, anywhere.
$ pw3x3-combat close --dice 3,6
NEITHER HIT  attacker 3 (rolled 3), defender 6 (rolled 6)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --dice 3,6 close
NEITHER HIT  attacker 3 (rolled 3), defender 6 (rolled 6)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

# 2 is hit, 3 is not: the edge of the band.
$ pw3x3-combat --dice 2,3,1
ATTACKER HIT  attacker 2 (rolled 2), defender 3 (rolled 3)
attacker hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --dice 3,2,1
DEFENDER HIT  attacker 3 (rolled 3), defender 2 (rolled 2)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
no winner: neither unit gave ground

# Modifiers.  Support: a friendly unit of the same type in the grid area, +1.
$ pw3x3-combat --attacker-support --dice 2,3
NEITHER HIT  attacker 3 (rolled 2, support +1), defender 3 (rolled 3)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --defender-support --dice 3,2
NEITHER HIT  attacker 3 (rolled 3), defender 3 (rolled 2, support +1)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

# A friendly General in the grid area, +1.
$ pw3x3-combat --attacker-general --dice 2,3
NEITHER HIT  attacker 3 (rolled 2, general +1), defender 3 (rolled 3)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --defender-general --dice 3,2
NEITHER HIT  attacker 3 (rolled 3), defender 3 (rolled 2, general +1)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

# Flank or rear: +1 to the attacker, -1 to the defender.
$ pw3x3-combat --flank --dice 2,4
NEITHER HIT  attacker 3 (rolled 2, flank attack +1), defender 3 (rolled 4, attacked in flank -1)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --flank --dice 2,3,1
DEFENDER HIT  attacker 3 (rolled 2, flank attack +1), defender 2 (rolled 3, attacked in flank -1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
no winner: neither unit gave ground

# The enemy uphill or in cover: -1, once for either or both.
$ pw3x3-combat --defender-cover --dice 3,3,1
ATTACKER HIT  attacker 2 (rolled 3, enemy uphill or in cover -1), defender 3 (rolled 3)
attacker hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --defender-uphill --dice 3,3,1
ATTACKER HIT  attacker 2 (rolled 3, enemy uphill or in cover -1), defender 3 (rolled 3)
attacker hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --defender-cover --defender-uphill --dice 4,3
NEITHER HIT  attacker 3 (rolled 4, enemy uphill or in cover -1), defender 3 (rolled 3)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --attacker-cover --dice 3,3,1
DEFENDER HIT  attacker 3 (rolled 3), defender 2 (rolled 3, enemy uphill or in cover -1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
no winner: neither unit gave ground

$ pw3x3-combat --attacker-uphill --dice 3,3,1
DEFENDER HIT  attacker 3 (rolled 3), defender 2 (rolled 3, enemy uphill or in cover -1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
no winner: neither unit gave ground

# The enemy in fortifications: -1, on top of cover.
$ pw3x3-combat --defender-fortified --dice 3,3,1
ATTACKER HIT  attacker 2 (rolled 3, enemy fortified -1), defender 3 (rolled 3)
attacker hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --attacker-fortified --dice 3,3,1
DEFENDER HIT  attacker 3 (rolled 3), defender 2 (rolled 3, enemy fortified -1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
no winner: neither unit gave ground

$ pw3x3-combat --defender-cover --defender-fortified --dice 4,6,1
ATTACKER HIT  attacker 2 (rolled 4, enemy uphill or in cover -1, enemy fortified -1), defender 6 (rolled 6)
attacker hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender unaffected (3 or more)
no winner: neither unit gave ground

# Everything at once.
$ pw3x3-combat --attacker-support --attacker-general --flank --defender-general --defender-support --defender-cover --defender-fortified --dice 2,2
NEITHER HIT  attacker 3 (rolled 2, support +1, general +1, flank attack +1, enemy uphill or in cover -1, enemy fortified -1), defender 3 (rolled 2, support +1, general +1, attacked in flank -1)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

# The hit effect die by quality: elite loses 1 SP on 1-2 and must retreat
# or lose 1 SP on 3-6; average 1-3 and 4-6; poor 1-4 and 5-6.
$ pw3x3-combat --defender-quality elite --dice 6,1,2
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): elite rolls 2 (1-2): loses 1 SP, 1 SP left
no winner: neither unit gave ground

$ pw3x3-combat --defender-quality elite --dice 6,1,3
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): elite rolls 3 (3-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --defender-quality average --dice 6,1,3
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 3 (1-3): loses 1 SP, 1 SP left
no winner: neither unit gave ground

$ pw3x3-combat --defender-quality average --dice 6,1,4
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --defender-quality poor --dice 6,1,4
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): poor rolls 4 (1-4): loses 1 SP, 1 SP left
no winner: neither unit gave ground

$ pw3x3-combat --defender-quality poor --dice 6,1,5
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): poor rolls 5 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --attacker-quality poor --dice 1,6,6
ATTACKER HIT  attacker 1 (rolled 1), defender 6 (rolled 6)
attacker hit (2 or less): poor rolls 6 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender unaffected (3 or more)
defender wins: the attacker retreated; infantry may advance into its grid area
had the attacker lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --attacker-quality elite --dice 1,6,1
ATTACKER HIT  attacker 1 (rolled 1), defender 6 (rolled 6)
attacker hit (2 or less): elite rolls 1 (1-2): loses 1 SP, 1 SP left
defender unaffected (3 or more)
no winner: neither unit gave ground

# A unit unable or unwilling to retreat loses 1 SP instead.
$ pw3x3-combat --defender-no-retreat --dice 6,1,6
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 6 (4-6): must retreat 1 grid area or lose 1 SP; does not retreat, loses 1 SP, 1 SP left
no winner: neither unit gave ground

$ pw3x3-combat --attacker-no-retreat --dice 1,6,4
ATTACKER HIT  attacker 1 (rolled 1), defender 6 (rolled 6)
attacker hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; does not retreat, loses 1 SP, 1 SP left
defender unaffected (3 or more)
no winner: neither unit gave ground

# --no-retreat changes nothing when the die says lose 1 SP anyway.
$ pw3x3-combat --defender-no-retreat --dice 6,1,1
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
no winner: neither unit gave ground

# At 0 SP the unit is destroyed.
$ pw3x3-combat --defender-sp 1 --dice 6,1,1
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 0 SP left: destroyed
attacker wins: the defender was destroyed; infantry may advance into its grid area

$ pw3x3-combat --defender-sp 1 --defender-no-retreat --dice 6,1,6
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 6 (4-6): must retreat 1 grid area or lose 1 SP; does not retreat, loses 1 SP, 0 SP left: destroyed
attacker wins: the defender was destroyed; infantry may advance into its grid area

$ pw3x3-combat --defender-sp 1 --dice 6,1,6
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 6 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 1 SP left
attacker wins: the defender retreated; infantry may advance into its grid area

# Retreat or lose 1 SP is the owner's choice (05-pw3x3-combat.md round
# 2, reading 2): the tool retreats, and says when losing the SP would
# change who wins. Here the defender would stand: no winner.
$ pw3x3-combat --dice 6,1,4
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

# Losing its last SP destroys it: the attacker wins either way, no line.
$ pw3x3-combat --defender-sp 1 --dice 6,1,4
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 1 SP left
attacker wins: the defender retreated; infantry may advance into its grid area

# A house rule that costs 2 SP a hit: the line names the table's number.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/units.csv" t/pw3x3/ && sed -i 's/^2,1,1,/3,2,1,/' t/pw3x3/units.csv && pw3x3-combat -T t --dice 6,1,4
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 2 SP; retreats, 3 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 2 SP rather than retreat, neither side would win

$ pw3x3-combat --attacker-sp 2 --defender-sp 2 --dice 1,1,1,1
BOTH HIT  attacker 1 (rolled 1), defender 1 (rolled 1)
attacker hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
no winner: neither unit gave ground

# Both hit: who won is who holds its ground while the enemy gives it.
$ pw3x3-combat --dice 1,2,4,1
BOTH HIT  attacker 1 (rolled 1), defender 2 (rolled 2)
attacker hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender wins: the attacker retreated; infantry may advance into its grid area
had the attacker lost 1 SP rather than retreat, neither side would win

# Both retreat: either, standing instead, would have won (reading 2).
$ pw3x3-combat --dice 1,1,4,5
BOTH HIT  attacker 1 (rolled 1), defender 1 (rolled 1)
attacker hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
no winner: both units gave ground
had the attacker lost 1 SP rather than retreat, the attacker would win
had the defender lost 1 SP rather than retreat, the defender would win

# A destroyed unit did not give ground and wins nothing: a unit that
# retreated wins over an enemy destroyed (sheet line 137, a win is
# "because the enemy unit has been destroyed or has retreated 1 grid
# area"; issue 33 item 24); both destroyed is no winner.
$ pw3x3-combat close --defender-sp 1 --dice 1,1,5,1
BOTH HIT  attacker 1 (rolled 1), defender 1 (rolled 1)
attacker hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 0 SP left: destroyed
attacker wins: the defender was destroyed (the winner only retreated); infantry may advance into its grid area

$ pw3x3-combat close --defender-sp 1 --dice 1,1,5,1 --json | jq -c '[.outcome, .winner, .sides.attacker.state, .sides.defender.state]'
["both_hit","attacker","retreated","destroyed"]

$ pw3x3-combat close --defender-sp 1 --dice 1,1,5,1 -e >/dev/null

# Its odds, by python3 fractions over both d6s and both hit dice: the
# attacker wins 11/36 (5/18 before, less the 1/36 of this case), the
# defender 1/9, no winner 7/12; they sum to 1.
$ pw3x3-combat close --defender-sp 1 --odds --json | jq -c '[.winner[] | [.outcome, .fraction]]'
[["attacker","11/36"],["defender","1/9"],["none","7/12"]]

$ pw3x3-combat --attacker-sp 1 --defender-sp 1 --dice 1,1,1,1
BOTH HIT  attacker 1 (rolled 1), defender 1 (rolled 1)
attacker hit (2 or less): average rolls 1 (1-3): loses 1 SP, 0 SP left: destroyed
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 0 SP left: destroyed
no winner: both units were destroyed

$ pw3x3-combat --attacker-sp 1 --dice 1,2,1,6
BOTH HIT  attacker 1 (rolled 1), defender 2 (rolled 2)
attacker hit (2 or less): average rolls 1 (1-3): loses 1 SP, 0 SP left: destroyed
defender hit (2 or less): average rolls 6 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender wins: the attacker was destroyed (the winner only retreated); infantry may advance into its grid area

# A General with a hit unit rolls 2D6: 12 killed, 11 wounded, 10 or less
# survives; he retreats with his unit if he can.
$ pw3x3-combat --defender-general --dice 6,1,2,6,6
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 1, general +1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 2 (1-3): loses 1 SP, 1 SP left
defender General rolls 6+6=12: the General is killed
no winner: neither unit gave ground

$ pw3x3-combat --defender-general --dice 6,1,2,5,6
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 1, general +1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 2 (1-3): loses 1 SP, 1 SP left
defender General rolls 5+6=11: the General is wounded and loses 1 SP
no winner: neither unit gave ground

$ pw3x3-combat --defender-general --dice 6,1,2,4,6
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 1, general +1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 2 (1-3): loses 1 SP, 1 SP left
defender General rolls 4+6=10: the General survives
no winner: neither unit gave ground

$ pw3x3-combat --defender-general --dice 6,1,2,1,1
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 1, general +1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 2 (1-3): loses 1 SP, 1 SP left
defender General rolls 1+1=2: the General survives
no winner: neither unit gave ground

$ pw3x3-combat --defender-general --dice 6,1,5,5,6
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 1, general +1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender General rolls 5+6=11: the General is wounded and loses 1 SP; he retreats with the unit
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --defender-general --dice 6,1,5,6,6
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 1, general +1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender General rolls 6+6=12: the General is killed
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --attacker-general --dice 1,6,3,1,1
ATTACKER HIT  attacker 2 (rolled 1, general +1), defender 6 (rolled 6)
attacker hit (2 or less): average rolls 3 (1-3): loses 1 SP, 1 SP left
attacker General rolls 1+1=2: the General survives
defender unaffected (3 or more)
no winner: neither unit gave ground

# A General whose unit is not hit rolls nothing.
$ pw3x3-combat --attacker-general --defender-general --dice 3,6
NEITHER HIT  attacker 4 (rolled 3, general +1), defender 7 (rolled 6, general +1)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

# Dice order: both close combat dice, then the attacker's hit effect and
# General, then the defender's.
$ pw3x3-combat --attacker-general --defender-general --dice 1,1,2,3,4,5,5,6
BOTH HIT  attacker 2 (rolled 1, general +1), defender 2 (rolled 1, general +1)
attacker hit (2 or less): average rolls 2 (1-3): loses 1 SP, 1 SP left
attacker General rolls 3+4=7: the General survives
defender hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender General rolls 5+6=11: the General is wounded and loses 1 SP; he retreats with the unit
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --attacker-general --defender-general --dice 1,1,2,3,4,5,5,6 --json
{"tool":"pw3x3-combat","inputs":{"mode":"close","attacker_quality":"average","attacker_sp":null,"attacker_support":false,"attacker_general":true,"attacker_cover":"none","attacker_uphill":false,"attacker_fortified":false,"attacker_no_retreat":false,"attacker_type":"infantry","defender_quality":"average","defender_sp":null,"defender_support":false,"defender_general":true,"defender_cover":"none","defender_uphill":false,"defender_fortified":false,"defender_no_retreat":false,"defender_type":"infantry","flank":false},"dice":[{"roll":"attacker close combat","sides":6,"value":1},{"roll":"defender close combat","sides":6,"value":1},{"roll":"attacker hit effect","sides":6,"value":2},{"roll":"attacker General","sides":6,"value":3},{"roll":"attacker General","sides":6,"value":4},{"roll":"defender hit effect","sides":6,"value":5},{"roll":"defender General","sides":6,"value":5},{"roll":"defender General","sides":6,"value":6}],"outcome":"both_hit","effect":"attacker hit (2 or less): average rolls 2 (1-3): loses 1 SP, 1 SP left; attacker General rolls 3+4=7: the General survives; defender hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left; defender General rolls 5+6=11: the General is wounded and loses 1 SP; he retreats with the unit; attacker wins: the defender retreated; infantry may advance into its grid area; had the defender lost 1 SP rather than retreat, neither side would win","modifiers":[{"name":"general","value":1,"side":"attacker","source":"pw3x3/close-modifiers.csv:3"},{"name":"general","value":1,"side":"defender","source":"pw3x3/close-modifiers.csv:3"}],"mode":"close","sides":{"attacker":{"quality":"average","sp":2,"roll":1,"score":2,"hit":true,"hit_roll":2,"hit_result":"lose_sp","state":"lost_sp","sp_after":1,"destroyed":false,"general":{"roll":7,"result":"survives"}},"defender":{"quality":"average","sp":2,"roll":1,"score":2,"hit":true,"hit_roll":5,"hit_result":"retreat_or_lose_sp","state":"retreated","sp_after":2,"destroyed":false,"general":{"roll":11,"result":"wounded"}}},"winner":"attacker"}

# -e: 0 when the attacker wins: the defender retreated or was destroyed
# and the attacker gave no ground (issue 13: a defender that only lost an
# SP was a success).
$ pw3x3-combat --dice 6,1,4 -e
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --dice 3,3 -e >/dev/null
[1]

$ pw3x3-combat --dice 6,2,2 -e
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 2)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 2 (1-3): loses 1 SP, 1 SP left
no winner: neither unit gave ground
[1]

$ pw3x3-combat --defender-sp 1 --dice 6,2,2 -e
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 2)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 2 (1-3): loses 1 SP, 0 SP left: destroyed
attacker wins: the defender was destroyed; infantry may advance into its grid area

$ pw3x3-combat --defender-no-retreat --dice 6,2,5 -e
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 2)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; does not retreat, loses 1 SP, 1 SP left
no winner: neither unit gave ground
[1]

$ pw3x3-combat --dice 1,1,2,5 -e
BOTH HIT  attacker 1 (rolled 1), defender 1 (rolled 1)
attacker hit (2 or less): average rolls 2 (1-3): loses 1 SP, 1 SP left
defender hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --dice 1,1,5,5 -e
BOTH HIT  attacker 1 (rolled 1), defender 1 (rolled 1)
attacker hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender hit (2 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
no winner: both units gave ground
had the attacker lost 1 SP rather than retreat, the attacker would win
had the defender lost 1 SP rather than retreat, the defender would win
[1]

$ pw3x3-combat --dice 1,6,4 -e >/dev/null
[1]

$ pw3x3-combat --dice 1,1,4,4 -e >/dev/null
[1]

# JSON: the per side keys.
$ pw3x3-combat --attacker-quality elite --attacker-support --defender-quality poor --defender-cover --dice 3,2,5 --json
{"tool":"pw3x3-combat","inputs":{"mode":"close","attacker_quality":"elite","attacker_sp":null,"attacker_support":true,"attacker_general":false,"attacker_cover":"none","attacker_uphill":false,"attacker_fortified":false,"attacker_no_retreat":false,"attacker_type":"infantry","defender_quality":"poor","defender_sp":null,"defender_support":false,"defender_general":false,"defender_cover":"cover","defender_uphill":false,"defender_fortified":false,"defender_no_retreat":false,"defender_type":"infantry","flank":false},"dice":[{"roll":"attacker close combat","sides":6,"value":3},{"roll":"defender close combat","sides":6,"value":2},{"roll":"defender hit effect","sides":6,"value":5}],"outcome":"defender_hit","effect":"attacker unaffected (3 or more); defender hit (2 or less): poor rolls 5 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left; attacker wins: the defender retreated; infantry may advance into its grid area; had the defender lost 1 SP rather than retreat, neither side would win","modifiers":[{"name":"support","value":1,"side":"attacker","source":"pw3x3/close-modifiers.csv:2"},{"name":"enemy uphill or in cover","value":-1,"side":"attacker","source":"pw3x3/close-modifiers.csv:6"}],"mode":"close","sides":{"attacker":{"quality":"elite","sp":2,"roll":3,"score":3,"hit":false,"hit_roll":null,"hit_result":null,"state":"unharmed","sp_after":2,"destroyed":false,"general":null},"defender":{"quality":"poor","sp":2,"roll":2,"score":2,"hit":true,"hit_roll":5,"hit_result":"retreat_or_lose_sp","state":"retreated","sp_after":2,"destroyed":false,"general":null}},"winner":"attacker"}

$ pw3x3-combat --defender-sp 1 --defender-general --dice 6,1,1,6,5 --json
{"tool":"pw3x3-combat","inputs":{"mode":"close","attacker_quality":"average","attacker_sp":null,"attacker_support":false,"attacker_general":false,"attacker_cover":"none","attacker_uphill":false,"attacker_fortified":false,"attacker_no_retreat":false,"attacker_type":"infantry","defender_quality":"average","defender_sp":1,"defender_support":false,"defender_general":true,"defender_cover":"none","defender_uphill":false,"defender_fortified":false,"defender_no_retreat":false,"defender_type":"infantry","flank":false},"dice":[{"roll":"attacker close combat","sides":6,"value":6},{"roll":"defender close combat","sides":6,"value":1},{"roll":"defender hit effect","sides":6,"value":1},{"roll":"defender General","sides":6,"value":6},{"roll":"defender General","sides":6,"value":5}],"outcome":"defender_hit","effect":"attacker unaffected (3 or more); defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 0 SP left: destroyed; defender General rolls 6+5=11: the General is wounded and loses 1 SP; attacker wins: the defender was destroyed; infantry may advance into its grid area","modifiers":[{"name":"general","value":1,"side":"defender","source":"pw3x3/close-modifiers.csv:3"}],"mode":"close","sides":{"attacker":{"quality":"average","sp":2,"roll":6,"score":6,"hit":false,"hit_roll":null,"hit_result":null,"state":"unharmed","sp_after":2,"destroyed":false,"general":null},"defender":{"quality":"average","sp":1,"roll":1,"score":2,"hit":true,"hit_roll":1,"hit_result":"lose_sp","state":"destroyed","sp_after":0,"destroyed":true,"general":{"roll":11,"result":"wounded"}}},"winner":"attacker"}

# --verbose: every modifier with its table row, and the rows used.
$ pw3x3-combat --attacker-support --attacker-general --flank --attacker-fortified --defender-general --defender-cover --dice 2,3,3,2,2 --verbose
DEFENDER HIT  attacker 4 (rolled 2, support +1, general +1, flank attack +1, enemy uphill or in cover -1), defender 2 (rolled 3, general +1, attacked in flank -1, enemy fortified -1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 3 (1-3): loses 1 SP, 1 SP left
defender General rolls 2+2=4: the General survives
no winner: neither unit gave ground
  attacker score 4  (pw3x3/close.csv:3)
  defender score 2  (pw3x3/close.csv:2)
  defender average loses SP on 1-3  (pw3x3/qualities.csv:3)
  defender General 4: survives  (pw3x3/general.csv:2)
  attacker support +1  (pw3x3/close-modifiers.csv:2)
  attacker general +1  (pw3x3/close-modifiers.csv:3)
  attacker flank attack +1  (pw3x3/close-modifiers.csv:4)
  attacker enemy uphill or in cover -1  (pw3x3/close-modifiers.csv:6)
  defender general +1  (pw3x3/close-modifiers.csv:3)
  defender attacked in flank -1  (pw3x3/close-modifiers.csv:5)
  defender enemy fortified -1  (pw3x3/close-modifiers.csv:7)
  tables: $TOP/tables ($MUSKET_TABLES)

# Rolled dice: reproducible with --seed; --repeat prints the answer lines.
$ pw3x3-combat --attacker-quality elite --defender-quality poor --seed 1878
ATTACKER HIT  attacker 2 (rolled 2), defender 4 (rolled 4)
attacker hit (2 or less): elite rolls 2 (1-2): loses 1 SP, 1 SP left
defender unaffected (3 or more)
no winner: neither unit gave ground

$ pw3x3-combat --seed 4 --repeat 6
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1); attacker unaffected (3 or more); defender hit (2 or less): average rolls 3 (1-3): loses 1 SP, 1 SP left; no winner: neither unit gave ground
ATTACKER HIT  attacker 1 (rolled 1), defender 4 (rolled 4); attacker hit (2 or less): average rolls 3 (1-3): loses 1 SP, 1 SP left; defender unaffected (3 or more); no winner: neither unit gave ground
NEITHER HIT  attacker 6 (rolled 6), defender 5 (rolled 5); attacker unaffected (3 or more); defender unaffected (3 or more); no winner: neither unit gave ground
NEITHER HIT  attacker 5 (rolled 5), defender 4 (rolled 4); attacker unaffected (3 or more); defender unaffected (3 or more); no winner: neither unit gave ground
NEITHER HIT  attacker 6 (rolled 6), defender 4 (rolled 4); attacker unaffected (3 or more); defender unaffected (3 or more); no winner: neither unit gave ground
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 2); attacker unaffected (3 or more); defender hit (2 or less): average rolls 6 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left; attacker wins: the defender retreated; infantry may advance into its grid area; had the defender lost 1 SP rather than retreat, neither side would win

# Unit types (issue 13: any winner "may advance", artillery could attack):
# infantry and cavalry winners may advance, artillery does not, and does
# not start a close combat.
$ pw3x3-combat --attacker-type cavalry --dice 6,1,4
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; cavalry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --defender-type artillery --dice 1,6,4
ATTACKER HIT  attacker 1 (rolled 1), defender 6 (rolled 6)
attacker hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
defender unaffected (3 or more)
defender wins: the attacker retreated; artillery does not advance
had the attacker lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --defender-type artillery --dice 1,6,4 --json
{"tool":"pw3x3-combat","inputs":{"mode":"close","attacker_quality":"average","attacker_sp":null,"attacker_support":false,"attacker_general":false,"attacker_cover":"none","attacker_uphill":false,"attacker_fortified":false,"attacker_no_retreat":false,"attacker_type":"infantry","defender_quality":"average","defender_sp":null,"defender_support":false,"defender_general":false,"defender_cover":"none","defender_uphill":false,"defender_fortified":false,"defender_no_retreat":false,"defender_type":"artillery","flank":false},"dice":[{"roll":"attacker close combat","sides":6,"value":1},{"roll":"defender close combat","sides":6,"value":6},{"roll":"attacker hit effect","sides":6,"value":4}],"outcome":"attacker_hit","effect":"attacker hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left; defender unaffected (3 or more); defender wins: the attacker retreated; artillery does not advance; had the attacker lost 1 SP rather than retreat, neither side would win","modifiers":[],"mode":"close","sides":{"attacker":{"quality":"average","sp":2,"roll":1,"score":1,"hit":true,"hit_roll":4,"hit_result":"retreat_or_lose_sp","state":"retreated","sp_after":2,"destroyed":false,"general":null},"defender":{"quality":"average","sp":2,"roll":6,"score":6,"hit":false,"hit_roll":null,"hit_result":null,"state":"unharmed","sp_after":2,"destroyed":false,"general":null}},"winner":"defender"}

$ pw3x3-combat --attacker-type artillery --dice 6,1,4
! pw3x3-combat: --attacker-type: artillery does not start a close combat (pw3x3/types.csv:4)
[2]

$ pw3x3-combat --attacker-type artillery --odds
! pw3x3-combat: --attacker-type: artillery does not start a close combat (pw3x3/types.csv:4)
[2]

$ pw3x3-combat --attacker-type pikemen --dice 6,1,4
! pw3x3-combat: --attacker-type: 'pikemen' is not one of infantry, cavalry, artillery
[2]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/types.csv" t/pw3x3/ && sed -i 's/^artillery,no,no$/artillery,yes,no/' t/pw3x3/types.csv && pw3x3-combat -T t --attacker-type artillery --dice 6,1,4
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; artillery does not advance
had the defender lost 1 SP rather than retreat, neither side would win
