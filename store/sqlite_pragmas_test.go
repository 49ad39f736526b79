package store_test

import (
	"context"
	"testing"

	"huntline/store/storetest"
)

// Every SQLite reader maps as much of the database as the build allows (one shared mapping
// instead of each connection copying pages through read calls), runs in WAL and waits for
// a busy database rather than failing. The reader pool hands out several connections at
// once here, so each one of them is checked, not just the first.
func TestSQLiteReaderPragmas(t *testing.T) {
	s, _ := storetest.Open(t, storetest.NewSQLiteURL(t))
	ctx := context.Background()
	cases := []struct {
		pragma string
		want   int64
		text   string
	}{
		{pragma: "mmap_size", want: 2147418112},
		{pragma: "busy_timeout", want: 15000},
		{pragma: "journal_mode", text: "wal"},
	}
	const conns = 4
	held := make([]interface{ Close() error }, 0, conns)
	defer func() {
		for _, c := range held {
			c.Close()
		}
	}()
	for i := 0; i < conns; i++ {
		conn, err := s.DB().Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, conn)
		for _, c := range cases {
			if c.text != "" {
				var got string
				if err := conn.QueryRowContext(ctx, "PRAGMA "+c.pragma).Scan(&got); err != nil || got != c.text {
					t.Errorf("reader %d: %s = %q (%v), want %q", i, c.pragma, got, err, c.text)
				}
				continue
			}
			var got int64
			if err := conn.QueryRowContext(ctx, "PRAGMA "+c.pragma).Scan(&got); err != nil || got != c.want {
				t.Errorf("reader %d: %s = %d (%v), want %d", i, c.pragma, got, err, c.want)
			}
		}
	}
}
