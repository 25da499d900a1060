# House rules: an edited cell changes the answer.  Hit on 3 or less:
$ cp -R "$TABLES" t && sed -i 's/^,2,yes$/,3,yes/; s/^3,,no$/4,,no/' t/pw3x3/close.csv && pw3x3-combat -T t --dice 3,4,1
ATTACKER HIT  attacker 3 (rolled 3), defender 4 (rolled 4)
attacker hit (3 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender unaffected (4 or more)
no winner: neither unit gave ground

# Artillery landing on 4 or more:
$ cp -R "$TABLES" t && sed -i 's/^,4,no,/,3,no,/; s/^5,,yes,/4,,yes,/' t/pw3x3/fire.csv && pw3x3-combat -T t artillery --target poor --dice 4,1
LANDED  fire 4 (rolled 4)
artillery fire lands on the target grid area: every unit in it is hit (4 or more)
target 1 hit: poor rolls 1 (1-4): loses 1 SP, 1 SP left

# A range of 6 grid areas:
$ cp -R "$TABLES" t && sed -i 's/^4,no$/6,no/' t/pw3x3/artillery.csv && pw3x3-combat -T t artillery --range 5 --target poor --dice 1
INEFFECTIVE  fire 1 (rolled 1)
artillery fire has been totally ineffective (4 or less)

$ cp -R "$TABLES" t && sed -i 's/^4,no$/6,no/' t/pw3x3/artillery.csv && pw3x3-combat -T t artillery --range 7 --target poor --dice 1
! pw3x3-combat: --range: '7' is beyond the artillery's range of 6 grid areas (pw3x3/artillery.csv:2)
[2]

# Artillery allowed to move and fire:
$ cp -R "$TABLES" t && sed -i 's/^4,no$/4,yes/' t/pw3x3/artillery.csv && pw3x3-combat -T t artillery --moved --target poor --dice 1
INEFFECTIVE  fire 1 (rolled 1)
artillery fire has been totally ineffective (4 or less)

# Elite losing SP on 1 only; support worth +2; the cover modifier -2:
$ cp -R "$TABLES" t && sed -i 's/^elite,2$/elite,1/' t/pw3x3/qualities.csv && pw3x3-combat -T t --defender-quality elite --dice 6,1,2
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): elite rolls 2 (2-6): must retreat 1 grid area or lose 1 SP; retreats, 2 SP left
attacker wins: the defender retreated; infantry may advance into its grid area
had the defender lost 1 SP rather than retreat, neither side would win

$ cp -R "$TABLES" t && sed -i 's/^support,1,/support,2,/' t/pw3x3/close-modifiers.csv && pw3x3-combat -T t --attacker-support --dice 1,3
NEITHER HIT  attacker 3 (rolled 1, support +2), defender 3 (rolled 3)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

$ cp -R "$TABLES" t && sed -i 's/^target in cover,-1,/target in cover,-2,/' t/pw3x3/fire-modifiers.csv && pw3x3-combat -T t artillery --cover --target poor --dice 6
INEFFECTIVE  fire 4 (rolled 6, target in cover -2)
artillery fire has been totally ineffective (4 or less)

# Units of 3 SP losing 1 a hit; a General killed on 11 or 12:
$ cp -R "$TABLES" t && sed -i 's/^2,1,1,6$/3,1,1,6/' t/pw3x3/units.csv && pw3x3-combat -T t --dice 6,1,1
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 2 SP left
no winner: neither unit gave ground

$ cp -R "$TABLES" t && sed -i 's/^2,1,1,6$/3,1,1,6/' t/pw3x3/units.csv && pw3x3-combat -T t --defender-sp 3 --dice 6,1,1
DEFENDER HIT  attacker 6 (rolled 6), defender 1 (rolled 1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 2 SP left
no winner: neither unit gave ground

$ cp -R "$TABLES" t && sed -i '/^11,11,/d; s/^12,,killed/11,,killed/' t/pw3x3/general.csv && pw3x3-combat -T t --defender-general --dice 6,1,1,5,6
DEFENDER HIT  attacker 6 (rolled 6), defender 2 (rolled 1, general +1)
attacker unaffected (3 or more)
defender hit (2 or less): average rolls 1 (1-3): loses 1 SP, 1 SP left
defender General rolls 5+6=11: the General is killed
no winner: neither unit gave ground

# A d8 for the close combat die:
$ cp -R "$TABLES" t && sed -i 's/^close combat,1,6$/close combat,1,8/' t/pw3x3/dice.csv && pw3x3-combat -T t --dice 8,7
NEITHER HIT  attacker 8 (rolled 8), defender 7 (rolled 7)
attacker unaffected (3 or more)
defender unaffected (3 or more)
no winner: neither unit gave ground

# Broken tables: refused with file, line and column, status 3.
$ pw3x3-combat -T nowhere
! pw3x3-combat: nowhere/pw3x3/dice.csv: No such file or directory
[3]

$ cp -R "$TABLES" t && rm t/pw3x3/general.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/general.csv: No such file or directory
[3]

$ cp -R "$TABLES" t && sed -i 's/^elite,2$/elite,two/' t/pw3x3/qualities.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/qualities.csv:2:2: 'two' is not a number
[3]

$ cp -R "$TABLES" t && sed -i 's/^elite,2$/elite,7/' t/pw3x3/qualities.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/qualities.csv:2:2: 7 is above the highest hit effect roll, 6
[3]

$ cp -R "$TABLES" t && sed -i '/^enemy fortified,/d' t/pw3x3/close-modifiers.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/close-modifiers.csv: no row for 'enemy fortified'
[3]

$ cp -R "$TABLES" t && sed -i '/^ranged in,/d' t/pw3x3/fire-modifiers.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/fire-modifiers.csv: no row for 'ranged in'
[3]

$ cp -R "$TABLES" t && sed -i '/^General,/d' t/pw3x3/dice.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/dice.csv: no row for 'General'
[3]

$ cp -R "$TABLES" t && sed -i 's/^,2,yes$/1,2,yes/' t/pw3x3/close.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/close.csv:2:1: the first band must be open below (empty low), so that every score finds a band
[3]

$ cp -R "$TABLES" t && sed -i 's/^5,,yes,/5,9,yes,/' t/pw3x3/fire.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/fire.csv:3:2: the last band must be open above (empty high), so that every score finds a band
[3]

$ cp -R "$TABLES" t && sed -i 's/^11,11,/12,12,/' t/pw3x3/general.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/general.csv:3:1: gap: no band holds 11
[3]

$ cp -R "$TABLES" t && sed -i 's/^3,,no$/4,,no/' t/pw3x3/close.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/close.csv:3:1: gap: no band holds 3
[3]

$ cp -R "$TABLES" t && sed -i 's/^,10,survives,/,10,unharmed,/' t/pw3x3/general.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/general.csv:2:3: 'unharmed' is kept for a General whose unit was not hit
[3]

$ cp -R "$TABLES" t && echo 3,1,1,6 >>t/pw3x3/units.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/units.csv:3: needs exactly 1 row
[3]

$ cp -R "$TABLES" t && sed -i 's/^4,no$/4,maybe/' t/pw3x3/artillery.csv && pw3x3-combat -T t
! pw3x3-combat: t/pw3x3/artillery.csv:2:2: 'maybe' is not yes or no
[3]

$ cp -R "$TABLES" t && sed -i '/^average,/d' t/pw3x3/qualities.csv && pw3x3-combat -T t --dice 3,3
! pw3x3-combat: t/pw3x3/qualities.csv: the default --attacker-quality 'average' is not one of elite, poor
[3]

# Odds that could never finish are refused at once, naming the limit
# (issue 20, item 3): 10d6 a side is 6^20 paths of dice.
$ cp -R "$TABLES" t && sed -i 's/^close combat,1,6$/close combat,10,6/' t/pw3x3/dice.csv && pw3x3-combat -T t --odds
! pw3x3-combat: odds: more than 4000000 paths of dice to weigh; fewer dice, or a pool the tool counts
[2]
