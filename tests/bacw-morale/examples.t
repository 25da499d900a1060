# The EXAMPLES of bacw-morale(1), word for word.
$ bacw-morale --morale regular --pins 2 --bases 4 --dice 3,2

$ bacw-morale --reason rout --pins 3 --dice 2,2,5

$ bacw-morale --pins 2 --bases 4 --odds

$ bacw-morale --reason rout --pins 3 --odds

$ bacw-morale --colonel --pins 1 --dice 4,5 --json | jq .result
