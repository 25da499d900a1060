# musket - calculators for horse-and-musket wargames
# To add a tool: see the checklist at the top of src/lib/err.h.

VERSION = 0.1.0

BIN = bacw-order bolivar-shoot lib-charge fpga-control pw3x3-combat

PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share/musket/tables
MANDIR = $(PREFIX)/share/man
BASHCOMPLETIONDIR = $(PREFIX)/share/bash-completion/completions
ZSHCOMPLETIONDIR = $(PREFIX)/share/zsh/site-functions
FISHCOMPLETIONDIR = $(PREFIX)/share/fish/vendor_completions.d

CC = cc
CFLAGS = -std=c11 -O2 -g -Wall -Wextra -Wpedantic
CPPFLAGS = -D_DEFAULT_SOURCE -DMUSKET_VERSION='"$(VERSION)"' \
	-DMUSKET_DATADIR='"$(DATADIR)"'
# libcsv (one small object) is linked in: loading it as a shared library
# cost each run a tenth of its instructions (bench/run).
LDLIBS = -l:libcsv.a

# make check SANITIZE=1: AddressSanitizer and UndefinedBehaviorSanitizer
ifeq ($(SANITIZE),1)
CFLAGS += -O1 -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer
LDFLAGS += -fsanitize=address,undefined
endif

# Objects are rebuilt when the flags change (say, SANITIZE=1 and back).
LIBHDR = $(wildcard src/lib/*.h) .flags
LIBOBJ = $(patsubst %.c,%.o,$(wildcard src/lib/*.c))
LIB = libmusket.a
UNITTESTS = tests/unit/unit
# Each tool's main as tool_entry, every allocation through tests/alloc/alloc.c.
ALLOCTESTS = $(BIN:%=tests/alloc/alloc-%)
ALLOCWRAP = -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free

all: $(BIN)

.flags: FORCE
	@echo '$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS)' | cmp -s - $@ \
		|| echo '$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS)' >$@

$(LIB): $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $(LIBOBJ)

src/lib/%.o: src/lib/%.c $(LIBHDR)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

src/%.o: src/%.c $(LIBHDR)
	$(CC) $(CPPFLAGS) -Isrc/lib $(CFLAGS) -c -o $@ $<

$(BIN): %: src/%.o $(LIB)
	$(CC) $(LDFLAGS) -o $@ $< $(LIB) $(LDLIBS)

$(UNITTESTS): tests/unit/unit.c $(LIB)
	$(CC) $(CPPFLAGS) -Isrc/lib $(CFLAGS) $(LDFLAGS) -o $@ tests/unit/unit.c \
		$(LIB) $(LDLIBS)

tests/alloc/alloc.o: tests/alloc/alloc.c $(LIBHDR)
	$(CC) $(CPPFLAGS) -Isrc/lib $(CFLAGS) -c -o $@ tests/alloc/alloc.c

$(ALLOCTESTS): tests/alloc/alloc-%: src/%.c tests/alloc/alloc.o $(LIB) $(LIBHDR)
	$(CC) $(CPPFLAGS) -Dmain=tool_entry -Isrc/lib $(CFLAGS) -c \
		-o tests/alloc/$*.o src/$*.c
	$(CC) $(LDFLAGS) $(ALLOCWRAP) -o $@ tests/alloc/alloc.o tests/alloc/$*.o \
		$(LIB) $(LDLIBS)

check: $(BIN) $(UNITTESTS) $(ALLOCTESTS)
	@LC_ALL=C sh tests/run $(BIN)

# What a fresh Debian machine lacks to build and test (needs root or sudo).
deps:
	@missing=; for p in make gcc libc6-dev libcsv-dev mandoc jq; do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' \
		|| missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		sudo=; [ "$$(id -u)" = 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq && $$sudo apt-get install -y -qq $$missing; \
	fi

demo: $(BIN)
	@sh tests/demo $(BIN)

# musket against its peers, in figures and ratios: slow and timing-based,
# so not part of check (README, "Performance").
bench:
	@sh bench/run $(BIN)

install: $(BIN)
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR) \
		$(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man7 \
		$(DESTDIR)$(BASHCOMPLETIONDIR) $(DESTDIR)$(ZSHCOMPLETIONDIR) \
		$(DESTDIR)$(FISHCOMPLETIONDIR)
	cp -f $(BIN) $(DESTDIR)$(BINDIR)/
	cp -Rf tables/. $(DESTDIR)$(DATADIR)/
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
	rm -f $(BIN) $(LIB) src/*.o src/lib/*.o $(UNITTESTS) .flags \
		tests/alloc/*.o $(ALLOCTESTS)

.PHONY: all bench check deps demo install uninstall clean FORCE
