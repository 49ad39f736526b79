package gql_test

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"huntline/gql"
	"huntline/store"
	"huntline/store/storetest"
)

// Boolean keyword terms on both stores, over candidates' CV texts (resumeText is searchable)
// and the fixture's names (1 王伟, 2 李娜, 3 王伟明, 4 John Smith).
func TestKeywordBoolean(t *testing.T) {
	cases := []struct {
		term string
		want []int64
	}{
		{"wang wei", []int64{1, 3}},
		{"Java", []int64{6, 7, 8}},
		{"java AND 上海", []int64{6, 8}},
		{"Java AND (上海 OR 杭州) NOT 外包", []int64{6, 7}},
		{"Java (上海 OR 杭州) NOT 外包", []int64{6, 7}},
		{"NOT java", []int64{1, 2, 3, 4}},
		{"NOT 外包 NOT java", []int64{1, 2, 3, 4}},
		{"王伟 OR smith", []int64{1, 3, 4}},
		{`"spring boot"`, []int64{6}},
		{`"boot spring"`, []int64{}},
		{"boot spring", []int64{6, 7}},
		{`"上海 浦东"`, []int64{6}},
		{"“Java 开发”", []int64{6, 8}},
		{"杭州 OR (smith NOT john)", []int64{7}},
		{"java AND NOT (上海 OR 杭州)", []int64{}},
	}
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		f := setup(t, dbURL)
		f.add(t, "candidate", map[string]any{"englishName": "Ada", "resumeText": "Java 开发 在上海 浦东，Spring Boot 微服务"})
		f.add(t, "candidate", map[string]any{"englishName": "Ben", "resumeText": "java developer in 杭州; boot camp, spring 2020"})
		f.add(t, "candidate", map[string]any{"englishName": "Cai", "resumeText": "Java 开发 外包 上海"})
		// Every leaf judged rare (matched by IN), then every leaf judged common, in half the
		// records: the terms match a share of them above gql.ProbeShare, and are probed.
		for _, dense := range []bool{false, true} {
			f.judge = func(_ string, q store.KeywordQuery) store.KeywordQuery {
				if dense {
					q.Dense, q.Share = true, 0.5
				}
				return q
			}
			if n, _ := gql.Parse("keyword=" + url.QueryEscape("Java AND (上海 OR 杭州) NOT 外包")); f.s.Dialect().Name() == "postgres" {
				sql, _, _, err := f.compiler().List(gql.Query{Model: f.reg.Model("candidate"), Filter: n, Limit: 25})
				if probed := strings.Contains(sql, "COALESCE((SELECT true"); err != nil || probed != dense {
					t.Errorf("common %v: probed %v (%v)\n%s", dense, probed, err, sql)
				}
			}
			for _, c := range cases {
				got, err := f.ids("candidate", "keyword="+url.QueryEscape(c.term), "id")
				if err != nil {
					t.Errorf("%q: %v", c.term, err)
					continue
				}
				if fmt.Sprint(got) != fmt.Sprint(c.want) {
					t.Errorf("%q (common %v): %v, want %v", c.term, dense, got, c.want)
				}
			}
		}
	})
}

// A term that does not parse is refused naming keyword and the rule; Boolean terms may be
// longer than plain ones.
func TestKeywordRefusals(t *testing.T) {
	long := strings.Repeat("a", 60)
	cases := []struct{ term, key string }{
		{`"java`, "gql.keyword_quote"},
		{"(java OR go", "gql.keyword_paren"},
		{"java OR", "gql.keyword_operator"},
		{"()", "gql.keyword_empty"},
		{strings.Repeat("a", 101), "gql.keyword_too_long"},
		{long + " OR " + long + " OR b", ""},
		{strings.Repeat("a OR ", 40) + "b", "gql.keyword_too_long"},
	}
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		f := setup(t, dbURL)
		for _, c := range cases {
			_, err := f.ids("candidate", "keyword="+url.QueryEscape(c.term), "")
			var ge *gql.Error
			switch {
			case c.key == "" && err != nil:
				t.Errorf("%.20q…: %v", c.term, err)
			case c.key != "" && (!errors.As(err, &ge) || ge.Key != c.key || ge.Field != "keyword"):
				t.Errorf("%.20q…: %v, want %s on keyword", c.term, err, c.key)
			}
		}
	})
}

// A page walks its order only where the store tells a leaf's share and record count, and
// only while the walk is shorter than WalkRatio times the leaf's matches.
func TestWalkPays(t *testing.T) {
	common := store.KeywordQuery{Share: 0.07, Rows: 100_000} // zhang: 7,000 matches
	for _, c := range []struct {
		name string
		walk float64
		q    store.KeywordQuery
		want bool
	}{
		{"a common term's first page", 25 / 0.07, common, true},
		{"its page 400", 10_000 / 0.07, common, false},
		{"a rare term", 25 / 0.004, store.KeywordQuery{Share: 0.004, Rows: 100_000}, false},
		{"no record count (PostgreSQL)", 25 / 0.07, store.KeywordQuery{Share: 0.07}, false},
		{"no share", 25, store.KeywordQuery{Rows: 100_000}, false},
	} {
		if got := gql.WalkPays(c.walk, c.q); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
