# Issue 19 items 3-4, checked with python fractions over every multiset
# of faces and its multinomial weight (the status of the kept pair
# worked out apart from the tool): 2, 3 and 4d6, the 2 highest kept.
# A number: each CD adds a die.  Active or Attack! 7/12, 29/36, 131/144;
# attack 1/6, 77/216, 169/324.
$ fpga-control --enemy near --odds --vary cd=0..2
best cd=2: Active or Attack! 90.97% (131/144)
cd   answer withdraw     hold   active   attack  fraction
0   58.333%   8.333%  33.333%  41.667%  16.667%  7/12
1   80.556%   1.852%  17.593%  44.907%  35.648%  29/36
2   90.972%   0.386%   8.642%  38.812%  52.160%  131/144

# A word: the 2 lowest of 4d6 give withdraw 415/1296, hold 41/81,
# active 205/1296, attack 5/324; Active or Attack! 25/144.
$ fpga-control --enemy near --cd 2 --odds --vary pick=high,low
best pick=high: Active or Attack! 90.97% (131/144)
pick   answer withdraw     hold   active   attack  fraction
high  90.972%   0.386%   8.642%  38.812%  52.160%  131/144
low   17.361%  32.022%  50.617%  15.818%   1.543%  25/144

# A flag, as no,yes: 2d6 in the far column (hold 5/12, active 7/12), or
# Inactive chosen, certain.
$ fpga-control --enemy far --odds --vary inactive=no,yes
best inactive=yes: Inactive 100.00% (1)
inactive   answer     hold   active inactive  fraction
no        58.333%  41.667%  58.333%   0.000%  7/12
yes      100.000%   0.000%   0.000% 100.000%  1

# The flag's yes is refused where the sheet refuses it: that row says
# why, the others are answered (issue 35, 4); every row refused is the
# first's refusal, naming its value.
$ fpga-control --enemy near --odds --vary inactive=no,yes
best inactive=no: Active or Attack! 58.33% (7/12)
inactive   answer withdraw     hold   active   attack  fraction
no        58.333%   8.333%  33.333%  41.667%  16.667%  7/12
yes      cannot: --inactive: not with an enemy within 20" (fpga/enemy.csv:2)

$ fpga-control --enemy near --odds --vary inactive=yes
! fpga-control: inactive=yes: --inactive: not with an enemy within 20" (fpga/enemy.csv:2)
[2]

# --need met: attack 169/324 >= 1/2 first at cd=2; -e exits 0.
$ fpga-control --enemy near --odds --vary cd=0..2 --need 'attack@1/2' -e
cd=2: attack 52.16% (169/324), reaching 1/2
best cd=2: Active or Attack! 90.97% (131/144)
cd   answer withdraw     hold   active   attack  fraction
0   58.333%   8.333%  33.333%  41.667%  16.667%  7/12
1   80.556%   1.852%  17.593%  44.907%  35.648%  29/36
2   90.972%   0.386%   8.642%  38.812%  52.160%  131/144

# --need unmet: no cd reaches 60% attack; -e exits 1.
$ fpga-control --enemy near --odds --vary cd=0..2 --need 'attack@60%' -e
none of them does: attack at most 52.16% (169/324), short of 60%
best cd=2: Active or Attack! 90.97% (131/144)
cd   answer withdraw     hold   active   attack  fraction
0   58.333%   8.333%  33.333%  41.667%  16.667%  7/12
1   80.556%   1.852%  17.593%  44.907%  35.648%  29/36
2   90.972%   0.386%   8.642%  38.812%  52.160%  131/144
[1]

# Active with 2d6 and --mod -3..0: 1/6, 1/4, 1/3, 5/12; 2/5 is first
# reached at 0.
$ fpga-control --enemy near --odds --vary mod=-3..0 --need 'active@2/5' -e
mod=0: active 41.67% (5/12), reaching 2/5
best mod=0: Active or Attack! 58.33% (7/12)
mod   answer withdraw     hold   active   attack  fraction
-3   16.667%  41.667%  41.667%  16.667%   0.000%  1/6
-2   27.778%  27.778%  44.444%  25.000%   2.778%  5/18
-1   41.667%  16.667%  41.667%  33.333%   8.333%  5/12
0    58.333%   8.333%  33.333%  41.667%  16.667%  7/12

# --want names a pair for one roll: it has no odds to vary.
$ fpga-control --enemy near --odds --vary want=hold,active
! fpga-control: want=hold: --want and --odds cannot go together
[2]
