package store

import (
	"context"
	"fmt"
	"strings"
)

// dropValueSamples removes ANALYZE's STAT4 samples of the full-text indexes' shadow tables
// and of the records' tables (SQLite only); the per-index averages (sqlite_stat1) stay.
//
// With samples for a table, the planner's choice depends on the values bound, so SQLite
// compiles a statement afresh at every run with new values: a prepared statement saves
// nothing. FTS5 finds a term's segment pages with a statement of its own on the "_idx"
// shadow table (`WHERE segid = ? AND term <= ?`); under the whole-day load (issue 20) that
// re-preparing took 28 % of the server's CPU, and the table's primary key is the only way
// to read it. On a records' table every list statement starts with the tenant and runs with
// new filter values: planning it among 20-30 indexes was 17 % of a list page's CPU once
// its count was kept (engine/aggregates_kept.go). The plans of the list, facet and keyword
// statements the load runs were the same with and without the samples: their choice is
// between an index on the filtered field and one on the field plus the list's order, and
// the averages decide it alike.
func (s *Store) dropValueSamples(ctx context.Context) error {
	if s.d.Name() != "sqlite" {
		return nil
	}
	res, err := s.w.ExecContext(ctx, `DELETE FROM sqlite_stat4 WHERE tbl LIKE 'rec\_%' ESCAPE '\' OR tbl IN (
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
