package reports

import (
	"fmt"
	"math"
	"net/url"
	"slices"
	"strings"
	"testing"

	"huntline/resttest"
)

// Every count cell drills down to the list of exactly the records it counted: the list's
// count under the cell's gql equals the cell, for each report, dim and reader; so do the
// points of the bar, stack, pie and trend charts.
func TestDrillDownCountsEqualCells(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		w := newWorld(t, h)
		ts, order, _ := loadTemplates(files, "templates")
		checked := 0
		check := func(reader *resttest.Harness, where string, cell map[string]any, counted bool) {
			t.Helper()
			gql, _ := cell["gql"].(string)
			model, _ := cell["model"].(string)
			if !counted {
				return
			}
			if gql == "" && model == "" {
				t.Errorf("%s: no drill-down: %v", where, cell)
				return
			}
			if n := reader.Count(model, gql); float64(n) != cell["value"].(float64) {
				t.Errorf("%s: cell %v, its list (%s?gql=%s) counts %d", where, cell["value"], model, gql, n)
			}
			checked++
		}
		for _, reader := range []*resttest.Harness{h, w.carl} {
			for _, name := range order {
				tpl := ts[name]
				if tpl.Source != "" {
					continue
				}
				counted := map[string]bool{}
				for _, c := range tpl.Columns {
					counted[c.Key] = c.Op == "count"
				}
				axes := [][2]string{}
				for _, x := range tpl.X {
					axes = append(axes, [2]string{x, ""})
				}
				if len(tpl.Y) > 0 {
					axes = append(axes, [2]string{tpl.X[0], tpl.Y[0]})
					if tpl.Y[0] == tpl.X[0] {
						axes[len(axes)-1][1] = tpl.Y[1]
					}
				}
				for _, ax := range axes {
					q := url.Values{"type": {name}, "groupby_x": {ax[0]}, "groupby_y": {ax[1]}, "daterange": {w.rangeParam}, "filter_basic": {"{}"}}
					status, body := reader.Get("/rest/reporttemplate/report?" + q.Encode())
					if status != 200 {
						t.Fatalf("%s by %v: %d %v", name, ax, status, body)
					}
					rep := data(t, body)
					for _, r := range rep["rows"].([]any) {
						for col, c := range r.(map[string]any)["cells"].(map[string]any) {
							check(reader, fmt.Sprintf("%s by %v, %v %s", name, ax, r.(map[string]any)["labels"], col), c.(map[string]any), counted[col])
						}
					}
					for col, c := range rep["total"].(map[string]any)["cells"].(map[string]any) {
						check(reader, fmt.Sprintf("%s by %v, total %s", name, ax, col), c.(map[string]any), counted[col])
					}
				}
				// Charts: every point of every series.
				first := tpl.Columns[0].Key
				for _, view := range []string{"bar", "pie", "stack", "trend"} {
					if !contains(tpl.Views, view) {
						continue
					}
					q := url.Values{"type": {name}, "viewType": {view}, "daterange": {w.rangeParam}, "filter_basic": {"{}"}, "datetype": {"week"}}
					path := "/rest/reporttemplate/report/chart/echarts?"
					if view == "trend" {
						path = "/rest/reporttemplate/report/chart/trends?"
					}
					if view == "stack" && len(tpl.Y) > 0 {
						q.Set("groupby_y", tpl.Y[0])
						if tpl.Y[0] == tpl.X[0] {
							q.Set("groupby_y", tpl.Y[1])
						}
					}
					status, body := reader.Get(path + q.Encode())
					if status != 200 {
						t.Fatalf("%s %s: %d %v", name, view, status, body)
					}
					ch := data(t, body)
					cats := len(ch["categories"].([]any))
					for _, s := range ch["series"].([]any) {
						series := s.(map[string]any)
						key := strings.SplitN(series["key"].(string), ":", 2)[0]
						if len(series["data"].([]any)) != cats {
							t.Errorf("%s %s: series %s has %d points for %d categories", name, view, key, len(series["data"].([]any)), cats)
						}
						for i, p := range series["data"].([]any) {
							pt := p.(map[string]any)
							if pt["gql"] == nil && view == "stack" && pt["value"] == 0.0 {
								continue // a stack's empty slot: no records
							}
							check(reader, fmt.Sprintf("%s %s, series %s point %d", name, view, key, i), pt, counted[key] || key == first && view == "pie" && counted[first])
						}
					}
				}
			}
		}
		t.Logf("%d drill-downs counted", checked)
	})
}

// Targets are each month's target prorated by the days of it in the range; a team's is its
// members'; red under half, amber under, green at or above.
func TestTargets(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		w := newWorld(t, h)
		want := 0.0 // one consultant's notes target over the range
		for _, s := range monthShares(Range{From: w.from, To: w.to}) {
			want += 30 * s.Part
		}
		raw := want // the team's is its two members' before rounding, as the report adds them
		want = math.Round(want*10) / 10
		for _, c := range []struct {
			reader *resttest.Harness
			x      string
			key    float64
			target float64
		}{{h, "user", float64(w.carl.UserID), want}, {h, "team", float64(w.teamA), math.Round(2*raw*10) / 10}, {w.carl, "user", float64(w.carl.UserID), want}} {
			q := url.Values{"type": {"activity"}, "groupby_x": {c.x}, "daterange": {w.rangeParam}, "filter_basic": {"{}"}}
			_, body := c.reader.Get("/rest/reporttemplate/report?" + q.Encode())
			found := false
			for _, r := range data(t, body)["rows"].([]any) {
				row := r.(map[string]any)
				if row["keys"].([]any)[0] != c.key {
					continue
				}
				found = true
				cell := row["cells"].(map[string]any)["notes"].(map[string]any)
				v := cell["value"].(float64)
				if cell["target"] != c.target || cell["rag"] != rag(v, c.target) {
					t.Errorf("%s: notes %v, target %v %v, want %v %v", c.x, v, cell["target"], cell["rag"], c.target, rag(v, c.target))
				}
			}
			if !found {
				t.Errorf("%s: no row %v in %v", c.x, c.key, body)
			}
		}
		// Grouped by something targets do not know, there are none.
		_, body := h.Get("/rest/reporttemplate/report?" + url.Values{"type": {"funnel"}, "daterange": {w.rangeParam}}.Encode())
		if strings.Contains(fmt.Sprint(body), "target:") {
			t.Errorf("funnel shows targets: %v", body)
		}
	})
}

// A consultant's report grouped by user opens on himself; a leader and the admin read their
// whole scope; gql on a series report selects the users its columns count.
func TestDefaultsAndSeriesGQL(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, h *resttest.Harness) {
		w := newWorld(t, h)
		users := func(reader *resttest.Harness, extra url.Values) []float64 {
			q := url.Values{"type": {"activity"}, "daterange": {w.rangeParam}}
			for k, v := range extra {
				q[k] = v
			}
			status, body := reader.Get("/rest/reporttemplate/report?" + q.Encode())
			if status != 200 {
				t.Fatalf("%d %v", status, body)
			}
			var out []float64
			for _, r := range data(t, body)["rows"].([]any) {
				out = append(out, r.(map[string]any)["keys"].([]any)[0].(float64))
			}
			return out
		}
		eve := float64(w.eve.UserID)
		if got := users(w.eve, nil); len(got) != 1 || got[0] != eve {
			t.Errorf("eve's own activity: %v", got)
		}
		if got := users(w.eve, url.Values{"filter_basic": {"{}"}}); len(got) < 3 {
			t.Errorf("eve asking for her whole scope: %v", got)
		}
		// A consultant who did nothing in the range still sees his own row, zeros against targets.
		quiet := h.As("quinn@huntline.test", map[string]any{"user_type": "consultant", "englishName": "Quinn"})
		if got := users(quiet, nil); len(got) != 1 || got[0] != float64(quiet.UserID) {
			t.Errorf("quinn's own activity: %v", got)
		}
		if got := users(w.dana, nil); len(got) < 3 {
			t.Errorf("dana, a leader: %v", got)
		}
		// A gql that chooses the users (a team lead's dashlet) is the reader's choice: no
		// narrowing to her own row on top of it.
		if got := users(w.eve, url.Values{"gql": {fmt.Sprintf("team=%d", w.teamA)}}); len(got) < 2 || slices.Contains(got, eve) {
			t.Errorf("eve choosing team A by gql: %v", got)
		}
		// A line manager reads his scope as a leader does, not his own row alone.
		lm := h.As("lena@huntline.test", map[string]any{"user_type": "linemgr", "englishName": "Lena"})
		if got := users(lm, nil); len(got) == 1 && got[0] == float64(lm.UserID) {
			t.Errorf("a line manager's activity opened on his own row alone: %v", got)
		}
		if got := users(h, nil); len(got) < 3 {
			t.Errorf("admin: %v", got)
		}
		if got := users(h, url.Values{"gql": {fmt.Sprintf("team=%d", w.teamB)}}); len(got) != 1 || got[0] != eve {
			t.Errorf("gql team B: %v", got)
		}
		if got := users(h, url.Values{"groupby_x": {"team"}, "filter_basic": {fmt.Sprintf(`{"team":[%d]}`, w.teamA)}}); len(got) != 1 || got[0] != float64(w.teamA) {
			t.Errorf("team A by team: %v", got)
		}
		if status, body := h.Get("/rest/reporttemplate/report?type=activity&gql=" + url.QueryEscape("nosuchfield=1")); status != 400 || !strings.Contains(resttest.Message(body), "nosuchfield") {
			t.Errorf("bad gql: %d %v", status, body)
		}
	})
}
