package notifications_test

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"huntline/modules/notifications"
	"huntline/resttest"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// start runs a server with the notifications module, signed in as the administrator.
func start(t *testing.T, dbURL string) *resttest.Harness {
	t.Helper()
	return resttest.StartHarness(t, dbURL, notifications.New())
}

// notifyUser creates a notification for user as h's user, through the generic add.
func notifyUser(h *resttest.Harness, user int64, content string) int64 {
	h.T.Helper()
	return h.Create("notification", map[string]any{"user": user, "type": "mention", "content": content, "model_name": "candidate", "detail_id": 7})
}

func q(s string) string { return url.QueryEscape(s) }

func TestMarkReadOnlyOwnNotifications(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := start(t, url)
		amy := h.As("amy@huntline.test", map[string]any{"user_type": "consultant"})
		a1, a2, a3 := notifyUser(h, amy.UserID, "one"), notifyUser(h, amy.UserID, "two"), notifyUser(h, amy.UserID, "three")
		adminID := h.Server.Admin
		theirs := notifyUser(h, adminID, "the admin's")
		count := func(who *resttest.Harness) float64 {
			t.Helper()
			status, body := who.Get("/rest/data/message_count")
			if status != 200 {
				t.Fatalf("message_count: %d %v", status, body)
			}
			d := body["data"].(map[string]any)
			for _, k := range []string{"email", "calendar", "todo"} {
				if d[k] != float64(0) {
					t.Errorf("%s: %v, want 0", k, d[k])
				}
			}
			return d["msg"].(float64)
		}
		if n := count(amy); n != 3 {
			t.Fatalf("amy's unread: %v", n)
		}
		cases := []struct {
			name    string
			data    any
			status  int
			changed int
			unread  float64
		}{
			{"someone else's is not found", map[string]any{"ids": []int64{a1, theirs}}, 404, 0, 3},
			{"a missing one is not found", map[string]any{"ids": []int64{999999}}, 404, 0, 3},
			{"no ids", map[string]any{"ids": []int64{}}, 400, 0, 3},
			{"ids of the wrong shape", map[string]any{"ids": "some"}, 400, 0, 3},
			{"own one", map[string]any{"ids": []int64{a1}}, 200, 1, 2},
			{"already read changes nothing", map[string]any{"ids": []int64{a1}}, 200, 0, 2},
			{"all", map[string]any{"ids": "all"}, 200, 2, 0},
		}
		for _, c := range cases {
			status, body := amy.Post("/rest/notification/read", c.data)
			if status != c.status {
				t.Errorf("%s: %d %v, want %d", c.name, status, body, c.status)
				continue
			}
			if status == 200 && len(body["data"].([]any)) != c.changed {
				t.Errorf("%s: changed %v, want %d", c.name, body["data"], c.changed)
			}
			if status != 200 && body["message"] == "" {
				t.Errorf("%s: a refusal says why", c.name)
			}
			if n := count(amy); n != c.unread {
				t.Errorf("%s: unread %v, want %v", c.name, n, c.unread)
			}
		}
		if n := count(h); n != 1 {
			t.Errorf("the admin's unread: %v, want 1 (amy cannot read it for them)", n)
		}
		_, _ = a2, a3
		// The list as the header panel reads it shows Amy only her own.
		status, body := amy.Get("/rest/notification/list?gql=" + q("user={{user.id}}") + "&demandKeys=" + q(`["fromuser"]`))
		if status != 200 || len(resttest.IDs(body)) != 3 {
			t.Fatalf("amy's list: %d %v", status, body)
		}
		// Whoever wrote it is its sender when the write names none.
		if from, _ := body["list"].([]any)[0].(map[string]any)["fromuser"].(map[string]any); from["__name__"] != "Ada Admin 管理员" && from["__name__"] != "Ada Admin" {
			t.Errorf("sender: %v", body["list"].([]any)[0])
		}
	})
}

func TestNotificationSettings(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := start(t, url)
		amy := h.As("amy@huntline.test", map[string]any{"user_type": "consultant"})
		types := func() []string {
			_, body := amy.Get("/rest/data/messagetype")
			var out []string
			for _, it := range body["data"].([]any) {
				out = append(out, it.(map[string]any)["id"].(string))
			}
			return out
		}
		ht := types()
		if !slices.Contains(ht, "candidate_edited") || slices.Contains(ht, "new_review") || !slices.Contains(ht, "mention") {
			t.Fatalf("HT types: %v", ht)
		}
		cases := []struct {
			name   string
			data   any
			status int
			says   string
		}{
			{"switch one off", map[string]any{"notice_type": "message", "values": map[string]any{"mention": false}}, 200, ""},
			{"an unknown code", map[string]any{"notice_type": "message", "values": map[string]any{"mention": true, "nosuch": false, "zzz": true}}, 400, "nosuch, zzz"},
			{"an HR type on an HT tenant", map[string]any{"notice_type": "message", "values": map[string]any{"new_review": false}}, 400, "new_review"},
			{"not a boolean", map[string]any{"notice_type": "message", "values": map[string]any{"reminder": "off"}}, 400, "reminder"},
			{"no values", map[string]any{"notice_type": "message", "values": map[string]any{}}, 400, "values"},
			{"another notice type", map[string]any{"notice_type": "sms", "values": map[string]any{"mention": false}}, 400, "notice_type"},
		}
		for _, c := range cases {
			status, body := amy.Post("/rest/messageconfig/batch_setting", c.data)
			if status != c.status {
				t.Errorf("%s: %d %v, want %d", c.name, status, body, c.status)
				continue
			}
			if c.says != "" && !strings.Contains(fmt.Sprint(body["message"]), c.says) {
				t.Errorf("%s: message %q should name %q", c.name, body["message"], c.says)
			}
		}
		status, body := amy.Get("/rest/messageconfig/user_setting?notice_type=message")
		values := body["data"].(map[string]any)["values"].(map[string]any)
		if status != 200 || values["mention"] != false || values["reminder"] != true || len(values) != len(ht) {
			t.Fatalf("settings: %d %v", status, body)
		}
		// A switched-off type reaches nobody (the engine's notify honours it).
		_, cfg := amy.Get("/rest/data/userconfig")
		if mc := cfg["data"].(map[string]any)["messageconfig"].(map[string]any); mc["mention"] != false {
			t.Fatalf("stored: %v", cfg)
		}
		// An HR tenant configures the HR types.
		h.SetConfig(map[string]any{"clientType": "HR"})
		hr := types()
		if !slices.Contains(hr, "new_review") || slices.Contains(hr, "candidate_edited") {
			t.Fatalf("HR types: %v", hr)
		}
		if status, body := amy.Post("/rest/messageconfig/batch_setting", map[string]any{"notice_type": "message", "values": map[string]any{"new_review": false}}); status != 200 {
			t.Fatalf("HR setting: %d %v", status, body)
		}
	})
}
