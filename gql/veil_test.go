package gql_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"huntline/gql"
	"huntline/meta"
	"huntline/store"
)

// markVeil hides contact fields and veils every limited model, writing "seen_<alias>" where
// the compiler asks for its condition.
type markVeil struct{}

func (markVeil) Hidden(_ *meta.Model, f *meta.Field) bool { return f.Contact }
func (markVeil) Veils(m *meta.Model) bool                 { return m.Limited != nil }
func (markVeil) Open(m *meta.Model, f *meta.Field) bool {
	return f.Name == "id" || f.Name == "dateAdded" || f.Name == m.Limited.Flag
}
func (markVeil) Seen(b *store.Builder, _ *meta.Model, alias string) error {
	b.S("seen_", alias)
	return nil
}

// Conditions, keywords, relations, orderings and facets on what a veiled record hides carry
// the veil's condition on the table they read; conditions on what it shows do not; fields
// hidden from the reader are refused wherever they are named.
func TestVeil(t *testing.T) {
	reg, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin})
	if err != nil {
		t.Fatal(err)
	}
	compiler := func() *gql.Compiler {
		return &gql.Compiler{Reg: reg, D: store.SQLiteDialect, Env: gql.Env{TenantID: 1}, Options: registryOptions{reg}, Veil: markVeil{}}
	}
	cand, sub := reg.Model("candidate"), reg.Model("jobsubmission")
	list := func(m *meta.Model, filter, ordering string) (string, error) {
		n, err := gql.Parse(filter)
		if err != nil {
			t.Fatal(err)
		}
		s, _, _, err := compiler().List(gql.Query{Model: m, Filter: n, Ordering: ordering, Limit: 10})
		return s, err
	}
	seen := regexp.MustCompile(`seen_(t\d+)`)
	for _, c := range []struct {
		model            *meta.Model
		filter, ordering string
		want             string // the aliases whose condition the statement carries
	}{
		{cand, "id=1&islimited=1", "", ""},
		{cand, "status=active", "", "t0"},
		{cand, "keyword=wang", "", "t0"},
		{cand, "id=1|status=active", "", "t0"},
		{cand, "owner__englishName=x", "", "t0"},
		{cand, "jobsubmission_set__status=offersign", "", "t0"},
		{cand, "id=1", "englishName", "t0"},
		{cand, "id=1", "-dateAdded", ""},
		{sub, "candidate__status=active", "", "t1"},
		{sub, "candidate=1&status=offersign", "", ""},
		{sub, "", "candidate", "t1 t2"},
	} {
		sql, err := list(c.model, c.filter, c.ordering)
		if err != nil {
			t.Fatalf("%s ?%s ordering %s: %v", c.model.Name, c.filter, c.ordering, err)
		}
		var got []string
		for _, m := range seen.FindAllStringSubmatch(sql, -1) {
			got = append(got, m[1])
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s ?%s ordering %s: veiled on %v, want %q\n%s", c.model.Name, c.filter, c.ordering, got, c.want, sql)
		}
	}
	for _, c := range []struct {
		model            *meta.Model
		filter, ordering string
		field            string
	}{
		{cand, "mobile__startswith=1", "", "mobile"},
		{cand, "englishName=x|email=y", "", "email"},
		{cand, "", "-email1", "email1"},
		{sub, "candidate__mobile=1", "", "mobile"},
		{reg.Model("joborder"), "jobsubmission_set__candidate__email__isnull=0", "", "email"},
	} {
		_, err := list(c.model, c.filter, c.ordering)
		var ge *gql.Error
		if !errors.As(err, &ge) || ge.Key != "gql.hidden_field" || ge.Field != c.field {
			t.Errorf("%s ?%s ordering %s: %v, want %s refused", c.model.Name, c.filter, c.ordering, err, c.field)
		}
	}
	facet, _, err := compiler().Facet(gql.Query{Model: cand}, cand.Field("status"), 10)
	if err != nil || !strings.Contains(facet, "seen_t0") {
		t.Errorf("a facet counts veiled records: %v %s", err, facet)
	}
	if _, _, err := compiler().Facet(gql.Query{Model: cand}, cand.Field("mobile"), 10); err == nil {
		t.Errorf("a facet on a hidden field")
	}
}
