# The spec's check values: 10 shots at 3+ on regular targets (4+).
# A shot misses 1/3, hits and fails to wound 1/3, wounds 1/3 (a 6 on the
# wound die 1/9, re-rolled 6 1/54): P(no casualty) = (2/3)^10 = 1024/59049,
# P(no hit) = (1/3)^10 = 1/59049, mean casualties 10/3,
# P(colonel killed) = 1 - (53/54)^10.  Every row was checked against an
# independent python fractions enumeration: each shot one of miss, hit,
# wound, wound 6, wound 6 re-rolled 6, the shots convolved.
$ bacw-shoot --range 10 --target-colonel --odds

$ bacw-shoot --range 10 --target-colonel --odds --json

# A 10-base unit: 20 shots; no morale test (it started with more than 5).
$ bacw-shoot --range 10 --bases 10 --target-bases 10 --odds

# 7+: a 6 then 4+, 1/12 a shot.
$ bacw-shoot --range 10 --shots 4 --pins 4 --odds

# A cannon at point blank: 2D6 hits, each to wound.
$ bacw-shoot --unit artillery --range 8 --target-colonel --odds

# Nothing can hit: certain.
$ bacw-shoot --range 10 --pins 7 --odds
