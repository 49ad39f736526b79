package mail

import (
	"fmt"
	"testing"

	"huntline/resttest"
	"huntline/store/storetest"
)

// Without a mail server a mail is not "sent": the composer is told there is no server, the
// record turns held (queued: no mail server configured), the outbox keeps it, and once a
// server is configured a retry sends it for real.
func TestEmailHeldWithoutMailServer(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		s, h := resttest.StartAsAdmin(t, dbURL, New(Config{Attempts: 1}))
		status, body := h.Post("/rest/email/send", map[string]any{"to": "grace@example.com", "subject": "Kept", "content": "<p>Hi</p>"})
		if status != 200 || body["mail_server"] != false {
			t.Fatalf("send without a server: %d %v, want mail_server false", status, body)
		}
		id := int64(body["data"].(float64))
		rec := waitStatus(t, h, id, StatusHeld)
		if rec["sent_at"] != nil {
			t.Errorf("a held mail has a sent time: %v", rec)
		}
		_, out := h.Get("/rest/mail/outbox")
		if list, _ := out["list"].([]any); len(list) != 1 || list[0].(map[string]any)["subject"] != "Kept" {
			t.Errorf("outbox: %v", out)
		}
		sink := resttest.ServeSMTP(t)
		s.UseSMTP(t, sink.Addr)
		if status, body := h.Post(fmt.Sprintf("/rest/email/%d/retry", id), nil); status != 200 {
			t.Fatalf("retry once a server is configured: %d %v", status, body)
		}
		sink.Wait(t, 1)
		waitStatus(t, h, id, StatusSent)
		status, body = h.Post("/rest/email/send", map[string]any{"to": "ada@example.com", "subject": "Sent", "content": "<p>Hi</p>"})
		if status != 200 || body["mail_server"] != true {
			t.Errorf("send with a server: %d %v, want mail_server true", status, body)
		}
	})
}
