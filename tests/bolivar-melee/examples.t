# The EXAMPLES of bolivar-melee(1), each as the page gives it.
# The spec's first case: a battalion of resolve 4 charging in line,
# supported, rolls 4d6 hitting on 4+; the defending battalion, not
# charging, 4d6 hitting on 6.  Dice: attacker first, then defender.
$ bolivar-melee --attacker-friend-rear --defender-friend-rear --dice 6,5,1,2,6,1,1,1
HITS  attacker 2, defender 1
attacker: 4d6 hit on 4+ (primary)
defender: 4d6 hit on 6+ (primary)
attacker rolled 6 5 1 2, 2 hits
defender rolled 6 1 1 1, 1 hit
attacker battalion in line, charging, supported: primary fighter, resolve 4 x 1d6; to hit: battalion or spearmen charging
defender battalion in line, supported: primary fighter, resolve 4 x 1d6; to hit: battalion or spearmen otherwise

$ bolivar-melee --attacker-type horse --attacker-commander --contact flank --seed 1819 --verbose
HITS  attacker 4, defender 0
attacker: 5d6 hit on 2+ (primary) / 1d6 hit on 4+ (commander)
defender: 0d6 (primary)
attacker rolled 2 1 5 6 4 / 2, 4 hits
defender rolled nothing, 0 hits
attacker horse, charging, unsupported (no friend to the rear within 4 TUM): cavalry in the open charging a line behind the flank or to the rear, resolve 3 x 2d6, unsupported -1d6; to hit: cavalry in the open charging a line behind the flank or to the rear
defender battalion in line, unsupported (no friend to the rear within 4 TUM): an enemy entirely behind the flank or to the rear
the attacker's commander rolls for commander loss in the morale phase (bolivar-command casualty)
  attacker unsupported -1  (bolivar/melee-modifiers.csv:6)
  tables: $TOP/tables ($MUSKET_TABLES)

# 2d6 at 4+ against 4d6 at 6: a hit 1 - (1/2)^2 = 3/4, the margin by
# python3 fractions as in odds.t (more 2375/5184, equal 1775/5184).
$ bolivar-melee --attacker-formation column --attacker-crowded --uphill --defender-formation square --odds
the attacker hits 75.00% (3/4)
attacker: 2d6 hit on 4+ (primary)
defender: 4d6 hit on 6+ (primary)
attacker battalion in column, charging, supported: primary fighter, resolve 4 x 1d6, crowded -1d6, charging uphill -1d6; to hit: battalion or spearmen charging
defender battalion in square, supported: primary fighter, resolve 4 x 1d6; to hit: battalion or spearmen otherwise
attacker hits 0          1/4  25.000%  100.000% or more  #####
attacker hits 1          1/2  50.000%   75.000% or more  ##########
attacker hits 2          1/4  25.000%   25.000% or more  #####
attacker hits: mean 1 (1.000), sd 0.707
defender hits 0     625/1296  48.225%  100.000% or more  ##########
defender hits 1      125/324  38.580%   51.775% or more  ########
defender hits 2       25/216  11.574%   13.194% or more  ##
defender hits 3        5/324   1.543%    1.620% or more  .
defender hits 4       1/1296   0.077%    0.077% or more  .
defender hits: mean 2/3 (0.667), sd 0.745
attacker's margin -4      1/5184   0.019%  100.000% or more  .
attacker's margin -3     11/2592   0.424%   99.981% or more  .
attacker's margin -2    191/5184   3.684%   99.556% or more  #
attacker's margin -1    205/1296  15.818%   95.872% or more  ###
attacker's margin 0   1775/5184  34.240%   80.054% or more  #######
attacker's margin 1    875/2592  33.758%   45.814% or more  #######
attacker's margin 2    625/5184  12.056%   12.056% or more  ##
attacker's margin: mean 1/3 (0.333), sd 1.027
the attacker inflicts more hits   2375/5184  45.814%  #########
both inflict as many hits   1775/5184  34.240%  #######
the defender inflicts more hits    517/2592  19.946%  ####

$ bolivar-melee --continued --dice 6,4,1,6,6,1 --json | jq -c '.sides[].hits'
1
2
