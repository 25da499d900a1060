#!/bin/sh
# tests/tap/tables-folder.sh TOOL... - a tool found in a folder anyone
# may write does not read the tables/ another user planted beside it, nor
# ../share/musket/tables above its bin/ (issue 38, 6), and --verbose says
# which folders it passed over and why; a table or a rule set's folder
# in its own tables/ that another user owns or anyone may write is
# refused; a folder named (--tables, MUSKET_TABLES) is read whoever's
# and wherever it is.  As TAP, with the first tool
# given.  Another user's folder needs root (chown to nobody); a case that
# cannot be set up is skipped, with its reason.
set -u
: "${TOP:?}"
tool=$1
scratch=$(mktemp -d "${TMPDIR:-/tmp}/musket-folder.XXXXXX") || exit 2
trap 'rm -rf "$scratch"' EXIT INT TERM
nobody=65534
n=0

# ok CONDITION WHAT: one TAP line, with the tool's stderr when not ok.
verdict() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		sed 's/^/# /' "$scratch/err" | head -n 5
	fi
}
skip() { n=$((n + 1)); echo "ok $n - $1 # SKIP $2"; }

# run DIR: the copy of the tool in DIR lists its values, as another user
# would run it, away from the build tree and with no MUSKET_TABLES.
run() {
	(cd / && env -u MUSKET_TABLES "$1/$tool" --list) >/dev/null \
		2>"$scratch/err"
}

# not_read DIR WHAT: nothing under DIR was opened (a planted, empty
# folder: a read would fail naming a table in it).
not_read() {
	case $(cat "$scratch/err") in
	*"$1/"*) verdict 1 "$2" ;;
	*) verdict 0 "$2" ;;
	esac
}

# refused WHY WHAT: the run was refused, naming a table of the folder
# beside the binary as not read, and why.
refused() {
	case $(cat "$scratch/err") in
	*"not read (beside the binary: "*"$1"*) verdict 0 "$2" ;;
	*) verdict 1 "$2" ;;
	esac
}

# read_named DIR WHAT: the run read DIR, named (its tables are empty
# files: a read fails naming one of them).
read_named() {
	case $(cat "$scratch/err") in
	*"$1/"*": is empty"*) verdict 0 "$2" ;;
	*) verdict 1 "$2" ;;
	esac
}

if [ "$(id -u)" != 0 ]; then
	why="not root: no folder can be given to another user"
	skip "tables/ planted by another user beside the binary" "$why"
	skip "share/musket/tables under a world-writable prefix" "$why"
	skip "tables/ under a sticky world-writable folder" "$why"
	skip "--verbose names the folder skipped" "$why"
	skip "a rule set's folder anyone may write, beside the binary" "$why"
	skip "a table another user put beside the binary" "$why"
	skip "a table linked into a folder anyone may write" "$why"
	skip "a rule set's folder linked to one anyone may write" "$why"
	skip "--tables of another user's, in a world-writable folder" "$why"
	skip "MUSKET_TABLES of another user's, world-writable" "$why"
	exit 0
fi

# The tool copied into a folder anyone may write, with a tables/ another
# user left there.
w=$scratch/open
mkdir "$w" && chmod 777 "$w" && cp "$TOP/$tool" "$w/" && mkdir "$w/tables" &&
	chown "$nobody" "$w/tables" || exit 2
run "$w"
not_read "$w/tables" "tables/ planted by another user beside the binary"

# Installed under a prefix another user owns and anyone may write: its
# share/ may be anyone's, whoever owns the folder itself.
w=$scratch/prefix
mkdir -p "$w/bin" "$w/share/musket/tables" && cp "$TOP/$tool" "$w/bin/" &&
	chown "$nobody" "$w" && chmod 777 "$w" || exit 2
run "$w/bin"
not_read "$w/bin/../share/musket/tables" \
	"share/musket/tables under a world-writable prefix"

# The sticky bit (as /tmp's) does not help: the name may have been made
# first by anyone.
w=$scratch/sticky
mkdir -p "$w/t" && cp "$TOP/$tool" "$w/t/" && mkdir "$w/t/tables" &&
	chown "$nobody" "$w" && chmod 1777 "$w" || exit 2
run "$w/t"
not_read "$w/t/tables" "tables/ under a sticky world-writable folder"

# --verbose: a planted bin/tables passed over for the install's own
# share/musket/tables, and said so with why.  The tool must resolve with
# no options but a seed.
w=$scratch/verbose
mkdir -p "$w/bin" "$w/share/musket" && cp "$TOP/$tool" "$w/bin/" &&
	cp -R "$TOP/tables" "$w/share/musket/tables" && chmod 777 "$w/bin" &&
	mkdir "$w/bin/tables" && chown "$nobody" "$w/bin/tables" || exit 2
if MUSKET_TABLES=$TOP/tables "$TOP/$tool" --seed 1 >/dev/null 2>&1; then
	(cd / && env -u MUSKET_TABLES "$w/bin/$tool" --seed 1 --verbose) \
		>"$scratch/out" 2>"$scratch/err"
	tail -n 2 "$scratch/out" >"$scratch/got"
	printf '  tables: %s (%s)\n  skipped: %s (%s: %s)\n' \
		"$w/bin/../share/musket/tables" "installed beside its bin/" \
		"$w/bin/tables" "beside the binary" \
		"owned by uid $nobody, not by you or root" >"$scratch/want"
	cmp -s "$scratch/got" "$scratch/want"
	ok=$?
	[ $ok = 0 ] || diff "$scratch/want" "$scratch/got" >>"$scratch/err"
	verdict $ok "--verbose names the folder skipped"
else
	skip "--verbose names the folder skipped" \
		"$tool does not resolve with no options"
fi

# A tables/ of ours beside the binary, but a rule set's folder in it
# anyone may write: a table there may be anyone's (issue 38, 6).
w=$scratch/ruleset
mkdir "$w" && cp "$TOP/$tool" "$w/" && cp -R "$TOP/tables" "$w/tables" &&
	chmod 777 "$w"/tables/*/ || exit 2
run "$w"
refused "$w/tables/" "a rule set's folder anyone may write, beside the binary"

# ... or a table in it another user's.
w=$scratch/file
mkdir "$w" && cp "$TOP/$tool" "$w/" && cp -R "$TOP/tables" "$w/tables" &&
	chown "$nobody" "$w"/tables/*/*.csv || exit 2
run "$w"
refused "owned by uid $nobody" "a table another user put beside the binary"

# ... or a table of ours that is a link into a folder anyone may write,
# or a rule set's folder that is one: each judged as it resolves.
w=$scratch/link
mkdir "$w" "$scratch/linked" && chmod 777 "$scratch/linked" &&
	cp "$TOP/$tool" "$w/" && cp -R "$TOP/tables" "$w/tables" || exit 2
for f in "$w"/tables/*/*.csv; do
	g=$scratch/linked/$(basename "$(dirname "$f")")-${f##*/}
	mv "$f" "$g" && ln -s "$g" "$f" || exit 2
done
run "$w"
refused "anyone may write it" "a table linked into a folder anyone may write"
w=$scratch/linkset
mkdir "$w" "$w/tables" && cp "$TOP/$tool" "$w/" || exit 2
for d in "$TOP"/tables/*/; do
	d=${d%/}
	cp -R "$d" "$scratch/linked/${d##*/}" &&
		chmod 777 "$scratch/linked/${d##*/}" &&
		ln -s "$scratch/linked/${d##*/}" "$w/tables/${d##*/}" || exit 2
done
run "$w"
refused "anyone may write it" "a rule set's folder linked to one anyone may write"

# A folder named is read whoever owns it and wherever it is: another
# user's, in a folder anyone may write.
w=$scratch/named
mkdir -p "$w/open" && chmod 777 "$w/open" &&
	cp -R "$TOP/tables" "$w/open/tables" &&
	find "$w/open/tables" -name '*.csv' -exec sh -c ': >"$1"' sh {} \; &&
	chown -R "$nobody" "$w/open/tables" && chmod -R o+w "$w/open/tables" ||
	exit 2
(cd / && env -u MUSKET_TABLES "$TOP/$tool" --tables "$w/open/tables" --list) \
	>/dev/null 2>"$scratch/err"
read_named "$w/open/tables" \
	"--tables of another user's, in a world-writable folder"
(cd / && MUSKET_TABLES=$w/open/tables "$TOP/$tool" --list) \
	>/dev/null 2>"$scratch/err"
read_named "$w/open/tables" "MUSKET_TABLES of another user's, world-writable"
exit 0
