package store

import (
	"context"
	"fmt"
	"strings"
)

// dropValueSamples removes ANALYZE's STAT4 samples of the full-text indexes' shadow tables
// (SQLite only). FTS5 finds a term's segment pages with a statement of its own on the
// "_idx" shadow table (`WHERE segid = ? AND term <= ?`); with samples for that table the
// planner's choice depends on the bound term, so SQLite prepares that statement afresh for
// every term it looks up. Under the whole-day load (issue 20) that re-preparing took 28 % of
// the server's CPU, all of it inside keyword lists and facets. The table's primary key is the
// only way to read it, so the samples never changed a plan.
func (s *Store) dropValueSamples(ctx context.Context) error {
	if s.d.Name() != "sqlite" {
		return nil
	}
	res, err := s.w.ExecContext(ctx, `DELETE FROM sqlite_stat4 WHERE tbl IN (
		SELECT name || '_idx' FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5%')`)
	if err != nil {
		if strings.Contains(err.Error(), "no such table") { // never analysed
			return nil
		}
		return fmt.Errorf("store: drop full-text samples: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil
	}
	// Every connection read the samples with the schema; a schema change makes each one
	// read the statistics again before its next statement.
	for _, stmt := range []string{"ANALYZE sqlite_schema", "CREATE TABLE hl_reload_stats (x)", "DROP TABLE hl_reload_stats"} {
		if _, err := s.w.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("store: reload statistics: %w", err)
		}
	}
	return nil
}
