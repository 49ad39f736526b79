package reports

import (
	"net/url"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// Every shipped template loads; a bad file is refused naming the file and the problem.
func TestTemplatesLoadWithClearErrors(t *testing.T) {
	ts, order, err := loadTemplates(files, "templates")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"activity", "funnel", "stale_submissions", "jobs_without_submission", "revenue", "sources", "submissions", "candidates", "joborders", "operationlog"} {
		if ts[want] == nil {
			t.Errorf("template %s is not shipped", want)
		}
	}
	if len(order) != len(ts) {
		t.Errorf("order %v", order)
	}
	label := `{"en": "A", "zh_CN": "甲", "zh_TW": "甲"}`
	good := `{"name": "x", "label": ` + label + `, "category": "activity", "views": ["table"], "model": "note", "date": "dateAdded",
		"dims": [{"name": "user", "label": ` + label + `, "path": "user"}], "x": ["user"],
		"columns": [{"key": "n", "label": ` + label + `, "format": "number", "op": "count"}]}`
	cases := []struct{ name, file, want string }{
		{"unknown key", strings.Replace(good, `"views"`, `"veiws"`, 1), `unknown field "veiws"`},
		{"bad view", strings.Replace(good, `["table"]`, `["donut"]`, 1), `views: "donut" is not one of table, bar, trend, pie, stack`},
		{"bad op", strings.Replace(good, `"op": "count"`, `"op": "avg"`, 1), `columns[0].op: "avg" is not one of`},
		{"missing zh_TW", strings.Replace(good, `"label": `+label+`, "category"`, `"label": {"en": "A", "zh_CN": "甲"}, "category"`, 1), `label: a text in zh_TW is required`},
		{"unknown x", strings.Replace(good, `"x": ["user"]`, `"x": ["team"]`, 1), `x: "team" is not one of the dims`},
		{"bad ratio", strings.Replace(good, `"op": "count"}]`, `"op": "count"}, {"key": "r", "label": `+label+`, "format": "percent", "ratio": ["n", "zz"]}]`, 1), `columns[1].ratio: "zz" is not an earlier counted column`},
		{"no date", strings.Replace(good, `"date": "dateAdded",`, ``, 1), `columns[0].date: name the date field`},
	}
	for _, c := range cases {
		_, _, err := loadTemplates(fstest.MapFS{"t/x.json": {Data: []byte(c.file)}}, "t")
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "t/x.json") {
			t.Errorf("%s: %v, want %q naming the file", c.name, err, c.want)
		}
	}
	if _, _, err := loadTemplates(fstest.MapFS{"t/x.json": {Data: []byte(good)}}, "t"); err != nil {
		t.Errorf("good template: %v", err)
	}
	_, _, err = loadTemplates(fstest.MapFS{"t/a.json": {Data: []byte(good)}, "t/b.json": {Data: []byte(good)}}, "t")
	if err == nil || !strings.Contains(err.Error(), "already defined in t/a.json") {
		t.Errorf("duplicate: %v", err)
	}
}

// Each parameter is checked against the template, and a refusal names the parameter.
func TestParseFilter(t *testing.T) {
	ts, _, err := loadTemplates(files, "templates")
	if err != nil {
		t.Fatal(err)
	}
	sub := ts["submissions"]
	f, err := parseFilter(sub, url.Values{})
	if err != nil || f.GroupByX != "status" || f.DateType != "date" || f.DateRange != "this_week" || len(f.FilterBasic) != 0 {
		t.Errorf("defaults: %+v %v", f, err)
	}
	if f, _ := parseFilter(ts["revenue"], url.Values{}); f.DateRange != "this_year" || f.GroupByX != "month" {
		t.Errorf("template defaults: %+v", f)
	}
	f, err = parseFilter(sub, url.Values{"filter_basic": {`{"user": [12, "13"], "team": []}`}, "groupby_x": {"user"}, "groupby_y": {"status"}})
	if err != nil || len(f.FilterBasic["user"]) != 2 || f.FilterBasic["user"][1] != 13 || f.FilterBasic["team"] != nil {
		t.Errorf("filter_basic: %+v %v", f, err)
	}
	bad := []struct {
		q     url.Values
		param string
	}{
		{url.Values{"groupby_x": {"galaxy"}}, "groupby_x: \"galaxy\" is not one of"},
		{url.Values{"groupby_y": {"status"}}, "groupby_y: each dimension once"},
		{url.Values{"groupby_z": {"user"}}, "groupby_z: give groupby_y"},
		{url.Values{"datetype": {"hour"}}, "datetype: \"hour\" is not one of date, week, month, quarter, year"},
		{url.Values{"filter_basic": {`[1]`}}, "filter_basic: a JSON object"},
		{url.Values{"filter_basic": {`{"city": [1]}`}}, `filter_basic: "city" is not one of user, team`},
		{url.Values{"filter_basic": {`{"user": ["x"]}`}}, "filter_basic: user: x is not an id"},
		{url.Values{"gql": {strings.Repeat("a", MaxGQL+1)}}, "gql: at most"},
	}
	for _, c := range bad {
		if _, err := parseFilter(sub, c.q); err == nil || !strings.HasPrefix(err.Error(), c.param) {
			t.Errorf("%v: %v, want %q", c.q, err, c.param)
		}
	}
	if _, err := parseFilter(ts["sources"], url.Values{"groupby_y": {"source"}}); err == nil || !strings.Contains(err.Error(), "has no y dimension") {
		t.Errorf("no y: %v", err)
	}
}

// Ranges are whole days in the tenant's zone; a custom range is checked.
func TestParseRange(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Shanghai")
	now := time.Date(2026, 11, 26, 1, 30, 0, 0, loc) // Thursday
	cases := []struct{ v, from, to string }{
		{"today", "2026-11-26", "2026-11-26"},
		{"this_week", "2026-11-23", "2026-11-29"},
		{"last_week", "2026-11-16", "2026-11-22"},
		{"this_month", "2026-11-01", "2026-11-30"},
		{"last_quarter", "2026-07-01", "2026-09-30"},
		{"2026-02-03,2026-03-04", "2026-02-03", "2026-03-04"},
	}
	for _, c := range cases {
		r, err := parseRange(c.v, now, "en")
		if err != nil || r.From.Format(time.DateOnly) != c.from || r.To.Format(time.DateOnly) != c.to || r.From.Location() != loc {
			t.Errorf("%s: %v–%v %v", c.v, r.From, r.To, err)
		}
	}
	if r, _ := parseRange("this_week", now, "zh_CN"); r.Label != "本周" || r.Days() != 7 {
		t.Errorf("label/days: %+v", r)
	}
	for _, bad := range []string{"someday", "2026-03-04,2026-02-03", "2026-02-30,2026-03-01", "2000-01-01,2026-01-01"} {
		if _, err := parseRange(bad, now, "en"); err == nil {
			t.Errorf("%s: accepted", bad)
		}
	}
}

// A target for a range is each month's target prorated by the days of it in the range.
func TestMonthShares(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Shanghai")
	d := func(s string) time.Time { x, _ := time.ParseInLocation(time.DateOnly, s, loc); return x }
	got := monthShares(Range{From: d("2026-11-23"), To: d("2026-12-06")})
	if len(got) != 2 || got[0].Month != "2026-11" || got[0].Part != 8.0/30 || got[1].Month != "2026-12" || got[1].Part != 6.0/31 {
		t.Errorf("shares: %+v", got)
	}
	if got := monthShares(Range{From: d("2026-02-01"), To: d("2026-02-28")}); len(got) != 1 || got[0].Part != 1 {
		t.Errorf("whole month: %+v", got)
	}
	for _, c := range []struct {
		v, t float64
		want string
	}{{4, 10, "red"}, {5, 10, "amber"}, {9.9, 10, "amber"}, {10, 10, "green"}, {3, 0, ""}} {
		if got := rag(c.v, c.t); got != c.want {
			t.Errorf("rag(%v, %v) = %q, want %q", c.v, c.t, got, c.want)
		}
	}
}

// Trend buckets start on the grain's first day (Mondays for weeks) and are bounded.
func TestBuckets(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Shanghai")
	d := func(s string) time.Time { x, _ := time.ParseInLocation(time.DateOnly, s, loc); return x }
	r := Range{From: d("2026-11-25"), To: d("2026-12-09")}
	for grain, want := range map[string]string{
		"week":  "2026-11-23 2026-11-30 2026-12-07",
		"month": "2026-11-01 2026-12-01",
		"year":  "2026-01-01",
	} {
		got, err := buckets(r, grain)
		if err != nil || strings.Join(got, " ") != want {
			t.Errorf("%s: %v %v", grain, got, err)
		}
	}
	if got, _ := buckets(r, "day"); len(got) != 15 {
		t.Errorf("days: %v", got)
	}
	if _, err := buckets(Range{From: d("2020-01-01"), To: d("2026-01-01")}, "day"); err == nil {
		t.Error("2,000 day buckets accepted")
	}
}
