package store_test

import (
	"context"
	"strings"
	"testing"

	"huntline/meta"
	"huntline/store"
)

// A context with a collector notes what the query paths run; PostgreSQL explains the
// slowest read, SQLite answers no plan; the pools and the queue depth are readable.
func TestStatementsPoolsQueue(t *testing.T) {
	forEachStore(t, func(t *testing.T, ctx context.Context, s *store.Store, reg *meta.Registry) {
		m := reg.Model("client")
		rec := &store.Record{TenantID: 1, Data: map[string]any{"name": "Acme"}}
		noted, stmts := store.WithStatements(ctx)
		if err := s.Tx(noted, func(tx *store.Tx) error { return tx.Insert(noted, m, rec, store.Search{}) }); err != nil {
			t.Fatal(err)
		}
		rows, err := s.Query(noted, "SELECT id FROM "+store.Table(m.Name)+" WHERE tenant_id = "+s.Dialect().Placeholder(1), 1)
		if err != nil {
			t.Fatal(err)
		}
		rows.Close()
		if err := s.QueryRow(noted, "SELECT COUNT(*) FROM job").Scan(new(int)); err != nil {
			t.Fatal(err)
		}
		list, dropped := stmts.List()
		var text []string
		for _, st := range list {
			text = append(text, st.SQL)
		}
		joined := strings.Join(text, "\n")
		if dropped != 0 || !strings.Contains(joined, "INSERT INTO") || !strings.Contains(joined, "SELECT id FROM") || !strings.Contains(joined, "FROM job") {
			t.Errorf("noted %d (+%d dropped):\n%s", len(list), dropped, joined)
		}
		if _, _, ok := stmts.Slowest(); !ok {
			t.Error("no slowest statement")
		}
		plan, err := s.Explain(ctx, "SELECT id FROM "+store.Table(m.Name)+" WHERE tenant_id = "+s.Dialect().Placeholder(1), []any{1})
		if err != nil {
			t.Fatal(err)
		}
		if postgres := s.Dialect().Name() == "postgres"; postgres != (plan != "") {
			t.Errorf("%s: plan %q", s.Dialect().Name(), plan)
		}
		{
			_, other := store.WithStatements(ctx)
			if l, _ := other.List(); len(l) != 0 {
				t.Errorf("a fresh collector holds %d statements", len(l))
			}
		}

		pools := s.Pools()
		if pools["read"] == nil || pools["write"] == nil {
			t.Errorf("pools %v", pools)
		}
		for _, kind := range []string{"a", "a", "b"} {
			if _, err := s.EnqueueJob(ctx, &store.Job{TenantID: 1, Kind: "observe_" + kind, Payload: []byte("{}")}); err != nil {
				t.Fatal(err)
			}
		}
		pending, err := s.PendingJobs(ctx)
		if err != nil || pending["observe_a"] != 2 || pending["observe_b"] != 1 {
			t.Errorf("pending %v %v", pending, err)
		}
	})
}
