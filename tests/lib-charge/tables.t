# A house condition of 31 terms gives all 31 reasons on the defender's
# line (issue 20 item 4: they were cut at 255 bytes, after 23).
$ mkdir -p t/lib && cp "$TABLES/lib/effects.csv" t/lib/ && c=$(printf 'outflanked\\&%.0s' $(seq 30))outflanked && sed -i "23s/^hard_pressed,defender,outflanked,/hard_pressed,defender,$c,/" t/lib/effects.csv && lib-charge -T t --defender-outflanked --dice 1,1 | grep '^defender:' | grep -o '(outflanked[^)]*)' | tr ',' '\n' | wc -l
31
