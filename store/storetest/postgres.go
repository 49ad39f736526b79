// Package storetest opens real stores for tests: a temporary SQLite file, and a database on
// a PostgreSQL server, either the one HUNTLINE_TEST_PG names or a throwaway cluster started
// for the test binary (TOOLCHAIN.md: initdb with C.UTF-8, as the postgres user when root).
package storetest

import (
	"database/sql"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	_ "github.com/lib/pq"
)

var (
	pgOnce    sync.Once
	pgBaseURL string
	pgErr     error
	pgStop    func()
)

// Main runs a package's tests and stops the throwaway PostgreSQL afterwards, if one started.
func Main(m *testing.M) {
	code := m.Run()
	if pgStop != nil {
		pgStop()
	}
	os.Exit(code)
}

// postgresURL answers a server URL, starting a throwaway cluster on first use when
// HUNTLINE_TEST_PG is not set.
func postgresURL() (string, error) {
	pgOnce.Do(func() {
		if u := os.Getenv("HUNTLINE_TEST_PG"); u != "" {
			pgBaseURL = u
			return
		}
		pgBaseURL, pgStop, pgErr = StartPostgres()
	})
	return pgBaseURL, pgErr
}

func pgBin() (string, error) {
	if dir := os.Getenv("HUNTLINE_PG_BIN"); dir != "" {
		return dir, nil
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(matches) == 0 {
		if p, err := exec.LookPath("initdb"); err == nil {
			return filepath.Dir(p), nil
		}
		return "", fmt.Errorf("no PostgreSQL server binaries found (install postgresql or set HUNTLINE_TEST_PG)")
	}
	return filepath.Dir(matches[len(matches)-1]), nil
}

// StartPostgres starts a throwaway PostgreSQL cluster on a free local port and answers its
// URL and a function that stops it and removes its files. settings are extra server
// settings ("shared_buffers=1GB"), for benchmarks that want production-like memory.
func StartPostgres(settings ...string) (string, func(), error) {
	bin, err := pgBin()
	if err != nil {
		return "", nil, err
	}
	dir, err := os.MkdirTemp("", "huntline-pg-")
	if err != nil {
		return "", nil, err
	}
	port, err := freePort()
	if err != nil {
		return "", nil, err
	}
	asPG := func(name string, args ...string) *exec.Cmd {
		if os.Geteuid() == 0 {
			return exec.Command("runuser", append([]string{"-u", "postgres", "--", filepath.Join(bin, name)}, args...)...)
		}
		return exec.Command(filepath.Join(bin, name), args...)
	}
	if os.Geteuid() == 0 {
		if out, err := exec.Command("chown", "postgres:", dir).CombinedOutput(); err != nil {
			return "", nil, fmt.Errorf("chown %s: %v: %s", dir, err, out)
		}
	}
	os.Chmod(dir, 0o700)
	data := filepath.Join(dir, "data")
	if out, err := asPG("initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync").CombinedOutput(); err != nil {
		return "", nil, fmt.Errorf("initdb: %v: %s", err, out)
	}
	opts := fmt.Sprintf("-c listen_addresses=127.0.0.1 -p %d -k %s -c fsync=off -c synchronous_commit=off -c full_page_writes=off", port, dir)
	for _, s := range settings {
		opts += " -c " + s
	}
	if out, err := asPG("pg_ctl", "-D", data, "-l", filepath.Join(dir, "pg.log"), "-w", "-o", opts, "start").CombinedOutput(); err != nil {
		return "", nil, fmt.Errorf("pg_ctl start: %v: %s", err, out)
	}
	stop := func() {
		asPG("pg_ctl", "-D", data, "-m", "immediate", "-w", "stop").Run()
		os.RemoveAll(dir)
	}
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port), stop, nil
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

var dbSeq struct {
	sync.Mutex
	n int
}

// NewPostgresDB creates an empty database for one test and answers its URL; it is dropped
// when the test ends.
func NewPostgresDB(t testing.TB) string {
	t.Helper()
	base, err := postgresURL()
	if err != nil {
		if os.Getenv("HUNTLINE_REQUIRE_PG") != "" {
			t.Fatalf("PostgreSQL required: %v", err)
		}
		t.Skipf("PostgreSQL not available: %v", err)
	}
	dbSeq.Lock()
	dbSeq.n++
	name := fmt.Sprintf("t_%d_%d_%d", os.Getpid(), time.Now().UnixNano()%1e9, dbSeq.n)
	dbSeq.Unlock()
	admin, err := sql.Open("postgres", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatalf("create database: %v", err)
	}
	t.Cleanup(func() {
		a, err := sql.Open("postgres", base)
		if err == nil {
			a.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
			a.Close()
		}
	})
	return withDatabase(base, name)
}

func withDatabase(base, name string) string {
	q := ""
	if i := strings.IndexByte(base, '?'); i >= 0 {
		base, q = base[:i], base[i:]
	}
	slash := strings.LastIndexByte(base, '/')
	if slash > len("postgres://") {
		base = base[:slash]
	}
	return base + "/" + name + q
}

// NewSQLiteURL answers a fresh SQLite database URL in the test's temp folder.
func NewSQLiteURL(t testing.TB) string {
	return "sqlite:" + filepath.Join(t.TempDir(), "test.db")
}

// ForEach runs fn as a subtest on a fresh database of each dialect: the conformance rule
// that every behaviour holds on SQLite and on PostgreSQL alike.
func ForEach(t *testing.T, fn func(t *testing.T, dbURL string)) {
	t.Run("sqlite", func(t *testing.T) { fn(t, NewSQLiteURL(t)) })
	t.Run("postgres", func(t *testing.T) { fn(t, NewPostgresDB(t)) })
}
