# Issue 32: --type, --quality and --target-quality, the suite's names ...
$ bacw-shoot --type cavalry --quality veteran --target-quality inexperienced --range 6 --dice 4,3,5,2,6,1,3
CASUALTIES  1 pin added; 1 casualty marked
3 shots (3 bases x 1), cavalry with rifled-carbine at 6"
to hit 3+ (3+, close-range +1, mounted -1): 4 3 5, 3 hits
to wound 3+ (inexperienced): 2 6 1, 1 wound
exceptional damage, re-rolled: 3, no harm done

# ... and the old --unit, --experience and --target-experience give
# the same answer.
$ bacw-shoot --unit cavalry --experience veteran --target-experience inexperienced --range 6 --dice 4,3,5,2,6,1,3
CASUALTIES  1 pin added; 1 casualty marked
3 shots (3 bases x 1), cavalry with rifled-carbine at 6"
to hit 3+ (3+, close-range +1, mounted -1): 4 3 5, 3 hits
to wound 3+ (inexperienced): 2 6 1, 1 wound
exceptional damage, re-rolled: 3, no harm done

# The inputs are keyed by the new names.
$ bacw-shoot --unit cavalry --experience veteran --target-experience inexperienced --range 6 --dice 4,3,5,2,6,1,3 --json | jq -c '.inputs | [.type, .quality, .target_quality]'
["cavalry","veteran","inexperienced"]
