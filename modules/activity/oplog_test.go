package activity_test

import (
	"fmt"
	"strings"
	"testing"

	"huntline/resttest"
	"huntline/resttest/everymodule"
)

func TestOperationLog(t *testing.T) {
	resttest.Each(t, everymodule.Admin, func(t *testing.T, h *harness) {
		id := h.Create("candidate", map[string]any{"mobile": "13900114070", "chineseName": "王伟", "status": "new"})
		_, rec := h.Get(fmt.Sprintf("/rest/candidate/%d", id)) // a detail read is a view
		version := rec["data"].(map[string]any)["version"]
		if status, body := h.Post("/rest/candidate/add", map[string]any{"id": id, "version": version, "status": "active"}); status != 200 {
			t.Fatalf("update: %d %v", status, body)
		}
		log := func(query string) (int, []map[string]any) {
			status, body := h.Get("/rest/operationlog/list?gql=" + q(query))
			var out []map[string]any
			list, _ := body["list"].([]any)
			for _, it := range list {
				out = append(out, it.(map[string]any))
			}
			return status, out
		}
		for _, tc := range []struct {
			name, query string
			status      int
			want        string // a line of the answer, as "type field old→new by"
		}{
			{"views", fmt.Sprintf("type=view&table=candidate&external_id=%d", id), 200, "view  <nil>→<nil> Ada Admin"},
			{"the status change", fmt.Sprintf("type=update&table=candidate&external_id=%d", id), 200, "update status New→Actively Looking Ada Admin"},
			{"the creation, with its first values", fmt.Sprintf("type=update&table=candidate&external_id=%d", id), 200, "create  <nil>→map[chineseName:王伟"},
			{"an unknown record", "type=view&table=candidate&external_id=999999", 404, ""},
			{"an unknown type", fmt.Sprintf("type=mail&table=candidate&external_id=%d", id), 400, ""},
			{"no record named", "type=view&table=candidate", 400, ""},
		} {
			status, lines := log(tc.query)
			var got []string
			for _, l := range lines {
				user, _ := l["user"].(map[string]any)
				got = append(got, fmt.Sprintf("%v %v %v→%v %v", l["type"], orEmpty(l["field"]), l["old"], l["new"], user["__name__"]))
			}
			if status != tc.status || (tc.want != "" && !strings.Contains(strings.Join(got, "\n"), tc.want)) {
				t.Errorf("%s: %d\n%s\nwant a line %q", tc.name, status, strings.Join(got, "\n"), tc.want)
			}
		}
		// The newest first.
		if _, lines := log(fmt.Sprintf("type=update&table=candidate&external_id=%d", id)); len(lines) == 0 || lines[0]["field"] != "status" {
			t.Errorf("the newest change is not first: %v", lines)
		}
	})
}

func orEmpty(v any) any {
	if v == nil {
		return ""
	}
	return v
}
