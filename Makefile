# Folio: `make run` builds and opens the demo, `make test` runs every test (window tests under an
# Xvfb that it starts and stops itself), `make bench` measures the pipelines, `make media` records
# the README's animations. All install missing Debian packages first. `make docs` builds the DocC
# documentation into .build/docs.

SWIFT        ?= swift
ARGS         ?=
# The demo `make run` opens (photos, stress or grid) and flags for it.
DEMO ?= photos
BENCH_ROUNDS ?= 3
# The stress pager's visit of 100,000 pages takes about 100 s: once per bench unless asked.
BENCH_VISIT_ROUNDS ?= 1
# The bench's sessions, comma-separated (see folio-bench --help): BENCH_SESSIONS=text, say.
BENCH_SESSIONS ?= all
# Text is laid out by Pango (libpango1.0-dev brings HarfBuzz, fontconfig, FriBidi and cairo); the
# fonts are the faces fontconfig falls back to for what the bundled DejaVu Sans lacks: Noto for
# the world's scripts, Noto CJK for Chinese, Japanese and Korean, Noto Color Emoji.
FONT_PACKAGES = fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
# folio-photos also links libexif (EXIF), GLib (thumbnail names) and SQLite (its index, through GRDB).
RUN_PACKAGES  = libsdl2-dev libsdl2-image-dev libjpeg62-turbo-dev libpng-dev libgif-dev libwebp-dev libpango1.0-dev \
                libexif-dev libglib2.0-dev libsqlite3-dev $(FONT_PACKAGES)
# desktop-file-validate checks folio-photos' desktop entry in the install test.
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth xdotool imagemagick python3 python3-pil desktop-file-utils libxfixes-dev
MEDIA_PACKAGES = $(RUN_PACKAGES) imagemagick
# The README's animations: the window size each demo is recorded at, where the frames go, and
# how they are thinned: every MEDIA_STEP-th frame of the 60 Hz recording (15 a second), scaled to
# MEDIA_WIDTH pixels wide, in MEDIA_COLORS colours.
MEDIA_SIZE   ?= 800x500
MEDIA_FRAMES ?= $(CURDIR)/.build/media-frames
MEDIA_STEP   ?= 4
MEDIA_WIDTH  ?= 400
MEDIA_COLORS ?= 64
XVFB_SCREEN   = -screen 0 1280x800x24 -nolisten tcp
# The suites that run work on several threads; `make test` also runs them under ThreadSanitizer.
# The hostile-input and exit suites, which `make test` runs once more against a release build.
HOSTILE_SUITES = ExitWindowTests|ImageBombWindowTests|PhotoListWindowTests|HostileOutputWindowTests|BlockingFileWindowTests|EarlySignalWindowTests|RecordCommandLineTests|RecordWindowTests|FeedsLargeBatchWindowTests|ExtremeImageWindowTests
TSAN_SUITES   = OutputChannelTests|URLSessionImageFetcherTests|ImageDiskCacheTests|ImageAnimationTests|ImageNodeAnimationTests|ImageNodeInCollectionTests|CellNodeInvalidationTests|FrameEncoderTests|WorkerPoolTests|BatchFetchingContextTests|CollectionNodeBatchFetchingTests|ItemJobTests|BackgroundReleaserTests|CancellationTokenTests|PagerNodeConcurrencyTests|RasterThreadSafetyTests|SDLMainQueueWatcherTests|ThrashWorkerTests|ButtonNodeTests|CollectionNodeChangingCellTests|DecodedImageCacheTests|ImageNodeSharingTests|DisplayNodeDecorationTests|CollectionNodeMainThreadCellsTests|TextNodeMutableContentTests|InterfaceStateTests|SnapshotApplicationQueueTests|CollectionDiffableDataSourceApplyingTests/orderAcrossThreads|CollectionDiffableDataSourceApplyingTests/largeIsDeferred

.PHONY: run photos test bench media build release deps test-deps media-deps unit-test tsan-test tsan-build tsan-run window-test window-suites exit-window-test release-window-test release-build release-window-run docs clean install uninstall install-deps

# Installs the packages named in $(1) that dpkg does not list as installed yet, as root or
# through sudo. One dpkg-query for them all: a `dpkg -s` each took seconds on a busy machine.
define install_missing
	@installed=" $$(dpkg-query -W -f='$${db:Status-Status}:$${Package} ' $(1) 2>/dev/null) "; missing=""; \
	for p in $(1); do case "$$installed" in *" installed:$$p "*) ;; *) missing="$$missing $$p" ;; esac; done; \
	if [ -n "$$missing" ]; then \
	  if ! command -v apt-get >/dev/null 2>&1; then \
	    echo "error: missing packages:$$missing, and apt-get is not available; install them with your package manager" >&2; exit 1; \
	  elif [ "$$(id -u)" = 0 ]; then sudo=""; \
	  elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; \
	  else echo "error: missing packages:$$missing; run as root or install them with: apt-get install$$missing" >&2; exit 1; fi; \
	  echo "Installing$$missing"; \
	  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null \
	    || { echo "error: could not install$$missing; install them with: sudo apt-get install$$missing" >&2; exit 1; }; \
	fi
endef

deps:
	$(call install_missing,$(RUN_PACKAGES))

test-deps:
	$(call install_missing,$(TEST_PACKAGES))

media-deps:
	$(call install_missing,$(MEDIA_PACKAGES))

release: deps
	$(SWIFT) build -c release --product folio-demo

build: deps
	$(SWIFT) build

run: release
	"$$($(SWIFT) build -c release --show-bin-path)/folio-demo" $(DEMO) --assets assets $(ARGS)

# `make photos PHOTOS=~/Pictures` opens folio-photos on a folder (the pictures folder when empty).
PHOTOS ?=
photos: deps
	$(SWIFT) build -c release --product folio-photos
	"$$($(SWIFT) build -c release --show-bin-path)/folio-photos" $(PHOTOS) $(ARGS)

# The window suites mostly wait (for animations, events, screenshots), so the two builds the
# later steps need (the sanitised libraries, the release demo) are made meanwhile, at the idle
# scheduling class (SCHED_IDLE; nice 19 where that is not allowed): they get the CPU only when
# nothing else wants it, so the demos under test keep their timing. Their output follows the window tests'; the exit tests, timed
# under load, wait for them.
test: test-deps
	$(SWIFT) build --build-tests
	$(MAKE) --no-print-directory unit-test docs
	@mkdir -p .build; idle="chrt --idle 0"; $$idle true 2>/dev/null || idle="nice -n 19"; \
	echo "Window tests, with the sanitised and release builds made meanwhile at idle priority ($$idle)"; \
	$$idle $(MAKE) --no-print-directory tsan-build release-build > .build/idle-builds.log 2>&1 & builds=$$!; \
	$(MAKE) --no-print-directory window-suites WINDOW_TEST_FLAGS=--ignore-lock; suites=$$?; \
	wait $$builds; built=$$?; \
	echo "--- the builds made during the window tests (.build/idle-builds.log)"; cat .build/idle-builds.log; \
	[ $$built -eq 0 ] || echo "error: the sanitised or the release build failed (status $$built); see above" >&2; \
	[ $$suites -eq 0 ] && [ $$built -eq 0 ]
	$(MAKE) --no-print-directory exit-window-test tsan-run release-window-run

unit-test:
	$(SWIFT) test --skip-build --disable-xctest --skip FolioDemoTests

# A separate build folder: sanitised objects must not mix with the normal ones. The suites are
# the libraries' own, so the build leaves the apps out (FOLIO_LIBRARIES_ONLY, in Package.swift).
tsan-test: tsan-build tsan-run

tsan-build:
	FOLIO_LIBRARIES_ONLY=1 $(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan

tsan-run:
	FOLIO_LIBRARIES_ONLY=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --disable-xctest --filter '$(TSAN_SUITES)'

# The window tests drive the real demo, and the embedding example, with xdotool, one demo on the
# display at a time (DemoProcess). Quitting under load is timed to the second, so it runs after
# the others, alone (dozens of command-line runs at once are load of another kind).
# WINDOW_TEST_FLAGS=--ignore-lock lets a build run beside them (`swift test` otherwise holds the
# lock on .build for the whole run; SwiftPM says in one line that it ignores it).
XVFB_RUN ?= xvfb-run -a
WINDOW_TEST_FLAGS ?=
window-test: window-suites exit-window-test

window-suites:
	bin="$$($(SWIFT) build --show-bin-path)"; \
	$(XVFB_RUN) -s "$(XVFB_SCREEN)" env FOLIO_WINDOW_TESTS=1 FOLIO_DEMO_BINARY="$$bin/folio-demo" \
	  FOLIO_ASSETS="$(CURDIR)/assets" FOLIO_EXAMPLE_BINARY="$$bin/SidebarExample" FOLIO_PHOTOS_BINARY="$$bin/folio-photos" \
	  $(SWIFT) test --skip-build $(WINDOW_TEST_FLAGS) --disable-xctest --filter FolioDemoTests --skip ExitWindowTests

exit-window-test:
	$(XVFB_RUN) -s "$(XVFB_SCREEN)" env FOLIO_WINDOW_TESTS=1 \
	  FOLIO_DEMO_BINARY="$$($(SWIFT) build --show-bin-path)/folio-demo" FOLIO_ASSETS="$(CURDIR)/assets" \
	  $(SWIFT) test --skip-build --disable-xctest --filter ExitWindowTests

# The optimiser has hidden races from debug builds before (a worker's launch wait, fonts closed
# under a worker), so what hostile input and quitting under load must survive is tried on the
# release build too.
release-window-test: release-build release-window-run

release-build:
	$(SWIFT) build -c release --product folio-demo

release-window-run:
	$(XVFB_RUN) -s "$(XVFB_SCREEN)" env FOLIO_WINDOW_TESTS=1 \
	  FOLIO_DEMO_BINARY="$$($(SWIFT) build -c release --show-bin-path)/folio-demo" FOLIO_ASSETS="$(CURDIR)/assets" \
	  $(SWIFT) test --skip-build --disable-xctest --filter '$(HOSTILE_SUITES)'

# The libraries' documentation as static sites, .build/docs/FolioCore and .build/docs/FolioSDL
# (open index.html through any static web server), offline. A DocC warning (a broken symbol link,
# an undocumented parameter) fails the build. SDL2's and GLib's pkg-config flags carry -D_REENTRANT
# and -pthread, which SwiftPM refuses with a warning on every build; those lines alone are not shown.
DOC_TARGETS = FolioCore FolioSDL
docs: deps
	@mkdir -p .build/docs
	@for target in $(DOC_TARGETS); do \
	  echo "Documenting $$target"; \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$target \
	    --output-path .build/docs/$$target --transform-for-static-hosting --hosting-base-path $$target \
	    --disable-indexing --warnings-as-errors > .build/docs/$$target.log 2>&1; \
	  status=$$?; grep -v -e 'prohibited flag(s): -D_REENTRANT' -e 'prohibited flag(s): -pthread' -e '^\[[0-9]*/[0-9]*\]' .build/docs/$$target.log; \
	  [ $$status -eq 0 ] || exit $$status; \
	done

# Headless (SDL's offscreen driver, software renderer): no display is needed. The figures go to
# bench/results.json; the table to the terminal.
bench: deps
	$(SWIFT) build -c release --product folio-demo
	$(SWIFT) build -c release --product folio-photos
	$(SWIFT) build -c release --product folio-bench
	bin="$$($(SWIFT) build -c release --show-bin-path)"; \
	  "$$bin/folio-bench" --demo "$$bin/folio-demo" --photos "$$bin/folio-photos" --assets "$(CURDIR)/assets" --rounds $(BENCH_ROUNDS) --visit-rounds $(BENCH_VISIT_ROUNDS) --sessions '$(BENCH_SESSIONS)' --output bench/results.json

# Each demo plays its `showcase` session headless (SDL's offscreen driver, software renderer) and
# writes every frame (`--record`); the frames are then thinned into an animated GIF under
# assets/media/. Frames come a little late while recording, so the GIFs run slightly fast.
media: media-deps
	$(SWIFT) build -c release --product folio-demo
	@set -e; bin="$$($(SWIFT) build -c release --show-bin-path)/folio-demo"; mkdir -p assets/media; \
	  for demo in photos grid feeds; do \
	    frames="$(MEDIA_FRAMES)/$$demo"; \
	    SDL_VIDEODRIVER=offscreen "$$bin" $$demo --assets "$(CURDIR)/assets" --size $(MEDIA_SIZE) --script showcase --record "$$frames"; \
	    count=$$(ls "$$frames" | grep -c '^frame-.*\.png$$'); \
	    convert -delay $(MEDIA_STEP)x60 -loop 0 \
	      $$(ls "$$frames"/frame-*.png | awk 'NR % $(MEDIA_STEP) == 1') \
	      -resize $(MEDIA_WIDTH)x +dither -colors $(MEDIA_COLORS) -layers Optimize "assets/media/$$demo.gif"; \
	    echo "assets/media/$$demo.gif: $$count frames recorded, $$(( ($$count + $(MEDIA_STEP) - 1) / $(MEDIA_STEP) )) kept, $$(du -k "assets/media/$$demo.gif" | cut -f1) KiB"; \
	  done

clean:
	rm -rf .build .build-tsan

# `make install` builds folio-photos for release and installs it as a desktop application: the
# program in $(BINDIR), its desktop entry and its icon (an SVG and PNGs at ICON_SIZES) where
# freedesktop menus look, from dist/. DESTDIR stages it under another root, as packagers do
# (they refresh the desktop and icon caches themselves); INSTALL_BINARY installs a binary
# already built instead of building one. `make uninstall` removes exactly those files, and the
# folders they leave empty when DESTDIR is set.
PREFIX  ?= /usr/local
DESTDIR ?=
BINDIR  ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
INSTALL ?= install
INSTALL_BINARY ?=
ICON_SIZES = 48 128 256
INSTALL_ICONS = scalable/apps/folio-photos.svg $(foreach size,$(ICON_SIZES),$(size)x$(size)/apps/folio-photos.png)
# The typeface folio-photos sets its words in (fontconfig falls back to the system's fonts for
# other scripts), with its licence.
INSTALL_FONTS = DejaVuSans.ttf DejaVuSans-Bold.ttf LICENSE-DejaVu.txt
INSTALL_FILES = $(BINDIR)/folio-photos $(DATADIR)/applications/folio-photos.desktop $(addprefix $(DATADIR)/icons/hicolor/,$(INSTALL_ICONS)) \
                $(addprefix $(DATADIR)/folio-photos/fonts/,$(INSTALL_FONTS))

install-deps:
	$(call install_missing,$(RUN_PACKAGES))

install:
	@set -e; binary="$(INSTALL_BINARY)"; \
	if [ -z "$$binary" ]; then \
	  $(MAKE) --no-print-directory install-deps; \
	  $(SWIFT) build -c release --product folio-photos; \
	  binary="$$($(SWIFT) build -c release --show-bin-path)/folio-photos"; \
	fi; \
	if [ ! -f "$$binary" ] || [ ! -x "$$binary" ]; then echo "error: $$binary is not an executable file" >&2; exit 1; fi; \
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DATADIR)/applications"; \
	$(INSTALL) -m 0755 "$$binary" "$(DESTDIR)$(BINDIR)/folio-photos"; \
	$(INSTALL) -m 0644 "$(CURDIR)/dist/folio-photos.desktop" "$(DESTDIR)$(DATADIR)/applications/folio-photos.desktop"; \
	$(INSTALL) -d "$(DESTDIR)$(DATADIR)/folio-photos/fonts"; \
	for font in $(INSTALL_FONTS); do $(INSTALL) -m 0644 "$(CURDIR)/assets/fonts/$$font" "$(DESTDIR)$(DATADIR)/folio-photos/fonts/$$font"; done; \
	for icon in $(INSTALL_ICONS); do \
	  $(INSTALL) -d "$(DESTDIR)$(DATADIR)/icons/hicolor/$$(dirname $$icon)"; \
	  $(INSTALL) -m 0644 "$(CURDIR)/dist/icons/hicolor/$$icon" "$(DESTDIR)$(DATADIR)/icons/hicolor/$$icon"; \
	done; \
	if [ -z "$(DESTDIR)" ]; then \
	  if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$(DATADIR)/applications" || true; fi; \
	  if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t -f "$(DATADIR)/icons/hicolor" || true; fi; \
	fi; \
	echo "Installed folio-photos in $(DESTDIR)$(BINDIR), its desktop entry and icons in $(DESTDIR)$(DATADIR)"

uninstall:
	@for file in $(INSTALL_FILES); do rm -f "$(DESTDIR)$$file"; done
	@if [ -n "$(DESTDIR)" ]; then \
	  for file in $(INSTALL_FILES); do \
	    dir="$$(dirname "$(DESTDIR)$$file")"; \
	    while [ "$$dir" != "$(patsubst %/,%,$(DESTDIR))" ] && [ "$$dir" != "/" ] && rmdir "$$dir" 2>/dev/null; do dir="$$(dirname "$$dir")"; done; \
	  done; \
	fi
	@if [ -z "$(DESTDIR)" ]; then \
	  if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$(DATADIR)/applications" || true; fi; \
	  if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t -f "$(DATADIR)/icons/hicolor" || true; fi; \
	fi
