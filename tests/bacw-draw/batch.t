# One line a result, in order; a bad line is told and the rest go on.
$ printf -- '--dice a\n--dice b,b\n# a comment\n\n--dice c\n--drawn a --dice b\n' | bacw-draw --a-brigades 1 --b-brigades 2 --batch
ORDER DIE TO a  (bag: a 1, b 2); left: a 0, b 2
ORDER DIE TO b  (bag: a 1, b 2); then b; left: a 1, b 0
ORDER DIE TO b  (bag: a 0, b 2); left: a 0, b 1
! bacw-draw: line 5: --dice: die 1, 'c', is not a number, nor one of a,b
[2]

$ printf -- '--dice a\n--drawn a\n' | bacw-draw --a-brigades 1 --b-brigades 2 --batch --json
{"tool":"bacw-draw","line":1,"inputs":{"names":"a,b","a_brigades":1,"b_brigades":2,"a_independent":0,"b_independent":0,"drawn":"","draws":1,"a_army_broken":false,"b_army_broken":false},"dice":[{"roll":"draw","sides":2,"value":1}],"outcome":"a","effect":"a acts: a brigade or an independent unit","modifiers":[{"name":"brigade-commander-dice","value":1,"side":"a","source":"bacw/order-dice.csv:2"},{"name":"brigade-commander-dice","value":2,"side":"b","source":"bacw/order-dice.csv:2"}],"names":["a","b"],"bag":{"a":1,"b":2},"drawn":["a"],"next":"a","left":{"a":0,"b":2},"end_of_turn":false,"follow_up":null}
{"tool":"bacw-draw","line":2,"inputs":{"names":"a,b","a_brigades":1,"b_brigades":2,"a_independent":0,"b_independent":0,"drawn":"a","draws":1,"a_army_broken":false,"b_army_broken":false},"dice":[{"roll":"draw","sides":2,"value":2}],"outcome":"b","effect":"b acts: a brigade or an independent unit","modifiers":[{"name":"brigade-commander-dice","value":1,"side":"a","source":"bacw/order-dice.csv:2"},{"name":"brigade-commander-dice","value":2,"side":"b","source":"bacw/order-dice.csv:2"}],"names":["a","b"],"bag":{"a":0,"b":2},"drawn":["b"],"next":"b","left":{"a":0,"b":1},"end_of_turn":false,"follow_up":null}

$ printf -- '--dice a\n--dice b\n' | bacw-draw --a-brigades 1 --b-brigades 2 --batch -e
ORDER DIE TO a  (bag: a 1, b 2); left: a 0, b 2
ORDER DIE TO b  (bag: a 1, b 2); left: a 1, b 1
[1]

$ bacw-draw --a-brigades 2 --b-brigades 2 --repeat 4 --seed 1862
ORDER DIE TO b  (bag: a 2, b 2); left: a 2, b 1
ORDER DIE TO a  (bag: a 2, b 2); left: a 1, b 2
ORDER DIE TO b  (bag: a 2, b 2); left: a 2, b 1
ORDER DIE TO b  (bag: a 2, b 2); left: a 2, b 1

$ bacw-draw --a-brigades 2 --b-brigades 2 --repeat 2 --seed 7 --json
{"tool":"bacw-draw","inputs":{"names":"a,b","a_brigades":2,"b_brigades":2,"a_independent":0,"b_independent":0,"drawn":"","draws":1,"a_army_broken":false,"b_army_broken":false},"dice":[{"roll":"draw","sides":2,"value":2}],"outcome":"b","effect":"b acts: a brigade or an independent unit","modifiers":[{"name":"brigade-commander-dice","value":2,"side":"a","source":"bacw/order-dice.csv:2"},{"name":"brigade-commander-dice","value":2,"side":"b","source":"bacw/order-dice.csv:2"}],"names":["a","b"],"bag":{"a":2,"b":2},"drawn":["b"],"next":"b","left":{"a":2,"b":1},"end_of_turn":false,"follow_up":null}
{"tool":"bacw-draw","inputs":{"names":"a,b","a_brigades":2,"b_brigades":2,"a_independent":0,"b_independent":0,"drawn":"","draws":1,"a_army_broken":false,"b_army_broken":false},"dice":[{"roll":"draw","sides":2,"value":2}],"outcome":"b","effect":"b acts: a brigade or an independent unit","modifiers":[{"name":"brigade-commander-dice","value":2,"side":"a","source":"bacw/order-dice.csv:2"},{"name":"brigade-commander-dice","value":2,"side":"b","source":"bacw/order-dice.csv:2"}],"names":["a","b"],"bag":{"a":2,"b":2},"drawn":["b"],"next":"b","left":{"a":2,"b":1},"end_of_turn":false,"follow_up":null}

# --list: no enumerated option.
$ bacw-draw --list
