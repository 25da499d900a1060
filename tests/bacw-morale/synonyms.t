# Issue 32: --quality and --type, the suite's names for the grade and
# the unit type ...
$ bacw-morale --quality inexperienced --type cavalry --bases 2 --pins 1 --dice 3,4
FAIL  rolled 3+4=7 vs 5 (inexperienced 7, 1 pin -1, 1 base lost -1)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# ... and their old names, --morale and --unit, give the same answer.
$ bacw-morale --morale inexperienced --unit cavalry --bases 2 --pins 1 --dice 3,4
FAIL  rolled 3+4=7 vs 5 (inexperienced 7, 1 pin -1, 1 base lost -1)
casualties: routs: retreats at run speed away from the enemy; each friendly unit it moves through takes 1 pin

# The inputs are keyed by the new names.
$ bacw-morale --morale 9 --unit cavalry --bases 2 --dice 3,4 --json | jq -c '.inputs | [.morale, .type]'
[9,"cavalry"]
