# The EXAMPLES of fpga-officer(1), word for word.
$ fpga-officer --ones 2 --dice 5,4
SURVIVES  rolled 5+4=9 +2 for 2 ones = 11 (up to 11: survives)
the officer survives (combat)

$ fpga-officer --reason overrun --dice 6,6 --json | jq -c '{outcome, total}'
{"outcome":"killed","total":12}
