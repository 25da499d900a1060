#!/bin/sh
# tests/tap/bad-input.sh TOOL... - the bad-input corpus, as TAP.
#
# Every class of bad input of issue 7, for every tool, learnt from the
# tool itself so that a new tool needs no edit here: its options and
# their kinds from --help and from how it answers a probe ('3x', '2.5',
# a huge number tells the bounds), its enumerations from --list, its
# tables by running it on an empty folder and copying in what it asks
# for, a scenario that rolls dice from its tests/<tool>/demo lines.
# Each case asserts the exit status (2 bad input, 3 table), nothing on
# stdout and the one line on stderr naming the problem: exactly where
# the library writes it, its start where only the tool knows the rest.
# Cases a table must pass (a BOM, CRLF, CR, no final newline) must give
# the very answer the shipped table gives.
set -u
: "${TOP:?}" "${TABLES:?}"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/musket-bad.XXXXXX") || exit 2
trap 'rm -rf "$scratch"' EXIT INT TERM
cd "$scratch" || exit 2
n=0
failures=0

# --- running a case --------------------------------------------------

# run STDIN CMD...: CMD's stdout, stderr and status in out, err, status.
run() {
	input=$1
	shift
	"$@" <"$input" >out 2>err
	echo $? >status
}

report() {	# report PASS WHAT [DIAGNOSTIC...]
	n=$((n + 1))
	if [ "$1" = 1 ]; then
		echo "ok $n - $2"
		return
	fi
	failures=$((failures + 1))
	echo "not ok $n - $2"
	shift 2
	for line in "$@"; do
		printf '#   %s\n' "$line"
	done
	printf '#   status %s, stdout %s bytes\n' "$(cat status)" "$(wc -c <out)"
	sed 's/^/#   stderr: /' err | head -n 5
}

# refused WHAT STATUS MATCH WANT CMD...: CMD must exit STATUS, print
# nothing on stdout and one line on stderr: WANT exactly (MATCH "is"),
# or starting with WANT (MATCH "starts").
refused() {
	what=$1 want_status=$2 match=$3 want=$4
	shift 4
	run /dev/null "$@"
	check_refused "$what" "$want_status" "$match" "$want"
}

check_refused() {
	got=$(cat err)
	pass=1
	[ "$(cat status)" = "$2" ] || pass=0
	[ -s out ] && pass=0
	[ "$(wc -l <err)" -eq 1 ] || pass=0
	case $3 in
	is) [ "$got" = "$4" ] || pass=0 ;;
	starts) case $got in "$4"*) ;; *) pass=0 ;; esac ;;
	esac
	report $pass "$1" "want status $2, stderr that $3: $4"
}

# --- what a tool is ----------------------------------------------------

# The options of --help, each "name" or "name VALUE", one a line.
help_words() {
	"$1" --help </dev/null |
		sed -n 's/^  \(-., \)\{0,1\}--\([a-z][a-z-]*\)\( [^ ][^ ]*\)\{0,1\}  .*/\2\3/p'
}

# "is --OPT VALUE": the value of --list that a word option given alone
# stands for, the answer and status alike; "is refused as --OPT VALUE
# is" when the tool refuses both for another reason (an option of
# another mode); status 1 when it needs a value.
bare_value() {
	tool=$1 opt=$2
	"$tool" --seed 1 --json "--$opt" >bare.alone 2>&1 </dev/null
	alone=$?
	echo "$alone" >>bare.alone
	for v in $("$tool" --list 2>/dev/null | sed -n "s/^--$opt //p"); do
		"$tool" --seed 1 --json "--$opt" "$v" >bare.given 2>&1 </dev/null
		echo "$?" >>bare.given
		cmp -s bare.alone bare.given || continue
		if [ "$alone" = 0 ]; then
			echo "is --$opt $v"
		else
			echo "is refused as --$opt $v is"
		fi
		return 0
	done
	return 1
}

# The kind of a tool's valued option: whole, decimal or other (a word
# from a table or list, or text the tool parses itself).
option_kind() {
	tool=$1 opt=$2
	"$tool" "--$opt" 3x >/dev/null 2>err </dev/null
	if [ "$(cat err)" != "$tool: --$opt: '3x' is not a number" ]; then
		echo other
	elif "$tool" "--$opt" 2.5 >/dev/null 2>err </dev/null ||
	    ! grep -q "is not a whole number" err; then
		echo decimal
	else
		echo whole
	fi
}

# The bound an option states when given far past it: "below the minimum
# 0" gives 0.
bound() {
	"$1" "--$2" "$3" 2>&1 >/dev/null </dev/null |
		sed -n "s/.* is [a-z]* the m[a-z]* \(-\{0,1\}[0-9.]*\)$/\1/p"
}

# One past a bound, in the option's own terms: whole numbers by one,
# decimals by a thousandth.
past() {	# past KIND BOUND +1|-1
	if [ "$1" = whole ]; then
		echo $(($2 $3))
	else
		awk -v b="$2" -v d="$3" 'BEGIN {
			s = sprintf("%.3f", b + d / 1000)
			sub(/0+$/, "", s); sub(/\.$/, "", s); print s }'
	fi
}

# The tables a tool reads: the files of its rule set's folder it refuses
# when given empty.
tables_of() {
	set=${1%%-*}
	for path in "$TABLES/$set"/*.csv; do
		f=$set/${path##*/}
		# The tables are an overlay: one empty file in probe/ is refused
		# if the tool reads it, the others coming from the shipped ones.
		rm -rf probe && mkdir -p "probe/$set" && : >"probe/$f"
		"$1" -T probe --list >/dev/null 2>err </dev/null && continue
		grep -q "^$1: probe/$f: " err && echo "$f"
	done
}

# A scenario that rolls dice: the arguments of a demo line (without its
# dice, seed and output options), with the dice that seed gives, and the
# JSON of those dice.  The scenario with the most dice wins.
find_scenario() {
	tool=$1
	: >scenario.args
	[ -f "$TOP/tests/$tool/demo" ] || return
	grep -v '^#' "$TOP/tests/$tool/demo" | while IFS= read -r line; do
		case $line in *[\|\<\>\;\&\$\`]*) continue ;; esac	# one command
		eval "set -- $line"
		[ "$1" = "$tool" ] || continue
		shift
		args=
		while [ $# -gt 0 ]; do
			case $1 in
			--dice|-d|--seed|-s|--repeat|-n) shift ;;
			--odds|-o|--json|-j|--verbose|-v|-e|--exit-status) ;;
			*) args="$args '$(printf '%s' "$1" | sed "s/'/'\\\\''/g")'" ;;
			esac
			shift
		done
		for seed in 1 2 3 4 5 6 7 8 9 10 11 12; do
			eval "\"\$tool\" $args --seed $seed --json" >json 2>/dev/null \
				</dev/null || continue
			count=$(grep -o '"roll":' json | wc -l)
			if [ "$count" -gt "$(cat scenario.count 2>/dev/null || echo 0)" ]; then
				echo "$count" >scenario.count
				echo "$args" >scenario.args
				cp json scenario.json
			fi
		done
	done
}

# The dice of scenario.json: "roll|sides|value" a line.
scenario_dice() {
	# The common "dice" come before "outcome"; a tool's own keys after it
	# may hold a "dice" of their own (fpga-initiative's "rolls").
	sed 's/,"outcome":.*//; s/.*"dice":\[\([^]]*\)\].*/\1/; s/},{/}\n{/g' scenario.json |
		sed -n 's/.*"roll":"\([^"]*\)","sides":\([0-9]*\),"value":\([0-9]*\).*/\1|\2|\3/p'
}

# --- CSV, a line at a time (the shipped tables keep a row on a line) ---

csv_awk='
function split_csv(line, f,    n, i, c, q, start) {
	n = 0; q = 0; start = 1
	for (i = 1; i <= length(line); i++) {
		c = substr(line, i, 1)
		if (c == "\"") q = !q
		else if (c == "," && !q) { f[++n] = substr(line, start, i - start); start = i + 1 }
	}
	f[++n] = substr(line, start)
	return n
}
function join_csv(f, n,    s, i) {
	s = f[1]
	for (i = 2; i <= n; i++) s = s "," f[i]
	return s
}
function numeric(s) { return s ~ /^-?[0-9]+(\.[0-9]+)?$/ }
'

# set_cell FILE LINE COLUMN VALUE: the cell replaced.
set_cell() {
	awk -v line="$2" -v col="$3" -v value="$4" "$csv_awk"'
		NR == line { n = split_csv($0, f); f[col] = value; $0 = join_csv(f, n) }
		{ print }' "$1" >cell.tmp && mv cell.tmp "$1"
}

# Columns whose every data cell is a number or empty, one a line.
numeric_columns() {
	awk "$csv_awk"'
		NR == 1 { width = split_csv($0, h); next }
		{ n = split_csv($0, f)
		  for (i = 1; i <= width; i++) {
			if (f[i] != "" && !numeric(f[i])) bad[i] = 1
			if (f[i] != "") seen[i] = 1 } }
		END { for (i = 1; i <= width; i++) if (seen[i] && !bad[i]) print i }' "$1"
}

# "LOW HIGH" of a band table: two number columns where each row's low
# is the last row's high plus one (the first low, the last high may be
# open), or nothing.
band_columns() {
	awk "$csv_awk"'
		NR == 1 { width = split_csv($0, h); next }
		{ rows++; n = split_csv($0, f); for (i = 1; i <= width; i++) cell[rows, i] = f[i] }
		END {
			if (rows < 2) exit
			for (a = 1; a <= width; a++) for (b = 1; b <= width; b++) {
				if (a == b) continue
				fit = 1
				for (r = 1; r <= rows && fit; r++) {
					lo = cell[r, a]; hi = cell[r, b]
					if ((lo == "" && r > 1) || (hi == "" && r < rows)) fit = 0
					else if (lo != "" && !numeric(lo) || hi != "" && !numeric(hi)) fit = 0
					else if (lo != "" && hi != "" && lo + 0 > hi + 0) fit = 0
					else if (r > 1 && lo + 0 != cell[r - 1, b] + 1) fit = 0
				}
				if (fit) { print a, b; exit }
			}
		}' "$1"
}

header_field() {	# header_field FILE COLUMN
	awk -v col="$2" "$csv_awk"'NR == 1 { split_csv($0, f); print f[col]; exit }' "$1"
}

# --- the classes ---------------------------------------------------------

options() {
	tool=$1
	refused "$tool: options: unknown long option" 2 is \
		"$tool: unknown option '--no-such-option'" "$tool" --no-such-option
	refused "$tool: options: unknown short option" 2 is \
		"$tool: unknown option '-Q'" "$tool" -Q
	if "$tool" --list 2>/dev/null | grep -q '^mode '; then
		mode=$("$tool" --list | sed -n 's/^mode //p')
		refused "$tool: options: unknown mode" 2 starts \
			"$tool: 'no-such-mode' is not a mode: one of " "$tool" no-such-mode
		first=${mode%% *}
		refused "$tool: options: a mode given twice" 2 is \
			"$tool: unexpected argument '$first'" "$tool" "$first" "$first"
	else
		refused "$tool: options: a stray argument" 2 is \
			"$tool: unexpected argument 'stray'" "$tool" stray
	fi
	help_words "$tool" >words
	while read -r opt arg; do
		if [ -z "$arg" ]; then
			refused "$tool: options: --$opt=yes" 2 is \
				"$tool: --$opt takes no value" "$tool" "--$opt=yes"
			continue
		fi
		# A word option with a value alone (struct opt's .bare: the
		# old flag --cover is --cover cover) answers as given it.
		if bare=$(bare_value "$tool" "$opt"); then
			report 1 "$tool: options: --$opt alone $bare"
			continue
		fi
		refused "$tool: options: --$opt without its value" 2 is \
			"$tool: --$opt needs a value" "$tool" "--$opt"
	done <words
	# Each option given once too often: one that takes a list of values
	# past its count; any other given twice is as given once, its last
	# value counting and a flag given twice the flag (musket(7)).
	while read -r opt arg; do
		case $opt in
		json|odds|exit-status|batch|verbose|list|help|version) continue ;;
		esac
		value=x
		kind=other
		[ -n "$arg" ] && kind=$(option_kind "$tool" "$opt")
		[ "$kind" != other ] && value=$(bound "$tool" "$opt" -9999999999)
		[ "$opt" = dice ] && value=1
		if [ -z "$arg" ]; then
			set -- "--$opt"
		else
			set -- "--$opt" "$value"
		fi
		given="$*"
		times=1
		while [ $times -lt 5 ]; do
			times=$((times + 1))
			# shellcheck disable=SC2086
			set -- "$@" $(printf '%s\n' "$given")
			"$tool" "$@" >/dev/null 2>err </dev/null
			grep -q "^$tool: --$opt given" err && break
		done
		if ! grep -q "^$tool: --$opt given" err; then
			# shellcheck disable=SC2086
			once=$("$tool" --seed 1 $given 2>&1 </dev/null; echo "[$?]")
			# shellcheck disable=SC2086
			twice=$("$tool" --seed 1 $given $given 2>&1 </dev/null; echo "[$?]")
			[ "$opt" = seed ] && once=$twice	# two seeds, one value
			if [ "$once" = "$twice" ]; then
				report 1 "$tool: options: --$opt given twice is as once"
			else
				report 0 "$tool: options: --$opt given twice is as once" \
				    "once: $once" "twice: $twice"
			fi
			continue
		fi
		if [ $times -eq 2 ]; then
			want="$tool: --$opt given twice"
		else
			want="$tool: --$opt given more than $((times - 1)) times"
		fi
		refused "$tool: options: --$opt given $times times" 2 is "$want" \
			"$tool" "$@"
	done <words
	# --odds with --dice says how lucky the dice were (luck.t); with a
	# grid it cannot.
	refused "$tool: options: --vary with --dice" 2 is \
		"$tool: --vary and --dice cannot go together" \
		"$tool" --odds --vary x --dice 1
	for pair in "odds repeat" "odds seed" "dice repeat" "dice seed"; do
		set -- $pair
		refused "$tool: options: --$1 with --$2" 2 is \
			"$tool: --$1 and --$2 cannot go together" \
			"$tool" "--$1" $([ "$1" = dice ] && echo 1) "--$2" \
			$([ "$2" = odds ] || echo 1)
	done
	refused "$tool: options: --dice with --batch" 2 is \
		"$tool: --dice goes in a batch line, not with --batch" \
		"$tool" --batch --dice 1
}

numbers() {
	tool=$1
	help_words "$tool" >words
	while read -r opt arg; do
		[ -n "$arg" ] || continue
		case $opt in dice|tables) continue ;; esac
		kind=$(option_kind "$tool" "$opt")
		[ "$kind" = other ] && continue
		for pair in "3x|is not a number" " 3|is not a number" \
		    "0x10|is not a number" "-0|is a negative zero" \
		    "1e9|is not a number" "99999999999999999999|is too large" \
		    "|is empty"; do
			value=${pair%%|*}
			refused "$tool: numbers: --$opt '$value'" 2 is \
				"$tool: --$opt: '$value' ${pair#*|}" "$tool" "--$opt" "$value"
		done
		min=$(bound "$tool" "$opt" -9999999999)
		max=$(bound "$tool" "$opt" 9999999999)
		if [ -n "$min" ]; then
			case $min in
			-*) value=$(past "$kind" "$min" -1) ;;
			*) value=-1
			   [ "$min" = 0 ] || value=$(past "$kind" "$min" -1) ;;
			esac
			refused "$tool: numbers: --$opt $value, below $min" 2 is \
				"$tool: --$opt: '$value' is below the minimum $min" \
				"$tool" "--$opt" "$value"
		else
			report 0 "$tool: numbers: --$opt states its minimum"
		fi
		if [ -n "$max" ]; then
			value=$(past "$kind" "$max" +1)
			refused "$tool: numbers: --$opt $value, above $max" 2 is \
				"$tool: --$opt: '$value' is above the maximum $max" \
				"$tool" "--$opt" "$value"
		elif [ "$opt" != seed ]; then	# --seed takes any 63-bit number
			report 0 "$tool: numbers: --$opt states its maximum"
		fi
	done <words
}

enumerations() {
	tool=$1
	"$tool" --list </dev/null >list
	while read -r opt first rest; do
		case $opt in --*) ;; *) continue ;; esac
		refused "$tool: enumerations: $opt unknown value" 2 starts \
			"$tool: $opt: 'no-such-value' is not one of $first" \
			"$tool" "$opt" no-such-value
		upper=$(printf '%s' "$first" | cut -c 1 | tr a-z A-Z)$(printf '%s' "$first" | cut -c 2-)
		# A value in any letter case is the table's (issue 32).
		if [ "$upper" != "$first" ]; then
			lower=$("$tool" --seed 1 "$opt" "$first" 2>&1 </dev/null; echo "[$?]")
			got=$("$tool" --seed 1 "$opt" "$upper" 2>&1 </dev/null; echo "[$?]")
			if [ "$got" = "$lower" ]; then
				report 1 "$tool: enumerations: $opt $upper, as $first"
			else
				report 0 "$tool: enumerations: $opt $upper, as $first" \
				    "$first: $lower" "$upper: $got"
			fi
		fi
		refused "$tool: enumerations: $opt empty" 2 starts \
			"$tool: $opt: '' is not one of $first" "$tool" "$opt" ''
	done <list
}

dice() {
	tool=$1
	if [ ! -s scenario.json ]; then
		report 0 "$tool: dice: a demo line that rolls dice"
		return
	fi
	args=$(cat scenario.args)
	scenario_dice >dice.list
	list=$(cut -d '|' -f 3 dice.list | paste -s -d , -)
	count=$(wc -l <dice.list)
	eval "set -- $args"
	IFS='|' read -r roll sides value <dice.list
	rest=${list#*,}
	[ "$count" -eq 1 ] && rest=
	if [ "$sides" -lt 100 ]; then
		refused "$tool: dice: die 1 off its d$sides" 2 is \
			"$tool: --dice: die 1 is $((sides + 1)), off a d$sides ($roll)" \
			"$tool" "$@" --dice "$((sides + 1))${rest:+,$rest}"
	fi
	refused "$tool: dice: die 1 off every die" 2 is \
		"$tool: --dice: die 1, '101', is above the maximum 100" \
		"$tool" "$@" --dice "101${rest:+,$rest}"
	last=$(tail -n 1 dice.list)
	if [ "$count" -gt 1 ]; then
		refused "$tool: dice: one too few names the next roll" 2 starts \
			"$tool: --dice: needs 1 more die: ${last%%|*} (" \
			"$tool" "$@" --dice "${list%,*}"
	fi
	refused "$tool: dice: one too many" 2 is \
		"$tool: --dice: $((count + 1)) dice given, only $count used" \
		"$tool" "$@" --dice "$list,1"
	refused "$tool: dice: ',,'" 2 is "$tool: --dice: '1,,1': die 2 is missing" \
		"$tool" "$@" --dice 1,,1
	refused "$tool: dice: '3,'" 2 is "$tool: --dice: '3,': die 2 is missing" \
		"$tool" "$@" --dice 3,
	refused "$tool: dice: empty" 2 is "$tool: --dice: the list is empty" \
		"$tool" "$@" --dice ''
	# A tool whose dice are words too says which (bacw-draw: ", nor
	# one of a,b").
	refused "$tool: dice: not a number" 2 starts \
		"$tool: --dice: die 1, 'x', is not a number" "$tool" "$@" --dice x
}

# table_case FILE: run the scenario on t/, whose FILE the caller has
# broken, and put the table back.
table_case() {
	broken=$1
	eval "set -- $(cat scenario.args) --seed 1 --json"
	run /dev/null "$tool" -T t "$@"
	rm -rf "t/$broken" && cp "$TABLES/$broken" "t/$broken"
}

tables() {
	tool=$1
	tables_of "$tool" >tables.list
	if [ ! -s tables.list ]; then
		report 0 "$tool: tables: the tool names the tables it reads"
		return
	fi
	rm -rf t && mkdir t
	while read -r f; do
		mkdir -p "t/$(dirname "$f")" && cp "$TABLES/$f" "t/$f"
	done <tables.list
	eval "set -- $(cat scenario.args) --seed 1 --json"
	"$tool" -T t "$@" >want.json 2>/dev/null </dev/null
	# The files every table shares: made once.
	[ -f big.csv ] || {
		head -c 67108864 /dev/zero | tr '\0' x >big.csv
		awk 'BEGIN { print "a,b"; for (i = 0; i < 100000; i++) print "x,1" }' >rows.csv
	}
	# A tables folder's path in a message: whole however long, and
	# one line whatever bytes it holds (a newline made two).
	first=$(head -n 1 tables.list)
	eval "set -- $(cat scenario.args) --seed 1"
	long=x$(printf '/x%.0s' $(seq 400))
	refused "$tool: tables: a path of 801 bytes" 3 is \
		"$tool: --tables: $long: No such file or directory" "$tool" -T "$long" "$@"
	refused "$tool: tables: a newline in the path" 3 is \
		"$tool: --tables: new\\x0aline\\x1b: No such file or directory" \
		"$tool" -T "$(printf 'new\nline\033')" "$@"
	refused "$tool: tables: an empty path, not the root folder" 2 is \
		"$tool: --tables: '' is empty" "$tool" -T '' "$@"
	while read -r f; do
		p="t/$f"
		lines=$(wc -l <"$p")
		width=$(awk "$csv_awk"'NR == 1 { print split_csv($0, f); exit }' "$p")
		c() {	# c WHAT STATUS MATCH WANT: the case, once t/$f is broken
			what=$1 want_status=$2 match=$3 want=$4
			table_case "$f"
			check_refused "$tool: tables: $f: $what" "$want_status" "$match" "$want"
		}
		# Missing from t/, an overlay, it is read from the shipped
		# tables: the answer is the same (missing from every folder:
		# each tool's golden cases).
		rm "$p"
		eval "set -- $(cat scenario.args) --seed 1 --json"
		run /dev/null "$tool" -T t "$@"
		cmp -s out want.json && [ "$(cat status)" = 0 ]
		report $((! $?)) "$tool: tables: $f: missing, read from the shipped"
		cp "$TABLES/$f" "$p"
		eval "set -- $(cat scenario.args) --seed 1"
		rm "$p" && mkdir "$p"
		c "a folder" 3 is "$tool: $p: is a directory"
		rm "$p" && ln -s /proc/self/mem "$p"
		c "unreadable (a read error)" 3 is "$tool: $p: Input/output error"
		if [ "$(id -u)" != 0 ]; then
			chmod 000 "$p"
			c "unreadable (no permission)" 3 is "$tool: $p: Permission denied"
		fi
		: >"$p"
		c "empty" 3 is "$tool: $p: is empty"
		head -n 1 "$TABLES/$f" >"$p"
		c "header only" 3 is "$tool: $p:1: has a header but no rows"
		gone=$(header_field "$p" "$width")
		awk -v w="$width" "$csv_awk"'NR == 1 { n = split_csv($0, f); $0 = join_csv(f, n - 1) } { print }' \
			"$TABLES/$f" >"$p"
		c "missing column" 3 is "$tool: $p:1: missing column '$gone'"
		set_cell "$p" 1 1 no_such_column
		c "unknown column" 3 is "$tool: $p:1:1: unknown column 'no_such_column'"
		sed -i '2s/$/,x/' "$p"
		c "ragged row" 3 is "$tool: $p:2: $((width + 1)) fields, but the header has $width"
		# A row given twice.  A table whose first column names its rows
		# (no name twice in the shipped file) must refuse it; another
		# (a list of clauses, a rule table read to its first match) may
		# take it, as long as it answers.
		sed -n 2p "$TABLES/$f" >>"$p"
		keyed=$(awk "$csv_awk"'NR > 1 { split_csv($0, f); if (seen[f[1]]++) twice = 1 }
			END { print twice ? "no" : "yes" }' "$TABLES/$f")
		table_case "$f"
		if [ $keyed = no ] && [ "$(cat status)" = 0 ] && [ ! -s err ] && [ -s out ]; then
			report 1 "$tool: tables: $f: duplicate row (no key: an answer)"
		else
			check_refused "$tool: tables: $f: duplicate row" 3 starts "$tool: $p:"
		fi
		for col in $(numeric_columns "$p"); do
			set_cell "$p" 2 "$col" x
			c "non-number cell in column $col" 3 is "$tool: $p:2:$col: 'x' is not a number"
		done
		set -- $(band_columns "$p")
		if [ $# -eq 2 ]; then
			cell() { awk -v line="$1" -v col="$2" "$csv_awk"'NR == line { split_csv($0, f); print f[col] }' "$p"; }
			low=$(cell 3 "$1") high3=$(cell 3 "$2")
			low2=$(cell 2 "$1") high2=$(cell 2 "$2")
			# A gap, not a band running downward: the second band
			# starts one later, or else the first ends one sooner.
			if [ -z "$high3" ] || [ "$low" -lt "$high3" ]; then
				set_cell "$p" 3 "$1" $((low + 1))
				c "band gap" 3 is "$tool: $p:3:$1: gap: no band holds $low"
			elif [ -z "$low2" ] || [ "$low2" -lt "$high2" ]; then
				set_cell "$p" 2 "$2" $((high2 - 1))
				c "band gap" 3 is "$tool: $p:3:$1: gap: no band holds $high2"
			fi
			set_cell "$p" 3 "$1" $((low - 1))
			c "band overlap" 3 is "$tool: $p:3:$1: band from $((low - 1)) overlaps the band on line 2"
		fi
		printf '"x,y\n' >>"$p"
		c "unterminated quote" 3 is "$tool: $p:$((lines + 1)):1: unterminated quoted field"
		printf 'a"b\n' >>"$p"
		c "stray quote" 3 is "$tool: $p:$((lines + 1)):1: misplaced or unmatched quote"
		printf 'a\000b\n' >>"$p"
		c "NUL byte" 3 is "$tool: $p:$((lines + 1)): contains a NUL byte"
		printf '\377\n' >>"$p"
		c "invalid UTF-8" 3 is "$tool: $p:$((lines + 1)):1: is not valid UTF-8"
		awk 'BEGIN { for (i = 0; i < 65; i++) printf "%sx", i ? "," : ""; print "" }' >>"$p"
		c "65 fields" 3 is "$tool: $p:$((lines + 1)):65: more than 64 fields in a row"
		head -c 70000 big.csv >>"$p" && echo >>"$p"
		c "a 70,000-byte field" 3 is \
			"$tool: $p:$((lines + 1)):1: a field is longer than 65536 bytes"
		rm "$p" && ln -s "$scratch/big.csv" "$p"
		c "a 64 MiB field" 3 is "$tool: $p: is larger than 1048576 bytes"
		rm "$p" && ln -s "$scratch/rows.csv" "$p"
		c "100,000 rows" 3 is "$tool: $p:10001: more than 10000 rows"
		# Only a regular file is a table: a pipe, a FIFO (opened, it
		# would wait for a writer: the tool hung) or a device is not.
		rm "$p" && ln -s /dev/stdin "$p"
		eval "set -- $(cat scenario.args) --seed 1"
		cat big.csv | { "$tool" -T t "$@" >out 2>err; echo $? >status; }
		rm "$p" && cp "$TABLES/$f" "$p"
		check_refused "$tool: tables: $f: a pipe" 3 is \
			"$tool: $p: is not a regular file"
		rm "$p" && mkfifo "$p"
		eval "set -- $(cat scenario.args) --seed 1"
		run /dev/null timeout 10 "$tool" -T t "$@"
		rm "$p" && cp "$TABLES/$f" "$p"
		check_refused "$tool: tables: $f: a FIFO" 3 is \
			"$tool: $p: is not a regular file"
		rm "$p" && ln -s /dev/null "$p"
		c "a device" 3 is "$tool: $p: is not a regular file"

		# What must be read as the shipped table is.
		for form in "UTF-8 BOM|1s/^/\xef\xbb\xbf/" "CRLF|s/\$/\r/" \
		    "CR only|CR" "no final newline|NOEOL"; do
			case ${form#*|} in
			CR) tr '\n' '\r' <"$TABLES/$f" >"$p" ;;
			NOEOL) printf '%s' "$(cat "$TABLES/$f")" >"$p" ;;
			*) sed "${form#*|}" "$TABLES/$f" >"$p" ;;
			esac
			eval "set -- $(cat scenario.args) --seed 1 --json"
			run /dev/null "$tool" -T t "$@"
			rm "$p" && cp "$TABLES/$f" "$p"
			pass=0
			[ "$(cat status)" = 0 ] && [ ! -s err ] && cmp -s out want.json && pass=1
			report $pass "$tool: tables: $f: ${form%%|*} read as the shipped table"
		done
	done <tables.list
}

batch() {
	tool=$1
	if [ ! -s scenario.json ]; then
		report 0 "$tool: batch: a demo line that rolls dice"
		return
	fi
	list=$(scenario_dice | cut -d '|' -f 3 | paste -s -d , -)
	good="$(cat scenario.args) --dice $list"
	eval "set -- $good --json"
	"$tool" "$@" >good.json 2>/dev/null </dev/null
	# Each answer names its line (1, 3 and 6); line 2 is refused with
	# an error object of its own, checked apart.
	for n in 1 3 6; do
		sed "s/^{\"tool\":\"[^\"]*\",/&\"line\":$n,/" good.json
	done >want
	for bad in "long|a 1 MiB line|longer than 65536 bytes" \
	    "garbage|binary garbage|" \
	    "quote|an unterminated quote|unterminated \" quote" \
	    "backslash|a backslash inside quotes at the end|unterminated \" quote" \
	    "nul|a NUL byte|contains a NUL byte" \
	    "option|a bad option|unknown option '--no-such-option'"; do
		kind=${bad%%|*} rest=${bad#*|}
		what=${rest%%|*} why=${rest#*|}
		{
			printf '%s\n' "$good"
			case $kind in
			long) head -c 1048576 /dev/zero | tr '\0' x; echo ;;
			garbage) printf '\001\377\376\033[31m\200\177 \300\n' ;;
			quote) printf '%s "1,2\n' "$good" ;;
			backslash) printf '%s\n' '--x "abc\' ;;
			nul) printf '%s\000\n' --json ;;
			option) printf '%s\n' --no-such-option ;;
			esac
			printf '%s\n# a comment\n\n%s\n' "$good" "$good"
		} >batch.in
		run batch.in "$tool" --batch --json
		got=$(cat err)
		pass=1
		[ "$(cat status)" = 2 ] || pass=0
		sed 2d out | cmp -s - want || pass=0
		case $(sed -n 2p out) in '{"line":2,"error":"'*) ;; *) pass=0 ;; esac
		[ "$(wc -l <err)" -eq 1 ] || pass=0
		case $got in "$tool: line 2: $why"*) ;; *) pass=0 ;; esac
		report $pass "$tool: batch: $what between good lines" \
			"want status 2, the 3 good answers and line 2's error" \
			"object, stderr: $tool: line 2: $why"
	done
}

output() {
	tool=$1
	eval "set -- $(cat scenario.args) --seed 1"
	for extra in "" --json --odds --help --list --version; do
		[ "$extra" = --odds ] && eval "set -- $(cat scenario.args)"
		# Nothing written cannot fail: --list of a tool with no
		# enumerated option (fpga-initiative).
		"$tool" "$@" $extra >out 2>/dev/null </dev/null
		[ -s out ] || continue
		"$tool" "$@" $extra >/dev/full 2>err </dev/null
		echo $? >status
		: >out
		check_refused "$tool: output: $extra${extra:+ }>/dev/full" 2 is \
			"$tool: standard output: No space left on device"
	done
	# Lost output ends a long run at once, not after it: a --repeat,
	# and a batch whose reader has gone (SIGPIPE ignored, as a script
	# may have it; --json, so that no line is blank).
	eval "set -- $(cat scenario.args) --seed 1"
	: >out
	timeout 10 "$tool" "$@" --repeat 100000000 >/dev/full 2>err </dev/null
	echo $? >status
	check_refused "$tool: output: --repeat 100000000 >/dev/full" 2 is \
		"$tool: standard output: No space left on device"
	(
		trap '' PIPE
		yes -- "$(cat scenario.args) --json" |
			{ timeout 10 "$tool" --batch 2>err; echo $? >status; } |
			head -c 0
	)
	check_refused "$tool: output: a batch read by a closed pipe" 2 is \
		"$tool: standard output: Broken pipe"
}

for tool in "$@"; do
	find_scenario "$tool"
	options "$tool"
	numbers "$tool"
	enumerations "$tool"
	dice "$tool"
	tables "$tool"
	batch "$tool"
	output "$tool"
	rm -f scenario.*
done
echo "1..$n"
[ $failures -eq 0 ]
