# One scenario a line; a bad line is told on stderr and the rest still run.
$ printf '%s\n' '--unit battalion --range 2.5 --first-fire --dice 6,4,3,1' '# a comment' '' '--unit rabble --range 1' '--unit heavy-gun --range 20 --deep --dice 5,4,6,1' '--unit horse --range 3' | bolivar-shoot --batch
2 HITS  rolled 6 4 3 1, hit on 4+ (4d6); battalion (primary stand) at 2.5 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting
2 HITS  rolled 5 4 6 1, hit on 5+ (4d6); heavy-gun (primary stand) at 20 TUM, long range: resolve 2 x 2d6; to hit: long range into a deep unit
! bolivar-shoot: line 4: --type: the rabble cannot shoot
! bolivar-shoot: line 6: --range: 3 TUM is beyond the horse's range of 2 TUM
[2]

# Options on the command line hold for every line; a line may override them.
$ printf '%s\n' '--range 2 --dice 4,4,1,1' '--range 6 --dice 6,6,6,1' '--range 2 --unit horse --dice 6,1,1' | bolivar-shoot --batch --first-fire --json
{"tool":"bolivar-shoot","line":1,"inputs":{"type":"battalion","range":2,"resolve":null,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":false,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":true,"target_resolve":null},"dice":[{"roll":"shooting","sides":6,"value":4},{"roll":"shooting","sides":6,"value":4},{"roll":"shooting","sides":6,"value":1},{"roll":"shooting","sides":6,"value":1}],"outcome":"hits","effect":"2 hits","modifiers":[],"pool":4,"hit_on":4,"range_band":"short","rolls":[4,4,1,1],"hits":2,"resolve":4}
{"tool":"bolivar-shoot","line":2,"inputs":{"type":"battalion","range":6,"resolve":null,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":false,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":true,"target_resolve":null},"dice":[{"roll":"shooting","sides":6,"value":6},{"roll":"shooting","sides":6,"value":6},{"roll":"shooting","sides":6,"value":6},{"roll":"shooting","sides":6,"value":1}],"outcome":"hits","effect":"3 hits","modifiers":[],"pool":4,"hit_on":6,"range_band":"long","rolls":[6,6,6,1],"hits":3,"resolve":4}
{"line":3,"error":"--first-fire cannot apply to the horse: no horse row of bolivar/to-hit.csv asks for it"}
! bolivar-shoot: line 3: --first-fire cannot apply to the horse: no horse row of bolivar/to-hit.csv asks for it
[2]

$ printf '%s\n' '--range 2' '--range 6 --formation column' | bolivar-shoot --batch --odds --json
{"tool":"bolivar-shoot","line":1,"inputs":{"type":"battalion","range":2,"resolve":null,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":false,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":false,"target_resolve":null},"pool":4,"hit_on":6,"range_band":"short","resolve":4,"answer":{"question":"at least one hit","p":0.51774691358024694,"fraction":"671/1296"},"odds":[{"outcome":"hits","value":0,"hits":0,"p":0.48225308641975306,"fraction":"625/1296","p_at_least":1,"fraction_at_least":"1"},{"outcome":"hits","value":1,"hits":1,"p":0.38580246913580246,"fraction":"125/324","p_at_least":0.51774691358024694,"fraction_at_least":"671/1296"},{"outcome":"hits","value":2,"hits":2,"p":0.11574074074074074,"fraction":"25/216","p_at_least":0.13194444444444445,"fraction_at_least":"19/144"},{"outcome":"hits","value":3,"hits":3,"p":0.015432098765432098,"fraction":"5/324","p_at_least":0.016203703703703703,"fraction_at_least":"7/432"},{"outcome":"hits","value":4,"hits":4,"p":0.0007716049382716049,"fraction":"1/1296","p_at_least":0.0007716049382716049,"fraction_at_least":"1/1296"}],"expected_hits":{"value":0.66666666666666663,"fraction":"2/3","sd":0.7453559924999299},"expected_hits_fraction":"2/3","expected_hits_sd":0.7453559924999299}
{"tool":"bolivar-shoot","line":2,"inputs":{"type":"battalion","range":6,"resolve":null,"stand":"primary","formation":"column","crowded":false,"difficult":false,"oblique":false,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":false,"target_resolve":null},"pool":3,"hit_on":6,"range_band":"long","resolve":4,"answer":{"question":"at least one hit","p":0.42129629629629628,"fraction":"91/216"},"odds":[{"outcome":"hits","value":0,"hits":0,"p":0.57870370370370372,"fraction":"125/216","p_at_least":1,"fraction_at_least":"1"},{"outcome":"hits","value":1,"hits":1,"p":0.34722222222222221,"fraction":"25/72","p_at_least":0.42129629629629628,"fraction_at_least":"91/216"},{"outcome":"hits","value":2,"hits":2,"p":0.069444444444444448,"fraction":"5/72","p_at_least":0.07407407407407407,"fraction_at_least":"2/27"},{"outcome":"hits","value":3,"hits":3,"p":0.0046296296296296294,"fraction":"1/216","p_at_least":0.0046296296296296294,"fraction_at_least":"1/216"}],"expected_hits":{"value":0.5,"fraction":"1/2","sd":0.6454972243679028},"expected_hits_fraction":"1/2","expected_hits_sd":0.6454972243679028}

$ printf '%s\n' '--range 2 --dice 4,4,1,1' '--range 6 --dice 5,5,1,1' | bolivar-shoot --batch --first-fire -e
2 HITS  rolled 4 4 1 1, hit on 4+ (4d6); battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting
0 HITS  rolled 5 5 1 1, hit on 6+ (4d6); battalion (primary stand) at 6 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise (--first-fire does not count at long range)
[1]

# Seeded batch lines are reproducible.
$ printf '%s\n' '--range 2' '--range 6 --unit light-gun' | bolivar-shoot --batch --seed 1816
1 HIT  rolled 5 6 2 4, hit on 6+ (4d6); battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: battalion otherwise
1 HIT  rolled 6 2, hit on 5+ (2d6); light-gun (primary stand) at 6 TUM, canister range: resolve 2 x 1d6; to hit: canister
