# --vary compares the mean distance, the answer: near, 4" + 1d6 averages
# 15/2; re-rolling a 1, 2 or 3 once, 4 + (1/2)(7/2) + (4+5+6)/6 = 33/4
# (by hand).
$ fpga-move --type slow-infantry --near --odds --vary cd=no,yes
best cd-reroll=yes: inches moved, on average 8.250 (33/4)
cd-reroll   answer expected_distance  fraction
no          7.500              7.500  15/2
yes         8.250              8.250  33/4

$ fpga-move --type slow-infantry --near --odds --vary cd=no,yes --json | jq -c '.answer, [.rows[].answer]'
{"question":"inches moved, on average","alike":false,"values":{"cd_reroll":true,"cd-reroll":true},"value":8.25,"fraction":"33/4"}
[{"value":7.5,"fraction":"15/2"},{"value":8.25,"fraction":"33/4"}]
