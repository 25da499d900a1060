# The option help names no rule number: the edge of "near" is the far
# row of fpga/enemy.csv, which a house rule may move (04-fpga-control.md;
# issue 17).  The old text said 'within 20"' in both lines.
$ fpga-control --help | grep -e '^  --enemy ' -e '^  --inactive'
  --enemy near|far             whether an enemy unit is near the force (fpga/enemy.csv)
  --inactive                   choose Inactive without rolling (no enemy near)

# No digit followed by an inch mark, nor a die size, in any help line.
$ fpga-control --help | grep -c -e '[0-9]"' -e 'd[0-9]'
0
[1]
