# The EXAMPLES of lib-charge(1), word for word.
$ lib-charge --attacker-quality elite --attacker-condition fresh --attacker-type cavalry --terrain open --defender-quality militia --defender-formation hasty-square --seed 1812
SWEPT FROM THE FIELD  +14 (attacker 10+4=14 vs defender 2-2=0); the attacker carries the position; stands lost: defender 7, attacker 0
modifiers: attacker +4 (elite +1, fresh +2, cavalry charge hasty-square +1); defender -2 (militia -1, worn 0, hasty-square -1)
defender: loses 2 stands; full retreat broken; 1 more stand for each point of difference over the band (+5)
attacker: breakthrough charge a half move toward the closest enemy; disordered (cavalry)

$ lib-charge --defender-disordered --dice 4,2
HARD PRESSED  +3 (attacker 4+0=4 vs defender 2-1=1); the attacker carries the position; stands lost: defender 1, attacker 0
modifiers: attacker 0 (regular 0, worn 0); defender -1 (regular 0, worn 0, disordered -1)
defender: disordered; loses 1 stand (already disordered); retreats 2" from the enemy
attacker: carries the position

# A struggle of one re-roll: cold steel +1 and the cavalry charge +2 are
# lost, both sides take the disordered -1.
$ lib-charge --attacker-cold-steel --attacker-type cavalry --dice 4,7,8,2,3
DRIVEN BACK  +6 (attacker 8-1=7 vs defender 2-1=1) after 1 re-roll; the attacker carries the position; stands lost: defender 3, attacker 1
modifiers: attacker +3 (regular 0, worn 0, cold-steel +1, cavalry charge open +2); defender 0 (regular 0, worn 0)
round 1: attacker 4+3=7 vs defender 7+0=7: 0 Desperate Struggle
  defender: loses 1 stand; disordered
  attacker: loses 1 stand, disordered; loses the cold steel, lancer, breakthrough and cavalry charge modifiers
  re-roll modifiers: attacker +3 -> -1 (disordered by the struggle -1, cold-steel lost -1, cavalry charge lost -2); defender 0 -> -1 (disordered by the struggle -1)
round 2: attacker 8-1=7 vs defender 2-1=1: +6 Driven Back
defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)
attacker: carries the position; disordered (cavalry)
rein-in: attacker cavalry rolled 3, needs 4 or less (regular, a reading): passed, reins in and may recall up to a full move

$ lib-charge --attacker-quality guard --defender-leader --dice 10,1,7 --json | jq -c '[.result, .defender_stands_lost, .fallen_leader.result]'
["swept",3,"Flesh wound"]

# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-type cavalry --defender-formation square --odds
the attacker carries the position 16.67% (1/6)
modifiers: attacker 0 (regular 0, worn 0, cavalry charge square 0); defender 0 (regular 0, worn 0)
re-roll modifiers: attacker 0 -> -1 (disordered by the struggle -1); defender 0 -> -1 (disordered by the struggle -1)
swept from the field        1/90   1.111%  .
driven back             7/45  15.556%  ###
hard pressed             1/3  33.333%  #######
falter                   1/3  33.333%  #######
recoil                  7/45  15.556%  ###
repulsed                1/90   1.111%  .
struggle                1/10  10.000%  ##
rein-in passes        14/225   6.222%  #
attacker stands lost 0         3/4  75.000%  100.000% or more  ###############
attacker stands lost 1      37/200  18.500%   25.000% or more  ####
attacker stands lost 2    117/2000   5.850%    6.500% or more  #
attacker stands lost 3   117/20000   0.585%    0.650% or more  .
attacker stands lost 4 or more    13/20000   0.065%    0.065% or more  .
attacker stands lost: mean 29/90 (0.322), sd 0.616
defender stands lost 0         3/4  75.000%  100.000% or more  ###############
defender stands lost 1       9/200   4.500%   25.000% or more  #
defender stands lost 2    369/2000  18.450%   20.500% or more  ####
defender stands lost 3   369/20000   1.845%    2.050% or more  .
defender stands lost 4 or more    41/20000   0.205%    0.205% or more  .
defender stands lost: mean 43/90 (0.478), sd 0.869

$ lib-charge --attacker-type cavalry --dice 6,2,3 -e && echo 'the position is ours'
DRIVEN BACK  +6 (attacker 6+2=8 vs defender 2+0=2); the attacker carries the position; stands lost: defender 2, attacker 0
modifiers: attacker +2 (regular 0, worn 0, cavalry charge open +2); defender 0 (regular 0, worn 0)
defender: loses 1 stand; disordered; retreats out of close range; loses 1 more stand, full retreat broken (defeated by cavalry)
attacker: carries the position; disordered (cavalry)
rein-in: attacker cavalry rolled 3, needs 4 or less (regular, a reading): passed, reins in and may recall up to a full move
the position is ours

$ lib-charge --attacker-type cavalry --defender-formation square --dice 5,4 -e || echo 'the square holds'
HARD PRESSED  +1 (attacker 5+0=5 vs defender 4+0=4); the attacker does not carry the position; stands lost: defender 0, attacker 0
modifiers: attacker 0 (regular 0, worn 0, cavalry charge square 0); defender 0 (regular 0, worn 0)
defender: disordered; holds its position (defender in square)
attacker: retreats 2" from the enemy (defender in square); may recall in good order up to a full move (defender in square, cavalry)
the square holds

$ printf '%s\n' '--attacker-quality guard' '--attacker-quality guard --attacker-type cavalry' | lib-charge --batch --odds --json | jq -c '[.odds[0].fraction, .expected_stands_lost.defender.fraction]'
["3/46","611/1150"]
["177/1150","706/575"]

$ lib-charge --defender-stands 5/8 --defender-rating reliable --dice 9,1 | head -n 1
DRIVEN BACK  +8 (attacker 9+0=9 vs defender 1+0=1); the attacker carries the position; stands lost: defender 1, attacker 0; defender worn -> spent

# rows checked by tests/lib-charge/model.py
$ lib-charge --attacker-stands 4/4 --attacker-rating spirited --defender-stands 3/3 --defender-rating reliable --odds
the attacker carries the position 51.98% (6497/12500)
modifiers: attacker +2 (regular 0, fresh +2); defender +2 (regular 0, fresh +2)
re-roll modifiers: attacker +2 -> +1 (disordered by the struggle -1); defender +2 -> -1 (disordered by the struggle -1, worn by the struggle -2)
after 2 struggles: attacker +1 -> -1 (worn by the struggle -2); defender -1 -> -3 (spent by the struggle -2)
swept from the field    103/6250   1.648%  .
driven back       2047/12500  16.376%  ###
hard pressed       1059/3125  33.888%  #######
desperate struggle      2/3125   0.064%  .
falter            4047/12500  32.376%  ######
recoil            1831/12500  14.648%  ###
repulsed               1/100   1.000%  .
struggle                1/10  10.000%  ##
attacker stands lost 0         3/4  75.000%  100.000% or more  ###############
attacker stands lost 1      51/250  20.400%   25.000% or more  ####
attacker stands lost 2   539/12500   4.312%    4.600% or more  #
attacker stands lost 3      9/3125   0.288%    0.288% or more  .
attacker stands lost: mean 934/3125 (0.299), sd 0.560
defender stands lost 0         3/4  75.000%  100.000% or more  ###############
defender stands lost 1      21/125  16.800%   25.000% or more  ###
defender stands lost 2    439/6250   7.024%    8.200% or more  #
defender stands lost 3   147/12500   1.176%    1.176% or more  .
defender stands lost: mean 4297/12500 (0.344), sd 0.661
