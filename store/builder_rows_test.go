package store_test

import (
	"context"
	"strings"
	"testing"

	"huntline/store"
	"huntline/store/storetest"
)

// A LIMIT or OFFSET placeholder is written so SQLite's planner does not read its value
// (+?): reading it, SQLite compiled a list statement afresh at every run with another page.
// It still limits and skips as a plain placeholder does, on both stores.
func TestRowsArgLimitsAndSkips(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		s, _ := storetest.Open(t, dbURL)
		for _, tc := range []struct{ limit, offset, want int }{{2, 0, 2}, {3, 1, 3}, {10, 3, 2}, {1, 5, 0}} {
			b := store.NewBuilder(s.Dialect()).S("SELECT count(*) FROM (SELECT x FROM (SELECT 1 AS x UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5) v ORDER BY x LIMIT ").
				RowsArg(tc.limit).S(" OFFSET ").RowsArg(tc.offset).S(") s")
			q, args := b.SQL()
			if plus := strings.Count(q, "+"); (s.Dialect().Name() == "sqlite") != (plus == 2) {
				t.Errorf("%s: %q writes %d opaque placeholders", s.Dialect().Name(), q, plus)
			}
			var n int
			if err := s.DB().GetContext(context.Background(), &n, q, args...); err != nil {
				t.Fatal(err)
			}
			if n != tc.want {
				t.Errorf("LIMIT %d OFFSET %d of 5 rows: %d, want %d", tc.limit, tc.offset, n, tc.want)
			}
		}
	})
}
