package storetest

import (
	"context"
	"testing"

	"huntline/meta"
	"huntline/store"
)

// Open answers a store at dbURL with the system tables migrated and the built-in models'
// tables in place, closed when the test ends.
func Open(t testing.TB, dbURL string) (*store.Store, *meta.Registry) {
	t.Helper()
	ctx := context.Background()
	reg, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin})
	if err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if err := s.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if err := s.Sync(ctx, reg); err != nil {
		t.Fatal(err)
	}
	return s, reg
}
