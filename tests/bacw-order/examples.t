# The EXAMPLES of bacw-order(1), word for word.
$ bacw-order --quality regular --pins 2 --colonel --seed 1862
PASS  rolled 3+4=7 vs 7 (regular 8, colonel +1, 2 pins -2)
advance: fires and advances
pins 2 -> 1

$ bacw-order --quality veteran --pins 1 --dice 5,6
FAIL  rolled 5+6=11 vs 8 (veteran 9, 1 pin -1)
advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting

$ bacw-order --pins 2 --dice 3,4 --json | jq .passed
false

$ printf -- '--quality regular --pins 1 --dice 2,2\n--quality veteran\n' | bacw-order --batch --json
{"tool":"bacw-order","line":1,"inputs":{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[{"roll":"order test","sides":6,"value":2},{"roll":"order test","sides":6,"value":2}],"outcome":"pass","effect":"advance: fires and advances","modifiers":[{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":7,"total":4,"passed":true,"blunder":null,"pins_before":1,"pins_after":0,"not_counted":[],"friendly_pins":0}
{"tool":"bacw-order","line":2,"inputs":{"quality":"veteran","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null},"dice":[],"outcome":"no_test","effect":"advance: fires and advances","modifiers":[],"order":"advance","target":9,"total":null,"passed":null,"blunder":null,"pins_before":0,"pins_after":0,"not_counted":[],"friendly_pins":0}
