package rest_test

import (
	"fmt"
	"strings"
	"testing"
)

// A mass edit sets the same values on every chosen record, or on none when any refuses.
func TestMassEdit(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		a := h.Create("candidate", map[string]any{"mobile": "13900414023", "chineseName": "王伟", "status": "active"})
		b := h.Create("candidate", map[string]any{"mobile": "13900414024", "chineseName": "李娜", "status": "active"})
		c := h.Create("candidate", map[string]any{"mobile": "13900414025", "chineseName": "张敏", "status": "active"})
		statuses := func() string {
			_, body := h.Get("/rest/candidate/list?ordering=id")
			var out []string
			for _, it := range body["list"].([]any) {
				out = append(out, fmt.Sprint(it.(map[string]any)["status"]))
			}
			return strings.Join(out, ",")
		}
		refusals := []struct {
			name   string
			data   map[string]any
			status int
			msg    string
		}{
			{"unknown option", map[string]any{"ids": []int64{a, b}, "count": 2, "data": map[string]any{"status": "sleeping"}}, 400, "status"},
			{"count mismatch", map[string]any{"ids": []int64{a, b}, "count": 3, "data": map[string]any{"status": "passive"}}, 400, "count: 3 does not match"},
			{"a missing record", map[string]any{"ids": []int64{a, 99999}, "count": 2, "data": map[string]any{"status": "passive"}}, 404, "99999"},
			{"no values", map[string]any{"ids": []int64{a}, "count": 1, "data": map[string]any{}}, 400, "data: give the fields"},
			{"a read-only field", map[string]any{"ids": []int64{a}, "count": 1, "data": map[string]any{"dateAdded": "2020-01-01"}}, 400, "dateAdded"},
		}
		for _, r := range refusals {
			if status, body := h.Post("/rest/candidate/massedit", r.data); status != r.status || !strings.Contains(message(body), r.msg) {
				t.Errorf("%s: %d %v", r.name, status, body)
			}
			if got := statuses(); got != "active,active,active" {
				t.Fatalf("%s changed records: %s", r.name, got)
			}
		}
		status, body := h.Post("/rest/candidate/massedit", map[string]any{"ids": []int64{a, c}, "count": 2, "data": map[string]any{"status": "passive"}})
		if status != 200 || body["data"] != 2.0 {
			t.Fatalf("mass edit: %d %v", status, body)
		}
		if got := statuses(); got != "passive,active,passive" {
			t.Errorf("after the mass edit: %s", got)
		}
		// Each record's change is in its change log, and its version moved on.
		_, rec := h.Get(fmt.Sprintf("/rest/candidate/%d", a))
		if v := rec["data"].(map[string]any)["version"]; v != 2.0 {
			t.Errorf("version after mass edit: %v", v)
		}
	})
}
