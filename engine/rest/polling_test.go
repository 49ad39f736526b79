package rest_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"huntline/resttest"
	"huntline/store/storetest"
)

// sseStream reads the data of server-sent events from a response.
type sseStream struct {
	t      *testing.T
	events chan map[string]any
	resp   *http.Response
}

// openPolling opens the live push as h's user and answers its event stream.
func openPolling(ctx context.Context, h *harness) *sseStream {
	h.T.Helper()
	req, _ := http.NewRequestWithContext(ctx, "GET", h.URL+"/rest/user/polling", nil)
	resp := h.Do(req)
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		h.T.Fatalf("polling: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	s := &sseStream{t: h.T, events: make(chan map[string]any, 16), resp: resp}
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

// The live push (polling.go) carries every module's events; a notification written through
// the generic add (the notifications module pushes it to its recipient) is the one at hand.

// notifyUser creates a notification for user as the admin, through the generic add.
func notifyUser(h *harness, user int64, content string) int64 {
	h.T.Helper()
	return h.Create("notification", map[string]any{"user": user, "type": "mention", "content": content, "model_name": "candidate", "detail_id": 7})
}

func TestPollingPushesNewNotifications(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		amy := h.As("amy@huntline.test", map[string]any{"user_type": "consultant"})
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		stream := openPolling(ctx, amy)
		if first := stream.next(); first["msg"] != float64(0) || first["publish"] != nil {
			t.Fatalf("first event: %v", first)
		}
		id := notifyUser(h, amy.UserID, "Look at Zhou")
		got := stream.next()
		pub, _ := got["publish"].(map[string]any)
		data, _ := pub["data"].(map[string]any)
		if got["msg"] != float64(1) || pub["event"] != "notification" || data["content"] != "Look at Zhou" ||
			data["id"] != float64(id) || data["model_name"] != "candidate" || data["detail_id"] != float64(7) {
			t.Fatalf("pushed: %v", got)
		}
		// Another user's notification is not Amy's to hear of.
		notifyUser(h, userIDOf(h, "admin@huntline.test"), "for the admin")
		if status, body := amy.Post("/rest/notification/read", map[string]any{"ids": []int64{id}}); status != 200 {
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
	h := newHarness(t, storetest.NewSQLiteURL(t)).LoginAdmin()
	amy := h.As("amy@huntline.test", map[string]any{"user_type": "consultant"})
	srv := httptest.NewUnstartedServer(h.Server.API)
	srv.Config.ReadTimeout, srv.Config.WriteTimeout = 200*time.Millisecond, 200*time.Millisecond
	srv.Start()
	defer srv.Close()
	// The same browser on the strict server: cookies are per host, not port.
	strict := &harness{Browser: &resttest.Browser{T: t, URL: srv.URL, Client: amy.Client, UserID: amy.UserID}, Server: h.Server, E: h.E}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stream := openPolling(ctx, strict)
	stream.next()
	time.Sleep(600 * time.Millisecond)
	notifyUser(h, amy.UserID, "still there")
	if got := stream.next(); got["msg"] != float64(1) {
		t.Fatalf("after the timeouts: %v", got)
	}
}

// userIDOf answers a user's id by e-mail.
func userIDOf(h *harness, email string) int64 {
	h.T.Helper()
	status, body := h.Get("/rest/user/list?gql=" + q("email="+email))
	if status != 200 || len(ids(body)) != 1 {
		h.T.Fatalf("user %s: %d %v", email, status, body)
	}
	return ids(body)[0]
}
