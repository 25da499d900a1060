# Issue 13 and spec 03's revised readings (round 2), each with fixed dice.
# 1. Hard Pressed against a square or a fortified defender is a hold: the
# attacker does not carry the position and retreats 2"; -e exits 1.
# (Before: "carries the position" and "retreats 2"" at once, exit 0.)
$ lib-charge --defender-formation square --dice 5,4 -e
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0)
defender: disordered; holds its position (defender in square)
attacker: retreats 2" from the enemy (defender in square)
[1]

$ lib-charge --defender-ground fortified --dice 7,4 --json | jq -c '{result, carried, effect}'
{"result":"hard_pressed","carried":false,"effect":"defender: disordered; holds its position (defender fortified). attacker: retreats 2\" from the enemy (defender fortified)"}

# Cavalry against the square may recall in good order, after 1st combat.
$ lib-charge --attacker-cavalry --defender-formation square --dice 5,4 | sed -n '1p;3,4p'
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); the attacker does not carry the position; stands lost: defender 0, attacker 0
defender: disordered; holds its position (defender in square)
attacker: retreats 2" from the enemy (defender in square); may recall in good order up to a full move (defender in square, cavalry)

# Issue 33, item 17: cavalry that recalls "in good order" (sheet line
# 185: "cavalry may recall (in good order) up to a full move after 1st
# combat") is not also disordered: 5+0 vs 2+0, +3 Hard Pressed against
# the square; not even over rough ground (6 vs 2, +4).
$ lib-charge --attacker-cavalry --defender-formation square --dice 5,2
HARD PRESSED  +3 (attacker 5+0=5 vs defender 2+0=2); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0, cavalry charge square 0); defender 0 (regular 0, worn 0)
defender: disordered; holds its position (defender in square)
attacker: retreats 2" from the enemy (defender in square); may recall in good order up to a full move (defender in square, cavalry)

$ lib-charge --attacker-cavalry --defender-formation square --terrain rough --dice 6,2 | sed -n 4p
attacker: retreats 2" from the enemy (defender in square); may recall in good order up to a full move (defender in square, cavalry)

# Cavalry that carries the position is disordered ("Disordered if
# charged over ... cavalry"); infantry held over rough ground still is;
# cavalry held in a breakthrough combat does not recall ("after 1st
# combat") and is disordered ("after 2nd combat").
$ lib-charge --attacker-cavalry --dice 3,2 | tail -n 1
attacker: carries the position; disordered (cavalry)

$ lib-charge --defender-formation square --terrain rough --dice 5,2 | tail -n 1
attacker: retreats 2" from the enemy (defender in square); disordered (charged over broken or rough ground)

$ lib-charge --combat breakthrough --attacker-cavalry --defender-formation square --dice 4,2 | tail -n 1
attacker: retreats 2" from the enemy (defender in square); disordered (breakthrough combat)

# Driven Back still carries a square (and costs it 1 more stand).
$ lib-charge --defender-formation square --dice 6,1 -e | head -n 1
DRIVEN BACK  +5 (attacker 6+0=6 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0

# 2. A disordered battery on Hard Pressed has 1 gun stand damaged, not
# lost; gun clauses only for guns, troop clauses only for troops.
$ lib-charge --defender-guns supported --defender-disordered --dice 6,2
HARD PRESSED  +4 (attacker 6+0=6 vs defender 2+0=2); the attacker carries the position; stands lost: defender 0, attacker 0; defender gun stands damaged 1
modifiers: attacker 0 (regular 0, worn 0); defender 0 (regular 0, worn 0, supported guns +1, disordered -1)
defender: silenced; 1 gun stand damaged (already disordered); limber and full retreat; fixed and heavy artillery lost
attacker: carries the position

$ lib-charge --defender-guns supported --defender-disordered --dice 6,2 --json | jq -c '{defender_stands_lost, defender_guns_damaged}'
{"defender_stands_lost":0,"defender_guns_damaged":1}

$ lib-charge --defender-guns unsupported --dice 8,1 | sed -n '1p;3p'
DRIVEN BACK  +8 (attacker 8+0=8 vs defender 1-1=0); the attacker carries the position; stands lost: defender 1, attacker 0
defender: loses 1 stand; silenced; limber and full retreat; fixed and heavy artillery lost

$ lib-charge --defender-guns unsupported --dice 10,1 | sed -n '1p;3p'
SWEPT FROM THE FIELD  +10 (attacker 10+0=10 vs defender 1-1=0); the attacker carries the position; stands lost: defender 3, attacker 0
defender: loses 2 stands; limber and full retreat silenced; fixed and heavy artillery lost; 1 more stand for each point of difference over the band (+1)

# 3. The attacker can be outflanked: -3; Recoil costs 1 more stand and
# Falter's full retreat is broken.
$ lib-charge --attacker-outflanked --dice 4,6
RECOIL  -5 (attacker 4-3=1 vs defender 6+0=6); the attacker does not carry the position; stands lost: defender 0, attacker 2
modifiers: attacker -3 (regular 0, worn 0, outflanked -3); defender 0 (regular 0, worn 0)
defender: holds its position
attacker: loses 1 stand and disordered; retreats out of close range; loses 1 more stand, full retreat broken (outflanked)

$ lib-charge --attacker-outflanked --dice 5,4 | sed -n '1p;4p'
FALTER  -2 (attacker 5-3=2 vs defender 4+0=4); the attacker does not carry the position; stands lost: defender 0, attacker 0
attacker: retreats 2" from the enemy; disordered; full retreat broken (outflanked)

# 4. A formed square has no flank; an outflanked hasty square takes the
# -3 in place of its -1.
$ lib-charge --defender-formation square --defender-outflanked --dice 5,4
! lib-charge: --defender-outflanked: a formed square (--defender-formation square) has no flank
[2]

$ lib-charge --defender-formation hasty-square --defender-outflanked --dice 5,4 | sed -n 2p
modifiers: attacker 0 (regular 0, worn 0); defender -3 (regular 0, worn 0, outflanked -3; hasty-square not counted)

# 5. Contradictions are refused.
$ lib-charge --attacker-outnumbered 3:2 --defender-outnumbered 2:1 --dice 5,4
! lib-charge: --attacker-outnumbered and --defender-outnumbered cannot go together
[2]

$ lib-charge --attacker-guns supported --dice 5,4
! lib-charge: unknown option '--attacker-guns'
[2]

$ lib-charge --defender-cavalry --defender-formation square --dice 5,4
! lib-charge: --defender-formation square: not a formation of cavalry
[2]

$ lib-charge --defender-cavalry --defender-formation hasty-square --dice 5,4
! lib-charge: --defender-formation hasty-square: not a formation of cavalry
[2]

$ lib-charge --defender-cavalry --defender-formation limbered --dice 5,4
! lib-charge: --defender-formation limbered: not a formation of cavalry
[2]

$ lib-charge --defender-formation limbered --dice 5,4
! lib-charge: --defender-formation limbered: not a formation of infantry
[2]

$ lib-charge --defender-guns supported --defender-formation square --dice 5,4
! lib-charge: --defender-formation square: not a formation of guns
[2]

$ lib-charge --defender-cavalry --defender-guns supported --dice 5,4
! lib-charge: --defender-type cavalry and --defender-guns: the defender is cavalry or guns, not both
[2]

$ lib-charge --defender-countercharge --dice 5,4
! lib-charge: --defender-countercharge needs --defender-type cavalry
[2]

# 6. A breakthrough combat takes the +1 of "cold steel, lancers, or
# breakthrough", once with cold steel; Swept then carries the position,
# the attacker is disordered "after 2nd combat", and no rein-in is
# rolled ("after 1st combat").
$ lib-charge --combat breakthrough --dice 9,1
SWEPT FROM THE FIELD  +9 (attacker 9+1=10 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0
modifiers: attacker +1 (regular 0, worn 0, breakthrough +1); defender 0 (regular 0, worn 0)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+0)
attacker: carries the position (breakthrough combat); disordered (breakthrough combat)

$ lib-charge --combat breakthrough --attacker-cold-steel --dice 9,1 | sed -n 2p
modifiers: attacker +1 (regular 0, worn 0, cold-steel and breakthrough +1); defender 0 (regular 0, worn 0)

$ lib-charge --combat breakthrough --attacker-cavalry --dice 4,1
DRIVEN BACK  +6 (attacker 4+3=7 vs defender 1+0=1); the attacker carries the position; stands lost: defender 2, attacker 0
modifiers: attacker +3 (regular 0, worn 0, breakthrough +1, cavalry charge open +2); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)
attacker: carries the position; disordered (cavalry, breakthrough combat)

$ lib-charge --combat breakthrough --attacker-cavalry --dice 4,1,1
! lib-charge: --dice: 3 dice given, only 2 used
[2]

$ lib-charge --combat second --dice 4,1
! lib-charge: --combat: 'second' is not one of first, breakthrough
[2]

# 7. A brave colonel is +1 without the Fallen Leader check; with an
# attached leader still one +1.
$ lib-charge --attacker-colonel --defender-quality guard --dice 1,10
REPULSED  -10 (attacker 1+1=2 vs defender 10+2=12); the attacker does not carry the position; stands lost: defender 0, attacker 3
modifiers: attacker +1 (regular 0, worn 0, colonel +1); defender +2 (guard +2, worn 0)
defender: holds its position
attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+1)

$ lib-charge --attacker-colonel --attacker-leader --defender-quality guard --dice 1,10,8
REPULSED  -10 (attacker 1+1=2 vs defender 10+2=12); the attacker does not carry the position; stands lost: defender 0, attacker 3
modifiers: attacker +1 (regular 0, worn 0, colonel and leader +1); defender +2 (guard +2, worn 0)
defender: holds its position
attacker: loses 2 stands; full retreat broken; 1 more stand for each point of difference past the band (+1)
fallen leader: attacker leader rolled 8: Grievously wounded, remove leader from game

# --attacker QUALITY is the old name of --attacker-quality, not an
# option beside it (issue 32): one option, so the same answer and the
# same JSON inputs, with no "attacker" key of its own.  By hand: elite
# 5+1 against militia 4-1, +3: Hard Pressed (results.csv 1..4).
$ lib-charge --attacker elite --dice 5,4 | sed -n 2p
modifiers: attacker +1 (elite +1, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker-quality elite --dice 5,4 | sed -n 2p
modifiers: attacker +1 (elite +1, worn 0); defender 0 (regular 0, worn 0)

$ lib-charge --attacker elite --defender militia --dice 5,4 --json >old; lib-charge --attacker-quality elite --defender-quality militia --dice 5,4 --json >new; cmp old new && jq -c '[.inputs.attacker_quality, .inputs.defender_quality, .inputs.attacker, .inputs.defender, .outcome]' new
["elite","militia",null,null,"hard_pressed"]

# Given under both names with two values it is a contradiction, refused
# (issue 32; until then the last counted); under one name twice, the
# last (guard) counts, as musket(7) says of any value given twice.
$ lib-charge --attacker elite --attacker-quality guard --dice 5,4
! lib-charge: --attacker and --attacker-quality both set --attacker-quality
[2]
$ lib-charge --attacker-quality elite --attacker-quality guard --dice 5,4 | head -n 1
HARD PRESSED  +3 (attacker 5+2=7 vs defender 4+0=4); the attacker carries the position; stands lost: defender 0, attacker 0

# 9. --odds: the first line is P(the attacker carries the position).
# Regular against regular: by symmetry 1/2.
$ lib-charge --odds | head -n 1
the attacker carries the position 50.00% (1/2)

# Against a square Hard Pressed is a hold: only R >= 5 carries it, 15/100
# of a round (5+4+3+2+1 pairs), and the struggle (10/100) re-rolls with
# both disordered, the same odds: 15/100 / (1 - 1/10) = 1/6.
$ lib-charge --defender-formation square --odds | head -n 1
the attacker carries the position 16.67% (1/6)

$ lib-charge --defender-formation square --odds --json | jq -c .answer
{"question":"the attacker carries the position","p":0.16666666666666666,"fraction":"1/6"}

# P(rein-in passes): cavalry over open ground +2, a leader on each side.
# Driven Back (R 5..8) in the first round is d10-d10 in 3..6: 22/100; a
# struggle (d10-d10 = -2: 8/100) loses the +2 and both take -1, and the
# re-roll drives back with 14/100 of the rest, 1/(1 - 1/10) for further
# struggles: 22/100 + 8/100 * 14/90 = 523/2250; a regular passes on 4 of
# 10: 523/5625.  Each Fallen Leader result of the defender's leader:
# Swept (R >= 9) is 3/100 + 8/100 * 1/90 = 137/2250 of charges, a face
# 1/10 of that, "Coolly ignores the fire" (1-3) 3/10; the attacker's:
# Repulsed only after a struggle, 8/100 * 1/90 = 1/1125, a face 1/11250.
$ lib-charge --attacker-cavalry --attacker-leader --defender-leader --odds | grep -e rein-in -e 'leader: \(Shot\|Coolly\)'
defender leader: Shot dead in the saddle   137/22500   0.609%  .
defender leader: Coolly ignores the fire    137/7500   1.827%  .
attacker leader: Shot dead in the saddle     1/11250   0.009%  .
attacker leader: Coolly ignores the fire      1/3750   0.027%  .
rein-in passes      523/5625   9.298%  ##

$ lib-charge --attacker-cavalry --attacker-leader --defender-leader --odds --json | jq -c '.p_rein_in, .fallen_leader.defender[0], .fallen_leader.attacker[7]'
{"p":0.09297777777777778,"fraction":"523/5625"}
{"outcome":"Shot dead in the saddle","p":0.0060888888888888885,"fraction":"137/22500"}
{"outcome":"Coolly ignores the fire","p":0.0002666666666666667,"fraction":"1/3750"}

# Without a leader attached there is no check to give odds for.
$ lib-charge --attacker-cavalry --odds --json | jq -c .fallen_leader
{"attacker":null,"defender":null}
