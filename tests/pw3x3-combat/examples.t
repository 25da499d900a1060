# The EXAMPLES of pw3x3-combat(1), word for word.
$ pw3x3-combat close --attacker-quality elite --attacker-support --defender-quality poor --defender-cover --dice 3,2,5
DEFENDER HIT  attacker 3 (rolled 3, support +1, enemy uphill or in cover -1), defender 2 (rolled 2)
attacker unaffected (3 or more)
defender hit (2 or less): poor rolls 5 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ pw3x3-combat --defender-sp 1 --defender-general --defender-no-retreat --odds
the attacker wins 16.67% (1/6)
close combat: attacker d6; defender d6, general +1
neither hit              5/9  55.556%  ###########
attacker hit            5/18  27.778%  ######
defender hit             1/9  11.111%  ##
both hit                1/18   5.556%  #
attacker: average, 2 SP
unharmed                 2/3  66.667%  #############
retreated                1/6  16.667%  ###
lost_sp                  1/6  16.667%  ###
destroyed                  0   0.000%
defender: average, 1 SP, with a General, will not retreat
unharmed                 5/6  83.333%  #################
retreated                  0   0.000%
lost_sp                    0   0.000%
destroyed                1/6  16.667%  ###
General unharmed         5/6  83.333%  #################
General survives       11/72  15.278%  ###
General wounded        1/108   0.926%  .
General killed         1/216   0.463%  .
attacker wins            1/6  16.667%  ###
defender wins           5/36  13.889%  ###
no winner              25/36  69.444%  ##############
attacker SP after 1         1/6  16.667%  100.000% or more  ###
attacker SP after 2         5/6  83.333%   83.333% or more  #################
attacker SP after: mean 11/6 (1.833), sd 0.373
defender SP after 0         1/6  16.667%  100.000% or more  ###
defender SP after 1         5/6  83.333%   83.333% or more  #################
defender SP after: mean 5/6 (0.833), sd 0.373

$ pw3x3-combat artillery --cover --target poor --odds --json | jq -r '.odds[0].fraction'
1/6

$ pw3x3-combat --dice 6,1,4 --json | jq -r .winner
attacker

$ printf '%s\n' '--dice 6,1,4' '--flank --dice 2,4' 'artillery --target poor --dice 5,5' | pw3x3-combat --batch
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1); attacker unaffected (3 or more); defender hit (2 or less): average rolls 4 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left; attacker wins: the defender retreated; infantry may advance into its grid area; had the defender lost 1 SP rather than retreat, neither side would win
NEITHER HIT  attacker 3 (rolled 2, flank attack +1), defender 3 (rolled 4, attacked in flank -1); attacker unaffected (3 or more); defender unaffected (3 or more); no winner: neither unit gave ground
LANDED  fire 5 (rolled 5); artillery fire lands on the target grid area: every unit in it is hit (5 or more); target 1 hit: poor rolls 5 (5-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
