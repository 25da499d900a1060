# Issue 32: --type and --commander-distance, the suite's names ...
$ bolivar-command --type horse --commander-distance 5 --dice 4,1,6
PASS  rolled 4 1 6, 1 hit (3d6, hit on 6+)
command check: resolve 3 x 1d6

# ... and the old --unit and --distance give the same answer.
$ bolivar-command --unit horse --distance 5 --dice 4,1,6
PASS  rolled 4 1 6, 1 hit (3d6, hit on 6+)
command check: resolve 3 x 1d6

# The inputs are keyed by the new names.
$ bolivar-command --unit horse --distance 5 --dice 4,1,6 --json | jq -c '.inputs | [.type, .commander_distance]'
["horse",5]
