# The issue's own scenario: elite fresh cavalry over open ground against
# militia in hasty square.  The charge bonus is the lowest that applies:
# open +2, vs hasty square +1.  Driven Back: the defender loses 1 stand
# and 1 more as defeated by cavalry; the cavalry tests for reining in
# (elite: 7 or less).
$ lib-charge --attacker elite --attacker-condition fresh --attacker-cavalry --terrain open --defender militia --defender-formation hasty-square --dice 7,6,7
DRIVEN BACK  +7 (attacker 7+4=11 vs defender 6-2=4); the attacker carries the position; stands lost: defender 2, attacker 0
modifiers: attacker +4 (elite +1, fresh +2, cavalry charge hasty-square +1); defender -2 (militia -1, worn 0, hasty-square -1)
defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)
attacker: carries the position; disordered (cavalry)
rein-in: attacker cavalry rolled 7, needs 7 or less (elite, a reading): passed, reins in and may recall up to a full move

# Each band edge, regular against regular: R = attacker d10 - defender d10.
$ lib-charge --dice 10,1
SWEPT FROM THE FIELD  +9 (attacker 10+0=10 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+0)
attacker: breakthrough charge a half move toward the closest enemy

$ lib-charge --dice 9,1
DRIVEN BACK  +8 (attacker 9+0=9 vs defender 1+0=1); the attacker carries the position; stands lost: defender 1, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered; retreats out of close range
attacker: carries the position

$ lib-charge --dice 6,1
DRIVEN BACK  +5 (attacker 6+0=6 vs defender 1+0=1); the attacker carries the position; stands lost: defender 1, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered; retreats out of close range
attacker: carries the position

$ lib-charge --dice 5,1
HARD PRESSED  +4 (attacker 5+0=5 vs defender 1+0=1); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: disordered; retreats 2" from the enemy
attacker: carries the position

$ lib-charge --dice 2,1
HARD PRESSED  +1 (attacker 2+0=2 vs defender 1+0=1); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: disordered; retreats 2" from the enemy
attacker: carries the position

$ lib-charge --dice 1,2
FALTER  -1 (attacker 1+0=1 vs defender 2+0=2); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: retreats 2" from the enemy; disordered

$ lib-charge --dice 1,5
FALTER  -4 (attacker 1+0=1 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: retreats 2" from the enemy; disordered

$ lib-charge --dice 1,6
RECOIL  -5 (attacker 1+0=1 vs defender 6+0=6); the attacker does not carry the position; stands lost: defender 0, attacker 1
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: loses 1 stand and disordered; retreats out of close range

$ lib-charge --dice 1,9
RECOIL  -8 (attacker 1+0=1 vs defender 9+0=9); the attacker does not carry the position; stands lost: defender 0, attacker 1
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: loses 1 stand and disordered; retreats out of close range

$ lib-charge --dice 1,10
REPULSED  -9 (attacker 1+0=1 vs defender 10+0=10); the attacker does not carry the position; stands lost: defender 0, attacker 2
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+0)

# 0 is a Desperate Struggle: both lose a stand, both are disordered, and
# the re-roll decides; here +1, Hard Pressed, and the defender, now
# disordered, loses its troop stand.
$ lib-charge --dice 5,5,2,1
HARD PRESSED  +1 (attacker 2-1=1 vs defender 1-1=0) after 1 re-roll; the attacker carries the position; stands lost: defender 2, attacker 1
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
round 1: attacker 5+0=5 vs defender 5+0=5: 0 Desperate Struggle
  defender: loses 1 stand; disordered
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker 0 -> -1 (disordered by the struggle -1); defender 0 -> -1 (disordered by the struggle -1)
round 2: attacker 2-1=1 vs defender 1-1=0: +1 Hard Pressed
defender: disordered; loses 1 stand (already disordered); retreats 2" from the enemy
attacker: carries the position

# Swept past 9: 2 stands and 1 more a point (guard +2, fresh +2: 14 - 2 = 12).
$ lib-charge --attacker guard --attacker-condition fresh --dice 10,2
SWEPT FROM THE FIELD  +12 (attacker 10+4=14 vs defender 2+0=2); the attacker carries the position; stands lost: defender 5, attacker 0
modifiers: attacker +4 (guard +2, fresh +2); defender 0 (regular 0, worn 0)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+3)
attacker: breakthrough charge a half move toward the closest enemy

# Repulsed past -9 likewise.
$ lib-charge --defender guard --defender-condition fresh --dice 2,10
REPULSED  -12 (attacker 2+0=2 vs defender 10+4=14); the attacker does not carry the position; stands lost: defender 0, attacker 5
modifiers: attacker 0 (regular 0, worn 0); defender +4 (guard +2, fresh +2)
defender: holds its position
attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+3)

# Every modifier of the attacker (the answer and the modifiers only).
$ lib-charge --attacker guard --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+2=7 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +2 (guard +2, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker elite --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+1=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +1 (elite +1, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker militia --dice 5,5 | head -n 2
FALTER  -1 (attacker 5-1=4 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker -1 (militia -1, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker peasant --dice 5,5 | head -n 2
FALTER  -2 (attacker 5-2=3 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker -2 (peasant -2, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-condition fresh --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+2=7 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, fresh +2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-condition spent --dice 5,5 | head -n 2
FALTER  -2 (attacker 5-2=3 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker -2 (regular 0, spent -2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-outnumbered 3:2 --dice 5,5 | head -n 2
FALTER  -1 (attacker 5-1=4 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker -1 (regular 0, worn 0, outnumbered 3:2 -1); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-outnumbered 2:1 --dice 5,5 | head -n 2
FALTER  -2 (attacker 5-2=3 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker -2 (regular 0, worn 0, outnumbered 2:1 -2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-outnumbered 3:1 --dice 5,5 | head -n 2
FALTER  -3 (attacker 5-3=2 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker -3 (regular 0, worn 0, outnumbered 3:1 -3); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-disordered --dice 5,5 | head -n 2
FALTER  -1 (attacker 5-1=4 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 1
modifiers: attacker -1 (regular 0, worn 0, disordered -1); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-leader --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+1=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +1 (regular 0, worn 0, leader +1); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-cold-steel --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+1=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +1 (regular 0, worn 0, cold-steel +1); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-cavalry --attacker-gaucho --dice 5,5 | head -n 2
HARD PRESSED  +3 (attacker 5+3=8 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +3 (regular 0, worn 0, gaucho +1, cavalry charge open +2); defender 0 (regular 0, worn 0)

# The cavalry charge: open +2, broken +1, rough 0, stationary 0, vs hasty
# square +1, vs square 0; the lowest that applies.
$ lib-charge --attacker-cavalry --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+2=7 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, worn 0, cavalry charge open +2); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-cavalry --terrain broken --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+1=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +1 (regular 0, worn 0, cavalry charge broken +1); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-cavalry --terrain rough --dice 6,5 | head -n 2
HARD PRESSED  +1 (attacker 6+0=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0, cavalry charge rough 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-cavalry --attacker-stationary --dice 6,5 | head -n 2
HARD PRESSED  +1 (attacker 6+0=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0, cavalry charge stationary 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-cavalry --defender-formation hasty-square --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+1=6 vs defender 5-1=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +1 (regular 0, worn 0, cavalry charge hasty-square +1); defender -1 (regular 0, worn 0, hasty-square -1)

$ lib-charge --attacker-cavalry --defender-formation square --dice 6,5 | head -n 2
HARD PRESSED  +1 (attacker 6+0=6 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0, cavalry charge square 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-cavalry --terrain broken --defender-formation hasty-square --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+1=6 vs defender 5-1=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +1 (regular 0, worn 0, cavalry charge broken +1); defender -1 (regular 0, worn 0, hasty-square -1)

# Terrain alone gives infantry nothing.
$ lib-charge --terrain rough --dice 6,5 | head -n 2
HARD PRESSED  +1 (attacker 6+0=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

# Every modifier of the defender.
$ lib-charge --defender guard --dice 5,5 | head -n 2
FALTER  -2 (attacker 5+0=5 vs defender 5+2=7); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (guard +2, worn 0)

$ lib-charge --defender elite --dice 5,5 | head -n 2
FALTER  -1 (attacker 5+0=5 vs defender 5+1=6); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +1 (elite +1, worn 0)

$ lib-charge --defender militia --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 5-1=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -1 (militia -1, worn 0)

$ lib-charge --defender peasant --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+0=5 vs defender 5-2=3); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -2 (peasant -2, worn 0)

$ lib-charge --defender-condition fresh --dice 5,5 | head -n 2
FALTER  -2 (attacker 5+0=5 vs defender 5+2=7); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, fresh +2)

$ lib-charge --defender-condition spent --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+0=5 vs defender 5-2=3); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -2 (regular 0, spent -2)

$ lib-charge --defender-outnumbered 3:2 --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 5-1=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -1 (regular 0, worn 0, outnumbered 3:2 -1)

$ lib-charge --defender-outnumbered 2:1 --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+0=5 vs defender 5-2=3); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -2 (regular 0, worn 0, outnumbered 2:1 -2)

$ lib-charge --defender-outnumbered 3:1 --dice 5,5 | head -n 2
HARD PRESSED  +3 (attacker 5+0=5 vs defender 5-3=2); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -3 (regular 0, worn 0, outnumbered 3:1 -3)

$ lib-charge --defender-guns supported --dice 5,5 | head -n 2
FALTER  -1 (attacker 5+0=5 vs defender 5+1=6); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +1 (regular 0, worn 0, supported guns +1)

$ lib-charge --defender-guns unsupported --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 5-1=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -1 (regular 0, worn 0, unsupported guns -1)

$ lib-charge --defender-disordered --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 5-1=4); the attacker carries the position; stands lost: defender 1, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -1 (regular 0, worn 0, disordered -1)

$ lib-charge --defender-leader --dice 5,5 | head -n 2
FALTER  -1 (attacker 5+0=5 vs defender 5+1=6); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +1 (regular 0, worn 0, leader +1)

$ lib-charge --defender-cavalry --defender-gaucho --dice 5,5 | head -n 2
FALTER  -1 (attacker 5+0=5 vs defender 5+1=6); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +1 (regular 0, worn 0, gaucho +1)

$ lib-charge --defender-formation line --dice 6,5 | head -n 2
HARD PRESSED  +1 (attacker 6+0=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --defender-formation column --dice 6,5 | head -n 2
HARD PRESSED  +1 (attacker 6+0=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --defender-formation square --dice 6,5 | head -n 2
HARD PRESSED  +1 (attacker 6+0=6 vs defender 5+0=5); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --defender-formation skirmish --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 5-1=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -1 (regular 0, worn 0, skirmish -1)

$ lib-charge --defender-formation hasty-square --dice 5,5 | head -n 2
HARD PRESSED  +1 (attacker 5+0=5 vs defender 5-1=4); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -1 (regular 0, worn 0, hasty-square -1)

$ lib-charge --defender-formation march --dice 5,5 | head -n 2
HARD PRESSED  +3 (attacker 5+0=5 vs defender 5-3=2); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -3 (regular 0, worn 0, march -3)

$ lib-charge --defender-guns supported --defender-formation limbered --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+0=5 vs defender 5-2=3); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -2 (regular 0, worn 0, supported guns +1, limbered -3)

$ lib-charge --defender-outflanked --dice 5,5 | head -n 2
HARD PRESSED  +3 (attacker 5+0=5 vs defender 5-3=2); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -3 (regular 0, worn 0, outflanked -3)

$ lib-charge --defender-ground favourable --dice 5,5 | head -n 2
FALTER  -1 (attacker 5+0=5 vs defender 5+1=6); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +1 (regular 0, worn 0, favourable ground +1)

# Issue 33, item 19: the sheet's spelling, "+1 Defending favorable
# ground" (line 184), is the same row: 5 vs 5+1, -1 Falter.  The inputs
# keep what was given; the modifier is the table's row.
$ lib-charge --defender-ground favorable --dice 5,5 | head -n 2
FALTER  -1 (attacker 5+0=5 vs defender 5+1=6); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +1 (regular 0, worn 0, favourable ground +1)

$ lib-charge --defender-ground favorable --dice 5,5 --json | jq -c '[.inputs.defender_ground, .modifiers[-1]]'
["favorable",{"name":"favourable ground","value":1,"side":"defender","source":"lib/ground.csv:2"}]

$ lib-charge --defender-ground strong --dice 5,5 | head -n 2
FALTER  -2 (attacker 5+0=5 vs defender 5+2=7); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, worn 0, strong ground +2)

$ lib-charge --defender-ground fortified --dice 5,5 | head -n 2
FALTER  -2 (attacker 5+0=5 vs defender 5+2=7); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, worn 0, fortified ground +2)

# Outflanked, march column or limbered guns: one -3 however many apply.
$ lib-charge --defender-outflanked --defender-formation march --dice 5,5 | head -n 2
HARD PRESSED  +3 (attacker 5+0=5 vs defender 5-3=2); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -3 (regular 0, worn 0, march -3; outflanked not counted)

$ lib-charge --defender-guns supported --defender-outflanked --defender-formation limbered --dice 5,5 | head -n 2
HARD PRESSED  +2 (attacker 5+0=5 vs defender 5-2=3); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -2 (regular 0, worn 0, supported guns +1, limbered -3; outflanked not counted)

# A hasty square's -1 is not of that group: outflanked, it takes both.
$ lib-charge --defender-outflanked --defender-formation hasty-square --dice 5,5 | head -n 2
HARD PRESSED  +3 (attacker 5+0=5 vs defender 5-3=2); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -3 (regular 0, worn 0, outflanked -3; hasty-square not counted)

# Everything at once, on both sides (a colonel and a leader: one +1).
$ lib-charge --attacker guard --attacker-condition spent --attacker-outnumbered 2:1 --attacker-disordered --attacker-colonel --attacker-leader --attacker-outflanked --attacker-cavalry --attacker-gaucho --attacker-cold-steel --terrain broken --defender peasant --defender-condition fresh --defender-disordered --defender-leader --defender-formation skirmish --defender-outflanked --defender-ground strong --dice 9,3,3 --verbose
DRIVEN BACK  +6 (attacker 9-2=7 vs defender 3-2=1); the attacker carries the position; stands lost: defender 2, attacker 0
modifiers: attacker -2 (guard +2, spent -2, outnumbered 2:1 -2, disordered -1, colonel and leader +1, gaucho +1, outflanked -3, cold-steel +1, cavalry charge broken +1); defender -2 (peasant -2, fresh +2, disordered -1, leader +1, outflanked -3, skirmish -1, strong ground +2)
defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry, outflanked)
attacker: carries the position; disordered (charged over broken or rough ground, cavalry)
rein-in: attacker cavalry rolled 3, needs 8 or less (guard, a reading): passed, reins in and may recall up to a full move
  attacker guard +2  (lib/quality.csv:2)
  attacker spent -2  (lib/condition.csv:4)
  attacker outnumbered 2:1 -2  (lib/outnumbered.csv:3)
  attacker disordered -1  (lib/modifiers.csv:2)
  attacker colonel and leader +1  (lib/modifiers.csv:3)
  attacker gaucho +1  (lib/modifiers.csv:4)
  attacker outflanked -3  (lib/modifiers.csv:5)
  attacker cold-steel +1  (lib/modifiers.csv:6)
  attacker cavalry charge broken +1  (lib/cavalry.csv:3)
  defender peasant -2  (lib/quality.csv:6)
  defender fresh +2  (lib/condition.csv:2)
  defender disordered -1  (lib/modifiers.csv:2)
  defender leader +1  (lib/modifiers.csv:3)
  defender outflanked -3  (lib/modifiers.csv:5)
  defender skirmish -1  (lib/formations.csv:6)
  defender strong ground +2  (lib/ground.csv:3)
  tables: $TOP/tables ($MUSKET_TABLES)

# Two re-rolls: the second struggle changes no modifier but costs another
# stand each.
$ lib-charge --attacker-cold-steel --attacker-cavalry --dice 4,7,5,5,8,2,3
DRIVEN BACK  +6 (attacker 8-1=7 vs defender 2-1=1) after 2 re-rolls; the attacker carries the position; stands lost: defender 4, attacker 2
modifiers: attacker +3 (regular 0, worn 0, cold-steel +1, cavalry charge open +2); defender 0 (regular 0, worn 0)
round 1: attacker 4+3=7 vs defender 7+0=7: 0 Desperate Struggle
  defender: loses 1 stand; disordered
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker +3 -> -1 (disordered by the struggle -1, cold-steel lost -1, cavalry charge lost -2); defender 0 -> -1 (disordered by the struggle -1)
round 2: attacker 5-1=4 vs defender 5-1=4: 0 Desperate Struggle
  defender: loses 1 stand; disordered
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
round 3: attacker 8-1=7 vs defender 2-1=1: +6 Driven Back
defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)
attacker: carries the position; disordered (cavalry)
rein-in: attacker cavalry rolled 3, needs 4 or less (regular, a reading): passed, reins in and may recall up to a full move

# A side already disordered takes no second -1 in the struggle.
$ lib-charge --attacker-disordered --dice 6,5,1,2
FALTER  -1 (attacker 1-1=0 vs defender 2-1=1) after 1 re-roll; the attacker does not carry the position; stands lost: defender 1, attacker 2
modifiers: attacker -1 (regular 0, worn 0, disordered -1); defender 0 (regular 0, worn 0)
round 1: attacker 6-1=5 vs defender 5+0=5: 0 Desperate Struggle
  defender: loses 1 stand; disordered
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker -1 -> -1 (unchanged); defender 0 -> -1 (disordered by the struggle -1)
round 2: attacker 1-1=0 vs defender 2-1=1: -1 Falter
defender: holds its position
attacker: retreats 2" from the enemy; loses 1 stand (already disordered)

# Stands lost, each conditional case.
# Driven Back: 1, and 1 more if defeated by cavalry, in square or
# outflanked (once, however many).
$ lib-charge --dice 6,1 | head -n 1
DRIVEN BACK  +5 (attacker 6+0=6 vs defender 1+0=1); the attacker carries the position; stands lost: defender 1, attacker 0

$ lib-charge --attacker-cavalry --dice 4,1,1 | head -n 1
DRIVEN BACK  +5 (attacker 4+2=6 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0

$ lib-charge --defender-formation square --dice 6,1 | head -n 1
DRIVEN BACK  +5 (attacker 6+0=6 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0

$ lib-charge --defender-outflanked --dice 3,1 | head -n 1
DRIVEN BACK  +5 (attacker 3+0=3 vs defender 1-3=-2); the attacker carries the position; stands lost: defender 2, attacker 0

# Hard Pressed: a troop stand only if already disordered.
$ lib-charge --dice 2,1 | head -n 1
HARD PRESSED  +1 (attacker 2+0=2 vs defender 1+0=1); the attacker carries the position; stands lost: defender 0, attacker 0

$ lib-charge --defender-disordered --dice 3,1 | head -n 1
HARD PRESSED  +3 (attacker 3+0=3 vs defender 1-1=0); the attacker carries the position; stands lost: defender 1, attacker 0

# Falter: the attacker is disordered, or loses a stand if it already was.
$ lib-charge --attacker-disordered --dice 1,1
FALTER  -1 (attacker 1-1=0 vs defender 1+0=1); the attacker does not carry the position; stands lost: defender 0, attacker 1
modifiers: attacker -1 (regular 0, worn 0, disordered -1); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: retreats 2" from the enemy; loses 1 stand (already disordered)

$ lib-charge --dice 3,3,1,2 | head -n 1
FALTER  -1 (attacker 1-1=0 vs defender 2-1=1) after 1 re-roll; the attacker does not carry the position; stands lost: defender 1, attacker 2

# Recoil: 1, and 1 more if defeated by cavalry.
$ lib-charge --dice 1,6 | head -n 1
RECOIL  -5 (attacker 1+0=1 vs defender 6+0=6); the attacker does not carry the position; stands lost: defender 0, attacker 1

$ lib-charge --defender-cavalry --dice 1,6
RECOIL  -5 (attacker 1+0=1 vs defender 6+0=6); the attacker does not carry the position; stands lost: defender 0, attacker 2
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: holds its position; disordered (cavalry)
attacker: loses 1 stand and disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)

# Hard Pressed, outflanked: full retreat broken.
$ lib-charge --defender-outflanked --dice 1,1
HARD PRESSED  +3 (attacker 1+0=1 vs defender 1-3=-2); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -3 (regular 0, worn 0, outflanked -3)
defender: disordered; retreats 2" from the enemy; full retreat broken (outflanked)
attacker: carries the position

# Hard Pressed against a square or a fortified defender: it holds and the
# attacker falls back 2".
$ lib-charge --defender-formation square --dice 2,1
HARD PRESSED  +1 (attacker 2+0=2 vs defender 1+0=1); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: disordered; holds its position (defender in square)
attacker: retreats 2" from the enemy (defender in square)

$ lib-charge --defender-ground fortified --dice 4,1
HARD PRESSED  +1 (attacker 4+0=4 vs defender 1+2=3); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, worn 0, fortified ground +2)
defender: disordered; holds its position (defender fortified)
attacker: retreats 2" from the enemy (defender fortified)

# Charged over broken or rough ground, the attacker is disordered.
$ lib-charge --terrain broken --dice 7,1
DRIVEN BACK  +6 (attacker 7+0=7 vs defender 1+0=1); the attacker carries the position; stands lost: defender 1, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered; retreats out of close range
attacker: carries the position; disordered (charged over broken or rough ground)

# Fallen Leader: on Swept for the defender's leader, on Repulsed for the
# attacker's, each only when attached.
$ lib-charge --attacker guard --defender-leader --dice 10,1,10
SWEPT FROM THE FIELD  +10 (attacker 10+2=12 vs defender 1+1=2); the attacker carries the position; stands lost: defender 3, attacker 0
modifiers: attacker +2 (guard +2, worn 0); defender +1 (regular 0, worn 0, leader +1)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+1)
attacker: breakthrough charge a half move toward the closest enemy
fallen leader: defender leader rolled 10: Shot dead in the saddle, remove leader from game

$ lib-charge --attacker guard --defender-leader --dice 10,1,7
SWEPT FROM THE FIELD  +10 (attacker 10+2=12 vs defender 1+1=2); the attacker carries the position; stands lost: defender 3, attacker 0
modifiers: attacker +2 (guard +2, worn 0); defender +1 (regular 0, worn 0, leader +1)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+1)
attacker: breakthrough charge a half move toward the closest enemy
fallen leader: defender leader rolled 7: Flesh wound, remove leader for one turn

$ lib-charge --attacker guard --defender-leader --dice 10,1,6
SWEPT FROM THE FIELD  +10 (attacker 10+2=12 vs defender 1+1=2); the attacker carries the position; stands lost: defender 3, attacker 0
modifiers: attacker +2 (guard +2, worn 0); defender +1 (regular 0, worn 0, leader +1)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+1)
attacker: breakthrough charge a half move toward the closest enemy
fallen leader: defender leader rolled 6: Horse shot out from under him, leader dismounted for one turn

$ lib-charge --attacker guard --defender-leader --dice 10,1,4
SWEPT FROM THE FIELD  +10 (attacker 10+2=12 vs defender 1+1=2); the attacker carries the position; stands lost: defender 3, attacker 0
modifiers: attacker +2 (guard +2, worn 0); defender +1 (regular 0, worn 0, leader +1)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+1)
attacker: breakthrough charge a half move toward the closest enemy
fallen leader: defender leader rolled 4: Staff officer struck, no effect

$ lib-charge --attacker guard --defender-leader --dice 10,1,1 --json
{"tool":"lib-charge","inputs":{"attacker_quality":"guard","attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":true,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"dice":[{"roll":"attacker","sides":10,"value":10},{"roll":"defender","sides":10,"value":1},{"roll":"fallen leader","sides":10,"value":1}],"outcome":"swept","effect":"defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+1). attacker: breakthrough charge a half move toward the closest enemy","modifiers":[{"name":"guard","value":2,"side":"attacker","source":"lib/quality.csv:2"},{"name":"worn","value":0,"side":"attacker","source":"lib/condition.csv:3"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"},{"name":"leader","value":1,"side":"defender","source":"lib/modifiers.csv:3"}],"rounds":[{"attacker_roll":10,"defender_roll":1,"attacker_total":12,"defender_total":2,"result":"swept"}],"result":"swept","carried":true,"defender_stands_lost":3,"attacker_stands_lost":0,"defender_guns_damaged":0,"destroyed":{"attacker":false,"defender":false},"condition":{"attacker":"worn","defender":"worn"},"condition_after":{"attacker":null,"defender":null},"fallen_leader":{"side":"defender","roll":1,"result":"Coolly ignores the fire","effect":"no effect"},"rein_in":null}

$ lib-charge --defender guard --attacker-leader --dice 1,10,9
REPULSED  -10 (attacker 1+1=2 vs defender 10+2=12); the attacker does not carry the position; stands lost: defender 0, attacker 3
modifiers: attacker +1 (regular 0, worn 0, leader +1); defender +2 (guard +2, worn 0)
defender: holds its position
attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+1)
fallen leader: attacker leader rolled 9: Mortally wounded, remove leader from game

$ lib-charge --attacker-leader --dice 10,1
SWEPT FROM THE FIELD  +10 (attacker 10+1=11 vs defender 1+0=1); the attacker carries the position; stands lost: defender 3, attacker 0
modifiers: attacker +1 (regular 0, worn 0, leader +1); defender 0 (regular 0, worn 0)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+1)
attacker: breakthrough charge a half move toward the closest enemy

$ lib-charge --defender-leader --dice 1,10
REPULSED  -10 (attacker 1+0=1 vs defender 10+1=11); the attacker does not carry the position; stands lost: defender 0, attacker 3
modifiers: attacker 0 (regular 0, worn 0); defender +1 (regular 0, worn 0, leader +1)
defender: holds its position
attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+1)

# The rein-in check: attacking cavalry that drives the defender back
# (regular: 4 or less reins in).
$ lib-charge --attacker-cavalry --dice 4,1,4
DRIVEN BACK  +5 (attacker 4+2=6 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0
modifiers: attacker +2 (regular 0, worn 0, cavalry charge open +2); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)
attacker: carries the position; disordered (cavalry)
rein-in: attacker cavalry rolled 4, needs 4 or less (regular, a reading): passed, reins in and may recall up to a full move

$ lib-charge --attacker-cavalry --dice 4,1,5
DRIVEN BACK  +5 (attacker 4+2=6 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0
modifiers: attacker +2 (regular 0, worn 0, cavalry charge open +2); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)
attacker: carries the position; disordered (cavalry)
rein-in: attacker cavalry rolled 5, needs 4 or less (regular, a reading): failed, breakthrough charge a half move toward the closest enemy

$ lib-charge --attacker guard --attacker-cavalry --dice 3,1,8 --json
{"tool":"lib-charge","inputs":{"attacker_quality":"guard","attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"cavalry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"dice":[{"roll":"attacker","sides":10,"value":3},{"roll":"defender","sides":10,"value":1},{"roll":"rein-in","sides":10,"value":8}],"outcome":"driven_back","effect":"defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry). attacker: carries the position; disordered (cavalry)","modifiers":[{"name":"guard","value":2,"side":"attacker","source":"lib/quality.csv:2"},{"name":"worn","value":0,"side":"attacker","source":"lib/condition.csv:3"},{"name":"cavalry charge open","value":2,"side":"attacker","source":"lib/cavalry.csv:2"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"}],"rounds":[{"attacker_roll":3,"defender_roll":1,"attacker_total":7,"defender_total":1,"result":"driven_back"}],"result":"driven_back","carried":true,"defender_stands_lost":2,"attacker_stands_lost":0,"defender_guns_damaged":0,"destroyed":{"attacker":false,"defender":false},"condition":{"attacker":"worn","defender":"worn"},"condition_after":{"attacker":null,"defender":null},"fallen_leader":null,"rein_in":{"side":"attacker","roll":8,"needed":8,"passed":true,"effect":"reins in and may recall up to a full move"}}

# Cavalry that sweeps or hard-presses the defender takes no check.
$ lib-charge --attacker-cavalry --dice 2,1
HARD PRESSED  +3 (attacker 2+2=4 vs defender 1+0=1); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +2 (regular 0, worn 0, cavalry charge open +2); defender 0 (regular 0, worn 0)
defender: disordered; retreats 2" from the enemy
attacker: carries the position; disordered (cavalry)

# Countercharging defending cavalry after Falter, Recoil or Repulsed.
$ lib-charge --defender-cavalry --defender-countercharge --dice 1,2,4
FALTER  -3 (attacker 1+0=1 vs defender 2+2=4); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, worn 0, cavalry charge open +2)
defender: holds its position; disordered (cavalry)
attacker: retreats 2" from the enemy; disordered
rein-in: defender cavalry rolled 4, needs 4 or less (regular, a reading): passed, may carry the position or recall up to a full move

$ lib-charge --defender elite --defender-cavalry --defender-countercharge --dice 1,6,8
RECOIL  -8 (attacker 1+0=1 vs defender 6+3=9); the attacker does not carry the position; stands lost: defender 0, attacker 2
modifiers: attacker 0 (regular 0, worn 0); defender +3 (elite +1, worn 0, cavalry charge open +2)
defender: holds its position; disordered (cavalry)
attacker: loses 1 stand and disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)
rein-in: defender cavalry rolled 8, needs 7 or less (elite, a reading): failed, holds its position, disordered

$ lib-charge --defender-cavalry --defender-countercharge --dice 1,10,1 --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"cavalry","defender_countercharge":true,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"dice":[{"roll":"attacker","sides":10,"value":1},{"roll":"defender","sides":10,"value":10},{"roll":"rein-in","sides":10,"value":1}],"outcome":"repulsed","effect":"defender: holds its position; disordered (cavalry). attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+2)","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"attacker","source":"lib/condition.csv:3"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"},{"name":"cavalry charge open","value":2,"side":"defender","source":"lib/cavalry.csv:2"}],"rounds":[{"attacker_roll":1,"defender_roll":10,"attacker_total":1,"defender_total":12,"result":"repulsed"}],"result":"repulsed","carried":false,"defender_stands_lost":0,"attacker_stands_lost":4,"defender_guns_damaged":0,"destroyed":{"attacker":false,"defender":false},"condition":{"attacker":"worn","defender":"worn"},"condition_after":{"attacker":null,"defender":null},"fallen_leader":null,"rein_in":{"side":"defender","roll":1,"needed":4,"passed":true,"effect":"may carry the position or recall up to a full move"}}

# Rein-in first, then the fallen leader.
$ lib-charge --defender guard --attacker-leader --defender-cavalry --defender-countercharge --dice 1,10,5,8
REPULSED  -12 (attacker 1+1=2 vs defender 10+4=14); the attacker does not carry the position; stands lost: defender 0, attacker 5
modifiers: attacker +1 (regular 0, worn 0, leader +1); defender +4 (guard +2, worn 0, cavalry charge open +2)
defender: holds its position; disordered (cavalry)
attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+3)
rein-in: defender cavalry rolled 5, needs 8 or less (guard, a reading): passed, may carry the position or recall up to a full move
fallen leader: attacker leader rolled 8: Grievously wounded, remove leader from game

# Issue 33, item 16: countercharging cavalry charges too, "+2 Cavalry
# charge over open ground +1 Broken ground ... 0 Rough ground" (sheet
# line 185) over --terrain: broken +1, so 5 vs 5+1=6, -1 Falter; the
# rein-in die 3 passes at regular 4.
$ lib-charge --defender-cavalry --defender-countercharge --terrain broken --dice 5,5,3
FALTER  -1 (attacker 5+0=5 vs defender 5+1=6); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender +1 (regular 0, worn 0, cavalry charge broken +1)
defender: holds its position; disordered (cavalry)
attacker: retreats 2" from the enemy; disordered
rein-in: defender cavalry rolled 3, needs 4 or less (regular, a reading): passed, may carry the position or recall up to a full move

# Over rough ground the line is 0: 5 vs 5, a Desperate Struggle, then
# 6-1 vs 2-1: +4 Hard Pressed.
$ lib-charge --defender-cavalry --defender-countercharge --terrain rough --dice 5,5,6,2 | head -n 2
HARD PRESSED  +4 (attacker 6-1=5 vs defender 2-1=1) after 1 re-roll; the attacker carries the position; stands lost: defender 2, attacker 1
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0, cavalry charge rough 0)

# ... and it is lost in a Desperate Struggle (line 186: "Lose cold
# steel, lancer, breakthrough and cavalry charge modifiers"): 7 vs 5+2
# struggles; the re-roll is 7-1 vs 5+2-1-2: +2 Hard Pressed.
$ lib-charge --defender-cavalry --defender-countercharge --dice 7,5,7,5
HARD PRESSED  +2 (attacker 7-1=6 vs defender 5-1=4) after 1 re-roll; the attacker carries the position; stands lost: defender 2, attacker 1
modifiers: attacker 0 (regular 0, worn 0); defender +2 (regular 0, worn 0, cavalry charge open +2)
round 1: attacker 7+0=7 vs defender 5+2=7: 0 Desperate Struggle
  defender: loses 1 stand; disordered; loses the cavalry charge modifier (countercharging)
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker 0 -> -1 (disordered by the struggle -1); defender +2 -> -1 (disordered by the struggle -1, cavalry charge lost -2)
round 2: attacker 7-1=6 vs defender 5-1=4: +2 Hard Pressed
defender: disordered; loses 1 stand (already disordered); retreats 2" from the enemy; may recall up to a full move (cavalry)
attacker: carries the position

# Defending cavalry that does not countercharge takes no check.
$ lib-charge --defender-cavalry --dice 1,2
FALTER  -1 (attacker 1+0=1 vs defender 2+0=2); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: holds its position; disordered (cavalry)
attacker: retreats 2" from the enemy; disordered

# JSON: every round, the stands and the modifiers the struggle changed.
$ lib-charge --attacker-cold-steel --attacker-cavalry --dice 4,7,8,2,3 --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"cavalry","attacker_cold_steel":true,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"dice":[{"roll":"attacker","sides":10,"value":4},{"roll":"defender","sides":10,"value":7},{"roll":"attacker re-roll","sides":10,"value":8},{"roll":"defender re-roll","sides":10,"value":2},{"roll":"rein-in","sides":10,"value":3}],"outcome":"driven_back","effect":"defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry). attacker: carries the position; disordered (cavalry)","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"attacker","source":"lib/condition.csv:3"},{"name":"cold-steel","value":1,"side":"attacker","source":"lib/modifiers.csv:6"},{"name":"cavalry charge open","value":2,"side":"attacker","source":"lib/cavalry.csv:2"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"},{"name":"disordered by the struggle","value":-1,"side":"attacker","source":"lib/modifiers.csv:2"},{"name":"disordered by the struggle","value":-1,"side":"defender","source":"lib/modifiers.csv:2"},{"name":"cold-steel lost","value":-1,"side":"attacker","source":"lib/modifiers.csv:6"},{"name":"cavalry charge lost","value":-2,"side":"attacker","source":"lib/cavalry.csv:2"}],"rounds":[{"attacker_roll":4,"defender_roll":7,"attacker_total":7,"defender_total":7,"result":"desperate_struggle"},{"attacker_roll":8,"defender_roll":2,"attacker_total":7,"defender_total":1,"result":"driven_back"}],"result":"driven_back","carried":true,"defender_stands_lost":3,"attacker_stands_lost":1,"defender_guns_damaged":0,"destroyed":{"attacker":false,"defender":false},"condition":{"attacker":"worn","defender":"worn"},"condition_after":{"attacker":null,"defender":null},"fallen_leader":null,"rein_in":{"side":"attacker","roll":3,"needed":4,"passed":true,"effect":"reins in and may recall up to a full move"}}

# -e: 0 when the attacker carries the position (Hard Pressed or better).
$ lib-charge --dice 2,1 -e >/dev/null

$ lib-charge --dice 1,1,1,2 -e >/dev/null
[1]

$ lib-charge --dice 1,2 -e
FALTER  -1 (attacker 1+0=1 vs defender 2+0=2); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: retreats 2" from the enemy; disordered
[1]

# A house rule: elite at +2 changes the answer.
$ mkdir -p t/lib && cp "$TABLES/lib/quality.csv" t/lib/ && sed -i 's/^elite,1$/elite,2/' t/lib/quality.csv && lib-charge -T t --attacker elite --dice 3,1 | head -n 2
HARD PRESSED  +4 (attacker 3+2=5 vs defender 1+0=1); the attacker carries the position; stands lost: defender 0, attacker 0
modifiers: attacker +2 (elite +2, worn 0); defender 0 (regular 0, worn 0)

# A house rule: Swept from 8, Driven Back 5 to 7.
$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^5,8,driven_back/5,7,driven_back/; s/^9,,swept/8,,swept/' t/lib/results.csv && lib-charge -T t --dice 9,1 | head -n 1
SWEPT FROM THE FIELD  +8 (attacker 9+0=9 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0

# A house rule: the rein-in needs 6 for regulars.
$ mkdir -p t/lib && cp "$TABLES/lib/rein-in.csv" t/lib/ && sed -i 's/^regular,4,yes$/regular,6,no/' t/lib/rein-in.csv && lib-charge -T t --attacker-cavalry --dice 4,1,6 | tail -n 1
rein-in: attacker cavalry rolled 6, needs 6 or less (regular): passed, reins in and may recall up to a full move

# Seeded rolls are reproducible.
$ lib-charge --attacker elite --defender-formation square --seed 1811
HARD PRESSED  +3 (attacker 4+1=5 vs defender 2+0=2); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker +1 (elite +1, worn 0); defender 0 (regular 0, worn 0)
defender: disordered; holds its position (defender in square)
attacker: retreats 2" from the enemy (defender in square)
