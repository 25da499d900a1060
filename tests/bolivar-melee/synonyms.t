# Issue 32: --SIDE-type, the suite's name ...
$ bolivar-melee --attacker-type horse --defender-type skirmisher --attacker-commander --dice 4,4,1,1,4,6
HITS  attacker 2, defender 1
attacker: 2d6 hit on 4+ (primary) / 1d6 hit on 4+ (commander)
defender: 3d6 hit on 6+ (primary)
attacker rolled 4 4 / 1, 2 hits
defender rolled 1 4 6, 1 hit
attacker horse, charging, unsupported (no friend to the rear within 4 TUM): primary fighter, resolve 3 x 1d6, unsupported -1d6; to hit: cavalry in the open charging in other situations
defender skirmisher, unsupported (no friend to the rear within 4 TUM): primary fighter, resolve 4 x 1d6, unsupported -1d6; to hit: skirmishers or rabble
the attacker's commander rolls for commander loss in the morale phase (bolivar-command casualty)

# ... and the old --SIDE-unit give the same answer.
$ bolivar-melee --attacker-unit horse --defender-unit skirmisher --attacker-commander --dice 4,4,1,1,4,6
HITS  attacker 2, defender 1
attacker: 2d6 hit on 4+ (primary) / 1d6 hit on 4+ (commander)
defender: 3d6 hit on 6+ (primary)
attacker rolled 4 4 / 1, 2 hits
defender rolled 1 4 6, 1 hit
attacker horse, charging, unsupported (no friend to the rear within 4 TUM): primary fighter, resolve 3 x 1d6, unsupported -1d6; to hit: cavalry in the open charging in other situations
defender skirmisher, unsupported (no friend to the rear within 4 TUM): primary fighter, resolve 4 x 1d6, unsupported -1d6; to hit: skirmishers or rabble
the attacker's commander rolls for commander loss in the morale phase (bolivar-command casualty)

# The inputs are keyed by the new names.
$ bolivar-melee --attacker-unit horse --defender-unit skirmisher --attacker-commander --dice 4,4,1,1,4,6 --json | jq -c '.inputs | [.attacker_type, .defender_type]'
["horse","skirmisher"]

# Text is ASCII (issue 32): a side's pools and dice are parted by a
# slash, not a middle dot.
$ bolivar-melee --attacker-commander --dice 1,1,1,1,4,4,4 | LC_ALL=C tr -d ' -~\n' | wc -c
0
