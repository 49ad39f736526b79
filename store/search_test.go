package store_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"huntline/meta"
	"huntline/store"
)

// keywordIDs answers the ids of m's records a term matches with the given hidden part.
func keywordIDs(t *testing.T, s *store.Store, m *meta.Model, term string, part store.HiddenPart) []int64 {
	t.Helper()
	q := store.ParseKeyword(term)
	q.Hidden = part
	b := store.NewBuilder(s.Dialect()).S("SELECT t.id FROM ", store.Table(m.Name), " t WHERE ")
	s.Dialect().KeywordMatch(b, "t", m.Name, q)
	b.S(" ORDER BY t.id")
	query, args := b.SQL()
	var out []int64
	if err := s.DB().SelectContext(context.Background(), &out, query, args...); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return out
}

func insert(t *testing.T, s *store.Store, m *meta.Model, name string, search store.Search, data ...map[string]any) int64 {
	t.Helper()
	ctx := context.Background()
	rec := &store.Record{TenantID: 1, Name: name, Data: map[string]any{}}
	if len(data) > 0 {
		rec.Data = data[0]
	}
	if err := s.Tx(ctx, func(tx *store.Tx) error { return tx.Insert(ctx, m, rec, search) }); err != nil {
		t.Fatal(err)
	}
	return rec.ID
}

// A term matches hidden values only for readers who see them: none of its tokens may come
// from the hidden text alone and its longer runs must appear in the open text.
func TestKeywordHiddenPart(t *testing.T) {
	forEachStore(t, func(t *testing.T, _ context.Context, s *store.Store, reg *meta.Registry) {
		m := reg.Model("candidate")
		alice := insert(t, s, m, "Alice Acme", store.Search{Values: []string{"Acme"}, Hidden: []string{"15856023743", "alice@secretmail.test"}})
		bob := insert(t, s, m, "Bob", store.Search{Values: []string{"3743 Ventures"}})
		call := insert(t, s, m, "15856023743", store.Search{HideName: true})
		for _, c := range []struct {
			term           string
			match, exclude []int64
		}{
			{"3743", []int64{alice, bob, call}, []int64{bob}},
			{"023743", []int64{alice, call}, nil},
			{"158", []int64{alice, call}, nil},
			{"secretmail", []int64{alice}, nil},
			{"alice 3743", []int64{alice}, nil},
			{"alice", []int64{alice}, []int64{alice}},
			{"acme", []int64{alice}, []int64{alice}},
			{"@", []int64{alice}, nil},
		} {
			if got := keywordIDs(t, s, m, c.term, store.HiddenMatch); fmt.Sprint(got) != fmt.Sprint(c.match) {
				t.Errorf("%q, hidden values matching: %v, want %v", c.term, got, c.match)
			}
			if got := keywordIDs(t, s, m, c.term, store.HiddenExcluded); fmt.Sprint(got) != fmt.Sprint(c.exclude) {
				t.Errorf("%q, hidden values excluded: %v, want %v", c.term, got, c.exclude)
			}
		}
	})
}

// A keyword table made before the hidden part is upgraded when the store syncs: a model
// whose search keeps concealed values gets its rows rebuilt from the records (the hidden
// values move apart), any other keeps its rows as they were.
func TestKeywordTableUpgrade(t *testing.T) {
	forEachStore(t, func(t *testing.T, ctx context.Context, s *store.Store, reg *meta.Registry) {
		cand, sub := reg.Model("candidate"), reg.Model("jobsubmission")
		alice := insert(t, s, cand, "Alice", store.Search{}, map[string]any{"englishName": "Alice", "mobile": "15856023743"})
		job := insert(t, s, sub, "Alice - Engineer", store.Search{})
		// The old layout: one token list and one text with everything in it.
		old := map[*meta.Model]struct {
			id   int64
			text string
		}{cand: {alice, "alice\n15856023743"}, sub: {job, "alice - engineer"}}
		for m, row := range old {
			kt := store.KeywordTable(m.Name)
			ddl := "CREATE TABLE " + kt + " (id bigint PRIMARY KEY, tok text[] NOT NULL, txt text NOT NULL)"
			if s.Dialect().Name() == "sqlite" {
				ddl = "CREATE VIRTUAL TABLE " + kt + " USING fts5(tok, txt UNINDEXED, detail=none, tokenize='unicode61 remove_diacritics 0')"
			}
			for _, stmt := range []string{"DROP TABLE " + kt, ddl} {
				if _, err := s.Exec(ctx, stmt); err != nil {
					t.Fatal(err)
				}
			}
			tok := store.Tokens(row.text)
			var err error
			if s.Dialect().Name() == "postgres" {
				_, err = s.Exec(ctx, "INSERT INTO "+kt+" (id, tok, txt) VALUES ($1, $2::text[], $3)", row.id, "{"+strings.Join(tok, ",")+"}", row.text)
			} else {
				_, err = s.Exec(ctx, "INSERT INTO "+kt+" (rowid, tok, txt) VALUES (?, ?, ?)", row.id, strings.Join(tok, " "), row.text)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		s.SetKeywordSource(func(_ context.Context, m *meta.Model, rec *store.Record) store.Search {
			out := store.Search{}
			for _, f := range m.SearchableFields() {
				if v, ok := rec.Data[f.Name].(string); ok && f.Concealed() {
					out.Hidden = append(out.Hidden, v)
				} else if ok {
					out.Values = append(out.Values, v)
				}
			}
			return out
		})
		if err := s.Sync(ctx, reg); err != nil {
			t.Fatal(err)
		}
		if got := keywordIDs(t, s, cand, "023743", store.HiddenExcluded); len(got) != 0 {
			t.Errorf("an upgraded row still matches a hidden value: %v", got)
		}
		if got := keywordIDs(t, s, cand, "023743", store.HiddenMatch); fmt.Sprint(got) != fmt.Sprint([]int64{alice}) {
			t.Errorf("an upgraded row lost its hidden value: %v", got)
		}
		if got := keywordIDs(t, s, cand, "alice", store.HiddenExcluded); fmt.Sprint(got) != fmt.Sprint([]int64{alice}) {
			t.Errorf("an upgraded row lost its name: %v", got)
		}
		if got := keywordIDs(t, s, sub, "engineer", store.HiddenNone); fmt.Sprint(got) != fmt.Sprint([]int64{job}) {
			t.Errorf("a kept row: %v", got)
		}
		// A second sync finds nothing to do, and writes keep working.
		if err := s.Sync(ctx, reg); err != nil {
			t.Fatal(err)
		}
		bob := insert(t, s, cand, "Bob", store.Search{Hidden: []string{"13900000000"}})
		if got := keywordIDs(t, s, cand, "139", store.HiddenMatch); fmt.Sprint(got) != fmt.Sprint([]int64{bob}) {
			t.Errorf("after the upgrade: %v", got)
		}
	})
}
