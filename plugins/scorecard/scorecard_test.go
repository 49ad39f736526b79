package scorecard

import (
	"strconv"
	"strings"
	"testing"

	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// The example plugin end to end: off by default and then without a trace; on, its model,
// hook, setting and route work; off and on again, its records are back.
func TestScorecardPlugin(t *testing.T) {
	resttest.Each(t, resttest.With(New), func(t *testing.T, admin *resttest.Harness) {
		cand := admin.Create("candidate", map[string]any{"englishName": "Grace", "mobile": "13800000000"})
		summary := "/rest/scorecard/summary?candidate=" + strconv.FormatInt(cand, 10)
		absent := func(when string) {
			t.Helper()
			for _, path := range []string{summary, "/rest/scorecard/list"} {
				if status, _ := admin.Get(path); status != 404 {
					t.Errorf("%s: GET %s answers %d, want 404", when, path, status)
				}
			}
		}
		absent("off by default")
		switchTo := func(state string) {
			t.Helper()
			if status, body := admin.Post("/rest/plugin/scorecard/"+state, map[string]any{}); status != 200 {
				t.Fatalf("%s: %d %v", state, status, body)
			}
		}
		switchTo("on")
		for _, tc := range []struct {
			name   string
			scores []int
			status int
			want   string // in the message, or the overall score
		}{
			{"the overall score is worked out", []int{4, 5, 3}, 200, "4"},
			{"a score above the scale is refused", []int{4, 7, 3}, 400, "communication: a score is from 1 to 5"},
		} {
			status, body := admin.Post("/rest/scorecard/add", map[string]any{"candidate": cand, "technical": tc.scores[0], "communication": tc.scores[1], "motivation": tc.scores[2]})
			if status != tc.status {
				t.Fatalf("%s: %d %v", tc.name, status, body)
			}
			if status == 200 {
				_, rec := admin.Get("/rest/scorecard/" + strconv.FormatInt(int64(body["data"].(float64)), 10))
				if got := rec["data"].(map[string]any)["overall"]; got != 4.0 {
					t.Errorf("%s: overall %v, want %s", tc.name, got, tc.want)
				}
			} else if msg, _ := body["message"].(string); !strings.Contains(msg, tc.want) {
				t.Errorf("%s: %q, want %q", tc.name, msg, tc.want)
			}
		}
		admin.SetConfig(map[string]any{scaleKey: 10}) // the setting widens the scale
		if status, body := admin.Post("/rest/scorecard/add", map[string]any{"candidate": cand, "technical": 7, "communication": 8, "motivation": 9}); status != 200 {
			t.Fatalf("on a scale of 10: %d %v", status, body)
		}
		_, sum := admin.Get(summary)
		if d := sum["data"].(map[string]any); d["count"] != 2.0 || d["average"] != 6.0 || d["scale"] != 10.0 {
			t.Errorf("summary %v, want 2 scorecards averaging 6 on a scale of 10", d)
		}
		switchTo("off")
		absent("switched off")
		switchTo("on")
		if _, again := admin.Get(summary); again["data"].(map[string]any)["count"] != 2.0 {
			t.Errorf("on again: %v, want the 2 scorecards back", again)
		}
	})
}
