# Binomial: 4d6 hitting on 4+ is a coin a die: 1, 4, 6, 4, 1 sixteenths.
$ bolivar-shoot --unit battalion --range 2.5 --first-fire --odds
at least one hit 93.75% (15/16)
4d6, hit on 4+
battalion (primary stand) at 2.5 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting
0 hits                  1/16   6.250%  100.000% or more  #
1 hit                    1/4  25.000%   93.750% or more  #####
2 hits                   3/8  37.500%   68.750% or more  ########
3 hits                   1/4  25.000%   31.250% or more  #####
4 hits                  1/16   6.250%    6.250% or more  #
hits: mean 2 (2.000), sd 1.000

# 4d6 hitting on 6 only: 625, 500, 150, 20, 1 in 1296.
$ bolivar-shoot --unit battalion --range 5 --odds
at least one hit 51.77% (671/1296)
4d6, hit on 6+
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise
0 hits              625/1296  48.225%  100.000% or more  ##########
1 hit                125/324  38.580%   51.775% or more  ########
2 hits                25/216  11.574%   13.194% or more  ##
3 hits                 5/324   1.543%    1.620% or more  .
4 hits                1/1296   0.077%    0.077% or more  .
hits: mean 2/3 (0.667), sd 0.745

$ bolivar-shoot --unit battalion --range 5 --odds --json
{"tool":"bolivar-shoot","inputs":{"type":"battalion","range":5,"resolve":null,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":false,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":false,"target_resolve":null},"pool":4,"hit_on":6,"range_band":"long","resolve":4,"answer":{"question":"at least one hit","p":0.51774691358024694,"fraction":"671/1296"},"odds":[{"outcome":"hits","value":0,"hits":0,"p":0.48225308641975306,"fraction":"625/1296","p_at_least":1,"fraction_at_least":"1"},{"outcome":"hits","value":1,"hits":1,"p":0.38580246913580246,"fraction":"125/324","p_at_least":0.51774691358024694,"fraction_at_least":"671/1296"},{"outcome":"hits","value":2,"hits":2,"p":0.11574074074074074,"fraction":"25/216","p_at_least":0.13194444444444445,"fraction_at_least":"19/144"},{"outcome":"hits","value":3,"hits":3,"p":0.015432098765432098,"fraction":"5/324","p_at_least":0.016203703703703703,"fraction_at_least":"7/432"},{"outcome":"hits","value":4,"hits":4,"p":0.0007716049382716049,"fraction":"1/1296","p_at_least":0.0007716049382716049,"fraction_at_least":"1/1296"}],"expected_hits":{"value":0.66666666666666663,"fraction":"2/3","sd":0.7453559924999299},"expected_hits_fraction":"2/3","expected_hits_sd":0.7453559924999299}

# Canister: 2d6 hitting on 5+, 4/9, 4/9, 1/9.
$ bolivar-shoot --unit light-gun --range 6 --odds
at least one hit 55.56% (5/9)
2d6, hit on 5+
light-gun (primary stand) at 6 TUM, canister range: resolve 2 x 1d6; to hit: canister
0 hits                   4/9  44.444%  100.000% or more  #########
1 hit                    4/9  44.444%   55.556% or more  #########
2 hits                   1/9  11.111%   11.111% or more  ##
hits: mean 2/3 (0.667), sd 0.667

$ bolivar-shoot --unit light-gun --range 6 --odds --json
{"tool":"bolivar-shoot","inputs":{"type":"light-gun","range":6,"resolve":null,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":false,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":false,"target_resolve":null},"pool":2,"hit_on":5,"range_band":"canister","resolve":2,"answer":{"question":"at least one hit","p":0.55555555555555558,"fraction":"5/9"},"odds":[{"outcome":"hits","value":0,"hits":0,"p":0.44444444444444442,"fraction":"4/9","p_at_least":1,"fraction_at_least":"1"},{"outcome":"hits","value":1,"hits":1,"p":0.44444444444444442,"fraction":"4/9","p_at_least":0.55555555555555558,"fraction_at_least":"5/9"},{"outcome":"hits","value":2,"hits":2,"p":0.1111111111111111,"fraction":"1/9","p_at_least":0.1111111111111111,"fraction_at_least":"1/9"}],"expected_hits":{"value":0.66666666666666663,"fraction":"2/3","sd":0.66666666666666663},"expected_hits_fraction":"2/3","expected_hits_sd":0.66666666666666663}

# The heavy gun's 4d6 at a deep target at long range, 5+.
$ bolivar-shoot --unit heavy-gun --range 25 --deep --odds
at least one hit 80.25% (65/81)
4d6, hit on 5+
heavy-gun (primary stand) at 25 TUM, long range: resolve 2 x 2d6; to hit: long range into a deep unit
0 hits                 16/81  19.753%  100.000% or more  ####
1 hit                  32/81  39.506%   80.247% or more  ########
2 hits                  8/27  29.630%   40.741% or more  ######
3 hits                  8/81   9.877%   11.111% or more  ##
4 hits                  1/81   1.235%    1.235% or more  .
hits: mean 4/3 (1.333), sd 0.943

# One die: the secondary stand, or the minimum.
$ bolivar-shoot --range 5 --stand secondary --odds
at least one hit 16.67% (1/6)
1d6, hit on 6+
battalion (secondary stand) at 5 TUM, long range: 1d6, no modifiers; to hit: battalion otherwise
0 hits                   5/6  83.333%  100.000% or more  #################
1 hit                    1/6  16.667%   16.667% or more  ###
hits: mean 1/6 (0.167), sd 0.373

$ bolivar-shoot --unit horse --range 1 --resolve 1 --oblique --odds --json
{"tool":"bolivar-shoot","inputs":{"type":"horse","range":1,"resolve":1,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":true,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":false,"target_resolve":null},"pool":1,"hit_on":6,"range_band":null,"resolve":1,"answer":{"question":"at least one hit","p":0.16666666666666666,"fraction":"1/6"},"odds":[{"outcome":"hits","value":0,"hits":0,"p":0.83333333333333337,"fraction":"5/6","p_at_least":1,"fraction_at_least":"1"},{"outcome":"hits","value":1,"hits":1,"p":0.16666666666666666,"fraction":"1/6","p_at_least":0.16666666666666666,"fraction_at_least":"1/6"}],"expected_hits":{"value":0.16666666666666666,"fraction":"1/6","sd":0.37267799624996495},"expected_hits_fraction":"1/6","expected_hits_sd":0.37267799624996495}

# --verbose explains the odds too.
$ bolivar-shoot --unit howitzer --range 10 --target-in fortified --odds -v
at least one hit 33.33% (1/3)
1d6, hit on 5+
howitzer (primary stand) at 10 TUM, long range: resolve 2 x 1d6, fortifications -1d6; to hit: howitzer at troops in fortifications
  long range up to 16 TUM  (bolivar/ranges.csv:11)
  resolve 2 of 2  (bolivar/units.csv:11)
  2d6 before modifiers  (bolivar/stands.csv:2)
  hit on 5+: howitzer at troops in fortifications  (bolivar/to-hit.csv:7)
  fortifications -1  (bolivar/modifiers.csv:8)
0 hits                   2/3  66.667%  100.000% or more  #############
1 hit                    1/3  33.333%   33.333% or more  #######
hits: mean 1/3 (0.333), sd 0.471

# The mean of hits is an object, as every mean is (issue 32), the old
# "expected_hits_fraction" and "_sd" kept beside it; rows keyed "value"
# and "hits". 4 dice at 1/6 (by hand): mean 4/6 = 2/3, sd sqrt(4 * 1/6
# * 5/6) = 0.745; 1 hit 4 * 1/6 * (5/6)^3 = 500/1296 = 125/324.
$ bolivar-shoot --range 2 --odds --json | jq -c '.expected_hits.fraction, .expected_hits_fraction, (.expected_hits.sd * 1000 | round), (.odds[1] | [.value, .hits, .fraction])'
"2/3"
"2/3"
745
[1,1,"125/324"]
