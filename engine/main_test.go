package engine

import (
	"context"
	"testing"

	"huntline/store/storetest"
)

// TestMain stops the throwaway PostgreSQL the conformance tests start, so a test run leaves
// no server behind.
func TestMain(m *testing.M) { storetest.Main(m) }

// openTest opens an engine over a migrated test database, closed when the test ends.
func openTest(t *testing.T, dbURL string) *Engine {
	t.Helper()
	e, err := Open(context.Background(), Options{DB: dbURL, DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}
