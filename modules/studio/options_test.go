package studio

import (
	"fmt"
	"strings"
	"testing"

	"huntline/store/storetest"
)

// optionList reads one list as the option editor does.
func (h *harness) optionList(key string) map[string]any {
	h.T.Helper()
	status, body := h.Get("/rest/options/lists")
	if status != 200 {
		h.T.Fatalf("lists: %d %v", status, body)
	}
	for _, it := range body["list"].([]any) {
		if l := it.(map[string]any); l["key"] == key {
			return l
		}
	}
	h.T.Fatalf("no list %s", key)
	return nil
}

// codes answers a list's codes in order, joined.
func codes(l map[string]any) string {
	var out []string
	for _, o := range l["options"].([]any) {
		out = append(out, o.(map[string]any)["code"].(string))
	}
	return strings.Join(out, ",")
}

// edits turns a list's options into a save payload (each with its old_code), changed by fn.
func edits(l map[string]any, fn func([]map[string]any) []map[string]any) []map[string]any {
	var out []map[string]any
	for _, it := range l["options"].([]any) {
		o := it.(map[string]any)
		out = append(out, map[string]any{"code": o["code"], "old_code": o["code"], "en_US": o["en_US"], "zh_CN": o["zh_CN"], "zh_TW": o["zh_TW"], "color": o["color"]})
	}
	return fn(out)
}

func TestOptionLists(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL)
		rows := []struct {
			key, label        string
			addable, autoCode bool
			field             string
		}{
			{"candidate_status", "Candidate · Status", true, false, "candidate.status"},
			{"candidate_type", "Candidate · Type", false, false, "candidate.type"},
			{"client_type", "Company · Type", false, false, "client.type"},
			{"clientinterview_round", "Interview Round", true, true, "jobsubmission.interviewRound"},
			{"language_skill", "Candidate · Languages", true, false, "candidate.languages"},
		}
		for _, r := range rows {
			l := h.optionList(r.key)
			if !strings.Contains(fmt.Sprint(l["label"]), r.label) || l["addable"] != r.addable || l["auto_code"] != r.autoCode || !strings.Contains(fmt.Sprint(l["fields"]), r.field) {
				t.Errorf("%s: %v", r.key, l)
			}
			if l["count"].(float64) != float64(len(l["options"].([]any))) || l["version"] == "" {
				t.Errorf("%s: count/version %v", r.key, l)
			}
		}
		// Labels follow the user's language.
		h.Post("/rest/user/changelanguage", map[string]any{"lang": "zh_CN"})
		if l := h.optionList("candidate_status"); !strings.Contains(fmt.Sprint(l["label"]), "人才") {
			t.Errorf("zh_CN label: %v", l["label"])
		}
	})
}

func TestSaveOptionList(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL)
		h.Create("candidate", map[string]any{"mobile": "13900851098", "chineseName": "王伟", "status": "active"})
		before := h.optionList("candidate_status")
		version := before["version"]
		save := func(ver any, opts []map[string]any) (int, map[string]any) {
			return h.Post("/rest/options/save", map[string]any{"type": "candidate_status", "version": ver, "options": opts})
		}
		same := func(o []map[string]any) []map[string]any { return o }
		refusals := []struct {
			name    string
			version any
			opts    func([]map[string]any) []map[string]any
			status  int
			msg     string
		}{
			{"no version", "", same, 400, "version: send the version"},
			{"no code", version, func(o []map[string]any) []map[string]any { o[0]["code"], o[0]["old_code"] = "", ""; return o }, 400, "options.0.code: required"},
			{"no English", version, func(o []map[string]any) []map[string]any { o[1]["en_US"] = " "; return o }, 400, "options.1.en_US: required"},
			{"no Chinese", version, func(o []map[string]any) []map[string]any { o[2]["zh_CN"] = ""; return o }, 400, "options.2.zh_CN: required"},
			{"duplicate code", version, func(o []map[string]any) []map[string]any {
				return append(o, map[string]any{"code": "active", "en_US": "Again", "zh_CN": "再"})
			}, 400, "codes must be unique"},
			{"bad colour", version, func(o []map[string]any) []map[string]any { o[0]["color"] = "green"; return o }, 400, "options.0.color: a colour"},
			{"code changed without can_edit_option_code", version, func(o []map[string]any) []map[string]any { o[2]["code"] = "open"; return o }, 400, "can_edit_option_code is 1"},
			{"a used option removed", version, func(o []map[string]any) []map[string]any { return o[0:1] }, 409, `Option "active" is used by 1 records`},
			{"stale version", "0123456789abcdef", same, 409, "changed by another administrator"},
			{"empty list", version, func([]map[string]any) []map[string]any { return []map[string]any{} }, 400, "at least one option"},
			{"old_code unknown", version, func(o []map[string]any) []map[string]any { o[0]["old_code"] = "nope"; return o }, 400, "options.0.old_code"},
		}
		for _, r := range refusals {
			status, body := save(r.version, edits(before, r.opts))
			if status != r.status || !strings.Contains(message(body), r.msg) {
				t.Errorf("%s: %d %v", r.name, status, body)
			}
			if after := h.optionList("candidate_status"); after["version"] != version {
				t.Fatalf("%s changed the list: %v", r.name, codes(after))
			}
		}
		// A refused field is named in errors, for the editor to show at the row.
		_, body := save(version, edits(before, func(o []map[string]any) []map[string]any { o[1]["zh_CN"] = ""; return o }))
		if errs, _ := body["errors"].(map[string]any); errs["options.1.zh_CN"] == nil {
			t.Errorf("errors: %v", body)
		}

		// Reorder, rename a label, remove an unused option, add one, POSET on.
		status, body := save(version, edits(before, func(o []map[string]any) []map[string]any {
			o[0], o[1] = o[1], o[0]
			o[0]["en_US"] = "Looking"
			o = append(o[:5], map[string]any{"code": "blocked", "en_US": "Blocked", "zh_CN": "屏蔽", "color": "#000"})
			return o
		}))
		if status != 200 {
			t.Fatalf("save: %d %v", status, body)
		}
		saved := body["data"].(map[string]any)
		if codes(saved) != "active,new,passive,not_looking,placed,blocked" || saved["version"] == version {
			t.Errorf("saved: %v", saved)
		}
		// POSET off leaves poset_order empty; on copies the order.
		first := saved["options"].([]any)[0].(map[string]any)
		if first["poset_order"] != nil || first["en_US"] != "Looking" || first["order"] != 1.0 {
			t.Errorf("first: %v", first)
		}
		status, body = h.Post("/rest/options/save", map[string]any{"type": "candidate_status", "version": saved["version"], "poset": true, "options": edits(saved, same)})
		last := body["data"].(map[string]any)["options"].([]any)[5].(map[string]any)
		if status != 200 || last["poset_order"] != 6.0 {
			t.Errorf("poset: %d %v", status, body)
		}
		// Forms read the new order at once (the cache is dropped).
		_, body = h.Get("/rest/options/list?type=candidate_status")
		if got := body["list"].([]any)[0].(map[string]any)["code"]; got != "active" {
			t.Errorf("options/list after save: %v", got)
		}
		// A save from the version read before is now stale.
		if status, body := save(version, edits(before, same)); status != 409 {
			t.Errorf("stale save: %d %v", status, body)
		}

		// Codes change only with can_edit_option_code; a code records hold never does.
		h.SetConfig(map[string]any{"can_edit_option_code": true})
		cur := h.optionList("candidate_status")
		status, body = save(cur["version"], edits(cur, func(o []map[string]any) []map[string]any { o[5]["code"] = "banned"; return o }))
		if status != 200 || !strings.Contains(codes(body["data"].(map[string]any)), "banned") {
			t.Errorf("rename: %d %v", status, body)
		}
		cur = h.optionList("candidate_status")
		if status, body := save(cur["version"], edits(cur, func(o []map[string]any) []map[string]any { o[0]["code"] = "seeking"; return o })); status != 409 || !strings.Contains(message(body), "cannot be renamed") {
			t.Errorf("rename a used code: %d %v", status, body)
		}
	})
}

func TestOptionRules(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL)
		// Built-in options are removed only with inner_option_delete_able.
		ct := h.optionList("client_type")
		drop := func(o []map[string]any) []map[string]any { return o[:len(o)-1] }
		status, body := h.Post("/rest/options/save", map[string]any{"type": "client_type", "version": ct["version"], "options": edits(ct, drop)})
		if status != 403 || !strings.Contains(message(body), "inner_option_delete_able is 1") {
			t.Errorf("built-in removal: %d %v", status, body)
		}
		h.SetConfig(map[string]any{"inner_option_delete_able": true})
		if status, body := h.Post("/rest/options/save", map[string]any{"type": "client_type", "version": ct["version"], "options": edits(ct, drop)}); status != 200 {
			t.Errorf("built-in removal allowed: %d %v", status, body)
		}
		// An auto_code list numbers new options without a code.
		rounds := h.optionList("clientinterview_round")
		status, body = h.Post("/rest/options/save", map[string]any{"type": "clientinterview_round", "version": rounds["version"], "options": edits(rounds, func(o []map[string]any) []map[string]any {
			return append(o, map[string]any{"en_US": "HR Round", "zh_CN": "HR 面"}, map[string]any{"en_US": "CEO Round", "zh_CN": "CEO 面"})
		})})
		if status != 200 || codes(body["data"].(map[string]any)) != "1,2,3,4,5,6" {
			t.Errorf("auto code: %d %v", status, body)
		}
		// Other lists need the code.
		st := h.optionList("candidate_status")
		status, body = h.Post("/rest/options/save", map[string]any{"type": "candidate_status", "version": st["version"], "options": edits(st, func(o []map[string]any) []map[string]any {
			return append(o, map[string]any{"en_US": "X", "zh_CN": "X"})
		})})
		if status != 400 || !strings.Contains(message(body), "code: required") {
			t.Errorf("code required: %d %v", status, body)
		}
		// Unknown lists, and non-admins.
		if status, _ := h.Post("/rest/options/save", map[string]any{"type": "nope", "version": "x", "options": []any{}}); status != 404 {
			t.Errorf("unknown list: %d", status)
		}
		hunter := h.as("hunter@huntline.test", map[string]any{"user_type": "hunter"})
		for _, call := range []func() (int, map[string]any){
			func() (int, map[string]any) { return hunter.Get("/rest/options/lists") },
			func() (int, map[string]any) { return hunter.Get("/rest/options/usage?type=candidate_status") },
			func() (int, map[string]any) {
				return hunter.Post("/rest/options/save", map[string]any{"type": "candidate_status", "version": st["version"], "options": edits(st, func(o []map[string]any) []map[string]any { return o })})
			},
			func() (int, map[string]any) {
				return hunter.Post("/rest/options/delete_after_remove", map[string]any{"type": "candidate_status", "code": "new", "merge_to": "active"})
			},
		} {
			if status, body := call(); status != 403 || !strings.Contains(message(body), "Only administrators") {
				t.Errorf("hunter: %d %v", status, body)
			}
		}
		if after := h.optionList("candidate_status"); after["version"] != st["version"] {
			t.Errorf("a refused call changed the list")
		}
	})
}

func TestDeleteAfterRemove(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL)
		a := h.Create("candidate", map[string]any{"mobile": "13900851099", "chineseName": "王伟", "status": "placed", "languages": []string{"english", "mandarin"}})
		b := h.Create("candidate", map[string]any{"mobile": "13900851100", "chineseName": "李娜", "status": "active", "languages": []string{"english", "japanese"}})
		c := h.Create("candidate", map[string]any{"mobile": "13900851101", "chineseName": "张敏", "status": "active", "languages": []string{"korean"}})
		h.Post("/rest/candidate/delete", map[string]any{"ids": []int64{b}, "count": 1}) // in the recycle bin, still moved
		read := func(id int64) map[string]any {
			_, body := h.Get(fmt.Sprintf("/rest/candidate/%d", id))
			return body["data"].(map[string]any)
		}
		_, usage := h.Get("/rest/options/usage?type=language_skill")
		if u := usage["data"].(map[string]any); u["english"] != 2.0 || u["korean"] != 1.0 {
			t.Errorf("usage: %v", usage)
		}
		langs := h.optionList("language_skill")
		refusals := []struct {
			name   string
			data   map[string]any
			status int
			msg    string
		}{
			{"no merge target", map[string]any{"type": "language_skill", "code": "english"}, 400, "merge_to: choose the option to move its 2 records"},
			{"unknown target", map[string]any{"type": "language_skill", "code": "english", "merge_to": "nope"}, 400, `merge_to: there is no option "nope"`},
			{"merge into itself", map[string]any{"type": "language_skill", "code": "english", "merge_to": "english"}, 400, "merge_to: choose another option"},
			{"unknown option", map[string]any{"type": "language_skill", "code": "nope", "merge_to": "japanese"}, 404, `no option "nope"`},
			{"unknown list", map[string]any{"type": "nope", "code": "a", "merge_to": "b"}, 404, `no option list "nope"`},
			{"stale version", map[string]any{"type": "language_skill", "version": "0123456789abcdef", "code": "english", "merge_to": "japanese"}, 409, "changed by another administrator"},
		}
		for _, r := range refusals {
			status, body := h.Post("/rest/options/delete_after_remove", r.data)
			if status != r.status || !strings.Contains(message(body), r.msg) {
				t.Errorf("%s: %d %v", r.name, status, body)
			}
			if after := h.optionList("language_skill"); after["version"] != langs["version"] {
				t.Fatalf("%s changed the list", r.name)
			}
			if v := read(a)["version"]; v != 1.0 {
				t.Fatalf("%s changed a record: version %v", r.name, v)
			}
		}
		// Multi-value: english becomes japanese, once.
		status, body := h.Post("/rest/options/delete_after_remove", map[string]any{"type": "language_skill", "version": langs["version"], "code": "english", "merge_to": "japanese"})
		if status != 200 || body["count"] != 2.0 || strings.Contains(codes(body["data"].(map[string]any)), "english") {
			t.Fatalf("merge: %d %v", status, body)
		}
		wants := []struct {
			id   int64
			tags string
			ver  float64
		}{{a, "[japanese mandarin]", 2}, {b, "[japanese]", 3}, {c, "[korean]", 1}}
		for _, w := range wants {
			rec := read(w.id)
			if fmt.Sprint(rec["languages"]) != w.tags || rec["version"] != w.ver {
				t.Errorf("candidate %d: languages %v version %v", w.id, rec["languages"], rec["version"])
			}
		}
		// The move is in the record's change log.
		var n int
		h.e.Store.DB().Get(&n, h.e.Store.Rebind("SELECT count(*) FROM change_log WHERE record_id = ? AND field = 'languages'"), a)
		if n != 1 {
			t.Errorf("change log rows for languages: %d", n)
		}
		// Single value.
		status, body = h.Post("/rest/options/delete_after_remove", map[string]any{"type": "candidate_status", "code": "placed", "merge_to": "passive"})
		if status != 200 || body["count"] != 1.0 || read(a)["status"] != "passive" {
			t.Errorf("single merge: %d %v / %v", status, body, read(a)["status"])
		}
		// An unused option needs no target.
		if status, body := h.Post("/rest/options/delete_after_remove", map[string]any{"type": "language_skill", "code": "french"}); status != 200 || body["count"] != 0.0 {
			t.Errorf("unused: %d %v", status, body)
		}
	})
}
