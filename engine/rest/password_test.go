package rest_test

import (
	"bytes"
	"fmt"
	"io"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	hlmail "huntline/mailer"
	"huntline/store/storetest"
)

// smtpSink is a real SMTP server on 127.0.0.1 that keeps every message it receives.
type smtpSink struct {
	mu   sync.Mutex
	msgs [][]byte
	addr string
}

func startSMTP(t *testing.T) *smtpSink {
	t.Helper()
	sink := &smtpSink{}
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &smtpSession{sink: sink}, nil }))
	srv.Domain = "localhost"
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	sink.addr = l.Addr().String()
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return sink
}

// message waits for the n-th message and answers it decoded: recipient, subject, plain-text body.
func (s *smtpSink) message(t *testing.T, n int) (to, subject, body string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		s.mu.Lock()
		count := len(s.msgs)
		s.mu.Unlock()
		if count >= n {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the SMTP server received %d messages, want %d", count, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
	s.mu.Lock()
	raw := s.msgs[n-1]
	s.mu.Unlock()
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	var r io.Reader = m.Body
	if strings.EqualFold(m.Header.Get("Content-Transfer-Encoding"), "quoted-printable") {
		r = quotedprintable.NewReader(r)
	}
	b, _ := io.ReadAll(r)
	subject, _ = new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
	return m.Header.Get("To"), subject, string(b)
}

type smtpSession struct {
	sink *smtpSink
}

func (s *smtpSession) Reset()                                         {}
func (s *smtpSession) Logout() error                                  { return nil }
func (s *smtpSession) Mail(from string, opts *smtp.MailOptions) error { return nil }
func (s *smtpSession) Rcpt(to string, opts *smtp.RcptOptions) error   { return nil }
func (s *smtpSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.sink.mu.Lock()
	s.sink.msgs = append(s.sink.msgs, b)
	s.sink.mu.Unlock()
	return nil
}

var resetLink = regexp.MustCompile(`https?://\S+/set-password\?\S+`)

// The whole forgotten-password path over a real SMTP server: the mail arrives, its link
// opens the set-password page, the new password signs in, and the link works only once
// and only until it expires.
func TestForgotPasswordOverSMTP(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL)
		clk := h.useClock()
		sink := startSMTP(t)
		m, err := hlmail.ParseSMTPURL(fmt.Sprintf("smtp://%s?from=noreply@huntline.test&tls=none", sink.addr))
		if err != nil {
			t.Fatal(err)
		}
		h.e.Mailer = m

		// An unknown address gets the same answer and no mail (TestForgetPasswordTellsNoOne).
		status, body := h.post("/forget-password", map[string]any{"email": "nobody@x.com"})
		if status != 200 || message(body) != "Reset password email has been sent to nobody@x.com" {
			t.Errorf("unknown account: %d %v", status, body)
		}
		status, body = h.post("/forget-password", map[string]any{"email": "admin@huntline.test"})
		if status != 200 || body["data"] != true || message(body) != "Reset password email has been sent to admin@huntline.test" {
			t.Fatalf("forget password: %d %v", status, body)
		}
		to, subject, text := sink.message(t, 1)
		link := resetLink.FindString(text)
		if !strings.Contains(to, "admin@huntline.test") || !strings.Contains(subject, "reset your password") || link == "" {
			t.Fatalf("reset mail to %q, subject %q, body:\n%s", to, subject, text)
		}
		u, err := url.Parse(link)
		if err != nil || !strings.HasPrefix(link, h.srv.URL) {
			t.Fatalf("link %q does not point to this server (%s)", link, h.srv.URL)
		}
		resp, err := h.client.Get(link)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("opening the link: %v %v", resp, err)
		}
		resp.Body.Close()
		form := map[string]any{"email": u.Query().Get("email"), "type": u.Query().Get("type"), "token": u.Query().Get("token"), "new": "reset pass 42", "confirm": "reset pass 42"}
		weak := map[string]any{"email": form["email"], "type": "reset", "token": form["token"], "new": "short", "confirm": "short"}
		if status, body := h.post("/rest/user/setpassword", weak); status != 400 || !strings.Contains(message(body), "new:") {
			t.Errorf("weak password: %d %v", status, body)
		}
		if status, body := h.post("/rest/user/setpassword", form); status != 200 {
			t.Fatalf("set password with the link (a weak try must not spend it): %d %v", status, body)
		}
		h.browser().loginAs("admin@huntline.test", "reset pass 42")
		form["new"], form["confirm"] = "again pass 43", "again pass 43"
		if status, body := h.post("/rest/user/setpassword", form); status != 400 || !strings.Contains(message(body), "already used") {
			t.Errorf("the link a second time: %d %v", status, body)
		}

		h.post("/forget-password", map[string]any{"email": "admin@huntline.test"})
		_, _, text = sink.message(t, 2)
		u, _ = url.Parse(resetLink.FindString(text))
		clk.advance(61 * time.Minute)
		late := map[string]any{"email": "admin@huntline.test", "type": "reset", "token": u.Query().Get("token"), "new": "late pass 44", "confirm": "late pass 44"}
		if status, body := h.post("/rest/user/setpassword", late); status != 400 || !strings.Contains(message(body), "expired") {
			t.Errorf("an expired link: %d %v", status, body)
		}
	})
}

// Without SMTP the reset mail lands in the outbox, which only administrators read.
func TestOutboxWithoutSMTP(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		h.addUser("bob@x.com", "bob password 1", map[string]any{"lang": "zh_TW"})
		for _, email := range []string{"admin@huntline.test", "bob@x.com"} {
			if status, body := h.post("/forget-password", map[string]any{"email": email}); status != 200 {
				t.Fatalf("forget password %s: %d %v", email, status, body)
			}
		}
		// Mails go through the job queue: wait for the worker to deliver both.
		var status int
		var body map[string]any
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			status, body = h.get("/rest/mail/outbox?paginate_by=1")
			if body["count"] == 2.0 || time.Now().After(deadline) {
				break
			}
		}
		list, _ := body["list"].([]any)
		if status != 200 || body["count"] != 2.0 || body["pages"] != 2.0 || len(list) != 1 {
			t.Fatalf("outbox: %d %v", status, body)
		}
		newest := list[0].(map[string]any)
		if newest["to"] != "bob@x.com" || !strings.Contains(newest["subject"].(string), "重設密碼") || !resetLink.MatchString(newest["body"].(string)) {
			t.Errorf("newest outbox mail (bob's, in his language): %v", newest)
		}
		bob := h.browser().loginAs("bob@x.com", "bob password 1")
		if status, _ := bob.get("/rest/mail/outbox"); status != 403 {
			t.Errorf("outbox for a non-administrator: %d", status)
		}
	})
}

func TestChangeLanguage(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		cases := []struct {
			lang   string
			status int
			msg    string
		}{
			{"fr", 400, `lang: "fr" is not one of zh_CN, zh_TW, en`},
			{"", 400, "lang:"},
			{"zh_TW", 200, ""},
		}
		for _, c := range cases {
			status, body := h.post("/rest/user/changelanguage", map[string]any{"id": 1, "lang": c.lang})
			if status != c.status || !strings.Contains(message(body), c.msg) {
				t.Errorf("%q: %d %v", c.lang, status, body)
			}
		}
		if _, body := h.get("/rest/user/current"); body["data"].(map[string]any)["lang"] != "zh_TW" {
			t.Errorf("current user after the change: %v", body)
		}
		if _, body := h.post("/rest/user/changelanguage", map[string]any{"lang": "xx"}); !strings.Contains(message(body), "不是") {
			t.Errorf("messages follow the new language: %v", body)
		}
		bob := h.browser()
		h.addUser("bob@x.com", "bob password 1", nil)
		bob.loginAs("bob@x.com", "bob password 1")
		if status, _ := bob.post("/rest/user/changelanguage", map[string]any{"id": 1, "lang": "en"}); status != 403 {
			t.Errorf("changing another user's language: %d", status)
		}
	})
}
