package rest_test

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// world is the fixture of the access tests: two companies' candidates, a consultant in a
// sub-team of the team a data access group is given to, and a job with submissions.
type world struct {
	admin, consultant        *harness
	acme1, acme2, globex     int64
	limited, job, sub, group int64
	team, subTeam            int64
}

func newWorld(h *harness) *world {
	h.SetConfig(map[string]any{"candidate_export": true})
	w := &world{admin: h}
	w.team = h.Create("team", map[string]any{"name": "Sales"})
	w.subTeam = h.Create("team", map[string]any{"name": "Sales East", "parent": w.team})
	w.acme1 = h.Create("candidate", map[string]any{"englishName": "Alice Acme", "company": "Acme", "status": "active", "mobile": "13800000001", "email": "alice@acme.test"})
	w.acme2 = h.Create("candidate", map[string]any{"mobile": "13900637003", "englishName": "Aaron Acme", "company": "Acme", "status": "passive"})
	w.globex = h.Create("candidate", map[string]any{"mobile": "13900637004", "englishName": "Gina Globex", "company": "Globex", "status": "active"})
	w.limited = h.Create("candidate", map[string]any{"mobile": "13900637005", "englishName": "Larry Limited", "company": "Acme", "status": "active", "islimited": true})
	client := h.Create("client", map[string]any{"name": "Initech"})
	w.job = h.Create("joborder", map[string]any{"jobTitle": "Engineer", "client": client})
	w.sub = h.Create("jobsubmission", map[string]any{"candidate": w.globex, "joborder": w.job})
	h.Create("jobsubmission", map[string]any{"candidate": w.acme1, "joborder": w.job})
	w.group = h.Create("dataaccessmodelquery", map[string]any{"name": "  Acme   only ", "model": "candidate", "query": "company=Acme", "teams": []int64{w.team}})
	w.consultant = h.As("consultant@huntline.test", map[string]any{"user_type": "consultant", "team": w.subTeam})
	return w
}

func TestDataAccessGroupValidation(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newWorld(h)
		_, body := h.Get(fmt.Sprintf("/rest/dataaccessmodelquery/%d", w.group))
		if name := body["data"].(map[string]any)["name"]; name != "Acme only" {
			t.Errorf("Access Name is trimmed: %q", name)
		}
		for _, c := range []struct {
			data       map[string]any
			field, msg string
		}{
			{map[string]any{"name": " ", "model": "candidate", "query": "company=x"}, "name", "is required"},
			{map[string]any{"name": "x", "model": "nosuch", "query": "company=x"}, "model", `"nosuch" is not a model`},
			{map[string]any{"name": "x", "model": "candidate", "query": "salary__gte=1"}, "query", `"salary" is not a field of candidate`},
			{map[string]any{"name": "x", "model": "candidate", "query": "status=sleeping"}, "query", "sleeping"},
			{map[string]any{"name": "x", "model": "candidate", "query": "company=x", "users": []int64{999}}, "users", "does not exist"},
		} {
			status, body := h.Post("/rest/dataaccessmodelquery/add", c.data)
			errs, _ := body["errors"].(map[string]any)
			if status != 400 || errs[c.field] == nil || !strings.Contains(fmt.Sprint(body["message"]), c.msg) {
				t.Errorf("%v: %d %v", c.data, status, body)
			}
		}
		if status, body := h.Get("/rest/dataaccessmodelquery/list"); status != 200 || body["count"].(float64) != 1 {
			t.Errorf("nothing partly written: %d %v", status, body)
		}
		// Messages name the field by its label in Chinese.
		h.AcceptLanguage = "zh-CN" // a Chinese browser gets zh_CN; zh_TW is the user's choice
		if _, body := h.Post("/rest/dataaccessmodelquery/add", map[string]any{"model": "candidate", "query": "company=x"}); body["message"] != "权限名称：此字段必填" {
			t.Errorf("zh_CN: %v", body["message"])
		}
		h.SetConfig(map[string]any{"candidate_export": false})
		if status, body := h.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_TW"}); status != 200 {
			t.Fatalf("change language: %d %v", status, body)
		}
		if _, body := h.Post("/rest/dataaccessmodelquery/add", map[string]any{"model": "candidate", "query": "company=x"}); body["message"] != "權限名稱：此欄位必填" {
			t.Errorf("zh_TW: %v", body["message"])
		}
		if _, body := h.Get("/rest/candidate/list/export"); body["message"] != "預設停用，請聯絡服務商開通" {
			t.Errorf("export switch in zh_TW: %v", body["message"])
		}
	})
}

func TestDataAccessGroupNarrowsEveryRead(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newWorld(h)
		u := w.consultant
		acme := []int64{w.acme1, w.acme2, w.limited}

		_, list := u.Get("/rest/candidate/list?ordering=id")
		if got := ids(list); fmt.Sprint(got) != fmt.Sprint(acme) || list["count"].(float64) != 3 {
			t.Errorf("list: %v count %v", got, list["count"])
		}
		if status, _ := u.Get(fmt.Sprintf("/rest/candidate/%d", w.globex)); status != 404 {
			t.Errorf("detail outside the group: %d", status)
		}
		_, facets := u.Get("/rest/candidate/list/facet?demandFacets=" + q(`["status"]`))
		total := 0.0
		for _, b := range facets["data"].(map[string]any)["status"].([]any) {
			total += b.(map[string]any)["value"].(float64)
		}
		if total != 2 { // the two Acme candidates; the limited one's status is not the consultant's to count
			t.Errorf("facets count outside records: %v", facets["data"])
		}
		if _, body := u.Get("/rest/candidate/list/export?async=1"); body["count"].(float64) != 3 {
			t.Errorf("export: %v", body)
		}
		if _, body := u.Get("/rest/data/quick_search?name=Globex"); len(body["data"].(map[string]any)["candidate"].([]any)) != 0 {
			t.Errorf("quick search: %v", body["data"])
		}
		if _, body := u.Get("/rest/data/autocomplete?type=candidate&name=Gina"); len(body["list"].([]any)) != 0 {
			t.Errorf("autocomplete: %v", body["list"])
		}
		// Submissions are not narrowed, but the candidate behind one is not reachable.
		_, subs := u.Get(fmt.Sprintf("/rest/jobsubmission/list?gql=%s&demandKeys=%s", q(fmt.Sprintf("id=%d", w.sub)), q(`["candidate"]`)))
		if c := subs["list"].([]any)[0].(map[string]any)["candidate"].(map[string]any); len(c) != 1 {
			t.Errorf("demandKeys expanded a candidate outside the group: %v", c)
		}
		if _, body := u.Get("/rest/jobsubmission/list?gql=" + q("candidate__company=Globex")); body["count"].(float64) != 0 {
			t.Errorf("gql traversal reached a candidate outside the group: %v", body["count"])
		}
		if _, body := u.Get(fmt.Sprintf("/rest/joborder/%d?demandKeys=%s", w.job, q(`["jobsubmission_set__candidate"]`))); true {
			for _, s := range body["data"].(map[string]any)["jobsubmission_set"].([]any) {
				c := s.(map[string]any)["candidate"].(map[string]any)
				if int64(c["id"].(float64)) == w.globex && len(c) != 1 {
					t.Errorf("nested expansion: %v", c)
				}
			}
		}
		// Writes: a record outside the group cannot be edited or deleted.
		if status, _ := u.Post("/rest/candidate/add", map[string]any{"id": w.globex, "version": 1, "company": "Acme"}); status != 404 {
			t.Errorf("edit outside the group: %d", status)
		}
		if status, _ := u.Post("/rest/candidate/delete", map[string]any{"ids": []int64{w.globex}, "count": 1}); status != 404 {
			t.Errorf("delete outside the group: %d", status)
		}
		// The admin is not narrowed.
		if _, body := w.admin.Get("/rest/candidate/list"); body["count"].(float64) != 4 {
			t.Errorf("admin list: %v", body["count"])
		}
		// A user in no group of the model is not narrowed on it.
		other := w.admin.As("other@huntline.test", map[string]any{"user_type": "consultant"})
		if _, body := other.Get("/rest/candidate/list"); body["count"].(float64) != 4 {
			t.Errorf("user in no group: %v", body["count"])
		}
		// Several groups combine with OR.
		w.admin.Create("dataaccessmodelquery", map[string]any{"name": "Globex", "model": "candidate", "query": "company=Globex", "users": []int64{u.UserID}})
		if _, body := u.Get("/rest/candidate/list"); body["count"].(float64) != 4 {
			t.Errorf("two groups: %v", body["count"])
		}
	})
}

func TestSharesOpenRecordsOutsideTheGroup(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newWorld(h)
		u := w.consultant
		path := fmt.Sprintf("/rest/candidate/%d/share", w.globex)
		for _, bad := range []map[string]any{
			{"type": "nobody", "permission": "view"},
			{"type": "people", "value": 999, "permission": "view"},
			{"type": "people", "value": u.UserID, "permission": "own"},
		} {
			if status, _ := h.Post(path, bad); status != 400 {
				t.Errorf("share %v: %d", bad, status)
			}
		}
		if status, body := h.Post(path, map[string]any{"type": "people", "value": u.UserID, "permission": "view"}); status != 200 {
			t.Fatalf("share: %d %v", status, body)
		}
		if status, _ := u.Get(fmt.Sprintf("/rest/candidate/%d", w.globex)); status != 200 {
			t.Errorf("shared record: %d", status)
		}
		if _, body := u.Get("/rest/candidate/list"); body["count"].(float64) != 4 {
			t.Errorf("list with a share: %v", body["count"])
		}
		if status, _ := u.Post("/rest/candidate/add", map[string]any{"id": w.globex, "version": 1, "title": "CTO"}); status != 404 {
			t.Errorf("a view share does not open editing: %d", status)
		}
		// A team share with edit reaches members of sub-teams.
		h.Post(path, map[string]any{"type": "team", "value": w.team, "permission": "edit"})
		if status, body := u.Post("/rest/candidate/add", map[string]any{"id": w.globex, "version": 1, "title": "CTO"}); status != 200 {
			t.Errorf("edit share: %d %v", status, body)
		}
		_, list := u.Get(path)
		shares := list["list"].([]any)
		if len(shares) != 2 {
			t.Fatalf("share list: %v", list)
		}
		for _, s := range shares {
			id := s.(map[string]any)["id"]
			if status, body := h.Post(path+"/delete", map[string]any{"id": id}); status != 200 {
				t.Errorf("unshare: %d %v", status, body)
			}
		}
		if status, _ := u.Get(fmt.Sprintf("/rest/candidate/%d", w.globex)); status != 404 {
			t.Errorf("after unsharing: %d", status)
		}
		if status, _ := h.Post("/rest/note/1/share", map[string]any{"type": "everyone"}); status != 400 {
			t.Errorf("a model that is not sharable: %d", status)
		}
	})
}

func TestLimitedRecordsShowOnlyTheirID(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newWorld(h)
		u := w.consultant
		check := func(where string, it map[string]any) {
			t.Helper()
			if len(it) != 2 || it["islimited"] != true {
				t.Errorf("%s: a limited record shows %v", where, it)
			}
		}
		_, list := u.Get("/rest/candidate/list?gql=" + q(fmt.Sprintf("id=%d", w.limited)))
		check("list", list["list"].([]any)[0].(map[string]any))
		_, detail := u.Get(fmt.Sprintf("/rest/candidate/%d", w.limited))
		check("detail", detail["data"].(map[string]any))
		sub := w.admin.Create("jobsubmission", map[string]any{"candidate": w.limited, "joborder": w.job})
		_, subs := u.Get(fmt.Sprintf("/rest/jobsubmission/%d?demandKeys=%s", sub, q(`["candidate"]`)))
		check("expansion", subs["data"].(map[string]any)["candidate"].(map[string]any))
		_, found := u.Get("/rest/data/autocomplete?type=candidate&name=Larry")
		for _, s := range found["list"].([]any) {
			if s.(map[string]any)["__name__"] != nil {
				t.Errorf("search shows a limited record's name: %v", s)
			}
		}
		// Exports name linked records only where the user may see them.
		resp := u.Send("GET", "/rest/jobsubmission/list/export?ordering=id&fields="+q(`["candidate"]`), "", "")
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var names []string
		for _, row := range sheetRows(t, raw)[1:] {
			names = append(names, strings.Join(row[1:], "")) // an empty last cell is left out
		}
		if got := strings.Join(names, ","); got != ",Alice Acme," {
			t.Errorf("linked names in an export: %q", got)
		}
		if status, _ := u.Post("/rest/candidate/add", map[string]any{"id": w.limited, "version": 1, "title": "x"}); status != 404 {
			t.Errorf("edit of a limited record: %d", status)
		}
		// The owner and the admin are inside.
		if _, d := w.admin.Get(fmt.Sprintf("/rest/candidate/%d", w.limited)); d["data"].(map[string]any)["englishName"] != "Larry Limited" {
			t.Errorf("admin: %v", d["data"])
		}
		w.admin.Post("/rest/candidate/add", map[string]any{"id": w.limited, "version": 1, "owner": u.UserID})
		if _, d := u.Get(fmt.Sprintf("/rest/candidate/%d", w.limited)); d["data"].(map[string]any)["englishName"] != "Larry Limited" {
			t.Errorf("owner: %v", d["data"])
		}
	})
}

func TestContactInfoHiddenAndRevealed(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newWorld(h)
		u := w.consultant
		detail := fmt.Sprintf("/rest/candidate/%d", w.acme1)
		if _, d := u.Get(detail); d["data"].(map[string]any)["mobile"] != "13800000001" {
			t.Errorf("shown by default: %v", d["data"])
		}
		h.SetConfig(map[string]any{"hide_contact_info": 1})
		if _, d := u.Get(detail); d["data"].(map[string]any)["mobile"] != nil || d["data"].(map[string]any)["englishName"] == nil {
			t.Errorf("detail shows contact info: %v", d["data"])
		}
		_, list := u.Get("/rest/candidate/list?gql=" + q(fmt.Sprintf("id=%d", w.acme1)))
		if _, has := list["list"].([]any)[0].(map[string]any)["email"]; has {
			t.Errorf("list shows contact info")
		}
		_, found := u.Get("/rest/data/autocomplete?type=candidate&name=Alice")
		if s := found["list"].([]any)[0].(map[string]any); s["mobile"] != nil {
			t.Errorf("suggestion shows contact info: %v", s)
		}
		status, r := u.Get(detail + "/get_contact_info")
		if status != 200 || r["data"].(map[string]any)["mobile"] != "13800000001" || r["data"].(map[string]any)["email"] != "alice@acme.test" {
			t.Errorf("reveal: %d %v", status, r)
		}
		if status, r := u.Get(detail + "?operation_type=contactinfo"); status != 200 || r["data"].(map[string]any)["mobile"] != "13800000001" {
			t.Errorf("reveal by operation_type: %d %v", status, r)
		}
		if status, _ := u.Get(fmt.Sprintf("/rest/candidate/%d/get_contact_info", w.globex)); status != 404 {
			t.Errorf("reveal outside the group: %d", status)
		}
		h.SetConfig(map[string]any{"hide_contact_info": 3})
		if status, r := u.Get(detail + "/get_contact_info"); status != 400 || !strings.Contains(r["message"].(string), "field") {
			t.Errorf("exclusive reveal without a field: %d %v", status, r)
		}
		status, r = u.Get(detail + "/get_contact_info?field=email")
		if data := r["data"].(map[string]any); status != 200 || data["email"] != "alice@acme.test" || data["mobile"] != nil {
			t.Errorf("exclusive reveal: %d %v", status, r)
		}
		if status, _ := u.Get("/rest/data/contact_reveal_log"); status != 403 {
			t.Errorf("the log is for admins: %d", status)
		}
		_, logBody := h.Get(fmt.Sprintf("/rest/data/contact_reveal_log?model=candidate&id=%d", w.acme1))
		entries := logBody["list"].([]any)
		if len(entries) != 3 {
			t.Fatalf("one log row per reveal: %v", entries)
		}
		last := entries[0].(map[string]any)
		if int64(last["user"].(float64)) != u.UserID || fmt.Sprint(last["fields"]) != "[email]" || last["dateAdded"] == nil {
			t.Errorf("log row: %v", last)
		}
	})
}

func TestActionAccessAndExportSwitch(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newWorld(h)
		hunter := h.As("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		status, body := hunter.Post("/rest/candidate/delete", map[string]any{"ids": []int64{w.acme2}, "count": 1})
		if status != 403 || body["message"] != "You do not have the delete permission on candidate." {
			t.Errorf("delete without the action: %d %v", status, body)
		}
		if status, body := hunter.Post("/rest/actionaccess/candidate", map[string]any{"delete": []string{"hunter"}}); status != 403 {
			t.Errorf("a user overriding access: %d %v", status, body)
		}
		for _, bad := range []map[string]any{{"fly": []string{"hunter"}}, {"delete": []string{"pilot"}}} {
			if status, _ := h.Post("/rest/actionaccess/candidate", bad); status != 400 {
				t.Errorf("override %v: %d", bad, status)
			}
		}
		status, body = h.Post("/rest/actionaccess/candidate", map[string]any{"delete": []string{"hunter"}})
		if status != 200 {
			t.Fatalf("override: %d %v", status, body)
		}
		if status, body := hunter.Post("/rest/candidate/delete", map[string]any{"ids": []int64{w.acme2}, "count": 1}); status != 200 {
			t.Errorf("delete after the override: %d %v", status, body)
		}
		h.Post("/rest/actionaccess/candidate", map[string]any{"delete": nil})
		_, rules := h.Get("/rest/actionaccess/candidate")
		for _, r := range rules["list"].([]any) {
			if r := r.(map[string]any); r["action"] == "delete" && (r["overridden"] != false || fmt.Sprint(r["user_types"]) != "[consultant linemgr]") {
				t.Errorf("back to the default: %v", r)
			}
		}
		// Notes: editing takes note_operation_edit and being the author (or its creator).
		u := w.consultant
		adminNote := h.Create("note", map[string]any{"content": "admin's note", "candidate": w.acme1})
		status, body = u.Post("/rest/note/add", map[string]any{"id": adminNote, "version": 1, "content": "mine now"})
		if status != 403 || body["message"] != "You do not have the note_operation_edit permission on note." {
			t.Errorf("editing another's note: %d %v", status, body)
		}
		own := u.Create("note", map[string]any{"content": "my note", "candidate": w.acme1})
		if status, body := u.Post("/rest/note/add", map[string]any{"id": own, "version": 1, "content": "edited"}); status != 200 {
			t.Errorf("editing one's own note: %d %v", status, body)
		}
		h.Post("/rest/actionaccess/note", map[string]any{"note_operation_delete": []string{"hr"}})
		if status, _ := u.Post("/rest/note/delete", map[string]any{"ids": []int64{own}, "count": 1}); status != 403 {
			t.Errorf("deleting without note_operation_delete: %d", status)
		}
		// The screens learn what the user may do.
		_, info := hunter.Get("/rest/custom_field/candidate/list")
		allowed := fmt.Sprint(info["data"].(map[string]any)["allowed_actions"])
		if allowed != "[view add edit note_operation_edit note_operation_delete]" {
			t.Errorf("allowed actions of the hunter: %s", allowed)
		}
		// Export needs the tenant's switch, off by default.
		h.SetConfig(map[string]any{"candidate_export": false})
		status, body = h.Get("/rest/candidate/list/export")
		if status != 403 || body["message"] != "Disable by default, Contact the provider to enable" {
			t.Errorf("export switched off: %d %v", status, body)
		}
		if status, body := hunter.Post("/rest/data/config", map[string]any{"candidate_export": true}); status != 403 {
			t.Errorf("a user changing the config: %d %v", status, body)
		}
		for _, bad := range []map[string]any{{"no_such_key": 1}, {"hide_contact_info": 2}, {"candidate_export": "maybe"}, {"expire_date": "soon"}} {
			if status, body := h.Post("/rest/data/config", bad); status != 400 {
				t.Errorf("setting %v: %d %v", bad, status, body)
			}
		}
		_, cfg := hunter.Get("/rest/data/config")
		if d := cfg["data"].(map[string]any); d["clientType"] != "HT" || d["candidate_export"] != false {
			t.Errorf("config: %v", d)
		}
	})
}
