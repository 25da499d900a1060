# The EXAMPLES of bacw-morale(1), word for word.
$ bacw-morale --quality regular --pins 2 --bases 4 --dice 3,2
PASS  rolled 3+2=5 vs 5 (regular 8, 2 pins -2, 1 base lost -1)
casualties: holds its ground

$ bacw-morale --reason rout --pins 3 --dice 2,2,5
PASS  rolled 2+2=4 vs 5 (regular 8, 3 pins -3)
rout: rallies: stays stationary this turn; pins die 5: 3 pins lost, none left
pins 3 -> 0

$ bacw-morale --colonel --pins 1 --dice 4,5 --json | jq .result
"routed"
