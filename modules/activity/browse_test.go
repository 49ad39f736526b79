package activity_test

import (
	"fmt"
	"testing"

	"huntline/resttest"
	"huntline/resttest/everymodule"
)

// Opening a record's detail puts it at the top of the user's recently browsed list, once;
// a record deleted since drops out; other users' views are theirs.
func TestBrowseLog(t *testing.T) {
	resttest.Each(t, everymodule.Admin, func(t *testing.T, h *harness) {
		acme := h.Create("client", map[string]any{"name": "Acme"})
		globex := h.Create("client", map[string]any{"name": "Globex"})
		cand := h.Create("candidate", map[string]any{"mobile": "13900491064", "chineseName": "王伟"})
		for _, path := range []string{
			fmt.Sprintf("/rest/client/%d", acme), fmt.Sprintf("/rest/candidate/%d", cand),
			fmt.Sprintf("/rest/client/%d", acme), fmt.Sprintf("/rest/client/%d", acme), fmt.Sprintf("/rest/client/%d", globex),
		} {
			if status, body := h.Get(path); status != 200 {
				t.Fatalf("open %s: %d %v", path, status, body)
			}
		}

		browsed := func(h *harness, query string) []string {
			t.Helper()
			status, body := h.Get("/rest/data/browse_log" + query)
			if status != 200 {
				t.Fatalf("browse_log%s: %d %v", query, status, body)
			}
			var out []string
			for _, it := range body["list"].([]any) {
				m := it.(map[string]any)
				out = append(out, fmt.Sprintf("%s %v", m["model"], m["__name__"]))
			}
			return out
		}
		cases := []struct {
			name, query string
			want        []string
		}{
			{"every model, newest first, each once", "", []string{"client Globex", "client Acme", "candidate 王伟"}},
			{"one model", "?model=candidate", []string{"candidate 王伟"}},
			{"a limit", "?limit=1", []string{"client Globex"}},
		}
		for _, c := range cases {
			if got := browsed(h, c.query); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("%s: %v, want %v", c.name, got, c.want)
			}
		}
		if status, _ := h.Get("/rest/data/browse_log?model=nosuchmodel"); status != 404 {
			t.Errorf("an unknown model: %d, want 404", status)
		}
		if status, body := h.Post("/rest/client/delete", map[string]any{"ids": []int64{globex}, "count": 1}); status != 200 {
			t.Fatalf("delete: %d %v", status, body)
		}
		if got := browsed(h, ""); fmt.Sprint(got) != fmt.Sprint([]string{"client Acme", "candidate 王伟"}) {
			t.Errorf("after deleting Globex: %v", got)
		}
		olga := h.As("olga@huntline.test", map[string]any{"englishName": "olga"})
		if got := browsed(olga, ""); len(got) != 0 {
			t.Errorf("another user's recently browsed: %v", got)
		}
	})
}
