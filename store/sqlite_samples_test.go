package store_test

import (
	"context"
	"fmt"
	"testing"

	"huntline/store"
	"huntline/store/storetest"
)

// After ANALYZE the full-text shadow tables and the records' tables keep no STAT4 samples
// (they made SQLite prepare FTS5's own lookup afresh for every term, and every list
// statement afresh at each run), the records' tables keep their averages (sqlite_stat1),
// and a keyword search still finds its record.
func TestSQLiteFullTextSamplesDropped(t *testing.T) {
	s, reg := storetest.Open(t, storetest.NewSQLiteURL(t))
	ctx := context.Background()
	m := reg.Model("candidate")
	if err := s.Tx(ctx, func(tx *store.Tx) error {
		for i := range 60 {
			rec := &store.Record{TenantID: 1, CreatedBy: 1, Name: fmt.Sprintf("Wei Wang %d", i), Data: map[string]any{"chineseName": fmt.Sprintf("王伟%d", i), "status": []string{"active", "placed"}[i%2]}}
			if err := tx.Insert(ctx, m, rec, store.Search{Values: []string{fmt.Sprintf("wang%d zhang manager", i)}}); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		analyze func() error
	}{
		{"Analyze", func() error { return s.Analyze(ctx) }},
		{"a bulk load's finish", func() error { return s.FinishBulk(ctx, m) }},
	}
	for _, c := range cases {
		if err := c.analyze(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var fts, records, averages int
		if err := s.DB().QueryRowContext(ctx, `SELECT
			(SELECT count(*) FROM sqlite_stat4 WHERE tbl IN (SELECT name || '_idx' FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE % USING fts5%')),
			(SELECT count(*) FROM sqlite_stat4 WHERE tbl = ?),
			(SELECT count(*) FROM sqlite_stat1 WHERE tbl = ?)`, store.Table(m.Name), store.Table(m.Name)).Scan(&fts, &records, &averages); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if fts != 0 || records != 0 || averages == 0 {
			t.Errorf("%s: %d samples of full-text tables and %d of %s (want 0 and 0), %d averages of it (want some)", c.name, fts, records, store.Table(m.Name), averages)
		}
	}
}
