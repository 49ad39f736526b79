package engine

import (
	"context"
	"testing"

	"huntline/store/storetest"
)

// TestMain stops the throwaway PostgreSQL the conformance tests start, so a test run leaves
// no server behind.
func TestMain(m *testing.M) { storetest.Main(m) }

// The helpers below are exported for the package's external tests (engine_test) too: a file
// of package engine_test is compiled with these, and a separate test-support package could
// not serve this package's own tests without an import cycle.

// OpenTest opens an engine with modules over a migrated test database, closed when the test
// ends.
func OpenTest(t testing.TB, dbURL string, modules ...Module) *Engine {
	t.Helper()
	e, err := Open(context.Background(), Options{DB: dbURL, DataDir: t.TempDir(), Modules: modules})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// ForEachStore runs fn as a subtest on an engine over a fresh database of each dialect
// (storetest.ForEach), with a context for its calls: the start of every test that holds on
// SQLite and PostgreSQL alike.
func ForEachStore(t *testing.T, fn func(t *testing.T, ctx context.Context, e *Engine)) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) { fn(t, context.Background(), OpenTest(t, dbURL)) })
}

// MustSave saves data as a record of model for p, failing the test on an error: the records
// a test stands on.
func MustSave(t testing.TB, e *Engine, p Principal, model string, data map[string]any) *SaveResult {
	t.Helper()
	res, err := e.Save(context.Background(), p, model, data)
	if err != nil {
		t.Fatal(err)
	}
	return res
}
