# Huntline: `make run` serves the demo, `make test` runs every test. See README.md.
GO         ?= go
# make run follows HUNTLINE_DB and HUNTLINE_ADDR like the binary does (or DB=, ADDR=).
DB         ?= $(or $(HUNTLINE_DB),sqlite:./data/huntline.db)
ADDR       ?= $(or $(HUNTLINE_ADDR),127.0.0.1:8080)
VERSION    := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
BUILD_DATE := $(shell date -u +%Y-%m-%dT%H:%M:%SZ)
LDFLAGS    := -X main.version=$(VERSION) -X main.buildDate=$(BUILD_DATE)
BENCH_SCALE ?= 1000000

.PHONY: build build-go ui run test test-go test-ui test-browser bench bench-ui soak fuzz vet clean

# The web app (ui/) is built by Vite into ui/dist/app and embedded in the binary.
UI_SOURCES := $(shell find ui/src ui/index.html ui/vite.config.ts ui/tsconfig.json -type f 2>/dev/null)

build: ui build-go

build-go:
	$(GO) build -ldflags "$(LDFLAGS)" -o bin/huntline .

ui: ui/dist/app/index.html

# npm ci only when node_modules is missing or older than the lock file. The registry sometimes
# drops a connection mid-download (EIDLETIMEOUT), which npm's own retries do not cover, so the
# whole install is retried a few times before the build gives up.
node_modules/.huntline-installed: package.json package-lock.json
	@for i in 1 2 3 4; do \
		npm ci --no-audit --no-fund && exit 0; \
		echo "npm ci failed (attempt $$i of 4); retrying in $$((i * 15)) s"; sleep $$((i * 15)); \
	done; exit 1
	@touch $@

ui/dist/app/index.html: node_modules/.huntline-installed $(UI_SOURCES)
	npx vite build --config ui/vite.config.ts --logLevel warn

# First run: migrate and load the demo data into ./data, remembering the demo login.
run: build
	@mkdir -p data
	@if [ ! -f data/demo-login.txt ]; then \
		bin/huntline seed --db $(DB) --demo --login-file data/demo-login.txt >/dev/null || \
		{ echo "Loading the demo data failed. If ./data holds an earlier, unfinished attempt, remove ./data and run make run again."; exit 1; }; \
	fi
	@echo
	@echo "  Huntline is starting on http://$(ADDR)"
	@sed 's/^/  /' data/demo-login.txt
	@echo
	bin/huntline serve --db $(DB) --addr $(ADDR)

# Every test: Go (on SQLite and on a throwaway PostgreSQL the tests start themselves), the
# web app's unit tests, and browser tests against the built binary.
test: test-go test-ui test-browser

# The REST package runs every call on both databases; on a slow machine it passes go's
# default 10-minute limit, which would fail a run that is only slow.
test-go:
	HUNTLINE_REQUIRE_PG=1 $(GO) test -count=1 -timeout 40m ./...

test-ui: node_modules/.huntline-installed
	npx tsc -p ui/tsconfig.json --noEmit
	npx vitest run --config ui/vite.config.ts

# Drives /usr/bin/chromium (playwright-core) against bin/huntline on a fresh demo database.
test-browser: build
	node ui/e2e/run.mjs

# The first screen after sign-in, timed in Chromium on the demo data (see BENCHMARKS.md).
bench-ui: build
	node ui/e2e/firstscreen.mjs

vet:
	$(GO) vet ./...

# Load BENCH_SCALE candidates (and 20 job orders and 3 submissions per 1,000) into each store
# and time the engine against hand-written SQL on typed tables. Figures go to BENCHMARKS.md.
bench: build
	bin/huntline bench --scale $(BENCH_SCALE) --stores postgres,sqlite

# Contention, timed on SQLite and a throwaway PostgreSQL (issue 14): 100 writers on one record
# while another user lists, and other writers during a 5,000-row import. Figures go to
# BENCHMARKS.md; make test checks the same behaviour without timing it.
soak:
	HUNTLINE_SOAK=1 HUNTLINE_REQUIRE_PG=1 $(GO) test -count=1 -timeout 40m -v -run '^TestSoak' ./engine/rest

fuzz:
	$(GO) test ./gql -run '^$$' -fuzz FuzzCompile -fuzztime 60s

clean:
	rm -rf bin ui/dist/app
