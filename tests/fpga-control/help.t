# The option help names no rule number: the edge of "near" is the far
# row of fpga/enemy.csv, which a house rule may move (04-fpga-control.md;
# issue 17).  The old text said 'within 20"' in both lines.
$ fpga-control --help | grep -A1 -e '^  --enemy ' && fpga-control --help | grep -e '^  --inactive'
  --enemy near|far             whether an enemy unit is near the force
                               (fpga/enemy.csv) (not with --enemy-distance):
  --inactive                   choose Inactive without rolling (no enemy near)

# No digit followed by an inch mark, nor a die size, in any help line.
$ fpga-control --help | grep -c -e '[0-9]"' -e 'd[0-9]'
0
[1]

# A house rule (3 dice kept of 3 + CDs, d8, the near edge at 25"): every
# number in the text, the --want note and the odds line follow the
# tables.  3 of 4d8 kept; 8+7+2 = 17 is the top band.
$ mkdir -p t/fpga && cp "$TABLES/fpga/enemy.csv" t/fpga/ && cp "$TABLES/fpga/test.csv" t/fpga/ && printf 'dice,sides,keep,min_mod,max_mod\n3,8,3,-4,4\n' >t/fpga/test.csv && sed -i 's/^far,20,/far,25,/' t/fpga/enemy.csv && fpga-control -T t --enemy near --cd 1 --dice 8,7,1,2
ATTACK!  8+7+2 = 17 (the 3 highest of 8,7,1,2), enemy within 25"
reachable: Attack!

$ mkdir -p t/fpga && cp "$TABLES/fpga/enemy.csv" t/fpga/ && cp "$TABLES/fpga/test.csv" t/fpga/ && printf 'dice,sides,keep,min_mod,max_mod\n3,8,3,-4,4\n' >t/fpga/test.csv && sed -i 's/^far,20,/far,25,/' t/fpga/enemy.csv && fpga-control -T t --enemy near --cd 1 --dice 8,7,1,2 --want hold
ATTACK!  8+7+2 = 17 (no 3 of 8,7,1,2 give Hold: the 3 highest kept), enemy within 25"
reachable: Attack!

$ mkdir -p t/fpga && cp "$TABLES/fpga/enemy.csv" t/fpga/ && cp "$TABLES/fpga/test.csv" t/fpga/ && printf 'dice,sides,keep,min_mod,max_mod\n3,8,3,-4,4\n' >t/fpga/test.csv && sed -i 's/^far,20,/far,25,/' t/fpga/enemy.csv && fpga-control -T t --enemy-distance 22 --inactive
! fpga-control: --inactive: not with an enemy within 25" (fpga/enemy.csv:2)
[2]
