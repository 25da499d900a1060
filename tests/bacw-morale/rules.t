# Base morale by experience: 7, 8, 9; at or under the target passes.
$ bacw-morale --morale inexperienced --dice 3,4

$ bacw-morale --morale regular --dice 4,4

$ bacw-morale --morale veteran --dice 4,6

# A morale given as a number; one over the target fails.
$ bacw-morale --morale 11 --dice 5,6

$ bacw-morale --morale 5 --dice 3,3

# -1 a pin.
$ bacw-morale --pins 3 --dice 2,3

$ bacw-morale --pins 3 --dice 3,3

# -1 a base lost below 5: from the bases now, or given directly.
$ bacw-morale --bases 4 --dice 3,4

$ bacw-morale --bases 2 --dice 3,3

$ bacw-morale --bases-lost 2 --dice 3,3

# A unit of more than 5 bases has lost none below 5 (reading 4).
$ bacw-morale --bases 6 --dice 4,4

$ bacw-morale --bases 5 --dice 4,4

# -1 a friendly unit routing within 6".
$ bacw-morale --routing-friends 2 --dice 3,3

$ bacw-morale --routing-friends 1 --dice 3,4

# All at once: regular 8, 2 pins, 4 bases, a routing friend: target 4.
$ bacw-morale --pins 2 --bases 4 --routing-friends 1 --dice 1,3

# Commanders: colonel +1.
$ bacw-morale --pins 1 --colonel --dice 4,4

# The brigade commander +2, only once the colonel has been killed.
$ bacw-morale --pins 2 --colonel-killed --brigade-commander --dice 4,4

# The army commander +2, even with the colonel present: the best counts.
$ bacw-morale --pins 2 --colonel --army-commander --dice 4,4

$ bacw-morale --pins 2 --colonel --army-commander --dice 4,5

$ bacw-morale --colonel-killed --brigade-commander --army-commander --dice 5,5

# The colonel killed alone changes nothing.
$ bacw-morale --colonel-killed --dice 4,5

# Each reason: what a pass and a failure do.
$ bacw-morale --reason casualties --dice 1,1

$ bacw-morale --reason casualties --dice 6,6

$ bacw-morale --reason charge-fire --dice 2,5

$ bacw-morale --reason charge-fire --dice 4,5

$ bacw-morale --reason melee-loser --dice 2,5

$ bacw-morale --reason melee-loser --dice 4,5

$ bacw-morale --reason melee-victor --dice 2,5

$ bacw-morale --reason melee-victor --dice 4,5

# The rout test ignores base losses, and a pass loses the pins die's pins.
$ bacw-morale --reason rout --pins 2 --bases 3 --dice 3,3,1

$ bacw-morale --reason rout --pins 4 --dice 1,2,3

# Never more pins than the unit has.
$ bacw-morale --reason rout --pins 2 --dice 1,2,5

# No pins: no pins die.
$ bacw-morale --reason rout --dice 1,2

# A failed rout test keeps routing; no pins die.
$ bacw-morale --reason rout --pins 1 --dice 5,5

# No blunder: a 12 is only a total.
$ bacw-morale --morale 12 --dice 6,6

# JSON: every key.
$ bacw-morale --reason rout --pins 3 --bases 4 --colonel --army-commander --dice 2,3,2 --json

$ bacw-morale --pins 1 --bases-lost 1 --routing-friends 1 --dice 5,6 --json

# --verbose: each modifier and its row.
$ bacw-morale --pins 2 --bases 3 --routing-friends 1 --colonel-killed --brigade-commander --army-commander --dice 2,2 --verbose
