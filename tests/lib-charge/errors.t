# Options of one side only do not exist for the other.
$ lib-charge --attacker-countercharge
! lib-charge: unknown option '--attacker-countercharge'
[2]

$ lib-charge --attacker-formation square
! lib-charge: unknown option '--attacker-formation'
[2]

$ lib-charge --attacker-ground strong
! lib-charge: unknown option '--attacker-ground'
[2]

$ lib-charge --defender-cold-steel
! lib-charge: unknown option '--defender-cold-steel'
[2]

$ lib-charge --defender-stationary
! lib-charge: unknown option '--defender-stationary'
[2]

$ lib-charge elite
! lib-charge: unexpected argument 'elite'
[2]

# Given twice: the last value, a flag given twice the flag (musket(7));
# the answer is the same as with it given once (--attacker-leader), checked.
$ lib-charge --attacker-leader --attacker-leader --dice 4,2 --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":true,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"regular","defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"dice":[{"roll":"attacker","sides":10,"value":4},{"roll":"defender","sides":10,"value":2}],"outcome":"hard_pressed","effect":"defender: disordered; retreats 2\" from the enemy. attacker: carries the position","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"attacker","source":"lib/condition.csv:3"},{"name":"leader","value":1,"side":"attacker","source":"lib/modifiers.csv:3"},{"name":"regular","value":0,"side":"defender","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"}],"rounds":[{"attacker_roll":4,"defender_roll":2,"attacker_total":5,"defender_total":2,"result":"hard_pressed"}],"result":"hard_pressed","carried":true,"defender_stands_lost":0,"attacker_stands_lost":0,"defender_guns_damaged":0,"destroyed":{"attacker":false,"defender":false},"condition":{"attacker":"worn","defender":"worn"},"condition_after":{"attacker":null,"defender":null},"fallen_leader":null,"rein_in":null}

$ lib-charge --attacker-cavalry=yes
! lib-charge: --attacker-cavalry takes no value
[2]

$ lib-charge --defender
! lib-charge: --defender needs a value
[2]

# Values from the tables.
$ lib-charge --attacker heroic
! lib-charge: --attacker-quality: 'heroic' is not one of guard, elite, regular, militia, peasant
[2]

# A value in any letter case is the table's (issue 32): the same answer
# as with --defender elite, checked.
$ lib-charge --defender Elite --dice 4,2 --json
{"tool":"lib-charge","inputs":{"attacker_quality":"regular","attacker_condition":null,"attacker_stands":null,"attacker_rating":null,"attacker_outnumbered":null,"attacker_disordered":false,"attacker_colonel":false,"attacker_leader":false,"attacker_gaucho":false,"attacker_type":"infantry","attacker_cold_steel":false,"attacker_stationary":false,"attacker_outflanked":false,"defender_quality":"elite","defender_condition":null,"defender_stands":null,"defender_rating":null,"defender_outnumbered":null,"defender_guns":null,"defender_disordered":false,"defender_colonel":false,"defender_leader":false,"defender_gaucho":false,"defender_type":"infantry","defender_countercharge":false,"defender_formation":"line","defender_outflanked":false,"defender_ground":null,"terrain":"open","combat":"first"},"dice":[{"roll":"attacker","sides":10,"value":4},{"roll":"defender","sides":10,"value":2}],"outcome":"hard_pressed","effect":"defender: disordered; retreats 2\" from the enemy. attacker: carries the position","modifiers":[{"name":"regular","value":0,"side":"attacker","source":"lib/quality.csv:4"},{"name":"worn","value":0,"side":"attacker","source":"lib/condition.csv:3"},{"name":"elite","value":1,"side":"defender","source":"lib/quality.csv:3"},{"name":"worn","value":0,"side":"defender","source":"lib/condition.csv:3"}],"rounds":[{"attacker_roll":4,"defender_roll":2,"attacker_total":4,"defender_total":3,"result":"hard_pressed"}],"result":"hard_pressed","carried":true,"defender_stands_lost":0,"attacker_stands_lost":0,"defender_guns_damaged":0,"destroyed":{"attacker":false,"defender":false},"condition":{"attacker":"worn","defender":"worn"},"condition_after":{"attacker":null,"defender":null},"fallen_leader":null,"rein_in":null}

$ lib-charge --attacker-condition tired
! lib-charge: --attacker-condition: 'tired' is not one of fresh, worn, spent
[2]

$ lib-charge --defender-outnumbered 4:1
! lib-charge: --defender-outnumbered: '4:1' is not one of 3:2, 2:1, 3:1
[2]

$ lib-charge --attacker-guns ''
! lib-charge: unknown option '--attacker-guns'
[2]

$ lib-charge --defender-formation wedge
! lib-charge: --defender-formation: 'wedge' is not one of line, column, square, hasty-square, skirmish, march, limbered
[2]

$ lib-charge --defender-ground high
! lib-charge: --defender-ground: 'high' is not one of favourable, strong, fortified
[2]

$ lib-charge --terrain swamp
! lib-charge: --terrain: 'swamp' is not one of open, broken, rough
[2]

$ lib-charge --attacker 1
! lib-charge: --attacker-quality: '1' is not one of guard, elite, regular, militia, peasant
[2]

# Cavalry options need cavalry.
$ lib-charge --attacker-gaucho
! lib-charge: --attacker-gaucho needs --attacker-type cavalry
[2]

$ lib-charge --attacker-stationary
! lib-charge: --attacker-stationary needs --attacker-type cavalry
[2]

$ lib-charge --defender-gaucho
! lib-charge: --defender-gaucho needs --defender-type cavalry
[2]

$ lib-charge --defender-countercharge
! lib-charge: --defender-countercharge needs --defender-type cavalry
[2]

# Dice: off a d10, not numbers, too many, too few.
$ lib-charge --dice 11,1
! lib-charge: --dice: die 1 is 11, off a d10 (attacker)
[2]

$ lib-charge --dice 5,0
! lib-charge: --dice: die 2, '0', is below the minimum 1
[2]

$ lib-charge --dice 5,x
! lib-charge: --dice: die 2, 'x', is not a number
[2]

$ lib-charge --dice 5,
! lib-charge: --dice: '5,': die 2 is missing
[2]

$ lib-charge --dice 5,-1
! lib-charge: --dice: die 2, '-1', is below the minimum 1
[2]

$ lib-charge --dice 5,4,3
! lib-charge: --dice: 3 dice given, only 2 used
[2]

$ lib-charge --dice 5
! lib-charge: --dice: needs 1 more die: defender (1d10)
[2]

# The struggle's re-roll is named when the list ends there.
$ lib-charge --dice 5,5
! lib-charge: --dice: needs 1 more die: attacker re-roll (1d10)
[2]

$ lib-charge --dice 5,5,3
! lib-charge: --dice: needs 1 more die: defender re-roll (1d10)
[2]

$ lib-charge --dice 5,5,4,4,3
! lib-charge: --dice: needs 1 more die: defender re-roll (1d10)
[2]

# And the rein-in and fallen leader dice.
$ lib-charge --attacker-cavalry --dice 4,1
! lib-charge: --dice: needs 1 more die: rein-in (1d10)
[2]

$ lib-charge --attacker-cavalry --dice 4,1,11
! lib-charge: --dice: die 3 is 11, off a d10 (rein-in)
[2]

$ lib-charge --attacker guard --defender-leader --dice 10,1
! lib-charge: --dice: needs 1 more die: fallen leader (1d10)
[2]

# Broken tables.
$ mkdir -p t/lib && cp "$TABLES/lib/quality.csv" t/lib/ && sed -i 's/^elite,1$/elite,one/' t/lib/quality.csv && lib-charge -T t
! lib-charge: t/lib/quality.csv:3:2: 'one' is not a number
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^5,8,driven_back/4,8,driven_back/' t/lib/results.csv && lib-charge -T t
! lib-charge: t/lib/results.csv:7:1: band from 4 overlaps the band on line 6
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^5,8,driven_back/6,8,driven_back/' t/lib/results.csv && lib-charge -T t
! lib-charge: t/lib/results.csv:7:1: gap: no band holds 5
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^9,,swept,Swept from the Field,no,yes,,defender/9,,swept,Swept from the Field,no,yes,,both/' t/lib/results.csv && lib-charge -T t
! lib-charge: t/lib/results.csv:8:8: 'both' is not attacker, defender or empty
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/,again,/,agian,/' t/lib/results.csv && lib-charge -T t
! lib-charge: t/lib/results.csv:1:5: unknown column 'agian'
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^0,0,desperate_struggle,Desperate Struggle,yes/0,0,desperate_struggle,Desperate Struggle,maybe/' t/lib/results.csv && lib-charge -T t
! lib-charge: t/lib/results.csv:5:5: 'maybe' is not yes or no
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/,no,\(yes\|no\),/,yes,\1,/' t/lib/results.csv && lib-charge -T t
! lib-charge: t/lib/results.csv: every band rolls again: a charge would never end
[3]

$ cp -R "$TABLES" t && sed -i 's/^falter,attacker,disordered,/falter,attacker,shaken,/' t/lib/effects.csv && lib-charge -T t
! lib-charge: t/lib/effects.csv:38:3: 'shaken' is not a condition: disordered, cavalry, by-cavalry, outflanked, square, fortified, rough-ground, guns, breakthrough, countercharge or held, each may be not-, joined by & and |
[3]

$ cp -R "$TABLES" t && sed -i 's/^falter,attacker,disordered,/falter,attacker,not-disordered|by-cavalry|x,/' t/lib/effects.csv && lib-charge -T t
! lib-charge: t/lib/effects.csv:38:3: 'x' is not a condition: disordered, cavalry, by-cavalry, outflanked, square, fortified, rough-ground, guns, breakthrough, countercharge or held, each may be not-, joined by & and |
[3]

$ cp -R "$TABLES" t && sed -i 's/^falter,attacker,disordered,/falter,attacker,disordered\&,/' t/lib/effects.csv && lib-charge -T t
! lib-charge: t/lib/effects.csv:38:3: '' is not a condition: disordered, cavalry, by-cavalry, outflanked, square, fortified, rough-ground, guns, breakthrough, countercharge or held, each may be not-, joined by & and |
[3]

$ cp -R "$TABLES" t && sed -i 's/^falter,attacker,disordered,/falter,attacker,|disordered,/' t/lib/effects.csv && lib-charge -T t
! lib-charge: t/lib/effects.csv:38:3: '' is not a condition: disordered, cavalry, by-cavalry, outflanked, square, fortified, rough-ground, guns, breakthrough, countercharge or held, each may be not-, joined by & and |
[3]

# results.csv's held column may not name itself.
$ cp -R "$TABLES" t && sed -i 's/,square|fortified,/,square|held,/' t/lib/results.csv && lib-charge -T t
! lib-charge: t/lib/results.csv:6:7: 'held' is not a condition: disordered, cavalry, by-cavalry, outflanked, square, fortified, rough-ground, guns, breakthrough or countercharge, each may be not-, joined by & and |
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/effects.csv" t/lib/ && sed -i 's/^falter,attacker,/falter,both,/' t/lib/effects.csv && lib-charge -T t
! lib-charge: t/lib/effects.csv:36:2: 'both' is not attacker or defender
[3]

$ cp -R "$TABLES" t && sed -i 's/^falter,attacker,/faltered,attacker,/' t/lib/effects.csv && lib-charge -T t
! lib-charge: t/lib/effects.csv:36:1: 'faltered' is not a result of t/lib/results.csv
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/modifiers.csv" t/lib/ && sed -i '/^cold-steel,/d' t/lib/modifiers.csv && lib-charge -T t
! lib-charge: t/lib/modifiers.csv: no row for 'cold-steel'
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/cavalry.csv" t/lib/ && sed -i '/^stationary,/d' t/lib/cavalry.csv && lib-charge -T t
! lib-charge: t/lib/cavalry.csv: no row for 'stationary'
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/cavalry.csv" t/lib/ && sed -i '/^broken,/d' t/lib/cavalry.csv && lib-charge -T t
! lib-charge: t/lib/cavalry.csv: no row for 'broken'
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/rein-in.csv" t/lib/ && sed -i '/^militia,/d' t/lib/rein-in.csv && lib-charge -T t
! lib-charge: t/lib/rein-in.csv: no row for 'militia'
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/dice.csv" t/lib/ && sed -i '/^rein-in,/d' t/lib/dice.csv && lib-charge -T t
! lib-charge: t/lib/dice.csv: no row for 'rein-in'
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/dice.csv" t/lib/ && sed -i 's/^combat,10$/combat,1/' t/lib/dice.csv && lib-charge -T t
! lib-charge: t/lib/dice.csv:2:2: '1' is below the minimum 2
[3]

$ cp -R "$TABLES" t && sed -i 's/^fallen-leader,10$/fallen-leader,12/' t/lib/dice.csv && lib-charge -T t
! lib-charge: t/lib/fallen-leader.csv:9:2: no band holds 11: the fallen leader die runs to 12
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/fallen-leader.csv" t/lib/ && sed -i 's/^1,3,Coolly/2,3,Coolly/' t/lib/fallen-leader.csv && lib-charge -T t
! lib-charge: t/lib/fallen-leader.csv:2:1: no band holds 1: the fallen leader die runs from 1
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/formations.csv" t/lib/ && sed -i 's/^square,0,no,yes,/square,0,no,maybe,/' t/lib/formations.csv && lib-charge -T t
! lib-charge: t/lib/formations.csv:4:4: 'maybe' is not yes or no
[3]

$ cp -R "$TABLES" tables && rm tables/lib/effects.csv && cp "$TOP/lib-charge" . && env -u MUSKET_TABLES ./lib-charge -T tables
! lib-charge: tables/lib/effects.csv: No such file or directory
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/quality.csv" t/lib/ && sed -i '/^regular,/d' t/lib/quality.csv && lib-charge -T t
! lib-charge: t/lib/quality.csv: the default --attacker-quality 'regular' is not one of guard, elite, militia, peasant
[3]

# A dice list can ask for a struggle of 99 re-rolls.
$ lib-charge --dice "$(printf '5,%.0s' $(seq 197))5,6,5" | head -n 1
HARD PRESSED  +1 (attacker 6-1=5 vs defender 5-1=4) after 99 re-rolls; the attacker carries the position; stands lost: defender 100, attacker 99

# Issue 20 item 10: a charge fights as many re-rolls as its dice give,
# as the odds count them; it stopped at 99.
$ lib-charge --dice "$(printf '5,%.0s' $(seq 199))5,6,5" | head -n 1
HARD PRESSED  +1 (attacker 6-1=5 vs defender 5-1=4) after 100 re-rolls; the attacker carries the position; stands lost: defender 101, attacker 100

# A clause twice would count its stands twice.
$ mkdir -p t/lib && cp "$TABLES/lib/effects.csv" t/lib/ && sed -n 2p "$TABLES/lib/effects.csv" >>t/lib/effects.csv && lib-charge -T t
! lib-charge: t/lib/effects.csv:50:1: the row of result 'swept', side 'defender', if '', damaged '0', effect 'loses 2 stands' is already on line 2
[3]

# The same, whatever its stands.
$ mkdir -p t/lib && cp "$TABLES/lib/effects.csv" t/lib/ && sed -n 3p "$TABLES/lib/effects.csv" | sed 's/,0,0,0,/,5,0,0,/' >>t/lib/effects.csv && lib-charge -T t
! lib-charge: t/lib/effects.csv:50:1: the row of result 'swept', side 'defender', if 'not-guns', damaged '0', effect 'full retreat broken' is already on line 3
[3]

# The stands and the rating: both or neither, not with a condition.
$ lib-charge --attacker-stands 5/8 --attacker-condition fresh --attacker-rating reliable --dice 5,4
! lib-charge: --attacker-condition and --attacker-stands NOW/START cannot go together
[2]

$ lib-charge --defender-condition spent --defender-stands 5/8 --dice 5,4
! lib-charge: --defender-condition and --defender-stands NOW/START cannot go together
[2]

$ lib-charge --attacker-stands 5/8 --dice 5,4
! lib-charge: --attacker-stands needs --attacker-rating
[2]

$ lib-charge --defender-rating reliable --dice 5,4
! lib-charge: --defender-rating needs --defender-stands
[2]

$ lib-charge --attacker-rating steady --attacker-stands 5/8 --dice 5,4
! lib-charge: --attacker-rating: 'steady' is not one of spirited, reliable, unreliable
[2]

# NOW/START: a form, numbers, no more now than at the start, a start the
# table has for the rating.
$ lib-charge --attacker-stands 9/8 --attacker-rating reliable --dice 5,4
! lib-charge: --attacker-stands: '9/8': more stands now than at the start
[2]

$ lib-charge --defender-stands 5-8 --defender-rating reliable --dice 5,4
! lib-charge: --defender-stands: '5-8' is not NOW/START, as 5/8
[2]

$ lib-charge --defender-stands 5/ --defender-rating reliable --dice 5,4
! lib-charge: --defender-stands: '5/': the start is empty
[2]

$ lib-charge --defender-stands x/8 --defender-rating reliable --dice 5,4
! lib-charge: --defender-stands: 'x/8': the stands now is not a number
[2]

$ lib-charge --defender-stands 0/8 --defender-rating reliable --dice 5,4
! lib-charge: --defender-stands: '0/8': the stands now is below the minimum 1
[2]

$ lib-charge --attacker-stands 5/20 --attacker-rating spirited --dice 5,4
! lib-charge: --attacker-stands: '5/20': lib/effectiveness.csv has no spirited unit of 20 stands
[2]

$ lib-charge --attacker-stands 1/1 --attacker-rating unreliable --dice 5,4
! lib-charge: --attacker-stands: '1/1': lib/effectiveness.csv has no unreliable unit of 1 stands
[2]

# The same refused in --odds, and nothing on stdout.
$ lib-charge --attacker-stands 9/8 --attacker-rating reliable --odds --json
! lib-charge: --attacker-stands: '9/8': more stands now than at the start
[2]

# The tables: effectiveness.csv's rows make sense, condition.csv has
# every condition the stands can give.
$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,8,/steady,8,/' t/lib/effectiveness.csv && lib-charge -T t --dice 5,4
! lib-charge: t/lib/effectiveness.csv:24:1: 'steady' is not a rating of --attacker-rating
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,8,6,4,no$/reliable,8,8,4,no/' t/lib/effectiveness.csv && lib-charge -T t --dice 5,4
! lib-charge: t/lib/effectiveness.csv:24:3: worn at 8 must lie between spent at 4 and the 8 stands
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,8,6,4,no$/reliable,8,6,9,no/' t/lib/effectiveness.csv && lib-charge -T t --dice 5,4
! lib-charge: t/lib/effectiveness.csv:24:4: spent at 9 of 8 stands: a full unit would be spent
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,9,/reliable,8,/' t/lib/effectiveness.csv && lib-charge -T t --dice 5,4
! lib-charge: t/lib/effectiveness.csv:25:1: the row of rating 'reliable', stands '8' is already on line 24
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/effectiveness.csv" t/lib/ && sed -i 's/^reliable,8,6,4,no$/reliable,8,6,x,no/' t/lib/effectiveness.csv && lib-charge -T t --dice 5,4
! lib-charge: t/lib/effectiveness.csv:24:4: 'x' is not a number
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/condition.csv" t/lib/ && sed -i '/^spent,/d' t/lib/condition.csv && lib-charge -T t --dice 5,4
! lib-charge: t/lib/condition.csv: no row for 'spent'
[3]

$ cp -R "$TABLES" tables && rm tables/lib/effectiveness.csv && cp "$TOP/lib-charge" . && env -u MUSKET_TABLES ./lib-charge -T tables --dice 5,4
! lib-charge: tables/lib/effectiveness.csv: No such file or directory
[3]

# Issue 20 item 5: the difference of the totals, after modifiers from
# many tables, has no bound: results.csv must be open at both ends, found
# at load, before any --repeat answer (it was found mid-run, lineless).
$ mkdir -p t/lib && cp "$TABLES/lib/effects.csv" t/lib/ && cp "$TABLES/lib/results.csv" t/lib/ && sed -i '/^9,,swept/d; s/^swept,.*//' t/lib/results.csv && sed -i '/^swept,/d' t/lib/effects.csv && lib-charge -T t --repeat 20
! lib-charge: t/lib/results.csv:7:2: the last band needs an empty high end: the difference of the totals has no ceiling
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^,-9,repulsed/-20,-9,repulsed/' t/lib/results.csv && lib-charge -T t
! lib-charge: t/lib/results.csv:2:1: the first band needs an empty low end: the difference of the totals has no floor
[3]

# Issue 20 item 10: a house table where 98 rolls in 100 struggle again:
# seed 7 fights 143 rounds (it stopped at 99 with exit 2).  P(carried) =
# 1/2 by symmetry: the only ends are -9 (repulsed) and +9 (swept).  The
# odds fold the re-rolls, each costing what its roll says: once both
# are disordered the attacker loses a stand on 54 rolls in 100 (recoil
# 14, falter 30, struggle 10), so the re-rolls cost it 54/2 = 27 on
# average, the ending roll 1 (repulsed, 2 stands, half the time); the
# first round (recoil 14, struggle 10, repulsed 2 stands 1) 26/100: the
# mean is 26/100 + 98/100 (27 + 1) = 277/10 (by hand; 10^5 rolls gave
# 27.72).  No stand lost: swept at once (1/100), or a first round that
# costs the attacker nothing (falter, hard pressed, driven back: 74/100)
# and then no rethrow that does (1/28: 2 end, 54 cost, of the 56 that do
# either) and swept (1/2): 1/100 + 74/100 * 1/28 * 1/2 = 13/560.
$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^\(-8,-5,recoil,Recoil,\)no/\1yes/; s/^\(-4,-1,falter,Falter,\)no/\1yes/; s/^\(1,4,hard_pressed,Hard Pressed,\)no/\1yes/; s/^\(5,8,driven_back,Driven Back,\)no/\1yes/' t/lib/results.csv && lib-charge -T t --seed 7 --json | jq -c '[(.rounds | length), .result]' && lib-charge -T t --odds | grep -e carries -e 'attacker stands lost[ :]0*[ :]'
[143,"repulsed"]
the attacker carries the position 50.00% (1/2)
attacker stands lost 0      13/560   2.321%  100.000% or more  .
attacker stands lost: mean 277/10 (27.700), sd 27.507

# Past the rows: 30 stands or more sums the rethrows' steps; a python
# fractions model (the totals up to 29, rethrow by rethrow, from each
# difference's chance) gives the same fraction (10^5 rolls: 0.3457).
$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^\(-8,-5,recoil,Recoil,\)no/\1yes/; s/^\(-4,-1,falter,Falter,\)no/\1yes/; s/^\(1,4,hard_pressed,Hard Pressed,\)no/\1yes/; s/^\(5,8,driven_back,Driven Back,\)no/\1yes/' t/lib/results.csv && lib-charge -T t --odds --vary attacker-colonel=no --need 'attacker_stands_lost>=30@30%' | head -n 1
attacker-colonel=no: attacker_stands_lost>=30 34.47% (179131441882028210963764351530848601345520713/519721802415812917845140379012757019143700480), reaching 30%

# A --need too far past the rows for a sum of different steps is
# refused at once, naming the limit and the row it was asked of.
$ cp -R "$TABLES" t && sed -i 's/^\(-8,-5,recoil,Recoil,\)no/\1yes/; s/^\(-4,-1,falter,Falter,\)no/\1yes/; s/^\(1,4,hard_pressed,Hard Pressed,\)no/\1yes/; s/^\(5,8,driven_back,Driven Back,\)no/\1yes/' t/lib/results.csv && lib-charge -T t --odds --vary attacker-colonel=no --need 'attacker_stands_lost>=5000@1%'
! lib-charge: attacker-colonel=no: odds: >=5000 is more than 2000 past the values the walk found
[2]

# In a batch, the line that fails inside --vary's walk is told with its
# row, and its walk freed with the line (ASan and valgrind run this too);
# the lines after it answer, and a later error carries no row.
$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^\(-8,-5,recoil,Recoil,\)no/\1yes/; s/^\(-4,-1,falter,Falter,\)no/\1yes/; s/^\(1,4,hard_pressed,Hard Pressed,\)no/\1yes/; s/^\(5,8,driven_back,Driven Back,\)no/\1yes/' t/lib/results.csv && printf '%s\n' '--vary attacker-colonel=no --need attacker_stands_lost>=5000@1%' '--attacker-colonel --vary defender-colonel=no' '--defender-stands x' | lib-charge -T t --odds --batch
every value alike: the attacker carries the position 100.00% (1)
defender-colonel   answer    swept p_desperate_struggle expected_attacker_stands_lost expected_defender_stands_lost  fraction
no               100.000% 100.000%              97.000%                        14.740                        22.327  1
! lib-charge: line 1: attacker-colonel=no: odds: >=5000 is more than 2000 past the values the walk found
! lib-charge: line 3: --defender-stands: 'x' is not NOW or NOW/START: the stands now is not a number
[2]

# ... and where every roll after a struggle is another, the random run
# is refused as the odds are, not run for ever.
$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^,-9,repulsed/,-10,repulsed/; s/^-8,-5,recoil,Recoil,no/-9,-5,recoil,Recoil,yes/; s/^\(-4,-1,falter,Falter,\)no/\1yes/; s/^\(1,4,hard_pressed,Hard Pressed,\)no/\1yes/; s/^5,8,driven_back,Driven Back,no/5,9,driven_back,Driven Back,yes/; s/^9,,swept/10,,swept/' t/lib/results.csv && lib-charge -T t --seed 1
! lib-charge: t/lib/results.csv: after a struggle every roll is another: a charge would never end
[3]

$ mkdir -p t/lib && cp "$TABLES/lib/results.csv" t/lib/ && sed -i 's/^,-9,repulsed/,-10,repulsed/; s/^-8,-5,recoil,Recoil,no/-9,-5,recoil,Recoil,yes/; s/^\(-4,-1,falter,Falter,\)no/\1yes/; s/^\(1,4,hard_pressed,Hard Pressed,\)no/\1yes/; s/^5,8,driven_back,Driven Back,no/5,9,driven_back,Driven Back,yes/; s/^9,,swept/10,,swept/' t/lib/results.csv && lib-charge -T t --odds
! lib-charge: t/lib/results.csv: after a struggle every roll is another: a charge would never end
[3]

# A --need far past the rows of a single step's tail (the stands lost
# while every roll is rethrown) is refused at once as well: its chance is
# a power of as many digits (issue 38, 1: GMP aborted at 2^63 - 1, and
# 2^32 took gigabytes).
$ lib-charge --odds --vary attacker-quality --need 'attacker_stands_lost>=9223372036854775807@1%'
! lib-charge: attacker-quality=guard: odds: >=9223372036854775807 is more than 2000 past the values the walk found
[2]

$ lib-charge --odds --vary attacker-quality --need 'attacker_stands_lost>=4294967296@1%'
! lib-charge: attacker-quality=guard: odds: >=4294967296 is more than 2000 past the values the walk found
[2]

# The refusal names the comparison typed: "<=2002" is summed as "2003 or
# more" taken from 1, and named 2003 before (issue 38).
$ lib-charge --odds --vary attacker-quality --need 'attacker_stands_lost<=2002@1%'
! lib-charge: attacker-quality=guard: odds: <=2002 is more than 2000 past the values the walk found
[2]

# At the edges of a long the comparisons are exact (issue 38, 2): no
# value is more than 2^63 - 1, so the chance is 0 (by hand), short of
# any P above it, and -e says so with 1; a bound past the edge is too
# small or too large, as its sign says.
$ lib-charge --odds --vary attacker-quality --need 'attacker_stands_lost>9223372036854775807@0.01%' -e >out; echo "status $?"; head -n 1 out
status 1
none of them does: attacker_stands_lost>9223372036854775807 at most 0.00% (0), short of 0.01%

$ lib-charge --odds --vary attacker-quality --need 'attacker_stands_lost<-9223372036854775807@1%' | head -n 1
none of them does: attacker_stands_lost<-9223372036854775807 at most 0.00% (0), short of 1%

$ lib-charge --odds --vary attacker-quality --need 'attacker_stands_lost<=9223372036854775807@1%' | head -n 1
attacker-quality=guard: attacker_stands_lost<=9223372036854775807 100.00% (1), reaching 1%

$ lib-charge --odds --vary attacker-quality --need 'attacker_stands_lost<=-9223372036854775808@1%'
! lib-charge: --need: 'attacker_stands_lost<=-9223372036854775808': '-9223372036854775808' is too small
[2]

$ lib-charge --odds --vary attacker-quality --need 'attacker_stands_lost>=9223372036854775808@1%'
! lib-charge: --need: 'attacker_stands_lost>=9223372036854775808': '9223372036854775808' is too large
[2]

# Two names of one option at odds are refused, not the last taken
# (issue 32): --attacker is --attacker-quality's old name.
$ lib-charge --attacker elite --attacker-quality guard --dice 5,5
! lib-charge: --attacker and --attacker-quality both set --attacker-quality
[2]

$ lib-charge --attacker elite --attacker-quality elite --dice 5,5 | head -n 1
HARD PRESSED  +1 (attacker 5+1=6 vs defender 5+0=5); the attacker carries the position; stands lost: defender 0, attacker 0
