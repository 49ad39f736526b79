package store_test

import (
	"bytes"
	"context"
	"sync"
	"testing"
	"time"

	"huntline/store"
	"huntline/store/storetest"
)

// A secret is made once: every caller, racing or later, answers the first one stored.
func TestSharedSecret(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		s, _ := storetest.Open(t, dbURL)
		ctx := context.Background()
		var wg sync.WaitGroup
		got := make([]string, 8)
		for i := range got {
			wg.Add(1)
			go func() {
				defer wg.Done()
				v, err := s.SharedSecret(ctx, "k", func() (string, error) { return string(rune('a' + i)), nil })
				if err != nil {
					t.Error(err)
				}
				got[i] = v
			}()
		}
		wg.Wait()
		for _, v := range got {
			if v != got[0] || v == "" {
				t.Fatalf("secrets differ: %q", got)
			}
		}
		again, err := s.SharedSecret(ctx, "k", func() (string, error) { return "other", nil })
		if err != nil || again != got[0] {
			t.Fatalf("later read = %q, %v; want %q", again, err, got[0])
		}
	})
}

// On PostgreSQL a tick is claimed once until its next time; SQLite's one process owns every
// tick.
func TestClaimTick(t *testing.T) {
	at := time.Date(2026, 5, 6, 7, 8, 9, 0, time.UTC)
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		s, _ := storetest.Open(t, dbURL)
		ctx := context.Background()
		pg := s.Dialect().Name() == "postgres"
		for _, c := range []struct {
			name string
			now  time.Time
			want bool
		}{
			{"first tick", at, true},
			{"another process, same interval", at.Add(time.Second), !pg},
			{"just before next", at.Add(9 * time.Second), !pg},
			{"next interval", at.Add(10 * time.Second), true},
			{"the other process in that interval", at.Add(12 * time.Second), !pg},
		} {
			got, err := s.ClaimTick(ctx, "task", c.now, c.now.Add(10*time.Second))
			if err != nil || got != c.want {
				t.Errorf("%s: claimed = %v, %v; want %v", c.name, got, err, c.want)
			}
		}
		if ok, err := s.ClaimTick(ctx, "other task", at.Add(time.Second), at.Add(time.Minute)); err != nil || !ok {
			t.Errorf("another task's first tick: %v, %v", ok, err)
		}
	})
}

// A file's contents kept in the database read back whole, and only for its own blob.
func TestBlobData(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		s, _ := storetest.Open(t, dbURL)
		ctx := context.Background()
		data := bytes.Repeat([]byte{0, 1, 2, 255}, 5000)
		b := &store.Blob{TenantID: 1, UUIDName: "abcdef.bin", OriginName: "a.bin", Ext: "bin", Size: int64(len(data)), ContentType: "application/octet-stream"}
		if err := s.AddBlobData(ctx, b, data); err != nil {
			t.Fatal(err)
		}
		got, err := s.BlobData(ctx, b.ID)
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("read back %d bytes, %v; want %d", len(got), err, len(data))
		}
		if _, err := s.BlobData(ctx, b.ID+1); !store.IsNotFound(err) {
			t.Fatalf("another blob's data: %v, want not found", err)
		}
		if d, err := s.Blob(ctx, 1, "abcdef.bin"); err != nil || d.ID != b.ID || d.Size != int64(len(data)) {
			t.Fatalf("description: %+v, %v", d, err)
		}
	})
}
