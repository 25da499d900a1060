# House rules: every number is a cell. Reading the first-fire row as
# "short range OR first fire": drop the band, and the battalion's first
# volley at long range hits on 4+ too.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/to-hit.csv" t/bolivar/ && sed -i 's/^battalion,short,yes,/battalion,,yes,/' t/bolivar/to-hit.csv && bolivar-shoot -T t --range 6 --first-fire --dice 4,3,5,6
3 HITS  rolled 4 3 5 6, hit on 4+ (4d6)
battalion (primary stand) at 6 TUM, long range: resolve 4 x 1d6; to hit: short range and first time shooting

# ...or add an "either" row: short range alone hits on 4+.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/to-hit.csv" t/bolivar/ && sed -i '2a battalion,short,,,,4,short range' t/bolivar/to-hit.csv && bolivar-shoot -T t --range 2 --dice 4,3,5,6
3 HITS  rolled 4 3 5 6, hit on 4+ (4d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: short range

# First fire on 3+ instead.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/to-hit.csv" t/bolivar/ && sed -i 's/^battalion,short,yes,,,4,/battalion,short,yes,,,3,/' t/bolivar/to-hit.csv && bolivar-shoot -T t --range 2 --first-fire --odds
at least one hit 98.77% (80/81)
4d6, hit on 3+
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting
0 hits                  1/81   1.235%  100.000% or more  .
1 hit                   8/81   9.877%   98.765% or more  ##
2 hits                  8/27  29.630%   88.889% or more  ######
3 hits                 32/81  39.506%   59.259% or more  ########
4 hits                 16/81  19.753%   19.753% or more  ####
hits: mean 8/3 (2.667), sd 0.943

# Which shooter --first-fire and --deep can apply to is the to-hit
# table's: a group whose guns fire a first volley on 4+ adds a row, and
# --first-fire for a gun is then no longer an error.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/to-hit.csv" t/bolivar/ && sed -i '4a artillery,,yes,,,4,first gun volley' t/bolivar/to-hit.csv && bolivar-shoot -T t --unit light-gun --range 10 --first-fire --dice 4,1
1 HIT  rolled 4 1, hit on 4+ (2d6)
light-gun (primary stand) at 10 TUM, long range: resolve 2 x 1d6; to hit: first gun volley

# ...and a group that has battalions fire into deep targets on 5+ too.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/to-hit.csv" t/bolivar/ && sed -i '2a battalion,,,,yes,5,battalion into a deep unit' t/bolivar/to-hit.csv && bolivar-shoot -T t --range 5 --deep --dice 5,4,3,2
1 HIT  rolled 5 4 3 2, hit on 5+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion into a deep unit

# A longer short range, in decimals like --range.
$ cp -R "$TABLES" t && sed -i 's/^battalion,short,3$/battalion,short,3.5/' t/bolivar/ranges.csv && bolivar-shoot -T t --range 3.5 --first-fire --dice 4,4,4,4 -v
4 HITS  rolled 4 4 4 4, hit on 4+ (4d6)
battalion (primary stand) at 3.5 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting
  short range up to 3.5 TUM  (bolivar/ranges.csv:3)
  resolve 4 of 4  (bolivar/units.csv:5)
  4d6 before modifiers  (bolivar/stands.csv:2)
  hit on 4+: short range and first time shooting  (bolivar/to-hit.csv:2)
  tables: t (--tables)

$ cp -R "$TABLES" t && sed -i 's/^battalion,short,3$/battalion,short,3.5/' t/bolivar/ranges.csv && bolivar-shoot -T t --range 3.501 --first-fire --dice 4,4,4,4
0 HITS  rolled 4 4 4 4, hit on 6+ (4d6)
battalion (primary stand) at 3.501 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise (--first-fire does not count at long range)

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/ranges.csv" t/bolivar/ && sed -i 's/^horse,,2$/horse,,2.25/' t/bolivar/ranges.csv && bolivar-shoot -T t --unit horse --range 2.5
! bolivar-shoot: --range: 2.5 TUM is beyond the horse's range of 2.25 TUM
[2]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/ranges.csv" t/bolivar/ && sed -i 's/^horse,,2$/horse,,2.2.5/' t/bolivar/ranges.csv && bolivar-shoot -T t --unit horse --range 2
! bolivar-shoot: t/bolivar/ranges.csv:2:3: '2.2.5' is not a number
[3]

# A heavier battalion: starting resolve 5.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/units.csv" t/bolivar/ && sed -i 's/^battalion,infantry,4,1,/battalion,infantry,5,1,/' t/bolivar/units.csv && bolivar-shoot -T t --range 5 --dice 6,6,6,6,6
5 HITS  rolled 6 6 6 6 6, hit on 6+ (5d6)
battalion (primary stand) at 5 TUM, long range: resolve 5 x 1d6; to hit: battalion otherwise

# Modifiers from the table: column -2d6.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/modifiers.csv" t/bolivar/ && sed -i 's/^column or square,-1,/column or square,-2,/' t/bolivar/modifiers.csv && bolivar-shoot -T t --range 5 --formation column --dice 6,6
2 HITS  rolled 6 6, hit on 6+ (2d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6, column or square -2d6; to hit: battalion otherwise

# A secondary stand that rolls 2d6 and takes the modifiers.
$ cp -R "$TABLES" t && sed -i 's/^secondary,1,no,no,/secondary,2,no,yes,/' t/bolivar/stands.csv && bolivar-shoot -T t --range 5 --stand secondary --oblique --dice 6 -v
1 HIT  rolled 6, hit on 6+ (1d6)
battalion (secondary stand) at 5 TUM, long range: 2d6, not to the front -1d6; to hit: battalion otherwise
  long range up to 8 TUM  (bolivar/ranges.csv:4)
  resolve 4 of 4  (bolivar/units.csv:5)
  2d6 before modifiers  (bolivar/stands.csv:3)
  hit on 6+: battalion otherwise  (bolivar/to-hit.csv:3)
  not to the front -1  (bolivar/modifiers.csv:5)
  tables: t (--tables)

# Heavy guns at 3d6 a resolve.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/units.csv" t/bolivar/ && sed -i 's/^heavy-gun,artillery,2,2,/heavy-gun,artillery,2,3,/' t/bolivar/units.csv && bolivar-shoot -T t --unit heavy-gun --range 10 --odds --json
{"tool":"bolivar-shoot","inputs":{"type":"heavy-gun","range":10,"resolve":null,"stand":"primary","formation":"line","crowded":false,"difficult":false,"oblique":false,"target_type":"infantry","target_cover":"open","deep":false,"first_fire":false,"target_resolve":null},"pool":6,"hit_on":6,"range_band":"long","resolve":2,"answer":{"question":"at least one hit","p":0.66510202331961588,"fraction":"31031/46656"},"odds":[{"outcome":"hits","value":0,"hits":0,"p":0.33489797668038407,"fraction":"15625/46656","p_at_least":1,"fraction_at_least":"1"},{"outcome":"hits","value":1,"hits":1,"p":0.4018775720164609,"fraction":"3125/7776","p_at_least":0.66510202331961588,"fraction_at_least":"31031/46656"},{"outcome":"hits","value":2,"hits":2,"p":0.20093878600823045,"fraction":"3125/15552","p_at_least":0.26322445130315503,"fraction_at_least":"12281/46656"},{"outcome":"hits","value":3,"hits":3,"p":0.053583676268861451,"fraction":"625/11664","p_at_least":0.062285665294924554,"fraction_at_least":"1453/23328"},{"outcome":"hits","value":4,"hits":4,"p":0.0080375514403292179,"fraction":"125/15552","p_at_least":0.0087019890260630998,"fraction_at_least":"203/23328"},{"outcome":"hits","value":5,"hits":5,"p":0.00064300411522633745,"fraction":"5/7776","p_at_least":0.00066443758573388201,"fraction_at_least":"31/46656"},{"outcome":"hits","value":6,"hits":6,"p":2.143347050754458e-05,"fraction":"1/46656","p_at_least":2.143347050754458e-05,"fraction_at_least":"1/46656"}],"expected_hits":{"value":1,"fraction":"1","sd":0.9128709291752769},"expected_hits_fraction":"1","expected_hits_sd":0.9128709291752769}

# A pool of 40d6 (resolve 20 x 2d6) has exact odds, once refused as
# outgrowing 64-bit fractions: binomial(40, 1/6), every row, 1 - (5/6)^40,
# the mean 20/3 and sd sqrt(40*5/36) = 2.357 checked with python fractions.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/units.csv" t/bolivar/ && sed -i 's/^battalion,infantry,4,1,/battalion,infantry,20,2,/' t/bolivar/units.csv && bolivar-shoot -T t --range 5 --odds
at least one hit 99.93% (13358399591826004785459695585951/13367494538843734067838845976576)
40d6, hit on 6+
battalion (primary stand) at 5 TUM, long range: resolve 20 x 2d6; to hit: battalion otherwise
0 hits           9094947017729282379150390625/13367494538843734067838845976576   0.068%  100.000% or more  .
1 hit            9094947017729282379150390625/1670936817355466758479855747072   0.544%   99.932% or more  .
2 hits           23646862246096134185791015625/1113957878236977838986570498048   2.123%   99.388% or more  .
3 hits           89858076535165309906005859375/1670936817355466758479855747072   5.378%   97.265% or more  #
4 hits           664949766360223293304443359375/6683747269421867033919422988288   9.949%   91.887% or more  ##
5 hits           26597990654408931732177734375/185659646372829639831095083008  14.326%   81.938% or more  ###
6 hits           186185934580862522125244140625/1113957878236977838986570498048  16.714%   67.612% or more  ###
7 hits           90433168224990367889404296875/556978939118488919493285249024  16.236%   50.898% or more  ###
8 hits           198952970094978809356689453125/1485277170982637118648760664064  13.395%   34.662% or more  ###
9 hits           39790594018995761871337890625/417734204338866689619963936768   9.525%   21.267% or more  ##
10 hits          49340336583554744720458984375/835468408677733379239927873536   5.906%   11.742% or more  #
11 hits          4485485143959522247314453125/139244734779622229873321312256   3.221%    5.836% or more  #
12 hits          26015813834965229034423828125/1670936817355466758479855747072   1.557%    2.615% or more  .
13 hits          2801703028380870819091796875/417734204338866689619963936768   0.671%    1.058% or more  .
14 hits          80048657953739166259765625/30943274395471606638515847168   0.259%    0.387% or more  .
15 hits          41625302135944366455078125/46414911593207409957773770752   0.090%    0.128% or more  .
16 hits          208126510679721832275390625/742638585491318559324380332032   0.028%    0.039% or more  .
17 hits          2448547184467315673828125/30943274395471606638515847168   0.008%    0.011% or more  .
18 hits          11263317048549652099609375/556978939118488919493285249024   0.002%    0.003% or more  .
19 hits          1304173552989959716796875/278489469559244459746642624512  0.0005%    0.001% or more  .
20 hits          365168594837188720703125/371319292745659279662190166016  0.0001%   0.0001% or more  .
21 hits          52166942119598388671875/278489469559244459746642624512 0.00002%  0.00002% or more  .
22 hits          18021307277679443359375/556978939118488919493285249024 0.000003%  0.000004% or more  .
23 hits          156707019805908203125/30943274395471606638515847168 0.000001%  0.000001% or more  .
24 hits          532803867340087890625/742638585491318559324380332032 0.0000001%  0.0000001% or more  .
25 hits          4262430938720703125/46414911593207409957773770752 0.00000001%  0.00000001% or more  .
26 hits          327879302978515625/30943274395471606638515847168 0.000000001%  0.000000001% or more  .
27 hits          459031024169921875/417734204338866689619963936768 0.0000000001%  0.0000000001% or more  .
28 hits          170497237548828125/1670936817355466758479855747072 0.00000000001%  0.00000000001% or more  .
29 hits          1175843017578125/139244734779622229873321312256 0.000000000001%  0.000000000001% or more  .
30 hits          517370927734375/835468408677733379239927873536 0.0000000000001%  0.0000000000001% or more  .
31 hits          16689384765625/417734204338866689619963936768 0.000000000000004%  0.000000000000004% or more  .
32 hits          3337876953125/1485277170982637118648760664064 0.0000000000000002%  0.0000000000000002% or more  .
33 hits          60688671875/556978939118488919493285249024 0.00000000000000001%  0.00000000000000001% or more  .
34 hits          4997890625/1113957878236977838986570498048 0.0000000000000000004%  0.0000000000000000005% or more  .
35 hits          28559375/185659646372829639831095083008 0.00000000000000000002%  0.00000000000000000002% or more  .
36 hits          28559375/6683747269421867033919422988288 0.0000000000000000000004%  0.0000000000000000000004% or more  .
37 hits          154375/1670936817355466758479855747072 0.00000000000000000000001%  0.00000000000000000000001% or more  .
38 hits          1625/1113957878236977838986570498048 0.0000000000000000000000001%  0.0000000000000000000000001% or more  .
39 hits          25/1670936817355466758479855747072 0.000000000000000000000000001%  0.000000000000000000000000002% or more  .
40 hits          1/13367494538843734067838845976576 0.00000000000000000000000000001%  0.00000000000000000000000000001% or more  .
hits: mean 20/3 (6.667), sd 2.357

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/units.csv" t/bolivar/ && sed -i 's/^battalion,infantry,4,1,/battalion,infantry,20,2,/' t/bolivar/units.csv && bolivar-shoot -T t --range 5 --seed 1 --json | grep -o '"pool":40'
"pool":40

# No fixed buffer cuts the text (issue 20, item 4): a house rule of 1,300
# bytes ends the explanation whole, where 1,024 bytes held it before.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/to-hit.csv" t/bolivar/ && sed -i "s/,battalion otherwise$/,battalion otherwise$(seq -f '; as house rule %g says' 1 60 | tr -d '\n')/" t/bolivar/to-hit.csv && bolivar-shoot -T t --range 5 --seed 1 >out && bolivar-shoot -T t --range 5 --odds >>out && bolivar-shoot -T t --range 5 --dice 1,2,3,4 >>out && awk '/battalion otherwise/ { print length($0), substr($0, length($0) - 24) }' out
1463 ys; as house rule 60 says
1463 ys; as house rule 60 says
1463 ys; as house rule 60 says

# A house unit named in 309 bytes is read whole in every table that
# names it (issue 20, item 4): 31 bytes of it were checked before, and
# the tables refused as naming no unit.
$ cp -R "$TABLES" t && long=battalion$(printf '_of_the_line%.0s' $(seq 1 25)) && sed -i "s/battalion/$long/g" t/bolivar/*.csv && bolivar-shoot -T t --unit $long --range 5 --seed 1 | awk '{ print length($0), substr($0, 1, 30) "..." substr($0, length($0) - 30) }'
38 1 HIT  rolled 2 5 3 6, hit on ...rolled 2 5 3 6, hit on 6+ (4d6)
692 battalion_of_the_line_of_the_l..._the_line_of_the_line otherwise

# formations.csv is the one list of formations, bolivar-melee's too: a
# house formation is its row, and shooting.csv must say whether a unit
# in it shoots.
$ cp -R "$TABLES" t && sed -i '$a wedge,yes,front flank rear' t/bolivar/formations.csv && bolivar-shoot -T t --range 2
! bolivar-shoot: t/bolivar/shooting.csv: no row for 'wedge'
[3]

# With its shooting row and the battalion's formations cell naming it,
# --formation takes it; no modifier row names it: 4d6, first fire on 4+
# (4 4 1 1: two hits).
$ cp -R "$TABLES" t && sed -i '$a wedge,yes,front flank rear' t/bolivar/formations.csv && sed -i '$a wedge,yes' t/bolivar/shooting.csv && sed -i 's/,line column square march$/,line column square march wedge/' t/bolivar/units.csv && bolivar-shoot -T t --range 2 --formation wedge --first-fire --dice 4,4,1,1
2 HITS  rolled 4 4 1 1, hit on 4+ (4d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting

# A unit's formations cell names formations of formations.csv only.
$ cp -R "$TABLES" t && sed -i 's/,line column square march$/,line column wedge/' t/bolivar/units.csv && bolivar-shoot -T t --range 2
! bolivar-shoot: t/bolivar/units.csv:5:6: 'wedge' is not one of line, column, square, march
[3]

# A to-hit table longer than 64 rows: the rows that hold are found as a
# set of rows (bolivar-conditions.c), a word of 64 at a time, and the
# first that holds is still the first in the file.  72 rows of guns
# before the battalion's.
$ cp -R "$TABLES" t && { head -1 "$TABLES/bolivar/to-hit.csv"; for s in light-gun heavy-gun howitzer; do for b in canister long; do for i in open difficult fortified; do for f in yes no; do for d in yes no; do echo "$s,$b,$f,$i,$d,5,filler"; done; done; done; done; done; tail -n +2 "$TABLES/bolivar/to-hit.csv"; } >t/bolivar/to-hit.csv && bolivar-shoot -T t --range 2 --first-fire --dice 4,3,5,6 -v
3 HITS  rolled 4 3 5 6, hit on 4+ (4d6)
battalion (primary stand) at 2 TUM, short range: resolve 4 x 1d6; to hit: short range and first time shooting
  short range up to 3 TUM  (bolivar/ranges.csv:3)
  resolve 4 of 4  (bolivar/units.csv:5)
  4d6 before modifiers  (bolivar/stands.csv:2)
  hit on 4+: short range and first time shooting  (bolivar/to-hit.csv:74)
  tables: t (--tables)

$ cp -R "$TABLES" t && { head -1 "$TABLES/bolivar/to-hit.csv"; for s in light-gun heavy-gun howitzer; do for b in canister long; do for i in open difficult fortified; do for f in yes no; do for d in yes no; do echo "$s,$b,$f,$i,$d,5,filler"; done; done; done; done; done; tail -n +2 "$TABLES/bolivar/to-hit.csv"; } >t/bolivar/to-hit.csv && bolivar-shoot -T t --range 5 --dice 4,3,5,6 -v
1 HIT  rolled 4 3 5 6, hit on 6+ (4d6)
battalion (primary stand) at 5 TUM, long range: resolve 4 x 1d6; to hit: battalion otherwise
  long range up to 8 TUM  (bolivar/ranges.csv:4)
  resolve 4 of 4  (bolivar/units.csv:5)
  4d6 before modifiers  (bolivar/stands.csv:2)
  hit on 6+: battalion otherwise  (bolivar/to-hit.csv:75)
  tables: t (--tables)

# A howitzer at long range, not first fire, into a deep unit in the
# open: the first filler row with long, no, open and yes.
$ cp -R "$TABLES" t && { head -1 "$TABLES/bolivar/to-hit.csv"; for s in light-gun heavy-gun howitzer; do for b in canister long; do for i in open difficult fortified; do for f in yes no; do for d in yes no; do echo "$s,$b,$f,$i,$d,5,filler"; done; done; done; done; done; tail -n +2 "$TABLES/bolivar/to-hit.csv"; } >t/bolivar/to-hit.csv && bolivar-shoot -T t --unit howitzer --range 12 --deep --dice 5,3 -v
1 HIT  rolled 5 3, hit on 5+ (2d6)
howitzer (primary stand) at 12 TUM, long range: resolve 2 x 1d6; to hit: filler
  long range up to 16 TUM  (bolivar/ranges.csv:11)
  resolve 2 of 2  (bolivar/units.csv:11)
  2d6 before modifiers  (bolivar/stands.csv:2)
  hit on 5+: filler  (bolivar/to-hit.csv:64)
  tables: t (--tables)

# A unit whose name has a blank in it: a cell names it as the words it
# is made of, and a cell's words are matched byte by byte, across the
# blank (bolivar_listed), not by the index of single words.
$ cp -R "$TABLES" t && sed -i '/^horse,/p; 0,/^horse,/s/^horse,/horse skirmisher,/' t/bolivar/units.csv t/bolivar/ranges.csv && sed -i '1a horse skirmisher,,,,,5,mounted skirmishers' t/bolivar/to-hit.csv && bolivar-shoot -T t --unit 'horse skirmisher' --range 1 --dice 5,2,6
2 HITS  rolled 5 2 6, hit on 5+ (3d6)
horse skirmisher (primary stand) at 1 TUM: resolve 3 x 1d6; to hit: mounted skirmishers
