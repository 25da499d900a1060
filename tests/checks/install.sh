#!/bin/sh
# make install, into a DESTDIR and into a prefix: the tools, tables, man
# pages, completions and JSON schemas land, an installed tool finds its
# own tables, and the install does not rebuild the suite.  From a copy of
# the built tree (its times kept): under the build's PREFIX nothing is
# compiled; under another, only src/lib/datadir.c (the tables' folder
# compiled in), and the tools are relinked.
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-install.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
mkdir "$tmp/src"
bins=$(make -s -C "$TOP" bin-names) || exit 1
(cd "$TOP" && cp -Rp Makefile .flags libmusket.a src tables man completions \
	schema images $bins "$tmp/src/" &&
	{ [ ! -f .datadir ] || cp -p .datadir "$tmp/src/"; }) \
	|| exit 1
# The PREFIX the tree was built for (.datadir), else the Makefile's.
prefix=$(sed -n 's|/share/musket/tables$||p' "$TOP/.datadir" 2>/dev/null)
[ -n "$prefix" ] || prefix=$(sed -n 's/^PREFIX = //p' "$TOP/Makefile")
if ! make -C "$tmp/src" install PREFIX="$prefix" DESTDIR="$tmp/stage" \
    >"$tmp/log.stage" 2>&1 ||
   ! make -C "$tmp/src" install PREFIX="$tmp/prefix" >"$tmp/log.prefix" 2>&1
then
	cat "$tmp/log.stage" "$tmp/log.prefix"
	exit 1
fi
if grep -e ' -c \| -o ' "$tmp/log.stage" >"$tmp/rebuilt"; then
	echo "make install under the build's PREFIX rebuilt:"
	cat "$tmp/rebuilt"
	status=1
fi
if grep -e ' -c ' "$tmp/log.prefix" | grep -v ' src/lib/datadir\.c$' >"$tmp/rebuilt"
then
	echo "make install PREFIX=... rebuilt more than src/lib/datadir.c:"
	cat "$tmp/rebuilt"
	status=1
fi
for root in "$tmp/prefix" "$tmp/stage$prefix"; do
	for tool in "$@"; do
		for f in bin/$tool share/man/man1/$tool.1 \
		    share/bash-completion/completions/$tool \
		    share/zsh/site-functions/_$tool \
		    share/fish/vendor_completions.d/$tool.fish \
		    share/musket/schema/$tool.json; do
			[ -f "$root/$f" ] || { echo "not installed: $root/$f"; status=1; }
		done
		# Away from the build tree and with no MUSKET_TABLES set.
		(cd / && env -u MUSKET_TABLES "$root/bin/$tool" --list >/dev/null) \
			|| { echo "$root/bin/$tool does not find its tables"; status=1; }
	done
	[ -f "$root/share/man/man7/musket.7" ] || { echo "no musket.7 in $root"; status=1; }
	# The folder compiled in is the one installed to (DESTDIR aside).
	grep -q "${root#$tmp/stage}/share/musket/tables" "$root/bin/${1:?}" ||
		{ echo "$root/bin/$1: not built for $root/share/musket/tables"; status=1; }
done
exit $status
