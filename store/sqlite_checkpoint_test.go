package store_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"huntline/store"
	"huntline/store/storetest"
)

// Saves reach the database file itself without the writer checkpointing: a connection of
// its own copies the write-ahead log into the file in the background. A reader that ignores
// the log (immutable) sees the saved records within a few checkpoint rounds, while the log
// is far below the size at which the writer would checkpoint by itself.
func TestSQLiteCheckpointsInBackground(t *testing.T) {
	url := storetest.NewSQLiteURL(t)
	s, reg := storetest.Open(t, url)
	ctx := context.Background()
	m := reg.Model("candidate")
	const saves = 40
	for i := range saves {
		if err := s.Tx(ctx, func(tx *store.Tx) error {
			rec := &store.Record{TenantID: 1, CreatedBy: 1, Name: fmt.Sprintf("Checkpoint %d", i), Data: map[string]any{"englishName": fmt.Sprintf("Checkpoint %d", i)}}
			return tx.Insert(ctx, m, rec, store.Search{Values: []string{"checkpoint"}})
		}); err != nil {
			t.Fatal(err)
		}
	}
	path := strings.TrimPrefix(url, "sqlite:")
	// A connection that ignores the log reads the file as it is; being immutable, it would
	// cache what it read, so each look opens one afresh.
	inFile := func() int {
		db, err := sqlx.Open("sqlite", "file:"+path+"?immutable=1&mode=ro")
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var n int
		err = db.GetContext(ctx, &n, "SELECT count(*) FROM "+store.Table(m.Name)+" WHERE name LIKE 'Checkpoint %'")
		if err != nil && !strings.Contains(err.Error(), "no such table") { // the table too is only in the log
			t.Fatal(err)
		}
		return n
	}
	var n int
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if n = inFile(); n == saves {
			return
		}
	}
	t.Fatalf("the database file holds %d of %d saved records: the log was not copied into it", n, saves)
}
