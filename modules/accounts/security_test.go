package accounts_test

import (
	"strings"
	"testing"
	"time"

	"huntline/engine/rest"
	"huntline/resttest"
)

// A lock ends by itself, each lock in a row lasting longer (1, 5, 15, 60, 60 ... minutes),
// so nobody can keep an account, an administrator's included, locked for good; an e-mail
// with no account answers the same way. A successful sign-in starts the delays again, and an
// administrator's unlock still works.
func TestLockExpires(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		clk := resttest.UseClock(h.E)
		settings(h, map[string]any{"login_chance": 3})
		bobID := h.AddUser("bob@x.com", "bob password 1", nil)
		unknown := strings.ReplaceAll(t.Name(), "/", "-") + "@nowhere.test" // one per store: unknown e-mails are counted in memory
		// PostgreSQL keeps lock times to the microsecond, rounded: the checks after a lock's
		// end stay this far past it.
		const edge = time.Millisecond
		accounts := []struct{ email, password string }{{"bob@x.com", "bob password 1"}, {"admin@huntline.test", resttest.AdminPassword}, {unknown, "any password 1"}}
		for _, a := range accounts {
			b := h.WithServer(rest.Options{LoginBurst: 1000}) // the per-address limit is not under test
			try := func(step, password string, status int, chance float64) {
				t.Helper()
				resp, body := b.SignIn(map[string]any{"email": a.email, "password": password})
				msg := map[int]string{401: "Username or Password is incorrect", 403: "Account is locked", 200: ""}[status]
				if resp.StatusCode != status || resttest.Message(body) != msg || (status != 200 && body["login_chance"] != chance) {
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
				clk.Advance(delay - time.Second)
				try("a second before the lock ends", a.password, 403, 0)
				clk.Advance(time.Second + edge)
			}
			if a.email == unknown {
				try("after the last lock", "wrong pass 4", 401, 2)
				continue
			}
			try("after the last lock", a.password, 200, 0)
			lock(6)
			clk.Advance(time.Minute + edge)
			try("a sign-in starts the delays again", a.password, 200, 0)
		}
		b := h.NewBrowser()
		for i := 1; i <= 3; i++ {
			b.SignIn(map[string]any{"email": "bob@x.com", "password": "wrong pass 1"})
		}
		if resp, body := b.SignIn(map[string]any{"email": "bob@x.com", "password": "bob password 1"}); resp.StatusCode != 403 {
			t.Fatalf("bob is not locked: %d %v", resp.StatusCode, body)
		}
		if status, body := h.Post("/rest/user/unlock", map[string]any{"id": bobID}); status != 200 {
			t.Fatalf("unlock: %d %v", status, body)
		}
		b.LoginAs("bob@x.com", "bob password 1")
	})
}

// Until a user has chosen a password of their own (firstLogin) or changed it at an
// administrator's request (changePassword), the API answers only the password change, the
// current user and signing out; everything else is 403 with a message that says why.
func TestForcedPasswordChange(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		id := h.AddNewUser("new@x.com", "given pass 7", nil)
		nb := h.NewBrowser().LoginAs("new@x.com", "given pass 7")
		if status, body := nb.Get("/rest/user/current"); status != 200 || body["data"].(map[string]any)["firstLogin"] != true {
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
					status, body = nb.Get(c.path)
				} else {
					status, body = nb.Post(c.path, c.data)
				}
				if status != 403 || !strings.Contains(resttest.Message(body), "Choose a new password first") {
					t.Errorf("%s: %s %s: %d %v, want 403", when, c.method, c.path, status, body)
				}
			}
			if status, body := nb.Get("/rest/data/config"); status != 200 || body["data"].(map[string]any)["hide_contact_info"] != nil {
				t.Errorf("%s: the configuration: %d %v, want only the sign-in page's part", when, status, body)
			}
		}
		held("first login")
		if status, body := nb.Post("/rest/user/changepassword", map[string]any{"origin": "given pass 7", "new": "own pass 77", "confirm": "own pass 77"}); status != 200 {
			t.Fatalf("the password change: %d %v", status, body)
		}
		if status, body := nb.Get("/rest/candidate/list"); status != 200 {
			t.Errorf("after the change: %d %v", status, body)
		}

		if status, body := h.Post("/rest/user/adminpassword", map[string]any{"id": id, "changePassword": true}); status != 200 {
			t.Fatalf("ask to change: %d %v", status, body)
		}
		held("asked to change") // at once, not after the session cache's half minute
		admin := h.NewBrowser().LoginAdmin()
		if status, body := admin.Post("/rest/user/switch", map[string]any{"id": id}); status != 200 {
			t.Fatalf("switch: %d %v", status, body)
		}
		if status, body := admin.Get("/rest/candidate/list"); status != 200 {
			t.Errorf("a switched session is not held: %d %v", status, body)
		}
		if status, body := nb.Post("/rest/user/logout", nil); status != 200 {
			t.Errorf("signing out: %d %v", status, body)
		}
	})
}

// Signing out is a state change: another site's link or image (a GET without the CSRF
// header) ends nothing. The web app posts with the header; a GET that carries it (the spec's
// call, from the app's own script) still works.
func TestLogoutNeedsCSRF(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		resp, err := h.Client.Get(h.URL + "/rest/user/logout") // as an <img> on another site: cookies, no header
		if err != nil {
			t.Fatal(err)
		}
		if status, body := resttest.Decode(t, resp); status != 403 || !strings.Contains(resttest.Message(body), "X-CSRF-Token") {
			t.Errorf("cross-site GET: %d %v", status, body)
		}
		if status, _ := h.Get("/rest/user/current"); status != 200 {
			t.Errorf("the session after a cross-site GET: %d, want 200", status)
		}
		if status, body := h.Post("/rest/user/logout", nil); status != 200 {
			t.Errorf("POST logout: %d %v", status, body)
		}
		if status, _ := h.Get("/rest/user/current"); status != 401 {
			t.Errorf("after POST logout: %d, want 401", status)
		}
		other := h.NewBrowser().LoginAdmin()
		if status, body := other.Get("/rest/user/logout"); status != 200 {
			t.Errorf("GET logout with the header: %d %v", status, body)
		}
		if status, _ := other.Get("/rest/user/current"); status != 401 {
			t.Errorf("after GET logout with the header: %d, want 401", status)
		}
	})
}

// A deactivated account answers its right password exactly as a wrong one, and both as an
// e-mail with no account: sign-in tells neither that the password is right nor that the
// account exists.
func TestDeactivatedAccountAnswersAlike(t *testing.T) {
	eachStore(t, func(t *testing.T, h *harness) {
		// One set of addresses per store: failures of accounts that cannot sign in are
		// counted in memory, like those of unknown e-mails.
		prefix := strings.ReplaceAll(t.Name(), "/", "-")
		gone1, gone2, unknown := prefix+"-gone1@x.com", prefix+"-gone2@x.com", prefix+"@nowhere.test"
		for _, email := range []string{gone1, gone2} {
			id := h.AddUser(email, "gone password 1", nil)
			h.SetUser(id, map[string]any{"status": "leave"})
		}
		answers := map[string]map[string]any{}
		statuses := map[string]int{}
		for name, try := range map[string][2]string{
			"right password": {gone1, "gone password 1"},
			"wrong password": {gone2, "wrong pass 1"},
			"no account":     {unknown, "gone password 1"},
		} {
			resp, body := h.NewBrowser().SignIn(map[string]any{"email": try[0], "password": try[1]})
			answers[name], statuses[name] = body, resp.StatusCode
			if resp.StatusCode != 401 || resttest.Message(body) != "Username or Password is incorrect" || body["login_chance"] != 4.0 {
				t.Errorf("%s: %d %v, want 401 with 4 chances left", name, resp.StatusCode, body)
			}
		}
		if len(answers["right password"]) != len(answers["wrong password"]) || len(answers["right password"]) != len(answers["no account"]) {
			t.Errorf("answers differ: %v", answers)
		}
	})
}
