# One die a brigade commander and one an independent unit
# (tables/bacw/order-dice.csv): side a 2, side b 1 + 1.  --dice names
# the side drawn.
$ bacw-draw --a-brigades 2 --b-brigades 1 --b-independent 1 --dice b
ORDER DIE TO b  (bag: a 2, b 2)
left: a 2, b 1

# As many draws as --dice gives, in order; a word in any case.
$ bacw-draw --a-brigades 2 --b-brigades 1 --b-independent 1 --dice A,b,B
ORDER DIE TO a  (bag: a 2, b 2)
then b, b
left: a 1, b 0

$ bacw-draw --a-brigades 2 --b-brigades 2 --draws 2 --dice b,a
ORDER DIE TO b  (bag: a 2, b 2)
then a
left: a 1, b 1

# --drawn takes the dice drawn already out of the bag: a's 2 less 1,
# b's 2 less 2; the last die drawn ends the turn.
$ bacw-draw --a-brigades 2 --b-brigades 2 --drawn a,b,b --dice a
ORDER DIE TO a  (bag: a 1, b 0)
left: a 0, b 0; the bag is empty: the turn is over

# Sides named, in --drawn too (case aside).
$ bacw-draw --names Union,Confederate --a-brigades 3 --b-brigades 3 --drawn union,Confederate,b --dice a,b
ORDER DIE TO Union  (bag: Union 2, Confederate 1)
then Confederate
left: Union 1, Confederate 0

# An empty bag ends the turn: nothing is drawn.
$ bacw-draw --a-brigades 1 --drawn a
END OF TURN  the bag is empty

$ bacw-draw --a-brigades 1 --drawn a --json
{"tool":"bacw-draw","inputs":{"names":"a,b","a_brigades":1,"b_brigades":0,"a_independent":0,"b_independent":0,"drawn":"a","draws":1,"a_army_broken":false,"b_army_broken":false},"dice":[],"outcome":"end_of_turn","effect":"the bag is empty: the turn is over","modifiers":[{"name":"brigade-commander-dice","value":1,"side":"a","source":"bacw/order-dice.csv:2"}],"names":["a","b"],"bag":{"a":0,"b":0},"drawn":[],"next":null,"left":{"a":0,"b":0},"end_of_turn":true,"follow_up":null}

# --draws past the bag draws to the end of the turn.
$ bacw-draw --a-brigades 2 --b-brigades 1 --draws 9 --seed 1863
ORDER DIE TO a  (bag: a 2, b 1)
then b, a
left: a 0, b 0; the bag is empty: the turn is over

# A broken army: each brigade it draws takes an order test, bacw-order
# --reason army-broken, with the order and the brigade's morale to add.
$ bacw-draw --a-brigades 3 --b-brigades 3 --b-army-broken --dice b
ORDER DIE TO b  (bag: a 3, b 3)
left: a 3, b 2
b's army is broken: each brigade it draws tests: bacw-order --reason army-broken (add --order: the order the brigade is given; --quality: the brigade's quality)

$ bacw-draw --a-brigades 3 --b-brigades 3 --b-army-broken --dice b --json
{"tool":"bacw-draw","inputs":{"names":"a,b","a_brigades":3,"b_brigades":3,"a_independent":0,"b_independent":0,"drawn":"","draws":1,"a_army_broken":false,"b_army_broken":true},"dice":[{"roll":"draw","sides":2,"value":2}],"outcome":"b","effect":"b acts: a brigade or an independent unit; its army is broken: the brigade drawn takes an order test","modifiers":[{"name":"brigade-commander-dice","value":3,"side":"a","source":"bacw/order-dice.csv:2"},{"name":"brigade-commander-dice","value":3,"side":"b","source":"bacw/order-dice.csv:2"}],"names":["a","b"],"bag":{"a":3,"b":3},"drawn":["b"],"next":"b","left":{"a":3,"b":2},"end_of_turn":false,"follow_up":{"tool":"bacw-order","args":["--reason","army-broken"],"missing":["--order","--quality"]}}

# Side a's draw is not a broken b's test.
$ bacw-draw --a-brigades 3 --b-brigades 3 --b-army-broken --dice a
ORDER DIE TO a  (bag: a 3, b 3)
left: a 2, b 3

# b's die drawn second tests too.
$ bacw-draw --a-brigades 2 --b-brigades 2 --b-army-broken --dice a,b
ORDER DIE TO a  (bag: a 2, b 2)
then b
left: a 1, b 1
b's army is broken: each brigade it draws tests: bacw-order --reason army-broken (add --order: the order the brigade is given; --quality: the brigade's quality)

$ bacw-draw --a-brigades 3 --b-brigades 3 --dice a,b,a --json
{"tool":"bacw-draw","inputs":{"names":"a,b","a_brigades":3,"b_brigades":3,"a_independent":0,"b_independent":0,"drawn":"","draws":3,"a_army_broken":false,"b_army_broken":false},"dice":[{"roll":"draw","sides":2,"value":1},{"roll":"draw","sides":2,"value":2},{"roll":"draw","sides":2,"value":1}],"outcome":"a","effect":"a acts: a brigade or an independent unit","modifiers":[{"name":"brigade-commander-dice","value":3,"side":"a","source":"bacw/order-dice.csv:2"},{"name":"brigade-commander-dice","value":3,"side":"b","source":"bacw/order-dice.csv:2"}],"names":["a","b"],"bag":{"a":3,"b":3},"drawn":["a","b","a"],"next":"a","left":{"a":1,"b":2},"end_of_turn":false,"follow_up":null}

# -e: 0 when side a is drawn, 1 otherwise (b, or the end of the turn).
$ bacw-draw --a-brigades 1 --b-brigades 1 --dice a -e
ORDER DIE TO a  (bag: a 1, b 1)
left: a 0, b 1

$ bacw-draw --a-brigades 1 --b-brigades 1 --dice b -e
ORDER DIE TO b  (bag: a 1, b 1)
left: a 1, b 0
[1]

$ bacw-draw -e
END OF TURN  the bag is empty
[1]

# A house table: two dice a brigade commander, none an independent unit.
$ mkdir -p t/bacw && printf 'brigade_commander,independent_unit\n2,0\n' >t/bacw/order-dice.csv && bacw-draw -T t --a-brigades 1 --a-independent 4 --b-brigades 1 --dice a,a,b,b
ORDER DIE TO a  (bag: a 2, b 2)
then a, b, b
left: a 0, b 0; the bag is empty: the turn is over

# --verbose: where each side's dice come from, with the table row.
$ bacw-draw --a-brigades 2 --b-brigades 1 --b-independent 2 --dice b --verbose | grep -v tables:
ORDER DIE TO b  (bag: a 2, b 3)
left: a 2, b 2
  a brigade-commander-dice +2  (bacw/order-dice.csv:2)
  b brigade-commander-dice +1  (bacw/order-dice.csv:2)
  b independent-unit-dice +2  (bacw/order-dice.csv:2)
