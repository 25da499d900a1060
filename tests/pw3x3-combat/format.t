# --format csv: each row of odds names the heading above it, so a unit's
# states read apart from the other's; the outcomes, the winner and the
# SP after, which the library writes, are under none.  The fractions
# are the text form's, checked in odds.t.  A label's comma is a ";"
# (issue 32: "attacker: average, 2 SP" was a quoted cell), and a number
# worked out has its value, chance of it or better and direction each
# in a column of its own.
$ pw3x3-combat --odds --format csv
section,outcome,value,fraction,chance,or better,direction
,neither_hit,,4/9,44.444%,,
,attacker_hit,,2/9,22.222%,,
,defender_hit,,2/9,22.222%,,
,both_hit,,1/9,11.111%,,
attacker: average; 2 SP,unharmed,,2/3,66.667%,,
attacker: average; 2 SP,retreated,,1/6,16.667%,,
attacker: average; 2 SP,lost_sp,,1/6,16.667%,,
attacker: average; 2 SP,destroyed,,0,0.000%,,
defender: average; 2 SP,unharmed,,2/3,66.667%,,
defender: average; 2 SP,retreated,,1/6,16.667%,,
defender: average; 2 SP,lost_sp,,1/6,16.667%,,
defender: average; 2 SP,destroyed,,0,0.000%,,
,attacker wins,,5/36,13.889%,,
,defender wins,,5/36,13.889%,,
,no winner,,13/18,72.222%,,
,attacker SP after,1,1/6,16.667%,100.000%,or more
,attacker SP after,2,5/6,83.333%,83.333%,or more
,defender SP after,1,1/6,16.667%,100.000%,or more
,defender SP after,2,5/6,83.333%,83.333%,or more
