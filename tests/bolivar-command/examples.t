# The EXAMPLES of bolivar-command(1), each as the page gives it.
$ bolivar-command --type battalion --far --dice 5,6,1
PASS  rolled 5 6 1, 1 hit (3d6, hit on 6+)
command check: resolve 4 x 1d6, beyond 8 TUM of the commander -1d6

$ bolivar-command --zone threat --action formation --shooting --resolve 3 --seed 1816
PASS  rolled 5 6 2, 1 hit (3d6, hit on 6+)
command check: resolve 3 x 1d6
threat zone: a change of formation needs a command check

# 2 dice: 1 - (5/6)^2 = 11/36.
$ bolivar-command --resolve 2,1 --odds
PASS 30.56% (11/36)
2d6, hit on 6+
command check: resolve 2 (the higher of 2 and 1) x 1d6
pass                   11/36  30.556%  ######
fail                   25/36  69.444%  ##############

$ bolivar-command casualty --routed --dice 4,6,1
CASUALTY  rolled 4 6 1, 1 hit (3d6, hit on 6+)
commander casualty: the enemy player rolls; the unit routed
