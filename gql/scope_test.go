package gql_test

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// Every table a statement reads gets the user's scope: the queried table, tables behind
// relations both ways, EXISTS checks, rollups, orderings by a link's name, facets and the
// reads of expansion. The scope here marks each alias it is called for; every alias the
// statement declares must carry the mark.
func TestScopeReachesEveryTable(t *testing.T) {
	reg, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin})
	if err != nil {
		t.Fatal(err)
	}
	newCompiler := func() *gql.Compiler {
		return &gql.Compiler{Reg: reg, D: store.SQLiteDialect, Env: gql.Env{TenantID: 1}, Options: registryOptions{reg},
			Scope: func(b *store.Builder, m *meta.Model, alias string) error {
				b.S(" AND scoped_", alias, "_", m.Name)
				return nil
			}}
	}
	cand, job := reg.Model("candidate"), reg.Model("joborder")
	parse := func(s string) gql.Node {
		n, err := gql.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	filter := parse("jobsubmission_set__joborder__client__name__icontains=acme&owner__team__under=1&note_set__isnull=0&city__name=x&keyword=wang")
	q := gql.Query{Model: cand, Filter: filter, Ordering: "owner,-submissionCount", Limit: 10, Rollups: []*meta.Field{cand.Field("submissionCount")}}
	statements := map[string]func(c *gql.Compiler) (string, error){
		"list":  func(c *gql.Compiler) (string, error) { s, _, _, err := c.List(q); return s, err },
		"count": func(c *gql.Compiler) (string, error) { s, _, err := c.Count(q, 100); return s, err },
		"ids":   func(c *gql.Compiler) (string, error) { s, _, err := c.IDs(q); return s, err },
		"rows":  func(c *gql.Compiler) (string, error) { s, _, err := c.Rows(q); return s, err },
		"facet": func(c *gql.Compiler) (string, error) {
			s, _, err := c.Facet(q, cand.Field("status"), 10)
			return s, err
		},
		"facet sets": func(c *gql.Compiler) (string, error) {
			s, _, err := c.FacetSets(q, []*meta.Field{cand.Field("status"), cand.Field("owner")})
			return s, err
		},
		"by ids": func(c *gql.Compiler) (string, error) { s, _, _, err := c.ByIDs(job, []any{1, 2}, true); return s, err },
		"by link": func(c *gql.Compiler) (string, error) {
			s, _, err := c.ByLink(reg.Model("jobsubmission"), reg.Model("jobsubmission").Field("candidate"), []any{1}, 10)
			return s, err
		},
	}
	declared := regexp.MustCompile(`FROM (rec_[a-z_]+) (t\d*)\b`)
	names := make([]string, 0, len(statements))
	for n := range statements {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		sql, err := statements[name](newCompiler())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		found := declared.FindAllStringSubmatch(sql, -1)
		if len(found) == 0 {
			t.Fatalf("%s: no table found in %s", name, sql)
		}
		for _, m := range found {
			table, alias := m[1], m[2]
			if table == "rec_"+cand.Name+"_kw" || strings.HasPrefix(table, "rec_team") && strings.Contains(sql, "WITH RECURSIVE") {
				continue // search tokens belong to a row already scoped; tree ids under a node name no record
			}
			if alias == "t" && name == "list" {
				continue // the outer read of a list joins the scoped page of ids
			}
			if !strings.Contains(sql, "scoped_"+alias+"_"+strings.TrimPrefix(table, "rec_")) {
				t.Errorf("%s: %s %s is read without the scope:\n%s", name, table, alias, sql)
			}
		}
	}
}
