package accounts_test

import (
	"strings"
	"testing"
	"time"

	"huntline/clock"
	"huntline/engine/rest"
	"huntline/modules/accounts"
	"huntline/resttest"
)

// A wrong password counts down login_chance; at the limit the account locks until an
// administrator unlocks it or the lock ends (TestLockExpires). An unknown e-mail answers
// exactly the same way.
func TestLockoutAndUnlock(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		settings(h, map[string]any{"login_chance": 3})
		bobID := h.AddUser("bob@x.com", "bob password 1", nil)
		unknown := strings.ReplaceAll(t.Name(), "/", "-") + "@nowhere.test" // one per store: unknown e-mails are counted in memory
		for _, email := range []string{"bob@x.com", unknown} {
			b := h.NewBrowser()
			steps := []struct {
				password string
				status   int
				msg      string
				chance   float64
			}{
				{"wrong pass 1", 401, "Username or Password is incorrect", 2},
				{"wrong pass 2", 401, "Username or Password is incorrect", 1},
				{"wrong pass 3", 403, "Account is locked", 0},
				{"bob password 1", 403, "Account is locked", 0},
			}
			for i, s := range steps {
				resp, body := b.SignIn(map[string]any{"email": email, "password": s.password})
				if resp.StatusCode != s.status || resttest.Message(body) != s.msg || body["login_chance"] != s.chance {
					t.Errorf("%s step %d: %d %v", email, i, resp.StatusCode, body)
				}
			}
		}
		if status, body := h.Post("/rest/user/unlock", map[string]any{"id": bobID}); status != 200 {
			t.Fatalf("unlock: %d %v", status, body)
		}
		bob := h.NewBrowser().LoginAs("bob@x.com", "bob password 1")
		if status, body := bob.Post("/rest/user/unlock", map[string]any{"id": bobID}); status != 403 {
			t.Errorf("unlock by a non-administrator: %d %v", status, body)
		}
		if status, body := h.Post("/rest/user/unlock", map[string]any{}); status != 400 || !strings.Contains(resttest.Message(body), "id") {
			t.Errorf("unlock without id: %d %v", status, body)
		}
	})
}

func TestLoginRefusals(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		leaverID := h.AddUser("gone@x.com", "gone password 1", nil)
		h.SetUser(leaverID, map[string]any{"status": "leave"})
		// A leaver's right password is refused like a wrong one (TestDeactivatedAccountAnswersAlike).
		resp, body := h.NewBrowser().SignIn(map[string]any{"email": "gone@x.com", "password": "gone password 1"})
		if resp.StatusCode != 401 || resttest.Message(body) != "Username or Password is incorrect" {
			t.Errorf("leaver: %d %v", resp.StatusCode, body)
		}
		yesterday := clock.Now().In(time.FixedZone("CST", 8*3600)).AddDate(0, 0, -1).Format("2006-01-02")
		settings(h, map[string]any{"expire_date": yesterday})
		resp, body = h.NewBrowser().SignIn(map[string]any{"email": "admin@huntline.test", "password": resttest.AdminPassword})
		if resp.StatusCode != 403 || resttest.Message(body) != "System already expired" {
			t.Errorf("expired: %d %v", resp.StatusCode, body)
		}
	})
}

func TestRememberAndNext(t *testing.T) {
	eachSignedOut(t, func(t *testing.T, h *harness) {
		cases := []struct {
			name     string
			remember any
			next     string
			want     string
		}{
			{"remembered, local next", true, "/crm#candidate/list", "/crm#candidate/list"},
			{"not remembered, off-site next", false, "https://evil.example/x", "/crm"},
			{"protocol-relative next", "1", "//evil.example/x", "/crm"},
			{"no next", false, "", "/crm"},
		}
		for _, c := range cases {
			resp, body := h.NewBrowser().SignIn(map[string]any{"email": "admin@huntline.test", "password": resttest.AdminPassword, "remember": c.remember, "next": c.next})
			if resp.StatusCode != 200 || body["next"] != "redirect" || body["data"] != c.want {
				t.Errorf("%s: %d %v", c.name, resp.StatusCode, body)
			}
			ck := resttest.CookieOf(resp, accounts.RememberCookie)
			remembered := c.remember == true || c.remember == "1"
			switch {
			case ck == nil:
				t.Errorf("%s: no %s cookie set or removed", c.name, accounts.RememberCookie)
			case remembered && (ck.Value != "admin@huntline.test" || ck.MaxAge != 30*24*3600 || ck.HttpOnly):
				t.Errorf("%s: remember cookie %+v, want the e-mail for 30 days, readable by scripts", c.name, ck)
			case !remembered && ck.MaxAge >= 0:
				t.Errorf("%s: remember cookie %+v, want it removed", c.name, ck)
			}
			if s := resttest.CookieOf(resp, rest.SessionCookie); s == nil || !s.HttpOnly {
				t.Errorf("%s: session cookie %+v, want HttpOnly", c.name, s)
			}
		}
	})
}

// A tenant restricting sign-in answers next=token_login (or request_token) until a valid
// security token comes with the password.
func TestLoginToken(t *testing.T) {
	eachSignedOut(t, func(t *testing.T, h *harness) {
		const secret = "tenant secret"
		settings(h, map[string]any{"login_security": "token", "login_token_secret": secret})
		email := "admin@huntline.test"
		cases := []struct {
			name, security, token string
			status                int
			next, msg             string
		}{
			{"no token", "token", "", 401, "token_login", "security helper"},
			{"forged token", "token", accounts.LoginToken("other secret", email, clock.Now()), 401, "token_login", "not valid"},
			{"old token", "token", accounts.LoginToken(secret, email, clock.Now().Add(-10*time.Minute)), 401, "token_login", "not valid"},
			{"another user's token", "token", accounts.LoginToken(secret, "bob@x.com", clock.Now()), 401, "token_login", "not valid"},
			{"garbage", "token", "abc", 401, "token_login", "not valid"},
			{"valid token", "token", accounts.LoginToken(secret, email, clock.Now()), 200, "redirect", ""},
			{"request token", "request_token", "", 401, "request_token", "administrator"},
		}
		for _, c := range cases {
			settings(h, map[string]any{"login_security": c.security})
			resp, body := h.NewBrowser().SignIn(map[string]any{"email": email, "password": resttest.AdminPassword, "token": c.token})
			if resp.StatusCode != c.status || body["next"] != c.next || !strings.Contains(resttest.Message(body), c.msg) {
				t.Errorf("%s: %d %v", c.name, resp.StatusCode, body)
			}
		}
		resp, body := h.NewBrowser().SignIn(map[string]any{"email": email, "password": "wrong pass 1"})
		if resp.StatusCode != 401 || body["next"] != nil {
			t.Errorf("a wrong password must be refused before the token step: %d %v", resp.StatusCode, body)
		}
	})
}

func TestLoginRateLimit(t *testing.T) {
	eachSignedOut(t, func(t *testing.T, h *harness) {
		b := h.WithServer(rest.Options{LoginBurst: 3, LoginEvery: time.Hour})
		for i := 1; i <= 4; i++ {
			resp, body := b.SignIn(map[string]any{"email": "admin@huntline.test", "password": "wrong pass 1"})
			want := 401
			if i == 4 {
				want = 429
			}
			if resp.StatusCode != want {
				t.Errorf("attempt %d: %d %v", i, resp.StatusCode, body)
			}
			if i == 4 && !strings.Contains(resttest.Message(body), "Too many") {
				t.Errorf("429 message: %v", body)
			}
		}
	})
}

func TestLogin(t *testing.T) {
	eachSignedOut(t, func(t *testing.T, h *harness) {
		cases := []struct {
			name   string
			data   map[string]any
			status int
			msg    string
		}{
			{"wrong password", map[string]any{"email": "admin@huntline.test", "password": "nope nope"}, 401, "Username or Password is incorrect"},
			{"unknown account", map[string]any{"email": "who@x.com", "password": "whatever1"}, 401, "Username or Password is incorrect"},
			{"missing password", map[string]any{"email": "admin@huntline.test"}, 400, "required"},
			{"e-mail in capitals", map[string]any{"email": "ADMIN@huntline.test", "password": resttest.AdminPassword}, 200, ""},
		}
		for _, c := range cases {
			status, body := h.Post("/rest/user/login", c.data)
			msg, _ := body["message"].(string)
			if status != c.status || !strings.Contains(msg, c.msg) {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		if status, body := h.Get("/rest/user/current"); status != 200 || body["data"].(map[string]any)["isAdmin"] != true {
			t.Errorf("current user: %d %v", status, body)
		}
		status, body := h.Post("/rest/user/login", map[string]any{"email": "admin@huntline.test", "password": resttest.AdminPassword, "next": "https://evil.example/x"})
		if status != 200 || body["data"] != "/crm" || body["next"] != "redirect" {
			t.Errorf("off-site next: %d %v", status, body)
		}
		if status, _ := h.Get("/rest/user/logout"); status != 200 {
			t.Errorf("logout: %d", status)
		}
		if status, _ := h.Get("/rest/candidate/list"); status != 401 {
			t.Errorf("after logout: %d", status)
		}
	})
}
