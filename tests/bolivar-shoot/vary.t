# --vary and --need (musket(7)).  Expected fractions from python
# fractions, independently of the tool: a battalion's first volley at
# short range hits on 4+, p = 1/2 a die, its pool its resolve n, so at
# least one hit is 1 - (1/2)^n = 1/2, 3/4, 7/8, 15/16, two or more
# 0, 1/4, 1/2, 11/16, and the mean n/2.
# A number: the first resolve whose chance of two hits or more reaches
# 50% is 3 (1/2); with -e, exit 0 as one does.
$ bolivar-shoot --unit battalion --range 2 --first-fire --odds --vary resolve=1..4 --need 'hits>=2@50%' -e
resolve=3: hits>=2 50.00% (1/2), reaching 50%
best resolve=4: at least one hit 93.75% (15/16)
resolve   answer expected_hits  fraction
1        50.000%         0.500  1/2
2        75.000%         1.000  3/4
3        87.500%         1.500  7/8
4        93.750%         2.000  15/16

# None reaches 75% (at most 11/16): with -e, exit 1.
$ bolivar-shoot --unit battalion --range 2 --first-fire --odds --vary resolve=1..4 --need 'hits>=2@3/4' -e
none of them does: hits>=2 at most 68.75% (11/16), short of 3/4
best resolve=4: at least one hit 93.75% (15/16)
resolve   answer expected_hits  fraction
1        50.000%         0.500  1/2
2        75.000%         1.000  3/4
3        87.500%         1.500  7/8
4        93.750%         2.000  15/16
[1]

# A flag and a word, as a grid: 4d6 at 6+ is 671/1296, a skirmisher
# target in the open takes a die off (3d6: 91/216); a first volley hits
# on 4+ (15/16, 3d6 7/8).
$ bolivar-shoot --unit battalion --range 2 --odds --vary first-fire --vary target=infantry,skirmisher
best first-fire=yes target-type=infantry: at least one hit 93.75% (15/16)
first-fire\target-type infantry skirmisher
no                      51.775%    42.130%
yes                     93.750%    87.500%

# JSON: each row's odds are its hits, as --odds writes them (3d6 at 4+:
# 1/8, 3/8, 3/8, 1/8; two or more 1/2, the first to reach it).
$ bolivar-shoot --unit battalion --range 2 --first-fire --odds --vary resolve=3..4 --need 'hits>=2@1/2' --json
{"tool":"bolivar-shoot","inputs":{"type":"battalion","range":2,"resolve":null,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":false,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":true,"target_resolve":null},"vary":[{"option":"resolve","values":[3,4]}],"answer":{"question":"at least one hit","alike":false,"values":{"resolve":4},"p":0.9375,"fraction":"15/16"},"rows":[{"values":{"resolve":3},"answer":{"p":0.875,"fraction":"7/8"},"need":{"p":0.5,"fraction":"1/2"},"odds":[{"outcome":"hits","value":0,"hits":0,"p":0.125,"fraction":"1/8","p_at_least":1,"fraction_at_least":"1"},{"outcome":"hits","value":1,"hits":1,"p":0.375,"fraction":"3/8","p_at_least":0.875,"fraction_at_least":"7/8"},{"outcome":"hits","value":2,"hits":2,"p":0.375,"fraction":"3/8","p_at_least":0.5,"fraction_at_least":"1/2"},{"outcome":"hits","value":3,"hits":3,"p":0.125,"fraction":"1/8","p_at_least":0.125,"fraction_at_least":"1/8"}],"expected_hits":{"value":1.5,"fraction":"3/2","sd":0.8660254037844386},"expected_hits_fraction":"3/2","expected_hits_sd":0.8660254037844386},{"values":{"resolve":4},"answer":{"p":0.9375,"fraction":"15/16"},"need":{"p":0.6875,"fraction":"11/16"},"odds":[{"outcome":"hits","value":0,"hits":0,"p":0.0625,"fraction":"1/16","p_at_least":1,"fraction_at_least":"1"},{"outcome":"hits","value":1,"hits":1,"p":0.25,"fraction":"1/4","p_at_least":0.9375,"fraction_at_least":"15/16"},{"outcome":"hits","value":2,"hits":2,"p":0.375,"fraction":"3/8","p_at_least":0.6875,"fraction_at_least":"11/16"},{"outcome":"hits","value":3,"hits":3,"p":0.25,"fraction":"1/4","p_at_least":0.3125,"fraction_at_least":"5/16"},{"outcome":"hits","value":4,"hits":4,"p":0.0625,"fraction":"1/16","p_at_least":0.0625,"fraction_at_least":"1/16"}],"expected_hits":{"value":2,"fraction":"2","sd":1},"expected_hits_fraction":"2","expected_hits_sd":1}],"need":{"event":"hits>=2","reach":{"p":0.5,"fraction":"1/2"},"values":{"resolve":3},"p":0.5,"fraction":"1/2"}}

# Bad values are refused like any other, naming the option.
$ bolivar-shoot --range 2 --odds --vary resolve=0..2
! bolivar-shoot: --resolve: '0' is below the minimum 1
[2]

$ bolivar-shoot --range 2 --odds --vary target=infantry,horse
! bolivar-shoot: --target-type: 'horse' is not one of infantry, cavalry, artillery, skirmisher, commander
[2]

$ bolivar-shoot --range 2 --odds --vary resolve=1..2 --need 'misses>=1@50%'
! bolivar-shoot: --need: 'misses' is not a number bolivar-shoot works out: one of hits, target_resolve_after, target_resolve_spent
[2]
