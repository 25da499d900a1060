# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--gun heavy --range 5 --dice 4,1\n--gun light --range 20\n\n# a comment\n--gun light --range 8 --flank --dice 1,6\n' | fpga-artillery --batch
1 HIT; heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 4 1: 1 hit
1 HIT; light gun (6-8 pdr) at 8", roundshot: 1d6 hitting on 5+, rolled 1: 0 hits; bonus, re-roll the misses (firing at the target's flank or rear): rolled 6, hit on 5+: 1 hit
! fpga-artillery: line 2: --range: 20" is beyond the light gun's roundshot range of 12" (fpga/artillery.csv:5)
[2]

$ printf -- '--gun heavy --range 5 --dice 4,1\n--gun light --range 8 --cover --dice 6,2\n' | fpga-artillery --batch --json
{"tool":"fpga-artillery","line":1,"inputs":{"gun":"heavy","range":5,"vulnerable":false,"flank":false,"cover":"none","counter_battery":false},"dice":[{"roll":"fire","sides":6,"value":4},{"roll":"fire","sides":6,"value":1}],"outcome":"hits","effect":"1 hit","modifiers":[],"gun":"heavy","range_band":"canister","gun_dice":2,"hit_on":4,"rolls":[4,1],"passes":[],"hits":1}
{"tool":"fpga-artillery","line":2,"inputs":{"gun":"light","range":8,"vulnerable":false,"flank":false,"cover":"cover","counter_battery":false},"dice":[{"roll":"fire","sides":6,"value":6},{"roll":"penalty re-roll","sides":6,"value":2}],"outcome":"hits","effect":"0 hits","modifiers":[],"gun":"light","range_band":"roundshot","gun_dice":1,"hit_on":5,"rolls":[6],"passes":[{"kind":"penalty","reason":"cover","cancelled":false,"rerolled":[0],"rolls":[2]}],"hits":0}

# Repeated with a seed: the same answers every time.
$ fpga-artillery --gun heavy --range 5 --vulnerable --seed 1805 --repeat 4
1 HIT; heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 3 5: 1 hit; bonus, re-roll the misses (firing at a vulnerable target): rolled 3, hit on 4+: 1 hit
2 HITS; heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 5 6: 2 hits; bonus, re-roll the misses (firing at a vulnerable target): none to re-roll
2 HITS; heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 5 5: 2 hits; bonus, re-roll the misses (firing at a vulnerable target): none to re-roll
2 HITS; heavy gun (9-12 pdr) at 5", canister: 2d6 hitting on 4+, rolled 2 4: 1 hit; bonus, re-roll the misses (firing at a vulnerable target): rolled 4, hit on 4+: 2 hits

# -e: 0 on a hit, 1 on none.
$ fpga-artillery --gun heavy --range 10 --dice 4 -e
1 HIT
heavy gun (9-12 pdr) at 10", roundshot: 1d6 hitting on 4+, rolled 4: 1 hit

$ fpga-artillery --gun heavy --range 10 --dice 3 -e
0 HITS
heavy gun (9-12 pdr) at 10", roundshot: 1d6 hitting on 4+, rolled 3: 0 hits
[1]

$ fpga-artillery --gun heavy --range 10 --cover --dice 4,3 -e
0 HITS
heavy gun (9-12 pdr) at 10", roundshot: 1d6 hitting on 4+, rolled 4: 1 hit
  penalty, re-roll the hits (firing on a unit that has cover): rolled 3, hit on 4+: 0 hits
[1]

# A roll and odds in one batch: light roundshot hits with 1/3 (by hand:
# 5 or 6 on a die; and tests/fpga-combat/odds-check.py).
$ printf -- '--range 5 --dice 4,4\n--range 10 --odds\n' | fpga-artillery --batch --gun light --json
{"line":1,"error":"--dice: 2 dice given, only 1 used"}
{"tool":"fpga-artillery","line":2,"inputs":{"gun":"light","range":10,"vulnerable":false,"flank":false,"cover":"none","counter_battery":false},"answer":{"question":"a hit","p":0.33333333333333331,"fraction":"1/3"},"odds":[{"outcome":"hits","p":1,"fraction":"1"}],"hits":[{"value":0,"p":0.66666666666666663,"fraction":"2/3","p_at_least":1,"fraction_at_least":"1"},{"value":1,"p":0.33333333333333331,"fraction":"1/3","p_at_least":0.33333333333333331,"fraction_at_least":"1/3"}],"expected_hits":{"value":0.33333333333333331,"fraction":"1/3","sd":0.47140452079103168}}
! fpga-artillery: line 1: --dice: 2 dice given, only 1 used
[2]
