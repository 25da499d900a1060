#!/bin/sh
# tests/tap/alloc.sh TOOL... - allocation failure, as TAP: each tool's
# demo lines (seeded when they roll), all of them as one batch, and
# --list, each run with every allocation it makes failing in turn
# (tests/alloc/alloc.c, built for each tool by make check).
set -u
: "${TOP:?}"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/musket-alloc.XXXXXX") || exit 2
trap 'rm -rf "$scratch"' EXIT INT TERM
status=0
# The driver counts every allocation itself, reachable or not: under
# AddressSanitizer, LeakSanitizer's scan at each of a thousand exits only
# tripled the suite's time.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
export ASAN_OPTIONS

# case TOOL WHAT DRIVER-ARGS...: the driver's verdict, named.
case_() {
	tool=$1 what=$2
	shift 2
	"$TOP/tests/alloc/alloc-$tool" "$@" >"$scratch/out" 2>&1 </dev/null ||
		status=1
	grep '^#' "$scratch/out"
	verdict=$(grep '^\(not \)\{0,1\}ok' "$scratch/out")
	if [ -z "$verdict" ]; then
		echo "not ok - $tool: $what: the driver died"
		sed 's/^/# /' "$scratch/out" | tail -n 5
		status=1
	else
		# Not sed: a demo line may hold its delimiter (--stands 5/8).
		echo "${verdict%% - *} - $tool: $what: ${verdict#* - }"
	fi
}

for tool in "$@"; do
	if [ ! -x "$TOP/tests/alloc/alloc-$tool" ]; then
		echo "not ok - $tool: tests/alloc/alloc-$tool is built"
		status=1
		continue
	fi
	: >"$scratch/batch"
	if [ -f "$TOP/tests/$tool/demo" ]; then
		grep -v '^#' "$TOP/tests/$tool/demo" >"$scratch/demo"
		while IFS= read -r line; do
			case $line in *[\|\<\>\;\&\$\`]*) continue ;; esac
			eval "set -- $line"
			[ "$1" = "$tool" ] || continue
			shift
			printf '%s\n' "${line#"$tool" }" >>"$scratch/batch"
			case " $* " in
			*" --dice "*|*" --seed "*|*" --odds "*) ;;
			*) set -- "$@" --seed 1 ;;
			esac
			case_ "$tool" "$*" -- "$tool" "$@"
		done <"$scratch/demo"
	fi
	case_ "$tool" "a batch of the demo lines" -i "$scratch/batch" -- \
		"$tool" --batch --seed 1 --json
	case_ "$tool" "--list" -- "$tool" --list
done
exit $status
