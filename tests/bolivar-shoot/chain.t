# --target-resolve (issue 19 item 6): what the hits leave of the
# target's resolve, 1 a hit (bolivar/resolve-loss.csv, a reading: the
# sheet does not say; rules-research.md section 6), never below 0.
$ bolivar-shoot --unit battalion --range 2 --target-resolve 2 --dice 6,5,4,1
1 HIT  rolled 6 5 4 1, hit on 6+ (4d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: battalion otherwise
target resolve 2 -> 1

$ bolivar-shoot --unit battalion --range 2 --target-resolve 2 --dice 6,6,6,1
3 HITS  rolled 6 6 6 1, hit on 6+ (4d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: battalion otherwise
target resolve 2 -> 0, spent

$ bolivar-shoot --unit battalion --range 2 --target-resolve 2 --dice 6,6,6,1 --json | jq -c '[.hits, .target_resolve_after]'
[3,0]

$ bolivar-shoot --unit battalion --range 2 --target-resolve 3 --seed 1819
1 HIT  rolled 2 1 5 6, hit on 6+ (4d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: battalion otherwise
target resolve 3 -> 2

# The joint chance, worked by hand: 4d6 hitting on 6, resolve 2 is spent
# by 2 hits or more, 1 - (5/6)^4 - 4 (1/6)(5/6)^3 = 171/1296 = 19/144;
# resolve 1 by any hit, 1 - 625/1296 = 671/1296.
$ bolivar-shoot --unit battalion --range 2 --target-resolve 2 --odds
at least one hit 51.77% (671/1296)
4d6, hit on 6+
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: battalion otherwise
0 hits              625/1296  48.225%  100.000% or more  ##########
1 hit                125/324  38.580%   51.775% or more  ########
2 hits                25/216  11.574%   13.194% or more  ##
3 hits                 5/324   1.543%    1.620% or more  .
4 hits                1/1296   0.077%    0.077% or more  .
hits: mean 2/3 (0.667), sd 0.745
target resolve 0      19/144  13.194%   13.194% or fewer  ###
target resolve 1     125/324  38.580%   51.775% or fewer  ########
target resolve 2    625/1296  48.225%  100.000% or fewer  ##########
target resolve: mean 875/648 (1.350), sd 0.701
target resolve spent      19/144  13.194%  ###

$ bolivar-shoot --unit battalion --range 2 --target-resolve 1 --odds --json | jq -c '[.p_target_resolve_spent.fraction, .expected_target_resolve_after.fraction]'
["671/1296","625/1296"]

$ bolivar-shoot --unit battalion --range 2 --odds --vary target-resolve=1..3 --need 'target_resolve_spent@10%'
target-resolve=1: target_resolve_spent 51.77% (671/1296), reaching 10%
every value alike: at least one hit 51.77% (671/1296)
target-resolve   answer expected_hits expected_target_resolve_after p_target_resolve_spent  fraction
1               51.775%         0.667                         0.482                51.775%  671/1296
2               51.775%         0.667                         1.350                13.194%  671/1296
3               51.775%         0.667                         2.334                 1.620%  671/1296

# A house rule of 2 resolve a hit: one hit spends a resolve of 2.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/resolve-loss.csv" t/bolivar/ && printf 'resolve_per_hit,reading\n2,yes\n' > t/bolivar/resolve-loss.csv && bolivar-shoot --tables t --unit battalion --range 2 --target-resolve 2 --dice 6,5,4,1
1 HIT  rolled 6 5 4 1, hit on 6+ (4d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: battalion otherwise
target resolve 2 -> 0, spent

# Bad values are refused, and so is a table of two readings.
$ bolivar-shoot --unit battalion --range 2 --target-resolve 0
! bolivar-shoot: --target-resolve: '0' is below the minimum 1
[2]

$ bolivar-shoot --unit battalion --range 2 --target-resolve 21
! bolivar-shoot: --target-resolve: '21' is above the maximum 20
[2]

$ bolivar-shoot --unit battalion --range 2 --target-resolve two
! bolivar-shoot: --target-resolve: 'two' is not a number
[2]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/resolve-loss.csv" t/bolivar/ && printf '1,yes\n' >> t/bolivar/resolve-loss.csv && bolivar-shoot --tables t --unit battalion --range 2 --target-resolve 2
! bolivar-shoot: t/bolivar/resolve-loss.csv:3: needs exactly 1 row: what a hit costs the target's resolve
[3]
