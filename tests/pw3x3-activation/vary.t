# Turn 1 has no throw: the attacker moves first (1); from turn 2 each
# side throws 1d6, ties again, the attacker chooses with 15/30 = 1/2
# (odds.t's python fractions).  The quantities' means are 7/2, 7/2,
# 14/3, 7/3 where they are thrown ("-" where not).
$ pw3x3-activation --odds --vary turn=1..3
best turn=1: the attacker chooses or goes first 100.00% (1)
turn   answer attacker_chooses defender_chooses first_turn expected_attacker_activations expected_defender_activations expected_chooser_activations expected_other_activations  fraction
1    100.000%           0.000%           0.000%   100.000%                             -                             -                            -                          -  1
2     50.000%          50.000%          50.000%     0.000%                         3.500                         3.500                        4.667                      2.333  1/2
3     50.000%          50.000%          50.000%     0.000%                         3.500                         3.500                        4.667                      2.333  1/2

# Every value alike: no best to name.
$ pw3x3-activation --odds --vary turn=2,3
every value alike: the attacker chooses or goes first 50.00% (1/2)
turn   answer attacker_chooses defender_chooses expected_attacker_activations expected_defender_activations expected_chooser_activations expected_other_activations  fraction
2     50.000%          50.000%          50.000%                         3.500                         3.500                        4.667                      2.333  1/2
3     50.000%          50.000%          50.000%                         3.500                         3.500                        4.667                      2.333  1/2

# JSON: a row has the group's means as --odds writes them,
# "expected_activations" {attacker, defender, chooser, other}: 7/2, 7/2,
# 14/3, 7/3 (odds.t's python fractions); turn 1 throws none.
$ pw3x3-activation --odds --json --vary turn=1,2 | jq -c '.rows[] | [.values.turn, .answer.fraction, (.expected_activations // {} | map_values(.fraction))]'
[1,"1",{}]
[2,"1/2",{"attacker":"7/2","defender":"7/2","chooser":"14/3","other":"7/3"}]
