# The EXAMPLES of bolivar-shoot(1), word for word.
# The issue's first case: a battalion at short range shooting for the
# first time rolls 1d6 a resolve and hits on 4+.
$ bolivar-shoot --type battalion --range 2.5 --first-fire --dice 6,4,3,1
2 HITS  rolled 6 4 3 1, hit on 4+ (4d6)
battalion (primary stand) at 2.5 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting

$ bolivar-shoot --type heavy-gun --range 20 --deep --oblique --seed 1817 --verbose
1 HIT  rolled 2 1 5, hit on 5+ (3d6)
heavy-gun (primary stand) at 20 TUM, long range: resolve 2 x 2d6, not to the front -1d6; to hit: long range into a deep unit
  long range up to 32 TUM  (bolivar/ranges.csv:9)
  resolve 2 of 2  (bolivar/units.csv:10)
  4d6 before modifiers  (bolivar/stands.csv:2)
  hit on 5+: long range into a deep unit  (bolivar/to-hit.csv:9)
  not to the front -1  (bolivar/modifiers.csv:5)
  tables: $TOP/tables ($MUSKET_TABLES)

$ bolivar-shoot --range 5 --formation column --target-type skirmisher --target-cover difficult --odds
at least one hit 16.67% (1/6)
1d6, hit on 6+
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, column or square -1d6, skirmishers in difficult terrain -2d6; to hit: battalion otherwise
0 hits                   5/6  83.333%  100.000% or more  #################
1 hit                    1/6  16.667%   16.667% or more  ###
hits: mean 1/6 (0.167), sd 0.373

$ bolivar-shoot --type light-gun --range 6 --dice 5,2 --json | jq .hits
1

$ printf -- '--type horse --range 2\n--type skirmisher --range 6\n' | bolivar-shoot --batch --seed 1819
0 HITS  rolled 2 1 5, hit on 6+ (3d6); horse (primary stand) at 2 TUM: resolve 3 x 1d6; to hit: horse
2 HITS  rolled 6 4 2 6, hit on 6+ (4d6); skirmisher (primary stand) at 6 TUM: resolve 4 x 1d6; to hit: skirmishers

# 19/144 by hand: 2 or more of 4d6 hitting on 6 (chain.t).
$ bolivar-shoot --type battalion --range 2 --target-resolve 2 --odds --json | jq -r .p_target_resolve_spent.fraction
19/144
