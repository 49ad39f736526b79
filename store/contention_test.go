package store_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"huntline/meta"
	"huntline/store"
	"huntline/store/storetest"
)

// A write waiting for a record others are writing waits a bounded time, holding no
// connection, and ends in ErrBusy; writers of other records go ahead meanwhile.
func TestRecordTxTakesTurns(t *testing.T) {
	forEachStore(t, func(t *testing.T, ctx context.Context, s *store.Store, _ *meta.Registry) {
		s.SetWaits(150*time.Millisecond, 0)
		release, err := s.HoldRecord(ctx, "candidate", 1, 7)
		if err != nil {
			t.Fatal(err)
		}
		noop := func(*store.Tx) error { return nil }
		start := time.Now()
		if err := s.RecordTx(ctx, "candidate", 1, 7, noop); !errors.Is(err, store.ErrBusy) {
			t.Fatalf("second writer of the record: %v, want ErrBusy", err)
		}
		if took := time.Since(start); took > 2*time.Second {
			t.Fatalf("the refused writer waited %v", took)
		}
		for _, other := range []struct {
			model          string
			tenant, record int64
		}{{"candidate", 1, 8}, {"candidate", 2, 7}, {"client", 1, 7}} {
			if err := s.RecordTx(ctx, other.model, other.tenant, other.record, noop); err != nil {
				t.Fatalf("writer of %v while record 7 is held: %v", other, err)
			}
		}
		release()
		if err := s.RecordTx(ctx, "candidate", 1, 7, noop); err != nil {
			t.Fatalf("after the holder left: %v", err)
		}
	})
}

// On PostgreSQL a write waiting for a row lock gives up after lock_timeout with ErrBusy,
// instead of holding its connection until the lock holder ends.
func TestLockWaitEnds(t *testing.T) {
	ctx := context.Background()
	url := storetest.NewPostgresDB(t)
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	s, reg := storetest.Open(t, url+sep+"lock_timeout=200")
	m := reg.Model("client")
	rec := &store.Record{TenantID: 1, Name: "Acme", Data: map[string]any{"name": "Acme"}}
	if err := s.Tx(ctx, func(tx *store.Tx) error { return tx.Insert(ctx, m, rec, store.Search{}) }); err != nil {
		t.Fatal(err)
	}
	locked, done := make(chan struct{}), make(chan struct{})
	go s.Tx(ctx, func(tx *store.Tx) error {
		_, err := tx.GetForUpdate(ctx, m, 1, rec.ID)
		close(locked)
		<-done
		return err
	})
	<-locked
	defer close(done)
	start := time.Now()
	err := s.Tx(ctx, func(tx *store.Tx) error {
		_, err := tx.GetForUpdate(ctx, m, 1, rec.ID)
		return err
	})
	if !errors.Is(err, store.ErrBusy) {
		t.Fatalf("waiting for a locked row: %v, want ErrBusy", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Fatalf("the wait for the row lock took %v", took)
	}
}

// A write transaction waits a bounded time for a writing connection: on SQLite, whose one
// writer is busy, it ends in ErrOverloaded rather than hanging.
func TestWriteWaitEnds(t *testing.T) {
	ctx := context.Background()
	s, _ := storetest.Open(t, storetest.NewSQLiteURL(t))
	s.SetWaits(0, 150*time.Millisecond)
	busy, done := make(chan struct{}), make(chan struct{})
	go s.Tx(ctx, func(*store.Tx) error { close(busy); <-done; return nil })
	<-busy
	defer close(done)
	if err := s.Tx(ctx, func(*store.Tx) error { return nil }); !errors.Is(err, store.ErrOverloaded) {
		t.Fatalf("second writer: %v, want ErrOverloaded", err)
	}
}
