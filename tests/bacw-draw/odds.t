# Every order of the bag is alike.  Checked by python3 fractions
# (tests/bacw-draw/odds-check.py 3 5, an enumeration of the C(8,3)
# orders): 3 dice against 5, P(a next) = 3/8; b draws the first two
# (2 or more before a's next) 5/14; a's next die 9/4, its last 27/4;
# the longest run of b's dice 2: 2/7, 3: 3/7, 4: 3/14, 5: 1/14.
$ bacw-draw --a-brigades 3 --b-brigades 5 --odds
a draws next 37.50% (3/8)
bag: a 3, b 5; the next 1 draw, and the turn
a                        3/8  37.500%  ########
b                        5/8  62.500%  #############
a draws next             3/8  37.500%  ########
a's dice in the draws 0         5/8  62.500%  100.000% or more  #############
a's dice in the draws 1         3/8  37.500%   37.500% or more  ########
a's dice in the draws: mean 3/8 (0.375), sd 0.484
b's dice before a's next 0         3/8  37.500%  100.000% or more  ########
b's dice before a's next 1       15/56  26.786%   62.500% or more  #####
b's dice before a's next 2        5/28  17.857%   35.714% or more  ####
b's dice before a's next 3        3/28  10.714%   17.857% or more  ##
b's dice before a's next 4        3/56   5.357%    7.143% or more  #
b's dice before a's next 5        1/56   1.786%    1.786% or more  .
b's dice before a's next: mean 5/4 (1.250), sd 1.299
a's next die drawn 1         3/8  37.500%  100.000% or more  ########
a's next die drawn 2       15/56  26.786%   62.500% or more  #####
a's next die drawn 3        5/28  17.857%   35.714% or more  ####
a's next die drawn 4        3/28  10.714%   17.857% or more  ##
a's next die drawn 5        3/56   5.357%    7.143% or more  #
a's next die drawn 6        1/56   1.786%    1.786% or more  .
a's next die drawn: mean 9/4 (2.250), sd 1.299
a's last die drawn 3        1/56   1.786%  100.000% or more  .
a's last die drawn 4        3/56   5.357%   98.214% or more  #
a's last die drawn 5        3/28  10.714%   92.857% or more  ##
a's last die drawn 6        5/28  17.857%   82.143% or more  ####
a's last die drawn 7       15/56  26.786%   64.286% or more  #####
a's last die drawn 8         3/8  37.500%   37.500% or more  ########
a's last die drawn: mean 27/4 (6.750), sd 1.299
longest run of b's dice 2         2/7  28.571%  100.000% or more  ######
longest run of b's dice 3         3/7  42.857%   71.429% or more  #########
longest run of b's dice 4        3/14  21.429%   28.571% or more  ####
longest run of b's dice 5        1/14   7.143%    7.143% or more  #
longest run of b's dice: mean 43/14 (3.071), sd 0.884

$ bacw-draw --a-brigades 3 --b-brigades 5 --odds --json
{"tool":"bacw-draw","inputs":{"names":"a,b","a_brigades":3,"b_brigades":5,"a_independent":0,"b_independent":0,"drawn":"","draws":1,"a_army_broken":false,"b_army_broken":false},"bag":{"a":3,"b":5},"answer":{"question":"a draws next","p":0.375,"fraction":"3/8"},"odds":[{"outcome":"a","p":0.375,"fraction":"3/8"},{"outcome":"b","p":0.625,"fraction":"5/8"}],"a_in_next":[{"value":0,"p":0.625,"fraction":"5/8","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.375,"fraction":"3/8","p_at_least":0.375,"fraction_at_least":"3/8"}],"b_before_a":[{"value":0,"p":0.375,"fraction":"3/8","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.26785714285714285,"fraction":"15/56","p_at_least":0.625,"fraction_at_least":"5/8"},{"value":2,"p":0.17857142857142858,"fraction":"5/28","p_at_least":0.35714285714285715,"fraction_at_least":"5/14"},{"value":3,"p":0.10714285714285714,"fraction":"3/28","p_at_least":0.17857142857142858,"fraction_at_least":"5/28"},{"value":4,"p":0.053571428571428568,"fraction":"3/56","p_at_least":0.071428571428571425,"fraction_at_least":"1/14"},{"value":5,"p":0.017857142857142856,"fraction":"1/56","p_at_least":0.017857142857142856,"fraction_at_least":"1/56"}],"a_next_position":[{"value":1,"p":0.375,"fraction":"3/8","p_at_least":1,"fraction_at_least":"1"},{"value":2,"p":0.26785714285714285,"fraction":"15/56","p_at_least":0.625,"fraction_at_least":"5/8"},{"value":3,"p":0.17857142857142858,"fraction":"5/28","p_at_least":0.35714285714285715,"fraction_at_least":"5/14"},{"value":4,"p":0.10714285714285714,"fraction":"3/28","p_at_least":0.17857142857142858,"fraction_at_least":"5/28"},{"value":5,"p":0.053571428571428568,"fraction":"3/56","p_at_least":0.071428571428571425,"fraction_at_least":"1/14"},{"value":6,"p":0.017857142857142856,"fraction":"1/56","p_at_least":0.017857142857142856,"fraction_at_least":"1/56"}],"a_last_position":[{"value":3,"p":0.017857142857142856,"fraction":"1/56","p_at_least":1,"fraction_at_least":"1"},{"value":4,"p":0.053571428571428568,"fraction":"3/56","p_at_least":0.9821428571428571,"fraction_at_least":"55/56"},{"value":5,"p":0.10714285714285714,"fraction":"3/28","p_at_least":0.9285714285714286,"fraction_at_least":"13/14"},{"value":6,"p":0.17857142857142858,"fraction":"5/28","p_at_least":0.8214285714285714,"fraction_at_least":"23/28"},{"value":7,"p":0.26785714285714285,"fraction":"15/56","p_at_least":0.6428571428571429,"fraction_at_least":"9/14"},{"value":8,"p":0.375,"fraction":"3/8","p_at_least":0.375,"fraction_at_least":"3/8"}],"longest_b_run":[{"value":2,"p":0.2857142857142857,"fraction":"2/7","p_at_least":1,"fraction_at_least":"1"},{"value":3,"p":0.42857142857142855,"fraction":"3/7","p_at_least":0.7142857142857143,"fraction_at_least":"5/7"},{"value":4,"p":0.21428571428571427,"fraction":"3/14","p_at_least":0.2857142857142857,"fraction_at_least":"2/7"},{"value":5,"p":0.071428571428571425,"fraction":"1/14","p_at_least":0.071428571428571425,"fraction_at_least":"1/14"}],"p_a_next":{"p":0.375,"fraction":"3/8"},"expected_a_in_next":{"value":0.375,"fraction":"3/8","sd":0.48412291827592713},"expected_b_before_a":{"value":1.25,"fraction":"5/4","sd":1.299038105676658},"expected_a_next_position":{"value":2.25,"fraction":"9/4","sd":1.299038105676658},"expected_a_last_position":{"value":6.75,"fraction":"27/4","sd":1.299038105676658},"expected_longest_b_run":{"value":3.0714285714285716,"fraction":"43/14","sd":0.88352263406092724}}

# The next 3 draws of 4 against 4 (odds-check.py 4 4 3): a's dice
# among them 0: 1/14, 1: 3/7, 2: 3/7, 3: 1/14 (hypergeometric, by hand:
# C(4,k) C(4,3-k) / C(8,3) = 4, 24, 24, 4 of 56); the longest b run
# 1: 1/14, 2: 4/7, 3: 2/7, 4: 1/14.
$ bacw-draw --a-brigades 2 --a-independent 2 --b-brigades 4 --draws 3 --odds
a draws next 50.00% (1/2)
bag: a 4, b 4; the next 3 draws, and the turn
a                        1/2  50.000%  ##########
b                        1/2  50.000%  ##########
a draws next             1/2  50.000%  ##########
a's dice in the draws 0        1/14   7.143%  100.000% or more  #
a's dice in the draws 1         3/7  42.857%   92.857% or more  #########
a's dice in the draws 2         3/7  42.857%   50.000% or more  #########
a's dice in the draws 3        1/14   7.143%    7.143% or more  #
a's dice in the draws: mean 3/2 (1.500), sd 0.732
b's dice before a's next 0         1/2  50.000%  100.000% or more  ##########
b's dice before a's next 1         2/7  28.571%   50.000% or more  ######
b's dice before a's next 2         1/7  14.286%   21.429% or more  ###
b's dice before a's next 3        2/35   5.714%    7.143% or more  #
b's dice before a's next 4        1/70   1.429%    1.429% or more  .
b's dice before a's next: mean 4/5 (0.800), sd 0.980
a's next die drawn 1         1/2  50.000%  100.000% or more  ##########
a's next die drawn 2         2/7  28.571%   50.000% or more  ######
a's next die drawn 3         1/7  14.286%   21.429% or more  ###
a's next die drawn 4        2/35   5.714%    7.143% or more  #
a's next die drawn 5        1/70   1.429%    1.429% or more  .
a's next die drawn: mean 9/5 (1.800), sd 0.980
a's last die drawn 4        1/70   1.429%  100.000% or more  .
a's last die drawn 5        2/35   5.714%   98.571% or more  #
a's last die drawn 6         1/7  14.286%   92.857% or more  ###
a's last die drawn 7         2/7  28.571%   78.571% or more  ######
a's last die drawn 8         1/2  50.000%   50.000% or more  ##########
a's last die drawn: mean 36/5 (7.200), sd 0.980
longest run of b's dice 1        1/14   7.143%  100.000% or more  #
longest run of b's dice 2         4/7  57.143%   92.857% or more  ###########
longest run of b's dice 3         2/7  28.571%   35.714% or more  ######
longest run of b's dice 4        1/14   7.143%    7.143% or more  #
longest run of b's dice: mean 33/14 (2.357), sd 0.718

# What is left after --drawn: 3 and 5 less a,b is 2 against 4 (by hand:
# P(a next) 2/6 = 1/3; b's first two 4/6 * 3/5 = 2/5).
$ bacw-draw --a-brigades 3 --b-brigades 5 --drawn a,b --odds --json | jq -c '{answer, b_before_a}'
{"answer":{"question":"a draws next","p":0.3333333333333333,"fraction":"1/3"},"b_before_a":[{"value":0,"p":0.3333333333333333,"fraction":"1/3","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.26666666666666666,"fraction":"4/15","p_at_least":0.6666666666666666,"fraction_at_least":"2/3"},{"value":2,"p":0.2,"fraction":"1/5","p_at_least":0.4,"fraction_at_least":"2/5"},{"value":3,"p":0.13333333333333333,"fraction":"2/15","p_at_least":0.2,"fraction_at_least":"1/5"},{"value":4,"p":0.06666666666666667,"fraction":"1/15","p_at_least":0.06666666666666667,"fraction_at_least":"1/15"}]}

# More draws asked than the bag holds: all of them.  By hand, over the
# orders aab, aba, baa: a's dice among the draws 2, certain; a next
# 2/3; a's last die 2nd 1/3, 3rd 2/3; b's longest run 1.
$ bacw-draw --a-brigades 2 --b-brigades 1 --draws 5 --odds --json | jq -c '[.answer.fraction, (.a_in_next, .a_last_position, .longest_b_run | map([.value, .fraction]))]'
["2/3",[[2,"1"]],[[2,"1/3"],[3,"2/3"]],[[1,"1"]]]

# One side alone: certain (odds-check.py 0 2: a never draws).
$ bacw-draw --b-brigades 2 --odds
a draws next 0.00% (0)
bag: a 0, b 2; the next 1 draw, and the turn
b                          1 100.000%  ####################
a draws next               0   0.000%
a's dice in the draws 0           1 100.000%  100.000% or more  ####################
a's dice in the draws: mean 0 (0.000), sd 0.000
longest run of b's dice 2           1 100.000%  100.000% or more  ####################
longest run of b's dice: mean 2 (2.000), sd 0.000

# The empty bag: the end of the turn, certain.
$ bacw-draw --odds
a draws next 0.00% (0)
bag: a 0, b 0; the next 1 draw, and the turn
end of turn                1 100.000%  ####################
a draws next               0   0.000%
a's dice in the draws 0           1 100.000%  100.000% or more  ####################
a's dice in the draws: mean 0 (0.000), sd 0.000
longest run of b's dice 0           1 100.000%  100.000% or more  ####################
longest run of b's dice: mean 0 (0.000), sd 0.000

# What is one more brigade commander worth against 5 dice, with an
# independent unit?  P(a next) (n+1)/(n+6) by hand: 2/7, 3/8, 4/9, 1/2.
$ bacw-draw --b-brigades 5 --odds --vary a-brigades=1..4 --vary a-independent=1
best a-brigades=4 a-independent=1: a draws next 50.00% (1/2)
a-brigades\a-independent        1
1                         28.571%
2                         37.500%
3                         44.444%
4                         50.000%

# Without it, n/(n+5) by hand reaches 1/2 at n = 5.
$ bacw-draw --b-brigades 5 --odds --vary a-brigades=1..6 --need a@50%
a-brigades=5: a 50.00% (1/2), reaching 50%
best a-brigades=6: a draws next 54.55% (6/11)
a-brigades   answer        a        b p_a_next expected_a_in_next expected_b_before_a expected_a_next_position expected_a_last_position expected_longest_b_run  fraction
1           16.667%  16.667%  83.333%  16.667%              0.167               2.500                    3.500                    3.500                  4.000  1/6
2           28.571%  28.571%  71.429%  28.571%              0.286               1.667                    2.667                    5.333                  3.429  2/7
3           37.500%  37.500%  62.500%  37.500%              0.375               1.250                    2.250                    6.750                  3.071  3/8
4           44.444%  44.444%  55.556%  44.444%              0.444               1.000                    2.000                    8.000                  2.825  4/9
5           50.000%  50.000%  50.000%  50.000%              0.500               0.833                    1.833                    9.167                  2.643  1/2
6           54.545%  54.545%  45.455%  54.545%              0.545               0.714                    1.714                   10.286                  2.500  6/11

# 3 against n: 3/(3+n) by hand, 3/4, 3/5, 1/2.
$ bacw-draw --a-brigades 3 --odds --vary b-brigades=1..3 --json | jq -c '.rows[] | {values, fraction: .answer.fraction}'
{"values":{"b_brigades":1,"b-brigades":1},"fraction":"3/4"}
{"values":{"b_brigades":2,"b-brigades":2},"fraction":"3/5"}
{"values":{"b_brigades":3,"b-brigades":3},"fraction":"1/2"}

$ bacw-draw --a-brigades 1 --b-brigades 2 --odds --format csv
section,outcome,value,fraction,chance,or better,direction
,a,,1/3,33.333%,,
,b,,2/3,66.667%,,
,a draws next,,1/3,33.333%,,
,a's dice in the draws,0,2/3,66.667%,100.000%,or more
,a's dice in the draws,1,1/3,33.333%,33.333%,or more
,b's dice before a's next,0,1/3,33.333%,100.000%,or more
,b's dice before a's next,1,1/3,33.333%,66.667%,or more
,b's dice before a's next,2,1/3,33.333%,33.333%,or more
,a's next die drawn,1,1/3,33.333%,100.000%,or more
,a's next die drawn,2,1/3,33.333%,66.667%,or more
,a's next die drawn,3,1/3,33.333%,33.333%,or more
,a's last die drawn,1,1/3,33.333%,100.000%,or more
,a's last die drawn,2,1/3,33.333%,66.667%,or more
,a's last die drawn,3,1/3,33.333%,33.333%,or more
,longest run of b's dice,1,1/3,33.333%,100.000%,or more
,longest run of b's dice,2,2/3,66.667%,66.667%,or more

# Blank lines shown as ~.
$ bacw-draw --a-brigades 1 --b-brigades 2 --odds --format markdown | sed 's/^$/~/'
a draws next 33.33% (1/3)
~
bag: a 1, b 2; the next 1 draw, and the turn
~
| outcome | value | fraction | chance | or better | direction |
| :-- | --: | --: | --: | --: | --: |
| a |  | 1/3 | 33.333% |  |  |
| b |  | 2/3 | 66.667% |  |  |
~
| outcome | value | fraction | chance | or better | direction |
| :-- | --: | --: | --: | --: | --: |
| a draws next |  | 1/3 | 33.333% |  |  |
~
| outcome | value | fraction | chance | or better | direction |
| :-- | --: | --: | --: | --: | --: |
| a's dice in the draws | 0 | 2/3 | 66.667% | 100.000% | or more |
| a's dice in the draws | 1 | 1/3 | 33.333% | 33.333% | or more |
~
a's dice in the draws: mean 1/3 (0.333), sd 0.471
~
| outcome | value | fraction | chance | or better | direction |
| :-- | --: | --: | --: | --: | --: |
| b's dice before a's next | 0 | 1/3 | 33.333% | 100.000% | or more |
| b's dice before a's next | 1 | 1/3 | 33.333% | 66.667% | or more |
| b's dice before a's next | 2 | 1/3 | 33.333% | 33.333% | or more |
~
b's dice before a's next: mean 1 (1.000), sd 0.816
~
| outcome | value | fraction | chance | or better | direction |
| :-- | --: | --: | --: | --: | --: |
| a's next die drawn | 1 | 1/3 | 33.333% | 100.000% | or more |
| a's next die drawn | 2 | 1/3 | 33.333% | 66.667% | or more |
| a's next die drawn | 3 | 1/3 | 33.333% | 33.333% | or more |
~
a's next die drawn: mean 2 (2.000), sd 0.816
~
| outcome | value | fraction | chance | or better | direction |
| :-- | --: | --: | --: | --: | --: |
| a's last die drawn | 1 | 1/3 | 33.333% | 100.000% | or more |
| a's last die drawn | 2 | 1/3 | 33.333% | 66.667% | or more |
| a's last die drawn | 3 | 1/3 | 33.333% | 33.333% | or more |
~
a's last die drawn: mean 2 (2.000), sd 0.816
~
| outcome | value | fraction | chance | or better | direction |
| :-- | --: | --: | --: | --: | --: |
| longest run of b's dice | 1 | 1/3 | 33.333% | 100.000% | or more |
| longest run of b's dice | 2 | 2/3 | 66.667% | 66.667% | or more |
~
longest run of b's dice: mean 5/3 (1.667), sd 0.471

# A lopsided bag: 1 die against 40 is 41 orders, counted (the estimate
# from a few random paths made it 550,000,000,000, and refused it).  By
# hand: P(a next) 1/41; a's die anywhere of 41 alike, mean 21.
$ bacw-draw --a-brigades 1 --b-brigades 40 --odds --json | jq -c '{answer, expected_a_next_position}'
{"answer":{"question":"a draws next","p":0.024390243902439025,"fraction":"1/41"},"expected_a_next_position":{"value":21,"fraction":"21","sd":11.832159566199232}}

# A grid of bags is bounded by its rows' counts: 5 against 42 is
# C(47, 5) = 1,533,939 orders.
$ bacw-draw --odds --vary a-brigades=1..50 --vary b-brigades=1..50
! bacw-draw: a-brigades=5 b-brigades=42: odds: about 1,500,000 paths of dice to weigh, more than 500,000: fewer dice
[2]
