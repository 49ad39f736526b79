package store_test

import (
	"context"
	"errors"
	"testing"

	"huntline/meta"
	"huntline/store"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// forEachStore runs fn as a subtest on a migrated store of each dialect (storetest.ForEach
// and storetest.Open), with the built-in models' registry and a context for its calls.
func forEachStore(t *testing.T, fn func(t *testing.T, ctx context.Context, s *store.Store, reg *meta.Registry)) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		s, reg := storetest.Open(t, url)
		fn(t, context.Background(), s, reg)
	})
}

func TestWriteReadStale(t *testing.T) {
	forEachStore(t, func(t *testing.T, ctx context.Context, s *store.Store, reg *meta.Registry) {
		m := reg.Model("candidate")
		rec := &store.Record{TenantID: 1, CreatedBy: 7, Name: "王伟 Wei Wang", Data: map[string]any{"chineseName": "王伟", "experience": int64(5)}}
		if err := s.Tx(ctx, func(tx *store.Tx) error {
			return tx.Insert(ctx, m, rec, store.Search{Values: []string{"王伟", "wei.wang@example.com"}})
		}); err != nil {
			t.Fatal(err)
		}
		got, err := s.Get(ctx, m, 1, rec.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Data["chineseName"] != "王伟" || got.Data["experience"] != int64(5) || got.Version != 1 || got.CreatedBy != 7 {
			t.Fatalf("read back %+v", got)
		}
		if _, err := s.Get(ctx, m, 2, rec.ID); !store.IsNotFound(err) {
			t.Fatalf("other tenant read: %v", err)
		}
		// Two writers read version 1; the second must be refused and change nothing.
		first, second := *got, *got
		first.Data = map[string]any{"chineseName": "王伟", "experience": int64(6)}
		second.Data = map[string]any{"chineseName": "王伟", "experience": int64(9)}
		if err := s.Tx(ctx, func(tx *store.Tx) error {
			return tx.Update(ctx, m, &first, &store.Search{Values: []string{"王伟", "wei.wang@example.com"}}, nil)
		}); err != nil {
			t.Fatal(err)
		}
		err = s.Tx(ctx, func(tx *store.Tx) error { return tx.Update(ctx, m, &second, nil, nil) })
		if !errors.Is(err, store.ErrStale) {
			t.Fatalf("stale update: %v", err)
		}
		got, _ = s.Get(ctx, m, 1, rec.ID)
		if got.Data["experience"] != int64(6) || got.Version != 2 {
			t.Fatalf("after stale update: %+v", got)
		}
		for _, c := range []struct {
			term  string
			dense bool
		}{{"王", false}, {"王伟", true}, {"wang", false}, {"wang", true}, {"wei.wang@", false}, {"q", true}} {
			term := c.term
			kq := store.ParseKeyword(term)
			kq.Dense = c.dense // both ways of writing the filter find the same records
			b := store.NewBuilder(s.Dialect()).S("SELECT count(*) FROM ", store.Table("candidate"), " t WHERE ")
			s.Dialect().KeywordMatch(b, "t", "candidate", kq)
			q, args := b.SQL()
			var n int
			if err := s.DB().GetContext(ctx, &n, q, args...); err != nil {
				t.Fatalf("%s: %v", term, err)
			}
			want := 1
			if term == "q" {
				want = 0
			}
			if n != want {
				t.Errorf("keyword %q matched %d, want %d", term, n, want)
			}
		}
	})
}
