# The spec's check value: regular 8, 2 pins, 4 bases: target 5.
# 2d6 <= 5: 1+2+3+4 = 10 of 36 = 5/18.
$ bacw-morale --pins 2 --bases 4 --odds
PASS 27.78% (5/18)
casualties: target 5 (regular 8, 2 pins -2, 1 base lost -1)
pass                    5/18  27.778%  ######
fail                   13/18  72.222%  ##############

$ bacw-morale --pins 2 --bases 4 --odds --json
{"tool":"bacw-morale","inputs":{"reason":"casualties","quality":"regular","pins":2,"bases":4,"start_bases":null,"bases_lost":0,"routing_friends":0,"colonel":false,"colonel_killed":false,"brigade_commander":false,"army_commander":false,"type":"infantry","morale":null},"target":5,"answer":{"question":"PASS","p":0.27777777777777779,"fraction":"5/18"},"odds":[{"outcome":"pass","p":0.27777777777777779,"fraction":"5/18"},{"outcome":"fail","p":0.72222222222222221,"fraction":"13/18"}]}

# Target 8: 26/36 = 13/18 (no blunder: the 12 is only a fail).
$ bacw-morale --odds
PASS 72.22% (13/18)
casualties: target 8 (regular 8)
pass                   13/18  72.222%  ##############
fail                    5/18  27.778%  ######

# Target 12 and above: certain; below 2: no chance.
$ bacw-morale --morale 12 --odds
PASS 100.00% (1)
casualties: target 12 (morale 12)
pass                       1 100.000%  ####################

$ bacw-morale --morale inexperienced --pins 6 --odds
PASS 0.00% (0)
casualties: target 1 (inexperienced 7, 6 pins -6)
fail                       1 100.000%  ####################

# Rout with 3 pins, target 8 - 3 = 5: pass 10/36.  A pass rolls the
# pins die: 1 leaves 2 pins, 2 leaves 1, 3..6 leave 0.
# P(0) = 10/36 * 4/6 = 5/27, P(1) = P(2) = 10/36 * 1/6 = 5/108,
# P(3) = 26/36 = 13/18 (a failure keeps them).
$ bacw-morale --reason rout --pins 3 --odds
PASS 27.78% (5/18)
rout: target 5 (regular 8, 3 pins -3)
pass                    5/18  27.778%  ######
fail                   13/18  72.222%  ##############
pins after 0            5/27  18.519%   18.519% or fewer  ####
pins after 1           5/108   4.630%   23.148% or fewer  #
pins after 2           5/108   4.630%   27.778% or fewer  #
pins after 3           13/18  72.222%  100.000% or fewer  ##############
pins after: mean 83/36 (2.306), sd 1.190

$ bacw-morale --reason rout --pins 3 --odds --json
{"tool":"bacw-morale","inputs":{"reason":"rout","quality":"regular","pins":3,"bases":null,"start_bases":null,"bases_lost":0,"routing_friends":0,"colonel":false,"colonel_killed":false,"brigade_commander":false,"army_commander":false,"type":"infantry","morale":null},"target":5,"answer":{"question":"PASS","p":0.27777777777777779,"fraction":"5/18"},"odds":[{"outcome":"pass","p":0.27777777777777779,"fraction":"5/18"},{"outcome":"fail","p":0.72222222222222221,"fraction":"13/18"}],"pins_after":[{"value":0,"p":0.18518518518518517,"fraction":"5/27","p_at_least":1,"fraction_at_least":"1","p_at_most":0.18518518518518517,"fraction_at_most":"5/27"},{"value":1,"p":0.046296296296296294,"fraction":"5/108","p_at_least":0.81481481481481477,"fraction_at_least":"22/27","p_at_most":0.23148148148148148,"fraction_at_most":"25/108"},{"value":2,"p":0.046296296296296294,"fraction":"5/108","p_at_least":0.76851851851851849,"fraction_at_least":"83/108","p_at_most":0.27777777777777779,"fraction_at_most":"5/18"},{"value":3,"p":0.72222222222222221,"fraction":"13/18","p_at_least":0.72222222222222221,"fraction_at_least":"13/18","p_at_most":1,"fraction_at_most":"1"}],"expected_pins_after":{"value":2.3055555555555554,"fraction":"83/36","sd":1.1899138883668829}}

# No pins: a pass rolls nothing; pins after 0 for certain.
$ bacw-morale --reason rout --odds
PASS 72.22% (13/18)
rout: target 8 (regular 8)
pass                   13/18  72.222%  ##############
fail                    5/18  27.778%  ######
pins after 0               1 100.000%  100.000% or fewer  ####################
pins after: mean 0 (0.000), sd 0.000

# Veteran 9, army commander +2, a routing friend -1: target 10, 2d6 <= 10
# is 33 of 36 = 11/12.
$ bacw-morale --morale veteran --army-commander --routing-friends 1 --odds
PASS 91.67% (11/12)
casualties: target 10 (veteran 9, army-commander +2, 1 routing friend -1)
pass                   11/12  91.667%  ##################
fail                    1/12   8.333%  ##
