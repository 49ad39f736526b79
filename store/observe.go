package store

import (
	"context"
	"database/sql"
	"fmt"
)

// Pools answers the store's connection pools by name ("read", "write"), for the metrics of
// their use (sql.DBStats).
func (s *Store) Pools() map[string]*sql.DB {
	if s.r == s.w {
		return map[string]*sql.DB{"read": s.r.DB}
	}
	return map[string]*sql.DB{"read": s.r.DB, "write": s.w.DB}
}

// PendingJobs answers how many jobs wait in the queue per kind. It reads the queue index
// (status, id) for the queued rows only, so it stays cheap however many jobs have finished.
func (s *Store) PendingJobs(ctx context.Context) (map[string]int, error) {
	rows, err := s.r.QueryContext(ctx, "SELECT kind, COUNT(*) FROM job WHERE status = 'queued' GROUP BY kind")
	if err != nil {
		return nil, fmt.Errorf("store: pending jobs: %w", err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var kind string
		var n int
		if err := rows.Scan(&kind, &n); err != nil {
			return nil, fmt.Errorf("store: pending jobs: %w", err)
		}
		out[kind] = n
	}
	return out, rows.Err()
}
