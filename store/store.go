// Package store is the record store: a table per model with typed system columns and one
// JSON document, transactions with change-log rows, optimistic versions, soft delete, and the
// two dialects (PostgreSQL, SQLite) behind one interface. It knows nothing of HTTP and no
// model by name: everything model-specific arrives as metadata.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/database"
	_ "modernc.org/sqlite"

	"huntline/meta"
	"huntline/migrations"
	"huntline/turns"
)

// Store is an open database.
type Store struct {
	r           *sqlx.DB                // reads
	w           *sqlx.DB                // writes; on SQLite a single connection, the one writer SQLite allows
	gate        turns.Queues[recordKey] // one writer per record at a time (contention.go)
	waits       waits                   // zero: RecordWait and WriteWait; tests shorten them (export_test.go)
	stmts       *stmtCache
	wstmts      *writeStmts   // SQLite: statements prepared on the writer connection
	holds       writeHold     // the longest write transaction (writehold.go)
	later       laterQueue    // view-log rows and the like, written in batches (later.go)
	gen         dataGen       // advances after each committed write of data (datagen.go)
	checkpoints *checkpointer // SQLite: copies the log into the file off the writer (sqlite_checkpoint.go)
	kwStats     keywordStats
	sqliteStats sqliteStats
	// kwSource rebuilds keyword rows in a layout upgrade (keyword_upgrade.go).
	kwSource KeywordSource
	d        Dialect
	url      string // PostgreSQL: the connection string a LISTEN connection of its own needs
	ddl      interface {
		createTables(m *meta.Model) []string
		createIndex(ix index) string
		existingIndexes(ctx context.Context, db *sqlx.DB, table string) (map[string]bool, error)
		statistics(m *meta.Model) []string
		// columns answers the table's columns with their SQL types, spelt as the
		// database reports them (lower case).
		columns(ctx context.Context, db *sqlx.DB, table string) (map[string]string, error)
		// columnType is the type columns reports for f's typed column.
		columnType(f *meta.Field) string
		addColumn(table, column string, f *meta.Field) string
		documentExpr(f *meta.Field) string
		indexesOnColumn(ctx context.Context, db *sqlx.DB, table, column string) ([]string, error)
	}
}

// ErrNotFound is answered for a record that does not exist in the tenant.
var ErrNotFound = errors.New("record not found")

// ErrStale is answered when a record changed since the version the writer read.
var ErrStale = errors.New("record changed since it was read")

// Open connects to a database URL: sqlite:PATH or postgres://...
func Open(ctx context.Context, dbURL string) (*Store, error) {
	switch {
	case strings.HasPrefix(dbURL, "sqlite:"):
		return openSQLite(ctx, strings.TrimPrefix(dbURL, "sqlite:"))
	case strings.HasPrefix(dbURL, "postgres://"), strings.HasPrefix(dbURL, "postgresql://"):
		return openPostgres(ctx, dbURL)
	}
	return nil, fmt.Errorf("store: unsupported database URL %q (use sqlite:PATH or postgres://...)", redact(dbURL))
}

func openPostgres(ctx context.Context, dbURL string) (*Store, error) {
	// Readers and writers get pools of their own (contention.go): a write waiting for a
	// record must never take the connection a reader, or the write holding it, needs.
	r, err := openPostgresPool(ctx, dbURL, dbURL, pgReadConns)
	if err != nil {
		return nil, err
	}
	wURL, err := withLockTimeout(dbURL)
	if err != nil {
		r.Close()
		return nil, fmt.Errorf("store: open %s: %w", redact(dbURL), err)
	}
	w, err := openPostgresPool(ctx, dbURL, wURL, pgWriteConns)
	if err != nil {
		r.Close()
		return nil, err
	}
	return &Store{r: r, w: w, d: postgres{}, ddl: postgresDDL{}, url: dbURL}, nil
}

func openPostgresPool(ctx context.Context, shown, dbURL string, conns int) (*sqlx.DB, error) {
	db, err := sqlx.Open("postgres", dbURL)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", redact(shown), err)
	}
	db.SetMaxOpenConns(conns)
	db.SetMaxIdleConns(conns / 2)
	db.SetConnMaxIdleTime(5 * time.Minute)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: connect %s: %w", redact(shown), err)
	}
	return db, nil
}

func openSQLite(ctx context.Context, path string) (*Store, error) {
	if path == "" {
		return nil, errors.New("store: sqlite URL needs a path (sqlite:./data/huntline.db)")
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("store: create %s: %w", dir, err)
		}
	}
	// mmap_size is the most this SQLite build maps (SQLITE_MAX_MMAP_SIZE, 2 GB): every reader
	// then reads pages straight from the one shared mapping instead of copying them into its
	// own cache through read() calls. At 256 MB a 100,000-candidate database (780 MB) was
	// mostly read through the page cache under load (issue 20, the whole-day run).
	pragmas := "_pragma=journal_mode(WAL)&_pragma=busy_timeout(15000)&_pragma=synchronous(NORMAL)" +
		"&_pragma=foreign_keys(on)&_pragma=cache_size(-65536)&_pragma=temp_store(memory)&_pragma=mmap_size(2147418112)"
	dsn := "file:" + url.PathEscape(path) + "?" + pragmas
	w, err := sqlx.Open("sqlite", dsn+"&_txlock=immediate&_pragma=wal_autocheckpoint("+strconv.Itoa(writerCheckpointPages)+")") // sqlite_checkpoint.go
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	if err := w.PingContext(ctx); err != nil {
		w.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	r, err := sqlx.Open("sqlite", dsn+"&mode=ro")
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	// Every reader stays open once opened: a new SQLite connection reads the whole schema
	// (hundreds of tables and indexes) before its first statement, and Go's default of 2
	// idle connections made each four-facet call close and reopen most of its readers
	// (issue 20: 40-49 % of the server's CPU under facets). No lifetime either, for the same
	// reason; a schema change reaches open readers through SQLite's own schema cookie.
	r.SetMaxOpenConns(sqliteReadConns)
	r.SetMaxIdleConns(sqliteReadConns)
	r.SetConnMaxLifetime(0)
	r.SetConnMaxIdleTime(0)
	cp, err := startCheckpoints(dsn)
	if err != nil {
		w.Close()
		r.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	return &Store{r: r, w: w, d: sqlite{}, ddl: sqliteDDL{}, stmts: newStmtCache(r), wstmts: newWriteStmts(w), checkpoints: cp}, nil
}

// sqliteReadConns bounds the SQLite read pool; every one of them is kept open.
const sqliteReadConns = 16

// Close writes the rows queued for later, then closes the connections.
func (s *Store) Close() error {
	err := s.closeLater()
	if s.stmts != nil {
		s.stmts.cache.Purge()
	}
	if s.wstmts != nil {
		s.wstmts.close()
	}
	if s.checkpoints != nil {
		if e := s.checkpoints.close(); err == nil {
			err = e
		}
	}
	if e := s.w.Close(); err == nil {
		err = e
	}
	if s.r != s.w {
		if e := s.r.Close(); err == nil {
			err = e
		}
	}
	return err
}

// Dialect answers the store's SQL dialect.
func (s *Store) Dialect() Dialect { return s.d }

// DB answers the read pool, for queries the gql compiler builds.
func (s *Store) DB() *sqlx.DB { return s.r }

// Ping checks the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.r.PingContext(ctx) }

// Migrate brings the system tables up to date with goose.
func (s *Store) Migrate(ctx context.Context) error {
	return s.MigrateFS(ctx, migrations.FS, "")
}

// MigrateFS runs the goose migrations of fsys's folder for the store's dialect (postgres/,
// sqlite/), recording them in table (goose's own when empty): a module keeps its own table,
// so its version numbers never meet the core's.
func (s *Store) MigrateFS(ctx context.Context, fsys fs.FS, table string) error {
	dialect := goose.DialectPostgres
	if s.d.Name() == "sqlite" {
		dialect = goose.DialectSQLite3
	}
	sub, err := fs.Sub(fsys, s.d.Name())
	if err != nil {
		return err
	}
	// Out of order: features developed side by side number their migrations apart (00002,
	// 00003); a database that ran the later one first still gets the earlier one.
	opts := []goose.ProviderOption{goose.WithAllowOutofOrder(true)}
	if table != "" {
		gs, err := database.NewStore(dialect, table)
		if err != nil {
			return fmt.Errorf("store: migrations: %w", err)
		}
		opts = append(opts, goose.WithStore(gs))
		dialect = ""
	}
	p, err := goose.NewProvider(dialect, s.w.DB, sub, opts...)
	if err != nil {
		return fmt.Errorf("store: migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("store: migrate: %w", err)
	}
	return nil
}

// Tx runs fn in one write transaction: committed if fn returns nil, rolled back otherwise.
// It waits at most WriteWait for a connection (then ErrOverloaded); a lock fn waited for
// longer than LockTimeout answers ErrBusy (contention.go).
func (s *Store) Tx(ctx context.Context, fn func(*Tx) error) (err error) {
	wait, cancel := context.WithTimeout(ctx, orDefault(s.waits.write, WriteWait))
	conn, err := s.w.Connx(wait)
	cancel()
	if err != nil {
		if ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
			return ErrOverloaded
		}
		return fmt.Errorf("store: begin: %w", err)
	}
	defer func() {
		conn.Close() // back to the pool, after the rollback below
		if s.wstmts != nil && s.wstmts.pending() {
			s.wstmts.prepareWanted(context.WithoutCancel(ctx))
		}
	}()
	tx, err := conn.BeginTxx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	began := time.Now()
	defer func() {
		if p := recover(); p != nil {
			tx.Rollback()
			panic(p)
		}
		if err != nil {
			tx.Rollback()
		}
		s.holds.note(time.Since(began))
	}()
	t := &Tx{tx: tx, d: s.d, ws: s.wstmts}
	if s.stmts != nil {
		t.stmts = &txStmts{seen: map[string]bool{}, prepared: map[string]*sqlx.Stmt{}}
	}
	if err = fn(t); err != nil {
		return lockFailure(err)
	}
	if err = t.flushKeywords(ctx); err != nil {
		return err
	}
	if fn := s.gen.inTx.Load(); fn != nil {
		if err = (*fn)(ctx, t); err != nil {
			return err
		}
	}
	if err = tx.Commit(); err != nil {
		return lockFailure(fmt.Errorf("store: commit: %w", err))
	}
	s.gen.n.Add(1) // before the after-commit hooks, which may announce the write
	for _, f := range t.after {
		f()
	}
	return nil
}

// ReadTx runs fn in a read-only transaction on the reading connections: one snapshot for
// checks that must not hold the write lock (an import's rows are checked in one before the
// write). It always ends by rolling back; a write in it fails.
func (s *Store) ReadTx(ctx context.Context, fn func(*Tx) error) error {
	tx, err := s.r.BeginTxx(ctx, &sql.TxOptions{ReadOnly: s.d.Name() == "postgres"})
	if err != nil {
		return fmt.Errorf("store: begin read: %w", err)
	}
	defer tx.Rollback()
	t := &Tx{tx: tx, d: s.d, readOnly: true}
	if s.stmts != nil {
		t.stmts = &txStmts{seen: map[string]bool{}, prepared: map[string]*sqlx.Stmt{}}
	}
	return fn(t)
}

// SingleWriter reports whether the database lets one transaction write at a time (SQLite):
// a long write then makes every other writer wait, so long jobs check before they write.
func (s *Store) SingleWriter() bool { return s.d.Name() == "sqlite" }

// AfterCommit runs f once the transaction has committed (never when it rolls back): a
// notice pushed to a browser must not announce a write that did not happen.
func (t *Tx) AfterCommit(f func()) { t.after = append(t.after, f) }

// Tx is an open write transaction.
type Tx struct {
	tx    *sqlx.Tx
	d     Dialect
	stmts *txStmts        // SQLite: statements a transaction repeats, prepared once
	ws    *writeStmts     // SQLite: the writer connection's prepared statements (writestmts.go)
	kw    pendingKeywords // SQLite: search tokens of new records, written at commit (write.go)
	// readOnly: a ReadTx, whose checks take no locks (the write that follows checks again)
	readOnly bool
	after    []func()
}

// Exec runs a statement in the transaction, for system tables the engine owns.
func (t *Tx) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return t.exec(ctx, query, args...)
}

// Query runs a query in the transaction.
func (t *Tx) Query(ctx context.Context, query string, args ...any) (*sqlx.Rows, error) {
	return t.queryx(ctx, query, args...)
}

// Get scans one row of a query in the transaction into dest.
func (t *Tx) Get(ctx context.Context, dest any, query string, args ...any) error {
	return t.get(ctx, dest, query, args...)
}

// Select scans every row of a query in the transaction into the slice dest.
func (t *Tx) Select(ctx context.Context, dest any, query string, args ...any) error {
	return t.tx.SelectContext(ctx, dest, query, args...)
}

// Dialect answers the transaction's dialect.
func (t *Tx) Dialect() Dialect { return t.d }

// Exec runs a write statement outside a transaction.
func (s *Store) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	res, err := s.w.ExecContext(ctx, query, args...)
	return res, s.dataWritten(err)
}

// Rebind turns ? placeholders into the dialect's.
func (s *Store) Rebind(query string) string { return s.r.Rebind(query) }

func redact(u string) string {
	p, err := url.Parse(u)
	if err != nil || p.User == nil {
		return u
	}
	if _, ok := p.User.Password(); ok {
		p.User = url.UserPassword(p.User.Username(), "xxxxx")
	}
	return p.String()
}
