package store_test

import (
	"context"
	"testing"

	"huntline/meta"
	"huntline/store"
)

// Keyword rows built under another search layout (a field since made searchable, as the CV's
// text was) are rebuilt from the records when Sync finds the layout changed, once.
func TestKeywordRowsFollowTheSearchLayout(t *testing.T) {
	forEachStore(t, func(t *testing.T, ctx context.Context, s *store.Store, reg *meta.Registry) {
		m := reg.Model("candidate")
		id := insert(t, s, m, "Alice", store.Search{Values: []string{"acme"}}, map[string]any{"resumeText": "zebra keeper"})
		if got := keywordIDs(t, s, m, "zebra", store.HiddenNone); len(got) != 0 {
			t.Fatalf("before: %v", got)
		}
		built := 0
		s.SetKeywordSource(func(_ context.Context, _ *meta.Model, rec *store.Record) store.Search {
			built++
			text, _ := rec.Data["resumeText"].(string)
			return store.Search{Values: []string{text}}
		})
		// The layout these rows were built under is not the one the metadata asks for now.
		if err := s.Tx(ctx, func(tx *store.Tx) error {
			_, err := tx.Exec(ctx, "UPDATE keyword_layout SET layout = 'an older layout'")
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if err := s.Sync(ctx, reg); err != nil {
			t.Fatal(err)
		}
		if got := keywordIDs(t, s, m, "zebra", store.HiddenNone); len(got) != 1 || got[0] != id {
			t.Errorf("after the rebuild: %v, want [%d]", got, id)
		}
		before := built
		if err := s.Sync(ctx, reg); err != nil {
			t.Fatal(err)
		}
		if built != before {
			t.Errorf("a second Sync with the layout unchanged rebuilt %d rows", built-before)
		}
	})
}
