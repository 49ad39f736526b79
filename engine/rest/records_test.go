package rest_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestCreateRefusesBadInput(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		client := h.Create("client", map[string]any{"name": "Acme"})
		cases := []struct {
			name, model string
			data        any
			status      int
			field, msg  string
		}{
			{"unknown field", "candidate", map[string]any{"mobile": "13900660033", "chineseName": "王伟", "nmae": "x"}, 400, "nmae", "is not a field of candidate"},
			{"bad e-mail", "candidate", map[string]any{"email": "not-an-email"}, 400, "email", "is not an e-mail address"},
			{"too long", "candidate", map[string]any{"mobile": "13900660034", "chineseName": strings.Repeat("王", 51)}, 400, "chineseName", "at most 50 characters"},
			{"rating out of range", "candidate", map[string]any{"chineseName": "王伟", "mobile": "13900660035", "rating": 6}, 400, "rating", "from 0 to 5"},
			{"below min", "candidate", map[string]any{"chineseName": "王伟", "mobile": "13900660036", "experience": -1}, 400, "experience", "at least 0"},
			{"wrong type", "candidate", map[string]any{"chineseName": "王伟", "mobile": "13900660037", "experience": "five"}, 400, "experience", "not a whole number"},
			{"unknown option", "candidate", map[string]any{"chineseName": "王伟", "mobile": "13900660038", "status": "sleeping"}, 400, "status", `"sleeping" is not an option of status`},
			{"unknown list option", "candidate", map[string]any{"chineseName": "王伟", "mobile": "13900660039", "languages": []string{"english", "nope"}}, 400, "languages", `"nope" is not an option`},
			{"dangling link", "candidate", map[string]any{"chineseName": "王伟", "mobile": "13900660040", "owner": 999}, 400, "owner", "user 999 does not exist"},
			{"bad range", "candidate", map[string]any{"chineseName": "王伟", "mobile": "13900660041", "expectedSalary": map[string]any{"min": 9, "max": 1}}, 400, "expectedSalary", "min must not be greater than max"},
			{"bad date", "candidate", map[string]any{"chineseName": "王伟", "mobile": "13900660042", "dateOfBirth": "31/02/1990"}, 400, "dateOfBirth", "is not a date"},
			{"required missing", "client", map[string]any{"type": "customer"}, 400, "name", "is required"},
			{"required link", "joborder", map[string]any{"jobTitle": "Engineer"}, 400, "client", "is required"},
			{"deleted link target", "joborder", map[string]any{"jobTitle": "X", "client": client + 1000}, 400, "client", "does not exist"},
			{"computed field refused", "candidate", map[string]any{"mobile": "13900660043", "chineseName": "王伟", "annualSalary": 5}, 400, "annualSalary", "is read-only"},
			{"not an object", "candidate", []int{1, 2}, 400, "", "data: not a JSON object"},
			{"unknown model", "nosuchmodel", map[string]any{"a": 1}, 404, "", `There is no model "nosuchmodel"`},
		}
		for _, c := range cases {
			status, body := h.Post("/rest/"+c.model+"/add", c.data)
			msg, _ := body["message"].(string)
			if status != c.status || body["status"] != false || !strings.Contains(msg, c.msg) {
				t.Errorf("%s: %d %v", c.name, status, body)
				continue
			}
			if c.field != "" {
				errs, _ := body["errors"].(map[string]any)
				if _, ok := errs[c.field]; !ok {
					t.Errorf("%s: errors %v do not name %s", c.name, errs, c.field)
				}
			}
		}
		// Nothing of the refused requests was written.
		if _, body := h.Get("/rest/candidate/list"); body["count"].(float64) != 0 {
			t.Errorf("refused creates left %v candidates", body["count"])
		}
		if status, body := h.PostRaw("/rest/candidate/add", "application/json", `{"chineseName": `); status != 400 || !strings.Contains(body["message"].(string), "not a JSON object") {
			t.Errorf("malformed JSON: %d %v", status, body)
		}
		big := `{"remarks": "` + strings.Repeat("x", 3<<20) + `"}`
		if status, body := h.PostRaw("/rest/candidate/add", "application/json", big); status != 413 {
			t.Errorf("oversized body: %d %v", status, body)
		}
	})
}

func TestSaveNormalisesAndComputes(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.Create("candidate", map[string]any{"chineseName": " 王伟 ", "englishName": "Wei  Wang", "email": "Wei.Wang@Example.com",
			"mobile": "138-1234 5678", "monthlySalary": "30000", "salaryMonths": 13, "dateOfBirth": "1990-5-1",
			"summary": `<p onclick="x()">Strong <script>alert(1)</script>lead</p>`, "tags": "key_talent,bilingual", "willRelocate": "1"})
		_, body := h.Get(fmt.Sprintf("/rest/candidate/%d", id))
		d := body["data"].(map[string]any)
		want := map[string]any{"chineseName": "王伟", "englishName": "Wei Wang", "email": "wei.wang@example.com", "mobile": "13812345678",
			"annualSalary": 390000.0, "dateOfBirth": "1990-05-01", "summary": "<p>Strong lead</p>", "willRelocate": true,
			"__name__": "王伟 Wei Wang", "status": "new", "type": "normal", "salaryMonths": 13.0, "version": 1.0, "is_deleted": false,
			"submissionCount": 0.0}
		for k, v := range want {
			if !reflect.DeepEqual(d[k], v) {
				t.Errorf("%s = %#v, want %#v", k, d[k], v)
			}
		}
		if d["owner"] == nil || d["addedBy"] != d["owner"] {
			t.Errorf("owner defaults to the creator: owner %v addedBy %v", d["owner"], d["addedBy"])
		}
	})
}

func TestUpdateIsVersioned(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.Create("candidate", map[string]any{"mobile": "13900660044", "chineseName": "李娜", "experience": 3})
		// Two users open version 1; the first saves, the second is refused.
		status, body := h.Post("/rest/candidate/add", map[string]any{"id": id, "version": 1, "experience": 4})
		if status != 200 || body["version"].(float64) != 2 {
			t.Fatalf("first update: %d %v", status, body)
		}
		status, body = h.Post("/rest/candidate/add", map[string]any{"id": id, "version": 1, "experience": 9})
		if status != 409 || !strings.Contains(body["message"].(string), "changed by Ada Admin") {
			t.Fatalf("stale update: %d %v", status, body)
		}
		_, body = h.Get(fmt.Sprintf("/rest/candidate/%d", id))
		if d := body["data"].(map[string]any); d["experience"].(float64) != 4 || d["version"].(float64) != 2 {
			t.Errorf("stale update overwrote: %v", d)
		}
		if status, body := h.Post("/rest/candidate/add", map[string]any{"id": id, "experience": 5}); status != 400 || !strings.Contains(body["message"].(string), "version") {
			t.Errorf("update without version: %d %v", status, body)
		}
		if status, body := h.Post("/rest/candidate/add", map[string]any{"id": id + 100, "version": 1, "experience": 5}); status != 404 {
			t.Errorf("update of a missing record: %d %v", status, body)
		}
		// Saving the same values again is not a new version.
		if _, body := h.Post("/rest/candidate/add", map[string]any{"id": id, "version": 2, "experience": 4}); body["version"].(float64) != 2 {
			t.Errorf("no-op update made version %v", body["version"])
		}
	})
}

func TestDuplicates(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		first := h.Create("candidate", map[string]any{"chineseName": "王伟", "email": "wei@x.com", "mobile": "13800000001"})
		cases := []struct {
			name string
			data map[string]any
		}{
			{"same e-mail", map[string]any{"chineseName": "王伟2", "email": "WEI@x.com"}},
			{"e-mail in another e-mail field", map[string]any{"chineseName": "王伟3", "email1": "wei@x.com"}},
			{"same mobile spelled differently", map[string]any{"chineseName": "王伟4", "mobile": "138 0000 0001"}},
		}
		for _, c := range cases {
			status, body := h.Post("/rest/candidate/add", c.data)
			msg, _ := body["message"].(string)
			if status != 409 || !strings.HasPrefix(msg, "Duplicate Info:") || !strings.HasSuffix(msg, fmt.Sprintf("ID: %d", first)) || body["data"].(float64) != float64(first) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		cand := h.Create("candidate", map[string]any{"mobile": "13900660045", "chineseName": "李娜"})
		client := h.Create("client", map[string]any{"name": "Acme"})
		job := h.Create("joborder", map[string]any{"jobTitle": "Engineer", "client": client})
		h.Create("jobsubmission", map[string]any{"candidate": cand, "joborder": job})
		if status, body := h.Post("/rest/jobsubmission/add", map[string]any{"candidate": cand, "joborder": job}); status != 409 {
			t.Errorf("same candidate and job twice: %d %v", status, body)
		}
		if status, body := h.Post("/rest/client/add", map[string]any{"name": "Acme"}); status != 409 {
			t.Errorf("same company name: %d %v", status, body)
		}
		// A deleted record no longer blocks its values.
		h.Post("/rest/candidate/delete", map[string]any{"ids": []int64{first}, "count": 1})
		if status, body := h.Post("/rest/candidate/add", map[string]any{"chineseName": "王伟", "email": "wei@x.com"}); status != 200 {
			t.Errorf("e-mail of a deleted candidate: %d %v", status, body)
		}
	})
}

func TestDeleteAndRecover(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		a := h.Create("candidate", map[string]any{"mobile": "13900660046", "chineseName": "甲"})
		b := h.Create("candidate", map[string]any{"mobile": "13900660047", "chineseName": "乙"})
		if status, body := h.Post("/rest/candidate/delete", map[string]any{"ids": []int64{a, b}, "count": 3}); status != 400 || !strings.Contains(body["message"].(string), "count") {
			t.Errorf("count mismatch: %d %v", status, body)
		}
		if status, body := h.Post("/rest/candidate/delete", map[string]any{"ids": []int64{a, 999}, "count": 2}); status != 404 {
			t.Errorf("missing id: %d %v", status, body)
		}
		if _, body := h.Get("/rest/candidate/list"); body["count"].(float64) != 2 {
			t.Errorf("a refused delete deleted something: %v", body["count"])
		}
		if status, body := h.Post("/rest/candidate/delete", map[string]any{"ids": []int64{a}, "count": 1}); status != 200 || body["data"].(float64) != 1 {
			t.Errorf("delete: %d %v", status, body)
		}
		if _, body := h.Get("/rest/candidate/list"); !reflect.DeepEqual(ids(body), []int64{b}) {
			t.Errorf("list after delete: %v", ids(body))
		}
		if _, body := h.Get("/rest/candidate/list?gql=" + q("is_deleted=1")); !reflect.DeepEqual(ids(body), []int64{a}) {
			t.Errorf("recycle bin: %v", ids(body))
		}
		if _, body := h.Get(fmt.Sprintf("/rest/candidate/%d", a)); body["data"].(map[string]any)["is_deleted"] != true {
			t.Errorf("detail of a deleted record: %v", body)
		}
		if status, body := h.Post("/rest/candidate/add", map[string]any{"id": a, "is_deleted": false}); status != 200 {
			t.Errorf("recover: %d %v", status, body)
		}
		if _, body := h.Get("/rest/candidate/list?ordering=id"); !reflect.DeepEqual(ids(body), []int64{a, b}) {
			t.Errorf("list after recover: %v", ids(body))
		}
	})
}

func TestListFiltersPagesAndExpands(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		client := h.Create("client", map[string]any{"name": "Acme (China)", "name1": "Acme"})
		job := h.Create("joborder", map[string]any{"jobTitle": "Engineer", "client": client})
		var cands []int64
		for i := 0; i < 30; i++ {
			status := "active"
			if i%3 == 0 {
				status = "passive"
			}
			cands = append(cands, h.Create("candidate", map[string]any{"mobile": fmt.Sprintf("139006600%02d", 50+i), "chineseName": fmt.Sprintf("王伟%d", i), "status": status, "experience": i}))
		}
		sub := h.Create("jobsubmission", map[string]any{"candidate": cands[0], "joborder": job})
		if status, body := move(h, sub, "cvsent", 1, map[string]any{}); status != 200 {
			t.Fatalf("send the CV: %d %v", status, body)
		}
		_, body := h.Get("/rest/candidate/list?gql=" + q("status=active") + "&paginate_by=5&page=2&ordering=experience")
		if body["count"].(float64) != 20 || body["pages"].(float64) != 4 || body["current"].(float64) != 2 {
			t.Errorf("paging: %v", body)
		}
		if got := ids(body); !reflect.DeepEqual(got, []int64{cands[8], cands[10], cands[11], cands[13], cands[14]}) {
			t.Errorf("page 2 by experience: %v", got)
		}
		_, body = h.Get("/rest/candidate/list?gql=" + q("jobsubmission_set__joborder__client__name__icontains=acme") + "&demandKeys=" + q(`["owner","jobsubmission_set__joborder__client","submissionCount"]`))
		list := body["list"].([]any)
		if len(list) != 1 {
			t.Fatalf("traversal: %v", body)
		}
		it := list[0].(map[string]any)
		if it["submissionCount"].(float64) != 1 {
			t.Errorf("rollup asked for: %v", it["submissionCount"])
		}
		if _, there := it["lastSubmitted"]; there {
			t.Error("a list computed a rollup nobody asked for")
		}
		if owner := it["owner"].(map[string]any); owner["__name__"] != "Ada Admin 管理员" {
			t.Errorf("owner expansion: %v", owner)
		}
		subs := it["jobsubmission_set"].([]any)
		js := subs[0].(map[string]any)
		if js["joborder"].(map[string]any)["client"].(map[string]any)["name"] != "Acme (China)" || js["__name__"] != "王伟0 - Engineer" {
			t.Errorf("nested expansion: %v", js)
		}
		for _, bad := range []struct{ path, msg string }{
			{"/rest/candidate/list?gql=" + q("nosuch=1"), `"nosuch" is not a field of candidate`},
			{"/rest/candidate/list?ordering=nosuch", `"nosuch" is not a field`},
			{"/rest/candidate/list?paginate_by=5000", "at most 200"},
			{"/rest/candidate/list?page=abc", "page"},
			{"/rest/candidate/list?demandKeys=" + q(`["status"]`), "not a relation or rollup of candidate"},
			{"/rest/candidate/list?gql=" + q(strings.Repeat("a=1&", 2100)), "limit is"},
			{"/rest/candidate/abc", "not a record id"},
			{"/rest/candidate/99999", "does not exist"},
		} {
			status, body := h.Get(bad.path)
			if status < 400 || status > 404 || !strings.Contains(body["message"].(string), bad.msg) {
				t.Errorf("%.60s: %d %v", bad.path, status, body["message"])
			}
		}
		// Renaming a candidate renames the submissions named after it.
		if status, body := h.Post("/rest/candidate/add", map[string]any{"id": cands[0], "version": 1, "chineseName": "王伟伟"}); status != 200 {
			t.Fatalf("rename: %d %v", status, body)
		}
		_, body = h.Get("/rest/jobsubmission/list")
		if name := body["list"].([]any)[0].(map[string]any)["__name__"]; name != "王伟伟 - Engineer" {
			t.Errorf("dependent name: %v", name)
		}
	})
}
