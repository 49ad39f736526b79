package rest_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// Keys a client cannot write — rollups, reverse relations that are not sub-forms, formulas,
// fields metadata keeps read-only, system fields, __name__ and names that are no field — are
// refused with a 400 naming the key, and nothing is written; a read-only key sent back as it
// was read (a form posting the record it loaded) is accepted and changes nothing.
func TestReadOnlyKeys(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		client := h.Create("client", map[string]any{"name": "Acme Ltd"})
		job := h.Create("joborder", map[string]any{"jobTitle": "Engineer", "client": client})
		cand := h.Create("candidate", map[string]any{"mobile": "13900005032", "chineseName": "王伟", "monthlySalary": 1000, "salaryMonths": 12})
		js := h.Create("jobsubmission", map[string]any{"candidate": cand, "joborder": job})
		read := func(model string, id int64, keys string) map[string]any {
			t.Helper()
			status, body := h.Get(fmt.Sprintf("/rest/%s/%d?demandKeys=%s", model, id, q(keys)))
			if status != 200 {
				t.Fatalf("read %s %d: %d %v", model, id, status, body)
			}
			return body["data"].(map[string]any)
		}
		rec := read("candidate", cand, `["jobsubmission_set"]`)
		if rec["submissionCount"] != 1.0 || rec["annualSalary"] != 12000.0 || len(rec["jobsubmission_set"].([]any)) != 1 {
			t.Fatalf("the candidate as read: %v", rec)
		}
		update := func(model string, id int64, set map[string]any) (int, map[string]any) {
			t.Helper()
			data := map[string]any{"id": id, "version": read(model, id, "")["version"]}
			for k, v := range set {
				data[k] = v
			}
			return h.Post("/rest/"+model+"/add", data)
		}

		refused := []struct {
			name  string
			model string
			id    int64
			set   map[string]any
			field string
		}{
			{"a rollup", "candidate", cand, map[string]any{"submissionCount": 5}, "submissionCount"},
			{"a reverse relation", "candidate", cand, map[string]any{"jobsubmission_set": []any{}}, "jobsubmission_set"},
			{"a formula", "candidate", cand, map[string]any{"annualSalary": 9}, "annualSalary"},
			{"the date added", "candidate", cand, map[string]any{"dateAdded": "2020-01-01T00:00:00Z"}, "dateAdded"},
			{"the author", "candidate", cand, map[string]any{"addedBy": 999}, "addedBy"},
			{"the last update", "candidate", cand, map[string]any{"lastUpdateDate": "2020-01-01T00:00:00Z"}, "lastUpdateDate"},
			{"the display name", "candidate", cand, map[string]any{"__name__": "Someone Else"}, "__name__"},
			{"a changed value with a valid one", "candidate", cand, map[string]any{"chineseName": "李娜", "submissionCount": 0}, "submissionCount"},
			{"a read-only field", "jobsubmission", js, map[string]any{"shortlistDate": "2020-01-01T00:00:00Z"}, "shortlistDate"},
			{"a column name", "candidate", cand, map[string]any{"created_at": "2020-01-01"}, "created_at"},
			{"no such name", "candidate", cand, map[string]any{"nosuch": 1}, "nosuch"},
			{"islimited where it is no field", "client", client, map[string]any{"islimited": true}, "islimited"},
		}
		for _, c := range refused {
			before := read(c.model, c.id, "")
			status, body := update(c.model, c.id, c.set)
			if status != 400 || !strings.Contains(message(body), c.field) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
			if after := read(c.model, c.id, ""); after["version"] != before["version"] {
				t.Errorf("%s: the record changed: version %v -> %v", c.name, before["version"], after["version"])
			}
		}
		if status, body := update("candidate", cand, map[string]any{"submissionCount": 5}); !hasFieldError(body, "submissionCount", "read-only") {
			t.Errorf("the rule is named: %d %v", status, body)
		}

		// Sent back as read, in any spelling of the same value: accepted.
		rec = read("candidate", cand, `["jobsubmission_set"]`)
		added, _ := time.Parse(time.RFC3339, rec["dateAdded"].(string))
		echoes := []struct {
			name string
			set  map[string]any
		}{
			{"the whole record with a change", merge(rec, map[string]any{"chineseName": "王伟伟"})},
			{"a link as an object", map[string]any{"addedBy": map[string]any{"id": rec["addedBy"], "__name__": "Ada"}}},
			{"a time in another zone", map[string]any{"dateAdded": added.In(time.FixedZone("CST", 8*3600)).Format(time.RFC3339)}},
			{"a number as text", map[string]any{"submissionCount": "1", "annualSalary": "12000"}},
			{"a reverse relation as ids", map[string]any{"jobsubmission_set": []any{js}}},
		}
		for _, c := range echoes {
			if status, body := update("candidate", cand, c.set); status != 200 {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		if status, body := update("candidate", cand, map[string]any{"__name__": read("candidate", cand, "")["__name__"]}); status != 200 {
			t.Errorf("the display name as read: %d %v", status, body)
		}
		if got := read("candidate", cand, ""); got["chineseName"] != "王伟伟" || got["version"] != 2.0 {
			t.Errorf("after the echoes: name %v version %v, want one change", got["chineseName"], got["version"])
		}
		sub := read("jobsubmission", js, "")
		if status, body := update("jobsubmission", js, map[string]any{"shortlistDate": sub["shortlistDate"], "__status": sub["__status"], "editable": sub["editable"]}); status != 200 {
			t.Errorf("a submission's read-only values as read: %d %v", status, body)
		}
		// A stale version is answered as stale, whatever else was sent.
		if status, body := h.Post("/rest/candidate/add", map[string]any{"id": cand, "version": 1, "submissionCount": 7, "chineseName": "x"}); status != 409 {
			t.Errorf("stale: %d %v", status, body)
		}

		// A new record has nothing to echo: read-only keys must be empty.
		before := h.Count("candidate", "")
		for _, c := range []map[string]any{
			{"chineseName": "新人", "submissionCount": 3},
			{"chineseName": "新人", "dateAdded": "2020-01-01T00:00:00Z"},
			{"chineseName": "新人", "__name__": "Other"},
		} {
			if status, body := h.Post("/rest/candidate/add", c); status != 400 {
				t.Errorf("create %v: %d %v", c, status, body)
			}
		}
		if h.Count("candidate", "") != before {
			t.Errorf("a refused create wrote a record")
		}
		if status, body := h.Post("/rest/candidate/add", map[string]any{"chineseName": "新人", "mobile": "13912340000", "__name__": "", "submissionCount": nil, "dateAdded": nil}); status != 200 {
			t.Errorf("create with empty read-only keys: %d %v", status, body)
		}
		if status, body := h.Post("/rest/jobsubmission/add", map[string]any{"candidate": cand, "joborder": h.Create("joborder", map[string]any{"jobTitle": "Other", "client": client}), "shortlistDate": "2020-01-01T00:00:00Z"}); status != 400 {
			t.Errorf("create with a read-only field: %d %v", status, body)
		}

		// Sub-forms: a new item's display name is refused, a listed item's as read is taken.
		status, body := update("candidate", cand, map[string]any{"workexperience_set": []any{map[string]any{"company": "Acme", "__name__": "zzz"}}})
		if status != 400 || !strings.Contains(message(body), "workexperience_set.0.__name__") {
			t.Errorf("a new sub-form with a name: %d %v", status, body)
		}
		if status, body := update("candidate", cand, map[string]any{"workexperience_set": []any{map[string]any{"company": "Acme"}}}); status != 200 {
			t.Fatalf("a sub-form: %d %v", status, body)
		}
		item := read("candidate", cand, `["workexperience_set"]`)["workexperience_set"].([]any)[0].(map[string]any)
		for name, c := range map[string]struct {
			name   any
			status int
		}{"as read": {item["__name__"], 200}, "changed": {"zzz", 400}} {
			status, body := update("candidate", cand, map[string]any{"workexperience_set": []any{map[string]any{"id": item["id"], "version": item["version"], "company": "Acme", "__name__": c.name}}})
			if status != c.status {
				t.Errorf("a listed sub-form's name %s: %d %v", name, status, body)
			}
		}

		// A mass edit has no record to compare with: any read-only key is refused.
		if status, body := h.Post("/rest/candidate/massedit", map[string]any{"ids": []int64{cand}, "count": 1, "data": map[string]any{"status": "passive", "__name__": "x"}}); status != 400 || !strings.Contains(message(body), "__name__") {
			t.Errorf("mass edit with __name__: %d %v", status, body)
		}
		// A stage move's record is new: its links are the engine's to fill.
		if status, body := move(h, js, "cvsent", h.Version("jobsubmission", js), map[string]any{"candidate": 999}); status != 400 || !strings.Contains(message(body), "candidate") {
			t.Errorf("a move naming the stage record's candidate: %d %v", status, body)
		}
	})
}

func merge(a, b map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}

// hasFieldError tells whether a refusal names field; the rule shows in the English message
// the test passes as rule's wording (the envelope maps fields to messages).
func hasFieldError(body map[string]any, field, words string) bool {
	errs, _ := body["errors"].(map[string]any)
	msg, ok := errs[field].(string)
	return ok && strings.Contains(msg, words)
}
