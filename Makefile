# musket - calculators for horse-and-musket wargames
# To add a tool: see the checklist at the top of src/lib/tool.h.

VERSION = 0.1.0

BIN = bacw-order bacw-morale bacw-shoot bacw-melee bacw-draw \
	bolivar-shoot bolivar-melee bolivar-command \
	lib-charge lib-maneuver lib-musketry \
	fpga-control fpga-skirmish fpga-artillery fpga-combat fpga-officer \
	fpga-recovery fpga-escape fpga-initiative fpga-move \
	pw3x3-combat pw3x3-activation pw3x3-setup

PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share/musket/tables
SCHEMADIR = $(PREFIX)/share/musket/schema
MANDIR = $(PREFIX)/share/man
BASHCOMPLETIONDIR = $(PREFIX)/share/bash-completion/completions
ZSHCOMPLETIONDIR = $(PREFIX)/share/zsh/site-functions
FISHCOMPLETIONDIR = $(PREFIX)/share/fish/vendor_completions.d

CC = cc
CFLAGS = -std=c11 -O2 -g -Wall -Wextra -Wpedantic
CPPFLAGS = -D_DEFAULT_SOURCE -DMUSKET_VERSION='"$(VERSION)"'
# libcsv (one small object) is linked in: loading it as a shared library
# cost each run a tenth of its instructions (bench/run).
LDLIBS = -l:libcsv.a -l:libgmp.a -lm
# The tools are linked statically: loading the C library was a third of
# a start-up and more (bench/run).  Not under the sanitizers or gcov,
# whose runtimes are shared, nor for make valgrind: memcheck cannot see
# a static binary's malloc, and would check its heap for nothing.
STATIC = -static

# make check SANITIZE=1: AddressSanitizer and UndefinedBehaviorSanitizer
ifeq ($(SANITIZE),1)
STATIC =
CFLAGS += -O1 -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer
LDFLAGS += -fsanitize=address,undefined
endif

# make coverage: make check on a --coverage build, then gcov's count
ifeq ($(COVERAGE),1)
STATIC =
CFLAGS += -O0 --coverage
LDFLAGS += --coverage
endif

# Objects are rebuilt when the flags change (say, SANITIZE=1 and back).
# src/lib/ is the engine; src/rules/ the rules the tools of a rule set
# share (its tables declared once, its vocabularies), above the engine.
# Both go into the one library.
LIBHDR = $(wildcard src/lib/*.h src/rules/*.h) .flags
LIBOBJ = $(patsubst %.c,%.o,$(wildcard src/lib/*.c src/rules/*.c))
INCLUDES = -Isrc/lib -Isrc/rules
LIB = libmusket.a
UNITTESTS = tests/unit/unit
# Each tool's main as tool_entry, every allocation through tests/alloc/alloc.c.
ALLOCTESTS = $(BIN:%=tests/alloc/alloc-%)
ALLOCWRAP = -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free

# Every tool's completions, made from its --help by completions/generate.
COMPLETIONS = $(BIN:%=completions/%.bash) $(BIN:%=completions/_%) \
	$(BIN:%=completions/%.fish)

# Every tool's JSON Schema (schema/TOOL.json), from its declarations.
SCHEMAS = $(BIN:%=schema/%.json)

all: $(BIN) $(COMPLETIONS) $(SCHEMAS)

# The tools' names, for scripts (.ci/run, bench/run).
bin-names:
	@echo $(BIN)

# The engine's layers: no include cycle among src/lib's files, none of
# them including a rule set's header (make check runs it too).
include-graph:
	@TOP=$(CURDIR) sh tests/checks/include-graph.sh

.flags: FORCE
	@echo '$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) $(STATIC)' | cmp -s - $@ \
		|| echo '$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) $(STATIC)' >$@

$(LIB): $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $(LIBOBJ)

src/lib/%.o: src/lib/%.c $(LIBHDR)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

# The tables' folder is compiled into this one object, which alone sees
# DATADIR and is rebuilt when it changes (.datadir): make install with
# another PREFIX recompiles one file and relinks.
.datadir: FORCE
	@echo '$(DATADIR)' | cmp -s - $@ || echo '$(DATADIR)' >$@

src/lib/datadir.o: src/lib/datadir.c .datadir $(LIBHDR)
	$(CC) $(CPPFLAGS) -DMUSKET_DATADIR='"$(DATADIR)"' $(CFLAGS) -c -o $@ $<

src/rules/%.o: src/rules/%.c $(LIBHDR)
	$(CC) $(CPPFLAGS) $(INCLUDES) $(CFLAGS) -c -o $@ $<

src/%.o: src/%.c $(LIBHDR)
	$(CC) $(CPPFLAGS) $(INCLUDES) $(CFLAGS) -c -o $@ $<

# A tool's --help example is its man page's first (man/first-example).
# The tool links its own before the library, whose empty one the unit
# tests and the fuzzers take.
$(BIN:%=src/examples/%.c): src/examples/%.c: man/%.1 man/first-example
	@mkdir -p src/examples
	sh man/first-example man/$*.1 >$@.tmp && mv -f $@.tmp $@

# A tool's images of its shipped tables (src/images/TOOL.c, image.h): its
# own object linked with images/generate.c, which loads them as the
# library would, and prints them; linked before the library, as its
# example is.  Made again when the load changes (table.c, and num.c's
# numbers and utf8.c's text it reads cells with): an image is what the
# load makes of the file.
images/generate.o: images/generate.c $(LIBHDR)
	$(CC) $(CPPFLAGS) $(INCLUDES) $(CFLAGS) -c -o $@ images/generate.c

$(BIN:%=src/images/%.c): src/images/%.c: src/%.o images/generate.o \
		src/lib/table.o src/lib/num.o src/lib/utf8.o \
		$(wildcard tables/*/*.csv) | $(LIB)
	@mkdir -p src/images
	$(CC) $(LDFLAGS) -Wl,--wrap=tool_main -o src/images/$*.gen src/$*.o \
		images/generate.o $(LIB) $(LDLIBS)
	./src/images/$*.gen >$@.tmp; status=$$?; rm -f src/images/$*.gen; \
		[ $$status = 0 ] && mv -f $@.tmp $@

$(BIN): %: src/%.o src/examples/%.o src/images/%.o $(LIB)
	$(CC) $(LDFLAGS) $(STATIC) -o $@ $< src/examples/$*.o \
		src/images/$*.o $(LIB) $(LDLIBS)

$(BIN:%=completions/%.bash): completions/%.bash: % completions/generate
	sh completions/generate bash ./$* >$@.tmp && mv -f $@.tmp $@

$(BIN:%=completions/_%): completions/_%: % completions/generate
	sh completions/generate zsh ./$* >$@.tmp && mv -f $@.tmp $@

$(BIN:%=completions/%.fish): completions/%.fish: % completions/generate
	sh completions/generate fish ./$* >$@.tmp && mv -f $@.tmp $@

# A tool's schema: its own object, main and all, linked with
# schema/generate.c, which takes the struct tool main hands to tool_main
# (--wrap) and prints the schema of what the tool writes with --json.
schema/generate.o: schema/generate.c $(LIBHDR)
	$(CC) $(CPPFLAGS) $(INCLUDES) $(CFLAGS) -c -o $@ schema/generate.c

# (The library only links it: a schema is its tool's declarations.)
$(SCHEMAS): schema/%.json: src/%.o schema/generate.o | $(LIB)
	$(CC) $(LDFLAGS) -Wl,--wrap=tool_main -o schema/$*.gen src/$*.o \
		schema/generate.o $(LIB) $(LDLIBS)
	./schema/$*.gen >$@.tmp; status=$$?; rm -f schema/$*.gen; \
		[ $$status = 0 ] && mv -f $@.tmp $@

$(UNITTESTS): tests/unit/unit.c $(LIB)
	$(CC) $(CPPFLAGS) $(INCLUDES) $(CFLAGS) $(LDFLAGS) -o $@ tests/unit/unit.c \
		$(LIB) $(LDLIBS)

tests/alloc/alloc.o: tests/alloc/alloc.c $(LIBHDR)
	$(CC) $(CPPFLAGS) $(INCLUDES) $(CFLAGS) -c -o $@ tests/alloc/alloc.c

$(ALLOCTESTS): tests/alloc/alloc-%: src/%.c src/examples/%.o \
		tests/alloc/alloc.o $(LIB) $(LIBHDR)
	$(CC) $(CPPFLAGS) -Dmain=tool_entry $(INCLUDES) $(CFLAGS) -c \
		-o tests/alloc/$*.o src/$*.c
	$(CC) $(LDFLAGS) $(ALLOCWRAP) -o $@ tests/alloc/alloc.o tests/alloc/$*.o \
		src/examples/$*.o $(LIB) $(LDLIBS)

# The golden cases' driver: its own flags, for it is not what is tested
# (no sanitizer, no coverage).
GOLDEN = tests/golden
$(GOLDEN): tests/golden.c
	$(CC) -std=c11 -O2 -Wall -Wextra -Wpedantic -o $@ tests/golden.c

check: $(BIN) $(COMPLETIONS) $(SCHEMAS) $(UNITTESTS) $(ALLOCTESTS) $(GOLDEN)
	@LC_ALL=C sh tests/run $(BIN)

# make valgrind: the unit tests and each tool's end-to-end tests under
# memcheck (the bad-input corpus and allocation failure run under ASan, in
# make check SANITIZE=1), a case for each set of options a tool is given
# (GOLDEN_SAMPLE, tests/golden.c: its values are left to the ASan run).
# Each run of a tool starts valgrind, most of a run's cost: not reading
# the inlined calls' debug information saves a fifth of each start (a
# report's stack then names the function the call was inlined into).
VALGRIND = valgrind -q --error-exitcode=99 --leak-check=full \
	--errors-for-leak-kinds=definite,indirect --read-inline-info=no
valgrind: valgrind-unit $(BIN:%=valgrind-%)
valgrind valgrind-unit $(BIN:%=valgrind-%): STATIC =

valgrind-unit $(BIN:%=valgrind-%): valgrind-%: $(BIN) $(UNITTESTS) $(GOLDEN)
	@out=$$(GOLDEN_SAMPLE=1 TEST_WRAPPER='$(VALGRIND)' TEST_SUITES=$$([ $* = unit ] && \
	echo unit || echo golden) sh tests/run $* 2>&1); status=$$?; \
	printf '%s\n' "$$out" | sed 's/^/$*: /'; exit $$status

coverage:
	rm -f src/*.gcda src/lib/*.gcda src/rules/*.gcda
	@$(MAKE) --no-print-directory check COVERAGE=1; status=$$?; \
	sh tests/coverage.sh $(LIBOBJ:%.o=%.c) $(BIN:%=src/%.c); exit $$status

# make fuzz FUZZ_SECONDS=N (or FUZZ_RUNS=N): each libFuzzer target of fuzz/
# (clang, ASan+UBSan), the library's and one per tool, from seeds made of
# the shipped tables and the tests; FUZZ_JOBS targets at a time.
FUZZCC = clang
# A fuzz input must take milliseconds: --repeat and an odds walk are kept
# small (each refused past its limit, as a longer one is in use).  A walk
# of 10^5 paths took half a second under ASan, and the fuzzers grow
# --odds inputs to the limit: they spent most of their time there.
FUZZFLAGS = -std=c11 -g -O1 -fsanitize=address,undefined \
	-fno-sanitize-recover=all -DREPEAT_MAX=100 -DWALK_PATHS_MAX=5000UL
# fuzz/tool.c counts an input's resolutions over all its lines: see there.
FUZZWRAP = -Wl,--wrap=dice_start
FUZZ_SECONDS = 60
FUZZ_JOBS = 2
FUZZ_CORPUS = $(CURDIR)/fuzz/corpus
FUZZLIB = $(LIBOBJ:src/%.o=fuzz/build/%.o)
FUZZLIBTARGETS = fuzz/build/table fuzz/build/dice
FUZZTARGETS = $(FUZZLIBTARGETS) fuzz/build/opts $(BIN:%=fuzz/build/tool-%)

fuzz/build/lib/%.o: src/lib/%.c $(LIBHDR)
	@mkdir -p fuzz/build/lib
	$(FUZZCC) $(CPPFLAGS) $(FUZZFLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

fuzz/build/rules/%.o: src/rules/%.c $(LIBHDR)
	@mkdir -p fuzz/build/rules
	$(FUZZCC) $(CPPFLAGS) $(INCLUDES) $(FUZZFLAGS) -fsanitize=fuzzer-no-link \
		-c -o $@ $<

$(FUZZLIBTARGETS): fuzz/build/%: fuzz/%.c $(FUZZLIB)
	$(FUZZCC) $(CPPFLAGS) $(INCLUDES) $(FUZZFLAGS) -fsanitize=fuzzer -o $@ \
		$< $(FUZZLIB) $(LDLIBS)

fuzz/build/opts: fuzz/opts.c fuzz/tool.c $(FUZZLIB)
	$(FUZZCC) $(CPPFLAGS) $(INCLUDES) $(FUZZFLAGS) -fsanitize=fuzzer -o $@ \
		$(FUZZWRAP) fuzz/opts.c fuzz/tool.c $(FUZZLIB) $(LDLIBS)

$(BIN:%=fuzz/build/tool-%): fuzz/build/tool-%: src/%.c fuzz/tool.c $(FUZZLIB)
	$(FUZZCC) $(CPPFLAGS) -Dmain=tool_entry $(INCLUDES) $(FUZZFLAGS) \
		-fsanitize=fuzzer-no-link -c -o fuzz/build/$*.o src/$*.c
	$(FUZZCC) $(CPPFLAGS) -DFUZZ_TABLES='"$(CURDIR)/tables"' $(INCLUDES) \
		$(FUZZFLAGS) -fsanitize=fuzzer $(FUZZWRAP) -o $@ fuzz/tool.c \
		fuzz/build/$*.o $(FUZZLIB) $(LDLIBS)

fuzz-build: $(FUZZTARGETS)

# What each target's corpus reaches of src/, in lines and branches.
fuzz-coverage: $(BIN)
	@sh fuzz/coverage $(BIN)

fuzz: $(FUZZTARGETS) $(BIN)
	@FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_RUNS=$(FUZZ_RUNS) \
		FUZZ_JOBS=$(FUZZ_JOBS) FUZZ_CORPUS=$(FUZZ_CORPUS) sh fuzz/run $(BIN)

# What a fresh Debian machine lacks to build and test (needs root or sudo).
deps:
	@missing=; for p in make gcc libc6-dev libcsv-dev libgmp-dev mandoc jq \
		python3-jsonschema; do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' \
		|| missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		sudo=; [ "$$(id -u)" = 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq && $$sudo apt-get install -y -qq $$missing; \
	fi

demo: $(BIN)
	@sh tests/demo $(BIN)

# make cards: each play aid of examples/ as a card to print,
# cards/NAME.html, from its template and the tables ($MUSKET_TABLES, or
# tables/): one self-contained page; with chromium installed, its PDF
# and a picture of it (cards/NAME.pdf, .png) too.
cards: $(BIN)
	@mkdir -p cards
	@for t in examples/*.md.in; do n=$${t##*/}; n=cards/$${n%.md.in}; \
		PATH="$(CURDIR):$$PATH" MUSKET_TABLES="$${MUSKET_TABLES:-tables/}" \
		sh examples/card-html $$t >$$n.tmp && mv $$n.tmp $$n.html \
		|| exit 1; echo $$n.html; done
	@if command -v chromium >/dev/null; then \
		sh examples/card-print cards/*.html; fi

# make examples: a play aid per rule set (examples/*.md), from its
# template and the tables; tests/checks/examples.sh fails on a stale one.
examples: $(BIN)
	@for t in examples/*.md.in; do \
		PATH="$(CURDIR):$$PATH" sh examples/card $$t >$${t%.in}.tmp \
		&& mv -f $${t%.in}.tmp $${t%.in} || exit 1; done

# musket against its peers, in figures and ratios: slow and timing-based,
# so not part of check (HACKING.md, "Performance").
# Its table is kept, bench/results.txt: the figures of record (HACKING.md).
bench:
	@sh bench/run $(BIN) >bench/results.new
	@mv bench/results.new bench/results.txt
	@cat bench/results.txt

install: $(BIN) $(COMPLETIONS) $(SCHEMAS)
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR) \
		$(DESTDIR)$(SCHEMADIR) \
		$(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man7 \
		$(DESTDIR)$(BASHCOMPLETIONDIR) $(DESTDIR)$(ZSHCOMPLETIONDIR) \
		$(DESTDIR)$(FISHCOMPLETIONDIR)
	cp -f $(BIN) $(DESTDIR)$(BINDIR)/
	cp -Rf tables/. $(DESTDIR)$(DATADIR)/
	cp -f $(SCHEMAS) $(DESTDIR)$(SCHEMADIR)/
	for b in $(BIN); do \
		cp -f man/$$b.1 $(DESTDIR)$(MANDIR)/man1/ && \
		cp -f completions/$$b.bash $(DESTDIR)$(BASHCOMPLETIONDIR)/$$b && \
		cp -f completions/_$$b $(DESTDIR)$(ZSHCOMPLETIONDIR)/ && \
		cp -f completions/$$b.fish $(DESTDIR)$(FISHCOMPLETIONDIR)/ || exit 1; \
	done
	cp -f man/musket.7 $(DESTDIR)$(MANDIR)/man7/

uninstall:
	for b in $(BIN); do \
		rm -f $(DESTDIR)$(BINDIR)/$$b $(DESTDIR)$(MANDIR)/man1/$$b.1 \
		$(DESTDIR)$(BASHCOMPLETIONDIR)/$$b $(DESTDIR)$(ZSHCOMPLETIONDIR)/_$$b \
		$(DESTDIR)$(FISHCOMPLETIONDIR)/$$b.fish; \
	done
	rm -f $(DESTDIR)$(MANDIR)/man7/musket.7
	rm -rf $(DESTDIR)$(PREFIX)/share/musket

clean:
	rm -f $(BIN) $(LIB) src/*.o src/lib/*.o src/rules/*.o $(UNITTESTS) .flags \
		.datadir tests/alloc/*.o $(ALLOCTESTS) $(COMPLETIONS) $(GOLDEN) \
		schema/*.o schema/*.json schema/*.tmp schema/*.gen images/*.o
	rm -rf cards fuzz/build src/examples src/images src/*.gc?? src/lib/*.gc?? \
		src/rules/*.gc?? tests/*/*.gc?? schema/*.gc??

.PHONY: all bin-names cards include-graph bench check coverage deps demo examples fuzz fuzz-build \
	fuzz-coverage valgrind install uninstall clean FORCE
