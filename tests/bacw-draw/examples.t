# The EXAMPLES of bacw-draw(1), word for word.
$ bacw-draw --a-brigades 2 --a-independent 1 --b-brigades 3 --dice b
ORDER DIE TO b  (bag: a 3, b 3)
left: a 3, b 2

$ bacw-draw --a-brigades 2 --b-brigades 3 --drawn a --draws 9 --seed 1863
ORDER DIE TO b  (bag: a 1, b 3)
then a, b, b
left: a 0, b 0; the bag is empty: the turn is over

# b acts 2 or more times before a's next, 3 dice against 5: 5/14
# (python3 fractions, tests/bacw-draw/odds-check.py 3 5).
$ bacw-draw --a-brigades 3 --b-brigades 5 -oj | jq -c '.b_before_a[2]'
{"value":2,"p":0.17857142857142858,"fraction":"5/28","p_at_least":0.35714285714285715,"fraction_at_least":"5/14"}

# P(a next) a/(a+5) by hand: 3/8, 4/9, 1/2, 6/11.
$ bacw-draw --b-brigades 5 --odds --vary a-brigades=3..6
best a-brigades=6: a draws next 54.55% (6/11)
a-brigades   answer        a        b p_a_next expected_a_in_next expected_b_before_a expected_a_next_position expected_a_last_position expected_longest_b_run  fraction
3           37.500%  37.500%  62.500%  37.500%              0.375               1.250                    2.250                    6.750                  3.071  3/8
4           44.444%  44.444%  55.556%  44.444%              0.444               1.000                    2.000                    8.000                  2.825  4/9
5           50.000%  50.000%  50.000%  50.000%              0.500               0.833                    1.833                    9.167                  2.643  1/2
6           54.545%  54.545%  45.455%  54.545%              0.545               0.714                    1.714                   10.286                  2.500  6/11
