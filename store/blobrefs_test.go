package store_test

import (
	"context"
	"fmt"
	"testing"

	"huntline/meta"
	"huntline/store"
)

// holders answers "model/field/record" of each file's holders, for comparing.
func holders(t *testing.T, s *store.Store, tenant int64, ids ...int64) string {
	t.Helper()
	got, err := s.BlobHolders(context.Background(), tenant, ids)
	if err != nil {
		t.Fatal(err)
	}
	out := ""
	for _, id := range ids {
		out += fmt.Sprintf("%d:", id)
		for _, h := range got[id] {
			out += fmt.Sprintf(" %s/%s/%d", h.Model, h.Field, h.RecordID)
		}
		out += "; "
	}
	return out
}

func TestBlobHoldersFollowWrites(t *testing.T) {
	forEachStore(t, func(t *testing.T, ctx context.Context, s *store.Store, reg *meta.Registry) {
		note := reg.Model("note")
		rec := &store.Record{TenantID: 1, Data: map[string]any{"content": "a", "attachments": []any{int64(1), int64(2), int64(2)}}}
		if err := s.Tx(ctx, func(tx *store.Tx) error { return tx.Insert(ctx, note, rec, store.Search{}) }); err != nil {
			t.Fatal(err)
		}
		n := rec.ID
		want := fmt.Sprintf("1: note/attachments/%d; 2: note/attachments/%d; 3:; ", n, n)
		if got := holders(t, s, 1, 1, 2, 3); got != want {
			t.Errorf("after insert: %s, want %s", got, want)
		}
		if got := holders(t, s, 2, 1, 2); got != "1:; 2:; " {
			t.Errorf("another tenant: %s", got)
		}
		update := func(files []any, changed []string) {
			t.Helper()
			rec.Data = map[string]any{"content": "b", "attachments": files}
			if err := s.Tx(ctx, func(tx *store.Tx) error { return tx.Update(ctx, note, rec, nil, changed) }); err != nil {
				t.Fatal(err)
			}
		}
		update([]any{float64(2), float64(3)}, []string{"attachments"})
		want = fmt.Sprintf("1:; 2: note/attachments/%d; 3: note/attachments/%d; ", n, n)
		if got := holders(t, s, 1, 1, 2, 3); got != want {
			t.Errorf("after update: %s, want %s", got, want)
		}
		update([]any{float64(2), float64(3)}, []string{"content"}) // files untouched: nothing rewritten
		update(nil, nil)
		if got := holders(t, s, 1, 1, 2, 3); got != "1:; 2:; 3:; " {
			t.Errorf("after the files are taken off: %s", got)
		}
		bulk := &store.Record{ID: n + 100, TenantID: 1, Data: map[string]any{"content": "c", "attachments": []any{int64(4)}}}
		if err := s.BulkInsert(ctx, note, []*store.Record{bulk}, []store.Search{{}}); err != nil {
			t.Fatal(err)
		}
		if err := s.FinishBulk(ctx, note); err != nil {
			t.Fatal(err)
		}
		update([]any{int64(5)}, nil)
		want = fmt.Sprintf("4: note/attachments/%d; 5: note/attachments/%d; ", n+100, n)
		if got := holders(t, s, 1, 4, 5); got != want {
			t.Errorf("after a bulk load: %s, want %s", got, want)
		}

		// A database older than blob_ref (or a field that just became an attachments field)
		// is filled once by Sync from the stored documents; a field that holds no files
		// (any more) loses its rows.
		for _, q := range []string{"DELETE FROM blob_ref", "DELETE FROM blob_ref_field",
			"INSERT INTO blob_ref_field (model, field) VALUES ('note', 'content')",
			"INSERT INTO blob_ref (tenant_id, blob_id, model, field, record_id) VALUES (1, 6, 'note', 'content', 1)"} {
			if _, err := s.Exec(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Sync(ctx, reg); err != nil {
			t.Fatal(err)
		}
		want = fmt.Sprintf("4: note/attachments/%d; 5: note/attachments/%d; 6:; ", n+100, n)
		if got := holders(t, s, 1, 4, 5, 6); got != want {
			t.Errorf("after Sync: %s, want %s", got, want)
		}
		if err := s.Sync(ctx, reg); err != nil { // once filled, not again
			t.Fatal(err)
		}
		if got := holders(t, s, 1, 4, 5, 6); got != want {
			t.Errorf("after a second Sync: %s, want %s", got, want)
		}
	})
}
