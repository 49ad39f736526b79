package rest_test

import (
	"fmt"
	"strings"
	"testing"
)

// A mass edit refused for records the user cannot edit says that nothing was changed (not
// that nothing was deleted), in every language.
func TestMassEditRefusalSaysNothingChanged(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		w := newWorld(h)
		ids := []int64{w.acme1, w.globex, 99999} // Globex is outside the consultant's group
		for _, c := range []struct{ lang, want, not string }{
			{"en", "nothing was changed", "deleted"},
			{"zh_CN", "未修改任何记录", "删除"},
			{"zh_TW", "未修改任何記錄", "刪除"},
		} {
			w.consultant.Post("/rest/user/changelanguage", map[string]any{"lang": c.lang})
			status, body := w.consultant.Post("/rest/candidate/massedit", map[string]any{"ids": ids, "count": len(ids), "data": map[string]any{"status": "passive"}})
			msg := message(body)
			if status != 404 || !strings.Contains(msg, c.want) || strings.Contains(msg, c.not) || !strings.Contains(msg, fmt.Sprint(w.globex)) {
				t.Errorf("%s: %d %q", c.lang, status, msg)
			}
		}
		if rec := w.admin.Record("candidate", w.acme1); rec["status"] != "active" {
			t.Errorf("the mass edit changed a record: %v", rec["status"])
		}
	})
}

// A new share answers the time it was stored, as the list of shares shows it; sharing again
// with the same target changes the permission and keeps that time.
func TestNewShareAnswersItsTime(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		cand := h.Create("candidate", map[string]any{"mobile": "13900891049", "englishName": "Sam Shared"})
		path := fmt.Sprintf("/rest/candidate/%d/share", cand)
		status, body := h.Post(path, map[string]any{"type": "everyone", "permission": "view"})
		if status != 200 {
			t.Fatalf("share: %d %v", status, body)
		}
		added := body["data"].(map[string]any)["dateAdded"]
		_, list := h.Get(path)
		shares := list["list"].([]any)
		if len(shares) != 1 {
			t.Fatalf("shares: %v", list)
		}
		listed := shares[0].(map[string]any)["dateAdded"]
		if added == "0001-01-01T00:00:00Z" || added != listed {
			t.Errorf("the new share answers dateAdded %v; the list shows %v", added, listed)
		}
		status, body = h.Post(path, map[string]any{"type": "everyone", "permission": "edit"})
		if status != 200 || body["data"].(map[string]any)["dateAdded"] != listed || body["data"].(map[string]any)["permission"] != "edit" {
			t.Errorf("sharing again: %d %v, want dateAdded %v", status, body, listed)
		}
	})
}
