# A check with no resolve to count.
$ bolivar-command
! bolivar-command: give --resolve or --type: the unit's current resolve, or its starting resolve
[2]

$ bolivar-command --zone threat --action direction
! bolivar-command: give --resolve or --type: the unit's current resolve, or its starting resolve
[2]

# --resolve: a number, or two, from 1 to the starting resolve.
$ bolivar-command --resolve 0
! bolivar-command: --resolve: '0' is below the minimum 1
[2]

$ bolivar-command --resolve 5
! bolivar-command: --resolve: '5' is above the maximum 4
[2]

$ bolivar-command --resolve x
! bolivar-command: --resolve: 'x' is not a number
[2]

$ bolivar-command --resolve 3,
! bolivar-command: --resolve: '3,' is not N or N,M
[2]

$ bolivar-command --resolve ,3
! bolivar-command: --resolve: ',3' is not N or N,M
[2]

$ bolivar-command --resolve 1,2,3
! bolivar-command: --resolve: '1,2,3' is not N or N,M
[2]

$ bolivar-command --resolve 2,9
! bolivar-command: --resolve: '9' is above the maximum 4
[2]

$ bolivar-command --resolve 2.5
! bolivar-command: --resolve: '2.5' is not a whole number
[2]

$ bolivar-command --resolve ''
! bolivar-command: --resolve: '' is empty
[2]

$ bolivar-command --resolve 00000000000000000000000000000000003
! bolivar-command: --resolve: '00000000000000000000000000000000003' is too long
[2]

$ bolivar-command --unit horse --resolve 4
! bolivar-command: --resolve: '4' is above the horse's starting resolve 3
[2]

$ bolivar-command --unit rabble --resolve 1,3
! bolivar-command: --resolve: '3' is above the rabble's starting resolve 2
[2]

$ bolivar-command --unit hussar
! bolivar-command: --type: 'hussar' is not one of commander, horse, gauchos, battalion, spearmen, skirmisher, rabble, light-gun, heavy-gun, howitzer
[2]

# --far and --distance say the same thing; both is a contradiction.
$ bolivar-command --resolve 4 --far --distance 3
! bolivar-command: --far and --commander-distance cannot go together
[2]

$ bolivar-command --resolve 4 --distance -1
! bolivar-command: --commander-distance: '-1' is below the minimum 0
[2]

$ bolivar-command --resolve 4 --distance 1000
! bolivar-command: --commander-distance: '1000' is above the maximum 999
[2]

# The zone rules: an action needs its zone, a zone its action.
$ bolivar-command --resolve 4 --action move
! bolivar-command: --action needs --zone
[2]

$ bolivar-command --resolve 4 --shooting
! bolivar-command: --shooting needs --zone
[2]

$ bolivar-command --resolve 4 --zone threat
! bolivar-command: --zone needs --action
[2]

$ bolivar-command --zone danger --action move
! bolivar-command: --zone: 'danger' is not one of manoeuvre, threat, control, locked
[2]

$ bolivar-command --zone threat --action charge
! bolivar-command: --action: 'charge' is not one of formation, direction, move, about-face
[2]

# Contradictions the zones forbid.
$ bolivar-command --zone locked --action move --resolve 4
! bolivar-command: --action move in the locked zone: the only move allowed is an about face that leaves the unit in front-edge contact
[2]

$ bolivar-command --zone locked --action formation --shooting --resolve 4
! bolivar-command: --action formation with --shooting in the locked zone: the only move allowed is an about face that leaves the unit in front-edge contact
[2]

$ bolivar-command --zone manoeuvre --action move --shooting --resolve 4
! bolivar-command: --action move with --shooting in the manoeuvre zone: a shooting unit is in the threat zone at least
[2]

# Options of the other mode.
$ bolivar-command --routed --resolve 4
! bolivar-command: --routed goes with casualty, not check
[2]

$ bolivar-command casualty --resolve 4
! bolivar-command: --resolve goes with check, not casualty
[2]

$ bolivar-command casualty --far
! bolivar-command: --far goes with check, not casualty
[2]

$ bolivar-command casualty check
! bolivar-command: unexpected argument 'check'
[2]

# --dice: exactly the pool.
$ bolivar-command --resolve 4 --dice 6,1,1
! bolivar-command: --dice: needs 1 more die: command check (4d6)
[2]

$ bolivar-command --resolve 2 --dice 6,1,1
! bolivar-command: --dice: 3 dice given, only 2 used
[2]

$ bolivar-command --resolve 2 --dice 7,1
! bolivar-command: --dice: die 1 is 7, off a d6 (command check)
[2]

$ bolivar-command --resolve 1 --far --dice 6
! bolivar-command: --dice: 1 die given, only 0 used
[2]

$ bolivar-command casualty --routed --dice 1,1
! bolivar-command: --dice: needs 1 more die: commander casualty (3d6)
[2]

$ bolivar-command --zone manoeuvre --action move --dice 6
! bolivar-command: --dice: 1 die given, only 0 used
[2]

# Table errors name the file, line and column.
$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command-needed.csv" t/bolivar/ && sed -i 's/^threat,move,,no,yes,$/threat,walk,,no,yes,/' t/bolivar/command-needed.csv && bolivar-command -T t --resolve 1
! bolivar-command: t/bolivar/command-needed.csv:7:2: 'walk' is not one of formation, direction, move, about-face
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command-needed.csv" t/bolivar/ && sed -i '/^threat,move,/d' t/bolivar/command-needed.csv && bolivar-command -T t --resolve 1
! bolivar-command: t/bolivar/command-needed.csv: no row for threat, move, shooting no
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command-needed.csv" t/bolivar/ && sed -i 's/^threat,formation,yes,/threat,formation,maybe,/' t/bolivar/command-needed.csv && bolivar-command -T t --resolve 1
! bolivar-command: t/bolivar/command-needed.csv:4:3: 'maybe' is not one of yes, no
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command-needed.csv" t/bolivar/ && sed -i 's/^threat,move,,no,yes,$/threat,move,,perhaps,yes,/' t/bolivar/command-needed.csv && bolivar-command -T t --resolve 1
! bolivar-command: t/bolivar/command-needed.csv:7:4: 'perhaps' is not yes or no
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command.csv" t/bolivar/ && echo 1,8,-1,0,6,6 >>t/bolivar/command.csv && bolivar-command -T t --resolve 1
! bolivar-command: t/bolivar/command.csv: needs exactly one row: the dice of the check
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command.csv" t/bolivar/ && sed -i 's/^1,8,-1,0,6,6$/1,eight,-1,0,6,6/' t/bolivar/command.csv && bolivar-command -T t --resolve 1
! bolivar-command: t/bolivar/command.csv:2:2: 'eight' is not a number
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/command.csv" t/bolivar/ && sed -i 's/^1,8,-1,0,6,6$/1,8,-1,0,6,1/' t/bolivar/command.csv && bolivar-command -T t --resolve 1
! bolivar-command: t/bolivar/command.csv:2:6: '1' is below the minimum 2
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/casualty.csv" t/bolivar/ && sed -i 's/^no,2,6,6$/yes,2,6,6/' t/bolivar/casualty.csv && bolivar-command -T t casualty
! bolivar-command: t/bolivar/casualty.csv:3:1: routed yes is already on line 2
[3]

$ mkdir -p t/bolivar && cp "$TABLES/bolivar/casualty.csv" t/bolivar/ && sed -i '/^no,/d' t/bolivar/casualty.csv && bolivar-command -T t casualty
! bolivar-command: t/bolivar/casualty.csv: needs a row for routed yes and one for no
[3]

$ cp -R "$TABLES" tables && rm tables/bolivar/casualty.csv && cp "$TOP/bolivar-command" . && env -u MUSKET_TABLES ./bolivar-command -T tables casualty
! bolivar-command: tables/bolivar/casualty.csv: No such file or directory
[3]
