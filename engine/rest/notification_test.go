package rest_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"huntline/store/storetest"
)

// sseStream reads the data of server-sent events from a response.
type sseStream struct {
	t      *testing.T
	events chan map[string]any
	resp   *http.Response
}

// openPolling opens the live push as h's user and answers its event stream.
func (h *harness) openPolling(ctx context.Context) *sseStream {
	h.t.Helper()
	req, _ := http.NewRequestWithContext(ctx, "GET", h.srv.URL+"/rest/user/polling", nil)
	resp := h.do(req)
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		h.t.Fatalf("polling: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	s := &sseStream{t: h.t, events: make(chan map[string]any, 16), resp: resp}
	go func() {
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			line, ok := strings.CutPrefix(sc.Text(), "data: ")
			if !ok {
				continue
			}
			var ev map[string]any
			if json.Unmarshal([]byte(line), &ev) == nil {
				s.events <- ev
			}
		}
		close(s.events)
	}()
	return s
}

// next answers the next event's data object, failing after a second.
func (s *sseStream) next() map[string]any {
	s.t.Helper()
	select {
	case ev, ok := <-s.events:
		if !ok {
			s.t.Fatal("the stream ended")
		}
		if ev["status"] != true {
			s.t.Fatalf("event: %v", ev)
		}
		return ev["data"].(map[string]any)
	case <-time.After(time.Second):
		s.t.Fatal("no event within a second")
	}
	return nil
}

// notifyUser creates a notification for user as the admin, through the generic add.
func (h *harness) notifyUser(user int64, content string) int64 {
	h.t.Helper()
	return h.create("notification", map[string]any{"user": user, "type": "mention", "content": content, "model_name": "candidate", "detail_id": 7})
}

func TestPollingPushesNewNotifications(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		amy := h.as("amy@huntline.test", map[string]any{"user_type": "consultant"})
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		stream := amy.openPolling(ctx)
		if first := stream.next(); first["msg"] != float64(0) || first["publish"] != nil {
			t.Fatalf("first event: %v", first)
		}
		id := h.notifyUser(amy.userID, "Look at Zhou")
		got := stream.next()
		pub, _ := got["publish"].(map[string]any)
		data, _ := pub["data"].(map[string]any)
		if got["msg"] != float64(1) || pub["event"] != "notification" || data["content"] != "Look at Zhou" ||
			data["id"] != float64(id) || data["model_name"] != "candidate" || data["detail_id"] != float64(7) {
			t.Fatalf("pushed: %v", got)
		}
		// Another user's notification is not Amy's to hear of.
		h.notifyUser(h.userIDOf("admin@huntline.test"), "for the admin")
		if status, body := amy.post("/rest/notification/read", map[string]any{"ids": []int64{id}}); status != 200 {
			t.Fatalf("read: %d %v", status, body)
		}
		got = stream.next()
		if pub := got["publish"].(map[string]any); pub["event"] != "notification_read" || got["msg"] != float64(0) {
			t.Fatalf("after reading: %v", got)
		}
	})
}

// A stream outlives the server's read and write timeouts, which are for ordinary requests.
func TestPollingOutlivesServerTimeouts(t *testing.T) {
	h := newHarness(t, storetest.NewSQLiteURL(t)).login()
	amy := h.as("amy@huntline.test", map[string]any{"user_type": "consultant"})
	srv := httptest.NewUnstartedServer(h.api)
	srv.Config.ReadTimeout, srv.Config.WriteTimeout = 200*time.Millisecond, 200*time.Millisecond
	srv.Start()
	defer srv.Close()
	// The same browser on the strict server: cookies are per host, not port.
	strict := &harness{t: t, e: h.e, srv: srv, client: amy.client, userID: amy.userID, api: h.api}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stream := strict.openPolling(ctx)
	stream.next()
	time.Sleep(600 * time.Millisecond)
	h.notifyUser(amy.userID, "still there")
	if got := stream.next(); got["msg"] != float64(1) {
		t.Fatalf("after the timeouts: %v", got)
	}
}

// userIDOf answers a user's id by e-mail.
func (h *harness) userIDOf(email string) int64 {
	h.t.Helper()
	status, body := h.get("/rest/user/list?gql=" + q("email="+email))
	if status != 200 || len(ids(body)) != 1 {
		h.t.Fatalf("user %s: %d %v", email, status, body)
	}
	return ids(body)[0]
}

func TestMarkReadOnlyOwnNotifications(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, url string) {
		h := newHarness(t, url).login()
		amy := h.as("amy@huntline.test", map[string]any{"user_type": "consultant"})
		a1, a2, a3 := h.notifyUser(amy.userID, "one"), h.notifyUser(amy.userID, "two"), h.notifyUser(amy.userID, "three")
		adminID := h.userIDOf("admin@huntline.test")
		theirs := h.notifyUser(adminID, "the admin's")
		count := func(who *harness) float64 {
			t.Helper()
			status, body := who.get("/rest/data/message_count")
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
			status, body := amy.post("/rest/notification/read", c.data)
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
		status, body := amy.get("/rest/notification/list?gql=" + q("user={{user.id}}") + "&demandKeys=" + q(`["fromuser"]`))
		if status != 200 || len(ids(body)) != 3 {
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
		h := newHarness(t, url).login()
		amy := h.as("amy@huntline.test", map[string]any{"user_type": "consultant"})
		types := func() []string {
			_, body := amy.get("/rest/data/messagetype")
			var out []string
			for _, it := range body["data"].([]any) {
				out = append(out, it.(map[string]any)["id"].(string))
			}
			return out
		}
		ht := types()
		if !contains(ht, "candidate_edited") || contains(ht, "new_review") || !contains(ht, "mention") {
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
			status, body := amy.post("/rest/messageconfig/batch_setting", c.data)
			if status != c.status {
				t.Errorf("%s: %d %v, want %d", c.name, status, body, c.status)
				continue
			}
			if c.says != "" && !strings.Contains(fmt.Sprint(body["message"]), c.says) {
				t.Errorf("%s: message %q should name %q", c.name, body["message"], c.says)
			}
		}
		status, body := amy.get("/rest/messageconfig/user_setting?notice_type=message")
		values := body["data"].(map[string]any)["values"].(map[string]any)
		if status != 200 || values["mention"] != false || values["reminder"] != true || len(values) != len(ht) {
			t.Fatalf("settings: %d %v", status, body)
		}
		// A switched-off type reaches nobody (the engine's notify honours it).
		_, cfg := amy.get("/rest/data/userconfig")
		if mc := cfg["data"].(map[string]any)["messageconfig"].(map[string]any); mc["mention"] != false {
			t.Fatalf("stored: %v", cfg)
		}
		// An HR tenant configures the HR types.
		h.setConfig(map[string]any{"clientType": "HR"})
		hr := types()
		if !contains(hr, "new_review") || contains(hr, "candidate_edited") {
			t.Fatalf("HR types: %v", hr)
		}
		if status, body := amy.post("/rest/messageconfig/batch_setting", map[string]any{"notice_type": "message", "values": map[string]any{"new_review": false}}); status != 200 {
			t.Fatalf("HR setting: %d %v", status, body)
		}
	})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
