# One result a line, in order; a bad line is told, the rest still run.
$ printf -- '--morale regular --pins 1 --dice 3,4\n--morale veteran\n' | bacw-order --batch --json
{"tool":"bacw-order","line":1,"inputs":{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":"regular"},"dice":[{"roll":"order test","sides":6,"value":3},{"roll":"order test","sides":6,"value":4}],"outcome":"pass","effect":"advance: fires and advances","modifiers":[{"name":"pins","value":-1,"side":null,"source":null}],"order":"advance","target":7,"total":7,"passed":true,"blunder":null,"pins_before":1,"pins_after":0,"not_counted":[],"friendly_pins":0}
{"tool":"bacw-order","line":2,"inputs":{"quality":"regular","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":"veteran"},"dice":[],"outcome":"no_test","effect":"advance: fires and advances","modifiers":[],"order":"advance","target":9,"total":null,"passed":null,"blunder":null,"pins_before":0,"pins_after":0,"not_counted":[],"friendly_pins":0}

$ printf -- '--pins 1 --dice 1,2\n--morale heroic\n\n# a comment\n--pins 2 --dice 6,6,4\n' | bacw-order --batch
PASS  rolled 1+2=3 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
BLUNDER  rolled 6+6=12 vs 6 (regular 8, 2 pins -2); blunder 4, move right: the unit moves 1 move to the right without changing formation; stops at any friendly unit met; a friendly unit met also takes a pin; pins 2 -> 3
! bacw-order: line 2: --morale: 'heroic' is not one of inexperienced, regular, veteran, or a number from 2 to 12
[2]

$ printf -- '--pins 1 --dice 1,2\n--pins 1 --dice 5,6\n' | bacw-order --batch -e
PASS  rolled 1+2=3 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
FAIL  rolled 5+6=11 vs 7 (regular 8, 1 pin -1); advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting
[1]

# Options on the command line hold for every line; a line may override them.
$ printf -- '--pins 1 --dice 4,4\n--morale veteran --dice 4,5\n' | bacw-order --batch --morale inexperienced --pins 2
FAIL  rolled 4+4=8 vs 6 (inexperienced 7, 1 pin -1); advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting
FAIL  rolled 4+5=9 vs 7 (veteran 9, 2 pins -2); advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting

# A line's value holds for that line alone, a word cut short too: the
# next line has the command line's again (its words found once).
$ printf -- '--morale vet --dice 4,5\n--dice 2,2\n--morale regular --dice 3,3\n--dice 2,2\n' | bacw-order --batch --morale inexperienced --pins 2
FAIL  rolled 4+5=9 vs 7 (veteran 9, 2 pins -2); advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting
PASS  rolled 2+2=4 vs 5 (inexperienced 7, 2 pins -2); advance: fires and advances; pins 2 -> 1
PASS  rolled 3+3=6 vs 6 (regular 8, 2 pins -2); advance: fires and advances; pins 2 -> 1
PASS  rolled 2+2=4 vs 5 (inexperienced 7, 2 pins -2); advance: fires and advances; pins 2 -> 1

# Shell-style words: quotes, backslashes, comments.
$ printf -- "--order 'receive-charge' --dice \"3,3\" # charged\n--order re\\\\ceive-charge --dice 6,6,1\n" | bacw-order --batch
PASS  rolled 3+3=6 vs 8 (regular 8); receive-charge: may fire at point blank range at the chargers
BLUNDER  rolled 6+6=12 vs 8 (regular 8); blunder 1, rapid retreat: the unit runs away from the closest visible enemy; pins 0 -> 1

# A seeded batch is reproducible.
$ printf -- '--pins 1\n--pins 2\n--pins 3\n' | bacw-order --batch --seed 7
PASS  rolled 1+3=4 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
PASS  rolled 1+5=6 vs 6 (regular 8, 2 pins -2); advance: fires and advances; pins 2 -> 1
FAIL  rolled 3+6=9 vs 5 (regular 8, 3 pins -3); advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting

# A line's own seed holds for that line: the others roll as above.
$ printf -- '--pins 1\n--pins 1 --seed 5\n--pins 2\n--pins 3\n' | bacw-order --batch --seed 7
PASS  rolled 1+3=4 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
PASS  rolled 6+1=7 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
PASS  rolled 1+5=6 vs 6 (regular 8, 2 pins -2); advance: fires and advances; pins 2 -> 1
FAIL  rolled 3+6=9 vs 5 (regular 8, 3 pins -3); advance failed: cannot carry out this or any other order this turn except hand-to-hand fighting

# Odds per line.
$ printf -- '--order charge\n--pins 1 --morale 12\n' | bacw-order --batch --odds --json
{"tool":"bacw-order","line":1,"inputs":{"quality":"regular","pins":0,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"charge","reason":null,"enemy":"charge-range","type":"infantry","morale":null},"target":8,"answer":{"question":"PASS","p":0.72222222222222221,"fraction":"13/18"},"odds":[{"outcome":"pass","p":0.72222222222222221,"fraction":"13/18"},{"outcome":"fail","p":0.25,"fraction":"1/4"},{"outcome":"blunder","p":0.027777777777777776,"fraction":"1/36"}],"blunders":[{"outcome":"blunder_1","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_2","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_3","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_4","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_5","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_6","p":0.0046296296296296294,"fraction":"1/216"}],"pins_after":[{"value":0,"pins":0,"p":0.97685185185185186,"fraction":"211/216","p_at_least":1,"fraction_at_least":"1","p_at_most":0.97685185185185186,"fraction_at_most":"211/216"},{"value":1,"pins":1,"p":0.023148148148148147,"fraction":"5/216","p_at_least":0.023148148148148147,"fraction_at_least":"5/216","p_at_most":1,"fraction_at_most":"1"}],"expected_pins_after":{"value":0.023148148148148147,"fraction":"5/216","sd":0.15037390526770106}}
{"tool":"bacw-order","line":2,"inputs":{"quality":"regular","pins":1,"colonel":false,"brigade_commander":false,"army_commander":false,"order":"advance","reason":null,"enemy":"visible","type":"infantry","morale":12},"target":11,"answer":{"question":"PASS","p":0.97222222222222221,"fraction":"35/36"},"odds":[{"outcome":"pass","p":0.97222222222222221,"fraction":"35/36"},{"outcome":"blunder","p":0.027777777777777776,"fraction":"1/36"}],"blunders":[{"outcome":"blunder_1","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_2","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_3","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_4","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_5","p":0.0046296296296296294,"fraction":"1/216"},{"outcome":"blunder_6","p":0.0046296296296296294,"fraction":"1/216"}],"pins_after":[{"value":0,"pins":0,"p":0.97222222222222221,"fraction":"35/36","p_at_least":1,"fraction_at_least":"1","p_at_most":0.97222222222222221,"fraction_at_most":"35/36"},{"value":2,"pins":2,"p":0.027777777777777776,"fraction":"1/36","p_at_least":0.027777777777777776,"fraction_at_least":"1/36","p_at_most":1,"fraction_at_most":"1"}],"expected_pins_after":{"value":0.055555555555555552,"fraction":"1/18","sd":0.32867109906108977}}

# Lines that cannot be a scenario.
$ printf -- '--pins 1 --dice 1,2\n--order "charge\n--pins 1 --dice 1,\\002\n--tables x\n--batch\n--pins 1 --dice 1,1\n' | bacw-order --batch
PASS  rolled 1+2=3 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
! bacw-order: line 2: unterminated " quote
! bacw-order: line 3: --dice: die 2, '002', has a leading zero
! bacw-order: line 4: --tables cannot be given in a batch line
! bacw-order: line 5: --batch cannot be given in a batch line
[2]

$ printf -- 'a\000b\n--pins 1 --dice 1,1\n' | bacw-order --batch
PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
! bacw-order: line 1: contains a NUL byte
[2]

# A line longer than the batch takes is read to its end and told; the
# next line is the next.
$ { printf -- '--pins 1 --dice 2,2 '; head -c 70000 /dev/zero | tr '\0' ' '; printf '\n--pins 1 --dice 1,1\n'; } | bacw-order --batch
PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
! bacw-order: line 1: longer than 65536 bytes
[2]

# The last line needs no newline; lines run on across the blocks the
# input is read in (64 KiB).
$ printf -- '--pins 1 --dice 1,1' | bacw-order --batch
PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0

$ yes -- '--pins 1 --dice 1,1' | head -n 5000 | bacw-order --batch | uniq -c
   5000 PASS  rolled 1+1=2 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0

$ bacw-order --batch --dice 1,2 </dev/null
! bacw-order: --dice goes in a batch line, not with --batch
[2]

# With SIGPIPE ignored, a batch of bad lines whose standard error is a
# closed pipe ends, exit 2, once an error cannot be written, as for
# standard output (issue 38, 10; it ran until timeout killed it, 124).
$ trap '' PIPE; { yes -- --nope 2>/dev/null | timeout 10 bacw-order --batch 2>&1 >/dev/null; echo $? >status; } | :; cat status
2

# A batch whose reader has gone ends at its first answer, written to
# the pipe at once, not left in a buffer while the batch waits for its
# next line (issue 38, 11; it waited until timeout killed it, 124).
$ trap '' PIPE; mkfifo in; (sleep 1; echo --pins 1; exec sleep 9) >in & { timeout 5 bacw-order --batch <in 2>err; echo $? >status; } | :; kill $!; cat status err
2
bacw-order: standard output: Broken pipe

# Each JSON answer names the input line it answers, and a refused line
# gives an error object {"line":N,"error":WHY} on stdout in its place
# (its message on stderr too, as ever), so a blank, a comment or a bad
# line shifts no later answer (issue 32). Line 1: 4+3=7 vs regular 8 -
# 1 pin = 7, a pass; line 5: 6+6 is a blunder (worked by hand).
$ printf -- '--pins 1 --dice 4,3\n--pins 9x\n\n# note\n--pins 1 --dice 6,6,2\n' | bacw-order --batch --json 2>/dev/null | jq -c '[.line, .outcome // (.error | type), has("error")]'
[1,"pass",false]
[2,"string",true]
[5,"blunder",false]

# In text, a batch's answers carry no line number (the first line is
# the answer, as ever): a refused line is told on stderr only, and
# --json is the form that keeps the lines aligned.
$ printf -- '--pins 1 --dice 4,3\n--pins 9x\n--pins 1 --dice 6,6,2\n' | bacw-order --batch
PASS  rolled 4+3=7 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
BLUNDER  rolled 6+6=12 vs 7 (regular 8, 1 pin -1); blunder 2, retreat: the unit makes a normal move away from the closest enemy; pins 1 -> 2
! bacw-order: line 2: --pins: '9x' is not a number
[2]

# Unknown options on two lines of one batch: the second's message is not
# built in the first line's freed memory (the fuzz targets found it).
$ printf -- '--zz\n--pins 1 --dice 3,4\n--yy\n' | bacw-order --batch
PASS  rolled 3+4=7 vs 7 (regular 8, 1 pin -1); advance: fires and advances; pins 1 -> 0
! bacw-order: line 1: unknown option '--zz'
! bacw-order: line 3: unknown option '--yy'
[2]
