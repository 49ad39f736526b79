package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// aggWorld is the data of the aggregate tests: two teams and three consultants; five
// candidates of which the consultant uA is narrowed to the four of Acme (a data access
// group), one of them limited and so veiled to him; five submissions on one job, with
// dates that fall on both sides of month ends in the tenant's zone (Asia/Shanghai).
type aggWorld struct {
	admin, narrowed Principal
	tA, tB          int64
	uA, uB, uN      int64
	c               [6]int64 // c[1]..c[5]
	s               [6]int64 // s[1]..s[5]
	from, to        time.Time
}

func newAggWorld(t *testing.T, ctx context.Context, e *Engine) *aggWorld {
	t.Helper()
	w := &aggWorld{admin: System(1)}
	a := w.admin
	save := func(model string, data map[string]any) int64 { return MustSave(t, e, a, model, data).ID }
	w.tA = save("team", map[string]any{"name": "Team A"})
	w.tB = save("team", map[string]any{"name": "Team B"})
	user := func(name string, team int64) int64 {
		data := map[string]any{"email": name + "@agg.test", "englishName": name, "user_type": "consultant"}
		if team != 0 {
			data["team"] = team
		}
		return save("user", data)
	}
	w.uA, w.uB, w.uN = user("Amy", w.tA), user("Bob", w.tB), user("Nat", 0)
	cand := func(name, company, source string, tags []any, owner int64, status string, limited bool) int64 {
		data := map[string]any{"englishName": name, "email": strings.ToLower(name) + "@cand.test", "company": company, "owner": owner, "status": status, "islimited": limited}
		if source != "" {
			data["source"] = source
		}
		if tags != nil {
			data["tags"] = tags
		}
		return save("candidate", data)
	}
	w.c[1] = cand("One", "Acme", "linkedin", []any{"x", "y"}, w.uA, "active", false)
	w.c[2] = cand("Two", "Acme", "", []any{"x"}, w.uB, "passive", false)
	w.c[3] = cand("Three", "Globex", "linkedin", []any{"y"}, w.uA, "active", false)
	w.c[4] = cand("Four", "Acme", "referral", nil, w.uN, "active", true)
	w.c[5] = cand("Five", "Acme", "referral", nil, w.uB, "new", false)
	client := save("client", map[string]any{"name": "Initech"})
	job := save("joborder", map[string]any{"jobTitle": "Engineer", "client": client})
	sub := func(c, owner int64, status, shortlisted string, salary float64, offer, onboard string) int64 {
		data := map[string]any{"candidate": c, "joborder": job, "owner": owner, "status": status, "shortlistDate": shortlisted}
		if salary > 0 {
			data["offerSalary"] = salary
		}
		if offer != "" {
			data["offerDate"], data["onboardDate"] = offer, onboard
		}
		ids, err := e.BulkCreate(ctx, a, "jobsubmission", []NewRecord{{Data: data}}) // its dates are read-only to Save
		if err != nil {
			t.Fatal(err)
		}
		return ids[0]
	}
	w.s[1] = sub(w.c[1], w.uA, "cvsent", "2026-01-15T10:00:00Z", 100, "2026-02-01", "2026-03-01")
	w.s[2] = sub(w.c[2], w.uA, "cvsent", "2026-03-31T17:00:00Z", 50, "2026-02-01", "2026-02-11") // 1 April in Shanghai
	w.s[3] = sub(w.c[3], w.uB, "longlist", "2026-02-10T00:00:00Z", 70, "2026-01-01", "2026-01-31")
	w.s[4] = sub(w.c[4], w.uN, "longlist", "2026-04-10T00:00:00Z", 0, "", "")
	w.s[5] = sub(w.c[5], w.uB, "cvsent", "2026-06-01T00:00:00Z", 30, "2026-05-01", "2026-05-05")
	save("dataaccessmodelquery", map[string]any{"name": "Acme only", "model": "candidate", "query": "company=Acme", "users": []int64{w.uA}})
	var err error
	if w.narrowed, err = e.principal(ctx, 1, w.uA); err != nil {
		t.Fatal(err)
	}
	loc := e.Tenants.Location(ctx, 1)
	w.from, w.to = time.Date(2026, 1, 1, 0, 0, 0, 0, loc), time.Date(2026, 7, 1, 0, 0, 0, 0, loc)
	return w
}

// rowsText writes an aggregate's rows as "key/key=value,value" joined by "; ", with ids
// replaced by the names the test gave them.
func (w *aggWorld) rowsText(q AggregateQuery, agg *Aggregate) string {
	users := map[int64]string{w.uA: "uA", w.uB: "uB", w.uN: "uN"}
	teams := map[int64]string{w.tA: "tA", w.tB: "tB"}
	var parts []string
	for _, r := range agg.Rows {
		var keys, values []string
		for i, k := range r.Keys {
			names := users
			if strings.HasSuffix(q.Dims[i].Path, "team") {
				names = teams
			}
			switch x := k.(type) {
			case nil:
				keys = append(keys, "-")
			case int64:
				if n, ok := names[x]; ok {
					keys = append(keys, n)
				} else {
					keys = append(keys, fmt.Sprint(x))
				}
			default:
				keys = append(keys, fmt.Sprint(x))
			}
		}
		for _, v := range r.Values {
			values = append(values, fmt.Sprint(v))
		}
		parts = append(parts, strings.Join(keys, "/")+"="+strings.Join(values, ","))
	}
	return strings.Join(parts, "; ")
}

// Aggregates group exactly the records a list counts, on both stores, for the admin and for
// a consultant whose scope hides a candidate and veils another; each group's drill-down
// (filter & DimQuery of every key) lists exactly its count.
func TestAggregateGroupsAsListsCount(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		w := newAggWorld(t, ctx, e)
		count := []Measure{{Op: "count"}}
		cases := []struct {
			name  string
			p     Principal
			q     AggregateQuery
			want  string
			drill bool // each group's count equals its drill-down list's count
		}{
			{"plain field", w.admin, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "status"}}, Measures: count},
				"active=3; new=1; passive=1", true},
			{"plain field, narrowed: Globex out of scope, the limited one's status veiled", w.narrowed,
				AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "status"}}, Measures: count}, "active=1; new=1; passive=1", true},
			{"not set", w.admin, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "source"}}, Measures: count},
				"linkedin=2; referral=2; -=1", true},
			{"foreignkey", w.admin, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "owner"}}, Measures: count},
				"uA=2; uB=2; uN=1", true},
			{"foreignkey, narrowed", w.narrowed, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "owner"}}, Measures: count},
				"uA=1; uB=2", true},
			{"one hop", w.admin, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "owner__team"}}, Measures: count},
				"tA=2; tB=2; -=1", true},
			{"list field, each value counted", w.admin, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "tags"}}, Measures: count},
				"x=2; y=2; -=2", true},
			{"list field, narrowed", w.narrowed, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "tags"}}, Measures: count},
				"x=2; y=1; -=1", true},
			{"one hop, filtered", w.admin, AggregateQuery{Model: "jobsubmission", Filter: "status=cvsent", Dims: []Dim{{Path: "candidate__source"}}, Measures: count},
				"linkedin=1; referral=1; -=1", true},
			{"one hop, narrowed: a link out of scope or veiled groups as not set", w.narrowed,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "candidate__source"}}, Measures: count}, "linkedin=1; referral=1; -=3", true},
			{"one hop to a list, narrowed", w.narrowed,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "candidate__tags"}}, Measures: count}, "x=2; y=1; -=3", true},
			{"month grain in the tenant's zone", w.admin,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "shortlistDate", Grain: "month"}}, Measures: count, From: w.from, To: w.to},
				"2026-01-01=1; 2026-02-01=1; 2026-04-01=2; 2026-06-01=1", true},
			{"quarter grain of a date field, narrowed", w.narrowed,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "offerDate", Grain: "quarter"}}, Measures: count, From: w.from, To: w.to},
				"2026-01-01=3; 2026-04-01=1", true},
			{"week grain starts on Monday", w.admin,
				AggregateQuery{Model: "jobsubmission", Filter: "shortlistDate__lt=2026-03-01", Dims: []Dim{{Path: "shortlistDate", Grain: "week"}}, Measures: count, From: w.from, To: w.to},
				"2026-01-12=1; 2026-02-09=1", true},
			{"three levels", w.admin,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "owner"}, {Path: "status"}, {Path: "shortlistDate", Grain: "quarter"}}, Measures: count, From: w.from, To: w.to},
				"uA/cvsent/2026-01-01=1; uA/cvsent/2026-04-01=1; uB/cvsent/2026-04-01=1; uB/longlist/2026-01-01=1; uN/longlist/2026-04-01=1", true},
			{"three levels, narrowed, with a hop and a list", w.narrowed,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "owner__team"}, {Path: "candidate__tags"}, {Path: "shortlistDate", Grain: "year"}}, Measures: count, From: w.from, To: w.to},
				"tA/x/2026-01-01=2; tA/y/2026-01-01=1; tB/-/2026-01-01=2; -/-/2026-01-01=1", true},
			{"measures", w.admin,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "owner"}}, Measures: []Measure{{Op: "count"}, {Op: "sum", Field: "offerSalary"},
					{Op: "count_distinct", Field: "candidate"}, {Op: "median_days", Field: "offerDate", Field2: "onboardDate"}, {Op: "count", Field: "offerDate"}}},
				"uA=2,150,2,19,2; uB=2,100,2,17,2; uN=1,0,1,0,0", false},
			{"one hop and a grain, counts and sums added up after the join", w.narrowed,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "owner__team"}, {Path: "shortlistDate", Grain: "quarter"}},
					Measures: []Measure{{Op: "count"}, {Op: "sum", Field: "offerSalary"}, {Op: "count", Field: "offerDate"}}, From: w.from, To: w.to},
				"tA/2026-01-01=1,100,1; tA/2026-04-01=1,50,1; tB/2026-01-01=1,70,1; tB/2026-04-01=1,30,1; -/2026-04-01=1,0,0", true},
			{"one hop out of scope or veiled, with a sum", w.narrowed,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "candidate__source"}}, Measures: []Measure{{Op: "count"}, {Op: "sum", Field: "offerSalary"}}},
				"linkedin=1,100; referral=1,30; -=3,120", true},
			{"median of an odd group", w.admin,
				AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "status"}}, Measures: []Measure{{Op: "median_days", Field: "offerDate", Field2: "onboardDate"}}},
				"cvsent=10; longlist=30", false},
			{"median of date-times, in days and parts of days", w.admin,
				AggregateQuery{Model: "jobsubmission", Filter: fmt.Sprintf("id__s=%d,%d", w.s[1], w.s[3]), Measures: []Measure{{Op: "median_days", Field: "shortlistDate", Field2: "offerDate"}}},
				"=-11.7083", false},
			{"no dimension", w.narrowed, AggregateQuery{Model: "candidate", Measures: []Measure{{Op: "count"}, {Op: "count_distinct", Field: "owner"}}},
				"=3,2", false},
			{"nothing matches", w.admin, AggregateQuery{Model: "candidate", Filter: "company=Nobody", Measures: []Measure{{Op: "count"}, {Op: "sum", Field: "monthlySalary"}}},
				"=0,0", false},
		}
		for _, c := range cases {
			agg, err := e.Aggregate(ctx, c.p, c.q)
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
				continue
			}
			if got := w.rowsText(c.q, agg); got != c.want {
				t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
			}
			if c.drill {
				checkDrill(t, ctx, e, c.name, c.p, c.q, agg)
			}
		}
	})
}

// checkDrill lists each group's records with filter & DimQuery of its keys and compares
// the list's count with the group's count (the first measure).
func checkDrill(t *testing.T, ctx context.Context, e *Engine, name string, p Principal, q AggregateQuery, agg *Aggregate) {
	t.Helper()
	for _, r := range agg.Rows {
		conds := []string{}
		if q.Filter != "" {
			conds = append(conds, q.Filter)
		}
		for i, d := range q.Dims {
			cond, err := e.DimQuery(ctx, p, q.Model, d, r.Keys[i])
			if err != nil {
				t.Fatalf("%s: DimQuery %v %v: %v", name, d, r.Keys[i], err)
			}
			conds = append(conds, cond)
		}
		gqlText := strings.Join(conds, "&")
		list, err := e.List(ctx, p, q.Model, ListParams{GQL: gqlText, PaginateBy: 1})
		if err != nil {
			t.Errorf("%s: list %s: %v", name, gqlText, err)
			continue
		}
		if float64(list.Count) != r.Values[0] {
			t.Errorf("%s: %s lists %d, the group counts %v", name, gqlText, list.Count, r.Values[0])
		}
	}
}

// The same figures by hand-written SQL on each store: counts per stage and month (the
// tenant's zone), sums per consultant, for the admin and under the consultant's scope.
func TestAggregateMatchesHandWrittenSQL(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		w := newAggWorld(t, ctx, e)
		d := e.Store.Dialect()
		live := " WHERE tenant_id = 1 AND is_deleted = " + d.Bool(false)
		month := "strftime('%Y-%m', data->>'shortlistDate', '+8 hours')" // Asia/Shanghai has no summer time
		if d.Name() == "postgres" {
			month = "to_char((data->>'shortlistDate')::timestamptz AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM')"
		}
		acme := " AND data->>'company' = 'Acme' AND COALESCE(CAST(data->>'islimited' AS TEXT), '') NOT IN ('true', '1')"
		cases := []struct {
			name string
			p    Principal
			q    AggregateQuery
			sql  string
		}{
			{"stages", w.admin, AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "status"}}, Measures: []Measure{{Op: "count"}}},
				"SELECT data->>'status', count(*) FROM rec_jobsubmission" + live + " GROUP BY data->>'status'"},
			{"sums per consultant", w.admin, AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "owner"}}, Measures: []Measure{{Op: "sum", Field: "offerSalary"}}},
				"SELECT data->>'owner', COALESCE(sum(CAST(data->>'offerSalary' AS DOUBLE PRECISION)), 0) FROM rec_jobsubmission" + live + " GROUP BY data->>'owner'"},
			{"months", w.admin, AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "shortlistDate", Grain: "month"}}, Measures: []Measure{{Op: "count"}}, From: w.from, To: w.to},
				"SELECT " + month + " || '-01', count(*) FROM rec_jobsubmission" + live + " GROUP BY " + month},
			{"stages of the consultant's candidates", w.narrowed, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "status"}}, Measures: []Measure{{Op: "count"}}},
				"SELECT data->>'status', count(*) FROM rec_candidate" + live + acme + " GROUP BY data->>'status'"},
			{"sources of the consultant's candidates", w.narrowed, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "source"}}, Measures: []Measure{{Op: "count"}}},
				"SELECT data->>'source', count(*) FROM rec_candidate" + live + acme + " GROUP BY data->>'source'"},
		}
		for _, c := range cases {
			agg, err := e.Aggregate(ctx, c.p, c.q)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			got := map[string]float64{}
			for _, r := range agg.Rows {
				got[fmt.Sprint(r.Keys[0])] = r.Values[0]
			}
			rows, err := e.Store.Query(ctx, c.sql)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			want := map[string]float64{}
			for rows.Next() {
				var k *string
				var v float64
				if err := rows.Scan(&k, &v); err != nil {
					t.Fatal(err)
				}
				key := "<nil>"
				if k != nil {
					key = *k
				}
				want[key] = v
			}
			rows.Close()
			if fmt.Sprint(got) != fmt.Sprint(want) || len(want) < 2 {
				t.Errorf("%s: aggregate %v, SQL %v", c.name, got, want)
			}
		}
	})
}

// Refusals name what is wrong: too many dimensions or groups, a field that cannot be
// grouped or measured, a grain on the wrong field or over too many buckets, a field hidden
// from the reader.
func TestAggregateRefusals(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		w := newAggWorld(t, ctx, e)
		count := []Measure{{Op: "count"}}
		for i := 0; i < 3; i++ {
			MustSave(t, e, w.admin, "candidate", map[string]any{"englishName": fmt.Sprint("Many ", i), "email": fmt.Sprintf("many%d@cand.test", i), "company": fmt.Sprint("Co ", i)})
		}
		cases := []struct {
			name string
			q    AggregateQuery
			want string
		}{
			{"four dims", AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "status"}, {Path: "source"}, {Path: "owner"}, {Path: "type"}}, Measures: count}, "at most 3 dimensions"},
			{"no measure", AggregateQuery{Model: "candidate"}, "give 1 to 20 measures"},
			{"unknown field", AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "nosuch"}}, Measures: count}, `"nosuch" is not a field of candidate to group by`},
			{"two hops", AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "candidate__owner__team"}}, Measures: count}, "candidate__owner__team"},
			{"a reverse relation", AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "jobsubmission_set__status"}}, Measures: count}, "jobsubmission_set__status"},
			{"a number", AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "experience"}}, Measures: count}, `"experience" is not a field`},
			{"date without grain", AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "shortlistDate"}}, Measures: count}, "shortlistDate is a date and is grouped by day, week, month, quarter or year"},
			{"grain on text", AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "status", Grain: "month"}}, Measures: count}, "status is not a date and takes no grain"},
			{"grain without range", AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "shortlistDate", Grain: "day"}}, Measures: count}, "needs a date range"},
			{"too many buckets", AggregateQuery{Model: "jobsubmission", Dims: []Dim{{Path: "shortlistDate", Grain: "day"}}, Measures: count, From: w.from, To: w.from.AddDate(2, 0, 0)},
				"shortlistDate by day from 2026-01-01 to 2028-01-01 makes more than 400 buckets"},
			{"two lists", AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "tags"}, {Path: "languages"}}, Measures: count}, "at most one dimension may hold several values"},
			{"sum of text", AggregateQuery{Model: "candidate", Measures: []Measure{{Op: "sum", Field: "company"}}}, "company is not a number"},
			{"median of text", AggregateQuery{Model: "jobsubmission", Measures: []Measure{{Op: "median_days", Field: "offerDate", Field2: "status"}}}, `"status" is not a date`},
			{"unknown op", AggregateQuery{Model: "candidate", Measures: []Measure{{Op: "avg", Field: "experience"}}}, "one of count, sum, count_distinct, median_days"},
			{"bad filter", AggregateQuery{Model: "candidate", Filter: "nosuch=1", Measures: count}, `"nosuch" is not a field of candidate`},
		}
		for _, c := range cases {
			_, err := e.Aggregate(ctx, w.admin, c.q)
			if ae := AsError(err); err == nil || ae.Status != 400 || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: %v, want a 400 saying %q", c.name, err, c.want)
			}
		}
		// More than 1,000 groups: 1,001 distinct names among 1,009 candidates.
		var recs []NewRecord
		for i := 0; i < MaxGroups+1; i++ {
			recs = append(recs, NewRecord{Data: map[string]any{"englishName": fmt.Sprint("Bulk ", i), "email": fmt.Sprintf("bulk%d@cand.test", i), "company": "Bulk"}})
		}
		bulk, err := e.BulkCreate(ctx, w.admin, "candidate", recs)
		if err != nil {
			t.Fatal(err)
		}
		many := AggregateQuery{Model: "candidate", Filter: "company=Bulk", Dims: []Dim{{Path: "englishName"}}, Measures: count}
		if _, err := e.Aggregate(ctx, w.admin, many); AsError(err).Status != 400 || !strings.Contains(err.Error(), "more than 1000 groups of candidate") {
			t.Errorf("too many groups: %v", err)
		}
		many.Filter = "company=Bulk&id__lt=" + fmt.Sprint(bulk[MaxGroups-1])
		if agg, err := e.Aggregate(ctx, w.admin, many); err != nil || len(agg.Rows) != MaxGroups-1 {
			t.Errorf("999 groups: %v", err)
		}
		// Contact details hidden from everyone are refused as a facet on them is.
		if err := e.SetConfig(ctx, w.admin, map[string]any{"hide_contact_info": ContactOnView}); err != nil {
			t.Fatal(err)
		}
		_, err = e.Aggregate(ctx, w.narrowed, AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "email"}}, Measures: count})
		if ae := AsError(err); err == nil || ae.Status != 400 || !strings.Contains(err.Error(), "hidden") {
			t.Errorf("hidden field: %v", err)
		}
	})
}

// Labels name each key in the reader's language: people, tree nodes, options, flags,
// buckets, and "(Not set)".
func TestDimLabels(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		w := newAggWorld(t, ctx, e)
		zh := w.admin
		zh.Lang = "zh_CN"
		cases := []struct {
			p     Principal
			model string
			d     Dim
			keys  []any
			want  string
		}{
			{w.admin, "candidate", Dim{Path: "owner"}, []any{w.uA, float64(w.uB), nil}, "Amy|Bob|(Not set)"},
			{w.admin, "candidate", Dim{Path: "owner__team"}, []any{w.tA, w.tB}, "Team A|Team B"},
			{w.admin, "candidate", Dim{Path: "status"}, []any{"active", "new"}, "Actively Looking|New"},
			{zh, "candidate", Dim{Path: "status"}, []any{"active", nil}, "主动求职|（未填写）"},
			{w.admin, "candidate", Dim{Path: "islimited"}, []any{true, false}, "Yes|No"},
			{w.admin, "jobsubmission", Dim{Path: "shortlistDate", Grain: "day"}, []any{"2026-11-23"}, "2026-11-23"},
			{w.admin, "jobsubmission", Dim{Path: "shortlistDate", Grain: "week"}, []any{"2026-11-23"}, "W48"},
			{zh, "jobsubmission", Dim{Path: "shortlistDate", Grain: "week"}, []any{"2026-11-23"}, "第48周"},
			{w.admin, "jobsubmission", Dim{Path: "shortlistDate", Grain: "month"}, []any{"2026-11-01"}, "2026-11"},
			{w.admin, "jobsubmission", Dim{Path: "offerDate", Grain: "quarter"}, []any{"2026-10-01"}, "2026 Q4"},
			{zh, "jobsubmission", Dim{Path: "offerDate", Grain: "quarter"}, []any{"2026-10-01"}, "2026年第4季度"},
			{w.admin, "jobsubmission", Dim{Path: "offerDate", Grain: "year"}, []any{"2026-01-01"}, "2026"},
		}
		for _, c := range cases {
			labels, err := e.DimLabels(ctx, c.p, c.model, c.d, c.keys)
			if err != nil {
				t.Errorf("%v: %v", c.d, err)
				continue
			}
			var got []string
			for _, k := range c.keys {
				got = append(got, labels[k])
			}
			if strings.Join(got, "|") != c.want {
				t.Errorf("%v in %s: %q, want %q", c.d, c.p.Lang, got, c.want)
			}
		}
		// The queries of a few keys as a report's drill-down spells them.
		for _, c := range []struct {
			model string
			d     Dim
			key   any
			want  string
		}{
			{"candidate", Dim{Path: "owner"}, float64(w.uA), fmt.Sprintf("owner=%d", w.uA)},
			{"candidate", Dim{Path: "source"}, nil, "source__isnull="},
			{"candidate", Dim{Path: "owner__team"}, nil, "!owner__team__isnull=0"},
			{"candidate", Dim{Path: "tags"}, "a b,c", "tags__s=a+b%2Cc"},
			{"candidate", Dim{Path: "islimited"}, true, "islimited=1"},
			{"jobsubmission", Dim{Path: "shortlistDate", Grain: "week"}, "2026-11-23", "shortlistDate__day_range=2026-11-23,2026-11-29"},
			{"jobsubmission", Dim{Path: "offerDate", Grain: "quarter"}, "2026-10-01", "offerDate__day_range=2026-10-01,2026-12-31"},
		} {
			if got, err := e.DimQuery(ctx, w.admin, c.model, c.d, c.key); err != nil || got != c.want {
				t.Errorf("DimQuery %v %v: %q %v, want %q", c.d, c.key, got, err, c.want)
			}
		}
		if _, err := e.DimQuery(ctx, w.admin, "jobsubmission", Dim{Path: "offerDate", Grain: "month"}, "November"); AsError(err).Status != 400 {
			t.Errorf("a bad bucket key: %v", err)
		}
	})
}

// A system date (the creation time, a typed column) groups by its grain too: every record
// falls in a bucket of a span around today, and each bucket's drill-down counts it.
func TestAggregateSystemDate(t *testing.T) {
	ForEachStore(t, func(t *testing.T, ctx context.Context, e *Engine) {
		w := newAggWorld(t, ctx, e)
		now := e.Now()
		for _, grain := range []string{"day", "month", "year"} {
			q := AggregateQuery{Model: "candidate", Dims: []Dim{{Path: "dateAdded", Grain: grain}, {Path: "addedBy"}}, Measures: []Measure{{Op: "count"}},
				From: now.AddDate(0, -1, 0), To: now.AddDate(0, 1, 0)}
			agg, err := e.Aggregate(ctx, w.narrowed, q)
			if err != nil {
				t.Fatal(err)
			}
			total := 0.0
			for _, r := range agg.Rows {
				total += r.Values[0]
			}
			if total != 3 { // the consultant's four candidates less the limited one, whose creator is veiled
				t.Errorf("%s: %s", grain, w.rowsText(q, agg))
			}
			checkDrill(t, ctx, e, grain, w.narrowed, q, agg)
		}
	})
}
