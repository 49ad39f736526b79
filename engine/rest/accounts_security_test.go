package rest_test

import (
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"huntline/engine/rest"
	"huntline/store/storetest"
)

// outboxMails waits until the outbox holds at least n mails (the job workers send them)
// and answers them, newest first.
func (h *harness) outboxMails(n int) []map[string]any {
	h.t.Helper()
	var body map[string]any
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		_, body = h.get("/rest/mail/outbox?paginate_by=50")
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
		h.t.Fatalf("outbox: %d mails, want %d: %v", len(out), n, body)
	}
	return out
}

// forgetPassword posts the forgotten-password form with a Host header of the caller's
// choice ("" keeps the server's).
func (h *harness) forgetPassword(email, host string) (int, map[string]any) {
	h.t.Helper()
	req, _ := http.NewRequest("POST", h.srv.URL+"/forget-password", strings.NewReader(url.Values{"data": {`{"email":"` + email + `"}`}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if host != "" {
		req.Host = host
	}
	return decode(h.t, h.do(req))
}

// The forgotten-password call answers an unknown address exactly like a known one (same
// status, same body), and mails only the account that exists; the spec's "This account does
// not exist" is a tenant setting an administrator turns on knowingly.
func TestForgetPasswordTellsNoOne(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		b := h.browser()
		uStatus, uBody := b.forgetPassword("nobody@huntline.test", "")
		kStatus, kBody := b.forgetPassword("admin@huntline.test", "")
		if uStatus != 200 || uStatus != kStatus || uBody["data"] != true || kBody["data"] != true ||
			message(uBody) != "Reset password email has been sent to nobody@huntline.test" ||
			message(kBody) != "Reset password email has been sent to admin@huntline.test" || len(uBody) != len(kBody) {
			t.Errorf("unknown %d %v, known %d %v: want the same answer", uStatus, uBody, kStatus, kBody)
		}
		// One worker takes jobs in order: once the known address's mail is out, the unknown
		// one's job is done too.
		mails := h.outboxMails(1)
		if len(mails) != 1 || mails[0]["to"] != "admin@huntline.test" {
			t.Errorf("outbox: %v, want one mail, to the account that exists", mails)
		}

		h.setConfig(map[string]any{"forget_password_reveal_unknown": true})
		if status, body := b.forgetPassword("nobody@huntline.test", ""); status != 404 || message(body) != "This account does not exist" {
			t.Errorf("unknown address with forget_password_reveal_unknown on: %d %v", status, body)
		}
		if status, body := b.forgetPassword("admin@huntline.test", ""); status != 200 || body["data"] != true {
			t.Errorf("known address with forget_password_reveal_unknown on: %d %v", status, body)
		}
		h.outboxMails(2)
	})
}

// A reset link is built from the configured public address, never from the request's Host
// header (a poisoned link would carry a working token to another site). A server that has
// no public address refuses to send one, whoever asks.
func TestResetLinkNeverFromHost(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		if status, body := h.browser().forgetPassword("admin@huntline.test", "evil.example"); status != 200 {
			t.Fatalf("forget password: %d %v", status, body)
		}
		mail := h.outboxMails(1)[0]
		link := resetLink.FindString(mail["body"].(string))
		if !strings.HasPrefix(link, h.srv.URL+"/set-password?") || strings.Contains(mail["body"].(string), "evil.example") {
			t.Errorf("reset link %q, want it on the public address %s", link, h.srv.URL)
		}

		bare := h.withServer(rest.Options{}) // no public address configured
		for _, email := range []string{"admin@huntline.test", "nobody@huntline.test"} {
			status, body := bare.forgetPassword(email, "evil.example")
			if status != 503 || !strings.Contains(message(body), "HUNTLINE_PUBLIC_URL") {
				t.Errorf("%s without a public address: %d %v", email, status, body)
			}
		}
		time.Sleep(200 * time.Millisecond) // a mail wrongly queued would be out by now
		if mails := h.outboxMails(1); len(mails) != 1 {
			t.Errorf("outbox: %d mails, want only the first", len(mails))
		}
	})
}

// A lock ends by itself, each lock in a row lasting longer (1, 5, 15, 60, 60 ... minutes),
// so nobody can keep an account, an administrator's included, locked for good; an e-mail
// with no account answers the same way. A successful sign-in starts the delays again, and an
// administrator's unlock still works.
func TestLockExpires(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		clk := h.useClock()
		h.settings(map[string]any{"login_chance": 3})
		bobID := h.addUser("bob@x.com", "bob password 1", nil)
		unknown := strings.ReplaceAll(t.Name(), "/", "-") + "@nowhere.test" // one per store: unknown e-mails are counted in memory
		// PostgreSQL keeps lock times to the microsecond, rounded: the checks after a lock's
		// end stay this far past it.
		const edge = time.Millisecond
		accounts := []struct{ email, password string }{{"bob@x.com", "bob password 1"}, {"admin@huntline.test", adminPassword}, {unknown, "any password 1"}}
		for _, a := range accounts {
			b := h.withServer(rest.Options{LoginBurst: 1000}) // the per-address limit is not under test
			try := func(step, password string, status int, chance float64) {
				t.Helper()
				resp, body := b.signIn(map[string]any{"email": a.email, "password": password})
				msg := map[int]string{401: "Username or Password is incorrect", 403: "Account is locked", 200: ""}[status]
				if resp.StatusCode != status || message(body) != msg || (status != 200 && body["login_chance"] != chance) {
					t.Errorf("%s, %s: %d %v, want %d %q login_chance %v", a.email, step, resp.StatusCode, body, status, msg, chance)
				}
			}
			lock := func(round int) {
				try("round "+itoa(int64(round))+" wrong 1", "wrong pass 1", 401, 2)
				try("round "+itoa(int64(round))+" wrong 2", "wrong pass 2", 401, 1)
				try("round "+itoa(int64(round))+" wrong 3", "wrong pass 3", 403, 0)
			}
			for round, delay := range []time.Duration{time.Minute, 5 * time.Minute, 15 * time.Minute, time.Hour, time.Hour} {
				lock(round + 1)
				clk.advance(delay - time.Second)
				try("a second before the lock ends", a.password, 403, 0)
				clk.advance(time.Second + edge)
			}
			if a.email == unknown {
				try("after the last lock", "wrong pass 4", 401, 2)
				continue
			}
			try("after the last lock", a.password, 200, 0)
			lock(6)
			clk.advance(time.Minute + edge)
			try("a sign-in starts the delays again", a.password, 200, 0)
		}
		b := h.browser()
		for i := 1; i <= 3; i++ {
			b.signIn(map[string]any{"email": "bob@x.com", "password": "wrong pass 1"})
		}
		if resp, body := b.signIn(map[string]any{"email": "bob@x.com", "password": "bob password 1"}); resp.StatusCode != 403 {
			t.Fatalf("bob is not locked: %d %v", resp.StatusCode, body)
		}
		if status, body := h.post("/rest/user/unlock", map[string]any{"id": bobID}); status != 200 {
			t.Fatalf("unlock: %d %v", status, body)
		}
		b.loginAs("bob@x.com", "bob password 1")
	})
}

// Until a user has chosen a password of their own (firstLogin) or changed it at an
// administrator's request (changePassword), the API answers only the password change, the
// current user and signing out; everything else is 403 with a message that says why.
func TestForcedPasswordChange(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		id := h.addNewUser("new@x.com", "given pass 7", nil)
		nb := h.browser().loginAs("new@x.com", "given pass 7")
		if status, body := nb.get("/rest/user/current"); status != 200 || body["data"].(map[string]any)["firstLogin"] != true {
			t.Fatalf("a password set by an administrator is a first login: %d %v", status, body)
		}
		held := func(when string) {
			t.Helper()
			calls := []struct {
				method, path string
				data         map[string]any
			}{
				{"GET", "/rest/candidate/list", nil},
				{"POST", "/rest/candidate/add", map[string]any{"chineseName": "王伟"}},
				{"GET", "/rest/user/" + itoa(id), nil},
				{"GET", "/rest/user/navbar_config/" + itoa(id), nil},
				{"POST", "/rest/user/changelanguage", map[string]any{"lang": "en"}},
				{"GET", "/rest/data/message_count", nil},
				{"POST", "/rest/user/switch", map[string]any{"id": 1}},
			}
			for _, c := range calls {
				var status int
				var body map[string]any
				if c.method == "GET" {
					status, body = nb.get(c.path)
				} else {
					status, body = nb.post(c.path, c.data)
				}
				if status != 403 || !strings.Contains(message(body), "Choose a new password first") {
					t.Errorf("%s: %s %s: %d %v, want 403", when, c.method, c.path, status, body)
				}
			}
			if status, body := nb.get("/rest/data/config"); status != 200 || body["data"].(map[string]any)["hide_contact_info"] != nil {
				t.Errorf("%s: the configuration: %d %v, want only the sign-in page's part", when, status, body)
			}
		}
		held("first login")
		if status, body := nb.post("/rest/user/changepassword", map[string]any{"origin": "given pass 7", "new": "own pass 77", "confirm": "own pass 77"}); status != 200 {
			t.Fatalf("the password change: %d %v", status, body)
		}
		if status, body := nb.get("/rest/candidate/list"); status != 200 {
			t.Errorf("after the change: %d %v", status, body)
		}

		if status, body := h.post("/rest/user/adminpassword", map[string]any{"id": id, "changePassword": true}); status != 200 {
			t.Fatalf("ask to change: %d %v", status, body)
		}
		held("asked to change") // at once, not after the session cache's half minute
		admin := h.browser().login()
		if status, body := admin.post("/rest/user/switch", map[string]any{"id": id}); status != 200 {
			t.Fatalf("switch: %d %v", status, body)
		}
		if status, body := admin.get("/rest/candidate/list"); status != 200 {
			t.Errorf("a switched session is not held: %d %v", status, body)
		}
		if status, body := nb.post("/rest/user/logout", nil); status != 200 {
			t.Errorf("signing out: %d %v", status, body)
		}
	})
}

// Signing out is a state change: another site's link or image (a GET without the CSRF
// header) ends nothing. The web app posts with the header; a GET that carries it (the spec's
// call, from the app's own script) still works.
func TestLogoutNeedsCSRF(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		resp, err := h.client.Get(h.srv.URL + "/rest/user/logout") // as an <img> on another site: cookies, no header
		if err != nil {
			t.Fatal(err)
		}
		if status, body := decode(t, resp); status != 403 || !strings.Contains(message(body), "X-CSRF-Token") {
			t.Errorf("cross-site GET: %d %v", status, body)
		}
		if status, _ := h.get("/rest/user/current"); status != 200 {
			t.Errorf("the session after a cross-site GET: %d, want 200", status)
		}
		if status, body := h.post("/rest/user/logout", nil); status != 200 {
			t.Errorf("POST logout: %d %v", status, body)
		}
		if status, _ := h.get("/rest/user/current"); status != 401 {
			t.Errorf("after POST logout: %d, want 401", status)
		}
		other := h.browser().login()
		if status, body := other.get("/rest/user/logout"); status != 200 {
			t.Errorf("GET logout with the header: %d %v", status, body)
		}
		if status, _ := other.get("/rest/user/current"); status != 401 {
			t.Errorf("after GET logout with the header: %d, want 401", status)
		}
	})
}

// Every answer carries the browser protections: no framing by other sites, no MIME
// sniffing, no full URLs in Referer headers to other sites, and a Content-Security-Policy
// (the app's, the set-password page's with the hash of its script, or none-at-all for data).
func TestSecurityHeaders(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL)
		app := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte("<!doctype html><div id=root></div>"))
		})
		b := h.withServer(rest.Options{UI: app})
		cases := []struct {
			path, frame, referrer string
			csp                   []string
		}{
			{"/crm", "DENY", "same-origin", []string{"default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"}},
			{"/m/login", "DENY", "same-origin", []string{"script-src 'self'", "frame-ancestors 'none'"}},
			{"/rest/user/current", "DENY", "same-origin", []string{"default-src 'none'", "frame-ancestors 'none'"}},
			{"/health", "DENY", "same-origin", []string{"default-src 'none'", "frame-ancestors 'none'"}},
			{"/set-password?email=a&type=reset&token=t", "DENY", "no-referrer", []string{"default-src 'none'", "script-src 'sha256-", "frame-ancestors 'none'"}},
			{"/rest/file/preview/x", "SAMEORIGIN", "same-origin", []string{"frame-ancestors 'self'"}}, // the app frames previews
		}
		for _, c := range cases {
			resp, err := b.client.Get(b.srv.URL + c.path)
			if err != nil {
				t.Fatal(err)
			}
			page, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			hd := resp.Header
			if hd.Get("X-Content-Type-Options") != "nosniff" || hd.Get("X-Frame-Options") != c.frame || hd.Get("Referrer-Policy") != c.referrer {
				t.Errorf("%s: nosniff %q, frame %q, referrer %q", c.path, hd.Get("X-Content-Type-Options"), hd.Get("X-Frame-Options"), hd.Get("Referrer-Policy"))
			}
			csp := hd.Get("Content-Security-Policy")
			for _, want := range c.csp {
				if !strings.Contains(csp, want) {
					t.Errorf("%s: CSP %q lacks %q", c.path, csp, want)
				}
			}
			if strings.Contains(csp, "'unsafe-inline'") && strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
				t.Errorf("%s: inline scripts allowed: %q", c.path, csp)
			}
			if strings.HasPrefix(c.path, "/set-password") {
				// The page's own script runs: its hash is in the policy.
				script := regexp.MustCompile(`(?s)<script>(.*?)</script>`).FindSubmatch(page)
				if script == nil {
					t.Fatalf("set-password page has no inline script: %s", page)
				}
				sum := sha256.Sum256(script[1])
				if want := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !strings.Contains(csp, want) {
					t.Errorf("set-password CSP %q lacks its script's hash %s", csp, want)
				}
			}
		}
	})
}

// A deactivated account answers its right password exactly as a wrong one, and both as an
// e-mail with no account: sign-in tells neither that the password is right nor that the
// account exists.
func TestDeactivatedAccountAnswersAlike(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		// One set of addresses per store: failures of accounts that cannot sign in are
		// counted in memory, like those of unknown e-mails.
		prefix := strings.ReplaceAll(t.Name(), "/", "-")
		gone1, gone2, unknown := prefix+"-gone1@x.com", prefix+"-gone2@x.com", prefix+"@nowhere.test"
		for _, email := range []string{gone1, gone2} {
			id := h.addUser(email, "gone password 1", nil)
			h.setUser(id, map[string]any{"status": "leave"})
		}
		answers := map[string]map[string]any{}
		statuses := map[string]int{}
		for name, try := range map[string][2]string{
			"right password": {gone1, "gone password 1"},
			"wrong password": {gone2, "wrong pass 1"},
			"no account":     {unknown, "gone password 1"},
		} {
			resp, body := h.browser().signIn(map[string]any{"email": try[0], "password": try[1]})
			answers[name], statuses[name] = body, resp.StatusCode
			if resp.StatusCode != 401 || message(body) != "Username or Password is incorrect" || body["login_chance"] != 4.0 {
				t.Errorf("%s: %d %v, want 401 with 4 chances left", name, resp.StatusCode, body)
			}
		}
		if len(answers["right password"]) != len(answers["wrong password"]) || len(answers["right password"]) != len(answers["no account"]) {
			t.Errorf("answers differ: %v", answers)
		}
	})
}

// Common and breached-style passwords are refused on every path that sets one: the user's
// own change (the first-login one too), a reset link, and an administrator's.
func TestCommonPasswordsRefused(t *testing.T) {
	storetest.ForEach(t, func(t *testing.T, dbURL string) {
		h := newHarness(t, dbURL).login()
		id := h.addNewUser("new@x.com", "given pass 7", nil)
		nb := h.browser().loginAs("new@x.com", "given pass 7")
		const common = "password1"
		if status, body := nb.post("/rest/user/changepassword", map[string]any{"origin": "given pass 7", "new": common, "confirm": common}); status != 400 || !strings.Contains(message(body), "new: this password is too common") {
			t.Errorf("first-login change: %d %v", status, body)
		}
		if status, body := h.post("/rest/user/adminpassword", map[string]any{"id": id, "password": "Password123"}); status != 400 || !strings.Contains(message(body), "password: this password is too common") {
			t.Errorf("administrator's: %d %v", status, body)
		}
		if status, body := h.post("/rest/user/changepassword", map[string]any{"origin": adminPassword, "new": "qwerty123", "confirm": "qwerty123"}); status != 400 || !strings.Contains(message(body), "too common") {
			t.Errorf("own change: %d %v", status, body)
		}
		h.acceptLanguage = "zh-CN"
		if status, body := h.post("/rest/user/changepassword", map[string]any{"origin": adminPassword, "new": "P@ssw0rd1", "confirm": "P@ssw0rd1"}); status != 400 || !strings.Contains(message(body), "常见") {
			t.Errorf("own change, in Chinese: %d %v", status, body)
		}
		h.acceptLanguage = ""
		if status, body := h.browser().forgetPassword("new@x.com", ""); status != 200 {
			t.Fatalf("forget password: %d %v", status, body)
		}
		u, _ := url.Parse(resetLink.FindString(h.outboxMails(1)[0]["body"].(string)))
		form := map[string]any{"email": "new@x.com", "type": "reset", "token": u.Query().Get("token"), "new": "iloveyou2", "confirm": "iloveyou2"}
		if status, body := h.post("/rest/user/setpassword", form); status != 400 || !strings.Contains(message(body), "new: this password is too common") {
			t.Errorf("reset: %d %v", status, body)
		}
		form["new"], form["confirm"] = "tall violet 42", "tall violet 42"
		if status, body := h.post("/rest/user/setpassword", form); status != 200 {
			t.Errorf("reset with a good password (the refused try must not spend the link): %d %v", status, body)
		}
	})
}
