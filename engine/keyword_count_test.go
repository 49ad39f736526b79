package engine

import (
	"context"
	"fmt"
	"net/url"
	"testing"

	"huntline/gql"
	"huntline/store"
)

// A keyword-only count is read from the keyword index when the reader sees every record
// (gql.Compiler.KeywordCount), yet counts what the records say: deleted records and another
// tenant's, which the index still holds, are left out; a consultant's count keeps going
// through the records and their scope. On both stores, for a common and a rare term.
func TestKeywordCountFromIndexCountsWhatRecordsSay(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		admin := System(1)
		uA := MustSave(t, e, admin, "user", map[string]any{"email": "amy@kwc.test", "englishName": "Amy", "user_type": "consultant"}).ID
		MustSave(t, e, admin, "dataaccessmodelquery", map[string]any{"name": "Acme only", "model": "candidate", "query": "company=Acme", "users": []int64{uA}})
		amy, err := e.principal(ctx, 1, uA)
		if err != nil {
			t.Fatal(err)
		}
		uAdmin := MustSave(t, e, admin, "user", map[string]any{"email": "ada@kwc.test", "englishName": "Ada", "isAdmin": true}).ID
		adminP, err := e.principal(ctx, 1, uAdmin)
		if err != nil {
			t.Fatal(err)
		}

		// 60 candidates: "Zhang" in every other, "Quill" in one of ten; two of three at Acme.
		var recs []NewRecord
		for i := range 60 {
			name := "Lina Ross"
			if i%2 == 0 {
				name = "Zhang Wei"
			}
			if i%10 == 3 {
				name = "Quill Ross"
			}
			company := "Globex"
			if i%3 != 0 {
				company = "Acme"
			}
			recs = append(recs, NewRecord{Data: map[string]any{"englishName": name, "company": company, "mobile": fmt.Sprintf("139%08d", i)}})
		}
		ids, err := e.BulkCreate(ctx, admin, "candidate", recs)
		if err != nil {
			t.Fatal(err)
		}
		// Delete 4 Zhangs and a Quill; move 3 Zhangs and a Quill to tenant 2, as if another
		// tenant's: their keyword rows stay in the index.
		deleted := []int64{ids[0], ids[2], ids[4], ids[6], ids[3]}
		if _, err := e.Delete(ctx, admin, "candidate", deleted, len(deleted)); err != nil {
			t.Fatal(err)
		}
		moved := []int64{ids[8], ids[10], ids[12], ids[13]}
		for _, id := range moved {
			if _, err := e.Store.Exec(ctx, e.Store.Rebind("UPDATE "+store.Table("candidate")+" SET tenant_id = 2 WHERE id = ?"), id); err != nil {
				t.Fatal(err)
			}
		}
		gone := map[int64]bool{}
		for _, id := range append(deleted, moved...) {
			gone[id] = true
		}
		want := func(p Principal, name string) int64 {
			var n int64
			for i, r := range recs {
				if r.Data["englishName"] == name && !gone[ids[i]] && (p.UserID != uA || r.Data["company"] == "Acme") {
					n++
				}
			}
			return n
		}

		for _, tc := range []struct {
			who       string
			p         Principal
			term, got string
			fromIndex bool
		}{
			{"admin, common term", adminP, "zhang", "Zhang Wei", true},
			{"admin, rare term", adminP, "quill", "Quill Ross", true},
			{"consultant, common term", amy, "zhang", "Zhang Wei", false},
			{"consultant, rare term", amy, "quill", "Quill Ross", false},
		} {
			t.Run(tc.who, func(t *testing.T) {
				filter, err := gql.Parse("keyword=" + tc.term)
				if err != nil {
					t.Fatal(err)
				}
				q := gql.Query{Model: e.Reg().Model("candidate"), Filter: filter, Ordering: "-dateAdded", Limit: 25}
				if _, ok := e.Compiler(ctx, tc.p).KeywordCount(q); ok != tc.fromIndex {
					t.Errorf("counted from the index: %v, want %v", ok, tc.fromIndex)
				}
				n, exact, err := e.Count(ctx, tc.p, q)
				if err != nil {
					t.Fatal(err)
				}
				if w := want(tc.p, tc.got); n != w || !exact {
					t.Errorf("count %d (exact %v), want %d", n, exact, w)
				}
				res, err := e.List(ctx, tc.p, "candidate", ListParams{GQL: "keyword=" + tc.term, Ordering: "-dateAdded", PaginateBy: 100})
				if err != nil {
					t.Fatal(err)
				}
				if int64(len(res.List)) != n || res.Count != n {
					t.Errorf("list: %d rows and count %d, want %d", len(res.List), res.Count, n)
				}
			})
		}

		// Anything besides the one term, and a Boolean term, count through the records.
		for _, g := range []string{"keyword=zhang&company=Acme", "keyword=" + url.QueryEscape("zhang OR quill"), "keyword=zhang&is_deleted=1"} {
			filter, err := gql.Parse(g)
			if err != nil {
				t.Fatal(err)
			}
			q := gql.Query{Model: e.Reg().Model("candidate"), Filter: filter}
			if _, ok := e.Compiler(ctx, adminP).KeywordCount(q); ok {
				t.Errorf("%s: counted from the index", g)
			}
		}
	})
}
