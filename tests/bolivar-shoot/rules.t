# Battalion: short range up to 3 TUM (inclusive), long up to 8.
$ bolivar-shoot --unit battalion --range 0 --dice 6,5,5,1
1 HIT  rolled 6 5 5 1, hit on 6+ (4d6)
battalion (primary stand) at 0 TUM, short range: resolve 4 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --unit battalion --range 3 --first-fire --dice 4,3,3,3
1 HIT  rolled 4 3 3 3, hit on 4+ (4d6)
battalion (primary stand) at 3 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting

$ bolivar-shoot --unit battalion --range 3.001 --first-fire --dice 4,5,6,6
2 HITS  rolled 4 5 6 6, hit on 6+ (4d6)
battalion (primary stand) at 3.001 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise (--first-fire does not count at long range)

$ bolivar-shoot --unit battalion --range 8 --dice 6,6,6,5
3 HITS  rolled 6 6 6 5, hit on 6+ (4d6)
battalion (primary stand) at 8 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise

# First fire counts only at short range, and not without the flag.
$ bolivar-shoot --unit battalion --range 2 --dice 4,5,6,1
1 HIT  rolled 4 5 6 1, hit on 6+ (4d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --unit battalion --range 7.5 --first-fire --dice 4,5,6,1
1 HIT  rolled 4 5 6 1, hit on 6+ (4d6)
battalion (primary stand) at 7.5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise (--first-fire does not count at long range)

# Current resolve: 1d6 a point, up to the starting resolve.
$ bolivar-shoot --unit battalion --range 5 --resolve 1 --dice 6
1 HIT  rolled 6, hit on 6+ (1d6)
battalion (primary stand) at 5 TUM, long range: resolve 1 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --unit battalion --range 5 --resolve 3 --dice 6,1,6
2 HITS  rolled 6 1 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 3 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --unit battalion --range 5 --resolve 4 --dice 1,1,1,1
0 HITS  rolled 1 1 1 1, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise

# Horse: range 2, resolve 3, hits on 6 whatever the range.
$ bolivar-shoot --unit horse --range 2 --dice 6,5,4
1 HIT  rolled 6 5 4, hit on 6+ (3d6)
horse (primary stand) at 2 TUM: resolve 3 x 1d6; to hit: horse

$ bolivar-shoot --unit horse --range 1.5 --resolve 2 --dice 6,6
2 HITS  rolled 6 6, hit on 6+ (2d6)
horse (primary stand) at 1.5 TUM: resolve 2 x 1d6; to hit: horse

# Skirmisher: range 8, resolve 4, hits on 6.
$ bolivar-shoot --unit skirmisher --range 1 --dice 6,5,4,3
1 HIT  rolled 6 5 4 3, hit on 6+ (4d6)
skirmisher (primary stand) at 1 TUM: resolve 4 x 1d6; to hit: skirmishers

$ bolivar-shoot --unit skirmisher --range 8 --resolve 2 --dice 6,2
1 HIT  rolled 6 2, hit on 6+ (2d6)
skirmisher (primary stand) at 8 TUM: resolve 2 x 1d6; to hit: skirmishers

# Horse and skirmishers have one range each (sheet lines 47, 49: "Only
# Horse 2", "8"), no band: no "short" or "long range" label, and
# range_band null in JSON (issue 33 item 12); a battalion keeps its two.
$ bolivar-shoot --unit skirmisher --range 6 --dice 6,1,1,1 --json | jq -c '[.range_band, .hits]'
[null,1]

$ bolivar-shoot --unit horse --range 2 --dice 6,1,1 --verbose
1 HIT  rolled 6 1 1, hit on 6+ (3d6)
horse (primary stand) at 2 TUM: resolve 3 x 1d6; to hit: horse
  range up to 2 TUM  (bolivar/ranges.csv:2)
  resolve 3 of 3  (bolivar/units.csv:3)
  3d6 before modifiers  (bolivar/stands.csv:2)
  hit on 6+: horse  (bolivar/to-hit.csv:4)
  tables: $TOP/tables ($MUSKET_TABLES)

# Guns: canister up to 8 TUM hits on 5+, long range on 6 (5 at a deep
# target); light gun and howitzer reach 16, heavy gun 32.
$ bolivar-shoot --unit light-gun --range 8 --dice 5,4
1 HIT  rolled 5 4, hit on 5+ (2d6)
light-gun (primary stand) at 8 TUM, canister range: resolve 2 x 1d6; to hit: canister

$ bolivar-shoot --unit light-gun --range 8.5 --dice 5,6
1 HIT  rolled 5 6, hit on 6+ (2d6)
light-gun (primary stand) at 8.5 TUM, long range: resolve 2 x 1d6; to hit: gun otherwise

$ bolivar-shoot --unit light-gun --range 16 --deep --dice 5,4
1 HIT  rolled 5 4, hit on 5+ (2d6)
light-gun (primary stand) at 16 TUM, long range: resolve 2 x 1d6; to hit: long range into a deep unit

$ bolivar-shoot --unit howitzer --range 3 --dice 5,5
2 HITS  rolled 5 5, hit on 5+ (2d6)
howitzer (primary stand) at 3 TUM, canister range: resolve 2 x 1d6; to hit: canister

$ bolivar-shoot --unit howitzer --range 16 --dice 5,6
1 HIT  rolled 5 6, hit on 6+ (2d6)
howitzer (primary stand) at 16 TUM, long range: resolve 2 x 1d6; to hit: gun otherwise

$ bolivar-shoot --unit howitzer --range 12 --deep --dice 5,4
1 HIT  rolled 5 4, hit on 5+ (2d6)
howitzer (primary stand) at 12 TUM, long range: resolve 2 x 1d6; to hit: long range into a deep unit

# The heavy gun rolls 2d6 a resolve.
$ bolivar-shoot --unit heavy-gun --range 8 --dice 5,4,6,1
2 HITS  rolled 5 4 6 1, hit on 5+ (4d6)
heavy-gun (primary stand) at 8 TUM, canister range: resolve 2 x 2d6; to hit: canister

$ bolivar-shoot --unit heavy-gun --range 32 --dice 5,4,6,6
2 HITS  rolled 5 4 6 6, hit on 6+ (4d6)
heavy-gun (primary stand) at 32 TUM, long range: resolve 2 x 2d6; to hit: gun otherwise

$ bolivar-shoot --unit heavy-gun --range 20 --deep --resolve 1 --dice 5,4
1 HIT  rolled 5 4, hit on 5+ (2d6)
heavy-gun (primary stand) at 20 TUM, long range: resolve 1 x 2d6; to hit: long range into a deep unit

# Deep matters only to guns at long range (revised reading 5): given to
# a gun at canister range it is named as not counting; given to a unit
# whose to-hit rows never ask it (a battalion), it is an error, as is
# first fire for anything but a battalion (horse and skirmishers hit on 6
# whether or not they shoot for the first time).
$ bolivar-shoot --unit heavy-gun --range 4 --deep --dice 5,5,4,4
2 HITS  rolled 5 5 4 4, hit on 5+ (4d6)
heavy-gun (primary stand) at 4 TUM, canister range: resolve 2 x 2d6; to hit: canister (--deep does not count at canister range)

$ bolivar-shoot --unit battalion --range 5 --deep --dice 5,5,6,6
! bolivar-shoot: --deep cannot apply to the battalion: no battalion row of bolivar/to-hit.csv asks for it
[2]

$ bolivar-shoot --unit battalion --range 2 --deep --first-fire --dice 4,4,4,4
! bolivar-shoot: --deep cannot apply to the battalion: no battalion row of bolivar/to-hit.csv asks for it
[2]

$ bolivar-shoot --unit light-gun --range 10 --first-fire --dice 5,5
! bolivar-shoot: --first-fire cannot apply to the light-gun: no light-gun row of bolivar/to-hit.csv asks for it
[2]

$ bolivar-shoot --unit howitzer --range 4 --first-fire --deep --odds
! bolivar-shoot: --first-fire cannot apply to the howitzer: no howitzer row of bolivar/to-hit.csv asks for it
[2]

$ bolivar-shoot --unit horse --range 2 --first-fire --dice 6,5,4
! bolivar-shoot: --first-fire cannot apply to the horse: no horse row of bolivar/to-hit.csv asks for it
[2]

$ bolivar-shoot --unit skirmisher --range 1 --deep --dice 6,5,4,3
! bolivar-shoot: --deep cannot apply to the skirmisher: no skirmisher row of bolivar/to-hit.csv asks for it
[2]

# 4d6 at 6+: P(no hit) = (5/6)^4 = 625/1296 (by hand).
$ bolivar-shoot --unit battalion --range 5 --first-fire --odds
at least one hit 51.77% (671/1296)
4d6, hit on 6+
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise (--first-fire does not count at long range)
0 hits              625/1296  48.225%  100.000% or more  ##########
1 hit                125/324  38.580%   51.775% or more  ########
2 hits                25/216  11.574%   13.194% or more  ##
3 hits                 5/324   1.543%    1.620% or more  .
4 hits                1/1296   0.077%    0.077% or more  .
hits: mean 2/3 (0.667), sd 0.745

# Targets in fortifications: light and heavy guns need 6, a howitzer 5,
# before canister and deep; and 1d6 fewer at infantry or artillery.
$ bolivar-shoot --unit light-gun --range 4 --target-in fortified --target cavalry --dice 5,6
1 HIT  rolled 5 6, hit on 6+ (2d6)
light-gun (primary stand) at 4 TUM, canister range: resolve 2 x 1d6; to hit: light or heavy gun at troops in fortifications

$ bolivar-shoot --unit heavy-gun --range 20 --deep --target-in fortified --target cavalry --dice 5,6,6,1
2 HITS  rolled 5 6 6 1, hit on 6+ (4d6)
heavy-gun (primary stand) at 20 TUM, long range: resolve 2 x 2d6; to hit: light or heavy gun at troops in fortifications (--deep does not count: this row comes first)

$ bolivar-shoot --unit howitzer --range 4 --target-in fortified --target cavalry --dice 5,4
1 HIT  rolled 5 4, hit on 5+ (2d6)
howitzer (primary stand) at 4 TUM, canister range: resolve 2 x 1d6; to hit: howitzer at troops in fortifications

$ bolivar-shoot --unit howitzer --range 12 --target-in fortified --target cavalry --dice 5,6
2 HITS  rolled 5 6, hit on 5+ (2d6)
howitzer (primary stand) at 12 TUM, long range: resolve 2 x 1d6; to hit: howitzer at troops in fortifications

$ bolivar-shoot --unit howitzer --range 12 --target-in fortified --dice 5
1 HIT  rolled 5, hit on 5+ (1d6)
howitzer (primary stand) at 12 TUM, long range: resolve 2 x 1d6, fortifications -1d6; to hit: howitzer at troops in fortifications

$ bolivar-shoot --unit battalion --range 2 --target-in fortified --first-fire --dice 4,4,4
3 HITS  rolled 4 4 4, hit on 4+ (3d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6, fortifications -1d6; to hit: short range and first time shooting

# Modifiers: column and square -1d6 each, line none; march does not shoot.
$ bolivar-shoot --range 5 --formation line --dice 6,6,6,6
4 HITS  rolled 6 6 6 6, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --formation column --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, column or square -1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --formation square --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, column or square -1d6; to hit: battalion otherwise

# Crowded line or column -1d6; a crowded column loses both.
$ bolivar-shoot --range 5 --crowded --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, crowded -1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --crowded --formation column --dice 6,6
2 HITS  rolled 6 6, hit on 6+ (2d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, column or square -1d6, crowded -1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --crowded --formation square --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, column or square -1d6; to hit: battalion otherwise

# Cavalry or artillery shooting from difficult terrain -1d6; infantry and
# skirmishers not.
$ bolivar-shoot --unit horse --range 2 --difficult --dice 6,6
2 HITS  rolled 6 6, hit on 6+ (2d6)
horse (primary stand) at 2 TUM: resolve 3 x 1d6, difficult terrain -1d6; to hit: horse

$ bolivar-shoot --unit light-gun --range 10 --difficult --dice 6
1 HIT  rolled 6, hit on 6+ (1d6)
light-gun (primary stand) at 10 TUM, long range: resolve 2 x 1d6, difficult terrain -1d6; to hit: gun otherwise

$ bolivar-shoot --unit heavy-gun --range 10 --difficult --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
heavy-gun (primary stand) at 10 TUM, long range: resolve 2 x 2d6, difficult terrain -1d6; to hit: gun otherwise

$ bolivar-shoot --unit battalion --range 5 --difficult --dice 6,6,6,6
4 HITS  rolled 6 6 6 6, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --unit skirmisher --range 5 --difficult --dice 6,6,6,6
4 HITS  rolled 6 6 6 6, hit on 6+ (4d6)
skirmisher (primary stand) at 5 TUM: resolve 4 x 1d6; to hit: skirmishers

# Target not directly to the front -1d6.
$ bolivar-shoot --range 5 --oblique --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, not to the front -1d6; to hit: battalion otherwise

# Skirmishers: -1d6 in the open, -2d6 in difficult terrain, none in
# fortifications.
$ bolivar-shoot --range 5 --target skirmisher --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, skirmishers in the open -1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --target skirmisher --target-in difficult --dice 6,6
2 HITS  rolled 6 6, hit on 6+ (2d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, skirmishers in difficult terrain -2d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --target skirmisher --target-in fortified --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, fortifications -1d6; to hit: battalion otherwise

# Infantry or artillery in fortifications -1d6; cavalry or commanders not;
# difficult terrain alone changes nothing for them.
$ bolivar-shoot --range 5 --target infantry --target-in fortified --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, fortifications -1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --target artillery --target-in fortified --dice 6,6,6
3 HITS  rolled 6 6 6, hit on 6+ (3d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, fortifications -1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --target cavalry --target-in fortified --dice 6,6,6,6
4 HITS  rolled 6 6 6 6, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --target commander --target-in fortified --dice 6,6,6,6
4 HITS  rolled 6 6 6 6, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --target infantry --target-in difficult --dice 6,6,6,6
4 HITS  rolled 6 6 6 6, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise

# Modifiers add up, after the heavy gun's doubling.
$ bolivar-shoot --unit heavy-gun --range 20 --difficult --oblique --dice 6,6
2 HITS  rolled 6 6, hit on 6+ (2d6)
heavy-gun (primary stand) at 20 TUM, long range: resolve 2 x 2d6, difficult terrain -1d6, not to the front -1d6; to hit: gun otherwise

# Minimum 1d6, however many modifiers.
$ bolivar-shoot --range 5 --resolve 1 --oblique --dice 6
1 HIT  rolled 6, hit on 6+ (1d6)
battalion (primary stand) at 5 TUM, long range: resolve 1 x 1d6, not to the front -1d6, minimum 1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --formation column --crowded --oblique --target skirmisher --target-in difficult --dice 6
1 HIT  rolled 6, hit on 6+ (1d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, column or square -1d6, crowded -1d6, not to the front -1d6, skirmishers in difficult terrain -2d6, minimum 1d6; to hit: battalion otherwise

$ bolivar-shoot --unit horse --range 2 --resolve 1 --difficult --oblique --crowded --dice 6
1 HIT  rolled 6, hit on 6+ (1d6)
horse (primary stand) at 2 TUM: resolve 1 x 1d6, crowded -1d6, difficult terrain -1d6, not to the front -1d6, minimum 1d6; to hit: horse

# The secondary stand: 1d6, no modifiers, even for a heavy gun.
$ bolivar-shoot --range 5 --stand secondary --dice 6
1 HIT  rolled 6, hit on 6+ (1d6)
battalion (secondary stand) at 5 TUM, long range: 1d6, no modifiers; to hit: battalion otherwise

$ bolivar-shoot --range 2 --stand secondary --first-fire --formation column --oblique --dice 4
1 HIT  rolled 4, hit on 4+ (1d6)
battalion (secondary stand) at 2 TUM, short range: 1d6, no modifiers; to hit: short range and first time shooting

$ bolivar-shoot --unit heavy-gun --range 20 --stand secondary --dice 6
1 HIT  rolled 6, hit on 6+ (1d6)
heavy-gun (secondary stand) at 20 TUM, long range: 1d6, no modifiers; to hit: gun otherwise

# Hits: a die at the number hits, one below misses.
$ bolivar-shoot --unit light-gun --range 4 --dice 5,4
1 HIT  rolled 5 4, hit on 5+ (2d6)
light-gun (primary stand) at 4 TUM, canister range: resolve 2 x 1d6; to hit: canister

$ bolivar-shoot --unit light-gun --range 4 --dice 4,4
0 HITS  rolled 4 4, hit on 5+ (2d6)
light-gun (primary stand) at 4 TUM, canister range: resolve 2 x 1d6; to hit: canister

# -e: 0 with a hit, 1 without.
$ bolivar-shoot --range 5 --dice 6,1,1,1 -e
1 HIT  rolled 6 1 1 1, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --dice 5,1,1,1 -e
0 HITS  rolled 5 1 1 1, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise
[1]

# --verbose: every die modifier with its row, and the to-hit row matched.
$ bolivar-shoot --range 2 --first-fire --formation column --oblique --dice 6,4 --verbose
2 HITS  rolled 6 4, hit on 4+ (2d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6, column or square -1d6, not to the front -1d6; to hit: short range and first time shooting
  short range up to 3 TUM  (bolivar/ranges.csv:3)
  resolve 4 of 4  (bolivar/units.csv:5)
  4d6 before modifiers  (bolivar/stands.csv:2)
  hit on 4+: short range and first time shooting  (bolivar/to-hit.csv:2)
  column or square -1  (bolivar/modifiers.csv:2)
  not to the front -1  (bolivar/modifiers.csv:5)
  tables: $TOP/tables ($MUSKET_TABLES)

$ bolivar-shoot --unit horse --range 2 --resolve 1 --difficult --oblique --dice 6 -v
1 HIT  rolled 6, hit on 6+ (1d6)
horse (primary stand) at 2 TUM: resolve 1 x 1d6, difficult terrain -1d6, not to the front -1d6, minimum 1d6; to hit: horse
  range up to 2 TUM  (bolivar/ranges.csv:2)
  resolve 1 of 3  (bolivar/units.csv:3)
  1d6 before modifiers  (bolivar/stands.csv:2)
  hit on 6+: horse  (bolivar/to-hit.csv:4)
  difficult terrain -1  (bolivar/modifiers.csv:4)
  not to the front -1  (bolivar/modifiers.csv:5)
  minimum +2  (bolivar/stands.csv:2)
  tables: $TOP/tables ($MUSKET_TABLES)

# JSON.
$ bolivar-shoot --unit heavy-gun --range 20 --deep --oblique --dice 5,4,6 --json
{"tool":"bolivar-shoot","inputs":{"type":"heavy-gun","range":20,"resolve":null,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":true,"target_type":"infantry","target_cover":"open","deep":true,"first_fire":false,"target_resolve":null},"dice":[{"roll":"shooting","sides":6,"value":5},{"roll":"shooting","sides":6,"value":4},{"roll":"shooting","sides":6,"value":6}],"outcome":"hits","effect":"2 hits","modifiers":[{"name":"not to the front","value":-1,"side":null,"source":"bolivar/modifiers.csv:5"}],"pool":3,"hit_on":5,"range_band":"long","rolls":[5,4,6],"hits":2,"resolve":2}

$ bolivar-shoot --unit battalion --range 2.5 --first-fire --resolve 2 --dice 4,3 --json
{"tool":"bolivar-shoot","inputs":{"type":"battalion","range":2.5,"resolve":2,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":false,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":true,"target_resolve":null},"dice":[{"roll":"shooting","sides":6,"value":4},{"roll":"shooting","sides":6,"value":3}],"outcome":"hits","effect":"1 hit","modifiers":[],"pool":2,"hit_on":4,"range_band":"short","rolls":[4,3],"hits":1,"resolve":2}

# Seeded rolls are the same on every machine.
$ bolivar-shoot --range 5 --seed 1810
0 HITS  rolled 5 4 5 2, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise

$ bolivar-shoot --range 5 --seed 1810 --repeat 3
0 HITS  rolled 5 4 5 2, hit on 6+ (4d6); battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise
1 HIT  rolled 6 2 5 1, hit on 6+ (4d6); battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise
0 HITS  rolled 2 4 5 5, hit on 6+ (4d6); battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise
