package engine

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"huntline/gql"
)

// A page of a common keyword walks the list's order and tests each record against the
// term's matches (gql.WalkPays, SQLite's `+id IN`), a rare term or a deep page reads the
// matches first, a very common one probes record by record: whichever plan, every page and
// count is the one the data says, for the admin and for a consultant whose scope narrows
// the candidates, on both stores.
func TestKeywordPagesAlikeWhateverThePlan(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		admin := System(1)
		uA := MustSave(t, e, admin, "user", map[string]any{"email": "amy@kw.test", "englishName": "Amy", "user_type": "consultant"}).ID
		MustSave(t, e, admin, "dataaccessmodelquery", map[string]any{"name": "Acme only", "model": "candidate", "query": "company=Acme", "users": []int64{uA}})
		narrowed, err := e.principal(ctx, 1, uA)
		if err != nil {
			t.Fatal(err)
		}

		// 300 candidates: "zhang" in one of 14 (common enough to walk), "quill" in two
		// (rare), "lina" in the rest (common enough to probe); two of three at Acme; creation
		// times in runs of three alike, so that the order's tie on id decides too.
		type cand struct {
			id      int64
			name    string
			acme    bool
			created time.Time
		}
		base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		var cands []cand
		var recs []NewRecord
		for i := range 300 {
			name := "Lina Ross"
			switch {
			case i == 7 || i == 150:
				name = "Quill Ross"
			case i%14 == 0:
				name = "Zhang Wei"
			}
			c := cand{name: name, acme: i%3 != 0, created: base.Add(time.Duration(i/3) * time.Hour)}
			company := "Globex"
			if c.acme {
				company = "Acme"
			}
			cands = append(cands, c)
			recs = append(recs, NewRecord{Data: map[string]any{"englishName": name, "company": company, "mobile": fmt.Sprintf("139%08d", i)}, CreatedAt: c.created})
		}
		ids, err := e.BulkCreate(ctx, admin, "candidate", recs)
		if err != nil {
			t.Fatal(err)
		}
		for i := range cands {
			cands[i].id = ids[i]
		}
		// What the data says: the matching records in scope, newest first, ties by id.
		want := func(p Principal, match func(string) bool) []int64 {
			var in []cand
			for _, c := range cands {
				if match(c.name) && (p.UserID != uA || c.acme) {
					in = append(in, c)
				}
			}
			slices.SortFunc(in, func(a, b cand) int {
				if d := b.created.Compare(a.created); d != 0 {
					return d
				}
				return int(b.id - a.id)
			})
			var out []int64
			for _, c := range in {
				out = append(out, c.id)
			}
			return out
		}
		has := func(words ...string) func(string) bool {
			return func(name string) bool {
				for _, w := range words {
					if strings.Contains(strings.ToLower(name), w) {
						return true
					}
				}
				return false
			}
		}
		cases := []struct {
			term  string
			match func(string) bool
			walk  bool // SQLite walks the order on page 1 (as the admin)
		}{
			{"zhang", has("zhang"), true},
			{"quill", has("quill"), false},
			{"lina", has("lina"), false},
			{"zhang OR quill", has("zhang", "quill"), true},
			{"ross NOT lina", has("quill"), false},
			{"nobodyhere", has("nobodyhere"), false},
		}
		for _, c := range cases {
			for _, p := range []Principal{admin, narrowed} {
				ids := want(p, c.match)
				t.Run(fmt.Sprintf("%s/user%d", c.term, p.UserID), func(t *testing.T) {
					lp := ListParams{GQL: "keyword=" + url.QueryEscape(c.term), Ordering: "-dateAdded", PaginateBy: 5}
					var got []int64
					for page := 1; page <= max(1, (len(ids)+4)/5); page++ {
						lp.Page = page
						res, err := e.List(ctx, p, "candidate", lp)
						if err != nil {
							t.Fatal(err)
						}
						if res.Count != int64(len(ids)) || !res.CountExact {
							t.Errorf("page %d: count %d (exact %v), want %d", page, res.Count, res.CountExact, len(ids))
						}
						for _, it := range res.List {
							got = append(got, it["id"].(int64))
						}
					}
					if !slices.Equal(got, ids) {
						t.Errorf("pages list %v, want %v", got, ids)
					}
				})
			}
			if e.Store.Dialect().Name() == "sqlite" {
				if walks := walksOrder(t, ctx, e, admin, "keyword="+url.QueryEscape(c.term), "-dateAdded"); walks != c.walk {
					t.Errorf("%s: page 1 walks the order %v, want %v", c.term, walks, c.walk)
				}
			}
		}
		// A walk needs an index for the order and for every other condition: an unindexed
		// filter turning most rows away, or an unindexed order, keeps the matches-first plan.
		if e.Store.Dialect().Name() == "sqlite" {
			for _, c := range []struct {
				filter, ordering string
				want             bool
			}{
				{"keyword=zhang&status=active", "-dateAdded", true},
				{"keyword=zhang&dateOfBirth__lt=1966-01-01", "-dateAdded", false},
				{"keyword=zhang", "-dateOfBirth", false},
				{"keyword=zhang|status=active", "-dateAdded", false},
			} {
				if walks := walksOrder(t, ctx, e, admin, c.filter, c.ordering); walks != c.want {
					t.Errorf("%s by %s: page 1 walks the order %v, want %v", c.filter, c.ordering, walks, c.want)
				}
			}
		}
	})
}

// walksOrder answers whether page 1 (of 5) of filter by ordering walks the order for its
// keyword on SQLite (`+t0.id IN`).
func walksOrder(t *testing.T, ctx context.Context, e *Engine, p Principal, filter, ordering string) bool {
	t.Helper()
	f, err := gql.Parse(filter)
	if err != nil {
		t.Fatal(err)
	}
	sql, _, _, err := e.Compiler(ctx, p).List(gql.Query{Model: e.Reg().Model("candidate"), Filter: f, Ordering: ordering, Limit: 5})
	if err != nil {
		t.Fatal(err)
	}
	return strings.Contains(sql, "+t0.id IN")
}
