# Huntline: `make run` serves the demo, `make test` runs every test. See README.md.
GO         ?= go
# make run follows HUNTLINE_DB and HUNTLINE_ADDR like the binary does (or DB=, ADDR=).
DB         ?= $(or $(HUNTLINE_DB),sqlite:./data/huntline.db)
ADDR       ?= $(or $(HUNTLINE_ADDR),127.0.0.1:8080)
VERSION    := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
BUILD_DATE := $(shell date -u +%Y-%m-%dT%H:%M:%SZ)
LDFLAGS    := -X main.version=$(VERSION) -X main.buildDate=$(BUILD_DATE)
BENCH_SCALE ?= 1000000
BENCH_CV_SCALE ?= 100000
# make bench-load: a seeded SQLite database to keep a copy of (empty: seed one), and the ramp.
BENCH_LOAD_SQLITE ?=
BENCH_LOAD_ARGS ?=

.PHONY: build build-go ui run test test-go test-ui test-browser test-clock bench bench-cv bench-load bench-ui bench-http soak fuzz vet clean

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

# The date-sensitive tests at awkward moments (zone@time): a Sunday 23:59 in Shanghai, the last
# minute of a month and of a year, a leap day. HUNTLINE_NOW moves the one clock of the test
# binaries, the demo data, the server and the browser (see clock/); TZ moves the local zone of
# Go and of Chromium. `HUNTLINE_NOW=... make test` runs everything at one moment.
CLOCK_MOMENTS ?= Asia/Shanghai@2026-11-29T23:59:00+08:00 Asia/Shanghai@2027-04-30T23:59:00+08:00 \
	UTC@2026-12-31T23:59:00Z Asia/Shanghai@2028-02-29T12:00:00+08:00
CLOCK_GO_TESTS := Todo|Remind|Calendar|MessageCount|Login|Session|Password|Expire|Feed|Notification|Notice|Approval|Pipeline|Move|Date|Oplog|Browse|Lock|Reset|Export|Period|Week|Month|Today
CLOCK_FLOWS    := to-dos|notifications|issue 7|approvals
test-clock: build
	@for m in $(CLOCK_MOMENTS); do tz=$${m%@*}; at=$${m#*@}; echo "== the clock at $$at ($$tz)"; \
		export TZ=$$tz HUNTLINE_NOW=$$at HUNTLINE_REQUIRE_PG=1; \
		$(GO) test -count=1 ./clock ./gql ./engine ./fixtures && \
		$(GO) test -count=1 -timeout 20m ./engine/rest ./modules/... ./plugins/... -run '$(CLOCK_GO_TESTS)' && \
		FLOWS='$(CLOCK_FLOWS)' node ui/e2e/run.mjs || exit 1; \
	done

# The first screen after sign-in, timed in Chromium on the demo data (see BENCHMARKS.md).
bench-ui: build
	node ui/e2e/firstscreen.mjs

vet:
	$(GO) vet ./...

# Load BENCH_SCALE candidates (and 20 job orders and 3 submissions per 1,000) into each store
# and time the engine against hand-written SQL on typed tables. Figures go to BENCHMARKS.md.
bench: build
	bin/huntline bench --scale $(BENCH_SCALE) --stores postgres,sqlite

# Keyword search over CV texts (5 KB each): its own database of BENCH_CV_SCALE candidates.
bench-cv: build
	bin/huntline bench --cv --scale $(BENCH_CV_SCALE) --stores postgres,sqlite

# Issue 20's table over HTTP: Huntline (bin/huntline serve on SQLite) beside PocketBase
# v0.39.11 built from its Go module (fixtures/bench/http, its own go.mod), the same 100,000
# candidates, one Go load client, three alternating rounds (~7 minutes). The databases are kept
# in BENCH_HTTP_DIR between runs; BENCH_HTTP_FROM names a folder with a seeded h.db and its
# seed.log to copy instead of seeding. The UI is not needed, so only the Go binary is built.
# Figures go to BENCHMARKS.md.
BENCH_HTTP_DIR  ?= .bench-http
BENCH_HTTP_FROM ?=
BENCH_HTTP_ARGS ?=
bench-http: build-go
	DIR=$(BENCH_HTTP_DIR) FROM=$(BENCH_HTTP_FROM) SCALE=100000 ARGS='$(BENCH_HTTP_ARGS)' fixtures/bench/http/run.sh

# The whole-day load of issue 20: up to 200 simulated recruiters (list under a random filter,
# a detail, four facets) against `huntline serve` on 100,000 candidates, SQLite then a
# throwaway PostgreSQL; about 10 minutes per store with the seeding. Figures go to
# BENCHMARKS.md. The server and this client share the machine's cores.
bench-load: build
	$(GO) run ./fixtures/bench/dayload -sqlite-from "$(BENCH_LOAD_SQLITE)" $(BENCH_LOAD_ARGS)

# Contention, timed on SQLite and a throwaway PostgreSQL (issue 14): 100 writers on one record
# while another user lists, and other writers during a 5,000-row import. Figures go to
# BENCHMARKS.md; make test checks the same behaviour without timing it.
soak:
	HUNTLINE_SOAK=1 HUNTLINE_REQUIRE_PG=1 $(GO) test -count=1 -timeout 40m -v -run '^TestSoak' ./engine/rest

fuzz:
	$(GO) test ./gql -run '^$$' -fuzz FuzzCompile -fuzztime 60s

clean:
	rm -rf bin ui/dist/app
