package gql

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"huntline/meta"
	"huntline/store"
)

var placeholderRE = regexp.MustCompile(`\$\d+`)

// FuzzCompile feeds arbitrary filters through the parser and the compiler of both
// dialects: nothing may panic, every error must be a *Error, and every literal must arrive as
// a bound argument (one placeholder per argument, no input text in the SQL).
func FuzzCompile(f *testing.F) {
	seeds := []string{"", "status=active", "a=1&b=2|(c=3)", "client__name__icontains=acme", "keyword=王伟",
		"jobsubmission_set__joborder__client__name=x", "dateAdded__this_week", "note_set__isnull=",
		"experience__range=1,5", "tags__all=a,b", "city__under=1,2", "expectedSalary__min__gte=1", "name=Acme (China)",
		"lastContacted__day_range=2026-01-01,2026-02-01", "owner={{user.id}}", "((((a=1))))", "x=%41%42",
		"keyword=Java%20AND%20%28%E4%B8%8A%E6%B5%B7%20OR%20x%29%20NOT%20%22a%20b%22", "keyword=NOT%20%28a", "!status=active&!(owner__team__isnull=0|tags=a)", "!!a=1"}
	for _, s := range seeds {
		f.Add(s)
	}
	reg, err := meta.Load(meta.Source{Name: "meta", FS: meta.Builtin})
	if err != nil {
		f.Fatal(err)
	}
	m := reg.Model("candidate")
	f.Fuzz(func(t *testing.T, filter string) {
		n, err := Parse(filter)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("parse error of type %T: %v", err, err)
			}
			return
		}
		for _, d := range []store.Dialect{store.PostgresDialect, store.SQLiteDialect} {
			c := &Compiler{Reg: reg, D: d, Env: Env{TenantID: 1, UserID: 1, Now: time.Now()}}
			q, args, _, err := c.List(Query{Model: m, Filter: n, Limit: 25})
			if err != nil {
				if _, ok := err.(*Error); !ok {
					t.Fatalf("compile error of type %T: %v", err, err)
				}
				continue
			}
			if d.Name() == "postgres" {
				seen := map[string]bool{}
				for _, p := range placeholderRE.FindAllString(q, -1) {
					seen[p] = true
				}
				if len(seen) != len(args) {
					t.Fatalf("%d placeholders for %d args in %s", len(seen), len(args), q)
				}
			} else if strings.Count(q, "?") != len(args) {
				t.Fatalf("%d placeholders for %d args in %s", strings.Count(q, "?"), len(args), q)
			}
			if strings.Contains(q, "--") || strings.Contains(q, ";") {
				t.Fatalf("suspicious SQL for %q: %s", filter, q)
			}
		}
	})
}
