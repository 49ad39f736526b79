package engine

import (
	"context"
	"strings"
	"testing"

	"huntline/gql"
)

// The duplicate rules of a write are asked in one statement (one column per field of each
// rule): a duplicate found through any field of either rule still refuses the write with
// that rule's label and the other record's id, and a record is no duplicate of itself.
func TestDuplicateCheckOneStatement(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		p := System(1)
		a := MustSave(t, e, p, "candidate", map[string]any{"chineseName": "甲", "email1": "jia@dup.example", "mobile2": "13900000001"})
		cases := []struct {
			name string
			data map[string]any
			want string // "" when the write passes
		}{
			{"e-mail in another field", map[string]any{"chineseName": "乙", "email": "jia@dup.example"}, "Email"},
			{"mobile, second rule", map[string]any{"chineseName": "丙", "email": "new@dup.example", "mobile": "13900000001"}, "Mobile"},
			{"nothing shared", map[string]any{"chineseName": "丁", "email": "ding@dup.example", "mobile": "13900000002"}, ""},
			{"the record itself", map[string]any{"id": a.ID, "version": a.Version, "email": "jia@dup.example"}, ""},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				_, err := e.Save(ctx, p, "candidate", c.data)
				if c.want == "" {
					if err != nil {
						t.Fatalf("refused: %v", err)
					}
					return
				}
				ee := AsError(err)
				if err == nil || ee.Key != "duplicate_info" || !strings.Contains(ee.Msg, c.want) || ee.Data != a.ID {
					t.Fatalf("want a %s duplicate of %d, got %v (%+v)", c.want, a.ID, err, ee)
				}
			})
		}
		if e.Store.Dialect().Name() != "sqlite" {
			return
		}
		// The statement hides its values from SQLite's planner (no recompiling per value):
		// every field must still be found through an index, not by reading the table.
		m := e.Reg().Model("candidate")
		var qs []gql.Query
		for _, rule := range m.Duplicates {
			filter, _, _ := duplicateFilter(m, rule, map[string]any{"email": "x@y.example", "mobile": "139"})
			for _, b := range duplicateBranches(filter, 0) {
				qs = append(qs, gql.Query{Model: m, Filter: b})
			}
		}
		query, args, err := e.unscoped(1, 1).MinIDs(qs)
		if err != nil {
			t.Fatal(err)
		}
		rows, err := e.Store.DB().QueryContext(ctx, "EXPLAIN QUERY PLAN "+query, args...)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		searches := 0
		for _, line := range plan {
			if strings.HasPrefix(line, "SCAN t0") {
				t.Errorf("a duplicate field is read by scanning: %q in\n%s", line, strings.Join(plan, "\n"))
			}
			if strings.HasPrefix(line, "SEARCH t0 USING") && strings.Contains(line, "INDEX") {
				searches++
			}
		}
		if searches != len(qs) {
			t.Errorf("%d index searches for %d fields:\n%s", searches, len(qs), strings.Join(plan, "\n"))
		}
	})
}
