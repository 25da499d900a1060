# Shots: infantry in line, 2 a base, every base: 10 at 3+ (rifled musket,
# 10" is neither close nor long).  Hits 6 3 4 5 6 3 3 = 7; wounds on 4+:
# 4 6 5 6 = 4, two 6s re-rolled 2 5: 4 casualties, a base, a test.
$ bacw-shoot --range 10 --dice 6,3,1,4,5,2,6,3,3,1,4,1,6,5,2,3,6,2,5

# In column only the front base fires: 2 shots.
$ bacw-shoot --range 10 --formation column --dice 3,2,4

# --bases: the bases it has now; --shots: a count of its own.
$ bacw-shoot --range 10 --bases 3 --dice 1,1,1,1,1,1

$ bacw-shoot --range 10 --shots 3 --dice 1,1,1

# Cavalry mounted: 1 a base, 3 bases, -1 mounted (4+), a carbine (18",
# long beyond 9").
$ bacw-shoot --unit cavalry --range 9 --dice 4,3,6,1,4

$ bacw-shoot --unit cavalry --formation column --range 8 --dice 4,1

# Dismounted cavalry and skirmishers: 1 a base.
$ bacw-shoot --unit dismounted --range 8 --dice 1,1,1,1,3,1

$ bacw-shoot --unit skirmishers --range 10 --dice 3,1,1

# Artillery: a cannon a base; a hit is 1D6 hits, each rolls to wound.
# 20" is normal range for a 12lb smoothbore (48", half 24").
$ bacw-shoot --unit artillery --range 20 --dice 5,3,4,1,5

# At 12" or less, point blank: 2D6 hits, each to wound.
$ bacw-shoot --unit artillery --range 12 --dice 3,2,3,4,4,1,6,5,2

$ bacw-shoot --unit artillery --range 12.5 --dice 3,1,4

$ bacw-shoot --unit artillery --weapon 12lb-rifled --range 40 --dice 4,2,4,4

# Range: +1 at 6" or less, 6" included.
$ bacw-shoot --range 6 --shots 2 --dice 2,1,4

$ bacw-shoot --range 6.1 --shots 2 --dice 2,1

# -1 over half the weapon's range, half excluded.
$ bacw-shoot --range 12 --shots 2 --dice 3,1,4

$ bacw-shoot --range 12.5 --shots 2 --dice 3,4,1

$ bacw-shoot --weapon smoothbore-musket --range 18 --shots 1 --dice 4,4

$ bacw-shoot --weapon sharps --range 30 --shots 1 --dice 4,4

$ bacw-shoot --weapon smoothbore-carbine --range 6 --shots 1 --dice 2,4

# Each modifier of the firer: -1 a pin, inexperienced, moved, failed
# charge, interpenetrated.
$ bacw-shoot --range 10 --shots 1 --pins 2 --dice 5,4

$ bacw-shoot --range 10 --shots 1 --experience inexperienced --dice 4,4

$ bacw-shoot --range 10 --shots 1 --experience veteran --dice 3,4

$ bacw-shoot --range 10 --shots 1 --moved --dice 4,4

$ bacw-shoot --range 10 --shots 1 --failed-charge --dice 4,4

$ bacw-shoot --range 10 --shots 1 --interpenetrated --dice 4,4

# Artillery with casualties: -1.
$ bacw-shoot --unit artillery --range 20 --casualties 1 --dice 4,1,4

$ bacw-shoot --unit artillery --range 20 --casualties 0 --dice 3,1,4

# Each modifier of the target: down, small, cover.
$ bacw-shoot --range 10 --shots 1 --target-down --dice 4,4

$ bacw-shoot --range 10 --shots 1 --target-type artillery --dice 4,4

$ bacw-shoot --range 10 --shots 1 --target-type skirmishers --dice 4,4

$ bacw-shoot --range 10 --shots 1 --target-type skirmishers --no-target-small --dice 3,4

$ bacw-shoot --range 10 --shots 1 --target-small --dice 4,4

$ bacw-shoot --range 10 --shots 1 --cover soft --dice 4,4

$ bacw-shoot --range 10 --shots 1 --cover hard --dice 5,4

# A need of 2 or less is 2+: a 1 always misses.
$ bacw-shoot --range 5 --shots 3 --dice 1,2,6,1,1

# 7+: a 6 then 4+; 8+: a 6 then 5+; 9+: a 6 then 6.
$ bacw-shoot --range 10 --shots 3 --pins 4 --dice 6,5,6,4,3,4

$ bacw-shoot --range 10 --shots 3 --pins 5 --dice 6,6,1,4,5,4

$ bacw-shoot --range 10 --shots 2 --pins 6 --dice 6,6,6,5,4

# 10+ cannot hit: no dice.
$ bacw-shoot --range 10 --pins 7

$ bacw-shoot --range 20 --pins 3 --cover hard --moved --target-down

# Pins: a hit pins the target once, however many hits; enfilade, once more.
$ bacw-shoot --range 10 --shots 2 --enfilade --dice 3,3,1,1

$ bacw-shoot --range 10 --shots 2 --enfilade --dice 1,2

$ bacw-shoot --range 10 --shots 1 --target-pins 2 --dice 3,1

# To wound by the target's experience: 3+, 4+, 5+.
$ bacw-shoot --range 10 --shots 3 --target-experience inexperienced --dice 3,3,3,3,2,1

$ bacw-shoot --range 10 --shots 3 --target-experience regular --dice 3,3,3,4,3,2

$ bacw-shoot --range 10 --shots 3 --target-experience veteran --dice 3,3,3,5,4,4

# Exceptional damage: each wound 6 re-rolled; a 6 kills the colonel.
$ bacw-shoot --range 10 --shots 2 --target-colonel --dice 3,3,6,6,2,6

$ bacw-shoot --range 10 --shots 2 --target-colonel --dice 3,3,6,1,5

$ bacw-shoot --range 10 --shots 2 --dice 3,3,6,6,6,6

# Bases: marked casualties count; 4 a base, the rest stays marked.
$ bacw-shoot --range 10 --shots 2 --target-casualties 3 --dice 3,3,4,1

$ bacw-shoot --range 10 --shots 4 --target-casualties 1 --dice 3,3,3,3,4,4,5,1

$ bacw-shoot --range 10 --shots 4 --target-casualties 2 --target-bases 2 --dice 3,3,3,3,4,4,5,5

# Destroyed: every base removed; no morale test.
$ bacw-shoot --range 10 --shots 4 --target-bases 1 --dice 3,3,3,3,4,4,5,5

$ bacw-shoot --unit artillery --range 10 --target-type artillery --dice 4,6,6,4,4,4,4,4,4,4,4,4,4,4,4

# A unit that started with more than 5 bases takes no morale test.
$ bacw-shoot --range 10 --shots 4 --target-start-bases 6 --target-bases 6 --dice 3,3,3,3,4,4,5,5

$ bacw-shoot --range 10 --shots 4 --target-bases 6 --dice 3,3,3,3,4,4,5,5

# The pins after, and the command for the test.
$ bacw-shoot --range 10 --shots 4 --target-pins 1 --enfilade --target-bases 4 --dice 3,3,3,3,4,4,5,5

# JSON: every key.
$ bacw-shoot --range 10 --shots 3 --pins 4 --target-pins 0 --target-colonel --dice 6,6,1,5,4,6,4,6 --json

$ bacw-shoot --unit artillery --range 8 --target-colonel --dice 4,3,5,6,1,4,4,4,4,4,4,6 --json

$ bacw-shoot --range 10 --pins 7 --json

# --verbose: each modifier and its row.
$ bacw-shoot --range 5 --pins 1 --experience inexperienced --moved --cover soft --target-down --shots 1 --dice 6,2 --verbose
