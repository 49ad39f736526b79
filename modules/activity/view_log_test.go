package activity

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"huntline/engine"
	"huntline/store/storetest"
)

// A detail read's view-log row is queued, not written on the read's path (store.InsertLater),
// yet the recently browsed list and the record's view log show it at once, and an engine
// closed right after the read has written it.
func TestViewLogQueued(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		ctx := context.Background()
		open := func() (*engine.Engine, *Module) {
			mod := New()
			e, err := engine.Open(ctx, engine.Options{DB: url, DataDir: t.TempDir(), Modules: []engine.Module{mod}})
			if err != nil {
				t.Fatal(err)
			}
			return e, mod
		}
		e, mod := open()
		p := engine.Principal{TenantID: 1, UserID: 7}
		seen := func(e *engine.Engine) []string {
			t.Helper()
			views, err := recentViews(ctx, e.Store, 1, 7, "", 10)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, v := range views {
				out = append(out, fmt.Sprintf("%s %d", v.Model, v.RecordID))
			}
			return out
		}

		mod.recordView(ctx, p, "candidate", 11)
		mod.recordView(ctx, p, "client", 12)
		if got := seen(e); !slices.Equal(got, []string{"client 12", "candidate 11"}) {
			t.Errorf("recently browsed right after the reads: %v", got)
		}
		mod.recordView(ctx, p, "candidate", 13)
		views, err := recordViews(ctx, e.Store, 1, "candidate", 13, 10)
		if err != nil || len(views) != 1 || views[0].UserID != 7 {
			t.Errorf("the record's view log right after the read: %v %v", views, err)
		}

		mod.recordView(ctx, p, "candidate", 14)
		if err := e.Close(); err != nil {
			t.Fatal(err)
		}
		e, _ = open()
		defer e.Close()
		if got := seen(e); !slices.Equal(got, []string{"candidate 14", "candidate 13", "client 12", "candidate 11"}) {
			t.Errorf("after closing right after a read: %v", got)
		}
	})
}
