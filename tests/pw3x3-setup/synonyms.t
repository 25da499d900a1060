# --attacker SIDE is the old name of --attacker-side (issue 32: a bare
# --attacker was a unit's grade or type in other tools).  By hand: the
# second side, British, attacks as given, no set-up throw; the terrain
# die 5 is a wood (terrain.csv, the sheet's 5).
$ pw3x3-setup --attacker-side second --names Boers,British --dice 5 | head -n 2
WOOD  attacker British, defender Boers
set-up throw: none, British attacks as given

$ pw3x3-setup --attacker second --names Boers,British --dice 5 | head -n 2
WOOD  attacker British, defender Boers
set-up throw: none, British attacks as given

# The JSON input is attacker_side under either name; "attacker" is
# still the attacker's name.
$ pw3x3-setup --attacker second --names Boers,British --dice 5 --json >old; pw3x3-setup --attacker-side second --names Boers,British --dice 5 --json >new; cmp old new && jq -c '[.inputs.attacker_side, .inputs.attacker, .attacker]' new
["second",null,"British"]

$ pw3x3-setup --attacker third
! pw3x3-setup: --attacker-side: 'third' is not one of first, second
[2]
