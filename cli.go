package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"huntline/clock"
	"huntline/engine"
	"huntline/engine/rest"
	"huntline/fixtures"
	"huntline/fixtures/bench"
	"huntline/meta"
	"huntline/modules/all"
	"huntline/ui"
)

// config is every setting, read once from flags with environment fallbacks.
type config struct {
	db, addr, dataDir, metaDir string
	// files is where files are kept: disk (under dataDir) or db; empty for the store's
	// default (engine.FilesDefault).
	files string
	// publicURL is where links in mails point; trustedProxies the reverse proxies whose
	// X-Forwarded-For and X-Forwarded-Proto are believed (serve only).
	publicURL, trustedProxies string
}

func (c *config) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.db, "db", env("HUNTLINE_DB", "sqlite:./data/huntline.db"), "database URL: sqlite:PATH or postgres://...")
	fs.StringVar(&c.dataDir, "data", env("HUNTLINE_DATA", "./data"), "folder for files (exports, attachments)")
	fs.StringVar(&c.files, "files", env("HUNTLINE_FILES", ""), "where uploaded and exported files are kept: db (in the database, read by every server process) or disk (under --data); default db on PostgreSQL, disk on SQLite")
	fs.StringVar(&c.metaDir, "meta", env("HUNTLINE_META", ""), "extra metadata folder (models/, options/) loaded over the built-in one")
	// No environment variable on purpose: a moved clock must never reach production by a
	// forgotten export. The browser tests pass it to seed and serve.
	fs.Func("now", "for tests: run with the clock moved to this moment (RFC 3339); it keeps running from there", func(s string) error {
		at, err := clock.Parse(s)
		if err == nil {
			clock.Set(at)
		}
		return err
	})
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// open loads metadata, opens the store and prepares the database.
func (c *config) open(ctx context.Context, log *slog.Logger) (*engine.Engine, error) {
	opts := engine.Options{DB: c.db, DataDir: c.dataDir, Files: c.files, Log: log, SMTPURL: os.Getenv("HUNTLINE_SMTP_URL")}
	if c.metaDir != "" {
		opts.Meta = []meta.Source{{Name: c.metaDir, FS: os.DirFS(c.metaDir)}}
	}
	mods, err := all.FromEnv(c.dataDir, log)
	if err != nil {
		return nil, err
	}
	if mods.Telephony.Simulated && log != nil {
		log.Info("telephony: in-process provider simulator (set HUNTLINE_TELEPHONY_URL for a real provider)")
	}
	opts.Modules = all.List(mods)
	return engine.Open(ctx, opts)
}

// openWith parses a command that takes only the common flags and opens the engine on its
// database; the flag set answers the arguments left after the flags.
func openWith(ctx context.Context, name string, args []string, log *slog.Logger) (*engine.Engine, *flag.FlagSet, error) {
	var c config
	fs := flag.NewFlagSet(name, flag.ExitOnError)
	c.flags(fs)
	fs.Parse(args)
	e, err := c.open(ctx, log)
	return e, fs, err
}

func serve(args []string) error {
	var c config
	fs := flag.NewFlagSet("serve", flag.ExitOnError)
	c.flags(fs)
	fs.StringVar(&c.addr, "addr", env("HUNTLINE_ADDR", "127.0.0.1:8080"), "address to listen on")
	fs.StringVar(&c.publicURL, "public-url", env("HUNTLINE_PUBLIC_URL", ""), "the address browsers reach the server at, for links in mails (e.g. https://crm.example.com); default http://ADDR when ADDR names a host")
	fs.StringVar(&c.trustedProxies, "trusted-proxies", env("HUNTLINE_TRUSTED_PROXIES", ""), "reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed: CIDR ranges or addresses, comma-separated")
	fs.Parse(args)
	proxies, err := rest.ParseTrustedProxies(c.trustedProxies)
	if err != nil {
		return err
	}
	publicURL, err := linkBase(c.publicURL, c.addr)
	if err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	e, err := c.open(ctx, log)
	if err != nil {
		return err
	}
	defer e.Close()
	e.Jobs.Run(ctx, 2)
	e.Metadata.Watch(ctx, 2*time.Second) // another process (or huntline meta import) changed metadata
	// Live events (new notifications) written by other server processes (PostgreSQL).
	if err := e.RelayPush(ctx); err != nil {
		return err
	}
	// Sessions ended, rights and settings changed by other server processes (PostgreSQL).
	if err := e.RelayCaches(ctx); err != nil {
		return err
	}
	// The modules' periodic work. HUNTLINE_TICK_EVERY (a duration) makes every task tick at
	// that interval instead of its own: for tests, which cannot wait for a real interval.
	tickEvery, err := tickInterval(os.Getenv("HUNTLINE_TICK_EVERY"))
	if err != nil {
		return err
	}
	e.RunBackground(ctx, tickEvery)
	log.Info("mail: " + e.Mailer.Describe())
	if publicURL == "" {
		log.Warn("links in mails: no public address (set HUNTLINE_PUBLIC_URL); password reset by e-mail is refused until it is set")
	} else {
		log.Info("links in mails point to " + publicURL)
	}
	slowAfter, err := slowThreshold(os.Getenv("HUNTLINE_SLOW_MS"))
	if err != nil {
		return err
	}
	handler := rest.New(e, rest.Options{BuildDate: buildDate, Version: version, PublicURL: publicURL, TrustedProxies: proxies,
		UI: ui.Handler(ui.Built()), Stopping: ctx.Done(),
		MetricsToken: os.Getenv("HUNTLINE_METRICS_TOKEN"), SlowAfter: slowAfter, SlowExplain: os.Getenv("HUNTLINE_SLOW_EXPLAIN") == "1"})
	srv := &http.Server{Addr: c.addr, Handler: handler,
		ReadHeaderTimeout: 10 * time.Second, ReadTimeout: time.Minute, WriteTimeout: 5 * time.Minute, IdleTimeout: 2 * time.Minute}
	errc := make(chan error, 1)
	go func() { errc <- srv.ListenAndServe() }()
	fmt.Printf("Huntline is serving on http://%s (store: %s)\n", c.addr, e.Store.Dialect().Name())
	if clock.Moved() {
		log.Warn("the clock is moved for tests (--now)", "now", clock.Now().Format(time.RFC3339))
	}
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = srv.Shutdown(shutdown)
	e.Jobs.Wait()
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

func migrate(args []string) error {
	e, _, err := openWith(context.Background(), "migrate", args, slog.Default())
	if err != nil {
		return err
	}
	defer e.Close()
	fmt.Println("database is up to date")
	return nil
}

func seed(args []string) error {
	var c config
	var demo bool
	var scale int
	var opts fixtures.DemoOptions
	fs := flag.NewFlagSet("seed", flag.ExitOnError)
	c.flags(fs)
	fs.BoolVar(&demo, "demo", false, "load the demo data set (users, clients, candidates, jobs, pipeline)")
	fs.IntVar(&scale, "scale", 0, "load N generated candidates with proportional clients, jobs and submissions")
	fs.StringVar(&opts.AdminEmail, "admin-email", "admin@huntline.test", "e-mail of the demo administrator")
	fs.StringVar(&opts.AdminPassword, "admin-password", "", "password of the demo administrator (random when empty, and printed)")
	fs.StringVar(&opts.LoginFile, "login-file", "", "also write the demo login to this file")
	fs.Parse(args)
	if demo == (scale > 0) {
		return errors.New("seed: give either --demo or --scale N")
	}
	ctx := context.Background()
	e, err := c.open(ctx, slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	if err != nil {
		return err
	}
	defer e.Close()
	if demo {
		return fixtures.Demo(ctx, e, opts, os.Stdout)
	}
	return fixtures.Scale(ctx, e, scale, os.Stderr)
}

func runBench(args []string) error {
	var cfg bench.Config
	var stores string
	fs := flag.NewFlagSet("bench", flag.ExitOnError)
	fs.IntVar(&cfg.Candidates, "scale", 1000000, "candidates to load into each store (with 20 job orders and 3,000 submissions per 1,000)")
	fs.StringVar(&stores, "stores", "postgres,sqlite", "stores to measure")
	fs.StringVar(&cfg.PostgresURL, "pg", env("HUNTLINE_BENCH_PG", ""), "PostgreSQL server URL (empty: start a throwaway cluster)")
	fs.StringVar(&cfg.DataDir, "data", "./data/bench", "folder for the SQLite benchmark databases")
	fs.IntVar(&cfg.Runs, "runs", 15, "timed runs per query")
	fs.BoolVar(&cfg.Reuse, "reuse", false, "reuse databases already loaded at this scale")
	fs.BoolVar(&cfg.Verbose, "v", false, "print query plans")
	fs.BoolVar(&cfg.CVText, "cv", false, "measure keyword search over 5 KB CV texts instead, on a database of its own")
	fs.Parse(args)
	for _, s := range strings.Split(stores, ",") {
		if s = strings.TrimSpace(s); s != "" {
			cfg.Stores = append(cfg.Stores, s)
		}
	}
	cfg.Progress = os.Stderr
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return bench.Run(ctx, cfg, os.Stdout)
}

// tickInterval reads HUNTLINE_TICK_EVERY: empty keeps each task's own interval.
func tickInterval(v string) (time.Duration, error) {
	if v == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("HUNTLINE_TICK_EVERY: %q is not a positive duration (such as 200ms)", v)
	}
	return d, nil
}
