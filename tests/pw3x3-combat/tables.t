# House rules: an edited cell changes the answer.  Hit on 3 or less:
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/close.csv" t/pw3x3/ && sed -i 's/^,2,yes$/,3,yes/; s/^3,,no$/4,,no/' t/pw3x3/close.csv && pw3x3-combat -T t --dice 3,4,1
ATTACKER HIT  attacker 3 (rolled 3), defender 4 (rolled 4)
attacker hit (3 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender unaffected (4 or more)
no winner: neither unit gave ground

# Artillery landing on 4 or more:
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/fire.csv" t/pw3x3/ && sed -i 's/^,4,no,/,3,no,/; s/^5,,yes,/4,,yes,/' t/pw3x3/fire.csv && pw3x3-combat -T t artillery --target poor --dice 4,1
LANDED  fire 4 (rolled 4)
artillery fire lands on the target grid area: every unit in it is hit (4 or more)
target 1 hit: poor rolls 1 (1-4): loses 1 SP, 1 SP left

# A range of 6 grid areas:
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/artillery.csv" t/pw3x3/ && sed -i 's/^4,no$/6,no/' t/pw3x3/artillery.csv && pw3x3-combat -T t artillery --range 5 --target poor --dice 1
INEFFECTIVE  fire 1 (rolled 1)
artillery fire has been totally ineffective (4 or less)

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/artillery.csv" t/pw3x3/ && sed -i 's/^4,no$/6,no/' t/pw3x3/artillery.csv && pw3x3-combat -T t artillery --range 7 --target poor --dice 1
! pw3x3-combat: --range-areas: '7' is beyond the artillery's range of 6 grid areas (pw3x3/artillery.csv:2)
[2]

# Artillery allowed to move and fire:
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/artillery.csv" t/pw3x3/ && sed -i 's/^4,no$/4,yes/' t/pw3x3/artillery.csv && pw3x3-combat -T t artillery --moved --target poor --dice 1
INEFFECTIVE  fire 1 (rolled 1)
artillery fire has been totally ineffective (4 or less)

# Elite losing SP on 1 only; support worth +2; the cover modifier -2:
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/qualities.csv" t/pw3x3/ && sed -i 's/^elite,2$/elite,1/' t/pw3x3/qualities.csv && pw3x3-combat -T t --defender-quality elite --dice 6,1,2
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): elite rolls 2 (2-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/close-modifiers.csv" t/pw3x3/ && sed -i 's/^support,1,/support,2,/' t/pw3x3/close-modifiers.csv && pw3x3-combat -T t --attacker-support --dice 1,3
NEITHER HIT  attacker 3 (rolled 1, support +2), defender 3 (rolled 3)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/fire-modifiers.csv" t/pw3x3/ && sed -i 's/^target in cover,-1,/target in cover,-2,/' t/pw3x3/fire-modifiers.csv && pw3x3-combat -T t artillery --cover --target poor --dice 6
INEFFECTIVE  fire 4 (rolled 6, target in cover -2)
artillery fire has been totally ineffective (4 or less)

# Units of 3 SP losing 1 a hit; a General killed on 11 or 12:
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/units.csv" t/pw3x3/ && sed -i 's/^2,1,1,6$/3,1,1,6/' t/pw3x3/units.csv && pw3x3-combat -T t --dice 6,1,1
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 2 SP left
no winner: neither unit gave ground

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/units.csv" t/pw3x3/ && sed -i 's/^2,1,1,6$/3,1,1,6/' t/pw3x3/units.csv && pw3x3-combat -T t --defender-sp 3 --dice 6,1,1
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 2 SP left
no winner: neither unit gave ground

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/general.csv" t/pw3x3/ && sed -i '/^11,11,/d; s/^12,,killed/11,,killed/' t/pw3x3/general.csv && pw3x3-combat -T t --defender-general --dice 6,1,1,5,6
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 1, general +1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender General rolls 5+6=11: the General is killed
no winner: neither unit gave ground

# A d8 for the close combat die:
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i 's/^close combat,1,6$/close combat,1,8/' t/pw3x3/dice.csv && pw3x3-combat -T t --dice 8,7
NEITHER HIT  attacker 8 (rolled 8), defender 7 (rolled 7)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

# Broken tables: refused with file, line and column, status 3.
$ pw3x3-combat -T nowhere
! pw3x3-combat: --tables: nowhere: No such file or directory
[3]

$ cp -R "$TABLES" tables && rm tables/pw3x3/general.csv && cp "$TOP/pw3x3-combat" . && env -u MUSKET_TABLES ./pw3x3-combat -T tables
! pw3x3-combat: tables/pw3x3/general.csv: No such file or directory
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/qualities.csv" t/pw3x3/ && sed -i 's/^elite,2$/elite,two/' t/pw3x3/qualities.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/qualities.csv:2:2: 'two' is not a number
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/qualities.csv" t/pw3x3/ && sed -i 's/^elite,2$/elite,7/' t/pw3x3/qualities.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/qualities.csv:2:2: 7 is above the highest hit effect roll, 6
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/close-modifiers.csv" t/pw3x3/ && sed -i '/^enemy fortified,/d' t/pw3x3/close-modifiers.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/close-modifiers.csv: no row for 'enemy fortified'
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/fire-modifiers.csv" t/pw3x3/ && sed -i '/^ranged in,/d' t/pw3x3/fire-modifiers.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/fire-modifiers.csv: no row for 'ranged in'
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i '/^General,/d' t/pw3x3/dice.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/dice.csv: no row for 'General'
[3]

# dice.csv is the set's: each tool requires every roll's row (and one
# die where faces are compared), so a house table is refused alike by
# all three, whichever rolls a tool throws.
$ cp -R "$TABLES" t && sed -i '/^terrain,/d' t/pw3x3/dice.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/dice.csv: no row for 'terrain'
[3]

$ cp -R "$TABLES" t && sed -i 's/^activation,1,6$/activation,2,6/' t/pw3x3/dice.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/dice.csv:6:2: 'activation' throws 1 die a side, whose faces are compared
[3]

$ cp -R "$TABLES" t && sed -i 's/^,2,yes$/1,2,yes/' t/pw3x3/close.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/close.csv:2:1: the first band must be open below (empty low), so that every score finds a band
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/fire.csv" t/pw3x3/ && sed -i 's/^5,,yes,/5,9,yes,/' t/pw3x3/fire.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/fire.csv:3:2: the last band must be open above (empty high), so that every score finds a band
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/general.csv" t/pw3x3/ && sed -i 's/^11,11,/12,12,/' t/pw3x3/general.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/general.csv:3:1: gap: no band holds 11
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/close.csv" t/pw3x3/ && sed -i 's/^3,,no$/4,,no/' t/pw3x3/close.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/close.csv:3:1: gap: no band holds 3
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/general.csv" t/pw3x3/ && sed -i 's/^,10,survives,/,10,unharmed,/' t/pw3x3/general.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/general.csv:2:3: 'unharmed' is kept for a General whose unit was not hit
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/units.csv" t/pw3x3/ && echo 3,1,1,6 >>t/pw3x3/units.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/units.csv:3: needs exactly 1 row
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/artillery.csv" t/pw3x3/ && sed -i 's/^4,no$/4,maybe/' t/pw3x3/artillery.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/artillery.csv:2:2: 'maybe' is not yes or no
[3]

$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/qualities.csv" t/pw3x3/ && sed -i '/^average,/d' t/pw3x3/qualities.csv && pw3x3-combat -T t --dice 3,3
! pw3x3-combat: t/pw3x3/qualities.csv: the default --attacker-quality 'average' is not one of elite, poor
[3]

# Odds sized by the distribution, not the dice (issue 20, item 3): the
# walk branches on the bands each sum falls in, so bigger house dice
# answer at once (5d6 a side was refused after a second, 10d6 too).
# Every fraction here was checked by a python fractions model: each
# roll's sum by convolution of its dice, every combination of sums
# weighed through the rules (close.csv, qualities, general.csv).
# 5d6 a side, hit on 12 or less (11 or less with the General's +1):
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/close.csv" t/pw3x3/ && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i 's/^close combat,1,6$/close combat,5,6/' t/pw3x3/dice.csv && printf 'low,high,hit\n,12,yes\n13,,no\n' >t/pw3x3/close.csv && pw3x3-combat -T t --odds --attacker-general --defender-general
the attacker wins 2.85% (6898415/241864704)
close combat: attacker 5d6, general +1; defender 5d6, general +1
neither hit      53567761/60466176  88.591%  ##################
attacker hit     3344783/60466176   5.532%  #
defender hit     3344783/60466176   5.532%  #
both hit         208849/60466176   0.345%  .
attacker: average, 2 SP, with a General
unharmed           7319/7776  94.123%  ###################
retreated          457/15552   2.939%  #
lost_sp            457/15552   2.939%  #
destroyed                  0   0.000%
General unharmed   7319/7776  94.123%  ###################
General survives  5027/93312   5.387%  #
General wounded   457/139968   0.327%  .
General killed    457/279936   0.163%  .
defender: average, 2 SP, with a General
unharmed           7319/7776  94.123%  ###################
retreated          457/15552   2.939%  #
lost_sp            457/15552   2.939%  #
destroyed                  0   0.000%
General unharmed   7319/7776  94.123%  ###################
General survives  5027/93312   5.387%  #
General wounded   457/139968   0.327%  .
General killed    457/279936   0.163%  .
attacker wins    6898415/241864704   2.852%  #
defender wins    6898415/241864704   2.852%  #
no winner        114033937/120932352  94.296%  ###################
attacker SP after 1   457/15552   2.939%  100.000% or more  #
attacker SP after 2 15095/15552  97.061%   97.061% or more  ###################
attacker SP after: mean 30647/15552 (1.971), sd 0.169
defender SP after 1   457/15552   2.939%  100.000% or more  #
defender SP after 2 15095/15552  97.061%   97.061% or more  ###################
defender SP after: mean 30647/15552 (1.971), sd 0.169

# 10d6 a side hit on 35 or less, and the General's 3d6 (survives up to
# 10, wounded on 11, killed on 12 or more):
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/close.csv" t/pw3x3/ && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i 's/^close combat,1,6$/close combat,10,6/; s/^General,2,6$/General,3,6/' t/pw3x3/dice.csv && printf 'low,high,hit\n,35,yes\n36,,no\n' >t/pw3x3/close.csv && pw3x3-combat -T t --odds --attacker-general --defender-general
the attacker wins 17.81% (31399505855/176319369216)
close combat: attacker 10d6, general +1; defender 10d6, general +1
neither hit      12680336449/44079842304  28.767%  ######
attacker hit     10961728415/44079842304  24.868%  #####
defender hit     10961728415/44079842304  24.868%  #####
both hit         9476049025/44079842304  21.497%  ####
attacker: average, 2 SP, with a General
unharmed         112607/209952  53.635%  ###########
retreated        97345/419904  23.183%  #####
lost_sp          97345/419904  23.183%  #####
destroyed                  0   0.000%
General unharmed 112607/209952  53.635%  ###########
General survives 97345/419904  23.183%  #####
General wounded  97345/1679616   5.796%  #
General killed   97345/559872  17.387%  ###
defender: average, 2 SP, with a General
unharmed         112607/209952  53.635%  ###########
retreated        97345/419904  23.183%  #####
lost_sp          97345/419904  23.183%  #####
destroyed                  0   0.000%
General unharmed 112607/209952  53.635%  ###########
General survives 97345/419904  23.183%  #####
General wounded  97345/1679616   5.796%  #
General killed   97345/559872  17.387%  ###
attacker wins    31399505855/176319369216  17.808%  ####
defender wins    31399505855/176319369216  17.808%  ####
no winner        56760178753/88159684608  64.383%  #############
attacker SP after 1 97345/419904  23.183%  100.000% or more  #####
attacker SP after 2 322559/419904  76.817%   76.817% or more  ###############
attacker SP after: mean 742463/419904 (1.768), sd 0.422
defender SP after 1 97345/419904  23.183%  100.000% or more  #####
defender SP after 2 322559/419904  76.817%   76.817% or more  ###############
defender SP after: mean 742463/419904 (1.768), sd 0.422

# Every roll 10d6: the hit effect (average loses SP on 33 or less) and
# the General (survives up to 40, wounded 41-44, killed 45 or more):
$ cp -R "$TABLES" t && sed -i 's/^close combat,1,6$/close combat,10,6/; s/^General,2,6$/General,10,6/; s/^hit effect,1,6$/hit effect,10,6/' t/pw3x3/dice.csv && printf 'low,high,hit\n,35,yes\n36,,no\n' >t/pw3x3/close.csv && sed -i 's/^average,3$/average,33/' t/pw3x3/qualities.csv && sed -i 's/^,10,/,40,/; s/^11,11,/41,44,/; s/^12,,/45,,/' t/pw3x3/general.csv && pw3x3-combat -T t --odds --attacker-general --defender-general
the attacker wins 20.24% (11186812608917088837815/55268479930183339474944)
close combat: attacker 10d6, general +1; defender 10d6, general +1
neither hit      12680336449/44079842304  28.767%  ######
attacker hit     10961728415/44079842304  24.868%  #####
defender hit     10961728415/44079842304  24.868%  #####
both hit         9476049025/44079842304  21.497%  ####
attacker: average, 2 SP, with a General
unharmed         112607/209952  53.635%  ###########
retreated        66259723805/235092492288  28.185%  ######
lost_sp          42741755875/235092492288  18.181%  ####
destroyed                  0   0.000%
General unharmed 112607/209952  53.635%  ###########
General survives 2482442836085/6347497291776  39.109%  ########
General wounded  172917330575/3173748645888   5.448%  #
General killed   38254151375/2115832430592   1.808%  .
defender: average, 2 SP, with a General
unharmed         112607/209952  53.635%  ###########
retreated        66259723805/235092492288  28.185%  ######
lost_sp          42741755875/235092492288  18.181%  ####
destroyed                  0   0.000%
General unharmed 112607/209952  53.635%  ###########
General survives 2482442836085/6347497291776  39.109%  ########
General wounded  172917330575/3173748645888   5.448%  #
General killed   38254151375/2115832430592   1.808%  .
attacker wins    11186812608917088837815/55268479930183339474944  20.241%  ####
defender wins    11186812608917088837815/55268479930183339474944  20.241%  ####
no winner        16447427356174580899657/27634239965091669737472  59.518%  ############
attacker SP after 1 42741755875/235092492288  18.181%  100.000% or more  ####
attacker SP after 2 192350736413/235092492288  81.819%   81.819% or more  ################
attacker SP after: mean 427443228701/235092492288 (1.818), sd 0.386
defender SP after 1 42741755875/235092492288  18.181%  100.000% or more  ####
defender SP after 2 192350736413/235092492288  81.819%   81.819% or more  ################
defender SP after: mean 427443228701/235092492288 (1.818), sd 0.386

# The dice are still taken and logged one by one: --dice lists them,
# the JSON "dice" too, the General's text adds them up.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/close.csv" t/pw3x3/ && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i 's/^close combat,1,6$/close combat,5,6/; s/^General,2,6$/General,3,6/' t/pw3x3/dice.csv && printf 'low,high,hit\n,12,yes\n13,,no\n' >t/pw3x3/close.csv && pw3x3-combat -T t --attacker-general --dice 1,2,1,3,2,6,6,6,6,6,5,6,5,4 && pw3x3-combat -T t --attacker-general --dice 1,2,1,3,2,6,6,6,6,6,5,6,5,4 --json
ATTACKER HIT  attacker 10 (rolled 9, general +1), defender 30 (rolled 30)
attacker hit (12 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker General rolls 6+5+4=15: the General is killed
defender unaffected (13 or more)
defender wins: the attacker retreated; infantry may advance into its grid area
had the attacker lost 1 SP rather than retreat, neither side would win
{"tool":"pw3x3-combat","inputs":{"mode":"close","attacker_quality":"average","attacker_sp":null,"attacker_support":false,"attacker_general":true,"attacker_cover":"none","attacker_uphill":false,"attacker_fortified":false,"attacker_no_retreat":false,"attacker_type":"infantry","defender_quality":"average","defender_sp":null,"defender_support":false,"defender_general":false,"defender_cover":"none","defender_uphill":false,"defender_fortified":false,"defender_no_retreat":false,"defender_type":"infantry","flank":false},"dice":[{"roll":"attacker close combat","sides":6,"value":1},{"roll":"attacker close combat","sides":6,"value":2},{"roll":"attacker close combat","sides":6,"value":1},{"roll":"attacker close combat","sides":6,"value":3},{"roll":"attacker close combat","sides":6,"value":2},{"roll":"defender close combat","sides":6,"value":6},{"roll":"defender close combat","sides":6,"value":6},{"roll":"defender close combat","sides":6,"value":6},{"roll":"defender close combat","sides":6,"value":6},{"roll":"defender close combat","sides":6,"value":6},{"roll":"attacker hit effect","sides":6,"value":5},{"roll":"attacker General","sides":6,"value":6},{"roll":"attacker General","sides":6,"value":5},{"roll":"attacker General","sides":6,"value":4}],"outcome":"attacker_hit","effect":"attacker hit (12 or less): average rolls 5 (4-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left; attacker General rolls 6+5+4=15: the General is killed; defender unaffected (13 or more); defender wins: the attacker retreated; infantry may advance into its grid area; had the attacker lost 1 SP rather than retreat, neither side would win","modifiers":[{"name":"general","value":1,"side":"attacker","source":"pw3x3/close-modifiers.csv:3"}],"mode":"close","sides":{"attacker":{"quality":"average","sp":2,"roll":9,"score":10,"hit":true,"hit_roll":5,"hit_result":"retreat_or_lose_sp","state":"retreated","sp_after":2,"destroyed":false,"general":{"roll":15,"result":"killed"}},"defender":{"quality":"average","sp":2,"roll":30,"score":30,"hit":false,"hit_roll":null,"hit_result":null,"state":"unharmed","sp_after":2,"destroyed":false,"general":null}},"winner":"defender"}

# What still could not be answered quickly is refused at once, naming
# the limit: a band a score on 10d100 a side.
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/close.csv" t/pw3x3/ && cp "$TABLES/pw3x3/dice.csv" t/pw3x3/ && sed -i 's/^close combat,1,6$/close combat,10,100/' t/pw3x3/dice.csv && awk 'BEGIN { print "low,high,hit"; print ",-999,yes"; for (i = -998; i < 999; i++) print i "," i "," (i % 2 ? "yes" : "no"); print "999,,no" }' >t/pw3x3/close.csv && pw3x3-combat -T t --odds
! pw3x3-combat: odds: about 2,300,000 paths of dice to weigh, more than 500,000: fewer dice
[2]

# No fixed buffer cuts the text (issue 20, item 4): a house General's
# fate named in 300 bytes goes whole into its odds row (64 bytes held
# it before), and a quality of 300 bytes into the list a bad --target
# is told (256 before).
$ mkdir -p t/pw3x3 && cp "$TABLES/pw3x3/general.csv" t/pw3x3/ && cp "$TABLES/pw3x3/qualities.csv" t/pw3x3/ && long=$(printf 'killed%.0s' $(seq 1 50)) && sed -i "s/,killed,/,$long,/" t/pw3x3/general.csv && sed -i "s/^poor,/$long,/" t/pw3x3/qualities.csv && pw3x3-combat -T t --odds --attacker-general | awk '/killedkilled/ { print length($0), substr($0, 1, 20) "..." substr($0, length($0) - 40) }'; pw3x3-combat -T t artillery --target bad 2>&1 | awk '{ print length($0), substr($0, 1, 70) "..." substr($0, length($0) - 20) }'
332 General killedkilled...illedkilledkilled       1/216   0.463%  .
360 pw3x3-combat: --target: 'bad' is not one of elite, average, killedkill...ledkilledkilledkilled
