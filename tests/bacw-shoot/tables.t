# House rules are table cells.  "A 6 always hits": 7+ is a plain 6.
$ mkdir -p t/bacw && cp "$TABLES/bacw/to-hit-extremes.csv" t/bacw/ && sed -i 's/^7,7,6,4,yes$/7,7,6,0,yes/' t/bacw/to-hit-extremes.csv && bacw-shoot --tables t --range 10 --shots 2 --pins 4 --dice 6,5,4
CASUALTIES  1 pin added; 1 casualty marked
2 shots, infantry with rifled-musket at 10"
to hit 6+ (3+, pins -4): 6 5, 1 hit
to wound 4+ (regular): 4, 1 wound

# A cannon's damage as casualties: no wound roll.
$ mkdir -p t/bacw && cp "$TABLES/bacw/damage.csv" t/bacw/ && sed -i 's/^hits,6,yes$/casualties,6,yes/' t/bacw/damage.csv && bacw-shoot --tables t --unit artillery --range 20 --dice 3,5
BASE LOST  1 pin added; 1 base removed; 1 casualty marked; morale test due: bacw-morale --tables t --reason casualties --quality regular --type infantry --bases 4 (add --pins: its pins now)
1 shot (1 base x 1), artillery with 12lb-smoothbore at 20"
to hit 3+ (3+): 3, 1 hit
damage 1 die a hit: 5, 5 casualties

# A target down is -2 (Bolt Action's 2nd edition).
$ mkdir -p t/bacw && cp "$TABLES/bacw/shoot-modifiers.csv" t/bacw/ && sed -i 's/^target-down,-1,/target-down,-2,/' t/bacw/shoot-modifiers.csv && bacw-shoot --tables t --range 10 --shots 1 --target-down --dice 5,4
CASUALTIES  1 pin added; 1 casualty marked
1 shot, infantry with rifled-musket at 10"
to hit 5+ (3+, target-down -2): 5, 1 hit
to wound 4+ (regular): 4, 1 wound

# Larger units counted by the bases they have now.
$ mkdir -p t/bacw && cp "$TABLES/bacw/shoot.csv" t/bacw/ && sed -i 's/^6,3,6,50,1,1,5,yes$/6,3,6,50,1,1,5,no/' t/bacw/shoot.csv && bacw-shoot --tables t --range 10 --shots 4 --target-start-bases 6 --target-bases 5 --dice 3,3,3,3,4,4,5,5
BASE LOST  1 pin added; 1 base removed; morale test due: bacw-morale --tables t --reason casualties --quality regular --type infantry --bases 4 --start-bases 6 (add --pins: its pins now)
4 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3 3, 4 hits
to wound 4+ (regular): 4 4 5 5, 4 wounds

$ mkdir -p t/bacw && cp "$TABLES/bacw/shoot.csv" t/bacw/ && sed -i 's/^6,3,6,50,1,1,5,yes$/6,3,6,50,1,1,5,no/' t/bacw/shoot.csv && bacw-shoot --tables t --range 10 --shots 4 --target-bases 7 --dice 3,3,3,3,4,4,5,5
BASE LOST  1 pin added; 1 base removed; no morale test: it still has more than 5 bases
4 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3 3 3, 4 hits
to wound 4+ (regular): 4 4 5 5, 4 wounds

# Skirmishers remove a base every 2 casualties.
$ mkdir -p t/bacw && cp "$TABLES/bacw/units.csv" t/bacw/ && sed -i 's/^skirmishers,2,rifled-musket,4,/skirmishers,2,rifled-musket,2,/' t/bacw/units.csv && bacw-shoot --tables t --range 10 --shots 2 --target-type skirmishers --no-target-small --dice 3,3,4,4
BASE LOST  1 pin added; 1 base removed; morale test due: bacw-morale --tables t --reason casualties --quality regular --type skirmishers --bases 1 (add --pins: its pins now)
2 shots, infantry with rifled-musket at 10"
to hit 3+ (3+): 3 3, 2 hits
to wound 4+ (regular): 4 4, 2 wounds
