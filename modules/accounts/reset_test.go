package accounts_test

import (
	"bytes"
	"fmt"
	"io"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/http"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"huntline/engine/rest"
	hlmail "huntline/mailer"
	"huntline/resttest"
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
	eachSignedOut(t, func(t *testing.T, h *harness) {
		clk := resttest.UseClock(h.E)
		sink := startSMTP(t)
		m, err := hlmail.ParseSMTPURL(fmt.Sprintf("smtp://%s?from=noreply@huntline.test&tls=none", sink.addr))
		if err != nil {
			t.Fatal(err)
		}
		h.E.Mailer = m

		// An unknown address gets the same answer and no mail (TestForgetPasswordTellsNoOne).
		status, body := h.Post("/forget-password", map[string]any{"email": "nobody@x.com"})
		if status != 200 || resttest.Message(body) != "Reset password email has been sent to nobody@x.com" {
			t.Errorf("unknown account: %d %v", status, body)
		}
		status, body = h.Post("/forget-password", map[string]any{"email": "admin@huntline.test"})
		if status != 200 || body["data"] != true || resttest.Message(body) != "Reset password email has been sent to admin@huntline.test" {
			t.Fatalf("forget password: %d %v", status, body)
		}
		to, subject, text := sink.message(t, 1)
		link := resetLink.FindString(text)
		if !strings.Contains(to, "admin@huntline.test") || !strings.Contains(subject, "reset your password") || link == "" {
			t.Fatalf("reset mail to %q, subject %q, body:\n%s", to, subject, text)
		}
		u, err := url.Parse(link)
		if err != nil || !strings.HasPrefix(link, h.URL) {
			t.Fatalf("link %q does not point to this server (%s)", link, h.URL)
		}
		resp, err := h.Client.Get(link)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("opening the link: %v %v", resp, err)
		}
		resp.Body.Close()
		form := map[string]any{"email": u.Query().Get("email"), "type": u.Query().Get("type"), "token": u.Query().Get("token"), "new": "reset pass 42", "confirm": "reset pass 42"}
		weak := map[string]any{"email": form["email"], "type": "reset", "token": form["token"], "new": "short", "confirm": "short"}
		if status, body := h.Post("/rest/user/setpassword", weak); status != 400 || !strings.Contains(resttest.Message(body), "new:") {
			t.Errorf("weak password: %d %v", status, body)
		}
		if status, body := h.Post("/rest/user/setpassword", form); status != 200 {
			t.Fatalf("set password with the link (a weak try must not spend it): %d %v", status, body)
		}
		h.NewBrowser().LoginAs("admin@huntline.test", "reset pass 42")
		form["new"], form["confirm"] = "again pass 43", "again pass 43"
		if status, body := h.Post("/rest/user/setpassword", form); status != 400 || !strings.Contains(resttest.Message(body), "already used") {
			t.Errorf("the link a second time: %d %v", status, body)
		}

		h.Post("/forget-password", map[string]any{"email": "admin@huntline.test"})
		_, _, text = sink.message(t, 2)
		u, _ = url.Parse(resetLink.FindString(text))
		clk.Advance(61 * time.Minute)
		late := map[string]any{"email": "admin@huntline.test", "type": "reset", "token": u.Query().Get("token"), "new": "late pass 44", "confirm": "late pass 44"}
		if status, body := h.Post("/rest/user/setpassword", late); status != 400 || !strings.Contains(resttest.Message(body), "expired") {
			t.Errorf("an expired link: %d %v", status, body)
		}
	})
}

// Without SMTP the reset mail lands in the outbox, which only administrators read.
func TestOutboxWithoutSMTP(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		h.AddUser("bob@x.com", "bob password 1", map[string]any{"lang": "zh_TW"})
		for _, email := range []string{"admin@huntline.test", "bob@x.com"} {
			if status, body := h.Post("/forget-password", map[string]any{"email": email}); status != 200 {
				t.Fatalf("forget password %s: %d %v", email, status, body)
			}
		}
		// Mails go through the job queue: wait for the worker to deliver both.
		var status int
		var body map[string]any
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			status, body = h.Get("/rest/mail/outbox?paginate_by=1")
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
		bob := h.NewBrowser().LoginAs("bob@x.com", "bob password 1")
		if status, _ := bob.Get("/rest/mail/outbox"); status != 403 {
			t.Errorf("outbox for a non-administrator: %d", status)
		}
	})
}

// outboxMails waits until the outbox holds at least n mails (the job workers send them)
// and answers them, newest first.
func outboxMails(h *harness, n int) []map[string]any {
	h.T.Helper()
	var body map[string]any
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		_, body = h.Get("/rest/mail/outbox?paginate_by=50")
		if c, _ := body["count"].(float64); int(c) >= n || time.Now().After(deadline) {
			break
		}
	}
	var out []map[string]any
	list, _ := body["list"].([]any)
	for _, m := range list {
		out = append(out, m.(map[string]any))
	}
	if len(out) < n {
		h.T.Fatalf("outbox: %d mails, want %d: %v", len(out), n, body)
	}
	return out
}

// forgetPassword posts the forgotten-password form with a Host header of the caller's
// choice ("" keeps the server's).
func forgetPassword(h *harness, email, host string) (int, map[string]any) {
	h.T.Helper()
	req, _ := http.NewRequest("POST", h.URL+"/forget-password", strings.NewReader(url.Values{"data": {`{"email":"` + email + `"}`}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if host != "" {
		req.Host = host
	}
	return resttest.Decode(h.T, h.Do(req))
}

// The forgotten-password call answers an unknown address exactly like a known one (same
// status, same body), and mails only the account that exists; the spec's "This account does
// not exist" is a tenant setting an administrator turns on knowingly.
func TestForgetPasswordTellsNoOne(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		b := h.NewBrowser()
		uStatus, uBody := forgetPassword(b, "nobody@huntline.test", "")
		kStatus, kBody := forgetPassword(b, "admin@huntline.test", "")
		if uStatus != 200 || uStatus != kStatus || uBody["data"] != true || kBody["data"] != true ||
			resttest.Message(uBody) != "Reset password email has been sent to nobody@huntline.test" ||
			resttest.Message(kBody) != "Reset password email has been sent to admin@huntline.test" || len(uBody) != len(kBody) {
			t.Errorf("unknown %d %v, known %d %v: want the same answer", uStatus, uBody, kStatus, kBody)
		}
		// One worker takes jobs in order: once the known address's mail is out, the unknown
		// one's job is done too.
		mails := outboxMails(h, 1)
		if len(mails) != 1 || mails[0]["to"] != "admin@huntline.test" {
			t.Errorf("outbox: %v, want one mail, to the account that exists", mails)
		}

		h.SetConfig(map[string]any{"forget_password_reveal_unknown": true})
		if status, body := forgetPassword(b, "nobody@huntline.test", ""); status != 404 || resttest.Message(body) != "This account does not exist" {
			t.Errorf("unknown address with forget_password_reveal_unknown on: %d %v", status, body)
		}
		if status, body := forgetPassword(b, "admin@huntline.test", ""); status != 200 || body["data"] != true {
			t.Errorf("known address with forget_password_reveal_unknown on: %d %v", status, body)
		}
		outboxMails(h, 2)
	})
}

// A reset link is built from the configured public address, never from the request's Host
// header (a poisoned link would carry a working token to another site). A server that has
// no public address refuses to send one, whoever asks.
func TestResetLinkNeverFromHost(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		if status, body := forgetPassword(h.NewBrowser(), "admin@huntline.test", "evil.example"); status != 200 {
			t.Fatalf("forget password: %d %v", status, body)
		}
		mail := outboxMails(h, 1)[0]
		link := resetLink.FindString(mail["body"].(string))
		if !strings.HasPrefix(link, h.URL+"/set-password?") || strings.Contains(mail["body"].(string), "evil.example") {
			t.Errorf("reset link %q, want it on the public address %s", link, h.URL)
		}

		bare := h.WithServer(rest.Options{}) // no public address configured
		for _, email := range []string{"admin@huntline.test", "nobody@huntline.test"} {
			status, body := forgetPassword(bare, email, "evil.example")
			if status != 503 || !strings.Contains(resttest.Message(body), "HUNTLINE_PUBLIC_URL") {
				t.Errorf("%s without a public address: %d %v", email, status, body)
			}
		}
		time.Sleep(200 * time.Millisecond) // a mail wrongly queued would be out by now
		if mails := outboxMails(h, 1); len(mails) != 1 {
			t.Errorf("outbox: %d mails, want only the first", len(mails))
		}
	})
}

// Common and breached-style passwords are refused on every path that sets one: the user's
// own change (the first-login one too), a reset link, and an administrator's.
func TestCommonPasswordsRefused(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.AddNewUser("new@x.com", "given pass 7", nil)
		nb := h.NewBrowser().LoginAs("new@x.com", "given pass 7")
		const common = "password1"
		if status, body := nb.Post("/rest/user/changepassword", map[string]any{"origin": "given pass 7", "new": common, "confirm": common}); status != 400 || !strings.Contains(resttest.Message(body), "new: this password is too common") {
			t.Errorf("first-login change: %d %v", status, body)
		}
		if status, body := h.Post("/rest/user/adminpassword", map[string]any{"id": id, "password": "Password123"}); status != 400 || !strings.Contains(resttest.Message(body), "password: this password is too common") {
			t.Errorf("administrator's: %d %v", status, body)
		}
		if status, body := h.Post("/rest/user/changepassword", map[string]any{"origin": resttest.AdminPassword, "new": "qwerty123", "confirm": "qwerty123"}); status != 400 || !strings.Contains(resttest.Message(body), "too common") {
			t.Errorf("own change: %d %v", status, body)
		}
		h.AcceptLanguage = "zh-CN"
		if status, body := h.Post("/rest/user/changepassword", map[string]any{"origin": resttest.AdminPassword, "new": "P@ssw0rd1", "confirm": "P@ssw0rd1"}); status != 400 || !strings.Contains(resttest.Message(body), "常见") {
			t.Errorf("own change, in Chinese: %d %v", status, body)
		}
		h.AcceptLanguage = ""
		if status, body := forgetPassword(h.NewBrowser(), "new@x.com", ""); status != 200 {
			t.Fatalf("forget password: %d %v", status, body)
		}
		u, _ := url.Parse(resetLink.FindString(outboxMails(h, 1)[0]["body"].(string)))
		form := map[string]any{"email": "new@x.com", "type": "reset", "token": u.Query().Get("token"), "new": "iloveyou2", "confirm": "iloveyou2"}
		if status, body := h.Post("/rest/user/setpassword", form); status != 400 || !strings.Contains(resttest.Message(body), "new: this password is too common") {
			t.Errorf("reset: %d %v", status, body)
		}
		form["new"], form["confirm"] = "tall violet 42", "tall violet 42"
		if status, body := h.Post("/rest/user/setpassword", form); status != 200 {
			t.Errorf("reset with a good password (the refused try must not spend the link): %d %v", status, body)
		}
	})
}
