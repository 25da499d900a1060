# Issue 32: --type, --target-type and --target-cover, the suite's names ...
$ bolivar-shoot --type battalion --target-type skirmisher --target-cover difficult --range 2 --dice 6,5
1 HIT  rolled 6 5, hit on 6+ (2d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6, skirmishers in difficult terrain -2d6; to hit: battalion otherwise

# ... and the old --unit, --target and --target-in give the same answer.
$ bolivar-shoot --unit battalion --target skirmisher --target-in difficult --range 2 --dice 6,5
1 HIT  rolled 6 5, hit on 6+ (2d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6, skirmishers in difficult terrain -2d6; to hit: battalion otherwise

# The inputs are keyed by the new names.
$ bolivar-shoot --unit battalion --target skirmisher --target-in difficult --range 2 --dice 6,5 --json | jq -c '.inputs | [.type, .target_type, .target_cover]'
["battalion","skirmisher","difficult"]

# Rolling for the player, the first line is still the answer: the
# hits, then the dice.
$ bolivar-shoot --range 2 --seed 1810 | head -n 1
0 HITS  rolled 5 4 5 2, hit on 6+ (4d6)
