# --help gives every enumerated option's values (issue 32, 3): a choice
# option's, which it did not ...
$ lib-maneuver --help | grep -e '^  --leader-rating '
  --leader-rating RATING       the leader: excellent, good, average, poor

# ... and --terrain's, which the tool makes of movement.csv as loaded
# (check_tables): a house table naming marsh for rough gives marsh and
# not rough (the values are what follows the last colon; the words
# before it are the tool's own help).
$ mkdir -p t/lib && sed 's/,rough,/,marsh,/' "$TABLES/lib/movement.csv" >t/lib/movement.csv && lib-maneuver -T t --help | grep -A2 -e '^  --terrain ' | paste -s -d ' ' | tr -s ' ' | sed 's/.*: //'
open, broken, marsh, road
