# wxsh: build, test and install. `make install PREFIX=~/.local` puts the binary in
# PREFIX/bin, its data in PREFIX/share/wxsh and the manual in PREFIX/share/man/man1;
# `make deb` builds a Debian package (scripts/package) to install with `apt install ./wxsh_…deb`.
PREFIX ?= /usr/local
BIN ?= .build/release/wxsh
# The Swift standard library (and FoundationEssentials; no ICU) linked in: the binary starts without resolving
# the toolchain's shared libraries and runs on a machine without Swift.
RELEASE ?= swift build -c release --static-swift-stdlib

.PHONY: all build test install uninstall clean deb

all: build

build:
	./scripts/ensure-deps
	$(RELEASE)

test:
	./scripts/test

$(BIN):
	./scripts/ensure-deps
	$(RELEASE)

install: $(BIN)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/wxsh" "$(DESTDIR)$(PREFIX)/share/man/man1"
	install -s -m 755 "$(BIN)" "$(DESTDIR)$(PREFIX)/bin/wxsh"
	cd Resources && find . -type f ! -name README.md ! -path './lang/man/*' -exec install -D -m 644 {} "$(DESTDIR)$(PREFIX)/share/wxsh/{}" \;
	install -m 644 man/wxsh.1 "$(DESTDIR)$(PREFIX)/share/man/man1/wxsh.1"
	for page in man/*/wxsh.1; do lang=$$(basename $$(dirname $$page)); \
		install -D -m 644 $$page "$(DESTDIR)$(PREFIX)/share/man/$$lang/man1/wxsh.1"; done

deb:
	./scripts/package

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/wxsh" "$(DESTDIR)$(PREFIX)/share/man/man1/wxsh.1" "$(DESTDIR)$(PREFIX)"/share/man/*/man1/wxsh.1
	rm -rf "$(DESTDIR)$(PREFIX)/share/wxsh"

clean:
	rm -rf .build
