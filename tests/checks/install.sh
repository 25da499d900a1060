#!/bin/sh
# make install, into a prefix and into a DESTDIR: the tools, tables, man
# pages and completions land, and an installed tool finds its own tables.
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/musket-install.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
mkdir "$tmp/src"
(cd "$TOP" && cp -R Makefile src tables man completions "$tmp/src/")
make -s -C "$tmp/src" clean >/dev/null 2>&1
jobs=$(nproc 2>/dev/null || echo 1)
if ! make -s -j"$jobs" -C "$tmp/src" install PREFIX="$tmp/prefix" \
    >"$tmp/log" 2>&1 ||
   ! make -s -C "$tmp/src" install PREFIX=/usr DESTDIR="$tmp/stage" >>"$tmp/log" 2>&1; then
	cat "$tmp/log"
	exit 1
fi
for root in "$tmp/prefix" "$tmp/stage/usr"; do
	for tool in "$@"; do
		for f in bin/$tool share/man/man1/$tool.1 \
		    share/bash-completion/completions/$tool \
		    share/zsh/site-functions/_$tool \
		    share/fish/vendor_completions.d/$tool.fish; do
			[ -f "$root/$f" ] || { echo "not installed: $root/$f"; status=1; }
		done
		# Away from the build tree and with no MUSKET_TABLES set.
		(cd / && env -u MUSKET_TABLES "$root/bin/$tool" --list >/dev/null) \
			|| { echo "$root/bin/$tool does not find its tables"; status=1; }
	done
	[ -f "$root/share/man/man7/musket.7" ] || { echo "no musket.7 in $root"; status=1; }
done
exit $status
