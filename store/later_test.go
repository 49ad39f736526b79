package store_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"huntline/store"
	"huntline/store/storetest"
)

// Rows queued with InsertLater reach their table in the order queued: at once for a reader
// that flushes, within the queue's delay for nobody, and on Close for a store that stops
// before its delay ran out. A closed store refuses new rows instead of losing them.
func TestInsertLater(t *testing.T) {
	cols := []string{"tenant_id", "user_id", "model", "record_id", "viewed_at"}
	at := time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)
	queue := func(t *testing.T, s *store.Store, user int64, records ...int64) {
		t.Helper()
		for _, id := range records {
			if err := s.InsertLater("view_log", cols, []any{int64(1), user, "candidate", id, s.Dialect().TimeArg(at)}); err != nil {
				t.Error(err) // not Fatal: writers call it from goroutines of their own
				return
			}
		}
	}
	written := func(t *testing.T, s *store.Store, user int64) []int64 {
		t.Helper()
		var ids []int64
		if err := s.DB().SelectContext(context.Background(), &ids, s.Rebind("SELECT record_id FROM view_log WHERE user_id = ? ORDER BY id"), user); err != nil {
			t.Fatal(err)
		}
		return ids
	}
	seq := func(from, n int64) []int64 {
		var out []int64
		for i := range n {
			out = append(out, from+i)
		}
		return out
	}
	storetest.ForEach(t, func(t *testing.T, url string) {
		ctx := context.Background()
		s, _ := storetest.Open(t, url)

		// A reader that flushes sees what was queued just before, in order; more rows than one
		// statement takes (and than start a flush of their own) all arrive, still in order.
		queue(t, s, 1, 3, 1, 2)
		if err := s.FlushLater(ctx); err != nil {
			t.Fatal(err)
		}
		if got := written(t, s, 1); !slices.Equal(got, []int64{3, 1, 2}) {
			t.Errorf("after a flush: %v", got)
		}
		queue(t, s, 2, seq(1, 700)...)
		if err := s.FlushLater(ctx); err != nil {
			t.Fatal(err)
		}
		if got := written(t, s, 2); !slices.Equal(got, seq(1, 700)) {
			t.Errorf("700 rows: %d written, first %v", len(got), got[:min(len(got), 5)])
		}
		if err := s.FlushLater(ctx); err != nil {
			t.Errorf("a flush with nothing queued: %v", err)
		}

		// Requests queueing at once while readers flush: every row arrives, each writer's in
		// its own order.
		var wg sync.WaitGroup
		for w := range int64(4) {
			wg.Add(2)
			go func() { defer wg.Done(); queue(t, s, 10+w, seq(1, 150)...) }()
			go func() {
				defer wg.Done()
				if err := s.FlushLater(ctx); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if err := s.FlushLater(ctx); err != nil {
			t.Fatal(err)
		}
		for w := range int64(4) {
			if got := written(t, s, 10+w); !slices.Equal(got, seq(1, 150)) {
				t.Errorf("writer %d at once with others: %d rows", w, len(got))
			}
		}

		// Nobody flushing: the queue writes on its own.
		queue(t, s, 3, 9)
		deadline := time.Now().Add(30 * time.Second)
		for len(written(t, s, 3)) == 0 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if got := written(t, s, 3); !slices.Equal(got, []int64{9}) {
			t.Errorf("written by the queue itself: %v", got)
		}

		// Close writes what is still queued; a closed store refuses rows.
		queue(t, s, 4, 5, 6)
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if err := s.InsertLater("view_log", cols, []any{int64(1), int64(4), "candidate", int64(7), s.Dialect().TimeArg(at)}); !errors.Is(err, store.ErrClosed) {
			t.Errorf("queued after Close: %v", err)
		}
		again, err := store.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer again.Close()
		if got := written(t, again, 4); !slices.Equal(got, []int64{5, 6}) {
			t.Errorf("after Close: %v", got)
		}

		if err := again.InsertLater("view_log", cols[:2], []any{int64(1)}); err == nil {
			t.Error("columns and values of different lengths were queued")
		}
	})
}
