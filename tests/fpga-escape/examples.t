# The EXAMPLES of fpga-escape(1), word for word.
$ fpga-escape --battery-type foot --attacker-type infantry --dice 3,2
ESCAPED  rolled 3+2 = 5, less than 7 (foot artillery attacked by infantry)
the attacker takes 1 hit: a die is odd

$ fpga-escape cavalry --evader-type light --pursuer-type heavy --dice 2,3,5,4
ESCAPED  light 5+1 = 6 against heavy 4
tied first: light 2+1 = 3 against heavy 3, rolled again

$ fpga-escape --battery-type horse --attacker-type cavalry --odds
the unit gets away 41.67% (5/12)
2d6 less than 7, horse artillery attacked by cavalry
escaped                 5/12  41.667%  ########
caught                  7/12  58.333%  ############
attacker hits 0          1/4  25.000%  100.000% or more  #####
attacker hits 1          3/4  75.000%   75.000% or more  ###############
attacker hits: mean 3/4 (0.750), sd 0.433
escaped, hits 0         1/12   8.333%   41.667% or more  ##
escaped, hits 1          1/3  33.333%   33.333% or more  #######
escaped, hits: mean 4/5 (0.800), sd 0.400
caught, hits 0           1/6  16.667%   58.333% or more  ###
caught, hits 1          5/12  41.667%   41.667% or more  ########
caught, hits: mean 5/7 (0.714), sd 0.452

$ fpga-escape cavalry --evader-type cossack --pursuer-type light --odds
the unit gets away 67.74% (21/31)
cossack 1d6+2 against light 1d6+1, ties rolled again
escaped                21/31  67.742%  ##############
caught                 10/31  32.258%  ######
