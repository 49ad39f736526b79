package studio

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"huntline/engine"
	"huntline/store/storetest"
)

// fieldInfo answers a field of GET /rest/custom_field/{model}/list, or nil.
func (h *harness) fieldInfo(model, name, query string) map[string]any {
	h.T.Helper()
	_, body := h.Get("/rest/custom_field/" + model + "/list?" + query)
	for _, f := range body["list"].([]any) {
		if fm := f.(map[string]any); fm["name"] == name {
			return fm
		}
	}
	return nil
}

// viewOf answers data.views[view] of GET /rest/custom_field/{model}/list.
func (h *harness) viewOf(model, view, query string) map[string]any {
	h.T.Helper()
	_, body := h.Get("/rest/custom_field/" + model + "/list?" + query)
	v, _ := body["data"].(map[string]any)["views"].(map[string]any)[view].(map[string]any)
	return v
}

// editEntries turns a grouped view into the editor's entries, with extra fields added to
// the first group.
func editEntries(v map[string]any, extra ...string) []map[string]any {
	var out []map[string]any
	for i, g := range v["groups"].([]any) {
		gm := g.(map[string]any)
		out = append(out, map[string]any{"entry_type": "group", "name": gm["name"], "label_value": "G", "extra": gm["layout"]})
		for _, f := range gm["fields"].([]any) {
			out = append(out, map[string]any{"entry_type": "field", "name": f})
		}
		if i == 0 {
			for _, f := range extra {
				out = append(out, map[string]any{"entry_type": "field", "name": f})
			}
		}
	}
	return out
}

// firstError answers the input a refusal names (the answer's errors are keyed by it).
func firstError(body map[string]any) string {
	errs, _ := body["errors"].(map[string]any)
	for k := range errs {
		return k
	}
	return ""
}

func TestCustomFieldLifecycle(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url)
		save := func(doc map[string]any) (int, map[string]any) {
			return h.Post("/rest/custom_field/candidate/field/save", doc)
		}

		// A new dropdown starts with Option 1/2/3, is indexed at once and reaches every screen.
		status, body := save(map[string]any{"new": true, "name": "seniority", "type": "dropdown", "indexed": true, "facet_able": true,
			"label": map[string]any{"en": "Seniority", "zh_CN": "资历", "zh_TW": "資歷"}})
		if status != 200 {
			t.Fatalf("add field: %d %v", status, body)
		}
		f := h.fieldInfo("candidate", "seniority", "")
		if f == nil || f["custom"] != true || f["label_value"] != "Seniority" {
			t.Fatalf("the field list has no custom seniority: %v", f)
		}
		if n := indexesOn(t, h, "rec_candidate", "seniority"); n == 0 {
			t.Error("the indexed custom field has no index")
		}
		var labels []string
		for _, o := range f["options"].([]any) {
			labels = append(labels, fmt.Sprint(o.(map[string]any)["value"]))
		}
		if strings.Join(labels, ",") != "Option 1,Option 2,Option 3" {
			t.Errorf("default options: %v", labels)
		}

		// Placed in the edit view's first group, it is on the form.
		edit := h.viewOf("candidate", "edit", "")
		if status, body := h.Post("/rest/custom_field/modify/candidate/list?user=company&view=edit", editEntries(edit, "seniority")); status != 200 {
			t.Fatalf("place field: %d %v", status, body)
		}
		first := h.viewOf("candidate", "edit", "")["groups"].([]any)[0].(map[string]any)["fields"].([]any)
		if first[len(first)-1] != "seniority" {
			t.Errorf("edit view's first group: %v", first)
		}

		// Records hold it and lists filter and facet by it.
		id := h.Create("candidate", map[string]any{"mobile": "13900308092", "chineseName": "王伟", "seniority": "2"})
		h.Create("candidate", map[string]any{"mobile": "13900308093", "chineseName": "李娜", "seniority": "3"})
		_, list := h.Get("/rest/candidate/list?gql=" + q("seniority=2"))
		if got := ids(list); !slices.Equal(got, []int64{id}) {
			t.Errorf("seniority=2 lists %v, want [%d]", got, id)
		}
		_, facets := h.Get("/rest/candidate/list/facet?demandFacets=" + q(`["seniority"]`))
		if !strings.Contains(fmt.Sprint(facets), "seniority") {
			t.Errorf("no seniority facet: %v", facets)
		}

		// Bad definitions are refused, naming the input at fault.
		for _, tc := range []struct {
			name   string
			doc    map[string]any
			status int
			field  string
			says   string
		}{
			{"duplicate name", map[string]any{"new": true, "name": "seniority", "type": "char"}, 400, "name", "already has a field"},
			{"case-only duplicate", map[string]any{"new": true, "name": "Seniority", "type": "char"}, 400, "name", "appears twice"},
			{"reserved name", map[string]any{"new": true, "name": "version", "type": "char"}, 400, "name", "reserved"},
			{"bad name", map[string]any{"new": true, "name": "2x", "type": "char"}, 400, "name", "starts with a letter"},
			{"unknown type", map[string]any{"new": true, "name": "x1", "type": "blob"}, 400, "type", "choose one of"},
			{"formula that does not compile", map[string]any{"new": true, "name": "x2", "type": "expressions", "expression": "monthlySalary *"}, 400, "expression", "does not compile"},
			{"formula over an unknown field", map[string]any{"new": true, "name": "x3", "type": "expressions", "expression": "salary * 12"}, 400, "expression", "salary"},
			{"formula reading itself", map[string]any{"new": true, "name": "x4", "type": "expressions", "expression": "x4 + 1", "result_type": "integer"}, 400, "expression", "circular"},
			{"rollup over a non-relation", map[string]any{"new": true, "name": "x5", "type": "rollupfield", "rollup": map[string]any{"relation": "chineseName", "function": "count"}}, 400, "rollup", ""},
			{"built-in field's type", map[string]any{"name": "school", "type": "integer"}, 400, "type", "built-in"},
			{"unknown field", map[string]any{"name": "nosuch", "type": "char"}, 404, "", ""},
		} {
			status, body := save(tc.doc)
			if status != tc.status || firstError(body) != tc.field && tc.field != "" || !strings.Contains(fmt.Sprint(body["message"]), tc.says) {
				t.Errorf("%s: %d %v (want %d at %q saying %q)", tc.name, status, body, tc.status, tc.field, tc.says)
			}
		}
		if h.fieldInfo("candidate", "x2", "") != nil || h.fieldInfo("candidate", "x4", "") != nil {
			t.Error("a refused field was written")
		}

		// Formulas reading each other in a circle are refused.
		if status, body := save(map[string]any{"new": true, "name": "fa", "type": "expressions", "expression": "monthlySalary * 2", "result_type": "double"}); status != 200 {
			t.Fatalf("fa: %d %v", status, body)
		}
		if status, body := save(map[string]any{"new": true, "name": "fb", "type": "expressions", "expression": "fa + 1", "result_type": "double"}); status != 200 {
			t.Fatalf("fb: %d %v", status, body)
		}
		if status, body := save(map[string]any{"name": "fa", "type": "expressions", "expression": "fb + 1", "result_type": "double"}); status != 400 || !strings.Contains(fmt.Sprint(body["message"]), "circular") {
			t.Errorf("circular formulas: %d %v", status, body)
		}
		// ... and a field a formula reads cannot be removed.
		if status, body := h.Post("/rest/custom_field/candidate/field/delete", map[string]any{"name": "fa"}); status != 400 || !strings.Contains(fmt.Sprint(body["message"]), "formula of fb") {
			t.Errorf("removing a field a formula reads: %d %v", status, body)
		}

		// A rollup counts children as they come and go.
		if status, body := save(map[string]any{"new": true, "name": "jobsHeld", "type": "rollupfield", "rollup": map[string]any{"relation": "workexperience_set", "function": "count"}}); status != 200 {
			t.Fatalf("rollup: %d %v", status, body)
		}
		jobs := func() string {
			_, rec := h.Get(fmt.Sprintf("/rest/candidate/%d", id))
			return fmt.Sprint(rec["data"].(map[string]any)["jobsHeld"])
		}
		h.Create("workexperience", map[string]any{"candidate": id, "company": "Acme"})
		w2 := h.Create("workexperience", map[string]any{"candidate": id, "company": "Globex"})
		if got := jobs(); got != "2" {
			t.Errorf("jobsHeld after two jobs: %s", got)
		}
		h.Post("/rest/workexperience/delete", map[string]any{"ids": []int64{w2}, "count": 1})
		if got := jobs(); got != "1" {
			t.Errorf("jobsHeld after removing one: %s", got)
		}

		// Type changes: lossless ones go ahead; others ask first and refuse values that do not fit.
		if status, body := save(map[string]any{"new": true, "name": "nickname", "type": "char"}); status != 200 {
			t.Fatalf("nickname: %d %v", status, body)
		}
		if _, err := h.e.Save(context.Background(), engine.System(1), "candidate", map[string]any{"id": id, "nickname": "abc", "version": version(h, id)}); err != nil {
			t.Fatal(err)
		}
		if status, body := save(map[string]any{"name": "nickname", "type": "multiline"}); status != 200 {
			t.Errorf("char to multiline: %d %v", status, body)
		}
		if status, body := save(map[string]any{"name": "nickname", "type": "integer"}); status != 409 {
			t.Errorf("multiline to integer without confirmation: %d %v", status, body)
		}
		if status, body := save(map[string]any{"name": "nickname", "type": "integer", "confirm_type_change": true}); status != 400 || !strings.Contains(fmt.Sprint(body["message"]), "1 records") {
			t.Errorf("a value that is no integer: %d %v", status, body)
		}
		if status, body := save(map[string]any{"name": "seniority", "type": "integer", "confirm_type_change": true}); status != 200 {
			t.Errorf("dropdown codes to integer: %d %v", status, body)
		}
		h.Create("candidate", map[string]any{"mobile": "13900308095", "chineseName": "赵磊", "seniority": 10}) // "10" < "2" as text
		_, list = h.Get("/rest/candidate/list?gql=" + q("seniority__gte=2"))
		if len(ids(list)) != 3 {
			t.Errorf("converted values do not compare as numbers: %v", ids(list))
		}

		// A built-in field is hidden, not removed: gone from screens, kept for the editor.
		if status, body := h.Post("/rest/custom_field/candidate/field/delete", map[string]any{"name": "school"}); status != 400 {
			t.Errorf("removing a built-in field: %d %v", status, body)
		}
		if status, body := save(map[string]any{"name": "school", "label": map[string]any{"en": "University"}}); status != 200 {
			t.Fatalf("rename school: %d %v", status, body)
		}
		if status, body := save(map[string]any{"name": "school", "hidden": true}); status != 200 {
			t.Fatalf("hide school: %d %v", status, body)
		}
		if f := h.fieldInfo("candidate", "school", "user=company"); f == nil || f["label_value"] != "University" {
			t.Errorf("hiding school lost its new label: %v", f)
		}
		if h.fieldInfo("candidate", "school", "") != nil || strings.Contains(fmt.Sprint(h.viewOf("candidate", "edit", "")), "school") {
			t.Error("a hidden field is still on the screens")
		}
		if f := h.fieldInfo("candidate", "school", "user=company"); f == nil || f["hidden"] != true {
			t.Errorf("the editor lost the hidden field: %v", f)
		}

		// Removal: refused while a view shows it, then done.
		if status, body := h.Post("/rest/custom_field/candidate/field/delete", map[string]any{"name": "seniority"}); status != 400 || !strings.Contains(fmt.Sprint(body["message"]), "view edit") {
			t.Errorf("removing a field in a view: %d %v", status, body)
		}
		h.Post("/rest/custom_field/modify/candidate/list?user=company&view=edit", editEntries(edit))
		if status, body := h.Post("/rest/custom_field/candidate/field/delete", map[string]any{"name": "seniority"}); status != 200 {
			t.Errorf("remove seniority: %d %v", status, body)
		}
		if h.fieldInfo("candidate", "seniority", "user=company") != nil {
			t.Error("seniority is still listed")
		}

		// Everything survives a restart: a second engine on the same database sees it.
		e2, err := engine.Open(context.Background(), engine.Options{DB: url, DataDir: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		defer e2.Close()
		if f := e2.Reg().Model("candidate").Field("jobsHeld"); f == nil || !f.Custom {
			t.Error("a restarted engine lost the custom rollup")
		}
		if e2.Reg().Model("candidate").Field("seniority") != nil {
			t.Error("a restarted engine brought back a removed field")
		}
	})
}

func version(h *harness, id int64) any {
	_, rec := h.Get(fmt.Sprintf("/rest/candidate/%d", id))
	return rec["data"].(map[string]any)["version"]
}

func TestViews(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url)
		if status, body := h.Post("/rest/viewconfig/add", map[string]any{"model": "candidate", "value": "  ", "group": -1}); status != 400 || body["message"] != "Please enter view name!" {
			t.Errorf("a view without a name: %d %v", status, body)
		}
		status, body := h.Post("/rest/viewconfig/add", map[string]any{"model": "candidate", "value": "Hot leads", "group": -1})
		if status != 200 {
			t.Fatalf("add view: %d %v", status, body)
		}
		code := body["data"].(map[string]any)["code"].(string)
		_, list := h.Get("/rest/viewconfig/get_type?type=candidate")
		if !strings.Contains(fmt.Sprint(list["list"]), "Hot leads") {
			t.Errorf("get_type misses the new view: %v", list)
		}
		// It starts as the default views and takes its own columns.
		if status, body := h.Post("/rest/custom_field/modify/candidate/list?user=company&view=list&suffix="+code, []map[string]any{{"entry_type": "field", "name": "englishName"}, {"entry_type": "field", "name": "status"}}); status != 200 {
			t.Fatalf("save columns: %d %v", status, body)
		}
		// A save from an editor opened before that save is refused, not written over it.
		_, read := h.Get("/rest/custom_field/candidate/list?user=company&suffix=" + code)
		seen := read["data"].(map[string]any)["view_versions"].(map[string]any)["list"].(string)
		if status, body := h.Post("/rest/custom_field/modify/candidate/list?view=list&suffix="+code+"&version="+seen, []map[string]any{{"name": "status"}}); status != 200 {
			t.Fatalf("save with the version read: %d %v", status, body)
		}
		if status, body := h.Post("/rest/custom_field/modify/candidate/list?view=list&suffix="+code+"&version="+seen, []map[string]any{{"name": "city"}}); status != 409 || !strings.Contains(fmt.Sprint(body["message"]), "changed this view") {
			t.Errorf("a stale save: %d %v", status, body)
		}
		h.Post("/rest/custom_field/modify/candidate/list?view=list&suffix="+code, []map[string]any{{"entry_type": "field", "name": "englishName"}, {"entry_type": "field", "name": "status"}})
		if cols := fmt.Sprint(h.viewOf("candidate", "list", "suffix="+code)["columns"]); cols != "[englishName status]" {
			t.Errorf("the view's columns: %s", cols)
		}
		if cols := fmt.Sprint(h.viewOf("candidate", "list", "")["columns"]); strings.HasPrefix(cols, "[englishName status]") {
			t.Error("the default view changed with the new one")
		}
		for _, tc := range []struct {
			name    string
			entries []map[string]any
			view    string
			says    string
		}{
			{"unknown field", []map[string]any{{"entry_type": "field", "name": "nosuch"}}, "list", "nosuch is not a field"},
			{"field twice", []map[string]any{{"name": "status"}, {"name": "status"}}, "list", "twice"},
			{"group in a list view", []map[string]any{{"entry_type": "group", "name": "g"}}, "list", "no groups"},
			{"field outside a group", []map[string]any{{"entry_type": "field", "name": "status"}}, "edit", "before the first group"},
		} {
			if status, body := h.Post("/rest/custom_field/modify/candidate/list?view="+tc.view+"&suffix="+code, tc.entries); status != 400 || !strings.Contains(fmt.Sprint(body["message"]), tc.says) {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
		}
		if status, body := h.Post("/rest/custom_field/suffix/delete/x?type=candidate", nil); status != 404 {
			t.Errorf("deleting an unknown view: %d %v", status, body)
		}
		// A consultant keeps personal views and may not touch shared ones.
		other := h.as("consultant@huntline.test", map[string]any{"user_type": "consultant"})
		if status, body := other.Post("/rest/custom_field/suffix/delete/"+code+"?type=candidate", nil); status != 403 {
			t.Errorf("a consultant deleting a shared view: %d %v", status, body)
		}
		status, body = other.Post("/rest/viewconfig/add", map[string]any{"model": "candidate", "value": "Mine", "group": 0})
		if status != 200 {
			t.Fatalf("personal view: %d %v", status, body)
		}
		mine := body["data"].(map[string]any)["code"].(string)
		if _, list := h.Get("/rest/viewconfig/get_type?type=candidate"); strings.Contains(fmt.Sprint(list["list"]), "Mine") {
			t.Error("another user's personal view is listed")
		}
		if status, body := other.Post("/rest/custom_field/suffix/delete/"+mine+"?type=candidate", nil); status != 200 {
			t.Errorf("deleting one's own view: %d %v", status, body)
		}
		if status, body := h.Post("/rest/custom_field/suffix/delete/"+code+"?type=candidate", nil); status != 200 {
			t.Errorf("admin deleting the shared view: %d %v", status, body)
		}
		if _, list := h.Get("/rest/viewconfig/get_type?type=candidate"); strings.Contains(fmt.Sprint(list["list"]), "Hot leads") {
			t.Error("a deleted view is still listed")
		}
		// A model whose metadata has no views (client; job order now ships My jobs): its only
		// personal view is deleted too.
		status, body = other.Post("/rest/viewconfig/add", map[string]any{"model": "client", "value": "My companies", "group": 0})
		if status != 200 {
			t.Fatalf("personal job view: %d %v", status, body)
		}
		jobs := body["data"].(map[string]any)["code"].(string)
		if status, body := other.Post("/rest/custom_field/suffix/delete/"+jobs+"?type=client", nil); status != 200 {
			t.Errorf("deleting the only view of a model without views: %d %v", status, body)
		}
	})
}

func TestDefaultViewIsKept(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url)
		// A path cannot end in an empty code, so the default view is named (spec 000 §9).
		for _, name := range []string{"default", "默认"} {
			if status, body := h.Post("/rest/custom_field/suffix/delete/"+q(name)+"?type=candidate", nil); status != 400 || body["message"] != "Deleting Default is not allowed." {
				t.Errorf("deleting %s: %d %v", name, status, body)
			}
		}
		err := NewService(h.e).DeleteSuffix(context.Background(), engine.Principal{TenantID: 1, IsAdmin: true, Lang: "en"}, "candidate", "")
		if err == nil || err.Error() != "Deleting Default is not allowed." {
			t.Errorf("deleting the default view: %v", err)
		}
	})
}

func TestModelPackageInstallsAtRunTime(t *testing.T) {
	bundle, err := os.ReadFile("../../fixtures/packages/referencecheck.json")
	if err != nil {
		t.Fatal(err)
	}
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url)
		install := func(raw string) (int, map[string]any) {
			return h.PostRaw("/rest/metapackage/install", "application/json", raw)
		}
		// Refused packages write nothing.
		for _, tc := range []struct{ name, raw, says string }{
			{"not a bundle", `{"name": "x", "version": "1", "models": 3}`, "not a valid bundle"},
			{"no name", `{"version": "1", "models": [{}]}`, "needs a name"},
			{"replaces a built-in model", `{"name": "p", "version": "1", "models": [{"name": "candidate", "label": {"en": "C"}, "name_template": "x", "fields": [{"name": "a", "type": "char", "label": {"en": "A"}}]}]}`, "already exists"},
			{"broken field", `{"name": "p", "version": "1", "models": [{"name": "thing", "label": {"en": "T"}, "name_template": "{{a}}", "fields": [{"name": "a", "type": "blob", "label": {"en": "A"}}]}]}`, "thing"},
		} {
			if status, body := install(tc.raw); status != 400 || !strings.Contains(fmt.Sprint(body["message"]), tc.says) {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
		}
		if _, list := h.Get("/rest/metapackage/list"); len(list["list"].([]any)) != 0 {
			t.Fatalf("a refused package was recorded: %v", list)
		}

		if status, body := install(string(bundle)); status != 200 {
			t.Fatalf("install: %d %v", status, body)
		}
		// In the header at once, with list, add and gql traversal from candidate.
		_, nav := h.Get("/rest/user/navbar_config/1")
		if !strings.Contains(fmt.Sprint(nav["link_list"]), "referencecheck") {
			t.Errorf("the header has no reference checks: %v", nav["link_list"])
		}
		wang := h.Create("candidate", map[string]any{"mobile": "13900308096", "chineseName": "王伟"})
		h.Create("candidate", map[string]any{"mobile": "13900308097", "chineseName": "李娜"})
		h.Create("referencecheck", map[string]any{"candidate": wang, "referee": "Zhang San", "relationship": "manager", "score": 5})
		if status, body := h.Post("/rest/referencecheck/add", map[string]any{"candidate": wang, "referee": "X", "relationship": "friend"}); status != 400 {
			t.Errorf("an unknown option of the package's list: %d %v", status, body)
		}
		_, list := h.Get("/rest/candidate/list?gql=" + q("referencecheck_set__relationship=manager"))
		if got := ids(list); !slices.Equal(got, []int64{wang}) {
			t.Errorf("candidates with a manager's reference: %v", got)
		}
		// A form prefills the date default, so it goes out as a date, not as its template.
		if f := h.fieldInfo("referencecheck", "checkedOn", ""); f == nil || !regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`).MatchString(fmt.Sprint(f["default_value"])) {
			t.Errorf("checkedOn's default for the form: %v", f)
		}
		_, cf := h.Get("/rest/custom_field/candidate/list")
		if !strings.Contains(fmt.Sprint(cf["data"].(map[string]any)["detail_tabs"]), "Reference Checks") {
			t.Error("candidate has no Reference Checks tab")
		}
		_, pkgs := h.Get("/rest/metapackage/list")
		if got := fmt.Sprint(pkgs["list"]); !strings.Contains(got, "referencecheck") || !strings.Contains(got, "1.0.0") {
			t.Errorf("installed packages: %s", got)
		}
		resp := h.Send("GET", "/rest/metapackage/referencecheck/export", "", "")
		if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Disposition"), "referencecheck.json") {
			t.Errorf("export: %d %v", resp.StatusCode, resp.Header)
		}
		resp.Body.Close()
		// An upgrade replaces the package's own model.
		if status, body := install(strings.Replace(string(bundle), `"1.0.0"`, `"1.1.0"`, 1)); status != 200 {
			t.Errorf("upgrade: %d %v", status, body)
		}
	})
}

// indexesOn counts the indexes of table whose definition mentions field.
func indexesOn(t *testing.T, h *harness, table, field string) int {
	t.Helper()
	q := "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = $1 AND sql LIKE $2"
	if h.e.Store.Dialect().Name() == "postgres" {
		q = "SELECT count(*) FROM pg_indexes WHERE tablename = $1 AND indexdef LIKE $2"
	}
	var n int
	if err := h.e.Store.DB().Get(&n, q, table, "%"+field+"%"); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestDetailTabConfig(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url)
		_, body := h.Get("/rest/custom_field/candidate/detailtab")
		tabs := body["list"].([]any)
		if len(tabs) < 3 || tabs[0].(map[string]any)["name"] != "detail" {
			t.Fatalf("candidate's tabs: %v", tabs)
		}
		// Reorder: the change log first, the feed dropped, and a renamed notes tab.
		var next []map[string]any
		for _, name := range []string{"changelog", "detail", "jobsubmission_set", "note_set"} {
			for _, tb := range tabs {
				tm := tb.(map[string]any)
				if tm["name"] == name {
					delete(tm, "label_value")
					if name == "note_set" {
						tm["label"] = map[string]any{"en": "Remarks", "zh_CN": "备注"}
					}
					next = append(next, tm)
				}
			}
		}
		version := body["version"]
		if status, body := h.Post("/rest/custom_field/candidate/detailtab/save", map[string]any{"tabs": next, "version": version}); status != 200 {
			t.Fatalf("save tabs: %d %v", status, body)
		}
		// A second save from the same read is stale: refused, not written over the first.
		if status, body := h.Post("/rest/custom_field/candidate/detailtab/save", map[string]any{"tabs": next[:2], "version": version}); status != 409 {
			t.Errorf("a stale save of the tabs: %d %v", status, body)
		}
		_, body = h.Get("/rest/custom_field/candidate/detailtab")
		var got []string
		for _, tb := range body["list"].([]any) {
			got = append(got, fmt.Sprint(tb.(map[string]any)["label_value"]))
		}
		if strings.Join(got, ",") != "Change Log,Details,Job Submissions,Remarks" {
			t.Errorf("tabs after the save: %v", got)
		}
		for _, tc := range []struct {
			name string
			tab  map[string]any
			says string
		}{
			{"unknown type", map[string]any{"name": "x", "label": map[string]any{"en": "X"}, "type": "weird"}, "type"},
			{"unknown child model", map[string]any{"name": "x", "label": map[string]any{"en": "X"}, "type": "reverse_foreignkey", "data_model_name": "nosuch", "param": "candidate"}, "not a model"},
			{"param not linking back", map[string]any{"name": "x", "label": map[string]any{"en": "X"}, "type": "reverse_foreignkey", "data_model_name": "note", "param": "content"}, "linking to candidate"},
			{"two defaults", map[string]any{"name": "x", "label": map[string]any{"en": "X"}, "type": "feed", "defaultTab": true}, "only one tab"},
		} {
			tabs := append(append([]map[string]any{}, next...), tc.tab)
			tabs[1]["defaultTab"] = true
			if status, body := h.Post("/rest/custom_field/candidate/detailtab/save", map[string]any{"tabs": tabs}); status != 400 || !strings.Contains(fmt.Sprint(body["message"]), tc.says) {
				t.Errorf("%s: %d %v", tc.name, status, body)
			}
			delete(tabs[1], "defaultTab")
		}
	})
}
