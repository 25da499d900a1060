# Regular, no pins, charging: 2d6 <= 8 is 26/36, of which none is a 12.
$ bacw-order --order charge --odds
PASS 72.22% (13/18)
charge: target 8 (regular 8)
pass                   13/18  72.222%  ##############
fail                     1/4  25.000%  #####
blunder                 1/36   2.778%  #
blunder 1              1/216   0.463%  .
blunder 2              1/216   0.463%  .
blunder 3              1/216   0.463%  .
blunder 4              1/216   0.463%  .
blunder 5              1/216   0.463%  .
blunder 6              1/216   0.463%  .
pins after 0         211/216  97.685%   97.685% or fewer  ####################
pins after 1           5/216   2.315%  100.000% or fewer  .
pins after: mean 5/216 (0.023), sd 0.150

# The first line is the chance asked about, P(pass); a blunder 6 on a
# charge does not pin (5/216 = blunders 1-5).
$ bacw-order --order charge --odds --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"charge","reason":null,"enemy":"charge-range","type":"infantry","morale":null},"target":8,"answer":{"question":"PASS","p":0.72222222222222221,"fraction":"13/18"},"odds":[{"outcome":"pass","p":0.72222222222222221,"fraction":"13/18"},{"outcome":"fail","p":0.25,"fraction":"1/4"},{"outcome":"blunder","p":0.027777777777777776,"fraction":"1/36"}],"blunders":[{"outcome":"blunder_1","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_2","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_3","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_4","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_5","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_6","p":0.0046296296296296294,"fraction":"1/216"}],"pins_after":[{"value":0,"pins":0,"p":0.97685185185185186,"fraction":"211/216","p_at_least":1,"fraction_at_least":"1","p_at_most":0.97685185185185186,"fraction_at_most":"211/216"},{"value":1,"pins":1,"p":0.023148148148148147,"fraction":"5/216","p_at_least":0.023148148148148147,"fraction_at_least":"5/216","p_at_most":1,"fraction_at_most":"1"}],"expected_pins_after":{"value":0.023148148148148147,"fraction":"5/216","sd":0.15037390526770106}}

# No test needed: certain.
$ bacw-order --odds
NO TEST  no test needed (advance, no pins)

# No test: said once, certain, and "1" not "1/1".
$ bacw-order --odds --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":null},"target":8,"answer":{"question":"NO TEST","p":1,"fraction":"1"},"odds":[{"outcome":"no_test","p":1,"fraction":"1"}],"pins_after":[{"value":0,"pins":0,"p":1,"fraction":"1","p_at_least":1,"fraction_at_least":"1","p_at_most":1,"fraction_at_most":"1"}],"expected_pins_after":{"value":0,"fraction":"0","sd":0}}

# Target 12 or more: every roll but a 12 passes.
$ bacw-order --morale 12 --army-commander --order charge --odds
PASS 97.22% (35/36)
charge: target 14 (morale 12, army-commander +2)
pass                   35/36  97.222%  ###################
blunder                 1/36   2.778%  #
blunder 1              1/216   0.463%  .
blunder 2              1/216   0.463%  .
blunder 3              1/216   0.463%  .
blunder 4              1/216   0.463%  .
blunder 5              1/216   0.463%  .
blunder 6              1/216   0.463%  .
pins after 0         211/216  97.685%   97.685% or fewer  ####################
pins after 1           5/216   2.315%  100.000% or fewer  .
pins after: mean 5/216 (0.023), sd 0.150

# A target below 2: every roll but a 12 fails.
$ bacw-order --morale inexperienced --pins 6 --odds
PASS 0.00% (0)
advance: target 1 (inexperienced 7, 6 pins -6)
fail                   35/36  97.222%  ###################
blunder                 1/36   2.778%  #
blunder 1              1/216   0.463%  .
blunder 2              1/216   0.463%  .
blunder 3              1/216   0.463%  .
blunder 4              1/216   0.463%  .
blunder 5              1/216   0.463%  .
blunder 6              1/216   0.463%  .
pins after 6           35/36  97.222%   97.222% or fewer  ###################
pins after 7            1/36   2.778%  100.000% or fewer  #
pins after: mean 217/36 (6.028), sd 0.164

# Rally: the distribution of pins after.
$ bacw-order --order rally --pins 3 --odds
PASS 27.78% (5/18)
rally: target 5 (regular 8, 3 pins -3)
pass                    5/18  27.778%  ######
fail                   25/36  69.444%  ##############
blunder                 1/36   2.778%  #
blunder 1              1/216   0.463%  .
blunder 2              1/216   0.463%  .
blunder 3              1/216   0.463%  .
blunder 4              1/216   0.463%  .
blunder 5              1/216   0.463%  .
blunder 6              1/216   0.463%  .
pins after 0          25/108  23.148%   23.148% or fewer  #####
pins after 1           5/108   4.630%   27.778% or fewer  #
pins after 3           25/36  69.444%   97.222% or fewer  ##############
pins after 4            1/36   2.778%  100.000% or fewer  #
pins after: mean 121/54 (2.241), sd 1.311

$ bacw-order --order rally --pins 3 --odds --json
{"tool":"bacw-order","inputs":{"quality":"regular","pins":3,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"rally","reason":null,"enemy":"visible","type":"infantry","morale":null},"target":5,"answer":{"question":"PASS","p":0.27777777777777779,"fraction":"5/18"},"odds":[{"outcome":"pass","p":0.27777777777777779,"fraction":"5/18"},{"outcome":"fail","p":0.69444444444444442,"fraction":"25/36"},{"outcome":"blunder","p":0.027777777777777776,"fraction":"1/36"}],"blunders":[{"outcome":"blunder_1","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_2","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_3","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_4","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_5","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_6","p":0.0046296296296296294,"fraction":"1/216"}],"pins_after":[{"value":0,"pins":0,"p":0.23148148148148148,"fraction":"25/108","p_at_least":1,"fraction_at_least":"1","p_at_most":0.23148148148148148,"fraction_at_most":"25/108"},{"value":1,"pins":1,"p":0.046296296296296294,"fraction":"5/108","p_at_least":0.76851851851851849,"fraction_at_least":"83/108","p_at_most":0.27777777777777779,"fraction_at_most":"5/18"},{"value":3,"pins":3,"p":0.69444444444444442,"fraction":"25/36","p_at_least":0.72222222222222221,"fraction_at_least":"13/18","p_at_most":0.97222222222222221,"fraction_at_most":"35/36"},{"value":4,"pins":4,"p":0.027777777777777776,"fraction":"1/36","p_at_least":0.027777777777777776,"fraction_at_least":"1/36","p_at_most":1,"fraction_at_most":"1"}],"expected_pins_after":{"value":2.2407407407407409,"fraction":"121/54","sd":1.3114197167670529}}

# Odds have no outcome: with -e the status is still 0, even when the last
# path walked was a failure.
$ bacw-order --morale inexperienced --pins 6 --odds -e >/dev/null

# A 3d6 house rule, blunders from 18: the walk goes by the total.  A
# python fractions model over the 216 rolls: pass 56/216 = 7/27, fail
# 159/216 = 53/72, blunder 1/216 (each row 1/1296); pins after 1 only on
# blunders 1-5, 5/1296.
$ mkdir -p t/bacw && cp "$TABLES/bacw/test.csv" t/bacw/ && sed -i 's/^2,6,12,/3,6,18,/' t/bacw/test.csv && bacw-order -T t --order charge --odds
PASS 25.93% (7/27)
charge: target 8 (regular 8)
pass                    7/27  25.926%  #####
fail                   53/72  73.611%  ###############
blunder                1/216   0.463%  .
blunder 1             1/1296   0.077%  .
blunder 2             1/1296   0.077%  .
blunder 3             1/1296   0.077%  .
blunder 4             1/1296   0.077%  .
blunder 5             1/1296   0.077%  .
blunder 6             1/1296   0.077%  .
pins after 0       1291/1296  99.614%   99.614% or fewer  ####################
pins after 1          5/1296   0.386%  100.000% or fewer  .
pins after: mean 5/1296 (0.004), sd 0.062

# Rolled, the 3d6 are each shown.
$ mkdir -p t/bacw && cp "$TABLES/bacw/test.csv" t/bacw/ && sed -i 's/^2,6,12,/3,6,18,/' t/bacw/test.csv && bacw-order -T t --pins 1 --dice 1,2,3
PASS  rolled 1+2+3=6 vs 7 (regular 8, 1 pin -1)
advance: fires and advances
pins 1 -> 0

# The army-broken test has no blunder: a 12 fails (issue 33 item 8).
# By hand: 2d6 <= 8 is 26/36 = 13/18; 9..12 is 4+3+2+1 = 10/36 = 5/18,
# the 12 among them; target 14: only the 12 fails, 1/36.
$ bacw-order --reason army-broken --odds
PASS 72.22% (13/18)
advance: target 8 (regular 8)
pass                   13/18  72.222%  ##############
fail                    5/18  27.778%  ######
blunder 1                  0   0.000%
blunder 2                  0   0.000%
blunder 3                  0   0.000%
blunder 4                  0   0.000%
blunder 5                  0   0.000%
blunder 6                  0   0.000%
pins after 0               1 100.000%  100.000% or fewer  ####################
pins after: mean 0 (0.000), sd 0.000

$ bacw-order --reason army-broken --morale 12 --army-commander --odds | head -n 4
PASS 97.22% (35/36)
advance: target 14 (morale 12, army-commander +2)
pass                   35/36  97.222%  ###################
fail                    1/36   2.778%  #

# Every odds row keyed "value" (the old "pins" beside it), "p_at_least"
# this value or more, and "p_at_most" too where fewer pins are better
# (issue 32). 2 pins, target 6: pass (2d6 <= 6) 15/36 = 5/12 -> 1 pin;
# 7..11 20/36 = 5/9 -> 2; a blunder 12 1/36 -> 3 (by hand): at least 2
# is 5/9 + 1/36 = 7/12, at most 2 is 5/12 + 5/9 = 35/36.
$ bacw-order --odds --pins 2 --json | jq -c '.pins_after[1] | [.value, .pins, .fraction, .fraction_at_least, .fraction_at_most]'
[2,2,"5/9","7/12","35/36"]

# CSV a spreadsheet opens (issue 32): the value in a column of its own,
# not "pins after 2"; the chance of it or better a number, its direction
# ("or fewer": fewer pins are better) in the last column.  Fractions as
# worked in the JSON case above: at most 1 pin 5/12, at most 2 35/36.
$ bacw-order --odds --pins 2 --format csv | grep -e '^section' -e 'pins after'
section,outcome,value,fraction,chance,or better,direction
,pins after,1,5/12,41.667%,41.667%,or fewer
,pins after,2,5/9,55.556%,97.222%,or fewer
,pins after,3,1/36,2.778%,100.000%,or fewer
