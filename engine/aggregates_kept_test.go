package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"huntline/store"
)

// A list's count and its facet counts are kept until the records change: asked again
// without a write they run no statement, and after every kind of write that can change
// them (a create, an edit, a delete, a share widening a consultant's scope, a raw
// statement) they answer what counting afresh answers. Reads advance nothing. On both
// stores: PostgreSQL counts two facets in one grouping-sets statement, SQLite one each.
func TestCountsAndFacetsKeptUntilRecordsChange(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		admin := System(1)
		uA := MustSave(t, e, admin, "user", map[string]any{"email": "amy@kept.test", "englishName": "Amy", "user_type": "consultant"}).ID
		MustSave(t, e, admin, "dataaccessmodelquery", map[string]any{"name": "Acme only", "model": "candidate", "query": "company=Acme", "users": []int64{uA}})
		amy, err := e.principal(ctx, 1, uA)
		if err != nil {
			t.Fatal(err)
		}
		var ids []int64
		for i := range 12 {
			company, status := "Acme", "active"
			if i%3 == 0 {
				company = "Globex"
			}
			if i%4 == 0 {
				status = "new"
			}
			ids = append(ids, MustSave(t, e, admin, "candidate", map[string]any{
				"englishName": fmt.Sprintf("Kept %d", i), "company": company, "status": status, "mobile": fmt.Sprintf("1390000%04d", i),
			}).ID)
		}
		globex := ids[3] // status active, at Globex: outside Amy's scope until shared

		// answer is what Amy and the administrator are shown: counts under a filter and
		// the facets of the list's sidebar.
		answer := func(t *testing.T) (string, *store.Statements) {
			t.Helper()
			sctx, st := store.WithStatements(ctx)
			var b strings.Builder
			for _, p := range []Principal{admin, amy} {
				res, err := e.List(sctx, p, "candidate", ListParams{GQL: "status=active", PaginateBy: 5})
				if err != nil {
					t.Fatal(err)
				}
				facets, err := e.Facets.Counts(sctx, p, "candidate", "company=Acme", []string{"status", "owner"})
				if err != nil {
					t.Fatal(err)
				}
				fmt.Fprintf(&b, "user %d: %d (exact %v); status", p.UserID, res.Count, res.CountExact)
				for _, v := range facets["status"] {
					fmt.Fprintf(&b, " %v=%d %q", v.Key, v.Value, v.Label)
				}
				b.WriteString("; owner")
				for _, v := range facets["owner"] {
					fmt.Fprintf(&b, " %v=%d %q", v.Key, v.Value, v.Label)
				}
				b.WriteString("\n")
			}
			return b.String(), st
		}
		// afresh answers with nothing kept: the truth the kept answer must equal.
		afresh := func(t *testing.T) string {
			t.Helper()
			e.kept = aggregates{}
			s, _ := answer(t)
			return s
		}
		counted := func(st *store.Statements) int {
			list, _ := st.List()
			n := 0
			for _, s := range list {
				if strings.Contains(s.SQL, "count(") {
					n++
				}
			}
			return n
		}

		first, _ := answer(t)
		gen := e.Store.DataGen()
		again, st := answer(t)
		if again != first {
			t.Fatalf("asked again without a write:\n%s\nfirst:\n%s", again, first)
		}
		if n := counted(st); n != 0 {
			t.Fatalf("asked again without a write, %d counting statements ran; want none (kept)", n)
		}
		if _, err := e.Get(ctx, amy, "candidate", ids[1], nil); err != nil {
			t.Fatal(err)
		}
		if got := e.Store.DataGen(); got != gen {
			t.Fatalf("reads advanced the data generation from %d to %d", gen, got)
		}

		before := first
		for _, tc := range []struct {
			name  string
			write func(t *testing.T)
		}{
			{"create", func(t *testing.T) {
				MustSave(t, e, admin, "candidate", map[string]any{"englishName": "Kept new", "company": "Acme", "status": "active", "mobile": "13911112222"})
			}},
			{"edit", func(t *testing.T) {
				MustSave(t, e, admin, "candidate", map[string]any{"id": ids[1], "version": 1, "status": "new"})
			}},
			{"delete", func(t *testing.T) {
				if _, err := e.Delete(ctx, admin, "candidate", []int64{ids[2]}, 1); err != nil {
					t.Fatal(err)
				}
			}},
			{"share", func(t *testing.T) {
				if _, err := e.Shares.Add(ctx, admin, "candidate", globex, ShareInput{Type: store.SharePeople, Value: uA}); err != nil {
					t.Fatal(err)
				}
			}},
			{"raw statement", func(t *testing.T) {
				q := e.Store.Rebind("UPDATE " + store.Table("candidate") + " SET is_deleted = " + e.Store.Dialect().Bool(true) + " WHERE id = ?")
				if _, err := e.Store.Exec(ctx, q, ids[5]); err != nil {
					t.Fatal(err)
				}
			}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				tc.write(t)
				kept, _ := answer(t)
				want := afresh(t)
				if kept != want {
					t.Fatalf("after the write, kept answer:\n%s\ncounted afresh:\n%s", kept, want)
				}
				if kept == before {
					t.Fatalf("the write changed nothing the test reads:\n%s", kept)
				}
				before = kept
			})
		}
	})
}

// An answer computed from reads begun before a write is not kept past it, and a key
// spells its arguments apart (type and length), so two statements never share one.
func TestAggregatesKeepOnlyCurrentAnswers(t *testing.T) {
	var a aggregates
	a.put(5, "k", 1)
	if v, ok := a.get(5, "k"); !ok || v != 1 {
		t.Fatalf("get at the same generation = %v, %v; want 1", v, ok)
	}
	if _, ok := a.get(6, "k"); ok {
		t.Fatal("an answer of generation 5 was answered at 6")
	}
	a.put(6, "k", 2)
	a.put(5, "k", 1) // begun before the write of generation 6
	if v, _ := a.get(6, "k"); v != 2 {
		t.Fatalf("a late answer of an older generation replaced the current one: %v", v)
	}

	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	keys := map[string]string{}
	for name, args := range map[string][]any{
		"int 1":         {int64(1)},
		"string 1":      {"1"},
		"two strings":   {"a", "b"},
		"joined string": {"a\x00sb"},
		"nil":           {nil},
		"bool":          {true},
		"time":          {at},
		"later time":    {at.Add(time.Nanosecond)},
		"float":         {1.5},
		"list":          {[]int64{1, 2}},
	} {
		k := aggregateKey("count", "SELECT ?", args)
		if other, dup := keys[k]; dup {
			t.Fatalf("%s and %s share a key", name, other)
		}
		keys[k] = name
	}
}
