package mail

import (
	"context"
	"fmt"
	"mime"
	"net"
	"slices"
	"strings"
	"testing"
	"time"

	"huntline/modules/activity"
	"huntline/resttest"
	"huntline/store"
	"huntline/store/storetest"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// putBlob stores a file as an upload would and answers its id.
func putBlob(t *testing.T, s *resttest.Server, h *resttest.Browser, name, content string) int64 {
	t.Helper()
	b := &store.Blob{TenantID: 1, OriginName: name, Ext: "txt", ContentType: "text/plain", CreatedBy: h.UserID}
	if err := s.E.Blobs.Put(context.Background(), b, strings.NewReader(content)); err != nil {
		t.Fatal(err)
	}
	return b.ID
}

// waitStatus polls a mail record until it reaches want.
func waitStatus(t *testing.T, h *resttest.Browser, id int64, want string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		_, body := h.Get(fmt.Sprintf("/rest/email/%d", id))
		data, _ := body["data"].(map[string]any)
		if data["status"] == want {
			return data
		}
		if time.Now().After(deadline) {
			t.Fatalf("mail %d: status %v, want %s (%v)", id, data["status"], want, data["error"])
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// A mail written about a candidate reaches a real SMTP server with its copies, HTML body,
// attachment and the sender's signature; the record turns sent and shows on the candidate's
// feed.
func TestEmailSendOverSMTP(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		s, h := resttest.StartAsAdmin(t, dbURL, activity.New(), New(Config{})) // activity: the feeds a mail goes on
		sink := resttest.ServeSMTP(t)
		s.UseSMTP(t, sink.Addr)
		cand := h.Create("candidate", map[string]any{"englishName": "Grace Hopper", "email": "grace@example.com"})
		file := putBlob(t, s, h, "resume.txt", "COBOL, compilers")
		if status, body := h.Post("/rest/data/userconfig", map[string]any{"emailSignature": `<p>Ada Admin, <b>Huntline</b></p><script>steal()</script>`}); status != 200 {
			t.Fatalf("signature: %d %v", status, body)
		}
		status, body := h.Post("/rest/email/send", map[string]any{
			"to": "Grace Hopper <grace@example.com>", "cc": []any{"cc1@example.com", "Boss <boss@example.com>"}, "bcc": "hidden@example.com",
			"subject": "Your next role", "content": `<p>Hello <b>Grace</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>`,
			"attachment": fmt.Sprint(file), "template_type": "candidate", "candidate": cand,
		})
		if status != 200 {
			t.Fatalf("send: %d %v", status, body)
		}
		id := int64(body["data"].(float64))
		got := sink.Wait(t, 1)
		want := []string{"grace@example.com", "cc1@example.com", "boss@example.com", "hidden@example.com"}
		for _, w := range want {
			if !slices.Contains(got.Rcpts, w) {
				t.Errorf("recipients %v lack %s", got.Rcpts, w)
			}
		}
		hdr, htmlBody, files := resttest.MailParts(t, got.Raw)
		if !strings.Contains(hdr.Get("Cc"), "boss@example.com") || hdr.Get("Bcc") != "" {
			t.Errorf("headers: cc %q, bcc %q (bcc must not show)", hdr.Get("Cc"), hdr.Get("Bcc"))
		}
		if subj, _ := new(mime.WordDecoder).DecodeHeader(hdr.Get("Subject")); subj != "Your next role" {
			t.Errorf("subject %q", subj)
		}
		if !strings.Contains(hdr.Get("Reply-To"), "admin@huntline.test") {
			t.Errorf("reply-to %q, want the sender", hdr.Get("Reply-To"))
		}
		if !strings.Contains(htmlBody, "<b>Grace</b>") || !strings.Contains(htmlBody, "Ada Admin, <b>Huntline</b>") {
			t.Errorf("HTML body lacks content or signature: %s", htmlBody)
		}
		if strings.Contains(htmlBody, "script") || strings.Contains(htmlBody, "onerror") || strings.Contains(htmlBody, "steal") {
			t.Errorf("HTML body keeps script: %s", htmlBody)
		}
		if files["resume.txt"] != "COBOL, compilers" {
			t.Errorf("attachments %v", files)
		}
		rec := waitStatus(t, h, id, "sent")
		if rec["sent_at"] == nil || rec["error"] != nil || rec["to"] != "grace@example.com" {
			t.Errorf("sent record: %v", rec)
		}
		items, err := activity.FeedItems(context.Background(), s.E.Store, activity.FeedQuery{TenantID: 1, Model: "candidate", RecordID: cand, Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(items, func(it activity.FeedItem) bool {
			return it.Type == "candidate_email" && it.ExternalType == "email" && it.ExternalID == id
		}) {
			t.Errorf("the candidate's feed lacks the mail: %+v", items)
		}
	})
}

// Bad input is refused before anything is kept or sent, each refusal naming what is wrong.
func TestEmailSendRefusals(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		s, h := resttest.StartAsAdmin(t, dbURL, New(Config{}))
		h.SetConfig(map[string]any{"mail_attachment_max_mb": 1})
		small := putBlob(t, s, h, "a.txt", "small")
		big := putBlob(t, s, h, "b.txt", strings.Repeat("x", 1<<20))
		many := func(n int) []any {
			out := make([]any, n)
			for i := range out {
				out[i] = fmt.Sprintf("p%d@example.com", i)
			}
			return out
		}
		base := func(patch map[string]any) map[string]any {
			m := map[string]any{"to": "ok@example.com", "subject": "Hi", "content": "<p>x</p>"}
			for k, v := range patch {
				m[k] = v
			}
			return m
		}
		cases := []struct {
			name string
			data map[string]any
			msg  string
		}{
			{"no recipient", base(map[string]any{"to": ""}), "to: give at least one recipient"},
			{"bad address", base(map[string]any{"to": "ok@example.com, grace@"}), `to: Invalid Email Address "grace@"`},
			{"bad cc in brackets", base(map[string]any{"cc": []any{"Grace <grace.example.com>"}}), `cc: Invalid Email Address "Grace <grace.example.com>"`},
			{"no at sign", base(map[string]any{"bcc": "grace"}), `bcc: Invalid Email Address "grace"`},
			{"too many", base(map[string]any{"to": many(101)}), "to: Email address maximum 100"},
			{"no subject", base(map[string]any{"subject": " "}), "subject: give the mail a subject"},
			{"unknown file", base(map[string]any{"attachment": "999999"}), "attachment: file 999999 does not exist"},
			{"oversized", base(map[string]any{"attachment": fmt.Sprintf("%d,%d", small, big)}), "Mail attachment can't exceed 1M"},
			{"unknown field", base(map[string]any{"colour": "red"}), "colour"},
		}
		for _, c := range cases {
			status, body := h.Post("/rest/email/send", c.data)
			if status != 400 || !strings.Contains(resttest.Message(body), c.msg) {
				t.Errorf("%s: %d %v, want 400 with %q", c.name, status, body, c.msg)
			}
		}
		// The FA client type takes five addresses per list.
		h.SetConfig(map[string]any{"clientType": "FA"})
		if status, body := h.Post("/rest/email/send", base(map[string]any{"cc": many(6)})); status != 400 || resttest.Message(body) != "cc: Email address maximum 5" {
			t.Errorf("FA limit: %d %v", status, body)
		}
		if status, body := h.Post("/rest/email/send", base(map[string]any{"cc": many(5)})); status != 200 {
			t.Errorf("FA within the limit: %d %v", status, body)
		}
		// The mail kept has its content sanitised.
		status, body := h.Post("/rest/email/send", base(map[string]any{"content": `<p onclick="x()">Hi</p><script>alert(1)</script>`}))
		if status != 200 {
			t.Fatalf("send: %d %v", status, body)
		}
		_, rec := h.Get(fmt.Sprintf("/rest/email/%v", body["data"]))
		if c := rec["data"].(map[string]any)["content"]; c != "<p>Hi</p>" {
			t.Errorf("stored content %q", c)
		}
		// Another user attaches only their own uploads, or the files of the template they write from.
		h.SetConfig(map[string]any{"clientType": "HT"})
		tpl := h.Create("emailtemplate", map[string]any{"name": "With CV", "type": "general", "title": "CV", "attachments": []any{small}})
		other := s.As(t, "hunter@huntline.test", map[string]any{"user_type": "consultant"})
		if status, body := other.Post("/rest/email/send", base(map[string]any{"attachment": fmt.Sprint(small)})); status != 400 || !strings.Contains(resttest.Message(body), "not yours to attach") {
			t.Errorf("someone else's file: %d %v", status, body)
		}
		status, body = other.Post("/rest/email/send", base(map[string]any{"attachment": fmt.Sprint(small), "template": tpl}))
		if status != 200 {
			t.Fatalf("the template's file: %d %v", status, body)
		}
		_, rec = other.Get(fmt.Sprintf("/rest/email/%v", body["data"]))
		if files, _ := rec["data"].(map[string]any)["attachments"].([]any); len(files) != 1 || files[0].(map[string]any)["originname"] != "a.txt" {
			t.Errorf("the mail's attachments read %v", rec["data"])
		}
	})
}

// A mail server that cannot be reached leaves the mail failed with the reason; once the
// server is up, a retry sends it.
func TestEmailFailedThenRetried(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		s, h := resttest.StartAsAdmin(t, dbURL, New(Config{Attempts: 1}))
		// A port that was just free: nothing listens there until the server starts on it.
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := l.Addr().String()
		l.Close()
		s.UseSMTP(t, addr)
		status, body := h.Post("/rest/email/send", map[string]any{"to": "grace@example.com", "subject": "Hello", "content": "<p>Hi</p>"})
		if status != 200 {
			t.Fatalf("send: %d %v", status, body)
		}
		id := int64(body["data"].(float64))
		rec := waitStatus(t, h, id, "failed")
		if e, _ := rec["error"].(string); !strings.Contains(e, addr) {
			t.Errorf("error %q does not name the server", e)
		}
		other := s.As(t, "hunter@huntline.test", map[string]any{"user_type": "consultant"})
		if status, body := other.Post(fmt.Sprintf("/rest/email/%d/retry", id), nil); status != 403 && status != 404 {
			t.Errorf("another user's retry: %d %v", status, body)
		}
		// The server comes up on a port of its own: the one that was free may be another
		// test's by now (binding it again failed once in CI).
		sink := resttest.ServeSMTP(t)
		s.UseSMTP(t, sink.Addr)
		if status, body := h.Post(fmt.Sprintf("/rest/email/%d/retry", id), nil); status != 200 {
			t.Fatalf("retry: %d %v", status, body)
		}
		sink.Wait(t, 1)
		waitStatus(t, h, id, "sent")
		if status, body := h.Post(fmt.Sprintf("/rest/email/%d/retry", id), nil); status != 409 {
			t.Errorf("retrying a sent mail: %d %v", status, body)
		}
	})
}
