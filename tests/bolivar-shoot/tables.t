# House rules: every number is a cell. Reading the first-fire row as
# "short range OR first fire": drop the band, and the battalion's first
# volley at long range hits on 4+ too.
$ cp -R "$TABLES" t && sed -i 's/^battalion,short,yes,/battalion,,yes,/' t/bolivar/to-hit.csv && bolivar-shoot -T t --range 6 --first-fire --dice 4,3,5,6
3 hits  rolled 4 3 5 6, hit on 4+ (4d6)
battalion (primary stand) at 6 TUM, long range: resolve 4 x 1d6; to hit: short range and first time shooting

# ...or add an "either" row: short range alone hits on 4+.
$ cp -R "$TABLES" t && sed -i '2a battalion,short,,,,4,short range' t/bolivar/to-hit.csv && bolivar-shoot -T t --range 2 --dice 4,3,5,6
3 hits  rolled 4 3 5 6, hit on 4+ (4d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: short range

# First fire on 3+ instead.
$ cp -R "$TABLES" t && sed -i 's/^battalion,short,yes,,,4,/battalion,short,yes,,,3,/' t/bolivar/to-hit.csv && bolivar-shoot -T t --range 2 --first-fire --odds
at least one hit 98.77% (80/81)
4d6, hit on 3+
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting
0 hits                  1/81   1.235%  .
1 hit                   8/81   9.877%  ##
2 hits                  8/27  29.630%  ######
3 hits                 32/81  39.506%  ########
4 hits                 16/81  19.753%  ####
expected hits: 8/3 = 2.667

# Which shooter --first-fire and --deep can apply to is the to-hit
# table's: a group whose guns fire a first volley on 4+ adds a row, and
# --first-fire for a gun is then no longer an error.
$ cp -R "$TABLES" t && sed -i '4a artillery,,yes,,,4,first gun volley' t/bolivar/to-hit.csv && bolivar-shoot -T t --unit light-gun --range 10 --first-fire --dice 4,1
1 hit  rolled 4 1, hit on 4+ (2d6)
light-gun (primary stand) at 10 TUM, long range: resolve 2 x 1d6; to hit: first gun volley

# ...and a group that has battalions fire into deep targets on 5+ too.
$ cp -R "$TABLES" t && sed -i '2a battalion,,,,yes,5,battalion into a deep unit' t/bolivar/to-hit.csv && bolivar-shoot -T t --range 5 --deep --dice 5,4,3,2
1 hit  rolled 5 4 3 2, hit on 5+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion into a deep unit

# A longer short range, in decimals like --range.
$ cp -R "$TABLES" t && sed -i 's/^battalion,short,3$/battalion,short,3.5/' t/bolivar/ranges.csv && bolivar-shoot -T t --range 3.5 --first-fire --dice 4,4,4,4 -v
4 hits  rolled 4 4 4 4, hit on 4+ (4d6)
battalion (primary stand) at 3.5 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting
  short range up to 3.5 TUM  (bolivar/ranges.csv:3)
  resolve 4 of 4  (bolivar/units.csv:5)
  4d6 before modifiers  (bolivar/stands.csv:2)
  hit on 4+: short range and first time shooting  (bolivar/to-hit.csv:2)
  tables: t (--tables)

$ cp -R "$TABLES" t && sed -i 's/^battalion,short,3$/battalion,short,3.5/' t/bolivar/ranges.csv && bolivar-shoot -T t --range 3.501 --first-fire --dice 4,4,4,4
0 hits  rolled 4 4 4 4, hit on 6+ (4d6)
battalion (primary stand) at 3.501 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise (--first-fire does not count at long range)

$ cp -R "$TABLES" t && sed -i 's/^horse,short,2$/horse,short,2.25/' t/bolivar/ranges.csv && bolivar-shoot -T t --unit horse --range 2.5
! bolivar-shoot: --range: 2.5 TUM is beyond the horse's range of 2.25 TUM
[2]

$ cp -R "$TABLES" t && sed -i 's/^horse,short,2$/horse,short,2.2.5/' t/bolivar/ranges.csv && bolivar-shoot -T t --unit horse --range 2
! bolivar-shoot: t/bolivar/ranges.csv:2:3: '2.2.5' is not a number
[3]

# A heavier battalion: starting resolve 5.
$ cp -R "$TABLES" t && sed -i 's/^battalion,infantry,4,1,/battalion,infantry,5,1,/' t/bolivar/units.csv && bolivar-shoot -T t --range 5 --dice 6,6,6,6,6
5 hits  rolled 6 6 6 6 6, hit on 6+ (5d6)
battalion (primary stand) at 5 TUM, long range: resolve 5 x 1d6; to hit: battalion otherwise

# Modifiers from the table: column -2d6.
$ cp -R "$TABLES" t && sed -i 's/^column or square,-1,/column or square,-2,/' t/bolivar/modifiers.csv && bolivar-shoot -T t --range 5 --formation column --dice 6,6
2 hits  rolled 6 6, hit on 6+ (2d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, column or square -2d6; to hit: battalion otherwise

# A secondary stand that rolls 2d6 and takes the modifiers.
$ cp -R "$TABLES" t && sed -i 's/^secondary,1,no,no,/secondary,2,no,yes,/' t/bolivar/stands.csv && bolivar-shoot -T t --range 5 --stand secondary --oblique --dice 6 -v
1 hit  rolled 6, hit on 6+ (1d6)
battalion (secondary stand) at 5 TUM, long range: 2d6, not to the front -1d6; to hit: battalion otherwise
  long range up to 8 TUM  (bolivar/ranges.csv:4)
  resolve 4 of 4  (bolivar/units.csv:5)
  2d6 before modifiers  (bolivar/stands.csv:3)
  not to the front -1  (bolivar/modifiers.csv:5)
  hit on 6+: battalion otherwise  (bolivar/to-hit.csv:3)
  tables: t (--tables)

# Heavy guns at 3d6 a resolve.
$ cp -R "$TABLES" t && sed -i 's/^heavy-gun,artillery,2,2,/heavy-gun,artillery,2,3,/' t/bolivar/units.csv && bolivar-shoot -T t --unit heavy-gun --range 10 --odds --json
{"tool":"bolivar-shoot","inputs":{"unit":"heavy-gun","range":10,"resolve":null,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":false,"target":"infantry","target_in":"open","deep":false,"first_fire":false},"pool":6,"hit_on":6,"range_band":"long","resolve":2,"answer":{"question":"at least one hit","p":0.66510202331961588,"fraction":"31031/46656"},"odds":[{"outcome":"hits","hits":0,"p":0.33489797668038407,"fraction":"15625/46656"},{"outcome":"hits","hits":1,"p":0.4018775720164609,"fraction":"3125/7776"},{"outcome":"hits","hits":2,"p":0.20093878600823045,"fraction":"3125/15552"},{"outcome":"hits","hits":3,"p":0.053583676268861451,"fraction":"625/11664"},{"outcome":"hits","hits":4,"p":0.0080375514403292179,"fraction":"125/15552"},{"outcome":"hits","hits":5,"p":0.00064300411522633745,"fraction":"5/7776"},{"outcome":"hits","hits":6,"p":2.143347050754458e-05,"fraction":"1/46656"}],"expected_hits":1,"expected_hits_fraction":"1"}

# A pool whose exact odds outgrow 64-bit fractions is refused, not rounded;
# rolling it is fine.
$ cp -R "$TABLES" t && sed -i 's/^battalion,infantry,4,1,/battalion,infantry,20,2,/' t/bolivar/units.csv && bolivar-shoot -T t --range 5 --odds
! bolivar-shoot: odds: the exact fractions outgrow 64 bits
[2]

$ cp -R "$TABLES" t && sed -i 's/^battalion,infantry,4,1,/battalion,infantry,20,2,/' t/bolivar/units.csv && bolivar-shoot -T t --range 5 --seed 1 --json | grep -o '"pool":40'
"pool":40
