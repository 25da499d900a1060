# The EXAMPLES of pw3x3-setup(1), word for word.
$ pw3x3-setup --names British,Zulus --dice 2,5,6,3
RIVER AND HILL  attacker Zulus, defender British
set-up throw: British 2, Zulus 5
terrain 6: a river, parallel to the defender's baseline, and the defender throws again
terrain again 3: a hill, in one of the defender's baseline grid areas
the defender (British) places them within the grid areas given
artillery on a hill can fire over friendly units in front of it that are lower than the hill and troops on a hill are uphill to an enemy in close combat

$ pw3x3-setup --attacker-side second --names Boers,British --dice 5
WOOD  attacker British, defender Boers
set-up throw: none, British attacks as given
terrain 5: a wood, in the left or right grid area of the defender's baseline
the defender (Boers) places it within the grid areas given
a wood gives cover to troops in it and a unit must stop on entering it and moves at most 1 grid area a turn through it

$ pw3x3-setup --terrain-only --dice 6,1 --json | jq -c .features
[{"feature":"river","placement":"parallel to the defender's baseline"}]
