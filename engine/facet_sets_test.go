package engine

import (
	"context"
	"fmt"
	"reflect"
	"testing"
)

// Single-valued facets under one filter are counted together in one statement (GROUPING
// SETS on PostgreSQL, a materialized set of the matching rows grouped once per field on
// SQLite) and answer what each counted alone answers: the same values, counts, order and
// "(Not set)" bucket, under a filter, a keyword and none.
func TestFacetsCountedTogetherAsApart(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		admin := System(1)
		statuses := []string{"active", "new", "placed", ""}
		sources := []string{"linkedin", "referral", ""}
		for i := range 30 {
			data := map[string]any{"englishName": fmt.Sprintf("Apart %d", i), "mobile": fmt.Sprintf("1370000%04d", i), "willRelocate": i%2 == 0}
			if s := statuses[i%len(statuses)]; s != "" {
				data["status"] = s
			}
			if s := sources[i%len(sources)]; s != "" {
				data["source"] = s
			}
			if i%5 == 0 {
				data["englishName"] = fmt.Sprintf("Manager %d", i)
			}
			MustSave(t, e, admin, "candidate", data)
		}
		fields := []string{"source", "willRelocate", "owner"}
		for _, filter := range []string{"status=active", "keyword=manager", ""} {
			together, err := e.Facets.Counts(ctx, admin, "candidate", filter, fields)
			if err != nil {
				t.Fatalf("%q: %v", filter, err)
			}
			for _, f := range fields {
				alone, err := e.Facets.Counts(ctx, admin, "candidate", filter, []string{f})
				if err != nil {
					t.Fatalf("%q %s: %v", filter, f, err)
				}
				if !reflect.DeepEqual(together[f], alone[f]) {
					t.Errorf("%q %s: counted together %v, alone %v", filter, f, together[f], alone[f])
				}
				if len(alone[f]) == 0 {
					t.Errorf("%q %s: no values", filter, f)
				}
			}
		}
	})
}
